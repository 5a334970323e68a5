"""Template context shared by every page."""

from shop.services import current_shopper


def shopper(request):
    """Expose the signed-in demo shopper (a `Shopper`, or None) to templates as `shopper`."""
    return {"shopper": current_shopper(request)}
