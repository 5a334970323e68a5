"""The turn log in Django admin: read-only, filters by shopper, date and error (issue 5 item 6)."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from assistant.models import Turn


@pytest.fixture
def admin_client(client, db):
    user = User.objects.create_superuser("admin", "admin@example.com", "pw")
    client.force_login(user)
    return client


def test_turn_log_lists_and_filters(admin_client):
    Turn.objects.create(
        shopper_name="Alice", user_id="u-alice", session_id="session1", message="hi <b>", answer="a"
    )
    Turn.objects.create(message="anon", answer="", error="InternalServerError: 500")

    response = admin_client.get("/admin/assistant/turn/")
    assert response.status_code == 200
    body = response.content.decode()
    assert "hi &lt;b&gt;" in body and "anon" in body
    assert "has_error" in body and "user_id" in body and "created_at" in body

    failed = admin_client.get("/admin/assistant/turn/?has_error=yes").content.decode()
    assert "anon" in failed and "hi &lt;b&gt;" not in failed
    alice = admin_client.get("/admin/assistant/turn/?user_id=u-alice").content.decode()
    assert "hi &lt;b&gt;" in alice and "anon" not in alice


def test_shopper_filter_lists_one_memory_user_once(admin_client):
    """Two spellings, "Alice" and "aLiCe", are one memory user: one filter entry, both turns."""
    Turn.objects.create(shopper_name="Alice", user_id="u-alice", message="first", answer="a")
    Turn.objects.create(shopper_name="aLiCe", user_id="u-alice", message="second", answer="a")
    Turn.objects.create(shopper_name="Bob", user_id="u-bob", message="bobs", answer="a")

    body = admin_client.get("/admin/assistant/turn/").content.decode()
    assert body.count("?user_id=u-alice") == 1 and "?user_id=u-bob" in body
    alice = admin_client.get("/admin/assistant/turn/?user_id=u-alice").content.decode()
    assert "first" in alice and "second" in alice and "bobs" not in alice


def test_turn_log_is_read_only(admin_client):
    turn = Turn.objects.create(shopper_name="Bob", message="m", answer="a")
    assert admin_client.get("/admin/assistant/turn/add/").status_code == 403
    page = admin_client.get(f"/admin/assistant/turn/{turn.pk}/change/")
    assert page.status_code == 200
    assert 'name="message"' not in page.content.decode()
    assert (
        admin_client.post(f"/admin/assistant/turn/{turn.pk}/delete/", {"post": "yes"}).status_code
        == 403
    )
    assert Turn.objects.filter(pk=turn.pk).exists()
