"""The message read once into clauses and their slots (issue 18 items 3 and 4).

`read_clauses(text, vocab)` cuts a message into clauses and reads each into a `Clause`: whose
it is (the shopper's own, someone else's), its mood (statement, question, request,
hypothetical) and its slots with their spans: sizes of any system (`shop.sizes` reads the
value), colours with their polarity, budget amounts with their direction, the catalogue's
brands, occasions. Patterns stand only where the words are exact (numbers, prices, sizes);
what a clause is about is read from its slots, not from a list of whole sentences.

The fact judge keeps every slot of every clause that is the shopper's own statement (M4.2,
M4.3): "I'm a UK 10 and I've got a christening on Sunday" states a size and an occasion. A
clause's mood and whether the message asks for anything are read by `read.stance`: in a
message that asks nothing, a clause said without "I" is the shopper's too ("Medium. Always
medium.", "UK 8 shoes, and nothing brown please").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from assistant.offline.read.amounts import budget_in, sizes_in
from assistant.offline.read.colours import colours, only_colours, taste_said
from assistant.offline.read.facts import Atom
from assistant.offline.read.feeling import feeling
from assistant.offline.read.liking import NEGATIVE, PREFERENCE, liking
from assistant.offline.read.money import spell_numbers
from assistant.offline.read.occasions import occasion_in, planned
from assistant.offline.read.own_plans import as_written, own_plan, with_plan, with_time
from assistant.offline.read.patterns import BETWEEN_SIZES, OTHER_PERSON
from assistant.offline.read.sizes import own_labels
from assistant.offline.read.stance import FIRST_PERSON, asks, carry_topics, lend_limit, mood, unreal
from assistant.offline.words.text import fix_contractions, normalise, straighten
from assistant.offline.words.vocabulary import Vocabulary

_SENTENCE = re.compile(r"(?:[^.!?;\n]|(?<=\d)\.(?=\d))+(?:[.!?;]+|$)")  # "9.5" is one number
_CUT = re.compile(
    r",\s*(?:and|but|so)?\s*|\s+(?:and|but|so|because|though|although|while|plus)\s+"
    r"(?=(?:(?:honestly|also|really|actually|basically|anyway|obviously)\s+)?(?:i|i'm|i've|i'd|"
    r"i'll|my|me(?!\s+(?:don't|never)\b)|we|we're|we've|our|do|does|can|could|would|will|is|are|"
    r"what|which|where|how|any|anything|have|show|please|budget|size|no|not|never|nothing|now|"
    r"love|loves|like|likes|hate|hates|adore|prefer|dislike|detest|loathe|avoid|can't|usually|"
    r"mostly|generally|normally|typically)\b)"
    r"|\s+but\s+(?=[a-z]+(?:\s+[a-z]+)?\s+(?:never|isn't|doesn't|looks|suits|washes)\b)"  # "but grey never"
)
_POLAR = ("colour", "brand")
_IT = re.compile(r"\b(?:it|them|those|that\s+one)\b")
_BARE_NO = re.compile(
    r"^(?:(?:so|and|but|then)\s+)?(?:nope|no\s+way|no\s+thanks|hard\s+no|never\s+again|avoid|"
    r"none\s+of\s+(?:that|it|them))\W*$"
)
# A measure of the body wanted: the shopper's own size ("I need a 44 chest", "a 34 leg on trousers").
_MEASURE = re.compile(
    r"^i\s+(?:need|want)\s+an?\s+\d{2}(?:\.5)?\s*(?:\"|-?inch\s+)?(?:chest|waist|collar|neck|leg)"
    r"(?:\s+(?:on|in|for)\s+(?:my\s+)?[a-z]+)?$"
)
_SIZE_HEAD = r"^(?:size\s+)?(?:(?:uk|us|eu)\s*)?[\w.]+(?:\s+(?:uk|us|eu|l\d{2}))?\s+"
# "M for tops", "XXL for hoodies and jumpers": a size and the kinds it is for
_SIZE_FOR = re.compile(_SIZE_HEAD + r"for\s+(?:my\s+)?[a-z]+(?:\s+(?:and|or|&)\s+[a-z]+)?$")
# "18 in tops", "size 10 UK in everything from jeans to jumpers": a size and what it is worn in
_SIZE_IN = re.compile(
    _SIZE_HEAD + r"in\s+(?:everything|all\s+[a-z]+|(?P<what>[a-z]+))"
    r"(?:\s+from\s+[a-z]+\s+to\s+[a-z]+)?$"
)
_BARE_SIZE = re.compile(r"^(?:\w+\s+){0,2}size\s+\S+(?:\s+\w+){0,2}$")


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


# A piece that only says how often ("forest green, always"): it belongs to the piece before.
_HABIT_ONLY = re.compile(r"^\s*(?:always|every\s+time|all\s+day|forever|only)\s*$")


def _habits_joined(pieces: list[str]) -> list[str]:
    """The non-empty `pieces` of a sentence, one saying only how often joined to the one
    before ("forest green", "always" -> "forest green always": a taste, M4.2)."""
    joined: list[str] = []
    for piece in (p for p in pieces if p and p.strip()):
        if joined and _HABIT_ONLY.match(piece):
            joined[-1] = f"{joined[-1].rstrip()} {piece.strip()}"
        else:
            joined.append(piece)
    return joined


def read_clauses(text: str, vocab: Vocabulary) -> list[Clause]:
    """The clauses of `text` with their mood and slots, in order (module docstring). In a
    message that asks nothing (`stance.asks`), a clause said without a subject is the
    shopper's own: "Medium. Always medium.", "Under 90 euros and preferably X"."""
    clauses: list[Clause] = []
    prepared = prepare(text)
    sentences = carry_topics([m.group(0) for m in _SENTENCE.finditer(prepared)], vocab)
    cut = [_habits_joined(_CUT.split(s.rstrip(".!?; "))) for s in sentences]
    moods = [
        [mood(piece, sentence, index == len(pieces) - 1) for index, piece in enumerate(pieces)]
        for sentence, pieces in zip(sentences, cut, strict=True)
    ]
    said = [
        (piece, sentence, clause_mood)
        for sentence, pieces, ms in zip(sentences, cut, moods, strict=True)
        for piece, clause_mood in zip(pieces, ms, strict=True)
    ]
    asking = asks(said, prepared, vocab)
    others = any(m == "other person" and OTHER_PERSON.search(p) for p, _, m in said)
    for sentence, pieces, ms in zip(sentences, cut, moods, strict=True):
        person = bool(FIRST_PERSON.search(OTHER_PERSON.sub(" ", sentence)))  # not "for my dad"
        read: list[Clause] = []
        for piece, clause_mood in zip(pieces, ms, strict=True):
            clause = Clause(piece.strip(), False, clause_mood)
            clause.atoms = slots(
                clause.text,
                vocab,
                bare=not person and asking,
                asking=asking,
                subjectless=not person,
            )
            if clause_mood == "request" and _MEASURE.match(clause.text):
                clause_mood = clause.mood = "statement"  # "I need a 44 chest": a body's size
            if person and _stated_wish(clause, sentence):
                clause_mood = clause.mood = "statement"  # "I'm looking to spend 30-45"
            clause.own = clause_mood == "statement" and (
                person
                or (not asking and bool(clause.atoms))
                or (not others and _bare_fact(clause, prepared, vocab))  # "for my dad, size XL"
            )
            read.append(clause)
        _lend_cues(read, vocab)
        lend_limit(read)
        if sum(any(a.kind == "size" for a in c.atoms) for c in read) > 1:  # "..., mostly 12"
            for c in (c for c in read if BETWEEN_SIZES.search(c.text)):  # "between a 10 and 12"
                c.atoms = [a for a in c.atoms if a.kind != "size"]
        for piece, clause in zip(pieces, read, strict=True):
            clauses.append(clause)
            # a plan with its time, said alone, is kept in its own words where the occasion
            # group read would lose them ("going camping next month": not "goes hiking")
            own = own_plan(clause.text, text) if clause.own else None
            clause.atoms = with_plan(clause.atoms, clause.text, own)
            occasion = any(a.kind == "occasion" for a in clause.atoms) and clause.own
            if occasion and clause.mood == "statement":  # "job interview next Tuesday"
                clause.atoms = with_time(clause.atoms, clause.text, text)
            if not occasion and (plan := planned(piece, clause.mood, person, vocab, text)):
                dated = clause.mood == "statement"  # "job interview next Tuesday", said alone
                said = with_time([plan], piece, text) if dated else [as_written(plan, text)]
                clauses.append(Clause(piece.strip(), True, "statement", said))
    return clauses


# The shopper's own spending in any mood but a question or a supposition states a limit ("I'm
# looking to spend 30 to 45", "can spend about 150"); keeping to a brand, a preference.
_SPENDING = re.compile(
    r"\b(?:spend|spending|pay|paying|keep\s+(?:it|things|to)|stick\s+to|afford|"
    r"stay\s+(?:under|below|within|between))\b"
)
_KEEPING = re.compile(r"\b(?:stick|stay|keep)\s+(?:to|with)\b")
_SUPPOSED = re.compile(
    r"\bif\b(?!\s+(?:i\s+can|possible|poss|you\s+can)\b)|\b(?:were|would)\b|"
    r"^(?:\w+\s+)?(?:can|could|may|might|should|shall|will|do|does|did|am)\s+i\b"  # asked
)


def _stated_wish(clause: Clause, sentence: str) -> bool:
    kinds = {a.kind for a in clause.atoms}
    return (
        clause.mood in ("request", "question", "hypothetical")
        and not sentence.rstrip().endswith("?")
        and not _SUPPOSED.search(clause.text)
        and not unreal(clause.text, sentence)  # "I'd love to be someone who can spend 300"
        and not OTHER_PERSON.search(clause.text)
        and bool(
            ("budget" in kinds and _SPENDING.search(clause.text))
            or (clause.mood == "request" and "brand" in kinds and _KEEPING.search(clause.text))
        )
    )


def _lend_cues(clauses: list[Clause], vocab: Vocabulary) -> None:
    """A colour said bare beside a clause that only judges, among the shopper's own clauses
    of one sentence ("Anything in sage green and I'm happy"): the judgement is the colour's;
    one said alone among the shopper's facts is liked ("burgundy, under 150, for ...");
    a refusal of a pronoun ("..., I avoid it") refuses the colour or brand said before it."""
    judges = [
        c.text for c in clauses
        if c.own and not vocab.colour_re.search(c.text)
        and (PREFERENCE.search(c.text) or NEGATIVE.search(c.text))
    ]  # fmt: skip
    for clause in clauses if judges else ():
        if clause.own and not any(a.kind == "colour" for a in clause.atoms):
            clause.atoms.extend(colours(f"{clause.text} {judges[0]}", vocab))
    # "burgundy, under 150, for my sister's wedding": a colour alone among the shopper's facts
    for clause in clauses if any(c.own and c.atoms for c in clauses) else ():
        if clause.mood == "statement" and not clause.atoms and only_colours(clause.text, vocab):
            clause.own = True  # "medium, navy, under 40": the shopper's too
            clause.atoms = [Atom("colour", c, 1) for c in vocab.colours_said(clause.text)]
    # "red makes me look flushed, I avoid it": a refusal of "it" is the clause before's
    for before, after in zip(clauses, clauses[1:], strict=False):
        refused = _IT.search(after.text) or _BARE_NO.match(after.text)  # "..., so nope"
        own = after.own or (before.own and after.mood == "statement")  # "X once, never again"
        if own and not after.atoms and refused and liking(after.text) < 0:
            before.atoms = [
                replace(a, polarity=-1) if a.kind in _POLAR else a for a in before.atoms
            ]


def _bare_fact(clause: Clause, message: str, vocab: Vocabulary) -> bool:
    """Whether a clause with no first person states the shopper's size or limit anyway: a
    short size phrase naming no product but shoes ("Shoe size 9 UK", "Petite size 8 here"),
    in a message that asks for no product either ("hiking boots not black, size UK 5" asks:
    M4.3), or a money limit said as one ("25 euros tops")."""
    if any(a.kind == "budget" for a in clause.atoms):
        if re.search(
            r"\d\s*(?:\S+\s+)?tops\b|\b(?:max|limit|budget|spending)\b|\bcap\s+(?:of|is|at)\b",
            clause.text,
        ):
            return True  # "nothing over 40 euros": a limit said as one, for no product named
        limit = re.match(
            r"^(?:and\s+|but\s+)?(?:nothing|no\s+more\s+than|not\s+more\s+than)\b", clause.text
        )
        return bool(limit) and not vocab.product_re.search(clause.text)
    if not any(a.kind == "size" for a in clause.atoms):
        return False
    if _SIZE_FOR.match(clause.text):  # "US 11 for sneakers", "M for tops": a size for a kind
        return True
    if (worn := _SIZE_IN.match(clause.text)) and (  # "18 in tops", not "M in black"
        not worn["what"] or re.fullmatch(vocab.product_re.pattern, worn["what"])
    ):
        return True
    if not _BARE_SIZE.match(clause.text):
        return False
    text = re.sub(r"\b(?:shoe|dress|waist|jeans|trousers?)\s+size\b", "size", message)
    text = re.sub(r"\b(?:in|for)\s+(?:my\s+|the\s+)?\S+", " ", text)  # "size small in tees"
    return not vocab.product_re.search(text)


def slots(
    clause: str,
    vocab: Vocabulary,
    bare: bool = False,
    asking: bool = True,
    subjectless: bool = False,
) -> list[Atom]:
    """The slots of one normalised clause, in category order: budget, size, colour, brand,
    occasion. `bare`: the sentence has no first person ("Size 42 shoes for me", "Shoe size 9
    UK"): only sizes and a money limit said with a cue count. `asking`: the message asks for
    something (`stance.asks`); when it does not, "no brown" states a dislike. `subjectless`:
    the sentence names nobody; a colour is then the shopper's only when refused or liked
    ("love navy", not "black looks good on the model"), a brand not when news (`_NEWS`)."""
    atoms: list[Atom] = []
    budget, money_spans = budget_in(clause)
    if budget:
        atoms.append(Atom("budget", budget))
    atoms.extend(Atom("size", s) for s in own_labels(clause, vocab, sizes_in(clause, money_spans)))
    if bare:
        return atoms
    if not subjectless or taste_said(clause, vocab):
        atoms.extend(colours(clause, vocab, asking))
    elif not asking:  # "emerald green every single time": a taste by meaning alone
        atoms.extend(colours(clause, vocab, asking, by_words=False))
    ones = r"\s+ones?\b(?!\s+(?:of\b|i\b|i'm\b|i've\b|that\s+i\b))"  # "one of mine" asks
    aside = re.compile(rf"(?:{ones}|{_NEWS})" if subjectless else ones)
    for match in vocab.brand_re.finditer(clause):  # each brand ("loves X and Y"), in order
        brand = vocab.brands[" ".join(match.group(0).split())]
        if aside.match(clause, match.end()):
            break  # "the X ones": products of the brand in view, no preference
        if all(a.value != brand for a in atoms) and (
            polarity := _brand_liking(clause, match, asking)
        ):
            atoms.append(Atom("brand", brand, polarity))
    if occasion := occasion_in(clause, vocab):
        atoms.append(occasion)
    return atoms


def _brand_liking(clause: str, brand: re.Match[str], asking: bool) -> int:
    """The polarity a clause gives the brand it names (`liking`); in a message that asks for
    nothing, by the clause's meaning when no word judges (`feeling`), 0 when it means no
    stance ("X was founded in the eighties I think")."""
    if asking or PREFERENCE.search(clause) or NEGATIVE.search(clause):
        return liking(clause)
    felt = feeling(clause, brand.group(0))
    return liking(clause) if felt is None else felt


# The brand as the subject of news: "X just opened a shop", "X's new range is pricey".
_NEWS = r"(?:'s)?\s+(?:just|was|were|has|have|had|new|\w+ed)\b"
