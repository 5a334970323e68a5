"""Template context shared by every page."""


def shopper(request):
    """Expose the signed-in demo shopper (or None) to templates as `shopper`."""
    return {"shopper": None}
