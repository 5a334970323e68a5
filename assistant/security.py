"""Origin checking for the websocket that logs what it refuses (issue 5 item 2, acceptance c)."""

from __future__ import annotations

import logging

from channels.security.websocket import OriginValidator
from django.conf import settings

logger = logging.getLogger(__name__)


class LoggingOriginValidator(OriginValidator):
    """Channels' OriginValidator, plus a warning naming the Origin of every refused socket."""

    def valid_origin(self, parsed_origin):
        valid = super().valid_origin(parsed_origin)
        if not valid:
            origin = parsed_origin.geturl() if parsed_origin is not None else "(none)"
            logger.warning("Websocket refused: Origin %s is not an allowed host", origin)
        return valid


def AllowedHostsOriginValidator(application):  # noqa: N802 -- same name as Channels' factory
    """Drop-in for `channels.security.websocket.AllowedHostsOriginValidator` that logs refusals.

    Allowed origins are `ALLOWED_HOSTS` (localhost variants when DEBUG and it is empty).
    """
    allowed_hosts = settings.ALLOWED_HOSTS
    if settings.DEBUG and not allowed_hosts:
        allowed_hosts = ["localhost", "127.0.0.1", "[::1]"]
    return LoggingOriginValidator(application, allowed_hosts)
