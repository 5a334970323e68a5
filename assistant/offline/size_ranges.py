"""Children's sizes as age ranges in months (issue 11 QA: baby-month and year sizes).

Catalogues write children's sizes as ages: "6-12M", "3M", "2Y", "2-3Y". `age_span(size)` reads
one as the months it covers (inclusive), so a shopper's age ("a 6 month old", "for a 2 year
old", "18 months") can be placed on whatever ranges the catalogue uses (`pick_age_size`).
shop/taxonomy.py orders sizes but does not read ranges; this module does, for the offline model.
"""

from __future__ import annotations

import re

_RANGE = re.compile(r"^\s*(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})\s*(M|Y)\s*$", re.IGNORECASE)
_SINGLE = re.compile(r"^\s*(\d{1,2})\s*(M|Y)\s*$", re.IGNORECASE)


def age_span(size: str) -> tuple[int, int] | None:
    """The ages in months a child's size covers, inclusive: "6-12M" -> (6, 12), "3M" -> (3, 3),
    "2Y" -> (24, 35), "2-3Y" -> (24, 47); None when `size` is no age size."""
    if match := _RANGE.match(size):
        low, high, unit = int(match.group(1)), int(match.group(2)), match.group(3).upper()
        if low > high:
            return None
        return (low, high) if unit == "M" else (12 * low, 12 * high + 11)
    if match := _SINGLE.match(size):
        value, unit = int(match.group(1)), match.group(2).upper()
        return (value, value) if unit == "M" else (12 * value, 12 * value + 11)
    return None


def pick_age_size(months: int, sizes: tuple[str, ...] | list[str]) -> str | None:
    """The size of `sizes` for a child of `months`: the one whose range starts at that age
    ("6 months" -> "6-12M" rather than "0-6M"), else the first that contains it ("18 months"
    -> "12-18M"), else None."""
    spans = [(size, span) for size in sizes if (span := age_span(size))]
    for size, (low, _high) in spans:
        if low == months:
            return size
    for size, (low, high) in spans:
        if low <= months <= high:
            return size
    return None
