"""How scripts/screenshots.py and the browser tests start Debian's Chromium (never a
downloaded browser): `playwright.chromium.launch(executable_path=shutil.which("chromium"),
args=CHROMIUM_FLAGS)`. Tooling, so it lives with the scripts; the tests import it from here
(a script never imports the tests)."""

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
