"""The agent loop: streamed chat completions with tool calls (issue 5 item 3).

`run_agent()` talks to whatever `assistant.llm.chat_client()` returns (AsyncOpenAI or the
offline model: same interface, no branching). The system prompt is the shop's instructions
plus the `memory_context()` suffix (M8); the message list holds only the shopper's message,
because recalled memories are background, not turns to answer. Tool-call rounds are bounded by
`ASSISTANT_MAX_TOOL_ROUNDS`; the last round offers no tools so the model must answer.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import openai
from django.conf import settings

from assistant import llm
from assistant.page_context import page_line
from assistant.tools import ToolCallError, call_tool, live_tools

logger = logging.getLogger(__name__)

APOLOGY = "Sorry, I couldn't answer that just now. Please try again in a moment."

SYSTEM_PROMPT = """\
You are the shopping assistant of Memory Shop, an online clothing shop. Help the shopper find \
clothes, shoes and accessories from the catalogue.
- Use the search_products and get_product tools for anything about products; never invent \
products, prices, sizes or stock.
- Prices are in euros (EUR), for example "49.00 EUR".
- Link every product you mention as a Markdown link [Product name](/products/SKU/), using only \
SKUs returned by a tool in this conversation turn.
- Keep answers short and friendly: a sentence or two, then a short list of products.
- If the request is too vague to search, ask one clarifying question.
- When a "Page:" line names the product the shopper is looking at, "it", "this" and "this one" \
mean that product: look it up with get_product (its price, sizes and stock come only from the \
tool), and link it."""


class ModelError(Exception):
    """The model failed: timeout, HTTP error, a malformed stream or a bad tool call."""


@dataclass
class AgentResult:
    """What one turn of the agent loop produced.

    text: the completion shown to the shopper (Markdown); skus: SKUs returned by tools in
    this turn (the only ones that may be linked, M8.4); tool_calls: [{name, arguments, skus}]
    for the turn log; model_ms: time spent waiting on the model; error: "" or what failed.
    """

    text: str = ""
    skus: set[str] = field(default_factory=set)
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    model_ms: int = 0
    error: str = ""


def system_prompt(memory_context: str = "", page_sku: str = "") -> str:
    """The system prompt: the shop's instructions, the product page's line when the shopper
    is on one (`page_sku`, a SKU the caller checked exists; issue 19 item 4, M8.3), then the
    M8 memory suffix when there is one."""
    parts = [SYSTEM_PROMPT, page_line(page_sku) if page_sku else "", memory_context]
    return "\n\n".join(part for part in parts if part)


async def _stream_round(
    client: Any,
    *,
    model: str,
    messages: list[dict[str, Any]],
    offer_tools: bool,
    on_delta: Callable[[str], Awaitable[None]],
    result: AgentResult,
) -> tuple[str, list[dict[str, str]]]:
    """One streamed completion; returns (content, tool calls as {id, name, arguments})."""
    kwargs: dict[str, Any] = {"model": model, "messages": messages, "stream": True}
    if offer_tools:
        kwargs.update(tools=await live_tools(), tool_choice="auto")
    content: list[str] = []
    calls: dict[int, dict[str, str]] = {}
    started = time.monotonic()
    try:
        async with asyncio.timeout(settings.OPENAI_TIMEOUT_SECONDS):
            stream = await client.chat.completions.create(**kwargs)
            async for chunk in stream:
                if not chunk.choices:
                    continue
                delta = chunk.choices[0].delta
                if delta is None:
                    continue
                if delta.content:
                    content.append(delta.content)
                    result.text += delta.content
                    await on_delta(delta.content)
                for call in delta.tool_calls or ():
                    slot = calls.setdefault(call.index, {"id": "", "name": "", "arguments": ""})
                    if call.id:
                        slot["id"] = call.id
                    if call.function is not None:
                        slot["name"] += call.function.name or ""
                        slot["arguments"] += call.function.arguments or ""
    except TimeoutError as exc:
        raise ModelError("the model timed out") from exc
    except openai.APIError as exc:
        raise ModelError(f"{type(exc).__name__}: {exc}") from exc
    finally:
        result.model_ms += int((time.monotonic() - started) * 1000)
    return "".join(content), [calls[i] for i in sorted(calls)]


async def run_agent(
    *,
    message: str,
    memory_context: str = "",
    page_sku: str = "",
    on_delta: Callable[[str], Awaitable[None]],
    model: str | None = None,
    max_rounds: int | None = None,
    result: AgentResult | None = None,
) -> AgentResult:
    """Answer `message`, streaming text deltas to `on_delta` as they arrive.

    Never raises on a model failure: the result then carries `error` (logged here) and its
    `text` is the apology the panel shows. Cancellation (Stop, disconnect) propagates; a
    caller that passes its own `result` still holds what the turn had by then (the SKUs
    the tools returned, for the links of a stopped answer, M8.4).
    `page_sku`: the product page the shopper is on, already checked to exist ("" for none).
    """
    model = model or settings.ASSISTANT_MODEL
    rounds = settings.ASSISTANT_MAX_TOOL_ROUNDS if max_rounds is None else max_rounds
    client = llm.chat_client(model)
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": system_prompt(memory_context, page_sku)},
        {"role": "user", "content": message},
    ]
    result = result if result is not None else AgentResult()
    try:
        for round_number in range(rounds + 1):
            content, calls = await _stream_round(
                client,
                model=model,
                messages=messages,
                offer_tools=round_number < rounds,
                on_delta=on_delta,
                result=result,
            )
            if not calls:
                break
            messages.append(
                {
                    "role": "assistant",
                    "content": content or None,
                    "tool_calls": [
                        {
                            "id": call["id"],
                            "type": "function",
                            "function": {"name": call["name"], "arguments": call["arguments"]},
                        }
                        for call in calls
                    ],
                }
            )
            for call in calls:
                tool_result = await call_tool(call["name"], call["arguments"])
                result.skus |= tool_result.skus
                result.tool_calls.append(
                    {
                        "name": call["name"],
                        "arguments": call["arguments"],
                        "skus": sorted(tool_result.skus),
                    }
                )
                messages.append(
                    {"role": "tool", "tool_call_id": call["id"], "content": tool_result.content}
                )
        else:
            raise ModelError(f"still calling tools after {rounds} rounds")
        if not result.text.strip():
            raise ModelError("the model returned an empty answer")
    except (ModelError, ToolCallError) as exc:
        logger.error("Model failure (%s): %s", model, exc)
        result.error = str(exc) or type(exc).__name__
        result.text = APOLOGY
    except (json.JSONDecodeError, KeyError, TypeError, ValueError, AttributeError) as exc:
        logger.exception("Malformed model response (%s)", model)
        result.error = f"malformed model response: {exc}"
        result.text = APOLOGY
    return result
