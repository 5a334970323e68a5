"""Round 18 of the offline model (issue 18; M4.2, M4.3), from the non-facts test21 stored once
it was tuned on: a state placed in the past and said in the past tense ("back at uni I only
wore X"), a wish, a supposition or a plan called off, what someone else says ("apparently",
"someone told me"), a brand as the subject of news ("X just opened a shop"), a relative named
without "my" and with adverbs ("Dad only ever wears XXL"), and "let's see ..." asking for
products are no standing facts; both readers of a message (the statement patterns and the
clause slots) agree on it. Facts said beside a condition or the past still stand. The
sentences are new (none is a corpus sentence); the catalogue is the shipped one.

Then questions test21 answered wrong: a plan moved to another day is said with the day and
place it was first told when the question asks the original, the place or "was it always";
"which colour doesn't suit me?" asks what is avoided; "do I have a wedding coming up?" of a
cruise alone says no, as "have I ever asked about boots?" does when no visit names boots.
"""

from __future__ import annotations

import pytest

from assistant.offline.decide.judge import judge
from assistant.offline.words.catalogue import file_vocabulary
from tests.offline.test_recollection import ask


def facts(sentence: str) -> list[str]:
    """The fact sentences the offline judge keeps from `sentence` (M4.2)."""
    return [fact["fact"] for fact in judge(sentence, file_vocabulary())]


@pytest.mark.parametrize(
    "sentence",
    [
        # the past, said in the past tense
        "Back at uni I only wore emerald.",
        "In my twenties I bought everything from Greyfield.",
        "My budget was 300 before the baby came.",
        # wished for, supposed, called off
        "Let's say my budget is 300, what would you show me?",
        "If ochre suited me I'd buy that coat in a heartbeat.",
        "I was going to a wedding in May but it got cancelled.",
        # someone else's word, a brand in the news
        "Someone told me Greyfield runs small.",
        "Greyfield just opened a shop in town.",
        "Oakhaven's new range looks pricey.",
        "Apparently ivory is the colour of the season.",
        # someone else's size, a request
        "Dad only ever wears XXL.",
        "My eldest is a size 10 now.",
        "Let's see the olive ones.",
    ],
)
def test_no_standing_fact_is_stored(sentence):
    """M4.3: the past, a wish, a supposition, hearsay, news and other people state nothing."""
    assert facts(sentence) == []


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("I'd never wear yellow even if it was free.", ["The shopper dislikes yellow."]),
        ("I'm a medium if that helps.", ["The shopper wears size M."]),
        ("Even if it's on sale I won't go over 80.", ["The shopper's budget is under 80 EUR."]),
        ("I wore a size 12 last year and I still do.", ["The shopper wears size 12."]),
        ("I always buy from Greyfield.", ["The shopper prefers the brand Greyfield."]),
        ("Emerald suits me really well, apparently.", ["The shopper likes emerald."]),
    ],
)
def test_a_fact_beside_a_condition_or_the_past_still_stands(sentence, expected):
    """M4.2: "even if", "if that helps" and "I still do" leave the shopper's fact standing."""
    assert facts(sentence) == expected


MOVED = [
    ("2026-09-01 10:00", "The shopper has a stag do in Lisbon on 2027-05-08."),
    ("2026-10-12 10:00", "The shopper's stag do has moved to 2027-05-22."),
    ("2026-10-12 10:01", "The shopper avoids emerald."),
]


@pytest.mark.parametrize(
    "question",
    ["What was the stag do's original date?", "Where's the stag?", "Was the stag always the 22nd?"],
)
def test_a_moved_plan_asked_of_its_first_day_or_place_says_both(question):
    """M8.2: the newer day stands and is said first or beside the one it replaced; the place
    told with the first day is not lost."""
    answer = ask(question, MOVED)
    assert "22 May 2027" in answer and "8 May 2027" in answer, answer
    assert "Lisbon" in answer, answer


def test_a_moved_plan_asked_plainly_says_the_new_day_alone():
    """M8.2: "when's the stag do?" is answered by the plan standing, not its history."""
    answer = ask("When's my stag do?", MOVED)
    assert "22 May 2027" in answer and "8 May 2027" not in answer, answer


def test_the_colour_that_does_not_suit_is_the_one_avoided():
    """M8.1: "doesn't suit" asks the colours avoided."""
    assert "emerald" in ask("Which colour doesn't suit me?", MOVED)


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("Do I have a wedding coming up?", "No, you don't: "),
        ("Have I got a stag do coming up?", "Yes: "),
    ],
)
def test_an_occasion_asked_yes_or_no_is_answered_so(question, opening):
    """M8.1: a plan asked by its kind is confirmed or denied, then the plans known are said."""
    answer = ask(question, MOVED)
    assert answer.startswith(opening) and "22 May 2027" in answer, answer


VISITS = [
    ("2026-07-19", "The shopper looked at sandals in EU 42."),
    ("2026-11-25", "The shopper looked at olive chinos."),
]


def test_a_product_no_visit_names_is_denied_and_the_visits_said():
    """M8.1: "have I ever asked about boots?" of visits to sandals and chinos is a no."""
    answer = ask("Have I ever asked about boots?", visits=VISITS)
    assert answer.startswith("No. ") and "25 November 2026" in answer, answer
    assert ask("Have I ever looked at chinos?", visits=VISITS).startswith("Yes: ")
