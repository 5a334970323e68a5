"""The shop's 404 page in the demo, which runs with DEBUG on (issue 13 item 10)."""

from __future__ import annotations

import pytest
from django.http import Http404
from django.urls import path

from config.urls import urlpatterns as shop_urlpatterns

pytestmark = pytest.mark.django_db


def raises_404(request):
    raise Http404("nothing here")


urlpatterns = [path("raises/", raises_404), *shop_urlpatterns]


@pytest.fixture
def debug(settings):
    settings.DEBUG = True
    return settings


def test_an_unknown_url_shows_the_shops_404_page(client, debug):
    response = client.get("/no-such-page/")
    assert response.status_code == 404
    html = response.content.decode()
    assert "We could not find that page." in html and 'id="assistant-panel"' in html
    assert "Using the URLconf" not in html and "technical_404" not in html


def test_a_view_raising_http404_shows_the_shops_404_page(client, debug):
    debug.ROOT_URLCONF = __name__
    response = client.get("/raises/")
    assert response.status_code == 404
    html = response.content.decode()
    assert "We could not find that page." in html
    assert "nothing here" not in html


def test_the_product_page_keeps_its_own_404(client, debug):
    response = client.get("/products/NO-SUCH-SKU/")
    assert response.status_code == 404
    assert "NO-SUCH-SKU" in response.content.decode()


def test_a_missing_slash_still_redirects(client, debug):
    response = client.get("/login")
    assert response.status_code == 301
    assert response["Location"] == "/login/"
