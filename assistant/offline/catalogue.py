"""The brand names the offline model recognises, read from the catalogue at call time.

Brands change with the catalogue (an admin edit, a re-import, a test's fixtures), so they are
read per call: one DISTINCT over an indexed-size table, well under a millisecond. When the
database cannot be read (no migrations yet, a test without database access), the brands of the
shipped catalogue file serve instead, so the model still understands them.
"""

from __future__ import annotations

import json
import logging
from functools import lru_cache
from pathlib import Path

from channels.db import database_sync_to_async

logger = logging.getLogger(__name__)

SHIPPED_CATALOGUE = Path(__file__).resolve().parents[2] / "shop" / "catalogue" / "catalogue.json"


@lru_cache(maxsize=1)
def shipped_brands() -> tuple[str, ...]:
    """Brands in the shipped catalogue file (sorted; empty if the file is missing or bad)."""
    try:
        items = json.loads(SHIPPED_CATALOGUE.read_text(encoding="utf-8"))
        return tuple(sorted({str(p["brand"]).strip() for p in items if p.get("brand")}))
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        logger.warning("Offline model: cannot read brands from %s", SHIPPED_CATALOGUE)
        return ()


@database_sync_to_async
def _database_brands() -> tuple[str, ...]:
    from shop.models import Product

    names = Product.objects.order_by().values_list("brand", flat=True).distinct()
    return tuple(sorted({name.strip() for name in names if name and name.strip()}))


async def catalogue_brands() -> tuple[str, ...]:
    """The catalogue's brand names (sorted); the shipped file's when the database fails."""
    try:
        brands = await _database_brands()
    except Exception:  # any database failure: the model must still answer (M10 spirit)
        logger.info("Offline model: brands read from the shipped catalogue (database unavailable)")
        return shipped_brands()
    return brands or shipped_brands()
