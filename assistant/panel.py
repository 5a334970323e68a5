"""Rendering the chat panel and its partials (issue 5 item 1).

One context builder serves the page (template tag), the HTTP views and the websocket frames,
so the panel looks the same whichever path rendered it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.template.loader import render_to_string
from django.utils.safestring import SafeString

from assistant import llm, state

TEMPLATE = "assistant/panel.html"
WS_URL = "/ws/assistant/"
MAX_MESSAGE_CHARS = 2000


def panel_context(
    session: Mapping[str, Any],
    shopper: Any,
    *,
    memory_available: bool | str | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """The panel's template context from a Django session (or a dict copy of one).

    `memory_available` is None when not checked or not yet known (the page says "checking";
    the socket checks on connect, M1.2), "slow" when memory answered too slowly for a turn's
    read budget, "partial" when some of its searches failed, else True / False (issue 19
    item 1: every turn sends the mode its recall found). `extra` overrides or adds variables (error, busy, oob...).
    """
    panel_state = state.panel_state(session)
    choices = list(state.RETENTION_LABELS.items())
    if panel_state["retention"] not in state.RETENTION_LABELS:
        # A session read back with a TTL no preset matches (M9.2): show it as it is.
        choices.append((panel_state["retention"], panel_state["retention"].capitalize()))
    context = {
        "panel": panel_state,
        "shopper": shopper,
        "memory_available": memory_available,
        "offline_model": llm.is_offline(),
        "retention_choices": choices,
        "ws_url": WS_URL,
        "max_message_chars": MAX_MESSAGE_CHARS,
        # The presenter's "What was recalled": never for a signed-out visitor (issue 13).
        "show_recall": shopper is not None and bool(session.get(state.SHOW_RECALL)),
    }
    context.update(extra)
    return context


def render_partial(name: str, context: Mapping[str, Any], request: Any = None) -> SafeString:
    """Render one partial of the panel template ("controls", "mode", ...)."""
    return render_to_string(f"{TEMPLATE}#{name}", dict(context), request=request)
