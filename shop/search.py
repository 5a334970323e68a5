"""Ranking for product search: BM25 keyword relevance, vector similarity, and their fusion.

The catalogue's products are held in one in-process index per catalogue version: a bm25s index
over each product's words and a numpy matrix of its unit vectors (shop.embedding). A search
ranks only the rows its structured filters let through (the caller hands in those rows), so a
narrow filter never comes back empty while products match it (issue 10 item 3).

- keyword: BM25 (bm25s) over the product's words, name, category, colour and tags counted twice.
  Only the products matching the most query terms are kept (every term, when any product matches
  them all), so "yellow jacket" is yellow jackets, not everything yellow.
- semantic: cosine similarity to the query's vector; the products within `SEMANTIC_MARGIN` of
  the best one, at most `SEMANTIC_K`.
- hybrid: reciprocal-rank fusion (k = 60) of the keyword ranking (products matching any term)
  and the semantic ranking.

Limits (README "Limits of the in-process index"): every web process holds every product's
vector (1.5 KB each with MiniLM's 384 dimensions) and rebuilds the index on the first search
after a product changes (0.8 s at 10k products, 14 s at 100k on the busy 2-core machine); fine
to some tens of thousands of products, at its limit around 100k. Beyond, move the vectors to
the database (pgvector) or the shop's own search engine.
"""

from __future__ import annotations

import logging
import re
import threading
from dataclasses import dataclass

import bm25s
import numpy as np

from embeddings import EmbeddingError
from shop import embedding
from shop.models import Product

logger = logging.getLogger(__name__)
# bm25s logs every index build at DEBUG on its own logger; the build is logged below instead.
logging.getLogger("bm25s").setLevel(logging.WARNING)

RRF_K = 60
SEMANTIC_K = 48
SEMANTIC_MARGIN = 0.12
# Cosine similarities of all-MiniLM-L6-v2: unrelated text ("no such thing", "xyzzy") scores
# below 0.2 against every product, a real request 0.4-0.7 against its best matches.
SEMANTIC_FLOOR = 0.25
PREFIX_MIN = 3
PREFIX_MAX_EXPANSIONS = 30

# Words that carry no meaning for a clothes search, and everyday synonyms mapped onto common
# catalogue words. Both are English and general, not one catalogue's vocabulary.
_STOPWORDS_TEXT = """
    a an and any are as at by do for from have i in is it me my of on or please show some
    something the to want with you your need looking under over below above than less more
    euro euros eur cheap size sizes find get like would could can im i'm looking
"""
STOPWORDS = frozenset(_STOPWORDS_TEXT.split())
SYNONYMS = {
    "tee": "t-shirt",
    "tshirt": "t-shirt",
    "trainer": "sneaker",
    "pant": "trouser",
    "sweater": "jumper",
    "pullover": "jumper",
    "gray": "grey",
    "purse": "bag",
    "handbag": "bag",
}
WORD_RE = re.compile(r"[\w-]+")
KEYWORD_FIELDS = ("name", "subtype", "type", "colour", "tags")
FILTER_COLUMNS = ("department", "type", "subtype", "colour", "brand")


def fold(word: str) -> str:
    """One search term: lower case, plural folded ("dresses" -> "dress"), synonym mapped."""
    word = word.lower().strip("-_")
    for suffix, replacement in (("ies", "y"), ("sses", "ss"), ("shes", "sh"), ("ches", "ch")):
        if len(word) > 4 and word.endswith(suffix):
            word = word[: -len(suffix)] + replacement
            break
    else:
        if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
            word = word[:-1]
    return SYNONYMS.get(word, word)


def query_terms(query: str) -> list[str]:
    """Free text -> distinct search terms, stopwords and one-letter words dropped."""
    terms = []
    for word in WORD_RE.findall(query.lower()):
        word = word.strip("-_")
        if len(word) < 2 or word in STOPWORDS:
            continue
        word = fold(word)
        if word not in terms:
            terms.append(word)
    return terms


def _tokens(text: str) -> list[str]:
    return [fold(word) for word in WORD_RE.findall(text.lower()) if len(word.strip("-_")) > 1]


def document_tokens(row: dict) -> list[str]:
    """A product's BM25 tokens: every field once, the defining fields (KEYWORD_FIELDS) twice."""
    tags = " ".join(row.get("tags") or ())
    text = " ".join(
        [row["name"], row["brand"], row["department"], row["type"], row["subtype"]]
        + [row["colour"], row["material"], tags, row["description"]]
    )
    strong = " ".join([row["name"], row["subtype"], row["type"], row["colour"], tags])
    return _tokens(text) + _tokens(strong)


@dataclass
class CatalogueIndex:
    """The search index of one catalogue version: row i is the product with primary key pks[i]."""

    version: str
    pks: np.ndarray  # int64, ascending
    bm25: bm25s.BM25 | None
    vocabulary: tuple[str, ...]
    vectors: np.ndarray  # float32 (n, dim), unit rows (zero rows when embedding failed)
    semantic_ready: bool
    prices: np.ndarray  # float64 EUR per row, for price bounds and sorting
    # Filter columns: field -> (case-folded value -> code, int32 code per row); tag -> rows.
    codes: dict[str, tuple[dict[str, int], np.ndarray]]
    tag_rows: dict[str, np.ndarray]

    def filter_rows(self, filters: dict, size_pks: np.ndarray | None = None) -> np.ndarray:
        """Rows passing the structured filters (shop.filters.clean_filters output), computed on
        the index's own columns, the same values the SQL filters read; `size_pks` are the
        products with the wanted size in stock (stock is not in the index: it changes often)."""
        mask = np.ones(len(self.pks), dtype=bool)
        for name in FILTER_COLUMNS:
            if name in filters:
                lookup, codes = self.codes[name]
                mask &= codes == lookup.get(str(filters[name]).casefold(), -1)
        if "exclude_colours" in filters:
            lookup, codes = self.codes["colour"]
            excluded = [
                lookup[c.casefold()] for c in filters["exclude_colours"] if c.casefold() in lookup
            ]
            mask &= ~np.isin(codes, excluded)
        if "tag" in filters:
            tagged = np.zeros(len(self.pks), dtype=bool)
            tagged[self.tag_rows.get(filters["tag"], np.zeros(0, dtype=np.int64))] = True
            mask &= tagged
        if "min_price" in filters:
            mask &= self.prices >= float(filters["min_price"])
        if "max_price" in filters:
            mask &= self.prices <= float(filters["max_price"])
        rows = np.flatnonzero(mask)
        if size_pks is not None:
            rows = np.intersect1d(rows, self.rows_for(size_pks), assume_unique=True)
        return rows

    def rows_for(self, pks: np.ndarray | None) -> np.ndarray:
        """Row numbers of these primary keys (all rows for None); keys not indexed are skipped."""
        if pks is None:
            return np.arange(len(self.pks))
        rows = np.searchsorted(self.pks, pks)
        inside = rows < len(self.pks)
        rows, pks = rows[inside], pks[inside]
        return rows[self.pks[rows] == pks]

    def expand(self, term: str) -> list[str]:
        """The term itself when the catalogue has it, else catalogue words starting with it
        ("trail" -> "trailhead"), so a half-typed word still finds its products."""
        if self.bm25 is not None and term in self.bm25.vocab_dict:
            return [term]
        if len(term) < PREFIX_MIN:
            return []
        return [word for word in self.vocabulary if word.startswith(term)][:PREFIX_MAX_EXPANSIONS]

    def term_scores(self, terms: list[str]) -> np.ndarray:
        """BM25 score per (term, row): float32 (len(terms), n); a prefix term scores its best
        expansion."""
        scores = np.zeros((len(terms), len(self.pks)), dtype=np.float32)
        if self.bm25 is None:
            return scores
        for i, term in enumerate(terms):
            for word in self.expand(term):
                np.maximum(scores[i], self.bm25.get_scores([word]), out=scores[i])
        return scores


_index: CatalogueIndex | None = None
_index_lock = threading.Lock()


def catalogue_index(version: str) -> CatalogueIndex:
    """The index for catalogue `version`, built on first use and whenever the version changes.

    Embeds the products whose text changed (and stores their vectors); when the embedder fails,
    the index is keyword-only (`semantic_ready` False) and a warning is logged.
    """
    global _index
    current = _index
    if current is not None and current.version == version:
        return current
    with _index_lock:
        if _index is not None and _index.version == version:
            return _index
        _index = _build(version)
        return _index


def _build(version: str) -> CatalogueIndex:
    semantic_ready = True
    try:
        embedding.embed_stale_products()
    except EmbeddingError:
        logger.warning("Product search: embedding failed; searching by keyword only", exc_info=True)
        semantic_ready = False
    fields = [*embedding.TEXT_FIELDS, "embedding", "price"]  # TEXT_FIELDS has brand, tags
    rows = list(Product.objects.order_by("pk").values(*fields).iterator(chunk_size=2000))
    pks = np.fromiter((row["pk"] for row in rows), dtype=np.int64, count=len(rows))
    dim = embedding.embedder().dim or 384
    vectors = np.zeros((len(rows), dim), dtype=np.float32)
    for i, row in enumerate(rows):
        raw = row["embedding"]
        if raw is not None and len(raw) == dim * 4:
            vectors[i] = np.frombuffer(bytes(raw), dtype=np.float32)
        else:
            semantic_ready = False  # a product without a vector: rank by keyword only
    bm25 = None
    vocabulary: tuple[str, ...] = ()
    if rows:
        bm25 = bm25s.BM25()
        bm25.index([document_tokens(row) for row in rows], show_progress=False)
        vocabulary = tuple(sorted(word for word in bm25.vocab_dict if word))
    logger.info("Product search index built: %d products, version %s", len(rows), version)
    prices = np.fromiter((float(row["price"]) for row in rows), dtype=np.float64, count=len(rows))
    codes = {}
    for name in FILTER_COLUMNS:
        lookup: dict[str, int] = {}
        column = [lookup.setdefault(row[name].casefold(), len(lookup)) for row in rows]
        codes[name] = (lookup, np.array(column, dtype=np.int32))
    tags: dict[str, list[int]] = {}
    for i, row in enumerate(rows):
        for tag in row["tags"] or ():
            tags.setdefault(tag, []).append(i)
    tag_rows = {tag: np.array(found, dtype=np.int64) for tag, found in tags.items()}
    return CatalogueIndex(
        version, pks, bm25, vocabulary, vectors, semantic_ready, prices, codes, tag_rows
    )


@dataclass(frozen=True)
class Ranking:
    """What a ranking produced: index rows best first, and how it ran."""

    rows: np.ndarray
    mode: str  # "keyword", "semantic", "hybrid", or "none" (no query terms)
    terms: tuple[str, ...] = ()
    note: str = ""


def keyword_rank(index: CatalogueIndex, rows: np.ndarray, terms: list[str], *, best_only=True):
    """(rows, scores) of the rows matching the query terms, best first.

    With `best_only`, only rows matching the most terms are kept; ties break by BM25 score.
    """
    if not terms or not len(rows):
        return rows[:0], np.zeros(0)
    scores = index.term_scores(terms)[:, rows]
    matched = (scores > 0).sum(axis=0)
    total = scores.sum(axis=0)
    keep = matched >= (matched.max() if best_only else 1)
    keep &= matched > 0
    rows, matched, total = rows[keep], matched[keep], total[keep]
    order = np.lexsort((-total, -matched))
    return rows[order], total[order]


def semantic_rank(index: CatalogueIndex, rows: np.ndarray, query: str):
    """(rows, similarities) of the rows nearest the query's meaning, best first.

    Keeps rows within SEMANTIC_MARGIN of the best similarity, at most SEMANTIC_K, and at least
    SEMANTIC_FLOOR, so gibberish finds nothing. When filters leave only rows below the floor
    but the query does mean something in this catalogue (some product clears the floor), the
    filtered rows nearest it are kept anyway: a narrow filter is not emptied by a vague query.
    Raises EmbeddingError when the model fails.
    """
    if not len(rows):
        return rows, np.zeros(0)
    vector = embedding.embed_query(query)
    # One contiguous matrix-vector product over every row, then the filtered rows' entries:
    # cheaper than copying the filtered rows out of the matrix first.
    every = index.vectors @ vector
    similarity = every[rows]
    count = min(SEMANTIC_K, len(rows))
    top = np.argpartition(-similarity, count - 1)[:count]
    top = top[np.argsort(-similarity[top], kind="stable")]
    best = float(similarity[top[0]])
    floor = SEMANTIC_FLOOR
    filtered = len(rows) < len(index.pks)
    if best < floor and filtered and float(every.max()) >= floor:
        floor = -1.0
    keep = similarity[top] >= max(best - SEMANTIC_MARGIN, floor)
    top = top[keep]
    return rows[top], similarity[top]


def rank(index: CatalogueIndex, rows: np.ndarray, query: str, mode: str) -> Ranking:
    """Rank `rows` of the index for `query` in `mode` ("keyword", "semantic" or "hybrid").

    Semantic and hybrid fall back to keyword (saying so in `note`) when vectors are unavailable.
    """
    terms = query_terms(query)
    if not query.strip() or (not terms and mode == "keyword"):
        return Ranking(rows[:0], mode="none")
    note = ""
    if mode != "keyword":
        if not index.semantic_ready:
            mode, note = "keyword", "semantic search is unavailable; keyword ranking ran"
        else:
            try:
                sem_rows, _ = semantic_rank(index, rows, query)
            except EmbeddingError:
                logger.warning("Product search: query embedding failed", exc_info=True)
                mode, note = "keyword", "semantic search failed; keyword ranking ran"
    if mode == "keyword":
        key_rows, _ = keyword_rank(index, rows, terms)
        return Ranking(key_rows, "keyword", tuple(terms), note)
    if mode == "semantic":
        return Ranking(sem_rows, "semantic", tuple(terms), note)
    key_rows, _ = keyword_rank(index, rows, terms, best_only=False)
    # Reciprocal-rank fusion, vectorised: each list adds 1 / (k + rank) to its rows.
    fused = np.zeros(len(index.pks), dtype=np.float64)
    for ranked in (key_rows, sem_rows):
        fused[ranked] += 1.0 / (RRF_K + 1 + np.arange(len(ranked)))
    hits = np.union1d(key_rows, sem_rows)
    order = hits[np.argsort(-fused[hits], kind="stable")]
    return Ranking(order, "hybrid", tuple(terms), note)


def sort_by_price(index: CatalogueIndex, rows: np.ndarray, descending: bool) -> np.ndarray:
    """Ranked rows reordered by price (ties keep their rank order)."""
    prices = index.prices[rows]
    order = np.argsort(-prices if descending else prices, kind="stable")
    return rows[order]
