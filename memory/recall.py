"""Recall, the read path: three concurrent, separately guarded searches (M5, M6).

| # | scope                         | how                                                      |
|---|-------------------------------|----------------------------------------------------------|
| 1 | the conversation in progress  | under MEMORY_SEARCH_THRESHOLD_TURNS: list it whole, in   |
|   |                               | order (paged, capped at MEMORY_MAX_SESSION_BLOCKS); at or |
|   |                               | past it: the newest window + a semantic search (M6)       |
| 2 | the shopper's facts           | `type: fact`, `session_ids: all`, MEMORY_CROSS_SESSION_FACT_K |
|   |                               | distinct facts, repeats collapsed to the newest statement |
| 3 | turns from earlier visits     | `type: turn`, `session_ids: all`, MEMORY_CROSS_SESSION_TURN_K |

Blocks of the current session come back from 2 and 3 as well; they are kept once, as search
1's copy (M5.2).

A fact stated again is stored again (an ended session's blocks cannot be modified, so the old
copy stays). Search 2 therefore over-requests (FACT_OVER_REQUEST times its budget) and
collapses facts with the same normalised text to the newest statement, whose date is what
recency needs (M7): a restated older preference wins over a contradiction stated in between.
It then keeps MEMORY_CROSS_SESSION_FACT_K distinct facts (issue 14 item 3). The copies left out
are kept in `Recall.fact_copies` for a presenter's view.
"""

from __future__ import annotations

import asyncio
import logging
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from agentmemory import FilterOptions, MemoryBlock
from django.conf import settings

from memory.client import session_resource
from memory.oplog import Kind, call, guard

logger = logging.getLogger("memory")

SEARCH_SESSION = "session"
SEARCH_FACTS = "facts"
SEARCH_PAST_TURNS = "past_turns"
ALL_SEARCHES = (SEARCH_SESSION, SEARCH_FACTS, SEARCH_PAST_TURNS)
PAGE_LIMIT = 200  # the largest page the SDK and server accept
FACT_OVER_REQUEST = 4  # search 2 asks for this many times its budget, to collapse repeats
EPOCH = datetime.min.replace(tzinfo=UTC)


def is_fact(block: MemoryBlock) -> bool:
    """A fact block (M6.4: it renders as a fact whichever search returned it)."""
    return bool(block.fact and block.fact.strip())


def is_turn(block: MemoryBlock) -> bool:
    """A turn block: a message and no fact (M6.6, how `turns_seen` counts)."""
    return block.message is not None and not is_fact(block)


def _parse(value: str | None) -> datetime | None:
    if not value:
        return None
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def fact_key(text: str) -> str:
    """The normalised text two statements of one fact share: Unicode NFKC, case folded,
    whitespace collapsed, trailing punctuation dropped ("I wear size M." == "i wear  size m")."""
    folded = " ".join(unicodedata.normalize("NFKC", text).casefold().split())
    return folded.rstrip(" .!?;,")


def stated_at(block: MemoryBlock) -> datetime | None:
    """When the block's content was said: `created_at`, falling back to `ingested_at` (M7.2)."""
    return _parse(block.created_at) or _parse(block.ingested_at)


def _ingested(block: MemoryBlock) -> datetime:
    return _parse(block.ingested_at) or stated_at(block) or EPOCH


@dataclass(frozen=True)
class Recall:
    """What recall found for one turn (M5, M6).

    `session_blocks`: search 1, the conversation in progress, oldest first, facts and turns
    mixed (M6.4). `facts`: search 2's fact blocks not already in search 1. `past_turns`: search
    3's turn blocks from earlier visits. `failed`: names of the searches that failed
    (`"session"`, `"facts"`, `"past_turns"`); the others still count (partial recall, M5).
    `mode`: "list" (under the search threshold) or "search" (M6.2, M6.3).
    `fact_copies`: block id of a kept fact (in `facts` or `session_blocks`) -> the older
    statements of the same fact that search 2 collapsed into it, newest first (issue 14).
    """

    session_blocks: tuple[MemoryBlock, ...] = ()
    facts: tuple[MemoryBlock, ...] = ()
    past_turns: tuple[MemoryBlock, ...] = ()
    failed: frozenset[str] = frozenset()
    mode: str = "list"
    turn_count: int = 0
    window_block_ids: frozenset[str] = field(default_factory=frozenset)
    fact_copies: dict[str, tuple[MemoryBlock, ...]] = field(default_factory=dict)
    # The other de-duplication, for a presenter's view (issue 13): (search, block, kept by)
    # for each block a search returned that another search's copy already carried (M5.2),
    # and search 3's turns of this conversation, which are not earlier visits.
    dropped: tuple[tuple[str, MemoryBlock, str], ...] = ()

    @property
    def counts(self) -> dict[str, int]:
        """Blocks kept per search, after de-duplication: {"session", "facts", "past_turns"}."""
        return {
            SEARCH_SESSION: len(self.session_blocks),
            SEARCH_FACTS: len(self.facts),
            SEARCH_PAST_TURNS: len(self.past_turns),
        }

    @property
    def is_empty(self) -> bool:
        """True when nothing at all was recalled (then there is no prompt suffix, M8)."""
        return not (self.session_blocks or self.facts or self.past_turns)


async def _list_session(user_id: str, session_id: str, *, cap: int) -> list[MemoryBlock]:
    """The newest `cap` blocks of the session, oldest first, paging past the server's
    20-per-page default (M6.2)."""
    session = session_resource(user_id, session_id)
    blocks: list[MemoryBlock] = []
    offset = 0
    while len(blocks) < cap:
        page = await call(
            session.list_memories(limit=min(PAGE_LIMIT, cap - len(blocks)), offset=offset)
        )
        blocks.extend(page.memory_blocks)
        offset += page.count
        if page.count == 0 or offset >= page.total:
            break
    # The server lists newest first; the prompt wants the conversation in order.
    return sorted(blocks[:cap], key=_ingested)


def _window(newest_first: list[MemoryBlock], turns: int) -> list[MemoryBlock]:
    """The newest blocks up to and including the `turns`-th newest exchange (M6.3)."""
    window: list[MemoryBlock] = []
    turns_seen = 0
    for block in newest_first:
        if turns_seen >= turns:
            break
        window.append(block)
        if is_turn(block):
            turns_seen += 1
    return window


async def _search_1(
    user_id: str, session_id: str, message: str, turn_count: int
) -> tuple[list[MemoryBlock], set[str], str, bool]:
    """Search 1 (M6): returns (blocks oldest first, window block ids, mode, failed)."""
    cap = int(settings.MEMORY_MAX_SESSION_BLOCKS)
    if turn_count < int(settings.MEMORY_SEARCH_THRESHOLD_TURNS):
        blocks: list[MemoryBlock] = []
        async with guard(Kind.LIST, user_id=user_id, session_id=session_id) as op:
            blocks = await _list_session(user_id, session_id, cap=cap)
            op.blocks = len(blocks)
        return blocks, set(), "list", op.failed

    turns = int(settings.MEMORY_VERBATIM_WINDOW_TURNS)
    session = session_resource(user_id, session_id)

    async def window() -> tuple[list[MemoryBlock], bool]:
        found: list[MemoryBlock] = []
        async with guard(Kind.LIST, user_id=user_id, session_id=session_id) as op:
            # Over-request turns * 3 + 3 blocks to leave room for facts (M6.3).
            limit = min(max(turns * 3 + 3, 1), PAGE_LIMIT)
            page = await call(session.list_memories(limit=limit))
            found = _window(sorted(page.memory_blocks, key=_ingested, reverse=True), turns)
            op.blocks = len(found)
        return found, op.failed

    async def semantic() -> tuple[list[MemoryBlock], bool]:
        found: list[MemoryBlock] = []
        async with guard(Kind.SEARCH_1, user_id=user_id, session_id=session_id) as op:
            if message.strip():
                result = await call(
                    session.search_memory(query=message, filters=FilterOptions(relevant_k=cap))
                )
                found = list(result.memory_blocks)
            op.blocks = len(found)
        return found, op.failed

    # Issued together; the window is merged first, so it wins de-duplication (M6.3).
    (window_blocks, window_failed), (found, search_failed) = await asyncio.gather(
        window(), semantic()
    )
    window_ids = {b.block_id for b in window_blocks}
    # The window rides on top of the search's budget: it is carried whatever its score.
    merged = _dedupe([*window_blocks, *found])
    return sorted(merged, key=_ingested), window_ids, "search", window_failed or search_failed


async def _search_cross(
    kind: str,
    user_id: str,
    session_id: str,
    message: str,
    block_type: str,
    k: int,
    *,
    over_request: int = 1,
) -> tuple[list[MemoryBlock], bool]:
    """Search 2 or 3 (M5): `type` annotation exact match, every session; asks for
    `k * over_request` blocks, best (or, without a query, newest) first. The caller cuts to
    its budget."""
    found: list[MemoryBlock] = []
    async with guard(kind, user_id=user_id, session_id=session_id) as op:
        wanted = max(k, 1) * over_request
        filters = FilterOptions(
            session_ids="all", annotations={"type": block_type}, relevant_k=wanted
        )
        query = message if message.strip() else None
        result = await call(session_resource(user_id, session_id).search_memory(query, filters))
        found = list(result.memory_blocks)
        if query is None:
            # A filter-only search is not capped by relevant_k; the budget still holds (M5.1).
            found.sort(key=_ingested, reverse=True)
        found = found[:wanted]
        op.blocks = len(found)
    return found, op.failed


def collapse_facts(
    ranked: list[MemoryBlock], *, k: int, kept: Sequence[MemoryBlock] = ()
) -> tuple[list[MemoryBlock], dict[str, tuple[MemoryBlock, ...]]]:
    """Collapse repeated statements of one fact (issue 14 item 3).

    `ranked`: search 2's fact blocks, best first. Blocks with the same `fact_key` become one
    group, ranked where its best copy ranked, represented by its newest statement
    (`stated_at`). A group whose fact is already among `kept` (search 1's blocks) is folded
    into that block. Returns (at most `k` representatives in rank order, copies): copies maps
    a representative's block id to the group's other blocks, newest first.
    """
    groups: dict[str, list[MemoryBlock]] = {}
    for block in ranked:
        groups.setdefault(fact_key(block.fact or ""), []).append(block)
    anchors = {fact_key(b.fact or ""): b for b in kept if is_fact(b)}
    chosen: list[MemoryBlock] = []
    copies: dict[str, tuple[MemoryBlock, ...]] = {}
    for key, group in groups.items():
        newest_first = sorted(group, key=lambda b: stated_at(b) or EPOCH, reverse=True)
        anchor = anchors.get(key)
        if anchor is not None:
            others = [b for b in newest_first if b.block_id != anchor.block_id]
            if others:
                copies[anchor.block_id] = (*copies.get(anchor.block_id, ()), *others)
            continue
        if len(chosen) >= k:
            continue
        chosen.append(newest_first[0])
        if len(newest_first) > 1:
            copies[newest_first[0].block_id] = tuple(newest_first[1:])
    return chosen, copies


def _dedupe(blocks: list[MemoryBlock]) -> list[MemoryBlock]:
    seen: set[str] = set()
    kept = []
    for block in blocks:
        if block.block_id not in seen:
            seen.add(block.block_id)
            kept.append(block)
    return kept


async def recall(*, user_id: str, session_id: str, message: str, turn_count: int) -> Recall:
    """Recall memories for one turn: three concurrent searches, each guarded (M5, M6).

    `turn_count` is the number of exchanges the session has had, sent by the client (M6.1).
    Never raises: a failed search leaves its part empty and is named in `Recall.failed`
    (M5, M10). No user or session: an empty Recall without a call (M1.1).
    """
    try:
        turn_count = max(int(turn_count or 0), 0)
    except (TypeError, ValueError):
        turn_count = 0  # the client sends it; a bad value must not cost the answer
    if not user_id or not session_id:
        return Recall(turn_count=turn_count)
    message = message if isinstance(message, str) else ""
    try:
        return await _recall(user_id, session_id, message, turn_count)
    except Exception:  # a defect past the guards still must not reach the shopper (M10)
        logger.exception("recall failed for %s/%s", user_id, session_id)
        return Recall(turn_count=turn_count, failed=frozenset(ALL_SEARCHES))


async def _recall(user_id: str, session_id: str, message: str, turn_count: int) -> Recall:
    (
        (session_blocks, window_ids, mode, session_failed),
        (fact_blocks, facts_failed),
        (turn_blocks, turns_failed),
    ) = await asyncio.gather(
        _search_1(user_id, session_id, message, turn_count),
        _search_cross(
            Kind.SEARCH_2,
            user_id,
            session_id,
            message,
            "fact",
            int(settings.MEMORY_CROSS_SESSION_FACT_K),
            over_request=FACT_OVER_REQUEST,
        ),
        _search_cross(
            Kind.SEARCH_3,
            user_id,
            session_id,
            message,
            "turn",
            int(settings.MEMORY_CROSS_SESSION_TURN_K),
        ),
    )
    # M5.2: "all" includes this session; keep search 1's copy of anything returned twice.
    seen = {b.block_id for b in session_blocks}
    dropped: list[tuple[str, MemoryBlock, str]] = [
        (SEARCH_FACTS, b, SEARCH_SESSION) for b in _dedupe(fact_blocks) if b.block_id in seen
    ]
    facts, fact_copies = collapse_facts(
        [b for b in _dedupe(fact_blocks) if b.block_id not in seen and is_fact(b)],
        k=int(settings.MEMORY_CROSS_SESSION_FACT_K),
        kept=session_blocks,
    )
    kept_by = {b.block_id: SEARCH_SESSION for b in session_blocks}
    kept_by |= {b.block_id: SEARCH_FACTS for b in facts}
    seen |= {b.block_id for b in facts}
    # Search 3 is "turns from earlier visits": a turn of this conversation that search 1 did
    # not carry (below its search budget) stays out, or it would render as an earlier visit.
    past = []
    for b in _dedupe(turn_blocks):
        if b.block_id in seen:
            dropped.append((SEARCH_PAST_TURNS, b, kept_by.get(b.block_id, SEARCH_SESSION)))
        elif b.session_id == session_id:
            dropped.append((SEARCH_PAST_TURNS, b, "this conversation"))
        elif is_turn(b):
            past.append(b)
    failed = {
        name
        for name, bad in (
            (SEARCH_SESSION, session_failed),
            (SEARCH_FACTS, facts_failed),
            (SEARCH_PAST_TURNS, turns_failed),
        )
        if bad
    }
    return Recall(
        session_blocks=tuple(session_blocks),
        facts=tuple(facts),
        past_turns=tuple(sorted(past, key=lambda b: stated_at(b) or EPOCH)),
        failed=frozenset(failed),
        mode=mode,
        turn_count=turn_count,
        window_block_ids=frozenset(window_ids),
        fact_copies=fact_copies,
        dropped=tuple(dropped),
    )
