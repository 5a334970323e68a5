"""Precision and recall of the offline fact judge on its table (issue 11 item 3).

    uv run python benchmarks/judge_table.py [--wrong]

Runs the offline judge over tests/offline/judge_table.py (shopper sentences with the facts they
state, and sentences that state none) the way production stores facts (judge, then
memory.judge.validate_facts, then the stored sentences read back), with the shipped catalogue's
vocabulary (its OUTDOOR rows with the outdoor test catalogue's), and prints the counts and figures. Targets: precision >= 0.98, recall >= 0.95.
`--wrong` also lists the rows that differ.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from assistant.offline.words.catalogue import file_vocabulary
    from tests.offline import judge_table as table

    result = table.score(file_vocabulary())
    with_facts = len(table.WITH_FACTS) + len(table.OUTDOOR_WITH_FACTS)
    without = len(table.WITHOUT_FACTS) + len(table.OUTDOOR_WITHOUT_FACTS)
    print(f"sentences with facts: {with_facts}, without: {without}")
    print(f"facts stated: {result.stated}, stored: {result.stored}, right: {result.right}")
    print(f"precision: {result.precision:.3f} (target >= 0.98)")
    print(f"recall:    {result.recall:.3f} (target >= 0.95)")
    if "--wrong" in argv:
        print("\n".join(result.wrong))
    return 0 if result.precision >= 0.98 and result.recall >= 0.95 else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
