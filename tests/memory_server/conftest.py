"""Clients for the conformance suite: every test runs through the real SDK, sync and async."""

from __future__ import annotations

import inspect
import uuid

import httpx
import pytest
from agentmemory import AgentMemoryClient, AsyncAgentMemoryClient


async def call(value):
    """Await SDK results from the async client; pass sync results through."""
    return await value if inspect.isawaitable(value) else value


def new_id(prefix: str = "u") -> str:
    """A unique id: tests isolate themselves by user id."""
    return f"{prefix}-{uuid.uuid4().hex[:12]}"


@pytest.fixture(params=["sync", "async"])
async def client(request, memory_server):
    """AgentMemoryClient and AsyncAgentMemoryClient (no retries: statuses surface as is)."""
    if request.param == "sync":
        c = AgentMemoryClient(memory_server.url, max_retries=0, timeout=10)
        yield c
        c.close()
    else:
        c = AsyncAgentMemoryClient(memory_server.url, max_retries=0, timeout=10)
        yield c
        await c.close()


@pytest.fixture
def http(memory_server):
    """A raw httpx client for wire-level checks (statuses, headers, envelopes)."""
    with httpx.Client(base_url=memory_server.url, timeout=10) as c:
        yield c


@pytest.fixture
async def user(client):
    """A fresh user resource on the parametrised client."""
    return await call(client.create_user(new_id(), "Test Shopper"))


@pytest.fixture
async def session(user):
    """A fresh session of that user."""
    return await call(user.create_session("session1"))


@pytest.fixture
def observed(memory_server):
    """Pin the "observed" profile for a test of behaviour the memory design observed on the
    real server where the 1.1 docs say otherwise (its documented twin is in test_profiles)."""
    memory_server.settings.profile = "observed"


@pytest.fixture(autouse=True)
def _restore_knobs(memory_server):
    """Every knob is back at its default after each test."""
    yield
    memory_server.settings.reset_knobs()
    memory_server.state.worker.wake()
