"""Words to the catalogue's values by meaning: the third step after exact and fuzzy (issue 18
item 2).

The shop's MiniLM embedder (`embeddings`, the committed ONNX model) embeds every department,
type and subtype of a catalogue once, when its vocabulary is built (once per catalogue
version, `words.catalogue`); a phrase is then read as the nearest value scoring at least
`THRESHOLD` and `MARGIN` above the runner-up ("sweaters" -> Knitwear, "coats" -> "Coats &
Jackets"). Departments are read through the English department groups of `synonyms.toml`
(labelled examples: "men", "for him"...): each catalogue department is filed under the group it
is nearest to ("Menswear", "Gents" and "Him" under men), so "for men" reaches whichever of them
the catalogue has. A phrase nothing is near maps to nothing (the reply says so).

Per turn, the only model call is for the words a message leaves unplaced (`Meaning.nearest`,
one batch, cached by text). With the hashing embedder (no model file) there is no meaning:
every lookup answers None and the first two steps serve alone.
"""

from __future__ import annotations

import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from functools import lru_cache

import numpy as np

from assistant.offline.words.lexicon import lexicon
from embeddings import EmbeddingError, get_embedder

logger = logging.getLogger(__name__)

THRESHOLD = 0.88  # cosine similarity a value must reach to be what a phrase means
MARGIN = 0.04  # ... and its lead over the next value (else the phrase is ambiguous)
DEPARTMENT_TEMPLATE = "clothing for {}"  # who a product is for reads best in a sentence
DEPARTMENT_THRESHOLD = 0.8
DEPARTMENT_MARGIN = 0.05
_CACHE_SIZE = 4096
_cache: OrderedDict[str, np.ndarray] = OrderedDict()
_lock = threading.Lock()


@lru_cache(maxsize=1)
def _model():
    """The MiniLM embedder, or None when only the hashing embedder is available (no meaning)."""
    try:
        model = get_embedder(kind="auto")
    except EmbeddingError:
        logger.warning("Offline model: no embedder, words are matched exactly and fuzzily only")
        return None
    return model if "minilm" in getattr(model, "name", "").lower() else None


def available() -> bool:
    """Whether words can be matched by meaning (the MiniLM model file is present)."""
    return _model() is not None


def embed(texts: Sequence[str]) -> np.ndarray | None:
    """Unit vectors (len(texts), 384) for lower-cased `texts`, cached per process by text;
    None when there is no model or it fails (callers then match by spelling only)."""
    model = _model()
    if model is None or not texts:
        return None
    keys = [" ".join(t.lower().split()) for t in texts]
    with _lock:
        known = {k: _cache[k] for k in keys if k in _cache}
    missing = [k for k in dict.fromkeys(keys) if k not in known]
    if missing:
        try:
            vectors = model.embed(missing)
        except EmbeddingError:
            logger.warning("Offline model: embedding failed, matching by spelling only")
            return None
        known.update(zip(missing, vectors, strict=True))
        with _lock:
            for key in missing:
                _cache[key] = known[key]
                while len(_cache) > _CACHE_SIZE:
                    _cache.popitem(last=False)
    return np.vstack([known[k] for k in keys])


def _best(scores: np.ndarray, threshold: float, margin: float) -> int | None:
    if scores.size == 0:
        return None
    order = np.argsort(-scores)
    best = float(scores[order[0]])
    second = float(scores[order[1]]) if scores.size > 1 else -1.0
    return int(order[0]) if best >= threshold and best - second >= margin else None


class Meaning:
    """The values of one catalogue embedded once: `values` maps a field ("product") to the
    catalogue's values of it. Built with the vocabulary, so once per catalogue version."""

    def __init__(self, values: dict[str, Sequence[str]]) -> None:
        self.values = {field: list(dict.fromkeys(v)) for field, v in values.items()}
        self._vectors: dict[str, np.ndarray | None] = {
            field: embed([v.lower() for v in vs]) if vs else None
            for field, vs in self.values.items()
        }

    def nearest(self, field: str, phrases: Iterable[str]) -> str | None:
        """The one value of `field` the phrases (one meaning: a word and its synonyms) are
        nearest to, scored by the closest phrase; None when nothing is near enough."""
        values, vectors = self.values.get(field, []), self._vectors.get(field)
        phrases = [p for p in phrases if p]
        if vectors is None or not values or not phrases:
            return None
        queries = embed(phrases)
        if queries is None:
            return None
        index = _best((queries @ vectors.T).max(axis=0), THRESHOLD, MARGIN)
        return values[index] if index is not None else None


def file_departments(departments: Sequence[str], groups: dict[str, Sequence[str]]) -> dict:
    """Each catalogue department filed under the English group it means (`groups`: name ->
    its phrases, from synonyms.toml): {"Menswear": "men", "Little Ones": "kids"}; one near no
    group, or near two alike ("Home", "Sale"), is filed under none."""
    if not departments or not groups or not available():
        return {}
    names = list(groups)
    members = [embed([DEPARTMENT_TEMPLATE.format(m) for m in groups[n]]) for n in names]
    found = embed([DEPARTMENT_TEMPLATE.format(d.lower()) for d in departments])
    if found is None or any(m is None for m in members):
        return {}
    filed = {}
    for row, department in enumerate(found):
        scores = np.array([float((m @ department).max()) for m in members])  # type: ignore[union-attr]
        index = _best(scores, DEPARTMENT_THRESHOLD, DEPARTMENT_MARGIN)
        if index is not None:
            filed[departments[row]] = names[index]
    return filed


# What a capitalised name may be, by labelled examples (a brand is told from a place, a
# person, a plain word or a garment: "Nike", "Ralph Lauren" from "Paris", "Sarah", "Chest").
NAME_KINDS = {
    "brand": ("a clothing brand", "a fashion label", "a sportswear brand", "a shoe brand"),
    "place": ("a city", "a country", "a place to visit"),
    "person": ("a person's first name", "my friend"),
    "word": ("an ordinary word",),
    "thing": ("a piece of clothing", "a garment", "a part of the body", "a clothing size"),
}
BRAND_THRESHOLD = 0.28


def _kind_scores(name: str) -> dict[str, float] | None:
    """Each kind of `NAME_KINDS` with its nearest example's similarity to `name`; None
    without the model. One embedding per name, cached."""
    vector = embed([name])
    kinds = [embed(list(examples)) for examples in NAME_KINDS.values()]
    if vector is None or any(k is None for k in kinds):
        return None
    return {
        kind: float((k @ vector[0]).max())  # type: ignore[union-attr]
        for kind, k in zip(NAME_KINDS, kinds, strict=True)
    }


def name_kind(name: str, margin: float = 0.04) -> str | None:
    """What the embedder knows a capitalised `name` as: the kind of `NAME_KINDS` ("brand",
    "place", "person", "word", "thing") whose examples it is nearest, when at least
    `BRAND_THRESHOLD` near and `margin` nearer than any other kind's; None when no
    kind stands out or without the model."""
    scores = _kind_scores(name)
    if scores is None:
        return None
    index = _best(np.array(list(scores.values())), BRAND_THRESHOLD, margin)
    return None if index is None else list(scores)[index]


def known_brand(name: str, margin: float = 0.04) -> bool:
    """Whether `name` is a well-known label of clothes or shoes: one the lexicon lists
    (`synonyms.toml` [brands]: "Zara", "Uniqlo", "The North Face", which the embedder barely
    tells from a city or a first name), or one the embedder knows as a brand (`name_kind`):
    "Nike", "Levi's" yes; "Paris", "Sarah", an invented name no. `margin`: the embedder's
    lead over any other kind's examples."""
    key = " ".join(re.sub(r"^the\s+", "", name.casefold().replace("’", "'")).split())
    return key in lexicon().known_brands or name_kind(name, margin) == "brand"


def leans_brand(name: str, slack: float = 0.0) -> bool:
    """Whether `name` is at least as near the brand examples as a place's and a person's,
    within `slack` (a weaker sign than `known_brand`, for names the embedder barely knows:
    "Primark" yes, "Ibiza", "Niamh" no; with a slack of 0.05 "Amberleigh", and first names
    such as "Sarah", too). False without the model."""
    scores = _kind_scores(name)
    return scores is not None and scores["brand"] + slack >= max(scores["place"], scores["person"])
