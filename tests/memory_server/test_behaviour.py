"""memory_server behaviour beyond the wire checklist: extraction and its failures, restart
recovery, knobs, embedders, concurrency, the CLI settings (issue 3 items 1, 4, 6, 7)."""

from __future__ import annotations

import asyncio
import shutil
import socket
import threading
import time

import httpx
import numpy as np
import pytest
import uvicorn
from agentmemory import (
    AgentMemoryClient,
    AgentMemoryError,
    AsyncAgentMemoryClient,
    NotFoundError,
    ServerError,
    ServiceUnavailableError,
)
from agentmemory import TimeoutError as SdkTimeoutError
from fastapi import FastAPI

from embeddings import EmbeddingError, HashingEmbedder
from embeddings.onnx import MODEL_DIR, OnnxMiniLMEmbedder
from memory_server import ServerSettings
from memory_server.__main__ import main as cli_main
from memory_server.extraction import OfflineExtractor
from memory_server.testing import running_server

from .conftest import call, new_id


async def block_of(session, block_id):
    """The block as listed (listing shows every status, under either profile)."""
    page = await call(session.list_memories(limit=200))
    return next(b for b in page.memory_blocks if b.block_id == block_id)


@pytest.mark.usefixtures("observed")
async def test_failed_extraction_ends_extraction_failed_but_searchable(session, memory_server):
    memory_server.settings.extraction_failure_rate = 1.0
    block_id = (await call(session.add_memory(facts=["The shopper loves green hats."]))).block_ids[
        0
    ]
    memory_server.wait_idle()
    block = await block_of(session, block_id)
    assert (block.status.value, block.fail_count, block.summary) == ("extraction_failed", 3, None)
    found = await call(session.search_memory("green hats"))
    assert found.memory_blocks[0].block_id == block_id
    memory_server.settings.extraction_failure_rate = 0.0
    await call(session.update_memory(block_id, annotations={"retry": "yes"}))  # async retry
    memory_server.wait_idle()
    block = await block_of(session, block_id)
    assert (block.status.value, block.fail_count) == ("ready", 0)
    assert block.summary == "The shopper loves green hats."


async def test_sync_processing_with_failures_returns_extraction_failed(session, memory_server):
    memory_server.settings.extraction_failure_rate = 1.0
    added = await call(session.add_memory(facts=["Fact."], async_processing=False))
    block = await block_of(session, added.block_ids[0])
    assert (block.status.value, block.fail_count) == ("extraction_failed", 3)


@pytest.mark.usefixtures("observed")
async def test_search_includes_unready_blocks_unless_switched_off(session, memory_server):
    memory_server.settings.extraction_delay_seconds = 3600
    await call(session.add_memory(facts=["Wants a burgundy scarf."]))
    assert (await call(session.search_memory("scarf"))).count == 1
    memory_server.settings.search_include_unready = False
    assert (await call(session.search_memory("scarf"))).count == 0
    assert (await call(session.list_memories())).total == 1  # listing shows every status


async def test_an_unknown_prompt_on_a_write_is_404(session):
    with pytest.raises(NotFoundError) as exc:
        await call(session.add_memory(facts=["f"], prompt_id="custom"))
    assert exc.value.error_code == "PROMPT_NOT_FOUND"


async def test_latency_knob_makes_the_sdk_time_out(memory_server):
    client = AsyncAgentMemoryClient(memory_server.url, max_retries=0, timeout=0.1)
    with memory_server.knobs(latency_seconds=0.4), pytest.raises(SdkTimeoutError):
        await client.get_user(new_id())
    await client.close()


async def test_error_knob_status_is_configurable(client, memory_server):
    with memory_server.knobs(error_rate=1.0, error_status=500), pytest.raises(ServerError) as exc:
        await call(client.create_user(new_id(), "N"))
    assert exc.value.error_code == "INJECTED_FAULT"


async def test_oversized_body_is_413(session):
    with pytest.raises(AgentMemoryError) as exc:
        await call(session.add_memory(facts=["x" * (1024 * 1024 + 10)]))
    assert exc.value.status_code == 413


async def test_concurrent_writes_and_searches(memory_server):
    async with AsyncAgentMemoryClient(memory_server.url, max_retries=0) as client:
        user = await client.create_user(new_id(), "Busy")
        session = await user.create_session("s")
        adds = [session.add_memory(facts=[f"Fact number {i}."]) for i in range(30)]
        searches = [session.search_memory(f"fact {i}") for i in range(30)]
        results = await asyncio.gather(*adds, *searches)
        assert all(r.accepted_count == 1 for r in results[:30])
        memory_server.wait_idle()
        listed = await session.list_memories(limit=200)
        assert listed.total == 30
        assert {b.status.value for b in listed.memory_blocks} == {"ready"}
    assert memory_server.state.store.integrity_problems() == []


def test_restart_keeps_everything_and_requeues_processing_blocks(tmp_path):
    db = str(tmp_path / "restart.sqlite3")
    with running_server(ServerSettings(db_path=db, extraction_delay_seconds=3600)) as first:
        client = AgentMemoryClient(first.url, max_retries=0)
        session = client.create_user("keeper", "Keeper").create_session("s1")
        block_id = session.add_memory(facts=["Kept across restarts."]).block_ids[0]
        assert session.list_memories().memory_blocks[0].status.value == "processing"
        client.close()
    with running_server(ServerSettings(db_path=db)) as second:
        second.wait_idle()
        client = AgentMemoryClient(second.url, max_retries=0)
        user = client.get_user("keeper")
        assert user.sessions == ["s1"]
        block = user.list_memories().memory_blocks[0]
        assert (block.block_id, block.status.value) == (block_id, "ready")
        assert second.state.worker.stats["total_recovered"] == 1
        client.close()


def test_in_memory_database(tmp_path):
    with running_server(ServerSettings(db_path=":memory:")) as server:
        client = AgentMemoryClient(server.url, max_retries=0)
        session = client.create_user("m", "M").create_session("s")
        session.add_memory(facts=["Held in memory."], async_processing=False)
        assert session.search_memory("memory").count == 1
        client.close()


def test_settings_from_env_and_cli(monkeypatch):
    monkeypatch.setenv("AGENTMEMORY_SERVER_HOST", "0.0.0.0")  # noqa: S104
    monkeypatch.setenv("AGENTMEMORY_SERVER_PORT", "9999")
    monkeypatch.setenv("AGENTMEMORY_MEMORY_BLOCK_TTL", "60")
    monkeypatch.setenv("LOCAL_AM_SEARCH_INCLUDE_UNREADY", "false")
    settings = ServerSettings.from_env()
    assert (settings.host, settings.port, settings.memory_block_ttl) == ("0.0.0.0", 9999, 60)  # noqa: S104
    assert settings.search_include_unready is False
    assert ServerSettings.from_env(port=1234).port == 1234
    seen = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: seen.update(kw, app=app))
    cli_main(["--port", "8181", "--db", ":memory:"])
    assert (seen["host"], seen["port"]) == ("0.0.0.0", 8181)  # noqa: S104
    assert seen["app"].state.server.settings.db_path == ":memory:"


# ------------------------------------------------------------------------------- embedders
def test_minilm_ranks_paraphrases_first():
    embedder = OnnxMiniLMEmbedder()
    facts = [
        "The shopper wears size M.",
        "The shopper does not like yellow clothes.",
        "The shopper is looking for running shoes for a marathon.",
        "The shopper needs an outfit for a wedding in June.",
    ]
    queries = [
        "what size do they take",
        "colours to avoid",
        "sneakers for jogging",
        "something to wear to a marriage ceremony",
    ]
    matrix = embedder.embed(facts)
    best = (embedder.embed(queries) @ matrix.T).argmax(axis=1)
    assert best.tolist() == [0, 1, 2, 3]
    assert np.allclose(np.linalg.norm(matrix, axis=1), 1.0, atol=1e-5)


def test_minilm_refuses_a_file_that_fails_its_checksum(tmp_path):
    shutil.copy(MODEL_DIR / "model.int8.onnx", tmp_path / "model.int8.onnx")
    (tmp_path / "tokenizer.json").write_bytes(
        (MODEL_DIR / "tokenizer.json").read_bytes().replace(b"[UNK]", b"[UNX]", 1)
    )
    with pytest.raises(EmbeddingError, match="checksum"):
        OnnxMiniLMEmbedder(tmp_path)


def test_hashing_embedder_is_deterministic_and_normalised():
    a = HashingEmbedder().embed(["Yellow jackets in size M", ""])
    b = HashingEmbedder().embed(["Yellow jackets in size M", ""])
    assert np.array_equal(a, b)
    assert np.linalg.norm(a[0]) == pytest.approx(1.0) and not a[1].any()


def test_offline_extraction_is_faithful():
    out = OfflineExtractor().extract(
        user_content="I wear size M. No yellow, please!",
        assistant_content="Noted: size M, and I will avoid yellow.",
        fact=None,
    )
    assert out.summary.startswith('The user said "I wear size M. No yellow, please!"')
    assert out.contexts == [
        'The user said: "I wear size M."',
        'The user said: "No yellow, please!"',
        'The assistant replied: "Noted: size M, and I will avoid yellow."',
    ]


# ------------------------------------------------------- OpenAI-compatible model endpoints
@pytest.fixture
def fake_openai():
    """A scripted OpenAI-compatible endpoint (the outer edge): embeddings and chat JSON."""
    app = FastAPI()
    calls = {"embeddings": 0, "chat": 0}

    @app.post("/v1/embeddings")
    def embeddings(body: dict):
        calls["embeddings"] += 1
        texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
        data = [
            {"object": "embedding", "index": i, "embedding": [float(len(t)), 1.0, 0.0]}
            for i, t in enumerate(texts)
        ]
        return {"object": "list", "data": data, "model": body["model"], "usage": {}}

    @app.post("/v1/chat/completions")
    def chat(body: dict):
        calls["chat"] += 1
        content = '{"summary": "Scripted summary.", "contexts": ["Scripted context."]}'
        return {
            "id": "c1",
            "object": "chat.completion",
            "created": 0,
            "model": body["model"],
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "stop",
                    "message": {"role": "assistant", "content": content},
                }
            ],
        }

    server = uvicorn.Server(uvicorn.Config(app, port=0, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    yield f"http://127.0.0.1:{port}/v1", calls
    server.should_exit = True
    thread.join(5)


def test_unreachable_embedding_endpoint_is_503_and_stores_nothing(tmp_path):
    with socket.socket() as probe:  # a port with nothing listening
        probe.bind(("127.0.0.1", 0))
        dead = f"http://127.0.0.1:{probe.getsockname()[1]}/v1"
    settings = ServerSettings(
        db_path=str(tmp_path / "dead.sqlite3"), embedding_model="m", embedding_url=dead
    )
    with running_server(settings) as server:
        client = AgentMemoryClient(server.url, max_retries=0)
        session = client.create_user("d", "D").create_session("s")
        with pytest.raises(ServiceUnavailableError) as exc:
            session.add_memory(facts=["A fact."])
        assert exc.value.service == "embedding"
        assert session.list_memories().total == 0
        client.close()


def test_openapi_schema_and_docs(http):
    schema = http.get("/openapi.json").json()
    paths = schema["paths"]
    assert "/users/{user_id}/sessions/{session_id}/memory/search" in paths
    assert "delete" in paths["/users/{user_id}/sessions/{session_id}/memory"]
    assert http.get("/docs").status_code == 200


def test_openai_compatible_embedding_and_llm(tmp_path, fake_openai):
    url, calls = fake_openai
    settings = ServerSettings(
        db_path=str(tmp_path / "oa.sqlite3"),
        embedding_model="text-embedding-test",
        embedding_url=url,
        llm_model="gpt-test",
        llm_url=url,
    )
    with running_server(settings) as server:
        client = AgentMemoryClient(server.url, max_retries=0)
        session = client.create_user("o", "O").create_session("s")
        session.add_memory(facts=["A fact."], async_processing=False)
        block = session.search_memory("a question").memory_blocks[0]
        assert (block.summary, block.contexts) == ("Scripted summary.", ["Scripted context."])
        models = httpx.get(f"{server.url}/health/models").json()
        assert models["embedding"]["model"] == "text-embedding-test"
        client.close()
    assert calls["embeddings"] >= 2 and calls["chat"] == 1


def test_search_indexes_are_evicted_least_recently_used_first(tmp_path, monkeypatch):
    from memory_server import storage_blocks

    monkeypatch.setattr(storage_blocks, "MAX_CACHED_INDEXES", 2)
    settings = ServerSettings(db_path=str(tmp_path / "lru.sqlite3"), embedder="hashing")
    with running_server(settings) as server:
        client = AgentMemoryClient(server.url, max_retries=0)
        sessions = {}
        for name in ("a", "b", "c"):
            sessions[name] = client.create_user(name, name).create_session("s")
            sessions[name].add_memory(facts=[f"Fact of {name}."], async_processing=False)
        for name in ("a", "b", "c"):
            assert sessions[name].search_memory("fact").count == 1
        assert list(server.state.store._indexes) == ["b", "c"]
        assert sessions["a"].search_memory("fact").memory_blocks[0].fact == "Fact of a."
        assert list(server.state.store._indexes) == ["c", "a"]
        client.close()


async def test_concurrent_searches_for_one_query_embed_it_once(session, memory_server, monkeypatch):
    """Recall sends three searches with the same query at once (M5): the server embeds that
    query once and reuses its vector, so the searches do not queue behind three embeddings."""
    state = memory_server.state
    embedded: list[list[str]] = []
    real_embed = state.embed

    def counting_embed(texts):
        embedded.append(list(texts))
        return real_embed(texts)

    monkeypatch.setattr(state, "embed", counting_embed)
    query = f"linen shirts for a beach wedding {new_id('q')}"
    results = await asyncio.gather(
        *(call(session.search_memory(query, filters={"session_ids": "all"})) for _ in range(3))
    )
    assert [texts for texts in embedded if query in texts] == [[query]]
    assert len({r.count for r in results}) == 1
