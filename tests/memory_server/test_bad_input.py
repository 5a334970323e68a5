"""Bad input never breaks the server (issue 3 item 6; checklist A27, A29).

Property-based: hypothesis throws arbitrary JSON, wrong types, raw bytes and odd ids at every
write route. Every answer must be a well-formed envelope when it is an error, never 202, never a
5xx (the one documented 5xx, switching a block's content type, needs a valid body and an existing
block of the other type), and a refused request must change nothing. The database passes its
consistency checks afterwards.
"""

from __future__ import annotations

import json
from urllib.parse import quote

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .conftest import new_id

json_scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30)
)
json_values = st.recursive(
    json_scalars,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4)
    ),
    max_leaves=12,
)
# bodies shaped like the real ones, with values of any type
field_names = st.sampled_from(
    [
        "user_id",
        "name",
        "metadata",
        "session_id",
        "annotations",
        "memory_blocks_ttl",
        "new_ttl",
        "block_ids",
        "messages",
        "facts",
        "async_processing",
        "memory_block_ttl",
        "context_required",
        "created_at",
        "prompt_id",
        "prompt_vid",
        "message",
        "fact",
        "query",
        "filters",
        "prompt",
        "description",
    ]
)
shaped_bodies = st.dictionaries(field_names, json_values, max_size=5)
odd_ids = st.text(min_size=1, max_size=20).filter(lambda s: s not in (".", ".."))

ROUTES = [
    ("POST", "/users"),
    ("PUT", "/users/{u}"),
    ("PUT", "/users/{u}/ttl"),
    ("POST", "/users/{u}/sessions"),
    ("PUT", "/users/{u}/sessions/{s}"),
    ("POST", "/users/{u}/sessions/{s}/memory"),
    ("PUT", "/users/{u}/sessions/{s}/memory/{b}"),
    ("POST", "/users/{u}/sessions/{s}/memory/search"),
    ("DELETE", "/users/{u}/sessions/{s}/memory"),
    ("GET", "/users/{u}/memory"),
    ("GET", "/users"),
    ("POST", "/prompts"),
    ("PUT", "/prompts/{p}"),
    ("GET", "/prompts"),
    ("GET", "/prompts/{p}"),
    ("GET", "/prompts/{p}/versions"),
    ("PUT", "/prompts/{p}/archive"),
    ("DELETE", "/prompts/{p}"),
]

HYPOTHESIS = settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.fixture(scope="module")
def baseline(memory_server):
    """A user with a session and blocks that every refused request must leave untouched."""
    user_id = new_id("base")
    with httpx.Client(base_url=memory_server.url) as http:
        http.post("/users", json={"user_id": user_id, "name": "Base"})
        http.post(f"/users/{user_id}/sessions", json={"session_id": "s"})
        ids = http.post(
            f"/users/{user_id}/sessions/s/memory",
            json={"facts": ["One.", "Two."], "async_processing": False},
        ).json()["block_ids"]
        prompt_id = new_id("p")
        http.post(
            "/prompts", json={"prompt_id": prompt_id, "prompt": "Extract.", "description": "D"}
        )
    return {"u": user_id, "s": "s", "b": ids[0], "p": prompt_id}


def snapshot(http: httpx.Client, base: dict) -> tuple:
    user = http.get(f"/users/{base['u']}").json()
    blocks = http.get(f"/users/{base['u']}/memory", params={"limit": 200}).json()
    return json.dumps(user, sort_keys=True), json.dumps(blocks, sort_keys=True)


def check_response(resp: httpx.Response) -> None:
    assert resp.status_code != 202
    if resp.status_code >= 400:
        body = resp.json()
        assert set(body) == {"error", "message", "details", "request_id"}, body
    documented_5xx = resp.status_code == 500 and (
        resp.json()["error"] == "CONTENT_TYPE_CHANGE_NOT_ALLOWED"  # contract §1.6, SDK docs
    )
    assert resp.status_code < 500 or documented_5xx, resp.text


def store_counts(memory_server) -> dict[str, int]:
    """Row counts after purging what has already expired: the shared server's sweeper may
    purge blocks that earlier tests left to expire at any moment, which is not a change."""
    memory_server.state.store.purge_expired()
    return memory_server.state.store.counts()


@pytest.fixture(scope="module")
def http(memory_server):
    """One client for the module's examples: a client (its TLS context) and a connection per
    example were a third of each example's time (issue 21 item 6)."""
    with httpx.Client(base_url=memory_server.url, timeout=10) as client:
        yield client


def send(memory_server, http, baseline, method, path, **kwargs) -> None:
    before = snapshot(http, baseline)
    store_before = store_counts(memory_server)
    resp = http.request(method, path, **kwargs)
    check_response(resp)
    if resp.status_code >= 400:
        assert snapshot(http, baseline) == before
        assert store_counts(memory_server) == store_before


@HYPOTHESIS
@given(route=st.sampled_from(ROUTES), body=shaped_bodies | json_values)
def test_any_json_body_gets_an_answer_not_a_crash(memory_server, http, baseline, route, body):
    method, template = route
    path = template.format(**baseline)
    if method == "GET":
        params = body if isinstance(body, dict) else {"limit": body}
        params = {str(k): json.dumps(v) if not isinstance(v, str) else v for k, v in params.items()}
        send(memory_server, http, baseline, method, path, params=params)
    else:
        send(memory_server, http, baseline, method, path, json=body)


@HYPOTHESIS
@given(route=st.sampled_from(ROUTES), raw=st.binary(max_size=200))
def test_raw_bytes_get_a_4xx(memory_server, http, baseline, route, raw):
    method, template = route
    send(
        memory_server,
        http,
        baseline,
        method,
        template.format(**baseline),
        content=raw,
        headers={"content-type": "application/json"},
    )


@HYPOTHESIS
@given(route=st.sampled_from(ROUTES), u=odd_ids, s=odd_ids, b=odd_ids, body=shaped_bodies)
def test_odd_ids_in_paths(memory_server, http, baseline, route, u, s, b, body):
    method, template = route
    odd = {"u": u, "s": s, "b": b, "p": b}
    path = template.format(**{k: quote(v, safe="") for k, v in odd.items()})
    send(memory_server, http, baseline, method, path, json=body if method != "GET" else None)


@pytest.mark.parametrize(
    "body",
    [
        {"facts": [1, 2]},
        {"facts": ["ok"], "async_processing": "yes"},
        {"facts": ["ok"], "memory_block_ttl": -1},
        {"facts": ["ok"], "memory_block_ttl": True},
        {"facts": ["   "]},
        {"facts": []},
        {"messages": [{"user_content": "  ", "assistant_content": ""}]},
        {"messages": [{"user_content": 5}]},
        {"facts": ["ok"], "annotations": {"bad-key": "v"}},
        {"facts": ["ok"], "annotations": {"k": 1}},
        {"facts": ["ok"], "created_at": "yesterday"},
        {"facts": ["ok"], "prompt_vid": 1},
        [],
        "facts",
        None,
    ],
)
def test_malformed_add_memory_bodies_are_422(memory_server, baseline, body):
    path = "/users/{u}/sessions/{s}/memory".format(**baseline)
    with httpx.Client(base_url=memory_server.url) as http:
        before = snapshot(http, baseline)
        resp = http.post(path, json=body)
        assert resp.status_code == 422, resp.text
        assert resp.json()["error"] == "VALIDATION_ERROR"
        assert snapshot(http, baseline) == before


@pytest.mark.parametrize("user_id", ["", "   ", "a/b", "a?b", "a#b", "a%2Fb", ".", "..", "x" * 300])
def test_blank_or_route_changing_user_ids_are_refused(memory_server, user_id):
    with httpx.Client(base_url=memory_server.url) as http:
        resp = http.post("/users", json={"user_id": user_id, "name": "N"})
    assert resp.status_code == 422


@pytest.mark.parametrize(
    "raw",
    [
        b'{"user_id": "nan-user", "name": "N", "metadata": {"a": NaN}}',
        b'{"user_id": "inf-user", "name": "N", "metadata": {"a": [Infinity]}}',
        b'{"user_id": "\\ud800", "name": "N"}',
    ],
)
def test_non_json_numbers_and_surrogates_are_refused(memory_server, raw):
    with httpx.Client(base_url=memory_server.url) as http:
        resp = http.post("/users", content=raw, headers={"content-type": "application/json"})
    assert resp.status_code == 422, resp.text


def test_database_is_consistent_after_the_onslaught(memory_server):
    assert memory_server.state.store.integrity_problems() == []
