"""Facts about the shopper: atoms, their third-person sentences, and standing preferences.

An `Atom` is one durable fact (M4.2: size, colour, brand, budget, occasion). `fact_sentence`
writes it as the short third-person sentence the fact judge stores (M4.3, "The shopper wears
size M."); `assistant.offline.read.statements.fact_atoms` reads such sentences back from the
memory context (M7.2). `Preferences` folds atoms oldest first, so the newest wins (M8.2).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from assistant.offline.read.money import Budget, money
from assistant.offline.words.kinds import garment_keys, garment_of, garments_related, said_by
from assistant.offline.words.sizes import label_for
from assistant.offline.words.text import normalise
from assistant.offline.words.vocabulary import Vocabulary

# A fact that replaces what was said before on its point ("The shopper's size is now 14."),
# unless it adds to it ("now likes green too").
CHANGED = re.compile(
    r"\b(?:now|no\s+longer|any\s?more|instead|changed|switched|these\s+days)\b"
    r"(?!.*\b(?:also|too|as\s+well)\b)",
    re.I,
)

# A fact that adds to what was said on its point ("likes Corrie too").
_ADDS = re.compile(r"\b(?:also|too|as\s+well)\b", re.I)
_ONE = re.compile(r"\b(?:prefers?|preferred|favou?rite|go-to|only|sticks?\s+to)\b", re.I)


@dataclass(frozen=True)
class Atom:
    """One durable fact; `kind` is its category in memory.judge.CATEGORIES (M4.2).

    "size": value (system, size); "colour": value a colour name, polarity +1 like, -1
    dislike, 0 no longer disliked; "brand": the brand; "budget": a Budget; "occasion": an
    occasion name (the first word of its group in synonyms.toml, or a catalogue tag).
    """

    kind: str
    value: object
    polarity: int = 1
    # An occasion's event word as the shopper said it, where its value is its group's
    # ("festival" of "party"): the fact says it (M4.3); equal atoms ignore it.
    said: str = field(default="", compare=False)


OCCASION_SENTENCES = {
    "wedding": "The shopper is going to a wedding.",
    "office": "The shopper is shopping for work.",  # the office, a job interview, a meeting
    "running": "The shopper goes running.",
    "gym": "The shopper goes to the gym.",
    "beach": "The shopper is going to the beach.",
    "holiday": "The shopper is going on holiday.",
    "casual": "The shopper is shopping for casual wear.",
    "evening": "The shopper is going to an evening event.",
    "outdoor": "The shopper goes hiking.",
    "party": "The shopper is going to a party.",
    "travel": "The shopper is travelling.",
}


def _size_words(atom: Atom) -> list[str]:
    return re.findall(r"\d+(?:[.,]\d+)?|[a-z]+", str(atom.value[1]).lower())  # type: ignore[index]


def same_size(atom: Atom, atoms: list[Atom]) -> int | None:
    """The index of a size in `atoms` that says the same size as `atom` ("32" read as a waist
    by the statement readers and as a number by the clauses; "9" and "UK 9"), or None."""
    words = _size_words(atom)
    for index, other in enumerate(atoms):
        if other.kind != "size":
            continue
        theirs = _size_words(other)
        if set(words) <= set(theirs) or set(theirs) <= set(words):
            return index
    return None


_SYSTEM_LABEL = re.compile(r"(?i)^(?:uk|eu|us|it|fr)\s*\d")


def more_specific(atom: Atom, other: Atom) -> bool:
    """Whether `atom` is the size `other` is, said with its system ("UK 9" over a bare 9)."""
    label = str(atom.value[1])  # type: ignore[index]
    return bool(_SYSTEM_LABEL.match(label)) and len(_size_words(atom)) > len(_size_words(other))


def fact_sentence(atom: Atom) -> str:
    """One short third-person sentence for an atom (M4.3), readable back by `fact_atoms`."""
    if atom.kind == "size":
        system, size = atom.value  # type: ignore[misc]
        if system == "cm" and (part := re.match(r"([a-z ]+?) (\d.*)$", str(size))):
            return f"The shopper's {part.group(1)} is {part.group(2)}."  # "chest is 102 cm"
        worn_in = f" in {atom.said}" if atom.said else ""  # "size 8 in gloves" (read.worn_in)
        return f"The shopper wears {label_for(system, size, atom.said)} {size}{worn_in}."
    if atom.kind == "colour":
        verb = {1: "likes", -1: "dislikes", 0: "no longer dislikes"}[atom.polarity]
        return f"The shopper {verb} {atom.value}."
    if atom.kind == "brand":
        if atom.polarity < 0:
            return f"The shopper avoids the brand {atom.value}."
        return f"The shopper prefers the brand {atom.value}."
    if atom.kind == "budget":
        return f"The shopper's budget is {budget_band(atom.value)}."  # type: ignore[arg-type]
    name = atom.said or str(atom.value)
    if name.startswith(("is ", "has ")):  # a plan in its own words (read.own_plans.own_plan)
        return f"The shopper {name}."
    if name in OCCASION_SENTENCES:
        return OCCASION_SENTENCES[name]
    if name.endswith("ing") and " " not in name and name not in _EVENTS_IN_ING:  # "camping"
        return f"The shopper goes {name}."
    if name.split()[0] in _FEASTS:  # "Eid", "a Diwali party": a feast's name, capitalised
        feast = name[:1].upper() + name[1:]
        return f"The shopper is shopping for {feast if ' ' not in name else 'a ' + feast}."
    if not name.endswith("s"):  # an event: "christening", "interview", "ski trip"
        return f"The shopper is shopping for {'an' if name[0] in 'aeiou' else 'a'} {name}."
    return f"The shopper is shopping for {name}."


_FEASTS = frozenset(("eid", "diwali", "hanukkah", "thanksgiving", "easter", "passover", "holi"))
# Events, not activities, though their names end in "-ing": "shopping for a christening".
_EVENTS_IN_ING = frozenset(
    ("christening", "meeting", "gathering", "outing", "screening", "opening")
)
# A plain number and a dress size are one point of the shopper's (M8.2): the newer stands.
_SAME_POINT = {"number": ("number", "dress"), "dress": ("number", "dress")}


def budget_band(budget: Budget) -> str:
    """ "under 80 EUR", "64 to 96 EUR", "over 100 EUR"; "around 80 EUR" for an amount said
    loosely (read back as the same band by `parse_budget`)."""
    if budget.around is not None:
        return f"around {money(budget.around)} EUR"
    if budget.min_price is not None and budget.max_price is not None:
        return f"{money(budget.min_price)} to {money(budget.max_price)} EUR"
    if budget.max_price is not None:
        return f"under {money(budget.max_price)} EUR"
    return f"over {money(budget.min_price or 0)} EUR"  # type: ignore[arg-type]


@dataclass
class Preferences:
    """The shopper's standing preferences, folded from atoms oldest first (M8.2: newest wins).

    `sizes`: system -> size, newest last; liked/disliked colour names; brand; budget; occasion.
    `occasion_now`: the occasion was stated in the message being answered (only then does it
    filter the search: a recalled "going camping next month" must not hide every later
    search's other products, issue 11 QA).
    """

    sizes: dict[str, str] = field(default_factory=dict)
    liked_colours: list[str] = field(default_factory=list)
    disliked_colours: list[str] = field(default_factory=list)
    brand: str | None = None
    liked_brands: list[str] = field(default_factory=list)  # newest last; `brand` is the newest
    avoided_brands: list[str] = field(default_factory=list)
    budget: Budget | None = None
    occasion: str | None = None
    occasion_now: bool = False
    # sizes said for a garment ("size 8 in gloves"): (system, size, garment), newest last
    worn_in: list[tuple[str, str, str]] = field(default_factory=list)
    _liked_on: str = ""  # the day the newest liked brand was recalled as said (`recall`)

    def apply(self, atom: Atom) -> None:
        """Fold one atom in; it overrides whatever an older atom said on the same point."""
        if atom.kind == "size":
            system, size = atom.value  # type: ignore[misc]
            for same in _SAME_POINT.get(system, (system,)):  # "size 12", then "dress size 14"
                self.sizes.pop(same, None)
            self.sizes[system] = size
            # the garment's newer size, or a newer one of the system said for no garment, is
            # the one now (M8.2)
            stale = (lambda w: w[2] == atom.said) if atom.said else (lambda w: w[0] == system)
            self.worn_in = [w for w in self.worn_in if not stale(w)]
            self.worn_in += [(system, size, atom.said)] if atom.said else []
        elif atom.kind == "colour":
            colour = str(atom.value)
            for group in (self.liked_colours, self.disliked_colours):
                if colour in group:
                    group.remove(colour)
            if atom.polarity > 0:
                self.liked_colours.append(colour)
            elif atom.polarity < 0:
                self.disliked_colours.append(colour)
        elif atom.kind == "brand":
            brand = str(atom.value)
            for group in (self.liked_brands, self.avoided_brands):
                if brand in group:
                    group.remove(brand)
            (self.liked_brands if atom.polarity > 0 else self.avoided_brands).append(brand)
            if atom.polarity > 0:
                self.brand = brand
            elif self.brand == brand:
                self.brand = self.liked_brands[-1] if self.liked_brands else None
        elif atom.kind == "budget":
            self.budget = atom.value  # type: ignore[assignment]
        elif atom.kind == "occasion":
            self.occasion = str(atom.value)

    def recall(
        self, sentence: str, atoms: list[Atom], day: str = "", vocab: Vocabulary | None = None
    ) -> None:
        """Fold in the atoms of one recalled fact `sentence`, stated on `day` ("2026-05-01",
        or "" when not known), recalled facts oldest first (M7.2, M8.2). A fact marking a
        change (`CHANGED`) replaces the liked colours and brands before it; a brand preferred
        on a later day than the newest liked brand replaces it too, since brands preferred in
        one visit are listed together ("prefers A", "prefers B") but a later one is the brand
        now, unless the fact says it adds ("too", "also"); a brand liked ("likes B") adds.
        Given the catalogue's `vocab`, a size the sentence says for a garment keeps it ("The
        shopper wears size 8 in gloves.": gloves only, `size_for`)."""
        if CHANGED.search(sentence):  # "favourite colour is now cobalt": the older ones go
            self.replace({a.kind for a in atoms if a.polarity > 0})
        elif any(a.kind == "brand" and a.polarity > 0 for a in atoms):
            later = day and self._liked_on and day > self._liked_on
            if later and _ONE.search(sentence) and not _ADDS.search(sentence):
                self.replace({"brand"})
            self._liked_on = day or self._liked_on
        sized = [a for a in atoms if a.kind == "size"]
        if vocab is not None and len(sized) == 1:  # "The shopper wears size 8 in gloves."
            garment = garment_of(normalise(sentence), vocab)
            if garment and garment not in said_by(sized[0]):
                atoms = [replace(a, said=garment) if a is sized[0] else a for a in atoms]
        if self.occasion and any(a.kind == "budget" for a in atoms):
            # "has £300 to spend on holiday clothes": what the budget is for, not a new plan
            atoms = [a for a in atoms if a.kind != "occasion"]
        for atom in atoms:
            self.apply(atom)

    def replace(self, kinds: set[str]) -> None:
        """Forget the liked colours and brands, for a fact that replaces them (`CHANGED`):
        "favourite colour is now cobalt" leaves cobalt alone liked (M8.2)."""
        if "colour" in kinds:
            self.liked_colours.clear()
        if "brand" in kinds:
            self.liked_brands.clear()

    def size_for(self, vocab: Vocabulary, type_: str | None, subtype: str | None) -> str | None:
        """The stated size that fits products of this type/subtype: the newest stated size in
        a system those products come in (letters for jackets, EU numbers for shoes...), or
        None (no type, one-size products, or no size stated in their system)."""
        systems = vocab.size_systems(type_, subtype)
        labels = set(vocab.sizes_of(type_, subtype)) if type_ or subtype else set()
        # A size said for a garment ("size 8 in gloves") fits that garment, then one sized
        # alike, never another ("M in rashguards" is no gi size: a new user's try).
        worn = {
            (system, size): garment_keys(normalise(g), vocab) for system, size, g in self.worn_in
        }
        named = normalise(f"{type_ or ''} {subtype or ''}")
        searched = garment_keys(named, vocab) if worn else set()
        for tied in (lambda k: searched & k, lambda k: garments_related(searched, k, vocab.lex)):
            for (system, size), keys in reversed(worn.items()):
                if (system in systems or size in labels) and searched and tied(keys):
                    return size
        for system in reversed(self.sizes):
            if system == "leg" or (system, self.sizes[system]) in worn:
                continue  # a leg length alone is no label ("32" is a waist)
            # A size said with its system ("UK 9") fits where those products list that label;
            # it is never applied to another system's ("US 9": QA, 2026-12-02).
            if system in systems or self.sizes[system] in labels:
                return self.sizes[system]
        return None

    @property
    def is_empty(self) -> bool:
        """True when nothing is known about the shopper."""
        return not (
            self.sizes
            or self.liked_colours
            or self.disliked_colours
            or self.brand
            or self.avoided_brands
            or self.budget
            or self.occasion
        )


def with_leg(atoms: list[Atom]) -> list[Atom]:
    """A waist and an inside leg said together are one size of trousers ("my waist is 32 and
    inside leg 30": W32 L30), as the catalogue labels them."""
    waists = [a for a in atoms if a.kind == "size" and a.value[0] in ("waist", "number")]  # type: ignore[index]
    legs = [a for a in atoms if a.kind == "size" and a.value[0] == "leg"]  # type: ignore[index]
    if len(waists) != 1 or len(legs) != 1 or not str(waists[0].value[1]).isdigit():  # type: ignore[index]
        return atoms
    joined = Atom("size", ("waist", f"W{waists[0].value[1]} L{legs[0].value[1]}"))  # type: ignore[index]
    return [joined if a is waists[0] else a for a in atoms if a is not legs[0]]
