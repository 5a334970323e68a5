"""In-memory per-user index of memory blocks for fast search (issue 3 items 3 and 9).

One `UserIndex` per user holds, in parallel numpy arrays, everything search filters on (session,
times, expiry, status, liveness) plus the unit-length embedding matrix. Search is one
matrix-vector product over the user's blocks, masked by the filters, and an `argpartition` for the
top k: no per-block Python work except the annotation match. The SQLite store stays the source of
truth; it builds an index lazily from the database and keeps it in step on every write.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

STATUS_CODES = {"processing": 0, "ready": 1, "extraction_failed": 2}


class UserIndex:
    """Arrays for one user's blocks; row i describes `ids[i]`. Deleted rows are marked dead."""

    def __init__(self, dim: int, capacity: int = 64) -> None:
        self.dim = dim
        self.n = 0
        self.ids: list[str] = []
        self.pos: dict[str, int] = {}
        self.session_map: dict[str, int] = {}
        self.annotations: list[dict[str, str] | None] = []
        self.prompt_ids: list[str | None] = []
        self.prompt_vids: list[int | None] = []
        self._alloc(capacity)

    def _alloc(self, cap: int) -> None:
        self.cap = cap
        self.session = np.zeros(cap, dtype=np.int32)
        self.ingested = np.zeros(cap, dtype=np.float64)
        self.created = np.full(cap, np.nan, dtype=np.float64)
        self.expires = np.full(cap, np.inf, dtype=np.float64)
        self.status = np.zeros(cap, dtype=np.int8)
        self.alive = np.zeros(cap, dtype=bool)
        self.embedded = np.zeros(cap, dtype=bool)
        self.emb = np.zeros((cap, self.dim), dtype=np.float32)

    def _grow(self) -> None:
        old = (
            self.session,
            self.ingested,
            self.created,
            self.expires,
            self.status,
            self.alive,
            self.embedded,
        )
        old_emb = self.emb
        n = self.n
        self._alloc(self.cap * 2)
        for new, prev in zip(
            (
                self.session,
                self.ingested,
                self.created,
                self.expires,
                self.status,
                self.alive,
                self.embedded,
            ),
            old,
            strict=True,
        ):
            new[:n] = prev[:n]
        self.emb[:n] = old_emb[:n]

    def _session_code(self, session_id: str) -> int:
        code = self.session_map.get(session_id)
        if code is None:
            code = len(self.session_map)
            self.session_map[session_id] = code
        return code

    def add(self, row: dict[str, Any], vector: np.ndarray | None) -> None:
        """Append one block (a store row dict) with its unit-length embedding (None: not
        embedded yet, so it is never a semantic result)."""
        if row["block_id"] in self.pos:
            self.update(row["block_id"], row, vector)
            return
        if self.n == self.cap:
            self._grow()
        i = self.n
        self.n += 1
        self.ids.append(row["block_id"])
        self.pos[row["block_id"]] = i
        self.annotations.append(None)
        self.prompt_ids.append(None)
        self.prompt_vids.append(None)
        self.alive[i] = True
        self.embedded[i] = False
        self.update(row["block_id"], row, vector)

    def update(self, block_id: str, row: dict[str, Any], vector: np.ndarray | None) -> None:
        """Refresh one block's filter fields from `row`, and its embedding when given."""
        i = self.pos.get(block_id)
        if i is None:
            return
        self.session[i] = self._session_code(row["session_id"])
        self.ingested[i] = row["ingested_at"]
        self.created[i] = row["created_at"] if row["created_at"] is not None else math.nan
        self.expires[i] = row["expires_at"] if row["expires_at"] is not None else math.inf
        self.status[i] = STATUS_CODES[row["status"]]
        self.annotations[i] = row["annotations"]
        self.prompt_ids[i] = row["prompt_id"]
        self.prompt_vids[i] = row["prompt_vid"]
        if vector is not None:
            self.emb[i] = vector
            self.embedded[i] = True

    @property
    def any_embedded(self) -> bool:
        """True when at least one block has an embedding."""
        return bool(self.embedded[: self.n].any())

    def remove(self, block_id: str) -> None:
        """Mark a block deleted (its row stays, masked out)."""
        i = self.pos.pop(block_id, None)
        if i is not None:
            self.alive[i] = False

    def search(
        self,
        *,
        now: float,
        session_ids: list[str] | None,
        block_ids: list[str] | None,
        start: float | None,
        end: float | None,
        created_start: float | None,
        created_end: float | None,
        ready_only: bool,
        annotations: dict[str, str] | None,
        annotation_mode: str,
        prompt_id: str | None,
        prompt_vid: int | None = None,
        query_vector: np.ndarray | None,
        k: int,
        order_by: str,
    ) -> list[tuple[str, float | None]]:
        """Matching block ids, best first with cosine scores when `query_vector` is given (at
        most k), else every match newest first by `order_by` with score None.

        Times are Unix seconds: `start`/`created_start` inclusive, `end`/`created_end` exclusive.
        `annotations` match exactly on every key; mode "pre" filters before the top-k cut,
        "post" after it.
        """
        n = self.n
        mask = self.alive[:n] & (self.expires[:n] > now)
        if session_ids is not None:
            codes = [self.session_map[s] for s in session_ids if s in self.session_map]
            mask &= np.isin(self.session[:n], np.array(codes, dtype=np.int32))
        if block_ids is not None:
            wanted = np.zeros(n, dtype=bool)
            for b in block_ids:
                i = self.pos.get(b)
                if i is not None:
                    wanted[i] = True
            mask &= wanted
        if start is not None:
            mask &= self.ingested[:n] >= start
        if end is not None:
            mask &= self.ingested[:n] < end
        if created_start is not None:
            mask &= self.created[:n] >= created_start  # NaN compares False: excluded
        if created_end is not None:
            mask &= self.created[:n] < created_end
        if ready_only:
            mask &= self.status[:n] == STATUS_CODES["ready"]
        if prompt_id is not None:
            mask &= np.array([p == prompt_id for p in self.prompt_ids], dtype=bool)
        if prompt_vid is not None:
            mask &= np.array([v == prompt_vid for v in self.prompt_vids], dtype=bool)

        def ann_ok(i: int) -> bool:
            have = self.annotations[i] or {}
            return all(have.get(key) == value for key, value in annotations.items())

        pre = bool(annotations) and (query_vector is None or annotation_mode == "pre")
        if pre:
            for i in np.nonzero(mask)[0]:
                if not ann_ok(int(i)):
                    mask[i] = False

        if query_vector is None:
            idx = np.nonzero(mask)[0]
            key = self.ingested[idx] if order_by != "created_at" else self.created[idx]
            key = np.where(np.isnan(key), -np.inf, key)
            order = idx[np.lexsort((-idx, -key))]
            return [(self.ids[i], None) for i in order]

        mask &= self.embedded[:n]
        candidates = int(mask.sum())
        if candidates == 0:
            return []
        scores = self.emb[:n] @ query_vector.astype(np.float32)
        scores = np.where(mask, scores, -np.inf)
        k_eff = min(k, candidates)
        top = np.argpartition(-scores, k_eff - 1)[:k_eff] if k_eff < n else np.arange(n)
        top = top[np.argsort(-scores[top], kind="stable")]
        top = [int(i) for i in top if np.isfinite(scores[i])]
        if annotations and annotation_mode == "post":
            top = [i for i in top if ann_ok(i)]
        return [(self.ids[i], float(scores[i])) for i in top]
