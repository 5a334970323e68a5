"""Round 17 of the offline model (issue 18; M7.2, M8.1, M8.2), from the shapes test20 showed
once it was scored: visits counted in a number ("how many times have I been in?", "have I been
in more than once?"); "am I still a 12?" asks a size; a recalled "wears size 12" is no shoe
size because a catalogue sells 12 only in shoes, and it is the same point as a later "wears
size 14"; "EU size 38" is no shoe size beside an "EU shoe size 39"; "did I always dislike X?"
and "when was I a large?" ask the past; "turtlenecks", "roll necks" and "crew necks" reach a
catalogue's "Polo Necks" and "Crewnecks"; "can't go past 45", "120 to play with" are budgets.
The sentences are new (none is a corpus sentence);
the catalogue is the shipped one or one of the test's own.
"""

from __future__ import annotations

import json

import pytest

from assistant.offline.decide import planning
from assistant.offline.decide.judge import judge
from assistant.offline.read.message import read_message
from assistant.offline.words.catalogue import file_vocabulary
from assistant.offline.words.catalogue_words import words_from_records
from assistant.offline.words.vocabulary import Vocabulary
from tests.offline.test_catalogue_sizes import record
from tests.offline.test_recollection import ask

VISITS = [
    ("2026-03-02", "The shopper looked at linen shirts."),
    ("2026-07-19", "The shopper asked for sandals in size 7."),
    ("2026-10-08", "The shopper looked at wool coats."),
]


def test_visits_are_counted_in_a_number():
    """M7.1: the earlier visits' days are in the memory context; their count is said plainly."""
    answer = ask("how many times have I been in?", visits=VISITS)
    assert answer.startswith("You have been here 3 times") and "8 October 2026" in answer, answer
    assert "Yes, you've been here before" not in answer, answer
    assert ask("have I been in more than once?", visits=VISITS).startswith("Yes, 3 times before")


def _small_shoes() -> Vocabulary:
    """A shop whose only 12 is a shoe size: dresses 8-10 and 14, shoes UK 10-12."""
    records = [
        record("RS-1", "Women", "Dresses", "Midi dresses", "navy", ["8", "10", "14"], 3),
        record("RS-2", "Women", "Shoes", "Loafers", "tan", ["UK 10", "UK 11", "UK 12"], 3),
    ]
    return Vocabulary(words_from_records(json.loads(json.dumps(records)), "test:small-shoes"))


SIZES = [
    ("2026-08-14 11:02", "The shopper wears size 12."),
    ("2026-08-14 11:03", "The shopper likes navy."),
    ("2026-10-30 19:20", "The shopper wears size 14."),
]


def test_a_recalled_plain_size_is_no_shoe_size_whatever_the_catalogue_sells():
    """M8.2: "wears size 12" then "wears size 14" is one point, the newer standing, though this
    catalogue sells 12 only in shoes; a shoe size asked is not known."""
    vocab = _small_shoes()
    assert ask("am I still a 12?", SIZES, vocab=vocab).startswith(
        "No, you're not: you wear size 14"
    )
    shoe = ask("what shoe size am I?", SIZES, vocab=vocab)
    assert "don't know your shoe size" in shoe and "12" not in shoe, shoe
    everything = ask("what do you know about me?", SIZES, vocab=vocab)
    assert "size 14" in everything and "size 12" not in everything, everything


def test_an_eu_size_beside_an_eu_shoe_size_is_the_dress_size():
    facts = [
        ("2026-02-01 10:00", "The shopper wears EU size 38."),
        ("2026-02-01 10:01", "The shopper wears EU shoe size 39."),
        ("2026-09-01 10:00", "The shopper wears EU size 40."),
    ]
    shoe = ask("what's my shoe size?", facts)
    assert "39" in shoe and "40" not in shoe, shoe


def test_the_past_of_a_brand_and_of_a_size_asked():
    facts = [
        ("2026-01-10 10:00", "The shopper likes Velmora."),
        ("2026-05-22 10:00", "The shopper wears size L."),
        ("2026-06-30 10:00", "The shopper avoids Velmora."),
        ("2026-09-01 10:00", "The shopper wears size M."),
    ]
    assert ask("did I always dislike Velmora?", facts).startswith(
        "No, you didn't: you avoid Velmora"
    )
    assert "22 May 2026" in ask("when was I a large?", facts)


def _knits() -> Vocabulary:
    records = [
        record(f"KN-{n}", "Unisex", "Knits", subtype, "oat", ["S", "M", "L"], 3)
        for n, subtype in enumerate(("Polo Necks", "Crewnecks", "Cardigans"))
    ]
    return Vocabulary(words_from_records(json.loads(json.dumps(records)), "test:knits"))


@pytest.mark.parametrize(
    ("message", "subtype"),
    [
        ("any turtlenecks in a small?", "Polo Necks"),  # the American name of a polo neck
        ("roll necks please", "Polo Necks"),
        ("what crew necks have you got under 25", "Crewnecks"),  # spelt as one word here
    ],
)
def test_necklines_said_any_way_reach_the_catalogues_name(message, subtype):
    request = read_message(message, _knits()).request
    assert (request.type, request.subtype) == ("Knits", subtype), request


@pytest.mark.parametrize(
    ("message", "limit"),
    [
        ("money's tight so I can't go past 45", "45"),
        ("I've got 120 to play with", "120"),
        ("I've put aside 180 for this", "180"),
    ],
)
def test_a_budget_said_as_a_sum_held_or_a_line_not_crossed(message, limit):
    """M4.2: a budget is a fact whichever words hold the sum; "half past 5" is none."""
    assert [f["fact"] for f in judge(message, file_vocabulary())] == [
        f"The shopper's budget is under {limit} EUR."
    ]
    assert judge("half past 5 works for me", file_vocabulary()) == []


def _trail() -> Vocabulary:
    """A shop of EU shoe sizes with halves and waist-and-leg trousers (a new user's own)."""
    records = [
        record("TR-1", "Trail", "Footwear", "Boots", "moss", ["EU 41", "EU 42.5", "EU 44"], 3),
        record("TR-2", "Trail", "Legwear", "Walking trousers", "slate", ["W30 L32", "W32 L32"], 3),
    ]
    return Vocabulary(words_from_records(json.loads(json.dumps(records)), "test:trail"))


def test_a_waist_stated_after_a_shoe_search_does_not_rerun_it():
    """A statement re-runs the last search only where it bears on it: "I have a 32 waist"
    after boots searched boots in size 32 (a new user's try, 2026-12-06); a colour refused
    re-runs it with its own size."""
    vocab = _trail()
    shoes, _ = planning.read("show me boots in EU 42.5", None, vocab)
    waist, atoms = planning.read("I have a 32 waist", shoes, vocab)
    assert [a.kind for a in atoms] == ["size"] and waist.type is None, waist
    colour, _ = planning.read("no moss please", shoes, vocab)  # a colour bears on it
    assert (colour.type, colour.size) == ("Footwear", "EU 42.5"), colour
