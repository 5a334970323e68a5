"""Which products may be offered for a size the search could not filter on (issue 11 QA).

Two cases, both over `search_products` results (dicts with department, type, subtype and
sizes_in_stock):

- `fits_one_size`: a "One size" product fits any size or age asked for (a beanie "for a 2 year
  old"), as long as its department is for someone of that size: one that lists the size, or
  one that sizes nobody (gear); a kids' beanie for a 2 year old, not an adults' one. Other
  products must have the size in stock.
- `compatible_after_relaxing`: when nothing matched and the size was dropped, only products of
  the shopper's size system, for the shopper's age group and near the size are offered: a shoe
  size 42 never yields a kids' boot in 24-30 (a children's department, sizes far off), while
  trainers in 36-41 may be offered for a 43.
"""

from __future__ import annotations

from typing import Any

from assistant.offline.words.sizes import size_number, size_system
from assistant.offline.words.vocabulary import Vocabulary
from shop.sizes import matching_labels

NEAR = 3  # how far (in size numbers) a relaxed size may be from a line's sizes


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


def _department_fits(vocab: Vocabulary, product: dict[str, Any], size: str) -> bool:
    """Whether the product's department is for someone who wears `size`: it lists the size,
    or it sizes nobody (only One size, "2-person", "Regular": gear for anyone), or no
    department lists the size at all."""
    departments = size_departments(vocab, size)
    department = product.get("department")
    if not departments or department in departments:
        return True
    person = {"letter", "number", "age"}
    return not any(
        size_system(s) in person
        for (d, _t, _s), sizes in vocab.words.sizes_by_line.items()
        if d == department
        for s in sizes
    )


def is_one_size(product: dict[str, Any]) -> bool:
    """Whether the product comes in one size only (the sizes it has in stock say so; its line
    may mix One-size and sized products)."""
    sizes = tuple(product.get("sizes_in_stock") or ())
    return bool(sizes) and all(size_system(str(s)) == "one" for s in sizes)


def fits_one_size(product: dict[str, Any], size: str, vocab: Vocabulary) -> bool:
    """Whether `product` answers a search for `size` that ran without the size filter because
    its type includes One-size products (see the module docstring)."""
    if size in (product.get("sizes_in_stock") or ()):
        return True
    return is_one_size(product) and _department_fits(vocab, product, size)


def children_departments(vocab: Vocabulary) -> frozenset[str]:
    """The departments with products sized by age ("2Y", "6-12M"): children's departments."""
    return frozenset(
        department
        for (department, _t, _s), sizes in vocab.words.sizes_by_line.items()
        if any(size_system(s) == "age" for s in sizes)
    )


def compatible_after_relaxing(product: dict[str, Any], size: str, vocab: Vocabulary) -> bool:
    """Whether `product` may be offered once the size asked for was dropped (module
    docstring): its line comes in the size's system (or One size); and unless its department
    lists the size, it is not a children's department for an adult's size, and a numeric size
    is within NEAR of the line's numbers."""
    line = _line(vocab, product)
    systems = {size_system(s) for s in line}
    if systems and size_system(size) not in systems and "one" not in systems:
        return False
    if product.get("department") in size_departments(vocab, size):
        return True
    if size_system(size) != "age" and product.get("department") in children_departments(vocab):
        return False
    numbers = [n for s in line if (n := size_number(s)) is not None]
    if (asked := size_number(size)) is not None and numbers:
        return min(numbers) - NEAR <= asked <= max(numbers) + NEAR
    return True


def someone_elses_size(reading: Any, request: Any, earlier: Any, vocab: Vocabulary) -> bool:
    """Whether the message gives another person's size that no product of the earlier search
    comes in (`reading` a read.message.Reading, `request` and `earlier` read.request
    Requests): "my son is 9-10Y" after dresses in EU sizes is a size of someone else, not a
    narrowing of that search (a new user's try, 2026-12-03)."""
    if not request.size or not any(c.mood == "other person" for c in reading.clauses):
        return False
    sizes = vocab.sizes_of(earlier.type, earlier.subtype)
    return bool(sizes) and not matching_labels(str(request.size), sizes)
