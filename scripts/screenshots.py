"""Take the README's screenshots: the shop with the assistant, the presenter's "What was
recalled" and the admin's turn detail, on a real conversation of three visits (issues 13, 19).

    uv run python scripts/screenshots.py [--out docs/images]

Starts its own memory_server and daphne on free ports against a throw-away SQLite database,
with the offline model, and drives Debian's Chromium (never downloads a browser). Visit 1
(dated a few weeks back) states a size and a colour dislike; visit 2 states an occasion; visit
3 asks for jackets (the shop's shot), then turns "What was recalled" on and asks for black. Nothing of the developer's own database or
memory server is touched.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from scripts.chromium import CHROMIUM_FLAGS  # noqa: E402 - after ROOT is importable

VISITS = [
    (35, ["I wear size M and I can't stand yellow"]),
    (12, ["I'm shopping for a wedding"]),
    (0, ["show me jackets", "any in black?"]),
]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for(url: str, process: subprocess.Popen, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{process.args} exited")
        try:
            if httpx.get(url, timeout=1).status_code < 500:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"{url} did not answer")


async def show_controls(page) -> None:
    """Unfold the demo controls (folded once the chat has a message, issue 19 item 2)."""
    box = page.locator("#assistant-controls-box")
    if await box.count() and not await box.evaluate("box => box.open"):
        await box.locator("> summary").click()


async def drive(shop: str, out: Path) -> None:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(
            executable_path=shutil.which("chromium"), args=CHROMIUM_FLAGS
        )
        context = await browser.new_context(base_url=shop, viewport={"width": 1280, "height": 1000})
        page = await context.new_page()
        page.set_default_timeout(20_000)
        await page.goto("/login/")
        await page.get_by_label("Your name").fill("Alice")
        await page.locator("form.login-form").get_by_role("button", name="Sign in").click()
        await page.wait_for_load_state("load")
        for days_ago, messages in VISITS:
            await page.wait_for_selector("html[data-assistant='ready']", state="attached")
            if await page.locator("#assistant-dialog").is_hidden():
                await page.get_by_role("button", name="Ask the assistant").click()
            if days_ago:
                when = (date.today() - timedelta(days=days_ago)).isoformat()
                await show_controls(page)
                await page.locator("#assistant-session-date").fill(when)
                await page.locator("#assistant-session-date").press("Enter")
                await page.locator("#assistant-controls-status").get_by_text("Saved").wait_for()
            for n, message in enumerate(messages):
                if not days_ago and n == 1:
                    # The README's first shot: the returning shopper's jackets, in M, none
                    # yellow; then "What was recalled" goes on for the second answer.
                    await page.screenshot(path=str(out / "shop-with-assistant.png"))
                    toggle = page.get_by_label("Show what was recalled under each answer")
                    await show_controls(page)
                    async with page.expect_response("**/assistant/recall-view/"):
                        await toggle.check()
                count = await page.locator("#assistant-log li[data-state='final']").count()
                await page.locator("#assistant-message").fill(message)
                await page.locator("#assistant-message").press("Enter")
                await page.locator("#assistant-log li[data-state='final']").nth(count).wait_for()
            if days_ago:
                await asyncio.sleep(1.5)  # the fact judge and the record land
                await page.get_by_role("button", name="Close").click()
                await page.locator("#assistant-dialog").wait_for(state="hidden")
        # The presenter's view: the shop with the panel, the mode and controls folded away,
        # the last answer's list open and scrolled to.
        for box in ("#assistant-mode-details", "#assistant-controls-box"):
            await page.evaluate(f"document.querySelector('{box}').open = false")
        answer = page.locator("#assistant-log .msg-assistant").last
        await answer.locator(".recalled > summary").click()
        # Full height (issue 19 item 2), and the list scrolled to the top of the log.
        await page.get_by_role("button", name="Full height").click()
        await answer.locator(".recalled").evaluate(
            "recalled => recalled.scrollIntoView({block: 'start'})"
        )
        await page.screenshot(path=str(out / "presenter-recalled.png"))

        admin = await browser.new_context(base_url=shop, viewport={"width": 1000, "height": 900})
        admin_page = await admin.new_page()
        await admin_page.goto("/admin/login/")
        await admin_page.get_by_label("Username").fill("admin")
        await admin_page.get_by_label("Password").fill("screenshots")
        await admin_page.get_by_role("button", name="Log in").click()
        await admin_page.goto("/admin/assistant/turn/")
        await admin_page.locator("#result_list tbody tr").first.locator("a").first.click()
        await admin_page.wait_for_load_state("load")
        await admin_page.evaluate("document.body.style.zoom = '0.85'")  # a smaller file
        # From the session to the memory-operation rows: the turn, its recall and its calls.
        top = await admin_page.locator(".field-session").bounding_box()
        end = await admin_page.locator(".field-operation_rows").bounding_box()
        clip = {**top, "height": end["y"] + end["height"] - top["y"]}
        await admin_page.screenshot(
            path=str(out / "admin-turn-detail.png"), clip=clip, full_page=True
        )
        await browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images")
    args = parser.parse_args()
    if shutil.which("chromium") is None:
        sys.exit("Debian's chromium is not installed (apt-get install -y chromium)")
    with tempfile.TemporaryDirectory() as tmp:
        memory_port, shop_port = free_port(), free_port()
        env = {
            **os.environ,
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "DJANGO_DEBUG": "1",
            "DATABASE_URL": f"sqlite:///{tmp}/shop.sqlite3",
            "AGENT_MEMORY_URL": f"http://127.0.0.1:{memory_port}",
            "OPENAI_API_KEY": "",
            "OPENAI_BASE_URL": "",
            "ASSISTANT_MODEL": "offline",
            "LOG_LEVEL": "WARNING",
            "DJANGO_SUPERUSER_PASSWORD": "screenshots",
        }
        manage = [sys.executable, str(ROOT / "manage.py")]
        subprocess.run([*manage, "migrate", "-v0"], env=env, check=True)  # noqa: S603
        catalogue = str(ROOT / "shop" / "catalogue" / "catalogue.json")
        subprocess.run([*manage, "import_catalog", catalogue], env=env, check=True)  # noqa: S603
        subprocess.run(  # noqa: S603
            [
                *manage,
                "createsuperuser",
                "--noinput",
                "--username",
                "admin",
                "--email",
                "admin@example.com",
            ],
            env=env,
            check=True,
        )
        memory = subprocess.Popen(  # noqa: S603
            [sys.executable, "-m", "memory_server", "--host", "127.0.0.1", "--port",
             str(memory_port), "--db", f"{tmp}/memory.sqlite3"],
            env=env, cwd=ROOT,
        )  # fmt: skip
        shop = subprocess.Popen(  # noqa: S603
            [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(shop_port),
             "config.asgi:application"],
            env=env, cwd=ROOT,
        )  # fmt: skip
        try:
            wait_for(f"http://127.0.0.1:{memory_port}/health", memory)
            wait_for(f"http://127.0.0.1:{shop_port}/", shop)
            args.out.mkdir(parents=True, exist_ok=True)
            asyncio.run(drive(f"http://127.0.0.1:{shop_port}", args.out))
        finally:
            for process in (shop, memory):
                process.terminate()
                process.wait(10)
    names = ("shop-with-assistant.png", "presenter-recalled.png", "admin-turn-detail.png")
    print("Wrote " + ", ".join(str(args.out / name) for name in names))


if __name__ == "__main__":
    main()
