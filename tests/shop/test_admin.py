"""Django admin for the catalogue: search, filters, stock inline (issue 2, deliverable 2)."""

import pytest
from django.contrib.auth import get_user_model

from shop.models import Product

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(client, settings):
    # Signed in by force_login, never by password: the default hasher's 0.4 s a user is the
    # test's slowest part (issue 21 item 6), and no test here checks a password.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    user = get_user_model().objects.create_superuser("admin", "admin@example.com", "pw-123456")
    client.force_login(user)
    return client


def test_changelist_searches_by_sku_name_and_brand(admin_client, small_catalogue):
    for term, expected in (("JK-NVY", "JK-NVY"), ("Oxford", "SH-WHT"), ("Fenwick", "TR-BGE")):
        html = admin_client.get("/admin/shop/product/", {"q": term}).content.decode()
        assert expected in html
        assert "1 result" in html


def test_changelist_filters_by_department_type_and_colour(admin_client, small_catalogue):
    html = admin_client.get(
        "/admin/shop/product/", {"department": "Men", "type": "Outerwear", "colour": "navy"}
    ).content.decode()

    assert "JK-NVY" in html and "JK-YEL" not in html


def test_stock_is_edited_inline(admin_client, small_catalogue):
    product = Product.objects.get(sku="BAG-BLK")
    size = product.sizes.get()
    page = admin_client.get(f"/admin/shop/product/{product.pk}/change/")
    assert page.status_code == 200 and 'name="sizes-0-stock"' in page.content.decode()

    form = {
        "sku": product.sku,
        "name": product.name,
        "description": product.description,
        "brand": product.brand,
        "department": product.department,
        "type": product.type,
        "subtype": product.subtype,
        "colour": product.colour,
        "material": product.material,
        "price": "400.00",
        "tags": "[]",
        "image": "",
        "sizes-TOTAL_FORMS": "1",
        "sizes-INITIAL_FORMS": "1",
        "sizes-MIN_NUM_FORMS": "0",
        "sizes-MAX_NUM_FORMS": "1000",
        "sizes-0-id": str(size.pk),
        "sizes-0-product": str(product.pk),
        "sizes-0-size": "One size",
        "sizes-0-position": "0",
        "sizes-0-stock": "9",
    }
    response = admin_client.post(f"/admin/shop/product/{product.pk}/change/", form)

    assert response.status_code == 302
    size.refresh_from_db()
    assert size.stock == 9
