"""The size model (shop.sizes, issue 18 item 1): labels -> (system, value), their natural order,
the shop's spelling, and what a shopper's size means on a list of labels. No database."""

import random

import pytest

from shop.sizes import (
    canonical_label,
    labels_for_age,
    matching_labels,
    read_label,
    read_wanted,
    size_rank,
)

LABELS = [
    # letters and letter ranges
    ("M", "letter", "M"),
    ("xs", "letter", "XS"),
    ("2XL", "letter", "XXL"),
    ("3XS", "letter", "XXXS"),
    ("5XL", "letter", "5XL"),
    ("Medium", "letter", "M"),
    ("Extra Large", "letter", "XL"),
    ("S/M", "letter", ("S", "M")),
    ("M-L", "letter", ("M", "L")),
    ("XS / S", "letter", ("XS", "S")),
    # numbers, alone or with their region, halves included
    ("43", "number", 43.0),
    ("38.5", "number", 38.5),
    ("38,5", "number", 38.5),
    ("39-42", "number", (39.0, 42.0)),
    ("EU 43", "eu", 43.0),
    ("eu43", "eu", 43.0),
    ("43 EU", "eu", 43.0),
    ("EU 38½", "eu", 38.5),
    ("UK 10", "uk", 10.0),
    ("UK 7.5", "uk", 7.5),
    ("US 9", "us", 9.0),
    ("IT 42", "it", 42.0),
    ("FR 38", "fr", 38.0),
    ("JP 25.5", "jp", 25.5),
    ("AU 12", "au", 12.0),
    ("Italian 42", "it", 42.0),
    ("Size 10", "number", 10.0),
    # waist, waist and leg
    ("W32", "waist", 32.0),
    ("32W", "waist", 32.0),
    ("W32 L30", "waist", (32.0, 30.0)),
    ("W32/L30", "waist", (32.0, 30.0)),
    ("32W 30L", "waist", (32.0, 30.0)),
    ("32x34", "waist", (32.0, 34.0)),
    ('32"', "waist", 32.0),
    # chest with its fit, collar, centimetres
    ("40R", "chest", (40.0, "R")),
    ("42L", "chest", (42.0, "L")),
    ("38 Short", "chest", (38.0, "S")),
    ("Chest 40", "chest", 40.0),
    ("34C", "bra", (34.0, "C")),  # a bra's band and cup
    ("32DD", "bra", (32.0, "DD")),
    ("36 B", "bra", (36.0, "B")),
    ("32A", "bra", (32.0, "A")),
    ("Collar 15.5", "collar", 15.5),
    ('15½"', "collar", 15.5),
    ("110 cm", "cm", 110.0),
    ("104-110cm", "cm", (104.0, 110.0)),
    # children's ages, in months
    ("3M", "age", (3.0, 3.0)),
    ("0-3M", "age", (0.0, 3.0)),
    ("6-12 months", "age", (6.0, 12.0)),
    ("2Y", "age", (24.0, 35.0)),
    ("5-6Y", "age", (60.0, 83.0)),
    ("10 yrs", "age", (120.0, 131.0)),
    ("Age 5-6", "age", (60.0, 83.0)),
    ("2T", "age", (24.0, 35.0)),
    # one size, and labels no size system reads
    ("One size", "one", None),
    ("OS", "one", None),
    ("O/S", "one", None),
    ("One Size Fits All", "one", None),
    ("2-person", "other", None),
    ("Regular", "other", None),
    ("L/S", "other", None),  # a range running backwards
    ("4S", "other", None),  # no chest is 4 inches
    ("M+", "other", None),
]


@pytest.mark.parametrize(("label", "system", "value"), LABELS, ids=[row[0] for row in LABELS])
def test_every_label_reads_as_a_system_and_a_value(label, system, value):
    size = read_label(label)
    assert (size.system, size.value) == (system, value)


ORDERS = [
    ["UK 4", "UK 4.5", "UK 5", "UK 10", "UK 11"],  # not "UK 10, UK 11, UK 4, UK 5"
    ["XXS", "XS", "S", "S/M", "M", "M/L", "L", "XL", "2XL", "3XL", "4XL"],
    ["EU 36", "EU 38.5", "EU 39", "EU 40", "EU 42"],
    ["W30 L32", "W32 L30", "W32 L32", "W32 L34", "W34 L30"],
    ["38R", "40S", "40R", "40L", "42R"],
    ["0-3M", "0-6M", "3M", "3-6M", "6-12M", "12-18M", "2Y", "2-3Y", "3Y", "7-8Y", "8Y", "14Y"],
    ["98 cm", "104 cm", "110 cm", "116 cm"],
    ["32B", "32D", "34A", "34C", "34DD", "36C"],
    # across systems: letters, plain numbers, regions, waist, ages, other labels, One size
    ["S", "M", "28", "30", "42", "EU 43", "UK 9", "W32 L30", "40R", "4Y", "Long", "One size"],
]


@pytest.mark.parametrize("ordered", ORDERS, ids=[row[0] for row in ORDERS])
def test_labels_sort_naturally(ordered):
    for seed in range(3):
        shuffled = ordered[:]
        random.Random(seed).shuffle(shuffled)
        assert sorted(shuffled, key=size_rank) == ordered


@pytest.mark.parametrize(
    ("label", "spelling"),
    [
        ("xl", "XL"),
        (" m ", "M"),
        ("s/m", "S/M"),
        ("2xl", "2XL"),
        ("one SIZE", "One size"),
        ("One Size", "One size"),
        ("Medium", "Medium"),  # a word, kept as the catalogue writes it
        ("10y", "10y"),
        ("EU 43", "EU 43"),
        ("2-person", "2-person"),
    ],
)
def test_the_shops_spelling_of_a_label(label, spelling):
    assert canonical_label(label) == spelling


@pytest.mark.parametrize(
    ("phrase", "system", "value"),
    [
        ("43", "number", 43.0),
        ("a size 12", "number", 12.0),
        ("38.5", "number", 38.5),
        ("a 32 waist", "waist", 32.0),
        ("32 inch waist", "waist", 32.0),
        ("32 waist 30 leg", "waist", (32.0, 30.0)),
        ("for a 5 year old", "age", (60.0, 71.0)),
        ("my 5-year-old", "age", (60.0, 71.0)),
        ("a 6 month old", "age", (6.0, 6.0)),
        ("6 to 12 months", "age", (6.0, 12.0)),
        ("Medium", "letter", "M"),
        ("meduim", "letter", "M"),  # a near miss (rapidfuzz)
        ("extra large", "letter", "XL"),
        ("UK size 10", "uk", 10.0),
        ("40 regular", "chest", (40.0, "R")),
        ("a 34C", "bra", (34.0, "C")),
        ("32A", "bra", (32.0, "A")),  # an "a" glued to its band is a cup, no article
        ("a 34 b cup", "bra", (34.0, "B")),
        ("one size", "one", None),
    ],
)
def test_a_shoppers_size_reads_as_a_system_and_a_value(phrase, system, value):
    size = read_wanted(phrase)
    assert size is not None and (size.system, size.value) == (system, value)


@pytest.mark.parametrize("phrase", ["", "something nice", "please"])
def test_a_phrase_naming_no_size_reads_as_none(phrase):
    assert read_wanted(phrase) is None


SHOES = ["EU 40", "EU 41", "EU 42", "EU 43", "EU 44"]
JEANS = ["W32 L30", "W32 L32", "W34 L30", "W36 L30", "W36 L32", "W36 L34"]
DRESSES = ["UK 8", "UK 10", "UK 12", "UK 14"]
KIDS = ["3-4Y", "4-5Y", "5-6Y", "6-7Y"]
LETTERS = ["S", "M", "L", "S/M", "M/L", "L/XL"]


@pytest.mark.parametrize(
    ("wanted", "labels", "expected"),
    [
        ("43", SHOES, ["EU 43"]),
        ("size 43", SHOES, ["EU 43"]),
        ("EU 43", ["41", "43"], ["43"]),  # a catalogue writing plain numbers
        ("UK 9", SHOES, []),  # no conversion between regions
        ("a 36 waist", JEANS, ["W36 L30", "W36 L32", "W36 L34"]),
        ("36", JEANS, ["W36 L30", "W36 L32", "W36 L34"]),
        ("36x32", JEANS, ["W36 L32"]),
        ("a 32 waist", ["28", "30", "32", "34"], ["32"]),
        ("size 10", DRESSES, ["UK 10"]),
        ("a size 12", DRESSES, ["UK 12"]),
        ("10", ["UK 10", "US 10"], ["UK 10", "US 10"]),
        ("for a 5 year old", KIDS, ["5-6Y"]),
        ("for a 5 year old", ["3-4Y", "4-5Y", "6-7Y"], ["4-5Y"]),
        ("for a 5 year old", ["4Y", "5Y", "6Y"], ["5Y"]),
        ("size 10", ["8Y", "10Y", "12Y"], ["10Y"]),  # no numeric size 10: an age
        ("6 months", ["0-3M", "0-6M", "3-6M", "6-12M"], ["6-12M"]),
        ("18 months", ["6-12M", "12-18M"], ["12-18M"]),
        ("Medium", LETTERS, ["M", "S/M", "M/L"]),
        ("medium", ["S/M", "M/L"], ["S/M", "M/L"]),
        ("M", LETTERS, ["M"]),  # an exact label is that label, as a facet
        ("m", LETTERS, ["M"]),
        ("XL", LETTERS, ["L/XL"]),
        ("38.5", ["EU 38", "EU 38½", "EU 39"], ["EU 38½"]),
        ("40", ["38R", "40R", "40L"], ["40R", "40L"]),
        ("40 long", ["38R", "40R", "40L"], ["40L"]),
        ("OS", ["One size", "S"], ["One size"]),
        ("34c", ["32B", "34B", "34C", "36C"], ["34C"]),
        ("34", ["32B", "34B", "34C"], []),  # a band alone names no cup
        ("Regualr", ["Regular", "Long"], ["Regular"]),  # a near miss of a label
        ("2 person", ["1-person", "2-person"], ["2-person"]),
        ("34", ["30", "32"], []),
        ("XXL", LETTERS, []),
        ("anything", LETTERS, []),
        ("", LETTERS, []),
    ],
)
def test_a_shoppers_size_means_labels_of_its_system(wanted, labels, expected):
    assert list(matching_labels(wanted, labels)) == expected


def test_an_age_in_months_picks_the_range_starting_there_else_holding_it():
    assert labels_for_age(6, ["0-6M", "6-12M", "12-18M"]) == ("6-12M",)
    assert labels_for_age(18, ["6-12M", "12-18M"]) == ("12-18M",)
    assert labels_for_age(24, ["2Y", "2-3Y", "3Y"]) == ("2Y", "2-3Y")
    assert labels_for_age(24, ["S", "M"]) == ()
