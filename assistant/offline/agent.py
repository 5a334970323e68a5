"""The offline model's policy: from the messages to a tool call or an answer (issue 6).

`decide(messages, tool_names, brands)` is a pure function of its inputs (deterministic):

1. The shopper's message is the last message and no tool result follows it: read the request,
   fill what it leaves open from the shopper's standing preferences (recalled facts in the
   `memory_context()` suffix of the system prompt, then statements earlier in this
   conversation, then this message: the newest wins, M8.2) and call `search_products`; or
   `get_product` for a follow-up about a product named earlier in this conversation ("the black
   one, do you have it in M?"); or ask one clarifying question when the request is too vague.
   A liked colour is a preference, not a filter: it orders the answer (liked colours first),
   while a colour the message asks for filters and a disliked one is excluded. A message that
   only states something ("actually I like yellow now") re-runs the conversation's last real
   search with it, never a follow-up's ("the black one ...") colour.
2. Tool results follow: answer from them only (names, links, prices, sizes: M8.3, M8.4). When a
   search found nothing, relax one constraint and search again (at most twice), then say which
   was dropped. When it found more than one page and the shopper likes a colour, fetch that
   colour too, to list it first.

It never says it remembers anything or that memories exist (M8.1), and says it is a simple
rule-based model where that matters (greetings, questions about itself or what it knows).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from assistant.offline import understanding as u
from assistant.offline import vocabulary as vocab

# The memory suffix's documented shape (memory/rendering.py): read it the way it is written.
from memory.rendering import CONVERSATION_HEADING, FACTS_HEADING
from memory.rendering import MEMORY_CONTEXT_HEADING as MEMORY_HEADING

SEARCH = "search_products"
GET = "get_product"
SEARCH_LIMIT = 10  # the tool's maximum: room to show distinct products, not colourways
SHOWN = 6
MAX_RELAXATIONS = 2


_LINK = re.compile(r"\[([^\]\n]{1,200})\]\(/products/([^/)\s]{1,64})/?\)")
# A SKU as the shop writes them: upper-case segments joined by hyphens (W-DRE-031-RED).
_SKU = re.compile(r"\b[A-Z]{1,3}(?:-[A-Z0-9]{2,8}){2,4}\b")
_STAMP = re.compile(r"^\s*-\s*\[([^\]]*)\]\s*(.*)$")
_SPEAKER = re.compile(r"^\s*(shopper|assistant)\s*:\s?(.*)$", re.IGNORECASE)

_GREETING = re.compile(
    r"^\s*(?:hi|hello|hey|hiya|good\s+(?:morning|afternoon|evening)|howdy|yo)\b[\s!.,]*"
    r"(?:there|again)?[\s!.,]*$"
)
_THANKS = re.compile(r"^\s*(?:thanks|thank\s+you|cheers|great|perfect|lovely|ok|okay)\b[\s!.,]*")
_ABOUT_YOU = re.compile(
    r"\b(?:remember|memory|memories|recall|know\s+about\s+me|who\s+are\s+you|what\s+are\s+you|"
    r"are\s+you\s+(?:a\s+)?(?:bot|robot|human|ai|real)|what\s+do\s+you\s+know|what\s+is\s+my|"
    r"what's\s+my)\b"
)
_OUT_OF_SCOPE = re.compile(
    r"\b(?:returns?|refunds?|delivery|deliver|shipping|ship|discounts?|vouchers?|coupons?|"
    r"sale|orders?|payment|pay|opening\s+hours|stores?|contact|exchange|track(?:ing)?)\b"
)
_REFERENCE = re.compile(
    r"\b(?:the|that|this)\s+(?:(?P<colour>" + u._COLOUR + r")\s+)?(?:one|ones)\b"
    r"|\b(?:the\s+)?(?P<ordinal>first|second|third|fourth|fifth|sixth|last)(?:\s+one)?\b"
    r"|\b(?:it|that\s+one|this\s+one)\b"
    r"|\bthe\s+(?P<colour2>" + u._COLOUR + r")\s+(?P<noun>[a-z-]+)"
)
_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "sixth": 5, "last": -1}

_TAG_PHRASES = {
    "wedding": "for a wedding",
    "office": "for the office",
    "running": "for running",
    "beach": "for the beach",
    "casual": "for casual wear",
    "evening": "for the evening",
    "outdoor": "for the outdoors",
    "party": "for a party",
}
_DROPPED_NAMES = {
    "query": "the material",
    "tag": "the occasion",
    "brand": "the brand",
    "colour": "the colour",
    "size": "the size",
    "min_price": "the minimum price",
    "max_price": "the price limit",
}


# --- reading the messages -----------------------------------------------------------------


def _get(item: Any, key: str, default: Any = None) -> Any:
    """`item[key]` for dicts, `item.key` for openai objects."""
    if isinstance(item, dict):
        return item.get(key, default)
    return getattr(item, key, default)


def _text_content(message: Any) -> str:
    content = _get(message, "content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts
        return " ".join(
            str(_get(part, "text", "")) for part in content if _get(part, "type") == "text"
        )
    return ""


@dataclass
class Link:
    """A product named earlier: its link text, SKU and the line that named it."""

    name: str
    sku: str
    line: str


@dataclass
class ToolRound:
    """One tool call made since the shopper's message, with its parsed result (None: bad)."""

    name: str
    arguments: dict[str, Any]
    result: dict[str, Any] | None


@dataclass
class Conversation:
    """Everything the policy reads from the messages."""

    message: str = ""
    facts: list[str] = field(default_factory=list)
    shopper_lines: list[str] = field(default_factory=list)
    assistant_turns: list[list[Link]] = field(default_factory=list)
    # For each of `shopper_lines`: how many of `assistant_turns` came before it (what a
    # follow-up in that line could refer to).
    turns_before: list[int] = field(default_factory=list)
    rounds: list[ToolRound] = field(default_factory=list)


def _memory_sections(
    system: str,
) -> tuple[list[str], list[str], list[list[Link]], list[int]]:
    """(fact sentences oldest first, shopper lines, links per assistant turn, assistant turns
    before each shopper line) from the suffix."""
    facts: list[tuple[int, str, str]] = []
    shopper: list[str] = []
    turns: list[list[Link]] = []
    before: list[int] = []
    start = system.find(MEMORY_HEADING)
    if start < 0:
        return [], [], [], []
    section = ""
    speaker = ""
    for number, line in enumerate(system[start:].splitlines()):
        if line.startswith("### "):
            section = line.strip()
            speaker = ""
            continue
        if section == FACTS_HEADING and (match := _STAMP.match(line)):
            facts.append((number, match.group(1), match.group(2).strip()))
        elif section == CONVERSATION_HEADING:
            if match := _SPEAKER.match(line):
                speaker = match.group(1).lower()
                text = match.group(2)
                if speaker == "shopper":
                    shopper.append(text)
                    before.append(len(turns))
                else:
                    turns.append([])
            else:
                text = line
                if speaker == "shopper" and shopper:
                    shopper[-1] += "\n" + text
            if speaker == "assistant" and turns:
                turns[-1].extend(Link(m.group(1), m.group(2), line) for m in _LINK.finditer(text))
    # The suffix lists facts oldest first (M7.2); a stable sort on the stamp keeps that order
    # and still copes with a list that is not sorted. "undated" sorts first.
    facts.sort(key=lambda item: (item[1] if item[1][:1].isdigit() else "", item[0]))
    return [sentence for _, _, sentence in facts], shopper, turns, before


def read_conversation(messages: list[Any]) -> Conversation:
    """Parse the system prompt's memory suffix, earlier turns and this turn's tool rounds."""
    conversation = Conversation()
    system = "\n".join(
        _text_content(m) for m in messages if _get(m, "role") in {"system", "developer"}
    )
    (
        conversation.facts,
        conversation.shopper_lines,
        conversation.assistant_turns,
        conversation.turns_before,
    ) = _memory_sections(system)
    last_user = max((i for i, m in enumerate(messages) if _get(m, "role") == "user"), default=-1)
    for message in messages[: max(last_user, 0)]:
        role = _get(message, "role")
        if role == "user":
            conversation.shopper_lines.append(_text_content(message))
            conversation.turns_before.append(len(conversation.assistant_turns))
        elif role == "assistant" and _text_content(message):
            text = _text_content(message)
            conversation.assistant_turns.append(
                [
                    Link(m.group(1), m.group(2), line)
                    for line in text.splitlines()
                    for m in _LINK.finditer(line)
                ]
            )
    if last_user >= 0:
        conversation.message = _text_content(messages[last_user])
    calls: dict[str, tuple[str, dict[str, Any]]] = {}
    for message in messages[last_user + 1 :]:
        role = _get(message, "role")
        if role == "assistant":
            for call in _get(message, "tool_calls") or ():
                function = _get(call, "function")
                name = _get(function, "name", "") or ""
                try:
                    arguments = json.loads(_get(function, "arguments", "") or "{}")
                except ValueError:
                    arguments = {}
                calls[_get(call, "id", "") or ""] = (
                    name,
                    arguments if isinstance(arguments, dict) else {},
                )
        elif role == "tool":
            name, arguments = calls.get(_get(message, "tool_call_id", "") or "", ("", {}))
            try:
                result = json.loads(_text_content(message))
            except ValueError:
                result = None
            conversation.rounds.append(
                ToolRound(name, arguments, result if isinstance(result, dict) else None)
            )
    return conversation


# --- preferences and the search ----------------------------------------------------------


def preferences(conversation: Conversation, brands: tuple[str, ...]) -> u.Preferences:
    """Standing preferences: recalled facts oldest first, then this conversation's earlier
    statements, then this message's; each overrides the older (M8.2)."""
    prefs = u.Preferences()
    for sentence in conversation.facts:
        for atom in u.fact_atoms(sentence, brands):
            prefs.apply(atom)
    for line in [*conversation.shopper_lines, conversation.message]:
        for atom in u.statement_atoms(line, brands):
            prefs.apply(atom)
    return prefs


def _number(value: Decimal) -> int | float:
    return int(value) if value == value.to_integral() else float(value)


@dataclass
class Plan:
    """A search to run: its arguments and which of them came from standing preferences."""

    arguments: dict[str, Any]
    from_preferences: set[str] = field(default_factory=set)


def plan_search(request: u.Request, prefs: u.Preferences) -> Plan:
    """The `search_products` arguments for `request`, with the open constraints filled."""
    args: dict[str, Any] = {}
    filled: set[str] = set()
    if request.query:
        args["query"] = request.query
    if request.department:
        args["department"] = request.department
    if request.type:
        args["type"] = request.type
    if request.subtype:
        args["subtype"] = request.subtype
    # A liked colour is a preference, not a filter: it orders the answer (`preferred_colours`).
    # A colour asked for in the message filters; a disliked one is excluded until liked again.
    colours = list(request.colours)
    excluded = list(request.exclude_colours)
    for colour in prefs.disliked_colours:
        if colour not in colours and colour not in excluded:
            excluded.append(colour)
            if colour not in request.exclude_colours:
                filled.add("exclude_colours")
    if len(colours) == 1:
        args["colour"] = colours[0]
    elif len(colours) > 1:  # "black or navy": everything but the others
        excluded = [c for c in vocab.COLOURS if c not in colours]
    if excluded:
        args["exclude_colours"] = excluded
    brand = request.brand or prefs.brand
    if brand:
        args["brand"] = brand
        if not request.brand:
            filled.add("brand")
    size = request.size or prefs.size_for(request.type, request.subtype)
    if size and request.type != "Accessories":
        args["size"] = size
        if not request.size:
            filled.add("size")
    if request.min_price is None and request.max_price is None and prefs.budget:
        low, high = prefs.budget.min_price, prefs.budget.max_price
        filled.update(k for k, v in (("min_price", low), ("max_price", high)) if v is not None)
    else:
        low, high = request.min_price, request.max_price
    if low is not None:
        args["min_price"] = _number(low)
    if high is not None:
        args["max_price"] = _number(high)
    tag = request.tag or prefs.occasion
    if tag:
        args["tag"] = tag
        if not request.tag:
            filled.add("tag")
    args["limit"] = SEARCH_LIMIT
    return Plan(args, filled)


def preferred_colours(prefs: u.Preferences, arguments: dict[str, Any]) -> list[str]:
    """The shopper's liked colours this search may show (newest first), to list them first;
    none when the search filters on a colour already."""
    if arguments.get("colour"):
        return []
    excluded = set(arguments.get("exclude_colours") or ())
    return [c for c in reversed(prefs.liked_colours) if c not in excluded]


_RELAX_ORDER = ("query", "tag", "brand", "colour", "size", "min_price", "max_price")


def relax(arguments: dict[str, Any], from_preferences: set[str]) -> str | None:
    """The constraint to drop next: preference-filled ones first, then the shopper's own.

    Colour exclusions, type and department are never dropped (they are what was asked for).
    """
    for key in _RELAX_ORDER:
        if key in arguments and key in from_preferences:
            return key
    for key in _RELAX_ORDER:
        if key in arguments:
            return key
    return None


# --- wording -----------------------------------------------------------------------------


def _money(value: Any) -> str:
    return f"{Decimal(str(value)):.2f} EUR"


def _or_list(items: list[str], joiner: str = "or") -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {joiner} " + items[-1]


def describe(key: str, value: Any) -> str:
    """A short phrase for one search constraint ("in size M", "under 50.00 EUR")."""
    if key == "query":
        return f"matching \u201c{value}\u201d"
    if key == "department":
        return f"for {str(value).lower()}" if value != "Unisex" else "unisex"
    if key == "colour":
        return f"in {value}"
    if key == "exclude_colours":
        return f"not in {_or_list(list(value))}"
    if key == "brand":
        return f"from {value}"
    if key == "size":
        return f"with size {value} in stock"
    if key == "min_price":
        return f"from {_money(value)}"
    if key == "max_price":
        return f"up to {_money(value)}"
    if key == "tag":
        return _TAG_PHRASES.get(str(value), f"for {value}")
    return ""


def _noun(arguments: dict[str, Any]) -> str:
    if arguments.get("subtype"):
        return str(arguments["subtype"]).lower()
    if arguments.get("type"):
        return str(arguments["type"]).lower()
    return "items"


def _filters(arguments: dict[str, Any]) -> str:
    keys = ("department", "colour", "exclude_colours", "brand", "query", "tag", "size")
    parts = [describe(k, arguments[k]) for k in keys if arguments.get(k)]
    low, high = arguments.get("min_price"), arguments.get("max_price")
    if low is not None and high is not None:
        parts.append(f"between {_money(low)} and {_money(high)}")
    elif low is not None:
        parts.append(describe("min_price", low))
    elif high is not None:
        parts.append(describe("max_price", high))
    return " " + ", ".join(parts) if parts else ""


def _escape_link_text(name: str) -> str:
    return re.sub(r"([\[\]\\])", r"\\\1", " ".join(str(name).split()))


def product_line(product: dict[str, Any], also: list[str] = ()) -> str:
    """One Markdown list item for a product from a tool result: link, colour, brand, price,
    and the other colours (`also`) the same search returned it in."""
    details = [str(product.get(k)) for k in ("colour", "brand") if product.get(k)]
    if product.get("price_eur"):
        details.append(f"{product['price_eur']} EUR")
    name = _escape_link_text(product.get("name", product["sku"]))
    line = f"- [{name}](/products/{product['sku']}/)"
    if details:
        line += " \u2014 " + ", ".join(details)
    if also:
        line += f" (also in {_or_list(list(also), 'and')})"
    return line


def pick(
    products: list[dict[str, Any]], prefer: list[str] | tuple[str, ...] = ()
) -> list[tuple[dict[str, Any], list[str]]]:
    """Up to SHOWN lines, one per product name in the tool's order; the other colourways of a
    name fold into its line as "also in ...". Each line leads with a colour no earlier line
    leads with where it can, so "the black one" names one product. When every result shares
    one name, each colourway gets its own line instead.

    `prefer`: liked colours, most wanted first. Products in them come first (the rest keep
    the tool's order) and a name available in one leads with it."""
    rank = {colour: i for i, colour in enumerate(prefer)}

    def liked(product: dict[str, Any]) -> int:
        return rank.get(str(product.get("colour")), len(rank))

    products = sorted(products, key=liked)  # stable: the tool's order within a rank
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


GUIDE = (
    "for example jackets, jeans, dresses, shoes or accessories, with a size, colour, "
    "budget, brand or occasion if you like"
)
SELF = "I'm the shop's offline assistant, a simple rule-based model"


def answer_search(
    rounds: list[ToolRound],
    prefer: list[str] | tuple[str, ...] = (),
    opening: str = "",
    liked: list[dict[str, Any]] | None = None,
) -> str:
    """The answer from this turn's search rounds (the last one holds the products).

    `prefer`: liked colours to list first ("yellow first"); `liked`: products of the last
    search in a liked colour, fetched separately when the search returned only some of its
    matches; `opening`: a sentence to start with (what this message stated)."""
    first, last = rounds[0], rounds[-1]
    products = [
        p for p in (last.result or {}).get("products", []) if isinstance(p, dict) and p.get("sku")
    ]
    if liked:
        skus = {p["sku"] for p in liked}
        products = [*liked, *(p for p in products if p["sku"] not in skus)]
    total = int((last.result or {}).get("total", len(products)) or 0)
    dropped = [k for k in first.arguments if k not in last.arguments and k != "limit"]
    noun = _noun(last.arguments)
    dropped_names = " and ".join(_DROPPED_NAMES.get(k, k) for k in dropped)
    if not products:
        text = (
            f"Sorry, nothing in the catalogue matches {noun}{_filters(first.arguments)} right now"
        )
        if dropped:
            text += f", not even without {dropped_names}"
        return text + ". Would you like to try a different size, colour or budget?"
    lines = [opening] if opening else []
    if dropped:
        lines.append(
            "Nothing matched "
            + " and ".join(describe(k, first.arguments[k]) for k in dropped)
            + f", so I dropped {dropped_names}."
        )
    chosen = pick(products, prefer)
    filters = _filters(last.arguments)
    first_colours = [c for c in prefer if any(p.get("colour") == c for p, _also in chosen)]
    if first_colours and any(p.get("colour") not in first_colours for p, _also in chosen):
        filters += f" ({_or_list(first_colours, 'and')} first)"
    if total <= 1:
        lines.append(f"I found one match{filters}:")
    elif total <= len(chosen):
        lines.append(f"Here are {total} {noun}{filters}:")
    else:
        lines.append(f"I found {total} {noun}{filters}. Here are some of them:")
    text = " ".join(lines) + "\n\n" + "\n".join(product_line(p, also) for p, also in chosen)
    return text + "\n\nAsk me about any of them for sizes and stock."


def answer_product(round_: ToolRound, size: str | None) -> str:
    """The answer to a follow-up from a `get_product` result."""
    product = round_.result or {}
    if "error" in product or not product.get("sku"):
        return (
            "Sorry, I couldn't find that product in the catalogue any more. "
            "Shall I search for something similar?"
        )
    link = (
        f"[{_escape_link_text(product.get('name', product['sku']))}](/products/{product['sku']}/)"
    )
    stock = product.get("stock") if isinstance(product.get("stock"), dict) else {}
    sizes = [str(s) for s in product.get("sizes") or stock.keys()]
    in_stock = [s for s in sizes if int(stock.get(s, 0) or 0) > 0] or list(
        product.get("sizes_in_stock") or []
    )
    price = f" for {product['price_eur']} EUR" if product.get("price_eur") else ""
    colour = f" in {product['colour']}" if product.get("colour") else ""
    if size:
        if size in in_stock:
            count = int(stock.get(size, 0) or 0)
            left = f" ({count} left)" if 0 < count <= 3 else ""
            return f"Yes: {link}{colour} is in stock in size {size}{left}{price}."
        others = f" It is in stock in {', '.join(in_stock)}." if in_stock else ""
        if sizes and size not in sizes:
            return f"Sorry, {link}{colour} doesn't come in size {size}.{others}"
        return f"Sorry, {link}{colour} is out of stock in size {size} right now.{others}"
    if in_stock:
        return f"{link}{colour} costs{price.replace(' for', '')} and is in stock in {', '.join(in_stock)}."
    return f"Sorry, {link}{colour} is out of stock in every size right now."


def understood(atoms: list[u.Atom]) -> str:
    """What a message stated, briefly ("size M; no yellow")."""
    parts: list[str] = []
    for atom in atoms:
        if atom.kind == "size":
            system, size = atom.value  # type: ignore[misc]
            parts.append(
                {"letter": "size", "waist": "waist", "shoe": "EU shoe size"}[system] + f" {size}"
            )
        elif atom.kind == "colour":
            parts.append(
                {1: f"{atom.value} is in", -1: f"no {atom.value}", 0: f"{atom.value} is fine"}[
                    atom.polarity
                ]
            )
        elif atom.kind == "brand":
            parts.append(f"you like {atom.value}")
        elif atom.kind == "budget":
            budget: u.Budget = atom.value  # type: ignore[assignment]
            parts.append(
                "a budget "
                + _filters(
                    {
                        k: _number(v)
                        for k, v in (
                            ("min_price", budget.min_price),
                            ("max_price", budget.max_price),
                        )
                        if v is not None
                    }
                ).strip()
            )
        elif atom.kind == "occasion":
            parts.append(
                _TAG_PHRASES.get(str(atom.value), str(atom.value)).replace(
                    "for ", "shopping for ", 1
                )
            )
    return "; ".join(dict.fromkeys(parts))


def acknowledge(atoms: list[u.Atom]) -> str:
    """Reply to a message that only states facts: confirm what was understood, ask one thing."""
    return f"Got it: {understood(atoms)}. What are you looking for today ({GUIDE})?"


# --- follow-ups ----------------------------------------------------------------------------


_LEAD_COLOUR = re.compile(r"\)\s*(?:\u2014|-|\u2013|:)\s*([a-z ]+?)\s*,")


def _line_colour_matches(line: str, colour: str | None) -> bool:
    """Whether a product line is about `colour`: its leading colour when the line has our shape
    ("[Name](/products/SKU/) — black, ..."), else any mention of the colour."""
    text = u.normalise(line)
    lead = _LEAD_COLOUR.search(text)
    if lead and vocab.COLOUR_WORDS.get(lead.group(1).strip()):
        return vocab.COLOUR_WORDS[lead.group(1).strip()] == colour
    return bool(colour) and re.search(rf"\b{colour}\b", text) is not None


def resolve_reference(message: str, turns: list[list[Link]]) -> Link | list[Link] | None:
    """The product a follow-up refers to, a list when ambiguous, or None when it is no follow-up.

    Candidates are the products linked in this conversation's assistant turns, newest turn
    first: "the black one" picks the one whose line says black; "the second one" by position;
    "it" / "that one" the only product of the newest turn; a product's name picks it.
    """
    turns = [turn for turn in turns if turn]
    if not turns:
        return None
    text = u.normalise(message)
    for turn in reversed(turns):
        for link in turn:
            if len(link.name) >= 4 and u.normalise(link.name) in text:
                return link
    match = _REFERENCE.search(text)
    if not match:
        return None
    newest = turns[-1]
    colour_word = match.group("colour") or match.group("colour2")
    if colour_word:
        colour = vocab.COLOUR_WORDS.get(re.sub(r"\s+", " ", colour_word))
        noun = match.group("noun")
        if (
            noun
            and noun not in {"one", "ones"}
            and not any(
                u.normalise(noun).rstrip("s") in u.normalise(link.line)
                for turn in turns
                for link in turn
            )
        ):
            return None  # "the black jackets" with no jacket named: a new search
        for turn in reversed(turns):
            hits = [link for link in turn if _line_colour_matches(link.line, colour)]
            if len(hits) == 1:
                return hits[0]
            if hits:
                return hits
        return None
    if match.group("ordinal"):
        index = _ORDINALS[match.group("ordinal")]
        return newest[index] if -len(newest) <= index < len(newest) else None
    return newest[0] if len(newest) == 1 else newest


# --- the decision --------------------------------------------------------------------------


@dataclass
class Decision:
    """What the model does: `tool` (name, arguments) or `content` (the answer, Markdown)."""

    content: str | None = None
    tool: tuple[str, dict[str, Any]] | None = None


def _names_product(request: u.Request) -> bool:
    return bool(request.type or request.subtype or request.tag or request.brand or request.query)


def _inherit(request: u.Request, earlier: u.Request, atoms: list[u.Atom]) -> None:
    """Fill what `request` leaves open from the `earlier` search it refines. Statements in
    this message are newer than that search (M8.2): a size, budget, brand or occasion stated
    now replaces the search's own, and a colour stated now is never overruled by an old one
    ("actually I like yellow now" after black jackets drops black: the liked colour then
    orders the answer instead of filtering it)."""
    stated = {atom.kind for atom in atoms}
    stated_colours = {str(a.value): a.polarity for a in atoms if a.kind == "colour"}
    likes_a_colour = any(polarity > 0 for polarity in stated_colours.values())
    for key in ("type", "subtype", "department", "tag", "brand", "query"):
        if key == "brand" and "brand" in stated:
            continue
        if key == "tag" and "occasion" in stated and (earlier.type or earlier.subtype):
            continue
        if getattr(request, key) is None:
            setattr(request, key, getattr(earlier, key))
    if not request.colours and not request.exclude_colours:
        if not likes_a_colour:
            request.colours = [c for c in earlier.colours if c not in stated_colours]
        request.exclude_colours = [
            c for c in earlier.exclude_colours if stated_colours.get(c, -1) < 0
        ]
    stated_systems = {a.value[0] for a in atoms if a.kind == "size"}  # type: ignore[index]
    if request.size is None and earlier.size_kind not in stated_systems:
        request.size, request.size_kind = earlier.size, earlier.size_kind
    if request.min_price is None and request.max_price is None and "budget" not in stated:
        request.min_price, request.max_price = earlier.min_price, earlier.max_price


def _read(
    message: str, earlier: u.Request | None, brands: tuple[str, ...]
) -> tuple[u.Request, list[u.Atom]]:
    """The request of `message` (statements removed), inheriting the `earlier` search's
    product when the message only refines it ("in black?", "under 50 EUR") or only states
    something about the shopper ("I wear L, actually" re-runs it with the change)."""
    atoms, remainder = u.split_statements(message, brands)
    request = u.parse_request(remainder, brands)
    if (
        earlier is not None
        and not _names_product(request)
        and (request.refines or request.colours or atoms)
    ):
        _inherit(request, earlier, atoms)
    return request, atoms


def last_search(conversation: Conversation, brands: tuple[str, ...]) -> u.Request | None:
    """The conversation's last real search request, refinements folded in, oldest first.

    Follow-ups about a product named earlier ("the black one, do you have it in M?") are no
    search: their colour and size describe that product, not what the shopper wants next.
    """
    search: u.Request | None = None
    for index, line in enumerate(conversation.shopper_lines):
        before = conversation.turns_before[index] if index < len(conversation.turns_before) else 0
        turns = conversation.assistant_turns[:before]
        if resolve_reference(line, turns) is not None:
            continue
        request, _atoms = _read(line, search, brands)
        if not _names_product(request) and _REFERENCE.search(u.normalise(line)):
            continue  # "which product do you mean?" was the answer
        if request.anchored:
            search = request
    return search


def _request_for(
    conversation: Conversation, brands: tuple[str, ...]
) -> tuple[u.Request, list[u.Atom]]:
    """The request of this message (statements removed), inheriting the conversation's last
    search when the message only refines it or only states something about the shopper."""
    return _read(conversation.message, last_search(conversation, brands), brands)


def decide(messages: list[Any], tool_names: set[str], brands: tuple[str, ...] = ()) -> Decision:
    """The model's next move for `messages` when it may call the tools in `tool_names`."""
    conversation = read_conversation(messages)
    message = conversation.message
    if conversation.rounds:
        return _after_tools(conversation, tool_names, brands)
    text = u.normalise(message).strip()
    if not text:
        return Decision(content=f"Hello! {SELF}. What are you looking for ({GUIDE})?")
    if _GREETING.match(text):
        return Decision(content=f"Hello! {SELF}. What are you looking for ({GUIDE})?")

    if (sku := _SKU.search(message)) and GET in tool_names:
        return Decision(tool=(GET, {"sku": sku.group(0)}))  # "show me W-DRE-031-RED"

    reference = resolve_reference(message, conversation.assistant_turns)
    if isinstance(reference, Link) and GET in tool_names:
        return Decision(tool=(GET, {"sku": reference.sku}))
    if isinstance(reference, list) and reference:
        names = ", ".join(link.name for link in reference[:6])
        return Decision(content=f"Which one do you mean: {names}?")

    request, atoms = _request_for(conversation, brands)
    names_product = request.type or request.subtype or request.tag or request.brand
    no_candidates = not any(conversation.assistant_turns)
    if reference is None and not names_product and no_candidates and _REFERENCE.search(text):
        return Decision(
            content="Which product do you mean? Tell me its name, or what you're looking for."
        )
    if not request.anchored:
        if atoms:
            return Decision(content=acknowledge(atoms))
        if _ABOUT_YOU.search(text):
            return Decision(
                content=f"{SELF}: I search the catalogue by type, colour, size, budget, brand "
                f"and occasion. What are you looking for ({GUIDE})?"
            )
        if _OUT_OF_SCOPE.search(text):
            return Decision(
                content=f"{SELF}, so I can only search the catalogue; for orders, delivery "
                f"and returns please see the shop's help pages. Can I find you something ({GUIDE})?"
            )
        if _THANKS.match(text):
            return Decision(content="You're welcome! Anything else I can find for you?")
        if request.refines:
            understood = _filters(plan_search(request, u.Preferences()).arguments)
            return Decision(content=f"Which kind of item would you like{understood}? ({GUIDE})")
        return Decision(content=f"What kind of item are you looking for ({GUIDE})?")
    plan = plan_search(request, preferences(conversation, brands))
    if SEARCH not in tool_names:
        return Decision(content="Sorry, I can't search the catalogue right now. Please try again.")
    return Decision(tool=(SEARCH, plan.arguments))


def _after_tools(
    conversation: Conversation, tool_names: set[str], brands: tuple[str, ...]
) -> Decision:
    last = conversation.rounds[-1]
    if last.result is None or not last.name:
        return Decision(content="Sorry, I couldn't read the catalogue just now. Please try again.")
    if last.name == GET:
        size, _span = u.parse_size(u.normalise(conversation.message), conversation.message, None)
        return Decision(content=answer_product(last, size[1] if size else None))
    searches = [r for r in conversation.rounds if r.name == SEARCH and r.result is not None]
    if not searches:
        return Decision(content="Sorry, I couldn't read the catalogue just now. Please try again.")
    products = (last.result or {}).get("products") or []
    request, atoms = _request_for(conversation, brands)
    prefs = preferences(conversation, brands)
    liked: list[dict[str, Any]] = []
    if len(searches) >= 2 and _fetched_liked(searches[-2].arguments, last.arguments, prefs):
        # The last round fetched the liked colour for a search that had more matches than it
        # returned: answer that search, its liked products first.
        liked = [p for p in products if isinstance(p, dict) and p.get("sku")]
        searches = searches[:-1]
        last = searches[-1]
        products = (last.result or {}).get("products") or []
    elif products and SEARCH in tool_names:
        prefer = preferred_colours(prefs, last.arguments)
        total = int((last.result or {}).get("total", len(products)) or 0)
        if prefer and total > len(products):
            return Decision(tool=(SEARCH, {**last.arguments, "colour": prefer[0]}))
    if not products and len(searches) <= MAX_RELAXATIONS and SEARCH in tool_names:
        plan = plan_search(request, prefs)
        key = relax(last.arguments, plan.from_preferences)
        if key is not None:
            arguments = {k: v for k, v in last.arguments.items() if k != key}
            return Decision(tool=(SEARCH, arguments))
    # A message that stated something and named no product re-ran the last search: say what
    # was understood first ("Got it: yellow is in.").
    own = u.parse_request(u.split_statements(conversation.message, brands)[1], brands)
    opening = f"Got it: {understood(atoms)}." if atoms and not _names_product(own) else ""
    prefer = preferred_colours(prefs, searches[-1].arguments)
    return Decision(content=answer_search(searches, prefer, opening, liked))


def _fetched_liked(search: dict[str, Any], fetch: dict[str, Any], prefs: u.Preferences) -> bool:
    """Whether `fetch` is `search` narrowed to a liked colour (see `_after_tools`)."""
    return (
        fetch.get("colour") in preferred_colours(prefs, search)
        and {k: v for k, v in fetch.items() if k != "colour"} == search
    )
