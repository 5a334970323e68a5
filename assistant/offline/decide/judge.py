"""The offline fact judge (M4.2, M4.3; issue 11 item 3).

`judge(text, vocab)` answers what memory/judge.py asks of a model: the durable facts the
shopper states about themselves, as `[{"category", "fact"}]` with one short third-person
sentence each ("The shopper dislikes yellow."). Colours of one polarity share a sentence.
"""

from __future__ import annotations

from assistant.offline.read.facts import Atom, fact_sentence
from assistant.offline.read.statements import statement_atoms
from assistant.offline.words.text import or_list
from assistant.offline.words.vocabulary import Vocabulary


def judge(text: str, vocab: Vocabulary) -> list[dict[str, str]]:
    """The facts `text` states, in the order they were said; [] when it states none."""
    atoms = statement_atoms(text, vocab)
    grouped: dict[int, list[str]] = {}
    for atom in atoms:
        if atom.kind == "colour":
            grouped.setdefault(atom.polarity, []).append(str(atom.value))
    facts: list[dict[str, str]] = []
    colours_done = False
    for atom in atoms:
        if atom.kind != "colour":
            facts.append({"category": atom.kind, "fact": fact_sentence(atom)})
        elif not colours_done:
            colours_done = True
            for polarity, colours in grouped.items():
                sentence = fact_sentence(Atom("colour", or_list(colours, "and"), polarity))
                facts.append({"category": "colour", "fact": sentence})
    return facts
