"""Websocket routes (the `ws/` prefix, as in the Channels tutorial)."""

websocket_urlpatterns: list = []
