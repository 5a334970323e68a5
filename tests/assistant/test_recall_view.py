"""The presenter's "What was recalled" over the socket and HTTP (issue 13): off by default,
never for a signed-out visitor whatever the session holds (checked in the consumer and the
view, not only the template), escaped."""

from __future__ import annotations

import pytest
from asgiref.sync import sync_to_async

from assistant import state
from tests.assistant.conftest import unique_name, wait_for_turn

pytestmark = pytest.mark.django_db(transaction=True)

TOGGLE = "/assistant/recall-view/"


async def test_the_list_comes_with_the_answer_once_switched_on(browser, model, am, products):
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    reply = await panel.ask("I wear size M <i>x</i>")
    assert "What was recalled" not in reply.final  # off by default
    await wait_for_turn("I wear size M <i>x</i>")

    response = await browser.post(TOGGLE, {"show_recall": ["0", "1"]})
    assert response.status_code == 200
    assert (await browser.session())[state.SHOW_RECALL] is True
    reply = await panel.ask("show me jackets")

    assert "What was recalled" in reply.final_bubble
    assert "This conversation (search 1)" in reply.final_bubble
    assert "The shopper wears size M." in reply.final_bubble
    assert "Shopper: I wear size M &lt;i&gt;x&lt;/i&gt;" in reply.final_bubble
    assert "<i>x</i>" not in reply.final_bubble
    # Kept with the answer for the next page, and dropped from it once switched off.
    assert "What was recalled" in await browser.page()
    await browser.post(TOGGLE, {"show_recall": "0"})
    assert "What was recalled" not in await browser.page()
    await panel.close()


async def test_never_for_a_signed_out_visitor(browser, model, am, products):
    """A session flag left behind (or forged) shows nothing to a signed-out visitor."""
    await browser.page()
    assert (await browser.post(TOGGLE, {"show_recall": "1"})).status_code == 403
    await sync_to_async(state.update_session)(browser.session_key, {state.SHOW_RECALL: True})
    panel = await browser.socket()

    reply = await panel.ask("show me jackets")

    assert "What was recalled" not in reply.final
    assert "What was recalled" not in await browser.page()
    assert 'id="assistant-show-recall"' not in await browser.page()
    await panel.close()
