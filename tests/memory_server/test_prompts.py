"""The prompts API (Agent Memory 1.1) through the real SDK, sync and async (issue 14 item 4).

Version semantics and paging limits are the SDK's (`agentmemory.resources.prompts`,
`models.Prompt`/`PromptVersion`/`PromptList`): a prompt starts at version 0, a new text is a
new current version, archived ids stay reserved, purging the current version is refused.
"""

from __future__ import annotations

import pytest
from agentmemory import ConflictError, NotFoundError, Prompt, PromptVersion, ValidationError

from tests.memory_server.conftest import call, new_id


@pytest.fixture
async def prompt(client):
    return await call(
        client.create_prompt(
            new_id("p"), "Extract sizes.", "Sizes only", annotations={"team": "shop"}
        )
    )


async def test_create_starts_at_version_0(client, prompt):
    assert isinstance(prompt, Prompt)
    assert (prompt.current_vid, prompt.version_count, prompt.archived) == (0, 1, False)
    assert (prompt.prompt, prompt.description, prompt.annotations) == (
        "Extract sizes.",
        "Sizes only",
        {"team": "shop"},
    )
    fetched = await call(client.get_prompt(prompt.prompt_id))
    assert fetched == prompt
    with pytest.raises(ConflictError):
        await call(client.create_prompt(prompt.prompt_id, "Again.", "Again"))


async def test_a_new_text_is_a_new_current_version(client, prompt):
    pid = prompt.prompt_id
    updated = await call(client.update_prompt(pid, prompt="Extract sizes and colours."))
    assert (updated.current_vid, updated.version_count) == (1, 2)
    assert updated.prompt == "Extract sizes and colours."
    head_only = await call(client.update_prompt(pid, description="Sizes, colours"))
    assert (head_only.current_vid, head_only.description) == (1, "Sizes, colours")
    v0 = await call(client.get_prompt(pid, vid=0))
    assert isinstance(v0, PromptVersion)
    assert (v0.vid, v0.prompt, v0.is_current) == (0, "Extract sizes.", False)
    versions = await call(client.list_prompt_versions(pid))
    assert [(v.vid, v.is_current) for v in versions.versions] == [(0, False), (1, True)]
    assert (versions.count, versions.total, versions.limit, versions.offset) == (2, 2, 100, 0)
    page = await call(client.list_prompt_versions(pid, limit=1, offset=1))
    assert [v.vid for v in page.versions] == [1]
    with pytest.raises(NotFoundError):
        await call(client.get_prompt(pid, vid=7))


async def test_list_pages_with_the_sdk_limits(client, prompt, http):
    first = await call(client.list_prompts())
    assert first.limit == 100 and first.total >= 1
    biggest = await call(client.list_prompts(limit=1000, offset=0))
    assert biggest.count == min(biggest.total, 1000)
    assert prompt.prompt_id in {p.prompt_id for p in biggest.prompts}
    last = await call(client.list_prompts(limit=1, offset=biggest.total - 1))
    assert last.count == 1
    # Past the SDK's own check, the server holds the same limits.
    assert http.get("/prompts", params={"limit": 1001}).status_code == 422
    assert http.get("/prompts", params={"limit": 0}).status_code == 422


async def test_archive_reserves_the_id_and_refuses_updates(client, prompt):
    pid = prompt.prompt_id
    await call(client.update_prompt(pid, prompt="Second."))
    await call(client.archive_prompt(pid, 0))
    assert (await call(client.get_prompt(pid, vid=0))).archived is True
    with pytest.raises(ConflictError):
        await call(client.archive_prompt(pid, 0))
    await call(client.archive_prompt(pid, "all"))
    assert (await call(client.get_prompt(pid))).archived is True
    for attempt in (
        lambda: client.update_prompt(pid, prompt="Third."),
        lambda: client.archive_prompt(pid, "all"),
        lambda: client.create_prompt(pid, "New.", "New"),
    ):
        with pytest.raises(ConflictError):
            await call(attempt())


async def test_purge_a_version_or_the_whole_prompt(client, prompt):
    pid = prompt.prompt_id
    await call(client.update_prompt(pid, prompt="Second."))
    with pytest.raises(ConflictError):  # the current version
        await call(client.purge_prompt(pid, 1))
    await call(client.purge_prompt(pid, 0))
    head = await call(client.get_prompt(pid))
    assert (head.current_vid, head.version_count) == (1, 1)
    with pytest.raises(NotFoundError):
        await call(client.purge_prompt(pid, 0))
    await call(client.purge_prompt(pid, "all"))
    with pytest.raises(NotFoundError):
        await call(client.get_prompt(pid))
    again = await call(client.create_prompt(pid, "Fresh.", "Fresh"))  # the id is free again
    assert again.current_vid == 0


async def test_unknown_prompt_routes_are_404(client):
    pid = new_id("p")
    for attempt in (
        lambda: client.get_prompt(pid),
        lambda: client.update_prompt(pid, prompt="x"),
        lambda: client.list_prompt_versions(pid),
        lambda: client.archive_prompt(pid, "all"),
        lambda: client.purge_prompt(pid, "all"),
    ):
        with pytest.raises(NotFoundError):
            await call(attempt())


# ------------------------------------------------------------ prompt_id on a memory write
async def test_prompt_id_on_a_write_resolves_and_stamps(client, prompt, session):
    pid = prompt.prompt_id
    await call(client.update_prompt(pid, prompt="Second."))
    added = await call(session.add_memory(facts=["Wears M."], prompt_id=pid))
    pinned = await call(
        session.add_memory(
            facts=["Likes navy."], prompt_id=pid, prompt_vid=0, async_processing=False
        )
    )
    page = await call(session.list_memories())
    stamps = {b.block_id: (b.prompt_id, b.prompt_vid) for b in page.memory_blocks}
    assert stamps[added.block_ids[0]] == (pid, 1)  # the current version
    assert stamps[pinned.block_ids[0]] == (pid, 0)
    found = await call(session.get_memory(filters={"prompt_id": pid, "prompt_vid": 0}))
    assert [b.block_id for b in found.memory_blocks] == pinned.block_ids


async def test_prompt_id_on_an_update_switches_and_default_clears(client, prompt, session):
    added = await call(session.add_memory(facts=["Wears M."], async_processing=False))
    block_id = added.block_ids[0]
    updated = await call(session.update_memory(block_id, prompt_id=prompt.prompt_id))
    assert (updated.block.prompt_id, updated.block.prompt_vid) == (prompt.prompt_id, 0)
    cleared = await call(session.update_memory(block_id, prompt_id="default"))
    assert (cleared.block.prompt_id, cleared.block.prompt_vid) == (None, None)


async def test_prompt_refusals_on_a_write(client, prompt, session, memory_server):
    pid = prompt.prompt_id
    with pytest.raises(NotFoundError) as exc:
        await call(session.add_memory(facts=["f"], prompt_id=pid, prompt_vid=9))
    assert exc.value.error_code == "PROMPT_VERSION_NOT_FOUND"
    with memory_server.knobs(extract_semantic=False), pytest.raises(ValidationError) as exc:
        await call(session.add_memory(facts=["f"], prompt_id=pid))
    assert exc.value.error_code == "PROMPT_EXTRACTION_DISABLED"
    await call(client.archive_prompt(pid, "all"))
    with pytest.raises(ConflictError):
        await call(session.add_memory(facts=["f"], prompt_id=pid))
