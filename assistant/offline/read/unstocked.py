"""A brand the shopper prefers or refuses that the catalogue does not stock (M4.2: "preferred
brand"; issue 18 item 4): "Levi's are the only jeans that fit me", "I refuse to buy Shein".

The catalogue's brands are read by their names (`read.slots`, `read.statements`); a brand it
does not sell has no name to match. A run of capitalised words that the vocabulary does not
know is tried in the place of a catalogue brand: when the message, so read, states that brand
as the shopper's (the same frames, owner and mood as a stocked brand's), the name is the
shopper's brand. A sentence that names nothing worn or shopped for ("I love Paris") keeps no
brand, unless the embedder knows the name as one ("I don't like Adidas"): a place or a person
is no label. Recalled fact sentences are read for such names too (`named_brands`,
`recalled_brands`), for the questions about the shopper only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from assistant.offline.read.colours import TONES
from assistant.offline.read.facts import Atom
from assistant.offline.read.feeling import feeling
from assistant.offline.read.liking import NEGATIVE, PREFERENCE, liking
from assistant.offline.read.patterns import OTHER_PERSON, PEOPLE
from assistant.offline.words.meaning import known_brand, leans_brand
from assistant.offline.words.text import normalise, straighten
from assistant.offline.words.vocabulary import Vocabulary
from embeddings import vocabulary_words

# "Levi's", "Dr Martens", "COS", "Marks & Spencer", "H&M", "J.Crew": capitalised words, joined by "&".
_NAME = re.compile(
    r"(?<![\w'])((?:Dr\.?\s+)?[A-Z](?:[\w'&-]|\.(?=\w))*(?:\s+(?:&\s+|and\s+)?(?!I(?:'\w+)?\b)[A-Z][\w'&-]*){0,2})"
    r"(?![\w'])"  # "Patagonia and I won't": the name, not "I"
)
_PLACE = re.compile(
    r"\b(?:to|in|into|on|near|around|visiting|visit|(?<!shop\s)(?<!shopping\s)at)\s+(?:the\s+)?$"
)  # "off to Lisbon", "a dress on Instagram", "a trip to the Lake District"
# "loyal to X", "I stick to X": kept to, not gone to
_KEPT_TO = re.compile(
    r"\b(?:(?:loyal|true|stick|sticking|stuck|partial|devoted|faithful|turn|straight)\s+to|"
    r"(?:live|lives|living)\s+in|"
    r"(?:not|really|so|big|very|totally)\s+into)\s+$"
)
# A word that judges a brand: liking, refusing, or keeping to it ("my boots of choice").
_JUDGED = re.compile(
    rf"{PREFERENCE.pattern}|{NEGATIVE.pattern}|"
    r"\b(?:choice|trust|trusted|swear|loyal|fits?|fitting|always|staple|go-to|faves?|fan|"
    r"girl|guy|lad|lean|leans|leaning|support|supporting|mostly|every\s+time|"
    r"through\s+and\s+through|head\s+straight|suits?|years|decades)\b"
)
# What makes a sentence about shopping or wearing: a garment, or these words.
_SHOPPING = re.compile(
    r"\b(?:buy|buying|bought|shop|shops|shopping|store|label|brand|brands|wear|wearing|wears|"
    r"fit|fits|fitting|sizing|quality|clothes|basics|stuff|cuts?|made|pay|paying|spend|afford|"
    r"sales?|company|companies|ethical|boycott\w*|gear|kit|outfits?|wardrobe|pricey|price|"
    r"prices|priced|expensive|cheap)\b"
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
# "now buys Nomi", "runs in Asics", "wears Converse"
_BUYS = re.compile(
    r"\b(?:buy|buys|buying|bought|shops\s+(?:at|with)|wears|runs\s+in|dresses\s+in)\b"
)
_ME = re.compile(r"\b(?:I|I'm|I've|me|my|mine)\b", re.IGNORECASE)  # not "Pantone's colour of ..."
_SIZE_WORD = re.compile(r"\d|^and$")  # "W34 L30 and Levi's": the sizes, then the name
_LOWER = re.compile(r"(?<![\w'&-])([a-z][a-z]{3,})(?![\w'&-])")  # "adidas"
UNCLEAR_SLACK = 0.05  # how much nearer a place or a person such a name may sit than a brand
LOWER_MARGIN = 0.15  # a lower-case name's lead as a brand over any other kind of name
_KIN = re.compile(rf"\b{PEOPLE}\s+$")  # "her nephew Cian's christening": a person
_NOT_NAMES = frozenset((
    "i", "i'm", "i've", "i'd", "i'll", "im", "ive", "id", "my", "me", "mine", "we", "our", "you",
    "your", "anything", "everything", "nothing", "never", "always", "usually", "mostly", "only",
    "not", "no", "yes", "love", "like", "hate", "honestly", "really", "please", "ok", "okay", "oh",
    "so", "and", "but", "also", "just", "maybe", "definitely", "absolutely", "eu", "uk", "us",
    "likes", "loves", "hates", "dislikes", "dislike", "prefers", "prefer", "avoids", "avoid",
    "wears", "wear", "buys", "needs", "wants", "keeps", "refuses", "jp", "fr", "au", "cn", "kr",
))  # fmt: skip


def unstocked_brands(
    text: str, vocab: Vocabulary, read: Callable[[str, Vocabulary], Any]
) -> list[Atom]:
    """The brand atoms (polarity 1 or -1) of the names the catalogue does not stock that
    `text` states as the shopper's own preferences, in order ("Patagonia fits me best, and I
    never buy adidas": both); [] when none. `text`: the message as said
    (capitals are the only sign of a name). `read(text, vocab)` gives a message's reading
    (read.message's `Reading`: handed in, as that module imports this one's callers). The name
    must sit in a clause of the shopper's that judges it (a word of liking or refusing), not
    after "to", "in" or "at" (a place), and not open a sentence as a common word ("Happy to
    spend 200") unless the embedder knows it as a brand ("Nike for trainers, always":
    `words.meaning.known_brand`, which also stands for a sentence naming nothing worn). A
    catalogue with no brands has no stand-in: nothing is read."""
    if not vocab.brands or text.rstrip().endswith("?") or OTHER_PERSON.search(normalise(text)):
        return []
    said = straighten(text)
    stand_in = next(
        (b for b in sorted(vocab.brands.values()) if b.lower() not in said.lower()), None
    )
    if stand_in is None:
        return []
    found: list[tuple[int, Atom]] = []  # (where it was said, the atom)
    for begin, name in _names(said):
        if not _famous(name):
            continue
        before, rest = said[:begin], said[begin + len(name) :]
        initial = not before.strip() or before.rstrip()[-1] in ".!?"
        place = _PLACE.search(before) and not _KEPT_TO.search(before)
        place = place or re.search(r"\d\s*$", before)  # "80 AUD an item": a unit
        if not _unknown(name, vocab) or place:
            continue  # "Petite 10 fits me", "off to Lisbon": a shop's word, a place
        famous = None  # whether the embedder knows the name as a brand: asked once, if needed
        if (
            initial
            and _common(name, normalise(rest).lstrip())
            and not (famous := known_brand(name))
        ):
            continue  # "Happy to spend 200": a common word; not "Nike for trainers"
        if vocab.colour_re.match(normalise(rest).lstrip()):
            continue  # "Pastel pink": a shade
        tried = f"{before}{stand_in}{rest}"
        clauses = read(tried, vocab).clauses
        shopping = any(a.kind in ("budget", "size") for c in clauses for a in c.atoms)
        rare = not (
            shopping
            or vocab.product_re.search(normalise(tried))
            or _SHOPPING.search(normalise(tried))
            or (famous if famous is not None else known_brand(name))
        )
        # "I love Paris": nothing worn or shopped for, no brand the model knows; "I'm an
        # Amberleigh girl": a name the model places no nearer a city or a person than a label
        # (within UNCLEAR_SLACK), judged by "I", is one (a first name may be taken for one too)
        unclear = _ME.search(tried) and leans_brand(name, slack=UNCLEAR_SLACK)
        if rare and not (_rare(name) or unclear):
            continue
        polarity = _judged(clauses, stand_in)
        kept = polarity is not None and not (rare and polarity > 0 and not _ME.search(tried))
        if kept and all(str(a.value).casefold() != name.casefold() for _, a in found):
            found.append((begin, Atom("brand", name, polarity)))  # a rare one liked by "I"
    return [atom for _, atom in sorted(found, key=lambda item: item[0])]


def recalled_brands(sentence: str, atoms: Sequence[Atom], vocab: Vocabulary) -> list[Atom]:
    """The brand atoms of a recalled fact sentence whose `atoms` (its reading) hold no brand,
    for the names the shop does not stock (`named_brands`; "The shopper likes Patagonia." ->
    Patagonia liked): for questions about the shopper only, as no search can filter on them."""
    if any(a.kind == "brand" for a in atoms):
        return []
    return [Atom("brand", b, liking(normalise(sentence))) for b in named_brands(sentence, vocab)]


def named_brands(sentence: str, vocab: Vocabulary) -> list[str]:
    """The names a recalled fact sentence judges that the catalogue does not stock ("The
    shopper doesn't like Velde.", "Ferncastle knitwear is the only stuff that doesn't bobble
    on me." -> ["Velde"], ["Ferncastle"]): capitalised runs no word of the shop or of English
    explains, not a place ("to the Lake District") nor a person named after a kin word
    ("sister Meera"), in a sentence that likes or refuses; [] otherwise (M7.1, M8.1)."""
    said = straighten(sentence)
    plain = normalise(said)
    if not (_JUDGED.search(plain) or NEGATIVE.search(plain) or _BUYS.search(plain)):
        return []
    found = []
    for begin, name in _names(said):
        before = said[:begin]
        initial = not before.strip() or before.rstrip()[-1] in ".!?"
        if (initial and _common(name, normalise(said[begin + len(name) :]).lstrip())) or (
            _PLACE.search(before) and not _KEPT_TO.search(before) and not known_brand(name)
        ):  # "runs in Asics": a brand the model knows, not a place
            continue
        if _unknown(name, vocab) and not _KIN.search(before.lower()) and _famous(name):
            found.append(name.removesuffix("'s"))
    return found


def _names(said: str) -> Iterator[tuple[int, str]]:
    """(offset, name) of each capitalised run of `said`, its opening words of no name's
    dropped ("Mostly Drumlin", "Whenever I", "W34 L30 and Levi's": "Drumlin", none, "Levi's"), then of
    each lower-case word that is no word of the embedder's ("adidas"): a name typed without
    its capital, kept only when the embedder knows it as a brand (`_famous`)."""
    for match in _NAME.finditer(said):
        begin, words = match.start(1), match.group(1).rstrip(".").split(" ")
        while len(words) > 1 and (normalise(words[0]) in _NOT_NAMES or _SIZE_WORD.search(words[0])):
            begin += len(words[0]) + 1
            words = words[1:]
        yield begin, " ".join(words)
    known = vocabulary_words()
    for match in _LOWER.finditer(said):
        if (word := match.group(1)) not in known and word.removesuffix("s") not in known:
            yield match.start(1), word


def _famous(name: str) -> bool:
    """Whether a name may stand: a capitalised one always; one typed in lower case only when
    the embedder knows it as a brand by a wide margin ("adidas"; not a typo, "trousres", nor
    slang, "trackies", which sit near garments too)."""
    return not name.islower() or known_brand(name, margin=LOWER_MARGIN)


def _judged(clauses: Sequence[Any], stand_in: str) -> int | None:
    """The polarity the shopper's own clauses give the stand-in brand, when a clause judges
    it (a word of liking, refusing or keeping to, or a bare clause after: "Nike for trainers,
    always"; a refusal always judges: "I won't buy X again") or means to (`feeling`: "X is
    very me"); None otherwise."""
    for clause, next_one in zip(clauses, [*clauses[1:], None], strict=True):
        tail = next_one.text if next_one is not None and not next_one.atoms else ""
        if not clause.own:
            continue
        judged = _JUDGED.search(clause.text) or _JUDGED.search(tail)
        for atom in clause.atoms:
            if atom.kind != "brand" or atom.value != stand_in:
                continue
            if judged or atom.polarity < 0:
                return atom.polarity
            if felt := feeling(clause.text, stand_in.lower()):
                return felt
    return None


def _rare(name: str) -> bool:
    """Whether a name is rare and leans to a brand: no word of it one the embedder's
    vocabulary holds whole (common words and well-known names are), and nearer a brand than
    a place or a person (`leans_brand`): liked or refused by the shopper, such a name is a
    label ("never liked Primark"; not "I adore Niamh")."""
    words = normalise(name).removesuffix("'s").split()
    known = vocabulary_words()
    common = any(w in known or w.removesuffix("s") in known for w in words)  # "Pastels"
    return not common and leans_brand(name)


def _common(name: str, after: str = "") -> bool:
    """Whether a name's first word is a common English word (one of the embedder's word
    pieces): said first in a sentence, its capital proves nothing. `after`: the normalised
    words after the name ("Levi's are ...": a name's; "Money's no object": "money is")."""
    first = normalise(name).split()[0]
    if first in ("dr", "dr.") or (" " in name and name.endswith("'s")):
        return False  # "Dr Martens", "Ashby Rowe's cut": a name's
    if name.endswith("'s") and re.match(r"are\b", after):
        return False
    return first.removesuffix("'s") in vocabulary_words()  # "Money's no object"


def _garment(word: str, vocab: Vocabulary) -> bool:
    """Whether `word` names a garment or a measure in the lexicon ("glove", "boots", "chest")."""
    lex = vocab.lex
    return word in lex.shoe_words | lex.waist_words or any(
        word in (member, lex.singular(member)) for group in lex.product_groups for member in group
    )


def _unknown(name: str, vocab: Vocabulary) -> bool:
    """Whether a capitalised run may be a brand: no word the shop or English already means
    (a colour, an occasion, a month, "I", "Honestly"), no size ("XS", "IT 38"), three
    letters at least ("COS", "H&M")."""
    words = normalise(name).split()
    if words[:1] == ["the"] and len(words) > 1 and name[:1] == "T":
        words = words[1:]  # "The North Face": a name that opens with its article
    if (
        len(name.replace(".", "")) < 3
        or re.search(r"n't|'(?:m|ve|ll|d|re)\b", name.lower())
        or re.fullmatch(r"\d?x*[sml]|x+l", words[0] if words else "")
    ):
        return False  # "I wear M": a size
    if (
        not words
        or "brand" in words[0]
        or all(w in _NOT_NAMES or w in vocab.lex.stopwords for w in words)
    ):
        return False
    if words[0] in _NOT_NAMES or words[0] in vocab.lex.stopwords or _garment(words[0], vocab):
        return False  # "Honestly Levi's ...", "Glove size is 8": a common word starts the run
    phrase, first = " ".join(words), words[0]
    # what the run means as a whole ("Lake District" no, "Green Man" a colour's, "New Year");
    # a garment's or a fabric's word only first ("Solway Knit", "Kestrel Outdoor" are names)
    return not (
        _CALENDAR.search(phrase)
        or _PEOPLES.fullmatch(phrase)
        or vocab.occasion_re.match(phrase)
        or vocab.colour_re.match(phrase)
        or phrase in TONES  # "Pastels wash me out"
        or vocab.department_re.match(phrase)
        or vocab.no_range_re.search(phrase)
        or any(phrase in words for words in vocab.lex.department_groups.values())
        or vocab.brand_re.search(phrase)
        or re.search(r"\d", phrase)
        or vocab.material_re.match(first)
        or vocab.tag_re.match(first)
        or vocab.product_re.match(first)
        or vocab.is_known(first)
    )
