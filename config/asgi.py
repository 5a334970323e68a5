"""ASGI entry point: HTTP through Django, websockets through Channels.

Websockets pass `SiteOriginValidator(websocket_stack(URLRouter(...)))`, as in the Channels
tutorial but with Django's CSRF rule for the Origin (scheme, host and port: the connection's own
origin or `CSRF_TRUSTED_ORIGINS`, issue 12 item 5), so a foreign Origin is refused before any
consumer runs; the auth stack is `config.websocket.websocket_stack`, which opens the socket
with an anonymous user while the database is away (issue 20 item 5).
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402

from assistant.routing import websocket_urlpatterns  # noqa: E402
from assistant.security import SiteOriginValidator  # noqa: E402 -- logs refusals
from config.websocket import websocket_stack  # noqa: E402

application = ProtocolTypeRouter(
    {
        "http": django_asgi_app,
        "websocket": SiteOriginValidator(websocket_stack(URLRouter(websocket_urlpatterns))),
    }
)
