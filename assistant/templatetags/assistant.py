"""The panel's template tags: `{% assistant_panel %}` (the chat panel, included on every page by
templates/base.html) and `{% recall_view %}` (a recall summary in plain words)."""

from django import template
from django.template.loader import render_to_string

from assistant import panel
from memory.summary import plain_view
from shop.services import current_shopper

register = template.Library()


@register.simple_tag(takes_context=True)
def assistant_panel(context):
    """Render the panel from the request's Django session.

    A websocket cannot set cookies, so the page makes sure a session exists for the panel's
    state to live in (docs/conventions.md, "Sessions in consumers").
    """
    request = context.get("request")
    if request is None:
        return ""
    session = request.session
    if session.session_key is None:
        # Marks the session modified, so SessionMiddleware stores it and sets the cookie.
        session["assistant_visitor"] = True
    shopper = context.get("shopper", None)
    if shopper is None:
        shopper = current_shopper(request)
    # A product page names its product (shop.views.product_detail), for "it" and "this".
    page_sku = context.get("assistant_page_sku", "")
    return render_to_string(
        panel.TEMPLATE, panel.panel_context(session, shopper, page_sku=page_sku), request=request
    )


@register.simple_tag
def recall_view(recalled, session_date=None, timings=None):
    """`{% recall_view recalled session_date timings as view %}`: a stored recall summary as
    the audience reads it (memory.summary.plain_view, issue 19 item 3)."""
    return plain_view(recalled, session_date=session_date, timings=timings)
