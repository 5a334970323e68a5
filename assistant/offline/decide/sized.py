"""Sizes asked by their family: "what's my shoe size?", "collar size?" (issue 18; M8.1, M8.2).

A size fact belongs to a family by its words or its reading: shoe, waist, chest, collar, or
clothes (a letter, a dress size, a bare number: "UK size 10" is no shoe size). A question that
names a family is answered from that family's facts alone, and said plainly when only other
families are known.
"""

from __future__ import annotations

import re

from assistant.offline.read.facts import Preferences
from assistant.offline.read.statements import fact_atoms
from assistant.offline.reply.recalled import fact_kinds, newest, second_person
from assistant.offline.words.kinds import garment_keys, garments, garments_related, related
from assistant.offline.words.lexicon import lexicon
from assistant.offline.words.sizes import label_for
from assistant.offline.words.text import alternation, as_part, normalise, or_list
from assistant.offline.words.vocabulary import Vocabulary


# The lexicon's words for shoes and for what is sized by the waist, singular and plural.
def _both(words: frozenset[str]) -> str:
    return alternation({f for w in words for f in (w, lexicon().singular(w), w.removesuffix("s"))})


_SHOD = _both(lexicon().shoe_words - {"eu"})
_WAISTED = _both(lexicon().waist_words - {"inch", "inches", "bottoms", "shorts"}) + r"|\bshorts\b"
# "what shoe size did I give you?" asks one system's size: said plainly when only others are known.
_SYSTEM_WORDS = (
    ("dress", "dress size", re.compile(r"\b(?:dress|dresses)\b")),
    ("shoe", "shoe size", re.compile(rf"\b(?:{_SHOD})\b")),
    ("waist", "waist size", re.compile(rf"\b(?:{_WAISTED})\b")),
    ("chest", "chest size", re.compile(r"\b(?:chest|suit|blazer)\b")),
    ("collar", "collar size", re.compile(r"\b(?:collar|neck)\b")),
    ("leg", "leg length", re.compile(r"\b(?:leg|legs|inseam|l\d{2})\b")),  # "W32 L30": both
    (
        "clothes",
        "clothes size",
        re.compile(
            r"\b(?:tops?|clothes|clothing|t-?shirts?|tees?|shirts?|jumpers?|sweaters?|hoodies?|knitwear)\b"
        ),
    ),
    ("jacket", "jacket size", re.compile(r"\b(?:jackets?|coats?)\b")),  # a letter or a chest
    # sized on their own scales: no clothes size answers them
    *(
        (k, f"{k} size", re.compile(rf"\b{k}s?\b"))
        for k in ("bra", "hat", "glove", "ring", "belt", "helmet")
    ),
)
# Sizes of one family answer each other ("top size?" is answered by a dress size).
_FAMILY = {"dress": "clothes", "letter": "clothes", "number": "clothes", "clothes": "clothes"}
_ALSO = {"jacket": {"clothes", "chest"}}  # the families that answer a size asked by its garment
_SYSTEMS = {"shoe", "waist", "chest", "collar", "dress", "letter"}


def asked_system(message: str, prefs: Preferences) -> str | None:
    """The size asked for by its system ("shoe size") when only letter sizes are known (a
    number of another system may be that size: "US 9" answers a question about shoes)."""
    if any(s not in ("letter", "age") for s in prefs.sizes):
        return None
    text = normalise(message)
    asked = (  # a letter is a coat's size too ("I'm a medium": a medium coat)
        name
        for key, name, p in _SYSTEM_WORDS
        if key not in ("clothes", "jacket") and p.search(text)
    )
    return next(asked, None)


def asked_family(message: str) -> tuple[str, str] | None:
    """The family a question names by its words ("dress", "dress size") or by a garment of
    it ("in trainers": "shoe"), the first of `_SYSTEM_WORDS`; None when it names none."""
    text = normalise(message)
    return next(((key, name) for key, name, p in _SYSTEM_WORDS if p.search(text)), None)


def _families(sentence: str, vocab: Vocabulary, shod: bool = False) -> set[str]:
    """The families a size fact is of (empty: none placed; two: it may be either): those its
    words name ("a 25.5 in Japanese shoe sizes" is no waist), with its reading's when they
    name only a leg ("W36 L30": a waist too). `shod`: another fact names its shoes, so a
    bare number read as a shoe size is the clothes size ("an EU 40" beside "EU 38 shoes")."""
    if (named := _named(sentence)) - {"leg"}:
        return named
    read = {a.value[0] for a in fact_atoms(sentence, vocab) if a.kind == "size"}  # type: ignore[index]
    if shod and not named and read == {"shoe"}:
        return {"clothes"}
    return named | {_FAMILY.get(k, k) for k in read & _SYSTEMS} or ({"clothes"} if read else set())


def _shod(sized: list[str]) -> bool:
    """Whether one of the size facts `sized` names shoes by its words."""
    return any("shoe" in _named(f) for f in sized)


def other_systems(message: str, facts: list[str], vocab: Vocabulary) -> str | None:
    """ "I don't know your waist size yet ..." when the question names a family ("waist?",
    "top size", "shoe size") and every size fact known is plainly of another family; else
    None. `facts`: the recalled fact sentences, oldest first."""
    asked = asked_family(message)
    sized = [f for f in facts if "size" in fact_kinds(f, vocab)]
    if asked is None or not sized:
        return None
    families: set[str] = set()
    for sentence in sized:
        named = _families(sentence, vocab, _shod(sized))
        if not named:
            return None  # a size of no plain family may be the one asked about
        families |= named  # "waist 32 and leg 30": two families, neither a shoe size
    known = or_list([as_part(second_person(f)) for f in newest(sized)], "and")
    if {_FAMILY.get(asked[0], asked[0]), *_ALSO.get(asked[0], ())} & families:
        garment = _other_garment(message, sized, vocab)
        return garment and f"I don't know your size in {garment} yet; I only know that {known}."
    return f"I don't know your {asked[1]} yet; I only know that {known}. Tell me and I'll use it."


def _other_garment(message: str, sized: list[str], vocab: Vocabulary) -> str | None:
    """The garment asked ("what coat size am I?") when every size fact names garments and
    none shares its size ("a 38 in dresses": dresses are no coats; "US 10.5 in sneakers" says
    nothing of shirts); None when one does, or a fact names no garment (a size for all)."""
    asked = garments(vocab.lex, normalise(message))
    if not asked:
        return None
    for sentence in sized:
        named = garments(vocab.lex, normalise(sentence))
        if not named or any(related(vocab.lex, a, n) for a in asked for n in named):
            return None
    return or_list(sorted(asked), "or")


def of_garment(message: str, facts: list[str], vocab: Vocabulary) -> str | None:
    """The answer to a question naming a garment ("what's my glove size?", "boot size?") from
    the size facts said for it or a garment sized alike ("size 8 in gloves", "size 24.5 in
    boots"), newest first, when other size facts are known too; None otherwise (a new user's
    ski-wear try, 2026-12-07: every size was listed, or "I don't know your glove size")."""
    asked = garment_keys(normalise(message), vocab)
    sized = [f for f in facts if "size" in fact_kinds(f, vocab)]
    if not asked or len(sized) < 2:
        return None
    keys = [garment_keys(normalise(f), vocab) for f in sized]
    words = {k for k in asked if k[0] == "lexicon"}
    # the garment itself first ("tee size?": "M in tees", not "L in hoodies" of one type)
    tiers = (
        lambda k: words & k,
        lambda k: asked & k,
        lambda k: garments_related(asked, k, vocab.lex),
    )
    paired = list(zip(sized, keys, strict=True))
    mine = next((m for t in tiers if (m := [f for f, k in paired if t(k)])), [])
    if not mine or len(mine) == len(sized) or _apart(words, vocab):
        return None  # "dress size and shoe size": each family answers
    told_twice = [k for f, k in paired if f in mine]
    if any(a & b for i, a in enumerate(told_twice) for b in told_twice[i + 1 :]):
        return None  # one garment's size told twice: a change, which `history` answers
    # a size said later for no garment may be the one now ("now wears a 42 regular")
    later = sized[max(sized.index(f) for f in mine) + 1 :]
    families = {w for f in mine for k in _families(f, vocab) for w in (k, *_ALSO.get(k, ()))}
    if any(not garment_keys(normalise(f), vocab) and _families(f, vocab) & families for f in later):
        return None
    told = or_list([as_part(second_person(f)) for f in newest(mine)], "and")
    return told[:1].upper() + told[1:] + "."


def _apart(words: set[tuple[str, str]], vocab: Vocabulary) -> bool:
    """Whether a question names garments of two kinds no size shares ("dresses", "shoes")."""
    return any(not garments_related({a}, {b}, vocab.lex) for a in words for b in words)


def size_named(message: str, facts: list[str], vocab: Vocabulary) -> str | None:
    """The answer to a size question naming a garment or a family, from `facts` (the recalled
    fact sentences, oldest first): the height told (`height`), the sizes said for that garment
    (`of_garment`), else "I don't know your waist size yet ..." (`other_systems`); None
    otherwise (M8.1, M8.2)."""
    return (
        height(message, facts, vocab)
        or of_garment(message, facts, vocab)
        or other_systems(message, facts, vocab)
    )


_HEIGHT_ASKED = re.compile(r"\bhow\s+tall\b|\bheight\b")
_HEIGHT_TOLD = re.compile(  # "is 165 cm tall", "height 5'10", not "wears size L tall"
    r"\d\s*(?:cm|m|ft|feet|foot|'|inches|in)\b[^.]{0,12}\btall\b|\bheight\b|\d\s*(?:'|ft)\s*\d"
)


def height(message: str, facts: list[str], vocab: Vocabulary) -> str | None:
    """The answer to "how tall am I?" ("measurements please, waist and height"): the facts
    telling the shopper's height, newest first, with the sizes of a family asked beside it;
    None when no height is told or none is asked."""
    if not _HEIGHT_ASKED.search(normalise(message)):
        return None
    told = [f for f in facts if _HEIGHT_TOLD.search(normalise(f))]
    if not told:
        return None
    rest = [f for f in facts if f not in told and "size" in fact_kinds(f, vocab)]
    also = of_family(message, rest, vocab) if asked_family(message) and rest else []
    said = or_list([as_part(second_person(f)) for f in newest(told) + newest(also)], "and")
    return said[:1].upper() + said[1:] + "."


def of_asked_family(message: str, facts: list[str], vocab: Vocabulary) -> str | None:
    """The answer to a question naming a family ("what's my shoe size?", "collar size?") from
    the size facts of that family alone, newest first, when other families are known too
    (a new user's try, 2026-12-03: every size was listed); None otherwise. A question that
    asks about a change over time is answered elsewhere (recollection._over_time)."""
    asked = asked_family(message)
    sized = [f for f in facts if "size" in fact_kinds(f, vocab)]
    text = normalise(message)
    families = {_FAMILY.get(key, key) for key, _, p in _SYSTEM_WORDS if p.search(text)}
    if asked is None or len(sized) < 2 or len(families) > 1:
        return None  # "dress size and shoe size": both are answered
    wanted = {_FAMILY.get(asked[0], asked[0]), *_ALSO.get(asked[0], ())}
    # a fact of two families answers for the one asked ("UK 12 in trousers and M in tops")
    shod = _shod(sized)
    mine = [
        f for f in sized if (found := _named(f) or _families(f, vocab, shod)) and found & wanted
    ]
    if not mine or len(mine) == len(sized):
        return None
    told = or_list([as_part(second_person(f)) for f in newest(mine)], "and")
    return told[:1].upper() + told[1:] + "."


def of_family(message: str, facts: list[str], vocab: Vocabulary) -> list[str]:
    """The size facts (oldest first) of the one family `message` names ("has my waist gone
    up?": the waist facts, not a leg length said after them); `facts` whole when it names
    none or several, or none of them is of that family (M8.2 is then held over them all)."""
    text = normalise(message)
    families = {_FAMILY.get(key, key) for key, _, p in _SYSTEM_WORDS if p.search(text)}
    if len(families) != 1:
        return facts
    mine = [f for f in facts if families <= (_named(f) or _families(f, vocab))]
    return mine or facts


def _named(sentence: str) -> set[str]:
    """The families a fact's own words name ("a 34 leg": leg, though read as a waist-leg
    label's part): these decide before its reading does."""
    said = normalise(sentence)
    return {_FAMILY.get(k, k) for k, _, p in _SYSTEM_WORDS if p.search(said)}


_FITS = {"R": "regular", "L": "long", "S": "short"}


def _said(size: str) -> str:
    """A size as a shopper says it too: "40R (40 regular)"."""
    if match := re.fullmatch(r"(\d{2})\s*([RLS])", size):
        return f"{size} ({match.group(1)} {_FITS[match.group(2)]})"
    if match := re.fullmatch(r"W(\d{2})\s*L(\d{2})", size):
        return f"{size} ({match.group(1)} waist, {match.group(2)} leg)"
    return size


def worn(prefs: Preferences) -> str:
    """The standing sizes said as a shopper says them, newest first: "UK 12 and 40R (40
    regular)" (M8.2: one per system), and each said for a garment with it ("size S in tops,
    size L in hoodies")."""
    tied = list(prefs.worn_in)
    plain = [(s, v, "") for s, v in prefs.sizes.items() if (s, v) not in {t[:2] for t in tied}]
    parts = [
        f"{label_for(s, v, g)} {_said(v)}" + (f" in {g}" if g else "")
        for s, v, g in reversed(plain + tied)
    ]
    return or_list(parts, "and")
