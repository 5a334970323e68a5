"""A slow or hanging memory server, through the real stack (issue 12 items 6 and 8; M10).

The consumer runs through `config.asgi.application` with a real session cookie; memory_server
is reached over HTTP, through the tests' fault proxy where a fault needs to hit one route only.
"""

from __future__ import annotations

import asyncio
import time

import pytest

from memory_server.testing import BackgroundServer
from tests.assistant.conftest import memory_blocks, unique_name, wait_for_turn
from tests.edge_servers import FaultProxy

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def slow_proxy(am, settings):
    """A proxy in front of memory_server that can delay chosen requests."""
    proxy = FaultProxy(upstream=am.url)
    server = BackgroundServer(proxy.app()).start()
    settings.AGENT_MEMORY_URL = server.url
    yield proxy
    proxy.delays.clear()
    server.stop()


def _is_turn_write(method: str, path: str, body: dict) -> bool:
    return method == "POST" and path.endswith("/memory") and bool(body.get("messages"))


async def _signed_in_panel(browser):
    """A new shopper signed in, a page loaded, and the panel's socket open: (panel, name)."""
    name = unique_name()
    await browser.sign_in(name)
    await browser.page()
    return await browser.socket(), name


async def test_a_hanging_server_costs_one_budget_not_a_timeout_per_call(
    browser, model, am, products, settings
):
    """Item 6: every read waits 4 s; the turn answers after the budget, without memory, and
    the label says memory is slow (item 8), not that it is down."""
    settings.MEMORY_RECALL_BUDGET_SECONDS = 0.5
    settings.AGENT_MEMORY_TIMEOUT_SECONDS = 3.0
    panel, name = await _signed_in_panel(browser)
    am.settings.latency_seconds = 4.0

    await panel.send("show me jackets")
    # Before the fix: ensure user and ensure session each waited their own 3-4 s.
    frames = await panel.until('data-state="final"', wait=2.5)

    assert any('data-mode="slow"' in frame for frame in frames)
    assert not any('data-mode="unavailable"' in frame for frame in frames)
    am.settings.latency_seconds = 0.0
    turn = await wait_for_turn("show me jackets", shopper=name)
    assert turn.recalled == {}
    await panel.close()


async def test_a_pending_record_never_delays_the_next_answer(
    browser, model, am, products, settings, slow_proxy
):
    """Item 6: the previous turn's record hangs; the next turn still answers within the
    budget, with memory (the session stays checked), and the record lands later."""
    settings.MEMORY_RECALL_BUDGET_SECONDS = 0.5
    panel, name = await _signed_in_panel(browser)
    slow_proxy.delays.append(lambda m, p, b: 3.0 if _is_turn_write(m, p, b) else None)
    await panel.ask("show me jackets")

    await panel.send("and jeans?", session_id=panel.session_id, turn_count=str(panel.turn_count))
    # Before the fix: up to 3 x AGENT_MEMORY_TIMEOUT_SECONDS waiting for the pending record.
    frames = await panel.until('data-state="final"', wait=2.5)

    assert any('data-mode="remembering"' in frame for frame in frames)
    slow_proxy.delays.clear()
    first = await wait_for_turn("show me jackets", shopper=name)
    await wait_for_turn("and jeans?", shopper=name)
    for _ in range(50):
        blocks = await memory_blocks(am.url, first.user_id, first.session_id)
        if len([b for b in blocks if b["message"]]) == 2:
            break
        await asyncio.sleep(0.1)
    assert sorted(b["message"]["user_content"] for b in blocks if b["message"]) == [
        "and jeans?",
        "show me jackets",
    ]
    await panel.close()


async def test_a_slow_record_leaves_the_next_recall_time_to_run(
    browser, model, am, products, settings, slow_proxy
):
    """Item 6 under load: the previous turn's record takes longer than the whole read
    budget. The next turn waits for it only part of the budget, so its three searches still
    run (before: the wait took all of it and every search failed "budget spent")."""
    settings.MEMORY_RECALL_BUDGET_SECONDS = 1.0
    panel, name = await _signed_in_panel(browser)
    slow_proxy.delays.append(lambda m, p, b: 3.0 if _is_turn_write(m, p, b) else None)
    await panel.ask("show me jackets")

    await panel.ask("and jeans?")

    turn = await wait_for_turn("and jeans?", shopper=name)
    assert turn.recall_summary["failed"] == []
    assert not turn.recall_summary["note"]
    slow_proxy.delays.clear()
    await panel.close()


async def test_the_facts_are_judged_and_written_while_the_turn_write_is_in_flight(
    browser, model, am, products, settings, slow_proxy
):
    """Item 6: the record is what the next turn waits for, so its independent parts run at
    once: the turn write, and the fact judge followed by the fact write (before: the turn
    write, then the judge, then the fact write; a real model's judge takes seconds)."""
    arrived: dict[str, list[float]] = {"turn": [], "facts": []}

    def slow_turn_write(method, path, body):
        if method == "POST" and path.endswith("/memory") and body.get("facts"):
            arrived["facts"].append(time.monotonic())
        if _is_turn_write(method, path, body):
            arrived["turn"].append(time.monotonic())
            return 1.0
        return None

    judged_at: list[float] = []

    def judge(message: str) -> list[str]:
        judged_at.append(time.monotonic())
        return ["The shopper wears size M."]

    slow_proxy.delays.append(slow_turn_write)
    model.judge = judge
    panel, name = await _signed_in_panel(browser)

    await panel.ask("I wear size M, show me jackets")

    turn = await wait_for_turn("I wear size M, show me jackets", shopper=name)
    # The turn write is held 1 s at the proxy: judged and written before it could finish.
    assert len(arrived["turn"]) == len(arrived["facts"]) == len(judged_at) == 1
    assert judged_at[0] < arrived["turn"][0] + 0.9
    assert arrived["facts"][0] < arrived["turn"][0] + 0.9
    assert turn.facts == ["The shopper wears size M."] and not turn.error
    blocks = await memory_blocks(am.url, turn.user_id, turn.session_id)
    assert sorted(bool(b["fact"]) for b in blocks) == [False, True]
    await panel.close()


async def test_a_record_that_times_out_is_logged_as_unknown_not_lost(
    browser, model, am, products, settings, slow_proxy
):
    """Item 8: the turn write outlives the client timeout but lands: the turn log says it
    is queued, not "turn not recorded"; the outbox then finds it by its write id and does
    not store it twice (issue 20 item 6)."""
    # 1.5 s, not less: every other memory call of the turn must still fit in it on a loaded
    # 2-core CI machine (0.5 s failed there once); the turn write alone is held past it.
    settings.AGENT_MEMORY_TIMEOUT_SECONDS = 1.5
    settings.AGENT_MEMORY_MAX_RETRIES = 0
    panel, name = await _signed_in_panel(browser)
    slow_proxy.delays.append(lambda m, p, b: 3.0 if _is_turn_write(m, p, b) else None)

    await panel.ask("show me jackets")

    turn = await wait_for_turn("show me jackets", shopper=name)
    assert "turn not recorded" not in turn.error
    assert "turn record queued for replay" in turn.error
    deadline = time.monotonic() + 15
    while "queued" in turn.error and time.monotonic() < deadline:
        await asyncio.sleep(0.1)
        await turn.arefresh_from_db()
    assert turn.error == "turn record stored on replay"
    blocks = await memory_blocks(am.url, turn.user_id, turn.session_id)
    assert [b["message"]["user_content"] for b in blocks if b["message"]] == ["show me jackets"]
    await panel.close()


async def test_a_slow_health_check_says_checking_then_remembering(browser, model, am, settings):
    """Item 8: /health answers in 1.5 s: the label never says "unavailable"; it says
    "checking" and then, once the answer came, "remembering"."""
    settings.AGENT_MEMORY_TIMEOUT_SECONDS = 3.0
    name = unique_name()
    await browser.sign_in(name)
    await browser.page()
    am.settings.latency_seconds = 1.5

    panel = await browser.socket()
    frames = [*panel.frames, *await panel.until('data-mode="remembering"', wait=5)]

    assert 'data-mode="checking"' in frames[0]
    assert not any('data-mode="unavailable"' in frame for frame in frames)
    await panel.close()


async def test_a_turn_over_budget_is_still_recorded_in_its_session(
    browser, model, am, products, settings, slow_proxy
):
    """Item 6: creating the session outlives the read budget: the answer comes without
    memory, then the record path finishes the session check and stores the turn; the next
    turn continues that session (nothing lost under load)."""
    settings.MEMORY_RECALL_BUDGET_SECONDS = 0.3
    panel, name = await _signed_in_panel(browser)
    slow_proxy.delays.append(
        lambda m, p, b: 1.0 if m == "POST" and p.endswith("/sessions") else None
    )

    reply = await panel.ask("show me jackets")

    assert any('data-mode="slow"' in frame for frame in reply.frames)
    turn = await wait_for_turn("show me jackets", shopper=name)
    assert turn.session_id == "session1"
    slow_proxy.delays.clear()
    blocks = await memory_blocks(am.url, turn.user_id, "session1")
    assert [b["message"]["user_content"] for b in blocks if b["message"]] == ["show me jackets"]
    stored = await browser.session()
    assert stored["assistant_session_id"] == "session1"
    second = await panel.ask("and jeans?", session_id="", turn_count="0")
    assert second.session_id == "session1"
    assert second.turn_count == 2
    await panel.close()
