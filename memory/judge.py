"""The fact judge (M4): which durable facts did the shopper state about themselves this turn?

`judge_facts(message=..., client=...)` asks the model named by `FACT_JUDGE_MODEL` through the
chat client the caller hands in (the assistant passes `assistant.llm.chat_client(model)`), so the
real model and the offline model take the same path and this layer imports nothing above it. The request is one system message (`JUDGE_SYSTEM_PROMPT`, which starts with
`JUDGE_MARKER`) and one user message (the shopper's message, verbatim), with
`response_format={"type": "json_object"}` and temperature 0. The reply's content is JSON:

    {"facts": [{"category": "size", "fact": "The shopper wears size M."}]}

`category` is one of `CATEGORIES`; `{"facts": []}` when the message states none. A bare list of
strings is accepted too. The reply is untrusted: `validate_facts` has the last word (M4.4).
"""

from __future__ import annotations

import json
import re
from typing import Any

from django.conf import settings

from memory.oplog import Kind, Skip, guard

# M4.2: the closed category list (an open prompt files conversational trivia as facts).
CATEGORIES: dict[str, str] = {
    "size": "clothing or shoe size",
    "brand": "preferred brand",
    "colour": "colour preference or dislike",
    "budget": "budget band",
    "occasion": "occasion they are shopping for",
}
MAX_FACT_CHARS = 160
JUDGE_MARKER = "You are the fact judge of a clothing shop's assistant."

JUDGE_SYSTEM_PROMPT = f"""{JUDGE_MARKER}
Read the shopper's message and list the durable facts it states about the shopper, in these
categories only:
{chr(10).join(f"- {name}: {meaning}" for name, meaning in CATEGORIES.items())}

Rules:
- Only what the shopper states about themselves. Nothing the assistant said, nothing about
  products, nothing outside the categories above.
- A question or a request is not a fact: "do you have jeans under 50 EUR?" states no budget,
  "show me yellow jackets" states no colour preference.
- Each fact is one short third-person sentence about "the shopper", for example
  "The shopper wears size M.", "The shopper dislikes yellow.", "The shopper's budget is under
  80 EUR.", "The shopper prefers Levi's.", "The shopper is shopping for a wedding."
- When the message states no fact, return an empty list.

Answer with JSON only, in this shape:
{{"facts": [{{"category": "size", "fact": "The shopper wears size M."}}]}}"""

_WHITESPACE = re.compile(r"\s+")
# A question restated as a fact ("The shopper asked whether ...") states nothing (M4.3).
_QUESTION = re.compile(
    r"\?|\b(asks?|asked|asking|wonders?|wondered|wants? to know|inquir\w*|enquir\w*|whether)\b",
    re.IGNORECASE,
)
# M4.3: third person. A first-person sentence is the shopper's text copied, not a fact.
_FIRST_PERSON = re.compile(r"^(i|i'm|i've|i'd|my|me|we|our)\b", re.IGNORECASE)


class Fact(str):
    """One fact sentence with the category the judge filed it under (M4.2).

    A `str` (it compares, hashes and serialises as its sentence, so callers that want the
    text need nothing else); `category` is one of `CATEGORIES`, or "" when the judge gave
    none (a bare string). The record path writes each category's facts in a request of their
    own, annotated `category` (issue 19), which the recall view reads to mark the fact acted
    on when two disagree (M8.2).
    """

    category: str

    def __new__(cls, text: str, category: str = "") -> Fact:
        fact = super().__new__(cls, text)
        fact.category = category
        return fact


def by_category(facts: list[str]) -> list[tuple[str, list[str]]]:
    """[(category, facts of it), ...] in the order each category first appears; a plain
    string, or a `Fact` without one, goes under ""."""
    groups: dict[str, list[str]] = {}
    for fact in facts:
        groups.setdefault(getattr(fact, "category", ""), []).append(fact)
    return list(groups.items())


def validate_facts(raw: Any) -> list[Fact]:
    """Keep only well-formed facts from untrusted judge output (M4.4).

    `raw` may be the reply text (JSON), a dict with a "facts" list, or a list. Items are
    strings or `{"category", "fact"}` objects. Discarded: non-strings, blank or multi-line
    strings, strings over `MAX_FACT_CHARS`, questions and questions restated as facts ("?",
    "asked whether"), first-person sentences (M4.3 wants third person), objects whose category
    is not in `CATEGORIES`, and case-insensitive duplicates. At most `MEMORY_MAX_FACTS_PER_TURN`
    facts are returned, in order, as `Fact`s carrying the object's category (a string item
    keeps the category of a `Fact`, else ""). Never raises.
    """
    if isinstance(raw, str | bytes):
        try:
            raw = json.loads(raw)
        except ValueError:
            return []
    if isinstance(raw, dict):
        raw = raw.get("facts")
    if not isinstance(raw, list):
        return []
    limit = max(int(settings.MEMORY_MAX_FACTS_PER_TURN), 0)
    kept: list[Fact] = []
    seen: set[str] = set()
    for item in raw[:50]:
        if len(kept) >= limit:
            break
        category = getattr(item, "category", "")
        if isinstance(item, dict):
            category = item.get("category")
            if category is not None and category not in CATEGORIES:
                continue
            category = category or ""
            item = item.get("fact")
        if not isinstance(item, str) or "\n" in item.strip():
            continue
        text = _WHITESPACE.sub(" ", item).strip()
        if not text or len(text) > MAX_FACT_CHARS:
            continue
        if _QUESTION.search(text) or _FIRST_PERSON.match(text):
            continue
        key = text.casefold().rstrip(".")
        if key in seen:
            continue
        seen.add(key)
        kept.append(Fact(text, category if category in CATEGORIES else ""))
    return kept


async def judge_facts(
    *,
    message: str,
    client: Any,
    model: str | None = None,
    user_id: str = "",
    session_id: str = "",
) -> list[Fact]:
    """Ask the fact judge which facts `message` states (M4.1-M4.4); returns validated facts.

    `client`: an object with the `AsyncOpenAI` interface (`client.chat.completions.create`),
    handed in by the caller (issue 13: the memory layer imports nothing above it); `model`:
    the model name sent, default `FACT_JUDGE_MODEL`. Run it after the answer has been
    delivered (M4.1). Any failure (model down, timeout, malformed reply) is logged to the ops
    log as kind "judge" and yields `[]`: it loses the facts of this turn and nothing else.
    `user_id`/`session_id` only label the log row. The facts returned have passed
    `validate_facts` (M4.4): callers need not validate them again.
    """
    facts: list[Fact] = []
    async with guard(Kind.JUDGE, user_id=user_id, session_id=session_id) as op:
        if not isinstance(message, str) or not message.strip():
            raise Skip("empty message")
        model = model or settings.FACT_JUDGE_MODEL
        completion = await client.chat.completions.create(
            model=model,
            messages=[
                {"role": "system", "content": JUDGE_SYSTEM_PROMPT},
                {"role": "user", "content": message},
            ],
            response_format={"type": "json_object"},
            temperature=0,
            max_tokens=300,
        )
        content = completion.choices[0].message.content or ""
        try:
            parsed = json.loads(content)
        except ValueError as exc:
            raise ValueError(f"the judge did not answer JSON: {content[:200]!r}") from exc
        facts = validate_facts(parsed)
        op.facts = len(facts)
    return facts
