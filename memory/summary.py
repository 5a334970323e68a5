"""What recall brought into the prompt, as plain data for a presenter or an admin (issues 13, 19).

`recall_summary(recall)` describes one turn's `Recall` without its SDK objects, so it can be
stored (JSON on the assistant's turn log, the Django session) and rendered later. Two views of
one recall: the plain sections an audience reads (issue 19 item 3) and, one click away, the
searches as they ran (ids, scores, modes) for the technical audience:

    {"session_date": "YYYY-MM-DD" | "" (the session's own date when the caller knew it),
     "conversation": {"exchanges": int (before this message, M6.1),
                      "verbatim": [{"shopper": str, "assistant": str, "stated": str}]
                                  (the newest MEMORY_VERBATIM_WINDOW_TURNS, oldest first),
                      "compressed": int (older exchanges recalled in short, M6.5)},
     "facts": [{"text": str, "stated": "YYYY-MM-DD HH:MM" | "undated", "date": "YYYY-MM-DD" | "",
                "session_id": str, "block_id": str,
                "category": str (the fact's `category` annotation, "" without one),
                "standing": "acted on" | "older" | ""}]  (oldest first; see `_standings`),
     "visits": [{"session_id": str, "date": "YYYY-MM-DD" | "", "gists": [str]}]
               (earlier sessions' turns by session, oldest first, compressed, M7.1),
     "searches": [
        {"name": "session" | "facts" | "past_turns", "label": str, "failed": bool,
         "mode": "list" | "search" (search 1 only, M6.2/M6.3, else ""),
         "items": [{"block_id": str, "session_id": str, "kind": "fact" | "turn",
                    "text": str, "stated": "YYYY-MM-DD HH:MM" | "undated",
                    "score": float | None (rel_score of a semantic search),
                    "verbatim": bool (rendered raw in the prompt, M6.5)}]}],
     "dropped": [{"search": str, "block_id": str, "text": str, "stated": str,
                  "reason": str}],
     "failed": [search names], "note": ""}
    (a caller may add "timings": {"recall": ms, ...}; shown under "Details")

Items are in the order the prompt renders them: earlier visits and facts oldest first, this
conversation oldest first (M7.3). The text is what the prompt carries: a fact whole, an
earlier-visit turn compressed (M7.1), this conversation's window verbatim and older exchanges
compressed (M6.5). `dropped` lists what de-duplication left out: older statements of a fact
collapsed into the newest (issue 14), blocks that another search's copy already carried
(M5.2) and search 3's turns of this conversation. Nothing here is escaped: templates do that.

`plain_view(summary, session_date=...)` turns a stored summary into what the audience reads:
visits split into earlier ones and ones dated after this session (a backdated session), dates
as dates, and what failed said plainly. A summary stored before the plain sections existed
gives only the failures and the details.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from agentmemory import MemoryBlock
from django.conf import settings

from memory.recall import (
    EPOCH,
    SEARCH_FACTS,
    SEARCH_PAST_TURNS,
    SEARCH_SESSION,
    Recall,
    fact_key,
    is_fact,
    is_turn,
    stated_at,
)
from memory.rendering import compress, raw_exchange

SEARCH_LABELS = {
    SEARCH_SESSION: "This conversation (search 1)",
    SEARCH_FACTS: "Facts (search 2)",
    SEARCH_PAST_TURNS: "Earlier visits (search 3)",
}
DROP_REASONS = {
    SEARCH_SESSION: "already recalled by search 1 (this conversation)",
    SEARCH_FACTS: "already recalled by search 2 (facts)",
    "this conversation": "a turn of this conversation, not an earlier visit",
    "copy": "an older statement of the same fact (the newest is kept)",
}


def _stamp(block: MemoryBlock) -> str:
    when = stated_at(block)
    return when.strftime("%Y-%m-%d %H:%M") if when else "undated"


def _text(block: MemoryBlock, *, verbatim: bool = False) -> str:
    if is_fact(block):
        return " ".join((block.fact or "").split())
    return raw_exchange(block) if verbatim else compress(block)


def _item(block: MemoryBlock, *, verbatim: bool = False) -> dict[str, Any]:
    score = block.rel_score
    return {
        "block_id": block.block_id,
        "session_id": block.session_id or "",
        "kind": "fact" if is_fact(block) else "turn",
        "text": _text(block, verbatim=verbatim),
        "stated": _stamp(block),
        "score": round(float(score), 4) if isinstance(score, int | float) else None,
        "verbatim": verbatim,
    }


def _day(block: MemoryBlock) -> str:
    when = stated_at(block)
    return when.date().isoformat() if when else ""


def category(block: MemoryBlock) -> str:
    """The fact's `category` annotation (size, brand, colour, budget, occasion: the judge's
    closed list, M4.2), folded; "" when the block carries none. Never read off the words."""
    value = (block.annotations or {}).get("category")
    return " ".join(value.split()).casefold() if isinstance(value, str) else ""


def _standings(facts: list[MemoryBlock]) -> dict[str, str]:
    """Block id -> "acted on" | "older" for facts of one category that disagree (M8.2).

    Two facts disagree when they carry the same `category` annotation and say different
    things (`fact_key`); the most recently stated one is acted on, the others are older. A
    fact without a category gets no standing: which statements contradict each other is not
    guessed from their words.
    """
    by_category: dict[str, list[MemoryBlock]] = {}
    for block in facts:
        if name := category(block):
            by_category.setdefault(name, []).append(block)
    standings: dict[str, str] = {}
    for group in by_category.values():
        if len({fact_key(b.fact or "") for b in group}) < 2:
            continue
        newest = max(group, key=lambda b: stated_at(b) or EPOCH)
        for block in group:
            same = fact_key(block.fact or "") == fact_key(newest.fact or "")
            standings[block.block_id] = "acted on" if same else "older"
    return standings


def _conversation(recall: Recall, verbatim: set[str]) -> dict[str, Any]:
    turns = [b for b in recall.session_blocks if is_turn(b)]
    return {
        "exchanges": max(recall.turn_count, len(turns)),
        "verbatim": [
            {
                "shopper": b.message.user_content.strip(),
                "assistant": b.message.assistant_content.strip(),
                "stated": _stamp(b),
            }
            for b in turns
            if b.block_id in verbatim
        ],
        "compressed": sum(1 for b in turns if b.block_id not in verbatim and compress(b)),
    }


def _visits(recall: Recall) -> list[dict[str, Any]]:
    visits: dict[str, dict[str, Any]] = {}
    for block in recall.past_turns:  # oldest first
        gist = compress(block)
        if not gist:
            continue
        visit = visits.setdefault(
            block.session_id or "", {"session_id": block.session_id or "", "date": _day(block)}
        )
        visit.setdefault("gists", []).append(gist)
    return sorted(visits.values(), key=lambda v: v["date"] or "9999")


def recall_summary(
    recall: Recall, *, session_date: date | None = None, timings: dict[str, int] | None = None
) -> dict[str, Any]:
    """`recall` as the plain dict above (issue 13: the presenter's "What was recalled" and
    the admin's turn detail; issue 19 item 3: its plain sections). `session_date`: the Agent
    Memory session's own date (M9.1) when the caller knows it, so visits dated after it are
    not called earlier; `timings` ({name: milliseconds}, e.g. {"recall": 42}): stored as the
    summary's "timings", shown under "Details". Never raises on a block missing fields."""
    window = int(settings.MEMORY_VERBATIM_WINDOW_TURNS)
    # This conversation: the newest `window` exchanges verbatim, whatever mode fetched them.
    verbatim: set[str] = set()
    for block in reversed(recall.session_blocks):
        if len(verbatim) >= window:
            break
        if is_turn(block):
            verbatim.add(block.block_id)
    session_items = [
        _item(b, verbatim=b.block_id in verbatim) for b in recall.session_blocks if _text(b)
    ]
    facts = sorted(recall.facts, key=lambda b: stated_at(b) or EPOCH)
    # Every fact that reached the prompt, from either search (M6.4), as the prompt lists them.
    told = sorted(
        [*recall.facts, *(b for b in recall.session_blocks if is_fact(b))],
        key=lambda b: stated_at(b) or EPOCH,
    )
    standings = _standings(told)
    searches = [
        {
            "name": SEARCH_SESSION,
            "label": SEARCH_LABELS[SEARCH_SESSION],
            "mode": recall.mode,
            "failed": SEARCH_SESSION in recall.failed,
            "items": session_items,
        },
        {
            "name": SEARCH_FACTS,
            "label": SEARCH_LABELS[SEARCH_FACTS],
            "mode": "",
            "failed": SEARCH_FACTS in recall.failed,
            "items": [_item(b) for b in facts],
        },
        {
            "name": SEARCH_PAST_TURNS,
            "label": SEARCH_LABELS[SEARCH_PAST_TURNS],
            "mode": "",
            "failed": SEARCH_PAST_TURNS in recall.failed,
            "items": [_item(b) for b in recall.past_turns if _text(b)],
        },
    ]
    dropped = [
        {
            "search": SEARCH_FACTS,
            "block_id": copy.block_id,
            "text": _text(copy),
            "stated": _stamp(copy),
            "reason": DROP_REASONS["copy"] + f" ({kept_id})",
        }
        for kept_id, copies in recall.fact_copies.items()
        for copy in copies
    ]
    dropped += [
        {
            "search": search,
            "block_id": block.block_id,
            "text": _text(block),
            "stated": _stamp(block),
            "reason": DROP_REASONS.get(kept_by, kept_by),
        }
        for search, block, kept_by in recall.dropped
    ]
    return {
        "session_date": session_date.isoformat() if session_date else "",
        "conversation": _conversation(recall, verbatim),
        "facts": [
            {
                "text": _text(b),
                "stated": _stamp(b),
                "date": _day(b),
                "session_id": b.session_id or "",
                "block_id": b.block_id,
                "category": category(b),
                "standing": standings.get(b.block_id, ""),
            }
            for b in told
        ],
        "visits": _visits(recall),
        "searches": searches,
        "dropped": dropped,
        "failed": sorted(recall.failed),
        "note": "",
        **({"timings": dict(timings)} if timings else {}),
    }


def unrecalled_summary(note: str) -> dict[str, Any]:
    """The summary of a turn that recalled nothing because recall did not run, saying why
    (`note`, e.g. "Memory unavailable: no session")."""
    return {"searches": [], "dropped": [], "failed": [], "note": note}


# What failed, in the words of the section it leaves empty (issue 19 item 3).
FAILURES = {
    SEARCH_SESSION: "This conversation could not be read from memory: the answer did not see it.",
    SEARCH_FACTS: "What you told us could not be read from memory: the answer did not use it.",
    SEARCH_PAST_TURNS: "Earlier visits could not be read from memory: the answer did not use them.",
}


def _as_date(value: Any) -> date | None:
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(str(value)[:10]) if value else None
    except ValueError:
        return None


def plain_view(
    summary: dict[str, Any] | None, *, session_date: Any = None, timings: Any = None
) -> dict[str, Any]:
    """What the audience reads of a stored `recall_summary` (issue 19 item 3).

    `session_date` (a date or "YYYY-MM-DD"): the session's own date as the page knows it,
    used when the summary does not carry one; `timings` ({name: ms}): the turn's, else the
    summary's own "timings" if a caller stored some. Returns {"plain": bool (the plain
    sections are there), "session_date": date | None, "conversation": {...} | None, "facts":
    [... with "date" a date | None], "earlier": [visits dated on or before the session's
    date, or undated], "later": [visits dated after it: a backdated session's "future"],
    "problems": [sentences: the note, then each failed search], "timings": {name: ms}}.
    Never raises on an old or partial summary.
    """
    summary = summary or {}
    own = _as_date(summary.get("session_date")) or _as_date(session_date)
    earlier, later = [], []
    for visit in summary.get("visits") or []:
        when = _as_date(visit.get("date"))
        shown = {**visit, "date": when}
        (later if own and when and when > own else earlier).append(shown)
    problems = [summary["note"]] if summary.get("note") else []
    problems += [FAILURES.get(name, f"{name} failed.") for name in summary.get("failed") or []]
    return {
        "plain": "conversation" in summary,
        "session_date": own,
        "conversation": summary.get("conversation"),
        "facts": [{**f, "date": _as_date(f.get("date"))} for f in summary.get("facts") or []],
        "earlier": earlier,
        "later": later,
        "problems": problems,
        "timings": dict(timings or summary.get("timings") or {}),
    }
