"""The second step from words to the catalogue's values: typos corrected with rapidfuzz
(issue 11 item 1, issue 18 item 2). Exact and singular/plural matching is the vocabulary's
tables; meaning the third step (`words.meaning`)."""

from __future__ import annotations

import re

from rapidfuzz import fuzz, process
from rapidfuzz.distance import DamerauLevenshtein

from assistant.offline.words.lexicon import Lexicon
from assistant.offline.words.text import WORD
from embeddings import vocabulary_words

_ANY_CASE_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z]")
_ENDINGS = ("d", "ed", "s", "es", "ing")  # an English word's endings ("budged": "budge")


def by_first_letter(words: set[str]) -> dict[str, list[str]]:
    """`words` sorted into lists by their first letter (a typo keeps its first letter)."""
    choices: dict[str, list[str]] = {}
    for word in sorted(words):
        choices.setdefault(word[0], []).append(word)
    return choices


class Fuzzy:
    """Typo correction over a vocabulary's words (mixed into `Vocabulary`, which sets the
    tables read here and calls `_known_words` / `_correctable` when it is built)."""

    lex: Lexicon
    products: dict
    colours: dict
    departments: dict
    occasions: dict
    tags: dict
    brands: dict
    materials: tuple[str, ...]
    _known: set[str]
    _choices: dict[str, list[str]]
    _own_choices: dict[str, list[str]]

    def _known_words(self) -> set[str]:
        known = set(self.lex.stopwords) | set(self.lex.letter_sizes) | set(self.lex.number_words)
        known |= self.lex.shoe_words | self.lex.waist_words
        for table in (self.products, self.colours, self.departments, self.occasions, self.tags):
            for phrase in table:
                known.update(WORD.findall(phrase))
        for phrase in (*self.brands, *self.materials):
            known.update(WORD.findall(phrase))
        return known

    def _correctable(self) -> set[str]:
        words: set[str] = set()
        for table in (self.products, self.colours, self.tags):
            words.update(p for p in table if " " not in p and "-" not in p)
        words.update(m for m in self.lex.materials if " " not in m)  # not the catalogue's jargon
        words.update(alias for alias in self.brands if " " not in alias)
        return {w for w in words if len(w) >= self.lex.fuzzy_min_length}

    def _own_words(self) -> set[str]:
        """The model's own words a fact or a question turns on: the occasions' single words
        and the lexicon's `fuzzy.words` (never a catalogue's: `correct` has those)."""
        words = {w for group in self.lex.occasion_groups for w in group if " " not in w}
        words.update(self.lex.fuzzy_words)
        return {w for w in words if len(w) >= self.lex.fuzzy_min_length}

    def correct(self, text: str) -> str:
        """`text` with typos of catalogue words corrected ("jakcets" -> "jackets",
        "yelow" -> "yellow"): a word of at least `fuzzy.min_length` letters that is no known
        word becomes the closest catalogue word with the same first letter scoring at least
        `fuzzy.score` (rapidfuzz's ratio). Length may change; readers work on the result."""
        return self._corrected(text, self._choices)

    def correct_own(self, text: str) -> str:
        """`text` with typos of the model's own words corrected ("bugdet is 45" -> "budget is
        45", "interveiw", "weddin"): one slip of the keys (a Damerau-Levenshtein distance of 1:
        "budgie" is two from "budget"), read once per message (read.message), so the judge
        and the questions read what the shopper meant (M4)."""
        return self._corrected(text, self._own_choices, slip=True)

    def _corrected(self, text: str, choices: dict[str, list[str]], slip: bool = False) -> str:
        def fix(match: re.Match[str]) -> str:
            word = match.group(0).lower()
            if len(word) < self.lex.fuzzy_min_length or word in self._known or "'" in word:
                return match.group(0)
            if word in vocabulary_words():  # a word of English or a name: "Paris" is no "party"
                return match.group(0)
            if slip and any(
                word.endswith(end) and word[: -len(end)] in vocabulary_words() for end in _ENDINGS
            ):
                return match.group(0)  # "haven't budged": "budge", a word, is no "budget"
            best = process.extractOne(
                word,
                choices.get(word[0], []),
                scorer=DamerauLevenshtein.distance if slip else fuzz.ratio,
                score_cutoff=1 if slip else self.lex.fuzzy_score,
            )
            return best[0] if best else match.group(0)

        return _ANY_CASE_WORD.sub(fix, text)
