"""Check a split's questions against what recall renders (issue 18, M7.1).

    uv run python -m benchmarks.offline_corpus.check dev4 [test6 ...]

A question is answerable when every group the answer must say has an alternative in the memory
context the assistant is given: the facts, and each earlier visit compressed to the first
non-empty of its extracted context and its raw exchange (M7.1), so a visit with a context shows
only that context. A question whose answer is nowhere in that context cannot be answered by
any model; a writer runs this on a new split before handing it in, and the evaluation reports
how many of a split's questions are not answerable. Knows nothing of the offline model.
"""

from __future__ import annotations

import re
import sys

from benchmarks.offline_corpus import NOT_KNOWN, SPLITS, Question, harness, load_split


def _mentioned(alternative: str, context: str) -> bool:
    # Looser than the scorer's match: at a word start, any case, any ending ("40" in "40R"),
    # so that only questions nothing in the context could answer are flagged.
    return re.search(rf"(?<![A-Za-z0-9]){re.escape(alternative)}", context, re.I) is not None


def rendered_context(question: Question) -> str:
    """The system-prompt suffix the assistant gets for `question`'s facts and visits (M7, M8)."""
    visits = [harness.Visit(day, s, a, (c,) if c else ()) for day, s, a, c in question.visits]
    return harness.render_memory(question.facts, visits)


def missing_from_context(question: Question, context: str | None = None) -> list[tuple[str, ...]]:
    """The `must` groups of `question` none of whose alternatives is in its rendered context
    (`context`, rendered when not given); groups that accept "not known" are never missing.
    Empty: the question is answerable. Needs Django set up (harness.setup_django)."""
    context = rendered_context(question) if context is None else context
    return [
        group
        for group in question.must
        if NOT_KNOWN not in group and not any(_mentioned(alt, context) for alt in group)
    ]


def main(argv: list[str] | None = None) -> int:
    """Print each unanswerable question of the splits named (all when none); exit status 1 when
    there is one."""
    names = (sys.argv[1:] if argv is None else argv) or list(SPLITS)
    harness.setup_django(embedder="hashing")
    bad = 0
    for name in names:
        split = load_split(name)
        unanswerable = [(q, missing_from_context(q)) for q in split.questions]
        unanswerable = [(q, m) for q, m in unanswerable if m]
        bad += len(unanswerable)
        print(f"{name}: {len(split.questions)} questions, {len(unanswerable)} not answerable")
        for question, missing in unanswerable:
            wanted = "; ".join("/".join(group) for group in missing)
            print(f"  {question.text!r}: the rendered memories never say {wanted}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
