"""/favicon.ico (issue 19 item 6): a redirect to the shipped icon, not a logged 404."""

import logging
from pathlib import Path

import pytest
from django.contrib.staticfiles import finders

pytestmark = pytest.mark.django_db


def test_favicon_ico_redirects_to_the_shipped_svg_without_a_not_found_line(client, caplog):
    caplog.set_level(logging.INFO)

    response = client.get("/favicon.ico")

    assert response.status_code == 301
    assert response["Location"] == "/static/favicon.svg"
    # The icon the pages link to, and a file the static finders (and collectstatic) ship.
    assert 'href="/static/favicon.svg"' in client.get("/").content.decode()
    assert "<svg" in Path(finders.find("favicon.svg")).read_text(encoding="utf-8")
    assert not [r for r in caplog.records if "Not Found" in r.getMessage()]
