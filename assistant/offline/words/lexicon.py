"""The offline model's general English vocabulary, loaded from `synonyms.toml` (issue 11 item 1).

`lexicon()` returns it parsed and checked once per process. It names no catalogue's products:
`assistant.offline.words.vocabulary` maps it onto the catalogue in use.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from embeddings import common_words
from shop.sizes import LETTER_NAMES

SYNONYMS_FILE = Path(__file__).with_name("synonyms.toml")


@dataclass(frozen=True)
class Lexicon:
    """The data file's tables. Groups are tuples of equivalent lower-case phrases."""

    product_groups: tuple[tuple[str, ...], ...]
    broader_products: dict[str, tuple[str, ...]]
    irregular_singulars: dict[str, str]
    plural_only: frozenset[str]
    colour_names: dict[str, str]
    related_colours: dict[str, tuple[str, ...]]
    department_groups: dict[str, tuple[str, ...]]
    occasion_groups: tuple[tuple[str, ...], ...]
    related_occasions: dict[str, tuple[str, ...]]
    occasion_phrases: dict[str, str]
    letter_sizes: dict[str, str]
    shoe_words: frozenset[str]
    waist_words: frozenset[str]
    number_words: dict[str, int]
    materials: tuple[str, ...]
    stopwords: frozenset[str]
    fuzzy_min_length: int
    fuzzy_score: float
    fuzzy_words: tuple[str, ...]
    known_brands: frozenset[str]
    # Everyday English words (the embedder's vocabulary, its most frequent): a brand's first
    # word is no alias when it is one ("Little Scholar": "little")
    everyday: frozenset[str] = frozenset()

    def singular(self, noun: str) -> str:
        """The singular of a lower-case plural noun phrase (its last word): "polo shirts" ->
        "polo shirt", "dresses" -> "dress", "scarves" -> "scarf"; a singular is returned as is."""
        head, _, last = noun.rpartition(" ")
        if last in self.irregular_singulars:
            word = self.irregular_singulars[last]
        elif last.endswith(("sses", "shes", "ches", "xes")):
            word = last[:-2]
        elif last.endswith("ies") and len(last) > 4:
            word = last[:-3] + "y"
        elif last.endswith("s") and not last.endswith(("ss", "us", "wear")):
            word = last[:-1]
        else:
            word = last
        return f"{head} {word}" if head else word

    def is_pair(self, noun: str) -> bool:
        """Whether `noun` names a pair ("chinos", "track pants"): one is "a pair of ..."."""
        return noun.rpartition(" ")[2] in self.plural_only


def _groups(raw) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(str(w).lower() for w in group) for group in raw)


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    """The parsed data file. Raises OSError / tomllib.TOMLDecodeError / KeyError when it is
    missing or malformed: a packaging error, caught by the tests."""
    data = tomllib.loads(SYNONYMS_FILE.read_text(encoding="utf-8"))
    colours = data["colours"]
    return Lexicon(
        product_groups=_groups(data["products"]["groups"]),
        broader_products={k: tuple(v) for k, v in data["products"]["broader"].items()},
        irregular_singulars=dict(data["products"]["irregular"]),
        plural_only=frozenset(data["products"]["plural_only"]),
        colour_names=dict(colours["names"]),
        related_colours={k: tuple(v) for k, v in colours["related"].items()},
        department_groups={
            k: tuple(str(w).lower() for w in v) for k, v in data["departments"].items()
        },
        occasion_groups=_groups(data["occasions"]["groups"]),
        related_occasions={k: tuple(v) for k, v in data["occasions"]["related"].items()},
        occasion_phrases=dict(data["occasions"]["phrases"]),
        # Single letters (s, m, l) are read in context (assistant.offline.read.sizes).
        letter_sizes={name: s for name, s in LETTER_NAMES.items() if len(name) > 1},
        shoe_words=frozenset(data["sizes"]["shoe_words"]),
        waist_words=frozenset(data["sizes"]["waist_words"]),
        number_words={k: int(v) for k, v in data["numbers"]["words"].items()},
        materials=tuple(data["materials"]["words"]),
        stopwords=frozenset(data["free_text"]["stopwords"].split()),
        fuzzy_min_length=int(data["fuzzy"]["min_length"]),
        fuzzy_score=float(data["fuzzy"]["score"]),
        fuzzy_words=tuple(data["fuzzy"]["words"]),
        known_brands=frozenset(data["brands"]["known"]),
        everyday=common_words(),
    )
