"""Settings: the project's wiring that every layer relies on (issue 2, acceptance 5d)."""

import pytest
from django.conf import settings
from django.core.management import call_command


def test_daphne_is_first_installed_app():
    assert settings.INSTALLED_APPS[0] == "daphne"


def test_asgi_application_is_set():
    assert settings.ASGI_APPLICATION == "config.asgi.application"


@pytest.mark.django_db
def test_manage_py_check_is_clean(capsys):
    call_command("check", fail_level="WARNING")
    assert "no issues" in capsys.readouterr().out
