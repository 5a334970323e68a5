"""Who waits for the embedder (issue 12, load profile): stored blocks embed one call at a time
while a search's query embeds beside them, over real HTTP; the MiniLM embedder itself is safe
to call from several threads at once."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from embeddings import onnx
from tests.memory_server.test_hardening import _session

BLOCK_SECONDS = 0.3


class Recording:
    """Wraps the server's embedder: a block text (not a query) takes BLOCK_SECONDS; records
    how many block embeddings ran at once and whether a query ran during one."""

    def __init__(self, inner, queries: set[str]):
        self.inner, self.queries = inner, queries
        self.name, self.dim = inner.name, inner.dim
        self.lock = threading.Lock()
        self.blocks_now = self.most_blocks = 0
        self.query_during_block = False

    def embed(self, texts):
        is_query = texts[0] in self.queries
        with self.lock:
            if is_query:
                self.query_during_block |= self.blocks_now > 0
            else:
                self.blocks_now += 1
                self.most_blocks = max(self.most_blocks, self.blocks_now)
        try:
            if not is_query:
                time.sleep(BLOCK_SECONDS)
            return self.inner.embed(texts)
        finally:
            if not is_query:
                with self.lock:
                    self.blocks_now -= 1


def test_blocks_embed_one_at_a_time_and_a_search_does_not_wait_for_them(
    http, memory_server, monkeypatch
):
    state = memory_server.state
    query = "a query nobody embedded before 7f3a"
    recording = Recording(state.embedder, {query})
    monkeypatch.setattr(state, "_embedder", recording)
    _, base = _session(http)

    def write(n: int) -> int:
        body = {"messages": [{"user_content": f"turn {n} about navy coats"}]}
        return http.post(f"{base}/memory", json={**body, "async_processing": False}).status_code

    with ThreadPoolExecutor(3) as pool:
        writes = [pool.submit(write, n) for n in range(2)]
        time.sleep(BLOCK_SECONDS / 3)  # the first write is embedding now
        found = pool.submit(http.post, f"{base}/memory/search", json={"query": query}).result()
        assert [w.result() for w in writes] == [201, 201]

    assert found.status_code == 200, found.text
    assert recording.most_blocks == 1  # the writes took turns
    assert recording.query_during_block  # the query did not queue behind them


@pytest.mark.skipif(not onnx.model_available(), reason="MiniLM model files not present")
def test_minilm_embeds_from_several_threads_at_once_with_the_same_vectors():
    embedder = onnx.OnnxMiniLMEmbedder(verify=False)
    texts = [f"{colour} wool coat, size {size}" for colour in ("navy", "red") for size in "SML"]
    alone = embedder.embed(texts)
    with ThreadPoolExecutor(4) as pool:
        together = list(pool.map(lambda t: embedder.embed([t])[0], texts * 3))
    np.testing.assert_allclose(np.vstack(together), np.vstack([alone] * 3), atol=1e-5)


def test_a_burst_of_writes_waiting_to_embed_leaves_threads_for_searches(memory_server, monkeypatch):
    """50 shoppers' writes queue for the embedder; each waits in a request thread. With
    anyio's default 40 threads they took them all and a search waited behind them."""
    import httpx

    state = memory_server.state
    release = threading.Event()
    inner = state.embedder

    class Held:
        name, dim = inner.name, inner.dim

        def embed(self, texts):
            if texts[0].startswith("held turn"):
                release.wait(10)
            return inner.embed(texts)

    monkeypatch.setattr(state, "_embedder", Held())
    with httpx.Client(base_url=memory_server.url, timeout=20) as http:
        _, base = _session(http)

    def write(n: int) -> int:
        body = {"messages": [{"user_content": f"held turn {n}"}], "async_processing": False}
        with httpx.Client(base_url=memory_server.url, timeout=20) as client:
            return client.post(f"{base}/memory", json=body).status_code

    with ThreadPoolExecutor(50) as pool:
        writes = [pool.submit(write, n) for n in range(50)]
        try:
            time.sleep(1.0)  # the writes have arrived and wait to embed
            with httpx.Client(base_url=memory_server.url, timeout=3) as http:
                found = http.post(f"{base}/memory/search", json={"query": "navy coat"})
        finally:
            release.set()
        assert [w.result() for w in writes] == [201] * 50
    assert found.status_code == 200, found.text
