"""Origin checking for the assistant's websocket (issue 5 item 2, issue 12 item 5).

A websocket carries the shopper's session cookie whichever page opened it, so the Origin header
is what stops another site (or another port or scheme of this host) from talking to a
shopper's memory. The rule is Django's own CSRF rule for HTTP: the Origin must be the
request's own origin (scheme, host and port, the host in `ALLOWED_HOSTS`) or one of
`CSRF_TRUSTED_ORIGINS`. Every refusal is logged with the Origin it refused.
"""

from __future__ import annotations

import logging
from urllib.parse import ParseResult, urlparse

from channels.security.websocket import OriginValidator, WebsocketDenier
from django.conf import settings
from django.http.request import split_domain_port, validate_host

logger = logging.getLogger(__name__)


def _header(scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", []):
        if key == name:
            try:
                return value.decode("latin1")
            except UnicodeDecodeError:  # pragma: no cover - latin1 decodes any byte
                return None
    return None


def _allowed_hosts() -> list[str]:
    # As Django's HttpRequest.get_host(): localhost variants when DEBUG and nothing is set.
    hosts = list(settings.ALLOWED_HOSTS)
    if settings.DEBUG and not hosts:
        hosts = [".localhost", "127.0.0.1", "[::1]"]
    return hosts


def _scheme(scope) -> str:
    """http or https, as Django's `request.scheme` would say for this connection."""
    secure = scope.get("scheme") in ("wss", "https")
    proxy_header = getattr(settings, "SECURE_PROXY_SSL_HEADER", None)
    if proxy_header:
        # Django's META name (HTTP_X_FORWARDED_PROTO) back to the header (x-forwarded-proto).
        name, expected = proxy_header
        header = name.removeprefix("HTTP_").replace("_", "-").lower().encode("latin1")
        forwarded = _header(scope, header)
        if forwarded is not None:
            secure = forwarded.split(",", 1)[0].strip() == expected
    return "https" if secure else "http"


def site_origins(scope) -> list[str]:
    """The origins a socket of this connection may come from: its own (scheme://host[:port],
    when the Host header names an allowed host) plus `CSRF_TRUSTED_ORIGINS`, in Channels'
    pattern syntax (`https://*.example.com` becomes `https://.example.com`)."""
    origins = []
    host = _header(scope, b"host")
    if host:
        domain, _port = split_domain_port(host.lower())
        if domain and validate_host(domain, _allowed_hosts()):
            origins.append(f"{_scheme(scope)}://{host.lower()}")
    for trusted in settings.CSRF_TRUSTED_ORIGINS:
        origins.append(trusted.lower().replace("://*.", "://."))
    return origins


class SiteOriginValidator(OriginValidator):
    """Refuses a websocket whose Origin is not one of `site_origins(scope)`; logs each refusal.

    Scheme, host and port must all match (a bare host name in ALLOWED_HOSTS is not enough:
    `http://127.0.0.1:1` and `https://127.0.0.1` are other origins than `http://127.0.0.1:8000`).
    A missing or opaque (`null`) Origin is refused too.
    """

    def __init__(self, application):
        super().__init__(application, allowed_origins=[])

    async def __call__(self, scope, receive, send):
        if scope["type"] != "websocket":
            raise ValueError("SiteOriginValidator only guards websocket connections")
        raw = _header(scope, b"origin")
        parsed: ParseResult | None = urlparse(raw) if raw else None
        allowed = site_origins(scope)
        if parsed is not None and any(self.match_allowed_origin(parsed, p) for p in allowed):
            return await self.application(scope, receive, send)
        logger.warning(
            "Websocket refused: Origin %s is not one of the site's origins %s",
            raw or "(none)",
            ", ".join(allowed) or "(no allowed Host)",
        )
        return await WebsocketDenier()(scope, receive, send)
