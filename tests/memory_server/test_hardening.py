"""Inputs that used to break memory_server for everyone after them, over real HTTP (issue 12
items 1 and 7): out-of-range timestamps, deep JSON, and the connection after a 500."""

from __future__ import annotations

import http.client
import json

import pytest

from tests.memory_server.conftest import new_id


def _session(http) -> tuple[str, str]:
    user_id = new_id()
    assert http.post("/users", json={"user_id": user_id, "name": "T"}).status_code == 201
    assert http.post(f"/users/{user_id}/sessions", json={"session_id": "s1"}).status_code == 201
    return user_id, f"/users/{user_id}/sessions/s1"


def _reads_answer(http, user_id: str, base: str) -> list[dict]:
    listed = http.get(f"/users/{user_id}/memory")
    assert listed.status_code == 200, listed.text
    for body in ({}, {"query": "navy"}, {"filters": {"session_ids": "all"}}):
        found = http.post(f"{base}/memory/search", json=body)
        assert found.status_code == 200, found.text
    return listed.json()["memory_blocks"]


# ------------------------------------------------------------------ timestamps (12.1)
@pytest.mark.parametrize("created_at", ["9999-12-31T23:59:59-12:00", "0001-01-01T00:00:00+14:00"])
def test_a_timestamp_outside_utc_years_1_to_9999_is_422_and_stores_nothing(http, created_at):
    user_id, base = _session(http)
    response = http.post(
        f"{base}/memory", json={"facts": ["Likes navy."], "created_at": created_at}
    )
    assert response.status_code == 422
    body = response.json()
    assert body["error"] == "VALIDATION_ERROR" and "created_at" in body["message"]
    assert _reads_answer(http, user_id, base) == []


def test_a_timestamp_with_an_offset_is_stored_in_utc(http):
    user_id, base = _session(http)
    response = http.post(
        f"{base}/memory",
        json={"facts": ["Likes navy."], "created_at": "9999-12-31T10:00:00+02:00"},
    )
    assert response.status_code == 201
    [block] = _reads_answer(http, user_id, base)
    assert block["created_at"] == "9999-12-31T08:00:00+00:00"


@pytest.mark.parametrize(
    "filters", [{"end_time": "9999-12-31T23:59:59-12:00"}, {"start_time": "0001-01-01T00:00+14:00"}]
)
def test_a_search_filter_outside_the_range_is_422(http, filters):
    _, base = _session(http)
    response = http.post(f"{base}/memory/search", json={"filters": filters})
    assert response.status_code == 422


def test_reads_survive_any_stored_time(http, memory_server):
    """A database written before the edge validated times (or by hand) still reads."""
    user_id, base = _session(http)
    added = http.post(f"{base}/memory", json={"facts": ["Likes navy."], "async_processing": False})
    block_id = added.json()["block_ids"][0]
    store = memory_server.state.store
    with store._lock:
        store._conn.execute(
            "UPDATE blocks SET created_at = ?, last_queued_at = ? WHERE block_id = ?",
            (253402300800.0 + 86400, -62135596800.0 - 86400, block_id),
        )
        store._indexes.pop(user_id, None)
    [block] = _reads_answer(http, user_id, base)
    assert (block["block_id"], block["created_at"], block["last_queued_at"]) == (
        block_id,
        None,
        None,
    )


# ------------------------------------------------------------------- deep JSON (12.7)
def _nested(depth: int) -> dict:
    value: dict = {}
    for _ in range(depth - 1):
        value = {"a": value}
    return value


@pytest.mark.parametrize("depth", [33, 300, 600, 900])
def test_metadata_nested_too_deep_is_422(http, depth):
    user_id = new_id()
    response = http.post(
        "/users", json={"user_id": user_id, "name": "T", "metadata": _nested(depth)}
    )
    assert response.status_code == 422, response.text
    assert response.json()["error"] == "VALIDATION_ERROR"
    assert http.get(f"/users/{user_id}").status_code == 404  # nothing stored


def test_json_nested_100000_deep_is_422(http):
    raw = '{"user_id": "deep", "name": "T", "metadata": ' + "[" * 100_000 + "]" * 100_000 + "}"
    response = http.post("/users", content=raw, headers={"content-type": "application/json"})
    assert response.status_code == 422


def test_metadata_at_the_depth_limit_is_stored(http):
    user_id, _ = _session(http)
    metadata = _nested(30)  # the body adds one level around it
    response = http.put(f"/users/{user_id}", json={"metadata": metadata})
    assert response.status_code == 200
    assert response.json()["metadata"] == metadata


# ------------------------------------------------------------ the connection after a 500
def test_the_keep_alive_connection_survives_a_500(memory_server, monkeypatch):
    def broken(user_id):
        raise RuntimeError("a defect")

    monkeypatch.setattr(memory_server.state.store, "get_user", broken)
    conn = http.client.HTTPConnection("127.0.0.1", memory_server.port, timeout=10)
    try:
        conn.request("GET", f"/users/{new_id()}")
        first = conn.getresponse()
        body = json.loads(first.read())
        assert (first.status, body["error"]) == (500, "INTERNAL_ERROR")
        assert set(body) == {"error", "message", "details", "request_id"}
        sock = conn.sock
        monkeypatch.undo()
        conn.request("GET", "/health")
        second = conn.getresponse()
        assert second.status == 200 and json.loads(second.read())["status"] == "healthy"
        assert conn.sock is sock  # the same connection, not a reconnect
    finally:
        conn.close()
