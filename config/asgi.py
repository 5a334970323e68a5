"""ASGI entry point: HTTP through Django, websockets through Channels.

Websockets pass `AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter(...)))`, as in the
Channels tutorial, so a foreign Origin is refused before any consumer runs.
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402

from assistant.routing import websocket_urlpatterns  # noqa: E402
from assistant.security import AllowedHostsOriginValidator  # noqa: E402 -- logs refusals

application = ProtocolTypeRouter(
    {
        "http": django_asgi_app,
        "websocket": AllowedHostsOriginValidator(
            AuthMiddlewareStack(URLRouter(websocket_urlpatterns))
        ),
    }
)
