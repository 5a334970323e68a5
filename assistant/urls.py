"""HTTP endpoints of the assistant panel (demo controls, close)."""

from django.urls import path

from assistant import views

app_name = "assistant"
urlpatterns = [
    path("controls/", views.controls, name="controls"),
    path("close/", views.close, name="close"),
    path("unavailable/", views.unavailable, name="unavailable"),
]
