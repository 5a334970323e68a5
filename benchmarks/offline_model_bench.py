"""CPU per signed-out turn of the offline model (issue 18 "Also": at most ~5 ms over today's).

Imports the shipped catalogue into a throwaway SQLite database, warms the model (the catalogue's
vocabulary and value embeddings, the intent examples: once per catalogue version / process; the intent
examples' vectors are kept, the messages' own are forgotten before each turn),
then runs a fixed mix of shopper messages through `assistant.agent.run_agent` with the real
tools, as a signed-out turn does (no memory), and prints the process CPU time per turn
(`time.process_time`: the model, the tools, the search; not the wall clock). Only public
interfaces are used, so the same script measures main's model:

    uv run python benchmarks/offline_model_bench.py                # this checkout
    uv run python benchmarks/offline_model_bench.py --rounds 5
    git archive main | tar -x -C /tmp/main-src && \\
        .venv/bin/python /tmp/main-src/benchmarks/offline_model_bench.py   # (a copy of this file)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
_db = Path(tempfile.mkdtemp(prefix="offline-bench-")) / "db.sqlite3"
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ["DATABASE_URL"] = f"sqlite:///{_db}"
os.environ["LOG_LEVEL"] = "WARNING"
os.environ["OPENAI_API_KEY"] = ""

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402

from assistant.agent import run_agent  # noqa: E402
from shop.importer import catalogue_import  # noqa: E402

MESSAGES = (
    "show me some jackets",
    "any chinos in size 32?",
    "trainers size 43",
    "men's black jackets in M, not yellow",
    "dresses under 80 EUR for a wedding",
    "something in green",
    "I wear M and I hate yellow, any hoodies?",
    "hello",
    "what's your return policy?",
    "a warm jumper for a 10 year old",
    "jeans W32 under 60 euros",
    "do you sell tents?",
)


async def _ignore(_delta: str) -> None:
    return None


def forget_queries() -> None:
    """Empty the per-text caches, so each turn pays for its message as a new shopper's would
    (the offline model's embeddings and readings, where it has them, and the product
    search's)."""
    from shop import embedding

    embedding._query_cache.clear()
    try:
        from assistant.offline.words import meaning
    except ImportError:  # main's model embeds nothing
        return
    meaning._cache.clear()
    try:  # the message's one reading, kept per vocabulary by text (read/message.py)
        from assistant.offline.words import catalogue
    except ImportError:
        return
    for vocabulary in (catalogue._cached, catalogue.file_vocabulary()):
        if vocabulary is not None:
            vocabulary.cache.pop("readings", None)


async def turn(message: str) -> None:
    result = await run_agent(message=message, memory_context="", on_delta=_ignore)
    if result.error:
        raise SystemExit(f"{message!r}: {result.error}")


def setup() -> None:
    call_command("migrate", verbosity=0)
    catalogue = ROOT / "shop" / "catalogue" / "catalogue.json"
    catalogue_import(records=json.loads(catalogue.read_text(encoding="utf-8")))


async def main(rounds: int) -> None:
    for message in MESSAGES:  # warm: vocabulary, embeddings, search index, query caches
        await turn(message)
    per_turn: list[float] = []
    for _ in range(rounds):
        for message in MESSAGES:
            forget_queries()
            start = time.process_time()
            await turn(message)
            per_turn.append((time.process_time() - start) * 1000)
    print(f"offline model, signed-out turns: {len(per_turn)} ({len(MESSAGES)} messages)")
    print(
        f"CPU per turn: mean {statistics.mean(per_turn):.1f} ms, "
        f"median {statistics.median(per_turn):.1f} ms, max {max(per_turn):.1f} ms"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="times each message is sent")
    arguments = parser.parse_args()
    setup()
    asyncio.run(main(arguments.rounds))
