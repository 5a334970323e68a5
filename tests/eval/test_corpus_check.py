"""The corpus check (benchmarks/offline_corpus/check.py): a question is answerable only from what
recall renders, and a visit with an extracted context shows only that context (M7.1)."""

from __future__ import annotations

from benchmarks.offline_corpus import NOT_KNOWN, Question
from benchmarks.offline_corpus.check import missing_from_context


def _question(must, visits=(), facts=()) -> Question:
    return Question(text="what was I after?", facts=tuple(facts), visits=tuple(visits),
                    must=tuple(map(tuple, must)), must_not=())  # fmt: skip


def test_a_visit_with_a_context_shows_only_that_context():
    visit = ("2026-05-01", "a waxed parka please", "Here are two parkas.", "size M, dislikes red")
    assert missing_from_context(_question([["parka"]], [visit])) == [("parka",)]
    assert missing_from_context(_question([["M"], ["red"]], [visit])) == []


def test_a_visit_without_a_context_shows_its_exchange():
    visit = ("2026-05-01", "a waxed parka please", "Here are two parkas.", "")
    assert missing_from_context(_question([["parka"]], [visit])) == []


def test_facts_count_and_not_known_is_never_missing():
    facts = [("2026-05-01 10:00", "The shopper wears size 40R.")]
    question = _question([["40"], [NOT_KNOWN], ["budget", "80"]], facts=facts)
    assert missing_from_context(question) == [("budget", "80")]
