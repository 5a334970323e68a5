"""One server's parts: settings, store, prompt registry, embedder (lazy), extractor, worker.

`ServerState.embed` is the only way blocks and queries are embedded, so the embedder's health
(the `embedder_down` knob, or the last real call failing) is known in one place: search under
the documented profile answers 503 while it is down, even without a query (contract §1.3).

Stored blocks embed one call at a time (`embed_blocks`), queries beside them: a turn's text is
ten times a query's length, and a search on a shopper's read path must not queue behind a
burst of writes (issue 12: 50 shoppers' turns kept one core busy embedding).
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict

import numpy as np

from embeddings import Embedder, EmbeddingError, get_embedder
from memory_server.errors import ApiError
from memory_server.extraction import get_extractor
from memory_server.prompts import PromptStore
from memory_server.settings import ServerSettings
from memory_server.storage import Store
from memory_server.worker import Worker

QUERY_CACHE_SIZE = 256
EMBEDDING_RETRY_AFTER_SECONDS = 5


def embedding_unavailable(message: str) -> ApiError:
    """503 EMBEDDING_UNAVAILABLE with details.service "embedding" and Retry-After."""
    return ApiError(
        503,
        "EMBEDDING_UNAVAILABLE",
        message,
        {"service": "embedding", "retry_after_seconds": EMBEDDING_RETRY_AFTER_SECONDS},
        {"Retry-After": str(EMBEDDING_RETRY_AFTER_SECONDS)},
    )


class ServerState:
    """Everything one running server shares between requests and its worker thread."""

    def __init__(self, settings: ServerSettings) -> None:
        self.settings = settings
        self.started = time.monotonic()
        self.store = Store(settings.db_path, settings.now)
        self.prompts = PromptStore(self.store)
        self.extractor = get_extractor(settings)
        self.worker = Worker(self.store, self.extractor, settings, embed=self.embed_blocks_raw)
        self._blocks_lock = threading.Lock()
        self._embedder: Embedder | None = None
        self._embedding_failed = False
        # Recall sends its three searches with the same query at once: embed it once.
        self._queries: OrderedDict[str, np.ndarray] = OrderedDict()
        self._queries_lock = threading.Lock()
        self._pending: dict[str, threading.Lock] = {}

    @property
    def embedder(self) -> Embedder:
        """The embedder, built on first use (once per process, see `get_embedder`)."""
        if self._embedder is None:
            settings = self.settings
            self._embedder = get_embedder(
                kind=settings.embedder,
                model=settings.embedding_model,
                url=settings.embedding_url,
                api_key=settings.embedding_api_key,
            )
        return self._embedder

    @property
    def embedder_up(self) -> bool:
        """False while the `embedder_down` knob is set or the last embedding call failed."""
        return not self.settings.embedder_down and not self._embedding_failed

    def embed_raw(self, texts: list[str]) -> np.ndarray:
        """Embed texts: float32 (len(texts), dim) unit rows. Raises EmbeddingError (the worker
        counts it as a failed attempt)."""
        if self.settings.embedder_down:
            raise EmbeddingError("the embedding service is down (embedder_down knob)")
        try:
            vectors = self.embedder.embed(texts)
        except EmbeddingError:
            self._embedding_failed = True
            raise
        self._embedding_failed = False
        return vectors

    def embed(self, texts: list[str]) -> np.ndarray:
        """`embed_raw` for a request: 503 EMBEDDING_UNAVAILABLE when the embedder fails."""
        try:
            return self.embed_raw(texts)
        except EmbeddingError as exc:
            raise embedding_unavailable(str(exc)) from exc

    def embed_blocks_raw(self, texts: list[str]) -> np.ndarray:
        """`embed_raw` for stored blocks (the worker), one call at a time (see module doc)."""
        with self._blocks_lock:
            return self.embed_raw(texts)

    def embed_blocks(self, texts: list[str]) -> np.ndarray:
        """`embed` for stored blocks (a write request), one call at a time (see module doc);
        503 EMBEDDING_UNAVAILABLE as `embed`."""
        with self._blocks_lock:
            return self.embed(texts)

    def require_embedder(self) -> None:
        """503 unless the embedder is up (documented profile: every search needs it). After a
        failed call the embedder is probed again, so a recovered service is noticed."""
        if self.settings.embedder_down:
            raise embedding_unavailable("the embedding service is down (embedder_down knob)")
        if self._embedding_failed:
            self.embed(["embedding service probe"])  # 503 while still failing

    def embed_query(self, text: str) -> np.ndarray:
        """A search query's vector, from a small LRU cache (QUERY_CACHE_SIZE entries).

        Concurrent searches for the same text wait for the first one's vector instead of
        embedding it again; different texts embed in parallel. Raises ApiError 503 as `embed`.
        """
        if self.settings.embedder_down:
            self.embed([text])  # raises: a cached vector must not hide an outage
        with self._queries_lock:
            if (vector := self._queries.get(text)) is not None:
                self._queries.move_to_end(text)
                return vector
            pending = self._pending.setdefault(text, threading.Lock())
        with pending:
            with self._queries_lock:
                if (vector := self._queries.get(text)) is not None:
                    return vector
            try:
                vector = self.embed([text])[0]
            finally:
                with self._queries_lock:
                    self._pending.pop(text, None)
            with self._queries_lock:
                self._queries[text] = vector
                if len(self._queries) > QUERY_CACHE_SIZE:
                    self._queries.popitem(last=False)
            return vector
