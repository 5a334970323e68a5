"""Assistant turn latency through the real consumer (issue 5): what the panel adds around the model.

Runs the real ASGI app in-process (WebsocketCommunicator, a temp SQLite database with a few
products), memory_server in a thread and the tests' scripted OpenAI-compatible model (zero model
latency, one tool round, a 40-chunk answer), then for a signed-in and a signed-out shopper sends
N messages in one chat and times, per turn:

- first fragment: message sent -> the shopper's bubble and typing indicator are back;
- first token:    message sent -> the first streamed token (ensure user/session + recall + model);
- final:          message sent -> the final Markdown fragment;
- record:         final -> turn log row written (turn record + fact judge, in the background).

Prints p50 / p95 in ms. Targets: first fragment p95 < 50 ms; the record never delays the final.

    uv run python benchmarks/assistant_bench.py              # 30 turns each
    uv run python benchmarks/assistant_bench.py --turns 100
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
_db = Path(tempfile.mkdtemp(prefix="assistant-bench-")) / "db.sqlite3"
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ["DATABASE_URL"] = f"sqlite:///{_db}"
os.environ["LOG_LEVEL"] = "WARNING"

import django  # noqa: E402

django.setup()

from asgiref.sync import sync_to_async  # noqa: E402
from channels.testing import WebsocketCommunicator  # noqa: E402
from django.conf import settings  # noqa: E402
from django.contrib.sessions.backends.db import SessionStore  # noqa: E402
from django.core.management import call_command  # noqa: E402

from assistant.chat import turn_state  # noqa: E402
from assistant.models import Turn  # noqa: E402
from config.asgi import application  # noqa: E402
from memory_server import ServerSettings  # noqa: E402
from memory_server.testing import BackgroundServer, ServerThread  # noqa: E402
from shop.importer import catalogue_import  # noqa: E402
from shop.services import agent_memory_user_id  # noqa: E402
from tests.assistant.conftest import PRODUCTS  # noqa: E402
from tests.edge_servers import ScriptedModel  # noqa: E402


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))]


def make_session(name: str | None) -> str:
    store = SessionStore()
    store["assistant_visitor"] = True
    if name:
        store["shopper_name"] = name
        store["shopper_user_id"] = agent_memory_user_id(name)
    store.save()
    return store.session_key


async def run_chat(session_key: str, turns: int) -> dict[str, list[float]]:
    communicator = WebsocketCommunicator(
        application,
        "/ws/assistant/",
        headers=[
            (b"host", b"127.0.0.1"),
            (b"origin", b"http://127.0.0.1"),
            (b"cookie", f"{settings.SESSION_COOKIE_NAME}={session_key}".encode()),
        ],
    )
    assert (await communicator.connect())[0]
    await communicator.receive_from(5)  # the mode label
    timings: dict[str, list[float]] = {"first fragment": [], "first token": [], "final": []}
    records: list[float] = []
    session_id, turn_count = "", 0
    for number in range(turns):
        message = f"show me jackets ({number})"
        started = time.perf_counter()
        await communicator.send_to(
            text_data=json.dumps(
                {"message": message, "session_id": session_id, "turn_count": str(turn_count)}
            )
        )
        seen_first = seen_token = False
        while True:
            frame = await communicator.receive_from(30)
            elapsed = (time.perf_counter() - started) * 1000
            if not seen_first:
                timings["first fragment"].append(elapsed)
                seen_first = True
            if not seen_token and '-text" hx-swap-oob="beforeend">' in frame:
                timings["first token"].append(elapsed)
                seen_token = True
            if 'data-state="final"' in frame:
                timings["final"].append(elapsed)
                final_at = time.perf_counter()
                session_id = frame.split('name="session_id" value="', 1)[1].split('"', 1)[0]
                turn_count += 1
                break
        # The consumer's background work for this turn: record, fact judge, turn log row.
        if turn_state.background:
            await asyncio.wait(set(turn_state.background))
        records.append((time.perf_counter() - final_at) * 1000)
        assert await Turn.objects.filter(message=message).aexists()
    timings["record (background)"] = records
    await communicator.disconnect()
    return timings


async def main(turns: int) -> None:
    print(f"assistant turn latency, {turns} turns per chat, scripted model (0 ms), ms")
    for label, name in (("signed in", "Bench Shopper"), ("signed out", None)):
        session_key = await sync_to_async(make_session)(name)
        timings = await run_chat(session_key, turns)
        print(f"\n{label}")
        for metric, values in timings.items():
            print(
                f"  {metric:<20} p50 {percentile(values, 50):7.1f}   p95 {percentile(values, 95):7.1f}"
            )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=30)
    args = parser.parse_args()
    call_command("migrate", verbosity=0)
    catalogue_import(records=PRODUCTS)
    server = ServerThread(ServerSettings(db_path=str(_db.with_name("agentmemory.sqlite3")))).start()
    model = ScriptedModel()
    model_server = BackgroundServer(model.app()).start()
    settings.AGENT_MEMORY_URL = server.url
    settings.OPENAI_BASE_URL = f"{model_server.url}/v1"
    settings.OPENAI_API_KEY = "bench"
    settings.ASSISTANT_MODEL = "scripted"
    settings.FACT_JUDGE_MODEL = "scripted-judge"
    settings.ALLOWED_HOSTS = ["127.0.0.1"]
    try:
        asyncio.run(main(args.turns))
    finally:
        model_server.stop()
        server.stop()
