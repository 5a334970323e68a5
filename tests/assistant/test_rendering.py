"""Rendering model output (issue 5 item 4, M8.4, acceptance f)."""

from __future__ import annotations

from assistant import state
from assistant.rendering import escape_stream, render_answer
from memory.services import RETENTION_PRESETS


def test_markdown_is_rendered_and_sanitised():
    html = render_answer("**Navy** jacket:\n\n- [Harbour](/products/A-1/)\n- 89.00 EUR", {"A-1"})
    assert "<strong>Navy</strong>" in html
    assert '<a href="/products/A-1/" rel="nofollow noopener noreferrer">Harbour</a>' in html
    assert "<ul>" in html


def test_only_product_links_with_a_tool_returned_sku_survive():
    text = "[a](/products/A-1/) [b](/products/B-2/) [c](https://x.example/) [d](/admin/)"
    html = render_answer(text, {"A-1"})
    assert html.count("<a ") == 1
    assert "b c d" in html


def test_nested_and_unbalanced_markup_stays_text():
    html = render_answer("<script>alert(1)</script> <b onclick=x>hi</b> ![i](/x.png)")
    assert "<script" not in html and "<b" not in html and "<img" not in html
    assert "&lt;script&gt;" in html


def test_streamed_text_is_escaped():
    assert escape_stream("<img src=x onerror='a'>&") == (
        "&lt;img src=x onerror=&#x27;a&#x27;&gt;&amp;"
    )


def test_retention_labels_cover_the_presets():
    """M9.1: the panel offers exactly the memory service's presets."""
    assert set(state.RETENTION_LABELS) == set(RETENTION_PRESETS)
