"""The vocabulary of the catalogue in use, for the offline model (issue 11 item 1).

`current_vocabulary()` builds the `Vocabulary` from the imported catalogue's own taxonomy
(`shop.selectors.catalogue_taxonomy`) plus the sizes each type comes in, and keeps it until the
catalogue's version changes (an import, an admin edit). When the database cannot be read (no
migrations yet, a test without database access) the shipped catalogue file's vocabulary serves,
so the model still answers.
"""

from __future__ import annotations

import json
import logging
import threading
from functools import lru_cache
from pathlib import Path

from channels.db import database_sync_to_async

from assistant.offline.words.catalogue_words import CatalogueWords, words_from_records
from assistant.offline.words.vocabulary import Vocabulary

logger = logging.getLogger(__name__)

SHIPPED_CATALOGUE = Path(__file__).resolve().parents[3] / "shop" / "catalogue" / "catalogue.json"
_lock = threading.Lock()
_cached: Vocabulary | None = None


@lru_cache(maxsize=4)
def file_vocabulary(path: Path = SHIPPED_CATALOGUE) -> Vocabulary:
    """The vocabulary of a catalogue file in the documented format (empty if unreadable)."""
    try:
        records = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        logger.warning("Offline model: cannot read the catalogue file %s", path)
        records = []
    return Vocabulary(
        words_from_records(records if isinstance(records, list) else [], f"file:{path}")
    )


def _by_category(
    lines: dict[tuple[str, str, str], tuple[str, ...]],
) -> dict[tuple[str, str], tuple[str, ...]]:
    sizes: dict[tuple[str, str], list[str]] = {}
    for (_department, type_, subtype), listed in lines.items():
        merged = sizes.setdefault((type_, subtype), [])
        merged.extend(size for size in listed if size not in merged)
    return {key: tuple(value) for key, value in sizes.items()}


def database_vocabulary() -> Vocabulary:
    """The vocabulary of the imported catalogue, rebuilt when its version changes. Sync (ORM);
    raises the database's error when it cannot be read."""
    global _cached
    from shop.selectors import catalogue_sizes_by_line, catalogue_taxonomy

    taxonomy = catalogue_taxonomy()
    current = _cached
    if current is not None and current.version == taxonomy.version:
        return current
    with _lock:
        if _cached is None or _cached.version != taxonomy.version:
            lines = catalogue_sizes_by_line()
            words = CatalogueWords(
                version=taxonomy.version,
                departments=taxonomy.departments,
                types=taxonomy.types,
                subtypes_by_type=dict(taxonomy.subtypes_by_type),
                colours=taxonomy.colours,
                tags=taxonomy.tags,
                materials=taxonomy.materials,
                brands=taxonomy.brands,
                sizes_by_category=_by_category(lines),
                sizes_by_line=lines,
            )
            _cached = Vocabulary(words)
        return _cached


async def current_vocabulary() -> Vocabulary:
    """The catalogue's vocabulary; the shipped file's when the database fails or is empty."""
    try:
        vocabulary = await database_sync_to_async(database_vocabulary)()
    except Exception:  # any database failure: the model must still answer (M10 spirit)
        logger.info(
            "Offline model: vocabulary read from the shipped catalogue (database unavailable)"
        )
        return file_vocabulary()
    return vocabulary if vocabulary.words.types else file_vocabulary()
