"""The fake login (docs/contracts.md "Fake login"; memory-spec M1.3, M2.2)."""

import re

import pytest
from django.test import Client

from shop.services import Shopper, agent_memory_user_id, current_shopper

pytestmark = pytest.mark.django_db

HOSTILE_NAMES = [
    "a/b?c#d%e",
    "../x",
    "..",
    "👗🧥",
    "x" * 300,
    "Zoë O'Brien-Łukasz",
    "tab\tand\nnewline",
    "<script>alert(1)</script>",
    "%2F%3F",
]
SAFE_ID = re.compile(r"^[a-z0-9-]+$")


def csrf_client() -> Client:
    return Client(enforce_csrf_checks=True)


def post_with_token(client: Client, url: str, data: dict):
    client.get("/login/")
    token = client.cookies["csrftoken"].value
    return client.post(url, {**data, "csrfmiddlewaretoken": token})


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_user_id_is_safe_for_urls_and_bounded(name):
    user_id = agent_memory_user_id(name)

    assert SAFE_ID.match(user_id), user_id
    assert not set("/?#% \t\n") & set(user_id)
    assert 0 < len(user_id) <= 49
    assert user_id not in {".", ".."}


def test_user_id_is_stable_for_the_same_name():
    assert agent_memory_user_id("Alice") == agent_memory_user_id("Alice")
    # Case and spacing do not make a different shopper.
    assert agent_memory_user_id("  alice ") == agent_memory_user_id("Alice")


def test_user_id_is_distinct_for_distinct_names():
    names = [*HOSTILE_NAMES, "Alice", "Alicé", "Alice2", "a b", "a-b", "a_b", "👗", "🧥", "x" * 299]
    ids = [agent_memory_user_id(name) for name in names]

    assert len(set(ids)) == len(names)


def test_user_id_is_readable_when_it_can_be():
    assert agent_memory_user_id("Alice").startswith("alice-")
    assert agent_memory_user_id("👗🧥").startswith("shopper-")


@pytest.mark.parametrize("name", ["", "   ", "\t\n"])
def test_empty_name_has_no_user_id(name):
    with pytest.raises(ValueError, match="must not be empty"):
        agent_memory_user_id(name)


def test_login_page_says_it_is_a_demo_and_offers_demo_shoppers():
    html = Client().get("/login/").content.decode()

    assert "This is a demo login." in html
    for name in ("Alice", "Bob", "Carmen", "Dev"):
        assert f'<input type="hidden" name="name" value="{name}">' in html


def test_login_without_csrf_token_is_refused():
    client = csrf_client()
    response = client.post("/login/", {"name": "Alice"})

    assert response.status_code == 403
    assert "shopper_name" not in client.session


def test_login_with_csrf_token_signs_in_and_cycles_the_session():
    client = csrf_client()
    client.get("/login/")
    client.session.save()
    session = client.session
    session["assistant_session_id"] = "session3"
    session["other"] = "kept"
    session.save()
    old_key = session.session_key

    response = post_with_token(client, "/login/", {"name": "Alice", "next": "/products/X/"})

    assert response.status_code == 302
    assert response["Location"] == "/products/X/"
    session = client.session
    assert session.session_key != old_key
    assert session["shopper_name"] == "Alice"
    assert session["shopper_user_id"] == agent_memory_user_id("Alice")
    assert "assistant_session_id" not in session
    assert session["other"] == "kept"


@pytest.mark.parametrize("name", ["a/b?c#d%e", "../x", "👗🧥", "<b>Bold</b>"])
def test_hostile_names_sign_in_and_are_shown_escaped(name):
    client = csrf_client()
    post_with_token(client, "/login/", {"name": name})

    assert client.session["shopper_user_id"] == agent_memory_user_id(name)
    html = client.get("/").content.decode()
    assert "<b>Bold</b>" not in html
    if name == "<b>Bold</b>":
        assert (
            'Signed in as <strong class="shopper-name" title="&lt;b&gt;Bold&lt;/b&gt;">'
            "&lt;b&gt;Bold&lt;/b&gt;</strong>"
        ) in html


@pytest.mark.parametrize(
    ("name", "error"),
    [
        ("", "Type a name, or pick one of the demo shoppers."),
        ("    ", "Type a name, or pick one of the demo shoppers."),
        ("x" * 300, "at most 100 characters"),
        ("bell\x07", "control characters"),
    ],
)
def test_bad_names_get_a_form_error_and_change_nothing(name, error):
    client = csrf_client()
    response = post_with_token(client, "/login/", {"name": name})

    assert response.status_code == 400
    assert error in response.content.decode()
    assert "shopper_name" not in client.session


def test_login_ignores_an_offsite_next_url():
    client = csrf_client()
    response = post_with_token(client, "/login/", {"name": "Bob", "next": "https://evil.example/"})

    assert response["Location"] == "/"


def test_logout_requires_post_and_csrf():
    client = csrf_client()
    post_with_token(client, "/login/", {"name": "Alice"})

    assert client.get("/logout/").status_code == 405
    assert client.post("/logout/").status_code == 403
    assert client.session["shopper_name"] == "Alice"


def test_logout_signs_out_and_drops_assistant_state():
    client = csrf_client()
    post_with_token(client, "/login/", {"name": "Alice"})
    session = client.session
    session["assistant_retention"] = "1m"
    session.save()
    old_key = session.session_key

    response = client.post("/logout/", {"csrfmiddlewaretoken": client.cookies["csrftoken"].value})

    assert response.status_code == 302
    session = client.session
    assert session.session_key != old_key
    assert not {"shopper_name", "shopper_user_id", "assistant_retention"} & set(session.keys())
    assert "Not signed in" in client.get("/").content.decode()


def test_current_shopper_reads_requests_and_sessions():
    assert current_shopper({}) is None
    assert current_shopper(None) is None
    session = {"shopper_name": "Alice", "shopper_user_id": agent_memory_user_id("Alice")}
    assert current_shopper(session) == Shopper(name="Alice", user_id=agent_memory_user_id("Alice"))
    # A user id that does not belong to the name is treated as signed out.
    assert current_shopper({"shopper_name": "Alice", "shopper_user_id": "bob-1"}) is None


def test_admin_still_uses_django_auth(client):
    response = client.get("/admin/")

    assert response.status_code == 302
    assert response["Location"].startswith("/admin/login/")
