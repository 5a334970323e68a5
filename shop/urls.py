"""Shop pages."""

import re

from django.conf import settings
from django.urls import path, re_path
from django.views.static import serve

from shop import views

app_name = "shop"
urlpatterns = [
    path("", views.catalogue, name="catalogue"),
    path("products/<str:sku>/", views.product_detail, name="product_detail"),
    path("products/<str:sku>/image.svg", views.product_image, name="product_image"),
    path("login/", views.login, name="login"),
    path("logout/", views.logout, name="logout"),
    path("favicon.ico", views.favicon, name="favicon"),
]

# Catalogue images (README "The catalogue"): served by the shop itself in development; in
# production let the proxy or a CDN serve CATALOGUE_IMAGE_DIR (CATALOGUE_IMAGE_SERVE=0).
_base = settings.CATALOGUE_IMAGE_BASE_URL
if settings.CATALOGUE_IMAGE_SERVE and _base.startswith("/") and not _base.startswith("//"):
    urlpatterns.append(
        re_path(
            rf"^{re.escape(_base.strip('/'))}/(?P<path>.+)$",
            serve,
            {"document_root": settings.CATALOGUE_IMAGE_DIR},
            name="catalogue_image",
        )
    )
