"""Driving the assistant the way the shop does, for the evaluation (issue 18).

Only public interfaces: a catalogue goes in through the real importer (`shop.importer`), the
fact judge is `memory.judge` with the configured chat client (`assistant.llm`: the offline
model when no key is set), requests and questions go through `assistant.agent.run_agent` with
the real tools, and a memory context is rendered by `memory.rendering.memory_context` from
Agent Memory blocks as recall returns them. Nothing here knows how the offline model reads
text, so the evaluation survives a rewrite of `assistant/offline/`.

`setup_django()` is for a standalone run (a throwaway SQLite database, migrated); under pytest
the test database is used instead. Every function after it needs Django set up.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def setup_django(*, embedder: str | None = None) -> Path:
    """Set Django up on a throwaway, migrated SQLite database; returns its path.

    `embedder`: CATALOGUE_EMBEDDER ("auto" by default, the shop's own: semantic search
    behaves as in production; "hashing" to skip loading MiniLM). Logs only warnings.
    """
    folder = Path(tempfile.mkdtemp(prefix="offline-eval-"))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ["DATABASE_URL"] = f"sqlite:///{folder / 'db.sqlite3'}"
    os.environ["LOG_LEVEL"] = os.environ.get("LOG_LEVEL", "ERROR")
    os.environ.pop("OPENAI_API_KEY", None)
    os.environ.pop("OPENAI_BASE_URL", None)
    if embedder:
        os.environ["CATALOGUE_EMBEDDER"] = embedder
    os.environ["MEMORY_OPS_LOG_ENABLED"] = "0"

    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0, interactive=False)
    return folder


def load_catalogue(records: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Replace the shop's catalogue with `records` (README format) through the real importer.

    Returns the products as stored, for scoring: [{sku, department, type, subtype, colour,
    brand, price (Decimal), stock: {label: count}}]. Raises ValueError if a record is refused
    (a generator bug, not a model failure).
    """
    from shop.importer import catalogue_import
    from shop.models import Product

    Product.objects.all().delete()
    report = catalogue_import(records=list(records))
    if report.rejected:
        raise ValueError(f"catalogue refused: {report.rejected[0]}")
    return stored_products()


async def catalogue(records: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """`load_catalogue` from async code (the ORM runs in a worker thread)."""
    from asgiref.sync import sync_to_async

    return await sync_to_async(load_catalogue)(records)


def stored_products() -> list[dict[str, Any]]:
    """The shop's products as `load_catalogue` returns them."""
    from shop.models import Product

    return [
        {
            "sku": p.sku,
            "department": p.department,
            "type": p.type,
            "subtype": p.subtype,
            "colour": p.colour,
            "brand": p.brand,
            "price": p.price,
            "stock": {s.size: s.stock for s in p.sizes.all()},
        }
        for p in Product.objects.prefetch_related("sizes")
    ]


async def ask(message: str, memory_context: str = "") -> str:
    """One turn through `run_agent` (real tools, configured model); returns the reply text."""
    from assistant.agent import run_agent

    async def ignore(_delta: str) -> None:
        return None

    result = await run_agent(message=message, memory_context=memory_context, on_delta=ignore)
    return result.text


async def judged_facts(message: str) -> list[tuple[str, str]]:
    """The facts the fact judge keeps from `message` (M4), as (category, sentence) pairs: the
    shop's own `memory.judge.judge_facts` (its request, then `validate_facts`, which has the
    last word), answered by `assistant.llm.chat_client(FACT_JUDGE_MODEL)`; each kept `Fact`
    carries the category the judge filed it under."""
    from django.conf import settings

    from assistant import llm
    from memory.judge import judge_facts

    model = settings.FACT_JUDGE_MODEL
    facts = await judge_facts(message=message, client=llm.chat_client(model), model=model)
    return [(fact.category, str(fact)) for fact in facts]


@dataclass(frozen=True)
class Visit:
    """An earlier visit as recall renders it: its day ("2026-05-01") and what the memory server
    extracted from the exchange (`contexts`), or the raw exchange when it extracted nothing."""

    day: str
    shopper: str
    assistant: str = ""
    contexts: tuple[str, ...] = ()


def render_memory(facts: Sequence[tuple[str, str]], visits: Sequence[Visit] = ()) -> str:
    """The system-prompt suffix `memory.rendering.memory_context` makes for these memories.

    `facts`: (stated at "2026-05-01 14:03", "The shopper wears size M."), `visits`: earlier
    visits. Built as Agent Memory blocks of another session, the way recall returns them.
    """
    from agentmemory import ChatMessage, MemoryBlock

    from memory.recall import Recall
    from memory.rendering import memory_context

    def stamp(when: str) -> str:  # "2026-05-01" or "2026-05-01 14:03" -> ISO 8601, UTC
        return (when if " " in when else f"{when} 12:00").replace(" ", "T") + ":00+00:00"

    fact_blocks = tuple(
        MemoryBlock(
            block_id=f"fact-{i}", user_id="eval", session_id="earlier", fact=text,
            ingested_at=stamp(when), created_at=stamp(when),
        )
        for i, (when, text) in enumerate(facts)
    )  # fmt: skip
    turn_blocks = tuple(
        MemoryBlock(
            block_id=f"turn-{i}", user_id="eval", session_id=f"visit-{i}",
            message=ChatMessage(user_content=v.shopper, assistant_content=v.assistant),
            contexts=list(v.contexts) or None,
            ingested_at=stamp(v.day), created_at=stamp(v.day),
        )
        for i, v in enumerate(visits)
    )  # fmt: skip
    return memory_context(Recall(facts=fact_blocks, past_turns=turn_blocks))
