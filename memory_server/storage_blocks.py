"""Memory blocks in the SQLite store: insert, read, update, delete, list, search, TTL, purge
(contract §1.1-§1.5). A mixin of `storage.Store`, sharing its connection, lock and per-user
search indexes (`vector_index.UserIndex`); split out to keep each file about one thing.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from memory_server.errors import ApiError
from memory_server.storage_base import (
    _LIVE,
    BLOCK_COLUMNS,
    MAX_CACHED_INDEXES,
    StoreBase,
    _block_row,
    _dumps,
)
from memory_server.vector_index import UserIndex


class BlockStore(StoreBase):
    """The block half of the store (see `storage.Store`)."""

    def _index(self, user_id: str, dim_hint: int | None = None) -> UserIndex | None:
        """The user's search index, built from the database on first use. `dim_hint` (the
        query's dimension) sizes an index none of whose blocks is embedded yet."""
        index = self._indexes.get(user_id)
        if index is not None and dim_hint and index.dim != dim_hint and not index.any_embedded:
            index = None  # built before any block was embedded: size it for the query
        if index is not None:
            self._indexes.move_to_end(user_id)
            return index
        rows = self._q(
            f"SELECT {BLOCK_COLUMNS}, embedding FROM blocks WHERE user_id = ? ORDER BY seq",  # noqa: S608
            (user_id,),
        )
        dim = 0
        for r in rows:
            if r["embedding"] is not None:
                dim = len(r["embedding"]) // 4
                break
        if not rows:
            return None
        index = UserIndex(dim or dim_hint or 1, capacity=max(64, len(rows)))
        for r in rows:
            vec = (
                np.frombuffer(r["embedding"], dtype=np.float32)
                if r["embedding"] is not None and len(r["embedding"]) // 4 == index.dim
                else None  # not embedded (yet): never a semantic result
            )
            index.add(_block_row(r), vec)
        self._indexes[user_id] = index
        while len(self._indexes) > MAX_CACHED_INDEXES:
            self._indexes.popitem(last=False)
        return index

    def insert_blocks(self, rows: list[dict[str, Any]], vectors: np.ndarray | None) -> None:
        """Insert new blocks (dicts with every BLOCK_COLUMNS key) with their embeddings, or
        none yet (`vectors` None: embedded later by the worker, or never)."""
        cols = [c.strip() for c in BLOCK_COLUMNS.split(",")]
        placeholders = ", ".join("?" for _ in range(len(cols) + 1))
        sql = f"INSERT INTO blocks ({BLOCK_COLUMNS}, embedding) VALUES ({placeholders})"  # noqa: S608
        with self._tx():
            for i, row in enumerate(rows):
                values = [row[c] for c in cols]
                values[cols.index("annotations")] = _dumps(row["annotations"])
                values[cols.index("contexts")] = _dumps(row["contexts"])
                values.append(
                    None if vectors is None else np.asarray(vectors[i], dtype=np.float32).tobytes()
                )
                self._conn.execute(sql, values)
            if rows:
                user_id = rows[0]["user_id"]
                index = self._indexes.get(user_id)
                if vectors is None:
                    if index is not None:
                        for row in rows:
                            index.add(row, None)
                elif index is not None and index.dim == vectors.shape[1]:
                    for row, vec in zip(rows, vectors, strict=True):
                        index.add(row, vec)
                else:
                    self._indexes.pop(user_id, None)

    def get_block(self, user_id: str, session_id: str, block_id: str) -> dict[str, Any] | None:
        """One live (unexpired) block in this session, or None."""
        with self._lock:
            rows = self._q(
                f"SELECT {BLOCK_COLUMNS} FROM blocks WHERE block_id = ? AND user_id = ? "  # noqa: S608
                f"AND session_id = ? AND {_LIVE}",
                (block_id, user_id, session_id, self.clock()),
            )
            return _block_row(rows[0]) if rows else None

    def is_embedded(self, block_id: str) -> bool:
        """True when the block has an embedding (documented profile: embedded in the
        background, or never when extraction is off)."""
        with self._lock:
            rows = self._q(
                "SELECT embedding IS NOT NULL FROM blocks WHERE block_id = ?", (block_id,)
            )
            return bool(rows and rows[0][0])

    def get_block_by_id(self, block_id: str) -> dict[str, Any] | None:
        """One block by id whatever its state (for the worker), or None."""
        with self._lock:
            rows = self._q(
                f"SELECT {BLOCK_COLUMNS} FROM blocks WHERE block_id = ?",  # noqa: S608
                (block_id,),
            )
            return _block_row(rows[0]) if rows else None

    def update_block(
        self,
        block_id: str,
        changes: dict[str, Any],
        vector: np.ndarray | None = None,
        *,
        only_if_status: str | None = None,
    ) -> dict[str, Any] | None:
        """Apply column changes (and a new embedding) to one block; returns the new row, or None
        when the block is gone or (with `only_if_status`) no longer in that status."""
        changes = dict(changes)
        for key in ("annotations", "contexts"):
            if key in changes:
                changes[key] = _dumps(changes[key])
        if vector is not None:
            changes["embedding"] = np.asarray(vector, dtype=np.float32).tobytes()
        sets = ", ".join(f"{k} = ?" for k in changes)
        where = "block_id = ?" + (" AND status = ?" if only_if_status else "")
        params = [*changes.values(), block_id] + ([only_if_status] if only_if_status else [])
        with self._tx():
            cur = self._conn.execute(f"UPDATE blocks SET {sets} WHERE {where}", params)  # noqa: S608
            if cur.rowcount == 0:
                return None
            rows = self._q(
                f"SELECT {BLOCK_COLUMNS} FROM blocks WHERE block_id = ?",  # noqa: S608
                (block_id,),
            )
            row = _block_row(rows[0])
            index = self._indexes.get(row["user_id"])
            if index is not None:
                if vector is not None and len(vector) != index.dim:
                    self._indexes.pop(row["user_id"], None)
                else:
                    index.update(block_id, row, vector)
            return row

    def delete_blocks(self, user_id: str, session_id: str, block_ids: list[str] | str) -> int:
        """Delete blocks of one session ("all" or a list); returns how many rows went."""
        with self._tx():
            if block_ids == "all":
                ids = [
                    r[0]
                    for r in self._q(
                        "SELECT block_id FROM blocks WHERE user_id = ? AND session_id = ?",
                        (user_id, session_id),
                    )
                ]
            else:
                ids = list(dict.fromkeys(block_ids))
            deleted = 0
            index = self._indexes.get(user_id)
            for block_id in ids:
                cur = self._conn.execute(
                    "DELETE FROM blocks WHERE block_id = ? AND user_id = ? AND session_id = ?",
                    (block_id, user_id, session_id),
                )
                if cur.rowcount and index is not None:
                    index.remove(block_id)
                deleted += cur.rowcount
            return deleted

    def fetch_blocks(self, block_ids: list[str]) -> list[dict[str, Any]]:
        """Rows for these ids, in the same order (missing ones skipped)."""
        if not block_ids:
            return []
        found: dict[str, dict[str, Any]] = {}
        with self._lock:
            for start in range(0, len(block_ids), 500):
                chunk = block_ids[start : start + 500]
                marks = ", ".join("?" for _ in chunk)
                for r in self._q(
                    f"SELECT {BLOCK_COLUMNS} FROM blocks WHERE block_id IN ({marks})",  # noqa: S608
                    chunk,
                ):
                    found[r["block_id"]] = _block_row(r)
        return [found[b] for b in block_ids if b in found]

    def list_blocks(
        self,
        user_id: str,
        session_ids: list[str] | None,
        limit: int,
        offset: int,
        order_by: str,
    ) -> tuple[list[dict[str, Any]], int]:
        """A page of live blocks, newest first by `order_by` (blocks without created_at last);
        `session_ids` None = every session. 404 USER_NOT_FOUND. Returns (page, total)."""
        with self._lock:
            self._require_user(user_id)
            where = f"user_id = ? AND {_LIVE}"
            params: list[Any] = [user_id, self.clock()]
            if session_ids is not None:
                where += f" AND session_id IN ({', '.join('?' for _ in session_ids)})"
                params.extend(session_ids)
            order = (
                "created_at IS NULL, created_at DESC, seq DESC"
                if order_by == "created_at"
                else "ingested_at DESC, seq DESC"
            )
            total = self._q(f"SELECT COUNT(*) FROM blocks WHERE {where}", params)[0][0]  # noqa: S608
            rows = self._q(
                f"SELECT {BLOCK_COLUMNS} FROM blocks WHERE {where} ORDER BY {order} "  # noqa: S608
                "LIMIT ? OFFSET ?",
                [*params, limit, offset],
            )
            return [_block_row(r) for r in rows], total

    def search(self, user_id: str, **filters: Any) -> list[tuple[dict[str, Any], float | None]]:
        """Run `UserIndex.search` for the user and load the matching rows in result order."""
        with self._lock:
            qv = filters.get("query_vector")
            index = self._index(user_id, None if qv is None else len(qv))
            if index is None:
                return []
            if qv is not None and len(qv) != index.dim:
                raise ApiError(
                    503,
                    "EMBEDDING_DIMENSION_MISMATCH",
                    "Stored embeddings were made by a different embedding model",
                    {"service": "embedding"},
                )
            hits = index.search(now=self.clock(), **filters)
            rows = self.fetch_blocks([h[0] for h in hits])
        scores = dict(hits)
        return [(row, scores[row["block_id"]]) for row in rows]

    def modify_ttl(
        self,
        user_id: str,
        session_id: str | None,
        block_ids: list[str] | None,
        new_ttl: int,
        *,
        open_sessions_only: bool = False,
    ) -> int:
        """Re-stamp live blocks' expiry to now + new_ttl (0 = never) at user, session or block
        scope (with `open_sessions_only`, blocks of ended sessions are left alone); returns
        how many blocks changed."""
        now = self.clock()
        expires = None if new_ttl == 0 else now + new_ttl
        with self._tx():
            self._require_user(user_id)
            where = f"user_id = ? AND {_LIVE}"
            params: list[Any] = [user_id, now]
            if session_id is not None:
                self._require_session(user_id, session_id)
                where += " AND session_id = ?"
                params.append(session_id)
            if block_ids is not None:
                where += f" AND block_id IN ({', '.join('?' for _ in block_ids)})"
                params.extend(block_ids)
            if open_sessions_only:
                where += (
                    " AND session_id IN (SELECT session_id FROM sessions WHERE user_id = ? "
                    "AND end_time IS NULL)"
                )
                params.append(user_id)
            cur = self._conn.execute(
                f"UPDATE blocks SET expires_at = ? WHERE {where}",  # noqa: S608
                [expires, *params],
            )
            self._indexes.pop(user_id, None)
            return cur.rowcount

    def purge_expired(self) -> int:
        """Delete every expired block; returns the count."""
        with self._tx():
            rows = self._q(
                "SELECT block_id, user_id FROM blocks WHERE expires_at IS NOT NULL "
                "AND expires_at <= ?",
                (self.clock(),),
            )
            for r in rows:
                self._conn.execute("DELETE FROM blocks WHERE block_id = ?", (r["block_id"],))
                index = self._indexes.get(r["user_id"])
                if index is not None:
                    index.remove(r["block_id"])
            return len(rows)

    def processing_block_ids(self) -> list[str]:
        """Ids of blocks left `processing` (re-queued at start), oldest first."""
        with self._lock:
            return [
                r[0]
                for r in self._q(
                    "SELECT block_id FROM blocks WHERE status = 'processing' ORDER BY seq"
                )
            ]

    def counts(self) -> dict[str, int]:
        """Row counts per table (health and metrics)."""
        with self._lock:
            return {
                t: self._q(f"SELECT COUNT(*) FROM {t}")[0][0]  # noqa: S608
                for t in ("users", "sessions", "blocks")
            }

    def integrity_problems(self) -> list[str]:
        """Consistency checks used by tests: orphan rows and SQLite's own integrity check."""
        with self._lock:
            problems = []
            if self._q(
                "SELECT 1 FROM sessions s LEFT JOIN users u USING (user_id) WHERE u.user_id IS NULL"
            ):
                problems.append("session without user")
            if self._q(
                "SELECT 1 FROM blocks b LEFT JOIN sessions s ON s.user_id = b.user_id "
                "AND s.session_id = b.session_id WHERE s.session_id IS NULL"
            ):
                problems.append("block without session")
            if self._q(
                "SELECT 1 FROM blocks WHERE (kind = 'fact') = (fact IS NULL) "
                "OR status NOT IN ('processing', 'ready', 'extraction_failed')"
            ):
                problems.append("malformed block")
            check = self._q("PRAGMA integrity_check")[0][0]
            if check != "ok":
                problems.append(f"integrity_check: {check}")
            return problems
