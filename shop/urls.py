"""Shop pages."""

app_name = "shop"
urlpatterns: list = []
