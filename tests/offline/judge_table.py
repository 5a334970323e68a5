"""The fact judge's table (issue 11 item 3): shopper sentences and the facts they state.

Each row is a shopper message and the facts it states, as labels: "size M", "waist 34",
"shoe 42", "dress 12", "dislikes yellow", "likes navy", "neutral yellow" (no longer
disliked), "brand Velmora", "budget -80" (a ceiling), "budget 64-96", "budget 100-" (a floor),
"occasion wedding". An empty tuple: the message states no fact (M4.3: questions, requests,
hypotheticals, other people's sizes, products' properties).

`score()` runs the offline judge the way production does (judge -> memory.judge.validate_facts
-> the sentences read back by fact_atoms, M7.2) and counts labels: precision = right facts /
facts stored, recall = right facts / facts stated. `benchmarks/judge_table.py` prints the
figures; tests/offline/test_judge_table.py asserts them (precision >= 0.98, recall >= 0.95).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

WITH_FACTS: list[tuple[str, tuple[str, ...]]] = [
    # --- colour dislikes, in many phrasings ----------------------------------------------
    ("no yellow, please", ("dislikes yellow",)),
    ("No yellow, please.", ("dislikes yellow",)),
    ("Please avoid yellow from now on", ("dislikes yellow",)),
    ("please avoid yellow", ("dislikes yellow",)),
    ("not a fan of yellow", ("dislikes yellow",)),
    ("I'm not a fan of yellow", ("dislikes yellow",)),
    ("yellow isn't my colour", ("dislikes yellow",)),
    ("Yellow is not my color.", ("dislikes yellow",)),
    ("I can't stand yellow", ("dislikes yellow",)),
    ("I cant stand orange", ("dislikes orange",)),
    ("I hate pink", ("dislikes pink",)),
    ("I really dislike brown", ("dislikes brown",)),
    ("I never wear beige", ("dislikes beige",)),
    ("I don't like green", ("dislikes green",)),
    ("I do not like red at all", ("dislikes red",)),
    ("I don't wear purple", ("dislikes purple",)),
    ("I would never wear orange", ("dislikes orange",)),
    ("I won't wear anything in yellow", ("dislikes yellow",)),
    ("no more grey for me", ("dislikes grey",)),
    ("grey doesn't suit me", ("dislikes grey",)),
    ("Yellow's not for me", ("dislikes yellow",)),
    ("burgundy is not for me", ("dislikes burgundy",)),
    ("I'm allergic to pink", ("dislikes pink",)),
    ("I'm sick of black", ("dislikes black",)),
    ("I'm done with navy", ("dislikes navy",)),
    ("I detest olive", ("dislikes olive",)),
    ("I loathe mustard", ("dislikes mustard",)),
    ("I avoid white", ("dislikes white",)),
    ("no orange, thanks", ("dislikes orange",)),
    ("Never yellow.", ("dislikes yellow",)),
    ("nothing in pink please", ("dislikes pink",)),
    ("please don't show me yellow", ("dislikes yellow",)),
    ("stop showing me orange", ("dislikes orange",)),
    ("keep me away from beige", ("dislikes beige",)),
    ("yellow makes me look ill", ("dislikes yellow",)),
    ("I'm not keen on brown", ("dislikes brown",)),
    ("I'm not really into purple", ("dislikes purple",)),
    ("I hate yellow and orange", ("dislikes yellow", "dislikes orange")),
    ("I can't stand pink or purple", ("dislikes pink", "dislikes purple")),
    ("I don't like grey or beige", ("dislikes grey", "dislikes beige")),
    ("I cannot bear green", ("dislikes green",)),
    ("red is a no for me", ("dislikes red",)),
    ("I no longer like black", ("dislikes black",)),
    ("honestly I hate wearing white", ("dislikes white",)),
    ("skip yellow please", ("dislikes yellow",)),
    # --- colour likes ----------------------------------------------------------------------
    ("I like yellow", ("likes yellow",)),
    ("actually I like yellow now", ("likes yellow",)),
    ("I love navy", ("likes navy",)),
    ("I adore pink", ("likes pink",)),
    ("I prefer black", ("likes black",)),
    ("I mostly wear black", ("likes black",)),
    ("I wear a lot of navy", ("likes navy",)),
    ("my favourite colour is green", ("likes green",)),
    ("My favorite color is red.", ("likes red",)),
    ("green is my favourite", ("likes green",)),
    ("blue is my colour", ("likes blue",)),
    ("I'm a big fan of burgundy", ("likes burgundy",)),
    ("big fan of olive", ("likes olive",)),
    ("I'm into beige at the moment", ("likes beige",)),
    ("I look good in green", ("likes green",)),
    ("navy really suits me", ("likes navy",)),
    ("I love black and white", ("likes black", "likes white")),
    ("I usually go for grey", ("likes grey",)),
    ("I'm keen on orange", ("likes orange",)),
    ("I enjoy wearing purple", ("likes purple",)),
    # --- colour no longer disliked ---------------------------------------------------------
    ("I don't mind yellow any more", ("neutral yellow",)),
    ("I no longer hate orange", ("neutral orange",)),
    ("I don't mind wearing pink", ("neutral pink",)),
    # --- sizes -------------------------------------------------------------------------------
    ("I wear size M", ("size M",)),
    ("I'm a medium", ("size M",)),
    ("I'm a small", ("size S",)),
    ("I am a large", ("size L",)),
    ("I'm usually a large", ("size L",)),
    ("I'm an M", ("size M",)),
    ("I take an XL", ("size XL",)),
    ("I wear XS", ("size XS",)),
    ("I normally wear size L", ("size L",)),
    ("my size is S", ("size S",)),
    ("my usual size is medium", ("size M",)),
    ("I wear extra large", ("size XL",)),
    ("I'm a size 12", ("dress 12",)),
    ("I wear a size 10 dress", ("dress 10",)),
    ("34 waist", ("waist 34",)),
    ("I'm a 34 waist", ("waist 34",)),
    ("my waist is 32", ("waist 32",)),
    ("I wear a 30 waist", ("waist 30",)),
    ("waist size 36", ("waist 36",)),
    ("I take 32 in jeans", ("waist 32",)),
    ("size 42 shoes", ("shoe 42",)),
    ("I take size 42 shoes", ("shoe 42",)),
    ("my shoe size is 39", ("shoe 39",)),
    ("I wear EU 44 in shoes", ("shoe 44",)),
    ("I'm a 41 in shoes", ("shoe 41",)),
    ("my feet are a 38", ("shoe 38",)),
    ("I wear size 40 shoes", ("shoe 40",)),
    ("medium", ("size M",)),
    ("size L", ("size L",)),
    ("I fit into a small", ("size S",)),
    ("I wear size M and I can't stand yellow", ("size M", "dislikes yellow")),
    ("I'm a medium and I hate orange", ("size M", "dislikes orange")),
    ("I wear L, and no pink please", ("size L", "dislikes pink")),
    ("I wear size M, do you have jackets?", ("size M",)),
    ("I'm a medium, any hoodies?", ("size M",)),
    ("I wear size L now", ("size L",)),
    ("actually I'm an XL these days", ("size XL",)),
    ("I wear M tops and a 32 waist", ("size M", "waist 32")),
    # --- budgets -----------------------------------------------------------------------------
    ("my budget is 80 euros", ("budget -80",)),
    ("my budget is around 80 euros", ("budget 64-96",)),
    ("around 80 euros is my limit", ("budget 64-96",)),
    ("my budget is under 100 EUR", ("budget -100",)),
    ("My budget is €50.", ("budget -50",)),
    ("I usually spend around 60 euros", ("budget 48-72",)),
    ("I spend up to 120 euros on shoes", ("budget -120",)),
    ("I never spend more than 100 euros", ("budget -100",)),
    ("I don't want to spend more than 70", ("budget -70",)),
    ("I can only afford 40 euros", ("budget -40",)),
    ("I'm on a budget of 50 EUR", ("budget -50",)),
    ("I'm on a tight budget of 30 euros", ("budget -30",)),
    ("my budget is between 40 and 80 euros", ("budget 40-80",)),
    ("my budget is about 150", ("budget 120-180",)),
    ("budget around 80 euros", ("budget 64-96",)),
    ("my limit is 90 euros", ("budget -90",)),
    ("I'd rather keep it under 60 euros", ("budget -60",)),
    ("my budget is fifty euros", ("budget -50",)),
    ("I can spend up to 200", ("budget -200",)),
    ("I wear M and my budget is 80 euros", ("size M", "budget -80")),
    # --- occasions ---------------------------------------------------------------------------
    ("I'm going to a wedding in June", ("occasion wedding",)),
    ("I'm going to my sister's wedding", ("occasion wedding",)),
    ("I've been invited to a wedding", ("occasion wedding",)),
    ("I'm attending a wedding next month", ("occasion wedding",)),
    ("I'm a bridesmaid", ("occasion wedding",)),
    ("I'm getting married", ("occasion wedding",)),
    ("I work in an office", ("occasion office",)),
    ("I have a job interview next week", ("occasion office",)),
    ("I go running every morning", ("occasion running",)),
    ("I run three times a week", ("occasion running",)),
    ("I'm a runner", ("occasion running",)),
    ("I'm going to the beach", ("occasion beach",)),
    ("we're off to the beach in July", ("occasion beach",)),
    ("I'm going on holiday", ("occasion holiday",)),
    ("I'm going to a party on Saturday", ("occasion party",)),
    ("I have a birthday party coming up", ("occasion party",)),
    ("I go hiking at weekends", ("occasion outdoor",)),
    ("I love hiking", ("occasion outdoor",)),
    ("I go to the gym", ("occasion gym",)),
    ("I'm shopping for a wedding", ("occasion wedding",)),
    ("I'm going to a gala dinner", ("occasion evening",)),
    ("I'm going to a wedding and my budget is 100 euros", ("occasion wedding", "budget -100")),
    # --- brands ------------------------------------------------------------------------------
    ("I love Velmora", ("brand Velmora",)),
    ("I like Kestrel Outdoor", ("brand Kestrel Outdoor",)),
    ("Kestrel is my favourite brand", ("brand Kestrel Outdoor",)),
    ("my favourite brand is Mistral Run", ("brand Mistral Run",)),
    ("I'm a big fan of Aurelle", ("brand Aurelle",)),
    ("I swear by Oakhaven", ("brand Oakhaven",)),
    ("I mostly buy Harbour & Pine", ("brand Harbour & Pine",)),
    ("I prefer Greyfield", ("brand Greyfield",)),
    ("I'm loyal to Saltmarsh", ("brand Saltmarsh",)),
    ("Caldera Denim is my go-to", ("brand Caldera Denim",)),
    # --- several at once, and typos ----------------------------------------------------------
    (
        "I wear size S, I love navy and my budget is 60 euros",
        ("size S", "likes navy", "budget -60"),
    ),
    ("i'm a medium, no yelow please", ("size M", "dislikes yellow")),
    ("I cant stand yelow", ("dislikes yellow",)),
    ("im a large and i hate orange", ("size L", "dislikes orange")),
]

WITHOUT_FACTS: list[str] = [
    # questions
    "do you have jeans under 50 EUR?",
    "Do you have yellow jackets?",
    "what size am I?",
    "which colours do I avoid?",
    "what did I look at last time?",
    "is this jacket available in M?",
    "do you sell Velmora dresses?",
    "what colour do I like?",
    "any dresses for a wedding?",
    "is navy in this season?",
    "how much are the boots?",
    "can I get these in size 42?",
    "what's my budget?",
    "do you have anything under 80 euros?",
    "is the yellow one waterproof?",
    # requests
    "show me yellow jackets",
    "show me some jackets",
    "jackets please",
    "I'm looking for a linen shirt in L",
    "I need sneakers in 42",
    "I want a red dress",
    "I'd like something in navy",
    "find me boots under 100 EUR",
    "dresses under 80 EUR for a wedding",
    "men's black jackets in M, not yellow",
    "any chinos in size 32?",
    "polo shirts under 40 EUR",
    "something in mint",
    "jackets, no yellow",
    "black or navy coats",
    "trainers size 43",
    "recommend something for the beach",
    "get me a bag from Velmora",
    "the black one, do you have it in M?",
    "tell me more about the second one",
    # hypotheticals
    "if I were a medium, would this fit?",
    "what if I wore a large?",
    "suppose my budget was 100 euros",
    "I might go to a wedding",
    "maybe I'll try a size L",
    "I used to wear size S",
    "I wonder if I'm an M",
    # other people's sizes and tastes
    "my husband wears XL",
    "my wife hates yellow",
    "my daughter is 8",
    "my son takes size 38 shoes",
    "my boyfriend loves navy",
    "she wears a small",
    "he's a 34 waist",
    "my mum's budget is 50 euros",
    "my friend is going to a wedding",
    # products' properties and chat
    "the yellow one is nice",
    "this jacket is size M",
    "the dress costs 80 euros",
    "that brand runs small",
    "these boots are brown",
    "hello",
    "thanks!",
    "great, thank you",
    "I run a small business",
    "I'm 34",
    "I bought a yellow dress last year",
    "I was thinking of a medium",
    "I love this jacket",
    "what's your return policy?",
    "are you a robot?",
    "ok",
]

# Rows read with the outdoor/kids test catalogue's vocabulary (tests/catalogues/outdoor.json),
# where "camping" and "hiking" are both tags: each stays itself (issue 11 QA).
OUTDOOR_CATALOGUE = Path(__file__).resolve().parents[1] / "catalogues" / "outdoor.json"
OUTDOOR_WITH_FACTS: list[tuple[str, tuple[str, ...]]] = [
    ("I'm going camping with the family next month", ("occasion camping",)),
    ("I'm going camping next week", ("occasion camping",)),
    ("I love camping with my kids", ("occasion camping",)),
    ("I go camping every summer", ("occasion camping",)),
    ("I go hiking at weekends", ("occasion hiking",)),
    ("I love hiking", ("occasion hiking",)),
    ("I'm not a fan of coral", ("dislikes coral",)),
    ("I love sage", ("likes sage",)),
    ("I wear size 42 shoes", ("shoe 42",)),
    ("I'm a 32 waist", ("waist 32",)),
]
OUTDOOR_WITHOUT_FACTS: list[str] = [
    "show me tents",
    "do you have TT-SS-003 in 6-12M?",
    "sleepsuit for a 6 month old baby",
    "puddle suit 18 months",
    "beanie for a 2 year old in yellow",
    "my son wears 8Y",
    "my kids love camping",
    "what did I look at last time?",
]


@dataclass
class Score:
    """Label counts over the table, and the rows that went wrong."""

    stored: int = 0
    right: int = 0
    stated: int = 0
    wrong: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.right / self.stored if self.stored else 1.0

    @property
    def recall(self) -> float:
        return self.right / self.stated if self.stated else 1.0


def label(atom) -> str:
    """The table's label for one fact atom."""
    if atom.kind == "size":
        system, size = atom.value
        return f"{ {'letter': 'size'}.get(system, system) } {size}".strip()
    if atom.kind == "colour":
        return f"{ {1: 'likes', -1: 'dislikes', 0: 'neutral'}[atom.polarity] } {atom.value}".strip()
    if atom.kind == "budget":
        low, high = atom.value.min_price, atom.value.max_price
        return f"budget {'' if low is None else low}-{'' if high is None else high}"
    return f"{atom.kind} {atom.value}"


def stored_labels(message: str, vocabulary) -> list[str]:
    """What the offline judge stores for `message`, read back as labels (judge, then
    memory.judge.validate_facts, then fact_atoms on each sentence)."""
    from assistant.offline.decide.judge import judge
    from assistant.offline.read.statements import fact_atoms
    from memory.judge import validate_facts

    facts = validate_facts({"facts": judge(message, vocabulary)})
    return [label(atom) for sentence in facts for atom in fact_atoms(sentence, vocabulary)]


def score(vocabulary, outdoor=None) -> Score:
    """Precision and recall of the offline judge over the whole table: the main rows with
    `vocabulary`, the OUTDOOR rows with `outdoor` (the outdoor catalogue's vocabulary, loaded
    when not given)."""
    from assistant.offline.words.catalogue import file_vocabulary

    outdoor = outdoor or file_vocabulary(OUTDOOR_CATALOGUE)
    result = Score()
    rows = [(m, f, vocabulary) for m, f in [*WITH_FACTS, *((m, ()) for m in WITHOUT_FACTS)]]
    rows += [
        (m, f, outdoor) for m, f in [*OUTDOOR_WITH_FACTS, *((m, ()) for m in OUTDOOR_WITHOUT_FACTS)]
    ]
    for message, expected, vocabulary in rows:
        got = Counter(stored_labels(message, vocabulary))
        want = Counter(expected)
        right = sum((got & want).values())
        result.stored += sum(got.values())
        result.stated += sum(want.values())
        result.right += right
        if got != want:
            result.wrong.append(f"{message!r}: stored {sorted(got)}, states {sorted(want)}")
    return result
