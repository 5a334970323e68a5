"""`uv run pytest` on a machine without Chromium (issue 13 item 11).

The browser tests are skipped with one clear summary line and the rest run; under CI
(`CI=true`) a missing Chromium still fails. Each case runs pytest in a subprocess whose PATH
holds only the project's interpreter, so `shutil.which("chromium")` finds nothing.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TESTS = [
    "tests/browser/test_panel.py::test_stop_button_stops_the_reply",
    "tests/offline/test_browser.py",
    "tests/demo/test_not_found.py::test_a_missing_slash_still_redirects",
]


def run_pytest(*options: str, **env: str) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if k not in {"CI", "PYTEST_ADDOPTS"}}
    environ.update(PATH=str(Path(sys.executable).parent), **env)
    return subprocess.run(  # noqa: S603 - our interpreter, fixed arguments
        [sys.executable, "-m", "pytest", "-p", "no:randomly", *options, *TESTS],
        cwd=ROOT,
        env=environ,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_without_chromium_browser_tests_are_skipped_with_one_line():
    result = run_pytest("-n", "1")  # through a pytest-xdist worker, as `uv run pytest` runs
    assert result.returncode == 0, result.stdout + result.stderr
    lines = [line for line in result.stdout.splitlines() if "chromium is not installed" in line]
    assert len(lines) == 1, result.stdout
    assert "browser tests skipped: Debian chromium is not installed" in lines[0]
    # The non-browser test ran; every browser test (one per catalogue in tests/offline) skipped.
    summary = re.search(r"(\d+) passed, (\d+) skipped", result.stdout)
    assert summary and summary[1] == "1" and int(summary[2]) >= 2, result.stdout


def test_under_ci_a_missing_chromium_fails():
    result = run_pytest("-n", "0", CI="true")  # in one process: the summary line is tested above
    assert result.returncode != 0, result.stdout
    assert "chromium is not installed" in result.stdout
    assert "1 passed" in result.stdout
