"""The two visibility profiles, difference by difference, through the real SDK (issue 14 item 1).

`LOCAL_AM_PROFILE=observed` is what the memory design observed on the real v1.0.0 server;
`documented` is what the Agent Memory 1.1 docs say (contract §1.3, §1.4, §1.7, §1.2 "end").
Each test sets the profile it is about with the live knob, so the suite means the same under
either profile CI runs it with.
"""

from __future__ import annotations

import pytest
from agentmemory import ServiceUnavailableError, ValidationError

from embeddings import EmbeddingError
from tests.memory_server.conftest import call


async def _statuses(session) -> list[str]:
    page = await call(session.list_memories())
    return [b.status.value for b in page.memory_blocks]


# ------------------------------------------------------------ unready blocks in search (§1.7)
@pytest.mark.parametrize(("profile", "found"), [("observed", 1), ("documented", 0)])
async def test_search_and_unready_blocks(session, memory_server, profile, found):
    with memory_server.knobs(profile=profile, extraction_delay_seconds=3600):
        await call(session.add_memory(messages=[{"user_content": "A burgundy scarf, please"}]))
        assert await _statuses(session) == ["processing"]  # listing shows every status
        assert (await call(session.search_memory("burgundy scarf"))).count == found
        assert (await call(session.search_memory())).count == found


async def test_documented_search_finds_a_block_once_ready(session, memory_server):
    with memory_server.knobs(profile="documented", extraction_delay_seconds=3600):
        await call(session.add_memory(messages=[{"user_content": "A burgundy scarf, please"}]))
        assert (await call(session.search_memory("burgundy scarf"))).count == 0
        memory_server.settings.extraction_delay_seconds = 0
        memory_server.advance_clock(3601)
        memory_server.wait_idle()
        result = await call(session.search_memory("burgundy scarf"))
        assert [b.status.value for b in result.memory_blocks] == ["ready"]


# ----------------------------------------------------------- embedding in the background (§1.4)
@pytest.mark.parametrize(("profile", "found"), [("observed", 1), ("documented", 0)])
async def test_an_async_block_is_searchable_only_once_embedded(
    session, memory_server, profile, found
):
    # Unready blocks are let into search here, to see embedding apart from status.
    with memory_server.knobs(
        profile=profile, extraction_delay_seconds=3600, search_include_unready=True
    ):
        await call(session.add_memory(facts=["Wears size M."], context_required=False))
        assert await _statuses(session) == [("ready" if profile == "observed" else "processing")]
        assert (await call(session.search_memory("size M"))).count == found
        assert (await call(session.search_memory())).count == 1  # filter-only: no embedding


@pytest.mark.parametrize("profile", ["observed", "documented"])
async def test_a_synchronous_write_is_searchable_when_it_returns(session, memory_server, profile):
    """What the shop relies on for facts (M3, issue 14 item 2): async_processing=False."""
    with memory_server.knobs(profile=profile, extraction_delay_seconds=3600):
        await call(
            session.add_memory(
                facts=["Wears size M."], context_required=False, async_processing=False
            )
        )
        result = await call(session.search_memory("size M"))
        assert [b.status.value for b in result.memory_blocks] == ["ready"]


# -------------------------------------------------------------- search while embedder is down
async def test_observed_filter_only_search_works_while_the_embedder_is_down(session, memory_server):
    await call(session.add_memory(facts=["Wears size M."], async_processing=False))
    with memory_server.knobs(profile="observed", embedder_down=True):
        assert (await call(session.search_memory())).count == 1
        with pytest.raises(ServiceUnavailableError) as exc:
            await call(session.search_memory("size"))
        assert exc.value.service == "embedding"


async def test_documented_every_search_is_503_while_the_embedder_is_down(session, memory_server):
    await call(session.add_memory(facts=["Wears size M."], async_processing=False))
    with memory_server.knobs(profile="documented", embedder_down=True):
        for query in (None, "size"):
            with pytest.raises(ServiceUnavailableError) as exc:
                await call(session.search_memory(query))
            assert exc.value.service == "embedding"
        assert (await call(session.list_memories())).total == 1  # listing does not need it
    assert (await call(session.search_memory())).count == 1


# ------------------------------------------------------------------- extraction switched off
@pytest.mark.parametrize(("profile", "found"), [("observed", 1), ("documented", 0)])
async def test_extraction_off_and_embeddings(session, memory_server, profile, found):
    with memory_server.knobs(profile=profile, extract_semantic=False):
        await call(session.add_memory(facts=["Wears size M."]))
        assert await _statuses(session) == ["ready"]
        assert (await call(session.search_memory("size M"))).count == found
        assert (await call(session.search_memory())).count == 1


# ------------------------------------------------------------------------- ended sessions
async def _ended(user, memory_server):
    session = await call(user.create_session("ended"))
    added = await call(session.add_memory(facts=["Likes navy."], async_processing=False))
    await call(session.end())
    return session, added.block_ids[0]


async def test_observed_ended_session_accepts_ttl_and_delete(user, memory_server):
    with memory_server.knobs(profile="observed"):
        session, block_id = await _ended(user, memory_server)
        await call(user.modify_ttl(3600, session_id="ended"))
        deleted = await call(session.delete_memory(block_id))
        assert deleted.deleted_count == 1


async def test_documented_ended_session_refuses_every_modification(user, memory_server):
    with memory_server.knobs(profile="documented"):
        session, block_id = await _ended(user, memory_server)
        attempts = [
            lambda: session.add_memory(facts=["More."]),
            lambda: session.update_memory(block_id, annotations={"a": "b"}),
            lambda: user.modify_ttl(3600, session_id="ended"),
            lambda: user.modify_ttl(3600, session_id="ended", block_ids=[block_id]),
            lambda: session.delete_memory(block_id),
            lambda: session.delete_memory("all"),
        ]
        for attempt in attempts:
            with pytest.raises(ValidationError) as exc:
                await call(attempt())
            assert exc.value.error_code == "SESSION_ALREADY_ENDED"
        # A user-wide re-stamp leaves the ended session's block alone.
        await call(user.modify_ttl(60))
        memory_server.advance_clock(120)
        page = await call(session.list_memories())
        assert [b.block_id for b in page.memory_blocks] == [block_id]


async def test_documented_search_answers_again_once_the_embedder_recovers(
    session, memory_server, monkeypatch
):
    """A real embedding failure (not the knob) makes every later search 503 until a probe of
    the embedder succeeds again."""
    state = memory_server.state
    await call(session.add_memory(facts=["Wears size M."], async_processing=False))
    working = state.embedder

    class Failing:
        name, dim = working.name, working.dim

        def embed(self, texts):
            raise EmbeddingError("embedding endpoint failed: connection refused")

    with memory_server.knobs(profile="documented"):
        monkeypatch.setattr(state, "_embedder", Failing())
        with pytest.raises(ServiceUnavailableError):
            await call(session.search_memory("a query not embedded before"))
        with pytest.raises(ServiceUnavailableError):
            await call(session.search_memory())
        monkeypatch.setattr(state, "_embedder", working)
        assert (await call(session.search_memory())).count == 1


def test_the_profile_comes_from_the_environment(monkeypatch):
    from memory_server import ServerSettings

    monkeypatch.delenv("LOCAL_AM_SEARCH_INCLUDE_UNREADY", raising=False)
    monkeypatch.setenv("LOCAL_AM_PROFILE", "documented")
    documented = ServerSettings.from_env()
    assert (documented.profile, documented.include_unready) == ("documented", False)
    monkeypatch.setenv("LOCAL_AM_SEARCH_INCLUDE_UNREADY", "true")
    assert ServerSettings.from_env().include_unready is True
    monkeypatch.delenv("LOCAL_AM_PROFILE")
    monkeypatch.delenv("LOCAL_AM_SEARCH_INCLUDE_UNREADY")
    observed = ServerSettings.from_env()
    assert (observed.profile, observed.include_unready) == ("observed", True)
    monkeypatch.setenv("LOCAL_AM_PROFILE", "documneted")
    with pytest.raises(ValueError, match="LOCAL_AM_PROFILE"):
        ServerSettings.from_env()
