"""What a product word is a kind of, and the kinds a broad word covers, on one catalogue
(synonyms.toml `broader`: "jumpers" are knitwear, "cardigans" are knitwear).

`broader(...)`: the catalogue's value for what a word is a kind of, where the catalogue lacks
the word ("jumpers" -> a catalogue's `Knitwear`). `narrower_type(...)`: the one type a broad
word's kinds all fall under, where the catalogue lacks the broad word ("knitwear" -> a
catalogue's `Sweaters`, which holds its jumpers and its `Cardis`). Both take `own`, the
catalogue's own names (lower-case phrase -> its value), and `variants`, a phrase's spellings.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from assistant.offline.words.lexicon import Lexicon


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
