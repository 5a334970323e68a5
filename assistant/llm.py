"""The one LLM client module, shared by the agent loop and the fact judge (issue 4 item 4).

`chat_client(model)` returns an object with the `AsyncOpenAI` interface
(`await client.chat.completions.create(model=..., messages=..., tools=..., stream=...)`):
the real `AsyncOpenAI` when a key or base URL is configured, or the built-in offline model
(`assistant.offline`, issue 6) when the model is `"offline"`. Callers never branch on which
one they got, so the memory path is the same code for both (issue 6 item 1).
"""

from __future__ import annotations

import asyncio
import threading
import weakref
from functools import lru_cache
from typing import Any

from django.conf import settings

OFFLINE_MODEL = "offline"


def is_offline(model: str | None = None) -> bool:
    """True when `model` (default: `ASSISTANT_MODEL`) names the built-in offline model."""
    return (model or settings.ASSISTANT_MODEL) == OFFLINE_MODEL


def chat_client(model: str | None = None) -> Any:
    """Return the chat client serving `model` (default: `ASSISTANT_MODEL`).

    Returns an `openai.AsyncOpenAI` configured from `OPENAI_API_KEY`, `OPENAI_BASE_URL` and
    `OPENAI_TIMEOUT_SECONDS` (explicit timeout, one retry), or `assistant.offline.OfflineChatClient`
    for the offline model. Clients are cached per event loop and configuration, so one loop
    shares one connection pool.
    """
    if is_offline(model):
        return _offline_client()
    return _openai_client(
        settings.OPENAI_API_KEY, settings.OPENAI_BASE_URL, settings.OPENAI_TIMEOUT_SECONDS
    )


# AsyncOpenAI's httpx pool belongs to the event loop it first ran on, so clients are cached per
# running loop (the Channels server, async_to_sync threads and test loops each get their own).
_openai_lock = threading.Lock()
_openai_clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, dict[tuple, Any]]
_openai_clients = weakref.WeakKeyDictionary()


def _openai_client(api_key: str, base_url: str, timeout: float) -> Any:
    from openai import AsyncOpenAI

    try:
        loop: Any = asyncio.get_running_loop()
    except RuntimeError:
        loop = None
    key = (api_key, base_url, timeout)
    with _openai_lock:
        per_loop = _openai_clients.setdefault(loop, {}) if loop is not None else {}
        client = per_loop.get(key)
        if client is None:
            client = per_loop[key] = AsyncOpenAI(
                # A local OpenAI-compatible server (OPENAI_BASE_URL) may need no key at all.
                api_key=api_key or "not-needed",
                base_url=base_url or None,
                timeout=timeout,
                max_retries=1,
            )
    return client


@lru_cache(maxsize=1)
def _offline_client() -> Any:
    from assistant.offline import OfflineChatClient

    return OfflineChatClient()
