"""The catalogue record model (shop.catalogue_record) and the README's field table (issue 21
item 2): the format is stated once, the importer's sentences stay as precise as before."""

import json
import re
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

from shop.catalogue_record import CatalogueRecord
from shop.importer import RecordError, catalogue_import, record_validate
from tests.shop.conftest import record

README = Path(__file__).resolve().parents[2] / "README.md"
ROW = re.compile(r"^\| `(?P<field>[a-z_]+)` \| (?P<required>yes|no) \| (?P<rules>.*) \|$")


def readme_fields() -> dict[str, tuple[bool, str]]:
    """The README's "File format" table: field -> (required, rules)."""
    section = README.read_text(encoding="utf-8").split("**File format.**", 1)[1]
    table = section.split("**Images.**", 1)[0]
    rows = (ROW.match(line) for line in table.splitlines())
    return {m["field"]: (m["required"] == "yes", m["rules"]) for m in rows if m}


def test_the_readme_table_lists_the_models_fields_and_which_are_required():
    documented = readme_fields()
    fields = CatalogueRecord.model_fields
    model = {field.validation_alias or name: field.is_required() for name, field in fields.items()}

    assert {name: required for name, (required, _) in documented.items()} == model


@pytest.mark.parametrize("field", ["category", "price"])
def test_the_readme_names_each_field_of_the_nested_objects(field):
    nested = CatalogueRecord.model_fields[field].annotation
    rules = readme_fields()[field][1]
    for name in nested.model_fields:
        assert f"`{name}`" in rules or f'"{name}"' in rules, (field, name)


@pytest.mark.django_db
def test_the_readme_example_of_a_rejection_is_what_the_command_prints(tmp_path):
    records = [record(sku=f"W-TOP-{n}") for n in range(4)]
    records.append(record(sku="W-TOP-9", price={"amount": -5, "currency": "USD"}))
    path = tmp_path / "catalogue.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    err = StringIO()
    call_command("import_catalog", str(path), stdout=StringIO(), stderr=err)

    line = "Rejected record 4 (SKU 'W-TOP-9'): negative price -5; currency must be EUR, got 'USD'"
    assert line in err.getvalue().splitlines()
    assert line.removeprefix("Rejected ") in README.read_text(encoding="utf-8").replace("\n", " ")


BAD_FIELDS = [
    (record(name=5), "'name' must be a string"),
    (record(name="x" * 201), "'name' is longer than 200 characters"),
    (record(description="   "), "'description' must not be empty"),
    (record(brand="b" * 101), "'brand' is longer than 100 characters"),
    (
        record(category=["Women", "Tops"]),
        "'category' must be an object with 'department', 'type' and 'subtype'",
    ),
    (
        record(category={"department": 1, "type": "Tops", "subtype": "T-shirts"}),
        "'category.department' must be a string",
    ),
    (record(price={"amount": 5}), "missing field 'price.currency'"),
    (record(price={"currency": "EUR"}), "missing field 'price.amount'"),
    (record(price={"amount": True, "currency": "EUR"}), "'price.amount' must be a number"),
    (
        record(price={"amount": float("nan"), "currency": "EUR"}),
        "'price.amount' is not a number: nan",
    ),
    (record(price={"amount": 1_000_000, "currency": "EUR"}), "price 1000000 is implausibly high"),
    (record(sizes=["M", "x" * 21]), "a size is longer than 20 characters"),
    (record(stock=True), "'stock' must be a whole number or an object mapping size to count"),
    (record(sku="S" * 65), "'sku' is longer than 64 characters"),
    (record(material=None), "missing field 'material'"),  # null is missing, as before
]


@pytest.mark.parametrize(("bad", "reason"), BAD_FIELDS)
def test_each_field_rule_has_its_own_sentence(bad, reason):
    with pytest.raises(RecordError) as raised:
        record_validate(bad)
    assert str(raised.value) == reason


def test_problems_come_in_field_order_each_once():
    bad = record(
        sku=" ",
        name=None,
        category={"department": "Women", "type": 3},
        price={"amount": "1e2", "currency": "GBP"},
        stock={"M": -1, "XXL": 1},
        tags="casual",
    )
    with pytest.raises(RecordError) as raised:
        record_validate(bad)
    assert str(raised.value).split("; ") == [
        "'sku' must not be empty",
        "missing field 'name'",
        "'category.type' must be a string",
        "missing field 'category.subtype'",
        "'price.amount' is not a number written as a plain decimal: '1e2'",
        "currency must be EUR, got 'GBP'",
        "negative stock -1 for size 'M'",
        "stock names size 'XXL', which is not in 'sizes'",
        "'tags' must be a list of strings",
    ]


def test_a_valid_record_comes_back_normalised():
    clean = record_validate(
        record(
            sku=" N-1 ",
            category={"department": "women", "type": "TOPS", "subtype": "Polo Shirts"},
            color="Gray",
            sizes=["s", "M", "xl"],
            stock={"XL": 2, "s": 1},
            tags=[" Office", "office", ""],
            price={"amount": " 12.5 ", "currency": " eur"},
            unknown_field="ignored",
        )
    )
    assert clean.sku == "N-1"
    assert (clean.category.department, clean.category.type) == ("Women", "Tops")
    assert clean.category.subtype == "Polo Shirts"  # not a shipped spelling: kept
    assert clean.colour == "grey"
    assert clean.sizes == ["S", "M", "XL"] and clean.stock == {"S": 1, "M": 0, "XL": 2}
    assert clean.tags == ["office"]
    assert str(clean.price.amount) == "12.50" and clean.price.currency == "EUR"
    assert clean.product_fields()["price"] == clean.price.amount


def test_an_unusable_image_is_a_warning_not_a_problem():
    warnings: list[str] = []
    clean = record_validate(record(image="javascript:alert(1)"), warnings)
    assert clean.image == "" and len(warnings) == 1 and "scheme 'javascript'" in warnings[0]


@pytest.mark.django_db
def test_a_record_holding_only_nulls_lists_every_required_field():
    nulls = dict.fromkeys(
        ("sku", "name", "description", "category", "color", "material", "price", "sizes"), None
    )
    report = catalogue_import(records=[{**nulls, "stock": None, "brand": None}], embed=False)
    reason = report.rejected[0].reason
    for name in (*nulls, "stock"):
        assert f"missing field '{name}'" in reason
    assert "brand" not in reason
