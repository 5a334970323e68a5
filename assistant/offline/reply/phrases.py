"""Phrases the replies are made of: counts, search constraints, who a product is for (issue 11
item 5, issue 18; QA 2026-12-02: "for gents, for warm" read badly).

A department is said by who it is for ("for men" for a catalogue's Gents, Menswear or Him:
the English group `words.vocabulary` filed it under), else by its own name ("in Outlet"); a
tag by its occasion phrase ("for a party"), else quoted ("tagged \u201cwarm\u201d").
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal
from typing import Any

from assistant.offline.words.text import or_list
from assistant.offline.words.vocabulary import Vocabulary

DROPPED = {
    "tag": "the occasion",
    "brand": "the brand",
    "colour": "the colour",
    "size": "the size",
    "max_price": "the price limit",
    "min_price": "the minimum price",
    "department": "the department",
}


# What a question about the shopper hears when nothing of its kind is known (M8.1).
UNKNOWN = {
    "size": "I don't know your size yet. Tell me (for example \u201cI wear M\u201d) and I'll only "
    "show what's in stock in it.",
    "avoid": "You haven't mentioned any colours to avoid. Just say so (for example \u201cno "
    "yellow, please\u201d) and I'll leave them out.",
    "like": "You haven't mentioned a favourite colour yet. Tell me one and I'll show it first.",
    "brand": "You haven't mentioned a favourite brand yet.",
    "budget": "You haven't mentioned a budget yet. Tell me one (for example \u201cunder 80 "
    "EUR\u201d) and I'll keep to it.",
    "all": "I don't know anything about your preferences yet: tell me your size, colours you "
    "like or avoid, a budget or an occasion, and I'll use them.",
    "occasion": "You haven't mentioned an occasion yet. Tell me what it's for and I'll find "
    "something that suits it.",
}

QUOTE_MAX = 60  # characters of the shopper's unplaced words an answer quotes back


def excerpt(text: str, limit: int = QUOTE_MAX) -> str:
    """`text` on one line, cut to at most `limit` characters at a word boundary with an
    ellipsis: answers quote a shopper's unplaced words, never a whole long message."""
    text = " ".join(str(text).split())
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0] if " " in text[:limit] else text[:limit]
    return cut.rstrip(" ,.;:") + "\u2026"


def money(value: Any) -> str:
    """ "49.00 EUR"."""
    return f"{Decimal(str(value)):.2f} EUR"


def noun(arguments: dict[str, Any]) -> str:
    """What a search looked for, lower case and plural where it can be ("chinos", "items"); a
    subtype that is no plural noun is said with its type ("Pleated" of Skirts: "pleated
    skirts", not "no pleated")."""
    subtype, type_ = (str(arguments.get(k) or "").lower() for k in ("subtype", "type"))
    if subtype and type_.endswith("s") and not subtype.endswith(("s", "wear", type_)):
        return f"{subtype} {type_}"
    return subtype or type_ or "items"


def count(n: int, name: str, vocab: Vocabulary) -> str:
    """ "one polo shirt", "3 polo shirts", "one pair of chinos", "9 pieces of knitwear"."""
    number = "one" if n == 1 else str(n)
    if name.endswith("wear"):
        return f"{number} piece{'' if n == 1 else 's'} of {name}"
    if vocab.lex.is_pair(name):
        return f"{number} pair{'' if n == 1 else 's'} of {name}"
    if n == 1:
        return f"one {vocab.lex.singular(name)}"
    if not name.endswith("s"):
        name += "es" if name.endswith(("sh", "ch", "x")) else "s"
    return f"{n} {name}"


def describe(key: str, value: Any, vocab: Vocabulary | None = None) -> str:
    """A short phrase for one search constraint ("in size M", "under 50.00 EUR")."""
    if key == "tag" and vocab is not None:
        return vocab.lex.occasion_phrases.get(str(value), f"tagged \u201c{value}\u201d")
    if key == "department" and vocab is not None:
        return who_for(str(value), vocab)
    if key == "exclude_colours" and vocab is not None:
        left = [c for c in vocab.catalogue_colours if c not in value]
        if left and len(left) < len(value):
            return f"in {or_list(left)}"  # "navy or maroon": every other colour left out
    phrases = {
        "query": lambda v: f"matching \u201c{excerpt(v)}\u201d",
        "department": lambda v: "unisex" if v.casefold() == "unisex" else f"for {v.lower()}",
        "colour": lambda v: f"in {v}",
        "exclude_colours": lambda v: f"not in {or_list(list(v))}",
        "brand": lambda v: f"from {v}",
        "size": lambda v: f"with size {v} in stock",
        "min_price": lambda v: f"from {money(v)}",
        "max_price": lambda v: f"up to {money(v)}",
        "tag": lambda v: f"for {v}",
    }
    return phrases[key](value) if key in phrases else ""


_WHO = {"men": "for men", "women": "for women", "kids": "for children", "unisex": "unisex"}


def who_for(department: str, vocab: Vocabulary) -> str:
    """Who a catalogue department dresses, as a phrase: "for men" for Gents, Menswear or Him
    (the English group it is filed under), else "in <Department>" ("in Outlet")."""
    for group, members in vocab.lex.department_groups.items():
        if any(vocab.departments.get(member) == department for member in members):
            return _WHO.get(group, f"for {group}")
    return "unisex" if department.casefold() == "unisex" else f"in {department}"


def dropped_name(key: str, arguments: dict[str, Any]) -> str:
    """What dropping `key` from a search gave up ("the occasion", "those words"): the words
    dropped are quoted once, where the answer says what was asked."""
    if key == "query":
        return "those words"
    return DROPPED.get(key, key)


def filters(arguments: dict[str, Any], vocab: Vocabulary | None = None) -> str:
    """The constraints of a search as one phrase, with a leading space ("" when none): who
    for, colour and brand read on from the noun ("jumpers for men in navy from Ostara"), the
    others after commas (", matching “warm”, with size M in stock, up to 80.00 EUR")."""
    near = ("department", "colour", "exclude_colours", "brand")
    head = " ".join(describe(k, arguments[k], vocab) for k in near if arguments.get(k))
    keys = ("query", "tag", "size")
    parts = [head] if head else []
    parts += [describe(k, arguments[k], vocab) for k in keys if arguments.get(k)]
    low, high = arguments.get("min_price"), arguments.get("max_price")
    if low is not None and high is not None:
        parts.append(f"between {money(low)} and {money(high)}")
    elif low is not None or high is not None:
        parts.append(
            describe("min_price" if low is not None else "max_price", high if low is None else low)
        )
    return " " + ", ".join(parts) if parts else ""


_ISO_DATE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")


def spoken_dates(text: str) -> str:
    """`text` with its ISO dates said as a shopper says a day: "leaving on 2026-10-05" ->
    "leaving on 5 October 2026" (the memories date plans and visits as ISO; M8.1 answers in the
    shopper's words). A string that is no real date ("2026-13-40") is left as it is."""

    def said(match: re.Match[str]) -> str:
        try:
            day = date(*(int(part) for part in match.groups()))
        except ValueError:
            return match.group(0)
        return f"{day.day} {day:%B %Y}"

    return _ISO_DATE.sub(said, text)
