"""SQLite storage, the shared part: schema, row helpers and `StoreBase` (issue 3 item 1).

One connection in WAL mode (file databases), serialised by a lock, so concurrent requests from
uvicorn's thread pool are safe. Times are stored as Unix seconds (REAL). Expired blocks are
filtered on every read and purged by `purge_expired()`. A block's embedding is kept as float32
bytes (NULL until it is embedded) and mirrored in a per-user `UserIndex` for search.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from memory_server.errors import ApiError
from memory_server.vector_index import UserIndex

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    user_id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    metadata TEXT,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
    user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
    session_id TEXT NOT NULL,
    start_time REAL NOT NULL,
    end_time REAL,
    annotations TEXT,
    metadata TEXT,
    blocks_ttl INTEGER,
    PRIMARY KEY (user_id, session_id)
);
CREATE TABLE IF NOT EXISTS blocks (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    block_id TEXT NOT NULL UNIQUE,
    user_id TEXT NOT NULL,
    session_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('message', 'fact')),
    user_content TEXT,
    assistant_content TEXT,
    fact TEXT,
    ingested_at REAL NOT NULL,
    created_at REAL,
    last_queued_at REAL,
    fail_count INTEGER NOT NULL DEFAULT 0,
    annotations TEXT,
    summary TEXT,
    contexts TEXT,
    status TEXT NOT NULL,
    context_required INTEGER NOT NULL DEFAULT 1,
    prompt_id TEXT,
    prompt_vid INTEGER,
    expires_at REAL,
    embedding BLOB,
    FOREIGN KEY (user_id, session_id) REFERENCES sessions(user_id, session_id) ON DELETE CASCADE
);
-- covering indexes: list pages and counts filter on expiry and session without reading rows
CREATE INDEX IF NOT EXISTS blocks_user_ingested_live
    ON blocks(user_id, ingested_at, expires_at, session_id);
CREATE INDEX IF NOT EXISTS blocks_user_created_live
    ON blocks(user_id, created_at, expires_at, session_id);
CREATE INDEX IF NOT EXISTS blocks_user_session ON blocks(user_id, session_id, ingested_at);
CREATE INDEX IF NOT EXISTS blocks_status ON blocks(status);
CREATE INDEX IF NOT EXISTS blocks_expires ON blocks(expires_at) WHERE expires_at IS NOT NULL;
"""

BLOCK_COLUMNS = (
    "block_id, user_id, session_id, kind, user_content, assistant_content, fact, ingested_at, "
    "created_at, last_queued_at, fail_count, annotations, summary, contexts, status, "
    "context_required, prompt_id, prompt_vid, expires_at"
)
_LIVE = "(expires_at IS NULL OR expires_at > ?)"
MAX_CACHED_INDEXES = 256  # per-user search indexes kept in memory (least recently used go)


def _dumps(value: Any) -> str | None:
    return None if value is None else json.dumps(value)


def _loads(value: str | None) -> Any:
    return None if value is None else json.loads(value)


def _block_row(row: sqlite3.Row) -> dict[str, Any]:
    out = dict(row)
    out["annotations"] = _loads(out["annotations"])
    out["contexts"] = _loads(out["contexts"])
    out.pop("embedding", None)
    return out


class StoreBase:
    """The store's connection (SQLite, WAL for files, one lock serialising access), its
    per-user search indexes and the lookups every part needs. Methods raise `ApiError`.

    Args:
        path: SQLite file path, or ":memory:".
        clock: the server clock, Unix seconds (ServerSettings.now).
    """

    def __init__(self, path: str, clock: Callable[[], float]) -> None:
        self.path = path
        self.clock = clock
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._conn.row_factory = sqlite3.Row
        self._lock = threading.RLock()
        self._indexes: OrderedDict[str, UserIndex] = OrderedDict()  # least recently used first
        with self._lock:
            if path != ":memory:":
                self._conn.execute("PRAGMA journal_mode=WAL")
                self._conn.execute("PRAGMA synchronous=NORMAL")
            self._conn.execute("PRAGMA foreign_keys=ON")
            self._conn.executescript(SCHEMA)

    def close(self) -> None:
        """Close the connection."""
        with self._lock:
            self._conn.close()

    def _q(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        return self._conn.execute(sql, tuple(params)).fetchall()

    def _tx(self):
        store = self

        class _Tx:
            def __enter__(self):
                store._lock.acquire()
                store._conn.execute("BEGIN IMMEDIATE")

            def __exit__(self, exc_type, exc, tb):
                try:
                    store._conn.execute("ROLLBACK" if exc_type else "COMMIT")
                finally:
                    store._lock.release()
                return False

        return _Tx()

    def _require_user(self, user_id: str) -> sqlite3.Row:
        rows = self._q("SELECT * FROM users WHERE user_id = ?", (user_id,))
        if not rows:
            raise ApiError(404, "USER_NOT_FOUND", f"User '{user_id}' not found")
        return rows[0]

    def _require_session(self, user_id: str, session_id: str) -> sqlite3.Row:
        self._require_user(user_id)
        rows = self._q(
            "SELECT * FROM sessions WHERE user_id = ? AND session_id = ?", (user_id, session_id)
        )
        if not rows:
            raise ApiError(
                404, "SESSION_NOT_FOUND", f"Session '{session_id}' not found for user '{user_id}'"
            )
        return rows[0]
