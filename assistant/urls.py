"""HTTP endpoints of the assistant panel (demo controls, close)."""

app_name = "assistant"
urlpatterns: list = []
