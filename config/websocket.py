"""The websocket side of the ASGI stack: Channels' AuthMiddlewareStack, minus one failure.

Channels' AuthMiddleware loads the user from the session before any consumer runs; with the
database away that raised, and daphne refused the handshake with a 500 (issue 20 item 5).
Here the user is then anonymous (logged), the socket opens, and the consumer, which reads
the shopper from the session itself (`assistant.state.read_session`), says that the
database is unavailable.
"""

from __future__ import annotations

import logging

from channels.auth import AuthMiddleware
from channels.sessions import CookieMiddleware, SessionMiddleware
from django.contrib.auth.models import AnonymousUser
from django.db import DatabaseError

logger = logging.getLogger(__name__)


class DatabaseTolerantAuthMiddleware(AuthMiddleware):
    """AuthMiddleware whose user is anonymous while the database cannot be read."""

    async def resolve_scope(self, scope) -> None:
        try:
            await super().resolve_scope(scope)
        except DatabaseError as exc:
            logger.warning("Websocket user not loaded, the database is unavailable: %s", exc)
            scope["user"]._wrapped = AnonymousUser()


def websocket_stack(inner):
    """Cookies, the Django session and the user, as AuthMiddlewareStack(inner)."""
    return CookieMiddleware(SessionMiddleware(DatabaseTolerantAuthMiddleware(inner)))
