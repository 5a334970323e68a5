"""What a message is for, by meaning (issue 18 item 3): nearest neighbours over labelled
example utterances.

The examples below are generic English, embedded once per process with the shop's MiniLM
model (`words.meaning`); a message is embedded once per turn (cached by text, so the agent
loop's later calls and the fact judge pay nothing) and takes the label of its nearest
examples when they are near enough (`MIN_SCORE`) and agree. Labels:

    about:all, about:size, about:colour, about:like, about:avoid, about:brand, about:budget,
    about:occasion, about:visit     a question about the shopper, by kind (answered from the
                                    recalled facts and visits, M8.1)
    search, catalogue               a request for products; a question about the shop's range
    assistant, greeting, thanks, out of scope

Without the model (hashing embedder only) `intent` answers None and the patterns serve.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from assistant.offline.words import meaning

MIN_SCORE = 0.72  # cosine similarity of the nearest example
K = 3  # neighbours that vote
_MARGIN = 0.1  # ... when they are about as near as the nearest

EXAMPLES: dict[str, tuple[str, ...]] = {
    "about:all": (
        "what do you remember about me", "what do you know about me", "tell me what you know "
        "about me", "what have I told you about myself", "what are my preferences", "remind me "
        "of my preferences", "what do you have on me", "what have I said about myself",
        "tell me everything you know about me", "what details do you have about me",
        "what do you know about my style", "what do you know about my taste", "what am I like",
        "what have you learned about me so far", "sum up what I've told you", "what info have "
        "you kept on me", "go over what you know about me", "what have I shared with you",
        "give me a recap of my preferences",
        "summarise me", "give me the rundown on me", "a quick summary of what you know",
        "recap what you've got on me", "what's my profile", "everything you know, briefly",
        "what have you got on file", "what do you know so far",
        "sum it all up for me", "recap please", "how old are my kids", "who am I shopping "
        "for", "brands and colours, what do you know", "what do you know, in short",
        "give me the lowdown", "a summary of me", "what's the summary on me",
    ),
    "about:size": (
        "what size am I", "what size do I wear", "what's my size", "which size do I take",
        "what shoe size do I take", "what is my waist size", "do you know my size",
        "remind me of my size", "what size did I say I was", "what are my sizes",
        "did I give you my measurements", "which size did I mention", "how big are my feet",
        "what fit do I usually go for",
        "my size again", "size, remind me", "what length do I take in trousers", "which "
        "collar size am I", "am I still a large", "what shoe size was I before", "my old size",
        "what did I use to wear", "what dress size do I take", "what size should I be looking "
        "at", "which size should I get", "what size do I need",
        "leg length again", "and my inside leg", "and my waist", "shoe size, I forget",
        "still a size 10", "am I still a medium", "and my dress size",
    ),
    "about:colour": (
        "what colours do I like and dislike", "what are my colour preferences",
        "remind me about my colours", "which colours did I mention", "did I say anything about "
        "colours",
        "my colours, the good and the bad", "which shades work on me and which "
        "don't", "colours for me and against",
        "which colours are in and which are out", "colours I like and hate",
    ),
    "about:like": (
        "what colours do I like", "what's my favourite colour", "which colours do I go for",
        "what colour do I prefer", "which colours suit me", "what colours did I say I love", "what shade do I always pick",
        "which colour looks good on me", "what colour flatters me", "the colour I go for",
    ),
    "about:avoid": (
        "which colours do I avoid", "what colours don't I like", "what colours should I avoid",
        "which colours do I hate", "what colours am I not keen on", "what colour did I say "
        "I dislike", "which colours should you leave out for me", "remind me which colours I "
        "hate", "which colours do I stay away from", "which colours have I ruled out", "what "
        "colours did I say no to",
        "which colour doesn't suit me", "what colour makes me look pale", "any colour to keep away from",
    ),
    "about:brand": (
        "what's my favourite brand", "which brand do I like", "what brand do I prefer",
        "which brands do I usually buy", "remind me which label I like", "which brand am I "
        "into", "did I name a brand I like", "which maker do I stick with",
        "who do I usually buy from", "my label", "which brand did I go off", "what brand "
        "did I switch to",
    ),
    "about:budget": (
        "what's my budget", "how much can I spend", "how much did I say I wanted to spend",
        "what is my price limit", "remind me of my budget", "what did I say my budget was",
        "did I give you a spending limit", "how much was I happy to pay", "what's my price "
        "range",
        "how much am I allowed now", "what's my spending cap per piece", "why did I "
        "change my budget", "what did my limit used to be", "what's my max",
        "what can I spend", "how much can I spend per item", "spell out my spending limit",
        "why is my budget lower", "budget per piece",
        "tell me my budget", "spell out my limit", "say my budget back to me",
    ),
    "about:occasion": (
        "what am I shopping for", "what's the occasion I'm shopping for", "what event am I "
        "buying for", "which event was I dressing for", "remind me what I'm shopping for",
        "what occasion did I mention", "what am I dressing for", "what did I say the outfit was "
        "for", "what's the event again", "what was I getting dressed up for",
        "when is my event", "what's coming up for me", "what am I doing on saturday", "what's "
        "planned for next month", "where am I off to", "when does my new job start", "whose "
        "party is it", "what am I doing at the event", "is my trip still happening", "why am "
        "I buying clothes", "do I have anything on soon",
        "what's happening on monday", "what's on this weekend", "any events coming up "
        "for me", "any plans soon", "what's happening in march", "where am I going on holiday",
        "is the wedding still going ahead", "is my trip still on", "whose birthday is it",
        "who is the dinner with", "when is the party again", "what's the dress code for my "
        "event", "when do I start work", "what am I doing in april", "where's my trip to",
    ),
    "about:visit": (
        "what did I look at last time", "what was I shopping for last time", "have I been here "
        "before", "what was I looking for before", "what did I search for on my last visit",
        "what did you show me last time", "what did we talk about before", "what did I buy "
        "last time", "what was I after last time", "have I shopped here before", "show me what "
        "I looked at last time", "what did I look at before", "when was I last here", "is this "
        "my first visit", "what did we find last time",
        "what have I shopped for so far", "how many times have I visited", "what did I order "
        "on my first visit",
    ),
    "search": (
        "do you have jackets in size M", "show me red dresses", "any trainers in a 43",
        "I'm looking for a warm jumper", "I need a dress for a wedding", "black jeans under 50",
        "something for the beach", "have you got boots in my size", "what do you have in navy",
        "find me a coat", "I want some shoes", "anything in blue", "do you have it in L",
        "what size is this jacket", "what sizes does this come in", "is this in stock",
        "how much is this", "show me more", "anything else", "something cheaper",
        "what would suit me for a wedding", "what should I wear to the office",
        "do you have this in my size", "is this available in my size", "have you got it in my "
        "size",
        "what's in my size", "what do you have in my size", "anything in my size",
        "what's in my budget", "anything within my budget", "what goes with my jeans",
        "show me something in my favourite colour",
    ),
    "catalogue": (
        "what colours do you have", "which brands do you sell", "what kinds of clothes do you "
        "stock", "what sizes do you carry", "what do you sell",
    ),
    "assistant": (
        "who are you", "what are you", "are you a bot", "are you a real person", "how do you "
        "work", "what can you do", "are you an AI", "do you remember me", "can you remember "
        "things", "do you have a memory", "will you remember this",
    ),
    "greeting": ("hello", "hi there", "good morning", "hey", "hello again"),
    "thanks": ("thanks", "thank you very much", "cheers", "great, thanks", "perfect, thank you"),
    "out of scope": (
        "what's your return policy", "how long does delivery take", "where is my order",
        "do you ship abroad", "what are your opening hours", "can I get a discount code",
        "how do I contact customer service", "what's the weather like", "tell me a joke",
    ),
}  # fmt: skip


@lru_cache(maxsize=1)
def _index() -> tuple[np.ndarray, tuple[str, ...]] | None:
    labels = tuple(label for label, texts in EXAMPLES.items() for _ in texts)
    vectors = meaning.embed([text for texts in EXAMPLES.values() for text in texts])
    return None if vectors is None else (vectors, labels)


def _text(message: str) -> str:
    return " ".join(message.strip().rstrip("?!.").split())


def _scores(message: str) -> tuple[np.ndarray, tuple[str, ...]] | None:
    """Every labelled example's similarity to `message` (one embedding, cached by text) with
    the examples' labels; None without a model, or for an empty or over-long message."""
    index = _index()
    text = _text(message)
    if index is None or not text or len(text) > 300:
        return None
    vectors, labels = index
    query = meaning.embed([text])
    if query is None:
        return None
    return vectors @ query[0], labels


def about_kind(message: str) -> str | None:
    """For a message already known to ask about the shopper: the kind of its nearest
    `about:*` example ("size", "occasion", ...) when it is at least `ABOUT_FLOOR` near and
    `ABOUT_MARGIN` nearer than any other kind's, else None. The message's embedding is the one `intent` takes (cached by text: no second)."""
    scored = _scores(message)
    if scored is None:
        return None
    scores, labels = scored
    nearest: dict[str, float] = {}
    for label, score in zip(labels, scores.tolist(), strict=True):
        if label.startswith("about:") and score > nearest.get(label, -1.0):
            nearest[label] = score
    (first, best), *rest = sorted(nearest.items(), key=lambda item: -item[1])
    if best < ABOUT_FLOOR or (rest and best - rest[0][1] < ABOUT_MARGIN):
        return None  # no kind near, or two about as near: everything known answers
    return first.removeprefix("about:")


def leaning(message: str) -> str | None:
    """The kind ("visit", "occasion", ...) that the `K` nearest examples all ask about, when
    they are all questions about the shopper of one kind and the nearest is at least
    `LEAN_FLOOR` near: a question about the shopper in words no example has ("first thing I
    ever looked for here", "wher am i goin in july"), too far for `intent`. Same embedding."""
    scored = _scores(message)
    if scored is None:
        return None
    scores, labels = scored
    order = np.argsort(-scores)[:K]
    near = {labels[i] for i in order}
    if float(scores[order[0]]) < LEAN_FLOOR or len(near) != 1:
        return None
    label = near.pop()
    return label.removeprefix("about:") if label.startswith("about:") else None


LEAN_FLOOR = 0.45
ABOUT_FLOOR = 0.4  # the kind of a question already read as one about the shopper ...
ABOUT_MARGIN = 0.1  # ... when no other kind's nearest example is about as near


def intent(message: str) -> tuple[str, float] | None:
    """The label of `message` (module docstring) and its nearest example's similarity, or None
    when nothing is near enough, the neighbours disagree, or there is no model."""
    scored = _scores(message)
    if scored is None:
        return None
    scores, labels = scored
    order = np.argsort(-scores)[:K]
    best = float(scores[order[0]])
    if best < MIN_SCORE:
        return None
    votes: dict[str, float] = {}
    for i in order:
        if scores[i] >= best - _MARGIN:  # a far second neighbour does not outvote the nearest
            votes[labels[i]] = votes.get(labels[i], 0.0) + float(scores[i])
    label = max(votes, key=votes.__getitem__)
    return (label, best) if label == labels[order[0]] else None
