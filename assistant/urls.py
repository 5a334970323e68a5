"""HTTP endpoints of the assistant panel (demo controls, close)."""

from django.urls import path

from assistant import views

app_name = "assistant"
urlpatterns = [
    path("controls/", views.controls, name="controls"),
    path("close/", views.close, name="close"),
    path("recall-view/", views.recall_view, name="recall_view"),
    path("unavailable/", views.unavailable, name="unavailable"),
]
