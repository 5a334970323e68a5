"""A question about the shopper that names a polarity or a value: "do I like orange?", "do I
avoid any brands?", "is there a brand I like?" (issue 18; M8.1, M8.2).

The answer holds the value or the polarity asked against the standing preferences: a colour
liked or avoided as the newest fact says; a colour or a side (liked / avoided) the shopper
never spoke of is said not known, with what is known beside it, never answered by the other
side as though it were the one asked.
"""

from __future__ import annotations

import re

from assistant.offline.decide.confirmed import YES_NO
from assistant.offline.decide.planning import preferences
from assistant.offline.read.conversation import Conversation
from assistant.offline.read.facts import Atom, Preferences
from assistant.offline.read.statements import fact_atoms
from assistant.offline.read.unstocked import named_brands
from assistant.offline.reply.recalled import fact_kinds, second_person
from assistant.offline.words.text import as_part, fix_contractions, normalise, or_list
from assistant.offline.words.vocabulary import Vocabulary

# The side asked: against ("avoid", "hate", "not keen on", "steer clear") or for.
_AGAINST = re.compile(
    r"\b(?:avoid\w*|hate\w*|dislike\w*|not\s+(?:keen|into|a\s+fan)|steer\w*|stay\s+away|"
    r"rule\w*\s+out|(?:don't|do\s+not|doesn't|won't|will\s+not)\s+(?:i\s+)?(?:like|want|wear|buy)|"
    r"never|refuse\w*|boycott\w*)\b|"
    r"\b(?:don't|do\s+not)(?:\s+i)?\s*\??$"  # "... and which don't I?"
)
_FOR = re.compile(
    r"\b(?:like\w*|love\w*|prefer\w*|favou?rite|into|go\s+for|stick\s+with|rate|trust|"
    r"swear\s+by|fan\s+of|go[\s-]to)\b"
)


def _held(colour: str, held: list[str]) -> bool:
    """`colour` is one of `held`, or a word of one ("green" of "forest green")."""
    return any(colour == c or colour in c.split() for c in held)


def colour_named(
    kind: str, conversation: Conversation, prefs: Preferences, vocab: Vocabulary
) -> str | None:
    """The answer to a yes-or-no question naming the colours it asks about ("do I like
    orange?", "do I avoid grey?": `kind` "like" or "avoid"): for each, liked or avoided as the
    newest fact says (M8.2), or no longer liked when a newer fact replaced it; a colour never
    spoken of is said not known, beside the colours known. None when it names none or asks no yes or no."""
    text = normalise(conversation.message)
    if not YES_NO.match(text):
        return None  # "why did I say I avoid beige?" asks the reason, not whether
    named = [vocab.colours[" ".join(m.group(0).split())] for m in vocab.colour_re.finditer(text)]
    said, unsaid = [], []
    for colour in dict.fromkeys(named):
        if _held(colour, prefs.disliked_colours):
            said.append(f"you'd rather avoid {colour}")
        elif _held(colour, prefs.liked_colours):
            said.append(f"you like {colour}")
        elif Atom("colour", colour, 1) in (
            a for f in conversation.facts for a in fact_atoms(f, vocab)
        ):
            said.append(f"you no longer like {colour}")  # liked once, replaced since (M8.2)
        else:
            unsaid.append(colour)
    if unsaid and not said and (theirs := _someone_elses(unsaid, conversation.facts, vocab)):
        return f"Not that you've said of yourself, but {or_list(theirs, 'and')}."
    if unsaid and not said:
        if not (prefs.liked_colours or prefs.disliked_colours):
            return None  # nothing known of colours: the plain answer says so
        known = [f"you like {or_list(list(reversed(prefs.liked_colours)), 'and')}"] * bool(
            prefs.liked_colours
        ) + [f"you'd rather avoid {or_list(prefs.disliked_colours, 'and')}"] * bool(
            prefs.disliked_colours
        )
        return f"You haven't mentioned {or_list(unsaid)}; I know that {' and '.join(known)}."
    if not said or unsaid:
        return None
    avoided = all(p.startswith(("you'd", "you no longer")) for p in said)
    asked = "like" if kind == "colour" else kind  # "is coral my colour?" asks the liking
    yes = {"like": "No" if avoided else "Yes", "avoid": "Yes" if avoided else "No"}.get(asked)
    told = or_list(said, "and")
    return f"{yes}: {told}." if yes and len(said) == 1 else told[:1].upper() + told[1:] + "."


def _someone_elses(colours: list[str], facts: list[str], vocab: Vocabulary) -> list[str]:
    """The facts about someone else that name one of `colours` ("The shopper's daughters hate
    pink."), in the second person: said when the shopper is asked of a colour (M4.3)."""
    return [
        as_part(second_person(f))
        for f in facts
        if fact_kinds(f, vocab) == {"other"}
        and any(re.search(rf"\b{re.escape(c.lower())}\b", normalise(f)) for c in colours)
    ]


# The shopper's own taste asked, yes or no: "would I wear a pink shirt?", "am I ok in black?".
_MY_TASTE = re.compile(
    r"^(?:(?:so|and|but|ok|okay)[\s,]+)*(?:(?:would|should|do|does|am|could|will)\s+i\b|"
    # "should you show me white trainers?": whether the shopper's taste allows them
    r"(?:should|would|shall)\s+(?:you|u)\s+(?:ever\s+)?(?:show|offer|send|suggest|recommend)\s+me\b|"
    r"is\s+[\w\s-]{1,24}?\s+(?:ok|okay|alright|fine|good|my\s+colou?r|for\s+me)\b)"
)


def taste_answer(conversation: Conversation, text: str, vocab: Vocabulary) -> str | None:
    """The answer when normalised `text` asks, yes or no, whether colours the shopper spoke of
    suit their taste ("would I wear a pink shirt?" with pink avoided, "am I ok in black?"):
    the standing preference says (M8.2), not a search; None for any other message."""
    if not _MY_TASTE.match(text):
        return None
    prefs = preferences(conversation, vocab, asked=True)
    held = prefs.liked_colours + prefs.disliked_colours
    named = [vocab.colours[" ".join(m.group(0).split())] for m in vocab.colour_re.finditer(text)]
    if not named or not all(_held(colour, held) for colour in named):
        return None
    return colour_named("like", conversation, prefs, vocab)


def brand_unsaid(message: str, prefs: Preferences) -> str | None:
    """The answer to a question asking one side of the brands (avoided: "do I avoid any
    brands?"; liked: "which brands do I like?"): that side alone when both are known, "You
    haven't mentioned a brand you avoid; ..." when only the other is; None otherwise (the
    brands known answer it)."""
    text = normalise(fix_contractions(message))  # "any brand i dont like?"
    # "don't like" is against: the words for are read outside those against
    against, liked = bool(_AGAINST.search(text)), bool(_FOR.search(_AGAINST.sub(" ", text)))
    if against == liked or re.match(r"^(?:so\s+|and\s+)?why\b", text):
        return None  # neither side named, or both ("brands I like and avoid"); a reason asked
    if any(normalise(b) in text for b in (*prefs.liked_brands, *prefs.avoided_brands)):
        return None  # "do I like X?" of X avoided: both sides said (decide.confirmed: "No")
    if against and prefs.liked_brands and not prefs.avoided_brands:
        return (
            "You haven't mentioned a brand you avoid; I know that you like "
            f"{or_list(list(reversed(prefs.liked_brands)), 'and')}."
        )
    if liked and prefs.avoided_brands and not prefs.liked_brands:
        return (
            "You haven't mentioned a brand you like; I know that you'd rather avoid "
            f"{or_list(prefs.avoided_brands, 'and')}."
        )
    if liked and prefs.liked_brands and prefs.avoided_brands:  # the side asked only
        return f"You like {or_list(list(reversed(prefs.liked_brands)), 'and')}."
    if against and prefs.avoided_brands and prefs.liked_brands:
        return f"You'd rather avoid {or_list(prefs.avoided_brands, 'and')}."
    return None


# "how do I feel about X?", "what do I think of X?": the shopper's taste asked of one value.
_FEEL = re.compile(
    r"^(?:(?:so|and)\s+)?(?:how\s+do\s+i\s+feel\s+about|what\s+do\s+i\s+(?:think|make)\s+of|"
    r"what\s+do\s+i\s+think\s+about|what's\s+my\s+(?:view|take|opinion)\s+on)\b"
)


def brand_not_said(
    message: str, prefs: Preferences, vocab: Vocabulary, facts: list[str] = ()
) -> str | None:
    """ "You haven't mentioned X; ..." for a yes-or-no question naming a brand of the catalogue
    the shopper never spoke of ("do I like X?", "how do I feel about X?" with other brands
    known): not known, beside the brands known (M8.2), never answered by them; a fact about
    someone else naming it is said (`facts`: "The shopper's boyfriend only wears X.", M4.3);
    None otherwise."""
    text = normalise(message)
    if not (YES_NO.match(text) or _FEEL.match(text)):
        return None
    held = {b.casefold() for b in (*prefs.liked_brands, *prefs.avoided_brands)}
    named = [vocab.brands[" ".join(m.group(0).split())] for m in vocab.brand_re.finditer(text)]
    if not named or any(b.casefold() in held for b in named):
        return None
    if theirs := _someone_elses(named, list(facts), vocab):
        return f"Not that you've said of yourself, but {or_list(theirs, 'and')}."
    if not (prefs.liked_brands or prefs.avoided_brands):
        return None
    known = [f"you like {or_list(list(reversed(prefs.liked_brands)), 'and')}"] * bool(
        prefs.liked_brands
    ) + [f"you'd rather avoid {or_list(prefs.avoided_brands, 'and')}"] * bool(prefs.avoided_brands)
    return f"You haven't mentioned {or_list(named)}; I know that {' and '.join(known)}."


TIE = re.compile(r"\b(?:black|white)[\s-]tie\b")  # a dress code, no colour
_NEED = re.compile(r"\b(?:needs?|must|has\s+to|have\s+to|required|should|wants?|please)\b")
# "sz 8, navy, £50 max": values listed, each the shopper's
_LISTED = re.compile(r"^[^.]{0,40},[^.]{0,40},")


def colours_needed(facts: list[str], vocab: Vocabulary) -> str | None:
    """The facts naming a colour the readers read no taste in ("needs black trousers for
    work", "a black outfit for the funeral"), said back when a colour is asked and none is liked
    or avoided (M8.1); None when there are none."""
    needed = [
        as_part(second_person(f))
        for f in facts
        if vocab.colour_re.search(TIE.sub(" ", normalise(f)))
        and (_NEED.search(normalise(f)) or _LISTED.match(normalise(f)))
        and not any(a.kind == "colour" for a in fact_atoms(f, vocab))
        and fact_kinds(f, vocab) != {"other"}
    ]
    said = or_list(list(dict.fromkeys(needed)), "and")
    return said[:1].upper() + said[1:] + "." if needed else None


def brands_not_held(
    said: list[str], prefs: Preferences, vocab: Vocabulary, told: str | None = None
) -> list[str]:
    """The brand facts of `said` (as parts of an answer) that say more than the preferences
    already do: one naming only brands the shop lacks that `prefs` holds ("you avoid the
    brand Zara" beside "you'd rather avoid Zara") is dropped, or, given `told` (the answer
    so far), only brands `told` names; one naming no brand stays (M8.1, M8.2)."""
    held = {b.casefold() for b in (*prefs.liked_brands, *prefs.avoided_brands)}
    named = [{n.casefold() for n in named_brands(s, vocab)} for s in said]
    if told is not None:
        held = {n for names in named for n in names if n in told.casefold()}
    return [s for s, n in zip(said, named, strict=True) if not n or not n <= held]
