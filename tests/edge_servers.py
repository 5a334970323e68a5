"""Test-only HTTP servers at the outer edge, shared by every test package: the scripted
OpenAI-compatible model and a fault-injecting proxy in front of memory_server. Both are real
HTTP (FastAPI on uvicorn in a background thread); nothing in the code under test is faked.

`ScriptedModel` speaks `/v1/chat/completions` as AsyncOpenAI expects it, streamed (SSE
`chat.completion.chunk`s, tool-call deltas) or not:

- Fact-judge requests (system message starting with memory.judge's JUDGE_MARKER) take the next
  of `judge_replies` when there is one (the raw answer text, or an HTTP status to fail with),
  else are answered by `judge(message) -> list[str]` (default: a few rules for sizes and
  colours).
- Assistant requests take the next step from `script` when there is one, else `responder`:
  the default responder behaves like a sensible model: round one calls search_products with
  the shopper's message, round two lists what the tool returned with product links.
- `fail_status` makes every assistant request fail with that HTTP status; `delay_seconds`
  holds every assistant request that long before answering (timeouts).
- `requests` keeps every request body, for assertions on the prompt.

The `scripted_server` and `model` fixtures (tests/conftest.py) serve one for the whole session;
`model_settings(url)` names the settings that point the shop at it.
"""

from __future__ import annotations

import asyncio
import json
import re
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response, StreamingResponse

from memory.judge import JUDGE_MARKER


@dataclass
class Text:
    """Stream `text` as content deltas of `chunk` characters, `pause` seconds apart. With
    `hold`, the answer stops after its first delta (with `hold_after`, the first delta is
    the text's first `hold_after` characters: a link, a word; the panel shows a first delta
    at once, a throttled later one only with the delta after it) until the test sets the
    event (at most `HOLD_SECONDS`), so a test can act while an answer is surely in flight.
    The `model` fixture sets every hold it served when the test ends."""

    text: str
    chunk: int = 4
    pause: float = 0.0
    hold: threading.Event | None = None
    hold_after: int = 0


@dataclass
class ToolCalls:
    """Stream tool calls: [(name, arguments dict or raw JSON string)], after optional text."""

    calls: list[tuple[str, Any]]
    text: str = ""


@dataclass
class Fail:
    """Answer this one request with an HTTP error."""

    status: int = 500


Step = Text | ToolCalls | Fail
HOLD_SECONDS = 30.0  # a held answer goes on by itself after this, so a failed test cannot hang


def default_judge(message: str) -> list[str]:
    """A few fact rules: "size M" and "can't stand / don't like / no <colour>"."""
    facts = []
    text = message.lower()
    if "?" in text:
        return facts
    if size := re.search(r"\bsize (xs|s|m|l|xl|xxl|\d{2})\b", text):
        facts.append(f"The shopper wears size {size[1].upper()}.")
    for colour in re.findall(r"(?:can't stand|cannot stand|hate|don't like|no) (\w+)", text):
        facts.append(f"The shopper dislikes {colour}.")
    if like := re.search(r"\bi (?:like|love) (\w+) now\b", text):
        facts.append(f"The shopper likes {like[1]}.")
    return facts


def _last_user(messages: list[dict[str, Any]]) -> str:
    for message in reversed(messages):
        if message.get("role") == "user":
            return str(message.get("content") or "")
    return ""


def default_responder(body: dict[str, Any]) -> Step:
    """Search with the shopper's words, then list the results as Markdown links."""
    messages = body["messages"]
    tool_results = [m for m in messages if m.get("role") == "tool"]
    if not tool_results:
        if not body.get("tools"):
            return Text("I can only help with the shop's products.")
        return ToolCalls([("search_products", {"query": _last_user(messages), "limit": 3})])
    data = json.loads(tool_results[-1]["content"])
    products = data.get("products", [])
    if not products:
        return Text("Nothing in the shop matches that, sorry.")
    lines = [f"Here is what I found ({data['total']} in total):", ""]
    lines += [f"- [{p['name']}]({p['url']}) - {p['price_eur']} EUR" for p in products]
    return Text("\n".join(lines), chunk=12)


@dataclass
class ScriptedModel:
    """The endpoint's behaviour; mutate it in a test (the `model` fixture resets it)."""

    script: list[Step] = field(default_factory=list)
    responder: Callable[[dict[str, Any]], Step] = default_responder
    judge: Callable[[str], list[str]] = default_judge
    judge_replies: list[str | int] = field(default_factory=list)
    fail_status: int | None = None
    delay_seconds: float = 0.0
    requests: list[dict[str, Any]] = field(default_factory=list)
    holds: list[threading.Event] = field(default_factory=list)  # every hold served

    def reset(self) -> None:
        for hold in self.holds:  # a test that failed before releasing its answer
            hold.set()
        self.holds.clear()
        self.script.clear()
        self.judge_replies.clear()
        self.responder = default_responder
        self.judge = default_judge
        self.fail_status = None
        self.delay_seconds = 0.0
        self.requests.clear()

    @property
    def chat_requests(self) -> list[dict[str, Any]]:
        """The assistant's requests (not the fact judge's), oldest first."""
        return [r for r in self.requests if not _is_judge(r)]

    def app(self) -> FastAPI:
        app = FastAPI()

        @app.post("/v1/chat/completions")
        async def completions(request: Request):
            body = await request.json()
            self.requests.append(body)
            if _is_judge(body):
                if self.judge_replies:
                    reply = self.judge_replies.pop(0)
                    if isinstance(reply, int):
                        return _error(reply)
                    return JSONResponse(completion(body, reply))
                facts = self.judge(_last_user(body["messages"]))
                return JSONResponse(completion(body, json.dumps({"facts": facts})))
            if self.delay_seconds:
                await asyncio.sleep(self.delay_seconds)
            if self.fail_status is not None:
                return _error(self.fail_status)
            step = self.script.pop(0) if self.script else self.responder(body)
            if isinstance(step, Fail):
                return _error(step.status)
            if isinstance(step, Text) and step.hold is not None:
                self.holds.append(step.hold)
            if not body.get("stream"):
                text = step.text if isinstance(step, Text) else ""
                return JSONResponse(completion(body, text))
            return StreamingResponse(_stream(body, step), media_type="text/event-stream")

        return app


def model_settings(url: str) -> dict[str, str]:
    """The settings (environment variables and Django settings share the names) that point the
    assistant and the fact judge at the OpenAI-compatible server at `url` (http://host:port)."""
    return {
        "OPENAI_BASE_URL": f"{url}/v1",
        "OPENAI_API_KEY": "test-key",
        "ASSISTANT_MODEL": "scripted",
        "FACT_JUDGE_MODEL": "scripted-judge",
    }


def _is_judge(body: dict[str, Any]) -> bool:
    messages = body.get("messages") or []
    return bool(messages) and str(messages[0].get("content") or "").startswith(JUDGE_MARKER)


def _error(status: int) -> JSONResponse:
    return JSONResponse(
        {"error": {"message": f"scripted failure {status}", "type": "scripted", "code": None}},
        status_code=status,
        headers={"retry-after-ms": "5"},
    )


def completion(body: dict[str, Any], content: str) -> dict[str, Any]:
    """A non-streamed `chat.completion` body answering `content` to the request `body`."""
    return {
        "id": "chatcmpl-scripted",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body.get("model", "scripted"),
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }


def _chunk(body: dict[str, Any], delta: dict[str, Any], finish: str | None = None) -> str:
    data = {
        "id": "chatcmpl-scripted",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": body.get("model", "scripted"),
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return f"data: {json.dumps(data)}\n\n"


async def _stream(body: dict[str, Any], step: Step):
    yield _chunk(body, {"role": "assistant", "content": ""})
    text = step.text
    chunk = step.chunk if isinstance(step, Text) else 8
    pieces = [text[start : start + chunk] for start in range(0, len(text), chunk)]
    hold = step.hold if isinstance(step, Text) else None
    if hold is not None and step.hold_after > chunk:  # the first delta holds what must show
        rest = text[step.hold_after :]
        pieces = [text[: step.hold_after]]
        pieces += [rest[start : start + chunk] for start in range(0, len(rest), chunk)]
    for n, piece in enumerate(pieces):
        yield _chunk(body, {"content": piece})
        if hold is not None and n == 0:
            await asyncio.to_thread(hold.wait, HOLD_SECONDS)
        if isinstance(step, Text) and step.pause:
            await asyncio.sleep(step.pause)
    if isinstance(step, ToolCalls):
        for index, (name, arguments) in enumerate(step.calls):
            raw = arguments if isinstance(arguments, str) else json.dumps(arguments)
            yield _chunk(
                body,
                {
                    "tool_calls": [
                        {
                            "index": index,
                            "id": f"call_{index}",
                            "type": "function",
                            "function": {"name": name, "arguments": ""},
                        }
                    ]
                },
            )
            for start in range(0, len(raw), 10):
                yield _chunk(
                    body,
                    {
                        "tool_calls": [
                            {"index": index, "function": {"arguments": raw[start : start + 10]}}
                        ]
                    },
                )
        yield _chunk(body, {}, "tool_calls")
    else:
        yield _chunk(body, {}, "stop")
    yield "data: [DONE]\n\n"


# --- memory_server's edge ------------------------------------------------------------------
Rule = Callable[[str, str, dict[str, Any]], int | None]


@dataclass
class FaultProxy:
    """A reverse proxy to memory_server that answers chosen requests with an error instead.

    Each rule gets (method, path, JSON body or {}) and returns an HTTP status to fail with, or
    None to forward. Each delay gets the same and returns seconds to wait before forwarding
    (or None). Each rewrite reshapes a forwarded JSON answer. `seen` records (method, path,
    status) for every request.
    """

    upstream: str
    rules: list[Rule] = field(default_factory=list)
    delays: list[Callable[[str, str, dict], float | None]] = field(default_factory=list)
    seen: list[tuple[str, str, int]] = field(default_factory=list)
    # Each rewrite gets (method, path, upstream JSON body) and returns the body to answer.
    rewrites: list[Callable[[str, str, Any], Any]] = field(default_factory=list)

    def app(self) -> FastAPI:
        app = FastAPI()
        client = httpx.AsyncClient(base_url=self.upstream, timeout=30)

        @app.api_route("/{path:path}", methods=["GET", "POST", "PUT", "DELETE"])
        async def forward(path: str, request: Request):
            raw = await request.body()
            try:
                body = json.loads(raw) if raw else {}
            except ValueError:
                body = {}
            for rule in self.rules:
                status = rule(request.method, "/" + path, body)
                if status:
                    self.seen.append((request.method, "/" + path, status))
                    return JSONResponse(
                        {
                            "error": "INJECTED_FAULT",
                            "message": "fault injected by the test proxy",
                            "details": {},
                            "request_id": "test",
                        },
                        status_code=status,
                    )
            for delay in self.delays:
                if seconds := delay(request.method, "/" + path, body):
                    await asyncio.sleep(seconds)
            upstream = await client.request(
                request.method,
                "/" + path,
                params=request.query_params,
                content=raw,
                headers={"content-type": request.headers.get("content-type", "application/json")},
            )
            self.seen.append((request.method, "/" + path, upstream.status_code))
            if self.rewrites and upstream.content:
                body = upstream.json()
                for rewrite in self.rewrites:
                    body = rewrite(request.method, "/" + path, body)
                return JSONResponse(body, status_code=upstream.status_code)
            return Response(
                upstream.content,
                status_code=upstream.status_code,
                media_type=upstream.headers.get("content-type"),
            )

        return app


def closed_port_url() -> str:
    """A URL on 127.0.0.1 where nothing listens (connections are refused)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"
