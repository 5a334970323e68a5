"""all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime + tokenizers + numpy (issue 3 item 4).

The model files live in embeddings/models/all-MiniLM-L6-v2/ (made by
scripts/export_minilm_onnx.py, committed, Apache-2.0 licence beside them). Loading checks both
files against the sha256 sums pinned here, so a corrupted or swapped file is refused. Sentence
vectors are the attention-masked mean of the token states, L2-normalised (the model's
sentence-transformers pooling), 384 dimensions. Inputs are truncated to 256 word pieces, the
model's `max_seq_length`. Loaded once per process (see embeddings.get_embedder).
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

import numpy as np

from embeddings.vectors import EmbeddingError, normalise

MODEL_DIR = Path(__file__).resolve().parent / "models" / "all-MiniLM-L6-v2"
MODEL_FILE = "model.int8.onnx"
TOKENIZER_FILE = "tokenizer.json"
SHA256 = {
    MODEL_FILE: "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6",
    TOKENIZER_FILE: "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
}
MAX_TOKENS = 256
BATCH = 32


@lru_cache(maxsize=1)
def _word_ids(model_dir: Path = MODEL_DIR) -> dict[str, int]:
    try:
        tokenizer = json.loads((model_dir / TOKENIZER_FILE).read_text(encoding="utf-8"))
        vocab = tokenizer["model"]["vocab"]
    except (OSError, ValueError, KeyError):
        return {}
    return {w: i for w, i in vocab.items() if w.isalpha() and w.isascii()}


@lru_cache(maxsize=1)
def vocabulary_words(model_dir: Path = MODEL_DIR) -> frozenset[str]:
    """The whole words of the model's WordPiece vocabulary (lower case, letters only: about
    20 000 of English's common words, "happy", "chest", "send"), for telling a common word from
    a name; empty when the tokenizer file is missing. Raises nothing."""
    return frozenset(_word_ids(model_dir))


@lru_cache(maxsize=4)
def common_words(limit: int = 5_000, model_dir: Path = MODEL_DIR) -> frozenset[str]:
    """The whole words among the vocabulary's first `limit` entries: WordPiece vocabularies
    list words roughly by how often they occur, so these are everyday words ("little" 2210,
    "north" 2167) where a name's word comes later or not at all ("harrow" 24560, "bramley"
    none). Empty when the tokenizer file is missing. Raises nothing."""
    return frozenset(w for w, i in _word_ids(model_dir).items() if i < limit)


def model_available(model_dir: Path = MODEL_DIR) -> bool:
    """True when both model files are present (not yet checksummed)."""
    return (model_dir / MODEL_FILE).exists() and (model_dir / TOKENIZER_FILE).exists()


def _check(path: Path) -> None:
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if digest != SHA256[path.name]:
        raise EmbeddingError(
            f"{path} fails its checksum ({digest}); re-run scripts/export_minilm_onnx.py"
        )


class OnnxMiniLMEmbedder:
    """Sentence embeddings from all-MiniLM-L6-v2 int8. `embed(texts)` -> float32 (n, 384).

    Raises EmbeddingError at construction when a file is missing or fails its checksum.
    """

    name = "all-MiniLM-L6-v2-int8-onnx"
    dim = 384

    def __init__(self, model_dir: Path = MODEL_DIR, *, verify: bool = True, threads: int = 1):
        import onnxruntime as ort
        from tokenizers import Tokenizer

        if not model_available(model_dir):
            raise EmbeddingError(
                f"MiniLM model files missing in {model_dir}; run scripts/export_minilm_onnx.py"
            )
        if verify:
            _check(model_dir / MODEL_FILE)
            _check(model_dir / TOKENIZER_FILE)
        self._tokenizer = Tokenizer.from_file(str(model_dir / TOKENIZER_FILE))
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(MAX_TOKENS)
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        # No lock: onnxruntime guarantees InferenceSession.run is thread-safe, so callers
        # decide how many embed at once (memory_server lets one block embed at a time).
        self._session = ort.InferenceSession(
            str(model_dir / MODEL_FILE), options, providers=["CPUExecutionProvider"]
        )

    def _run(self, texts: list[str]) -> np.ndarray:
        encodings = self._tokenizer.encode_batch(texts)
        width = max(len(e.ids) for e in encodings)
        ids = np.zeros((len(texts), width), dtype=np.int64)
        mask = np.zeros((len(texts), width), dtype=np.int64)
        for row, enc in enumerate(encodings):
            ids[row, : len(enc.ids)] = enc.ids
            mask[row, : len(enc.ids)] = 1
        feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        (states,) = self._session.run(["last_hidden_state"], feeds)
        weights = mask[:, :, None].astype(np.float32)
        pooled = (states * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        return normalise(pooled)

    def embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        try:
            parts = [self._run(texts[i : i + BATCH]) for i in range(0, len(texts), BATCH)]
        except Exception as exc:  # onnxruntime / tokenizer failure
            raise EmbeddingError(f"MiniLM embedding failed: {exc}") from exc
        return np.vstack(parts)
