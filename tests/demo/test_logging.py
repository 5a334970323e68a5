"""What the shop logs per memory call (issue 13 item 8): per-call lines at DEBUG only.

A demo printed about 580 INFO lines of memory HTTP calls in 17 minutes. Each case runs a
fresh interpreter with the project's logging configuration (config.settings LOGGING, as daphne
loads it) and real memory calls over HTTP: against the memory_server fixture, and against a
port where nothing listens.
"""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import asyncio, django, sys
django.setup()
from memory import services as memory

async def main(user_id):
    await memory.ensure_user(user_id=user_id, name="Log Test")
    chat = await memory.ensure_session(user_id=user_id, session_id=None, session_date=None,
                                       retention="default")
    session_id = chat.session_id if chat else "session1"
    await memory.recall(user_id=user_id, session_id=session_id, message="jackets", turn_count=0)
    await memory.record_turn(user_id=user_id, session_id=session_id, user_content="hi",
                             assistant_content="hello", session_date=None)

asyncio.run(main(sys.argv[1]))
"""


def run_calls(memory_url: str, log_level: str) -> str:
    """Run a turn's memory calls in a fresh interpreter; return what it logged."""
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "AGENT_MEMORY_URL": memory_url,
        "AGENT_MEMORY_TIMEOUT_SECONDS": "1",
        "AGENT_MEMORY_MAX_RETRIES": "0",
        "MEMORY_OPS_LOG_ENABLED": "0",
        "LOG_LEVEL": log_level,
    }
    result = subprocess.run(  # noqa: S603 - our interpreter, fixed arguments
        [sys.executable, "-c", SCRIPT, f"log-{uuid.uuid4().hex[:10]}"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return result.stderr


def info_lines(log: str) -> list[str]:
    return [line for line in log.splitlines() if " INFO " in line]


def test_memory_calls_log_nothing_at_info(memory_server):
    log = run_calls(memory_server.url, "INFO")
    assert info_lines(log) == [], log
    assert "HTTP Request" not in log and "Retrieved user" not in log
    # A new shopper's ensure_user meets the expected 404 first: not a failure worth a line.
    assert "USER_NOT_FOUND" not in log


def test_per_call_lines_show_at_debug(memory_server):
    log = run_calls(memory_server.url, "DEBUG")
    assert "memory ensure_user ok in" in log
    assert "HTTP Request: POST" in log


def test_failures_still_show_at_info():
    """A presenter sees that memory is down: one WARNING per failed call, no per-call INFO."""
    log = run_calls("http://127.0.0.1:9", "INFO")
    assert "memory ensure_user failed (unreachable)" in log
    assert "memory record_turn failed (unreachable)" in log
    assert info_lines(log) == [], log
