"""deploy/release.sh, the compose `migrate` service (issue 7): migrations, then the catalogue.

Runs the real script, as the container does, against a throwaway SQLite database.
"""

import os
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def release(database: Path) -> subprocess.CompletedProcess:
    sh = shutil.which("sh")
    if sh is None:
        pytest.skip("no POSIX shell")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "DATABASE_"))}
    env["DATABASE_URL"] = f"sqlite:///{database}"
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    return subprocess.run(  # noqa: S603 - fixed argv
        [sh, "deploy/release.sh"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )


def test_release_migrates_imports_the_shipped_catalogue_and_is_idempotent(tmp_path):
    catalogues = sorted((ROOT / "shop" / "catalogue").glob("*.json"))
    if not catalogues:
        pytest.skip("no catalogue file shipped yet")
    database = tmp_path / "release.sqlite3"

    first = release(database)
    assert first.returncode == 0, first.stdout + first.stderr
    created = re.search(r"(\d+) created, 0 updated, 0 unchanged", first.stdout)
    assert created and int(created.group(1)) > 0, first.stdout
    connection = sqlite3.connect(database)
    try:
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
    finally:
        connection.close()
    assert "django_migrations" in tables

    second = release(database)
    assert second.returncode == 0, second.stdout + second.stderr
    assert f"0 created, 0 updated, {created.group(1)} unchanged" in second.stdout
