"""What recall brought into the prompt, as plain data for a presenter or an admin (issue 13).

`recall_summary(recall)` describes one turn's `Recall` without its SDK objects, so it can be
stored (JSON on the assistant's turn log, the Django session) and rendered later:

    {"searches": [
        {"name": "session" | "facts" | "past_turns", "label": str, "failed": bool,
         "mode": "list" | "search" (search 1 only, M6.2/M6.3, else ""),
         "items": [{"block_id": str, "session_id": str, "kind": "fact" | "turn",
                    "text": str, "stated": "YYYY-MM-DD HH:MM" | "undated",
                    "score": float | None (rel_score of a semantic search),
                    "verbatim": bool (rendered raw in the prompt, M6.5)}]}],
     "dropped": [{"search": str, "block_id": str, "text": str, "stated": str,
                  "reason": str}],
     "failed": [search names], "note": ""}

Items are in the order the prompt renders them: earlier visits and facts oldest first, this
conversation oldest first (M7.3). The text is what the prompt carries: a fact whole, an
earlier-visit turn compressed (M7.1), this conversation's window verbatim and older exchanges
compressed (M6.5). `dropped` lists what de-duplication left out: older statements of a fact
collapsed into the newest (issue 14), blocks that another search's copy already carried
(M5.2) and search 3's turns of this conversation. Nothing here is escaped: templates do that.
"""

from __future__ import annotations

from typing import Any

from agentmemory import MemoryBlock
from django.conf import settings

from memory.recall import (
    EPOCH,
    SEARCH_FACTS,
    SEARCH_PAST_TURNS,
    SEARCH_SESSION,
    Recall,
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


def recall_summary(recall: Recall) -> dict[str, Any]:
    """`recall` as the plain dict above (issue 13: the presenter's "What was recalled" and
    the admin's turn detail). Never raises on a block missing fields."""
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
        "searches": searches,
        "dropped": dropped,
        "failed": sorted(recall.failed),
        "note": "",
    }


def unrecalled_summary(note: str) -> dict[str, Any]:
    """The summary of a turn that recalled nothing because recall did not run, saying why
    (`note`, e.g. "Memory unavailable: no session")."""
    return {"searches": [], "dropped": [], "failed": [], "note": note}
