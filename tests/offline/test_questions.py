"""Questions about the shopper worded unlike the labelled examples (issue 18 item 3, M8.1).

`read.questions.question_kind` reads what a question asks about from its slot words, with a
fallback to everything known; requests that only mention the shopper ("in my size") are
searches. These phrasings are not among `read.intents.EXAMPLES` (asserted), so the test fails
when the nearest-example reading only knows the phrasings it was given.
"""

from __future__ import annotations

import pytest

from assistant.offline.read.intents import EXAMPLES
from assistant.offline.read.message import read_message
from assistant.offline.read.questions import question_kind
from assistant.offline.words.catalogue import file_vocabulary

QUESTIONS = [
    ("remind me what shoe size I gave you", "size"),
    ("do you still have my shoe size?", "size"),
    ("have you got a note of my size?", "size"),
    ("do you know how big my feet are?", "size"),
    ("have I told you which colours I hate?", "avoid"),
    ("any colours I'm not supposed to get?", "avoid"),
    ("which shades do I steer clear of?", "avoid"),
    ("did I say I liked any colour?", "like"),
    ("what colour do I always go for?", "like"),
    ("what's my colour situation?", "colour"),
    ("anything you know about my budget?", "budget"),
    ("did I set a budget?", "budget"),
    ("how much was I willing to pay?", "budget"),
    ("which brand did I say I was loyal to?", "brand"),
    ("did I name a favourite maker?", "brand"),
    ("what was I shopping for?", "occasion"),
    ("did I tell you what the outfit is for?", "occasion"),
    ("what was I hunting for on my last visit?", "visit"),
    ("have I visited before?", "visit"),
    ("what did we look at the other day?", "visit"),
    ("what do you have on file for me", "all"),
    ("what do you recall about me?", "all"),
    ("everything I've told you, please", "all"),
    ("do you know who I am?", "all"),
    ("tell me what you know", "all"),
    ("what's my go-to colour?", "like"),
    ("why am I shopping again?", "occasion"),
    ("what did you recommend me before?", "visit"),
    # Round 2: a noun before the verb, a kind the shopper spoke of, the slot asked first.
    ("which trouser size do I wear?", "size"),
    ("what boot size did I go for?", "size"),
    ("trainers... what size do I need?", "size"),
    ("is there a shade I said no to?", "avoid"),
    ("are there any brands that I avoid?", "brand"),
    ("what's my budget, anything under it?", "budget"),
    ("and what about the last visit?", "visit"),
    ("so the previous time?", "visit"),
    # Round 4: imperatives and idioms that ask back, verbs in -ing, a plan's destination.
    ("give me my budget", "budget"),
    ("fill me in on what you know", "all"),
    ("refresh my memory on what I've said", "all"),
    ("let me know my likes and dislikes", "all"),
    ("what have you got me down for, size-wise?", "size"),
    ("what kinds of colours do I go for?", "like"),
    ("which shade am I drawn to?", "like"),
    ("what was I searching for on my last visit", "visit"),
    ("could you remind me what I was looking at", "visit"),
    ("what's the thing I'm off to?", "occasion"),
    ("which coat did you recommend?", "visit"),
    ("what trouser size should I order?", "size"),
    ("what shirt size am I?", "size"),
    ("how much will I spend on a suit?", "budget"),
    ("where was I travelling to?", "occasion"),
    ("what's coming up for me next month?", "occasion"),
    ("what colours don't I wear?", "avoid"),
    ("walk me through my preferences", "all"),
    ("whatever you've got on me", "all"),
    ("who did I say I buy from most?", "brand"),
    ("what colour did I veto?", "avoid"),
    ("what was the reason for my new outfit?", "occasion"),
    ("whats my budget", "budget"),
    ("what did we pick out back in March?", "visit"),
    ("what's my search history?", "visit"),
    ("which colours are a no-no for me?", "avoid"),
    ("what's coming up that I'm dressing for?", "occasion"),
    ("what's in my diary?", "occasion"),
    ("which colours do I like, and which do I avoid?", "colour"),
    # Round 6: a thing the shopper spoke of without its kind, a choice of their sizes, bare.
    ("anything I hate wearing?", "all"),
    ("is there anything I avoid?", "all"),
    ("am I a 12 or a 14?", "size"),
    ("what do you know?", "all"),
    ("what shouldn't you show me?", "all"),
    ("I can't remember what I told you about colours", "colour"),
    ("when's the wedding?", "occasion"),
    ("what's the plan for May?", "occasion"),
    ("which colour should I steer clear of?", "avoid"),
    # Round 7: chat spellings, no "?" nor "me", plans by their date or event, two kinds at once.
    ("wot brand do u like for me", "brand"),
    ("wich shoe size r my feet", "size"),
    ("shade i go for", "like"),
    ("label I stick to", "brand"),
    ("what's going on in october", "occasion"),
    ("whose christening is it?", "occasion"),
    ("where am I travelling next week", "occasion"),
    ("when is the interview again", "occasion"),
    ("budget and brand?", "all"),
    ("remind me of my size and my colours", "all"),
    ("how old are my twins?", "all"),
    ("what was my budget originally", "budget"),
    ("how often have we talked", "visit"),
    ("what should you never suggest to me?", "all"),
]
NOT_QUESTIONS = [
    "got any sandals in my size?",
    "what is there in my price range?",
    "show me a top in my favourite colour",
    "i wear a 10, any skirts?",
    "I can't stand navy, anything else in M?",
    "which of these would fit me?",
    "will you remember me next time?",
    "which colours can I choose from?",
    "what would look good on me?",
    "what size should I get in this?",
    "which sizes could I pick from?",
    "give me some navy trousers",
    "what kind of boots do I need for snow?",
    "what size should I order in these?",
    "what have you got for a party I'm going to?",
    "skirts size M - what do you have?",
    "what's new in october",
    "where are the coats",
]


def test_the_phrasings_are_not_labelled_examples():
    examples = {text.casefold() for texts in EXAMPLES.values() for text in texts}
    asked = {q.rstrip("?").casefold() for q, _ in QUESTIONS} | {
        q.rstrip("?").casefold() for q in NOT_QUESTIONS
    }
    assert not asked & examples


@pytest.mark.parametrize(("question", "kind"), QUESTIONS)
def test_a_question_about_the_shopper_is_read_by_its_kind(question, kind):
    assert question_kind(read_message(question, file_vocabulary())) == kind


@pytest.mark.parametrize("message", NOT_QUESTIONS)
def test_a_request_naming_the_shopper_is_no_question_about_them(message):
    assert question_kind(read_message(message, file_vocabulary())) is None


# Issue 18, M8.1: with the shopper known (recalled facts) and nothing else said in the chat, a
# question that names nothing to search for is about them; its kind, when no word names one,
# is read by meaning (the about:* example nearest the message's one embedding).
OPEN_QUESTIONS = [
    ("which month", "occasion"),
    ("when is it?", "occasion"),
    ("max spend", "budget"),
    ("size, budget, colour - go", "all"),
]


@pytest.mark.parametrize(("question", "kind"), OPEN_QUESTIONS)
def test_an_open_question_is_about_a_known_shopper(question, kind):
    reading = read_message(question, file_vocabulary())
    got = question_kind(reading, remembered=True)
    assert got == kind if reading.intent is not None or kind == "all" else got is not None


@pytest.mark.parametrize("message", ["which month", "max spend"])
def test_an_open_question_is_no_question_about_an_unknown_shopper(message):
    assert question_kind(read_message(message, file_vocabulary()), remembered=False) is None
