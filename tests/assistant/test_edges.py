"""Hostile input at the edges (issue 12 items 3, 4, 5 and 9), through the real stack.

Websockets go through `config.asgi.application` with a real session cookie from the login view;
HTTP through the Django client; memory through the real SDK against memory_server.
"""

from __future__ import annotations

import json
import logging

import pytest
from channels.testing import WebsocketCommunicator
from django.conf import settings

from assistant.models import Turn
from config.asgi import application
from tests.assistant.conftest import (
    HOST,
    assert_refusal,
    memory_blocks,
    unique_name,
    wait_for_turn,
)

pytestmark = pytest.mark.django_db(transaction=True)


# --- item 3: a malformed frame never closes the socket ---------------------------------------


@pytest.mark.parametrize(
    "raw",
    [
        json.dumps({"message": "hi", "session_id": "", "turn_count": "²"}),
        json.dumps({"message": "hi", "session_id": "", "turn_count": "٣"}),  # Arabic-Indic 3
        json.dumps({"message": "hi", "session_id": "", "turn_count": "9" * 5000}),
        '{"message": "hi", "session_id": "", "turn_count": ' + "9" * 5000 + "}",
        '{"message": ' + "[" * 100_000 + "]" * 100_000 + "}",
        "[" * 100_000,
        json.dumps({"message": "x" * 70_000}),
    ],
    ids=[
        "superscript",
        "arabic-digit",
        "5000-digit-string",
        "5000-digit-number",
        "deep",
        "deep-unclosed",
        "huge-frame",
    ],  # fmt: skip
)
async def test_malformed_frames_keep_the_socket_open(browser, model, am, products, raw):
    """Item 3: each frame error answers the panel's error message; the socket stays usable."""
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()

    await panel.send_raw(raw)
    frame = await panel.receive()

    assert_refusal(frame, "could not be read")
    assert await panel.communicator.receive_nothing(0.2)  # no close frame, no traceback
    reply = await panel.ask("show me jackets")
    assert reply.turn_count == 1
    await panel.close()


async def test_a_large_turn_count_in_range_is_capped_not_refused(browser, model, am, products):
    await browser.page()
    panel = await browser.socket()
    reply = await panel.ask("show me jackets", turn_count="123456789")
    assert "could not be read" not in "".join(reply.frames)
    assert 'data-state="final"' in reply.final
    await panel.close()


# --- item 4: a lone surrogate is cleaned at the edge -----------------------------------------


async def test_a_lone_surrogate_in_a_message_is_cleaned(browser, model, am, products, caplog):
    """Item 4: answered, recorded, logged; the shopper's pages keep working."""
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    # json.dumps writes the lone surrogate as the JSON escape \ud800, as a hostile client would.
    raw = json.dumps(
        {"message": "jackets \ud800 please", "session_id": "", "turn_count": "0", "HEADERS": {}}
    )
    assert "\\ud800" in raw

    with caplog.at_level(logging.WARNING, logger="assistant.security"):
        await panel.send_raw(raw)
        await panel.until('data-state="final"')

    assert "lone surrogate" in caplog.text
    turn = await wait_for_turn("jackets \ufffd please")
    assert turn.error == ""
    blocks = await memory_blocks(am.url, turn.user_id, turn.session_id)
    assert [b["message"]["user_content"] for b in blocks if b["message"]] == [
        "jackets \ufffd please"
    ]
    for path in ("/", "/login/", "/products/T-JKT-NAVY/"):
        assert "jackets \ufffd please" in await browser.page(path)
    await panel.close()


async def test_a_lone_surrogate_in_a_form_is_cleaned(browser, caplog):
    """Item 4, HTTP: a multipart form declaring charset=utf-7 can carry U+D800 (`+2AA-`); the
    name is cleaned before the view sees it, so every later page of the session renders."""
    body = b'--B\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnn +2AA- Lee\r\n--B--\r\n'
    with caplog.at_level(logging.WARNING, logger="assistant.security"):
        response = await browser.client.generic(
            "POST", "/login/", body, content_type="multipart/form-data; boundary=B; charset=utf-7"
        )
    assert response.status_code in (302, 303), response.status_code
    assert "lone surrogate" in caplog.text
    session = await browser.session()
    assert session["shopper_name"] == "Ann \ufffd Lee"
    page = await browser.page("/")
    assert "Ann \ufffd Lee" in page


# --- item 5: the Origin must be the site's own (scheme, host and port) -----------------------


def _socket(origin: bytes | None, host: bytes = HOST, cookie: str = "", **scope):
    headers = [(b"host", host)]
    if origin is not None:
        headers.append((b"origin", origin))
    if cookie:
        headers.append((b"cookie", f"{settings.SESSION_COOKIE_NAME}={cookie}".encode()))
    communicator = WebsocketCommunicator(application, "/ws/assistant/", headers=headers)
    communicator.scope.update(scope)
    return communicator


@pytest.mark.parametrize(
    "origin",
    [
        b"http://testserver:1",
        b"https://testserver",
        b"http://testserver.evil.example",
        b"null",
        b"ws://testserver",
    ],
)
async def test_another_port_or_scheme_is_refused_and_logged(browser, am, caplog, origin):
    """Item 5: a shopper's cookie from another origin of the same host is refused."""
    await browser.sign_in(unique_name())
    await browser.page()
    communicator = _socket(origin, cookie=browser.session_key)
    with caplog.at_level(logging.WARNING, logger="assistant.security"):
        connected, _ = await communicator.connect()
    assert not connected
    assert f"Origin {origin.decode()}" in caplog.text


async def test_the_sites_own_origin_with_its_port_is_accepted(browser, am):
    await browser.page()
    communicator = _socket(b"http://127.0.0.1:8123", host=b"127.0.0.1:8123")
    assert (await communicator.connect())[0]
    await communicator.disconnect()
    # The same Origin against a Host on another port is another site.
    communicator = _socket(b"http://127.0.0.1:8123", host=b"127.0.0.1:8124")
    assert not (await communicator.connect())[0]


async def test_a_host_outside_allowed_hosts_is_refused(browser):
    communicator = _socket(b"http://evil.example", host=b"evil.example")
    assert not (await communicator.connect())[0]


async def test_csrf_trusted_origins_are_accepted(browser, settings):
    """Behind a TLS proxy the socket is ws:// but the page is https://: trusted explicitly."""
    settings.CSRF_TRUSTED_ORIGINS = ["https://shop.example.com", "https://*.example.org"]
    settings.ALLOWED_HOSTS = ["testserver", "shop.example.com"]
    for origin in (b"https://shop.example.com", b"https://eu.example.org"):
        communicator = _socket(origin, host=b"shop.example.com")
        assert (await communicator.connect())[0], origin
        await communicator.disconnect()
    communicator = _socket(b"http://shop.example.com:8443", host=b"shop.example.com")
    assert not (await communicator.connect())[0]


async def test_the_proxy_header_sets_the_scheme_when_configured(browser, settings):
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    communicator = _socket(b"https://testserver")
    communicator.scope["headers"].append((b"x-forwarded-proto", b"https"))
    assert (await communicator.connect())[0]
    await communicator.disconnect()


# --- item 9: invisible characters never make another shopper ---------------------------------


async def test_zero_width_characters_make_the_same_shopper(browser, model, am, products):
    """Item 9: "Ali\\u200bce" signs in as "Alice": same user id, same Agent Memory user."""
    base = unique_name("Alice")
    await browser.sign_in(base)
    await browser.page()
    panel = await browser.socket()
    await panel.ask("I wear size M, show me jackets")
    first = await wait_for_turn("I wear size M, show me jackets")
    await panel.close()

    twin = type(browser)()
    await twin.sign_in(base[:3] + "\u200b" + base[3:] + "\u2060\ufeff")
    stored = await twin.session()
    assert stored["shopper_user_id"] == first.user_id
    assert stored["shopper_name"] == base
    await twin.page()
    panel = await twin.socket()
    await panel.ask("anything else?", session_id="")
    second = await wait_for_turn("anything else?")
    assert second.user_id == first.user_id
    assert await Turn.objects.filter(user_id=first.user_id).acount() == 2
    await panel.close()


async def test_a_name_of_only_invisible_characters_is_refused(browser):
    response = await browser.client.post("/login/", {"name": "\u200b\u200d\u2060"})
    assert response.status_code == 400
    assert "Type a name" in response.content.decode()
