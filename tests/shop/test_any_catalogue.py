"""The shop works on any catalogue (issue 10): each test runs on the shipped catalogue and on the
supplier-style feed (tests/catalogues/supplier.json), and derives what it expects from the file."""

import re
from collections import Counter

import pytest

from shop.artwork import colour_fill, product_svg
from shop.models import Product
from shop.selectors import (
    catalogue_facets,
    catalogue_snapshot,
    catalogue_taxonomy,
    catalogue_version,
    product_search,
)
from shop.taxonomy import COLOUR_HEX, NEUTRAL_HEX, size_rank

pytestmark = pytest.mark.django_db


@pytest.fixture
def any_catalogue(module_catalogue, db, settings):
    """tests/conftest.py's `any_catalogue`, imported once for this module per catalogue
    (`module_catalogue`); each test's changes are still rolled back after it."""
    catalogue, image_dir = module_catalogue
    settings.CATALOGUE_IMAGE_DIR = image_dir
    return catalogue


CARD_SKU = re.compile(r'href="/products/([^/"]+)/"')


def cards(html: str) -> list[str]:
    return list(dict.fromkeys(CARD_SKU.findall(html.split('id="results"', 1)[1])))


def count_by(records, key) -> Counter:
    return Counter(key(r) for r in records)


def test_the_taxonomy_is_what_the_catalogue_holds(any_catalogue):
    records = any_catalogue.records
    taxonomy = catalogue_taxonomy()

    assert set(taxonomy.departments) == {r["category"]["department"] for r in records}
    assert set(taxonomy.types) == {r["category"]["type"] for r in records}
    for type_, subtypes in taxonomy.subtypes_by_type.items():
        expected = {r["category"]["subtype"] for r in records if r["category"]["type"] == type_}
        assert set(subtypes) == expected
    assert set(taxonomy.colours) == {r["color"].lower() for r in records}
    assert set(taxonomy.tags) == {t for r in records for t in r["tags"]}
    assert set(taxonomy.brands) == {r["brand"] for r in records}
    assert set(taxonomy.materials) == {r["material"] for r in records}
    assert set(taxonomy.sizes) == {s for r in records for s in r["sizes"]}
    assert list(taxonomy.sizes) == sorted(taxonomy.sizes, key=size_rank)


def test_sizes_come_in_their_natural_order():
    ordered = ["XS", "S", "M", "L", "XL", "XXL", "28", "30", "36", "46"]
    ordered += ["2Y", "4Y", "10Y", "14Y", "One size"]
    shuffled = ordered[::2] + ordered[1::2]
    assert sorted(shuffled, key=size_rank) == ordered


def test_size_ranges_sort_by_start_then_end():
    """QA: baby months came as 0-6M, 0-3M, 3-6M ... (ranges were ranked by their start only)."""
    ordered = ["S", "S/M", "M", "M-L", "L", "0-3M", "0-6M", "3M", "3-6M", "6-12M", "6-18M"]
    ordered += ["12-18M", "2Y", "2-3Y", "3Y", "7-8Y", "8Y", "One size"]
    for shuffled in (ordered[::-1], ordered[1::2] + ordered[::2]):
        assert sorted(shuffled, key=size_rank) == ordered


def test_the_version_changes_when_the_catalogue_does_and_the_taxonomy_follows(any_catalogue):
    before = catalogue_taxonomy()
    product = Product.objects.order_by("pk").first()
    product.type = "Capes"
    product.save()  # an admin edit

    after = catalogue_taxonomy()
    assert after.version != before.version
    assert "Capes" in after.types
    assert catalogue_taxonomy() is after  # cached while nothing changes


def test_a_snapshot_reads_the_version_once_and_the_next_one_sees_changes(
    any_catalogue, django_assert_num_queries
):
    """Issue 12 (profile): a turn asked for the version about nine times, two queries each."""
    catalogue_taxonomy()  # built for the current version
    with catalogue_snapshot():
        with django_assert_num_queries(2):
            first = catalogue_version()
            assert catalogue_version() == first
            assert catalogue_version(sizes=False) != first  # derived from the same reading
            catalogue_taxonomy()
        Product.objects.filter(pk=Product.objects.order_by("pk").first().pk).update(name="X")
        Product.objects.order_by("pk").first().save()  # bumps the counters
        assert catalogue_version() == first  # one catalogue for the whole turn

    with django_assert_num_queries(2):
        assert catalogue_version() != first  # outside: read every time
    with catalogue_snapshot():
        assert catalogue_version() != first


def test_the_page_offers_every_facet_value_with_its_count(client, any_catalogue):
    html = client.get("/").content.decode()

    for type_, count in count_by(any_catalogue.records, lambda r: r["category"]["type"]).items():
        assert f'<option value="{type_}">{type_} ({count})</option>' in html
    for colour, count in count_by(any_catalogue.records, lambda r: r["color"].lower()).items():
        assert f'<option value="{colour}">{colour.capitalize()} ({count})</option>' in html


def test_each_type_colour_and_tag_filters_the_page(client, any_catalogue):
    records = any_catalogue.records
    facets = [
        ("type", lambda r: [r["category"]["type"]]),
        ("colour", lambda r: [r["color"].lower()]),
        ("tag", lambda r: r["tags"]),
    ]
    for name, values_of in facets:
        expected = Counter(value for r in records for value in values_of(r))
        for value, count in expected.items():
            # Any letter case is accepted and cleaned to the catalogue's spelling.
            html = client.get("/", {name: value.upper()}).content.decode()
            assert "Some filters were not valid" not in html, (name, value)
            shown = f"of {count} product" if count > 24 else f"Showing 1–{count} of {count}"
            assert shown in html, (name, value)


def test_a_size_filter_keeps_products_with_that_size_in_stock(client, any_catalogue):
    records = any_catalogue.records
    for size in {s for r in records for s in r["sizes"]}:
        expected = {
            r["sku"]
            for r in records
            if (r["stock"] if isinstance(r["stock"], int) else r["stock"].get(size, 0)) > 0
            and size in r["sizes"]
        }
        result = product_search(size=size, limit=100)
        assert result.total == len(expected), size
        assert {item.sku for item in result.items} <= expected


def test_an_unknown_filter_value_gets_a_clear_message(client, any_catalogue):
    html = client.get("/", {"type": "Spacesuits", "colour": "ultraviolet"}).content.decode()

    assert "No product in this catalogue has the type “Spacesuits”" in html
    assert "No product in this catalogue has the colour “ultraviolet”" in html
    assert f"of {len(any_catalogue.records)} products" in html


def test_facet_counts_follow_the_other_filters(any_catalogue):
    records = any_catalogue.records
    type_ = records[0]["category"]["type"]
    facets = catalogue_facets({"type": type_})

    expected = count_by(
        [r for r in records if r["category"]["type"] == type_], lambda r: r["color"]
    )
    assert {f.value: f.count for f in facets.colour if f.count} == dict(expected)
    # The type facet itself ignores the chosen type: every type keeps its count.
    assert {f.value: f.count for f in facets.type} == dict(
        count_by(records, lambda r: r["category"]["type"])
    )


@pytest.mark.parametrize("mode", ["keyword", "semantic", "hybrid"])
def test_every_product_is_found_by_its_name_and_colour(any_catalogue, mode):
    for record in any_catalogue.records[::5]:
        result = product_search(query=f"{record['color']} {record['name']}", mode=mode, limit=10)
        assert record["sku"] in [item.sku for item in result.items], (mode, record["sku"])
        assert result.mode == mode


def test_a_description_finds_its_product_by_meaning(any_catalogue):
    for record in any_catalogue.records[::9]:
        # The description alone, without the name, colour or category.
        text = record["description"]
        result = product_search(query=text, mode="semantic", limit=6)
        assert record["name"] in [item.name for item in result.items], text


def test_a_narrow_filter_ranks_only_what_passes_it(any_catalogue):
    """Issue 10 item 3: filters come before ranking, so a narrow filter is never emptied by a
    ranking that kept its top hits elsewhere."""
    for record in any_catalogue.records[::7]:
        result = product_search(
            query="something nice to wear",
            department=record["category"]["department"],
            subtype=record["category"]["subtype"],
            colour=record["color"],
        )
        assert result.total >= 1, record["sku"]
        for item in result.items:
            assert item.subtype == record["category"]["subtype"]
            assert item.colour == record["color"].lower()


def test_gibberish_finds_nothing_in_any_mode(any_catalogue):
    for mode in ("keyword", "semantic", "hybrid"):
        assert product_search(query="qzxv wplk", mode=mode).total == 0


def test_every_colour_gets_a_swatch_and_artwork(any_catalogue):
    for colour in catalogue_taxonomy().colours:
        fill = colour_fill(colour)
        assert fill == COLOUR_HEX.get(colour, NEUTRAL_HEX)
        assert f'fill="{fill}"' in product_svg(name="x", type="Tops", subtype="x", colour=colour)


def test_the_search_info_says_what_ran(client, any_catalogue):
    type_ = any_catalogue.records[0]["category"]["type"]
    html = client.get("/", {"q": "something light for summer", "type": type_}).content.decode()

    info = html.split('id="search-info"', 1)[1].split("</details>", 1)[0]
    assert "“something light for summer”" in info
    assert f"Type: {type_}" in info
    assert 'data-mode="hybrid"' in info


def test_a_value_in_another_case_shows_as_selected(client, any_catalogue):
    type_ = any_catalogue.records[0]["category"]["type"]
    html = client.get("/", {"type": type_.lower()}).content.decode()

    assert re.search(rf'<option value="{re.escape(type_)}" selected>', html)


def test_the_header_links_the_catalogues_own_departments(client, any_catalogue):
    header = client.get("/products/none/").content.decode().split("</nav>", 1)[0]

    for department in {r["category"]["department"] for r in any_catalogue.records}:
        assert f'?department={department}">{department}</a>' in header
    if any_catalogue.name == "supplier":
        assert ">Women</a>" not in header


def test_describe_what_you_are_looking_for(client, any_catalogue):
    """Issue 10 item 4: a description works in the search box. Both catalogues sell linen
    summer clothes that mention weddings or garden celebrations in their own words."""
    html = client.get("/", {"q": "something light for a summer wedding"}).content.decode()

    found = cards(html)[:6]
    materials = {r["sku"]: r["material"].lower() for r in any_catalogue.records}
    assert len(found) == 6
    assert sum("linen" in materials[sku] for sku in found) >= 3, found


def test_cards_and_product_pages_show_the_colour_swatch(client, any_catalogue):
    record = any_catalogue.records[-1]
    fill = colour_fill(record["color"])

    page = client.get(f"/products/{record['sku']}/").content.decode()
    listing = client.get("/", {"colour": record["color"]}).content.decode()
    assert f'class="swatch" style="background-color: {fill}"' in page
    assert f'class="swatch" style="background-color: {fill}"' in listing
