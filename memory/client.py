"""The process-wide Agent Memory client (issue 4 item 1, M10).

One `AsyncAgentMemoryClient` per event loop and configuration, with interactive-grade limits
from `AGENT_MEMORY_TIMEOUT_SECONDS` and `AGENT_MEMORY_MAX_RETRIES` instead of the SDK's 30 s
with 3 retries. The SDK's httpx pool is bound to the loop it first ran on, so the cache is
keyed by the running loop (the Channels server, `async_to_sync` threads and test loops each
get their own) and by the settings (tests repoint `AGENT_MEMORY_URL`).
"""

from __future__ import annotations

import asyncio
import threading
import weakref

from agentmemory import AsyncAgentMemoryClient, AsyncSessionResource, AsyncUserResource
from django.conf import settings

_lock = threading.Lock()
_clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, dict[tuple, AsyncAgentMemoryClient]]
_clients = weakref.WeakKeyDictionary()

# The SDK's own HTTP timeout is a backstop set this much past our deadline, so it never fires
# first: after a read timeout the SDK probes /health through a brand-new httpx client (a new
# connection pool and TLS context, about 25% of the shop's CPU under load in the issue 12
# profile) with its own 5 s timeout. Abandoning the call at our deadline instead costs nothing.
SDK_TIMEOUT_SLACK_SECONDS = 2.0


def _config() -> tuple[str, str, float, int]:
    return (
        settings.AGENT_MEMORY_URL.rstrip("/"),
        settings.AGENT_MEMORY_TOKEN,
        float(settings.AGENT_MEMORY_TIMEOUT_SECONDS),
        int(settings.AGENT_MEMORY_MAX_RETRIES),
    )


def get_client() -> AsyncAgentMemoryClient:
    """Return the shared client for the running event loop and the current settings.

    Must be called from a coroutine (raises RuntimeError with no running loop).
    """
    loop = asyncio.get_running_loop()
    key = _config()
    with _lock:
        per_loop = _clients.get(loop)
        if per_loop is None:
            per_loop = _clients[loop] = {}
        client = per_loop.get(key)
        if client is None:
            url, token, timeout, retries = key
            client = AsyncAgentMemoryClient(
                base_url=url,
                token=token or None,
                timeout=timeout + SDK_TIMEOUT_SLACK_SECONDS,
                max_retries=retries,
            )
            per_loop[key] = client
    return client


def call_deadline() -> float:
    """Seconds after which one SDK call (its retries included) is abandoned:
    AGENT_MEMORY_TIMEOUT_SECONDS, M10.1."""
    return float(settings.AGENT_MEMORY_TIMEOUT_SECONDS)


def user_resource(user_id: str) -> AsyncUserResource:
    """The SDK's user resource for `user_id`, without the GET that `get_user` costs.

    The SDK's resources are plain path bindings over the client's HTTP layer; building one
    directly keeps recall at one round trip (M5) instead of fetching the user first.
    """
    return AsyncUserResource(get_client()._http, user_id)


def session_resource(user_id: str, session_id: str) -> AsyncSessionResource:
    """The SDK's session resource, without the GET that `get_session` costs (see above)."""
    return AsyncSessionResource(get_client()._http, user_id, session_id)


async def close_clients() -> None:
    """Close the clients bound to the running loop (for scripts and orderly shutdown)."""
    loop = asyncio.get_running_loop()
    with _lock:
        per_loop = _clients.pop(loop, {})
    for client in per_loop.values():
        await client.close()
