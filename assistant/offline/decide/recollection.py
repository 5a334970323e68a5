"""Questions about what the shopper said: "what size am I?", "which colours do I avoid?",
"what did I look at last time?" (issue 11 item 4).

Answered from the recalled facts (newest wins: M8.2) and the earlier visits, in plain words,
never saying that memories exist or are consulted (M8.1); what is not known is said plainly.
Products from an earlier visit are named, never linked (M8.3, M8.4).
"""

from __future__ import annotations

import re
from dataclasses import replace

from assistant.offline.decide import sized
from assistant.offline.decide.confirmed import YES_NO, confirmed, tagged
from assistant.offline.decide.details import unasked_attribute, unsaid_detail
from assistant.offline.decide.history import BEFORE, over_time
from assistant.offline.decide.named import named_visits, names_no_visit
from assistant.offline.decide.others import bought, not_bought, purchase_asked, someone_else
from assistant.offline.decide.plans import (
    dates,
    named_plans,
    one_plan,
    plan_confirmed,
    plans_answer,
    plans_not_visits,
    same_occasion,
    unplaced_plans,
)
from assistant.offline.decide.polarity import (
    TIE,
    brand_not_said,
    brand_unsaid,
    brands_not_held,
    colour_named,
    colours_needed,
)
from assistant.offline.decide.seen import seen_in_visits, unsaid_of_visits
from assistant.offline.decide.spent import budget_for_kind
from assistant.offline.decide.stated import when_stated
from assistant.offline.decide.visits import HOW_MANY, days_named, visit_answer
from assistant.offline.read.conversation import Conversation
from assistant.offline.read.facts import CHANGED, Preferences, budget_band
from assistant.offline.read.liking import liking
from assistant.offline.read.occasions import WHEN
from assistant.offline.reply.phrases import UNKNOWN
from assistant.offline.reply.recalled import (
    fact_kinds,
    facts_of,
    newer_unread,
    newest,
    own_words,
    second_person,
)
from assistant.offline.words.text import as_part, fix_spellings, normalise, or_list
from assistant.offline.words.vocabulary import Vocabulary


def _part(kind: str, prefs: Preferences, facts: list[str] = (), vocab=None) -> str | None:
    if (
        vocab is not None
        and kind in ("budget", "occasion", "size")
        and (late := newer_unread(kind, list(facts), vocab))
    ):
        return late
    if vocab is not None and (own := own_words(kind, list(facts), prefs, vocab)):
        return own
    if kind == "size" and prefs.sizes:
        return f"you wear {sized.worn(prefs)}"
    if kind == "avoid" and prefs.disliked_colours:
        return f"you'd rather avoid {or_list(prefs.disliked_colours)}"
    if kind == "like" and prefs.liked_colours:
        return f"you like {or_list(list(reversed(prefs.liked_colours)), 'and')}"
    if kind == "brand" and (prefs.liked_brands or prefs.avoided_brands):
        liked = list(reversed(prefs.liked_brands))
        parts = [f"you like {or_list(liked, 'and')}"] if liked else []
        if prefs.avoided_brands:
            parts.append(f"you'd rather avoid {or_list(prefs.avoided_brands, 'and')}")
        return " and ".join(parts)
    if kind == "budget" and prefs.budget:
        return f"your budget is {budget_band(prefs.budget)}"
    if kind == "occasion" and prefs.occasion and prefs.occasion.startswith(("is ", "has ")):
        verb, _, plan = prefs.occasion.partition(" ")  # a plan in its own words
        return f"you {'are' if verb == 'is' else 'have'} {plan}"
    if kind == "occasion" and prefs.occasion:
        return f"you're shopping for {prefs.occasion}"
    return None


# Several plans asked at once: "what plans have I told you about?", "what's coming up?".
_PLANS = re.compile(
    r"\b(?:plans|events|occasions|coming\s+up|lined\s+up|on\s+the\s+(?:calendar|horizon))\b"
)
_DATED = re.compile(rf"{WHEN.pattern}|\b\d{{4}}-\d{{2}}-\d{{2}}\b")
_FAVOURITE = re.compile(r"\b(?:favou?rite|fave|like|love|prefer|go-to|usual)\b")
_ONE_VALUE = ("size", "budget", "brand", "like", "avoid", "occasion")
_BEEN = re.compile(r"\b(?:first\s+(?:time|visit)|been\s+(?:here|in|by)|before|visited)\b")
_NOW = re.compile(r"\b(?:now|currently|these\s+days)\b")  # the plan that stands, not its history
_ALWAYS = re.compile(r"\balways\b")
# A plan asked by its day or as one of many: the newest day alone; else the first fact too
_DAY_ASKED = re.compile(rf"\b(?:when|date|day|days|time|long|soon|now)\b|{_PLANS.pattern}")
_WHY_VISIT = re.compile(r"\bwhy\s+(?:didn't|did|haven't|wasn't)\s+(?:i|we|you)\b")
_WHEN_WHERE = re.compile(
    r"(?:so\s+|and\s+)?(?:when|where|(?:what|which)\s+(?:exact\s+|precise\s+)?(?:date|day)\b)"
)
_SECOND = re.compile(r"\b(?:and|also|plus)\s+(?:what|which|how|when|where|my|do|am|is)\b")
_WHY = re.compile(r"\bwhy\b|\breason\b|\bwhat\s+(?:was|were|is|are)\s+.*\bfor\s*\??$")


def answer(kind: str, conversation: Conversation, prefs: Preferences, vocab: Vocabulary) -> str:
    """The answer to a question of `kind` (see `question_kind`); a yes-or-no question naming
    the value it asks about ("am I a size 12?") opens with its yes or no (decide.confirmed),
    "was it always ...?" of a changed value with "No, it changed" or "No, you didn't"."""
    conversation = replace(conversation, message=fix_spellings(conversation.message))
    if theirs := someone_else(conversation, vocab):
        return theirs
    said = _answer(kind, conversation, prefs, vocab)
    if kind in ("occasion", "all"):
        said = unsaid_detail(conversation.message, said)  # "whose funeral is it?": not told
    yes = confirmed(kind, conversation.message, prefs, said) or plan_confirmed(
        kind, conversation, said, vocab
    )
    now, _, before = said.partition("; before that, ")
    if before and _ALWAYS.search(normalise(conversation.message)) and before != as_part(now):
        yes = "No" if tagged("No", conversation.message) != "No" else "No, it changed"
    if not yes:
        return said
    if said.startswith(("I ", "I'", "Sorry", "Tell")):
        return said  # not known: no yes or no to open it
    return f"{tagged(yes, conversation.message)}: {as_part(said)}."  # "No, you're not: ..."


def _answer(kind: str, conversation: Conversation, prefs: Preferences, vocab: Vocabulary) -> str:
    if unasked := unasked_attribute(conversation.message, conversation.facts):
        return unasked  # "how tall am I?": no category holds it
    if stated := when_stated(conversation, vocab):
        return stated  # "when did I tell you my budget?": the day the fact was said
    if seen := seen_in_visits(kind, conversation, prefs, vocab):
        return seen  # "how much was the parka?": a price or size an earlier visit shows
    plans = [f for f in conversation.facts if fact_kinds(f, vocab) & {"occasion", "other"}]
    text = normalise(conversation.message)
    # the reason: the plan's ("why am I buying a suit?"), not a visit's ("why didn't I buy it?")
    why = plans and _WHY.search(text) and not _WHY_VISIT.search(text)
    if (
        kind not in ("size", "budget", "brand")
        and not why
        and (
            visits := named_visits(conversation)
            or (purchase_asked(conversation.message) and conversation.visits)
        )
    ):
        # "which scarf did I like?": the visits it names; "did I ever look at coats?": yes
        visits = not_bought(conversation.message, visits, conversation.visits)  # "why not?"
        yes = (
            bought(conversation.message, visits)
            if YES_NO.match(normalise(conversation.message))
            else ""
        )
        answered = unsaid_of_visits(conversation.message, visits, vocab)
        return f"{yes}{answered[:1].lower()}{answered[1:]}" if yes else answered
    if kind == "visit" and (
        named := named_plans(conversation, plans, by_date=True)
        or plans_not_visits(conversation, plans)
    ):
        return plans_answer(named)  # "what have I got on the 8th?", "when did I move?"
    if (
        kind in ("all", "occasion")
        and days_named(conversation)
        and not named_plans(conversation, plans, by_date=True)
    ):
        kind = "visit"  # "what did I buy back in July?": a visit named by its day
    if kind == "visit":
        text = normalise(conversation.message)
        been = bool(conversation.visits) and bool(_BEEN.search(text)) and not HOW_MANY.search(text)
        if YES_NO.match(text) and names_no_visit(conversation, vocab):
            return f"No. {visit_answer(conversation, vocab)}"  # the visits there were
        return ("Yes, you've been here before. " if been else "") + visit_answer(
            conversation, vocab
        )
    facts = conversation.facts
    several = kind == "occasion" and _PLANS.search(normalise(conversation.message))  # all plans
    if kind == "size" and (other := sized.size_named(conversation.message, facts, vocab)):
        return other  # "what's my glove size?", "did I ever tell you my waist size?"
    if (
        kind in (*_ONE_VALUE, "colour")
        and not several
        and (timed := over_time(kind, conversation, vocab))
    ):
        return timed
    # a plan: an occasion's fact, or one of no kind the readers place ("is hiking at Easter");
    # when it names the one plan and the readers place it, the occasion's answer says it
    named = named_plans(conversation, plans) if kind in ("occasion", "all") else []
    named = named or (same_occasion(conversation, plans, vocab) if kind == "occasion" else [])
    if kind == "occasion" and named and not any(map(dates, named)):  # a role, "getting married"
        alike = same_occasion(conversation, plans, vocab) if _DAY_ASKED.search(text) else []
        named += [f for f in [*alike, *unplaced_plans(facts, vocab)] if f not in named]
    # every plan standing that says when (one a newer one replaced stays out, M8.2)
    dated = newest([f for f in plans if _DATED.search(normalise(f)) or dates(f)])[::-1]
    if kind == "occasion" and not named and _PLANS.search(normalise(conversation.message)):
        named = dated
    # "when is the hen" of the one plan: that plan, not everything known
    asked_plan = (
        kind == "all"
        and bool(_WHEN_WHERE.match(normalise(conversation.message)))
        and not _SECOND.search(normalise(conversation.message))  # "... and what size am i"
    )
    if named and (len(named) < len(plans) or len(plans) > 1 or not prefs.occasion or asked_plan):
        # "where's the hen?", "what firm is it at?" of a plan moved to a new day: the older says
        older = bool(BEFORE.search(normalise(conversation.message)))
        older = older or not _DAY_ASKED.search(normalise(conversation.message))
        # one plan told twice ("when's my holiday?" of two days for it): the newest stands
        # (M8.2); two plans asked together ("the interview or the party?") are both said
        now = bool(_NOW.search(normalise(conversation.message))) or (
            not _PLANS.search(normalise(conversation.message))
            and one_plan(named, conversation.message)
        )
        return plans_answer(named, older, now)  # "where am I going hiking?", "what's on the 8th?"
    if kind == "size" and (family := sized.of_asked_family(conversation.message, facts, vocab)):
        return family  # "what's my shoe size?": the shoe size alone, not every size known
    said_sizes = kind == "size" and bool(facts_of("size", facts, vocab))
    if (
        kind == "size"
        and not said_sizes
        and (system := sized.asked_system(conversation.message, prefs))
    ):
        known = f" I only know that you wear {sized.worn(prefs)}." if prefs.sizes else ""
        return f"I don't know your {system} yet.{known} Tell me and I'll use it."
    if kind == "all":
        parts: list[str] = []
        for k in ("size", "like", "avoid", "brand", "budget", "occasion", "other"):
            if k != "other" and (p := _part(k, prefs, facts, vocab)):
                parts.append(as_part(plans_answer(dated)) if k == "occasion" and dated[1:] else p)
                if k in ("budget", "occasion"):
                    continue  # the newest value (each plan standing), never an older one (M8.2)
            # A fact the readers cannot place is said in its own words ("your collar size
            # is 15.5" beside a chest size read).
            unplaced = [as_part(s) for s in facts_of(k, facts, vocab)[:2]]
            told = p if k == "brand" and p else ""  # what the brand part said already
            parts.extend(brands_not_held(unplaced, prefs, vocab, told) if told else unplaced)
        if not parts:
            # nothing stated, but earlier visits: what was looked at then is what is known
            visits = visit_answer(conversation, vocab) if conversation.visits else ""
            return UNKNOWN["all"] + (f" {visits}" if visits else "")
        return f"As far as I know, {or_list(list(dict.fromkeys(parts)), 'and')}."
    if kind in ("colour", "like", "avoid") and (
        named := colour_named(kind, conversation, prefs, vocab)
    ):
        return named  # "do I like orange?": that colour, yes or no
    if kind == "brand" and (
        unsaid := brand_not_said(conversation.message, prefs, vocab, facts)
        or brand_unsaid(conversation.message, prefs)
    ):
        return unsaid  # "do I avoid any brands?" with only a brand liked: not known
    if kind in ("colour", "like", "avoid") and TIE.search(normalise(conversation.message)):
        kind = "occasion"  # "is my event black tie?" asks a dress code, no colour
    known = prefs.liked_colours or prefs.disliked_colours or facts_of("colour", facts, vocab)
    if kind in ("colour", "like") and not known and (needed := colours_needed(facts, vocab)):
        return needed  # "what colour do I need?" of "needs black trousers for work"
    if kind == "colour":
        parts = [p for k in ("like", "avoid") if (p := _part(k, prefs, facts, vocab))]
        parts += [as_part(s) for s in facts_of("colour", facts, vocab)]  # "never wears orange"
        return (
            (or_list(parts, "and")[:1].upper() + or_list(parts, "and")[1:] + ".")
            if parts
            else UNKNOWN["like"]
        )
    if kind == "budget" and (spent := budget_for_kind(conversation.message, facts, vocab)):
        return spent  # "how much do I spend on t-shirts?" beside a coat budget
    part = _part(kind, prefs, facts, vocab)
    said = [as_part(s) for s in facts_of(kind, facts, vocab)[:3]]
    if kind == "brand":  # a brand the shop lacks, said by the preferences already (M8.2)
        said = brands_not_held(said, prefs, vocab)
    if part is None and kind in ("like", "avoid") and not said:
        # a colour once liked, now changed ("now dislikes grey, prefers plum"): the change
        colours = [f for f in facts if fact_kinds(f, vocab) & {"like", "avoid"}]
        if colours and CHANGED.search(colours[-1]):
            said = [as_part(second_person(colours[-1]))]
    if part is None and said:
        part = or_list(said, "and")
    elif kind in ("size", "brand", "like", "avoid") and said:
        # the facts the readers could not place as well: "your collar size is 18" beside a
        # chest size, "you don't like Harrow & Finch" beside a brand liked
        part = or_list(list(dict.fromkeys([part, *said])), "and")
    if kind == "occasion":
        visits = visit_answer(conversation, vocab) if conversation.visits else ""
        if (events := unplaced_plans(facts, vocab)) and (part is None or not dates(part)):
            said = [as_part(second_person(f)) for f in events]  # "the big day": a son's wedding
            part = or_list([part, *said] if part else said, "and")
        if part is None:  # not known, said plainly; what was looked at may still help
            return UNKNOWN["occasion"] + (f" {visits}" if visits else "")
        return part[0].upper() + part[1:] + "." + (f" {visits}" if visits else "")
    if part is None:
        return UNKNOWN[kind]
    if (
        kind == "brand"
        and _FAVOURITE.search(normalise(conversation.message))
        and not (prefs.liked_brands or any(liking(normalise(s)) > 0 for s in said))
    ):  # "do I have a favourite brand?" of "doesn't like Velde": none liked, that one not
        return f"{UNKNOWN['brand']} {part[0].upper() + part[1:]}."
    return part[0].upper() + part[1:] + "."
