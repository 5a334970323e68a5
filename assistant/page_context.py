"""The product page a shopper is on, as one line of the system prompt (issue 19 item 4, M8.3).

The panel sends the page's SKU with each message; the consumer checks that the product exists
and the agent loop adds `page_line(sku)` to the system prompt. Models read "it", "this" and
"this one" as that product and look it up with their tools (price, sizes and stock only come
from a tool, M8.3). The offline model finds the SKU again with `page_sku`, so the line is
written and read in one place.
"""

from __future__ import annotations

import re

_LINE = "Page: the shopper is looking at the product with SKU {sku}."
_FIND = re.compile(
    r"^Page: the shopper is looking at the product with SKU ([A-Za-z0-9][A-Za-z0-9._-]*)\.$", re.M
)


def page_line(sku: str) -> str:
    """The system-prompt line naming the page's product (sku: a catalogue SKU, already checked)."""
    return _LINE.format(sku=sku)


def page_sku(system_text: str) -> str | None:
    """The SKU named by `page_line` in a system prompt, or None when the shopper is on no product."""
    match = _FIND.search(system_text or "")
    return match.group(1) if match else None
