"""Shop pages."""

from django.urls import path

from shop import views

app_name = "shop"
urlpatterns = [
    path("", views.catalogue, name="catalogue"),
    path("products/<str:sku>/", views.product_detail, name="product_detail"),
    path("products/<str:sku>/image.svg", views.product_image, name="product_image"),
    path("login/", views.login, name="login"),
    path("logout/", views.logout, name="logout"),
]
