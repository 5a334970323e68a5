"""The multi-visit scenario in a real browser on the offline model (issue 6 "Tests", "Done when").

Headless Debian Chromium through Playwright (the browser layer's `chromium` fixture), against
daphne serving the shop with no key and no base URL (so the offline model answers and judges),
memory_server over HTTP and each test catalogue in the on-disk SQLite test database (issue 11
item 6: the same story in the supplier catalogue's words).
"""

from __future__ import annotations

import html
import re
import uuid
from pathlib import Path

import pytest
from asgiref.sync import sync_to_async

from shop import selectors
from tests.assistant.conftest import wait_for_turn
from tests.browser.conftest import chromium, serve_shop  # noqa: F401  (the browser layer's fixture)
from tests.offline.test_scenario import STORIES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ROOT = Path(__file__).resolve().parents[2]
FINAL = "#assistant-log li[data-state='final']"
MEMORY_TALK = re.compile(
    r"\b(remember|memory|memories|recall|last time|you told me|you said|previous(ly)?|"
    r"earlier|before)\b",
    re.IGNORECASE,
)


@pytest.fixture(scope="session")
def offline_shop_server(django_db_setup, django_db_blocker, memory_server):
    """The shop with no model configured, so the offline model answers; yields its URL."""
    with serve_shop(
        memory_server.url,
        OPENAI_API_KEY="",
        OPENAI_BASE_URL="",
        ASSISTANT_MODEL="",
        FACT_JUDGE_MODEL="",
    ) as url:
        yield url


@pytest.fixture
async def page(chromium, offline_shop_server, any_catalogue):  # noqa: F811
    context = await chromium.new_context(base_url=offline_shop_server)
    page = await context.new_page()
    page.set_default_timeout(15_000)
    page.catalogue = any_catalogue.name
    yield page
    await context.close()


async def visit(page, message: str) -> tuple[list[str], str]:
    """Open the panel, send `message`, wait for the answer and its record, close the panel.

    Returns the linked SKUs of the final bubble and its text.
    """
    from playwright.async_api import expect

    await page.wait_for_selector("html[data-assistant='ready']", state="attached")
    await page.get_by_role("button", name="Ask the assistant").click()
    await expect(page.locator("#assistant-dialog")).to_be_visible()
    await page.locator("#assistant-message").fill(message)
    await page.locator("#assistant-message").press("Enter")
    final = page.locator(FINAL)
    # expect()'s own 5 s default, not the page's 15 s: a first offline turn in a cold daphne on
    # a loaded machine took longer once.
    await expect(final).to_have_count(1, timeout=15_000)
    hrefs = await final.locator("a[href^='/products/']").evaluate_all(
        "links => links.map(link => link.getAttribute('href'))"
    )
    text = html.unescape(await final.inner_text())
    await wait_for_turn(message, wait=20)  # recorded and judged (M4.1) before the panel closes
    await page.get_by_role("button", name="Close").click()
    await expect(page.locator("#assistant-dialog")).to_be_hidden()
    return [href.split("/")[2] for href in hrefs], text


async def products(skus: list[str]) -> list:
    assert skus
    return [await sync_to_async(selectors.product_get)(sku=sku) for sku in skus]


async def test_multi_visit_scenario_in_the_browser(page, memory_server):
    from playwright.async_api import expect

    story = STORIES[page.catalogue]
    name = f"Robin {uuid.uuid4().hex[:6]}"
    await page.goto("/login/")
    await page.get_by_label("Your name").fill(name)
    await page.locator("form.login-form").get_by_role("button", name="Sign in").click()
    await expect(page.locator("#assistant-mode")).to_contain_text(f"Remembering for {name}")
    await expect(page.locator("[data-mode='offline-model']")).to_contain_text("Offline demo model")

    skus, text = await visit(page, f"I wear size M and I can't stand {story.colour}")
    assert skus == []
    await sync_to_async(memory_server.wait_idle)()

    skus, text = await visit(page, story.ask)
    for product in await products(skus):
        assert product.subtype == story.subtype
        assert product.stock.get("M", 0) > 0
        assert product.colour != story.colour
    assert not MEMORY_TALK.search(text), text  # M8.1

    skus, text = await visit(page, f"actually I like {story.colour} now")
    assert skus == []
    await sync_to_async(memory_server.wait_idle)()

    skus, text = await visit(page, story.ask_again)
    found = await products(skus)
    assert all(p.subtype == story.subtype and p.stock.get("M", 0) > 0 for p in found)
    assert any(p.colour == story.colour for p in found)  # M8.2: the newest fact wins
    assert not MEMORY_TALK.search(text), text
