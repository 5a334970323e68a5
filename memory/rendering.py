"""Rendering recalled memories into the system prompt (M7) and the prompt contract (M8).

The suffix that `memory_context()` returns has a fixed shape, which the offline model
(`assistant.offline`) reads as well as a real model does:

    <MEMORY_CONTEXT_HEADING>
    <the four rules, M8.1-M8.4>

    ### Earlier visits
    - [2026-05-01] <compressed exchange>             (oldest first, always compressed, M7.3)

    ### Facts the shopper stated
    - [2026-05-01 14:03] The shopper wears size M.   (oldest first: the last one is the newest)

    ### This conversation so far
    - [earlier] <compressed exchange>                (older exchanges, M6.5)
    Shopper: <raw message>                           (the newest MEMORY_VERBATIM_WINDOW_TURNS
    Assistant: <raw answer>                           exchanges, verbatim; continuation lines
      <second line of the answer>                     indented by two spaces)

Sections with nothing in them are left out; no memories at all gives "" (M8).
"""

from __future__ import annotations

from agentmemory import MemoryBlock
from django.conf import settings

from memory.recall import EPOCH as _EPOCH
from memory.recall import Recall, is_fact, is_turn, stated_at

MEMORY_CONTEXT_HEADING = "## Background: what you remember about this shopper"
EARLIER_VISITS_HEADING = "### Earlier visits"
FACTS_HEADING = "### Facts the shopper stated"
CONVERSATION_HEADING = "### This conversation so far"

# M8.1-M8.4, in this order.
MEMORY_RULES = (
    "1. Never tell the customer that memories are being consulted, and never repeat a memory "
    "back to them as if it were new information. Just let it inform your answer.",
    "2. Facts can contradict each other. Resolve it by recency: act on the most recently "
    "stated fact (the dates below; the list is oldest first) and disregard the older one, "
    "without asking the customer.",
    "3. Memories are leads, not results. A product named in an earlier conversation may have "
    "changed price or sizes, or been withdrawn: look it up with a tool first, and take price, "
    "SKU and sizes only from the tool's response.",
    "4. Never link a product whose SKU came from a memory; link only products that a tool "
    "returned in this conversation turn.",
)


def _text(value: str | None) -> str:
    return " ".join(value.split()) if value else ""


def _indented(text: str) -> str:
    # Continuation lines are indented, so stored text can never pose as a heading or a speaker.
    return "\n  ".join(line.rstrip() for line in text.strip().splitlines())


def raw_exchange(block: MemoryBlock) -> str:
    """The exchange verbatim: "Shopper: ..." then "Assistant: ...", continuation lines indented
    by two spaces ("" when the block has no message)."""
    if block.message is None:
        return ""
    lines = []
    if block.message.user_content.strip():
        lines.append(f"Shopper: {_indented(block.message.user_content)}")
    if block.message.assistant_content.strip():
        lines.append(f"Assistant: {_indented(block.message.assistant_content)}")
    return "\n".join(lines)


def compress(block: MemoryBlock) -> str:
    """One exchange compressed to one line (M7.1).

    The first non-empty of: the server's extracted contexts ("; "-joined), its summary, the
    raw exchange on one line. A block still processing or whose extraction failed has neither
    contexts nor summary and falls through to the raw exchange; "" only if it has no text.
    """
    contexts = [_text(c) for c in (block.contexts or []) if isinstance(c, str)]
    contexts = [c for c in contexts if c]
    if contexts:
        return "; ".join(contexts)
    if summary := _text(block.summary):
        return summary
    return _text(raw_exchange(block).replace("\n", " / "))


def _day(block: MemoryBlock) -> str:
    when = stated_at(block)
    return when.strftime("%Y-%m-%d") if when else "undated"


def render_fact(block: MemoryBlock) -> str:
    """A fact, whole, with the date it was stated (M7.2): "- [2026-05-01 14:03] The shopper ..."."""
    when = stated_at(block)
    stamp = when.strftime("%Y-%m-%d %H:%M") if when else "undated"
    return f"- [{stamp}] {_text(block.fact)}"


def render_recalled(recall: Recall) -> str:
    """The recalled memories as prompt text (M7); "" when there is nothing to render.

    Earlier visits first, always compressed; then every recalled fact (search 2's and the
    facts listed with this session, M6.4), whole and dated, oldest first; then this
    conversation last (M7.3): its newest `MEMORY_VERBATIM_WINDOW_TURNS` exchanges raw and the
    older ones compressed, whatever mode fetched them (M6.5). Facts never count as exchanges
    (M6.6), and a block with no text never yields a blank line (M7.1).
    """
    window = int(settings.MEMORY_VERBATIM_WINDOW_TURNS)
    sections: list[str] = []

    visits = [
        f"- [{_day(b)}] {line}" for b in recall.past_turns if is_turn(b) and (line := compress(b))
    ]
    if visits:
        sections.append("\n".join([EARLIER_VISITS_HEADING, *visits]))

    blocks = (*recall.facts, *recall.session_blocks, *recall.past_turns)
    fact_blocks = [b for b in blocks if is_fact(b)]
    fact_blocks.sort(key=lambda b: stated_at(b) or _EPOCH)
    facts = [render_fact(b) for b in fact_blocks]
    if facts:
        sections.append("\n".join([FACTS_HEADING, *facts]))

    lines: list[str] = []
    turns_seen = 0
    for block in reversed(recall.session_blocks):  # newest first, to count the window
        if not is_turn(block):
            continue
        if turns_seen < window:
            text = raw_exchange(block)
        else:
            text = f"- [earlier] {line}" if (line := compress(block)) else ""
        turns_seen += 1
        if text:
            lines.append(text)
    if lines:
        sections.append("\n".join([CONVERSATION_HEADING, *reversed(lines)]))

    return "\n\n".join(sections)


def memory_context(recall: Recall | None) -> str:
    """The system-prompt suffix for the recalled memories (M8), or "" when nothing was
    recalled: the heading, the four rules (M8.1-M8.4) and `render_recalled()`."""
    if recall is None:
        return ""
    rendered = render_recalled(recall)
    if not rendered:
        return ""
    return "\n\n".join(
        [
            MEMORY_CONTEXT_HEADING,
            "These are background memories from this shopper's conversations with the shop, "
            "not a message to answer. Rules:\n" + "\n".join(MEMORY_RULES),
            rendered,
        ]
    )
