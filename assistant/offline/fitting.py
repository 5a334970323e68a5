"""Which products may be offered for a size the search could not filter on (issue 11 QA).

Two cases, both over `search_products` results (dicts with department, type, subtype and
sizes_in_stock):

- `fits_one_size`: a "One size" product fits any size or age asked for (a beanie "for a 2 year
  old"), as long as it is for a department that lists that size at all (a kids' beanie for a
  2 year old, not an adults' one); other products must have the size in stock.
- `compatible_after_relaxing`: when nothing matched and the size was dropped, only products of
  the shopper's size system and of a department that lists the size are offered (a shoe size
  42 never yields a kids' boot in 24-30).
"""

from __future__ import annotations

from typing import Any

from assistant.offline.vocabulary import Vocabulary, size_system


def _line(vocab: Vocabulary, product: dict[str, Any]) -> tuple[str, ...]:
    key = (str(product.get("department")), str(product.get("type")), str(product.get("subtype")))
    return vocab.words.sizes_by_line.get(key, ())


def size_departments(vocab: Vocabulary, size: str) -> frozenset[str]:
    """The departments with products listing `size` (any letter case)."""
    wanted = size.casefold()
    return frozenset(
        department
        for (department, _t, _s), sizes in vocab.words.sizes_by_line.items()
        if any(s.casefold() == wanted for s in sizes)
    )


def _department_lists(vocab: Vocabulary, product: dict[str, Any], size: str) -> bool:
    departments = size_departments(vocab, size)
    return not departments or product.get("department") in departments


def is_one_size(product: dict[str, Any], vocab: Vocabulary) -> bool:
    """Whether the product comes in one size only."""
    sizes = _line(vocab, product) or tuple(product.get("sizes_in_stock") or ())
    return bool(sizes) and all(size_system(s) == "one" for s in sizes)


def fits_one_size(product: dict[str, Any], size: str, vocab: Vocabulary) -> bool:
    """Whether `product` answers a search for `size` that ran without the size filter because
    its type includes One-size products (see the module docstring)."""
    if size in (product.get("sizes_in_stock") or ()):
        return True
    return is_one_size(product, vocab) and _department_lists(vocab, product, size)


def compatible_after_relaxing(product: dict[str, Any], size: str, vocab: Vocabulary) -> bool:
    """Whether `product` may be offered once the size asked for was dropped (module docstring)."""
    systems = {size_system(s) for s in _line(vocab, product)}
    if systems and size_system(size) not in systems and "one" not in systems:
        return False
    return _department_lists(vocab, product, size)
