"""QA, 2026-12-02: a department said alone ("juniors", "menswear") shows that department's
products instead of asking which kind of item; with a size it still asks (nothing to show yet).

Through the real agent loop and tools on the test catalogues (tests/offline/conftest.py).
"""

from __future__ import annotations

import json

import pytest

from tests.offline.test_catalogue_requests import ask

pytestmark = pytest.mark.django_db(transaction=True)


def _searches(result) -> list[dict]:
    return [json.loads(c["arguments"]) for c in result.tool_calls if c["name"] == "search_products"]


def test_a_department_alone_is_searched(any_catalogue, offline_model):
    departments = sorted(
        {(r.get("category") or {}).get("department") for r in any_catalogue.records} - {None}
    )
    for department in departments:
        result = ask(department.lower())
        searches = _searches(result)
        assert searches and searches[0].get("department") == department, (department, searches)
        assert "/products/" in result.text, result.text


def test_a_department_with_a_size_and_nothing_else_still_asks_the_kind(
    any_catalogue, offline_model
):
    result = ask("for men, in size M")
    assert not _searches(result), result.text
