"""Questions about the shopper, dev3 split (issue 18, M7, M8.1, M8.2).

Written by the fourth corpus writer (a helper session, 2026-12-02), blind: without opening the
offline model, its tests or the other splits' sentences (dev's file was skimmed for the format
only). Profiles and questions composed by hand: everything known, size, colour liked and
disliked, budget, brand, occasion, earlier visits, things never stated and facts that changed,
each asked the many ways a shopper would ask it.

Each profile is what recall found for one shopper: `facts` as (stated at, fact) and `visits`
as (day, shopper's message, assistant's answer, the context the memory server extracted, or ""
when it extracted none and the raw exchange is rendered). Each question: (text, must, must_not):
every group in `must` needs one of its alternatives in the reply; nothing in `must_not` may
appear (an older, overridden fact). `{brand0}`..: the brands of the split's first catalogue
(`must_not` is not filled in, so it never names a brand). `NOT_KNOWN` stands for "the reply says
it does not know" (see offline_corpus.NOT_KNOWN). Dates are chosen so that no `must_not` number
appears in them.
"""

NOT_KNOWN = "<not known>"

M = ["M", "medium"]
L = ["L", "large"]
S = ["S", "small"]
XL = ["XL", "extra large", "extra-large"]

PROFILES: list[dict] = [
    {  # 1: size, colour dislike, budget, one visit
        "facts": [
            ("2026-03-04 14:12", "The shopper wears size M."),
            ("2026-03-04 14:13", "The shopper dislikes orange."),
            ("2026-03-04 14:15", "The shopper's budget is under 70 EUR."),
        ],
        "visits": [
            (
                "2026-03-04",
                "any warm jumpers for winter?",
                "Here are the Fell Charcoal Jumper and the Classic Oatmeal Jumper.",
                "The shopper looked at warm jumpers for winter.",
            ),
        ],
        "questions": [
            ("what do you know about me?", [M, ["orange"], ["70"]], []),
            ("Remind me which size I said I was?", [M], []),
            ("is there a colour I told you I don't like?", [["orange"]], []),
            ("how much did I say I wanted to spend?", [["70"]], []),
            ("what was I after last time I was here?", [["jumper", "knitwear", "sweater"]], []),
            ("have I mentioned a brand I like?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 2: shoe size, colour like, occasion, raw visit
        "facts": [
            ("2026-05-19 11:40", "The shopper's shoe size is EU 39."),
            ("2026-05-19 11:41", "The shopper likes sage green."),
            ("2026-05-19 11:42", "The shopper is going to a music festival in August."),
        ],
        "visits": [
            (
                "2026-05-19",
                "sandals for a festival, something comfy",
                "These two are comfortable: the Meadow Sage Sandal and the Cove Stone Sandal.",
                "",
            ),
        ],
        "questions": [
            ("What shoe size have I given you?", [["39"]], []),
            ("which colour do I go for?", [["sage"]], []),
            ("What am I shopping for this summer?", [["festival"]], []),
            ("what did you recommend to me last time?", [["sandal"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("tell me everything you've got on me", [["39"], ["sage"], ["festival"]], []),
        ],
    },
    {  # 3: size changed L -> XL
        "facts": [
            ("2026-01-08 09:30", "The shopper wears size L."),
            ("2026-01-08 09:31", "The shopper likes black."),
            ("2026-04-21 17:45", "The shopper wears size XL."),
        ],
        "visits": [],
        "questions": [
            ("what size do I wear now?", [XL], ["L"]),
            ("What colour do I like?", [["black"]], []),
            ("what do you remember about me", [XL, ["black"]], ["L"]),
            ("did I tell you what I'm shopping for?", [[NOT_KNOWN]], []),
            ("which brands am I into?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 4: budget changed 50 -> 90, brand, new job, visit with date
        "facts": [
            ("2026-02-11 12:00", "The shopper's budget is up to 50 EUR."),
            ("2026-02-11 12:01", "The shopper prefers {brand1}."),
            ("2026-06-03 19:20", "The shopper is starting a new office job in September."),
            ("2026-06-03 19:22", "The shopper's budget is up to 90 EUR."),
        ],
        "visits": [
            (
                "2026-06-03",
                "smart trousers for the office please",
                "Here are the City Charcoal Trousers and the Studio Navy Chinos.",
                "The shopper wanted smart trousers for a new office job.",
            ),
        ],
        "questions": [
            ("what's my budget these days?", [["90"]], ["50"]),
            ("Which brand am I loyal to?", [["{brand1}"]], []),
            ("what's the occasion I'm shopping for?", [["job", "work", "office"]], []),
            ("what did you show me last time?", [["trousers", "chinos"]], []),
            (
                "when was I last here?",
                [["3 June", "June 3", "2026-06-03", "3rd June", "June 3rd"]],
                [],
            ),
            ("what size am I?", [[NOT_KNOWN]], []),
            ("How much can I spend, remind me?", [["90"]], ["50"]),
        ],
    },
    {  # 5: a shopper the shop knows nothing about
        "facts": [],
        "visits": [],
        "questions": [
            ("what do you know about me?", [[NOT_KNOWN]], []),
            ("what's my size again?", [[NOT_KNOWN]], []),
            ("do you remember my favourite colour?", [[NOT_KNOWN]], []),
            ("What was I looking at last time?", [[NOT_KNOWN]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("Which brand do I normally buy?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 6: waist and leg, brand, indirect colour dislike, visit
        "facts": [
            ("2026-04-14 08:55", "The shopper wears jeans in W32 L30."),
            ("2026-04-14 08:56", "The shopper prefers {brand3}."),
            ("2026-04-14 08:58", "The shopper dislikes bright colours."),
        ],
        "visits": [
            (
                "2026-04-14",
                "chinos in stone?",
                "I found the Weekend Stone Chinos in W32 L30.",
                "The shopper looked for stone chinos.",
            ),
        ],
        "questions": [
            ("what jeans size did I give you?", [["32", "W32"], ["30", "L30"]], []),
            ("what's my waist size?", [["32", "W32"]], []),
            ("which brand do I like?", [["{brand3}"]], []),
            ("which colours should you steer me away from?", [["bright"]], []),
            ("what colour chinos was I looking for last time?", [["stone"]], []),
            ("remind me what you know", [["32", "W32"], ["{brand3}"], ["bright"]], []),
        ],
    },
    {  # 7: chest with fit, collar, occasion, budget in pounds
        "facts": [
            ("2026-03-22 16:05", "The shopper wears a 40R blazer."),
            ("2026-03-22 16:06", "The shopper's collar size is 15.5."),
            ("2026-03-22 16:07", "The shopper is best man at a wedding in May."),
            ("2026-03-22 16:09", "The shopper's budget is up to £200."),
        ],
        "visits": [],
        "questions": [
            ("what blazer size am I?", [["40R", "40 regular", "40"]], []),
            ("What's my collar size?", [["15.5", "15½", "15 and a half", "15 1/2"]], []),
            ("what's the event I'm dressing for?", [["wedding", "best man"]], []),
            ("how much can I spend?", [["200"]], []),
            ("Have I said what colours I like?", [[NOT_KNOWN]], []),
            (
                "what do you know about me?",
                [
                    ["40R", "40 regular", "40"],
                    ["15.5", "15½", "15 and a half", "15 1/2"],
                    ["wedding", "best man"],
                    ["200"],
                ],
                [],
            ),
        ],
    },
    {  # 8: petite letter size, shoe size, colour like and dislike, visit
        "facts": [
            ("2026-09-27 13:20", "The shopper wears size XS."),
            ("2026-09-27 13:21", "The shopper's shoe size is UK 4."),
            ("2026-09-27 13:22", "The shopper likes lilac."),
            ("2026-09-27 13:23", "The shopper dislikes black."),
        ],
        "visits": [
            (
                "2026-09-27",
                "a lilac cardigan in XS?",
                "The Orchard Lilac Cardigan comes in XS.",
                "The shopper asked for a lilac cardigan in XS.",
            ),
        ],
        "questions": [
            ("what size clothes do I wear?", [["XS", "extra small", "extra-small"]], []),
            ("and my shoe size?", [["4"]], []),
            ("which colours do I like and which do I avoid?", [["lilac"], ["black"]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("what did I ask for on my last visit?", [["cardigan"]], []),
            (
                "when did I last come in?",
                [
                    [
                        "27 September",
                        "September 27",
                        "2026-09-27",
                        "27th September",
                        "September 27th",
                        "27 Sept",
                        "Sept 27",
                    ]
                ],
                [],
            ),
        ],
    },
    {  # 9: US shoe half size, dollars, marathon, brand
        "facts": [
            ("2026-02-02 07:15", "The shopper wears US 8.5 in shoes."),
            ("2026-02-02 07:16", "The shopper's budget is up to $120."),
            ("2026-02-02 07:17", "The shopper is training for a marathon in April."),
            ("2026-02-02 07:18", "The shopper prefers {brand4}."),
        ],
        "visits": [],
        "questions": [
            ("what's my shoe size?", [["8.5", "8½", "8 and a half"]], []),
            ("what am I training for?", [["marathon"]], []),
            ("how much did I say I'd spend on running shoes?", [["120"]], []),
            ("Which brand do I usually buy?", [["{brand4}"]], []),
            (
                "summarise what you know about me",
                [["8.5", "8½", "8 and a half"], ["120"], ["marathon"], ["{brand4}"]],
                [],
            ),
            ("what colour do I prefer?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 10: favourite colour changed red -> cobalt, size, occasion
        "facts": [
            ("2026-01-15 18:00", "The shopper's favourite colour is red."),
            ("2026-01-15 18:02", "The shopper wears size S."),
            ("2026-11-02 20:10", "The shopper's favourite colour is now cobalt blue."),
            ("2026-11-02 20:11", "The shopper is going to a Christmas party at work."),
        ],
        "visits": [],
        "questions": [
            ("what's my favourite colour?", [["cobalt", "blue"]], ["red"]),
            ("What colour do I like these days?", [["cobalt", "blue"]], ["red"]),
            ("what size do I take?", [S], []),
            ("what's coming up that I'm shopping for?", [["Christmas", "party"]], []),
            ("what have I told you?", [["cobalt", "blue"], S, ["Christmas", "party"]], ["red"]),
            ("what's my price limit?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 11: trip changed beach -> Iceland hiking
        "facts": [
            ("2026-03-02 12:30", "The shopper is planning a beach holiday in July."),
            ("2026-05-28 09:45", "The shopper's July trip is now a hiking trip to Iceland."),
            ("2026-05-28 09:47", "The shopper wears size L."),
        ],
        "visits": [
            (
                "2026-05-28",
                "I need a proper waterproof for Iceland",
                "The Summit Olive Parka and the Coastal Navy Raincoat are both waterproof.",
                "The shopper wanted a waterproof jacket for a hiking trip to Iceland.",
            ),
        ],
        "questions": [
            ("where am I going in July?", [["Iceland"]], ["beach"]),
            ("What trip am I getting kit for?", [["Iceland", "hiking"]], ["beach"]),
            ("what size am I?", [L], []),
            ("which jackets did you suggest last time?", [["parka", "raincoat"]], []),
            ("have I told you my budget?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 12: brand liked and disliked, dress size, budget range
        "facts": [
            ("2026-07-09 15:30", "The shopper prefers {brand0}."),
            ("2026-07-09 15:31", "The shopper dislikes {brand2}."),
            ("2026-07-09 15:33", "The shopper wears UK 12 in dresses."),
            ("2026-07-09 15:34", "The shopper's budget is between 40 and 80 EUR."),
        ],
        "visits": [],
        "questions": [
            ("which brand do I like?", [["{brand0}"]], []),
            ("is there a brand I don't get on with?", [["{brand2}"]], []),
            ("what dress size am I?", [["12"]], []),
            ("what price range did I give you?", [["40"], ["80"]], []),
            ("tell me what you know", [["{brand0}"], ["{brand2}"], ["12"], ["40"], ["80"]], []),
            ("What am I shopping for?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 13: several visits
        "facts": [
            ("2026-02-02 10:10", "The shopper's shoe size is EU 44."),
        ],
        "visits": [
            (
                "2026-02-02",
                "walking boots please",
                "Here are the Summit Chocolate Boot and the Fell Black Boot.",
                "The shopper looked for walking boots.",
            ),
            (
                "2026-02-16",
                "a waterproof jacket to go with them?",
                "The Coastal Olive Raincoat is fully waterproof.",
                "The shopper wanted a waterproof jacket.",
            ),
            (
                "2026-03-09",
                "do you do thick wool socks?",
                "We don't sell socks, sorry.",
                "",
            ),
        ],
        "questions": [
            ("what did I look at the first time I came?", [["boot"]], []),
            ("what was I after last time?", [["sock"]], []),
            ("which jacket did you suggest?", [["raincoat", "Coastal Olive"]], []),
            (
                "when was my last visit?",
                [["9 March", "March 9", "2026-03-09", "9th March", "March 9th"]],
                [],
            ),
            ("what shoe size am I?", [["44"]], []),
            ("what colours do I like?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 14: everything, many facts
        "facts": [
            ("2026-10-20 19:00", "The shopper wears size L."),
            ("2026-10-20 19:01", "The shopper's shoe size is UK 10."),
            ("2026-10-20 19:02", "The shopper likes navy and grey."),
            ("2026-10-20 19:03", "The shopper dislikes mustard."),
            ("2026-10-20 19:04", "The shopper's budget is up to £80."),
            ("2026-10-20 19:05", "The shopper prefers {brand3}."),
            ("2026-10-20 19:06", "The shopper is going on a ski trip in February."),
        ],
        "visits": [],
        "questions": [
            (
                "what do you know about me?",
                [L, ["10"], ["navy"], ["grey", "gray"], ["mustard"], ["80"], ["{brand3}"], ["ski"]],
                [],
            ),
            ("what colours did I say I like?", [["navy"], ["grey", "gray"]], []),
            ("any colour I hate?", [["mustard"]], []),
            ("what's the trip I mentioned?", [["ski"]], []),
            ("Shoe size?", [["10"]], []),
            ("remind me of my favourite brand", [["{brand3}"]], []),
            ("what clothing size am I?", [L], []),
            ("what's my spending limit?", [["80"]], []),
        ],
    },
    {  # 15: waist changed 34 -> 36
        "facts": [
            ("2026-01-20 11:11", "The shopper wears jeans in W34 L32."),
            ("2026-06-18 17:20", "The shopper wears jeans in W36 L32."),
            ("2026-06-18 17:21", "The shopper likes dark denim colours like navy."),
        ],
        "visits": [],
        "questions": [
            ("what waist am I now?", [["36", "W36"]], ["34", "W34"]),
            ("What jeans size should I go for?", [["36", "W36"]], ["34", "W34"]),
            ("what leg length did I say?", [["32", "L32"]], []),
            ("which colour do I like?", [["navy"]], []),
            ("what do you know about me", [["36", "W36"], ["navy"]], ["34", "W34"]),
            ("Which brand do I prefer?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 16: bridesmaid, dress size, colours, visit
        "facts": [
            ("2026-06-25 14:00", "The shopper wears UK 16."),
            ("2026-06-25 14:01", "The shopper likes plum and burgundy."),
            ("2026-06-25 14:03", "The shopper is a bridesmaid at a wedding in September."),
        ],
        "visits": [
            (
                "2026-06-25",
                "something plum for a bridesmaid, size 16",
                "The Classic Plum Wrap Dress comes in UK 16.",
                "The shopper looked for a plum bridesmaid dress in UK 16.",
            ),
        ],
        "questions": [
            ("Which dress size am I?", [["16"]], []),
            ("what colours do I love?", [["plum"], ["burgundy"]], []),
            ("why am I shopping with you?", [["bridesmaid", "wedding"]], []),
            ("what did we talk about last time?", [["dress", "plum"]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("which brands do I like?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 17: student, per-item budget, university, size
        "facts": [
            ("2026-08-14 21:30", "The shopper's budget is £30 per item."),
            ("2026-08-14 21:31", "The shopper is starting university in October."),
            ("2026-08-14 21:32", "The shopper wears size S."),
        ],
        "visits": [],
        "questions": [
            ("how much can I spend on each thing?", [["30"]], []),
            ("what's happening for me in October?", [["university", "uni"]], []),
            ("my size?", [S], []),
            ("any colours I dislike?", [[NOT_KNOWN]], []),
            ("what did I look at last time?", [[NOT_KNOWN]], []),
            ("what have I told you so far?", [["30"], ["university", "uni"], S], []),
        ],
    },
    {  # 18: nothing stated, one raw visit
        "facts": [],
        "visits": [
            (
                "2026-11-12",
                "have you got any parkas with a proper hood?",
                "Yes: the Harbour Forest Green Parka and the Ridge Black Parka both have hoods.",
                "",
            ),
        ],
        "questions": [
            ("what did I ask about last time?", [["parka", "hood"]], []),
            (
                "when did I last come in?",
                [
                    [
                        "12 November",
                        "November 12",
                        "2026-11-12",
                        "12th November",
                        "November 12th",
                        "12 Nov",
                        "Nov 12",
                    ]
                ],
                [],
            ),
            ("what did you show me?", [["parka"]], []),
            ("what's my size?", [[NOT_KNOWN]], []),
            ("do I have a favourite brand?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 19: colour dislikes, half shoe size, budget for boots
        "facts": [
            ("2026-10-05 10:40", "The shopper avoids pink."),
            ("2026-10-05 10:41", "The shopper dislikes white because it stains."),
            ("2026-10-05 10:42", "The shopper's shoe size is UK 6.5."),
            ("2026-10-05 10:44", "The shopper's budget for boots is up to 150 EUR."),
        ],
        "visits": [],
        "questions": [
            ("What colours am I not keen on?", [["pink"], ["white"]], []),
            ("what shoe size did I tell you?", [["6.5", "6½", "6 and a half"]], []),
            ("how much will I pay for boots?", [["150"]], []),
            ("Is there a brand I like?", [[NOT_KNOWN]], []),
            (
                "what do you know about me",
                [["pink"], ["white"], ["6.5", "6½", "6 and a half"], ["150"]],
                [],
            ),
        ],
    },
    {  # 20: brand changed (must_not cannot name a brand, so only the new one is required)
        "facts": [
            ("2026-02-19 13:00", "The shopper prefers {brand1}."),
            ("2026-08-30 16:45", "The shopper now prefers {brand4}."),
            ("2026-08-30 16:46", "The shopper wears size M."),
            ("2026-08-30 16:47", "The shopper likes camel."),
        ],
        "visits": [],
        "questions": [
            ("which brand do I go for these days?", [["{brand4}"]], []),
            ("What's my size?", [M], []),
            ("what colour do I like?", [["camel"]], []),
            ("what do you know about me?", [["{brand4}"], M, ["camel"]], []),
            ("have I told you about any event coming up?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 21: big and tall
        "facts": [
            ("2026-05-07 18:20", "The shopper wears size 3XL."),
            ("2026-05-07 18:21", "The shopper's collar size is 18."),
            ("2026-05-07 18:22", "The shopper's budget is up to $60 per shirt."),
            ("2026-05-07 18:23", "The shopper likes white shirts."),
        ],
        "visits": [
            (
                "2026-05-07",
                "white shirts in 3XL?",
                "The Heritage White Shirt comes in 3XL.",
                "The shopper looked for white shirts in 3XL.",
            ),
        ],
        "questions": [
            ("what size am I?", [["3XL", "XXXL"]], []),
            ("What's my collar?", [["18"]], []),
            ("how much do I spend on a shirt?", [["60"]], []),
            ("what colour shirts do I like?", [["white"]], []),
            ("what did you find for me last time?", [["shirt"]], []),
            ("what am I shopping for?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 22: new job as a teacher, occasion only plus a visit
        "facts": [
            ("2026-08-20 09:00", "The shopper is starting a new job as a teacher in September."),
            ("2026-08-20 09:02", "The shopper dislikes loud, bright colours."),
        ],
        "visits": [
            (
                "2026-08-20",
                "smart-casual stuff for teaching, nothing loud",
                "Here are the Studio Navy Cardigan and the Lane Grey Chinos.",
                "The shopper wanted smart-casual clothes for teaching.",
            ),
        ],
        "questions": [
            ("what's my new job?", [["teach"]], []),
            ("What am I buying clothes for?", [["teach", "job"]], []),
            ("which colours don't I like?", [["loud", "bright"]], []),
            ("what did you suggest last time?", [["cardigan", "chinos"]], []),
            ("what size am I?", [[NOT_KNOWN]], []),
            ("how much do I want to spend?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 23: EU half size, colour like and dislike, city break
        "facts": [
            ("2026-01-27 12:15", "The shopper's shoe size is EU 40.5."),
            ("2026-01-27 12:16", "The shopper likes camel."),
            ("2026-01-27 12:17", "The shopper dislikes olive."),
            ("2026-01-27 12:18", "The shopper is going on a city break to Copenhagen in March."),
        ],
        "visits": [],
        "questions": [
            ("What shoe size am I?", [["40.5", "40½", "40 and a half"]], []),
            ("which colour do I like?", [["camel"]], []),
            ("what colour do I avoid?", [["olive"]], []),
            ("where am I off to?", [["Copenhagen"]], []),
            (
                "remind me what I told you",
                [["40.5", "40½", "40 and a half"], ["camel"], ["olive"], ["Copenhagen"]],
                [],
            ),
            ("What's my budget like?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 24: dress size changed 10 -> 12
        "facts": [
            ("2026-02-14 15:05", "The shopper wears UK 10 in dresses."),
            ("2026-07-23 19:35", "The shopper wears UK 12 in dresses."),
            ("2026-07-23 19:36", "The shopper is a guest at a wedding in August."),
        ],
        "visits": [],
        "questions": [
            ("what dress size am I?", [["12"]], ["10"]),
            ("Which size should I order a dress in?", [["12"]], ["10"]),
            ("what's the do I'm going to?", [["wedding"]], []),
            ("what do you remember about me?", [["12"], ["wedding"]], ["10"]),
            ("which colour do I like?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 25: budget cut 100 -> 60
        "facts": [
            ("2026-03-13 14:45", "The shopper's budget is about 100 EUR."),
            ("2026-09-16 11:25", "The shopper's budget is now 60 EUR."),
            ("2026-09-16 11:26", "The shopper likes forest green."),
        ],
        "visits": [
            (
                "2026-09-16",
                "a green jumper under 60?",
                "The Fell Forest Green Jumper is 54.99 EUR.",
                "The shopper looked for a green jumper under 60 EUR.",
            ),
        ],
        "questions": [
            ("what's my budget?", [["60"]], ["100"]),
            ("How much am I willing to spend now?", [["60"]], ["100"]),
            ("what colour do I like?", [["forest green", "green"]], []),
            ("what did you show me last time?", [["jumper"]], []),
            ("what size am I?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 26: graduation, brand, size, colour, two visits
        "facts": [
            ("2026-05-02 17:10", "The shopper prefers {brand2}."),
            ("2026-05-02 17:11", "The shopper has a graduation in July."),
            ("2026-05-02 17:12", "The shopper wears size M."),
            ("2026-05-02 17:13", "The shopper likes navy."),
        ],
        "visits": [
            (
                "2026-05-02",
                "a navy blazer for my graduation",
                "Here is the City Navy Blazer.",
                "The shopper looked for a navy blazer for a graduation.",
            ),
            (
                "2026-05-30",
                "and shoes to go with it?",
                "The Classic Black Boot and the Lane Chocolate Shoe would go well.",
                "The shopper looked for shoes to go with a navy blazer.",
            ),
        ],
        "questions": [
            ("what did you show me on my last visit?", [["boot", "shoe"]], []),
            ("what did I come in for the first time?", [["blazer"]], []),
            ("what am I dressing up for?", [["graduation"]], []),
            ("which brand is my favourite?", [["{brand2}"]], []),
            ("give me a recap of my details", [["{brand2}"], ["graduation"], M, ["navy"]], []),
            ("what colour suits me, did I say?", [["navy"]], []),
        ],
    },
    {  # 27: black-tie gala
        "facts": [
            ("2026-11-19 20:30", "The shopper is going to a black-tie gala in December."),
            ("2026-11-19 20:31", "The shopper's chest size is 42 long."),
        ],
        "visits": [],
        "questions": [
            ("what's the dress code of my event?", [["black tie", "black-tie", "gala"]], []),
            ("When is my event?", [["December"]], []),
            ("what jacket size am I?", [["42"]], []),
            ("what colour do I like?", [[NOT_KNOWN]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 28: US women's shoe size, range budget, colour dislike
        "facts": [
            ("2026-04-08 13:50", "The shopper wears US 7 in women's shoes."),
            ("2026-04-08 13:51", "The shopper's budget is between $45 and $70."),
            ("2026-04-08 13:52", "The shopper dislikes brown."),
        ],
        "visits": [],
        "questions": [
            ("what's my spending range?", [["45"], ["70"]], []),
            ("shoe size, remind me?", [["7"]], []),
            ("which colour have I said no to?", [["brown"]], []),
            ("what do you know about me so far?", [["7"], ["45"], ["70"], ["brown"]], []),
            ("am I shopping for anything special?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 29: one fact only
        "facts": [
            ("2026-06-06 16:16", "The shopper wears UK 14."),
        ],
        "visits": [],
        "questions": [
            ("what size am I?", [["14"]], []),
            ("What colours do I like?", [[NOT_KNOWN]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("which brand do I prefer?", [[NOT_KNOWN]], []),
            ("what occasion am I shopping for?", [[NOT_KNOWN]], []),
            ("what did I look at last time I was in?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 30: letter size said as a word, loud indirect questions
        "facts": [
            ("2026-12-01 08:20", "The shopper wears size XL."),
            ("2026-12-01 08:21", "The shopper's shoe size is EU 46."),
            ("2026-12-01 08:22", "The shopper prefers {brand0}."),
            ("2026-12-01 08:23", "The shopper is moving to Norway in January."),
        ],
        "visits": [
            (
                "2026-12-01",
                "warmest coat you've got for Norway",
                "The Summit Charcoal Parka is the warmest we have.",
                "The shopper looked for a very warm coat for a move to Norway.",
            ),
        ],
        "questions": [
            ("sorry, what size did I tell you I was?", [XL], []),
            ("and what did I say my feet were?", [["46"]], []),
            ("which label am I a fan of?", [["{brand0}"]], []),
            ("where am I moving?", [["Norway"]], []),
            ("what coat did you point me to?", [["parka"]], []),
            ("what colour do I hate?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 31: kids' age size, festival, budget in pounds, raw visit
        "facts": [
            ("2026-07-04 10:30", "The shopper is small and wears kids' age 13."),
            ("2026-07-04 10:31", "The shopper's budget is under £25."),
            ("2026-07-04 10:32", "The shopper likes rust and mustard."),
        ],
        "visits": [
            (
                "2026-07-04",
                "a rust-coloured hoodie in age 13?",
                "We don't have hoodies, but the Weekend Rust Crew Neck comes in age 13.",
                "",
            ),
        ],
        "questions": [
            ("what size do I wear?", [["13"]], []),
            ("how much can I spend?", [["25"]], []),
            ("what colours do I like?", [["rust"], ["mustard"]], []),
            ("what was I looking for last time?", [["hoodie", "rust"]], []),
            ("what do you know about me?", [["13"], ["25"], ["rust"], ["mustard"]], []),
            ("Which brand do I usually buy?", [[NOT_KNOWN]], []),
        ],
    },
]
