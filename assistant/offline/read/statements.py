"""Reading what the shopper states about themselves (M4.2, M4.3; issue 11 item 3).

- `split_statements(text, vocab)` -> (atoms, remainder): the durable first-person facts a
  message states ("I wear size M", "no yellow, please", "34 waist") and the message with
  their words blanked (what is left is the request). Questions, requests, hypotheticals and
  other people's sizes state none.
- `fact_atoms(sentence, vocab)`: the same, read from a third-person fact sentence ("The shopper
  wears size M.") as the fact judge writes them and `memory_context()` renders them (M7.2).

The patterns are built once per vocabulary (its colour words, occasions and brands).
"""

from __future__ import annotations

import re

from assistant.offline.read import patterns, stance
from assistant.offline.read.facts import Atom, more_specific, same_size, with_leg
from assistant.offline.read.liking import liking
from assistant.offline.read.measures import AGE_LABEL, age_label
from assistant.offline.read.money import parse_budget
from assistant.offline.read.occasions import event_atom, role
from assistant.offline.read.patterns import CLAUSE_SPLIT, PEOPLE
from assistant.offline.read.person import first_person, own_pieces
from assistant.offline.read.request import prepare
from assistant.offline.read.sizes import catalogue_size, classify_number, letter, parse_age
from assistant.offline.read.slots import slots
from assistant.offline.words.sizes import size_system
from assistant.offline.words.text import blank, normalise, squash
from assistant.offline.words.vocabulary import Vocabulary
from shop.sizes import read_wanted

# Where a new clause starts: a statement then a question ("I can't stand navy, anything else
# in M?") splits, so the question alone is dropped and the statement is still read (M4.2).
_SENTENCE = re.compile(r"(?:[^.!?\n]|[.!?](?=\S))+[.!?]*")


def clause_spans(text: str, vocab: Vocabulary) -> list[tuple[int, str]]:
    """The clauses of prepared `text` that may state something, as (offset, normalised clause).

    M4.3: questions and requests state nothing. "do you have jeans under 50 EUR?" yields no
    clause; in "I wear M, do you have jackets?" only "i wear m" is kept. A sentence ending in
    "?" loses its last clause (the question itself).
    """
    norm = normalise(text)
    imperative = patterns.for_vocabulary(vocab).imperative
    kept: list[tuple[int, str]] = []
    for sentence in _SENTENCE.finditer(norm):
        body = sentence.group(0)
        if patterns.HYPOTHETICAL.search(body) or stance.tagged(body):
            continue
        pieces: list[tuple[int, int]] = []
        previous = 0
        for cut in CLAUSE_SPLIT.finditer(body):
            pieces.append((previous, cut.start()))
            previous = cut.end()
        pieces.append((previous, len(body)))
        pieces = [(a, b) for a, b in pieces if body[a:b].strip()]
        if body.strip().endswith("?") and pieces:
            pieces = pieces[:-1]
        for a, b in pieces:
            clause = body[a:b]
            if stance.unreal(clause, body) or stance.hearsay(clause):
                continue  # "I wish I could wear yellow", "someone told me X runs small"
            if imperative.match(clause) or not patterns.NOT_A_STATEMENT.match(clause):
                kept.append((sentence.start() + a, body[a:b]))
    return kept


def _size(raw: str, clause: str, vocab: Vocabulary) -> tuple[str, str] | None:
    """(system, size) for the size value a statement names, read against the catalogue's own
    sizes (sizes.classify_number: a bare 32 is a shoe size where only shoes come in 32)."""
    raw = squash(raw)
    if raw.isdigit():
        return classify_number(raw, clause, vocab, None, None)
    if half := re.fullmatch(r"(\d{1,2})[.,]5", raw):  # "9.5": the system its whole number has
        found = classify_number(half.group(1), clause, vocab, None, None)
        return (found[0], raw.replace(",", ".")) if found else None
    if size := letter(raw):
        return ("letter", size)
    return None


# The fit or the measure after a number ("42 regular", "42 chest", "16 collar"): the size model's
_FIT_AFTER = re.compile(
    r"\s*((?:(?:inch\s+)?(?:chest|collar|neck)\s*)?(?:r|l|s|reg|regular|long|short)?)\b"
)


def _stated_size(
    match: re.Match[str], rest: str, clause: str, vocab: Vocabulary
) -> tuple[tuple[str, str] | None, int]:
    """The size a size statement names and where its words end. A size the catalogue lists
    that starts at the value is read whole ("I take S/M" is S/M, not S), when the value read
    alone is a size at all ("I'm a 2-person ..." states none)."""
    size = _size(match.group(1), clause, vocab)
    age = AGE_LABEL.match(rest, match.start(1))
    if size and age:  # "I take a 6-12M": the age size whole, never a dress size 6
        return ("age", age_label(age)), max(age.end(), match.end())
    fit = _FIT_AFTER.match(rest, match.end(1))
    chest = fit and fit.group(1) and read_wanted(f"{squash(match.group(1))} {fit.group(1)}")
    if size and chest and chest.system in ("chest", "collar"):  # "I'm a 42 regular": no shoe
        return (chest.system, f"{chest.low:g}{chest.fit or ''}"), max(fit.end(), match.end())
    listed, span = catalogue_size(rest, vocab, start=match.start(1))
    if size and listed and span and span[0] == match.start(1):
        return (size_system(listed), listed), max(span[1], match.end())
    return size, match.end()


def clause_atoms(
    clause: str, vocab: Vocabulary, standalone: bool = False
) -> tuple[list[Atom], str]:
    """The atoms stated in one normalised clause, and the clause with their words blanked.

    `standalone`: the message names no product, so a bare "no yellow" is a standing dislike
    (in "jackets, no yellow" it only narrows that search).
    """
    built = patterns.for_vocabulary(vocab)
    atoms: list[tuple[int, Atom]] = []
    rest = clause
    if patterns.OTHER_PERSON.search(rest):
        return [], rest  # "my husband wears XL": not the shopper's own fact (M4.3)
    for pattern in (built.imperative, built.bare_dislike) if standalone else (built.imperative,):
        if match := pattern.match(rest):
            atoms.extend((match.start(), Atom("colour", c, -1)) for c in _colour_names(rest, vocab))
            rest = blank(rest, 0, len(rest))
    for pattern in built.brand:
        for match in pattern.finditer(rest):
            alias = match.group(1) or match.group(2)
            # "I usually buy X" likes it, "I don't really go for X" refuses it
            brand = vocab.brands[squash(alias)]
            atoms.append((match.start(), Atom("brand", brand, -1 if liking(rest) < 0 else 1)))
            rest = blank(rest, *match.span())
    for polarity, group in ((0, built.colour_neutral), (-1, built.colour_dislike)):
        for pattern in group:
            for match in pattern.finditer(rest):
                atoms.extend(
                    (match.start(), Atom("colour", c, polarity))
                    for c in _colour_names(match.group(1), vocab)
                )
                rest = blank(rest, *match.span())
    for pattern in built.colour_like:
        for match in pattern.finditer(rest):
            atoms.extend(
                (match.start(), Atom("colour", c, 1)) for c in _colour_names(match.group(1), vocab)
            )
            rest = blank(rest, *match.span())
    for pattern in patterns.SIZE_STATEMENTS:
        for match in pattern.finditer(rest):
            cue = match.group(0) + clause[match.end() :]
            if match.group(1)[:1].isdigit() and not patterns.NUMBER_CUE.search(cue):
                continue
            size, end = _stated_size(match, rest, clause, vocab)
            if size:
                atoms.append((match.start(), Atom("size", size)))
                rest = blank(rest, match.start(), end)
    for pattern in patterns.BUDGET_STATEMENTS:
        if not (match := pattern.search(rest)):
            continue
        tail = match.group(1)
        if pattern is patterns.NEGATIVE_BUDGET and patterns.FLIPS.match(tail):
            tail = patterns.FLIPS.sub("under", tail)
        elif re.match(r"\s*(?:€\s*)?\d+(?:[.,]\d+)?\s*(?:-|–|to)\s*(?:€\s*)?\d", tail):
            tail = "from " + tail  # "my budget is now 100 to 200": a range
        elif re.match(r"\s*(?:€\s*)?\d", tail):
            tail = "up to " + tail
        budget, _spans = parse_budget(tail)
        if budget:
            atoms.append((match.start(), Atom("budget", budget)))
            rest = blank(rest, *match.span())
            break
    for pattern in built.occasion:
        for match in pattern.finditer(rest):
            word = squash(match.group(match.lastindex or 1) or "")
            name = patterns.OCCASION_FROM_WORD.get(word)
            if name or word in vocab.occasions:
                atom = Atom("occasion", name, said=role(word)) if name else event_atom(word, vocab)
                atoms.append((match.start(), atom))
                rest = blank(rest, *match.span())
    atoms.sort(key=lambda item: item[0])  # in the order they were said
    return [atom for _, atom in atoms], rest


def _colour_names(text: str, vocab: Vocabulary) -> list[str]:
    found: list[str] = []
    for match in vocab.colour_re.finditer(text):
        name = vocab.colours[squash(match.group(0))]
        if name not in found:
            found.append(name)
    return found


def _answer_atoms(text: str, vocab: Vocabulary) -> list[Atom]:
    """A message that is only a size ("34 waist", "medium", "size 42 shoes") answers "what
    size?": the shopper's own size."""
    match = patterns.SIZE_ONLY.match(normalise(text))
    if not match:
        return []
    age, _span = parse_age(match.group(0))
    if age:
        return []
    size = _size(match.group("size"), match.group(0), vocab)
    return [Atom("size", size)] if size else []


def split_statements(text: str, vocab: Vocabulary) -> tuple[list[Atom], str]:
    """Durable first-person facts the shopper states in `text` (M4.2, M4.3), in order, and
    prepared `text` with the words of those statements blanked out (the request left over).

    "I'm a medium, any hoodies?" -> ([size M], "           , any hoodies?").
    """
    text = prepare(text, vocab)
    atoms = _answer_atoms(text, vocab)
    if atoms:
        return atoms, " " * len(text)
    remainder = text
    standalone = not vocab.product_re.search(normalise(text))
    for offset, clause in clause_spans(text, vocab):
        found, rest = clause_atoms(clause, vocab, standalone)
        for atom in found:
            if atom not in atoms:
                atoms.append(atom)
        if found and len(remainder) == len(normalise(text)):
            for i, (before, after) in enumerate(zip(clause, rest, strict=True)):
                if before != after:
                    remainder = blank(remainder, offset + i, offset + i + 1)
    return atoms, remainder


THEIRS = re.compile(rf"^the\s+shopper's\s+{PEOPLE}'s\s+", re.I)  # "The shopper's son's ..."


def fact_atoms(sentence: str, vocab: Vocabulary) -> list[Atom]:
    """The facts in one third-person fact sentence ("The shopper dislikes yellow."); of
    another person's ("The shopper's mother's shoe size is 5."), their occasion alone."""
    if THEIRS.match(sentence):  # their wedding is the shopper's occasion too
        said = fact_atoms(THEIRS.sub("The shopper's ", sentence), vocab)
        return [a for a in said if a.kind == "occasion"]
    atoms: list[Atom] = []
    # "US shoe size 8.5" as "shoe size US 8.5": a US size with its system, whatever the
    # catalogue lists (a UK or EU shoe size is read as the shoe size already)
    text = _REGION_FIRST.sub(r"\2 \1 ", first_person(sentence))
    pieces = own_pieces(text)
    coloured: set[str] = set()  # the pieces whose colours the patterns read
    for piece in pieces:
        for atom in clause_atoms(piece, vocab)[0]:
            coloured.update([piece] if atom.kind == "colour" else [])
            if atom not in atoms:
                atoms.append(atom)
    read = [a for piece in pieces for a in slots(piece, vocab, asking=False)]
    if not any(atom.kind == "brand" for atom in atoms):  # "The shopper dislikes Corrie."
        atoms.extend(a for a in read if a.kind == "brand" and a.polarity < 0)
    held = {a.value for a in atoms if a.kind == "brand"}  # "loves X and Y": Y as well
    atoms.extend(a for a in read if a.kind == "brand" and a.value not in held)
    for atom in read:  # "wears size UK 9": the size with its system, not a bare shoe size 9
        same = same_size(atom, atoms) if atom.kind == "size" else None
        if same is not None and more_specific(atom, atoms[same]):
            atoms[same] = atom
    # A fact sentence is the shopper's whole: a slot the patterns missed is theirs too ("Budget:
    # up to 45 EUR per item.", "... a size L in tops and a 34 in jeans"), read with the brands'
    # names blanked ("prefers Caldera Denim" likes no denim); a colour only where the patterns
    # read none ("likes sage green" is not green as well).
    said = {_point(atom) for atom in atoms}
    for piece in pieces:
        unbranded = vocab.brand_re.sub(" ", piece) if vocab.brands else piece
        for atom in slots(unbranded, vocab, asking=False):
            colours = piece in coloured  # "likes sage green" is not green as well
            if atom.kind == "brand" or (colours and atom.kind == "colour") or _point(atom) in said:
                continue
            if atom.kind == "size" and same_size(atom, atoms) is not None:
                continue
            atoms.append(atom)
            said.add(_point(atom))
    words = set(re.findall(r"[a-z]+", text.lower())) - {"eu"}  # "EU size 38" is a dress's too
    if _PLAIN_SIZE.search(text) and not vocab.lex.shoe_words & words:
        # "The shopper wears size 12.": a judge names a shoe size so ("UK shoe size 12"); a
        # catalogue that sells 12 in shoes alone does not make this one (M8.2: it is the same
        # point as a later "wears size 14")
        atoms = [_unshod(a) for a in atoms]
    return with_leg(atoms)  # "waist is 32 and leg 30": W32 L30


_REGION_FIRST = re.compile(r"\b(us)\s+(shoe\s+size)\s+(?:is\s+)?", re.IGNORECASE)
_PLAIN_SIZE = re.compile(  # "size 12", "I'm a 12 now": no shoe size unless shoes are named
    r"\bsize\s+(?:(?:uk|us|eu)\s+)?\d|\b(?:i'm|i\s+am)\s+(?:now\s+)?an?\s+[12]?\d(?![\d.])",
    re.IGNORECASE,
)


def _unshod(atom: Atom) -> Atom:
    if atom.kind != "size" or atom.value[0] != "shoe":  # type: ignore[index]
        return atom
    return Atom("size", ("number", atom.value[1]), atom.polarity, atom.said)  # type: ignore[index]


def _point(atom: Atom) -> object:
    """What an atom says a value of: its category; a size's system; a colour itself."""
    if atom.kind == "size":
        return ("size", atom.value[0])  # type: ignore[index]
    return ("colour", atom.value) if atom.kind == "colour" else atom.kind
