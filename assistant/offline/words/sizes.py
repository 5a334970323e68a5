"""The sizes a catalogue's products come in, as the offline readers use them (issue 18 item 1).

Labels are read by the one size model, `shop.sizes`; this module only groups them the way the
readers place a shopper's bare number: by the systems each type and subtype comes in
("letter", "age", "one", and for plain or prefixed numbers "shoe", "waist" or "dress").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from assistant.offline.words.text import WORD
from shop.sizes import NUMERIC, REGIONS, read_label

if TYPE_CHECKING:
    from assistant.offline.words.catalogue_words import CatalogueWords
    from assistant.offline.words.lexicon import Lexicon


def size_system(size: str) -> str:
    """The system a size label belongs to, as the offline model reads sizes (shop.sizes
    parses the label): "letter" (XS..XXL, one letter), "age" (2Y..14Y, 6-12M), "one" (One
    size), "number" (a whole plain number: a waist, EU shoe or dress size, read by context),
    or "other" (letter ranges such as S/M, "EU 43", "W32 L30", "2-person": read whole)."""
    parsed = read_label(size)
    if parsed.system in ("age", "one"):
        return parsed.system
    if parsed.system == "letter" and parsed.low == parsed.high:
        return "letter"
    return "number" if size_number(size) is not None else "other"


def system_label(system: str, size: str) -> str:
    """How a size of `system` is introduced: "EU shoe size" for "42", "shoe size" for "UK 7"."""
    if system == "shoe" and not (size[:2].isdigit() and int(size[:2]) >= 16):  # no EU 9
        return "shoe size"
    return SYSTEM_LABELS.get(system, "size")


def label_for(system: str, size: str, garment: str = "") -> str:
    """`system_label`, or plain "size" for a dress size said for another garment ("size 8 in
    gloves": no dress size)."""
    return "size" if garment and system == "dress" else system_label(system, size)


SYSTEM_LABELS = {
    "letter": "size",
    "waist": "waist size",
    "shoe": "EU shoe size",
    "dress": "dress size",
    "age": "age size",
    "collar": "collar size",
    "chest": "chest size",
    "leg": "inside leg",
    "bra": "bra size",
}


def size_number(size: str) -> int | None:
    """The whole number a one-number size label holds, whatever its system prefix or fit
    (shop.sizes): "43", "EU 43", "UK 12", "W36 L34" (the waist), "40R" -> 40; None for letters,
    ages, ranges, halves ("EU 38.5") and other labels."""
    parsed = read_label(size)
    if parsed.system not in NUMERIC or parsed.low != parsed.high:
        return None
    return int(parsed.low) if parsed.low == int(parsed.low) else None


class SizeWords:
    """The size tables of a vocabulary (mixed into `Vocabulary`, which sets `words`, `lex`,
    `systems` and `cache`)."""

    words: CatalogueWords
    lex: Lexicon
    systems: dict[tuple[str, str], frozenset[str]]
    cache: dict[str, object]

    def _category_systems(self, key: tuple[str, str], sizes: tuple[str, ...]) -> frozenset[str]:
        # A chest ("40R") or collar label is of its own system, whatever its number; a plain
        # or prefixed number is a shoe, waist or dress size by the type's words and labels.
        parsed = {s: read_label(s).system for s in sizes}
        systems = {p for p in parsed.values() if p in ("chest", "collar")}
        numbered = [s for s in sizes if parsed[s] not in ("chest", "collar")]
        systems |= {size_system(s) for s in numbered}
        if "number" in systems:
            systems.discard("number")
            names = {w for part in key for w in WORD.findall(part.lower())}
            numbers = [n for s in numbered if (n := size_number(s)) is not None]
            regions = {parsed[s] for s in numbered} & set(REGIONS)
            if names & self.lex.shoe_words:
                systems.add("shoe")
            elif numbers and max(numbers) <= 20 or (regions and not names & self.lex.waist_words):
                systems.add("dress")  # "UK 12", "EU 38" dresses: a waist is never prefixed
            elif numbers and min(numbers) > 60:
                systems.add("number")  # "150"-"200" gis, by height: no waist runs past 60
            else:
                systems.add("waist")
        return frozenset(systems)

    def sizes_of(self, type_: str | None, subtype: str | None) -> tuple[str, ...]:
        """The sizes products of this type/subtype come in (every size when both are None)."""
        found: list[str] = []
        for (t, s), sizes in self.words.sizes_by_category.items():
            if (not type_ or t.lower() == type_.lower()) and (
                not subtype or s.lower() == subtype.lower()
            ):
                found.extend(size for size in sizes if size not in found)
        return tuple(found)

    def number_systems(self, number: str) -> frozenset[str]:
        """The numeric systems ("shoe", "waist", "dress") of the categories whose products list
        the size `number` ("32" -> {"shoe"} where only kids' shoes come in 32; empty when no
        product lists it). How a bare number is read depends on it (sizes.classify_number)."""
        table = self.cache.get("number_systems")
        if not isinstance(table, dict):
            table = {}
            for key, sizes in self.words.sizes_by_category.items():
                numeric = self.systems.get(key, frozenset()) & {"shoe", "waist", "dress"}
                for size in sizes:
                    if (value := size_number(size)) is not None:
                        table[str(value)] = table.get(str(value), frozenset()) | numeric
            self.cache["number_systems"] = table
        return table.get(str(int(number)), frozenset()) if number.strip().isdigit() else frozenset()

    def size_systems(self, type_: str | None, subtype: str | None) -> frozenset[str]:
        """The size systems products of this type/subtype come in (empty when unknown)."""
        if not type_ and not subtype:
            return frozenset()
        found: set[str] = set()
        for (t, s), systems in self.systems.items():
            if (not type_ or t.lower() == type_.lower()) and (
                not subtype or s.lower() == subtype.lower()
            ):
                found |= systems
        return frozenset(found)
