"""The offline model's vocabulary comes from the catalogue in use (issue 11 item 1).

The general lexicon (assistant/offline/synonyms.toml) maps onto each catalogue's own names:
both test catalogues are read from their files (no database needed here; the database path and
its refresh are tested in test_client.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.offline.read.money import spell_numbers
from assistant.offline.read.request import parse_request
from assistant.offline.reply.phrases import count
from assistant.offline.words.catalogue import file_vocabulary
from assistant.offline.words.lexicon import lexicon
from assistant.offline.words.vocabulary import ProductWord

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = file_vocabulary()
SUPPLIER = file_vocabulary(ROOT / "tests" / "catalogues" / "supplier.json")


@pytest.mark.parametrize(
    ("word", "shipped", "supplier"),
    [
        ("trainers", ProductWord("Shoes", "Sneakers"), ProductWord("Footwear", "Trainers")),
        ("sneakers", ProductWord("Shoes", "Sneakers"), ProductWord("Footwear", "Trainers")),
        ("footwear", ProductWord("Shoes"), ProductWord("Footwear")),
        (
            "track pants",
            ProductWord("Trousers", "Joggers"),
            ProductWord("Activewear", "Track Pants"),
        ),
        ("bottoms", ProductWord("Trousers"), ProductWord("Bottoms")),
        ("hoodie", ProductWord("Tops", "Sweatshirts"), ProductWord("Activewear", "Hoodies")),
        ("polos", ProductWord(None, None, "polo"), ProductWord("Tops", "Polo Shirts")),
        ("chino", ProductWord("Trousers", "Chinos"), ProductWord("Bottoms", "Chinos")),
        # A product the catalogue lacks becomes free text for the hybrid search.
        ("jeans", ProductWord("Jeans"), ProductWord(None, None, "jeans")),
    ],
)
def test_product_words_map_onto_each_catalogues_own_names(word, shipped, supplier):
    assert SHIPPED.products[word] == shipped
    assert SUPPLIER.products[word] == supplier


def test_colours_departments_and_occasions_map_onto_the_catalogue():
    assert (
        SHIPPED.catalogue_colour("khaki") == "olive"
        and SUPPLIER.catalogue_colour("khaki") == "khaki"
    )
    assert (
        SHIPPED.catalogue_colour("mint") == "green"
        and SUPPLIER.catalogue_colour("grey") == "charcoal"
    )
    assert (
        SUPPLIER.catalogue_colour("yellow") == "mustard"
        and SHIPPED.catalogue_colour("no-such") is None
    )
    assert SHIPPED.departments["ladies"] == "Women" and SUPPLIER.departments["women"] == "Ladies"
    assert SUPPLIER.departments["men's"] == "Gents" and SUPPLIER.departments["children"] == "Kids"
    assert "kids" not in SHIPPED.departments  # no such department: "kids" stays free text
    assert SHIPPED.tag_for("hiking") == "outdoor" and SUPPLIER.tag_for("hiking") == "hiking"
    assert SHIPPED.tag_for("work") == "office" and SUPPLIER.tag_for("workout") == "gym"
    assert (
        "Little Acorn" in SUPPLIER.brands.values() and "Little Acorn" not in SHIPPED.brands.values()
    )


def test_size_systems_are_read_from_the_products():
    assert SHIPPED.size_systems("Shoes", None) == {"shoe"}
    assert SHIPPED.size_systems("Trousers", "Chinos") == {"waist"}
    assert SHIPPED.size_systems("Trousers", "Joggers") == {"letter"}
    assert SUPPLIER.size_systems(None, "Polo Shirts") == {"letter", "age"}
    assert SUPPLIER.size_systems("Footwear", None) == {"shoe"}


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("jakcets", "jackets"),
        ("snekaers", "sneakers"),
        ("trosers", "trousers"),
        ("yelow", "yellow"),
        ("Velmorra", "velmora"),
        # Words that are no catalogue word stay as typed.
        ("stand", "stand"),
        ("brand", "brand"),
        ("husband", "husband"),
        ("can't", "can't"),
    ],
)
def test_typos_of_catalogue_words_are_corrected(typed, read):
    assert SHIPPED.correct(typed) == read


def test_number_words_ages_waists_and_shoe_sizes():
    assert spell_numbers("for a ten year old, size forty-two, under Fifty euros") == (
        "for a 10 year old, size 42, under 50 euros"
    )
    request = parse_request("jeans for a 10 year old", SUPPLIER)
    assert (request.size, request.query) == ("10Y", "jeans")
    assert parse_request("chinos, 34 waist", SUPPLIER).size == "W34"  # a waist said as one
    assert parse_request("size 42 shoes", SUPPLIER).size == "42"
    assert parse_request("polo shirts in size 8", SUPPLIER).size == "8Y"  # sizes there are ages


@pytest.mark.parametrize(
    ("n", "name", "phrase"),
    [
        (1, "chinos", "one pair of chinos"),
        (3, "chinos", "3 pairs of chinos"),
        (1, "polo shirts", "one polo shirt"),
        (4, "polo shirts", "4 polo shirts"),
        (9, "knitwear", "9 pieces of knitwear"),
        (1, "activewear", "one piece of activewear"),
        (2, "dresses", "2 dresses"),
        (1, "dresses", "one dress"),
        (5, "track pants", "5 pairs of track pants"),
        (1, "scarves", "one scarf"),
        (12, "jeans", "12 pairs of jeans"),
    ],
)
def test_counts_read_right_for_any_type_name(n, name, phrase):
    assert count(n, name, SHIPPED) == phrase


def test_the_lexicon_loads_and_every_group_is_distinct():
    lex = lexicon()
    words = [w for group in lex.product_groups for w in group]
    assert len(words) == len(set(words))
    assert lex.fuzzy_min_length >= 5 and 0 < lex.fuzzy_score <= 100


@pytest.mark.parametrize(
    ("vocabulary", "question", "answer"),
    [
        (SUPPLIER, "what colours do you have?", "charcoal, coral, cream, khaki"),
        (SHIPPED, "Which brands do you sell?", "Aurelle, Bramble Row"),
        (SUPPLIER, "what kinds of clothes do you have?", "activewear, bottoms, footwear and tops"),
    ],
)
def test_questions_about_the_catalogue_are_answered_from_its_own_facets(
    vocabulary, question, answer
):
    from assistant.offline.decide.agent import decide

    messages = [{"role": "system", "content": "x"}, {"role": "user", "content": question}]
    decision = decide(messages, {"search_products", "get_product"}, vocabulary)
    assert decision.tool is None and answer in decision.content
