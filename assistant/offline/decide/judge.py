"""The offline fact judge (M4.2, M4.3; issue 18 item 4).

`judge(text, vocab)` answers what memory/judge.py asks of a model: the durable facts the
shopper states about themselves, as `[{"category", "fact"}]` with one short third-person
sentence each ("The shopper dislikes yellow."). A fact is a slot of a clause that is the
shopper's own statement (`read.slots`: first person, no question, request, hypothetical or
other person); every fact of a sentence is kept, in the order the categories were said.
The statement readers (`read.statements`) add what they read of the same clauses.
"""

from __future__ import annotations

from assistant.offline.read.facts import Atom, fact_sentence
from assistant.offline.read.slots import read_clauses
from assistant.offline.read.statements import statement_atoms
from assistant.offline.words.text import or_list
from assistant.offline.words.vocabulary import Vocabulary


def stated_atoms(text: str, vocab: Vocabulary) -> list[Atom]:
    """The atoms `text` states about the shopper: the statement readers' first, then the
    clause slots of categories they did not read."""
    atoms = statement_atoms(text, vocab)
    kinds = {_kind(atom) for atom in atoms}
    for clause in read_clauses(text, vocab):
        if not clause.own:
            continue
        for atom in clause.atoms:
            if _kind(atom) not in kinds and (atom.kind != "size" or _new_system(atom, atoms)):
                atoms.append(atom)
        kinds |= {_kind(atom) for atom in clause.atoms}
    return atoms


def _kind(atom: Atom) -> str:
    """What an atom says, for merging: its category, and for a size its system."""
    return f"size:{atom.value[0]}" if atom.kind == "size" else atom.kind  # type: ignore[index]


def _new_system(atom: Atom, atoms: list[Atom]) -> bool:
    """Whether a size the clauses read is one the statement readers did not ("32" read as a
    waist by them and as a number here is the same size)."""
    value = str(atom.value[1])  # type: ignore[index]
    return not any(a.kind == "size" and value in str(a.value[1]) for a in atoms)  # type: ignore[index]


def judge(text: str, vocab: Vocabulary) -> list[dict[str, str]]:
    """The facts `text` states, in the order they were said; [] when it states none."""
    atoms = stated_atoms(text, vocab)
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
