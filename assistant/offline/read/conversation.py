"""Reading the messages: the shopper's message, the memory context, earlier turns and this
turn's tool rounds (issue 11 item 5).

The memory suffix of the system prompt has a documented shape (memory/rendering.py); it is read
the way it is written: facts oldest first (M7.2), earlier visits compressed (M7.3), the
conversation in progress last.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from assistant.page_context import page_sku
from memory.rendering import (
    CONVERSATION_HEADING,
    EARLIER_VISITS_HEADING,
    FACTS_HEADING,
    MEMORY_CONTEXT_HEADING,
)

LINK = re.compile(r"\[([^\]\n]{1,200})\]\(/products/([^/)\s]{1,64})/?\)")
_STAMP = re.compile(r"^\s*-\s*\[([^\]]*)\]\s*(.*)$")
_SPEAKER = re.compile(r"^\s*(shopper|assistant)\s*:\s?(.*)$", re.IGNORECASE)


def get(item: Any, key: str, default: Any = None) -> Any:
    """`item[key]` for dicts, `item.key` for openai objects."""
    if isinstance(item, dict):
        return item.get(key, default)
    return getattr(item, key, default)


def text_content(message: Any) -> str:
    """A message's text: its string content, or its text parts joined."""
    content = get(message, "content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return " ".join(
            str(get(part, "text", "")) for part in content if get(part, "type") == "text"
        )
    return ""


@dataclass
class Link:
    """A product named earlier: its link text, SKU and the line that named it."""

    name: str
    sku: str
    line: str


@dataclass
class ToolRound:
    """One tool call made since the shopper's message, with its parsed result (None: bad).

    `set_aside`: products the search returned that the model may not offer (another size
    system or age group once the size was dropped, assistant.offline.decide.fitting), so the answer
    can say what the search did find instead of claiming it found nothing. `ranked_only`:
    no product found names the free text's words, which only ranked them (the answer does not
    say they match "summer")."""

    name: str
    arguments: dict[str, Any]
    result: dict[str, Any] | None
    set_aside: list[dict[str, Any]] = field(default_factory=list)
    ranked_only: bool = False


@dataclass
class Visit:
    """One compressed exchange of an earlier visit: its day and its text (M7.3)."""

    day: str
    text: str


@dataclass
class Conversation:
    """Everything the policy reads from the messages.

    `turns_before[i]`: how many of `assistant_turns` came before `shopper_lines[i]` (what a
    follow-up in that line could refer to)."""

    message: str = ""
    facts: list[str] = field(default_factory=list)
    fact_days: list[str] = field(default_factory=list)  # beside facts: "2026-05-01", or ""
    visits: list[Visit] = field(default_factory=list)
    shopper_lines: list[str] = field(default_factory=list)
    assistant_turns: list[list[Link]] = field(default_factory=list)
    turns_before: list[int] = field(default_factory=list)
    assistant_texts: list[str] = field(default_factory=list)  # beside assistant_turns
    rounds: list[ToolRound] = field(default_factory=list)
    page: str | None = None  # the SKU of the product page the shopper is on (issue 19)

    def dropped(self, turn: int, words: str) -> bool:
        """Whether assistant turn `turn` (an index of `assistant_texts`) said it dropped the
        free-text `words` of the search it answered ("matching “buying”, so I dropped
        those words"): a later refinement does not search for them again."""
        answer = self.assistant_texts[turn] if 0 <= turn < len(self.assistant_texts) else ""
        return f"\u201c{words}\u201d" in answer and "dropped" in answer


def _links(text: str) -> list[Link]:
    return [
        Link(m.group(1), m.group(2), line)
        for line in text.splitlines()
        for m in LINK.finditer(line)
    ]


def _memory_sections(system: str, conversation: Conversation) -> None:
    start = system.find(MEMORY_CONTEXT_HEADING)
    if start < 0:
        return
    facts: list[tuple[int, str, str]] = []
    section = speaker = ""
    for number, line in enumerate(system[start:].splitlines()):
        if line.startswith("### "):
            section, speaker = line.strip(), ""
            continue
        stamp = _STAMP.match(line)
        if section == FACTS_HEADING and stamp:
            facts.append((number, stamp.group(1), stamp.group(2).strip()))
        elif section == EARLIER_VISITS_HEADING and stamp:
            conversation.visits.append(Visit(stamp.group(1), stamp.group(2).strip()))
        elif section == CONVERSATION_HEADING:
            if match := _SPEAKER.match(line):
                speaker, text = match.group(1).lower(), match.group(2)
                if speaker == "shopper":
                    conversation.shopper_lines.append(text)
                    conversation.turns_before.append(len(conversation.assistant_turns))
                else:
                    conversation.assistant_turns.append([])
                    conversation.assistant_texts.append("")
            else:
                text = line
                if speaker == "shopper" and conversation.shopper_lines:
                    conversation.shopper_lines[-1] += "\n" + text
            if speaker == "assistant" and conversation.assistant_turns:
                conversation.assistant_turns[-1].extend(_links(text))
                conversation.assistant_texts[-1] += "\n" + text
    # Oldest first (M7.2); a stable sort on the stamp copes with an unsorted list too.
    facts.sort(key=lambda item: (item[1] if item[1][:1].isdigit() else "", item[0]))
    conversation.facts = [sentence for _, _, sentence in facts]
    conversation.fact_days = [stamp[:10] if stamp[:1].isdigit() else "" for _, stamp, _ in facts]


def read_conversation(messages: list[Any]) -> Conversation:
    """Parse the system prompt's memory suffix, earlier turns and this turn's tool rounds."""
    conversation = Conversation()
    system = "\n".join(
        text_content(m) for m in messages if get(m, "role") in {"system", "developer"}
    )
    _memory_sections(system, conversation)
    conversation.page = page_sku(system)
    last_user = max((i for i, m in enumerate(messages) if get(m, "role") == "user"), default=-1)
    for message in messages[: max(last_user, 0)]:
        role = get(message, "role")
        if role == "user":
            conversation.shopper_lines.append(text_content(message))
            conversation.turns_before.append(len(conversation.assistant_turns))
        elif role == "assistant" and text_content(message):
            conversation.assistant_turns.append(_links(text_content(message)))
            conversation.assistant_texts.append(text_content(message))
    if last_user >= 0:
        conversation.message = text_content(messages[last_user])
    calls: dict[str, tuple[str, dict[str, Any]]] = {}
    for message in messages[last_user + 1 :]:
        role = get(message, "role")
        if role == "assistant":
            for call in get(message, "tool_calls") or ():
                function = get(call, "function")
                try:
                    arguments = json.loads(get(function, "arguments", "") or "{}")
                except ValueError:
                    arguments = {}
                calls[get(call, "id", "") or ""] = (
                    get(function, "name", "") or "",
                    arguments if isinstance(arguments, dict) else {},
                )
        elif role == "tool":
            name, arguments = calls.get(get(message, "tool_call_id", "") or "", ("", {}))
            try:
                result = json.loads(text_content(message))
            except ValueError:
                result = None
            conversation.rounds.append(
                ToolRound(name, arguments, result if isinstance(result, dict) else None)
            )
    return conversation
