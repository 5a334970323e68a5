"""What a product word is a kind of, and the kinds a broad word covers, on one catalogue
(synonyms.toml `broader`: "jumpers" are knitwear, "cardigans" are knitwear).

`broader(...)`: the catalogue's value for what a word is a kind of, where the catalogue lacks
the word ("jumpers" -> a catalogue's `Knitwear`). `narrower_type(...)`: the one type a broad
word's kinds all fall under, where the catalogue lacks the broad word ("knitwear" -> a
catalogue's `Sweaters`, which holds its jumpers and its `Cardis`). Both take `own`, the
catalogue's own names (lower-case phrase -> its value), and `variants`, a phrase's spellings.
`garment_of(...)`: the garment a sentence says its size is for ("size 8 in gloves"), and
`garment_keys`/`garments_related`: whether two garments share a size.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from assistant.offline.words.lexicon import Lexicon
from assistant.offline.words.text import alternation
from shop.sizes import LETTER_CODES, LETTER_WORDS


def broader(lex: Lexicon, head: str, own: dict[str, Any], variants: Callable) -> Any | None:
    """The catalogue's type or subtype for what `head` (a group's first word) is a kind of,
    nearest first; one step only (jeans are trousers, but not every pair of bottoms is jeans)."""
    for wider_word in lex.broader_products.get(head, ()):
        # the broader word's own group too ("knitwear": "knits"), not what is broader still
        # (the group of trousers holds "bottoms": not every pair of those is jeans)
        group = next((g for g in lex.product_groups if g[0] == wider_word), (wider_word,))
        wider = set(lex.broader_products.get(wider_word, ()))
        members = [m for m in group if m == wider_word or m not in wider]
        for phrase in sorted(v for member in members for v in variants(member)):
            if phrase in own and own[phrase].query is None:
                return own[phrase]
    return None


def narrower_type(lex: Lexicon, head: str, own: dict[str, Any], variants: Callable) -> str | None:
    """The one catalogue type that every kind of `head` the catalogue names falls under, one
    of them being the type itself ("knitwear": its jumpers are the type `Sweaters`, its
    cardigans `Cardis` of `Sweaters`); None when they fall under two types, or only under
    subtypes (a shop's joggers and leggings are `Trousers`, not all of them activewear)."""
    kinds = [word for word, wider in lex.broader_products.items() if head in wider]
    named = []
    for kind in kinds:
        group = next((g for g in lex.product_groups if g[0] == kind), (kind,))
        named += [own[v] for m in group for v in sorted(variants(m)) if v in own]
    named = [w for w in named if w.query is None]
    types = {w.type for w in named}
    whole = any(w.subtype is None for w in named)
    return types.pop() if len(types) == 1 and whole and None not in types else None


_GARMENT_WORDS: dict[int, tuple[re.Pattern, dict[str, str]]] = {}  # by the lexicon's id


def _garment_words(lex: Lexicon) -> tuple[re.Pattern, dict[str, str]]:
    if id(lex) in _GARMENT_WORDS:
        return _GARMENT_WORDS[id(lex)]
    heads: dict[str, str] = {}
    for group in lex.product_groups:
        for word in group:
            heads.setdefault(word, group[0])
            heads.setdefault(lex.singular(word), group[0])
    built = re.compile(rf"\b(?:{alternation(heads)})\b"), heads
    return _GARMENT_WORDS.setdefault(id(lex), built)


def garments(lex: Lexicon, text: str) -> set[str]:
    """The garments a normalised text names, as their groups' first words ("tee", "t-shirts"
    -> "t-shirts"; "sneakers" -> "sneakers"); empty when it names none."""
    pattern, heads = _garment_words(lex)
    return {heads[m.group(0)] for m in pattern.finditer(text)}


def _wider(lex: Lexicon, head: str) -> set[str]:
    seen, todo = {head}, [head]
    while todo:
        for word in lex.broader_products.get(todo.pop(), ()):
            if word not in seen:
                seen.add(word)
                todo.append(word)
    return seen


def related(lex: Lexicon, one: str, other: str) -> bool:
    """Whether two garments (groups' first words) share a size: the same, or one a kind of
    what the other is a kind of ("shirts" and "t-shirts" are tops; "sandals" and "boots" are
    shoes; "coats" and "dresses" are not)."""
    return bool(_wider(lex, one) & _wider(lex, other))


def garment_keys(text: str, vocab: Any) -> set[tuple[str, str]]:
    """What garments normalised `text` names on `vocab`'s catalogue: the lexicon's
    ("lexicon", group word) and the catalogue's ("catalogue", its type) for its own words
    ("gis", "rashguards")."""
    keys = {("lexicon", g) for g in garments(vocab.lex, text)}
    found = (vocab.products.get(m.group(0)) for m in vocab.product_re.finditer(text))
    return keys | {("catalogue", w.type) for w in found if w is not None and w.type}


def garments_related(one: set[tuple[str, str]], other: set[tuple[str, str]], lex: Lexicon) -> bool:
    """Whether two sets of `garment_keys` share a garment or a catalogue type, or hold two
    lexicon garments sized alike (`related`)."""
    if one & other:
        return True
    mine = [g for source, g in one if source == "lexicon"]
    theirs = [g for source, g in other if source == "lexicon"]
    return any(related(lex, a, b) for a in mine for b in theirs)


# A size as said just before the words tying it to a garment: a token with a digit ("8",
# "24.5", "55-59cm", "W32"), or a letter size ("m", "medium", "xl").
_SIZE = rf"(?:\S*\d\S*|{alternation({*LETTER_CODES, *LETTER_WORDS, 'small', 'medium', 'large'})})"
_TIED_BEFORE = re.compile(rf"(?:^|\s){_SIZE}\s+(?:(?:in|for|on)\s+(?:my\s+|the\s+)?)?$")
# "helmet size is 55-59cm", "shoes: UK 3", "my boots are a 42"
_TIED_AFTER = re.compile(
    r"^(?:'s)?(?:\s+sizes?\b|\s*:|\s+(?:are|is)\s+(?:an?\s+|size\s+)?(?:uk|us|eu|\d)|"
    r"\s+(?=(?:uk|us|eu)\s*\d))"  # "shoes UK 2"
)
# Shoes said of a shoe size add nothing ("EU shoe size 42 in shoes"), nor dresses of a dress size.
_SAID_BY_SYSTEM = {
    "shoe": {"shoe", "shoes", "footwear", "feet", "foot"},
    "dress": {"dress", "dresses"},
    "bra": {"bra", "bras"},
}


def said_by(atom: Any) -> set[str]:
    """The garment words a size atom's system says already ("shoe" of an EU shoe size)."""
    return _SAID_BY_SYSTEM.get(atom.value[0], set())


_JOINED = re.compile(r" (?:(?:and|or|&) )?|, ")


def tied_garments(clause: str, vocab: Any) -> set[str]:
    """The garments normalised `clause` ties a size to, as written ("gloves", "ski boots")."""
    found: set[str] = set()
    matches = [
        m for p in (vocab.product_re, _garment_words(vocab.lex)[0]) for m in p.finditer(clause)
    ]
    starts = {m.start(): m for m in matches}
    for match in matches:
        end = match.end()
        # "bikini tops", "ski boots": one garment; "tops and leggings": both, as said
        while (joined := _JOINED.match(clause, end)) and (following := starts.get(joined.end())):
            end = following.end()
        before, after = clause[: match.start()], clause[end:]
        if _TIED_BEFORE.search(before) or _TIED_AFTER.match(after):
            found.add(clause[match.start() : end])
    # "ski boots" and "boots" are one garment: the longer
    return {g for g in found if not any(g != o and g in o for o in found)}


def garment_of(clause: str, vocab: Any) -> str | None:
    """The one garment normalised `clause` ties its size to, or None (none, or two)."""
    garments = tied_garments(clause, vocab)
    return garments.pop() if len(garments) == 1 else None
