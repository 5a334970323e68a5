"""How a clause judges the colour or brand it names, by meaning (issue 18 items 3 and 4): the
stance of a clause that has no word of liking or refusing (`read.liking`) to go by.

"emerald green every single time", "white's a no", "I never buy green", "X is very me": the
value is said as "it" ("it every single time") and the clause takes the stance of its nearest
labelled examples below, when the nearest is at least `THRESHOLD` near and `MARGIN` nearer
than any other stance's. The examples are generic English, embedded once per process with the
shop's MiniLM model (`words.meaning`); a clause is embedded once (cached by text), and only
when the words have not already decided. Without the model nothing is read (None).
"""

from __future__ import annotations

import re
from functools import lru_cache

import numpy as np

from assistant.offline.words import meaning

THRESHOLD = 0.6  # cosine similarity of the nearest example
MARGIN = 0.15  # ... and its lead over the nearest example of another stance

# 1 liked, -1 refused, 0 no stance (asked for, described, someone else's, news).
EXAMPLES: dict[int, tuple[str, ...]] = {
    1: (
        "I always wear it", "it is my favourite", "it, every time", "it suits me",
        "I live in it", "it forever", "it is so me", "yes please to it", "it is my go-to",
        "I can't get enough of it", "I'm all about it", "I love it", "it for me, always",
        "give me it any day", "it is my signature look", "it is the best",
    ),
    -1: (
        "I never wear it", "it doesn't suit me", "it makes me look ill", "keep it away from me",
        "I won't buy it", "it's a no from me", "I hate it", "never it", "I stay away from it",
        "it never looks right on me", "not it, please", "I can't wear it", "it is awful on me",
        "no it ever",
    ),
    0: (
        "do you have it", "show me it", "is it in stock", "it is on sale", "the one in it",
        "what about it", "it was delivered late", "I bought one last week", "it arrived",
        "it is a nice name", "what is it", "it was founded in 1990", "my sister wears it",
        "I'm looking for it", "it opened a shop near me",
    ),
}  # fmt: skip


@lru_cache(maxsize=1)
def _index() -> tuple[np.ndarray, tuple[int, ...]] | None:
    labels = tuple(label for label, texts in EXAMPLES.items() for _ in texts)
    vectors = meaning.embed([text for texts in EXAMPLES.values() for text in texts])
    return None if vectors is None else (vectors, labels)


def feeling(clause: str, value: re.Pattern[str] | str) -> int | None:
    """1 liked, -1 refused, 0 no stance, or None (none clear) of the value `clause` names,
    by meaning: each match of `value` (a pattern, or the value's words) is said as "it" and
    the clause compared with the labelled examples (module docstring). `clause`: one
    normalised clause. None without the model or when `value` is not in the clause."""
    pattern = value if isinstance(value, re.Pattern) else re.compile(rf"\b{re.escape(value)}\b")
    said, found = pattern.subn("it", clause)
    index = _index()
    if not found or index is None or len(said) > 200:
        return None
    query = meaning.embed([" ".join(said.split())])
    if query is None:
        return None
    vectors, labels = index
    scores = vectors @ query[0]
    nearest: dict[int, float] = {}
    for label, score in zip(labels, scores.tolist(), strict=True):
        nearest[label] = max(score, nearest.get(label, -1.0))
    (stance, best), (_, second) = sorted(nearest.items(), key=lambda item: -item[1])[:2]
    return None if best < THRESHOLD or best - second < MARGIN else stance
