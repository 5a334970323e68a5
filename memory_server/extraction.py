"""Extractors: a memory block's content -> (summary, contexts) (issue 3 item 4, contract §1.4).

`summary` is one sentence; `contexts` a few short atomic statements. Both are produced together.

- `OfflineExtractor`: deterministic, faithful: it only quotes and trims what was said.
- `OpenAIExtractor`: an OpenAI-compatible chat model (AGENTMEMORY_LLM_MODEL) asked for JSON.

Extractors raise `ExtractionError` on failure; the worker retries up to max_fail_count.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Protocol

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


class ExtractionError(RuntimeError):
    """Extraction failed for one block (transient or not: the worker counts it)."""


@dataclass(frozen=True)
class Extraction:
    """The result of extraction: `summary` (one sentence) and `contexts` (1-5 statements)."""

    summary: str
    contexts: list[str]


class Extractor(Protocol):
    """`extract(user_content, assistant_content, fact)` -> Extraction. Exactly one of a message
    (user and/or assistant content) or a fact is given. Raises ExtractionError."""

    name: str

    def extract(
        self, *, user_content: str | None, assistant_content: str | None, fact: str | None
    ) -> Extraction: ...


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0]
    return cut.rstrip(",;:") + "…"


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(" ".join(text.split())) if s.strip()]


def _as_statement(text: str) -> str:
    text = text.strip()
    return text if text[-1:] in ".!?…" else text + "."


class OfflineExtractor:
    """Faithful summaries without a model: the exchange's own words, trimmed.

    Message: summary `The user said "…" and the assistant replied "…".`; contexts are the user's
    sentences, each as `The user said: "…"` (at most 4), then the assistant's first sentence.
    Fact: summary is the fact's first sentence; contexts are the fact's sentences (at most 5).
    """

    name = "local-offline-extractor"

    def extract(
        self, *, user_content: str | None, assistant_content: str | None, fact: str | None
    ) -> Extraction:
        if fact is not None:
            sentences = _sentences(fact) or [fact.strip()]
            return Extraction(
                summary=_as_statement(_clip(sentences[0], 200)),
                contexts=[_as_statement(_clip(s, 200)) for s in sentences[:5]],
            )
        user = (user_content or "").strip()
        assistant = (assistant_content or "").strip()
        parts = []
        if user:
            parts.append(f'the user said "{_clip(user, 120)}"')
        if assistant:
            parts.append(f'the assistant replied "{_clip(assistant, 120)}"')
        summary = " and ".join(parts)
        summary = summary[0].upper() + summary[1:]
        if summary[-2:] not in ('."', '!"', '?"', '…"'):
            summary += "."
        contexts = [f'The user said: "{_clip(s, 160)}"' for s in _sentences(user)[:4]]
        if assistant:
            contexts.append(f'The assistant replied: "{_clip(_sentences(assistant)[0], 160)}"')
        return Extraction(summary=summary, contexts=contexts)


_LLM_PROMPT = (
    "You extract memory from one exchange between a shopper and a shop assistant, or from one "
    'fact. Answer only JSON: {"summary": one faithful sentence, "contexts": [1 to 5 short '
    "atomic statements]}. Never add anything that was not said."
)


class OpenAIExtractor:
    """Extraction by an OpenAI-compatible chat model with a JSON answer."""

    def __init__(self, model: str, url: str = "", api_key: str = "", timeout: float = 60.0):
        from openai import OpenAI  # imported lazily: only needed when configured

        self.name = model
        self._model = model
        self._client = OpenAI(
            base_url=url or None, api_key=api_key or "none", timeout=timeout, max_retries=1
        )

    def extract(
        self, *, user_content: str | None, assistant_content: str | None, fact: str | None
    ) -> Extraction:
        if fact is not None:
            content = f"Fact: {fact}"
        else:
            content = f"User: {user_content or ''}\nAssistant: {assistant_content or ''}"
        try:
            resp = self._client.chat.completions.create(
                model=self._model,
                messages=[
                    {"role": "system", "content": _LLM_PROMPT},
                    {"role": "user", "content": content},
                ],
                response_format={"type": "json_object"},
                temperature=0,
            )
            data = json.loads(resp.choices[0].message.content or "")
            summary = str(data["summary"]).strip()
            contexts = [str(c).strip() for c in data["contexts"] if str(c).strip()][:5]
        except Exception as exc:  # transport, API or shape failure
            raise ExtractionError(f"LLM extraction failed: {exc}") from exc
        if not summary:
            raise ExtractionError("LLM extraction returned an empty summary")
        return Extraction(summary=summary, contexts=contexts)


def get_extractor(settings) -> Extractor:
    """OpenAIExtractor when `settings.llm_model` is set, else OfflineExtractor."""
    if settings.llm_model:
        return OpenAIExtractor(settings.llm_model, settings.llm_url, settings.llm_api_key)
    return OfflineExtractor()
