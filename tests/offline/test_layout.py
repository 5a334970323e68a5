"""The offline package shows its pipeline in its layout, no module over 300 lines (issue 18,
"Also"). Round 15 left read/sizes.py at 301 lines and nothing said so."""

from __future__ import annotations

from pathlib import Path

import assistant.offline

PACKAGE = Path(assistant.offline.__file__).parent
LIMIT = 300


def test_no_module_of_the_offline_package_is_over_300_lines():
    modules = sorted(PACKAGE.rglob("*.py"))
    assert len(modules) > 20  # the package, not an empty folder
    over = {
        str(m.relative_to(PACKAGE)): n
        for m in modules
        if (n := len(m.read_text(encoding="utf-8").splitlines())) > LIMIT
    }
    assert not over, over


def test_the_pipeline_is_laid_out_as_it_runs():
    """The words of the catalogue, then read, decide, reply (README "How the offline model
    reads a message")."""
    stages = {p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert {"words", "read", "decide", "reply"} <= stages, stages
