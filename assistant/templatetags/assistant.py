"""The panel's template tags: `{% assistant_panel %}` (the chat panel, included on every page by
templates/base.html), `{% recall_view %}` (a recall summary in plain words) and the
`recalled_answer` filter (an earlier answer as the chat showed it, without its links)."""

from django import template
from django.template.loader import render_to_string

from assistant import panel
from assistant.rendering import render_answer
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


@register.filter
def recalled_answer(text):
    """`{{ exchange.assistant|recalled_answer }}`: an earlier answer's Markdown as sanitised
    HTML, the way the chat rendered it (assistant.rendering.render_answer), with no links: a
    SKU recalled from memory is never linked (M8.4), so no product of it is either."""
    return render_answer(str(text or ""), allowed_skus=())
