"""Product search benchmark (issue 10 item 7): latency at scale, and relevance.

    uv run python benchmarks/product_search_bench.py            # 1k, 10k, 100k + relevance
    uv run python benchmarks/product_search_bench.py --sizes 1000 10000 --queries 40

Latency: p50/p95 of `shop.selectors.product_search` in keyword, semantic and hybrid mode over
1k, 10k and 100k generated products in a temporary SQLite database, one page of 24 results,
the query's embedding included (the query-vector cache is emptied before every search). Half
the searches also carry a structured filter (department or type), as the catalogue page does.
Products are bulk-inserted with precomputed random unit vectors (and the right content hash, so
the index does not embed them): embedding 100k texts with MiniLM on this 2-core machine would
take far longer than the few minutes this benchmark should run; vector search costs the same
whatever the vectors hold. The one-off index build per catalogue size is reported separately.

Relevance: 42 natural-language requests written against the second test catalogue
(tests/catalogues/supplier.json), each with the designs it should find; precision@6 and
recall@6 of keyword vs hybrid ranking, with the real MiniLM embeddings.

Targets: hybrid p95 <= 30 ms at 10k and <= 60 ms at 100k; hybrid precision@6 above keyword's.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
TMP = tempfile.mkdtemp(prefix="product_search_bench_")
os.environ["DATABASE_URL"] = f"sqlite:///{TMP}/bench.sqlite3"
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("LOG_LEVEL", "WARNING")

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402

from shop import embedding, search  # noqa: E402
from shop.models import CatalogueVersion, Product, ProductSize  # noqa: E402
from shop.selectors import product_search  # noqa: E402

SUPPLIER = ROOT / "tests" / "catalogues" / "supplier.json"
PAGE = 24

DEPARTMENTS = ("Women", "Men", "Kids", "Unisex")
KINDS = {
    "Tops": ("T-shirts", "Polo Shirts", "Blouses", "Hoodies", "Jumpers"),
    "Bottoms": ("Chinos", "Jeans", "Shorts", "Skirts", "Track Pants"),
    "Dresses": ("Day Dresses", "Evening Dresses", "Maxi Dresses"),
    "Outerwear": ("Jackets", "Coats", "Gilets", "Raincoats"),
    "Footwear": ("Sandals", "Trainers", "Boots", "Loafers"),
    "Activewear": ("Leggings", "Sports Bras", "Running Shorts", "Base Layers"),
    "Accessories": ("Scarves", "Hats", "Bags", "Belts"),
}
COLOURS = ("black", "white", "navy", "khaki", "charcoal", "mint", "teal", "rust", "cream", "red")
MATERIALS = ("cotton", "linen", "wool", "merino", "denim", "leather", "recycled polyester", "silk")
ADJECTIVES = ("Classic", "Relaxed", "Slim", "Oversized", "Lightweight", "Heavyweight", "Soft")
ADJECTIVES += ("Quilted", "Ribbed", "Cropped", "Tailored", "Waterproof", "Breathable", "Cosy")
USES = ("office", "wedding", "beach", "running", "hiking", "party", "school", "weekend", "gym")
PHRASES = (
    "made for long days and easy to care for",
    "cut for comfort with a modern shape",
    "keeps you cool when the sun is out",
    "warm without the bulk on cold mornings",
    "smart enough for work, relaxed enough for the weekend",
    "packs small for travel and holidays",
    "built to move with you at the gym",
)
LATENCY_QUERIES = (
    "something light for a summer wedding",
    "warm coat for winter",
    "linen shirt",
    "black leather boots",
    "comfortable trousers for the office",
    "running shorts",
    "a cosy jumper",
    "waterproof jacket for hiking",
    "party dress",
    "kids school shoes",
    "soft merino base layer",
    "beach sandals",
)


def generate(count: int, seed: int = 7) -> None:
    """Bulk-insert `count` products with sizes and random unit vectors (hashes that match)."""
    rng = random.Random(seed)
    vectors = np.random.default_rng(seed).standard_normal((count, 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    model = embedding.embedder().name
    clear()
    batch: list[Product] = []
    for n in range(count):
        type_ = rng.choice(tuple(KINDS))
        subtype = rng.choice(KINDS[type_])
        colour, material = rng.choice(COLOURS), rng.choice(MATERIALS)
        tags = rng.sample(USES, 2)
        product = Product(
            sku=f"G-{n:06d}",
            name=f"{rng.choice(ADJECTIVES)} {material.title()} {subtype.rstrip('s')}",
            description=f"A {material} {subtype.lower().rstrip('s')} {rng.choice(PHRASES)}.",
            brand=f"Brand {n % 97}",
            department=rng.choice(DEPARTMENTS),
            type=type_,
            subtype=subtype,
            colour=colour,
            material=material,
            price=Decimal(rng.randint(1500, 30000)) / 100,
            tags=tags,
        )
        # What Product.save() would keep; bulk_create does not call save().
        product.tags_text = "".join(f"|{tag}|" for tag in tags)
        product.search_text = f"{product.name} {product.description}".lower()
        row = {name: getattr(product, name) for name in embedding.TEXT_FIELDS if name != "pk"}
        product.embedding_hash = embedding.text_hash(embedding.product_text(row), model)
        product.embedding = vectors[n].tobytes()
        batch.append(product)
        if len(batch) == 5000:
            _flush(batch)
    _flush(batch)


def clear() -> None:
    """Empty the catalogue in two statements (an ORM delete would send a signal per row)."""
    with connection.cursor() as cursor:
        cursor.execute("DELETE FROM shop_productsize")
        cursor.execute("DELETE FROM shop_product")
    CatalogueVersion.bump()


def _flush(batch: list[Product]) -> None:
    created = Product.objects.bulk_create(batch, batch_size=1000)
    ProductSize.objects.bulk_create(
        (
            ProductSize(product=p, size=size, position=i, stock=(p.pk + i) % 3)
            for p in created
            for i, size in enumerate(("S", "M", "L"))
        ),
        batch_size=3000,
    )
    batch.clear()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def latency(count: int, queries: int) -> dict:
    started = time.perf_counter()
    generate(count)
    inserted = time.perf_counter() - started
    started = time.perf_counter()
    product_search(query="warm-up", mode="hybrid")  # builds the index
    built = time.perf_counter() - started
    rng = random.Random(count)
    figures = {"products": count, "insert_s": inserted, "index_build_s": built}
    for mode in ("keyword", "semantic", "hybrid"):
        times = []
        for i in range(queries):
            text = LATENCY_QUERIES[i % len(LATENCY_QUERIES)]
            filters = {}
            if i % 2:
                key = rng.choice(("department", "type"))
                filters = {key: rng.choice(DEPARTMENTS if key == "department" else tuple(KINDS))}
            embedding._query_cache.clear()  # every search pays for its query embedding
            start = time.perf_counter()
            product_search(query=text, mode=mode, limit=PAGE, **filters)
            times.append((time.perf_counter() - start) * 1000)
        figures[mode] = (statistics.median(times), percentile(times, 0.95))
    return figures


RELEVANCE = [
    (
        "something light for a summer wedding",
        ["gents-linen-shirt", "ladies-wide-leg", "ladies-blouse"],
    ),
    ("school uniform trousers for my son", ["kids-chinos"]),
    ("a warm hoodie for a child", ["kids-hoodie"]),
    ("leggings for yoga class", ["ladies-leggings"]),
    ("boots for jumping in puddles", ["kids-wellies"]),
    ("shoes for muddy off-road runs", ["ladies-trail"]),
    ("something to keep me warm on the ski slopes", ["gents-base-layer"]),
    ("swim shorts for surfing", ["gents-board-shorts"]),
    ("sun protection swimwear for kids at the pool", ["kids-swim"]),
    ("smart shoes to wear with a suit", ["gents-derby"]),
    ("sandals for a beach holiday", ["ladies-slides", "kids-sandals", "gents-sport-sandals"]),
    ("a polo shirt for golf", ["gents-polo"]),
    ("supportive bra for the gym", ["ladies-bra"]),
    ("shorts for marathon training", ["gents-running-shorts"]),
    ("a cosy jumper for cold evenings", ["gents-jumper"]),
    ("a sleeveless warm layer for autumn walks", ["ladies-gilet"]),
    ("a skirt for an evening party", ["ladies-skirt"]),
    ("trousers for the office", ["gents-chinos", "ladies-chinos"]),
    ("tracksuit bottoms for PE lessons", ["kids-track-pants"]),
    ("chukka boots", ["gents-desert-boots"]),
    ("sandals for river crossings and hiking", ["gents-sport-sandals"]),
    ("a pretty blouse for a garden party", ["ladies-blouse"]),
    ("collarless shirt", ["gents-linen-shirt"]),
    ("shorts with lots of pockets for kids", ["kids-cargo-shorts"]),
    ("retro track pants with stripes", ["gents-track-pants"]),
    ("a zip-up hoodie for the walk to the gym", ["gents-hoodie"]),
    ("kids sandals that dry quickly", ["kids-sandals"]),
    ("a long sleeved layer for everyday", ["ladies-henley"]),
    ("what should I wear to a black-tie event", ["gents-derby"]),
    ("a polo shirt for school", ["kids-polo"]),
    ("thermal top for hiking in the mountains", ["gents-base-layer"]),
    ("floaty trousers to keep cool in the heat", ["ladies-wide-leg"]),
    ("breathable trainers for trail running", ["ladies-trail"]),
    ("clothes for a toddler's day at the beach", ["kids-swim", "kids-sandals"]),
    ("rubber boots for children", ["kids-wellies"]),
    ("a shiny satin skirt", ["ladies-skirt"]),
    ("comfortable chinos with stretch", ["ladies-chinos", "gents-chinos"]),
    ("soft lambswool knitwear", ["gents-jumper"]),
    ("something for spin class", ["ladies-bra"]),
    ("a vest to keep my core warm", ["ladies-gilet"]),
    ("leather slides", ["ladies-slides"]),
    ("an outfit for a lazy Sunday", ["gents-polo", "gents-track-pants"]),
]


def relevance() -> dict:
    from shop.importer import catalogue_import

    records = json.loads(SUPPLIER.read_text(encoding="utf-8"))
    clear()
    catalogue_import(records=records)  # real MiniLM embeddings
    design_of = {r["sku"]: r["design"] for r in records}
    out: dict = {"requests": len(RELEVANCE)}
    misses: dict = {}
    for mode in ("keyword", "hybrid", "semantic"):
        precision, recall = [], []
        for text, designs in RELEVANCE:
            relevant = {sku for sku, design in design_of.items() if design in designs}
            found = [item.sku for item in product_search(query=text, mode=mode, limit=6).items]
            hits = len(relevant & set(found))
            precision.append(hits / 6)
            recall.append(hits / len(relevant))
            if mode == "hybrid" and not hits:
                misses[text] = [design_of[sku] for sku in found[:3]]
        out[mode] = (statistics.mean(precision), statistics.mean(recall))
    out["hybrid_misses"] = misses
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[1000, 10_000, 100_000])
    parser.add_argument("--queries", type=int, default=60, help="searches per mode and size")
    parser.add_argument("--no-relevance", action="store_true")
    args = parser.parse_args()
    call_command("migrate", verbosity=0)
    print(f"embedder: {embedding.embedder().name}; index: bm25s + numpy, RRF k={search.RRF_K}")
    print("\nLatency of product_search (ms, one page of 24, query embedding included)")
    print(f"{'products':>9} {'insert s':>9} {'build s':>8}  {'keyword p50/p95':>16}  "
          f"{'semantic p50/p95':>17}  {'hybrid p50/p95':>15}")  # fmt: skip
    for count in args.sizes:
        f = latency(count, args.queries)
        cells = "  ".join(
            f"{f[m][0]:7.1f} /{f[m][1]:7.1f}" for m in ("keyword", "semantic", "hybrid")
        )
        print(f"{count:>9} {f['insert_s']:>9.1f} {f['index_build_s']:>8.2f}  {cells}", flush=True)
    if not args.no_relevance:
        r = relevance()
        print(f"\nRelevance on {r['requests']} requests against tests/catalogues/supplier.json")
        for mode in ("keyword", "hybrid", "semantic"):
            print(f"  {mode:<9} precision@6 {r[mode][0]:.3f}  recall@6 {r[mode][1]:.3f}")
        for text, found in r["hybrid_misses"].items():
            print(f"  hybrid found nothing expected for {text!r}; top: {found}")


if __name__ == "__main__":
    main()
