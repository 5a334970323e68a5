"""Questions about what the shopper said: "what size am I?", "which colours do I avoid?",
"what did I look at last time?" (issue 11 item 4).

They are answered from the recalled facts (standing preferences, newest wins: M8.2) and the
earlier visits of the memory context, in plain words and without saying that memories exist
or are consulted (M8.1); with a friendly answer when nothing is known. Products from an earlier
visit are named, never linked (M8.3, M8.4).
"""

from __future__ import annotations

import re
from datetime import date

from assistant.offline.decide.planning import plan_search, read
from assistant.offline.read.conversation import LINK, Conversation
from assistant.offline.read.facts import Preferences, budget_band
from assistant.offline.read.message import read_message
from assistant.offline.read.questions import question_kind
from assistant.offline.read.request import free_words, prepare
from assistant.offline.read.sizes import system_label
from assistant.offline.reply.phrases import excerpt, filters, noun
from assistant.offline.reply.recalled import facts_of, own_words, second_person
from assistant.offline.words.text import normalise, or_list
from assistant.offline.words.vocabulary import Vocabulary

_QUOTED = re.compile(r'(?:user|shopper)\s+said:?\s*"([^"]+)"', re.IGNORECASE)


_FITS = {"R": "regular", "L": "long", "S": "short"}


def _said(size: str) -> str:
    """A size as a shopper says it too: "40R (40 regular)"."""
    if match := re.fullmatch(r"(\d{2})\s*([RLS])", size):
        return f"{size} ({match.group(1)} {_FITS[match.group(2)]})"
    if match := re.fullmatch(r"W(\d{2})\s*L(\d{2})", size):
        return f"{size} ({match.group(1)} waist, {match.group(2)} leg)"
    return size


def _sizes(prefs: Preferences) -> str:
    parts = [f"{system_label(s, v)} {_said(v)}" for s, v in reversed(prefs.sizes.items())]
    return or_list(parts, "and")


def _part(kind: str, prefs: Preferences, facts: list[str] = (), vocab=None) -> str | None:
    if vocab is not None and (own := own_words(kind, list(facts), prefs, vocab)):
        return own
    if kind == "size" and prefs.sizes:
        return f"you wear {_sizes(prefs)}"
    if kind == "avoid" and prefs.disliked_colours:
        return f"you'd rather avoid {or_list(prefs.disliked_colours)}"
    if kind == "like" and prefs.liked_colours:
        return f"you like {or_list(list(reversed(prefs.liked_colours)), 'and')}"
    if kind == "brand" and (prefs.liked_brands or prefs.avoided_brands):
        liked = list(reversed(prefs.liked_brands))
        parts = [f"you like {or_list(liked, 'and')}"] if liked else []
        if prefs.avoided_brands:
            parts.append(f"you'd rather avoid {or_list(prefs.avoided_brands, 'and')}")
        return " and ".join(parts)
    if kind == "budget" and prefs.budget:
        return f"your budget is {budget_band(prefs.budget)}"
    if kind == "occasion" and prefs.occasion:
        return f"you're shopping for {prefs.occasion}"
    return None


_UNKNOWN = {
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


_RAW_SHOPPER = re.compile(r"(?:^|/\s)Shopper:\s*(.*?)(?=\s/\sAssistant:|$)")
_SHOWN_MAX = 6


def _shopper_said(text: str) -> list[str]:
    """What the shopper said in one compressed exchange: the extractor's quotes ("The user
    said: \"...\""), else the raw exchange's shopper part ("Shopper: ... / Assistant: ...")."""
    return _QUOTED.findall(text) or _RAW_SHOPPER.findall(text)


_ASSISTANT = re.compile(r"assistant\s+replied:?|(?:^|/\s)Assistant:", re.IGNORECASE)


def _assistant_part(text: str) -> str:
    """The assistant's words in one compressed exchange (after its last "assistant replied" /
    "Assistant:"): only links the assistant wrote name products shown, never the shopper's."""
    starts = [m.end() for m in _ASSISTANT.finditer(text)]
    return text[starts[-1] :] if starts else ""


def _real_request(text: str, vocab: Vocabulary) -> str | None:
    """A short description of what `text` asked for ("jackets in size M"), or None when it
    was no search the rules understood: a question about the shopper ("what did I look at
    last time?"), chat, or words only the free-text search could rank. The shopper's own
    words are never quoted back (they may be anything, hostile text included)."""
    if question_kind(read_message(text, vocab)):
        return None
    request, _atoms = read(text, None, vocab)
    said = _product_said(text, vocab)
    if not request.anchored or (request.free_text_only and said is None):
        return None
    arguments = plan_search(request, Preferences(), vocab).arguments
    arguments.pop("query", None)
    if said:  # "puffer jackets", not the catalogue's "coats": the shopper's own words (M8.1)
        arguments.pop("type", None), arguments.pop("subtype", None)
    what = said or (noun(arguments) if noun(arguments) != "items" else "products")
    return f"{what}{filters(arguments, vocab)}"


def _product_said(text: str, vocab: Vocabulary) -> str | None:
    """The product the shopper named, as they named it: the first word the catalogue's
    vocabulary places as a product ("gilets", "jackets"), with the one plain word before it
    that qualifies it ("quilted gilets", "puffer jackets"); None when none is named. Only
    words, never the rest of the message (it may be anything, hostile text included)."""
    prepared = normalise(prepare(text, vocab))
    match = vocab.product_re.search(prepared)
    if match is None:
        return None
    before = re.findall(r"[a-z]+", prepared[: match.start()])[-1:]
    qualifier = [
        w for w in before if w in free_words(w, vocab) and not vocab.colour_re.fullmatch(w)
    ]
    return " ".join(qualifier + [match.group(0)])


def _visit_answer(conversation: Conversation, vocab: Vocabulary) -> str:
    """What the shopper looked at on their last visit: the real requests they made and the
    products shown then, by name (never linked: M8.3, M8.4)."""
    if not conversation.visits:
        return (
            "This looks like your first visit, so we haven't talked before. "
            "What can I find for you today?"
        )
    days = _days_asked(conversation)
    day = or_list(days, "and")
    asked: list[str] = []
    shown: list[str] = []
    for visit in conversation.visits:
        if visit.day not in days:
            continue
        for said in _shopper_said(visit.text):
            if (request := _real_request(said, vocab)) and request not in asked:
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
    named = None if days == list(dict.fromkeys(v.day for v in conversation.visits))[-1:] else days
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


_MONTHS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip
_DATE = re.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({'|'.join(_MONTHS)})\b"
    rf"|\b({'|'.join(_MONTHS)})\s+(\d{{1,2}})(?:st|nd|rd|th)?\b"
)

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY = re.compile(rf"\b({'|'.join(_WEEKDAYS)})\b")
_ORDINAL = re.compile(r"\b(?:on|the)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b")


def _days_asked(conversation: Conversation) -> list[str]:
    """The visit days a question is about ("2026-02-17"): the one it names ("the 17th of
    February"), the first ("the very first time"), all ("so far", "ever"), else the last."""
    days = list(dict.fromkeys(v.day for v in conversation.visits))
    text = normalise(conversation.message)
    if match := _DATE.search(text):
        number = int(match.group(1) or match.group(4))
        month = _MONTHS.index(match.group(2) or match.group(3)) + 1
        named = [d for d in days if d[5:10] == f"{month:02d}-{number:02d}"]
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
    if re.search(r"\bfirst\s+(?:time|visit)\b", text) and len(days) > 1:
        return days[:1]
    if re.search(r"\b(?:so\s+far|ever|all|every)\b", text):
        return days
    return days[-1:]


def _summaries(conversation: Conversation, days: list[str] | None) -> list[str]:
    """The earlier visits' summaries (the memory server's own lines, not a raw exchange nor
    the shopper's quoted words), newest first, in the second person and without links (M8.4):
    "On 2026-04-01: you looked for waterproof jackets in size M"; only those of `days` when
    the question named them."""
    lines: list[str] = []
    for visit in reversed(conversation.visits[-_SHOWN_MAX:]):
        if _shopper_said(visit.text) or _ASSISTANT.search(visit.text):
            continue
        if days is not None and visit.day not in days:
            continue
        text = LINK.sub(lambda m: m.group(1), visit.text)
        text = excerpt(second_person(text), 160).rstrip(".")
        lines.append(f"On {visit.day}: {text[:1].lower()}{text[1:]}")
    return lines[:3]


_BEEN = re.compile(r"\b(?:first\s+(?:time|visit)|been\s+(?:here|in|by)|before|visited)\b")
# "what shoe size did I give you?" asks one system's size: said plainly when only others are known.
_SYSTEM_WORDS = (
    ("shoe", "shoe size", re.compile(r"\b(?:shoes?|feet|foot|trainers?|boots?)\b")),
    ("waist", "waist size", re.compile(r"\b(?:waist|jeans|trousers)\b")),
    ("chest", "chest size", re.compile(r"\b(?:chest|suit|blazer)\b")),
    ("collar", "collar size", re.compile(r"\b(?:collar|neck)\b")),
)


def _asked_system(message: str, prefs: Preferences) -> str | None:
    """The size asked for by its system ("shoe size") when only letter sizes are known (a
    number of another system may be that size: "US 9" answers a question about shoes)."""
    if any(s not in ("letter", "age") for s in prefs.sizes):
        return None
    text = normalise(message)
    return next((name for _, name, pattern in _SYSTEM_WORDS if pattern.search(text)), None)


def answer(kind: str, conversation: Conversation, prefs: Preferences, vocab: Vocabulary) -> str:
    """The answer to a question of `kind` (see `question_kind`)."""
    if kind == "visit":
        been = bool(conversation.visits) and bool(_BEEN.search(normalise(conversation.message)))
        return ("Yes, you've been here before. " if been else "") + _visit_answer(
            conversation, vocab
        )
    facts = conversation.facts
    said_sizes = kind == "size" and bool(facts_of("size", facts, vocab))
    if kind == "size" and not said_sizes and (system := _asked_system(conversation.message, prefs)):
        known = f" I only know that you wear {_sizes(prefs)}." if prefs.sizes else ""
        return f"I don't know your {system} yet.{known} Tell me and I'll use it."
    if kind == "all":
        parts: list[str] = []
        for k in ("size", "like", "avoid", "brand", "budget", "occasion"):
            if p := _part(k, prefs, facts, vocab):
                parts.append(p)
            else:  # a fact the readers cannot place is said in its own words
                parts.extend(_lower(s) for s in facts_of(k, facts, vocab)[:2])
        if not parts:
            return _UNKNOWN["all"]
        return f"As far as I know, {or_list(list(dict.fromkeys(parts)), 'and')}."
    if kind == "colour":
        parts = [p for k in ("like", "avoid") if (p := _part(k, prefs, facts, vocab))]
        parts = parts or [_lower(s) for s in facts_of("colour", facts, vocab)]
        return (
            (or_list(parts, "and")[:1].upper() + or_list(parts, "and")[1:] + ".")
            if parts
            else _UNKNOWN["like"]
        )
    part = _part(kind, prefs, facts, vocab)
    if part is None and (said := facts_of(kind, facts, vocab)):
        part = or_list([_lower(s) for s in said[:3]], "and")
    if kind == "occasion":
        visits = _visit_answer(conversation, vocab) if conversation.visits else ""
        if part is None:  # not known, said plainly; what was looked at may still help
            return _UNKNOWN["occasion"] + (f" {visits}" if visits else "")
        return part[0].upper() + part[1:] + "." + (f" {visits}" if visits else "")
    if part is None:
        return _UNKNOWN[kind]
    return part[0].upper() + part[1:] + "."


def _lower(sentence: str) -> str:
    """A second-person sentence as part of a list ("You wear M." -> "you wear M")."""
    sentence = sentence.strip().rstrip(".")
    return sentence[:1].lower() + sentence[1:]
