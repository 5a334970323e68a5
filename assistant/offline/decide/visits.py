"""Earlier visits asked about: "what did I look at last time?", "what was I after on Tuesday?"
(issue 11 item 4, issue 18).

Answered from the memory context's earlier visits: the real requests the shopper made, in the
products they named as they named them ("puffer jackets", not the catalogue's "coats"), and
the products the assistant showed, by name, never linked (M8.3, M8.4); or the memory server's
own summary of a visit. Nothing says that memories exist or are consulted (M8.1).
"""

from __future__ import annotations

import re
from datetime import date

from assistant.offline.decide.confirmed import YES_NO
from assistant.offline.decide.planning import plan_search, read
from assistant.offline.read.conversation import LINK, Conversation, Visit
from assistant.offline.read.facts import Preferences
from assistant.offline.read.message import read_message
from assistant.offline.read.questions import question_kind
from assistant.offline.read.request import free_words, prepare
from assistant.offline.reply.phrases import excerpt, filters, noun
from assistant.offline.reply.recalled import second_person
from assistant.offline.words.text import normalise, or_list
from assistant.offline.words.vocabulary import Vocabulary

_QUOTED = re.compile(r'(?:user|shopper)\s+said:?\s*"([^"]+)"', re.IGNORECASE)

_RAW_SHOPPER = re.compile(r"(?:^|/\s)Shopper:\s*(.*?)(?=\s/\sAssistant:|$)")
_SHOWN_MAX = 6


def shopper_said(text: str) -> list[str]:
    """What the shopper said in one compressed exchange: the extractor's quotes ("The user
    said: \"...\""), else the raw exchange's shopper part ("Shopper: ... / Assistant: ...")."""
    return _QUOTED.findall(text) or _RAW_SHOPPER.findall(text)


_ASSISTANT = re.compile(r"assistant\s+replied:?|(?:^|/\s)Assistant:", re.IGNORECASE)


def _assistant_part(text: str) -> str:
    """The assistant's words in one compressed exchange (after its last "assistant replied" /
    "Assistant:"): only links the assistant wrote name products shown, never the shopper's."""
    starts = [m.end() for m in _ASSISTANT.finditer(text)]
    return text[starts[-1] :] if starts else ""


def real_request(text: str, vocab: Vocabulary) -> str | None:
    """A short description of what `text` asked for ("jackets in size M"), or None when it
    was no search the rules understood: a question about the shopper ("what did I look at
    last time?"), chat, or words only the free-text search could rank. The shopper's own
    words are never quoted back (they may be anything, hostile text included)."""
    if question_kind(read_message(text, vocab)):
        return None
    request, _atoms = read(text, None, vocab)
    # Words the rules could not place are said back only around a product word they know.
    said = _product_said(text, vocab, plain_only=not request.free_text_only)
    if not request.anchored or (request.free_text_only and said is None):
        return None
    arguments = plan_search(request, Preferences(), vocab).arguments
    arguments.pop("query", None)
    if said:  # "puffer jackets", not the catalogue's "coats": the shopper's own words (M8.1)
        arguments.pop("type", None), arguments.pop("subtype", None)
    what = said or (noun(arguments) if noun(arguments) != "items" else "products")
    return f"{what}{filters(arguments, vocab)}"


def _product_said(text: str, vocab: Vocabulary, *, plain_only: bool) -> str | None:
    """The product the shopper named, as they named it: the run of words around the first one
    the catalogue's vocabulary places as a product, with the plain words that qualify it
    ("quilted gilets", "puffer jackets", "thermal leggings"; a colour, a size or a stop word
    ends it), at most four; when no product word is named, the message's own plain words
    ("thick wool socks", a product the shop may not sell) if `plain_only`, else None. Only such words, never
    the rest of the message (it may be anything, hostile text included)."""
    prepared = normalise(prepare(text, vocab))
    tokens = list(re.finditer(r"[a-z]+", prepared))
    spans = [m.span() for m in vocab.product_re.finditer(prepared)]

    def product(token: re.Match[str]) -> bool:
        return any(a <= token.start() and token.end() <= b for a, b in spans)

    def plain(token: re.Match[str]) -> bool:
        word = token.group(0)
        return bool(free_words(word, vocab)) and not vocab.colour_re.fullmatch(word)

    first = next((i for i, t in enumerate(tokens) if product(t)), None)
    if first is None:
        if not plain_only:
            return None
        words = [t.group(0) for t in tokens if plain(t)]
        return " ".join(words) if 0 < len(words) <= 4 else None
    low = high = first
    while low > 0 and first - low < 2 and plain(tokens[low - 1]):
        low -= 1
    while high + 1 < len(tokens) and high - low < 3 and product(tokens[high + 1]):
        high += 1
    return " ".join(t.group(0) for t in tokens[low : high + 1])


def visit_answer(conversation: Conversation, vocab: Vocabulary) -> str:
    """What the shopper looked at on their last visit: the real requests they made and the
    products shown then, by name (never linked: M8.3, M8.4)."""
    if not conversation.visits:
        # "have I bought anything here before?": a no, then why
        no = "No: this" if YES_NO.match(normalise(conversation.message)) else "This"
        return f"{no} looks like your first visit, so we haven't talked before. " + (
            "What can I find for you today?"
        )
    if counted := HOW_MANY.search(normalise(conversation.message)):
        every = list(dict.fromkeys(v.day for v in conversation.visits))
        on = or_list(every, "and")
        yes_no = bool(counted.group(1))  # "have I been in more than once?"
        if len(every) == 1:
            return f"{'No, j' if yes_no else 'J'}ust once before, on {on}."
        times = "twice (2 visits)" if len(every) == 2 else f"{len(every)} times"
        return f"{'Yes, ' if yes_no else 'You have been here '}{times} before: on {on}."
    days = _days_asked(conversation)
    day = or_list(days, "and")
    asked: list[str] = []
    shown: list[str] = []
    for visit in conversation.visits:
        if visit.day not in days:
            continue
        for said in shopper_said(visit.text):
            if (request := real_request(said, vocab)) and request not in asked:
                asked.append(request)
        for match in LINK.finditer(_assistant_part(visit.text)):
            name = " ".join(match.group(1).split())
            if name not in shown:
                shown.append(name)
    parts = []
    if asked:
        parts.append(f"you asked about {or_list(asked, 'and')}")
    if shown:
        parts.append(f"I showed you {or_list(shown[:_SHOWN_MAX], 'and')}")
    last = _LAST.search(normalise(conversation.message))  # "last time": that visit alone
    named = None if not last and days == [v.day for v in conversation.visits][-1:] else days
    said = [v for v in conversation.visits if v.day in days and _ASSISTANT.search(v.text)]
    if not parts and said:  # a request the rules could not read: what the assistant said then
        return visits_answer(said[-3:], vocab)
    if not parts and (summaries := _summaries(conversation, named)):
        return f"{'; '.join(summaries)}. Shall I look for something like that again?"
    if not parts:
        return (
            f"On your visit{'s' if len(days) > 1 else ''} of {day} you didn't look at any "
            "products yet. "
            "What can I find for you today?"
        )
    visits = f"visit{'s' if len(days) > 1 else ''}"
    return f"On your {visits} of {day} {'; '.join(parts)}. Shall I look for them again?"


_DONE = re.compile(r"[A-Z][a-z]+ed\b|(?:Bought|Saw|Came|Went|Tried\s+on)\b")
_LAST = re.compile(r"\b(?:last|latest|previous|most\s+recent(?:ly)?|recently)\b")


def visit_said(visit: Visit, vocab: Vocabulary) -> str:
    """One visit in its own words: its summary in the second person, or of a raw exchange
    ("Shopper: ... / Assistant: ...") what was asked, as the search read it, and what the
    assistant said then, links made plain (M8.4)."""
    text = LINK.sub(lambda m: m.group(1), visit.text)
    replied = re.split(r"(?:^|\s/\s)Assistant:\s*", text, maxsplit=1)
    quoted = re.findall(r'(?:assistant|shop)\s+(?:replied|said|answered):?\s*"([^"]+)"', text, re.I)
    said = replied[1] if len(replied) == 2 else (quoted[-1] if quoted else None)
    if said is None:
        summary = excerpt(second_person(text), 200).rstrip(".")
        return f"on {visit.day} {summary[:1].lower()}{summary[1:]}"
    asked = [r for s in shopper_said(visit.text) if (r := real_request(s, vocab))]
    request = f"you asked about {or_list(asked, 'and')} and " if asked else ""
    return (
        f"on {visit.day} {request}I told you: \u201c{excerpt(said.strip(), 200).rstrip('.')}\u201d"
    )


def visits_answer(visits: list[Visit], vocab: Vocabulary) -> str:
    text = "; ".join(visit_said(v, vocab) for v in visits)
    return text[:1].upper() + text[1:] + "."


# "how many times have I been here?", "how often do I visit?": the visits counted.
HOW_MANY = re.compile(
    r"\bhow\s+(?:many\s+(?:times|visits)|often)\b|\b(?:number|count)\s+of\s+(?:visits|times)\b|"
    r"\b(more\s+than\s+once)\b"  # asked yes or no
)
_MONTHS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip
_DATE = re.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({'|'.join(_MONTHS)})\b"
    rf"|\b({'|'.join(_MONTHS)})\s+(\d{{1,2}})(?:st|nd|rd|th)?\b"
)

_MONTH = re.compile(rf"\bin\s+(may)\b|\b({'|'.join(m for m in _MONTHS if m != 'may')})\b")
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY = re.compile(rf"\b({'|'.join(_WEEKDAYS)})\b")
_ORDINAL = re.compile(r"\b(?:on|the)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b")


def days_named(conversation: Conversation) -> list[str]:
    """The visit days a question names by date, month, weekday or day of the month ("the 17th
    of February", "back in July", "since October", "on Tuesday"); [] when it names none."""
    days = list(dict.fromkeys(v.day for v in conversation.visits))
    text = normalise(conversation.message)
    if match := _DATE.search(text):
        number = int(match.group(1) or match.group(4))
        month = _MONTHS.index(match.group(2) or match.group(3)) + 1
        named = [d for d in days if d[5:10] == f"{month:02d}-{number:02d}"]
        if named:
            return named
    if match := _MONTH.search(text):  # "back in January": the visits of that month
        month = _MONTHS.index(match.group(1) or match.group(2)) + 1
        named = [d for d in days if int(d[5:7]) == month]
        if named and re.search(rf"\b(?:since|after|from)\s+{match.group(0)}", text):
            return [d for d in days if d >= named[0]]  # "what's changed since October?"
        if named:
            return named
    if match := _WEEKDAY.search(text):  # "on Tuesday": the visits on that weekday
        weekday = _WEEKDAYS.index(match.group(1))
        named = [d for d in days if date.fromisoformat(d[:10]).weekday() == weekday]
        if named:
            return named[-1:]
    if match := _ORDINAL.search(text):  # "on the 5th": the visits on that day of a month
        named = [d for d in days if int(d[8:10]) == int(match.group(1))]
        if named:
            return named[-1:]
    return []


def _days_asked(conversation: Conversation) -> list[str]:
    """The visit days a question is about ("2026-02-17"): the ones it names (`days_named`),
    the first ("the very first time"), all ("so far", "ever"), else the last."""
    days = list(dict.fromkeys(v.day for v in conversation.visits))
    text = normalise(conversation.message)
    if named := days_named(conversation):
        return named
    if re.search(r"\b(?:before\s+(?:last|that)|second\s+(?:to\s+)?last|penultimate)\b", text):
        return days[-2:-1] or days  # "the visit before last"
    if re.search(r"\b(?:first|earliest|originally)\b", text) and len(days) > 1:
        return days[:1]
    # "so far", "ever", "what have I shopped for here?": every visit.
    if re.search(
        r"\b(?:so\s+far|ever|all|every|have\s+i\s+(?:\w+\s+)?(?:shopped|looked|bought|"
        r"browsed|asked|seen|tried|searched|viewed))\b",
        text,
    ):
        return days
    return days[-1:]


def _summaries(conversation: Conversation, days: list[str] | None) -> list[str]:
    """The earlier visits' summaries (the memory server's own lines, not a raw exchange nor
    the shopper's quoted words), newest first, in the second person and without links (M8.4):
    "On 2026-04-01: you looked for waterproof jackets in size M"; only those of `days` when
    the question named them."""
    lines: list[str] = []
    for visit in reversed(conversation.visits[-_SHOWN_MAX:]):
        if shopper_said(visit.text) or _ASSISTANT.search(visit.text):
            continue
        if days is not None and visit.day not in days:
            continue
        text = LINK.sub(lambda m: m.group(1), visit.text)
        text = excerpt(second_person(text), 160).rstrip(".")
        you = "you " if _DONE.match(text) else ""  # "Browsed scarves": what the shopper did
        lines.append(f"On {visit.day}: {you}{text[:1].lower()}{text[1:]}")
    return lines
