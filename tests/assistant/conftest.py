"""Fixtures for the assistant's tests: the real ASGI app, memory_server (the scripted model
is `model`, tests/conftest.py).

Consumer tests go through `config.asgi.application` with WebsocketCommunicator, an allowed
Origin and a real session cookie from the real login view; the database is real SQLite
(`django_db(transaction=True)`, so the consumer's threads see what the fixtures wrote).
"""

from __future__ import annotations

import asyncio
import json
import re
import time
import uuid
from dataclasses import dataclass, field
from html.parser import HTMLParser

import httpx
import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.conf import settings
from django.test import AsyncClient

from assistant import state
from assistant.models import Turn
from config.asgi import application
from shop.importer import catalogue_import

ORIGIN = b"http://testserver"
# The Django test client's host: the socket's own origin is http://testserver (issue 12 item 5).
HOST = b"testserver"


def product_record(sku, name, *, subtype="Jackets", type_="Outerwear", colour="navy",
                   department="Men", price="89.00", stock=None, brand="Northbound",
                   tags=("outdoor",)):  # fmt: skip
    """A catalogue record in the shop's import format (README, "The catalogue")."""
    stock = stock or {"S": 2, "M": 3, "L": 0}
    return {
        "sku": sku,
        "name": name,
        "description": f"{name}, a test product.",
        "brand": brand,
        "category": {"department": department, "type": type_, "subtype": subtype},
        "color": colour,
        "material": "cotton",
        "sizes": list(stock),
        "price": {"amount": price, "currency": "EUR"},
        "tags": list(tags),
        "stock": stock,
    }


PRODUCTS = [
    product_record("T-JKT-NAVY", "Harbour Jacket", colour="navy"),
    product_record("T-JKT-YEL", "Sunny Rain Jacket", colour="yellow", price="79.00"),
    product_record(
        "T-JKT-BLK", "Night Jacket", colour="black", price="99.00", stock={"S": 0, "M": 0, "L": 4}
    ),  # fmt: skip
    product_record("T-JKT-W-GRN", "Forest Jacket", colour="green", department="Women"),
    product_record(
        "T-JNS-BLU",
        "Straight Jeans",
        type_="Jeans",
        subtype="Straight jeans",
        colour="blue",
        price="49.00",
        stock={"30": 2, "32": 1},
        tags=("casual",),
    ),  # fmt: skip
]


@pytest.fixture
def am(memory_server, agent_memory_settings):
    """memory_server with AGENT_MEMORY_URL pointing at it; knobs restored after."""
    yield memory_server
    memory_server.settings.reset_knobs()


@pytest.fixture
def products(db):
    """A few jackets and jeans in the catalogue (created by the fixture, acceptance b)."""
    report = catalogue_import(records=PRODUCTS)
    assert not report.rejected, report.rejected
    return PRODUCTS


def unique_name(prefix: str = "Tess") -> str:
    return f"{prefix} {uuid.uuid4().hex[:8]}"


@dataclass
class Browser:
    """An HTTP client with a real session cookie, like one browser tab's cookie jar."""

    client: AsyncClient = field(default_factory=AsyncClient)

    @property
    def session_key(self) -> str:
        return self.client.cookies[settings.SESSION_COOKIE_NAME].value

    async def page(self, path: str = "/") -> str:
        response = await self.client.get(path)
        assert response.status_code == 200, response.status_code
        return response.content.decode()

    async def sign_in(self, name: str) -> None:
        response = await self.client.post("/login/", {"name": name})
        assert response.status_code in (302, 303), response.status_code

    async def post(self, path: str, data: dict, htmx: bool = True):
        headers = {"HX-Request": "true"} if htmx else {}
        return await self.client.post(path, data, headers=headers)

    async def asgi_post(self, path: str, data: dict) -> httpx.Response:
        """POST through `config.asgi.application` as daphne serves it (htmx, this browser's
        cookies and CSRF token). Unlike the test client, Django's ASGI handler gives the
        request a thread of its own: an async view behind sync middleware that waits (Close
        waiting for a turn's record) then holds no thread the socket's own database work
        needs. Use it for Close whenever a turn may still be recording."""
        cookies = {name: morsel.value for name, morsel in self.client.cookies.items()}
        headers = {"HX-Request": "true", "X-CSRFToken": cookies.get("csrftoken", "")}
        transport = httpx.ASGITransport(app=application)
        async with httpx.AsyncClient(
            transport=transport, base_url="http://testserver", cookies=cookies
        ) as client:
            return await client.post(path, data=data, headers=headers)

    async def session(self) -> dict:
        return await sync_to_async(state.read_session)(self.session_key)

    async def socket(self, origin: bytes = ORIGIN) -> Panel:
        communicator = WebsocketCommunicator(
            application,
            "/ws/assistant/",
            headers=[
                (b"host", HOST),
                (b"origin", origin),
                (b"cookie", f"{settings.SESSION_COOKIE_NAME}={self.session_key}".encode()),
            ],
        )
        connected, _ = await communicator.connect()
        assert connected
        panel = Panel(communicator)
        await panel.until('id="assistant-mode"')  # the mode label, sent on connect (M1.2)
        return panel


# What a stream frame starts with once text has arrived: the growing tail as Markdown, so
# `panel.until(STREAMING + "word")` waits for the first streamed "word" (issue 13 item 5).
STREAMING = 'hx-swap-oob="innerHTML"><p>'


@dataclass
class Panel:
    """The panel's socket: send htmx-style frames, collect the HTML fragments."""

    communicator: WebsocketCommunicator
    frames: list[str] = field(default_factory=list)
    session_id: str = ""
    turn_count: int = 0

    async def send_raw(self, data: str) -> None:
        await self.communicator.send_to(text_data=data)

    async def send(self, message: str, **overrides) -> None:
        frame = {
            "message": message,
            "session_id": self.session_id,
            "turn_count": str(self.turn_count),
            "HEADERS": {"HX-Request": "true", "HX-Trigger": "assistant-form"},
        }
        frame.update(overrides)
        await self.send_raw(json.dumps(frame))

    async def receive(self, wait: float = 10) -> str:
        frame = await self.communicator.receive_from(timeout=wait)
        self.frames.append(frame)
        return frame

    async def until(self, marker: str, wait: float = 15) -> list[str]:
        """Receive frames up to and including the first that contains `marker`."""
        got = []
        deadline = time.monotonic() + wait
        while True:
            frame = await self.receive(max(deadline - time.monotonic(), 0.01))
            got.append(frame)
            if marker in frame:
                return got

    async def ask(self, message: str, **overrides) -> Reply:
        """Send a message and collect every frame up to the final bubble."""
        await self.send(message, **overrides)
        frames = await self.until('data-state="final"')
        reply = Reply(frames)
        self.session_id = reply.session_id
        self.turn_count = reply.turn_count
        return reply

    async def close(self) -> None:
        await self.communicator.disconnect()


@dataclass
class Reply:
    """The frames of one turn, with the parts tests look at."""

    frames: list[str]

    @property
    def final(self) -> str:
        return next(f for f in reversed(self.frames) if 'data-state="final"' in f)

    @property
    def final_bubble(self) -> str:
        match = re.search(
            r'<li id="assistant-reply-[^"]+"[^>]*data-state="final"[^>]*>(.*)</li>\s*<input',
            self.final,
            re.S,
        )
        assert match, self.final
        return match[1]

    @property
    def streamed(self) -> str:
        """The streamed answer as the page shows it just before the final swap: the settled
        blocks appended, then the newest tail (issue 13 item 5: sanitised Markdown)."""
        joined = "".join(self.frames)
        done = re.findall(r'<div id="assistant-reply-[^"]+-done" hx-swap-oob="beforeend">(.*?)</div>',
                          joined, re.S)  # fmt: skip
        tails = re.findall(r'<div id="assistant-reply-[^"]+-tail" hx-swap-oob="innerHTML">(.*?)</div>',
                           joined, re.S)  # fmt: skip
        return "".join(done) + (tails[-1] if tails else "")

    @property
    def session_id(self) -> str:
        return re.search(
            r'id="assistant-session-id" name="session_id" value="([^"]*)"', self.final
        )[1]

    @property
    def turn_count(self) -> int:
        return int(
            re.search(r'id="assistant-turn-count" name="turn_count" value="(\d+)"', self.final)[1]
        )


@pytest.fixture(autouse=True)
async def drain_background():
    """Let each test's background records finish inside it (they write the turn log)."""
    from assistant.chat.turn_state import background as _background

    yield
    # Until none is left: a record starts its turn log write as it ends (issue 20 item 5).
    deadline = time.monotonic() + 15
    while _background and time.monotonic() < deadline:
        await asyncio.wait(set(_background), timeout=max(deadline - time.monotonic(), 0.01))


@pytest.fixture
def browser() -> Browser:
    return Browser()


async def wait_for_turn(message: str, wait: float = 15, *, shopper: str | None = None) -> Turn:
    """The turn log row of `message` (of `shopper`, by name, when given), written after the
    background record (M4.1). Name the shopper where an earlier test sent the same message: its
    record can land after that test's flush, under load, and be found here instead."""
    rows = Turn.objects.filter(message=message)
    if shopper is not None:
        rows = rows.filter(shopper_name=shopper)
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        row = await rows.order_by("-id").afirst()
        if row is not None:
            return row
        await asyncio.sleep(0.05)
    raise AssertionError(f"no turn logged for {message!r}")


async def memory_blocks(url: str, user_id: str, session_id: str | None = None) -> list[dict]:
    """Every stored block of a user (or one session), straight from the REST API."""
    params = {"limit": 200}
    if session_id:
        params["session_ids"] = session_id
    async with httpx.AsyncClient(base_url=url) as client:
        response = await client.get(f"/users/{user_id}/memory", params=params)
    if response.status_code == 404:
        return []
    response.raise_for_status()
    return response.json()["memory_blocks"]


async def memory_session(url: str, user_id: str, session_id: str) -> dict | None:
    async with httpx.AsyncClient(base_url=url) as client:
        response = await client.get(f"/users/{user_id}/sessions/{session_id}")
    return response.json() if response.status_code == 200 else None


class TopLevel(HTMLParser):
    """Collects a fragment's top-level elements (tag, attrs) and every id and tag inside."""

    VOID = {"input", "br", "hr", "img", "meta", "link", "source", "area", "base", "col", "wbr"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.depth = 0
        self.top: list[tuple[str, dict]] = []
        self.ids: set[str] = set()
        self.tags: list[tuple[str, dict]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if self.depth == 0:
            self.top.append((tag, attributes))
        if attributes.get("id"):
            self.ids.add(attributes["id"])
        self.tags.append((tag, attributes))
        if tag not in self.VOID:
            self.depth += 1

    def handle_startendtag(self, tag, attrs):
        attributes = dict(attrs)
        if self.depth == 0:
            self.top.append((tag, attributes))
        if attributes.get("id"):
            self.ids.add(attributes["id"])
        self.tags.append((tag, attributes))

    def handle_endtag(self, tag):
        if tag not in self.VOID:
            self.depth -= 1

    def handle_data(self, data):
        self.text.append(data)


def panel_log(page: str) -> str:
    """The inside of the panel's message log on a rendered page."""
    return re.search(r'<ol id="assistant-log"[^>]*>(.*?)</ol>', page, re.S)[1]


def parse(fragment: str) -> TopLevel:
    parser = TopLevel()
    parser.feed(fragment)
    parser.close()
    return parser


def assert_refusal(frame: str, shown: str) -> None:
    """`frame` refuses a message the panel sent while no answer was in progress: the error line
    saying `shown`, and the idle typing status, which ends the panel's wait (issue 13 item 1)."""
    top = parse(frame).top
    assert [(tag, attrs.get("id")) for tag, attrs in top] == [
        ("p", "assistant-error"),
        ("div", "assistant-status"),
    ], frame
    assert "hidden" in top[1][1]
    assert shown in frame
