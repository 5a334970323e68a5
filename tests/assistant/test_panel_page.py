"""The panel as every page renders it (issue 5 item 1, M1.2, M2.2)."""

from __future__ import annotations

import pytest
from django.conf import settings

from tests.assistant.conftest import parse, unique_name

pytestmark = pytest.mark.django_db(transaction=True)


async def test_panel_is_on_every_page_with_its_form(browser, products):
    for path in ("/", "/products/T-JKT-NAVY/", "/login/"):
        page = await browser.page(path)
        ids = parse(page).ids
        assert {
            "assistant-panel", "assistant-chat", "assistant-log", "assistant-form",
            "assistant-message", "assistant-session-id", "assistant-turn-count",
            "assistant-controls", "assistant-mode", "assistant-status", "assistant-error",
        } <= ids, path  # fmt: skip
        assert 'ws-connect="/ws/assistant/"' in page
        assert '<label for="assistant-message">' in page
        assert 'name="session_id" value=""' in page and 'name="turn_count" value="0"' in page
        assert 'src="/static/vendor/htmx.min.js"' in page
        assert 'src="/static/vendor/ws.js"' in page


async def test_a_visitor_gets_a_session_for_the_panel(browser):
    """A websocket cannot set cookies: the page creates the session the panel lives in."""
    await browser.page()
    assert browser.client.cookies[settings.SESSION_COOKIE_NAME].value


async def test_mode_signed_out_and_signed_in(browser):
    page = await browser.page()
    assert 'data-mode="signed-out"' in page and "Not remembering" in page
    name = unique_name()
    await browser.sign_in(name)
    page = await browser.page()
    # M1.2: the page does not know yet whether memory answers; the socket says on connect.
    assert 'data-mode="checking"' in page and "Checking memory for" in page and name in page
    assert "Remembering for" not in page


async def test_offline_model_notice(browser, settings):
    settings.ASSISTANT_MODEL = "offline"
    page = await browser.page()
    assert 'data-mode="offline-model"' in page and "OPENAI_API_KEY" in page
    settings.ASSISTANT_MODEL = "scripted"
    assert 'data-mode="offline-model"' not in await browser.page()


async def test_missing_origin_is_refused(caplog):
    """Acceptance c, no Origin header at all."""
    from channels.testing import WebsocketCommunicator

    from config.asgi import application

    communicator = WebsocketCommunicator(application, "/ws/assistant/")
    connected, _ = await communicator.connect()
    assert not connected
    assert "Origin (none)" in caplog.text


async def test_the_chat_form_never_submits_over_get(browser):
    """Issue 13 item 2: without htmx or its ws extension the form would submit natively; it
    says method="post" to a view that reads nothing and says the assistant is unavailable, so a
    message never lands in a URL (or an access log)."""
    page = await browser.page("/?q=jackets")
    form = next(
        attrs
        for tag, attrs in parse(page).tags
        if tag == "form" and attrs.get("id") == "assistant-form"
    )
    assert form.get("method") == "post"
    assert form.get("action") == "/assistant/unavailable/"

    response = await browser.client.post(
        "/assistant/unavailable/",
        {"message": "private words", "session_id": "", "turn_count": "0"},
        headers={"referer": "http://testserver/?q=jackets"},
    )

    assert response.status_code == 303
    assert response["Location"] == "http://testserver/?q=jackets"
    assert "private" not in response["Location"]
    page = await browser.page("/?q=jackets")
    assert "The assistant is unavailable" in page and "private words" not in page
    assert (await browser.client.get("/assistant/unavailable/")).status_code == 405
