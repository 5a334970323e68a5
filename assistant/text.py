"""Text hygiene at the edges (issue 12 item 4).

A lone UTF-16 surrogate (U+D800-U+DFFF on its own) is a valid Python character but no valid
UTF-8: once stored in the Django session it breaks every page that renders it, the Agent
Memory write and the turn log. Browsers never send one (their encoders replace it with
U+FFFD); a hand-written JSON escape (`"\\ud800"`) or an exotic form charset (`utf-7`) can.
`clean_text` does what the browser would have done.
"""

from __future__ import annotations

import logging
import re

logger = logging.getLogger("assistant.security")

LONE_SURROGATE = re.compile("[\ud800-\udfff]")
REPLACEMENT = "\ufffd"


def clean_text(text: str, *, where: str) -> str:
    """`text` with every lone surrogate replaced by U+FFFD; logs a warning naming `where`
    when anything was replaced. Any other text is returned unchanged (the same object)."""
    cleaned, count = LONE_SURROGATE.subn(REPLACEMENT, text)
    if count:
        logger.warning("Replaced %d lone surrogate(s) in the %s", count, where)
    return cleaned
