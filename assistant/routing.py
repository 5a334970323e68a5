"""Websocket routes (the `ws/` prefix, as in the Channels tutorial)."""

from django.urls import path

from assistant.consumers import AssistantConsumer

websocket_urlpatterns = [
    path("ws/assistant/", AssistantConsumer.as_asgi()),
]
