"""Yes or no to a question about the shopper naming its value (assistant.offline.decide.confirmed)."""

from decimal import Decimal

from assistant.offline.decide.confirmed import confirmed
from assistant.offline.read.facts import Atom, Preferences
from assistant.offline.read.money import Budget


def test_a_size_named_is_held_against_the_newest_size():
    prefs = Preferences(sizes={"dress": "10"})
    assert confirmed("size", "am I a size 12?", prefs) == "No"
    assert confirmed("size", "so am I still a 10?", prefs) == "Yes"
    assert confirmed("size", "what size am I?", prefs) is None  # no yes or no asked
    assert confirmed("size", "am I a size 12?", Preferences()) is None  # nothing known


def test_a_letter_size_said_as_a_word():
    prefs = Preferences(sizes={"letter": "M"})
    assert confirmed("size", "am I a medium?", prefs) == "Yes"
    assert confirmed("size", "am I a large?", prefs) == "No"


def test_a_budget_and_a_brand():
    prefs = Preferences(budget=Budget(max_price=Decimal("70")))
    assert confirmed("budget", "is 70 my limit?", prefs) == "Yes"
    assert confirmed("budget", "is 90 my limit?", prefs) == "No"
    prefs = Preferences(liked_brands=["Kittiwake"], avoided_brands=["Sedge"])
    assert confirmed("brand", "do I like Kittiwake?", prefs) == "Yes"
    assert confirmed("brand", "do I like Sedge?", prefs) == "No"
    assert confirmed("brand", "do I avoid Sedge?", prefs) == "Yes"
    assert confirmed("brand", "do I like Corrie?", prefs) is None  # never spoken of


def test_a_brand_preferred_on_a_later_day_replaces_the_one_before():
    prefs = Preferences()
    prefs.recall("The shopper prefers A.", [Atom("brand", "A")], "2026-02-09")
    prefs.recall("The shopper prefers B.", [Atom("brand", "B")], "2026-02-09")
    assert prefs.liked_brands == ["A", "B"]  # one visit: listed together
    prefs.recall("The shopper prefers C.", [Atom("brand", "C")], "2026-06-14")
    assert prefs.liked_brands == ["C"] and prefs.brand == "C"
    prefs.recall("The shopper likes D too.", [Atom("brand", "D")], "2026-07-01")
    assert prefs.liked_brands == ["C", "D"]
    prefs.recall("The shopper likes E.", [Atom("brand", "E")], "2026-08-01")
    assert prefs.liked_brands == ["C", "D", "E"]  # liked, not preferred: one more (issue 18)
