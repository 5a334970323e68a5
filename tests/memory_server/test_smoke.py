"""The memory_server fixture serves the real SDK over HTTP (issue 3, Done-when)."""

import uuid

import httpx
from agentmemory import AgentMemoryClient


def test_health_answers_healthy(memory_server):
    body = httpx.get(f"{memory_server.url}/health").json()
    assert body["status"] == "healthy"
    assert body["version"]


def test_sdk_round_trip(memory_server):
    client = AgentMemoryClient(memory_server.url, max_retries=0)
    user = client.create_user(f"smoke-{uuid.uuid4().hex}", "Smoke")
    session = user.create_session("session1")
    added = session.add_memory(facts=["The shopper wears size M."], async_processing=False)
    found = session.search_memory("which size do they wear?")
    assert [b.block_id for b in found.memory_blocks] == added.block_ids
    assert found.memory_blocks[0].status.value == "ready"
