"""The custom extraction prompt registry (Agent Memory 1.1 prompts API; contract §1.2 Prompts).

Semantics from the SDK (`agentmemory.resources.prompts`, `models.Prompt`/`PromptVersion`):
a prompt starts at version 0; a new `prompt` text makes a new immutable version and moves
`current_vid`; `description` and `annotations` belong to the head and are never versioned.
Archiving is a soft delete (the id stays reserved: creating it again answers 409); purging is a
hard delete (`vid="all"` frees the id; purging the current version answers 409).
`version_count` counts live (unpurged) versions. Stored in the server's SQLite database.
"""

from __future__ import annotations

import json
from typing import Any

from memory_server.errors import ApiError
from memory_server.storage import Store

SCHEMA = """
CREATE TABLE IF NOT EXISTS prompts (
    prompt_id TEXT PRIMARY KEY,
    description TEXT NOT NULL,
    annotations TEXT,
    current_vid INTEGER NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0,
    last_updated_at REAL NOT NULL,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS prompt_versions (
    prompt_id TEXT NOT NULL REFERENCES prompts(prompt_id) ON DELETE CASCADE,
    vid INTEGER NOT NULL,
    prompt TEXT NOT NULL,
    updated_at REAL NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (prompt_id, vid)
);
"""


def _not_found(prompt_id: str, vid: int | None = None) -> ApiError:
    if vid is None:
        return ApiError(404, "PROMPT_NOT_FOUND", f"Prompt '{prompt_id}' not found")
    return ApiError(404, "PROMPT_VERSION_NOT_FOUND", f"Prompt '{prompt_id}' has no version {vid}")


def _archived(prompt_id: str, vid: int | None = None) -> ApiError:
    what = f"Prompt '{prompt_id}'" + ("" if vid is None else f" version {vid}")
    return ApiError(409, "PROMPT_ARCHIVED", f"{what} is archived")


class PromptStore:
    """Prompts and their versions, on the server store's connection and lock.

    Every method raises ApiError: 404 PROMPT_NOT_FOUND / PROMPT_VERSION_NOT_FOUND, 409
    PROMPT_ALREADY_EXISTS / PROMPT_ARCHIVED / PROMPT_VERSION_IS_CURRENT.
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        with store._lock:
            store._conn.executescript(SCHEMA)

    def _q(self, sql: str, params: tuple = ()) -> list:
        return self.store._conn.execute(sql, params).fetchall()

    def _head_row(self, prompt_id: str):
        rows = self._q("SELECT * FROM prompts WHERE prompt_id = ?", (prompt_id,))
        if not rows:
            raise _not_found(prompt_id)
        return rows[0]

    def _head(self, row) -> dict[str, Any]:
        current = self._q(
            "SELECT prompt FROM prompt_versions WHERE prompt_id = ? AND vid = ?",
            (row["prompt_id"], row["current_vid"]),
        )
        count = self._q(
            "SELECT COUNT(*) FROM prompt_versions WHERE prompt_id = ?", (row["prompt_id"],)
        )[0][0]
        return {
            "prompt_id": row["prompt_id"],
            "prompt": current[0]["prompt"] if current else "",
            "description": row["description"],
            "annotations": json.loads(row["annotations"]) if row["annotations"] else None,
            "current_vid": row["current_vid"],
            "version_count": count,
            "last_updated_at": row["last_updated_at"],
            "archived": bool(row["archived"]),
        }

    @staticmethod
    def _version(row, current_vid: int) -> dict[str, Any]:
        return {
            "prompt_id": row["prompt_id"],
            "vid": row["vid"],
            "prompt": row["prompt"],
            "updated_at": row["updated_at"],
            "archived": bool(row["archived"]),
            "is_current": row["vid"] == current_vid,
        }

    def create(
        self, prompt_id: str, prompt: str, description: str, annotations: dict | None
    ) -> dict[str, Any]:
        """Register a prompt at version 0; 409 when the id exists or is archived."""
        now = self.store.clock()
        with self.store._tx():
            if self._q("SELECT 1 FROM prompts WHERE prompt_id = ?", (prompt_id,)):
                raise ApiError(
                    409,
                    "PROMPT_ALREADY_EXISTS",
                    f"Prompt '{prompt_id}' already exists or is archived (ids stay reserved)",
                )
            self.store._conn.execute(
                "INSERT INTO prompts (prompt_id, description, annotations, current_vid, "
                "last_updated_at, created) VALUES (?, ?, ?, 0, ?, ?)",
                (
                    prompt_id,
                    description,
                    json.dumps(annotations) if annotations else None,
                    now,
                    now,
                ),
            )
            self.store._conn.execute(
                "INSERT INTO prompt_versions (prompt_id, vid, prompt, updated_at) "
                "VALUES (?, 0, ?, ?)",
                (prompt_id, prompt, now),
            )
            return self._head(self._head_row(prompt_id))

    def list(self, limit: int, offset: int) -> tuple[list[dict[str, Any]], int]:
        """A page of prompts, oldest first (archived ones included, flagged); (page, total)."""
        with self.store._lock:
            total = self._q("SELECT COUNT(*) FROM prompts")[0][0]
            rows = self._q(
                "SELECT * FROM prompts ORDER BY created, prompt_id LIMIT ? OFFSET ?",
                (limit, offset),
            )
            return [self._head(r) for r in rows], total

    def get(self, prompt_id: str) -> dict[str, Any]:
        """The prompt's head (current state)."""
        with self.store._lock:
            return self._head(self._head_row(prompt_id))

    def get_version(self, prompt_id: str, vid: int) -> dict[str, Any]:
        """One version of the prompt."""
        with self.store._lock:
            head = self._head_row(prompt_id)
            rows = self._q(
                "SELECT * FROM prompt_versions WHERE prompt_id = ? AND vid = ?", (prompt_id, vid)
            )
            if not rows:
                raise _not_found(prompt_id, vid)
            return self._version(rows[0], head["current_vid"])

    def update(
        self,
        prompt_id: str,
        prompt: str | None,
        description: str | None,
        annotations: dict | None,
    ) -> dict[str, Any]:
        """New `prompt` text -> a new version that becomes current; description and
        annotations replace the head's. 409 when archived."""
        now = self.store.clock()
        with self.store._tx():
            head = self._head_row(prompt_id)
            if head["archived"]:
                raise _archived(prompt_id)
            conn = self.store._conn
            if prompt is not None:
                vid = self._q(
                    "SELECT MAX(vid) FROM prompt_versions WHERE prompt_id = ?", (prompt_id,)
                )[0][0]
                vid = max(head["current_vid"], -1 if vid is None else vid) + 1
                conn.execute(
                    "INSERT INTO prompt_versions (prompt_id, vid, prompt, updated_at) "
                    "VALUES (?, ?, ?, ?)",
                    (prompt_id, vid, prompt, now),
                )
                conn.execute(
                    "UPDATE prompts SET current_vid = ? WHERE prompt_id = ?", (vid, prompt_id)
                )
            if description is not None:
                conn.execute(
                    "UPDATE prompts SET description = ? WHERE prompt_id = ?",
                    (description, prompt_id),
                )
            if annotations is not None:
                conn.execute(
                    "UPDATE prompts SET annotations = ? WHERE prompt_id = ?",
                    (json.dumps(annotations), prompt_id),
                )
            conn.execute(
                "UPDATE prompts SET last_updated_at = ? WHERE prompt_id = ?", (now, prompt_id)
            )
            return self._head(self._head_row(prompt_id))

    def versions(self, prompt_id: str, limit: int, offset: int) -> tuple[list[dict[str, Any]], int]:
        """A page of the prompt's live versions, oldest first; (page, total)."""
        with self.store._lock:
            head = self._head_row(prompt_id)
            total = self._q(
                "SELECT COUNT(*) FROM prompt_versions WHERE prompt_id = ?", (prompt_id,)
            )[0][0]
            rows = self._q(
                "SELECT * FROM prompt_versions WHERE prompt_id = ? ORDER BY vid LIMIT ? OFFSET ?",
                (prompt_id, limit, offset),
            )
            return [self._version(r, head["current_vid"]) for r in rows], total

    def archive(self, prompt_id: str, vid: int | str) -> None:
        """Soft delete the prompt (`vid="all"`) or one version; 409 when already archived."""
        with self.store._tx():
            head = self._head_row(prompt_id)
            conn = self.store._conn
            if vid == "all":
                if head["archived"]:
                    raise _archived(prompt_id)
                conn.execute("UPDATE prompts SET archived = 1 WHERE prompt_id = ?", (prompt_id,))
                conn.execute(
                    "UPDATE prompt_versions SET archived = 1 WHERE prompt_id = ?", (prompt_id,)
                )
                return
            rows = self._q(
                "SELECT archived FROM prompt_versions WHERE prompt_id = ? AND vid = ?",
                (prompt_id, vid),
            )
            if not rows:
                raise _not_found(prompt_id, int(vid))
            if rows[0]["archived"]:
                raise _archived(prompt_id, int(vid))
            conn.execute(
                "UPDATE prompt_versions SET archived = 1 WHERE prompt_id = ? AND vid = ?",
                (prompt_id, vid),
            )

    def purge(self, prompt_id: str, vid: int | str) -> None:
        """Hard delete the prompt (`vid="all"`, freeing the id) or one version; 409 when `vid`
        is the current version."""
        with self.store._tx():
            head = self._head_row(prompt_id)
            conn = self.store._conn
            if vid == "all":
                conn.execute("DELETE FROM prompt_versions WHERE prompt_id = ?", (prompt_id,))
                conn.execute("DELETE FROM prompts WHERE prompt_id = ?", (prompt_id,))
                return
            if int(vid) == head["current_vid"]:
                raise ApiError(
                    409,
                    "PROMPT_VERSION_IS_CURRENT",
                    f"Version {vid} is the current version of prompt '{prompt_id}': purge the "
                    "whole prompt with vid=all, or update it to a new version first",
                )
            cur = conn.execute(
                "DELETE FROM prompt_versions WHERE prompt_id = ? AND vid = ?", (prompt_id, vid)
            )
            if cur.rowcount == 0:
                raise _not_found(prompt_id, int(vid))

    def resolve(self, prompt_id: str, vid: int | None) -> tuple[str, int]:
        """The (prompt_id, vid) a memory write is stamped with: `vid` or the current version.
        404 when the prompt or version does not exist, 409 when either is archived."""
        with self.store._lock:
            head = self._head_row(prompt_id)
            if head["archived"]:
                raise _archived(prompt_id)
            vid = head["current_vid"] if vid is None else vid
            rows = self._q(
                "SELECT archived FROM prompt_versions WHERE prompt_id = ? AND vid = ?",
                (prompt_id, vid),
            )
            if not rows:
                raise _not_found(prompt_id, vid)
            if rows[0]["archived"]:
                raise _archived(prompt_id, vid)
            return prompt_id, vid
