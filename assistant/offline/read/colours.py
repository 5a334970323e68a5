"""The colours a clause likes or refuses (issue 18 item 4; M4.2 "colour preferences"), for
`read.slots`: by the clause's words of liking or refusing (`read.liking`), else, in a message
that asks for nothing, by its meaning (`read.feeling`: "white's a no", "I never buy green",
"emerald green every single time"). "The red one", "the black ones" are products in view,
no taste.
"""

from __future__ import annotations

import re

from assistant.offline.read.facts import Atom
from assistant.offline.read.feeling import feeling
from assistant.offline.read.liking import NEGATIVE, PREFERENCE, liking
from assistant.offline.words.vocabulary import Vocabulary

TONES = (
    "pastel", "pastels", "neutral", "neutrals", "earthy tones", "earth tones", "bright colours",
    "brights", "dark colours", "muted colours", "jewel tones", "bold colours", "monochrome", "neon",
)  # fmt: skip
_THAT_ONE = re.compile(r"\b(?:the|this|that|these|those)\s+$")

# A clause led by a verb of liking or refusing, its subject left out ("hate mustard", "love navy").
_LIKING = re.compile(
    r"^(?:(?:and|but|so|oh|also|really|honestly|just)[\s,]+)*(?:love|adore|like|prefer|hate|dislike|"
    r"detest|loathe|avoid|can't\s+stand|never|always|mostly|mainly|usually|normally|only|all|big\s+fan|"
    r"not\s+a\s+fan|no\s+more|obsessed|(?:fave|favourite|favorite)\s+colou?r)\b|"
    r"\b(?:is|are)\s+my\s+(?:go[\s-]to|fave|favourite|favorite|colou?r|thing)\b"  # "camel is my go to"
)
_ONLY = re.compile(
    r"\b(?:only|always|every\s+time|all\s+day|mostly|mainly)(?:\s+(?:please|pls|thanks))?$"
)  # "Dark colours only": a taste said after
# A colour refused with nothing else: "no pink", "nothing brown please", "never orange".
_REFUSED = re.compile(
    r"^(?:(?:and|but|so|oh|also|please)[\s,]+)*(?:no|nothing(?:\s+in)?|never|not|anything\s+but)\s+"
    r"(?:more\s+)?$"
)


def _chosen(clause: str, vocab: Vocabulary) -> list[Atom]:
    """One colour chosen over another ("silver not gold for me", "cream over white any day"):
    the first liked, the second refused when said with "not"; [] for any other clause."""
    colour = vocab.colour_re.pattern
    pair = _cached(
        vocab,
        "colours_chosen",
        rf"(?:^|\s)({colour})\s*,?\s+(not|rather\s+than|over|instead\s+of)\s+({colour})\b",
    ).search(clause)
    better = _cached(  # "navy suits me better than black": navy liked, black no taste said
        vocab,
        "colours_better",
        rf"(?:^|\s)({colour})(?:\s+[\w']+){{0,4}}?\s+(?:better|more)\s+(?:on\s+me\s+)?than\s+"
        rf"(?:\w+\s+)?({colour})\b",
    ).search(clause)
    if better and not NEGATIVE.search(clause):
        return [Atom("colour", c, 1) for c in vocab.colours_said(better.group(1))]
    if pair is None or NEGATIVE.search(clause):
        return []
    first, second = vocab.colours_said(pair.group(1)), vocab.colours_said(pair.group(3))
    refused = [Atom("colour", c, -1) for c in second] if pair.group(2) == "not" else []
    return [Atom("colour", c, 1) for c in first] + refused


def _cached(vocab: Vocabulary, key: str, pattern: str) -> re.Pattern[str]:
    """`pattern` compiled once per catalogue version (the vocabulary's cache), under `key`."""
    found = vocab.cache.get(key)
    if found is None:
        found = vocab.cache[key] = re.compile(pattern)
    return found  # type: ignore[return-value]


def _colour_words(vocab: Vocabulary) -> re.Pattern[str]:
    """The catalogue's colour words and the tones, as `feeling` says them "it"."""
    return _cached(vocab, "colour_words", rf"{vocab.colour_re.pattern}|\b(?:{'|'.join(TONES)})\b")


def only_colours(clause: str, vocab: Vocabulary) -> bool:
    """Whether a clause is colours alone ("navy", "black and grey"), listed among facts."""
    colour = vocab.colour_re.pattern
    listed = _cached(vocab, "colours_listed", rf"(?:(?:{colour})(?:\s*(?:,|and|or|&)\s*|$))+")
    return listed.fullmatch(clause) is not None


def taste_said(clause: str, vocab: Vocabulary) -> bool:
    """Whether a clause said without a subject states a taste in its words: led by a verb of
    liking or refusing ("hate mustard"), closed by one ("dark colours only") or refusing a
    colour bare ("no pink"); not "black looks good on the model"."""
    return bool(
        _LIKING.match(clause)
        or _ONLY.search(clause)
        or _refused(clause, vocab)
        or _judged(clause, vocab)
    )


def _judged(clause: str, vocab: Vocabulary) -> bool:
    """Whether the clause opens with its colours and then judges them in words ("red is a hard
    no", "grey is boring", "olive's always a winner"); not "black looks good on the model"."""
    colour = vocab.colour_re.pattern
    listed = rf"^(?:{colour})(?:\s*(?:,|and|or|&)\s*(?:{colour}))*\s*(?:'s|is|are)\b"
    led = _cached(vocab, "colours_led", listed).match(clause)
    rest = clause[led.end() :] if led else ""
    return bool(led and (NEGATIVE.search(rest) or _LIKED_AFTER.search(rest)))


# What says a colour is the shopper's own, said after it: not "the most popular colour for suits".
_LIKED_AFTER = re.compile(
    r"\b(?:my\s+(?:go[\s-]?to|fave|favourite|favorite|colou?r|thing|jam|uniform)|winner|"
    r"(?:suits|flatters)\s+me|works\s+(?:on|for)\s+me|(?:great|gorgeous|good)\s+on\s+me|a\s+yes|"
    r"(?:i|i'll|i'd)\s+(?:always\s+)?(?:love|adore|pick|choose|wear))\b"
)


def _refused(clause: str, vocab: Vocabulary) -> bool:
    """Whether the clause's first colour is refused with nothing else ("no pink")."""
    first = vocab.colour_re.search(clause)
    return bool(first and _REFUSED.match(clause[: first.start()]))


def colours(
    clause: str, vocab: Vocabulary, asking: bool = True, by_words: bool = True
) -> list[Atom]:
    """The colour atoms of one normalised clause, each with the clause's polarity (1 liked,
    -1 refused): by its words (`liking`; `by_words=False` skips them), else, when the message
    asks for nothing (`asking` False), by the clause's meaning (`feeling`: "white's a no",
    "I never buy green"); a clause liking by default, with no word of refusing, refuses when
    its meaning clearly does ("lime green makes me look seasick"). [] when no colour is
    liked or refused (M4.2)."""
    if not asking and _refused(clause, vocab):
        return [Atom("colour", name, -1) for name in vocab.colours_said(clause)]
    if not asking and (chosen := _chosen(clause, vocab)):
        return chosen

    def preference(match: re.Match[str]) -> bool:  # not "the black one", "that red jacket"
        product = _THAT_ONE.search(clause[: match.start()])
        return not (product or re.match(r"\s+ones?\b", clause[match.end() :]))

    found = vocab.colours_said(clause, preference)
    found += [t for t in TONES if re.search(rf"\b{re.escape(t)}\b", clause)]
    if not found:
        for word in re.findall(r"\b([a-z]+)s\b", clause):  # "blues", "greens"
            if word in vocab.colours and vocab.colours[word] not in found:
                found.append(vocab.colours[word])
    if not found:
        return []
    if by_words and (PREFERENCE.search(clause) or NEGATIVE.search(clause)):
        polarity = liking(clause)
        if polarity > 0 and not asking and not NEGATIVE.search(clause):
            polarity = -1 if feeling(clause, _colour_words(vocab)) == -1 else 1
    else:
        polarity = None if asking else feeling(clause, _colour_words(vocab))
    return [Atom("colour", name, polarity) for name in found] if polarity else []
