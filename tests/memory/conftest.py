"""Fixtures for the memory app's tests: real memory_server over HTTP, real SDK (issue 4 item 6).

Tests isolate themselves by unique user ids; knobs on the shared server are restored after
each test.
"""

from __future__ import annotations

import uuid

import pytest
import pytest_asyncio
from asgiref.sync import sync_to_async
from django.db import connection

from memory.models import MemoryOp
from memory.oplog import flush_ops
from memory_server.testing import BackgroundServer
from tests.edge_servers import FaultProxy


@pytest_asyncio.fixture(autouse=True)
async def _ops_written_before_teardown():
    """Let each test's queued log rows land inside that test, never in the next one."""
    yield
    await flush_ops()


@pytest.fixture
def uid() -> str:
    """A fresh Agent Memory user id (tests isolate themselves by user, M1.3)."""
    return f"t-{uuid.uuid4().hex[:16]}"


@pytest.fixture
def am(memory_server, agent_memory_settings, settings):
    """memory_server, with AGENT_MEMORY_URL pointing at it and every knob restored after."""
    settings.AGENT_MEMORY_URL = memory_server.url
    yield memory_server
    memory_server.settings.reset_knobs()


@pytest.fixture
def fault_proxy(am, settings):
    """A fault-injecting proxy in front of memory_server; AGENT_MEMORY_URL points at it."""
    proxy = FaultProxy(upstream=am.url)
    server = BackgroundServer(proxy.app()).start()
    settings.AGENT_MEMORY_URL = server.url
    yield proxy
    server.stop()


@pytest.fixture
async def ops():
    """Read the memory operations log after the queued rows are written: `await ops(**filters)`.

    Rows an earlier test queued and did not flush are written and then cleared first: the
    queue is the process's, and under pytest-xdist's file order an earlier test's row once
    landed in this test's database (CI, 2026-12-02)."""

    def clear() -> None:
        try:
            MemoryOp.objects.all().delete()
        finally:
            connection.close()

    await flush_ops()
    await sync_to_async(clear)()

    def query(filters) -> list[MemoryOp]:
        try:
            return list(MemoryOp.objects.filter(**filters).order_by("created_at", "id"))
        finally:
            connection.close()  # the sync thread's connection, not the test's

    async def read(**filters) -> list[MemoryOp]:
        await flush_ops()
        return await sync_to_async(query)(filters)

    return read
