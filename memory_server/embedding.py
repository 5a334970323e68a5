"""Embedders: text -> L2-normalised float32 vectors (issue 3 item 4).

`Embedder` is the interface the store and search use. Implementations:

- `HashingEmbedder`: deterministic, offline, dependency-free (numpy only). Word unigrams and
  character trigrams hashed into 384 signed buckets. Good enough for lexical overlap; used when
  no ONNX model file is present.
- `OnnxMiniLMEmbedder` (memory_server/onnx_embedder.py): all-MiniLM-L6-v2 int8 on onnxruntime.
- `OpenAIEmbedder`: an OpenAI-compatible `/embeddings` endpoint (AGENTMEMORY_EMBEDDING_MODEL).

`get_embedder(settings)` picks one; models load once per process (module-level cache).
"""

from __future__ import annotations

import logging
import re
import threading
import zlib
from typing import Protocol

import numpy as np

from memory_server.settings import ServerSettings

log = logging.getLogger("memory_server")

_WORD = re.compile(r"[\w']+", re.UNICODE)


class Embedder(Protocol):
    """Text -> vectors. `embed(texts)` returns float32 array (len(texts), dim), rows of unit
    length (a zero row only for text with no tokens). Raises `EmbeddingError` on failure."""

    name: str
    dim: int

    def embed(self, texts: list[str]) -> np.ndarray: ...


class EmbeddingError(RuntimeError):
    """The embedding service failed; routes answer 503 with details.service = "embedding"."""


def normalise(matrix: np.ndarray) -> np.ndarray:
    """Scale each row to unit L2 length (rows of zeros stay zero). Returns float32."""
    matrix = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return matrix / norms


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


def get_embedder(settings: ServerSettings) -> Embedder:
    """The embedder for these settings, built once per process and shared.

    Order: OpenAI-compatible endpoint when `embedding_model` is set; else by `settings.embedder`:
    "onnx" (MiniLM, raises when its model file is missing or fails its checksum), "hashing", or
    "auto" (MiniLM when its file is present, else hashing, with a warning).
    """
    key = (settings.embedding_model, settings.embedding_url, settings.embedder)
    with _cache_lock:
        if key in _cache:
            return _cache[key]
        embedder: Embedder
        if settings.embedding_model:
            embedder = OpenAIEmbedder(
                settings.embedding_model, settings.embedding_url, settings.embedding_api_key
            )
        elif settings.embedder == "hashing":
            embedder = HashingEmbedder()
        else:
            from memory_server import onnx_embedder

            if settings.embedder == "onnx" or onnx_embedder.model_available():
                embedder = onnx_embedder.OnnxMiniLMEmbedder()
            else:
                log.warning(
                    "MiniLM ONNX model not found at %s; using the hashing embedder "
                    "(run scripts/export_minilm_onnx.py)",
                    onnx_embedder.MODEL_DIR,
                )
                embedder = HashingEmbedder()
        _cache[key] = embedder
        return embedder
