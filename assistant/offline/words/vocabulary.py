"""The words the offline model understands, built from the catalogue in use (issue 11 item 1).

`Vocabulary(words)` maps the general lexicon (`synonyms.toml`) onto one catalogue's own
departments, types, subtypes, colours, tags, materials, brands and sizes (`CatalogueWords`):
"trainers" finds a catalogue's "Sneakers" and another's "Trainers", "grey" finds "charcoal"
where there is no grey, "kids" finds "Kids" or "Children". Phrases match longest first on word
boundaries. Typos are corrected against the catalogue's words with rapidfuzz.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.offline.words import kinds, meaning
from assistant.offline.words.catalogue_words import CatalogueWords
from assistant.offline.words.fuzzy import Fuzzy, by_first_letter
from assistant.offline.words.lexicon import Lexicon, lexicon
from assistant.offline.words.sizes import SizeWords, size_system
from assistant.offline.words.text import WORD, alternation
from shop.taxonomy import COLOUR_HEX

_JOINED = re.compile(r"\s*(?:&|\+|/|,)\s*|\s+and\s+")  # "Coats & Jackets", "Hats/Caps"


@dataclass(frozen=True)
class ProductWord:
    """What a product phrase names: a catalogue type and/or subtype, or free text (`query`)
    when the catalogue has no such type ("jeans" where there are none)."""

    type: str | None = None
    subtype: str | None = None
    query: str | None = None


class Vocabulary(SizeWords, Fuzzy):
    """One catalogue's vocabulary (see the module docstring). Tables map lower-case phrases:
    `products` -> ProductWord, `colours` -> colour name, `departments` -> the catalogue's
    department, `tags` -> the catalogue's tag, `occasions` -> an occasion name for facts,
    `brands` -> the catalogue's brand. Build one per catalogue version (catalogue.py caches)."""

    def __init__(self, words: CatalogueWords, lex: Lexicon | None = None) -> None:
        self.words = words
        self.version = words.version
        self.lex = lex = lex or lexicon()
        self.catalogue_colours = tuple(c.lower() for c in words.colours)
        self._meaning: tuple[meaning.Meaning, dict[str, ProductWord]] | None = None
        self.products = self._products()
        self.colours = self._colours()
        self.departments = self._departments()
        self.occasions, self.tags, self.stand_ins = self._occasions()
        self.brands = self._brands()
        self.materials = self._materials()
        self.systems = {
            key: self._category_systems(key, sizes)
            for key, sizes in words.sizes_by_category.items()
        }
        self.product_re = re.compile(alternation(self.products))
        self.colour_re = re.compile(alternation(self.colours))
        colour = self.colour_re.pattern
        self.colour_list = (
            rf"(?:{colour})(?:\s*(?:,|/|\bor\b|\band\b|\bnor\b)\s*(?:in\s+)?(?:{colour}))*"
        )
        self.department_re = re.compile(alternation(self.departments))
        no_range = self._no_range()
        self.no_children = bool(no_range)  # the shop has no children's range
        self.no_range_re = re.compile(alternation(no_range))
        self.tag_re = re.compile(alternation(self.tags))
        self.occasion_re = re.compile(alternation(self.occasions))
        self.material_re = re.compile(alternation(self.materials))
        self.brand_re = re.compile(alternation(self.brands))
        self._known = self._known_words()
        # Patterns the readers compile from this vocabulary, built once (statements.py).
        self.cache: dict[str, object] = {}
        self._choices = by_first_letter(self._correctable())
        self._own_choices = by_first_letter(self._own_words())

    # --- building -------------------------------------------------------------------------

    def _variants(self, phrase: str) -> set[str]:
        phrase = phrase.lower().strip()
        out = {
            phrase,
            self.lex.singular(phrase),
            phrase.replace("&", "and"),
            phrase.replace(" & ", " "),
        }
        if self.lex.is_pair(phrase) and phrase.endswith("s"):
            out.add(phrase[:-1])  # "a jean", "a chino": said of one pair too
        out |= {v.replace("-", " ") for v in out} | {v.replace(" ", "-") for v in out}
        return {v for v in out if v}

    def _products(self) -> dict[str, ProductWord]:
        table: dict[str, ProductWord] = {}
        owners: dict[str, set[str]] = {}
        for type_, subtypes in self.words.subtypes_by_type.items():
            for subtype in subtypes:
                owners.setdefault(subtype.lower(), set()).add(type_)
        for type_ in self.words.types:
            for phrase in self._variants(type_):
                table[phrase] = ProductWord(type_, None)
        for type_, subtypes in self.words.subtypes_by_type.items():
            for subtype in subtypes:
                single = len(owners[subtype.lower()]) == 1
                for phrase in self._variants(subtype):  # "gloves" of Gloves > Gloves: all
                    if not (held := table.get(phrase)) or not held.subtype and held.type != type_:
                        table[phrase] = ProductWord(type_ if single else None, subtype)
        # A value naming two kinds ("Coats & Jackets", "T-Shirts & Tops") is found by each, but
        # a subtype named as the part is, or a group's own subtype ("tees"), keeps its name.
        joined: set[str] = set()
        for value, word in list(table.items()):
            for part in _JOINED.split(value) if _JOINED.search(value) else ():
                joined |= (new := self._variants(part) - table.keys())
                table.update(dict.fromkeys(new, word))
        heads: dict[str, set[str]] = {}
        for type_, subtypes in self.words.subtypes_by_type.items():
            for subtype in subtypes:
                if " " in subtype.strip():
                    heads.setdefault(subtype.lower().split()[-1], set()).add(type_)
        for head, types in heads.items():
            for phrase in self._variants(head):
                if phrase not in table:
                    only = next(iter(types)) if len(types) == 1 else None
                    table[phrase] = ProductWord(only, None, self.lex.singular(head))
        own = dict(table)
        for group in self.lex.product_groups:
            said = [v for m in group for v in sorted(self._variants(m)) if v in own]
            found = [own[v] for v in sorted(said, key=joined.__contains__)]  # a part's last
            # A type or subtype the catalogue names beats a subtype's head word; a group the
            # catalogue names in none of its words goes to the value it means ("jumpers" ->
            # Knitwear), else stays free text (its head word's type, `_by_head`).
            target = next((w for w in found if w.query is None), found[0] if found else None)
            heads = {member: self._by_head(own, member) for member in group}
            if target is None and not heads[group[0]].type:  # its own head word names none
                target = kinds.broader(self.lex, group[0], own, self._variants)
            if target is None and not heads[group[0]].type:  # "knitwear": the jumpers' type
                narrower = kinds.narrower_type(self.lex, group[0], own, self._variants)
                target = ProductWord(narrower, None) if narrower else None
            if target is None and not any(head.type for head in heads.values()):
                target = self.by_meaning(group)
            for member in group:
                for phrase in self._variants(member):
                    if phrase not in own or (phrase in joined and target and target.subtype):
                        table[phrase] = target or heads[member]  # "t-shirts": "Tees"
        return table

    def _by_head(self, own: dict[str, ProductWord], phrase: str) -> ProductWord:
        """Free text for a product word the catalogue lacks, within the type its last word
        names ("running shoes" where there are only "Trainers": footwear, "running shoe")."""
        head = own.get(phrase.rpartition(" ")[2]) if " " in phrase else None
        type_ = head.type if head and head.query is None else None
        return ProductWord(type_, None, self.lex.singular(phrase))

    def _colours(self) -> dict[str, str]:
        names = set(self.catalogue_colours) | set(COLOUR_HEX) | set(self.lex.related_colours)
        names |= {c for related in self.lex.related_colours.values() for c in related}
        names |= set(self.lex.colour_names.values())
        table = {name: name for name in names}
        # A spelling maps onto its colour, but never one of the catalogue's own colours onto
        # another of its colours ("maroon" stays maroon where the catalogue sells maroon).
        table.update(
            (k, v) for k, v in self.lex.colour_names.items() if k not in self.catalogue_colours
        )
        return table

    def _departments(self) -> dict[str, str]:
        table = {d.lower(): d for d in self.words.departments}
        groups = self.lex.department_groups
        # Each department under the English group it means ("Menswear", "Gents": men).
        filed = meaning.file_departments(self.words.departments, groups)
        for name, group in groups.items():
            target = next((table[m] for m in group if m in table), None)
            target = target or next((d for d, g in filed.items() if g == name), None)
            for member in group if target else ():
                table.setdefault(member, target)
        return table

    def _no_range(self) -> tuple[str, ...]:
        """The words for children ("kids", "my son") when the shop has no children's range: no
        department filed under them and no product sized by age (adults' products are no
        answer to "a coat for my son"). Only children: a shop of unisex clothes serves men."""
        kids = self.lex.department_groups.get("kids", ())
        ages = any(
            size_system(size) == "age"
            for sizes in self.words.sizes_by_line.values()
            for size in sizes
        )
        if not self.words.departments or ages or any(m in self.departments for m in kids):
            return ()
        return kids

    def _product_values(self) -> dict[str, ProductWord]:
        """Every type and subtype of the catalogue, as what it names."""
        values = {t: ProductWord(t, None) for t in self.words.types}
        owners: dict[str, list[str]] = {}
        for type_, subtypes in self.words.subtypes_by_type.items():
            for subtype in subtypes:
                owners.setdefault(subtype, []).append(type_)
        for subtype, types in owners.items():
            if subtype not in values:
                values[subtype] = ProductWord(types[0] if len(types) == 1 else None, subtype)
        return values

    def by_meaning(self, phrases) -> ProductWord | None:
        """The type or subtype that phrases of one meaning name ("sweaters", "jumpers" ->
        Knitwear), by the catalogue's embedded values (words.meaning); None when none is near."""
        if self._meaning is None:
            values = self._product_values()
            self._meaning = (meaning.Meaning({"product": list(values)}), values)
        index, values = self._meaning
        found = index.nearest("product", list(phrases))
        return values[found] if found else None

    def _occasions(self) -> tuple[dict[str, str], dict[str, str], frozenset[str]]:
        """(word -> occasion, word -> the catalogue's tag, words tagged as a related group)."""
        occasions = {m: g[0] for g in reversed(self.lex.occasion_groups) for m in reversed(g)}
        catalogue = {t.lower(): t for t in self.words.tags}
        for tag in catalogue:
            # The catalogue's own tag names its own occasion: a synonym group never maps it
            # onto another of its tags ("camping" stays camping where "hiking" is a tag too).
            occasions[tag] = tag
        tags: dict[str, str] = dict(catalogue)
        heads = {group[0]: group for group in self.lex.occasion_groups}
        stand_ins: set[str] = set()
        for head, group in heads.items():
            target = next((catalogue[m] for m in group if m in catalogue), None)
            own = target is not None
            for related in self.lex.related_occasions.get(head, ()):
                if target is None and related in heads:
                    target = next((catalogue[m] for m in heads[related] if m in catalogue), None)
            if target is not None:  # not a word of the catalogue's own tags ("hot yoga"):
                group = [m for m in group if not any(m in t.split() for t in catalogue)]
                stand_ins |= set() if own else set(group) - set(tags)  # "weekend" -> casual
                tags.update({member: target for member in group if member not in tags})
        return occasions, tags, frozenset(stand_ins)

    def _brands(self) -> dict[str, str]:
        common = set(self.colours) | set(self.occasions) | set(self.products)
        common |= self.lex.stopwords | self.lex.everyday  # "Little Scholar": not in "little"
        aliases: dict[str, str] = {}
        firsts: dict[str, list[str]] = {}
        for brand in self.words.brands:
            aliases[brand.lower()] = brand
            if brand.split():
                firsts.setdefault(brand.lower().split()[0], []).append(brand)
        for first, owners in firsts.items():
            if len(owners) == 1 and len(first) >= 4 and first not in common:
                aliases.setdefault(first, owners[0])
        return aliases

    def _materials(self) -> tuple[str, ...]:
        words = set(self.lex.materials)
        for material in self.words.materials:
            words.update(
                w
                for w in WORD.findall(material.lower())
                if len(w) >= 4 and w not in self.lex.stopwords and w not in {"with", "rich"}
            )
        words -= set(self.colours) | set(self.products)
        return tuple(sorted(words))

    # --- reading ---------------------------------------------------------------------------

    def is_catalogue_material(self, word: str) -> bool:
        """Whether some product of the catalogue names `word` in its material ("linen")."""
        return any(word in material.lower() for material in self.words.materials)

    def is_known(self, word: str) -> bool:
        """Whether `word` is part of the vocabulary or a word with no search meaning."""
        return word in self._known

    def colours_said(self, text: str, keep=lambda match: True) -> list[str]:
        """The colour names normalised `text` says (the `colour_re` matches it `keep`s), once
        each, in order; a shade before its family's word is one colour ("chocolate brown")."""
        found: list[str] = []
        end = None
        for match in filter(keep, self.colour_re.finditer(text)):
            name = self.colours[" ".join(match.group(0).split())]
            joined = end is not None and text[end : match.start()].isspace() and found
            found[-1:] = [f"{found[-1]} {name}"] if joined else [*found[-1:], name]
            end = match.end()
        return list(dict.fromkeys(found))

    def catalogue_colour(self, name: str) -> str | None:
        """The catalogue's colour for `name`: itself, else one ending in it ("forest green" for
        "green"), else its closest relative there (two steps at most), else None."""
        if name in self.catalogue_colours:
            return name
        if heads := [c for c in self.catalogue_colours if c.rsplit(" ", 1)[-1] == name]:
            return heads[0]
        frontier = list(self.lex.related_colours.get(name, ()))
        for _step in range(2):
            if found := next((r for r in frontier if r in self.catalogue_colours), None):
                return found
            frontier = [r for c in frontier for r in self.lex.related_colours.get(c, ())]
        return None

    def tag_for(self, occasion: str) -> str | None:
        """The catalogue's tag for an occasion name or phrase ("hiking" -> "outdoor")."""
        return self.tags.get(occasion) or self.tags.get(self.occasions.get(occasion, ""))
