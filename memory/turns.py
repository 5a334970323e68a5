"""Which assistant turn a memory call belongs to, for the operations log (issue 13, admin).

The caller that runs a turn wraps it in `turn_scope(key)`; every memory operation logged
inside, including in tasks started from inside (they copy the context), carries that key in
`MemoryOp.turn`, so the admin can list one turn's calls. The memory layer never learns what a
turn is: the key is an opaque string handed down by the caller (the assistant's `Turn.key`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

MAX_TURN_KEY = 64

_current: ContextVar[str] = ContextVar("memory_turn", default="")


@contextmanager
def turn_scope(key: str | None) -> Iterator[None]:
    """Tag the memory operations logged in this context with the turn `key` (at most 64
    characters; None or "" tags none)."""
    token = _current.set((key or "")[:MAX_TURN_KEY])
    try:
        yield
    finally:
        _current.reset(token)


def current_turn() -> str:
    """The key of the turn the running code belongs to, or "" outside any turn."""
    return _current.get()
