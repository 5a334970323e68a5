"""Production mode and the environment switches of config/settings.py (issue 7, Deliver 3 and 4).

Each case runs Django in a subprocess, because settings are read once per process: that is how
the container starts too (environment in, settings out).
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from config.settings import DEVELOPMENT_SECRET_KEY

ROOT = Path(__file__).resolve().parents[2]

PRODUCTION_ENV = {
    "DJANGO_DEBUG": "0",
    # 60 characters with many distinct ones, as `check --deploy` (W009) wants.
    "DJANGO_SECRET_KEY": "t0pS3cret-" + "".join(chr(c) for c in range(ord("A"), ord("z")))[:50],
    "DJANGO_ALLOWED_HOSTS": "shop.example.com,.shop.example.org",
    "DJANGO_CSRF_TRUSTED_ORIGINS": "https://shop.example.com",
}

# Reads config/settings.py as Django does at start (the module, imported once from the
# environment) without django.setup(): loading the apps imports the assistant, the model
# client and the memory SDK (about 6 s on a loaded 2-core machine) and changes no setting
# dumped here (no AppConfig.ready touches settings).
DUMP_SETTINGS = """
import json
from django.conf import settings
layer = settings.CHANNEL_LAYERS["default"]
print(json.dumps({
    "DEBUG": settings.DEBUG,
    "ALLOWED_HOSTS": settings.ALLOWED_HOSTS,
    "CSRF_TRUSTED_ORIGINS": settings.CSRF_TRUSTED_ORIGINS,
    "SESSION_COOKIE_SECURE": settings.SESSION_COOKIE_SECURE,
    "CSRF_COOKIE_SECURE": settings.CSRF_COOKIE_SECURE,
    "SECURE_SSL_REDIRECT": settings.SECURE_SSL_REDIRECT,
    "SECURE_HSTS_SECONDS": settings.SECURE_HSTS_SECONDS,
    "SECURE_PROXY_SSL_HEADER": settings.SECURE_PROXY_SSL_HEADER,
    "DB_ENGINE": settings.DATABASES["default"]["ENGINE"],
    "DB_NAME": str(settings.DATABASES["default"]["NAME"]),
    "DB_HOST": settings.DATABASES["default"].get("HOST", ""),
    "LAYER_BACKEND": layer["BACKEND"],
    # The retry policy is an object: the rest of each host entry is plain data.
    "LAYER_HOSTS": [
        {k: v for k, v in host.items() if k != "retry"}
        for host in layer.get("CONFIG", {}).get("hosts", [])
    ],
}))
"""


def clean_env(**overrides: str) -> dict[str, str]:
    """The current environment without any of the shop's own settings, plus `overrides`."""
    prefixes = ("DJANGO_", "DATABASE_", "REDIS_")
    env = {k: v for k, v in os.environ.items() if not k.startswith(prefixes)}
    env["DJANGO_SETTINGS_MODULE"] = "config.settings"
    env.update(overrides)
    return env


def run_python(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    """Run the project's Python in the repository root with `env`; capture text output."""
    return subprocess.run(  # noqa: S603 - fixed argv, our own interpreter
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


def dump_settings(env: dict[str, str]) -> dict:
    result = run_python("-c", DUMP_SETTINGS, env=env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_check_deploy_is_clean_under_production_settings():
    result = run_python(
        "manage.py", "check", "--deploy", "--fail-level", "WARNING", env=clean_env(**PRODUCTION_ENV)
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout


def test_check_deploy_flags_a_production_setup_without_https():
    """The guard above is real: switching the hardening off makes the same check fail."""
    env = clean_env(**PRODUCTION_ENV, DJANGO_SECURE_SSL_REDIRECT="0", DJANGO_SECURE_COOKIES="0")
    result = run_python("manage.py", "check", "--deploy", "--fail-level", "WARNING", env=env)
    assert result.returncode != 0
    for check_id in ("security.W008", "security.W012", "security.W016"):
        assert check_id in result.stderr


@pytest.mark.parametrize("secret_key", [DEVELOPMENT_SECRET_KEY, ""], ids=["development", "empty"])
def test_production_refuses_the_development_or_an_empty_secret_key(secret_key):
    env = clean_env(**{**PRODUCTION_ENV, "DJANGO_SECRET_KEY": secret_key})
    result = run_python("manage.py", "check", env=env)
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert "DJANGO_SECRET_KEY is empty or the development key" in result.stderr


def test_debug_mode_still_accepts_the_development_key():
    result = run_python("manage.py", "check", env=clean_env(DJANGO_DEBUG="1"))
    assert result.returncode == 0, result.stderr


def test_production_mode_takes_hosts_origins_and_secure_cookies_from_the_environment():
    values = dump_settings(clean_env(**PRODUCTION_ENV))
    assert values["DEBUG"] is False
    assert values["ALLOWED_HOSTS"] == ["shop.example.com", ".shop.example.org"]
    assert values["CSRF_TRUSTED_ORIGINS"] == ["https://shop.example.com"]
    assert values["SESSION_COOKIE_SECURE"] is True
    assert values["CSRF_COOKIE_SECURE"] is True
    assert values["SECURE_SSL_REDIRECT"] is True
    assert values["SECURE_HSTS_SECONDS"] == 3600
    assert values["SECURE_PROXY_SSL_HEADER"] == ["HTTP_X_FORWARDED_PROTO", "https"]


def test_without_urls_the_defaults_are_sqlite_and_the_in_memory_layer():
    values = dump_settings(clean_env())
    assert values["DB_ENGINE"] == "django.db.backends.sqlite3"
    assert values["DB_NAME"].endswith("db.sqlite3")
    assert values["LAYER_BACKEND"] == "channels.layers.InMemoryChannelLayer"


def test_database_url_and_redis_url_switch_to_postgresql_and_channels_redis():
    values = dump_settings(
        clean_env(
            DATABASE_URL="postgres://shop:secret@postgres:5432/shop",
            REDIS_URL="redis://redis:6379/0",
        )
    )
    assert values["DB_ENGINE"] == "django.db.backends.postgresql"
    assert (values["DB_NAME"], values["DB_HOST"]) == ("shop", "postgres")
    assert values["LAYER_BACKEND"] == "channels_redis.core.RedisChannelLayer"
    # issue 20 item 1: the read timeout outlasts channels_redis's 5 s blocking pop.
    (host,) = values["LAYER_HOSTS"]
    assert host["address"] == "redis://redis:6379/0"
    assert host["socket_timeout"] > 5
