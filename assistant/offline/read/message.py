"""A message read ONCE into one structure (issue 18 item 3): `read_message(text, vocab)`.

The `Reading` holds everything the judge, the search, the refinement and the statement paths
take from the shopper's words, so no reader runs twice on one message:

- `clauses`: the message cut into clauses, each with its owner, mood and slots with their
  spans and polarity (`read.slots`);
- `atoms`: what the shopper states about themselves (M4.2, M4.3): the statement readers'
  (`read.statements`) and the clause slots of categories they did not read, in order; the
  fact judge stores these and the policy folds them into the standing preferences (M8.2);
- `remainder`: the message with the statements' words blanked (what is left is the request);
- `request`: the search constraints of the remainder (`read.request`); a fresh copy per
  call of `own_request()`, since a refinement fills it from the earlier search;
- `intent`: the label of the nearest labelled examples (`read.intents`), read on first use
  only (the one per-turn embedding) and then kept.

Readings are kept per vocabulary (one per catalogue version), by text, so the agent loop's
later calls and the judge of the same turn read nothing again.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field, replace
from functools import cached_property

from assistant.offline.read.facts import Atom, more_specific, same_size, with_leg
from assistant.offline.read.intents import intent
from assistant.offline.read.occasions import WHEN
from assistant.offline.read.request import Request, parse_request
from assistant.offline.read.slots import Clause, read_clauses
from assistant.offline.read.stance import FIRST_PERSON
from assistant.offline.read.statements import split_statements
from assistant.offline.read.worn_in import sizes_worn_in
from assistant.offline.words.text import fix_contractions, fix_spellings, normalise, straighten
from assistant.offline.words.vocabulary import Vocabulary

_POLITE = re.compile(  # and greetings: "Hi! I'm an S in tops and a 34B" states only
    r"^(?:please|pls|plz|thanks?|thank\s+you|cheers|ta|hi|hello|hey|hiya|(?:good\s+)?morning)[.!]*$"
)
_KEPT = 512  # readings kept per vocabulary (the messages of the conversations in flight)


@dataclass
class Reading:
    """One message, read once (module docstring). `text` is the message as said, its chat
    spellings and typos of the model's own words read as meant (`Vocabulary.correct_own`)."""

    text: str
    clauses: list[Clause]
    atoms: list[Atom]
    remainder: str
    request: Request
    statements: list[Atom] = field(default_factory=list)  # the statement readers' own atoms

    @property
    def normalised(self) -> str:
        """The message lower-cased with its spaces tidied and dropped apostrophes restored
        ("whats", "im": shoppers type fast) and chat spellings written out ("wat", "u"),
        for the policy's exact patterns."""
        return normalise(fix_spellings(fix_contractions(straighten(self.text)))).strip()

    @cached_property
    def intent(self) -> tuple[str, float] | None:
        """(label, similarity) of the nearest labelled examples, or None (read.intents)."""
        return intent(self.normalised)

    @property
    def asked_size(self) -> str | None:
        """The size the message asks a product about: its request's, else the one it states."""
        if self.request.size:
            return self.request.size
        sizes = [a.value for a in self.atoms if a.kind == "size"]
        return str(sizes[0][1]) if sizes else None  # type: ignore[index]

    @property
    def states_only(self) -> bool:
        """Whether the message only tells the shopper's own facts, asking for nothing and naming
        no product: "I love X but can't stand Y", "Please, nothing in orange, it drains me"
        (M4.2: heard and kept, no search). A clause said without "I" counts only as a refusal."""
        if not self.atoms or (self.request.type or self.request.subtype) and not self.sizes_apart:
            return False  # "Yellow? Hate it." is read as one comment ("hate yellow.")
        return all(
            _POLITE.match(c.text)
            or c.mood == "statement"
            and (FIRST_PERSON.search(c.text) or c.atoms and all(a.polarity < 0 for a in c.atoms))
            for c in self.clauses
        )

    @property
    def sizes_apart(self) -> bool:
        """Whether the message states sizes of more than one system, each for its own kind ("I'm
        a 9 in boots and a W34 L32 in trousers"): no one search is asked for (M4.2)."""
        return sizes_apart(self.atoms)

    def own_request(self) -> Request:
        """A copy of the message's own request, to be filled from an earlier search."""
        return copy.deepcopy(self.request)


def sizes_apart(atoms: list[Atom]) -> bool:
    """Whether `atoms` hold sizes of more than one system (`Reading.sizes_apart`)."""
    return len({a.value[0] for a in atoms if a.kind == "size"}) > 1  # type: ignore[index]


def read_message(text: str, vocab: Vocabulary) -> Reading:
    """The `Reading` of `text` against the catalogue's `vocab` (module docstring); never raises
    on any text. Kept per vocabulary by text."""
    kept: dict[str, Reading] = vocab.cache.setdefault("readings", {})  # type: ignore[assignment]
    if (found := kept.get(text)) is not None:
        return found
    said = text
    # Typos of the words a fact or question turns on, and chat spellings, read as meant
    # ("bugdet is 45", "interveiw on thursday", "I'm a sise 8"): every reader reads these.
    text = vocab.correct_own(fix_spellings(text))
    statements, remainder = split_statements(text, vocab)
    clauses = read_clauses(text, vocab)
    reading = Reading(
        text=text,
        clauses=clauses,
        atoms=sizes_worn_in(with_leg(_merged(statements, clauses)), clauses, vocab),
        remainder=remainder,
        request=parse_request(remainder, vocab),
        statements=statements,
    )
    if len(kept) >= _KEPT:
        kept.clear()
    kept[said] = reading
    return reading


def _merged(statements: list[Atom], clauses: list[Clause]) -> list[Atom]:
    """The statement readers' atoms, then the clause slots of categories they did not read
    (for a size: of a system they did not read), from the shopper's own clauses only. One
    size read by both is one atom: the clauses' when it carries the system the statement
    readers lost ("I'm a UK 9": "UK 9", not also a bare shoe size 9; QA, 2026-12-02). A colour
    or brand said again with the other polarity takes the later one."""
    atoms = list(statements)
    kinds = {_kind(atom) for atom in atoms}
    for clause in clauses:
        if not clause.own:
            continue
        for atom in clause.atoms:
            if atom.kind == "size" and (same := same_size(atom, atoms)) is not None:
                if more_specific(atom, atoms[same]):
                    atoms[same] = atom
            elif (plain := _unsaid(atom, atoms)) is not None:
                # "getting married in May": the wedding, said as the shopper put it
                own = str(atom.value) if str(atom.value).startswith(("is ", "has ")) else ""
                atoms[plain] = replace(atoms[plain], said=own or atom.said)
            elif (turned := _turned(atom, atoms)) is not None:
                atoms[turned] = atom  # "white shows every mark, so no white": the later
            elif _kind(atom) not in kinds or _another(atom, atoms):
                atoms.append(atom)  # "I love X but can't stand Y": both brands
        kinds |= {_kind(atom) for atom in clause.atoms}
    return atoms


def _unsaid(atom: Atom, atoms: list[Atom]) -> int | None:
    """Where `atoms` hold the occasion `atom` names without the words it keeps (its `said`:
    "birthday party" of a party, or a plan in its own words: "is getting married in the
    spring"), else None."""
    plan = next((w for w in (str(atom.value), atom.said) if w.startswith(("is ", "has "))), "")
    if atom.kind != "occasion" or not (atom.said or plan):
        return None
    for index, held in enumerate(atoms):
        named = plan or held.value == atom.value or str(held.value) in atom.said.split()
        # "business trip" read, "is off on a business trip to Frankfurt next week" said: the
        # plan in its own words holds the event word and where (a place named) or when
        fuller = (
            plan
            and held.said
            and held.said.lower() in plan.lower()
            and (re.search(r"\b(?:to|in|at)\s+[A-Z]", plan) or WHEN.search(plan.lower()))
        )
        if held.kind == "occasion" and named and (not held.said or fuller):
            return index
    return None


def _turned(atom: Atom, atoms: list[Atom]) -> int | None:
    """Where `atoms` say the same value as `atom` with the other polarity, else None."""
    for index, said in enumerate(atoms):
        if (said.kind, said.value) == (atom.kind, atom.value) and said.polarity != atom.polarity:
            return index
    return None


def _another(atom: Atom, atoms: list[Atom]) -> bool:
    """Whether `atom` is a colour or brand that `atoms` do not name yet: a sentence may like
    one and refuse another, or like two, in clauses of their own; or a plan of the shopper's
    own with its day beside another occasion ("ski school starts on 3 January for the kids,
    and I'm doing a touring course on 20 January": both)."""
    plan = atom.kind == "occasion" and any(
        w.startswith(("is ", "has ")) for w in (str(atom.value), atom.said)
    )
    return (atom.kind in ("colour", "brand") or plan) and all(
        (said.kind, said.value) != (atom.kind, atom.value) for said in atoms
    )


def _kind(atom: Atom) -> str:
    """What an atom says, for merging: its category, and for a size its system."""
    return f"size:{atom.value[0]}" if atom.kind == "size" else atom.kind  # type: ignore[index]
