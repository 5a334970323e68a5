"""Settings for the memory shop.

Every value comes from an environment variable with a safe development default, read once by
pydantic-settings (`Environment` below: each variable's name, type and default in one place);
each one is documented in `.env.example`. A value that does not parse (`DJANGO_DEBUG=maybe`,
`AGENT_MEMORY_MAX_RETRIES=two`, a negative count or duration, `AGENT_MEMORY_URL` without an
http(s) scheme, host or numeric port, an unknown `CATALOGUE_EMBEDDER` or `LOG_LEVEL`) stops the
start with pydantic's ValidationError naming the variable. Test settings override only what the tests need (tests/conftest.py).
"""

import warnings
from pathlib import Path
from typing import Annotated, Any, Literal
from urllib.parse import urlsplit

import dj_database_url
from pydantic import AfterValidator, BeforeValidator, Field
from pydantic_core import PydanticUseDefault
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

BASE_DIR = Path(__file__).resolve().parent.parent

DEVELOPMENT_SECRET_KEY = "django-insecure-development-key-do-not-use-in-production"  # noqa: S105


def _blank_is_default(value: Any) -> Any:
    """An empty variable (as in a copied .env.example) is as unset: the field's default."""
    if isinstance(value, str) and not value.strip():
        raise PydanticUseDefault
    return value


def _blank_is_off(value: Any) -> Any:
    """A flag's text, stripped; an empty flag is off (as `DJANGO_DEBUG=` always read)."""
    if isinstance(value, str):
        return value.strip() or "off"
    return value


def _http_url(value: str) -> str:
    """An http(s) URL with a host and, if given, a numeric port; kept as written."""
    parts = urlsplit(value.strip())
    try:
        parts.port  # noqa: B018 - raises ValueError on "host:notaport"
    except ValueError as error:
        raise ValueError(f"not a URL with a valid port: {error}") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError("must be an http:// or https:// URL with a host")
    return value.strip()


def _redis_url(value: str) -> str:
    """Empty (no Redis), or a redis://, rediss:// or unix:// URL."""
    if value.strip() and urlsplit(value.strip()).scheme not in ("redis", "rediss", "unix"):
        raise ValueError("must be a redis://, rediss:// or unix:// URL (or empty)")
    return value.strip()


def _level(value: Any) -> Any:
    """A logging level in any case ("debug"); empty is the default."""
    if isinstance(value, str):
        return _blank_is_default(value).strip().upper()
    return value


def _comma_separated(value: Any) -> Any:
    """ "a, b,,c" -> ["a", "b", "c"]; an empty variable is an empty list."""
    if isinstance(value, str):
        return [item.strip() for item in value.split(",") if item.strip()]
    return value


# The variables' shapes. Numbers, and texts marked `Default`, take their default when empty;
# flags read 1/0, true/false, yes/no, on/off (any case); lists are comma-separated.
Default = BeforeValidator(_blank_is_default)
Flag = Annotated[bool, BeforeValidator(_blank_is_off)]
Count = Annotated[int, Default, Field(ge=0)]
Seconds = Annotated[float, Default, Field(ge=0)]
HttpURL = Annotated[str, Default, AfterValidator(_http_url)]
Names = Annotated[list[str], NoDecode, BeforeValidator(_comma_separated)]


class Environment(BaseSettings):
    """The environment variables the shop reads, exactly as named, with their defaults."""

    model_config = SettingsConfigDict(
        title="the shop's environment", case_sensitive=True, extra="ignore"
    )

    DJANGO_SECRET_KEY: str = DEVELOPMENT_SECRET_KEY
    DJANGO_DEBUG: Flag = True
    DJANGO_ALLOWED_HOSTS: Names = ["127.0.0.1", "localhost", "testserver"]
    DJANGO_CSRF_TRUSTED_ORIGINS: Names = []
    DATABASE_URL: str = f"sqlite:///{BASE_DIR / 'db.sqlite3'}"
    DATABASE_CONN_MAX_AGE: Count = 0
    REDIS_URL: Annotated[str, AfterValidator(_redis_url)] = ""
    LOG_LEVEL: Annotated[
        Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"], BeforeValidator(_level)
    ] = "INFO"

    CATALOGUE_IMAGE_BASE_URL: Annotated[str, Default] = "/media/catalogue/"
    CATALOGUE_IMAGE_DIR: Annotated[Path, Default] = BASE_DIR / "media" / "catalogue"
    CATALOGUE_IMAGE_SERVE: Flag | None = None  # unset: as DJANGO_DEBUG
    CATALOGUE_EMBEDDER: Annotated[Literal["auto", "onnx", "hashing"], Default] = "auto"

    DJANGO_SECURE_COOKIES: Flag = True
    DJANGO_SECURE_SSL_REDIRECT: Flag = True
    DJANGO_SECURE_HSTS_SECONDS: Count = 3600
    DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS: Flag = True
    DJANGO_SECURE_HSTS_PRELOAD: Flag = True

    AGENT_MEMORY_URL: HttpURL = "http://127.0.0.1:8080"
    AGENT_MEMORY_TOKEN: str = ""
    AGENT_MEMORY_TIMEOUT_SECONDS: Seconds = 3.0
    AGENT_MEMORY_MAX_RETRIES: Count = 1
    MEMORY_MESSAGE_TTL_SECONDS: Count = 7_776_000
    MEMORY_FACT_TTL_SECONDS: Count = 0
    MEMORY_MAX_FACTS_PER_TURN: Count = 3
    MEMORY_MAX_SESSION_BLOCKS: Count = 200
    MEMORY_CROSS_SESSION_FACT_K: Count = 10
    MEMORY_CROSS_SESSION_TURN_K: Count = 10
    MEMORY_SEARCH_THRESHOLD_TURNS: Count = 10
    MEMORY_VERBATIM_WINDOW_TURNS: Count = 3
    MEMORY_OPS_LOG_ENABLED: Flag = True
    MEMORY_RECALL_BUDGET_SECONDS: Seconds = 1.5
    MEMORY_OUTBOX_MAX_PER_USER: Count = 50
    MEMORY_OUTBOX_MAX_AGE_SECONDS: Count = 3600
    MEMORY_OUTBOX_RETRY_SECONDS: Seconds = 5.0
    MEMORY_SERVER_DB: str = str(BASE_DIR / "var" / "agentmemory.sqlite3")

    OPENAI_API_KEY: str = ""
    OPENAI_BASE_URL: str = ""
    ASSISTANT_MODEL: str = ""  # empty: chosen below
    FACT_JUDGE_MODEL: str = ""  # empty: ASSISTANT_MODEL
    OPENAI_TIMEOUT_SECONDS: Seconds = 30.0
    ASSISTANT_MAX_TOOL_ROUNDS: Count = 4


env = Environment()

SECRET_KEY = env.DJANGO_SECRET_KEY
DEBUG = env.DJANGO_DEBUG
ALLOWED_HOSTS = env.DJANGO_ALLOWED_HOSTS
CSRF_TRUSTED_ORIGINS = env.DJANGO_CSRF_TRUSTED_ORIGINS

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django_htmx",
    "channels",
    "shop",
    "memory",
    "assistant",
]

MIDDLEWARE = [
    "config.middleware.HealthMiddleware",  # /healthz before host checks and redirects (issue 20)
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "config.middleware.ShopNotFoundMiddleware",  # the shop's 404 page under DEBUG too
    "config.middleware.DatabaseUnavailableMiddleware",  # 503 while the database is away
    "assistant.text.clean_text_middleware",  # lone surrogates out of every form (issue 12)
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "config.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "shop.context_processors.shopper",
            ],
        },
    },
]

ASGI_APPLICATION = "config.asgi.application"

DATABASES = {
    "default": dj_database_url.parse(env.DATABASE_URL, conn_max_age=env.DATABASE_CONN_MAX_AGE)
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # daphne runs database work on several threads at once (the turn, its background record,
    # the panel's views). SQLite's default deferred transactions fail at once with "database is
    # locked" when one that has read tries to write after another thread wrote; taking the
    # write lock at BEGIN makes them wait their turn instead (Django's SQLite notes), for up to
    # `timeout` seconds. WAL lets readers go on while one connection writes.
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        transaction_mode="IMMEDIATE", timeout=20, init_command="PRAGMA journal_mode=WAL;"
    )

REDIS_URL = env.REDIS_URL
if REDIS_URL:
    from config.channel_layer import redis_hosts

    # A read timeout past the layer's blocking pop, keepalive and reconnecting retries, for
    # any URL (issue 20 item 1; config/channel_layer.py says why).
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {"hosts": redis_hosts(REDIS_URL)},
        }
    }
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "var" / "staticfiles"
# In development WhiteNoise serves straight from the finders; STATIC_ROOT only exists after
# `collectstatic` (the Docker image), so its "No directory at" warning is noise here.
warnings.filterwarnings("ignore", message="No directory at: ", category=UserWarning)
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Catalogue images (issue 10; README "The catalogue") ---
# A catalogue's `image` given as a bare file name or relative path is served from
# CATALOGUE_IMAGE_BASE_URL + that path. With the default local URL the files live in
# CATALOGUE_IMAGE_DIR (`import_catalog PATH --images DIR` copies them there) and the shop
# serves them itself when CATALOGUE_IMAGE_SERVE is on (default: in development); a product
# whose file is missing there shows its SVG artwork. Point the URL at a CDN (https://...) to
# serve the files elsewhere; the shop then cannot check that they exist.
CATALOGUE_IMAGE_BASE_URL = env.CATALOGUE_IMAGE_BASE_URL
CATALOGUE_IMAGE_DIR = env.CATALOGUE_IMAGE_DIR.resolve()
CATALOGUE_IMAGE_SERVE = DEBUG if env.CATALOGUE_IMAGE_SERVE is None else env.CATALOGUE_IMAGE_SERVE
# Semantic product search embeds with the shared `embeddings` package: "auto" (the committed
# all-MiniLM-L6-v2 ONNX model, hashing if its files are missing), "onnx" or "hashing".
CATALOGUE_EMBEDDER = env.CATALOGUE_EMBEDDER

# Production mode (issue 7; README "Production checklist"): refuse a missing or development key,
# and serve over HTTPS only, behind a proxy that sets X-Forwarded-Proto (compose: Caddy).
# ALLOWED_HOSTS and CSRF_TRUSTED_ORIGINS come from the environment above, in every mode.
if not DEBUG:
    if SECRET_KEY in ("", DEVELOPMENT_SECRET_KEY):
        from django.core.exceptions import ImproperlyConfigured

        raise ImproperlyConfigured(
            "DJANGO_DEBUG is off but DJANGO_SECRET_KEY is empty or the development key: set a "
            "real secret (for example the output of `python -c 'import secrets; "
            "print(secrets.token_urlsafe(50))'`)."
        )
    SESSION_COOKIE_SECURE = env.DJANGO_SECURE_COOKIES
    CSRF_COOKIE_SECURE = env.DJANGO_SECURE_COOKIES
    SECURE_SSL_REDIRECT = env.DJANGO_SECURE_SSL_REDIRECT
    SECURE_HSTS_SECONDS = env.DJANGO_SECURE_HSTS_SECONDS
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env.DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS
    SECURE_HSTS_PRELOAD = env.DJANGO_SECURE_HSTS_PRELOAD
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

# --- Agent Memory (issue 4; docs/memory-spec.md, "Defaults") ---
AGENT_MEMORY_URL = env.AGENT_MEMORY_URL
AGENT_MEMORY_TOKEN = env.AGENT_MEMORY_TOKEN
# Interactive-grade client limits: a few seconds, not the SDK's 30 s with 3 retries (M10).
AGENT_MEMORY_TIMEOUT_SECONDS = env.AGENT_MEMORY_TIMEOUT_SECONDS
AGENT_MEMORY_MAX_RETRIES = env.AGENT_MEMORY_MAX_RETRIES
MEMORY_MESSAGE_TTL_SECONDS = env.MEMORY_MESSAGE_TTL_SECONDS
MEMORY_FACT_TTL_SECONDS = env.MEMORY_FACT_TTL_SECONDS
MEMORY_MAX_FACTS_PER_TURN = env.MEMORY_MAX_FACTS_PER_TURN
MEMORY_MAX_SESSION_BLOCKS = env.MEMORY_MAX_SESSION_BLOCKS
MEMORY_CROSS_SESSION_FACT_K = env.MEMORY_CROSS_SESSION_FACT_K
MEMORY_CROSS_SESSION_TURN_K = env.MEMORY_CROSS_SESSION_TURN_K
MEMORY_SEARCH_THRESHOLD_TURNS = env.MEMORY_SEARCH_THRESHOLD_TURNS
MEMORY_VERBATIM_WINDOW_TURNS = env.MEMORY_VERBATIM_WINDOW_TURNS
MEMORY_OPS_LOG_ENABLED = env.MEMORY_OPS_LOG_ENABLED
# One budget for a turn's whole read path (ensure user and session, recall); past it the turn
# goes on without memory (issue 12 item 6).
MEMORY_RECALL_BUDGET_SECONDS = env.MEMORY_RECALL_BUDGET_SECONDS
# The outbox (issue 20 item 6): turn and fact writes that failed while Agent Memory was away
# wait in the shop's database and are replayed when it answers again; at most this many per
# shopper, for at most this many seconds; retried at least every MEMORY_OUTBOX_RETRY_SECONDS.
MEMORY_OUTBOX_MAX_PER_USER = env.MEMORY_OUTBOX_MAX_PER_USER
MEMORY_OUTBOX_MAX_AGE_SECONDS = env.MEMORY_OUTBOX_MAX_AGE_SECONDS
MEMORY_OUTBOX_RETRY_SECONDS = env.MEMORY_OUTBOX_RETRY_SECONDS
# `manage.py demo` starts the local memory_server unless AGENT_MEMORY_URL points elsewhere.
MEMORY_SERVER_DB = env.MEMORY_SERVER_DB

# --- The model (issues 5 and 6) ---
OPENAI_API_KEY = env.OPENAI_API_KEY
OPENAI_BASE_URL = env.OPENAI_BASE_URL
# "offline" selects the built-in rule-based model; so does having neither key nor base URL.
# An empty variable (as in a copied .env.example) means "not set", like an absent one.
ASSISTANT_MODEL = env.ASSISTANT_MODEL or (
    "gpt-4o-mini" if (OPENAI_API_KEY or OPENAI_BASE_URL) else "offline"
)
FACT_JUDGE_MODEL = env.FACT_JUDGE_MODEL or ASSISTANT_MODEL
OPENAI_TIMEOUT_SECONDS = env.OPENAI_TIMEOUT_SECONDS
ASSISTANT_MAX_TOOL_ROUNDS = env.ASSISTANT_MAX_TOOL_ROUNDS

LOG_LEVEL = env.LOG_LEVEL.upper()
# httpx logs every HTTP request and the Agent Memory SDK every user lookup at INFO: about 580
# lines in a 17-minute demo (issue 13 item 8). They show with LOG_LEVEL=DEBUG only, next to the
# memory app's own per-call line ("memory <kind> ok in N ms", DEBUG). The memory app logs
# every failed call itself (WARNING, classified, M10), so the SDK's own warnings, which include
# the expected 404 before a new user or session is created, show only when debugging too.
PER_CALL_LOG_LEVEL = "DEBUG" if LOG_LEVEL == "DEBUG" else "WARNING"
SDK_LOG_LEVEL = "DEBUG" if LOG_LEVEL == "DEBUG" else "ERROR"
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": LOG_LEVEL},
    "loggers": {
        "django": {"level": "INFO", "propagate": True},
        "httpx": {"level": PER_CALL_LOG_LEVEL},
        "httpcore": {"level": PER_CALL_LOG_LEVEL},
        "agentmemory": {"level": SDK_LOG_LEVEL},
    },
}
