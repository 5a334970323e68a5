"""Planning the search: from a request and the shopper's standing preferences to the
`search_products` arguments, and what to relax when nothing matches (issue 11 item 2).

Every constraint the shopper gave is kept. Open ones are filled from standing preferences
(recalled facts, then earlier statements, then this message: the newest wins, M8.2). Colour
names map onto the catalogue's colours; one the catalogue lacks goes to the free text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from assistant.offline.decide import fitting
from assistant.offline.read.conversation import Conversation
from assistant.offline.read.facts import Atom, Preferences
from assistant.offline.read.followups import reference_re, resolve_reference
from assistant.offline.read.message import read_message
from assistant.offline.read.request import Request
from assistant.offline.read.statements import fact_atoms
from assistant.offline.read.unstocked import recalled_brands
from assistant.offline.words.sizes import size_system
from assistant.offline.words.text import normalise
from assistant.offline.words.vocabulary import Vocabulary

SEARCH_LIMIT = 10  # the tool's maximum: room to show distinct products, not colourways
# When nothing matches, one constraint is dropped at a time, in this order (`relaxations`).
RELAX_ORDER = ("query", "tag", "brand", "colour", "size", "max_price", "min_price", "department")


def preferences(
    conversation: Conversation, vocab: Vocabulary, *, asked: bool = False
) -> Preferences:
    """Standing preferences: recalled facts oldest first, then this conversation's earlier
    statements, then this message's unless it is `asked` (a question about the shopper states
    nothing: "am I still a 38 waist?"); each overrides the older (M8.2)."""
    prefs = Preferences()
    days = conversation.fact_days or [""] * len(conversation.facts)
    for sentence, day in zip(conversation.facts, days, strict=False):
        atoms = fact_atoms(sentence, vocab)
        unstocked = recalled_brands(sentence, atoms, vocab) if asked else []  # never a filter
        prefs.recall(sentence, atoms + unstocked, day, vocab)
    for line in conversation.shopper_lines:
        for atom in read_message(line, vocab).atoms:
            prefs.apply(atom)
    for atom in [] if asked else read_message(conversation.message, vocab).atoms:
        prefs.apply(atom)
        prefs.occasion_now |= atom.kind == "occasion"
    return prefs


def _number(value: Decimal) -> int | float:
    return int(value) if value == value.to_integral() else float(value)


@dataclass
class Plan:
    """A search to run: its arguments and which of them came from standing preferences."""

    arguments: dict[str, Any]
    from_preferences: set[str] = field(default_factory=set)
    # A size the search cannot filter on (the type has One-size products): `fitting` narrows.
    size_fit: str | None = None
    # Colours asked for that the shop lacks, searched as the nearest one it has (asked -> used):
    # the answer names those products as the nearest colour, never as matches (issue 18).
    substituted: dict[str, str] = field(default_factory=dict)


def plan_search(request: Request, prefs: Preferences, vocab: Vocabulary) -> Plan:
    """The `search_products` arguments for `request`, with the open constraints filled. A
    liked colour orders the answer (`preferred_colours`), never filters; a colour asked for
    filters; a disliked one is excluded until liked again."""
    args: dict[str, Any] = {}
    filled: set[str] = set()
    query = [request.query] if request.query else []
    for key in ("department", "type", "subtype"):
        if getattr(request, key):
            args[key] = getattr(request, key)
    wanted = []
    substituted: dict[str, str] = {}
    for name in request.colours:
        colour = vocab.catalogue_colour(name)
        if colour is None:
            query.append(name)  # "something in teal" where there is none: let the search rank
        elif colour not in wanted:
            wanted.append(colour)
            if colour.rsplit(" ", 1)[-1] != name and vocab.colours.get(name, name) != colour:
                substituted[name] = colour  # "pink" where the nearest the shop has is rose
    excluded: list[str] = []
    for name in [*request.exclude_colours, *prefs.disliked_colours]:
        colour = vocab.catalogue_colour(name)
        if colour and colour not in wanted and colour not in excluded:
            excluded.append(colour)
            if name not in request.exclude_colours:
                filled.add("exclude_colours")
    if len(wanted) == 1:
        args["colour"] = wanted[0]
    elif len(wanted) > 1:  # "black or navy": everything but the others
        excluded = [c for c in vocab.catalogue_colours if c not in wanted]
    if excluded:
        args["exclude_colours"] = excluded
    if query:
        args["query"] = " ".join(dict.fromkeys(query))
    brand = request.brand or prefs.brand
    if brand:
        args["brand"] = brand
        filled.update(() if request.brand else ("brand",))
    size = request.size or prefs.size_for(vocab, request.type, request.subtype)
    size_fit = None
    if size and "one" in vocab.size_systems(request.type, request.subtype):
        size_fit = size  # "a beanie for a 2 year old": One-size beanies fit
    elif size:
        args["size"] = size
        filled.update(() if request.size else ("size",))
    if request.min_price is None and request.max_price is None and prefs.budget:
        # A remembered budget caps the search; its floor ("about 300" is 240-360) would hide
        # what costs less, which a shopper on a budget wants to see too.
        low, high = prefs.budget.min_price, prefs.budget.max_price
        low = None if high is not None else low
        filled.update(k for k, v in (("min_price", low), ("max_price", high)) if v is not None)
    else:
        low, high = request.min_price, request.max_price
    if low is not None:
        args["min_price"] = _number(low)
    if high is not None:
        args["max_price"] = _number(high)
    # An occasion stated earlier (a recalled fact, an earlier message) is no filter: "show me
    # tents" after "I'm going camping next month" shows every tent. Stated with the request
    # ("I'm going to a wedding, any dresses?") it is one of the request's constraints.
    occasion = prefs.occasion if prefs.occasion_now else None
    tag = request.tag or (vocab.tag_for(occasion) if occasion else None)
    if tag:
        args["tag"] = tag
        filled.update(() if request.tag else ("tag",))
    args["limit"] = SEARCH_LIMIT
    return Plan(args, filled, size_fit, substituted if args.get("colour") else {})


def preferred_colours(
    prefs: Preferences, arguments: dict[str, Any], vocab: Vocabulary
) -> list[str]:
    """The catalogue colours the shopper likes that this search may show (newest first), to
    list them first; none when the search filters on a colour already."""
    if arguments.get("colour"):
        return []
    excluded = set(arguments.get("exclude_colours") or ())
    colours = [vocab.catalogue_colour(c) for c in reversed(prefs.liked_colours)]
    return [c for c in dict.fromkeys(colours) if c and c not in excluded]


ANCHORS = ("type", "subtype", "tag", "brand", "colour", "query")


def relaxations(
    arguments: dict[str, Any], from_preferences: set[str], vocab: Vocabulary | None = None
) -> list[str]:
    """The constraints to drop, one at a time: preference-filled first, then the shopper's
    own (RELAX_ORDER). Never type, subtype, colour exclusions, a child's age, a children's
    department, nor the shopper's last word of what to look for ("prams": no liked brand's)."""
    keys = [k for k in RELAX_ORDER if k in arguments and k in from_preferences]
    keys += [k for k in RELAX_ORDER if k in arguments and k not in from_preferences]
    if "size" in arguments and size_system(str(arguments["size"])) == "age":
        keys.remove("size")  # a child's age says who it is for: adult sizes would not do
    if "department" in keys and vocab and _for_children(str(arguments["department"]), vocab):
        keys.remove("department")  # "a coat for my son": adults' coats would not do
    anchors = {a for a in ANCHORS if a in arguments}
    own = anchors - from_preferences  # the shopper's own words of what to look for
    return [k for k in keys if anchors - {k} and (k in from_preferences or own - {k})]


def _for_children(department: str, vocab: Vocabulary) -> bool:
    """Whether a catalogue department is children's: filed under the English group for
    children (words.vocabulary), or its products are sized by age."""
    kids = vocab.lex.department_groups.get("kids", ())
    if any(vocab.departments.get(word) == department for word in kids):
        return True
    return any(
        d == department and any(size_system(s) == "age" for s in sizes)
        for (d, _t, _s), sizes in vocab.words.sizes_by_line.items()
    )


def made_of(products: list[dict[str, Any]], materials: list[str]) -> list[dict[str, Any]]:
    """The products (tool results) made of one of `materials` ("linen"), by name or material:
    the hybrid search ranks near matches too, but a material asked for is a constraint."""
    if not materials:
        return products
    return [
        p
        for p in products
        if any(m in f"{p.get('name', '')} {p.get('material', '')}".casefold() for m in materials)
    ]


def query_words(query: str, vocab: Vocabulary) -> list[str]:
    """The words of a search's free text that say what to find ("dressing gowns" ->
    ["dressing", "gown"]), singular, stopwords left out."""
    words = [w for w in re.findall(r"[a-z][a-z'-]+", query.lower()) if len(w) >= 3]
    found = [vocab.lex.singular(w) for w in words if w not in vocab.lex.stopwords]
    # The kinds of a broader word count too ("knitwear": jumpers, sweaters, cardigans).
    for narrower, broader in vocab.lex.broader_products.items():
        if any(vocab.lex.singular(b) in found or b in found for b in broader):
            group = next((g for g in vocab.lex.product_groups if g[0] == narrower), (narrower,))
            found.extend(vocab.lex.singular(m) for m in group if " " not in m)
    return list(dict.fromkeys(found))


def mentions(product: dict[str, Any], words: list[str]) -> bool:
    """Whether a product (a tool result) names one of `words` in its name, type, subtype,
    material or colour, as a word of its own ("top" is not in "T-shirt")."""
    text = " ".join(str(product.get(k) or "") for k in ("name", "type", "subtype", "material"))
    text = f"{text} {product.get('colour') or ''}".lower()
    return any(re.search(rf"(?<![\w-]){re.escape(w)}(?:e?s)?(?![\w-])", text) for w in words)


def _related(atoms: list[Atom], earlier: Request, vocab: Vocabulary) -> bool:
    """Whether what a message states bears on the earlier search: a colour, budget, brand or
    occasion always does; a size only in a system that search's products come in ("my size is
    M" after sneakers does not re-run the sneakers)."""
    systems = vocab.size_systems(earlier.type, earlier.subtype)
    for atom in atoms:
        if atom.kind != "size":
            return True
        if atom.value[0] in systems or (not systems and not earlier.type):  # type: ignore[index]
            return True
    return False


def inherit(request: Request, earlier: Request, atoms: list[Atom]) -> None:
    """Fill what `request` leaves open from the `earlier` search it refines. Statements in
    this message are newer than that search (M8.2): a size, budget, brand or occasion stated
    now replaces the search's own, and a colour stated now is never overruled by an old one."""
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
    if not request.materials and request.query == earlier.query:
        request.materials = list(earlier.materials)
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


def read(message: str, earlier: Request | None, vocab: Vocabulary) -> tuple[Request, list[Atom]]:
    """The request of `message` (statements removed), inheriting the `earlier` search's
    product when the message only refines it ("in black?", "under 50 EUR") or states something
    that bears on it ("I wear L, actually" re-runs it with the change)."""
    reading = read_message(message, vocab)
    atoms, request = reading.atoms, reading.own_request()
    if (
        earlier is not None
        and not request.names_product
        and (request.narrows(atoms) or (atoms and _related(atoms, earlier, vocab)))
        and not fitting.someone_elses_size(reading, request, earlier, vocab)
    ):
        inherit(request, earlier, atoms)
    return request, atoms


def last_search(conversation: Conversation, vocab: Vocabulary) -> Request | None:
    """The conversation's last real search request, refinements folded in, oldest first.

    Follow-ups about a product named earlier ("the black one, do you have it in M?") are no
    search: their colour and size describe that product, not what the shopper wants next.
    """
    search: Request | None = None
    for index, line in enumerate(conversation.shopper_lines):
        before = conversation.turns_before[index] if index < len(conversation.turns_before) else 0
        if resolve_reference(line, conversation.assistant_turns[:before], vocab) is not None:
            continue
        request, _atoms = read(line, search, vocab)
        if not request.names_product and reference_re(vocab).search(normalise(line)):
            continue  # "which product do you mean?" was the answer
        if request.anchored:
            search = request
            if search.query and conversation.dropped(before, search.query):
                search.query = None  # words the answer dropped stick to no later search
    return search


def request_for(conversation: Conversation, vocab: Vocabulary) -> tuple[Request, list[Atom]]:
    """The request of this message, inheriting the conversation's last search where it only
    refines it or states something that bears on it."""
    return read(conversation.message, last_search(conversation, vocab), vocab)
