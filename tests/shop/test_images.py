"""Catalogue images from real feeds (issue 10 item 1): bare names and relative paths resolved
against CATALOGUE_IMAGE_BASE_URL, files copied by `import_catalog --images DIR`, and the SVG
artwork whenever a file is missing, never a broken image."""

from io import StringIO

import pytest
from django.core.management import call_command

from shop.images import image_problem, image_url
from shop.models import Product
from shop.selectors import product_get
from tests.conftest import CATALOGUES

pytestmark = pytest.mark.django_db


def test_a_supplier_feed_imports_completely_with_its_images(settings, tmp_path):
    settings.CATALOGUE_IMAGE_DIR = tmp_path / "media"
    path, images = CATALOGUES["supplier"]
    out, err = StringIO(), StringIO()

    call_command("import_catalog", str(path), "--images", str(images), stdout=out, stderr=err)

    assert "70 created, 0 updated, 0 unchanged, 0 rejected, 1 warning." in out.getvalue()
    # The one file missing from the feed's image folder is reported against its record.
    assert "(SKU '40081'): image file '40081.jpg' is not in" in err.getvalue()
    assert (tmp_path / "media" / "40011.jpg").is_file()
    assert (tmp_path / "media" / "kids" / "40021.jpg").is_file()


def test_image_urls_resolve_against_the_base_url_or_fall_back_to_artwork(supplier_catalogue):
    assert product_get(sku="40011").image_url == "/media/catalogue/40011.jpg"
    assert product_get(sku="40021").image_url == "/media/catalogue/kids/40021.jpg"
    assert product_get(sku="40051").image_url == "https://cdn.example.com/feeds/40051.jpg"
    assert product_get(sku="40081").image_url == "/products/40081/image.svg"  # file missing


def test_the_catalogue_page_never_shows_a_missing_image(client, supplier_catalogue):
    html = client.get("/", {"department": "Kids"}).content.decode()

    assert 'href="/products/40081/"' in html  # listed, with its artwork
    assert 'src="/products/40081/image.svg"' in html
    assert "/media/catalogue/40081.jpg" not in html
    assert 'src="/media/catalogue/40011.jpg"' in html


def test_a_remote_base_url_is_used_as_given(settings, supplier_catalogue):
    settings.CATALOGUE_IMAGE_BASE_URL = "https://img.example.net/shop"
    assert product_get(sku="40081").image_url == "https://img.example.net/shop/40081.jpg"


def test_a_file_deleted_after_import_shows_the_artwork(settings, supplier_catalogue):
    (settings.CATALOGUE_IMAGE_DIR / "40011.jpg").unlink()
    assert product_get(sku="40011").image_url == "/products/40011/image.svg"


@pytest.mark.parametrize(
    "image",
    ["javascript:alert(1)", "//evil.example/x.png", "../secret.jpg", "a\tb.jpg", "/x\\y.png"],
)
def test_unsafe_values_never_become_urls(image):
    assert image_problem(image)
    assert image_url(image) is None


def test_a_stored_unsafe_value_is_not_shown_either(supplier_catalogue):
    # An admin can type anything into the field; the page still draws the artwork.
    Product.objects.filter(sku="40011").update(image="javascript:alert(1)")
    assert product_get(sku="40011").image_url == "/products/40011/image.svg"
