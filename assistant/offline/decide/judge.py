"""The offline fact judge (M4.2, M4.3; issue 18 item 4).

`judge(text, vocab)` answers what memory/judge.py asks of a model: the durable facts the
shopper states about themselves, as `[{"category", "fact"}]` with one short third-person
sentence each ("The shopper dislikes yellow."). A fact is a slot of a clause that is the
shopper's own statement (`read.slots`: first person, no question, request, hypothetical or
other person); every fact of a sentence is kept, in the order the categories were said.
The facts are the atoms of the message's one reading (`read.message`), which the search and
the standing preferences take too.
"""

from __future__ import annotations

from assistant.offline.read.facts import Atom, fact_sentence
from assistant.offline.read.message import read_message
from assistant.offline.read.unstocked import unstocked_brands
from assistant.offline.words.text import normalise, or_list
from assistant.offline.words.vocabulary import Vocabulary


def judge(text: str, vocab: Vocabulary) -> list[dict[str, str]]:
    """The facts `text` states, in the order they were said; [] when it states none."""
    atoms = read_message(text, vocab).atoms
    # "Levi's are the only jeans that fit me": not sold here; every such name of the message
    atoms = [*atoms, *unstocked_brands(text, vocab, read_message)]
    grouped: dict[int, list[str]] = {}
    said = {
        vocab.colours.get(" ".join(m.group(0).split())): " ".join(m.group(0).split())
        for m in reversed(list(vocab.colour_re.finditer(normalise(text))))
    }  # the first spelling of each colour: "forest green", "gray", "maroon" (M4.3)
    for atom in atoms:
        if atom.kind == "colour":
            grouped.setdefault(atom.polarity, []).append(_as_written(str(atom.value), said))
    facts: list[dict[str, str]] = []
    colours_done = False
    for atom in atoms:
        if atom.kind != "colour":
            facts.append({"category": atom.kind, "fact": fact_sentence(atom)})
        elif not colours_done:
            colours_done = True
            for polarity, named in grouped.items():
                # "chocolate brown" is one colour: not "chocolate, chocolate brown"
                colours = [c for c in named if not any(o.startswith(f"{c} ") for o in named)]
                sentence = fact_sentence(Atom("colour", or_list(colours, "and"), polarity))
                facts.append({"category": "colour", "fact": sentence})
    return facts


def _as_written(colour: str, said: dict[str | None, str]) -> str:
    """The colour in the shopper's words where they named it another way ("forest green",
    "gray" for green and grey): the fact keeps what they said; search reads it back."""
    return said.get(colour, colour)
