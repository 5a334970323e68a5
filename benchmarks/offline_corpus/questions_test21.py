"""Split "test21" (issue 18): questions about the shopper, written blind, by hand, on 2026-12-06
by a twenty-fourth writer who never saw the offline model's code or tests, nor any other split's
sentences or templates; only the brief (and `__init__.py` for the format and the grading).

`PROFILES`: recalled facts (when stated, third-person sentence), earlier visits (date, the
shopper's message, the assistant's reply, a summary) and questions (question, must, must_not):
every `must` group needs one of its alternatives in the answer; `[[NOT_KNOWN]]` when the answer
is not known and must say so. Dates are accepted in several spellings (`_on`).
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

_MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip


def _on(day: str) -> list[str]:
    """The spellings of a date an answer may use: "2027-03-20", "20 Mar", "20th March",
    "March 20", "Mar 20", "20/03"."""
    y, m, d = (int(part) for part in day.split("-"))
    month = _MONTHS[m - 1]
    suffix = "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return [
        day,
        f"{d} {month[:3]}",
        f"{d}{suffix} {month[:3]}",
        f"{d}{suffix} of {month}",
        f"{month} {d}",
        f"{month[:3]} {d}",
        f"{d:02d}/{m:02d}",
    ]


_NO = ["No", "no", "not", "avoid", "longer", "anymore", "any more"]
_USED = ["Yes", "yes", "used to", "did", "liked", "before", "earlier", "previously", "were"]

PROFILES: list[dict] = [
    # 1. a dress size that changed, a wedding that moved
    {
        "facts": [
            ("2026-03-02 10:15", "The shopper wears dress size 12."),
            ("2026-03-02 10:15", "The shopper wears shoe size UK 6."),
            ("2026-05-11 19:40", "The shopper avoids yellow."),
            ("2026-05-11 19:40", "The shopper likes navy."),
            ("2026-09-14 12:05", "The shopper wears dress size 14."),
            ("2026-09-14 12:05", "The shopper's budget is up to 90."),
            ("2026-10-01 09:30", "The shopper has a wedding on 2027-03-20."),
            ("2026-11-20 18:22", "The shopper's wedding has moved to 2027-04-17."),
        ],
        "visits": [
            (
                "2026-09-14",
                "Have you got any wrap dresses in a 14 under 90?",
                "Yes, here are three wrap dresses in a 14 under 90: ...",
                "The shopper looked at wrap dresses in size 14 under 90.",
            ),
        ],
        "questions": [
            ("what dress size am I?", [["14"]], []),
            ("am I still a 12?", [["No", "no", "not", "now", "changed"], ["14"]], []),
            ("What was my dress size before?", [["12"]], []),
            ("what size shoes do I wear", [["6"]], []),
            ("Which colour should you never show me?", [["yellow"]], []),
            ("Do I like navy?", [["navy"]], ["don't like navy", "avoid navy"]),
            ("How much am I happy to spend?", [["90"]], []),
            ("When's the wedding?", [_on("2027-04-17")], []),
            (
                "Has the wedding date changed?",
                [["Yes", "yes", "moved", "changed"], _on("2027-04-17")],
                [],
            ),
            ("What was the wedding's original date?", [_on("2027-03-20")], []),
            ("what did I look at last time?", [["wrap"]], []),
            ("Do you know my waist size?", [[NOT_KNOWN]], []),
            ("What brand do I like?", [[NOT_KNOWN]], []),
        ],
    },
    # 2. menswear measurements, a new job
    {
        "facts": [
            ("2026-02-10 08:40", "The shopper wears waist 32, leg 30."),
            ("2026-02-10 08:41", "The shopper wears jacket size 40R."),
            ("2026-02-10 08:42", "The shopper wears collar size 15.5."),
            ("2026-07-19 13:05", "The shopper avoids the brand {brand2}."),
            ("2026-07-19 13:06", "The shopper prefers the brand {brand0}."),
            ("2026-12-01 19:10", "The shopper starts a new job at a bank on 2027-01-04."),
            ("2026-12-01 19:11", "The shopper's budget is around 60."),
        ],
        "visits": [],
        "questions": [
            ("what's my waist?", [["32", "W32"]], []),
            ("and my leg length?", [["30", "L30"]], []),
            ("What jacket size do I take?", [["40R", "40 R", "40 regular"]], []),
            ("collar size?", [["15.5", "15½", "15 and a half", "fifteen and a half"]], []),
            ("Which brand do I avoid?", [["{brand2}"]], []),
            ("Do I like {brand2}?", [_NO], []),
            ("Which brand do I prefer?", [["{brand0}"]], []),
            ("When do I start the new job?", [_on("2027-01-04")], []),
            ("Where's the new job?", [["bank"]], []),
            ("What's my budget roughly?", [["60"]], []),
            ("What's my shoe size?", [[NOT_KNOWN]], []),
            ("Any colours I avoid?", [[NOT_KNOWN, "none"]], []),
        ],
    },
    # 3. no facts, two visits
    {
        "facts": [],
        "visits": [
            (
                "2026-10-03",
                "Do you have chelsea boots in a 39?",
                "We have two pairs of chelsea boots in EU 39: ...",
                "The shopper looked at chelsea boots in EU 39.",
            ),
            (
                "2026-11-12",
                "Any raincoats for under 100?",
                "Here are four raincoats under 100: ...",
                "The shopper looked at raincoats under 100.",
            ),
        ],
        "questions": [
            ("What did I ask about in October?", [["boot"]], []),
            ("When did I last look at raincoats?", [_on("2026-11-12")], []),
            ("Have I looked at boots before?", [["boot"]], ["No,", "haven't looked at boots"]),
            ("What size were the boots I looked at?", [["39"]], []),
            ("What was the price limit on those raincoats?", [["100"]], []),
            ("what did you show me on the 12th of november?", [["raincoat"]], []),
            ("How many times have I been in?", [["two", "2", "twice"]], []),
            ("Do I have any events coming up?", [[NOT_KNOWN, "none"]], []),
            ("What colours do I like?", [[NOT_KNOWN]], []),
            ("What brands do I like?", [[NOT_KNOWN]], []),
        ],
    },
    # 4. a new shopper: nothing known
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("What do you know about me?", [[NOT_KNOWN]], []),
            ("What size am I?", [[NOT_KNOWN]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("have I been here before?", [[NOT_KNOWN, "No", "no", "not"]], []),
            ("Which colours suit me?", [[NOT_KNOWN]], []),
            ("When's my party?", [[NOT_KNOWN]], []),
            ("which brand do I always go for?", [[NOT_KNOWN]], []),
        ],
    },
    # 5. petite, a christening, a budget range
    {
        "facts": [
            ("2026-04-18 14:02", "The shopper wears size 8 petite."),
            ("2026-04-18 14:02", "The shopper wears shoe size EU 37."),
            ("2026-04-18 14:05", "The shopper likes black."),
            ("2026-06-30 20:11", "The shopper avoids brown."),
            ("2026-06-30 20:12", "The shopper prefers the brand {brand1}."),
            ("2026-11-02 08:45", "The shopper has a christening on 2027-01-10."),
            ("2026-11-02 08:46", "The shopper's budget is between 40 and 70."),
        ],
        "visits": [
            (
                "2026-11-02",
                "I need something for a christening in January, size 8 petite, nothing brown.",
                "Here are some petite dresses in an 8 that aren't brown: ...",
                "The shopper looked for a petite size 8 christening outfit, not brown.",
            ),
        ],
        "questions": [
            ("Remind me, what size do I wear?", [["8"]], []),
            ("Do I need petite lengths?", [["petite"]], []),
            ("What shoe size did I give you?", [["37"]], []),
            ("Which colours do I like?", [["black"]], []),
            ("Which colour don't I suit?", [["brown"]], []),
            ("Is brown okay for me?", [_NO], []),
            ("What's the brand I like?", [["{brand1}"]], []),
            ("When's the christening?", [_on("2027-01-10")], []),
            ("What's the least I said I'd spend?", [["40"]], []),
            ("What's the most I'd spend?", [["70"]], []),
            ("What was I looking for on my last visit?", [["christening"]], []),
            ("What's my waist measurement?", [[NOT_KNOWN]], []),
        ],
    },
    # 6. a letter size, a colour and a budget that all changed
    {
        "facts": [
            ("2026-01-09 11:00", "The shopper wears size M."),
            ("2026-01-09 11:01", "The shopper likes red."),
            ("2026-01-09 11:02", "The shopper's budget is up to 50."),
            ("2026-07-22 16:40", "The shopper wears size L."),
            ("2026-07-22 16:41", "The shopper avoids red."),
            ("2026-10-05 13:15", "The shopper's budget is up to 120."),
        ],
        "visits": [],
        "questions": [
            ("what size am I these days?", [["L", "large"]], []),
            ("Was I always a large?", [["No", "no", "not"], ["M", "medium"]], []),
            ("What did I used to be, size-wise?", [["M", "medium"]], []),
            ("do I still like red?", [_NO], []),
            ("Did I ever like red?", [_USED], []),
            ("What's my budget now?", [["120"]], []),
            ("What was my budget before?", [["50"]], []),
            ("When did I change my budget?", [[*_on("2026-10-05"), "October"]], []),
            ("What brands do I like?", [[NOT_KNOWN]], []),
            ("Any plans I've told you about?", [[NOT_KNOWN, "none"]], []),
        ],
    },
    # 7. a tiny adult in kids' sizes
    {
        "facts": [
            ("2026-02-14 10:10", "The shopper wears kids' size 12-13Y in jumpers."),
            ("2026-02-14 10:11", "The shopper wears shoe size UK 2."),
            ("2026-02-14 10:12", "The shopper likes lilac."),
            ("2026-08-03 17:30", "The shopper is starting university on 2026-09-21."),
            ("2026-08-03 17:31", "The shopper's budget is around 30."),
        ],
        "visits": [
            (
                "2026-08-03",
                "Have you got kids' jumpers in 12-13 for under 30? It's for me, I'm tiny.",
                "Yes, here are two crew necks in 12-13Y under 30: ...",
                "The shopper looked at kids' crew neck jumpers in 12-13Y under 30, for herself.",
            ),
        ],
        "questions": [
            ("What size do I take in jumpers?", [["12-13", "12 to 13"]], []),
            ("What are my shoes, size-wise?", [["2"]], []),
            ("Which colour do I like?", [["lilac"]], []),
            ("When did I start university?", [_on("2026-09-21")], []),
            ("How much do I usually spend?", [["30"]], []),
            (
                "Were the jumpers I looked at for me or for someone else?",
                [["yourself", "for you"]],
                [],
            ),
            ("What's my dress size?", [[NOT_KNOWN]], []),
            ("Do I avoid any colours?", [[NOT_KNOWN, "No", "none"]], []),
            ("what brands am I into?", [[NOT_KNOWN]], []),
        ],
    },
    # 8. big feet, tall, a ski trip
    {
        "facts": [
            ("2026-03-27 21:00", "The shopper wears shoe size US 10.5."),
            ("2026-03-27 21:01", "The shopper needs tall fits."),
            ("2026-03-27 21:02", "The shopper wears size XL."),
            ("2026-09-09 07:55", "The shopper avoids the brand {brand4}."),
            ("2026-09-09 07:56", "The shopper prefers the brand {brand3}."),
            ("2026-11-28 19:20", "The shopper is going skiing on 2027-02-13."),
        ],
        "visits": [
            (
                "2026-11-28",
                "Need a parka for a ski trip in Feb, XL tall, not {brand4}.",
                "Here are two parkas in XL from {brand3} and {brand0}: ...",
                "The shopper looked at XL parkas for a ski trip, avoiding {brand4}.",
            ),
        ],
        "questions": [
            ("What's my shoe size again?", [["10.5", "10 and a half", "10½"]], []),
            ("Am I a tall fit?", [["tall"]], []),
            ("What size tops do I take?", [["XL", "extra large"]], []),
            ("Which brand do I not get on with?", [["{brand4}"]], []),
            ("Do I like {brand3}?", [["{brand3}"]], ["don't like {brand3}"]),
            ("When am I off skiing?", [_on("2027-02-13")], []),
            ("what was I shopping for last time?", [["parka"]], []),
            ("When did I last come in?", [_on("2026-11-28")], []),
            ("What colour do I like?", [[NOT_KNOWN]], []),
            ("What's my budget for the parka?", [[NOT_KNOWN]], []),
        ],
    },
    # 9. no facts, four visits
    {
        "facts": [],
        "visits": [
            (
                "2026-06-02",
                "Any linen shirts in a medium?",
                "We've got three linen shirts in M: ...",
                "The shopper looked at linen shirts in size M.",
            ),
            (
                "2026-07-19",
                "Do you have sandals in a 42?",
                "Here are two pairs of sandals in EU 42: ...",
                "The shopper looked at sandals in EU 42.",
            ),
            (
                "2026-09-30",
                "What's your cheapest rain jacket?",
                "Our cheapest rain jacket is the Coastal Rain Jacket at 59: ...",
                "The shopper asked for the cheapest rain jacket; it was 59.",
            ),
            (
                "2026-11-25",
                "Show me chinos in olive.",
                "Here are two pairs of olive chinos: ...",
                "The shopper looked at olive chinos.",
            ),
        ],
        "questions": [
            ("When did I look at sandals?", [_on("2026-07-19")], []),
            ("What size were the sandals?", [["42"]], []),
            ("What was the cheapest rain jacket you found me?", [["59"]], []),
            ("What colour chinos was I after?", [["olive"]], []),
            ("What did I look at in June?", [["linen", "shirt"]], []),
            ("What did I look at most recently?", [["chino"]], []),
            ("How many times have I visited?", [["four", "4"]], []),
            ("Have I ever asked about boots?", [["No", "no", "not", NOT_KNOWN]], []),
            ("What's my favourite colour?", [[NOT_KNOWN]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
        ],
    },
    # 10. an interview that moved
    {
        "facts": [
            ("2026-10-12 12:00", "The shopper's budget is up to 100."),
            ("2026-10-12 12:01", "The shopper has a job interview on 2026-12-15."),
            ("2026-11-30 18:45", "The shopper's job interview has moved to 2027-01-07."),
            ("2026-11-30 18:46", "The shopper likes charcoal."),
        ],
        "visits": [],
        "questions": [
            ("when's my interview?", [_on("2027-01-07")], []),
            (
                "Is the interview still on the 15th of December?",
                [["No", "no", "not", "moved"], _on("2027-01-07")],
                [],
            ),
            ("When was the interview originally meant to be?", [_on("2026-12-15")], []),
            ("How much did I say I'd spend?", [["100"]], []),
            ("What colour do I like?", [["charcoal"]], []),
            ("What's the interview for?", [["job"]], []),
            ("What do you know about me?", [["100"], ["interview"], ["charcoal"]], []),
            ("What size am I?", [[NOT_KNOWN]], []),
            ("Which brands should you avoid showing me?", [[NOT_KNOWN, "none"]], []),
        ],
    },
    # 11. everything said at once
    {
        "facts": [
            ("2026-05-05 09:00", "The shopper wears size 16."),
            ("2026-05-05 09:01", "The shopper wears shoe size UK 7."),
            ("2026-05-05 09:02", "The shopper likes teal."),
            ("2026-05-05 09:03", "The shopper avoids orange."),
            ("2026-05-05 09:04", "The shopper's budget is up to 80."),
            ("2026-05-05 09:05", "The shopper prefers the brand {brand2}."),
            ("2026-05-05 09:06", "The shopper is going on a cruise on 2027-04-03."),
        ],
        "visits": [
            (
                "2026-05-05",
                "Cruise wear please! Size 16, love teal, no orange, under 80.",
                "Here are some teal dresses in a 16 under 80: ...",
                "The shopper looked at teal dresses in size 16 under 80 for a cruise.",
            ),
        ],
        "questions": [
            (
                "What do you know about me?",
                [["16"], ["teal"], ["orange"], ["80"], ["{brand2}"], ["cruise"]],
                [],
            ),
            ("What's my dress size?", [["16"]], []),
            ("Shoe size?", [["7"]], []),
            ("What colour do I love?", [["teal"]], []),
            ("Which colour do I hate?", [["orange"]], []),
            ("Spending limit?", [["80"]], []),
            ("Which brand's my favourite?", [["{brand2}"]], []),
            ("When do I leave on the cruise?", [_on("2027-04-03")], []),
            ("Is orange fine for me?", [_NO], []),
            ("What did I shop for when I first came?", [["cruise", "teal", "dress"]], []),
            ("Do I have a wedding coming up?", [[NOT_KNOWN, "No", "no", "not"]], []),
        ],
    },
    # 12. brands avoided, a gala
    {
        "facts": [
            ("2026-08-14 22:10", "The shopper avoids the brand {brand0}."),
            ("2026-08-14 22:11", "The shopper avoids the brand {brand1}."),
            ("2026-08-14 22:12", "The shopper prefers the brand {brand2}."),
            ("2026-10-21 10:30", "The shopper has a gala on 2026-12-18."),
            ("2026-10-21 10:31", "The shopper wears size 10."),
            ("2026-10-21 10:32", "The shopper likes burgundy."),
        ],
        "visits": [],
        "questions": [
            ("Which brands do I avoid?", [["{brand0}"], ["{brand1}"]], []),
            ("Is {brand1} one I like?", [_NO], []),
            ("What's my favourite brand?", [["{brand2}"]], []),
            ("When's the gala?", [_on("2026-12-18")], []),
            ("what size am I", [["10"]], []),
            ("What colour do I like wearing?", [["burgundy"]], []),
            ("What's my budget for the gala?", [[NOT_KNOWN]], []),
            ("what shoe size am I?", [[NOT_KNOWN]], []),
            ("Have I said anything about {brand3}?", [[NOT_KNOWN, "No", "no", "not"]], []),
        ],
    },
    # 13. a waist that grew
    {
        "facts": [
            ("2026-02-02 18:00", "The shopper wears waist 34, leg 32."),
            ("2026-06-06 18:00", "The shopper wears waist 36, leg 32."),
            ("2026-06-06 18:01", "The shopper's budget is around 60."),
            ("2026-06-06 18:02", "The shopper avoids khaki."),
            ("2026-06-06 18:03", "The shopper wears size 2XL."),
        ],
        "visits": [
            (
                "2026-06-06",
                "Jeans in a 36 waist, 32 leg, about 60?",
                "Here are two pairs of jeans in W36 L32 around 60: ...",
                "The shopper looked at jeans in W36 L32 around 60.",
            ),
            (
                "2026-09-17",
                "any hoodies in 2XL",
                "Here are three hoodies in 2XL: ...",
                "The shopper looked at hoodies in 2XL.",
            ),
        ],
        "questions": [
            ("what waist am I?", [["36", "W36"]], []),
            ("I was a 34 waist once, wasn't I?", [_USED, ["36", "W36"]], []),
            ("Leg length?", [["32", "L32"]], []),
            ("Has my leg length changed?", [["No", "no", "not", "same", "still"]], []),
            ("How much do I normally spend on jeans?", [["60"]], []),
            ("Which colour don't I wear?", [["khaki"]], []),
            ("What size in tops?", [["2XL", "XXL"]], []),
            ("When did I look at hoodies?", [_on("2026-09-17")], []),
            ("What did I look at in June?", [["jeans"]], []),
            ("Do you know my shoe size?", [[NOT_KNOWN]], []),
            ("When's my next event?", [[NOT_KNOWN]], []),
        ],
    },
    # 14. a favourite brand that changed, a new job
    {
        "facts": [
            ("2026-03-15 08:20", "The shopper wears jacket size 42L."),
            ("2026-03-15 08:21", "The shopper wears collar size 16."),
            ("2026-03-15 08:22", "The shopper prefers the brand {brand3}."),
            ("2026-09-01 12:12", "The shopper no longer likes the brand {brand3}."),
            ("2026-09-01 12:13", "The shopper prefers the brand {brand4}."),
            (
                "2026-11-15 15:00",
                "The shopper starts a new job at a law firm on 2027-01-11.",
            ),
            ("2026-11-15 15:01", "The shopper's budget is up to 300."),
        ],
        "visits": [],
        "questions": [
            ("What's my jacket size?", [["42L", "42 long", "42 L"]], []),
            ("What collar am I?", [["16"]], []),
            ("Do I still like {brand3}?", [_NO], []),
            ("Which brand do I go for now?", [["{brand4}"]], []),
            ("Which brand did I used to like?", [["{brand3}"]], []),
            ("When do I start at the law firm?", [_on("2027-01-11")], []),
            ("Where am I starting work?", [["law"]], []),
            ("What's the most I'll spend on a suit?", [["300"]], []),
            ("What colours suit me?", [[NOT_KNOWN]], []),
            ("What's my trouser size?", [[NOT_KNOWN]], []),
        ],
    },
    # 15. a runner
    {
        "facts": [
            ("2026-04-04 06:30", "The shopper wears shoe size EU 41."),
            ("2026-04-04 06:31", "The shopper needs a wide fit in shoes."),
            ("2026-04-04 06:32", "The shopper avoids white."),
            ("2026-04-04 06:33", "The shopper likes sage."),
            ("2026-08-20 19:00", "The shopper is running a 10k on 2026-10-11."),
            ("2026-08-20 19:01", "The shopper's budget is up to 110."),
        ],
        "visits": [
            (
                "2026-08-20",
                "Trainers in a 41 for a 10k, not white, under 110?",
                "Here are three pairs of trainers in EU 41 under 110, none white: ...",
                "The shopper looked at trainers in EU 41 under 110, not white, for a 10k.",
            ),
        ],
        "questions": [
            ("what size trainers do I wear?", [["41"]], []),
            ("Do I need wide shoes?", [["wide"]], []),
            ("Which colour do I avoid?", [["white"]], []),
            ("What colour do I like?", [["sage"]], []),
            ("When was my 10k?", [_on("2026-10-11")], []),
            ("What's my budget for trainers?", [["110"]], []),
            ("When did I look at trainers?", [_on("2026-08-20")], []),
            ("What's my dress size?", [[NOT_KNOWN]], []),
            ("Which brand do I wear for running?", [[NOT_KNOWN]], []),
        ],
    },
    # 16. no facts, one visit with a claim in the reply
    {
        "facts": [],
        "visits": [
            (
                "2026-12-01",
                "Is the {brand1} parka warm enough for Scotland in January?",
                "It's padded and rated to about minus ten, so it should be fine for a Scottish "
                "January.",
                "The shopper asked whether the {brand1} parka is warm enough for Scotland; the "
                "assistant said it's rated to about minus ten.",
            ),
        ],
        "questions": [
            ("Which parka did I ask about?", [["{brand1}"]], []),
            ("What did you tell me about how warm it is?", [["ten", "10"]], []),
            ("When did I ask about it?", [_on("2026-12-01")], []),
            ("Where was I taking it?", [["Scotland"]], []),
            ("What size am I?", [[NOT_KNOWN]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
        ],
    },
    # 17. a hen do that moved
    {
        "facts": [
            ("2026-05-20 20:20", "The shopper wears size 10."),
            ("2026-05-20 20:21", "The shopper likes pink."),
            ("2026-05-20 20:22", "The shopper avoids neon."),
            ("2026-05-20 20:23", "The shopper has a hen do in Ibiza on 2026-06-13."),
            ("2026-05-20 20:24", "The shopper's budget is up to 40."),
            ("2026-06-01 11:11", "The shopper's hen do has moved to 2026-06-20."),
        ],
        "visits": [],
        "questions": [
            ("When is the hen do?", [_on("2026-06-20")], []),
            ("Where's the hen?", [["Ibiza"]], []),
            ("Did the hen do move?", [["Yes", "yes", "moved"], _on("2026-06-20")], []),
            ("What was the first date for it?", [_on("2026-06-13")], []),
            ("What size am I?", [["10"]], []),
            ("Do I like pink?", [["pink"]], ["don't like pink", "avoid pink"]),
            ("Should you show me neon?", [_NO], []),
            ("How much do I want to spend on outfits?", [["40"]], []),
            ("What brand do I like?", [[NOT_KNOWN]], []),
            ("Shoe size?", [[NOT_KNOWN]], []),
        ],
    },
    # 18. US sizes, a conference
    {
        "facts": [
            ("2026-07-07 09:09", "The shopper wears dress size US 6."),
            ("2026-07-07 09:10", "The shopper wears shoe size US 8."),
            ("2026-07-07 09:11", "The shopper likes cobalt."),
            ("2026-10-10 14:40", "The shopper's budget is up to 150."),
            (
                "2026-10-10 14:41",
                "The shopper is presenting at a conference in Berlin on 2027-02-03.",
            ),
        ],
        "visits": [
            (
                "2026-10-10",
                "Need a blazer for a conference in Berlin, US 6, max 150",
                "Here are two blazers in US 6 under 150: ...",
                "The shopper looked at blazers in US 6 under 150 for a Berlin conference.",
            ),
        ],
        "questions": [
            ("What's my dress size?", [["6"]], []),
            ("What size shoes do I take?", [["8"]], []),
            ("Which colour do I like?", [["cobalt"]], []),
            ("Where's my conference?", [["Berlin"]], []),
            ("When's the conference?", [_on("2027-02-03")], []),
            ("What's my budget?", [["150"]], []),
            ("What did I look at for the conference?", [["blazer"]], []),
            ("Any colours I avoid?", [[NOT_KNOWN, "No", "none"]], []),
            ("Which brands do I like?", [[NOT_KNOWN]], []),
        ],
    },
    # 19. nothing changed
    {
        "facts": [
            ("2026-01-20 10:00", "The shopper wears size medium."),
            ("2026-01-20 10:01", "The shopper likes olive."),
            ("2026-01-20 10:02", "The shopper likes rust."),
            ("2026-01-20 10:03", "The shopper avoids the brand {brand2}."),
            ("2026-04-11 16:16", "The shopper's budget is up to 45."),
        ],
        "visits": [],
        "questions": [
            ("Am I still a medium?", [["M", "medium"]], ["No"]),
            ("Which colours do I like?", [["olive"], ["rust"]], []),
            ("Do I like rust?", [["rust"]], ["No", "don't like rust"]),
            ("Do I like {brand2}?", [_NO], []),
            ("How much am I willing to spend?", [["45"]], []),
            ("Is my budget still 45?", [["45"]], ["No"]),
            ("When did I tell you my budget?", [[*_on("2026-04-11"), "April"]], []),
            ("Do I have an event coming up?", [[NOT_KNOWN, "No", "no", "not"]], []),
            ("Have I looked at anything here before?", [[NOT_KNOWN, "No", "no", "not"]], []),
        ],
    },
    # 20. several occasions, black dropped after a funeral
    {
        "facts": [
            ("2026-11-03 12:00", "The shopper has a funeral on 2026-11-06."),
            ("2026-11-20 12:00", "The shopper has a christening on 2026-12-13."),
            ("2026-11-20 12:01", "The shopper has a 40th birthday party on 2027-01-23."),
            ("2026-11-20 12:02", "The shopper wears size 14."),
            ("2026-11-20 12:03", "The shopper avoids black."),
        ],
        "visits": [
            (
                "2026-11-03",
                "I need a black dress for a funeral on Friday, size 14.",
                "Here are three black dresses in a 14: ...",
                "The shopper looked at black dresses in size 14 for a funeral.",
            ),
        ],
        "questions": [
            ("What events have I got coming up?", [["christening"], ["birthday"]], []),
            ("When's the christening?", [_on("2026-12-13")], []),
            ("When's my birthday party?", [_on("2027-01-23")], []),
            ("Which birthday is it?", [["40"]], []),
            ("What was the funeral date?", [_on("2026-11-06")], []),
            ("What did I look at for the funeral?", [["dress"]], []),
            ("What colour were the dresses I looked at for the funeral?", [["black"]], []),
            ("Is black a colour I like?", [_NO], []),
            ("What size am I?", [["14"]], []),
            ("What's my budget for the christening?", [[NOT_KNOWN]], []),
        ],
    },
    # 21. a half size up
    {
        "facts": [
            ("2026-02-28 19:45", "The shopper wears shoe size UK 9."),
            ("2026-02-28 19:46", "The shopper wears size L."),
            ("2026-06-12 08:30", "The shopper wears shoe size UK 9.5."),
            ("2026-06-12 08:31", "The shopper prefers the brand {brand0}."),
            ("2026-06-12 08:32", "The shopper avoids grey."),
        ],
        "visits": [],
        "questions": [
            ("what's my shoe size now?", [["9.5", "9 and a half", "9½"]], []),
            ("What was my shoe size before?", [["9"]], []),
            ("When did I change my shoe size?", [[*_on("2026-06-12"), "June"]], []),
            ("Am I still a UK 9?", [["9.5", "9 and a half", "9½"]], []),
            ("What size clothes do I wear?", [["L", "large"]], []),
            ("Which brand do I like?", [["{brand0}"]], []),
            ("Is grey ok?", [_NO], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("Do I have any holidays booked?", [[NOT_KNOWN, "No", "no", "not"]], []),
        ],
    },
    # 22. someone else's size in a visit
    {
        "facts": [
            ("2026-09-05 13:00", "The shopper likes camel."),
            ("2026-09-05 13:01", "The shopper's budget is up to 200."),
        ],
        "visits": [
            (
                "2026-09-05",
                "My husband's a 40R, have you got a camel overcoat for him?",
                "Here are two camel coats in 40R: ...",
                "The shopper looked at camel coats in 40R for her husband.",
            ),
            (
                "2026-10-14",
                "Anything in camel for me under 200?",
                "Here's a camel coat at 189 and a camel scarf at 35: ...",
                "The shopper looked at camel items for herself under 200.",
            ),
        ],
        "questions": [
            ("What's my jacket size?", [[NOT_KNOWN]], []),
            ("What size is my husband?", [["40R", "40 regular", "40 R"]], []),
            ("Who was the coat in September for?", [["husband"]], []),
            ("What colour do I like?", [["camel"]], []),
            ("How much was the camel coat you showed me in October?", [["189"]], []),
            ("What's my budget?", [["200"]], []),
            ("When did I ask about a coat for myself?", [_on("2026-10-14")], []),
            ("Do I like any brands?", [[NOT_KNOWN, "No", "none"]], []),
        ],
    },
    # 23. a trip that moved, a budget range
    {
        "facts": [
            ("2026-09-22 17:17", "The shopper wears size S."),
            ("2026-09-22 17:18", "The shopper likes forest green."),
            ("2026-09-22 17:19", "The shopper's budget is between 100 and 150."),
            ("2026-09-22 17:20", "The shopper is going to Iceland on 2027-03-01."),
            ("2026-11-11 11:11", "The shopper's trip to Iceland has moved to 2027-03-22."),
            ("2026-11-11 11:12", "The shopper avoids the brand {brand3}."),
        ],
        "visits": [
            (
                "2026-11-11",
                "Parka for Iceland, small, green ideally, 100-150, not {brand3}",
                "Here's a forest green parka in S at 139 from {brand1}: ...",
                "The shopper looked at a forest green {brand1} parka in S at 139 for Iceland.",
            ),
        ],
        "questions": [
            ("When do I fly to Iceland?", [_on("2027-03-22")], []),
            ("Was Iceland always the 22nd?", [["No", "no", "not", "moved"], _on("2027-03-01")], []),
            ("What size am I?", [["S", "small"]], []),
            ("What's my budget range?", [["100"], ["150"]], []),
            ("What's the lowest I'd spend?", [["100"]], []),
            ("Which green do I like?", [["forest"]], []),
            ("Which brand am I avoiding?", [["{brand3}"]], []),
            ("Which brand was the parka you suggested?", [["{brand1}"]], []),
            ("How much was the parka you found me?", [["139"]], []),
            ("What's my shoe size?", [[NOT_KNOWN]], []),
        ],
    },
    # 24. a budget that came down, Ascot
    {
        "facts": [
            ("2026-04-01 10:00", "The shopper's budget is up to 250."),
            ("2026-04-01 10:01", "The shopper is going to Ascot on 2026-06-17."),
            ("2026-04-01 10:02", "The shopper wears size 12."),
            ("2026-08-08 08:08", "The shopper's budget is up to 90."),
            ("2026-08-08 08:09", "The shopper likes mustard."),
            ("2026-08-08 08:10", "The shopper avoids purple."),
        ],
        "visits": [],
        "questions": [
            ("What's my budget at the moment?", [["90"]], []),
            ("Did I have a bigger budget before?", [["250"]], []),
            ("When was Ascot?", [_on("2026-06-17")], []),
            ("Which race meeting did I go to?", [["Ascot"]], []),
            ("What size do I wear?", [["12"]], []),
            ("Which colour do I like?", [["mustard"]], []),
            ("Would purple suit me?", [_NO], []),
            ("Is my budget still 250?", [["No", "no", "not", "now"], ["90"]], []),
            ("What brands do I like?", [[NOT_KNOWN]], []),
            ("have I looked at anything here?", [[NOT_KNOWN, "No", "no", "not"]], []),
        ],
    },
    # 25. a prom
    {
        "facts": [
            ("2026-05-01 16:00", "The shopper wears size 8."),
            ("2026-05-01 16:01", "The shopper wears shoe size UK 5."),
            ("2026-05-01 16:02", "The shopper has a prom on 2027-06-27."),
            ("2026-05-01 16:03", "The shopper avoids beige."),
            ("2026-10-09 16:04", "The shopper prefers the brand {brand4}."),
            ("2026-10-09 16:05", "The shopper's budget is up to 60."),
        ],
        "visits": [
            (
                "2026-10-09",
                "got any going out tops from {brand4} under 60",
                "Here are two {brand4} tops under 60: ...",
                "The shopper looked at {brand4} tops under 60.",
            ),
            (
                "2026-11-29",
                "prom dresses in an 8?",
                "Here are four dresses in a UK 8 for prom: ...",
                "The shopper looked at prom dresses in size 8.",
            ),
        ],
        "questions": [
            ("When's my prom?", [_on("2027-06-27")], []),
            ("What did I look at on my last visit?", [["prom", "dress"]], []),
            ("What size dress do I need?", [["8"]], []),
            ("What size shoes do I wear?", [["5"]], []),
            ("Which brand did I look at in October?", [["{brand4}"]], []),
            ("What colour should I avoid?", [["beige"]], []),
            ("How much can I spend?", [["60"]], []),
            ("Do I like {brand4}?", [["{brand4}"]], ["No", "don't like {brand4}"]),
            ("What's my favourite colour?", [[NOT_KNOWN]], []),
        ],
    },
    # 26. no facts, one visit
    {
        "facts": [],
        "visits": [
            (
                "2026-11-18",
                "Do you have any jumpers in a large from {brand0}?",
                "Yes, two {brand0} jumpers in L: ...",
                "The shopper looked at {brand0} jumpers in size L.",
            ),
        ],
        "questions": [
            ("What do you know about me?", [["jumper"]], []),
            ("what did I look at last time?", [["jumper"]], []),
            ("Which brand were the jumpers?", [["{brand0}"]], []),
            ("When was I here?", [_on("2026-11-18")], []),
            ("What size jumpers did I ask about?", [["L", "large"]], []),
            ("Which colours do I avoid?", [[NOT_KNOWN]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
        ],
    },
    # 27. navy dropped, a first date
    {
        "facts": [
            ("2026-03-03 20:00", "The shopper likes navy."),
            ("2026-11-26 21:30", "The shopper avoids navy."),
            ("2026-11-26 21:31", "The shopper has a first date on 2026-12-12."),
            ("2026-11-26 21:32", "The shopper's budget is around 60."),
            ("2026-11-26 21:33", "The shopper wears size 3XL."),
        ],
        "visits": [],
        "questions": [
            ("Do I like navy?", [_NO], []),
            ("Did I use to like navy?", [_USED], []),
            ("When's my date?", [_on("2026-12-12")], []),
            ("What's my size?", [["3XL", "XXXL"]], []),
            ("What should I spend, roughly?", [["60"]], []),
            ("What have I got coming up?", [["date"]], []),
            ("Which brands do I like?", [[NOT_KNOWN]], []),
            ("What's my waist?", [[NOT_KNOWN]], []),
        ],
    },
]
