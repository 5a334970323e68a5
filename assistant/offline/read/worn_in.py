"""What a size is said for: "size 8 in gloves", "Mondo 24.5 for boots", "my helmet size is
55-59cm", "an L in hoodies but M in tees" (issue 18 item 4; M4.2, M4.3).

A size the shopper ties to a garment is kept with it (the atom's `said`: "gloves"), so the
fact says what they said ("The shopper wears size 8 in gloves."), a question about that
garment's size finds it, and two sizes of one system said for two garments are two facts.
The garment is a word of the catalogue's products or of the lexicon's, read where the
sentence ties it to the size: "<size> in|for <garment>", "<size> <garment>" or
"<garment> size".
"""

from __future__ import annotations

import re
from dataclasses import replace

from assistant.offline.read.facts import Atom, same_size
from assistant.offline.read.slots import Clause, read_clauses
from assistant.offline.words.kinds import garment_of, said_by, tied_garments
from assistant.offline.words.vocabulary import Vocabulary

_APART = re.compile(r"\s*(?:[,;]|\bbut\b|\band\b|\bwhile\b|\bwhereas\b)\s*")


def _pieces(clauses: list[Clause], vocab: Vocabulary) -> list[Clause]:
    """The shopper's own clauses that hold a size, one tying sizes to two garments read piece
    by piece ("i'm an l in hoodies but m in tees": "i'm an l in hoodies", "m in tees")."""
    pieces = []
    for clause in clauses:
        if not clause.own or not any(a.kind == "size" for a in clause.atoms):
            continue  # most messages: nothing to tie, nothing read twice
        if len(tied_garments(clause.text, vocab)) > 1:
            parts = [p for p in _APART.split(clause.text) if p.strip()]
            pieces += [c for p in parts for c in read_clauses(p, vocab) if c.own]
        else:
            pieces.append(clause)
    return pieces


def sizes_worn_in(atoms: list[Atom], clauses: list[Clause], vocab: Vocabulary) -> list[Atom]:
    """`atoms` with each size the shopper's own clause ties to a garment kept with it (its
    `said`), and another size said for another garment added ("an L in hoodies but M in
    tees", "a 10 in dresses, 38 in shoes": both). A clause holding two sizes ties neither."""
    atoms = list(atoms)
    for clause in _pieces(clauses, vocab):
        sized = [a for a in clause.atoms if a.kind == "size"]
        if len(sized) != 1 or not (garment := garment_of(clause.text, vocab)):
            continue
        index = same_size(sized[0], atoms)
        atom = sized[0] if index is None else atoms[index]
        if index is not None and (atom.said or garment in said_by(atom)):
            continue
        system, label = atom.value  # type: ignore[misc]
        shoes = bool(set(garment.split()) & vocab.lex.shoe_words)
        if system in ("number", "uk", "us") and shoes:  # "UK 7 in trainers", "shoes: UK 3"
            atom = replace(atom, value=("shoe", label))
        elif system == "shoe" and not shoes and label[:2] in ("UK", "US"):  # "a UK 10 in dresses"
            atom = replace(atom, value=(label[:2].lower(), label))
        atom = replace(atom, said="" if garment in said_by(atom) else garment)
        if index is None:  # each size for its garment: a second one is a fact too
            atoms.append(atom)
        else:
            atoms[index] = atom
    return atoms
