"""The catalogue importer and `manage.py import_catalog` (issue 2, deliverable 3)."""

import json
from decimal import Decimal
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from shop.importer import catalogue_import
from shop.models import Product, ProductSize
from tests.shop.conftest import SMALL_CATALOGUE, record

SHIPPED = Path(__file__).resolve().parents[2] / "shop" / "catalogue" / "catalogue.json"

pytestmark = pytest.mark.django_db


def write(tmp_path: Path, data, name="catalogue.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def run_import(path: Path) -> tuple[str, str]:
    out, err = StringIO(), StringIO()
    call_command("import_catalog", str(path), stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def test_good_file_creates_products_with_sizes_and_stock(tmp_path):
    out, err = run_import(write(tmp_path, SMALL_CATALOGUE))

    assert "7 created, 0 updated, 0 unchanged, 0 rejected" in out
    assert err == ""
    jacket = Product.objects.get(sku="JK-YEL")
    assert jacket.name == "Trailhead Waterproof Jacket"
    assert (jacket.department, jacket.type, jacket.subtype) == ("Men", "Outerwear", "Jackets")
    assert jacket.colour == "yellow"
    assert jacket.price == Decimal("189.00")
    assert jacket.tags == ["outdoor"]
    sizes = list(jacket.sizes.order_by("position").values_list("size", "stock"))
    assert sizes == [("S", 0), ("M", 4), ("L", 2)]


def test_stock_as_integer_applies_to_every_size(tmp_path):
    run_import(write(tmp_path, [record(sku="INT-1", sizes=["S", "M", "L"], stock=7)]))

    assert list(ProductSize.objects.filter(product__sku="INT-1").values_list("size", "stock")) == [
        ("S", 7),
        ("M", 7),
        ("L", 7),
    ]


def test_stock_object_leaves_unlisted_sizes_at_zero(tmp_path):
    run_import(write(tmp_path, [record(sku="OBJ-1", sizes=["S", "M", "L"], stock={"M": 5})]))

    stock = dict(ProductSize.objects.filter(product__sku="OBJ-1").values_list("size", "stock"))
    assert stock == {"S": 0, "M": 5, "L": 0}


def test_reimporting_the_same_file_changes_nothing(tmp_path):
    path = write(tmp_path, SMALL_CATALOGUE)
    run_import(path)
    before = list(Product.objects.order_by("sku").values("sku", "updated_at", "price"))
    size_ids = sorted(ProductSize.objects.values_list("id", flat=True))

    out, _ = run_import(path)

    assert "0 created, 0 updated, 7 unchanged, 0 rejected" in out
    assert list(Product.objects.order_by("sku").values("sku", "updated_at", "price")) == before
    assert sorted(ProductSize.objects.values_list("id", flat=True)) == size_ids


def test_changed_record_is_updated_in_place(tmp_path):
    run_import(write(tmp_path, [record(sku="UPD-1")]))
    product_id = Product.objects.get(sku="UPD-1").pk

    changed = record(sku="UPD-1", name="Renamed Tee", stock={"S": 1, "M": 0, "L": 9})
    out, _ = run_import(write(tmp_path, [changed]))

    assert "0 created, 1 updated, 0 unchanged" in out
    product = Product.objects.get(sku="UPD-1")
    assert product.pk == product_id
    assert product.name == "Renamed Tee"
    assert dict(product.sizes.values_list("size", "stock")) == {"S": 1, "M": 0, "L": 9}


BAD_RECORDS = [
    (record(sku="B-1", name=None), "missing field 'name'"),
    (record(sku="B-2", price={"amount": -5, "currency": "EUR"}), "negative price"),
    # Written as a string, the sign is still the problem (QA, 2026-12-02).
    (record(sku="B-2s", price={"amount": "-5", "currency": "EUR"}), "negative price -5"),
    (record(sku="B-3", price={"amount": 30, "currency": "USD"}), "currency must be EUR"),
    (record(sku="B-4", price={"amount": "cheap", "currency": "EUR"}), "not a number"),
    (record(sku="B-5", price={"amount": 10.005, "currency": "EUR"}), "two decimal places"),
    (record(sku="B-6", category={"department": "Women", "type": "Tops"}), "category.subtype"),
    (record(sku="B-7", sizes=[]), "'sizes' must be a non-empty list"),
    (record(sku="B-8", sizes=["M", "M"]), "lists a size twice"),
    (record(sku="B-9", stock=-1), "negative stock"),
    (record(sku="B-10", stock={"XXXL": 2}), "not in 'sizes'"),
    (record(sku="B-11", stock={"M": 1.5}), "whole number"),
    (record(sku="B-12", stock="lots"), "'stock' must be"),
    (record(sku="bad/sku"), "'sku' may hold only"),
    (record(sku="B-14", tags="casual"), "'tags' must be a list"),
    (record(sku="B-22", price={"amount": "1e2", "currency": "EUR"}), "written as a plain decimal"),
    (record(sku="B-16", color=""), "'color' must not be empty"),
    (record(sku="B-17", price=12), "'price' must be an object"),
]


@pytest.mark.parametrize(("bad", "reason"), BAD_RECORDS, ids=[r[0]["sku"] for r in BAD_RECORDS])
def test_each_kind_of_bad_record_is_rejected_with_index_sku_and_reason(tmp_path, bad, reason):
    good = record(sku="GOOD-1")
    out, err = run_import(write(tmp_path, [good, bad]))

    assert "1 created, 0 updated, 0 unchanged, 1 rejected" in out
    assert f"record 1 (SKU '{bad['sku']}')" in err
    assert reason in err
    assert list(Product.objects.values_list("sku", flat=True)) == ["GOOD-1"]


def test_record_that_is_not_an_object_or_has_no_sku_is_reported():
    report = catalogue_import(records=["just text", {"name": "No SKU"}])

    assert [(r.index, r.sku) for r in report.rejected] == [(0, None), (1, None)]
    assert "must be an object" in report.rejected[0].reason
    assert "missing field 'sku'" in report.rejected[1].reason
    assert str(report.rejected[1]).startswith("record 1 (SKU (none)):")


def test_duplicate_sku_in_file_keeps_the_first_and_rejects_the_rest():
    report = catalogue_import(
        records=[record(sku="DUP", name="First"), record(sku="DUP", name="Second")]
    )

    assert report.created == 1
    assert [(r.index, r.sku) for r in report.rejected] == [(1, "DUP")]
    assert "duplicate SKU" in report.rejected[0].reason
    assert Product.objects.get(sku="DUP").name == "First"


def test_a_rejected_first_copy_still_claims_its_sku(tmp_path):
    """QA: a refused first record let its duplicate overwrite the stored product."""
    run_import(write(tmp_path, [record(sku="TT-GL-001", name="Mittens on a String")]))
    free = {"amount": "0", "currency": "EUR"}

    out, err = run_import(
        write(
            tmp_path,
            [
                record(sku="TT-GL-001", name="Mittens on a String", price=free),
                record(sku="TT-GL-001", name="SECOND COPY WINS?"),
                record(sku="TT-GL-001", name="THIRD COPY"),
            ],
        )
    )

    assert "0 created, 0 updated, 0 unchanged, 3 rejected" in out
    assert "Rejected record 0 (SKU 'TT-GL-001'): price must be more than 0" in err
    assert err.count("duplicate SKU in the file (first at record 0)") == 2
    assert Product.objects.get(sku="TT-GL-001").name == "Mittens on a String"


def test_every_problem_of_a_record_is_listed():
    report = catalogue_import(records=[record(sku="MANY", name="", stock=-2, color=None)])

    reason = report.rejected[0].reason
    assert "'name' must not be empty" in reason
    assert "negative stock" in reason
    assert "missing field 'color'" in reason


def test_bad_record_does_not_touch_the_stored_product(tmp_path):
    run_import(write(tmp_path, [record(sku="KEEP", name="Kept")]))

    run_import(
        write(
            tmp_path, [record(sku="KEEP", name="Broken", price={"amount": -1, "currency": "EUR"})]
        )
    )

    assert Product.objects.get(sku="KEEP").name == "Kept"


def test_taxonomy_values_are_canonicalised_and_colour_lowered():
    catalogue_import(
        records=[
            record(
                sku="CASE-1",
                category={"department": "women", "type": "TOPS", "subtype": "t-shirts"},
                color="Navy",
                sizes=["m", "l"],
                stock={"M": 1},
            )
        ]
    )

    product = Product.objects.get(sku="CASE-1")
    assert (product.department, product.type, product.subtype, product.colour) == (
        "Women",
        "Tops",
        "T-shirts",
        "navy",
    )
    assert dict(product.sizes.values_list("size", "stock")) == {"M": 1, "L": 0}


def test_non_json_file_changes_nothing_and_fails(tmp_path):
    run_import(write(tmp_path, [record(sku="EXISTING")]))

    with pytest.raises(
        CommandError, match=r"is not valid JSON \(line 1, column 3.*nothing was imported"
    ):
        run_import(write(tmp_path, "[{oops", name="broken.json"))

    assert list(Product.objects.values_list("sku", flat=True)) == ["EXISTING"]


def test_json_that_is_not_a_list_changes_nothing_and_fails(tmp_path):
    with pytest.raises(CommandError, match="must hold a JSON list .* holds an object"):
        run_import(write(tmp_path, {"products": [record()]}))

    assert not Product.objects.exists()


def test_missing_file_fails_clearly(tmp_path):
    with pytest.raises(CommandError, match="cannot read"):
        run_import(tmp_path / "nope.json")


def test_command_exits_non_zero_for_a_bad_file(tmp_path):
    import subprocess
    import sys

    path = write(tmp_path, "not json")
    result = subprocess.run(  # noqa: S603
        [sys.executable, "manage.py", "import_catalog", str(path)],
        cwd=Path(__file__).resolve().parents[2],
        capture_output=True,
        text=True,
        env={**__import__("os").environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'x.sqlite3'}"},
        check=False,
    )
    assert result.returncode == 1
    assert "is not valid JSON" in result.stderr


def test_shipped_catalogue_imports_cleanly_and_meets_the_contract():
    from shop.importer import catalogue_load
    from shop.selectors import product_search

    report = catalogue_import(records=catalogue_load(SHIPPED))

    assert not report.rejected
    assert report.created >= 150
    assert set(Product.objects.values_list("department", flat=True)) == {"Women", "Men", "Unisex"}
    prices = list(Product.objects.values_list("price", flat=True))
    assert min(prices) >= 15 and max(prices) <= 400
    assert ProductSize.objects.filter(stock=0).exists()
    for department in ("Men", "Women"):
        yellow = product_search(department=department, subtype="Jackets", colour="yellow", size="M")
        other = product_search(
            department=department, subtype="Jackets", exclude_colours=["yellow"], size="M"
        )
        assert yellow.total >= 1
        assert len({item.colour for item in other.items}) >= 2


def test_shipped_catalogue_is_what_the_build_script_writes():
    from shop.catalogue.build_catalogue import build

    assert json.loads(SHIPPED.read_text(encoding="utf-8")) == build()


def test_an_absolute_image_path_is_accepted(tmp_path):
    out, err = run_import(write(tmp_path, [record(sku="IMG-1", image="/static/x.png")]))
    assert "1 created" in out and err == ""


UNSAFE_IMAGES = [
    ("javascript:alert(1)", "scheme 'javascript'"),
    ("data:text/html,x", "scheme 'data'"),
    ("//evil.example/x.png", "protocol-relative"),
    ("/\\evil.example/x.png", "backslashes"),
    ("/\t/evil.example/x.png", "control characters"),
    ("/\n/evil.example/x.png", "control characters"),
    ("../../etc/passwd", "'..'"),
    (42, "not a string"),
]


@pytest.mark.parametrize(("image", "reason"), UNSAFE_IMAGES)
def test_an_unsafe_image_is_dropped_with_a_warning_and_the_record_imports(tmp_path, image, reason):
    """Issue 10 item 1: an image value never rejects a product."""
    out, err = run_import(write(tmp_path, [record(sku="IMG-BAD", image=image)]))

    assert "1 created, 0 updated, 0 unchanged, 0 rejected, 1 warning" in out
    assert "Warning: record 0 (SKU 'IMG-BAD')" in err and reason in err
    product = Product.objects.get(sku="IMG-BAD")
    assert product.image == ""
    assert product.image_url == "/products/IMG-BAD/image.svg"


def test_each_rejection_is_reported_once(tmp_path, caplog):
    """The command prints each rejected record; the importer does not log it again."""
    bad = record(sku="B-1", price=12)
    with caplog.at_level("INFO"):
        out, err = run_import(write(tmp_path, [record(sku="GOOD-1"), bad]))
    assert err.count("B-1") == 1
    assert "B-1" not in out.replace("1 rejected", "")
    assert not [r for r in caplog.records if "B-1" in r.getMessage()]


def test_only_changed_products_are_embedded_again():
    """Issue 10 item 3: vectors are stored with the product, keyed by a hash of its text."""
    import numpy as np

    first = catalogue_import(records=SMALL_CATALOGUE)
    stored = dict(Product.objects.values_list("sku", "embedding_hash"))
    assert first.embedded == len(SMALL_CATALOGUE)
    vector = np.frombuffer(bytes(Product.objects.get(sku="JK-YEL").embedding), dtype=np.float32)
    assert vector.shape == (384,) and abs(float(np.linalg.norm(vector)) - 1) < 1e-3

    assert catalogue_import(records=SMALL_CATALOGUE).embedded == 0
    changed = [dict(r) for r in SMALL_CATALOGUE]
    changed[0]["description"] = "Now with taped seams and a stowable hood."
    changed[1]["price"] = {"amount": 99, "currency": "EUR"}  # not part of the text
    report = catalogue_import(records=changed)

    assert (report.updated, report.embedded) == (2, 1)
    after = dict(Product.objects.values_list("sku", "embedding_hash"))
    assert [sku for sku in stored if stored[sku] != after[sku]] == [changed[0]["sku"]]


def test_one_spelling_per_category_value_and_size():
    """A feed writing "polo shirts" and "Polo Shirts" gets one facet value (the first spelling),
    and a later import keeps the stored spelling (issue 10 item 2)."""
    from shop.selectors import catalogue_taxonomy

    polo = {"department": "Kids", "type": "Tops", "subtype": "Polo Shirts"}
    catalogue_import(
        records=[
            record(sku="P-1", category=polo, sizes=["10Y"], stock=1),
            record(sku="P-2", category={**polo, "subtype": "polo shirts"}, sizes=["10y"], stock=1),
        ]
    )
    catalogue_import(records=[record(sku="P-3", category={**polo, "department": "KIDS"})])

    taxonomy = catalogue_taxonomy()
    assert taxonomy.subtypes_by_type["Tops"] == ("Polo Shirts",)
    assert "Kids" in taxonomy.departments and "KIDS" not in taxonomy.departments
    assert taxonomy.sizes.count("10Y") == 1 and "10y" not in taxonomy.sizes


def test_a_large_first_import_costs_a_few_queries_not_several_per_record(
    django_assert_max_num_queries,
):
    """Products new to the shop are inserted in batches (issue 21 item 6: the importer ran
    about ten queries per record); what they are stored as is unchanged: the colour and tags
    lower case, the search text derived, the sizes in order, the catalogue version bumped."""
    from shop.models import CatalogueVersion

    before = CatalogueVersion.objects.filter(pk=1).values_list("products", flat=True).first() or 0
    records = [
        record(sku=f"BULK-{n}", color="Navy", tags=["Outdoor", "Rain"], sizes=["S", "M"])
        for n in range(600)
    ]
    with django_assert_max_num_queries(30):
        report = catalogue_import(records=records, embed=False)

    assert (report.created, report.rejected) == (600, [])
    product = Product.objects.get(sku="BULK-599")
    assert (product.colour, product.tags, product.tags_text) == (
        "navy",
        ["outdoor", "rain"],
        "|outdoor||rain|",
    )
    assert "navy" in product.search_text and product.name.lower() in product.search_text
    assert list(product.sizes.values_list("size", flat=True)) == ["S", "M"]
    assert CatalogueVersion.objects.get(pk=1).products > before
    again = catalogue_import(records=records, embed=False)
    assert (again.created, again.unchanged) == (0, 600)
