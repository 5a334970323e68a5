"""The shop's environment reader (config.settings.Environment, pydantic-settings; issue 21
item 3): a value that does not parse stops the start with an error naming the variable, and
empty variables read as they always did."""

import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

from config.settings import Environment

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("DATABASE_CONN_MAX_AGE", "ten"),  # int
        ("MEMORY_MAX_FACTS_PER_TURN", "3.5"),  # int
        ("OPENAI_TIMEOUT_SECONDS", "slow"),  # float
        ("MEMORY_RECALL_BUDGET_SECONDS", "1,5"),  # float
        ("DJANGO_DEBUG", "maybe"),  # bool
        ("MEMORY_OPS_LOG_ENABLED", "enabled"),  # bool
        # a new user's try (2026-12-06): each passed `check`, then failed at first use
        ("AGENT_MEMORY_URL", "http://127.0.0.1:notaport"),  # the demo's traceback
        ("AGENT_MEMORY_URL", "not a url"),  # every turn's memory call failed
        ("CATALOGUE_EMBEDDER", "bert"),  # search answered 500
        ("LOG_LEVEL", "LOUD"),
        ("REDIS_URL", "http://localhost"),
        ("AGENT_MEMORY_MAX_RETRIES", "-3"),  # counts and durations are never negative
        ("MEMORY_RECALL_BUDGET_SECONDS", "-1"),
    ],
)
def test_a_malformed_value_is_refused_naming_the_variable(monkeypatch, name, value):
    monkeypatch.setenv(name, value)
    with pytest.raises(ValidationError) as refused:
        Environment()
    (error,) = refused.value.errors()
    assert (error["loc"], error["input"]) == ((name,), value)
    assert name in str(refused.value)
    assert isinstance(refused.value, ValueError)  # as int("ten") was before


def test_values_read_as_before(monkeypatch):
    for name, value in {
        "DJANGO_DEBUG": " Off ",
        "DJANGO_ALLOWED_HOSTS": "shop.example.com, .shop.example.org,",
        "DATABASE_CONN_MAX_AGE": " 60 ",
        "OPENAI_TIMEOUT_SECONDS": "2.5",
        "MEMORY_OPS_LOG_ENABLED": "yes",
        "CATALOGUE_IMAGE_SERVE": "1",
        "LOG_LEVEL": " debug ",
        "AGENT_MEMORY_URL": "https://memory.example.com:8443/",
        "REDIS_URL": "rediss://cache.example.com:6380/0",
    }.items():
        monkeypatch.setenv(name, value)
    env = Environment()
    assert env.DJANGO_DEBUG is False
    assert env.DJANGO_ALLOWED_HOSTS == ["shop.example.com", ".shop.example.org"]
    assert (env.DATABASE_CONN_MAX_AGE, env.OPENAI_TIMEOUT_SECONDS) == (60, 2.5)
    assert env.MEMORY_OPS_LOG_ENABLED is True
    assert env.CATALOGUE_IMAGE_SERVE is True
    assert (env.LOG_LEVEL, env.AGENT_MEMORY_URL) == ("DEBUG", "https://memory.example.com:8443/")
    assert env.REDIS_URL == "rediss://cache.example.com:6380/0"


def test_empty_variables_read_as_they_always_did(monkeypatch):
    """Numbers take their default, flags are off, lists are empty, texts stay empty except
    those with a default of their own (a copied .env.example leaves many empty)."""
    for name in (
        "DATABASE_CONN_MAX_AGE",
        "AGENT_MEMORY_TIMEOUT_SECONDS",
        "DJANGO_DEBUG",
        "CATALOGUE_IMAGE_SERVE",
        "DJANGO_ALLOWED_HOSTS",
        "REDIS_URL",
        "ASSISTANT_MODEL",
        "CATALOGUE_EMBEDDER",
        "CATALOGUE_IMAGE_BASE_URL",
        "LOG_LEVEL",
        "AGENT_MEMORY_URL",
    ):
        monkeypatch.setenv(name, "")
    env = Environment()
    assert (env.DATABASE_CONN_MAX_AGE, env.AGENT_MEMORY_TIMEOUT_SECONDS) == (0, 3.0)
    assert (env.DJANGO_DEBUG, env.CATALOGUE_IMAGE_SERVE) == (False, False)
    assert env.DJANGO_ALLOWED_HOSTS == []
    assert (env.REDIS_URL, env.ASSISTANT_MODEL) == ("", "")
    assert (env.CATALOGUE_EMBEDDER, env.CATALOGUE_IMAGE_BASE_URL) == ("auto", "/media/catalogue/")
    assert (env.LOG_LEVEL, env.AGENT_MEMORY_URL) == ("INFO", "http://127.0.0.1:8080")


def test_variable_names_are_case_sensitive(monkeypatch):
    monkeypatch.delenv("DJANGO_DEBUG", raising=False)
    monkeypatch.setenv("django_debug", "0")
    assert Environment().DJANGO_DEBUG is True


def test_the_shop_does_not_start_on_a_malformed_value():
    """The real start: settings are read once per process, so in a subprocess."""
    result = subprocess.run(  # noqa: S603 - fixed argv, our own interpreter
        [sys.executable, "manage.py", "check"],
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "AGENT_MEMORY_MAX_RETRIES": "two"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode != 0
    assert "AGENT_MEMORY_MAX_RETRIES" in result.stderr
    assert "input_value='two'" in result.stderr
