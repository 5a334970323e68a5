"""How the browser tests and scripts/screenshots.py start Debian's Chromium (never a
downloaded browser): `playwright.chromium.launch(executable_path=shutil.which("chromium"),
args=CHROMIUM_FLAGS)`."""

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
