"""Round 26 of the offline model (issue 18; M4.2, M4.3, M7.1, M8.1), from the shapes test29
showed once scored: a brand the shop does not stock is the shopper's when they are loyal to
it, boycott it, buy it for years or name it with the kind they buy it for ("Greyfell boots,
every time"), after a word that opens the sentence ("Mostly Ridgeway ..."), and a refusal of
it needs no other cue ("I won't buy Tallow again"); "never pay more than 90 for X" is a limit,
not a refusal. A colour is kept as said ("bottle green", "maroon"), a loose range as the range
("about 40 to 50"), a body measure wanted with its garment ("a 32 leg on jeans") and a size
asked to be borne in mind as a size. Questions: a recalled fact naming a brand the shop does
not stock answers the brand questions; a favourite asked of refusals alone is not known; "the
shopper herself", "makes her look washed out", a plan named by more of the question's words,
"whose" of a plan that names a place only. Requests: "trousers" find a catalogue's Legwear,
"t-shirts" its Tees beside a "T-Shirts & Tops" type. The sentences are new (none is a corpus
sentence). Five cases guard what passed before: a place, a currency code and "Money's" are no
brand, "a wedding once" no plan, "never pay more than 90 for X" no refusal.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from assistant.offline.read.request import parse_request
from assistant.offline.reply.recalled import second_person
from assistant.offline.words.catalogue_words import words_from_records
from assistant.offline.words.vocabulary import Vocabulary
from tests.offline.test_recollection import ask
from tests.offline.test_round18 import facts

DAY = "2026-10-01 10:00"
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("I'm loyal to Brackwater for knitwear", "prefers the brand Brackwater"),
        ("I won't buy Tallow again, the zips broke", "avoids the brand Tallow"),
        ("Mostly Ridgeway for my walking gear", "prefers the brand Ridgeway"),
        ("Greyfell boots, every time.", "prefers the brand Greyfell"),
        ("I've bought Marram Knit cardigans for ten years", "prefers the brand Marram Knit"),
        ("I'm boycotting Quillan after that scandal", "avoids the brand Quillan"),
        ("Max 80 quid, and nothing from Tallow please", "avoids the brand Tallow"),
    ],
)
def test_a_brand_not_stocked_is_kept_as_the_shopper_judges_it(sentence, kept):
    """M4.2: the shopper's preferred or refused brand, stocked or not."""
    assert any(kept in fact for fact in facts(sentence)), facts(sentence)


def test_never_paying_more_than_a_sum_for_a_brand_is_no_refusal_of_it():
    kept = facts("never pay more than 90 for Greyfell, I wait for the sales")
    assert any("budget" in f and "90" in f for f in kept), kept
    assert not any("avoids" in f for f in kept), kept


@pytest.mark.parametrize(
    "sentence",
    [
        "Money's tight, I'm happy to spend 60",
        "I like to keep it around 80 AUD an item",
        "I'm off on a coach trip to the Lake District in April",
    ],
)
def test_a_contraction_a_currency_or_a_place_is_no_brand(sentence):
    """Guard, M4.3: capitals that name no label."""
    assert not any("brand" in fact for fact in facts(sentence)), facts(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "if only Corrie made petite sizes",
        "I wore heels to a wedding once and regretted it",
        "In another life I'd be a size 8",
    ],
)
def test_a_wish_or_a_past_once_is_no_fact(sentence):
    """M4.3: wished for, or said of one time past."""
    assert facts(sentence) == []


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("My favourite colour is bottle green", "likes bottle green"),
        ("I really dislike maroon", "dislikes maroon"),
        ("I love chocolate brown", "likes chocolate brown."),
        ("I usually spend about 40 to 50 on a shirt", "40 to 50"),
        ("UK 7, wide fit, please bear that in mind", "UK 7"),
        ("I need a 32 leg on jeans", "32"),
        ("For the party I'd love to be in emerald", "likes emerald"),
    ],
)
def test_what_the_shopper_said_is_kept_as_said(sentence, kept):
    """M4.3: the shade, the range and the size in the shopper's words."""
    assert any(kept in fact for fact in facts(sentence)), facts(sentence)


def test_a_brand_recalled_that_the_shop_does_not_stock_answers_the_brand_questions():
    """M7.1, M8.1: the recalled fact is the answer, whatever the catalogue sells."""
    avoided = [(DAY, "The shopper doesn't like Tallow.")]
    assert "Tallow" in ask("which brand do I avoid?", avoided)
    favourite = ask("do I have a favourite brand?", avoided)
    assert favourite.startswith("You haven't mentioned a") and "Tallow" in favourite, favourite
    bought = [(DAY, "The shopper has stopped buying Tallow and now buys Greyfell.")]
    assert "Greyfell" in ask("which brand do I buy now?", bought)


def test_the_shoppers_own_size_and_colours_said_against_their_family():
    kept = [
        (DAY, "The shopper's son Leo wears age 6-7."),
        (DAY, "The shopper herself is a medium in coats."),
        (DAY, "The shopper finds orange makes her look washed out."),
    ]
    assert "medium" in ask("what size coat am I?", kept).lower()
    answer = ask("which colours don't suit me?", kept)
    assert "orange" in answer and "makes you look" in answer, answer


def test_a_plan_is_named_by_the_most_words_of_the_question():
    plans = [
        (DAY, "The shopper's baby shower is on 3 March."),
        ("2026-10-02 10:00", "The shopper's baby is due in May."),
    ]
    assert "3 March" in ask("when's the baby shower?", plans)


def test_whose_of_a_plan_naming_only_a_place_and_a_month_is_not_known():
    plan = [(DAY, "The shopper is going to a christening in Bergen in May.")]
    assert ask("whose christening is it?", plan).startswith("You haven't told me whose")


def test_a_negated_verb_is_said_back_whole():
    assert second_person("The shopper doesn't like Tallow.") == "You don't like Tallow."


def _vocabulary(categories: list[tuple[str, str]]) -> Vocabulary:
    shipped = json.loads((ROOT / "shop" / "catalogue" / "catalogue.json").read_text())[0]
    records = []
    for n, (type_, subtype) in enumerate(categories):
        record = copy.deepcopy(shipped)
        record["sku"] = f"R26-{n:03d}"
        record["category"] = {"department": "Women", "type": type_, "subtype": subtype}
        records.append(record)
    return Vocabulary(words_from_records(records, "round26"))


def test_trousers_find_legwear_and_t_shirts_find_tees():
    """Issue 18 item 2: words to the catalogue's values, a type named by its trade word and a
    subtype its synonym names before a type that only contains the word."""
    vocab = _vocabulary(
        [("Legwear", "Chinos"), ("T-Shirts & Tops", "Tees"), ("T-Shirts & Tops", "Shirts")]
    )
    assert parse_request("show me trousers for women", vocab).type == "Legwear"
    tees = parse_request("any sage t-shirts?", vocab)
    assert tees.subtype == "Tees", tees


def test_someone_elses_size_typed_without_the_apostrophe_is_theirs():
    """M4.3: "my husbands size" asks of the husband, not of the shopper's own M."""
    kept = [(DAY, "The shopper herself wears an M.")]
    assert "husband" in ask("whats my husbands size", kept)
