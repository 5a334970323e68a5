"""Text embeddings shared by memory_server and the shop (issue 3 item 4, issue 10 item 3).

One package, imported by both and importing neither (no Django, no memory_server): callers
hand their settings in as plain values. `get_embedder(kind=, model=, url=, api_key=)` returns an
`Embedder` whose `embed(texts)` gives L2-normalised float32 rows; the default is the committed
all-MiniLM-L6-v2 int8 ONNX model (embeddings/models/), with a hashing fallback.
"""

from embeddings.embedder import Embedder, HashingEmbedder, OpenAIEmbedder, get_embedder
from embeddings.onnx import common_words, vocabulary_words
from embeddings.vectors import EmbeddingError, normalise

__all__ = [
    "Embedder",
    "EmbeddingError",
    "HashingEmbedder",
    "OpenAIEmbedder",
    "common_words",
    "get_embedder",
    "normalise",
    "vocabulary_words",
]
