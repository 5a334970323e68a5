"""Answers about one product, and about a value the shop has nothing of (issue 18 item 2,
issue 19 item 4; M8.3: price, sizes and stock only from the tool)."""

from __future__ import annotations

from typing import Any

from assistant.offline.read.conversation import ToolRound
from assistant.offline.reply.phrases import noun
from assistant.offline.reply.replies import _link_text
from assistant.offline.words.text import or_list
from assistant.offline.words.vocabulary import Vocabulary
from shop.sizes import size_rank

COLOURS_SHOWN = 8


def absent_colour(colours: list[str], arguments: dict[str, Any], vocab: Vocabulary) -> str:
    """The answer when the shopper names colours nothing in the shop comes in, nor a near
    relative: said so, with some colours it has, never products of another colour."""
    what = "anything" if noun(arguments) == "items" else noun(arguments)
    has = list(vocab.catalogue_colours[:COLOURS_SHOWN])
    offer = f" The shop has {or_list(has, 'and')}, for example." if has else ""
    return (
        f"Sorry, I couldn't find {what} in {or_list(colours)}: nothing in the shop comes in "
        f"{'that colour' if len(colours) == 1 else 'those colours'} right now.{offer} "
        "Would another colour do?"
    )


def absent_size(size: str, sizes: tuple[str, ...], arguments: dict[str, Any]) -> str:
    """The answer when the shopper asks for a size no product of the kind comes in: said so,
    with the sizes they do come in, in their natural order, never products in other sizes."""
    what = "anything" if noun(arguments) == "items" else f"any {noun(arguments)}"
    listed = sorted(set(sizes), key=size_rank)
    offer = f" They come in {or_list(listed, 'and')}." if listed else ""
    return (
        f"Sorry, I couldn't find {what} in size {size}: the shop doesn't stock that size."
        f"{offer} Would another size do?"
    )


def no_range(arguments: dict[str, Any], vocab: Vocabulary) -> str:
    """The answer to a request for children where the shop has no children's range: said so,
    with who the shop does dress, never adults' products in their place."""
    what = "anything" if noun(arguments) == "items" else noun(arguments)
    departments = [d for d in vocab.words.departments if d]
    has = f" Its departments: {or_list(departments, 'and')}." if departments else ""
    return f"Sorry, the shop has no children's range, so I can't find {what} for children.{has}"


def answer_product(round_: ToolRound, size: str | None) -> str:
    """The answer to a follow-up from a `get_product` result."""
    product = round_.result or {}
    if "error" in product or not product.get("sku"):
        return (
            "Sorry, I couldn't find that product in the catalogue any more. "
            "Shall I search for something similar?"
        )
    link = f"[{_link_text(product.get('name', product['sku']))}](/products/{product['sku']}/)"
    stock = product.get("stock") if isinstance(product.get("stock"), dict) else {}
    sizes = [str(s) for s in product.get("sizes") or stock.keys()]
    in_stock = [s for s in sizes if int(stock.get(s, 0) or 0) > 0] or list(
        product.get("sizes_in_stock") or []
    )
    price = f" for {product['price_eur']} EUR" if product.get("price_eur") else ""
    colour = f" in {product['colour']}" if product.get("colour") else ""
    if size:
        if size in in_stock:
            left = int(stock.get(size, 0) or 0)
            note = f" ({left} left)" if 0 < left <= 3 else ""
            return f"Yes: {link}{colour} is in stock in size {size}{note}{price}."
        others = f" It is in stock in {', '.join(in_stock)}." if in_stock else ""
        if sizes and size not in sizes:
            return f"Sorry, {link}{colour} doesn't come in size {size}.{others}"
        return f"Sorry, {link}{colour} is out of stock in size {size} right now.{others}"
    if in_stock:
        return f"{link}{colour} costs{price.replace(' for', '')} and is in stock in {', '.join(in_stock)}."
    return f"Sorry, {link}{colour} is out of stock in every size right now."
