"""Embedders: text -> L2-normalised float32 vectors (issue 3 item 4, issue 10 item 3).

`Embedder` is the interface memory_server's store and the shop's product search use.
Implementations:

- `HashingEmbedder`: deterministic, offline, dependency-free (numpy only). Word unigrams and
  character trigrams hashed into 384 signed buckets. Good enough for lexical overlap; used when
  no ONNX model file is present.
- `OnnxMiniLMEmbedder` (embeddings/onnx.py): all-MiniLM-L6-v2 int8 on onnxruntime.
- `OpenAIEmbedder`: an OpenAI-compatible `/embeddings` endpoint.

`get_embedder(kind=, model=, url=, api_key=)` picks one from plain values (callers hand their own
settings in); models load once per process (module-level cache).
"""

from __future__ import annotations

import logging
import re
import threading
import zlib
from typing import Protocol

import numpy as np

from embeddings.vectors import EmbeddingError, normalise

log = logging.getLogger("embeddings")

_WORD = re.compile(r"[\w']+", re.UNICODE)


class Embedder(Protocol):
    """Text -> vectors. `embed(texts)` returns float32 array (len(texts), dim), rows of unit
    length (a zero row only for text with no tokens). Raises `EmbeddingError` on failure."""

    name: str
    dim: int

    def embed(self, texts: list[str]) -> np.ndarray: ...


class HashingEmbedder:
    """Deterministic bag of hashed word unigrams (weight 1) and char trigrams (weight 0.5).

    The same text always gives the same vector, in any process. Dimension 384 (like MiniLM).
    """

    name = "local-hashing-384"

    def __init__(self, dim: int = 384) -> None:
        self.dim = dim

    def _features(self, text: str) -> list[tuple[str, float]]:
        feats: list[tuple[str, float]] = []
        for word in _WORD.findall(text.lower()):
            word = word.strip("'")
            if not word:
                continue
            if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
                word = word[:-1]
            feats.append(("w:" + word, 1.0))
            padded = f"<{word}>"
            for i in range(len(padded) - 2):
                feats.append(("c:" + padded[i : i + 3], 0.5))
        return feats

    def embed(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for feat, weight in self._features(text):
                h = zlib.crc32(feat.encode("utf-8"))
                sign = 1.0 if (h >> 31) & 1 else -1.0
                out[row, h % self.dim] += sign * weight
        return normalise(out)


class OpenAIEmbedder:
    """Embeddings from an OpenAI-compatible endpoint (`POST {url}/embeddings`)."""

    def __init__(self, model: str, url: str = "", api_key: str = "", timeout: float = 30.0):
        from openai import OpenAI  # imported lazily: only needed when configured

        self.name = model
        self.dim = 0
        self._client = OpenAI(
            base_url=url or None, api_key=api_key or "none", timeout=timeout, max_retries=1
        )
        self._model = model

    def embed(self, texts: list[str]) -> np.ndarray:
        try:
            resp = self._client.embeddings.create(model=self._model, input=texts)
        except Exception as exc:  # any transport or API failure
            raise EmbeddingError(f"embedding endpoint failed: {exc}") from exc
        matrix = normalise(np.array([item.embedding for item in resp.data], dtype=np.float32))
        self.dim = matrix.shape[1]
        return matrix


_cache: dict[tuple, Embedder] = {}
_cache_lock = threading.Lock()


def get_embedder(
    *, kind: str = "auto", model: str = "", url: str = "", api_key: str = ""
) -> Embedder:
    """The embedder for these values, built once per process and shared.

    Order: the OpenAI-compatible endpoint `url` when `model` is set; else by `kind`: "onnx"
    (MiniLM; raises EmbeddingError when its model file is missing or fails its checksum),
    "hashing", or "auto" (MiniLM when its file is present, else hashing, with a warning).
    Raises ValueError for another `kind`.
    """
    if kind not in ("auto", "onnx", "hashing"):
        raise ValueError(f"embedder kind must be auto, onnx or hashing, got {kind!r}")
    key = (model, url, kind)
    with _cache_lock:
        if key in _cache:
            return _cache[key]
        embedder: Embedder
        if model:
            embedder = OpenAIEmbedder(model, url, api_key)
        elif kind == "hashing":
            embedder = HashingEmbedder()
        else:
            from embeddings import onnx

            if kind == "onnx" or onnx.model_available():
                embedder = onnx.OnnxMiniLMEmbedder()
            else:
                log.warning(
                    "MiniLM ONNX model not found at %s; using the hashing embedder "
                    "(run scripts/export_minilm_onnx.py)",
                    onnx.MODEL_DIR,
                )
                embedder = HashingEmbedder()
        _cache[key] = embedder
        return embedder
