"""Listing by price: "the cheapest jeans", "your priciest coat" (QA, 2026-12-02).

The search tool ranks by relevance and has no sort, so a search with more matches than it
returns is asked again with a price bound until every match at the bound is in; the answer
then lists them by price (reply.replies.answer_search).
"""

from __future__ import annotations

from assistant.offline.read.conversation import ToolRound


def price_bound(order: str | None, last: ToolRound) -> dict[str, float] | None:
    """For "the cheapest X" (Request.order) with more matches than the search returned, the
    next search's price bound: at most the lowest price found ("-price": at least the highest),
    until every match at that bound is returned, so the list holds the cheapest of them all;
    None when none is needed. The tool has no sort, so the bound orders by price."""
    result = last.result or {}
    products = [p for p in result.get("products") or [] if isinstance(p, dict)]
    prices = [float(p["price_eur"]) for p in products if p.get("price_eur") is not None]
    if not order or not prices or int(result.get("total", 0) or 0) <= len(products):
        return None
    key, bound = ("max_price", min(prices)) if order == "price" else ("min_price", max(prices))
    return None if last.arguments.get(key) == bound else {key: bound}
