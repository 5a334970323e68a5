"""Chromium's flags (scripts/chromium.py) do what their comments say (issue 21 item 6).

Playwright passes Chromium its own `--disable-features=` list and ours comes after it; Chromium
keeps the last value of a switch, so ours must repeat Playwright's. What Chromium actually
runs with is read from a renderer process's command line, where the browser writes the
features it resolved (sorted, one list): launched with our flags it must hold every feature
that Playwright alone disables (read the same way from a launch without ours) and ours too.
A second `--disable-features`, or an upgrade of Playwright that adds to its list, fails here.
"""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import pytest

from scripts.chromium import (
    CHROMIUM_FLAGS,
    OUR_DISABLED_FEATURES,
    PLAYWRIGHT_DISABLED_FEATURES,
)

pytestmark = pytest.mark.browser

OMNIBOX_POPUP = "chrome://omnibox-popup.top-chrome/"


def switch_values(argv: list[str], switch: str) -> set[str]:
    """The comma-separated values of every `switch=` in argv."""
    return {
        name
        for arg in argv
        if arg.startswith(f"{switch}=")
        for name in arg.split("=", 1)[1].split(",")
        if name
    }


def command_line(pid: int) -> list[str]:
    """A process's arguments; a zygote child rewrites its argv into one space-separated string."""
    return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode().split()


async def resolved(browser) -> dict:
    """What `browser` runs with: the features a renderer was given and the browser's targets."""
    cdp = await browser.new_browser_cdp_session()
    processes = (await cdp.send("SystemInfo.getProcessInfo"))["processInfo"]
    targets = (await cdp.send("Target.getTargets"))["targetInfos"]
    await cdp.detach()
    renderers = [process["id"] for process in processes if process["type"] == "renderer"]
    assert renderers, processes
    argv = command_line(renderers[0])
    return {
        "disabled": switch_values(argv, "--disable-features"),
        "enabled": switch_values(argv, "--enable-features"),
        "popups": [t["url"] for t in targets if t["url"].startswith(OMNIBOX_POPUP)],
    }


def test_one_disable_features_and_no_enable_features():
    """Each would replace Playwright's list of the same switch."""
    assert sum(flag.startswith("--disable-features=") for flag in CHROMIUM_FLAGS) == 1
    assert not [flag for flag in CHROMIUM_FLAGS if flag.startswith("--enable-features=")]


@pytest.mark.skipif(
    not Path("/proc/self/cmdline").exists(), reason="reads Chromium's processes from /proc (Linux)"
)
async def test_playwrights_disabled_features_stay_disabled_with_ours(chromium):
    from playwright.async_api import async_playwright

    # Ours: the session's browser, launched with CHROMIUM_FLAGS.
    context = await chromium.new_context()
    try:
        page = await context.new_page()
        await page.goto("data:text/html,<p>ours</p>")

        # Playwright's own: the same flags less our --disable-features.
        without_ours = [f for f in CHROMIUM_FLAGS if not f.startswith("--disable-features=")]
        async with async_playwright() as playwright:
            plain = await playwright.chromium.launch(
                executable_path=shutil.which("chromium"), args=without_ours
            )
            try:
                plain_page = await (await plain.new_context()).new_page()
                await plain_page.goto("data:text/html,<p>Playwright's</p>")
                for _ in range(100):  # the omnibox popups load after the window: wait for them
                    playwrights = await resolved(plain)
                    if playwrights["popups"]:
                        break
                    await asyncio.sleep(0.1)
            finally:
                await plain.close()
        ours = await resolved(chromium)
    finally:
        await context.close()

    # Our copy of Playwright's list is Playwright's list: it disables each of them itself.
    assert set(PLAYWRIGHT_DISABLED_FEATURES) <= playwrights["disabled"]
    lost = playwrights["disabled"] - ours["disabled"]
    assert not lost, f"Playwright disables {sorted(lost)} but our flags drop them"
    assert set(OUR_DISABLED_FEATURES) <= ours["disabled"]
    lost = playwrights["enabled"] - ours["enabled"]
    assert not lost, f"Playwright enables {sorted(lost)} but our flags drop them"

    # And what ours are for: each context's window preloads the omnibox popups without them
    # (if this Chromium no longer does, OUR_DISABLED_FEATURES are dead weight), none with them.
    assert playwrights["popups"], "this Chromium preloads no omnibox popup: drop our features"
    assert not ours["popups"], ours["popups"]
