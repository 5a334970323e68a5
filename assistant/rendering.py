"""Model output into HTML: escaped while streaming, sanitised Markdown when final (issue 5 item 4).

The final chain is the one django-sql-dashboard uses for Markdown: render with markdown-it-py
(raw HTML off, images off), then clean with nh3 against an allowlist, then mark safe. Before
rendering, every link that is not `/products/<SKU>/` with a SKU a tool returned in this turn
is turned back into its plain text (M8.4: a product whose SKU came from a memory, or was made
up, is never linked).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

import nh3
from django.utils.safestring import SafeString, mark_safe
from markdown_it import MarkdownIt
from markdown_it.token import Token

PRODUCT_URL = re.compile(r"^/products/(?P<sku>[A-Za-z0-9._-]+)/$")

ALLOWED_TAGS = {
    "a", "blockquote", "br", "code", "em", "h3", "h4", "h5", "h6", "hr", "li", "ol", "p",
    "pre", "strong", "ul",
}  # fmt: skip
ALLOWED_ATTRIBUTES = {"a": {"href"}}

_markdown = MarkdownIt("commonmark", {"html": False, "linkify": False}).disable("image")


def escape_stream(text: str) -> str:
    """Escape a streamed text delta for insertion into the page (M8, acceptance f)."""
    return html.escape(text, quote=True)


def product_sku(href: str) -> str | None:
    """The SKU in a `/products/<SKU>/` link, or None for any other URL."""
    match = PRODUCT_URL.match(href.strip())
    return match["sku"] if match else None


def _unlink(children: list[Token], allowed_skus: set[str]) -> list[Token]:
    """Drop link_open/link_close pairs whose target is not an allowed product page."""
    kept: list[Token] = []
    dropping: list[bool] = []
    for token in children:
        if token.type == "link_open":
            sku = product_sku(str(token.attrGet("href") or ""))
            drop = sku is None or sku not in allowed_skus
            dropping.append(drop)
            if drop:
                continue
        elif token.type == "link_close" and dropping and dropping.pop():
            continue
        kept.append(token)
    return kept


def render_answer(text: str, allowed_skus: Iterable[str] = ()) -> SafeString:
    """Render the model's final Markdown `text` to sanitised HTML.

    `allowed_skus` are the SKUs returned by a tool in this turn; links to any other target
    become plain text (M8.4). Raw HTML in `text` is escaped, `javascript:` and other unsafe
    URLs never become links, and nh3 strips anything outside the allowlist (acceptance f).
    """
    allowed = set(allowed_skus)
    env: dict = {}
    tokens = _markdown.parse(text, env)
    for token in tokens:
        if token.type == "inline" and token.children:
            token.children = _unlink(token.children, allowed)
    rendered = _markdown.renderer.render(tokens, _markdown.options, env)
    cleaned = nh3.clean(
        rendered,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes={"http", "https"},
        link_rel="nofollow noopener noreferrer",
    )
    return mark_safe(cleaned)  # noqa: S308 -- produced by nh3 with an allowlist just above


def settled_length(text: str) -> int:
    """How many leading characters of a growing Markdown `text` are settled: every
    top-level block but the last is complete and renders the same whatever follows
    (issue 13 item 5). The last block (a paragraph still being typed, a list still growing,
    an unclosed code fence) may change, so it is rendered again as the text grows."""
    tokens = _markdown.parse(text)
    starts = [t.map[0] for t in tokens if t.level == 0 and t.map and t.nesting >= 0]
    if len(starts) < 2:
        return 0
    lines = text.splitlines(keepends=True)
    return sum(len(line) for line in lines[: starts[-1]])


class StreamRenderer:
    """The streamed answer as sanitised Markdown while it grows (issue 13 item 5).

    `feed(delta)` adds text; `render(allowed_skus)` returns (settled_html, tail_html): the
    blocks that became settled since the last call (to append, rendered once) and the last,
    still-growing block (to replace). Each call parses only the unsettled tail, so a long
    answer costs O(tail) per frame, not O(answer); `render_answer` is the renderer, so the
    final version of the whole text looks the same. `text` is everything fed so far.
    """

    def __init__(self) -> None:
        self.text = ""
        self._settled = 0  # characters of `text` already sent as settled blocks

    def feed(self, delta: str) -> None:
        self.text += delta

    def render(self, allowed_skus: Iterable[str] = ()) -> tuple[str, str]:
        tail = self.text[self._settled :]
        cut = settled_length(tail)
        settled = str(render_answer(tail[:cut], allowed_skus)) if cut else ""
        self._settled += cut
        return settled, str(render_answer(tail[cut:], allowed_skus))
