"""Two tabs of one visit (QA): they share the Django session, so they continue one chat
(M2, M6.1) and each tab's mode label follows the visit's identity (M1.1, M1.2).

Each tab is its own WebsocketCommunicator on the same session cookie.
"""

from __future__ import annotations

import asyncio

import pytest

from tests.assistant.conftest import Reply, memory_blocks, unique_name, wait_for_turn

pytestmark = pytest.mark.django_db(transaction=True)


async def test_two_tabs_continue_one_conversation(browser, model, am, products):
    """Tab B opened before the chat began sends an empty session id: it continues tab A's
    open chat (its session and turn count), never a second memory session."""
    await browser.sign_in(unique_name())
    await browser.page()
    tab_a = await browser.socket()
    tab_b = await browser.socket()

    first = await tab_a.ask("I wear size XL")
    assert (first.session_id, first.turn_count) == ("session1", 1)
    await wait_for_turn("I wear size XL")  # recorded, so tab B's recall can read it

    second = await tab_b.ask("show me coats")  # tab B's form still says "", 0

    assert (second.session_id, second.turn_count) == ("session1", 2)
    turn = await wait_for_turn("show me coats")
    assert turn.session_id == "session1"
    # Recalled as this conversation (search 1), not as an earlier visit (search 3).
    assert turn.recalled["session"] >= 1 and turn.recalled.get("past_turns", 0) == 0
    assert not await memory_blocks(am.url, turn.user_id, "session2")
    # Tab A's form still says turn 1: the stored count wins, and it never counts down.
    third = await tab_a.ask("anything else?")
    assert (third.session_id, third.turn_count) == ("session1", 3)
    await wait_for_turn("anything else?")
    stored = await browser.session()
    assert (stored["assistant_session_id"], stored["assistant_turn_count"]) == ("session1", 3)
    await tab_a.close()
    await tab_b.close()


async def test_two_tabs_first_messages_at_once_share_one_session(browser, model, am, products):
    """Both tabs send their first message together: only one memory session is minted."""
    await browser.sign_in(unique_name())
    await browser.page()
    tab_a = await browser.socket()
    tab_b = await browser.socket()

    await asyncio.gather(tab_a.send("show me jackets"), tab_b.send("show me jeans"))
    replies = await asyncio.gather(
        tab_a.until('data-state="final"'), tab_b.until('data-state="final"')
    )

    assert {Reply(frames).session_id for frames in replies} == {"session1"}
    turn = await wait_for_turn("show me jeans")
    await wait_for_turn("show me jackets")
    assert not await memory_blocks(am.url, turn.user_id, "session2")
    await tab_a.close()
    await tab_b.close()


async def test_a_new_session_only_when_the_visit_has_no_open_chat(browser, model, am, products):
    """Closing the panel ends the chat for every tab: the next message starts session2, even
    from a tab whose form still names session1 (M2.2, M2.3)."""
    await browser.sign_in(unique_name())
    await browser.page()
    tab_a = await browser.socket()
    tab_b = await browser.socket()
    await tab_a.ask("show me jackets")
    response = await browser.asgi_post("/assistant/close/", {"session_id": "session1"})
    assert response.status_code == 200

    reply = await tab_b.ask("show me jeans", session_id="session1", turn_count="1")

    assert (reply.session_id, reply.turn_count) == ("session2", 1)
    await tab_a.close()
    await tab_b.close()


async def test_signing_out_in_another_tab_updates_the_mode_label(browser, model, am, products):
    """Tab B said "Remembering for X"; after tab A signs out, B's next answer (anonymous,
    nothing stored) carries the "Not remembering" mode label."""
    name = unique_name()
    await browser.sign_in(name)
    await browser.page()
    tab_b = await browser.socket()
    assert 'data-mode="remembering"' in tab_b.frames[0] and name in tab_b.frames[0]
    await tab_b.ask("show me jackets")

    response = await browser.client.post("/logout/")  # tab A
    assert response.status_code in (302, 303)
    reply = await tab_b.ask("show me jeans")

    mode = [frame for frame in reply.frames if 'id="assistant-mode"' in frame]
    assert mode and 'data-mode="signed-out"' in mode[-1] and "Not remembering" in mode[-1]
    assert name not in mode[-1]
    assert reply.session_id == ""
    turn = await wait_for_turn("show me jeans")
    assert turn.shopper_name == "" and turn.recalled == {}
    await tab_b.close()
