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
