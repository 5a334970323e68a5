"""The fact judge hears the shopper (issue 11 item 3; M4.2, M4.3, M7.2).

The table (tests/offline/judge_table.py) holds at least 150 sentences that state facts, in all
five categories and many phrasings, and at least 60 that state none; the offline judge, run the
way production stores facts, must reach precision >= 0.98 and recall >= 0.95 on it
(`uv run python benchmarks/judge_table.py` prints the figures).
"""

from __future__ import annotations

import pytest

from assistant.offline.catalogue import file_vocabulary
from memory.judge import judge_facts
from tests.offline.judge_table import WITH_FACTS, WITHOUT_FACTS, score


def test_the_table_is_big_enough_and_covers_every_category():
    assert len(WITH_FACTS) >= 150 and len(WITHOUT_FACTS) >= 60
    labels = {label.split()[0] for _, facts in WITH_FACTS for label in facts}
    assert {"size", "waist", "shoe", "dislikes", "likes", "budget", "occasion", "brand"} <= labels
    messages = [m for m, _ in WITH_FACTS] + WITHOUT_FACTS
    assert len(set(messages)) == len(messages)


def test_precision_and_recall_meet_their_targets():
    result = score(file_vocabulary())
    report = "\n".join(result.wrong)
    assert result.precision >= 0.98, report
    assert result.recall >= 0.95, report


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("message", "facts"),
    [
        ("no yellow, please", ["The shopper dislikes yellow."]),
        ("Please avoid yellow from now on", ["The shopper dislikes yellow."]),
        ("I'm a medium", ["The shopper wears size M."]),
        ("34 waist", ["The shopper wears waist size 34."]),
        ("my budget is around 80 euros", ["The shopper's budget is 64 to 96 EUR."]),
        ("my husband wears XL", []),
    ],
)
async def test_the_memory_judge_stores_them_through_the_offline_model(settings, message, facts):
    """The same judge through memory.judge.judge_facts (JSON mode of the offline client, M4)."""
    settings.OPENAI_API_KEY = ""
    settings.OPENAI_BASE_URL = ""
    settings.FACT_JUDGE_MODEL = "offline"
    assert await judge_facts(message=message) == facts
