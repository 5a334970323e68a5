"""Questions about the shopper of split "test28", written blind to the offline model and to the
other splits.

Each profile: `facts` (date said, fact sentence), `visits` (date, the shopper's message, the
assistant's reply, a one-line summary), `questions` (question, must: groups of alternatives of
which one each is said, must_not: what the answer may not say). `NOT_KNOWN` as the one
alternative of a group: the answer must say it does not know (never stated).
"""

from __future__ import annotations

from benchmarks.offline_corpus import NOT_KNOWN

NO = ("no", "No", "not", "didn't", "did not", "none", "nothing")

PROFILES: list[dict] = [
    # 1: UK, tops in M, EU 38 shoes, avoids yellow, likes brand1
    {
        "facts": [
            ("2026-02-11", "The shopper wears size M in tops."),
            ("2026-02-11", "The shopper avoids yellow."),
            ("2026-04-02", "The shopper's shoe size is EU 38."),
            ("2026-04-02", "The shopper likes {brand1}."),
        ],
        "visits": [
            (
                "2026-02-11",
                "looking for a light jumper for spring, M please, nothing yellow",
                "Here are three cotton crew necks in M: sage, navy and ecru.",
                "Looked at spring crew neck jumpers in M; shortlisted a sage one.",
            ),
            (
                "2026-04-02",
                "need trainers, I'm a 38",
                "I found white trainers from {brand1} in EU 38 at €84 and grey ones at €72.",
                "Browsed trainers in EU 38; liked the white {brand1} pair.",
            ),
        ],
        "questions": [
            ("what size top do I take?", (("M", "medium"),), ("L",)),
            ("and what's my shoe size, remind me?", (("38",),), ()),
            ("Which colour did I say I didn't want?", (("yellow",),), ()),
            ("is there a brand I'm into?", (("{brand1}",),), ()),
            (
                "what was I shopping for the first time I came in?",
                (("jumper", "crew neck", "knit"),),
                (),
            ),
            ("which jumper colour did I shortlist", (("sage",),), ()),
            ("when did I come in for trainers?", (("April", "2026-04-02", "04-02"),), ()),
            ("do you know how much I like to spend?", ((NOT_KNOWN,),), ()),
            ("have I mentioned any event I'm shopping for?", ((NOT_KNOWN,),), ()),
            ("whats my waist size", ((NOT_KNOWN,),), ()),
            ("tell me everything you know about me", (("M", "medium"), ("38",), ("yellow",)), ()),
        ],
    },
    # 2: US, sneakers 10.5, jeans W33 L32, black/charcoal, $90
    {
        "facts": [
            ("2026-03-14", "The shopper wears US 10.5 in sneakers."),
            ("2026-03-14", "The shopper's jeans size is W33 L32."),
            ("2026-03-14", "The shopper prefers black and charcoal."),
            ("2026-03-14", "The shopper's budget is about $90 per item."),
        ],
        "visits": [
            (
                "2026-03-14",
                "need black jeans 33 32",
                "I found two pairs of black slim jeans in W33 L32 under $90.",
                "Looked for black jeans in W33 L32; none bought.",
            ),
            (
                "2026-06-01",
                "any running shoes in 10.5?",
                "Here are two pairs in US 10.5 from {brand2}, a charcoal pair at $85 and a white "
                "pair at $79.",
                "Browsed running sneakers in US 10.5; saved the charcoal pair from {brand2}.",
            ),
        ],
        "questions": [
            ("what's my sneaker size", (("10.5",),), ()),
            ("remind me of my jeans measurements", (("33", "W33"), ("32", "L32")), ()),
            ("what colours do I usually go for?", (("black", "charcoal"),), ()),
            ("how much do I like to spend, roughly?", (("90",),), ()),
            ("which brand made the sneakers I saved?", (("{brand2}",),), ()),
            ("what colour were those saved sneakers?", (("charcoal",),), ()),
            ("did I end up buying jeans?", (NO,), ()),
            ("when was I in looking at jeans?", (("March", "2026-03-14", "03-14"),), ()),
            ("what's my shirt size?", ((NOT_KNOWN,),), ()),
            ("Do I have a favourite brand?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 3: EU, dress 38, shoes 39, dislikes orange, Tuscany wedding, €200
    {
        "facts": [
            ("2026-01-20", "I wear a 38 in dresses"),
            ("2026-01-20", "The shopper takes EU 39 in shoes."),
            ("2026-02-02", "The shopper dislikes orange."),
            ("2026-02-02", "The shopper is going to a wedding in Tuscany in June."),
            ("2026-02-02", "The shopper's budget for the wedding outfit is €200."),
        ],
        "visits": [
            (
                "2026-01-20",
                "looking for a midi dress for spring",
                "Here are four midi dresses in EU 38; my pick is a sage one from {brand0} at €89.",
                "Browsed midi dresses in 38; liked a sage {brand0} dress.",
            ),
            (
                "2026-02-02",
                "wedding guest outfit needed, NOT orange!",
                "I picked three wrap dresses under €200: cobalt, blush and plum.",
                "Looked for a wedding guest wrap dress under €200; shortlisted cobalt and plum.",
            ),
        ],
        "questions": [
            ("What's the occasion I'm shopping for?", (("wedding",),), ()),
            ("where is that wedding again?", (("Tuscany",),), ()),
            ("which month is the wedding", (("June",),), ()),
            ("how much did I want to spend on the outfit?", (("200",),), ()),
            ("what colour should you never show me?", (("orange",),), ()),
            ("what's my dress size?", (("38",),), ()),
            ("which shoe size do I take", (("39",),), ()),
            ("which two dresses did I shortlist for the wedding?", (("cobalt",), ("plum",)), ()),
            ("what dress did I like back in January?", (("sage",),), ()),
            ("Have I told you my height?", ((NOT_KNOWN,),), ()),
            ("what coat size am I?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 4: UK man, 42R blazers, 34 waist, dislikes brand3, interview, navy
    {
        "facts": [
            ("2026-03-01", "The shopper wears a 42 regular in blazers."),
            ("2026-03-01", "The shopper has a 34 waist."),
            ("2026-03-01", "The shopper doesn't like {brand3}."),
            ("2026-03-01", "The shopper has a job interview on 12 March."),
            ("2026-03-01", "The shopper likes navy."),
        ],
        "visits": [
            (
                "2026-03-01",
                "need a blazer for an interview, 42R",
                "I found a navy blazer from {brand1} in 42R at £129 and a charcoal one from "
                "{brand0} at £99.",
                "Looked at interview blazers in 42R; liked the navy {brand1} one at £129.",
            ),
        ],
        "questions": [
            ("wat size blazer am i", (("42", "42R"),), ()),
            ("what's my waist measurement?", (("34", "W34"),), ()),
            ("which brand am I not keen on?", (("{brand3}",),), ()),
            ("what did I need a blazer for?", (("interview",),), ()),
            ("when's my interview", (("March", "12"),), ()),
            ("how much was the blazer I liked?", (("129",),), ()),
            ("which brand was that blazer from?", (("{brand1}",),), ("{brand3}",)),
            ("which colour am I drawn to?", (("navy",),), ()),
            ("did I give you a budget for the blazer?", ((NOT_KNOWN,),), ()),
            ("any idea what size shoe I wear?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 5: petite student, UK 6 dresses, XS tops, lilac, £40, university
    {
        "facts": [
            ("2026-09-10", "I'm a UK 6 in dresses."),
            ("2026-09-10", "The shopper wears XS tops."),
            ("2026-09-10", "The shopper loves lilac."),
            ("2026-09-22", "The shopper is a student and keeps to about £40 an item."),
            ("2026-09-22", "The shopper is starting university in late September."),
        ],
        "visits": [
            (
                "2026-09-10",
                "cute tops for uni pls, XS",
                "Here are XS tees in lilac, ecru and sage, all under £25.",
                "Browsed XS tees for uni; liked a lilac tee.",
            ),
            (
                "2026-09-22",
                "a warm coat under 40?",
                "Coats under £40 are rare, but I found a black parka at £39.50.",
                "Looked for a coat under £40; found a black parka at £39.50.",
            ),
        ],
        "questions": [
            ("what size tops do I wear", (("XS",),), ()),
            ("what dress size am I", (("6",),), ()),
            ("my favourite colour is...?", (("lilac",),), ()),
            ("what's my usual spending cap", (("40",),), ()),
            ("why was I buying tops in september?", (("university", "uni"),), ()),
            ("what coat did you find me last time?", (("parka",),), ()),
            ("how much was that parka", (("39.50", "39.5"),), ()),
            ("what colour was the coat you found?", (("black",),), ()),
            ("Do you know my shoe size?", ((NOT_KNOWN,),), ()),
            ("which brands do I like?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 6: Swiss hiker, L, EU 44 boots, Alps in August, brand4, avoids neon, 250 CHF
    {
        "facts": [
            ("2026-06-15", "The shopper wears size L."),
            ("2026-06-15", "The shopper takes EU 44 in boots."),
            ("2026-06-15", "The shopper is going hiking in the Alps in August."),
            ("2026-06-15", "The shopper prefers {brand4} for outdoor gear."),
            ("2026-07-02", "The shopper avoids neon colours."),
            ("2026-06-15", "The shopper's budget for boots is 250 CHF."),
        ],
        "visits": [
            (
                "2026-06-15",
                "hiking boots 44 please",
                "Here are two pairs in EU 44: a brown pair from {brand4} at 229 CHF and a grey "
                "pair from {brand2} at 189 CHF.",
                "Looked at hiking boots in EU 44; liked the brown {brand4} pair at 229 CHF.",
            ),
            (
                "2026-07-02",
                "rain jacket in L, nothing neon",
                "I found three rain jackets in L: olive, navy and red.",
                "Browsed rain jackets in L; bought the olive one.",
            ),
        ],
        "questions": [
            ("what am I going to the Alps for?", (("hiking", "hike"),), ()),
            ("Which month is my trip?", (("August",),), ()),
            ("what did I buy on my last visit?", (("jacket", "raincoat"), ("olive",)), ()),
            ("how much can I spend on boots?", (("250",),), ()),
            ("what colours should you avoid for me?", (("neon",),), ("olive",)),
            ("my boot size?", (("44",),), ()),
            ("which brand do I go for outdoors", (("{brand4}",),), ()),
            ("how much were the boots I liked?", (("229",),), ()),
            ("do you know my jeans size", ((NOT_KNOWN,),), ()),
            ("have I ever told you my favourite colour?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 7: size changed 14 -> 12, emerald, avoids beige, daughter's graduation
    {
        "facts": [
            ("2026-01-08", "The shopper wears a UK 14."),
            ("2026-07-19", "The shopper now wears a UK 12 after losing weight."),
            ("2026-07-19", "The shopper looks best in emerald."),
            ("2026-07-19", "The shopper steers clear of beige."),
            (
                "2026-07-19",
                "The shopper's daughter graduates in September and the shopper wants an outfit for it.",
            ),
        ],
        "visits": [
            (
                "2026-01-08",
                "winter coat, 14",
                "Here are wool coats in 14, including a camel one from {brand2} at £160.",
                "Looked at winter coats in 14; chose nothing.",
            ),
            (
                "2026-07-19",
                "dress for my daughter's graduation, I'm a 12 now!",
                "Congratulations to her! Here are emerald dresses in 12.",
                "Browsed emerald dresses in 12 for a graduation; saved a wrap dress from {brand0}.",
            ),
        ],
        "questions": [
            ("what size am I now?", (("12",),), ()),
            ("has my size changed since I first came?", (("12",), ("14",)), ()),
            ("what colour suits me best?", (("emerald",),), ()),
            ("is there a colour I avoid?", (("beige",),), ()),
            ("what's happening in September?", (("graduation", "graduates"),), ()),
            ("whose graduation is it", (("daughter",),), ("son",)),
            ("which dress did I save in July?", (("wrap",),), ()),
            ("which brand was the dress I saved", (("{brand0}",),), ()),
            ("what was I after back in January?", (("coat",),), ()),
            ("what's my budget for the graduation outfit?", ((NOT_KNOWN,),), ()),
            ("what shoe size do I take?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 8: Nordic, M, black, Christmas party, 1000 kr, dislikes brand0
    {
        "facts": [
            ("2026-11-02", "The shopper wears size M."),
            ("2026-11-02", "The shopper mostly wears black."),
            ("2026-12-01", "The shopper has a work Christmas party on 18 December."),
            ("2026-11-02", "The shopper's limit is 1000 kr for a jacket."),
            ("2026-11-02", "I don't like {brand0}, their stuff pills"),
        ],
        "visits": [
            (
                "2026-11-02",
                "black jacket under 1000 kr, M",
                "Here are two black jackets in M under 1000 kr: a bomber from {brand3} at 899 kr "
                "and a shacket from {brand1} at 749 kr.",
                "Looked at black jackets in M; bought the {brand3} bomber.",
            ),
            (
                "2026-12-01",
                "something for the xmas party",
                "For your Christmas party, here are black shirts in M.",
                "Browsed party shirts in M; nothing chosen.",
            ),
        ],
        "questions": [
            ("what's my size", (("M", "medium"),), ()),
            ("which brand don't I like, and why?", (("{brand0}",), ("pill",)), ()),
            ("when's the party", (("18", "December"),), ()),
            ("what kind of party have I got coming up?", (("Christmas", "xmas"),), ()),
            ("what did I buy in november?", (("bomber", "jacket"),), ()),
            ("which brand made the jacket I bought?", (("{brand3}",),), ("{brand0}",)),
            ("max I'll pay for a jacket?", (("1000", "1,000", "1 000"),), ()),
            ("what colour do I wear most", (("black",),), ()),
            ("did I pick anything on my last visit?", (NO,), ()),
            ("do you know my trouser size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 9: US 4, shoes US 7, no pink, cobalt, baby shower, brand2
    {
        "facts": [
            ("2026-04-10", "I'm a 4 in US sizes."),
            ("2026-04-10", "The shopper's shoe size is US 7."),
            ("2026-04-10", "The shopper doesn't wear pink."),
            ("2026-05-05", "The shopper likes cobalt."),
            ("2026-05-05", "The shopper is hosting a baby shower on 23 May."),
            ("2026-05-05", "The shopper likes {brand2}."),
        ],
        "visits": [
            (
                "2026-04-10",
                "sandals in a 7 for summer, no pink please",
                "Here are sandals in US 7: tan, white and cobalt.",
                "Browsed sandals in US 7; liked the white ones.",
            ),
            (
                "2026-05-05",
                "dress for a baby shower I'm hosting",
                "Here are cobalt midi dresses in US 4, one from {brand2} at $98.",
                "Looked at cobalt midi dresses in 4 for a baby shower; bought the {brand2} one at $98.",
            ),
        ],
        "questions": [
            ("remind me what size I am", (("4",),), ()),
            ("What's my shoe size again??", (("7",),), ()),
            ("which colour did I say no to", (("pink",),), ("cobalt",)),
            ("what event am I hosting?", (("baby shower", "shower"),), ()),
            ("what date is the shower", (("23",),), ()),
            ("how much did I pay for the dress?", (("98",),), ()),
            ("which sandals did I like?", (("white",),), ()),
            ("what brand do I like", (("{brand2}",),), ()),
            ("how much am I willing to spend per item?", ((NOT_KNOWN,),), ()),
            ("what's my jean size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 10: 2XL hoodies, W38, refuses brand1, £60, Download festival, black/khaki
    {
        "facts": [
            ("2026-05-12", "The shopper wears 2XL in hoodies."),
            ("2026-05-12", "The shopper has a 38 waist."),
            ("2026-05-12", "The shopper won't buy {brand1}."),
            ("2026-05-12", "The shopper keeps to about £60 per item."),
            ("2026-05-12", "The shopper is going to Download festival in June."),
            ("2026-05-12", "The shopper likes black and khaki."),
        ],
        "visits": [
            (
                "2026-05-12",
                "festival gear, need a waterproof in 2XL",
                "Here are waterproofs in 2XL under £60: a khaki one from {brand4} at £55 and a "
                "black one from {brand0} at £58.",
                "Looked for a festival waterproof in 2XL; bought the khaki {brand4} one at £55.",
            ),
        ],
        "questions": [
            ("which festival am I going to?", (("Download",),), ()),
            ("hoodie size, remind me?", (("2XL", "XXL"),), ()),
            ("what waist am I?", (("38", "W38"),), ()),
            ("what brand do I refuse to buy?", (("{brand1}",),), ()),
            ("how much do I normally spend on stuff", (("60",),), ()),
            ("what did I get for the festival?", (("waterproof", "jacket", "rain"),), ()),
            ("how much was the waterproof", (("55",),), ()),
            ("what colours am I into?", (("black",), ("khaki",)), ()),
            ("have I ever said what size feet I have?", ((NOT_KNOWN,),), ()),
            ("when is the festival", (("June",),), ()),
        ],
    },
    # 11: EU/FR 36, shoes 37, burgundy, avoids white, €150, anniversary
    {
        "facts": [
            ("2026-02-01", "The shopper wears FR 36."),
            ("2026-02-01", "The shopper takes a 37 in shoes."),
            ("2026-02-01", "I've always loved burgundy"),
            ("2026-02-01", "The shopper avoids white because it stains."),
            ("2026-02-01", "The shopper's limit is €150."),
            ("2026-02-10", "The shopper's anniversary dinner is on 14 February."),
        ],
        "visits": [
            (
                "2026-02-01",
                "bottines en 37? ankle boots",
                "Here are ankle boots in EU 37 under €150, including burgundy suede from {brand3} "
                "at €139.",
                "Looked at ankle boots in 37; liked the burgundy suede {brand3} boots at €139.",
            ),
            (
                "2026-02-10",
                "robe pour un dîner, it's our anniversary",
                "Here are dresses in 36; a burgundy wrap dress at €95 would be lovely.",
                "Browsed anniversary dinner dresses in 36; bought a burgundy wrap dress at €95.",
            ),
        ],
        "questions": [
            ("what occasion did I buy a dress for?", (("anniversary",),), ()),
            ("what date is my anniversary dinner?", (("14",),), ()),
            ("What's my favourite colour?", (("burgundy",),), ()),
            ("which colour don't I wear?", (("white",),), ()),
            ("what's my spending limit", (("150",),), ()),
            ("what size clothes do I wear?", (("36",),), ()),
            ("et ma pointure ? (shoe size)", (("37",),), ()),
            ("what did I buy last time and for how much?", (("wrap", "dress"), ("95",)), ()),
            ("which boots did I like?", (("suede", "ankle", "burgundy"),), ()),
            ("is there a label I always go back to?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 12: US man, shoes 12, collar 15.5, best man, $300 suit, white shirts
    {
        "facts": [
            ("2026-08-30", "The shopper takes a US 12 in shoes."),
            ("2026-08-30", "The shopper's collar is 15.5."),
            ("2026-08-30", "The shopper is best man at his brother's wedding in October."),
            ("2026-08-30", "The shopper's budget for the suit is $300."),
            ("2026-08-30", "I tend to go for white shirts"),
        ],
        "visits": [
            (
                "2026-08-30",
                "need a suit, I'm best man",
                "Here are suits under $300: navy from {brand0} at $279 and charcoal from {brand2} "
                "at $249.",
                "Looked at suits under $300; shortlisted navy {brand0} and charcoal {brand2}.",
            ),
            (
                "2026-09-14",
                "shoes to go with a navy suit, 12",
                "Here are brown oxfords in US 12 at $120.",
                "Bought brown oxfords in US 12.",
            ),
        ],
        "questions": [
            ("Whose wedding is it?", (("brother",),), ("sister",)),
            ("what's my role at the wedding", (("best man",),), ()),
            ("what month's the wedding?", (("October",),), ()),
            ("collar size?", (("15.5",),), ()),
            ("what's my suit budget", (("300",),), ()),
            ("which suits did I shortlist?", (("navy",), ("charcoal",)), ()),
            ("which shoes did I get", (("oxford",), ("brown",)), ()),
            ("what size shoes did I buy?", (("12",),), ()),
            ("what color shirts do I wear?", (("white",),), ()),
            ("what's my chest size?", ((NOT_KNOWN,),), ()),
            ("sum up what you know about me", (("best man", "brother"), ("15.5",), ("12",)), ()),
        ],
    },
    # 13: parent, son is 8, shopper L, brand4, dislikes purple
    {
        "facts": [
            ("2026-09-01", "The shopper often shops for their son, who is 8."),
            ("2026-09-01", "The shopper wears size L."),
            ("2026-09-01", "The shopper prefers {brand4}."),
            ("2026-10-20", "The shopper dislikes purple."),
        ],
        "visits": [
            (
                "2026-09-01",
                "school coat for my lad, he's 8",
                "Here are parkas for age 8 in navy and forest green.",
                "Looked at kids' parkas for age 8; bought the navy parka.",
            ),
            (
                "2026-10-20",
                "beanie for me, nothing purple",
                "Here are beanies in One Size: rust and charcoal.",
                "Bought a charcoal beanie for themselves.",
            ),
        ],
        "questions": [
            ("how old's my son again?", (("8", "eight"),), ("9",)),
            ("what did I buy for him?", (("parka", "coat"),), ()),
            ("what colour was his coat", (("navy",),), ()),
            ("what size do I wear myself?", (("L", "large"),), ()),
            ("which brand do I go for", (("{brand4}",),), ()),
            ("a colour I don't like?", (("purple",),), ()),
            ("what did I get for myself?", (("beanie", "hat"),), ()),
            ("what colour is my beanie", (("charcoal",),), ()),
            ("what's my son's shoe size?", ((NOT_KNOWN,),), ()),
            ("what budget do I usually work to?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 14: UK 18, brand3 fits best, £50-70, mustard, granddaughter's christening
    {
        "facts": [
            ("2026-03-03", "I'm a UK 18, curvy and proud"),
            ("2026-03-03", "{brand3} fits me best"),
            ("2026-03-03", "I usually spend between 50 and 70 pounds"),
            ("2026-04-11", "mustard is my favourite colour"),
            ("2026-04-11", "my granddaughter's christening is on 2 May"),
        ],
        "visits": [
            (
                "2026-03-03",
                "jeans in 18 with stretch",
                "Here are stretch jeans in UK 18: {brand3} bootcut at £62 and {brand1} straight "
                "at £55.",
                "Looked at stretch jeans in UK 18; bought the {brand3} bootcut at £62.",
            ),
            (
                "2026-04-11",
                "christening outfit, something mustard?",
                "Here are mustard dresses in 18.",
                "Browsed mustard dresses in 18 for the christening; saved two.",
            ),
        ],
        "questions": [
            ("whose christening is it", (("granddaughter",),), ()),
            ("when's the christening?", (("May",),), ()),
            ("what size do I wear in general?", (("18",),), ()),
            ("what's my usual spending range", (("50",), ("70",)), ()),
            ("which label fits me best?", (("{brand3}",),), ()),
            ("which jeans did I buy?", (("bootcut",),), ()),
            ("how much did I pay for my jeans?", (("62",),), ()),
            ("what colour do I love?", (("mustard",),), ()),
            ("how many dresses did I save for the christening?", (("two", "2"),), ()),
            ("do you know any colours I dislike?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 15: runner, marathon, UK 9 trainers, Nike, £120, S tops
    {
        "facts": [
            ("2026-01-15", "The shopper is running the London Marathon in April."),
            ("2026-01-15", "The shopper takes UK 9 in trainers."),
            ("2026-01-15", "The shopper prefers Nike trainers."),
            ("2026-01-15", "The shopper will pay up to £120 for trainers."),
            ("2026-02-20", "The shopper wears size S in running tops."),
        ],
        "visits": [
            (
                "2026-01-15",
                "running trainers size 9",
                "We don't stock Nike, but here are running trainers in UK 9 under £120 from "
                "{brand1} and {brand4}.",
                "Looked at running trainers in UK 9; none bought as there was no Nike.",
            ),
            (
                "2026-02-20",
                "running tops small",
                "Here are S running tees in sky blue and black.",
                "Bought two sky blue running tees in S.",
            ),
        ],
        "questions": [
            ("what race am I training for", (("marathon",),), ()),
            ("when is my race?", (("April",),), ()),
            ("my trainer size pls", (("9",),), ()),
            ("what's my preferred brand for running shoes?", (("Nike",),), ()),
            ("how much will I spend on trainers", (("120",),), ()),
            ("why didn't I buy trainers in January?", (("Nike",),), ()),
            ("what did I buy in February", (("tee", "tees", "top", "tops", "t-shirt"),), ()),
            ("how many running tees did I buy", (("two", "2"),), ()),
            ("what colour were the running tees?", (("sky blue",),), ()),
            ("whats my waist measurement", ((NOT_KNOWN,),), ()),
        ],
    },
    # 16: US 10 dresses, US 8.5 shoes, no green, loves brand0, Royal Ascot
    {
        "facts": [
            ("2026-05-02", "I'm a US 10 in dresses"),
            ("2026-05-02", "The shopper wears US 8.5 shoes."),
            ("2026-05-02", "The shopper won't wear green."),
            ("2026-05-02", "The shopper loves {brand0}."),
            ("2026-05-02", "The shopper is going to Royal Ascot in June."),
        ],
        "visits": [
            (
                "2026-05-02",
                "dress + hat for ascot",
                "Here are dresses in US 10 from {brand0}: blush and cobalt.",
                "Browsed Ascot dresses in US 10; saved the blush {brand0} dress.",
            ),
            (
                "2026-05-20",
                "ok getting the blush one",
                "Great choice, the blush {brand0} midi in US 10 is $140.",
                "Bought the blush {brand0} midi dress at $140.",
            ),
        ],
        "questions": [
            ("what am I dressing up for", (("Ascot",),), ()),
            ("What did I end up buying?", (("blush",), ("dress", "midi")), ()),
            ("how much did the dress cost me", (("140",),), ()),
            ("which colour is off limits for me", (("green",),), ("blush",)),
            ("my fave label?", (("{brand0}",),), ()),
            ("what size dress do I wear", (("10",),), ()),
            ("what size are my feet", (("8.5",),), ()),
            ("did I ever mention a budget?", ((NOT_KNOWN,),), ()),
            ("which hat did I go for?", ((NOT_KNOWN,),), ()),
            ("when did I buy the dress?", (("20", "2026-05-20"),), ()),
        ],
    },
    # 17: colour preference changed: black -> brighter; L; €80
    {
        "facts": [
            ("2026-01-12", "The shopper mostly wears black."),
            (
                "2026-09-03",
                "The shopper no longer wears black and wants brighter colours like cobalt and red.",
            ),
            ("2026-01-12", "The shopper wears size L."),
            ("2026-09-03", "The shopper's budget is €80 per item."),
        ],
        "visits": [
            (
                "2026-01-12",
                "black hoodie L",
                "Here are black hoodies in L.",
                "Bought a black hoodie in L.",
            ),
            (
                "2026-09-03",
                "bored of black, show me colour",
                "Here are cobalt and red sweaters in L under €80.",
                "Browsed cobalt and red sweaters in L; liked a red one from {brand2}.",
            ),
        ],
        "questions": [
            ("what colours am I into these days?", (("cobalt", "red"),), ()),
            ("do I still wear black?", (("no", "No", "not", "longer"),), ("Yes",)),
            ("what did I buy the first time?", (("hoodie",),), ()),
            ("what size am I", (("L", "large"),), ()),
            ("how much per item do I spend", (("80",),), ()),
            ("which sweater did I like", (("red",),), ()),
            ("who made that sweater?", (("{brand2}",),), ()),
            ("shoe size - do you have it?", ((NOT_KNOWN,),), ()),
            ("have I got any events coming up?", ((NOT_KNOWN,),), ()),
            ("when did I say I was bored of black?", (("September", "2026-09-03", "09-03"),), ()),
        ],
    },
    # 18: Poland, EU 40, 200 zł, sage/oatmeal, skiing in Zakopane, dislikes brand4
    {
        "facts": [
            ("2026-01-05", "The shopper wears EU 40."),
            ("2026-01-05", "The shopper's budget is up to 200 zł per item."),
            ("2026-01-18", "The shopper likes sage and oatmeal."),
            ("2026-01-05", "The shopper is going skiing in Zakopane in February."),
            ("2026-01-18", "The shopper dislikes {brand4}."),
        ],
        "visits": [
            (
                "2026-01-05",
                "thermal layers for skiing, 40",
                "Here are merino base layers in 40.",
                "Bought merino base layers in 40.",
            ),
            (
                "2026-01-18",
                "sweter narciarski? a ski jumper",
                "Here are jumpers in 40 under 200 zł in oatmeal and sage.",
                "Saved an oatmeal roll neck.",
            ),
        ],
        "questions": [
            ("where am I skiing", (("Zakopane",),), ()),
            ("when's the ski trip", (("February",),), ()),
            ("what size do I wear", (("40",),), ()),
            ("budget per piece?", (("200",),), ()),
            ("which colours do I like?", (("sage", "oatmeal"),), ()),
            ("brand I don't like", (("{brand4}",),), ()),
            ("what did I buy first?", (("base layer", "merino", "thermal"),), ()),
            ("what did I save?", (("roll neck", "rollneck", "jumper"),), ()),
            ("remind me my shoe size, if you know it", ((NOT_KNOWN,),), ()),
            ("is there a brand I love?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 19: funeral, XL coats, 36 waist, avoids brown, brand1
    {
        "facts": [
            ("2026-11-01", "The shopper wears XL in coats."),
            ("2026-11-02", "The shopper has a 36 waist."),
            ("2026-11-01", "The shopper has a funeral to attend on Thursday 5 November."),
            ("2026-11-01", "The shopper avoids brown."),
            ("2026-11-01", "The shopper likes {brand1}."),
        ],
        "visits": [
            (
                "2026-11-01",
                "need something dark for a funeral",
                "I'm sorry for your loss. Here are black and charcoal coats in XL.",
                "Looked at dark coats in XL for a funeral; bought a charcoal {brand1} overcoat.",
            ),
            (
                "2026-11-02",
                "black trousers 36",
                "Here are black trousers with a 36 waist.",
                "Bought black chinos in W36.",
            ),
        ],
        "questions": [
            ("what was I shopping for in november", (("funeral",),), ()),
            ("what date is the funeral?", (("5", "November"),), ()),
            ("coat size?", (("XL",),), ()),
            ("which coat did I buy?", (("charcoal",), ("coat",)), ()),
            ("which brand was it", (("{brand1}",),), ()),
            ("waist size?", (("36", "W36"),), ()),
            ("what trousers did I buy", (("chino",),), ()),
            ("which colour don't I like?", (("brown",),), ("charcoal",)),
            ("what's my budget", ((NOT_KNOWN,),), ()),
            ("how tall am I", ((NOT_KNOWN,),), ()),
        ],
    },
    # 20: prom, UK 8, lilac, £100 set by mum, UK 5 shoes, not brand2
    {
        "facts": [
            ("2026-04-01", "I'm a size 8 in UK dresses"),
            ("2026-04-01", "prom's in May and I love lilac"),
            ("2026-04-01", "my mum said £100 max"),
            ("2026-04-08", "The shopper wears UK 5 shoes."),
            ("2026-04-08", "The shopper doesn't like {brand2}."),
        ],
        "visits": [
            (
                "2026-04-01",
                "prom dress!!! lilac pls",
                "Here are lilac dresses in UK 8 under £100.",
                "Browsed lilac prom dresses in 8; saved a satin midi at £85.",
            ),
            (
                "2026-04-08",
                "shoes for prom in 5",
                "Here are heels and sandals in UK 5, including silver sandals at £35.",
                "Bought silver sandals in UK 5.",
            ),
        ],
        "questions": [
            ("what's the big event?", (("prom",),), ()),
            ("which month is my prom", (("May",),), ()),
            ("how much can i spend", (("100",),), ()),
            ("who set that limit?", (("mum", "mom", "mother"),), ()),
            ("dress size?", (("8",),), ()),
            ("and my shoe size is...?", (("5",),), ()),
            ("what did I buy for my feet", (("sandal",),), ()),
            ("what colour were the sandals I bought", (("silver",),), ()),
            ("which brand aren't I into", (("{brand2}",),), ()),
            ("how much was the dress I saved", (("85",),), ()),
            ("what size am I in tops?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 21: business trip to Lisbon, M shirts, 32 waist, brand0 yes brand3 no, €100-150
    {
        "facts": [
            ("2026-02-19", "The shopper wears size M shirts."),
            ("2026-02-19", "The shopper's waist is 32."),
            ("2026-02-19", "The shopper has a work conference in Lisbon in March."),
            ("2026-02-19", "The shopper likes {brand0} and dislikes {brand3}."),
            ("2026-02-19", "The shopper spends between €100 and €150 on trousers."),
        ],
        "visits": [
            (
                "2026-02-19",
                "lightweight suit trousers for lisbon",
                "Here are linen trousers in W32 from {brand0} at €119 in stone and navy.",
                "Bought stone linen trousers in W32 from {brand0} at €119.",
            ),
        ],
        "questions": [
            ("where's my conference", (("Lisbon",),), ()),
            ("which brand do I like", (("{brand0}",),), ()),
            ("which brand do I dislike?", (("{brand3}",),), ()),
            ("shirt size?", (("M", "medium"),), ()),
            ("what did I buy?", (("linen",), ("trousers",)), ()),
            ("what colour were the trousers", (("stone",),), ()),
            ("how much were the trousers I bought?", (("119",),), ()),
            ("what do I usually spend on trousers?", (("100",), ("150",)), ()),
            ("do you have my feet size? need shoes", ((NOT_KNOWN,),), ()),
            ("when's the conference", (("March",),), ()),
        ],
    },
    # 22: Australia, AU 12, cruise to Fiji, teal, 80 AUD, not brand1
    {
        "facts": [
            ("2026-10-01", "The shopper wears an AU 12."),
            ("2026-10-01", "The shopper is going on a cruise to Fiji in November."),
            ("2026-10-01", "The shopper likes teal."),
            ("2026-10-01", "The shopper keeps to about 80 AUD an item."),
            ("2026-10-15", "I'm not a {brand1} person"),
        ],
        "visits": [
            (
                "2026-10-01",
                "cruise wear, size 12",
                "Here are linen dresses and wide-leg trousers in 12 under 80 AUD.",
                "Browsed cruise wear in 12; bought a teal linen dress.",
            ),
            (
                "2026-10-15",
                "swimsuit?",
                "Sorry, we don't sell swimsuits.",
                "Asked for a swimsuit; the shop doesn't sell them.",
            ),
        ],
        "questions": [
            ("where's the cruise going?", (("Fiji",),), ()),
            ("which month is the cruise", (("November",),), ()),
            ("what colour do I like?", (("teal",),), ()),
            ("what did I buy for the cruise?", (("dress",),), ()),
            ("what did I ask for that you don't sell?", (("swimsuit",),), ()),
            ("my size?", (("12",),), ()),
            ("how much do I usually spend per item", (("80",),), ()),
            ("which brand isn't for me?", (("{brand1}",),), ()),
            ("shoes: what size do I take?", ((NOT_KNOWN,),), ()),
            ("did I get a swimsuit from you?", (NO + ("don't sell",),), ()),
        ],
    },
    # 23: XL tall, 34 leg, forest green, brand3 for tall fits, avoids pastels
    {
        "facts": [
            ("2026-03-22", "The shopper wears XL tall."),
            ("2026-03-22", "The shopper needs a 34 leg."),
            ("2026-04-30", "The shopper loves forest green."),
            ("2026-03-22", "The shopper likes {brand3} because it does tall fits."),
            ("2026-04-30", "The shopper avoids pastels."),
        ],
        "visits": [
            (
                "2026-03-22",
                "tall jeans 34 leg",
                "Here are jeans with a 34 leg from {brand3}: straight and slim.",
                "Bought {brand3} straight jeans with a 34 leg.",
            ),
            (
                "2026-04-30",
                "forest green jumper XL",
                "Here are forest green knits in XL.",
                "Saved a forest green cardigan in XL.",
            ),
        ],
        "questions": [
            ("what's my leg length", (("34", "L34"),), ()),
            ("what size do I take in tops", (("XL",),), ()),
            ("what shade do I love", (("forest green",),), ()),
            ("why do I like {brand3}?", (("tall",),), ()),
            ("what do I avoid colour-wise", (("pastel",),), ()),
            ("what jeans did I get", (("straight",),), ()),
            ("what did I save last time?", (("cardigan",),), ()),
            ("what waist am I in jeans?", ((NOT_KNOWN,),), ()),
            ("what's my budget like?", ((NOT_KNOWN,),), ()),
            ("When did I buy the jeans?", (("March", "2026-03-22", "03-22"),), ()),
            ("give me a quick rundown of my sizes", (("XL",), ("34", "L34")), ()),
        ],
    },
    # 24: first-person facts: 10 dresses, hates orange, £60, brand2, hen do in Ibiza
    {
        "facts": [
            ("2026-06-02", "I wear a 10 in dresses"),
            ("2026-06-02", "I hate orange"),
            ("2026-06-02", "£60 max for a dress"),
            ("2026-06-02", "{brand2} is my go-to"),
            ("2026-06-09", "my best friend's hen do is in Ibiza in July"),
        ],
        "visits": [
            (
                "2026-06-09",
                "hen do outfits! white theme",
                "Here are white dresses in 10 under £60, including a broderie one from {brand2} "
                "at £48.",
                "Browsed white dresses in 10 for a hen do; bought the white broderie dress from "
                "{brand2} at £48.",
            ),
        ],
        "questions": [
            ("whose hen do is it", (("best friend", "friend"),), ("sister",)),
            ("where's it happening?", (("Ibiza",),), ()),
            ("what's the colour theme?", (("white",),), ()),
            ("what did I buy for the hen do", (("broderie", "dress"),), ()),
            ("how much did that dress set me back", (("48",),), ()),
            ("what's my limit on a dress", (("60",),), ()),
            ("colour I hate?", (("orange",),), ()),
            ("go-to brand?", (("{brand2}",),), ()),
            ("what's my dress size again", (("10",),), ()),
            ("do you know what size sandals I'd need?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 25: US man, jeans 32x30, L tees, Levi's only, avoids red, Eid, $50
    {
        "facts": [
            ("2026-03-10", "The shopper's jeans are a 32 waist and 30 leg."),
            ("2026-03-10", "The shopper wears L tees."),
            ("2026-03-11", "The shopper only buys Levi's jeans."),
            ("2026-03-10", "The shopper avoids red."),
            ("2026-03-10", "The shopper wants a new outfit for Eid."),
            ("2026-03-10", "The shopper's budget is $50 per item."),
        ],
        "visits": [
            (
                "2026-03-10",
                "new shirt for eid, L",
                "Here are shirts in L under $50, including a white linen one from {brand0} at $45.",
                "Bought a white linen shirt in L from {brand0}.",
            ),
            (
                "2026-03-11",
                "jeans 32x30",
                "We don't carry Levi's; here are {brand1} jeans in W32 L30.",
                "Looked at jeans in W32 L30; didn't buy (no Levi's).",
            ),
        ],
        "questions": [
            ("what's my jeans size", (("32", "W32"), ("30", "L30")), ()),
            ("which jeans brand do I stick to?", (("Levi",),), ()),
            ("why didn't I buy any jeans?", (("Levi",),), ()),
            ("what's the occasion I wanted an outfit for?", (("Eid",),), ()),
            ("what did I buy for Eid", (("shirt",),), ()),
            ("tee size?", (("L", "large"),), ()),
            ("which colour am I not keen on", (("red",),), ()),
            ("budget?", (("50",),), ()),
            ("what shoe size am I", ((NOT_KNOWN,),), ()),
            ("how much was the shirt?", (("45",),), ()),
        ],
    },
    # 26: German 48 suits, EU 44 shoes, black tie gala, €400 coat, brand4 for coats
    {
        "facts": [
            ("2026-10-05", "The shopper takes a 48 in German suit sizes."),
            ("2026-10-05", "The shopper wears EU 44 shoes."),
            ("2026-11-10", "The shopper has a black tie gala on 28 November."),
            ("2026-10-05", "The shopper will pay up to €400 for a winter coat."),
            ("2026-10-05", "The shopper trusts {brand4} for coats."),
        ],
        "visits": [
            (
                "2026-10-05",
                "winter coat, wool",
                "Here are wool coats in 48 under €400 from {brand4}: camel at €349 and navy at "
                "€379.",
                "Looked at wool coats; shortlisted the camel €349 and navy €379 {brand4} coats.",
            ),
            (
                "2026-11-10",
                "tux for the gala?",
                "We don't sell tuxedos, but here are black blazers.",
                "Asked for a tuxedo; the shop doesn't sell them; looked at black blazers.",
            ),
        ],
        "questions": [
            ("what's the event on the 28th?", (("gala",),), ()),
            ("did you have tuxedos?", (("no", "No", "don't", "not"),), ()),
            ("which coats were on my shortlist", (("camel",), ("navy",)), ()),
            ("how much was the navy coat?", (("379",),), ()),
            ("max for a coat?", (("400",),), ()),
            ("suit size?", (("48",),), ()),
            ("what size shoe do I wear", (("44",),), ()),
            ("brand I trust for coats", (("{brand4}",),), ()),
            ("are there colours I avoid?", ((NOT_KNOWN,),), ()),
            ("what's the dress code at my gala?", (("black tie",),), ()),
        ],
    },
    # 27: budget changed £30 -> £50, S, sky blue, interview then new job
    {
        "facts": [
            ("2026-02-14", "The shopper's budget is about £30 per item."),
            ("2026-08-01", "The shopper got a new job and now spends up to £50 per item."),
            ("2026-02-14", "The shopper wears size S."),
            ("2026-02-14", "The shopper likes sky blue."),
            ("2026-07-10", "The shopper had a job interview on 15 July."),
        ],
        "visits": [
            (
                "2026-07-10",
                "interview outfit, S, not too pricey",
                "Here are blouses in S under £30.",
                "Bought a sky blue blouse in S at £28 for an interview.",
            ),
            (
                "2026-08-01",
                "got the job!! work clothes pls",
                "Congratulations! Here are work trousers and blouses in S under £50.",
                "Browsed workwear in S under £50; bought navy trousers.",
            ),
        ],
        "questions": [
            ("what's my budget these days?", (("50",),), ()),
            ("how has my budget changed", (("30",), ("50",)), ()),
            ("did I get the job?", (("yes", "Yes", "did", "congrat"),), ()),
            ("what did I buy for my interview?", (("blouse",),), ()),
            ("what colour was the blouse", (("sky blue",),), ()),
            ("when was the interview", (("July",),), ()),
            ("what clothes size do I take these days", (("S", "small"),), ()),
            ("what did I get for work?", (("trousers",),), ()),
            ("colour of the work trousers?", (("navy",),), ()),
            ("have you got my shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 28: boots only: UK 11, Dr Martens, £150, black footwear
    {
        "facts": [
            ("2026-10-30", "The shopper wears UK 11 in boots."),
            ("2026-10-30", "Dr Martens are the shopper's boots of choice."),
            ("2026-10-30", "The shopper will spend up to £150 on boots."),
            ("2026-10-30", "The shopper only wears black footwear."),
        ],
        "visits": [
            (
                "2026-10-30",
                "chelsea boots 11",
                "Here are black Chelsea boots in UK 11 under £150.",
                "Looked at black Chelsea boots in UK 11; bought none.",
            ),
        ],
        "questions": [
            ("boot size?", (("11",),), ()),
            ("which boot brand do I like", (("Dr Martens", "Martens", "Docs"),), ()),
            ("how much will I spend on boots", (("150",),), ()),
            ("what colour shoes do I wear", (("black",),), ()),
            ("what style of boots was I after?", (("Chelsea",),), ()),
            ("did I buy any boots in the end?", (NO,), ()),
            ("what's my jacket size", ((NOT_KNOWN,),), ()),
            ("am I buying boots for an event?", ((NOT_KNOWN,),), ()),
            ("when did I last shop with you", (("October", "2026-10-30", "10-30"),), ()),
            ("would brown boots be ok for me?", (("black",),), ()),
        ],
    },
    # 29: first person: size 20, brand3, under £35, no yellow; Greece in August
    {
        "facts": [
            ("2026-05-15", "as a size 20, I find {brand3} fits best"),
            ("2026-05-15", "no yellow please, and keep it under £35"),
            ("2026-06-20", "The shopper is going on holiday to Greece in August."),
            ("2026-06-20", "The shopper likes white and blush."),
        ],
        "visits": [
            (
                "2026-06-20",
                "holiday tops, 20",
                "Here are linen tops in 20 under £35 from {brand3}.",
                "Bought two linen tops (white, blush) in size 20 from {brand3}.",
            ),
            (
                "2026-07-05",
                "sandals for greece",
                "Here are flat sandals; what size are you?",
                "Asked for sandals; shoe size not given; nothing bought.",
            ),
        ],
        "questions": [
            ("where am I going on holiday", (("Greece",),), ()),
            ("when's my holiday?", (("August",),), ()),
            ("is there a colour I refuse?", (("yellow",),), ()),
            ("what's my limit per item", (("35",),), ()),
            ("my size?? forgot lol", (("20",),), ()),
            ("which brand fits me?", (("{brand3}",),), ()),
            ("what did I buy for the holiday?", (("linen",), ("top", "tops")), ()),
            ("what size sandals should I get?", ((NOT_KNOWN,),), ()),
            ("what colours do I like?", (("white", "blush"),), ()),
            ("did I buy sandals?", (NO,), ()),
        ],
    },
    # 30: S, 28 waist, US 8 shoes, Adidas over Nike, avoids grey, date night
    {
        "facts": [
            ("2026-10-06", "The shopper wears size S."),
            ("2026-10-06", "The shopper has a 28 waist."),
            ("2026-10-06", "The shopper wears US 8 shoes."),
            ("2026-10-06", "The shopper prefers Adidas over Nike."),
            ("2026-10-06", "The shopper finds grey boring and avoids it."),
            ("2026-10-06", "The shopper has a date night on Friday 9 October."),
        ],
        "visits": [
            (
                "2026-10-06",
                "date night fit, S, not grey",
                "Here are shirts in S in burgundy and navy, and chinos in W28.",
                "Bought a burgundy shirt in S and stone chinos in W28.",
            ),
        ],
        "questions": [
            ("what have I got on friday?", (("date",),), ()),
            ("what did I buy for the date?", (("shirt",),), ()),
            ("which colour shirt did I get", (("burgundy",),), ()),
            ("what colour chinos did I go for?", (("stone",),), ()),
            ("how big is my waist", (("28", "W28"),), ()),
            ("sneaker size?", (("8",),), ()),
            ("Adidas or Nike for me?", (("Adidas",),), ()),
            ("which colour bores me?", (("grey", "gray"),), ()),
            ("do you know what I like to spend?", ((NOT_KNOWN,),), ()),
            ("size in tops?", (("S", "small"),), ()),
        ],
    },
]
