"""Freeze the request splits: generated catalogues and their requests as JSON (issue 18).

    uv run python -m benchmarks.offline_corpus.build [dev|test|...|test7 ...]

writes `requests_dev.json`, `requests_test.json`, `requests_dev2.json` and `requests_test2.json`
(or only the splits named), each five catalogues of other shops made by
`tests/catalogues/generator.py` from the split's own seeds, with requests composed from the
split's own templates: dev from the generator's (`TEMPLATES`, the ones the property test also
runs), test from `TEST_TEMPLATES` below, worded differently, dev2 from `DEV2_TEMPLATES` and
test2 from `TEST2_TEMPLATES`, each written blind (every one of them once per catalogue). The
files are committed, so a split stays the same when the generator changes; re-run only to
rebuild the corpus.
"""

from __future__ import annotations

import importlib
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

# dev2 (issue 18): a second dev split, written blind (by a helper who never saw the offline
# model's code or tests, nor TEST_TEMPLATES above) from the generator's request kinds and
# slots, in the registers shoppers use: chatty, terse, polite, British and American,
# questions, commands and fragments. Every template is used once on each dev2 catalogue.
DEV2_SEEDS = (3301, 3302, 3303, 3304, 3305)
DEV2_TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "Hi, I'm looking for {what} {size}, anything?"),
    ("what+size", "{what} {size} - what have you got?"),
    ("what+size", "Would you happen to have {what1} {size}?"),
    ("what+dept", "Could you show me your {adj} {what}, please?"),
    ("what+dept", "Need some {what} {dept}."),
    ("what+dept", "just browsing {what} {dept}, what's good at the moment?"),
    ("what+dept+size", "Hiya, I'm after {what1} {dept} {size} if you've got one"),
    ("what+dept+size", "{adj} {what} {size}?"),
    ("what+colour", "Do you do {what} in {colour}?"),
    ("what+colour", "I'd love some {colour} {what}, what's there?"),
    ("what+colour+dept", "Looking for {colour} {what} {dept}, ideally."),
    ("what+colour+dept", "have you any {adj} {what} in {colour}"),
    ("what+colour+size", "{colour} {what} {size}, please"),
    ("what+colour+size", "I want {what1} in {colour}, {size} if possible"),
    ("what+price", "What {what} have you got {price}?"),
    ("what+price", "Money's tight this month - {what} {price}?"),
    ("what+dept+price", "Can you find me {adj} {what} {price}?"),
    ("what+dept+price", "{what} {dept}, {price} if possible"),
    ("what+size+price", "Need {what} {size}, {price} ideally"),
    ("what+size+price", "Show me {what} {size}, {price} please"),
    ("what+brand", "Have you got any {brand} {what}?"),
    ("what+brand", "I'm a fan of {brand} - which of their {what} do you carry?"),
    ("what+brand+dept", "{brand} {what} {dept}?"),
    ("what+brand+dept", "Do you sell {adj} {what} by {brand}?"),
    ("absent-colour", "I really want {what} in {colour}, do you have any?"),
    ("absent-colour", "{colour} {what}?"),
    ("absent-what", "Where would I find {what} {dept}?"),
    ("absent-what", "Do you sell {what}? Need one for next weekend."),
    ("absent-size", "Have you got {what} {size} at all?"),
    ("absent-size", "Looking for {what1} {size}, any luck?"),
)

# test2 (issue 18): a second held-out test split, written blind (by a helper who never saw the
# offline model's code or tests, nor the templates of test or dev2 above) from the generator's
# request kinds and slots. Scored once by the lead; every template once on each catalogue.
TEST2_SEEDS = (4401, 4402, 4403, 4404, 4405)
TEST2_TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hiya, do you do {what} {size} at all?"),
    ("what+size", "{what}, {size}. What have you got?"),
    ("what+dept", "Could you point me towards your {adj} {what}, please?"),
    ("what+dept", "just browsing {what} {dept}, what's good"),
    ("what+dept+size", "I'm trying to find {what1} {dept}, {size} if possible."),
    ("what+dept+size", "{adj} {what} {size} - anything in stock?"),
    ("what+colour", "I'd love some {colour} {what}. What do you have?"),
    ("what+colour", "Got anything {colour}? I mean {what}."),
    ("what+colour+dept", "Browsing {adj} {what}, but only interested in {colour} ones."),
    ("what+colour+dept", "is there {what1} {dept} that comes in {colour}?"),
    ("what+colour+size", "{colour} {what} {size}, please"),
    ("what+colour+size", "Could I get {what1} in {colour}, {size}?"),
    ("what+price", "What {what} have you got {price}?"),
    ("what+price", "Money's a bit tight, so {what} {price} please."),
    ("what+dept+price", "{adj} {what} {price}? Cheers."),
    ("what+dept+price", "I'm shopping {dept} today: {what}, {price} ideally."),
    ("what+size+price", "Any chance of {what} {size} {price}?"),
    ("what+size+price", "I need {what1} {size}, and I'd rather keep it {price}."),
    ("what+brand", "Are {brand} {what} something you carry?"),
    ("what+brand", "I really like {brand}. Got any of their {what}?"),
    ("what+brand+dept", "Hi! Any {brand} {what} {dept}?"),
    ("what+brand+dept", "Do you sell {adj} {what} by {brand}?"),
    ("absent-colour", "I'm after {what} and they have to be {colour}."),
    ("absent-colour", "{colour} {what}, any?"),
    ("absent-colour", "Would you happen to have {what1} in {colour}?"),
    ("absent-what", "Do you stock {what} at all?"),
    ("absent-what", "Where would I find {what} {dept}?"),
    ("absent-what", "Looking for {what1}, nothing fancy."),
    ("absent-size", "Is there any chance you've got {what} {size}?"),
    ("absent-size", "Need {what1} {size}, can you help?"),
)


def build(
    seeds: tuple[int, ...],
    templates: tuple[tuple[str, str], ...],
    per_catalogue: int = REQUESTS_PER_CATALOGUE,
) -> dict:
    """The split's JSON: {"catalogues": [{seed, market, brands, records, requests}, ...]}, one
    catalogue per seed with `per_catalogue` requests composed from `templates`."""
    catalogues = []
    for seed in seeds:
        cat = generate_catalogue(seed)
        requests = generate_requests(cat, per_catalogue, seed, templates)
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


# split: (seeds, templates, requests per catalogue)
SPLITS = {
    "dev": (DEV_SEEDS, TEMPLATES, REQUESTS_PER_CATALOGUE),
    "test": (TEST_SEEDS, TEST_TEMPLATES, REQUESTS_PER_CATALOGUE),
    "dev2": (DEV2_SEEDS, DEV2_TEMPLATES, len(DEV2_TEMPLATES)),
    "test2": (TEST2_SEEDS, TEST2_TEMPLATES, len(TEST2_TEMPLATES)),
}


def _templated(name: str) -> tuple[tuple[int, ...], tuple[tuple[str, str], ...], int]:
    """A split whose writer kept seeds and templates in `templates_<name>.py` (SEEDS, TEMPLATES),
    so that no writer edits this file or sees another split's templates."""
    module = importlib.import_module(f"benchmarks.offline_corpus.templates_{name}")
    return tuple(module.SEEDS), tuple(module.TEMPLATES), len(module.TEMPLATES)


LATER_SPLITS = (
    "dev3", "test3", "test4", "dev4", "test5", "test6", "test7", "test8", "test9", "test10",
    "test11", "test12", "test13", "test14", "test15", "test16", "test17", "test18",
    "test19", "test20", "test21", "test22", "test23", "test24", "test25", "test26",
    "test27", "test28", "dev5", "test29", "test30", "test31",
    "test32", "test33", "test34", "test35", "test36", "test37", "test38", "test39",
)  # fmt: skip


def main(argv: list[str] | None = None) -> None:
    """Write `requests_<split>.json` for the splits named in `argv` (all when none); SystemExit
    for an unknown split name."""
    known = [*SPLITS, *LATER_SPLITS]
    names = (sys.argv[1:] if argv is None else argv) or known
    if unknown := [n for n in names if n not in known]:
        raise SystemExit(f"unknown split {', '.join(unknown)}; one of {', '.join(known)}")
    for name in names:
        seeds, templates, per_catalogue = _templated(name) if name in LATER_SPLITS else SPLITS[name]
        path = HERE / f"requests_{name}.json"
        data = build(seeds, templates, per_catalogue)
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        count = sum(len(c["requests"]) for c in data["catalogues"])
        print(f"{path.name}: {len(data['catalogues'])} catalogues, {count} requests")


if __name__ == "__main__":
    main()
