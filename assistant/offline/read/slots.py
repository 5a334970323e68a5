"""The message read once into clauses and their slots (issue 18 items 3 and 4).

`read_clauses(text, vocab)` cuts a message into clauses and reads each into a `Clause`: whose
it is (the shopper's own, someone else's), its mood (statement, question, request,
hypothetical) and its slots with their spans: sizes of any system (`shop.sizes` reads the
value), colours with their polarity, budget amounts with their direction, the catalogue's
brands, occasions. Patterns stand only where the words are exact (numbers, prices, sizes);
what a clause is about is read from its slots, not from a list of whole sentences.

The fact judge keeps every slot of every clause that is the shopper's own statement (M4.2,
M4.3): "I'm a UK 10 and I've got a christening on Sunday" states a size and an occasion.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from assistant.offline.read.amounts import budget_in, sizes_in
from assistant.offline.read.facts import Atom
from assistant.offline.read.money import spell_numbers
from assistant.offline.read.patterns import HYPOTHETICAL, OTHER_PERSON
from assistant.offline.words.text import fix_contractions, normalise, straighten
from assistant.offline.words.vocabulary import Vocabulary

_SENTENCE = re.compile(r"[^.!?;\n]+(?:[.!?;]+|$)")
_CUT = re.compile(
    r",\s*(?:and|but|so)?\s*|\s+(?:and|but|so|because|though|although|while|plus)\s+"
    r"(?=(?:i|i'm|i've|i'd|i'll|my|me|we|we're|we've|our|do|does|can|could|would|will|is|are|"
    r"what|which|where|how|any|anything|have|show|please|budget|size|no|not|never|nothing)\b)"
)
FIRST_PERSON = re.compile(  # "us" but not the size system of "US 11"
    r"\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself|we|we're|we've|our|us(?!\s*\d))\b"
)
_QUESTION = re.compile(
    r"^\s*(?:(?:so|and|but|also|well|ok|okay|hi|hey|oh|um|right)[\s,!]+)*"
    r"(?:do|does|did|can|could|would|will|is|are|was|were|have\s+you|has|what|which|where|when|"
    r"who|how|why|any(?!thing\s+(?:above|over|more))|got\s+any|is\s+there|are\s+there|"
    r"(?:what|where|who|how|when)'s)(?![\w'])"
)
_REQUEST = re.compile(
    r"^\s*(?:(?:so|and|but|also|ok|okay|hi|hey|oh|please)[\s,!]+)*"
    r"(?:show|find|give|get\s+me|send|recommend|suggest|search|list|help|let\s+me|"
    r"i(?:'m|\s+am)\s+(?:looking|searching|after|hunting)|looking\s+for|"
    r"i(?:\s+need|\s+want|\s+would\s+like|'d\s+like|'d\s+love|\s+would\s+love)(?!\s+to\s+(?:keep|"
    r"stay|spend|pay))|can\s+i|could\s+i|i\s+wonder)\b"
)
_NEGATIVE = re.compile(
    r"\b(?:hate|hates|dislike|detest|loathe|avoid|avoids|away\s+from|nightmare|terrible|awful|"
    r"horrible|ugly|wash(?:es)?\s+me\s+out|drain|drains|clash|clashes|too\s+much|sick\s+of|"
    r"tired\s+of|allergic|can't\s+stand|cannot\s+stand|can't\s+bear|off\s+the\s+table|no-go|"
    r"bad\s+on\s+me|not\s+a\s+fan|no\s+more|rather\s+not|steer\s+clear|stay\s+away|"
    r"no\s+longer\s+(?:likes?|loves?|wears?|buys?|into|a\s+fan)|"
    r"(?:isn't|is\s+not|not)\s+(?:really\s+)?(?:me|for\s+me|my\s+thing)|"
    r"(?:never|don't|do\s+not|stop)\s+(?:show|send|offer|give)(?:ing)?\s+me)\b"
)
_NEGATION = re.compile(r"\b(?:not|never|no|n't|don't|doesn't|won't|nothing|none)\b|n't\b")
_NEUTRAL = re.compile(r"\b(?:don't|do\s+not|no\s+longer)\s+(?:mind|hate|dislike)\b")
_PREFERENCE = re.compile(
    r"\b(?:like|likes|love|loves|adore|prefer|enjoy|favourite|favorite|go\s+for|pick|choose|"
    r"wear|wearing|suit|suits|look|looks|drawn|fan|into|keen|fond|colou?rs?|tones?|shades?|"
    r"wardrobe|complimented|stick|always|mostly|usually|only|best|great|good|me)\b"
)
_TONES = (
    "pastel", "pastels", "neutral", "neutrals", "earthy tones", "earth tones", "bright colours",
    "brights", "dark colours", "muted colours", "jewel tones", "bold colours", "monochrome",
)  # fmt: skip
_EVENTS = (
    "wedding", "christening", "baptism", "funeral", "graduation", "interview", "gala", "black tie",
    "date", "races", "party", "prom", "ball", "holiday", "trip", "honeymoon", "cruise",
    "marathon", "race", "skiing", "ski trip", "hiking", "camping", "festival", "conference",
    "new job", "office job", "job", "dinner", "ceremony", "christmas party", "birthday",
    "anniversary", "hen do", "stag do", "night out", "beach", "gym", "running", "yoga", "golf",
    "office", "bank", "school", "meeting", "presentation", "concert", "vacation",
    "best man", "bridesmaid", "wedding guest", "getting married", "trekking", "first day",
    "uni", "university", "college", "christmas", "reunion", "retirement",
)  # fmt: skip
_THAT_ONE = re.compile(r"\b(?:the|this|that|these|those)\s+$")
_TRAVEL = re.compile(
    r"\b(?:i'm|i\s+am|we're|we\s+are)\s+(?:off|flying|travelling|traveling|heading|jetting)\s+"
    r"(?:off\s+)?to\b"
)
_BACK_FROM = re.compile(r"\b(?:back|home)\s+from\b|\bafter\s+work\b|\bwork(?:ing)?\s+from\s+home\b")
# "My son's feet are a 35", "my mum's budget": another person's, said as a possessive.
_THEIRS = re.compile(
    r"^\s*(?:and\s+|but\s+)?(?:his|her|their|its)\b|^\s*(?:and\s+|but\s+)?(?:my|our)\s+(?:\w+\s+)?(?:husband|wife|partner|son|daughter|kids?|"
    r"children|child|boyfriend|girlfriend|mum|mom|mother|dad|father|brother|sister|friends?|"
    r"boss|baby|nephew|niece|fianc\w*|flatmate|grandson|granddaughter)(?:'s|s')"
)
_SIZE_FOR = re.compile(r"^(?:size\s+)?(?:(?:uk|us|eu)\s*)?[\w.]+\s+for\s+(?:my\s+)?[a-z]+$")
_BARE_SIZE = re.compile(r"^(?:\w+\s+){0,2}size\s+\S+(?:\s+\w+){0,2}$")
_PLAN = re.compile(
    r"\b(?:going|go|off|heading|attending|invited|have|has|'ve|got|start|starting|coming|"
    r"next|this|on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in\s+"
    r"(?:january|february|march|april|may|june|july|august|september|october|november|"
    r"december|the\s+winter|the\s+summer|spring|autumn)|running|the\s+best\s+man|bridesmaid|"
    r"travelling|flying|need\s+to|work|working|do|love|enjoy|train|training)\b"
)


_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_SEASONS = "summer|winter|spring|autumn|weekend|week|month|year|evening"
_MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december"
# When a plan happens ("next week", "on Saturday", "in June", "soon").
_WHEN = re.compile(
    rf"\b(?:(?:next|this|coming)\s+(?:{_DAYS}|{_SEASONS})|tomorrow|tonight|soon|on\s+(?:{_DAYS})|"
    rf"in\s+(?:{_MONTHS}|the\s+(?:{_SEASONS})|a\s+(?:few\s+|couple\s+of\s+)?(?:days|weeks|months)|"
    r"(?:two|three|\d)\s+(?:days|weeks|months)))\b"
)
# A plan said without its subject ("it's for my graduation", "going on a hiking holiday",
# "shopping for the office party", "it's our anniversary"); never another person's event.
_SUBJECTLESS_PLAN = re.compile(
    r"^(?:(?:and|but|so|oh|also)\s+)?(?:(?:it's|it\s+is|it\s+will\s+be|this\s+is|that's|all|"
    r"shopping|dressing|buying|looking)\s+for\s+(?!(?:my|our)\s+\w+'s)|(?:going|heading|off)\s+"
    r"(?:on|to)\s+|it's\s+(?:our|my)\s+(?!\w+'s))"
)


def _plan(piece: str, mood: str, person: bool, vocab: Vocabulary) -> Clause | None:
    """The occasion a clause states as a plan, as a statement clause of its own, or None: a
    subjectless plan; a bare event with its time ("beach holiday next week"); a request for
    an event with its time ("I need something for a job interview on Monday": the request
    stays a request, the event is the shopper's)."""
    text = piece.strip()
    if mood == "statement":
        said = bool(_SUBJECTLESS_PLAN.match(text)) or (
            not person and len(text.split()) <= 6 and bool(_WHEN.search(text))
        )
    else:
        said = mood == "request" and bool(re.search(r"\bfor\b", text) and _WHEN.search(text))
    occasion = _occasion(text, vocab, cued=True) if said else None
    return Clause(text, True, "statement", [Atom("occasion", occasion)]) if occasion else None


@dataclass
class Clause:
    """One clause of a message: its normalised `text`, where it starts in the sentence list,
    whether it is the shopper's own statement (`own`: first person or a bare fragment, no
    other person, no question, request or hypothetical), and its slots (`atoms`)."""

    text: str
    own: bool
    mood: str  # "statement", "question", "request", "hypothetical", "other person"
    atoms: list[Atom] = field(default_factory=list)


def prepare(text: str) -> str:
    """Straight quotes, restored apostrophes, number words as digits, lower case."""
    return normalise(spell_numbers(fix_contractions(straighten(text))))


_MAYBE = re.compile(r"\b(?:thinking\s+(?:of|about)|considering|might|perhaps|maybe)\b")


def _mood(clause: str, sentence: str, last: bool) -> str:
    if HYPOTHETICAL.search(clause) or _MAYBE.search(clause):
        return "hypothetical"
    if (last and sentence.rstrip().endswith("?")) or _QUESTION.match(clause):
        return "question"
    if _REQUEST.match(clause):
        return "request"
    if OTHER_PERSON.search(clause) or _THEIRS.match(clause):
        return "other person"
    return "statement"


def read_clauses(text: str, vocab: Vocabulary) -> list[Clause]:
    """The clauses of `text` with their mood and slots, in order (module docstring)."""
    clauses: list[Clause] = []
    prepared = prepare(text)
    for match in _SENTENCE.finditer(prepared):
        sentence = match.group(0)
        pieces = [p for p in _CUT.split(sentence.rstrip(".!?; ")) if p and p.strip()]
        person = bool(FIRST_PERSON.search(sentence))
        for index, piece in enumerate(pieces):
            mood = _mood(piece, sentence, index == len(pieces) - 1)
            clause = Clause(piece.strip(), False, mood)
            clause.atoms = slots(clause.text, vocab, bare=not person)
            clause.own = mood == "statement" and (person or _bare_fact(clause, prepared, vocab))
            clauses.append(clause)
            said = any(a.kind == "occasion" for a in clause.atoms) and clause.own
            if not said and (plan := _plan(piece, mood, person, vocab)):
                clauses.append(plan)
    return clauses


def _bare_fact(clause: Clause, message: str, vocab: Vocabulary) -> bool:
    """Whether a clause with no first person states the shopper's size or limit anyway: a
    short size phrase naming no product but shoes ("Shoe size 9 UK", "Petite size 8 here"),
    in a message that asks for no product either (in "hiking boots not black, size UK 5"
    the size is the request's, not a fact: M4.3; QA, 2026-12-02), or a money limit said as
    one ("25 euros tops")."""
    if any(a.kind == "budget" for a in clause.atoms):
        if re.search(r"\btops\b|\bmax\b|\blimit\b|\bbudget\b", clause.text):
            return True  # "nothing over 40 euros": a limit said as one, for no product named
        limit = re.match(
            r"^(?:and\s+|but\s+)?(?:nothing|no\s+more\s+than|not\s+more\s+than)\b", clause.text
        )
        return bool(limit) and not vocab.product_re.search(clause.text)
    if not any(a.kind == "size" for a in clause.atoms):
        return False
    if _SIZE_FOR.match(clause.text):  # "US 11 for sneakers", "M for tops": a size for a kind
        return True
    if not _BARE_SIZE.match(clause.text):
        return False
    text = re.sub(r"\b(?:shoe|dress|waist|jeans|trousers?)\s+size\b", "size", message)
    return not vocab.product_re.search(text)


def slots(clause: str, vocab: Vocabulary, bare: bool = False) -> list[Atom]:
    """The slots of one normalised clause, in category order: budget, size, colour, brand,
    occasion. `bare`: the sentence has no first person ("Size 42 shoes for me", "Shoe size 9
    UK"): only sizes and a money limit said with a cue count."""
    atoms: list[Atom] = []
    budget, money_spans = budget_in(clause)
    if budget:
        atoms.append(Atom("budget", budget))
    atoms.extend(Atom("size", size) for size in sizes_in(clause, money_spans))
    if bare:
        return atoms
    atoms.extend(_colours(clause, vocab))
    for alias, brand in vocab.brands.items():
        if re.search(rf"(?<![\w-]){re.escape(alias)}(?![\w-])", clause):
            atoms.append(Atom("brand", brand, -1 if _NEGATIVE.search(clause) else 1))
            break
    if occasion := _occasion(clause, vocab):
        atoms.append(Atom("occasion", occasion))
    return atoms


def _colours(clause: str, vocab: Vocabulary) -> list[Atom]:
    found: list[str] = []
    for match in vocab.colour_re.finditer(clause):
        if _THAT_ONE.search(clause[: match.start()]) or re.match(
            r"\s+ones?\b", clause[match.end() :]
        ):
            continue  # "the black one", "that red jacket": a product, not a preference
        name = vocab.colours[" ".join(match.group(0).split())]
        if name not in found:
            found.append(name)
    for tone in _TONES:
        if re.search(rf"\b{re.escape(tone)}\b", clause):
            found.append(tone)
    if not found:
        for word in re.findall(r"\b([a-z]+)s\b", clause):  # "blues", "greens"
            if word in vocab.colours and vocab.colours[word] not in found:
                found.append(vocab.colours[word])
    if not found or not (_PREFERENCE.search(clause) or _NEGATIVE.search(clause)):
        return []
    if _NEUTRAL.search(clause):
        polarity = 0
    else:  # "I hate brown", "brown never looks good on me"; "I can't stand navy" is one cue
        negative = bool(_NEGATIVE.search(clause))
        negation = bool(_NEGATION.search(_NEGATIVE.sub(" ", clause)))
        polarity = -1 if negative != negation else 1
    return [Atom("colour", name, polarity) for name in found]


def _occasion(clause: str, vocab: Vocabulary, cued: bool = False) -> str | None:
    """The occasion a clause names; `cued`: the clause is a plan already (no _PLAN word)."""
    if not (cued or _PLAN.search(clause)) or _BACK_FROM.search(clause):
        return None
    if _TRAVEL.search(clause):
        return vocab.occasions.get("travel", "travel")
    clause = vocab.product_re.sub(" ", clause)  # "running shoes", "party dress": products
    words = {*_EVENTS, *vocab.occasions}
    for event in sorted(words, key=len, reverse=True):
        if re.search(rf"(?<![\w-]){re.escape(event)}(?![\w-])", clause):
            return vocab.occasions.get(event, event)
    return None
