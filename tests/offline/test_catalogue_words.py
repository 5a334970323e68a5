"""The offline model reads catalogue files through the importer's record model (issue 21 item 2):
a record the importer would refuse adds no words, and a file's words are spelled as an import
stores them."""

from __future__ import annotations

import logging

from assistant.offline.words.catalogue_words import words_from_records
from tests.shop.conftest import record


def test_records_the_importer_refuses_add_no_words_and_are_counted(caplog):
    records = [
        record(sku="OK-1", category={"department": "Kids", "type": "Tops", "subtype": "Polos"}),
        record(sku="BAD-1", color="teal", price={"amount": -5, "currency": "EUR"}),
        record(sku="BAD-2", category={"department": "Gear"}, color="orange"),
        "not a record",
    ]
    with caplog.at_level(logging.WARNING, logger="assistant.offline.words.catalogue_words"):
        words = words_from_records(records)

    assert words.departments == ("Kids",)
    assert words.colours == ("white",)  # teal and orange came only with refused records
    assert "3 of 4 catalogue records skipped" in caplog.text


def test_a_files_words_are_spelled_as_the_importer_stores_them():
    words = words_from_records(
        [
            record(
                category={"department": "women", "type": "tops", "subtype": "t-shirts"},
                color="Gray",
                sizes=["s", "m"],
                stock=1,
                tags=[" Office "],
            )
        ]
    )
    assert (words.departments, words.types) == (("Women",), ("Tops",))
    assert words.subtypes_by_type == {"Tops": ("T-shirts",)}
    assert words.colours == ("grey",) and words.tags == ("office",)
    assert words.sizes_by_line == {("Women", "Tops", "T-shirts"): ("S", "M")}
