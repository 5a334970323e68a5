"""Freeze the request splits: generated catalogues and their requests as JSON (issue 18).

    uv run python -m benchmarks.offline_corpus.build

writes `requests_dev.json` and `requests_test.json`, each five catalogues of other shops made
by `tests/catalogues/generator.py` from the split's own seeds, with requests composed from
the split's own templates: dev from the generator's (`TEMPLATES`, the ones the property test
also runs), test from `TEST_TEMPLATES` below, worded differently. The files are committed, so
a split stays the same when the generator changes; re-run only to rebuild the corpus.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from tests.catalogues.generator import TEMPLATES, generate_catalogue, generate_requests  # noqa: E402

DEV_SEEDS = (1101, 1102, 1103, 1104, 1105)
TEST_SEEDS = (2201, 2202, 2203, 2204, 2205)
REQUESTS_PER_CATALOGUE = 13

TEST_TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "looking for {what} {size}, what have you got"),
    ("what+size", "{what} {size} please"),
    ("what+size", "need {what1} {size}"),
    ("what+dept", "what {what} do you have {dept}?"),
    ("what+dept", "browsing {adj} {what}"),
    ("what+dept+size", "{adj} {what} {size}"),
    ("what+colour", "I'd love {what1} in {colour}"),
    ("what+colour+dept", "any {colour} {what} {dept}?"),
    ("what+colour+size", "{colour} {what} {size}?"),
    ("what+dept+price", "{what} {dept}, {price}"),
    ("what+size+price", "can I get {what1} {size} {price}?"),
    ("what+brand", "what {brand} {what} have you got"),
    ("what+brand+dept", "{brand} {what} {dept}"),
    ("absent-colour", "I want {what1} in {colour}"),
    ("absent-what", "where are your {what}?"),
    ("absent-size", "{what} {size}, do you have any?"),
)


def build(seeds: tuple[int, ...], templates: tuple[tuple[str, str], ...]) -> dict:
    catalogues = []
    for seed in seeds:
        cat = generate_catalogue(seed)
        requests = generate_requests(cat, REQUESTS_PER_CATALOGUE, seed, templates)
        catalogues.append(
            {
                "seed": seed,
                "market": cat.market,
                "brands": cat.brands,
                "records": cat.records,
                "requests": [r.as_json() for r in requests],
            }
        )
    return {"catalogues": catalogues}


def main() -> None:
    for name, seeds, templates in (
        ("dev", DEV_SEEDS, TEMPLATES),
        ("test", TEST_SEEDS, TEST_TEMPLATES),
    ):
        path = HERE / f"requests_{name}.json"
        data = build(seeds, templates)
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        count = sum(len(c["requests"]) for c in data["catalogues"])
        print(f"{path.name}: {len(data['catalogues'])} catalogues, {count} requests")


if __name__ == "__main__":
    main()
