"""Product and query embeddings for semantic product search (issue 10 item 3).

Each product's text (name, category, colour, material, tags, brand, description) is embedded by
the shared `embeddings` package, the same all-MiniLM-L6-v2 int8 ONNX model memory_server uses.
The vector is stored with the product (`Product.embedding`, float32 bytes) together with a hash
of the embedder's name and the text (`Product.embedding_hash`): a product is embedded again only
when its text or the model changed. Vectors are also kept in a per-process cache keyed by that
hash, so re-importing the same products (tests, a second database) costs no model time.
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections import OrderedDict
from collections.abc import Iterable

import numpy as np
from django.conf import settings

from embeddings import Embedder, get_embedder
from shop.models import Product

logger = logging.getLogger(__name__)

EMBED_BATCH = 64
TEXT_FIELDS = (
    "pk",
    "name",
    "brand",
    "department",
    "type",
    "subtype",
    "colour",
    "material",
    "tags",
    "description",
    "embedding_hash",
)
_CACHE_SIZE = 50_000
_vector_cache: OrderedDict[str, np.ndarray] = OrderedDict()
_query_cache: OrderedDict[str, np.ndarray] = OrderedDict()
_lock = threading.Lock()


def embedder() -> Embedder:
    """The shop's embedder (settings.CATALOGUE_EMBEDDER: "auto", "onnx" or "hashing")."""
    return get_embedder(kind=getattr(settings, "CATALOGUE_EMBEDDER", "auto"))


def product_text(row: dict) -> str:
    """The text a product is embedded from: one sentence-like string per product.

    `row` has the fields of TEXT_FIELDS (a `values()` row or a model's attributes).
    """
    tags = ", ".join(row.get("tags") or ())
    parts = [
        f"{row['name']}.",
        f"{row['colour']} {row['subtype']}, {row['type']}, {row['department']}.",
        f"{row['material']}.",
        f"For {tags}." if tags else "",
        f"By {row['brand']}." if row.get("brand") else "",
        row["description"],
    ]
    return " ".join(part for part in parts if part)


def text_hash(text: str, model_name: str) -> str:
    """sha256 hex of the model name and the text: equal hashes mean an equal vector."""
    return hashlib.sha256(f"{model_name}\n{text}".encode()).hexdigest()


def _remember(cache: OrderedDict, key: str, vector: np.ndarray) -> None:
    cache[key] = vector
    cache.move_to_end(key)
    while len(cache) > _CACHE_SIZE:
        cache.popitem(last=False)


def embed_texts(texts: list[str], hashes: list[str]) -> np.ndarray:
    """Vectors (len(texts), dim) for texts, from the per-process cache where it holds them.

    Raises embeddings.EmbeddingError when the model fails.
    """
    model = embedder()
    out = np.zeros((len(texts), model.dim), dtype=np.float32)
    missing = []
    with _lock:
        for i, key in enumerate(hashes):
            cached = _vector_cache.get(key)
            if cached is not None and cached.shape[0] == out.shape[1]:
                out[i] = cached
            else:
                missing.append(i)
    for start in range(0, len(missing), EMBED_BATCH):
        batch = missing[start : start + EMBED_BATCH]
        vectors = model.embed([texts[i] for i in batch])
        with _lock:
            for i, vector in zip(batch, vectors, strict=True):
                out[i] = vector
                _remember(_vector_cache, hashes[i], vector.copy())
    return out


def embed_query(text: str) -> np.ndarray:
    """The unit vector of a search query (cached per process; 1-D float32).

    Raises embeddings.EmbeddingError when the model fails.
    """
    key = " ".join(text.lower().split())
    with _lock:
        cached = _query_cache.get(key)
        if cached is not None:
            _query_cache.move_to_end(key)
            return cached
    vector = embedder().embed([key])[0]
    with _lock:
        _remember(_query_cache, key, vector)
    return vector


def stale_rows(rows: Iterable[dict]) -> list[tuple[dict, str, str]]:
    """(row, text, hash) for each row whose stored embedding_hash is not the current one."""
    name = embedder().name
    stale = []
    for row in rows:
        text = product_text(row)
        digest = text_hash(text, name)
        if row["embedding_hash"] != digest:
            stale.append((row, text, digest))
    return stale


def embed_stale_products() -> int:
    """Embed every product whose text (or the model) changed since its vector was stored.

    Writes `embedding` and `embedding_hash` with `bulk_update` (which leaves `updated_at`, and so
    the catalogue version, alone). Returns how many products were embedded. Raises
    embeddings.EmbeddingError when the model fails; nothing is written then.
    """
    stale = stale_rows(Product.objects.order_by().values(*TEXT_FIELDS).iterator(chunk_size=2000))
    if not stale:
        return 0
    vectors = embed_texts([text for _, text, _ in stale], [digest for _, _, digest in stale])
    products = [
        Product(pk=row["pk"], embedding=vector.astype(np.float32).tobytes(), embedding_hash=digest)
        for (row, _, digest), vector in zip(stale, vectors, strict=True)
    ]
    Product.objects.bulk_update(products, ["embedding", "embedding_hash"], batch_size=500)
    logger.info("Embedded %d products for semantic search", len(products))
    return len(products)
