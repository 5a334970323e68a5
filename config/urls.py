"""URL configuration: the shop's pages, the assistant's HTTP endpoints, and Django admin."""

from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("assistant/", include("assistant.urls")),
    path("", include("shop.urls")),
]
