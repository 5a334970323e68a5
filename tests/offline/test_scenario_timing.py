"""The 4-visit scenario against a server timed like a real one (issue 14 item 2).

memory_server under the documented profile (unready blocks are not searched, async writes are
embedded in the background), about 100 ms added to every call and turns extracted 3 s after
they are written. No test waits for the server's worker: each visit follows the last at once,
as a shopper closing the panel and opening it again would. The facts must still be recalled,
because they are written so that they are searchable when the write returns.
"""

from __future__ import annotations

import pytest

from memory.oplog import flush_ops
from tests.assistant.conftest import unique_name
from tests.offline.test_scenario import linked_products, search_arguments, visit

pytestmark = pytest.mark.django_db(transaction=True)

LATENCY_SECONDS = 0.1
EXTRACTION_SECONDS = 3.0


async def test_multi_visit_scenario_with_real_server_timing(browser, am, offline_model, catalogue):
    knobs = am.knobs(
        profile="documented",
        latency_seconds=LATENCY_SECONDS,
        extraction_delay_seconds=EXTRACTION_SECONDS,
    )
    with knobs:
        await browser.sign_in(unique_name("Robin"))
        await browser.page()

        reply, turn = await visit(browser, "I wear size M and I can't stand yellow")
        assert turn.facts == ["The shopper wears size M.", "The shopper dislikes yellow."]

        # Visit 2 at once: visit 1's turn is still being extracted, its facts are not.
        reply, turn = await visit(browser, "show me some jackets")
        assert reply.session_id == "session2"
        products = await linked_products(reply)
        assert all(p.subtype == "Jackets" and p.stock.get("M", 0) > 0 for p in products)
        assert all(p.colour != "yellow" for p in products)
        arguments = search_arguments(turn)
        assert arguments["size"] == "M" and "yellow" in arguments["exclude_colours"]

        reply, turn = await visit(browser, "actually I like yellow now")
        assert turn.facts == ["The shopper likes yellow."]

        # Visit 4 at once: the newest fact wins (M8.2), the size still holds.
        reply, turn = await visit(browser, "jackets please")
        assert reply.session_id == "session4"
        products = await linked_products(reply)
        assert all(p.subtype == "Jackets" and p.stock.get("M", 0) > 0 for p in products)
        assert any(p.colour == "yellow" for p in products)
        assert "yellow" not in search_arguments(turn).get("exclude_colours", [])
        await flush_ops()
