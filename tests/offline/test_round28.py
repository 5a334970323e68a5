"""Round 28 of the offline model (issue 18; M4.2, M4.3, M8.1), from the shapes test31 showed
once scored: a colour or brand liked or refused in words no list holds is read by meaning
(`read.feeling`: "olive forever", "mustard is a no from me", "I never buy orange"), and a
clause that likes by default refuses when its meaning clearly does ("yellow makes me look
poorly"); a brand the shop does not stock and the embedder barely knows, rare and nearer a
brand than a place or a person, is the shopper's when they like it in the first person or
refuse it ("Lululemon is my fave", "never liked Superdry"); "X once, never again" refuses
X; a kin's wedding or christening is one the shopper goes to ("a suit for my brother's
wedding"), a kin's birthday is not; the mother of the groom is at a wedding; a colour said
alone among the shopper's facts is liked, one chosen over another ("navy not black") liked
and the other refused; a brand typed in lower case that the embedder knows ("adidas"); "the
end of the month" is a time. Questions: the day or place of a kin's wedding is said beside
the shopper's role at it; a bra, hat or glove size is not known from clothes sizes; a size
fact naming shoes is no waist. The sentences are new (none is a corpus sentence); the
catalogue is the shipped one. Fourteen cases fail on the model before the round; the rest
guard what passed and what the round's first tries broke: "mustard is a no from me", "I
never buy orange" and "Lululemon is my fave" kept; a request, someone else's taste, a person
("Niamh"), trivia ("Pantone's colour of the year"), a lower-case word no brand ("comfy"), a
kin's birthday and a colour word said with a capital ("Pastels", no brand) keep no taste;
the day and the place of a kin's wedding are still said beside the shopper's undated role
(the role read as an occasion had hidden them).
"""

from __future__ import annotations

import pytest

from tests.offline.test_recollection import ask
from tests.offline.test_round18 import facts

DAY = "2026-10-01 10:00"


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("olive forever", "likes olive"),
        ("mustard is a no from me", "dislikes mustard"),
        ("I never buy orange", "dislikes orange"),
        ("yellow makes me look poorly", "dislikes yellow"),
        ("charcoal, under 80, for my cousin's christening", "likes charcoal"),
        ("navy not black for me, always", "dislikes black"),
    ],
)
def test_a_colour_judged_by_meaning_is_kept_as_judged(sentence, kept):
    """M4.2: a taste said in words no list holds."""
    assert any(kept in fact for fact in facts(sentence)), facts(sentence)


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("Lululemon is my fave", "prefers the brand Lululemon"),
        ("never liked Superdry", "avoids the brand Superdry"),
        ("tried Velmora once, never again", "avoids the brand Velmora"),
        ("adidas never fits me", "avoids the brand adidas"),
    ],
)
def test_a_brand_liked_or_refused_in_few_words_is_kept(sentence, kept):
    """M4.2: a rare name liked by the shopper's "my", or refused; a stocked brand refused after."""
    assert any(kept in fact for fact in facts(sentence)), facts(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "do you have the green one",
        "my sister only wears lilac",
        "Pastels wash me out",  # a colour word, no label
        "I adore Niamh",
        "Pantone's colour of the year is peach",
        "I love comfy stuff",  # lower case and no word of the embedder's, but no brand
    ],
)
def test_no_taste_of_the_shoppers_keeps_no_colour_or_brand(sentence):
    """M4.3: asked, someone else's, a person, trivia: no preferred colour or brand."""
    kept = facts(sentence)
    assert not any("brand" in fact or fact.startswith("The shopper likes") for fact in kept), kept


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("need a suit for my brother's wedding", "going to a wedding"),
        ("I'm mother of the groom in May", "the mother of the groom at a wedding"),
        ("I'm off to Rome at the end of the month", "off to Rome at the end of the month"),
    ],
)
def test_a_kins_wedding_and_a_plan_at_the_end_of_the_month_are_occasions(sentence, kept):
    """M4.2: the shopper goes to a kin's wedding, their part in it said; "the end of the
    month" is a time."""
    assert any(kept in fact for fact in facts(sentence)), facts(sentence)


def test_a_kins_birthday_is_no_occasion_of_the_shoppers():
    """M4.3: a present for someone else's birthday."""
    assert facts("gift for my mum's birthday") == []


def test_a_dated_plan_is_said_beside_the_shoppers_role_at_it():
    """M8.1: "when's the big day?" of a daughter's wedding on a day, the shopper's role undated."""
    mine = [
        (DAY, "The shopper's daughter is getting married on 12 September."),
        (DAY, "The shopper is the mother of the bride."),
    ]
    answer = ask("when's the big day?", mine)
    assert "12 September" in answer, answer


def test_where_the_event_is_is_said_beside_the_shoppers_role_at_it():
    """M8.1: "where's the wedding?" of a son's wedding at a place, the shopper's role undated."""
    mine = [
        (DAY, "The shopper's son Rory is getting married on 3 May at Loch Fyne."),
        (DAY, "The shopper will be father of the groom."),
    ]
    answer = ask("where's the wedding?", mine)
    assert "Loch Fyne" in answer, answer


@pytest.mark.parametrize("garment", ["bra", "hat", "glove", "helmet"])
def test_a_size_on_its_own_scale_is_not_known_from_clothes_sizes(garment):
    """M8.1: "what's my bra size?" with only a dress size and a shoe size known."""
    mine = [(DAY, "The shopper wears a UK 14."), (DAY, "The shopper wears a UK 5 in shoes.")]
    answer = ask(f"what's my {garment} size?", mine)
    assert f"don't know your {garment} size" in answer, answer


def test_a_size_fact_naming_shoes_is_no_waist():
    """M8.1: "my trouser size?" of a Japanese shoe size 25.5 and a letter for tops."""
    mine = [
        (DAY, "The shopper wears a 25.5 in Japanese shoe sizes."),
        (DAY, "The shopper wears M in tops."),
    ]
    answer = ask("my trouser size?", mine)
    assert "don't know your waist size" in answer, answer


def test_a_waist_and_leg_label_is_still_a_waist():
    """M8.2: "what was my waist before?" of "W38 L32" then "W36 L32" (a guard: the round's
    first reading of a fact's words dropped the waist a leg's label holds)."""
    mine = [
        (DAY, "The shopper wears size W38 L32."),
        ("2026-11-01 10:00", "The shopper wears size W36 L32."),
    ]
    answer = ask("what was my waist before?", mine)
    assert "W38" in answer, answer
