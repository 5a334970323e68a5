"""`--backend-tests-only` (tests/conftest.py): CI's PostgreSQL pass runs only the tests the
database or the memory server can change (issue 21 item 6)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def collected(*arguments: str) -> set[str]:
    """The test ids `pytest --collect-only` lists for `arguments`, in one process."""
    environ = {k: v for k, v in os.environ.items() if k != "PYTEST_ADDOPTS"}
    result = subprocess.run(  # noqa: S603 - our interpreter, fixed arguments
        [sys.executable, "-m", "pytest", "-n", "0", "-p", "no:randomly", "--collect-only", "-q",
         *arguments],
        cwd=ROOT, env=environ, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    return {line for line in result.stdout.splitlines() if "::" in line}


def test_only_tests_that_reach_the_database_or_the_memory_server_are_kept():
    kept = collected(
        "--backend-tests-only",
        "tests/shop/test_sizes.py",  # the size model reads labels only
        "tests/shop/test_selectors.py",  # the selectors query the database
        "tests/memory_server/test_smoke.py",  # the server's own tests run under its profile
        "tests/demo/test_demo_port.py",  # one test of two has the memory_server fixture
    )
    files = {test.split("::")[0] for test in kept}
    assert files == {
        "tests/shop/test_selectors.py",
        "tests/memory_server/test_smoke.py",
        "tests/demo/test_demo_port.py",
    }
    selectors = [test for test in kept if test.startswith("tests/shop/test_selectors.py")]
    assert "tests/shop/test_selectors.py::test_summary_fields_follow_the_contract" in selectors
    demo = {test.split("::")[1] for test in kept if test.startswith("tests/demo/")}
    assert demo == {"test_the_demo_says_when_memory_goes_down_and_comes_back"}
