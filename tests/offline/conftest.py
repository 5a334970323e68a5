"""Fixtures for the offline model's tests: the shipped catalogue, and the assistant's fixtures
(the real ASGI app with a session cookie, memory_server) reused for the multi-visit scenario."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.offline.words.catalogue import SHIPPED_CATALOGUE
from tests.assistant.conftest import am, browser, drain_background  # noqa: F401  (reused)


@pytest.fixture
def catalogue(db):
    """The shipped catalogue in the test database, through the shop's own import."""
    from shop.importer import catalogue_import

    report = catalogue_import(records=json.loads(SHIPPED_CATALOGUE.read_text(encoding="utf-8")))
    assert not report.rejected
    return report


@pytest.fixture
def offline_model(settings):
    """The offline model serves both the assistant and the fact judge (no key, no URL)."""
    settings.OPENAI_API_KEY = ""
    settings.OPENAI_BASE_URL = ""
    settings.ASSISTANT_MODEL = "offline"
    settings.FACT_JUDGE_MODEL = "offline"
    return settings


OUTDOOR_CATALOGUE = Path(__file__).resolve().parents[1] / "catalogues" / "outdoor.json"


@pytest.fixture
def outdoor_catalogue(db, settings, tmp_path):
    """The third test catalogue (outdoor and kids' wear: departments Adults/Baby/Gear/Kids,
    month-range and One sizes, tags such as camping and hiking), through the shop's import."""
    from types import SimpleNamespace

    from shop.importer import catalogue_import

    settings.CATALOGUE_IMAGE_DIR = tmp_path / "catalogue-images"
    records = json.loads(OUTDOOR_CATALOGUE.read_text(encoding="utf-8"))
    report = catalogue_import(records=records)
    assert not report.rejected, report.rejected
    return SimpleNamespace(name="outdoor", path=OUTDOOR_CATALOGUE, records=records, report=report)
