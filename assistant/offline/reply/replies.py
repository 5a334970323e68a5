"""The offline model's replies: from tool results to Markdown answers (issue 11 items 2, 5).

Answers name only what a tool returned this turn (M8.3, M8.4) and never mention memory
(M8.1). Counts and lists read right for any type name: "one pair of chinos", "3 polo shirts",
"9 pieces of knitwear".
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from assistant.offline.read.conversation import ToolRound
from assistant.offline.read.facts import Atom, budget_band
from assistant.offline.reply.phrases import count, describe, dropped_name, filters, noun
from assistant.offline.words.lexicon import lexicon
from assistant.offline.words.sizes import SYSTEM_LABELS
from assistant.offline.words.text import or_list
from assistant.offline.words.vocabulary import Vocabulary
from shop.sizes import size_rank

SHOWN = 6
SELF = "I'm the shop's offline assistant, a simple rule-based model"


def guide(vocab: Vocabulary) -> str:
    """ "for example tops, bottoms or footwear, with a size, colour, ..." for this catalogue."""
    kinds = [t.lower() for t in vocab.words.types[:5]] or ["clothes"]
    return (
        f"for example {or_list(kinds)}, with a size, colour, budget, brand or occasion if you like"
    )


def catalogue_answer(asked: str, vocab: Vocabulary) -> str:
    """What the catalogue offers: its colours, brands or kinds of product (its own facets)."""
    if asked.startswith("colo"):
        values, what = list(vocab.catalogue_colours), "colours"
    elif asked == "brands":
        values, what = list(vocab.words.brands), "brands"
    else:
        values, what = [t.lower() for t in vocab.words.types], "kinds of product"
    if not values:
        return "The catalogue is empty right now, sorry."
    return f"The catalogue has these {what}: {or_list(values, 'and')}. What would you like to see?"


def _link_text(name: str) -> str:
    return re.sub(r"([\[\]\\])", r"\\\1", " ".join(str(name).split()))


def product_line(product: dict[str, Any], also: list[str] = (), link: bool = True) -> str:
    """One Markdown list item for a product from a tool result: link (its name alone when
    `link` is False), colour, brand, price, and the other colours (`also`) the same search
    returned it in."""
    details = [str(product.get(k)) for k in ("colour", "brand") if product.get(k)]
    if product.get("price_eur"):
        details.append(f"{product['price_eur']} EUR")
    name = _link_text(product.get("name", product["sku"]))
    line = f"- [{name}](/products/{product['sku']}/)" if link else f"- {name}"
    if details:
        line += " \u2014 " + ", ".join(details)
    if also:
        line += f" (also in {or_list(list(also), 'and')})"
    return line


def pick(
    products: list[dict[str, Any]], prefer: list[str] | tuple[str, ...] = ()
) -> list[tuple[dict[str, Any], list[str]]]:
    """Up to SHOWN lines, one per product name in the tool's order; a name's other colourways
    fold into its line ("also in ..."). Each line leads with a colour no earlier line leads
    with where it can, so "the black one" names one product; liked colours (`prefer`, most
    wanted first) come first. When every result shares one name, each colourway gets a line."""
    rank = {colour: i for i, colour in enumerate(prefer)}
    products = sorted(products, key=lambda p: rank.get(str(p.get("colour")), len(rank)))
    by_name: dict[str, list[dict[str, Any]]] = {}
    for product in products:
        by_name.setdefault(str(product.get("name", product["sku"])), []).append(product)
    if len(by_name) == 1:
        return [(product, []) for product in products[:SHOWN]]
    chosen: list[tuple[dict[str, Any], list[str]]] = []
    leading: set[str] = set()
    for variants in list(by_name.values())[:SHOWN]:
        lead = next(
            (v for v in variants if v.get("colour") in rank),
            next((v for v in variants if v.get("colour") not in leading), variants[0]),
        )
        leading.add(str(lead.get("colour")))
        others = [str(v["colour"]) for v in variants if v is not lead and v.get("colour")]
        chosen.append((lead, list(dict.fromkeys(others))))
    return chosen


def answer_search(
    rounds: list[ToolRound],
    vocab: Vocabulary,
    prefer: list[str] | tuple[str, ...] = (),
    opening: str = "",
    liked: list[dict[str, Any]] | None = None,
    soft: frozenset[str] | set[str] | None = None,
    named_only: bool = False,
    order: str | None = None,
) -> str:
    """The answer from this turn's search rounds: the first is what was asked, each later one
    dropped one constraint of it (planning.relaxations), the last holds the products.

    `prefer`: liked colours to list first; `liked`: products of the last search in a liked
    colour, fetched separately; `opening`: a sentence to start with (what was stated);
    `order`: "price" lists the cheapest first, "-price" the dearest (Request.order)."""
    first, last = rounds[0].arguments, rounds[-1]
    products = [
        p for p in (last.result or {}).get("products", []) if isinstance(p, dict) and p.get("sku")
    ]
    if liked:
        skus = {p["sku"] for p in liked}
        products = [*liked, *(p for p in products if p["sku"] not in skus)]
    total = int((last.result or {}).get("total", len(products)) or 0)
    name = noun(last.arguments)
    if not products:
        return _nothing_found(rounds, vocab)
    lines = [opening] if opening else []
    dropped = [k for k in first if k not in last.arguments and k != "limit"]
    if dropped:  # "I found no parkas for a party matching “summer”": the whole search
        conditions = [describe(k, first[k], vocab) for k in dropped]
        kept = filters({k: v for k, v in last.arguments.items() if k != "query"}, vocab)
        lines.append(
            f"I found no {noun(first)}{kept} {' and '.join(conditions)}, "
            f"so I dropped {' and '.join(dropped_name(k, first) for k in dropped)}."
        )
    if order:  # "the cheapest jeans": by price, whatever the ranking
        products.sort(
            key=lambda p: Decimal(str(p.get("price_eur") or 0)), reverse=order == "-price"
        )
        prefer = ()
    chosen = pick(products, prefer)
    shown = {k: v for k, v in last.arguments.items() if k != "query" or not last.ranked_only}
    described = filters(shown, vocab)
    if order:  # the price bound that found the cheapest is the model's, not the shopper's
        shown = {k: v for k, v in shown.items() if k not in ("min_price", "max_price")}
        shown.update({k: first[k] for k in ("min_price", "max_price") if k in first})
        described = filters(shown, vocab)
        total = max(total, *(int((r.result or {}).get("total", 0) or 0) for r in rounds))
    if order and len(products) > 1:
        described += " (cheapest first)" if order == "price" else " (dearest first)"
    leading = [c for c in prefer if any(p.get("colour") == c for p, _also in chosen)]
    if leading and any(p.get("colour") not in leading for p, _also in chosen):
        described += f" ({or_list(leading, 'and')} first)"
    if total <= 1:
        lines.append(f"I found {count(1, name, vocab)}{described}:")
    elif total <= sum(1 + len(also) for _p, also in chosen):  # every match is listed
        lines.append(f"Here are {count(total, name, vocab)}{described}:")
    else:
        lines.append(f"I found {count(total, name, vocab)}{described}. Here are some of them:")
    # A constraint the shopper stated now that had to be dropped: the products are not what
    # was asked for, so they are named as alternatives, not linked as matches (issue 18: a
    # reply links only products matching the request, and is never answered by unrelated
    # products); dropping a recalled preference or unplaced words links them.
    hard = named_only or (soft is not None and any(k not in soft for k in dropped))
    text = " ".join(lines) + "\n\n"
    text += "\n".join(product_line(p, also, link=not hard) for p, also in chosen)
    if hard:
        return text + "\n\nShall I show you any of these instead?"
    return text + "\n\nAsk me about any of them for sizes and stock."


def _nothing_found(rounds: list[ToolRound], vocab: Vocabulary) -> str:
    """The answer when no round left a product to offer. A dropped constraint is said to have
    found nothing only when the search without it found nothing: one that found products in
    other sizes only ("backpacks in L" where they come in S/M and M/L) says those sizes."""
    first = rounds[0].arguments
    tried = [
        k
        for r in rounds[1:]
        if not r.set_aside
        for k in first
        if k not in r.arguments and k != "limit"
    ]
    what = "anything" if noun(first) == "items" else f"any {noun(first)}"
    text = f"Sorry, I couldn't find {what}{filters(first, vocab)} right now"
    if tried:
        text += ", not even without " + or_list(
            [dropped_name(k, first) for k in dict.fromkeys(tried)]
        )
    asked = str(first.get("size", ""))
    other = [
        str(size)
        for r in rounds[1:]
        for product in r.set_aside
        for size in product.get("sizes_in_stock") or ()
        if str(size) != asked
    ]
    if other:
        found = "products" if what == "anything" else noun(first)
        sizes = or_list(sorted(set(other), key=size_rank), "and")
        text += f". Without the size, I found {found} only in other sizes: {sizes}"
    return text + ". Would you like to try a different size, colour or budget?"


def understood(atoms: list[Atom]) -> str:
    """What a message stated, briefly ("size M; no yellow")."""
    parts: list[str] = []
    for atom in atoms:
        if atom.kind == "size":
            system, size = atom.value  # type: ignore[misc]
            parts.append(f"{SYSTEM_LABELS.get(system, 'size')} {size}".replace("EU shoe", "shoe"))
        elif atom.kind == "colour":
            parts.append(
                {1: f"{atom.value} is in", -1: f"no {atom.value}", 0: f"{atom.value} is fine"}[
                    atom.polarity
                ]
            )
        elif atom.kind == "brand":
            parts.append(
                f"you {'like' if atom.polarity > 0 else 'would rather avoid'} {atom.value}"
            )
        elif atom.kind == "budget":
            parts.append(f"a budget {budget_band(atom.value)}")  # type: ignore[arg-type]
        elif atom.kind == "occasion" and (own := _own_plan(atom)):
            verb, _, plan = own.partition(" ")  # a plan in its own words
            plan = re.sub(r"\btheir\b", "your", plan)  # "has their due date": yours
            parts.append(f"you {'are' if verb == 'is' else 'have'} {plan}")
        elif atom.kind == "occasion":
            phrase = lexicon().occasion_phrases.get(str(atom.value), f"for {atom.value}")
            parts.append(f"shopping {phrase}")
    return "; ".join(dict.fromkeys(parts))


def _own_plan(atom: Atom) -> str:
    """A plan's own words ("is getting married in June"), kept as its value or its `said`."""
    for said in (str(atom.value), atom.said):
        if said.startswith(("is ", "has ")):
            return said
    return ""


def acknowledge(atoms: list[Atom], vocab: Vocabulary) -> str:
    """Reply to a message that only states facts: confirm what was understood, ask one thing."""
    return f"Got it: {understood(atoms)}. What are you looking for today ({guide(vocab)})?"
