"""Seed Agent Memory directly through the real SDK, for test set-up (not the code under test)."""

from __future__ import annotations

from agentmemory import AsyncAgentMemoryClient, MemoryBlock


async def create_user(url: str, user_id: str) -> None:
    async with AsyncAgentMemoryClient(url, max_retries=0) as client:
        await client.create_user(user_id, user_id)


async def create_session(
    url: str, user_id: str, session_id: str, *, ttl: int | None = None, metadata=None
) -> None:
    async with AsyncAgentMemoryClient(url, max_retries=0) as client:
        user = await client.get_user(user_id)
        await user.create_session(session_id, metadata=metadata, memory_blocks_ttl=ttl)


async def add_turns(
    url: str,
    user_id: str,
    session_id: str,
    pairs: list[tuple[str, str]],
    *,
    ready: bool = True,
    context_required: bool = True,
    created_at: str | None = None,
) -> list[str]:
    """Write exchanges the way record_turn does (type: turn); `ready` waits for extraction."""
    async with AsyncAgentMemoryClient(url, max_retries=0, timeout=120) as client:
        session = await (await client.get_user(user_id)).get_session(session_id)
        ids: list[str] = []
        # one exchange per request keeps ingested_at strictly increasing in order
        for user_content, assistant_content in pairs:
            response = await session.add_memory(
                messages=[{"user_content": user_content, "assistant_content": assistant_content}],
                annotations={"type": "turn"},
                async_processing=not ready,
                context_required=context_required,
                created_at=created_at,
            )
            ids.extend(response.block_ids)
        return ids


async def add_bulk_turns(url: str, user_id: str, session_id: str, n: int) -> list[str]:
    """n exchanges in one request, without extraction (for listing/paging tests)."""
    async with AsyncAgentMemoryClient(url, max_retries=0, timeout=120) as client:
        session = await (await client.get_user(user_id)).get_session(session_id)
        response = await session.add_memory(
            messages=[
                {"user_content": f"bulk question {i}", "assistant_content": f"bulk answer {i}"}
                for i in range(1, n + 1)
            ],
            annotations={"type": "turn"},
            context_required=False,
        )
        return response.block_ids


async def add_facts(
    url: str, user_id: str, session_id: str, facts: list[str], *, created_at: str | None = None
) -> list[str]:
    """Write facts (type: fact, no TTL), searchable when this returns.

    Synchronous: under memory_server's "documented" profile an async write is embedded in the
    background and unready blocks are left out of search, so a search right after could miss
    them (CI, 2026-12-05: search 2 missed this session's fact under load)."""
    async with AsyncAgentMemoryClient(url, max_retries=0) as client:
        session = await (await client.get_user(user_id)).get_session(session_id)
        response = await session.add_memory(
            facts=facts,
            annotations={"type": "fact"},
            async_processing=False,
            memory_block_ttl=0,
            context_required=False,
            created_at=created_at,
        )
        return response.block_ids


async def list_blocks(url: str, user_id: str, session_id: str | None = None) -> list[MemoryBlock]:
    """Every block of one session (or of the user), newest first."""
    async with AsyncAgentMemoryClient(url, max_retries=0) as client:
        user = await client.get_user(user_id)
        blocks: list[MemoryBlock] = []
        offset = 0
        while True:
            page = await user.list_memories(
                session_ids=[session_id] if session_id else "all", limit=200, offset=offset
            )
            blocks.extend(page.memory_blocks)
            offset += page.count
            if page.count == 0 or offset >= page.total:
                return blocks


async def session_ids(url: str, user_id: str) -> list[str]:
    async with AsyncAgentMemoryClient(url, max_retries=0) as client:
        user = await client.get_user(user_id)
        page = await user.list_sessions(limit=500)
        return sorted(s.session_id for s in page.sessions)


async def delete_session(url: str, user_id: str, session_id: str) -> None:
    async with AsyncAgentMemoryClient(url, max_retries=0) as client:
        session = await (await client.get_user(user_id)).get_session(session_id)
        await session.delete()
