"""Demo controls and closing the panel over HTTP (issue 5 item 5; M2.2, M9)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from assistant import state
from tests.assistant.conftest import memory_session, panel_log, parse, unique_name, wait_for_turn

pytestmark = pytest.mark.django_db(transaction=True)

CONTROLS = "/assistant/controls/"


async def test_controls_are_stored_and_rerendered(browser):
    """M9.1: 200 with the re-rendered controls; the values live on the Django session."""
    await browser.sign_in(unique_name())
    await browser.page()

    response = await browser.post(CONTROLS, {"session_date": "2025-03-14", "retention": "5m"})

    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith('<form id="assistant-controls"')
    assert 'value="2025-03-14"' in html and '<option value="5m" selected>' in html
    stored = await browser.session()
    assert stored["assistant_session_date"] == "2025-03-14"
    assert stored["assistant_retention"] == "5m"


async def test_an_empty_date_means_today(browser):
    await browser.sign_in(unique_name())
    await browser.page()
    response = await browser.post(CONTROLS, {"session_date": "", "retention": "never"})
    assert response.status_code == 200
    assert (await browser.session())["assistant_session_date"] == ""


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"session_date": "14/03/2025", "retention": "default"}, "YYYY-MM-DD"),
        ({"session_date": "2025-02-30", "retention": "default"}, "YYYY-MM-DD"),
        ({"session_date": "<script>alert(1)</script>", "retention": "default"}, "YYYY-MM-DD"),
        ({"session_date": "", "retention": "forever"}, "Unknown retention forever"),
        ({"session_date": ""}, "Choose a retention"),
    ],
)
async def test_malformed_controls_are_422_and_change_nothing(browser, data, message):
    """M9.4: a clear message, HTTP 422, the stored values untouched."""
    await browser.sign_in(unique_name())
    await browser.page()
    await browser.post(CONTROLS, {"session_date": "2025-01-02", "retention": "1h"})

    response = await browser.post(CONTROLS, data)

    assert response.status_code == 422
    html = response.content.decode()
    assert message in html
    assert "<script>" not in html
    stored = await browser.session()
    assert (stored["assistant_session_date"], stored["assistant_retention"]) == ("2025-01-02", "1h")


async def test_controls_lock_once_the_chat_starts(browser, model, am, products):
    """M9.2: 409 after the first message; the page shows the values read back, disabled."""
    name = unique_name()
    await browser.sign_in(name)
    await browser.page()
    await browser.post(CONTROLS, {"session_date": "2024-12-24", "retention": "1m"})
    panel = await browser.socket()
    reply = await panel.ask("show me jackets")
    turn = await wait_for_turn("show me jackets")

    response = await browser.post(CONTROLS, {"session_date": "2025-01-01", "retention": "never"})

    assert response.status_code == 409
    assert "chat has started" in response.content.decode()
    stored = await browser.session()
    assert (stored["assistant_session_date"], stored["assistant_retention"]) == ("2024-12-24", "1m")
    # Read back off the Agent Memory session (blocks_ttl and metadata), not off the form.
    session = await memory_session(am.url, turn.user_id, reply.session_id)
    assert session["blocks_ttl"] == 60
    page = await browser.page("/")
    assert "<fieldset disabled>" in page
    assert 'value="2024-12-24"' in page and '<option value="1m" selected>' in page
    await panel.close()


async def test_close_ends_the_session_and_clears_the_panel(browser, model, am, products):
    """M2.2, M9.3: close ends the Agent Memory session, clears controls and chat."""
    await browser.sign_in(unique_name())
    await browser.page()
    await browser.post(CONTROLS, {"session_date": "2025-05-05", "retention": "1h"})
    panel = await browser.socket()
    await panel.ask("show me jackets")
    turn = await wait_for_turn("show me jackets")

    response = await browser.asgi_post("/assistant/close/", {"session_id": "session1"})

    assert response.status_code == 200
    html = response.content.decode()
    top = {attrs["id"]: attrs.get("hx-swap-oob") for tag, attrs in parse(html).top}
    assert top == dict.fromkeys(
        [
            "assistant-log",
            "assistant-session-id",
            "assistant-turn-count",
            "assistant-controls",
            "assistant-status",
            "assistant-error",
        ],
        "true",
    )
    assert 'name="session_id" value=""' in html
    assert "<fieldset disabled>" not in html
    session = await memory_session(am.url, turn.user_id, "session1")
    assert session["end_time"] is not None
    stored = await browser.session()
    assert not [
        key for key in stored if key.startswith("assistant_") and key != "assistant_visitor"
    ]
    page = await browser.page("/")
    assert "<li" not in panel_log(page)
    # The next message starts a new session, with the default controls.
    panel.session_id, panel.turn_count = "", 0
    reply = await panel.ask("show me jeans")
    assert reply.session_id == "session2"
    new = await memory_session(am.url, turn.user_id, "session2")
    assert new["blocks_ttl"] == 7_776_000
    await panel.close()


async def test_close_without_htmx_redirects_back(browser):
    await browser.page()
    response = await browser.post("/assistant/close/", {"next": "/?q=x"}, htmx=False)
    assert response.status_code == 303
    assert response["Location"] == "/?q=x"
    response = await browser.post(
        "/assistant/close/", {"next": "https://evil.example/"}, htmx=False
    )
    assert response["Location"] == "/"


async def test_sign_in_clears_the_controls(browser):
    """M9: controls belong to the identity they were set under."""
    await browser.sign_in(unique_name())
    await browser.page()
    await browser.post(CONTROLS, {"session_date": "2025-03-14", "retention": "5m"})
    await browser.sign_in(unique_name())
    page = await browser.page("/")
    assert 'value="2025-03-14"' not in page
    assert '<option value="default" selected>' in page


async def test_get_is_refused(browser):
    response = await browser.client.get(CONTROLS)
    assert response.status_code == 405
    response = await browser.client.get("/assistant/close/")
    assert response.status_code == 405


@pytest.mark.parametrize("future", ["9999-12-31", "tomorrow"])
async def test_a_future_session_date_is_refused(browser, future):
    """M9.4 spirit: a future-dated fact would win recency (M8.2) over every later statement."""
    if future == "tomorrow":
        future = (state.today() + timedelta(days=1)).isoformat()
    await browser.sign_in(unique_name())
    await browser.page()
    await browser.post(CONTROLS, {"session_date": "2025-01-02", "retention": "1h"})

    response = await browser.post(CONTROLS, {"session_date": future, "retention": "5m"})

    assert response.status_code == 422
    assert "A session cannot be dated in the future" in response.content.decode()
    stored = await browser.session()
    assert (stored["assistant_session_date"], stored["assistant_retention"]) == ("2025-01-02", "1h")
    today = state.today().isoformat()
    assert (
        await browser.post(CONTROLS, {"session_date": today, "retention": "1h"})
    ).status_code == 200


@pytest.mark.parametrize("ancient", ["0001-01-01", "1899-12-31", "1999-12-31"])
async def test_a_session_date_before_2000_is_refused(browser, ancient):
    await browser.sign_in(unique_name())
    await browser.page()
    response = await browser.post(CONTROLS, {"session_date": ancient, "retention": "5m"})
    assert response.status_code == 422
    assert "on or after 2000-01-01" in response.content.decode()
    assert (await browser.session()).get("assistant_session_date", "") == ""


async def test_the_date_input_offers_no_day_after_today(browser):
    await browser.sign_in(unique_name())
    page = await browser.page()
    assert f'max="{state.today().isoformat()}"' in page


async def test_controls_lock_after_the_first_message_when_memory_is_down(
    browser, model, am, products, settings
):
    """M9.2: the chat has started even without an Agent Memory session; say memory is down."""
    settings.AGENT_MEMORY_URL = "http://127.0.0.1:9"  # nothing listens there
    settings.AGENT_MEMORY_TIMEOUT_SECONDS = 0.5
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    reply = await panel.ask("show me jackets")
    assert reply.session_id == ""
    # The open page locks at once: the final frame carries the locked controls.
    assert "<fieldset disabled>" in reply.final and "memory unavailable" in reply.final

    response = await browser.post(CONTROLS, {"session_date": "2025-01-01", "retention": "never"})

    assert response.status_code == 409
    stored = await browser.session()
    assert stored.get("assistant_retention", "default") == "default"
    page = await browser.page("/")
    assert "<fieldset disabled>" in page and "memory unavailable" in page
    await wait_for_turn("show me jackets")
    await panel.close()


async def test_locked_controls_show_the_day_the_session_runs_on(browser, model, am, products):
    """M9.2: with no date set, the locked strip shows the session's start day, not a blank."""
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    reply = await panel.ask("show me jackets")
    await wait_for_turn("show me jackets")
    today = state.today().isoformat()
    controls = next(f for f in reply.frames if 'id="assistant-controls"' in f)
    assert f'value="{today}"' in controls
    page = await browser.page("/")
    assert "<fieldset disabled>" in page
    assert 'id="assistant-session-date" name="session_date" type="text"' in page
    assert f'value="{today}"' in page
    # The stored control is untouched: "today" stays "today" for the memory layer.
    assert (await browser.session())["assistant_session_date"] == ""
    await panel.close()


async def test_signed_out_visitors_get_no_controls(browser):
    """Issue 13 item 7: nothing is stored for a signed-out visitor and sign-in clears the
    controls, so none are shown (nor would they lock); a POST is refused and stores nothing."""
    page = await browser.page()
    assert 'id="assistant-controls"' in page  # the swap target stays on the page, empty
    assert 'name="session_date"' not in page and "Demo controls" not in page

    response = await browser.post(CONTROLS, {"session_date": "2025-03-14", "retention": "5m"})

    assert response.status_code == 403
    assert "Sign in" in response.content.decode()
    assert "assistant_session_date" not in await browser.session()


async def test_a_successful_set_is_confirmed(browser):
    """Issue 13 item 7: "Set" answers with a confirmation in a live region that stays on the
    page (swapped by innerHTML, so screen readers announce it); without htmx, a message."""
    await browser.sign_in(unique_name())
    page = await browser.page()
    assert 'id="assistant-controls-status"' in page and 'aria-live="polite"' in page

    response = await browser.post(CONTROLS, {"session_date": "2025-03-14", "retention": "1h"})

    html = response.content.decode()
    top = {attrs["id"]: attrs.get("hx-swap-oob") for tag, attrs in parse(html).top}
    assert top == {"assistant-controls": None, "assistant-controls-status": "innerHTML"}
    assert "Saved: the next chat is dated 2025-03-14 and keeps its messages for 1 hour." in html

    response = await browser.post(CONTROLS, {"session_date": "", "retention": "never"}, htmx=False)
    assert response.status_code == 303
    page = await browser.page("/")
    assert "Saved: the next chat runs on today&#x27;s date and keeps its messages for ever." in page


async def test_a_date_older_than_the_newest_visit_says_the_newer_statements_win(browser, am):
    """Issue 19 item 5, M8.2: facts resolve by their date, and the controls say so."""
    from datetime import date

    from memory import services as memory
    from shop.services import agent_memory_user_id

    name = unique_name()
    user_id = agent_memory_user_id(name)
    await browser.sign_in(name)
    await browser.page()
    # No visit yet: nothing is newer.
    response = await browser.post(CONTROLS, {"session_date": "2024-05-01", "retention": "default"})
    assert "newer ones win" not in response.content.decode()
    assert await memory.ensure_user(user_id=user_id, name=name)
    for day in (date(2025, 3, 14), date(2025, 1, 2)):
        assert await memory.ensure_session(
            user_id=user_id, session_id=None, session_date=day, retention="default"
        )

    response = await browser.post(CONTROLS, {"session_date": "2024-05-01", "retention": "default"})

    html = response.content.decode()
    note = "Statements in this visit are older than ones from 14 Mar 2025; the newer ones win."
    assert note in html  # under the controls, and in the live region's "Saved: ..."
    assert html.count(note) == 2
    assert (await browser.session())[state.NEWEST_VISIT] == "2025-03-14"
    page = await browser.page("/")
    assert note in page  # the next page shows it too
    for later in ("2025-03-14", ""):  # the same day, or today: nothing is newer
        response = await browser.post(CONTROLS, {"session_date": later, "retention": "default"})
        assert "newer ones win" not in response.content.decode()


async def test_a_backdated_set_still_saves_when_memory_is_down(browser, settings, caplog):
    """M10: the newest visit cannot be read, so no note, but the date is saved; logged."""
    settings.AGENT_MEMORY_URL = "http://127.0.0.1:9"  # nothing listens there
    settings.AGENT_MEMORY_TIMEOUT_SECONDS = 0.5
    await browser.sign_in(unique_name())
    await browser.page()

    response = await browser.post(CONTROLS, {"session_date": "2024-05-01", "retention": "default"})

    assert response.status_code == 200
    html = response.content.decode()
    assert "Saved: the next chat is dated 2024-05-01" in html
    assert "newer ones win" not in html
    stored = await browser.session()
    assert stored[state.SESSION_DATE] == "2024-05-01" and stored[state.NEWEST_VISIT] == ""
    assert any("list_sessions" in r.getMessage() for r in caplog.records)
