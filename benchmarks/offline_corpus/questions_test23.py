"""Split "test23" (issue 18): questions about the shopper; written blind, by hand, on 2026-12-06
by a twenty-sixth writer who never saw the offline model's code or tests, nor any other split's
sentences or templates; only this brief, `__init__.py` (and, for the templates,
`tests/catalogues/generator.py`).

PROFILES: each a shopper's remembered "facts" [(date, fact sentence as the memory judge writes
it)], earlier "visits" [(date, shopper message, assistant reply, one-line summary)] and
"questions" [(question, must groups of alternatives, must_not)]. Where a value changed or a plan
moved, the newest stands (the older value is in must_not where an answer naming it would be
wrong). `NOT_KNOWN` (the package's marker, repeated here so the file imports on its own): the
answer must say it does not know. Every question is about the shopper's own facts and visits and
none depends on today's date.
"""

NOT_KNOWN = "<not known>"  # the same marker as benchmarks.offline_corpus.NOT_KNOWN

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip


def _ordinal(day: int) -> str:
    if 10 <= day % 100 <= 20:
        return f"{day}th"
    return f"{day}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th') }"


def on(iso: str) -> list[str]:
    """The ways an answer may spell the date `iso` ("2027-06-19"): 19 June, June 19, 19th June,
    19th of June, 19 Jun, Jun 19, the ISO form and day/month/year."""
    year, month, day = (int(part) for part in iso.split("-"))
    name = MONTHS[month - 1]
    nth = _ordinal(day)
    return list(dict.fromkeys([
        f"{day} {name}", f"{name} {day}", f"{nth} {name}", f"{nth} of {name}", f"{name} {nth}",
        f"{day} {name[:3]}", f"{name[:3]} {day}", f"{nth} {name[:3]}", iso,
        f"{day:02d}/{month:02d}/{year}",
    ] + ([f"{day}/{month}/{year}"] if day < 10 or month < 10 else [])))  # fmt: skip


# Words a negative answer uses (each profile's refusal fact holds at least one of them).
NO = [
    "No",
    "no",
    "not",
    "avoid",
    "don't",
    "doesn't",
    "never",
    "won't",
    "steer",
    "dislike",
    "refuse",
]

PROFILES: list[dict] = [
    # 1. dress size went up; wedding moved from May to June
    {
        "facts": [
            ("2026-03-04", "The shopper wears a UK 12 in dresses."),
            ("2026-10-20", "The shopper now takes a UK 14 in dresses."),
            ("2026-10-20", "The shopper likes forest green."),
            ("2026-11-01", "The shopper has a wedding to attend on 15 May 2027."),
            ("2026-11-01", "The shopper wants to spend up to £150 on the wedding outfit."),
            ("2026-11-28", "The shopper's wedding has been moved to 19 June 2027."),
        ],
        "visits": [
            (
                "2026-11-01",
                "have you got any green wrap dresses in a 14 for a wedding?",
                "Here are two: [Meadow Forest Green Wrap Dress](/products/NOR-031/) at £89 and "
                "[Classic Forest Green Wrap Dress](/products/NOR-032/) at £120.",
                "Looked at forest green wrap dresses in UK 14 for the wedding (£89 and £120).",
            ),
        ],
        "questions": [
            ("What dress size am I?", [["14"]], ["12"]),
            ("when's the wedding?", [on("2027-06-19")], on("2027-05-15")),
            ("is the wedding still in may", [["June"]], []),
            ("how much did i say i'd spend on the outfit", [["150"]], []),
            ("What colour do I like?", [["green"]], []),
            ("what did I look at last time?", [["wrap dress", "wrap"]], []),
            ("Do I have a favourite brand?", [[NOT_KNOWN]], []),
            ("what shoe size am I", [[NOT_KNOWN]], []),
            ("What do you remember about me?", [["14"], ["green"], ["wedding"], ["150"]], []),
            ("Am I still a 12?", [["14"]], []),
            ("how much was the cheaper of the two wrap dresses?", [["89"]], []),
        ],
    },
    # 2. jeans waist went up; one brand liked, one refused
    {
        "facts": [
            ("2026-04-18", "The shopper wears W32 L30 jeans."),
            ("2026-04-18", "The shopper likes {brand0}."),
            ("2026-06-02", "The shopper refuses to buy {brand3}."),
            ("2026-09-25", "The shopper's jeans size has gone up to W34 L30."),
            ("2026-09-25", "The shopper keeps jeans under £60."),
        ],
        "visits": [],
        "questions": [
            ("what size jeans do i wear", [["W34", "34"], ["L30", "30"]], ["W32"]),
            ("Which brand do I like?", [["{brand0}"]], []),
            ("which brand do I avoid?", [["{brand3}"]], []),
            ("Do I like {brand3}?", [NO], []),
            ("what's my budget for jeans?", [["60"]], []),
            ("What colours do I like?", [[NOT_KNOWN]], []),
            ("any plans coming up that I told you about?", [[NOT_KNOWN]], []),
            ("What do you know about me?", [["W34", "34"], ["{brand0}"], ["60"]], []),
            ("is my waist 32", [["W34", "34"]], []),
            ("what leg length do I take?", [["L30", "30"]], []),
        ],
    },
    # 3. a trip moved from February to March; two visits
    {
        "facts": [
            ("2026-10-05", "The shopper is going on a trip to Iceland on 10 February 2027."),
            ("2026-10-05", "The shopper takes a medium in coats and jackets."),
            ("2026-10-05", "The shopper avoids yellow."),
            ("2026-11-22", "The shopper's Iceland trip has been moved to 17 March 2027."),
        ],
        "visits": [
            (
                "2026-10-05",
                "parkas for men in a medium? going to iceland",
                "Here's what fits: [Summit Olive Parka](/products/TID-014/) at £189 and "
                "[Ridge Black Parka](/products/TID-015/) at £210.",
                "Looked at men's parkas in medium for the Iceland trip (olive £189, black £210).",
            ),
            (
                "2026-11-22",
                "any beanies? trip's moved to march now",
                "A couple of options: [Fell Charcoal Beanie](/products/TID-040/) at £18 and "
                "[Cove Navy Beanie](/products/TID-041/) at £22.",
                "Looked at beanies (charcoal £18, navy £22); the trip is now in March.",
            ),
        ],
        "questions": [
            ("When am I going to Iceland?", [on("2027-03-17")], on("2027-02-10")),
            ("where's my trip to again", [["Iceland"]], []),
            ("what size do I take in coats?", [["medium", "M"]], []),
            ("Which colour do I avoid?", [["yellow"]], []),
            ("do i like yellow", [NO], []),
            ("what colours were the parkas you showed me?", [["olive"], ["black"]], []),
            ("What did I look at most recently?", [["beanie"]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("is my trip still in february?", [["March"]], []),
            ("do I have a favourite brand", [[NOT_KNOWN]], []),
            ("how much was the olive parka?", [["189"]], []),
        ],
    },
    # 4. christening, shoe size, a brand and a colour; no visits
    {
        "facts": [
            ("2026-09-14", "The shopper's shoe size is UK 5."),
            ("2026-09-14", "The shopper is a fan of {brand1}."),
            ("2026-11-03", "The shopper is going to a christening on 11 April 2027."),
            (
                "2026-11-03",
                "The shopper wants to spend between £40 and £60 on the christening outfit.",
            ),
            ("2026-11-03", "The shopper likes blush pink."),
        ],
        "visits": [],
        "questions": [
            ("what shoe size am I", [["5"]], []),
            ("When's the christening?", [on("2027-04-11")], []),
            ("what's my budget for the christening outfit?", [["40"], ["60"]], []),
            ("Which brand am I into?", [["{brand1}"]], []),
            ("what colour do i like", [["blush"]], []),
            ("What's my dress size?", [[NOT_KNOWN]], []),
            ("what event have I got coming up?", [["christening"]], []),
            ("Do I like pink?", [["blush"]], []),
            ("what did I look at last time I was here?", [[NOT_KNOWN]], []),
            (
                "tell me what you know about me",
                [["5"], ["{brand1}"], ["christening"], ["blush"]],
                [],
            ),
        ],
    },
    # 5. blazer budget raised; new job; a refused brand
    {
        "facts": [
            ("2026-08-02", "The shopper's budget for a blazer is up to £100."),
            ("2026-08-02", "The shopper wears a 40R in blazers."),
            ("2026-11-15", "The shopper has raised their blazer budget to £150."),
            ("2026-11-15", "The shopper starts a new job on 11 January 2027."),
            ("2026-11-15", "The shopper does not like {brand2}."),
        ],
        "visits": [
            (
                "2026-11-15",
                "blazers for men in a 40 regular?",
                "These are in stock in 40R: [City Charcoal Blazer](/products/HAR-022/) at £129 and "
                "[Heritage Navy Blazer](/products/HAR-023/) at £145.",
                "Looked at men's blazers in 40R (charcoal £129, navy £145) for the new job.",
            ),
        ],
        "questions": [
            ("How much can I spend on a blazer?", [["150"]], ["100"]),
            ("what's my jacket size", [["40R", "40 regular"]], []),
            ("When do I start my new job?", [on("2027-01-11")], []),
            ("which brand don't I like?", [["{brand2}"]], []),
            ("is my budget still a hundred?", [["150"]], []),
            ("what blazers did I look at", [["charcoal", "City"], ["navy", "Heritage"]], []),
            ("How much was the navy one?", [["145"]], []),
            ("What colours do I like?", [[NOT_KNOWN]], []),
            ("do I like {brand2}", [NO], []),
            ("what's happening on 11 January?", [["job"]], []),
            (
                "What do you know about me?",
                [["40R", "40 regular"], ["150"], ["job"], ["{brand2}"]],
                [],
            ),
        ],
    },
    # 6. shops for a child: the shopper's own size was never said
    {
        "facts": [
            ("2026-10-12", "The shopper likes {brand4}."),
            ("2026-10-12", "The shopper prefers to spend no more than £45 per item."),
        ],
        "visits": [
            (
                "2026-10-12",
                "kids raincoats for a 6 year old?",
                "Here are two for age 6: [Cove Red Raincoat](/products/KIT-051/) at £32 and "
                "[Harbour Navy Raincoat](/products/KIT-052/) at £38.",
                "Looked at kids' raincoats for a 6-year-old (red £32, navy £38).",
            ),
            (
                "2026-11-30",
                "any kids beanies?",
                "Yes: [Lane Mustard Beanie](/products/KIT-060/) at £12.",
                "Looked at a kids' mustard beanie (£12).",
            ),
        ],
        "questions": [
            ("what size do I wear?", [[NOT_KNOWN]], []),
            ("What's my budget per item?", [["45"]], []),
            ("which brand do i like", [["{brand4}"]], []),
            ("What age were the raincoats for?", [["6"]], []),
            ("what kids' things have I looked at?", [["raincoat"], ["beanie"]], []),
            ("how much was the navy raincoat", [["38"]], []),
            ("What colour was the beanie?", [["mustard"]], []),
            ("Do I have any events coming up?", [[NOT_KNOWN]], []),
            ("whats my favourite colour", [[NOT_KNOWN]], []),
            ("When did I look at beanies?", [on("2026-11-30")], []),
        ],
    },
    # 7. a marathon runner; no visits
    {
        "facts": [
            ("2026-11-02", "The shopper is running the Brighton Marathon on 25 April 2027."),
            ("2026-11-02", "The shopper wears a US 8 in trainers."),
            ("2026-11-02", "The shopper takes a small in running tops."),
            ("2026-11-20", "The shopper's budget for trainers is up to $140."),
            ("2026-11-20", "The shopper likes cobalt."),
            ("2026-11-20", "The shopper won't buy {brand0}."),
        ],
        "visits": [],
        "questions": [
            ("what race am I doing?", [["marathon", "Brighton"]], []),
            ("When's my marathon?", [on("2027-04-25")], []),
            ("what size trainers do I wear", [["8"]], []),
            ("What size am I in running tops?", [["small", "S"]], []),
            ("how much will i spend on trainers?", [["140"]], []),
            ("What colour do I like?", [["cobalt"]], []),
            ("Do I like {brand0}?", [NO], []),
            ("have I got a favourite brand?", [[NOT_KNOWN]], []),
            ("am i a US 9 in trainers", [["8"]], []),
            ("What do you remember about me?", [["marathon"], ["8"], ["140"], ["cobalt"]], []),
            ("what did I look at on my last visit?", [[NOT_KNOWN]], []),
        ],
    },
    # 8. waist went up; collar; festival; two visits
    {
        "facts": [
            ("2026-02-11", "The shopper's jeans size is W30 L32."),
            ("2026-07-19", "The shopper now wears W32 L32 in jeans and chinos."),
            ("2026-07-19", "The shopper's collar size is 15.5."),
            ("2026-07-19", "The shopper likes olive."),
            ("2026-07-19", "The shopper avoids white shirts."),
            ("2026-11-09", "The shopper is going to Glastonbury festival from 24 June 2027."),
        ],
        "visits": [
            (
                "2026-07-19",
                "olive chinos W32?",
                "Yes, [Weekend Olive Chinos](/products/BRA-033/) at £55 in W32 L32.",
                "Looked at olive chinos in W32 L32 (£55).",
            ),
            (
                "2026-11-09",
                "shirts with a 15.5 collar, nothing white",
                "Try [Studio Sky Blue Shirt](/products/BRA-044/) at £42 or "
                "[Classic Olive Shirt](/products/BRA-045/) at £39.",
                "Looked at shirts with a 15.5 collar (sky blue £42, olive £39) for the festival.",
            ),
        ],
        "questions": [
            ("What waist am I?", [["W32", "32"]], ["W30", "30 waist"]),
            ("and my leg length?", [["L32", "32"]], []),
            ("What's my collar size?", [["15.5"]], []),
            ("do I wear white shirts?", [NO], []),
            ("Which festival am I going to?", [["Glastonbury"]], []),
            ("when's glastonbury for me", [on("2027-06-24")], []),
            ("What colour chinos did I look at?", [["olive"]], []),
            ("how much were those chinos", [["55"]], []),
            ("Which shirts did you suggest?", [["sky blue", "Studio"], ["olive", "Classic"]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("which brand do I like?", [[NOT_KNOWN]], []),
            ("am I still a W30", [["W32", "32"]], []),
        ],
    },
    # 9. went down a size; went off a colour; a hen do
    {
        "facts": [
            ("2026-03-21", "The shopper is a medium in tops."),
            ("2026-04-09", "The shopper loves mustard."),
            ("2026-10-28", "The shopper has gone down to a small in tops."),
            ("2026-10-28", "The shopper has gone off mustard and now avoids it."),
            ("2026-10-28", "The shopper's budget is about £70."),
            ("2026-10-28", "The shopper has a hen do on 8 May 2027."),
        ],
        "visits": [
            (
                "2026-10-28",
                "small tops for a hen do?",
                "How about [Coastal Lilac Top](/products/ALD-010/) at £28 or "
                "[Orchard White Top](/products/ALD-011/) at £24?",
                "Looked at women's tops in small for the hen do (lilac £28, white £24).",
            ),
        ],
        "questions": [
            ("What size am I now?", [["small", "S"]], ["medium"]),
            ("do i like mustard?", [NO + ["gone off"]], []),
            ("Which colour do I avoid?", [["mustard"]], []),
            ("What's my budget?", [["70"]], []),
            ("When is my hen do?", [on("2027-05-08")], []),
            ("what have I got on in May?", [["hen"]], []),
            ("Which brands do I like?", [[NOT_KNOWN]], []),
            ("What do you know about me?", [["small", "S"], ["mustard"], ["70"], ["hen"]], []),
            ("which tops did I look at", [["lilac"], ["white"]], []),
            ("How much was the lilac top?", [["28"]], []),
            ("am I a medium?", [["small", "S"]], []),
        ],
    },
    # 10. nothing known at all
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("What size am I?", [[NOT_KNOWN]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("Which colours do I like?", [[NOT_KNOWN]], []),
            ("what brands do I like?", [[NOT_KNOWN]], []),
            ("Have I got anything coming up?", [[NOT_KNOWN]], []),
            ("What do you remember about me?", [[NOT_KNOWN]], []),
            ("what did i look at last time", [[NOT_KNOWN]], []),
            ("Do I like navy?", [[NOT_KNOWN]], []),
            ("whats my shoe size again?", [[NOT_KNOWN]], []),
        ],
    },
    # 11. a brand dropped, another taken up; hiking boots
    {
        "facts": [
            ("2026-05-06", "The shopper likes {brand3}."),
            ("2026-09-30", "The shopper wears EU 44 shoes."),
            ("2026-11-18", "The shopper no longer buys {brand3}."),
            ("2026-11-18", "The shopper's favourite brand is now {brand4}."),
            ("2026-11-18", "The shopper's budget for boots is up to €180."),
            ("2026-11-18", "The shopper is hiking the West Highland Way from 19 May 2027."),
        ],
        "visits": [
            (
                "2026-11-18",
                "boots in a 44 for hiking",
                "This one is in stock in EU 44: [Fell Brown Boots](/products/LOO-070/) by {brand4} "
                "at €165.",
                "Looked at brown {brand4} hiking boots in EU 44 (€165).",
            ),
        ],
        "questions": [
            ("do I still like {brand3}?", [NO], []),
            ("What's my favourite brand now?", [["{brand4}"]], []),
            ("what's my shoe size", [["44"]], []),
            ("How much can I spend on boots?", [["180"]], []),
            ("When does my hike start?", [on("2027-05-19")], []),
            ("what am I doing in May?", [["West Highland", "hiking", "hike"]], []),
            ("which boots did you show me", [["Fell", "brown"]], []),
            ("How much were the boots you showed me?", [["165"]], []),
            ("What colours do I like?", [[NOT_KNOWN]], []),
            (
                "what do you remember about me?",
                [["44"], ["{brand4}"], ["180"], ["West Highland", "hik"]],
                [],
            ),
        ],
    },
    # 12. petite trousers; two liked brands; an interview moved by a week
    {
        "facts": [
            ("2026-09-03", "The shopper is a petite UK 10 in trousers."),
            ("2026-09-03", "The shopper likes {brand1} and {brand2}."),
            ("2026-09-03", "The shopper steers clear of khaki."),
            ("2026-10-14", "The shopper spends between £50 and £80 on trousers."),
            ("2026-11-19", "The shopper has a job interview on 22 January 2027."),
            ("2026-12-01", "The shopper's job interview has been moved to 29 January 2027."),
        ],
        "visits": [
            (
                "2026-11-19",
                "smart trousers for women in a 10 for an interview?",
                "In a UK 10: [City Black Trousers](/products/SED-018/) at £65 and "
                "[Studio Navy Trousers](/products/SED-019/) at £72.",
                "Looked at women's trousers in UK 10 for the interview (black £65, navy £72).",
            ),
        ],
        "questions": [
            ("What size trousers am I?", [["10"]], []),
            ("do I need petite?", [["petite"]], []),
            ("which brands do I like", [["{brand1}"], ["{brand2}"]], []),
            ("What colour do I avoid?", [["khaki"]], []),
            ("how much do i spend on trousers", [["50"], ["80"]], []),
            ("When's my interview?", [on("2027-01-29")], on("2027-01-22")),
            ("Is my interview still on the 22nd?", [on("2027-01-29") + ["29th", "29"]], []),
            (
                "what trousers did you show me last time?",
                [["black", "City"], ["navy", "Studio"]],
                [],
            ),
            ("How much were the navy trousers?", [["72"]], []),
            ("What's my shoe size?", [[NOT_KNOWN]], []),
            ("do I like khaki?", [NO], []),
        ],
    },
    # 13. graduation; three visits in order
    {
        "facts": [
            ("2026-08-22", "The shopper wears a US 8 in dresses."),
            ("2026-08-22", "The shopper likes sage."),
            ("2026-10-01", "The shopper's graduation is on 14 July 2027."),
            ("2026-10-01", "The shopper is happy to spend up to $120 on a graduation dress."),
        ],
        "visits": [
            (
                "2026-10-01",
                "midi dresses in sage? size 8 US",
                "Here's one: [Meadow Sage Midi Dress](/products/COR-021/) at $98.",
                "Looked at a sage midi dress in US 8 ($98) for the graduation.",
            ),
            (
                "2026-10-16",
                "sandals to go with it?",
                "These could work: [Cove Stone Sandals](/products/COR-040/) at $64.",
                "Looked at stone sandals ($64).",
            ),
            (
                "2026-11-12",
                "a scarf for the evening do",
                "Try [Lane Blush Scarf](/products/COR-061/) at $29.",
                "Looked at a blush scarf ($29).",
            ),
        ],
        "questions": [
            ("When's my graduation?", [on("2027-07-14")], []),
            ("what dress size am I", [["8"]], []),
            ("What colour do I like?", [["sage"]], []),
            ("How much can I spend on the graduation dress?", [["120"]], []),
            ("What did I look at first?", [["midi"]], []),
            ("what was the last thing I looked at?", [["scarf"]], []),
            ("What colour were the sandals?", [["stone"]], []),
            ("how much was the midi dress", [["98"]], []),
            ("Which brands do I like?", [[NOT_KNOWN]], []),
            ("Is there a colour I avoid?", [[NOT_KNOWN]], []),
            ("What do you know about me?", [["8"], ["sage"], ["graduation"], ["120"]], []),
        ],
    },
    # 14. three plans at once
    {
        "facts": [
            ("2026-11-05", "The shopper has a Christmas party on 19 December 2026."),
            ("2026-11-05", "The shopper is going to a wedding on 21 August 2027."),
            ("2026-11-25", "The shopper is going on a trip to Lisbon on 15 April 2027."),
            ("2026-11-25", "The shopper wears a size 10."),
        ],
        "visits": [],
        "questions": [
            ("When's my Christmas party?", [on("2026-12-19")], []),
            ("when is the wedding I'm going to", [on("2027-08-21")], []),
            ("Where am I going in April?", [["Lisbon"]], []),
            ("When's my Lisbon trip?", [on("2027-04-15")], []),
            ("what's happening in August?", [["wedding"]], []),
            ("What plans have I told you about?", [["party"], ["wedding"], ["Lisbon"]], []),
            ("What size am I?", [["10"]], []),
            ("What's my budget for the party?", [[NOT_KNOWN]], []),
            ("do I like any particular colour", [[NOT_KNOWN]], []),
            ("which brand do I like?", [[NOT_KNOWN]], []),
        ],
    },
    # 15. many size systems
    {
        "facts": [
            ("2026-06-10", "The shopper wears a 42L blazer."),
            ("2026-06-10", "The shopper has a 36 waist."),
            ("2026-07-08", "The shopper's shoe size is UK 11."),
            ("2026-07-08", "The shopper takes XXL in T-shirts."),
            ("2026-07-08", "The shopper's collar is 17.5."),
        ],
        "visits": [
            (
                "2026-07-08",
                "tees in XXL",
                "In XXL: [Everyday Grey Tee](/products/PEN-002/) at £16 and "
                "[Weekend Rust Tee](/products/PEN-003/) at £19.",
                "Looked at T-shirts in XXL (grey £16, rust £19).",
            ),
        ],
        "questions": [
            ("what's my blazer size", [["42L", "42 long"]], []),
            ("What waist am I?", [["36"]], []),
            ("What size shoes do I take?", [["11"]], []),
            ("What size am I in t-shirts?", [["XXL"]], []),
            ("and my collar?", [["17.5"]], []),
            ("am I a regular or a long in jackets?", [["long", "42L"]], []),
            ("which tees did I look at?", [["grey"], ["rust"]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("What colour do I like?", [[NOT_KNOWN]], []),
            ("What do you remember about me?", [["42L", "42 long"], ["36"], ["11"], ["XXL"]], []),
        ],
    },
    # 16. colours liked and refused
    {
        "facts": [
            ("2026-05-30", "The shopper likes navy."),
            ("2026-05-30", "The shopper avoids brown."),
            ("2026-08-17", "The shopper is fond of charcoal."),
            ("2026-08-17", "The shopper never wears orange."),
            ("2026-08-17", "The shopper is a large."),
        ],
        "visits": [],
        "questions": [
            ("What colours do I like?", [["navy"], ["charcoal"]], []),
            ("what colours do I avoid", [["brown"], ["orange"]], []),
            ("Do I like brown?", [NO], []),
            ("do I wear orange?", [NO], []),
            ("Would I like a navy jumper?", [["navy"]], []),
            ("Is charcoal one of my colours?", [["charcoal"]], []),
            ("What size am I?", [["large", "L"]], []),
            ("Do I like green?", [[NOT_KNOWN]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("What do you know about me?", [["navy"], ["brown"], ["large", "L"]], []),
        ],
    },
    # 17. budgets per kind of item
    {
        "facts": [
            ("2026-04-04", "The shopper spends under £30 on T-shirts."),
            ("2026-04-04", "The shopper's coat budget is up to £200."),
            ("2026-09-12", "The shopper wears a medium."),
            ("2026-09-12", "The shopper loves {brand0}."),
        ],
        "visits": [
            (
                "2026-09-12",
                "{brand0} coats for women in a medium",
                "[Harbour Camel Coat](/products/WRE-011/) by {brand0} at £185 is in stock in M.",
                "Looked at a camel {brand0} coat in medium (£185).",
            ),
        ],
        "questions": [
            ("What's my budget for coats?", [["200"]], []),
            ("how much do I spend on t-shirts?", [["30"]], []),
            ("What's my budget for knitwear?", [[NOT_KNOWN]], []),
            ("what size am I", [["medium", "M"]], []),
            ("Which brand do I love?", [["{brand0}"]], []),
            ("What coat did I look at?", [["camel", "Harbour"]], []),
            ("how much was it?", [["185"]], []),
            ("Was that coat within my coat budget?", [["185", "200"]], []),
            ("Which colours do I avoid?", [[NOT_KNOWN]], []),
            ("Do I have any trips planned?", [[NOT_KNOWN]], []),
        ],
    },
    # 18. shops for the husband; the shopper's own size never said
    {
        "facts": [
            ("2026-10-22", "The shopper likes plum."),
            ("2026-10-22", "The shopper's budget is up to £90."),
        ],
        "visits": [
            (
                "2026-10-22",
                "jumpers for my husband, he's an XL",
                "For him in XL: [Ridge Navy Jumper](/products/MAB-031/) at £65 and "
                "[Heritage Oatmeal Jumper](/products/MAB-032/) at £78.",
                "Looked at men's jumpers in XL for the shopper's husband (navy £65, oatmeal £78).",
            ),
            (
                "2026-11-26",
                "plum cardigans for me",
                "Here's one: [Studio Plum Cardigan](/products/MAB-050/) at £59.",
                "Looked at a plum cardigan for herself (£59).",
            ),
        ],
        "questions": [
            ("What size am I?", [[NOT_KNOWN]], []),
            ("what colour do I like", [["plum"]], []),
            ("What's my budget?", [["90"]], []),
            ("Who were the jumpers for?", [["husband"]], []),
            ("what size were the jumpers I looked at?", [["XL"]], []),
            ("What cardigan did I look at?", [["plum", "Studio"]], []),
            ("How much was the oatmeal jumper?", [["78"]], []),
            ("Which brand do I like?", [[NOT_KNOWN]], []),
            ("do I have any occasions coming up", [[NOT_KNOWN]], []),
            ("what do you remember about me?", [["plum"], ["90"]], []),
        ],
    },
    # 19. a trip moved twice
    {
        "facts": [
            ("2026-08-14", "The shopper is going to New York on 12 March 2027."),
            ("2026-09-29", "The shopper's New York trip has moved to 16 April 2027."),
            ("2026-11-27", "The shopper's New York trip is now on 21 May 2027."),
            ("2026-11-27", "The shopper will spend up to $300 on a coat."),
            ("2026-11-27", "The shopper likes camel."),
            ("2026-11-27", "The shopper wears a US 6."),
        ],
        "visits": [],
        "questions": [
            (
                "When am I going to New York?",
                [on("2027-05-21")],
                on("2027-03-12") + on("2027-04-16"),
            ),
            ("is new york still in april?", [["May"]], []),
            ("Where am I going in May?", [["New York"]], []),
            ("What's my coat budget?", [["300"]], []),
            ("What colour do I like?", [["camel"]], []),
            ("what size am I", [["6"]], []),
            ("Which brands do I like?", [[NOT_KNOWN]], []),
            ("what did I look at last time?", [[NOT_KNOWN]], []),
            ("What do you know about me?", [["New York"], ["300"], ["camel"], ["6"]], []),
            ("do I like camel coats?", [["camel"]], []),
        ],
    },
    # 20. bridesmaid
    {
        "facts": [
            ("2026-07-03", "The shopper is a bridesmaid at a wedding on 18 September 2027."),
            ("2026-07-03", "The shopper is a UK 12."),
            ("2026-07-03", "The shopper likes lilac."),
            ("2026-10-10", "The shopper dislikes {brand0}."),
            ("2026-10-10", "The shopper wants to spend no more than £40 on shoes."),
        ],
        "visits": [
            (
                "2026-10-10",
                "sandals under 40 in a 5?",
                "[Cove Lilac Sandals](/products/HOL-044/) at £36 are in stock in UK 5.",
                "Looked at lilac sandals in UK 5 (£36) for the bridesmaid outfit.",
            ),
        ],
        "questions": [
            ("When's the wedding I'm a bridesmaid at?", [on("2027-09-18")], []),
            ("what role do I have at the wedding", [["bridesmaid"]], []),
            ("What size am I?", [["12"]], []),
            ("What's my favourite colour?", [["lilac"]], []),
            ("which brand do I dislike?", [["{brand0}"]], []),
            ("How much will I spend on shoes?", [["40"]], []),
            ("What sandals did I look at?", [["lilac", "Cove"]], []),
            ("What shoe size were the sandals?", [["5"]], []),
            ("do I like {brand0}?", [NO], []),
            ("Which colours do I avoid?", [[NOT_KNOWN]], []),
            (
                "What do you remember about me?",
                [["bridesmaid"], ["12"], ["lilac"], ["{brand0}"]],
                [],
            ),
        ],
    },
    # 21. a tall man
    {
        "facts": [
            ("2026-06-21", "The shopper wears XL Tall in coats."),
            ("2026-06-21", "The shopper's jeans are W38 L34."),
            ("2026-06-21", "The shopper's shoe size is EU 46."),
            ("2026-09-09", "The shopper prefers black."),
            ("2026-09-09", "The shopper loves {brand2}."),
            ("2026-11-11", "The shopper starts a new job on 15 February 2027."),
        ],
        "visits": [
            (
                "2026-11-11",
                "black jeans W38 L34",
                "[City Black Jeans](/products/SAL-027/) by {brand2} at £70 in W38 L34.",
                "Looked at black {brand2} jeans in W38 L34 (£70).",
            ),
        ],
        "questions": [
            ("What size coat do I wear?", [["XL"]], []),
            ("what's my inside leg", [["L34", "34"]], []),
            ("What waist am I?", [["W38", "38"]], []),
            ("what size shoes", [["46"]], []),
            ("What colour do I prefer?", [["black"]], []),
            ("Which brand do I love?", [["{brand2}"]], []),
            ("When do I start my new job?", [on("2027-02-15")], []),
            ("What jeans did I look at?", [["black", "City"]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("Do I need tall sizes?", [["Tall"]], []),
        ],
    },
    # 22. only visits, no facts
    {
        "facts": [],
        "visits": [
            (
                "2026-09-05",
                "roll necks for men?",
                "Two to look at: [Heritage Ecru Roll Neck](/products/QUI-012/) at £68 and "
                "[Summit Forest Green Roll Neck](/products/QUI-013/) at £74.",
                "Looked at men's roll necks (ecru £68, forest green £74).",
            ),
            (
                "2026-10-13",
                "any scarves",
                "[Lane Burgundy Scarf](/products/QUI-060/) at £25.",
                "Looked at a burgundy scarf (£25).",
            ),
            (
                "2026-11-17",
                "sneakers in a 43",
                "In EU 43: [Coastal White Sneakers](/products/QUI-030/) at £95.",
                "Looked at white sneakers in EU 43 (£95).",
            ),
            (
                "2026-11-29",
                "parkas for men",
                "[Ridge Navy Parka](/products/QUI-041/) at £199.",
                "Looked at a navy men's parka (£199).",
            ),
        ],
        "questions": [
            ("What did I look at last time?", [["parka"]], []),
            ("what was the first thing I looked at here?", [["roll neck"]], []),
            ("What colour was the scarf?", [["burgundy"]], []),
            ("what size were the sneakers", [["43"]], []),
            ("How much was the green roll neck?", [["74"]], []),
            ("When did I look at sneakers?", [on("2026-11-17")], []),
            ("What's my size?", [[NOT_KNOWN]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("Do I have a favourite colour?", [[NOT_KNOWN]], []),
            (
                "What have I looked at before?",
                [["roll neck"], ["scarf"], ["sneaker"], ["parka"]],
                [],
            ),
        ],
    },
    # 23. the shopper's own wedding; a budget range
    {
        "facts": [
            ("2026-05-15", "The shopper is getting married on 12 June 2027."),
            ("2026-05-15", "The shopper wears a 42R jacket and a 36 waist."),
            ("2026-05-15", "The shopper's budget for the wedding suit is between £300 and £400."),
            ("2026-08-30", "The shopper likes navy."),
        ],
        "visits": [
            (
                "2026-08-30",
                "navy blazers in a 42 regular",
                "[Heritage Navy Blazer](/products/FEL-020/) at £240 is in stock in 42R.",
                "Looked at a navy blazer in 42R (£240) for the wedding.",
            ),
        ],
        "questions": [
            ("When am I getting married?", [on("2027-06-12")], []),
            ("What's my jacket size?", [["42R", "42 regular"]], []),
            ("what waist am i", [["36"]], []),
            ("How much am I spending on the wedding suit?", [["300"], ["400"]], []),
            ("What colour do I like?", [["navy"]], []),
            ("What did I look at for the wedding?", [["blazer"]], []),
            ("How much was the blazer?", [["240"]], []),
            ("Which brand do I like?", [[NOT_KNOWN]], []),
            ("what's my shoe size?", [[NOT_KNOWN]], []),
            (
                "What do you remember about me?",
                [["married", "wedding"], ["42R", "42 regular"], ["300"], ["navy"]],
                [],
            ),
        ],
    },
    # 24. a colour and a size changed
    {
        "facts": [
            ("2026-02-19", "The shopper mostly wears black."),
            ("2026-02-19", "The shopper is a size medium."),
            ("2026-11-08", "The shopper now prefers navy over black."),
            ("2026-11-08", "The shopper has gone up to a large."),
            ("2026-11-08", "The shopper usually spends around £90."),
        ],
        "visits": [],
        "questions": [
            ("What colour do I prefer now?", [["navy"]], []),
            ("Am I a medium?", [["large", "L"]], []),
            ("What size am I?", [["large", "L"]], ["medium"]),
            ("What's my usual spend?", [["90"]], []),
            ("do i still wear mostly black?", [["navy"]], []),
            ("Which brand do I like?", [[NOT_KNOWN]], []),
            ("Have I got any plans coming up?", [[NOT_KNOWN]], []),
            ("What do you know about me?", [["navy"], ["large", "L"], ["90"]], []),
            ("What did I look at last time?", [[NOT_KNOWN]], []),
            ("what's my shoe size", [[NOT_KNOWN]], []),
        ],
    },
    # 25. a ski trip
    {
        "facts": [
            ("2026-10-03", "The shopper is going skiing in Val d'Isere on 23 January 2027."),
            ("2026-10-03", "The shopper takes a medium in jackets."),
            ("2026-10-03", "The shopper will spend up to £250 on a jacket."),
            ("2026-10-03", "The shopper avoids {brand3}."),
            ("2026-10-03", "The shopper likes red."),
        ],
        "visits": [
            (
                "2026-10-03",
                "red parkas in medium",
                "[Summit Red Parka](/products/ROW-015/) at £229 is in stock in M.",
                "Looked at a red parka in medium (£229) for the ski trip.",
            ),
        ],
        "questions": [
            ("When am I going skiing?", [on("2027-01-23")], []),
            ("where am I skiing", [["Val d'Is", "Val d"]], []),
            ("What size jacket do I take?", [["medium", "M"]], []),
            ("What's my jacket budget?", [["250"]], []),
            ("Which brand do I avoid?", [["{brand3}"]], []),
            ("What colour do I like?", [["red"]], []),
            ("What did I look at for the ski trip?", [["parka"]], []),
            ("How much was the parka?", [["229"]], []),
            ("do I like {brand3}?", [NO], []),
            ("What's my shoe size?", [[NOT_KNOWN]], []),
        ],
    },
    # 26. a funeral
    {
        "facts": [
            ("2026-12-01", "The shopper has a funeral to attend on 18 December 2026."),
            ("2026-12-01", "The shopper is a size 14."),
            ("2026-12-01", "The shopper's budget is under £80."),
            ("2026-12-01", "The shopper only wears dark colours like black and navy."),
        ],
        "visits": [
            (
                "2026-12-01",
                "black dresses in a 14",
                "[Classic Black Midi Dress](/products/KIT-023/) at £75 is in stock in a 14.",
                "Looked at a black midi dress in size 14 (£75) for the funeral.",
            ),
        ],
        "questions": [
            ("When is the funeral?", [on("2026-12-18")], []),
            ("What size am I?", [["14"]], []),
            ("what's my budget", [["80"]], []),
            ("What colours do I wear?", [["black"], ["navy"]], []),
            ("What dress did I look at?", [["black", "midi"]], []),
            ("How much was the dress?", [["75"]], []),
            ("Which brand do I like?", [[NOT_KNOWN]], []),
            ("What's my shoe size?", [[NOT_KNOWN]], []),
            ("What do you remember about me?", [["funeral"], ["14"], ["80"], ["black"]], []),
        ],
    },
    # 27. a student; uni
    {
        "facts": [
            ("2026-08-08", "The shopper is a student with a budget of under £20 per item."),
            ("2026-08-08", "The shopper likes {brand0}."),
            ("2026-08-08", "The shopper is an XS."),
            ("2026-08-08", "The shopper starts university on 21 September 2027."),
            ("2026-10-31", "The shopper avoids pink."),
        ],
        "visits": [
            (
                "2026-10-31",
                "tees under 20 in XS",
                "[Everyday White Tee](/products/ORC-004/) at £14 and "
                "[Weekend Sage Tee](/products/ORC-005/) at £17 are both in XS.",
                "Looked at T-shirts in XS under £20 (white £14, sage £17).",
            ),
        ],
        "questions": [
            ("What's my budget per item?", [["20"]], []),
            ("what size am I", [["XS", "extra small"]], []),
            ("Which brand do I like?", [["{brand0}"]], []),
            ("When do I start uni?", [on("2027-09-21")], []),
            ("What colour do I avoid?", [["pink"]], []),
            ("do i like pink", [NO], []),
            ("Which tees did I look at?", [["white"], ["sage"]], []),
            ("How much was the sage tee?", [["17"]], []),
            ("What's my shoe size?", [[NOT_KNOWN]], []),
            (
                "What do you know about me?",
                [["20"], ["XS", "extra small"], ["{brand0}"], ["uni", "university"]],
                [],
            ),
        ],
    },
    # 28. a baby shower, then a christening
    {
        "facts": [
            ("2026-11-13", "The shopper has a baby shower on 27 February 2027."),
            ("2026-11-13", "The shopper has a christening on 13 June 2027."),
            ("2026-11-13", "The shopper is a size 16 in dresses."),
            ("2026-11-13", "The shopper likes teal."),
            ("2026-11-13", "The shopper won't buy {brand4}."),
            ("2026-11-13", "The shopper's budget is £60."),
        ],
        "visits": [],
        "questions": [
            ("When's the baby shower?", [on("2027-02-27")], []),
            ("when is the christening", [on("2027-06-13")], []),
            ("What's coming up first, the christening or the baby shower?", [["baby shower"]], []),
            ("What dress size am I?", [["16"]], []),
            ("What colour do I like?", [["teal"]], []),
            ("Which brand won't I buy?", [["{brand4}"]], []),
            ("What's my budget?", [["60"]], []),
            ("do I like {brand4}", [NO], []),
            ("What colour do I avoid?", [[NOT_KNOWN]], []),
            ("what did I look at last time", [[NOT_KNOWN]], []),
        ],
    },
    # 29. a shoe size went from whole to half; a race moved
    {
        "facts": [
            ("2026-03-11", "The shopper wears UK 7 trainers."),
            ("2026-09-17", "The shopper now takes a UK 7.5 in trainers."),
            ("2026-09-17", "The shopper is doing a 10k race on 17 October 2027."),
            ("2026-11-21", "The shopper's 10k race has been moved to 24 October 2027."),
            ("2026-11-21", "The shopper likes {brand1}."),
            ("2026-11-21", "The shopper spends up to £110 on trainers."),
        ],
        "visits": [
            (
                "2026-11-21",
                "{brand1} trainers in a 7.5?",
                "[Summit Sky Blue Trainers](/products/NOR-040/) by {brand1} at £99 in UK 7.5.",
                "Looked at sky blue {brand1} trainers in UK 7.5 (£99).",
            ),
        ],
        "questions": [
            ("What size trainers do I wear?", [["7.5"]], []),
            ("When's my 10k?", [on("2027-10-24")], on("2027-10-17")),
            ("What race am I doing?", [["10k"]], []),
            ("Which brand do I like?", [["{brand1}"]], []),
            ("How much do I spend on trainers?", [["110"]], []),
            ("what trainers did i look at", [["sky blue", "Summit"]], []),
            ("Was my race moved?", [on("2027-10-24")], []),
            ("What colours do I like?", [[NOT_KNOWN]], []),
            ("What do you remember about me?", [["7.5"], ["10k"], ["{brand1}"], ["110"]], []),
        ],
    },
]
