"""SQLite storage for users, sessions and memory blocks (issue 3 item 1, contract §1.1).

`Store` is the one object the server keeps its data in: users and sessions here, memory blocks
in `storage_blocks.BlockStore`, the connection and schema in `storage_base.StoreBase`. One
connection in WAL mode (file databases), serialised by a lock, so concurrent requests from
uvicorn's thread pool are safe. Times are stored as Unix seconds (REAL) and rendered as ISO
8601 UTC strings by `rendering`. Deleting a user or session cascades to its blocks.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from memory_server.errors import ApiError
from memory_server.storage_base import _dumps, _loads
from memory_server.storage_blocks import BlockStore


class Store(BlockStore):
    """All persistent state. Methods raise `ApiError` (404/409) for missing or duplicate records.

    Args:
        path: SQLite file path, or ":memory:".
        clock: the server clock, Unix seconds (ServerSettings.now).
    """

    # ------------------------------------------------------------------ users
    def _user_dict(self, row: sqlite3.Row) -> dict[str, Any]:
        sessions = [
            r["session_id"]
            for r in self._q(
                "SELECT session_id FROM sessions WHERE user_id = ? ORDER BY start_time, rowid",
                (row["user_id"],),
            )
        ]
        return {
            "id": row["user_id"],
            "name": row["name"],
            "sessions": sessions,
            "metadata": _loads(row["metadata"]),
        }

    def create_user(self, user_id: str, name: str, metadata: dict | None) -> dict[str, Any]:
        """Insert a user; 409 USER_ALREADY_EXISTS when the id is taken."""
        with self._tx():
            if self._q("SELECT 1 FROM users WHERE user_id = ?", (user_id,)):
                raise ApiError(409, "USER_ALREADY_EXISTS", f"User '{user_id}' already exists")
            self._conn.execute(
                "INSERT INTO users (user_id, name, metadata, created) VALUES (?, ?, ?, ?)",
                (user_id, name, _dumps(metadata), self.clock()),
            )
        return self.get_user(user_id)

    def get_user(self, user_id: str) -> dict[str, Any]:
        """The user as the API's `User`; 404 USER_NOT_FOUND."""
        with self._lock:
            return self._user_dict(self._require_user(user_id))

    def list_users(
        self, name: str | None, metadata: dict[str, str], limit: int, offset: int
    ) -> tuple[list[dict[str, Any]], int]:
        """A page of users (oldest first) matching exact `name` and every metadata pair, compared
        as strings; returns (page, total)."""
        with self._lock:
            if name is None:
                rows = self._q("SELECT * FROM users ORDER BY created, rowid")
            else:
                rows = self._q(
                    "SELECT * FROM users WHERE name = ? ORDER BY created, rowid", (name,)
                )
            if metadata:

                def matches(row: sqlite3.Row) -> bool:
                    meta = _loads(row["metadata"]) or {}
                    for key, value in metadata.items():
                        if key not in meta:
                            return False
                        have = meta[key]
                        if (have if isinstance(have, str) else json.dumps(have)) != value and str(
                            have
                        ) != value:
                            return False
                    return True

                rows = [r for r in rows if matches(r)]
            total = len(rows)
            return [self._user_dict(r) for r in rows[offset : offset + limit]], total

    def update_user(self, user_id: str, name: str | None, metadata: dict | None) -> dict:
        """Replace the given fields; 404 USER_NOT_FOUND."""
        with self._tx():
            self._require_user(user_id)
            if name is not None:
                self._conn.execute("UPDATE users SET name = ? WHERE user_id = ?", (name, user_id))
            if metadata is not None:
                self._conn.execute(
                    "UPDATE users SET metadata = ? WHERE user_id = ?", (_dumps(metadata), user_id)
                )
        return self.get_user(user_id)

    def delete_user(self, user_id: str) -> None:
        """Delete a user with every session and block; 404 USER_NOT_FOUND."""
        with self._tx():
            self._require_user(user_id)
            self._conn.execute("DELETE FROM blocks WHERE user_id = ?", (user_id,))
            self._conn.execute("DELETE FROM sessions WHERE user_id = ?", (user_id,))
            self._conn.execute("DELETE FROM users WHERE user_id = ?", (user_id,))
            self._indexes.pop(user_id, None)

    # --------------------------------------------------------------- sessions
    @staticmethod
    def _session_dict(row: sqlite3.Row) -> dict[str, Any]:
        return {
            "user_id": row["user_id"],
            "session_id": row["session_id"],
            "start_time": row["start_time"],
            "end_time": row["end_time"],
            "annotations": _loads(row["annotations"]),
            "metadata": _loads(row["metadata"]),
            "blocks_ttl": row["blocks_ttl"],
        }

    def get_session(self, user_id: str, session_id: str) -> dict[str, Any]:
        """The session (times as Unix seconds); 404 USER_NOT_FOUND / SESSION_NOT_FOUND."""
        with self._lock:
            return self._session_dict(self._require_session(user_id, session_id))

    def create_session(
        self,
        user_id: str,
        session_id: str,
        annotations: dict | None,
        metadata: dict | None,
        blocks_ttl: int | None,
    ) -> dict[str, Any]:
        """Insert a session; 404 for an unknown user, 409 SESSION_ALREADY_EXISTS."""
        with self._tx():
            self._require_user(user_id)
            if self._q(
                "SELECT 1 FROM sessions WHERE user_id = ? AND session_id = ?", (user_id, session_id)
            ):
                raise ApiError(
                    409,
                    "SESSION_ALREADY_EXISTS",
                    f"Session '{session_id}' already exists for user '{user_id}'",
                )
            self._conn.execute(
                "INSERT INTO sessions (user_id, session_id, start_time, annotations, metadata, "
                "blocks_ttl) VALUES (?, ?, ?, ?, ?, ?)",
                (
                    user_id,
                    session_id,
                    self.clock(),
                    _dumps(annotations),
                    _dumps(metadata),
                    blocks_ttl,
                ),
            )
        return self.get_session(user_id, session_id)

    def list_sessions(
        self, user_id: str, limit: int, offset: int
    ) -> tuple[list[dict[str, Any]], int]:
        """A page of the user's sessions, oldest first; returns (page, total)."""
        with self._lock:
            self._require_user(user_id)
            total = self._q("SELECT COUNT(*) FROM sessions WHERE user_id = ?", (user_id,))[0][0]
            rows = self._q(
                "SELECT * FROM sessions WHERE user_id = ? ORDER BY start_time, rowid "
                "LIMIT ? OFFSET ?",
                (user_id, limit, offset),
            )
            return [self._session_dict(r) for r in rows], total

    def update_session(
        self, user_id: str, session_id: str, annotations: dict | None, metadata: dict | None
    ) -> dict[str, Any]:
        """Replace the given fields (others kept)."""
        with self._tx():
            self._require_session(user_id, session_id)
            if annotations is not None:
                self._conn.execute(
                    "UPDATE sessions SET annotations = ? WHERE user_id = ? AND session_id = ?",
                    (_dumps(annotations), user_id, session_id),
                )
            if metadata is not None:
                self._conn.execute(
                    "UPDATE sessions SET metadata = ? WHERE user_id = ? AND session_id = ?",
                    (_dumps(metadata), user_id, session_id),
                )
        return self.get_session(user_id, session_id)

    def delete_session(self, user_id: str, session_id: str) -> None:
        """Delete a session and its blocks."""
        with self._tx():
            self._require_session(user_id, session_id)
            self._conn.execute(
                "DELETE FROM blocks WHERE user_id = ? AND session_id = ?", (user_id, session_id)
            )
            self._conn.execute(
                "DELETE FROM sessions WHERE user_id = ? AND session_id = ?", (user_id, session_id)
            )
            self._indexes.pop(user_id, None)

    def end_session(self, user_id: str, session_id: str) -> dict[str, Any]:
        """Set end_time; 400 SESSION_ALREADY_ENDED when it is already set."""
        with self._tx():
            row = self._require_session(user_id, session_id)
            if row["end_time"] is not None:
                raise ApiError(
                    400,
                    "SESSION_ALREADY_ENDED",
                    "The session has already been ended and cannot be ended again or written to",
                )
            self._conn.execute(
                "UPDATE sessions SET end_time = ? WHERE user_id = ? AND session_id = ?",
                (self.clock(), user_id, session_id),
            )
        return self.get_session(user_id, session_id)

    def require_open_session(self, user_id: str, session_id: str) -> dict[str, Any]:
        """The session, or 404 / 400 SESSION_ALREADY_ENDED when it has ended."""
        session = self.get_session(user_id, session_id)
        if session["end_time"] is not None:
            raise ApiError(
                400,
                "SESSION_ALREADY_ENDED",
                f"Session '{session_id}' has ended; it cannot be written to",
            )
        return session
