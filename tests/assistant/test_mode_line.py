"""The mode line after each turn's recall (issue 19 item 1, M10): the Chromium test
(tests/browser/test_mode_line.py) kills a real memory server; these are the rules."""

from __future__ import annotations

import pytest

from assistant.chat.turn import MODE_LOG, MODE_NOTES, recall_mode
from memory import services as memory


@pytest.mark.parametrize(
    ("failed", "expired", "mode"),
    [
        (set(), False, True),
        (set(), True, True),  # every search answered, just late: nothing is missing
        ({"facts"}, False, "partial"),
        (set(memory.ALL_SEARCHES), False, False),
        ({"facts"}, True, "slow"),
        (set(memory.ALL_SEARCHES), True, "slow"),
    ],
)
def test_recall_mode(failed, expired, mode):
    assert recall_mode(frozenset(failed), expired=expired) == mode


def test_every_mode_but_remembering_is_said_in_the_recall_view_and_the_turn_log():
    assert set(MODE_NOTES) == set(MODE_LOG) == {False, "partial", "slow"}
    assert MODE_NOTES[False] == "Memory unavailable: answering without recall."
