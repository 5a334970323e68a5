"""Time of a first catalogue import (issue 21 item 6: the tests import a catalogue 166 times).

Imports the shipped catalogue into a throwaway SQLite database, deletes it and imports it again,
`--rounds` times, inside a transaction as a test does and without embedding (the vectors are
cached per process; shop.embedding), and prints the median and the spread in ms. Only the
public `shop.importer.catalogue_import` is used, so main's importer is measured the same way:

    uv run python benchmarks/import_bench.py
    git archive main | tar -x -C /tmp/main-src && \\
        (cd /tmp/main-src && /work/main/.venv/bin/python benchmarks/import_bench.py)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="import-bench-")
    os.environ["DATABASE_URL"] = f"sqlite:///{folder}/db.sqlite3"
    os.environ["CATALOGUE_EMBEDDER"] = "hashing"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import transaction

    from shop.importer import catalogue_import
    from shop.models import Product

    call_command("migrate", verbosity=0)
    records = json.loads((ROOT / "shop" / "catalogue" / "catalogue.json").read_text("utf-8"))
    times = []
    for _ in range(args.rounds):
        Product.objects.all().delete()
        started = time.perf_counter()
        with transaction.atomic():
            report = catalogue_import(records=records, embed=False)
        times.append((time.perf_counter() - started) * 1000)
        assert report.created == len(records), report
    print(
        f"first import of {len(records)} products: median {statistics.median(times):.0f} ms "
        f"(min {min(times):.0f}, max {max(times):.0f}, {args.rounds} rounds)"
    )


if __name__ == "__main__":
    main()
