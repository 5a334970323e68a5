"""The catalogue's filters on a phone and on a desktop (issue 13 item 6).

At 390x844 the filter form used to fill the first screen before any product. The filters now
fold behind a summary, closed on narrow screens and open on wide ones, keep the shopper's
choice across htmx swaps of the results and the next page, and say how many are active while
folded. Without JavaScript they stay reachable and still filter.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from playwright.async_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
# Set to a folder to keep screenshots of the phone page (for looking at the layout).
SCREENSHOTS = os.environ.get("CATALOGUE_SCREENSHOTS")


async def open_catalogue(page, path: str = "/") -> None:
    await page.goto(path)
    await page.wait_for_selector("html[data-assistant='ready']", state="attached")


async def count_htmx_requests_in_flight(page) -> None:
    """Keep `window.__htmxInFlight`: htmx requests started and not yet answered (htmx pushes
    the URL into history before `htmx:afterRequest`)."""
    await page.evaluate(
        """() => {
          window.__htmxInFlight = 0;
          document.body.addEventListener("htmx:beforeRequest", () => window.__htmxInFlight++);
          document.body.addEventListener("htmx:afterRequest", () => window.__htmxInFlight--);
        }"""
    )


async def past_the_typing_delay(page) -> None:
    """Fire the search box's pending typing-delay timer (400 ms in the template) now, on the
    page's installed clock, then wait until every htmx request it or an earlier event started
    has been answered: a late request has then pushed its URL, if there was one."""
    await page.clock.fast_forward(1000)
    await page.wait_for_function("window.__htmxInFlight === 0")


async def screenshot(page, name: str) -> None:
    if SCREENSHOTS:
        await page.screenshot(path=str(Path(SCREENSHOTS) / f"{name}.png"))


async def test_on_a_phone_products_come_first_and_the_filters_open_on_demand(page):
    await page.set_viewport_size(PHONE)
    await open_catalogue(page)
    await screenshot(page, "phone-folded")

    meta = await page.locator(".product-card .product-meta").all_text_contents()
    assert any(text.strip().endswith(" Men") for text in meta), meta  # not yet filtered
    first_card = await page.locator(".product-grid .product-card").first.bounding_box()
    assert first_card["y"] + first_card["height"] <= PHONE["height"], first_card
    department = page.locator("#id_department")
    await expect(department).to_be_hidden()
    search = page.get_by_role("searchbox", name="Search")
    await expect(search).to_be_visible()  # the search stays at hand, unfolded
    summary = page.locator("#filters-box > summary")
    await expect(summary).to_have_text("Filters")

    await summary.click()
    await expect(department).to_be_visible()
    await department.select_option("Women")
    await page.wait_for_url("**/?department=Women")
    await expect(page.locator(".results-count")).to_contain_text("Showing 1–")
    meta = await page.locator(".product-card .product-meta").all_text_contents()
    assert meta and all(text.strip().endswith("Women") for text in meta), meta
    # The swap of the results keeps the filters as the shopper left them: open.
    await expect(department).to_be_visible()
    await expect(summary).to_have_text("Filters (1 active)")
    await page.locator("#id_colour").select_option("green")
    await page.wait_for_url("**/?department=Women&colour=green")
    await expect(summary).to_have_text("Filters (2 active)")
    await screenshot(page, "phone-open")

    # Folded, the summary still says two filters are on; the choice outlives a reload.
    await summary.click()
    await expect(department).to_be_hidden()
    await page.reload()
    await page.wait_for_selector("html[data-assistant='ready']", state="attached")
    await expect(department).to_be_hidden()
    await expect(summary).to_have_text("Filters (2 active)")
    await screenshot(page, "phone-folded-active")


async def test_a_filter_opened_on_a_phone_stays_open_on_the_next_page(page):
    await page.set_viewport_size(PHONE)
    await open_catalogue(page)
    await page.locator("#filters-box > summary").click()
    await expect(page.locator("#id_department")).to_be_visible()
    await open_catalogue(page, "/?department=Women")
    await expect(page.locator("#id_department")).to_be_visible()
    await expect(page.locator("#filters-box > summary")).to_have_text("Filters (1 active)")


async def test_on_a_desktop_the_filters_are_open(page):
    await page.set_viewport_size(DESKTOP)
    await open_catalogue(page)
    await expect(page.locator("#filters-box")).to_have_attribute("open", "")
    await expect(page.locator("#id_department")).to_be_visible()
    await page.locator("#id_department").select_option("Women")
    await page.wait_for_url("**/?department=Women")
    await expect(page.locator("#id_department")).to_be_visible()
    await expect(page.locator("#filters-box > summary")).to_have_text("Filters (1 active)")
    await screenshot(page, "desktop")


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP])
async def test_without_javascript_the_filters_are_reachable_and_filter(
    chromium, shop_server, catalogue, viewport
):
    context = await chromium.new_context(
        base_url=shop_server, java_script_enabled=False, viewport=viewport
    )
    page = await context.new_page()
    page.set_default_timeout(10_000)
    try:
        await page.goto("/")
        department = page.locator("#id_department")
        if not await department.is_visible():
            await page.locator("#filters-box > summary").click()
        await department.select_option("Women")
        await page.get_by_role("button", name="Apply").click()
        await page.wait_for_url("**/?*department=Women*")
        meta = await page.locator(".product-card .product-meta").all_text_contents()
        assert meta and all(text.strip().endswith("Women") for text in meta), meta
        await expect(page.locator("#filters-box > summary")).to_have_text("Filters (1 active)")
    finally:
        await context.close()


async def test_back_restores_the_count_and_keeps_the_choice(page):
    """Back re-renders the whole page from the server (an htmx history restore): the summary
    counts that page's filters once, and the filters stay as the shopper left them."""
    await page.set_viewport_size(PHONE)
    await open_catalogue(page)
    summary = page.locator("#filters-box > summary")
    await summary.click()
    await page.locator("#id_department").select_option("Women")
    await page.wait_for_url("**/?department=Women")
    await page.locator("#id_colour").select_option("green")
    await page.wait_for_url("**/?department=Women&colour=green")
    await expect(summary).to_have_text("Filters (2 active)")

    await page.go_back()
    await page.wait_for_url("**/?department=Women")
    await expect(summary).to_have_text("Filters (1 active)")
    await expect(page.locator("#filters-count")).to_have_count(1)
    await expect(page.locator("#id_department")).to_be_visible()
    await summary.click()
    await expect(page.locator("#id_department")).to_be_hidden()
    await page.go_back()
    await page.wait_for_url(re.compile(r":\d+/$"))
    await expect(summary).to_have_text("Filters")
    await expect(page.locator("#id_department")).to_be_hidden()


async def test_refused_filters_are_shown_open_on_a_phone(page):
    """The results say "see the highlighted fields": on a phone those are unfolded to be seen."""
    await page.set_viewport_size(PHONE)
    await open_catalogue(page, "/?min_price=cheap&department=Women")
    await expect(page.locator(".form-errors")).to_be_visible()
    await expect(page.locator(".field-min_price .field-error")).to_be_visible()
    await expect(page.locator("#filters-box > summary")).to_have_text("Filters (1 active)")


FACET_SELECTS = ("id_department", "id_type", "id_subtype", "id_colour", "id_tag", "id_size")


async def facet_labels(page) -> dict[str, list[str]]:
    """Each facet select's option labels, counts included, and which one is selected."""
    return await page.evaluate(
        """(ids) => Object.fromEntries(ids.map((id) => [id, Array.from(
            document.getElementById(id).options, (o) => (o.selected ? "* " : "") + o.text)]))""",
        list(FACET_SELECTS),
    )


async def test_the_facet_counts_follow_the_filters_chosen_with_javascript(page):
    """QA bug 2: htmx swapped only the results, so the other facets kept the counts of the
    unfiltered catalogue. Each swap now brings the options with their counts, as the no-JS page
    for the same URL shows them, while the select keeps its focus and the box stays open."""
    await page.set_viewport_size(DESKTOP)
    await open_catalogue(page)
    unfiltered = await facet_labels(page)

    department = page.locator("#id_department")
    await department.focus()
    await department.select_option("Women")
    await page.wait_for_url("**/?department=Women")
    await expect(page.locator("#id_type option[value='Outerwear']")).to_have_text("Outerwear (1)")
    swapped = await facet_labels(page)
    assert swapped != unfiltered
    assert await page.evaluate("document.activeElement.id") == "id_department"
    await expect(page.locator("#filters-box")).to_have_attribute("open", "")

    colour = page.locator("#id_colour")
    await colour.focus()
    await colour.select_option("green")
    await page.wait_for_url("**/?department=Women&colour=green")
    await expect(page.locator("#filters-box > summary")).to_have_text("Filters (2 active)")
    after_colour = await facet_labels(page)
    assert await page.evaluate("document.activeElement.id") == "id_colour"

    await open_catalogue(page, "/?department=Women")  # the page without htmx, from the server
    assert await facet_labels(page) == swapped
    await open_catalogue(page, "/?department=Women&colour=green")
    assert await facet_labels(page) == after_colour


async def test_one_search_is_one_history_entry(page):
    """QA bug 7: Enter in the search box added two history entries (its change event and the
    submit each made a request that pushed the same URL), so the first Back stayed put."""
    await page.set_viewport_size(DESKTOP)
    # Playwright's clock: time runs on its own, and `fast_forward` fires the typing delay's
    # timer at once instead of the test sleeping past it.
    await page.clock.install()
    await open_catalogue(page)
    await count_htmx_requests_in_flight(page)
    before = await page.evaluate("history.length")
    search = page.get_by_role("searchbox", name="Search")

    await search.fill("jacket")
    await search.press("Enter")
    await page.wait_for_url("**/?q=jacket")
    await expect(page.locator(".results-count")).to_contain_text("for “jacket”")
    await past_the_typing_delay(page)  # any late request has started, answered and pushed
    assert await page.evaluate("history.length") == before + 1

    # Typing, pausing (the search runs by itself), then Enter: still one entry.
    await search.fill("jeans")
    await page.wait_for_url("**/?q=jeans")
    await search.press("Enter")
    await past_the_typing_delay(page)
    assert await page.evaluate("history.length") == before + 2

    await page.go_back()
    await page.wait_for_url("**/?q=jacket")
    await page.go_back()
    await page.wait_for_url(re.compile(r":\d+/$"))
