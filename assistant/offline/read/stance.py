"""Whose a clause is and what the message does (issue 18 item 4; M4.2, M4.3).

- `mood(clause, sentence, last)`: "statement", "question", "request", "hypothetical" or
  "other person", from the clause's grammar (its first words, a question mark, "if I...").
- `asks(clauses, message, vocab)`: whether the message asks the shop for something (a
  request, a question to the shop or about a product, a product named), talks of a product
  ("the blue one is nice"), supposes, or speaks of someone else. A message that does none of
  these is the shopper's account of themselves, so its clauses said without a subject state
  the shopper's facts too: "Medium. Always medium.", "Under 90 euros and preferably X",
  "Shoes: 45." (in "jackets, no yellow" or "trainers size 43" they only shape a search).
- `carry_topics(sentences, vocab)`: a colour or brand asked alone and then judged ("Mustard?
  Hate it.") is one comment on that topic ("hate mustard.").
"""

from __future__ import annotations

import re

from assistant.offline.read.occasions import EVENTS, KIN_EVENTS
from assistant.offline.read.patterns import HYPOTHETICAL, OTHER_PERSON, PEOPLE
from assistant.offline.words.lexicon import lexicon
from assistant.offline.words.text import alternation
from assistant.offline.words.vocabulary import Vocabulary

FIRST_PERSON = re.compile(  # "us" but not the size system of "US 11"
    r"\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself|we|we're|we've|our|us(?!\s*\d))\b"
)
_QUESTION = re.compile(
    r"^\s*(?:(?:so|and|but|also|well|ok|okay|hi|hey|oh|um|right)[\s,!]+)*"
    # "and can spend up to 150": a modal with no subject after it goes on a statement
    r"(?:do|does|did|(?:can|could|would|will)(?=\s+(?:i|you|u|we|they|he|she|it|there|that|this|"
    r"these|those|the|my|your|a|an|anyone|someone|somebody)\b)|should|shall|is|are|was|were|"
    r"have\s+you|has|"
    # "When I can afford it I go for X", "what I want is navy": a subject after the wh-word
    # makes a statement; a question puts its verb there ("when do I...").
    r"(?:what|which|where|when|who|how|why)(?!\s+(?:i|i'm|i've|we|we're|my)\b)|"
    r"any(?!thing\s+(?:above|over|more))|got\s+any|is\s+there|are\s+there|"
    r"(?:what|where|who|how|when)'s)(?![\w'])"
)
_REQUEST = re.compile(
    r"^\s*(?:(?:so|and|but|also|ok|okay|hi|hey|oh|please|just|only)[\s,!]+)*"
    r"(?:show|find|give|get\s+me|send|recommend|suggest|search|list|help|let\s+me|filter|sort|"
    r"narrow|limit|restrict|browse|add|something|i(?:'m|\s+am)\s+(?:looking|searching|after|hunting)|"
    r"let's\s+(?:see|have|look|try|check)|(?:need|want)\s+to\s+see|"
    # imperatives that fetch products ("pull up green coats for me", "dig out a warm jumper")
    r"(?:pull|bring|dig|look|call)\s+up|dig\s+out|pick\s+out|fetch|track\s+down|hunt\s+(?:down|out)|"
    r"looking\s+for|i(?:\s+need|\s+want|\s+would\s+like|'d\s+like|'d\s+love|\s+would\s+love)"
    r"(?!\s+to\s+(?:keep|stay|spend|pay))|can\s+i|could\s+i|i\s+wonder)\b"
)
_ANY_FROM = re.compile(
    r"(?:(?:so|ok|hi|hey)[\s,]+)?anything\s+(?:from|by)\s+(?!.*\b(?:and|but|i|i'm|me|is|are|suits?|fits?)\b)[\w&' .-]+"
)
# "UK 9, wide fit please bear that in mind": asked to be remembered, not searched
_NOTED = re.compile(
    r"\b(?:bear|keep)\s+(?:that|this|it)\s+in\s+mind\b|\bfor\s+(?:future\s+)?reference\b|\b(?:note|remember)\s+(?:that|this)\b"
)
_MAYBE = re.compile(r"\b(?:thinking\s+(?:of|about)|considering|might|perhaps|maybe)\b")
# "My son's feet are a 35", "my mum's budget": another person's, said as a possessive.
THEIRS = re.compile(
    r"^\s*(?:and\s+|but\s+)?(?:his|her|their|its(?!\s+(?:all|what|the|my|just|only|always)\b))\b|"
    r"^\s*(?:and\s+|but\s+)?(?:my|our)\s+"  # "its all i wear" is "it's"
    rf"(?:\w+\s+)?{PEOPLE}(?:'s|s')"
)
# "my sister's hen do is next month": an event the shopper goes to is theirs too; not a
# birthday (a present to buy), nor one said with what someone else needs ("she needs a dress")
_KIN_EVENT = re.compile(
    rf"^\s*(?:and\s+|but\s+)?(?:i'?m\s+(?:\w+\s+){{0,4}}(?:at|to|for)\s+)?"  # "I'm best man at"
    rf"(?:my|our)\s+(?:\w+\s+)?{PEOPLE}(?:'s|s')\s+(?:\w+\s+)?"
    rf"(?:{KIN_EVENTS})(?:\s+(?:do|party|day))?(?:\s*$|\s+(?:is|are|will|on|in|at|next|this|"
    r"coming|and|tomorrow|soon)\b)"
)
_SOMEONE_NEEDS = re.compile(r"\b(?:she|he|they|him|her|them)\b")
# About a product in view, without the shopper ("the blue one is nice", "they run small").
_PRODUCT_TALK = re.compile(
    r"^\s*(?:(?:and|but|so|oh|also|just|only)\s+)?(?:the|this|that|these|those|it|its|it's|they|they're|"
    r"that's|there's|there)\b"
)
# What is said of a brand's make, not of a product in view ("not keen on X, the quality has
# dropped", "their sizing is all over the place", "not X again, the last lot fell apart").
_MAKER_TALK = re.compile(
    r"\b(?:quality|sizing|fit|fits|cut|cuts|stuff|fabric|ethics|prices|lot|batch|seams?|zips?|"
    r"stitching|fell\s+apart|falls\s+apart|shr[iau]nk|shrinks|bobbled?|bobbles|fades?|faded)\b"
)
_IN_VIEW = re.compile(r"\b(?:the|this|that|these|those)\s+(?:[\w-]+\s+)?ones?\b")
_TO_THE_SHOP = re.compile(r"\b(?:you|your|you've|you're|u)\b")
_PLEASE = re.compile(r"\b(?:please|pls|plz)\b")
# Said with "please" and still a fact: a refusal ("no yellow please"), a limit ("max 60 pls").
_REFUSAL = re.compile(
    r"^\s*(?:(?:and|but|so|oh|also|please)[\s,]+)*(?:no|nothing|never|not|anything\s+but|avoid|skip|"
    r"leave\s+(?:[\w&'-]+\s+){1,4}out)\b|"
    r"\b(?:max|tops|limit|cap|only)\b|\b(?:under|below|no\s+more\s+than)\s+\D{0,3}\d"
)
# The past, no standing fact: "I wore XL when I was younger", "I had a X coat once".
_PAST = re.compile(
    r"\b(?:when\s+i\s+was|years\s+ago|as\s+a\s+(?:kid|child|teen(?:ager)?)|back\s+then|"
    r"in\s+the\s+past)\b|\bonce\s*[.!]*$"
)
# A state left behind: "I was an XL before", "my old budget was 50" (M4.2: what is only).
_WAS = re.compile(
    r"\bi\s+was\s+(?:a|an|size|in\s+an?)\b|\bi\s+was\b.*\b(?:before|until|till|then)\b|"
    r"\b(?:my\s+)?(?:old|previous|former|last)\s+(?:\w+\s+)?(?:size|budget|limit)\b|"
    r"\b(?:previously|formerly)\b"
)


# A state the sentence places in the past, said in the past tense: "back at uni I only wore
# black", "I had a wedding to go to last summer", "my budget was 200 before the kids came".
_THEN = re.compile(
    r"\b(?:last\s+(?:year|summer|winter|spring|autumn|fall|month|christmas|easter|week|night|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)|yesterday|once|in\s+(?:19|20)\d\d|"
    r"back\s+(?:in|at)\s+(?:the\s+day|uni|university|school|college|my)|"
    r"in\s+my\s+(?:teens|twenties|thirties|forties|fifties|youth)|those\s+were\s+the\s+days|"
    r"before\s+(?:the|my|i)\s+(?:kids|baby|babies|pregnancy|children|lost|put))\b"
)
_PAST_VERB = re.compile(
    r"\b(?:i|we)\s+(?:(?:only|always|once|just|mostly|never|ever|really|basically)\s+){0,2}"
    r"(?:had|went|wore|bought|was|were|did|used|got|spent|paid|[a-z]{2,}ed)\b|\bmy\s+\w+\s+was\b|"
    r"\bi\s+once\s+(?:had|wore|was|bought|spent)\b"
)
# Wished for or hoped to become, supposed, or meant and then cancelled: "I wish I could afford X", "say I went for
# the XL", "if yellow suited me I'd have that coat", "I was going to a gala but it got cancelled".
_UNREAL = re.compile(
    r"(?:\bi\s+|^\s*)wish\b|^\s*(?:(?:so|and|but|ok|okay)[\s,]+)*(?:let's\s+)?say\s+(?:i|my|we)\b|"
    r"(?:\bi\s+|^\s*)hope\s+(?:i|i'm|i'll|to\s+(?:be|get|fit|drop|lose))\b|"  # "I hope I'm an M by May"
    r"(?<!even\s)\bif\s+(?:\S+\s+){0,4}?(?:were|was|did|had|suited|could)\b.*"
    r"\b(?:i'd|i\s+would|i\s+could)\b|"
    r"\b(?:i'd|i\s+would)\b.*(?<!even\s)\bif\s+(?:\S+\s+){0,4}?(?:were|was|did|had|suited)\b|"
    r"\bi\s+was\s+(?:going|planning|meant|supposed)\s+to\b|\bin\s+an\s+ideal\s+world\b|\bin\s+another\s+life\b|"
    r"\b(?:i'd|i\s+would)\s+love\s+to\s+be\b(?!\s+in\b)|^\s*if\s+only\b|"
    r"(?:\bit\s+|\bit'|^\s*)(?:would|'?d)\s+be\s+(?:nice|lovely|great|amazing)\s+to\s+"
    r"(?:have|be|afford|own|fit)\b|"
    r"\b(?:cancelled|canceled|called\s+off|fell\s+through)\b"
)
# Said of someone else's word: "someone told me X runs small", "I heard X is closing".
_HEARSAY = re.compile(
    r"^\s*(?:someone|somebody|people|everyone|everybody)\b|"
    r"\b(?:someone|somebody|people)\s+(?:told|tell|said|say)\b|\bi\s+(?:heard|read)\b"
)
_STILL = re.compile(r"\bstill\b")  # "I wore a 12 last year and I still do": it stands


def unreal(clause: str, sentence: str) -> bool:
    """Whether one normalised clause of `sentence` is wished for, supposed, called off, or a
    past state said in the past tense (`_UNREAL`, `_THEN`): no standing fact (M4.3)."""
    if _UNREAL.search(clause):
        return True
    return bool(
        _PAST_VERB.search(clause) and _THEN.search(sentence) and not _STILL.search(sentence)
    )


# A statement turned into a question by its tag: "UK 10 is the same as US 6, right?".
_TAG = re.compile(
    r"[,\s](?:right|yeah|yes|no|correct|innit|eh|isn't\s+it|aren't\s+they|don't\s+they|"
    r"doesn't\s+it|isn't\s+that\s+so)\s*\?+\W*$"
)


def tagged(sentence: str) -> bool:
    """Whether the normalised `sentence` asks by a tag ("..., right?"): every clause asks."""
    return bool(_TAG.search(sentence))


def hearsay(clause: str) -> bool:
    """Whether one normalised clause reports what someone else says (`_HEARSAY`, M4.3)."""
    # "apparently X is in this season"; "olive suits me, apparently" is the shopper's own
    apparently = re.search(r"\bapparently\b", clause) and not FIRST_PERSON.search(clause)
    return bool(_HEARSAY.search(clause) or apparently)


def mood(clause: str, sentence: str, last: bool) -> str:
    """The mood of one normalised clause of `sentence` (`last`: its last clause); the past, a
    wish and a supposition are read as a hypothetical (no standing fact)."""
    supposed = any(p.search(clause) for p in (HYPOTHETICAL, _MAYBE, _WAS))
    if supposed or _PAST.search(sentence) or unreal(clause, sentence):
        return "hypothetical"
    if _ANY_FROM.fullmatch(sentence.strip(" ?.!")):
        return "request"  # "anything from Stillwater Studio?" asks; it states no liking
    if (last and sentence.rstrip().endswith("?")) or _QUESTION.match(clause) or tagged(sentence):
        return "question"
    if _REQUEST.match(clause) or (
        _PLEASE.search(clause)
        and not FIRST_PERSON.search(clause)
        and not _REFUSAL.search(clause)
        and not _NOTED.search(sentence)
    ):
        return "request"  # "size 8 shoes please" asks; "no yellow please" refuses
    kin_event = _KIN_EVENT.match(clause) and not _SOMEONE_NEEDS.search(sentence)
    if (OTHER_PERSON.search(clause) or THEIRS.match(clause)) and not kin_event or hearsay(clause):
        return "other person"
    return "statement"


def asks(clauses: list[tuple[str, str, str]], message: str, vocab: Vocabulary) -> bool:
    """Whether the message asks, supposes, talks of a product or of someone else (module
    docstring). `clauses`: (clause, its sentence, its mood) of the normalised `message`.
    A question about the shopper ("Think I'm a medium?") or about a bare colour ("Mustard?")
    asks nothing of the shop."""
    for clause, sentence, said in clauses:
        if said in ("request", "hypothetical") or (
            said == "other person" and OTHER_PERSON.search(clause)
        ):
            return True  # "their sizing" speaks of a brand, "my son's feet" of a person
        if said == "question" and (
            _TO_THE_SHOP.search(sentence) or vocab.product_re.search(_qualifiers(sentence, vocab))
        ):
            return True
        if (
            said == "statement"
            and _PRODUCT_TALK.match(clause)
            and not FIRST_PERSON.search(clause)
            and not (_MAKER_TALK.search(clause) and not vocab.product_re.search(clause))
        ):
            return True  # "the red one is nice"; not "the quality has dropped" of a brand
    if _IN_VIEW.search(message):
        return True  # "size 10 in the red one": a product in view
    colour_product = (
        rf"(?:{vocab.colour_re.pattern})\s+(?:\S+\s+){{0,3}}?(?:{vocab.product_re.pattern})"
    )
    if not FIRST_PERSON.search(message) and re.search(colour_product, message):
        return True  # "navy W32 L30 chinos": products described, asked for
    return bool(vocab.product_re.search(_qualifiers(message, vocab)))


def _qualifiers(text: str, vocab: Vocabulary) -> str:
    """`text` without the products that only qualify a size or a limit: "medium in knitwear",
    "70 for shoes", "UK 8 shoes" name the kind the fact is for, asking for none of it."""
    lex = lexicon()
    kinds = "|".join(sorted(lex.shoe_words | lex.waist_words, key=len, reverse=True))
    after_size = rf"(?:(?<=\d)|(?<=\b[lms])|(?<=\bx[sl]))\s+(?:{kinds})\b"  # "UK 8 shoes"
    before_size = r"\b(?:shoe|dress|clothes|clothing)\s+(?=size\b)"  # "shoe size is 6.5"
    text = re.sub(f"{after_size}|{before_size}", " ", text)
    products = vocab.product_re.pattern
    text = re.sub(rf"(?:^|(?<=[.!;,]\s)){products}\s*:", " ", text)  # "Shoes: 45", "Shirts: L"
    # "big fan of X coats", "X boots, every time": the kind a brand is kept to for
    brand_for = rf"((?:{vocab.brand_re.pattern})\s+){products}"
    text = re.sub(rf"(\bfan\s+of\s+|\bloyal\s+to\s+){brand_for}", r"\1\2", text)
    text = re.sub(rf"{brand_for}(?=\s*,?\s*(?:every\s+time|always|forever)\b)", r"\1", text)
    return re.sub(
        rf"\b(?:in|for|on)\s+(?:(?:my|the|a|an|all|some|most)\s+)?(?:[a-z]+\s+)?{products}",
        " ",
        text,
    )


def carry_topics(sentences: list[str], vocab: Vocabulary) -> list[str]:
    """The sentences with a topic asked alone carried into the comment after it: ["mustard?",
    " hate it."] -> [" hate mustard."] (module docstring)."""
    out: list[str] = []
    index = 0
    while index < len(sentences):
        sentence = sentences[index]
        topic = re.fullmatch(r"\s*([\w' &-]+?)\s*\?+\s*", sentence)
        if topic and index + 1 < len(sentences) and _is_topic(topic.group(1), vocab):
            comment = sentences[index + 1]
            said, count = re.subn(r"\b(?:it|them|that)\b", topic.group(1), comment, count=1)
            out.append(said if count else f"{comment.rstrip(' .!')} {topic.group(1)}.")
            index += 2
            continue
        out.append(_event_named(sentence, out, vocab))
        index += 1
    return out


# "I've got one in October": the "one" is the event said before it.
_ONE = re.compile(r"\b(?:got|have|having|there's)\s+(one)\s+(?=on|in|next|this|at|coming|soon)")


def _event_named(sentence: str, before: list[str], vocab: Vocabulary) -> str:
    """`sentence` with a plan's "one" named as the last event the sentences `before` said
    ("any dresses for a wedding? I've got one in October": "... got a wedding in October")."""
    if not (one := _ONE.search(sentence)):
        return sentence
    events = alternation({*EVENTS, *vocab.occasions})
    said = [m.group(0) for m in re.finditer(events, " ".join(before))]
    if not said:
        return sentence
    return f"{sentence[: one.start(1)]}a {said[-1]}{sentence[one.end(1) :]}"


def _is_topic(words: str, vocab: Vocabulary) -> bool:
    """Whether `words` are only a colour or a brand of the catalogue."""
    return bool(vocab.colour_re.fullmatch(words) or vocab.brand_re.fullmatch(words))


# "..., that's my limit", "that's the max": an amount beside it is the shopper's limit.
_MY_LIMIT = re.compile(r"\b(?:my|the)\s+(?:\w+\s+)?(?:limit|max|maximum|budget|ceiling)\b")


def lend_limit(clauses: list) -> None:
    """An amount said beside a clause of the shopper's own that calls it their limit ("Keep
    it under 120 please, that's my limit"): the amount is the shopper's. `clauses`: one
    sentence's read.slots.Clause list, changed in place."""
    if not any(c.own and _MY_LIMIT.search(c.text) and not c.atoms for c in clauses):
        return
    for clause in clauses:
        if clause.mood in ("request", "statement") and any(
            a.kind == "budget" for a in clause.atoms
        ):
            clause.own = True
