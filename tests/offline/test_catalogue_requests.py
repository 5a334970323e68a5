"""The request suite on both test catalogues (issue 11 items 1, 2 and 6).

Each request runs through the real agent loop (`assistant.agent.run_agent`) on the offline model,
with the real tools over the imported catalogue (`any_catalogue`: the shipped one and the
supplier-style feed). Every product the answer links must satisfy every constraint the shopper
stated; a request whose constraints the catalogue can meet must link at least one product;
when nothing can match, the answer says which constraint it dropped.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from decimal import Decimal

import pytest
from asgiref.sync import async_to_sync

from assistant.agent import run_agent
from memory.rendering import CONVERSATION_HEADING, FACTS_HEADING, MEMORY_CONTEXT_HEADING
from shop import selectors

# The tools run in worker threads (database_sync_to_async), so the catalogue must be committed.
pytestmark = pytest.mark.django_db(transaction=True)

HREF = re.compile(r"\]\(/products/([^/)]+)/\)")
NAMED = re.compile(r"^- [^\[].* \u2014 ", re.M)  # a product line without its link
# Arguments the shopper states in these requests (none come from recalled preferences here,
# but the relaxed test below: there the size is recalled, the colour stated).
STATED = {"colour", "size", "max_price", "min_price", "brand", "tag", "department"}


@dataclass
class Want:
    """What every linked product must be: None means "any"."""

    type: str | None = None
    subtype: str | None = None
    colour: str | None = None
    not_colours: tuple[str, ...] = ()
    size: str | None = None
    max_price: str | None = None
    min_price: str | None = None
    tag: str | None = None
    brand: str | None = None
    department: str | None = None
    words: tuple[str, ...] = ()  # one of them in name, material or description
    found: bool = True  # the catalogue holds matches, so some must be linked
    says: tuple[str, ...] = field(default_factory=tuple)  # phrases the answer must contain

    def problems(self, product, dropped: set[str] = frozenset()) -> list[str]:
        """What is wrong with `product`; constraints named in `dropped` (tool argument names
        the answer said it dropped) are not checked."""
        wrong = []
        checks = {
            "type": (self.type, product.type),
            "subtype": (self.subtype, product.subtype),
            "colour": (self.colour, product.colour),
            "brand": (self.brand, product.brand),
            "department": (self.department, product.department),
        }
        for name, (wanted, actual) in checks.items():
            if name in dropped:
                continue
            if wanted is not None and wanted.casefold() != actual.casefold():
                wrong.append(f"{name} {actual!r} is not {wanted!r}")
        if product.colour in self.not_colours:
            wrong.append(f"colour {product.colour!r} was excluded")
        if self.size is not None and "size" not in dropped and product.stock.get(self.size, 0) <= 0:
            wrong.append(f"size {self.size} not in stock")
        if (
            self.max_price is not None
            and "max_price" not in dropped
            and product.price > Decimal(self.max_price)
        ):
            wrong.append(f"price {product.price} over {self.max_price}")
        if (
            self.min_price is not None
            and "min_price" not in dropped
            and product.price < Decimal(self.min_price)
        ):
            wrong.append(f"price {product.price} under {self.min_price}")
        if self.tag is not None and "tag" not in dropped and self.tag not in product.tags:
            wrong.append(f"tags {product.tags} lack {self.tag!r}")
        text = f"{product.name} {product.material} {product.description}".casefold()
        if self.words and "query" not in dropped and not any(w in text for w in self.words):
            wrong.append(f"none of {self.words} in {product.name!r}")
        return wrong


SHIPPED = [
    ("show me some jackets", Want(subtype="Jackets")),
    ("any chinos in size 32?", Want(subtype="Chinos", size="32")),
    ("do you have sandals in 42?", Want(subtype="Sandals", size="42")),
    ("trainers size 43", Want(subtype="Sneakers", size="43")),
    ("track pants", Want(subtype="Joggers")),
    ("leather shoes", Want(type="Shoes", words=("leather",))),
    ("something in green", Want(colour="green")),
    (
        "men's black jackets in M, not yellow",
        Want(subtype="Jackets", department="Men", colour="black", size="M"),
    ),
    ("dresses under 80 EUR for a wedding", Want(type="Dresses", max_price="80", tag="wedding")),
    ("jeans W32 under 60 euros", Want(type="Jeans", size="32", max_price="60")),
    ("a navy blazer for the office", Want(subtype="Jackets", colour="navy", tag="office")),
    ("snekaers in 42, no white", Want(subtype="Sneakers", size="42", not_colours=("white",))),
    ("9 knitwear", Want(type="Knitwear", says=("pieces of knitwear",))),
    ("Kestrel jackets", Want(subtype="Jackets", brand="Kestrel Outdoor")),
    ("women's boots in 39", Want(subtype="Boots", department="Women", size="39")),
    ("linen shirts in L", Want(type="Shirts", size="L", words=("linen",))),
    ("scarves under 30", Want(subtype="Scarves", max_price="30")),
    ("something in mint", Want(colour="green")),
    ("grey hoodies", Want(subtype="Sweatshirts", colour="grey")),
    # No children's range here: said so, never adults' jeans (QA, 2026-12-02).
    ("jeans for a 10 year old", Want(found=False, says=("no children's range",))),
    ("a coat for my son", Want(found=False, says=("no children's range",))),
]

SUPPLIER = [
    ("any chinos in size 32?", Want(subtype="Chinos", size="32")),
    ("polo shirts under 40 EUR", Want(subtype="Polo Shirts", max_price="40")),
    ("do you have sandals in 42?", Want(subtype="Sandals", size="42")),
    ("something in mint", Want(colour="mint")),
    # No jeans in this shop: said so, never other products (issue 18 item 2).
    ("jeans for a 10 year old", Want(found=False, says=("Sorry, I couldn't find",))),
    ("track pants", Want(subtype="Track Pants")),
    ("leather shoes", Want(type="Footwear", words=("leather",))),
    ("khaki chinos", Want(subtype="Chinos", colour="khaki")),
    # Trainers come in 36-41 here: the size the shop lacks is said so (issue 18 item 3).
    ("sneakers size 43", Want(found=False, says=("doesn't stock that size", "36"))),
    ("hoodies for my 8 year old", Want(subtype="Hoodies", size="8Y")),
    ("shoes", Want(type="Footwear")),
    ("trousers", Want(type="Bottoms")),
    ("something in grey", Want(colour="charcoal")),
    (
        "gents' polo shirts in L, not charcoal",
        Want(subtype="Polo Shirts", department="Gents", size="L", not_colours=("charcoal",)),
    ),
    ("kids sandals", Want(subtype="Sandals", department="Kids")),
    ("activewear for the gym under 50", Want(type="Activewear", tag="gym", max_price="50")),
    ("something for a wedding", Want(tag="wedding")),
    ("teal hodies", Want(subtype="Hoodies", colour="teal")),
    ("linen shirts", Want(words=("linen",))),
    ("9 activewear", Want(type="Activewear", says=("pieces of activewear",))),
]
OUTDOOR = [
    ("show me tents", Want(subtype="Tents")),
    ("sleepsuit for a 6 month old baby", Want(subtype="Sleepsuits", size="6-12M")),
    ("puddle suit 18 months", Want(subtype="Puddle suits", size="12-18M")),
    # One size fits any age; the adults' beanie is not for a 2 year old.
    (
        "beanie for a 2 year old in yellow",
        Want(subtype="Beanies", colour="mustard", department="Kids"),
    ),
    ("beanies for a 2 year old", Want(subtype="Beanies", department="Kids")),
    # Gear sizes nobody (One size, Regular/Long): its One-size kids' bag fits a 4 year old.
    ("sleeping bag for a 4 year old", Want(subtype="Sleeping bags", words=("kids",))),
    ("fleece for a 3 year old", Want(subtype="Fleeces", size="3Y")),
    ("hiking boots in 42", Want(subtype="Hiking boots", size="42")),
    ("kids wellies", Want(subtype="Wellies", department="Kids")),
    ("something in sage", Want(colour="sage")),
    ("hiking trousers in a 32 waist", Want(subtype="Trousers", size="32")),
    ("a backpack for hiking", Want(subtype="Backpacks", tag="hiking")),
    ("sleeping bags for camping", Want(subtype="Sleeping bags", tag="camping")),
]
REQUESTS = {"shipped": SHIPPED, "supplier": SUPPLIER, "outdoor": OUTDOOR}


def ask(message: str, memory_context: str = ""):
    async def ignore(_delta: str) -> None:
        return None

    return async_to_sync(run_agent)(message=message, memory_context=memory_context, on_delta=ignore)


@pytest.fixture
def offline_model(settings):
    settings.OPENAI_API_KEY = ""
    settings.OPENAI_BASE_URL = ""
    settings.ASSISTANT_MODEL = "offline"
    return settings


def dropped_constraints(result) -> set[str]:
    """The search arguments the last search dropped from the first (a relaxation)."""
    searches = [
        json.loads(c["arguments"]) for c in result.tool_calls if c["name"] == "search_products"
    ]
    if len(searches) < 2:
        return set()
    return set(searches[0]) - set(searches[-1])


def test_every_request_is_answered_within_its_constraints(any_catalogue, offline_model):
    assert_answered(REQUESTS[any_catalogue.name])


def test_every_request_on_the_outdoor_catalogue(outdoor_catalogue, offline_model):
    assert_answered(OUTDOOR)


def test_a_relaxed_size_stays_in_the_shoppers_size_system(outdoor_catalogue, offline_model):
    """Shoe size 42 recalled, no moss hiking boot in it: dropping the size must not offer the
    kids' boot (sizes 24-30); the colour is dropped next and an adult boot in 42 is offered."""
    context = "\n\n".join(
        [
            MEMORY_CONTEXT_HEADING,
            "Rules: ...",
            f"{FACTS_HEADING}\n- [2026-05-01 10:00] The shopper wears EU shoe size 42.",
        ]
    )
    assert_answered(
        [("moss hiking boots", Want(subtype="Hiking boots", department="Adults", size="42"))],
        context,
    )


def test_the_outdoor_catalogue_through_the_real_tools(outdoor_catalogue, offline_model):
    """Issue 11 QA bugs 1 and 3 through the agent loop and the imported catalogue: a recalled
    camping trip does not narrow "show me tents"; a listed size with no stock is out of stock."""
    context = "\n\n".join(
        [
            MEMORY_CONTEXT_HEADING,
            "Rules: ...",
            f"{FACTS_HEADING}\n- [2026-05-01 10:00] The shopper goes camping.",
        ]
    )
    tents = {p.sku for p in selectors.product_search(subtype="Tents").items}
    assert (
        set(HREF.findall(ask("show me tents", context).text))
        == tents
        == {
            "TT-TN-001",
            "TT-TN-002",
        }
    )
    answer = ask("do you have TT-SS-003 in 6-12M?").text
    assert "out of stock in size 6-12M" in answer and "doesn't come in" not in answer, answer


def assert_answered(requests, memory_context=""):
    failures = []
    for message, want in requests:
        result = ask(message, memory_context)
        skus = HREF.findall(result.text)
        if result.error:
            failures.append(f"{message!r}: {result.error}")
            continue
        dropped = dropped_constraints(result)
        if dropped and "so I dropped" not in result.text:
            failures.append(f"{message!r}: dropped {dropped} without saying so")
        # A constraint the shopper stated that had to be dropped, or a colour the shop lacks
        # searched as its nearest ("grey": charcoal): the products found are named as
        # alternatives, never linked as matches (issue 18: only matching products linked).
        nearest = "the nearest colour here is" in result.text
        named = (bool(dropped) or nearest) and bool(NAMED.search(result.text))
        if want.found and not skus and not named:
            failures.append(f"{message!r}: no product linked: {result.text[:200]!r}")
        if dropped and skus and set(dropped) & STATED:
            failures.append(f"{message!r}: linked products without {dropped}")
        if named and "instead?" not in result.text:
            failures.append(f"{message!r}: alternatives named but not offered as such")
        for sku in skus:
            product = selectors.product_get(sku=sku)
            for problem in want.problems(product, dropped):
                failures.append(f"{message!r} -> {sku}: {problem}")
        for phrase in want.says:
            if phrase not in result.text:
                failures.append(f"{message!r}: answer lacks {phrase!r}: {result.text[:200]!r}")
    assert not failures, "\n".join(failures)


def conversation(*lines: str) -> str:
    """A memory suffix holding this conversation so far (memory_context()'s shape, M7.3)."""
    return "\n\n".join(
        [MEMORY_CONTEXT_HEADING, "Rules: ...", "\n".join([CONVERSATION_HEADING, *lines])]
    )


def test_a_statement_does_not_rerun_an_unrelated_search(any_catalogue, offline_model):
    """ "my size is M" after a sneaker question is acknowledged, not answered with sneakers in
    size M or in the old shoe size (issue 11 item 2)."""
    shoes = {"shipped": "sneakers in 40", "supplier": "trainers in 40"}[any_catalogue.name]
    context = conversation(f"Shopper: {shoes}", "Assistant: Here are some: [X](/products/X/)")
    result = ask("my size is M", context)
    assert "/products/" not in result.text and result.tool_calls == [], result.text
    assert "size M" in result.text

    # A colour statement bears on the same search: it runs again with it ("black" is the
    # supplier catalogue's "charcoal", the nearest colour it has).
    result = ask("actually, no black please", context)
    arguments = json.loads(result.tool_calls[0]["arguments"])
    assert arguments["size"] == "40" and arguments["exclude_colours"]
    assert arguments["exclude_colours"][0] in {"black", "charcoal"}


def test_nothing_matching_drops_one_constraint_and_says_which(any_catalogue, offline_model):
    """Relaxation drops one constraint at a time, in the stated order, and names it."""
    message = {
        "shipped": "jackets for the beach under 20 EUR",
        "supplier": "sandals for golf under 15 EUR",
    }[any_catalogue.name]
    result = ask(message)
    first = result.tool_calls[0]["arguments"]
    assert all(
        '"tag"' in call["arguments"] or '"max_price"' in call["arguments"]
        for call in result.tool_calls
    )
    assert "dropped" in result.text or "not even without" in result.text, result.text
    assert '"tag"' in first and '"max_price"' in first


def test_a_conversation_refines_then_follows_up_on_the_supplier_catalogue(
    supplier_catalogue, offline_model
):
    """Refinements keep the product asked for; "the teal one" resolves against the products
    named in this conversation (issue 11 items 1-2 on a catalogue unlike the shipped one)."""
    first = ask("gents' polo shirts")
    lines = ["Shopper: gents' polo shirts", "Assistant: " + first.text.replace("\n", "\n  ")]
    refined = ask("under 40 euros, not charcoal", conversation(*lines))
    arguments = json.loads(refined.tool_calls[0]["arguments"])
    assert arguments["subtype"] == "Polo Shirts" and arguments["max_price"] == 40
    assert arguments["exclude_colours"] == ["charcoal"] and arguments["department"] == "Gents"
    lines += [
        "Shopper: under 40 euros, not charcoal",
        "Assistant: " + refined.text.replace("\n", "\n  "),
    ]
    follow_up = ask("the teal one, do you have it in L?", conversation(*lines))
    assert follow_up.tool_calls[0]["name"] == "get_product"
    (sku,) = HREF.findall(follow_up.text)
    product = selectors.product_get(sku=sku)
    assert product.colour == "teal" and product.subtype == "Polo Shirts"
    assert ("is in stock in size L" in follow_up.text) == (product.stock.get("L", 0) > 0)
