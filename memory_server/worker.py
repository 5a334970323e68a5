"""Background extraction worker and expiry sweeper (issue 3 items 4 and 5, contract §1.4).

Blocks written with `async_processing=true` and extraction on (or, under the documented profile,
any async block, to be embedded in the background) are stored `processing` and queued here. One
thread takes them in due order (`extraction_delay_seconds` after queueing, on the server clock),
embeds the block if it has no embedding yet, runs the extractor when the block asked for
extraction, and stores the result with status `ready`. A failure
(real or injected by `extraction_failure_rate`) increments `fail_count`; after `max_fail_count`
failures the block becomes `extraction_failed` (it keeps its embedding and stays searchable).
The same thread purges expired blocks every `sweep_interval_seconds`.
"""

from __future__ import annotations

import heapq
import itertools
import logging
import random
import threading
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from memory_server.extraction import ExtractionError, Extractor
from memory_server.settings import ServerSettings
from memory_server.storage import Store

log = logging.getLogger("memory_server")

RETRY_BACKOFF_SECONDS = 0.05


class Worker:
    """The extraction queue and its thread. Thread-safe; `start()`/`stop()` are idempotent."""

    def __init__(
        self,
        store: Store,
        extractor: Extractor,
        settings: ServerSettings,
        embed: Callable[[list[str]], np.ndarray] | None = None,
    ) -> None:
        self.store = store
        self.embed = embed
        self.extractor = extractor
        self.settings = settings
        self._heap: list[tuple[float, int, str]] = []
        self._queued: set[str] = set()
        self._retrying: set[str] = set()
        self._seq = itertools.count()
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None
        self._stopping = False
        self._rng = random.Random()  # noqa: S311 - fault injection, not security
        self._next_sweep = 0.0
        self.processing = 0
        self.stats = {
            "total_enqueued": 0,
            "total_recovered": 0,
            "total_dispatched": 0,
            "total_completed": 0,
            "total_failed": 0,
            "queue_full": 0,
            "queue_duplicates": 0,
            "queue_oversized": 0,
            "recovery_duplicates": 0,
        }

    # ---------------------------------------------------------------- control
    def start(self) -> None:
        """Re-queue blocks left `processing` by an earlier run, then start the thread."""
        recovered = self.store.processing_block_ids()
        if recovered:
            self.enqueue(recovered, recovered=True)
            log.info("re-queued %d block(s) left processing", len(recovered))
        with self._cond:
            if self._thread is not None and self._thread.is_alive():
                return
            self._stopping = False
            self._thread = threading.Thread(
                target=self._run, name="memory_server-worker", daemon=True
            )
            self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the thread (blocks still queued stay `processing` and are re-queued next start)."""
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)

    def wake(self) -> None:
        """Re-check due times now (call after changing the clock or the delay knob)."""
        with self._cond:
            self._cond.notify_all()

    @property
    def alive(self) -> bool:
        """True while the worker thread runs."""
        return self._thread is not None and self._thread.is_alive()

    def size(self) -> int:
        """Blocks waiting in the queue."""
        with self._cond:
            return len(self._heap)

    def due(self) -> int:
        """Blocks in the queue whose due time has come, or that wait to retry a failure."""
        now = self.settings.now()
        with self._cond:
            return sum(1 for item in self._heap if item[0] <= now or item[2] in self._retrying)

    def has_room(self, n: int) -> bool:
        """True when n more blocks fit under `queue_max_size`; counts a refusal otherwise."""
        with self._cond:
            ok = len(self._heap) + n <= self.settings.queue_max_size
            if not ok:
                self.stats["queue_full"] += 1
            return ok

    def enqueue(self, block_ids: list[str], *, recovered: bool = False) -> None:
        """Queue blocks for extraction, due `extraction_delay_seconds` from now."""
        due = self.settings.now() + max(0.0, self.settings.extraction_delay_seconds)
        with self._cond:
            for block_id in block_ids:
                if block_id in self._queued:
                    self.stats["recovery_duplicates" if recovered else "queue_duplicates"] += 1
                    continue
                self._queued.add(block_id)
                heapq.heappush(self._heap, (due, next(self._seq), block_id))
                self.stats["total_recovered" if recovered else "total_enqueued"] += 1
            self._cond.notify_all()

    # ------------------------------------------------------------- extraction
    def extract_now(self, block_id: str) -> dict[str, Any] | None:
        """Extract one `processing` block synchronously, retrying up to `max_fail_count` times
        (used by `async_processing=false`). Returns the final row."""
        row = None
        for _ in range(max(1, self.settings.max_fail_count)):
            row, retry = self._process(block_id)
            if not retry:
                break
        return row

    def _process(self, block_id: str) -> tuple[dict[str, Any] | None, bool]:
        """One extraction attempt; returns (row after, should_retry)."""
        row = self.store.get_block_by_id(block_id)
        if row is None or row["status"] != "processing":
            return row, False
        self.stats["total_dispatched"] += 1
        vector = None  # a block embedded before its extraction failed keeps the embedding
        try:
            # Documented profile with extraction off: no embeddings at all (contract §1.3).
            no_embeddings = self.settings.documented and not self.settings.extract_semantic
            if (
                self.embed is not None
                and not no_embeddings
                and not self.store.is_embedded(block_id)
            ):
                text = (
                    row["fact"]
                    if row["kind"] == "fact"
                    else "\n".join(p for p in (row["user_content"], row["assistant_content"]) if p)
                )
                vector = self.embed([text or ""])[0]
            changes: dict[str, Any] = {"status": "ready"}
            if row["context_required"]:
                if self._rng.random() < self.settings.extraction_failure_rate:
                    raise ExtractionError("injected extraction failure (extraction_failure_rate)")
                result = self.extractor.extract(
                    user_content=row["user_content"] if row["kind"] == "message" else None,
                    assistant_content=(
                        row["assistant_content"] if row["kind"] == "message" else None
                    ),
                    fact=row["fact"] if row["kind"] == "fact" else None,
                )
                changes.update(summary=result.summary, contexts=result.contexts)
        except Exception as exc:  # extractor failures of any kind count as one attempt
            fail_count = (row["fail_count"] or 0) + 1
            final = fail_count >= self.settings.max_fail_count
            self.stats["total_failed"] += 1
            log.warning("extraction failed for %s (attempt %d): %s", block_id, fail_count, exc)
            failed: dict[str, Any] = {"fail_count": fail_count}
            if final:
                failed["status"] = "extraction_failed"
            new = self.store.update_block(block_id, failed, vector, only_if_status="processing")
            return new, not final and new is not None
        new = self.store.update_block(block_id, changes, vector, only_if_status="processing")
        self.stats["total_completed"] += 1
        return new, False

    def _run(self) -> None:
        while True:
            block_id = None
            with self._cond:
                if self._stopping:
                    return
                now = self.settings.now()
                if self._heap and self._heap[0][0] <= now:
                    _, _, block_id = heapq.heappop(self._heap)
                    self._queued.discard(block_id)
                    self._retrying.discard(block_id)
                    self.processing += 1
                else:
                    wait = 0.5 if not self._heap else min(0.5, self._heap[0][0] - now)
                    self._cond.wait(max(0.005, wait))
            if block_id is None:
                self._maybe_sweep()
                continue
            try:
                _, retry = self._process(block_id)
                if retry:
                    with self._cond:
                        due = self.settings.now() + RETRY_BACKOFF_SECONDS
                        self._queued.add(block_id)
                        self._retrying.add(block_id)
                        heapq.heappush(self._heap, (due, next(self._seq), block_id))
            except Exception:  # never let the worker die on one block
                log.exception("worker failed on block %s", block_id)
            finally:
                with self._cond:
                    self.processing -= 1

    def _maybe_sweep(self) -> None:
        mono = time.monotonic()
        if mono < self._next_sweep:
            return
        self._next_sweep = mono + self.settings.sweep_interval_seconds
        try:
            purged = self.store.purge_expired()
            if purged:
                log.info("purged %d expired block(s)", purged)
        except Exception:
            log.exception("expiry sweep failed")
