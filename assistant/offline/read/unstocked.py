"""A brand the shopper prefers or refuses that the catalogue does not stock (M4.2: "preferred
brand"; issue 18 item 4): "Levi's are the only jeans that fit me", "I refuse to buy Shein".

The catalogue's brands are read by their names (`read.slots`, `read.statements`); a brand it
does not sell has no name to match. A run of capitalised words that the vocabulary does not
know is tried in the place of a catalogue brand: when the message, so read, states that brand
as the shopper's (the same frames, owner and mood as a stocked brand's), the name is the
shopper's brand. A sentence that names nothing worn or shopped for ("I love Paris") keeps no
brand: a place or a person is no label.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from assistant.offline.read.facts import Atom
from assistant.offline.read.liking import NEGATIVE, PREFERENCE
from assistant.offline.read.patterns import OTHER_PERSON
from assistant.offline.words.text import normalise, straighten
from assistant.offline.words.vocabulary import Vocabulary
from embeddings import vocabulary_words

# "Levi's", "Dr Martens", "COS", "Marks & Spencer", "H&M": capitalised words, joined by "&".
_NAME = re.compile(
    r"(?<![\w'])((?:Dr\.?\s+)?[A-Z][\w'&-]*(?:\s+(?:&\s+|and\s+)?[A-Z][\w'&-]*){0,2})(?![\w'])"
)
_PLACE = re.compile(
    r"\b(?:to|in|into|on|near|around|visiting|visit|(?<!shop\s)(?<!shopping\s)at)\s+$"
)  # "off to Lisbon", "a dress on Instagram"
# A word that judges a brand: liking, refusing, or keeping to it ("my boots of choice").
_JUDGED = re.compile(
    rf"{PREFERENCE.pattern}|{NEGATIVE.pattern}|"
    r"\b(?:choice|trust|trusted|swear|loyal|fits?|fitting|always|staple|go-to|faves?)\b"
)
# What makes a sentence about shopping or wearing: a garment, or these words.
_SHOPPING = re.compile(
    r"\b(?:buy|buying|bought|shop|shops|shopping|store|label|brand|brands|wear|wearing|wears|"
    r"fit|fits|fitting|sizing|quality|clothes|basics|stuff|cuts?|made)\b"
)
_CALENDAR = re.compile(
    r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|"
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:christmas|easter|xmas)\b"
)
# "Italian sizing fits me best": a people's adjective, said of sizes, is no brand.
_PEOPLES = re.compile(
    r"[a-z]*(?:ian|ish|ese|ch)|american|european|dutch|german|greek|thai|swiss|uk|us|eu"
)
_NOT_NAMES = frozenset((
    "i", "i'm", "i've", "i'd", "i'll", "im", "ive", "id", "my", "me", "mine", "we", "our", "you",
    "your", "anything", "everything", "nothing", "never", "always", "usually", "mostly", "only",
    "not", "no", "yes", "love", "like", "hate", "honestly", "really", "please", "ok", "okay", "oh",
    "so", "and", "but", "also", "just", "maybe", "definitely", "absolutely", "eu", "uk", "us",
))  # fmt: skip


def unstocked_brand(
    text: str, vocab: Vocabulary, read: Callable[[str, Vocabulary], Any]
) -> Atom | None:
    """The brand atom (polarity 1 or -1) of a name the catalogue does not stock, when `text`
    states it as the shopper's own preference; None otherwise. `text`: the message as said
    (capitals are the only sign of a name). `read(text, vocab)` gives a message's reading
    (read.message's `Reading`: handed in, as that module imports this one's callers). The name
    must sit in a clause of the shopper's that judges it (a word of liking or refusing), not
    after "to", "in" or "at" (a place), and not open a sentence as a common word ("Happy to
    spend 200")."""
    if not vocab.brands or text.rstrip().endswith("?") or OTHER_PERSON.search(normalise(text)):
        return None
    said = straighten(text)
    stand_in = next(
        (b for b in sorted(vocab.brands.values()) if b.lower() not in said.lower()), None
    )
    if stand_in is None:
        return None
    for match in _NAME.finditer(said):
        name, before = match.group(1).rstrip("."), said[: match.start(1)]
        after = normalise(said[match.start(1) + len(name) :]).lstrip()
        initial = not before.strip() or before.rstrip()[-1] in ".!?"
        if not _unknown(name, vocab) or (initial and _common(name)) or _PLACE.search(before):
            continue  # "Petite 10 fits me", "off to Lisbon": a common word, a place
        if vocab.colour_re.match(after):
            continue  # "Pastel pink": a shade
        tried = f"{before}{stand_in}{said[match.start(1) + len(name) :]}"
        if not (vocab.product_re.search(normalise(tried)) or _SHOPPING.search(normalise(tried))):
            continue
        clauses = read(tried, vocab).clauses
        for clause, next_one in zip(clauses, [*clauses[1:], None], strict=True):
            # "Nike for trainers, always": a bare clause after judges the one before
            tail = next_one.text if next_one is not None and not next_one.atoms else ""
            if not clause.own or not (_JUDGED.search(clause.text) or _JUDGED.search(tail)):
                continue
            for atom in clause.atoms:
                if atom.kind == "brand" and atom.value == stand_in:
                    return Atom("brand", name, atom.polarity)
    return None


def _common(name: str) -> bool:
    """Whether a name's first word is a common English word (one of the embedder's word
    pieces): said first in a sentence, its capital proves nothing."""
    first = normalise(name).split()[0]
    if first.endswith("'s") or first in ("dr", "dr."):
        return False  # "Levi's are the only jeans that fit me", "Dr Martens": a name's
    return first in vocabulary_words()


def _unknown(name: str, vocab: Vocabulary) -> bool:
    """Whether a capitalised run may be a brand: no word the shop or English already means
    (a colour, an occasion, a month, "I", "Honestly"), no size ("XS", "IT 38"), three
    letters at least ("COS", "H&M")."""
    words = normalise(name).split()
    if (
        len(name.replace(".", "")) < 3
        or re.search(r"n't|'(?:m|ve|ll|d|re)\b", name.lower())
        or re.fullmatch(r"\d?x*[sml]|x+l", words[0] if words else "")
    ):
        return False  # "I wear M": a size
    if not words or all(w in _NOT_NAMES or w in vocab.lex.stopwords for w in words):
        return False
    if words[0] in _NOT_NAMES or words[0] in vocab.lex.stopwords:
        return False  # "Honestly Levi's ...": the run starts at the sentence's first word
    phrase = " ".join(words)
    return not (
        _CALENDAR.search(phrase)
        or _PEOPLES.fullmatch(phrase)
        or vocab.occasion_re.search(phrase)
        or vocab.colour_re.search(phrase)
        or vocab.department_re.search(phrase)
        or vocab.no_range_re.search(phrase)
        or any(phrase in words for words in vocab.lex.department_groups.values())
        or vocab.material_re.search(phrase)
        or vocab.tag_re.search(phrase)
        or vocab.brand_re.search(phrase)
        or vocab.product_re.search(phrase)
        or vocab.is_known(phrase)
        or re.search(r"\d", phrase)
    )
