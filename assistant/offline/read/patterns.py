"""The statement patterns of the offline fact judge (M4.2, M4.3; issue 11 item 3).

Fixed English grammar lives here as constants; the patterns that name colours, occasions and
brands are built once per vocabulary by `for_vocabulary`. Clauses are normalised (lower case,
straight quotes) and already split (assistant.offline.read.statements).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.offline.words.lexicon import lexicon
from assistant.offline.words.text import alternation
from assistant.offline.words.vocabulary import Vocabulary

I_AM = r"i(?:'m|\s+am)"
SUBJ = r"(?:^|\b(?:i|and|but|also|really|just))"
ADV = (
    r"(?:(?:really|usually|normally|generally|mostly|always|typically|now|actually|also|still|"
    r"definitely|honestly|just|do|totally|absolutely|only|kind\s+of|tend\s+to|simply|truly|"
    r"personally|genuinely|never\s+really)\s+)*"
)
NOT_A_STATEMENT = re.compile(
    r"^\s*(?:(?:so|and|but|also|well|ok|okay|hi|hello|hey|oh|um|hmm|right|then|now)[\s,!]+)*"
    r"(?:do|does|did|can|could|would|will|is|are|was|were|have|has|what|which|where|when|who|"
    r"how|why|any|got|show|find|give|get|search|recommend|suggest|send|list|help|looking\s+for|"
    rf"{I_AM}\s+(?:looking|searching|after|buying|shopping\s+for\s+(?:my|a\s+gift|someone))|"
    r"i\s+(?:need|want|'d\s+like|would\s+like|'d\s+love|would\s+love|wonder)|if|what\s+if|"
    r"let\s+me|let's|maybe|should|shall|please|tell\s+me|in\s+case|imagine|suppose|assuming|"
    r"pretend|the|this|that|these|those|it|its|it's)\b"
)
HYPOTHETICAL = re.compile(
    r"\b(?:if\s+i|what\s+if|suppose|supposing|imagine|assuming|in\s+case|pretend|were\s+i|"
    r"i\s+might|i\s+may\s+be|maybe\s+i|not\s+sure\s+(?:if|whether)|wondering|i\s+wonder|"
    r"would\s+i|could\s+i|should\s+i|i\s+used\s+to|back\s+when|one\s+day)\b"
)
# The other people a shopper speaks of: English, no catalogue's words.
PEOPLE = (
    r"(?:husband|hubby|wife|missus|partner|other\s+half|son|daughter|kids?|children|child|"
    r"boyfriend|girlfriend|bf|gf|mum|mom|mother|mam|dad|father|brother|sister|friends?|mates?|"
    r"pal|boss|colleagues?|baby(?!\s+shower)|toddler|twins|lad|lads|lass|boy|boys|girl|girls|nephew|niece|"
    r"grandson|granddaughter|grandma|granny|gran|nan|nana|grandad|grandpa|grandparents|"
    r"parents|uncle|aunt|auntie|cousin|godson|goddaughter|stepson|stepdaughter|in-laws|"
    r"neighbour|neighbor|family|fianc\w*|flatmate|roommate|little\s+one|wee\s+one|youngest|"
    r"eldest|oldest)(?:s|es)?"  # "daughters", "nieces", "bosses"
)

# Someone else named as the shopper's ("your partner's graduation", "my son"); at the start
# of an answer, whose it is.
SOMEONE_NAMED = re.compile(rf"\b(?:your|my|our)\s+(?:\w+\s+)?{PEOPLE}\b", re.IGNORECASE)
# Someone else asked about (decide.others): their size, age, taste.
SOMEONE = re.compile(
    # "what size is my daughter?", "what does my walking partner wear?"
    rf"(?:\b(?:is|does|did|was|are|do|will|won't|don't|doesn't|would|can't)|\bold's)\s+(?:my|our)\s+"
    rf"(?:\w+\s+)?({PEOPLE})\b(?!['’]s)|"
    # "which brand does dad like?": a relative named without "my"
    r"\b(?:is|does|did|was|will|would|won't|doesn't)\s+(mum|mom|mam|dad|hubby|grandma|granny|gran|"
    r"nan|grandad)\b(?!['’])|"
    # "what shoe size are the boys?", "what colour won't the kids wear?"
    r"\b(?:are|do|did|don't|won't|would|will)\s+the\s+(boys|girls|kids|children|twins|lads)"
    r"(?:\s+(?:wear|like|love|hate|need|want|take|prefer)\b|\s*\??$)|"
    # "do you know what size my sister is?", "what's my grandson called?"
    rf"\b(?:my|our)\s+(?:\w+\s+)?({PEOPLE})\s+(?:is|are|wears?|takes?)\s*\??$|"
    rf"\bwhat(?:'s|\s+is|\s+are)\s+(?:my|our)\s+(?:\w+\s+)?({PEOPLE})\s+called\b|"
    rf"\bhow\s+old\s+(?:is|are)\s+(?:my|our)\s+({PEOPLE})\b|"
    # "what's my wife's shoe size?", "the groom's size?": a possessive before what is asked
    r"\b(?:my|our|the)\s+(?:\w+\s+)?([a-z]+)(?:'s|s')\s+(?:[\w-]+\s+){0,2}?"
    r"(?:size|sizes|fit|measurements?|budget|colou?rs?|brands?|style|taste|birthday|"
    r"anniversary|party|retirement|graduation)\b|"
    # "whats my husbands size": the possessive typed without its apostrophe
    r"\b(?:my|our)\s+(husband|wife|partner|son|daughter|mum|mom|dad|brother|sister|nephew|"
    r"niece|boyfriend|girlfriend|friend|boss)s\s+(?:[\w-]+\s+)?(?:size|budget|colou?r|brand)\b"
)
# "with my kids" names who comes along, not whose fact it is ("I love camping with my kids").
OTHER_PERSON = re.compile(
    rf"(?<!\bwith\s)\b(?:my|our|his|her|their)\s+(?:\w+\s+)?{PEOPLE}\b(?!'s)"
    # "my cousins wedding": a possessive typed without its apostrophe
    r"(?!\s+(?:wedding|birthday|party|christening|baptism|graduation|funeral|anniversary|hen|"
    r"stag|engagement|retirement|leaving|do)\b)"
    r"|^\s*(?:he|she|they)\b|\b(?:he|she|they)\s+(?:wears?|takes?|is|are|likes?|loves?|hates?)\b"
    # "Dad's got a 17 inch collar", "mum wears a 12": a relative named without "my".
    r"|^\s*(?:(?:and|but|so|oh)\s+)?(?:mum|mom|mam|dad|hubby|grandma|granny|gran|nan|grandad)"
    r"(?:'s|(?:\s+(?:only|always|usually|just|never|ever|mostly|still|normally)){0,3}"
    r"\s+(?:wears?|takes?|is|has|likes?|loves?|hates?|needs?|says|said|thinks|reckons)\b)"
    # "my mum's a size 16", "the boys hate pink": someone else's, said with "'s" for "is" or
    # with "the" leading the clause
    rf"|\b(?:my|our)\s+(?:\w+\s+)?{PEOPLE}['’]s\s+(?:a|an|size|in|into|got|always|usually|only|"
    r"never|just|\d)\b"
    rf"|^\s*(?:(?:and|but|so|oh)\s+)?the\s+(?:\w+\s+)?{PEOPLE}\b(?!['’])"
)
# Letter sizes as codes and words ("xl", "2xl", "extra large", "medium"; shop.sizes).
_LETTERS = "|".join(
    re.escape(name).replace(r"\ ", "[ -]")
    for name in sorted(lexicon().letter_sizes, key=len, reverse=True)
)
_SIZE_VALUE = (
    rf"({_LETTERS}|s|m|l|\d{{1,2}}(?:[.,]5)?)"
    r"(?![\w'])(?![.,]\d)(?!\s*(?:years?|yrs?|y/?o|%|euros?|eur|€))"
    r"(?!\s*(?:\"|-?inch(?:es)?)?\s*(?:inside\s+)?(?:leg|inseam)\b)"  # "a 32 leg": no waist
)
SIZE_STATEMENTS = [
    re.compile(
        rf"\bi\s+{ADV}(?:wear|take|fit(?:\s+into)?|buy|get|go\s+for)\s+(?:an?\s+|the\s+)?"
        rf"(?:eu\s+|uk\s+)?(?:(?:shoe\s+|waist\s+|dress\s+)?size\s+)?(?:eu\s+|uk\s+)?{_SIZE_VALUE}"
    ),
    re.compile(
        rf"\b{I_AM}\s+{ADV}(?:an?\s+)?(?:eu\s+|uk\s+)?(?:(?:shoe\s+|waist\s+|dress\s+)?size\s+)?"
        rf"(?:eu\s+|uk\s+)?{_SIZE_VALUE}"
    ),
    re.compile(
        r"\bmy\s+(?:usual\s+|normal\s+|regular\s+)?(?:shoe\s+|waist\s+|jeans\s+|trousers?\s+|"
        r"dress\s+|clothing\s+|clothes\s+|jacket\s+|t-shirt\s+|top\s+)?size\s+is\s+(?:now\s+)?"
        rf"(?:usually\s+)?(?:an?\s+)?(?:eu\s+|uk\s+)?(?:size\s+)?{_SIZE_VALUE}"
    ),
    re.compile(rf"(?:^|\bsize\s+){_SIZE_VALUE}\s+(?:fits|suits)\s+me"),
    re.compile(
        rf"\bmy\s+(?:feet|waist)\s+(?:size\s+|measurement\s+)?(?:is|are)\s+(?:now\s+)?(?:an?\s+)?"
        rf"{_SIZE_VALUE}"
    ),
]
SIZE_ONLY = re.compile(
    r"^\s*(?:(?:usually|normally|always|mostly)\s+)?(?:eu\s+|uk\s+)?(?:(?:shoe|waist|dress)\s+)?"
    rf"(?:size\s+)?(?P<size>{_LETTERS}|s|m|l|\d{{2}})"
    r"(?:\s+(?:waist|in\s+shoes|shoes?|for\s+shoes|eu))?\s*[.!]*\s*$"
)
# NEGATIVE_BUDGET ("I never spend more than 100") states a ceiling with "more than".
BUDGET_STATEMENTS = [
    re.compile(
        r"\bmy\s+(?:budget|limit|max(?:imum)?|spending\s+limit|price\s+range)\s+(?:is|was)"
        r"\s+(?:now\s+)?(?:usually\s+)?(.*)"
    ),
    re.compile(r"^\s*budget\s*(?:is|of|:)?\s*((?:around|about|under|up\s+to|max|€|\d).*)"),
    re.compile(
        rf"\bi\s+{ADV}(?:spend|pay)\s+((?:around|about|up\s+to|at\s+most|under|less|€|\d).*)"
    ),
    re.compile(
        rf"\bi\s+{ADV}(?:don't|do\s+not|never|won't|can't|cannot|would\s+never|wouldn't)\s+"
        r"(?:want\s+to\s+|like\s+to\s+)?(?:spend|pay|afford)\s+"
        r"((?:more\s+than|over|above|much\s+more\s+than).*)"
    ),
    re.compile(rf"\bi\s+{ADV}can\s+(?:only\s+)?(?:afford|spend)\s+(?:up\s+to\s+)?(.*)"),
    re.compile(rf"\b{I_AM}\s+on\s+a\s+(?:tight\s+)?budget\s+of\s+(.*)"),
    re.compile(r"\bi\s+(?:have|'ve\s+got)\s+a\s+(?:\w+\s+)?budget\s+of\s+(.*)"),
    re.compile(r"\bi'd\s+rather\s+(?:keep\s+it|stay|spend|not\s+go\s+over)\s+(.*)"),
    re.compile(
        r"^\s*((?:around\s+|about\s+|under\s+)?(?:€\s*)?\d{1,5}(?:\s*(?:euros?|eur))?)\s+is\s+"
        r"my\s+(?:limit|max(?:imum)?|budget)"
    ),
    re.compile(  # "I've budgeted 900 for the dress", "I've set aside about 200"
        rf"\bi(?:'ve|\s+have)?\s+{ADV}(?:budgeted|set\s+aside|put\s+aside)\s+"
        r"((?:around|about|up\s+to|under|[€£$]|\d).*)"
    ),
]
NEGATIVE_BUDGET = BUDGET_STATEMENTS[3]
# A bare number is a size only with a cue: "I'm a 34 waist", "size 12", "I wear a 42" (not
# "I'm 34", an age).
NUMBER_CUE = re.compile(r"\b(?:an?|size|eu|uk|waist|shoes?|feet|jeans|trousers|dress(?:es)?)\b")
FLIPS = re.compile(r"^\s*(?:much\s+)?(?:more\s+than|over|above)")
OCCASION_FROM_WORD = {
    "work": "office",
    "run": "running",
    "jog": "running",
    "hike": "outdoor",
    "married": "wedding",
    "runner": "running",
    "bridesmaid": "wedding",
    "hiker": "outdoor",
    **dict.fromkeys(("maid of honour", "maid of honor", "matron of honour", "best man",
                     "groomsman"), "wedding"),
}  # fmt: skip


@dataclass(frozen=True)
class Built:
    """The patterns that name a vocabulary's colours, occasions and brands."""

    colour_neutral: tuple[re.Pattern[str], ...]
    colour_dislike: tuple[re.Pattern[str], ...]
    colour_like: tuple[re.Pattern[str], ...]
    imperative: re.Pattern[str]
    bare_dislike: re.Pattern[str]
    occasion: tuple[re.Pattern[str], ...]
    brand: tuple[re.Pattern[str], ...]


def for_vocabulary(vocab: Vocabulary) -> Built:
    """The vocabulary's statement patterns, built on first use and kept on it."""
    built = vocab.cache.get("statements")
    if isinstance(built, Built):
        return built
    built = _build(vocab)
    vocab.cache["statements"] = built
    return built


def _build(vocab: Vocabulary) -> Built:
    cl = vocab.colour_list
    the_colour = r"(?:the\s+colou?r\s+)?"
    not_ones = r"(?!\s+(?:one|ones|jacket|dress|\w+s)\b)"
    dislike = (
        rf"{SUBJ}\s*{ADV}(?:can't|cannot|can\s+not|couldn't)\s+(?:stand|bear|stomach)\s+"
        rf"(?:wearing\s+)?{the_colour}({cl})",
        rf"{SUBJ}\s*{ADV}(?:hate|dislike|detest|loathe|avoid)\s+(?:wearing\s+)?{the_colour}({cl})",
        rf"{SUBJ}\s*{ADV}(?:don't|do\s+not|never|won't|will\s+not|wouldn't|would\s+never|"
        r"no\s+longer)\s+(?:really\s+|ever\s+)?(?:like|wear|want|buy|look\s+good\s+in|suit|go\s+for)"
        rf"\s+(?:wearing\s+)?(?:anything\s+)?(?:in\s+)?{the_colour}({cl})",
        rf"(?:\b{I_AM}\s+|^){ADV}(?:not\s+(?:really\s+)?(?:a\s+(?:big\s+|huge\s+|massive\s+)?fan\s+of|into|"
        rf"keen\s+on|fond\s+of|crazy\s+about)|allergic\s+to|sick\s+of|done\s+with|over)\s+({cl})",
        rf"({cl})(?:'s|\s+is|\s+are)\s*(?:n't|\s+not|\s+never)\s+(?:really\s+)?(?:my\s+"
        r"(?:colou?r|thing|style)|for\s+me|me|ok|okay|allowed|flattering\s+on\s+me)",
        rf"({cl})\s+(?:doesn't|does\s+not|don't|do\s+not|never)\s+(?:really\s+)?suits?\s+me",
        rf"{SUBJ}\s*{ADV}(?:prefer|would\s+rather|'d\s+rather)\s+not\s+(?:to\s+)?(?:wear|have|buy|"
        rf"see)\s+(?:anything\s+in\s+)?{the_colour}({cl})",
        rf"({cl})\s+(?:is|'s)\s+(?:a\s+no(?:-go)?|out|off\s+the\s+table)(?:\s+for\s+me)?",
        rf"({cl})\s+(?:makes|washes)\s+me\s+(?:look\s+)?(?:ill|pale|sick|out)",
        rf"\bno\s+more\s+({cl})(?:\s+for\s+me)?",
        rf"\bkeep\s+(?:me\s+)?away\s+from\s+({cl})",
    )
    neutral = (
        rf"{SUBJ}\s*{ADV}(?:don't|do\s+not|no\s+longer)\s+(?:mind|hate|dislike)\s+"
        rf"(?:wearing\s+)?{the_colour}({cl})",
        rf"({cl})\s+is\s+(?:fine|ok|okay)\s+(?:again|now)",
    )
    like = (
        rf"{SUBJ}\s*{ADV}(?:like|love|adore|prefer|enjoy|go\s+for|lean\s+towards)\s+"
        rf"(?:wearing\s+)?{the_colour}({cl}){not_ones}",
        rf"{SUBJ}\s*{ADV}wear\s+(?:a\s+lot\s+of\s+|lots\s+of\s+|mostly\s+|only\s+)?({cl}){not_ones}",
        rf"\bmy\s+(?:favourite|favorite|go-to)\s+colou?rs?\s+(?:is|are)\s+(?:now\s+)?({cl})",
        rf"({cl})\s+(?:is|are)\s+(?:now\s+)?my\s+(?:favourite|favorite|colou?r|go-to)",
        rf"(?:\b{I_AM}\s+|^){ADV}(?:(?:a\s+)?(?:big\s+|huge\s+)?fan\s+of|into|keen\s+on|fond\s+of|"
        rf"crazy\s+about|all\s+about)\s+({cl})",
        rf"\bi\s+{ADV}look\s+(?:good|great|best)\s+in\s+({cl})",
        rf"({cl})\s+(?:really\s+)?suits\s+me",
    )
    imperative = re.compile(
        r"^\s*(?:(?:and|but|also|oh|so)\s+)?(?:please\s+)?(?:(?:do\s+not|don't|never)\s+"
        r"(?:show|give|offer|send)\s+me|stop\s+showing\s+me|avoid|skip|leave\s+out|spare\s+me|"
        rf"no\s+more|keep\s+(?:me\s+)?away\s+from)\s+(?:any\s+)?(?:more\s+)?(?:anything\s+in\s+)?({cl})"
        r"(?![\w-])"
    )
    bare = re.compile(
        rf"^\s*(?:(?:and|but|oh|also)\s+)?(?:no|never|nothing\s+in|not)\s+({cl})"
        r"(?:\s*(?:,|!)?\s*(?:please|for\s+me|ever|again|thanks|thank\s+you|from\s+now\s+on))*"
        r"\s*[.!]*\s*$"
    )
    occasion = alternation(vocab.occasions)
    group = rf"(?:an?\s+|the\s+|my\s+|our\s+)?(?:\w+'s\s+)?(?:\w+\s+)?({occasion})"
    occasions = (
        rf"\b(?:{I_AM}|we're|we\s+are)\s+{ADV}(?:going|invited|heading|off|attending|travelling|"
        rf"flying)\s+(?:to|on)\s+{group}",
        rf"\bi(?:'ve|\s+have)\s+been\s+invited\s+to\s+{group}",
        rf"\b{I_AM}\s+{ADV}attending\s+{group}",
        rf"\bi\s+{ADV}(?:have|'ve\s+got|have\s+got)\s+(?:an?\s+|my\s+)(?:\w+\s+){{0,2}}?({occasion})"
        r"(?!\s+(?:bag|shoes?|jackets?|dress(?:es)?|outfit))",
        rf"\bi\s+{ADV}(?:go|went)\s+(?:to\s+(?:the\s+)?)?({occasion})",
        rf"\bi\s+{ADV}(?:love|like|enjoy|do|practi[cs]e|play)\s+({occasion})\b",
        rf"\b{I_AM}\s+{ADV}(?:going|heading|off)\s+(?:on\s+(?:an?\s+)?)?({occasion})",
        rf"\b{I_AM}\s+{ADV}shopping\s+for\s+(?:an?\s+|the\s+|my\s+)?({occasion})",
        rf"\bi\s+{ADV}(work)\s+in\s+an?\s+office",
        rf"\bi\s+{ADV}(run|jog|hike)(?![\w'])"
        r"(?!\s+(?:out|the|my|our|this|that|errands|things|late|into|low|short)\b)"
        r"(?!\s+an?\s+(?!lot\b))",  # "I run a lot", not "I run a small business"
        rf"\b{I_AM}\s+(?:getting\s+(married)|an?\s+(runner|bridesmaid|hiker|groomsman)|(?:the\s+)?"
        r"((?:maid|matron)\s+of\s+honou?r|best\s+man))",  # "the father of the bride": a part in theirs
    )
    brand_alias = vocab.brand_re.pattern
    brands = (
        rf"(?:{SUBJ}\s*{ADV}(?:like|love|adore|prefer|swear\s+by|trust|buy|wear|go\s+for)\s+"
        rf"(?:the\s+(?:brand\s+)?)?|\bmy\s+(?:favourite|favorite|preferred|go-to)\s+brand\s+is\s+"
        rf"|\b{I_AM}\s+{ADV}(?:a\s+(?:big\s+|huge\s+)?fan\s+of|loyal\s+to)\s+(?:the\s+brand\s+)?)"
        rf"({brand_alias})|({brand_alias})\s+is\s+my\s+(?:favourite|favorite|go-to|preferred)",
    )
    return Built(
        colour_neutral=tuple(re.compile(p) for p in neutral),
        colour_dislike=tuple(re.compile(p) for p in dislike),
        colour_like=tuple(re.compile(p) for p in like),
        imperative=imperative,
        bare_dislike=bare,
        occasion=tuple(re.compile(p) for p in occasions),
        brand=tuple(re.compile(p) for p in brands) if vocab.brands else (),
    )


# Where one clause of a statement ends and the next begins ("..., no white", "... and I'm a 12").
CLAUSE_SPLIT = re.compile(
    r"(?:[,;:]|\s(?:and|but|so|because|since|though|although|while|also|plus))\s+"
    r"(?=(?:i|i'm|i'd|i've|my|do|does|can|could|would|will|show|find|please|have|is|are|"
    r"what|which|where|how|any|anything|something|got|actually|anyway|oh|btw|no|not|never|"
    r"nothing|avoid|keep)\b)"
)
# Two sizes a shopper is between ("I'm between a 10 and a 12"): the size they go for, said
# beside it, is theirs.
BETWEEN_SIZES = re.compile(r"\bbetween\s+(?:an?\s+|sizes?\s+)?\w+\s+(?:and|&)\s+(?:an?\s+)?\w+")
