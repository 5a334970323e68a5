"""A catalogue of another shop's taxonomy (issue 18): departments Menswear / Womenswear /
Kidswear, types Knitwear and "Coats & Jackets", sizes with their system ("EU 43", "UK 12",
"W36 L34", "40R", "5-6Y", "One Size"). The shopper speaks plain English ("for men", "a
jumper", "a 43"); the model must reach the catalogue's own values."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.offline.test_catalogue_requests import Want, assert_answered

pytestmark = pytest.mark.django_db(transaction=True)

HIGHSTREET = Path(__file__).resolve().parent / "catalogues" / "highstreet.json"


@pytest.fixture
def highstreet(db, settings, tmp_path):
    from shop.importer import catalogue_import

    settings.CATALOGUE_IMAGE_DIR = tmp_path / "catalogue-images"
    report = catalogue_import(records=json.loads(HIGHSTREET.read_text(encoding="utf-8")))
    assert not report.rejected, report.rejected
    return report


REQUESTS = [
    ("a warm jumper for men", Want(subtype="Jumpers", department="Menswear")),
    ("any jumpers for women?", Want(subtype="Jumpers", department="Womenswear")),
    ("knitwear for ladies", Want(type="Knitwear", department="Womenswear")),
    # The shop files every coat under "Coats & Jackets": that type is what "coats" means.
    ("show me coats", Want(type="Coats & Jackets")),
    ("trainers in a 43", Want(subtype="Trainers", size="EU 43")),
    ("any shoes in 43?", Want(type="Footwear", size="EU 43")),
    ("boots in size 38.5", Want(subtype="Boots", size="EU 38.5")),
    ("dresses in a 12", Want(type="Dresses", size="UK 12")),
    ("size 10 dresses for ladies under 90", Want(type="Dresses", size="UK 10", max_price="90")),
    ("jeans with a 36 waist", Want(subtype="Jeans", size="W36 L34")),
    ("a blazer in 40 regular", Want(subtype="Blazers", size="40R")),
    ("a jumper for a 5 year old", Want(subtype="Jumpers", size="5-6Y")),
    ("mens trainers", Want(subtype="Trainers", department="Menswear")),
    ("a navy beanie", Want(subtype="Hats", colour="navy")),
    ("something for a wedding for her", Want(tag="wedding", department="Womenswear")),
]


def test_plain_requests_reach_the_catalogues_own_values(highstreet, offline_model):
    assert_answered(REQUESTS)


def test_a_product_the_shop_lacks_is_said_so(highstreet, offline_model):
    from tests.offline.test_catalogue_requests import HREF, ask

    answer = ask("do you sell tents?").text
    assert not HREF.findall(answer), answer
