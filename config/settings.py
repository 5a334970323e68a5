"""Settings for the memory shop.

Every value comes from an environment variable with a safe development default; each one is
documented in `.env.example`. Test settings override only what the tests need (tests/conftest.py).
"""

import os
import warnings
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent

DEVELOPMENT_SECRET_KEY = "django-insecure-development-key-do-not-use-in-production"  # noqa: S105


def env_bool(name: str, default: bool) -> bool:
    """Read a boolean environment variable ("1", "true", "yes", "on" are true)."""
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_int(name: str, default: int) -> int:
    """Read an integer environment variable; a malformed value raises ValueError at start."""
    value = os.environ.get(name)
    return default if value in (None, "") else int(value)


def env_list(name: str, default: str) -> list[str]:
    """Read a comma-separated environment variable into a list of non-blank items."""
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", DEVELOPMENT_SECRET_KEY)
DEBUG = env_bool("DJANGO_DEBUG", True)
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost,testserver")
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", "")

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
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "config.middleware.ShopNotFoundMiddleware",  # the shop's 404 page under DEBUG too
    "config.middleware.clean_text_middleware",  # lone surrogates out of every form (issue 12)
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
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}"),
        conn_max_age=env_int("DATABASE_CONN_MAX_AGE", 0),
    )
}

REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {"hosts": [REDIS_URL]},
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
CATALOGUE_IMAGE_BASE_URL = os.environ.get("CATALOGUE_IMAGE_BASE_URL") or "/media/catalogue/"
CATALOGUE_IMAGE_DIR = Path(
    os.environ.get("CATALOGUE_IMAGE_DIR") or BASE_DIR / "media" / "catalogue"
).resolve()
CATALOGUE_IMAGE_SERVE = env_bool("CATALOGUE_IMAGE_SERVE", DEBUG)
# Semantic product search embeds with the shared `embeddings` package: "auto" (the committed
# all-MiniLM-L6-v2 ONNX model, hashing if its files are missing), "onnx" or "hashing".
CATALOGUE_EMBEDDER = os.environ.get("CATALOGUE_EMBEDDER") or "auto"

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
    SESSION_COOKIE_SECURE = env_bool("DJANGO_SECURE_COOKIES", True)
    CSRF_COOKIE_SECURE = env_bool("DJANGO_SECURE_COOKIES", True)
    SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", True)
    SECURE_HSTS_SECONDS = env_int("DJANGO_SECURE_HSTS_SECONDS", 3600)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
    SECURE_HSTS_PRELOAD = env_bool("DJANGO_SECURE_HSTS_PRELOAD", True)
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

# --- Agent Memory (issue 4; docs/memory-spec.md, "Defaults") ---
AGENT_MEMORY_URL = os.environ.get("AGENT_MEMORY_URL", "http://127.0.0.1:8080")
AGENT_MEMORY_TOKEN = os.environ.get("AGENT_MEMORY_TOKEN", "")
# Interactive-grade client limits: a few seconds, not the SDK's 30 s with 3 retries (M10).
AGENT_MEMORY_TIMEOUT_SECONDS = float(os.environ.get("AGENT_MEMORY_TIMEOUT_SECONDS", "3"))
AGENT_MEMORY_MAX_RETRIES = env_int("AGENT_MEMORY_MAX_RETRIES", 1)
MEMORY_MESSAGE_TTL_SECONDS = env_int("MEMORY_MESSAGE_TTL_SECONDS", 7_776_000)
MEMORY_FACT_TTL_SECONDS = env_int("MEMORY_FACT_TTL_SECONDS", 0)
MEMORY_MAX_FACTS_PER_TURN = env_int("MEMORY_MAX_FACTS_PER_TURN", 3)
MEMORY_MAX_SESSION_BLOCKS = env_int("MEMORY_MAX_SESSION_BLOCKS", 200)
MEMORY_CROSS_SESSION_FACT_K = env_int("MEMORY_CROSS_SESSION_FACT_K", 10)
MEMORY_CROSS_SESSION_TURN_K = env_int("MEMORY_CROSS_SESSION_TURN_K", 10)
MEMORY_SEARCH_THRESHOLD_TURNS = env_int("MEMORY_SEARCH_THRESHOLD_TURNS", 10)
MEMORY_VERBATIM_WINDOW_TURNS = env_int("MEMORY_VERBATIM_WINDOW_TURNS", 3)
MEMORY_OPS_LOG_ENABLED = env_bool("MEMORY_OPS_LOG_ENABLED", True)
# One budget for a turn's whole read path (ensure user and session, recall); past it the turn
# goes on without memory (issue 12 item 6).
MEMORY_RECALL_BUDGET_SECONDS = float(os.environ.get("MEMORY_RECALL_BUDGET_SECONDS", "1.5"))
# `manage.py demo` starts the local memory_server unless AGENT_MEMORY_URL points elsewhere.
MEMORY_SERVER_DB = os.environ.get("MEMORY_SERVER_DB", str(BASE_DIR / "var" / "agentmemory.sqlite3"))

# --- The model (issues 5 and 6) ---
OPENAI_API_KEY = os.environ.get("OPENAI_API_KEY", "")
OPENAI_BASE_URL = os.environ.get("OPENAI_BASE_URL", "")
# "offline" selects the built-in rule-based model; so does having neither key nor base URL.
# An empty variable (as in a copied .env.example) means "not set", like an absent one.
ASSISTANT_MODEL = os.environ.get("ASSISTANT_MODEL") or (
    "gpt-4o-mini" if (OPENAI_API_KEY or OPENAI_BASE_URL) else "offline"
)
FACT_JUDGE_MODEL = os.environ.get("FACT_JUDGE_MODEL") or ASSISTANT_MODEL
OPENAI_TIMEOUT_SECONDS = float(os.environ.get("OPENAI_TIMEOUT_SECONDS", "30"))
ASSISTANT_MAX_TOOL_ROUNDS = env_int("ASSISTANT_MAX_TOOL_ROUNDS", 4)

LOG_LEVEL = os.environ.get("LOG_LEVEL", "INFO").upper()
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
