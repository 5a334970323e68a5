"""The shopper questions of split "test13" (issue 18).

split "test13" (issue 18), written blind, by hand, on 2026-12-03 by a sixteenth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    {
        "facts": [
            ("2026-08-02 14:10", "The shopper wears size 12 in dresses."),
            ("2026-08-02 14:11", "The shopper likes emerald green."),
            ("2026-11-20 18:40", "The shopper has a wedding on 2026-12-19."),
            ("2026-11-20 18:42", "The shopper's budget is up to 150."),
        ],
        "visits": [
            (
                "2026-08-02",
                "hi looking for a summer dress, size 12",
                "Here are some summer dresses in size 12, including two in emerald green.",
                "The shopper browsed summer dresses in size 12.",
            ),
            (
                "2026-11-20",
                "need something for a wedding next month, under 150 ideally",
                "I found several occasion dresses under 150 for the wedding.",
                "The shopper looked for a wedding outfit under 150.",
            ),
        ],
        "questions": [
            ("what dress size am i", [["12"]], []),
            (
                "when's the wedding again?",
                [
                    [
                        "December 19",
                        "19 December",
                        "19th December",
                        "December 19th",
                        "19th of December",
                        "2026-12-19",
                        "19/12",
                    ]
                ],
                [],
            ),
            ("how much did I say I'd spend", [["150"]], []),
            ("do I like green?", [["yes", "Yes", "emerald"]], []),
            ("what was I after last time I was here", [["wedding"]], []),
            ("whats my shoe size", [[NOT_KNOWN]], []),
            ("remind me of my preferences", [["12"], ["emerald"], ["150"]], []),
            ("when did I first visit?", [["August", "2026-08-02"]], []),
        ],
    },
    {
        "facts": [
            ("2026-06-11 09:15", "The shopper wears size S."),
            ("2026-10-29 20:03", "The shopper wears size M."),
            ("2026-10-29 20:04", "The shopper avoids yellow."),
            ("2026-10-29 20:05", "The shopper likes {brand2}."),
        ],
        "visits": [
            (
                "2026-10-29",
                "got any {brand2} hoodies in medium?",
                "Yes, {brand2} has four hoodies in medium right now.",
                "The shopper looked at {brand2} hoodies in size M.",
            ),
        ],
        "questions": [
            ("what size do i wear", [["M", "medium"]], ["S"]),
            ("has my size changed at all?", [["S", "small"], ["M", "medium"]], []),
            ("Is there a colour I don't like?", [["yellow"]], []),
            ("which brand am I into", [["{brand2}"]], []),
            ("am i still a small", [["M", "medium"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("what did you show me last time", [["hoodie"]], []),
            ("when did I last come in?", [["October", "2026-10-29"]], []),
        ],
    },
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what do you know about me", [[NOT_KNOWN]], []),
            ("What size am I?", [[NOT_KNOWN]], []),
            ("when did I last shop here", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [],
        "visits": [
            (
                "2026-07-05",
                "hello! looking for sandals for a beach holiday",
                "Here are some sandals that would be great for the beach.",
                "The shopper looked for beach sandals for a holiday.",
            ),
            (
                "2026-09-18",
                "do u have rain jackets",
                "Yes, we have a range of waterproof rain jackets.",
                "The shopper browsed waterproof rain jackets.",
            ),
            (
                "2026-11-27",
                "need a warm scarf and gloves",
                "I found wool scarves and fleece-lined gloves.",
                "",
            ),
        ],
        "questions": [
            ("what was I looking for last time?", [["scarf", "scarves", "glove"]], []),
            ("when was my first visit", [["July", "2026-07-05"]], []),
            ("what did I shop for back in september?", [["rain", "jacket", "waterproof"]], []),
            ("how many times have I been here", [["3", "three"]], []),
            ("what's my size", [[NOT_KNOWN]], []),
            ("did I ever look at sandals?", [["yes", "Yes", "sandal"]], []),
            ("when did I last come in", [["November", "2026-11-27"]], []),
            (
                "what do you know about me",
                [["sandal"], ["rain", "jacket", "waterproof"], ["scarf", "scarves", "glove"]],
                [],
            ),
        ],
    },
    {
        "facts": [
            ("2026-10-01 12:00", "The shopper has a 32 waist and a 30 leg."),
            ("2026-10-01 12:01", "The shopper wears UK 9 shoes."),
            ("2026-10-01 12:02", "The shopper avoids {brand1}."),
            ("2026-10-01 12:03", "The shopper's budget is between 40 and 60."),
        ],
        "visits": [],
        "questions": [
            ("what's my waist", [["32"]], []),
            ("what's my inside leg?", [["30"]], []),
            ("what size shoes do i take", [["9"]], []),
            ("which brand am I avoiding", [["{brand1}"]], []),
            ("do I like {brand1}?", [["no", "No", "avoid"]], []),
            ("how much do I usually want to spend", [["40"], ["60"]], []),
            ("what colours do I like?", [[NOT_KNOWN]], []),
            ("jeans size pls", [["32"], ["30"]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-02 08:30", "The shopper has a job interview on 2026-11-10."),
            ("2026-11-02 08:31", "The shopper wears a 40R jacket."),
            ("2026-11-02 08:33", "The shopper's collar size is 15.5."),
            ("2026-11-25 19:00", "The shopper starts a new job on 2027-01-04."),
            ("2026-11-25 19:02", "The shopper likes charcoal grey."),
        ],
        "visits": [
            (
                "2026-11-02",
                "need a suit for an interview next week",
                "Here are some suits in 40R, plus shirts in a 15.5 collar.",
                "The shopper looked for an interview suit in 40R.",
            ),
            (
                "2026-11-25",
                "got the job!! need workwear",
                "Congratulations! Here is some workwear in charcoal grey.",
                "The shopper browsed workwear for a new job.",
            ),
        ],
        "questions": [
            ("what's my collar size", [["15.5"]], []),
            ("what jacket size do I wear", [["40R", "40 regular"]], []),
            (
                "when do I start the new job?",
                [
                    [
                        "January 4",
                        "4 January",
                        "4th January",
                        "January 4th",
                        "4th of January",
                        "2027-01-04",
                    ]
                ],
                [],
            ),
            (
                "when was my interview",
                [
                    [
                        "November 10",
                        "10 November",
                        "10th November",
                        "November 10th",
                        "10th of November",
                        "2026-11-10",
                    ]
                ],
                [],
            ),
            ("what colour do I go for", [["charcoal", "grey", "gray"]], []),
            ("what was I looking at last time", [["workwear", "work"]], []),
            ("what's my shoe size?", [[NOT_KNOWN]], []),
            ("is charcoal one of my colours?", [["yes", "Yes"]], []),
            ("what did I come in for the first time", [["suit", "interview"]], []),
        ],
    },
    {
        "facts": [
            ("2026-05-14 16:20", "The shopper likes lilac."),
            ("2026-05-14 16:21", "The shopper avoids orange."),
            ("2026-05-14 16:22", "The shopper avoids brown."),
            ("2026-09-09 11:45", "The shopper likes {brand0}."),
            ("2026-09-09 11:46", "The shopper likes {brand3}."),
            ("2026-09-09 11:47", "The shopper wears size 8."),
        ],
        "visits": [
            (
                "2026-09-09",
                "any {brand0} or {brand3} blouses in an 8?",
                "Yes, here are blouses from both in size 8.",
                "The shopper looked at {brand0} and {brand3} blouses in size 8.",
            ),
        ],
        "questions": [
            ("which colours should you keep away from me", [["orange"], ["brown"]], []),
            ("what colour do i love", [["lilac"]], []),
            ("do I like brown?", [["no", "No", "avoid"]], []),
            ("my favourite brands?", [["{brand0}"], ["{brand3}"]], []),
            ("what size am I in blouses", [["8"]], []),
            ("is {brand3} one of mine?", [["yes", "Yes"]], []),
            ("any events I'm shopping for?", [[NOT_KNOWN]], []),
            ("when did I last shop here", [["September", "2026-09-09"]], []),
        ],
    },
    {
        "facts": [
            ("2026-04-03 10:10", "The shopper's budget is up to 100."),
            ("2026-07-21 21:30", "The shopper's budget is up to 60."),
            ("2026-07-21 21:31", "The shopper is going to a festival on 2026-08-21."),
            ("2026-07-21 21:32", "The shopper wears size L."),
        ],
        "visits": [
            (
                "2026-07-21",
                "festival outfit ideas? im a large, max 60",
                "Here are some festival-ready pieces in L under 60.",
                "The shopper looked for festival clothes in L under 60.",
            ),
        ],
        "questions": [
            ("how much am i happy to spend", [["60"]], ["100"]),
            ("did my budget change?", [["100"], ["60"]], []),
            (
                "when's the festival",
                [
                    [
                        "August 21",
                        "21 August",
                        "21st August",
                        "August 21st",
                        "21st of August",
                        "2026-08-21",
                    ]
                ],
                [],
            ),
            ("what size do I take", [["L", "large"]], []),
            ("am I a medium?", [["L", "large"]], []),
            ("what was I shopping for last time", [["festival"]], []),
            ("do I have a favourite colour", [[NOT_KNOWN]], []),
            ("everything you've got on me please", [["60"], ["festival"], ["L", "large"]], ["100"]),
        ],
    },
    {
        "facts": [
            ("2026-03-22 13:00", "The shopper wears petite size 10."),
            ("2026-11-14 15:40", "The shopper wears petite size 8."),
            ("2026-11-14 15:41", "The shopper likes camel."),
            ("2026-11-14 15:42", "The shopper has a christening on 2026-12-06."),
        ],
        "visits": [
            (
                "2026-03-22",
                "petite trousers size 10?",
                "We have petite trousers in size 10 in black and camel.",
                "The shopper looked at petite trousers in size 10.",
            ),
            (
                "2026-11-14",
                "christening outfit, petite 8 please",
                "Here are some petite dresses in size 8 for the christening.",
                "The shopper looked for a christening outfit in petite size 8.",
            ),
        ],
        "questions": [
            ("what size am I", [["8"]], ["10"]),
            ("am I still a 10?", [["8"]], []),
            ("do i need petite?", [["yes", "Yes", "petite"]], []),
            (
                "when's the christening",
                [
                    [
                        "December 6",
                        "6 December",
                        "6th December",
                        "December 6th",
                        "6th of December",
                        "2026-12-06",
                    ]
                ],
                [],
            ),
            ("what colour do I like", [["camel"]], []),
            ("what did I look at back in march", [["trouser"]], []),
            ("brands I like?", [[NOT_KNOWN]], []),
            ("give me a rundown of what you know", [["8"], ["camel"], ["christening"]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-12 07:55", "The shopper wears EU 42 shoes."),
            ("2026-10-12 07:56", "The shopper is going hiking in Scotland on 2026-10-24."),
            ("2026-10-12 07:57", "The shopper likes forest green."),
        ],
        "visits": [
            (
                "2026-10-12",
                "walking boots eu 42, off to scotland soon",
                "Here are waterproof walking boots in EU 42.",
                "The shopper looked at walking boots in EU 42 for a trip to Scotland.",
            ),
        ],
        "questions": [
            ("whats my shoe size", [["42"]], []),
            (
                "where am I going and when",
                [
                    ["Scotland"],
                    [
                        "October 24",
                        "24 October",
                        "24th October",
                        "October 24th",
                        "24th of October",
                        "2026-10-24",
                    ],
                ],
                [],
            ),
            ("do I like green", [["yes", "Yes", "forest"]], []),
            ("what was I looking at", [["boot"]], []),
            ("what's my waist size?", [[NOT_KNOWN]], []),
            ("what footwear was I after and in what size", [["boot"], ["42"]], []),
            ("when did i last visit", [["October", "2026-10-12"]], []),
        ],
    },
    {
        "facts": [
            ("2026-02-14 12:12", "The shopper likes {brand4}."),
            ("2026-10-30 17:25", "The shopper avoids {brand4}."),
            ("2026-10-30 17:26", "The shopper likes {brand1}."),
            ("2026-10-30 17:27", "The shopper wears size XL."),
        ],
        "visits": [
            (
                "2026-10-30",
                "{brand4} quality has gone downhill, what else have you got in XL?",
                "Here are some XL options from {brand1} and others.",
                "The shopper looked for XL alternatives to {brand4}.",
            ),
        ],
        "questions": [
            ("which brand do I like", [["{brand1}"]], []),
            ("do I like {brand4}?", [["no", "No", "avoid", "not"]], []),
            ("have my brand preferences changed", [["{brand4}"], ["{brand1}"]], []),
            ("what size am I in tops", [["XL", "extra large"]], []),
            ("am I an XXL", [["XL", "extra large"]], []),
            ("what colours suit me", [[NOT_KNOWN]], []),
            ("what was I shopping for last time", [["XL", "{brand1}", "alternative"]], []),
        ],
    },
    {
        "facts": [],
        "visits": [
            (
                "2026-09-01",
                "hi, school starts soon, any plain white shirts?",
                "Yes, here are plain white shirts in several sizes.",
                "",
            ),
            (
                "2026-10-15",
                "looking for a dressing gown for my mum",
                "Here are some soft dressing gowns that would make a lovely gift.",
                "The shopper looked for a dressing gown as a gift for their mum.",
            ),
        ],
        "questions": [
            ("what did I come in for last time", [["dressing gown", "gown"]], []),
            ("when did I first come here", [["September", "2026-09-01"]], []),
            ("what did you show me the first time", [["shirt"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("who was the dressing gown for?", [["mum", "Mum", "mother"]], []),
            ("What do you know about me?", [["shirt"], ["gown"]], []),
            ("any plans coming up for me", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-06-30 10:00", "The shopper wears size M in tops."),
            ("2026-06-30 10:01", "The shopper has a 30 waist."),
            ("2026-06-30 10:02", "The shopper wears UK 8 shoes."),
            ("2026-06-30 10:03", "The shopper likes navy."),
            ("2026-06-30 10:04", "The shopper avoids pink."),
            ("2026-06-30 10:05", "The shopper likes {brand2}."),
            ("2026-11-18 14:30", "The shopper's budget is up to 70."),
            ("2026-11-18 14:31", "The shopper is going to Iceland on 2027-02-10."),
        ],
        "visits": [
            (
                "2026-06-30",
                "just browsing tbh",
                "No problem, here are some new arrivals.",
                "The shopper browsed new arrivals.",
            ),
            (
                "2026-11-18",
                "need thermals and a warm coat for iceland",
                "Here are thermal base layers and insulated coats under 70.",
                "The shopper looked for thermals and a warm coat for an Iceland trip.",
            ),
        ],
        "questions": [
            ("what's my top size", [["M", "medium"]], []),
            ("what waist am I", [["30"]], []),
            ("shoe size?", [["8"]], []),
            ("colour I hate?", [["pink"]], []),
            (
                "when am I off to Iceland",
                [
                    [
                        "February 10",
                        "10 February",
                        "10th February",
                        "February 10th",
                        "10th of February",
                        "2027-02-10",
                    ]
                ],
                [],
            ),
            ("what's my spending cap", [["70"]], []),
            ("do I like {brand2}", [["yes", "Yes"]], []),
            (
                "Tell me everything you know about me.",
                [
                    ["M", "medium"],
                    ["30"],
                    ["8"],
                    ["navy"],
                    ["pink"],
                    ["{brand2}"],
                    ["70"],
                    ["Iceland"],
                ],
                [],
            ),
            ("am I still a UK 8 in shoes?", [["yes", "Yes", "8"]], []),
            ("first time I came in, what did I do", [["brows", "new arrival"]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-25 06:40", "The shopper wears US 10.5 running shoes."),
            ("2026-09-25 06:41", "The shopper is running a marathon on 2026-10-04."),
            ("2026-11-29 07:10", "The shopper is running a half marathon on 2027-03-15."),
        ],
        "visits": [
            (
                "2026-09-25",
                "running shoes 10.5 US, marathon next week eek",
                "Good luck! Here are running shoes in US 10.5.",
                "The shopper looked at running shoes in US 10.5 for a marathon.",
            ),
            (
                "2026-11-29",
                "signed up for a half in march!",
                "Brilliant! Here are some lightweight running tops.",
                "",
            ),
        ],
        "questions": [
            ("whats my running shoe size", [["10.5"]], []),
            ("what race have I got coming up", [["half"]], []),
            (
                "when's my next race?",
                [
                    [
                        "March 15",
                        "15 March",
                        "15th March",
                        "March 15th",
                        "15th of March",
                        "2027-03-15",
                    ]
                ],
                [],
            ),
            (
                "when did I run the full marathon",
                [
                    [
                        "October 4",
                        "4 October",
                        "4th October",
                        "October 4th",
                        "4th of October",
                        "2026-10-04",
                    ]
                ],
                [],
            ),
            ("when was my last visit?", [["November", "2026-11-29"]], []),
            ("what colours do I like", [[NOT_KNOWN]], []),
            ("what did you show me most recently", [["running top", "top"]], []),
            (
                "what did you show me when I came in about the marathon",
                [["running shoe", "shoe"]],
                [],
            ),
        ],
    },
    {
        "facts": [
            ("2026-08-08 19:19", "The shopper avoids beige."),
            ("2026-08-08 19:20", "The shopper avoids {brand0}."),
            ("2026-08-08 19:21", "The shopper avoids neon colours."),
        ],
        "visits": [],
        "questions": [
            ("what colours do I avoid", [["beige"], ["neon"]], []),
            ("is there a brand I don't buy", [["{brand0}"]], []),
            ("what colour do I actually like", [[NOT_KNOWN]], []),
            ("do I like beige?", [["no", "No", "avoid"]], []),
            ("what size am I?", [[NOT_KNOWN]], []),
            ("should you show me {brand0}?", [["no", "No", "avoid"]], []),
        ],
    },
    {
        "facts": [
            ("2026-04-18 11:00", "The shopper wears UK 6 shoes."),
            ("2026-09-02 16:30", "The shopper wears UK 6.5 shoes."),
            ("2026-09-02 16:31", "The shopper is going on holiday to Greece on 2026-09-20."),
            ("2026-09-02 16:32", "The shopper likes white."),
        ],
        "visits": [
            (
                "2026-09-02",
                "need white sandals in a 6.5 for greece",
                "Here are white sandals in UK 6.5.",
                "The shopper looked for white sandals in UK 6.5 for a holiday in Greece.",
            ),
        ],
        "questions": [
            ("what shoe size am I", [["6.5"]], []),
            ("did my shoe size change", [["6.5"]], []),
            ("where was I going on holiday", [["Greece"]], []),
            (
                "when was that greece trip",
                [
                    [
                        "September 20",
                        "20 September",
                        "20th September",
                        "September 20th",
                        "20th of September",
                        "2026-09-20",
                    ]
                ],
                [],
            ),
            ("do I like white?", [["yes", "Yes"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("remind me what I looked at last time", [["sandal"]], []),
        ],
    },
    {
        "facts": [
            ("2026-05-05 20:20", "The shopper wears size 14."),
            ("2026-05-05 20:21", "The shopper has a graduation on 2026-07-16."),
            ("2026-05-05 20:22", "The shopper's budget is up to 120."),
            ("2026-05-05 20:23", "The shopper likes cobalt blue."),
        ],
        "visits": [
            (
                "2026-05-05",
                "graduation dress, size 14, something blue?",
                "Here are blue dresses in size 14 under 120.",
                "The shopper looked for a blue graduation dress in size 14.",
            ),
        ],
        "questions": [
            ("what's my dress size", [["14"]], []),
            (
                "when's my graduation",
                [["July 16", "16 July", "16th July", "July 16th", "16th of July", "2026-07-16"]],
                [],
            ),
            ("how much can i spend", [["120"]], []),
            ("what blue do I like", [["cobalt"]], []),
            ("do I like red?", [[NOT_KNOWN]], []),
            (
                "what do you remember about me",
                [["14"], ["graduation"], ["120"], ["cobalt", "blue"]],
                [],
            ),
            ("when was I last here", [["May", "2026-05-05"]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-20 09:09", "The shopper has a 34 waist."),
            ("2026-10-07 18:18", "The shopper has a 36 waist."),
            ("2026-10-07 18:19", "The shopper wears a 32 leg."),
            ("2026-10-07 18:20", "The shopper likes olive."),
            ("2026-10-07 18:21", "The shopper likes {brand3}."),
        ],
        "visits": [
            (
                "2026-10-07",
                "chinos 36 waist 32 leg olive if poss",
                "Here are olive chinos in W36 L32, including some from {brand3}.",
                "The shopper looked at olive chinos in W36 L32.",
            ),
        ],
        "questions": [
            ("what's my waist size", [["36"]], ["34"]),
            ("has my waist gone up?", [["34"], ["36"]], []),
            ("leg length?", [["32"]], []),
            ("what colour trousers do I like", [["olive"]], []),
            ("which brand do I go for", [["{brand3}"]], []),
            ("what's my shoe size", [[NOT_KNOWN]], []),
            ("what do you know about me", [["36"], ["32"], ["olive"], ["{brand3}"]], ["34"]),
            ("what did I look at last time", [["chino"]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-26 22:05", "The shopper has a date on 2026-12-05."),
            ("2026-11-26 22:06", "The shopper wears size XS."),
            ("2026-11-26 22:07", "The shopper's budget is up to 50."),
        ],
        "visits": [
            (
                "2026-11-26",
                "first date next week!! need a top, XS, max 50",
                "Exciting! Here are tops in XS under 50.",
                "The shopper looked for a date-night top in XS under 50.",
            ),
        ],
        "questions": [
            (
                "when's my date",
                [
                    [
                        "December 5",
                        "5 December",
                        "5th December",
                        "December 5th",
                        "5th of December",
                        "2026-12-05",
                    ]
                ],
                [],
            ),
            ("what size am i in tops", [["XS", "extra small"]], []),
            ("how much did i want to spend on the top", [["50"]], []),
            ("what colour do I like", [[NOT_KNOWN]], []),
            ("am i a small?", [["XS", "extra small"]], []),
            ("what was I looking for", [["top"]], []),
        ],
    },
    {
        "facts": [
            ("2026-02-02 10:30", "The shopper likes {brand4}."),
            ("2026-06-06 15:15", "The shopper wears size L."),
            ("2026-06-06 15:16", "The shopper avoids green."),
        ],
        "visits": [
            (
                "2026-02-02",
                "{brand4} coats?",
                "Here are the {brand4} coats in stock.",
                "The shopper looked at {brand4} coats.",
            ),
            ("2026-04-10", "need a raincoat", "Here are some raincoats.", ""),
            (
                "2026-06-06",
                "linen shirts in L, not green",
                "Here are linen shirts in L in white, blue and stone.",
                "The shopper looked at linen shirts in L, avoiding green.",
            ),
            (
                "2026-08-30",
                "do you do swimwear",
                "Yes, here is our swimwear range.",
                "The shopper browsed swimwear.",
            ),
        ],
        "questions": [
            ("when did I last pop in", [["August", "2026-08-30"]], []),
            ("what did i look at the very first time", [["coat", "{brand4}"]], []),
            ("what was I after in april", [["raincoat", "rain"]], []),
            ("how many times have I visited", [["4", "four"]], []),
            ("what size shirt am I", [["L", "large"]], []),
            ("do I like green?", [["no", "No", "avoid"]], []),
            ("which brand do I like", [["{brand4}"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("did I ever look at swimwear?", [["yes", "Yes", "swim"]], []),
        ],
    },
    {
        "facts": [
            ("2026-07-07 12:34", "The shopper wears tall size 16."),
            ("2026-07-07 12:35", "The shopper avoids grey."),
            ("2026-07-07 12:36", "The shopper's budget is between 30 and 50."),
        ],
        "visits": [],
        "questions": [
            ("what size am I", [["16"]], []),
            ("do I need tall fits", [["yes", "Yes", "tall"]], []),
            ("is grey ok for me?", [["no", "No", "avoid"]], []),
            ("what price range do I like", [["30"], ["50"]], []),
            ("which brands do i like", [[NOT_KNOWN]], []),
            ("what did I look at last time", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-03-03 17:17", "The shopper likes black."),
            ("2026-11-11 13:13", "The shopper avoids black."),
            ("2026-11-11 13:14", "The shopper likes yellow."),
            ("2026-11-11 13:15", "The shopper wears size M."),
        ],
        "visits": [
            (
                "2026-11-11",
                "bored of black, want something bright, M",
                "Here are bright tops in M, including yellow.",
                "The shopper looked for bright tops in M.",
            ),
        ],
        "questions": [
            ("do I like black?", [["no", "No", "avoid", "not"]], []),
            ("what colour am I into now", [["yellow"]], []),
            ("how have my colour tastes changed", [["black"], ["yellow"]], []),
            ("size?", [["M", "medium"]], []),
            ("any occasions coming up", [[NOT_KNOWN]], []),
            ("what did I want last time", [["bright", "yellow"]], []),
        ],
    },
    {
        "facts": [
            ("2026-08-19 09:45", "The shopper starts a new job on 2026-09-07."),
            ("2026-08-19 09:46", "The shopper wears size 12."),
            ("2026-08-19 09:47", "The shopper's budget is up to 200."),
            ("2026-08-19 09:48", "The shopper likes {brand0}."),
        ],
        "visits": [
            (
                "2026-08-19",
                "new job in sept, need a capsule office wardrobe",
                "Here are office pieces in size 12 under 200 in total.",
                "The shopper planned an office wardrobe in size 12 for a new job.",
            ),
        ],
        "questions": [
            (
                "when did I start my job",
                [
                    [
                        "September 7",
                        "7 September",
                        "7th September",
                        "September 7th",
                        "7th of September",
                        "2026-09-07",
                    ]
                ],
                [],
            ),
            ("what's my clothes size", [["12"]], []),
            ("what was my total budget", [["200"]], []),
            ("do I like {brand0}", [["yes", "Yes"]], []),
            ("what colours do I avoid", [[NOT_KNOWN]], []),
            ("what was I shopping for", [["office", "work"]], []),
            ("sum me up", [["12"], ["200"], ["{brand0}"], ["job"]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-20 20:20", "The shopper likes burgundy."),
        ],
        "visits": [],
        "questions": [
            ("what colour do i like", [["burgundy"]], []),
            ("What size am I", [[NOT_KNOWN]], []),
            ("what do you know about me then", [["burgundy"]], []),
            ("do I like burgundy?", [["yes", "Yes"]], []),
            ("how much do I spend", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [],
        "visits": [
            (
                "2026-11-30",
                "do u have any christmas jumpers",
                "Yes! Here are our Christmas jumpers.",
                "The shopper looked at Christmas jumpers.",
            ),
        ],
        "questions": [
            ("what was i looking at the other day", [["Christmas", "jumper"]], []),
            ("when was I here last", [["November", "2026-11-30"]], []),
            ("what do u know about me", [["Christmas", "jumper"]], []),
            ("what size jumper do I wear", [[NOT_KNOWN]], []),
            ("what's my favourite colour", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-12 14:00", "The shopper's budget is up to 25 per item."),
            ("2026-09-12 14:01", "The shopper likes rust."),
            ("2026-09-12 14:02", "The shopper likes mustard."),
            ("2026-09-12 14:03", "The shopper wears UK 4.5 shoes."),
            ("2026-09-12 14:04", "The shopper avoids {brand2}."),
        ],
        "visits": [
            (
                "2026-09-12",
                "autumn vibes, rust or mustard, cheap pls",
                "Here are rust and mustard pieces under 25.",
                "The shopper looked at rust and mustard autumn pieces under 25.",
            ),
        ],
        "questions": [
            ("which colours do I like", [["rust"], ["mustard"]], []),
            ("what's my shoe size", [["4.5"]], []),
            ("what do I spend per item", [["25"]], []),
            ("is {brand2} a brand i like", [["no", "No", "avoid"]], []),
            ("do I like mustard", [["yes", "Yes"]], []),
            ("what's my dress size", [[NOT_KNOWN]], []),
            ("when was my last visit", [["September", "2026-09-12"]], []),
        ],
    },
    {
        "facts": [
            ("2026-04-01 11:11", "The shopper has a christening on 2026-04-19."),
            ("2026-10-16 16:00", "The shopper has a wedding on 2027-05-22."),
            ("2026-10-16 16:01", "The shopper wears size 18."),
            ("2026-10-16 16:02", "The shopper likes dusky pink."),
        ],
        "visits": [
            (
                "2026-04-01",
                "christening outfit please, size 18",
                "Here are christening outfits in size 18.",
                "The shopper looked for a christening outfit in size 18.",
            ),
            (
                "2026-10-16",
                "it's early but i've got a wedding in may next year",
                "Plenty of time! Here are some wedding guest dresses in size 18.",
                "The shopper started looking for a wedding guest dress in size 18.",
            ),
        ],
        "questions": [
            ("what's my next event", [["wedding"]], []),
            (
                "when's the wedding",
                [["May 22", "22 May", "22nd May", "May 22nd", "22nd of May", "2027-05-22"]],
                [],
            ),
            (
                "when was the christening",
                [
                    [
                        "April 19",
                        "19 April",
                        "19th April",
                        "April 19th",
                        "19th of April",
                        "2026-04-19",
                    ]
                ],
                [],
            ),
            ("what size am I", [["18"]], []),
            ("what pink do I like", [["dusky"]], []),
            ("what did I look for first time round", [["christening"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("when did I first mention the wedding?", [["October", "2026-10-16"]], []),
        ],
    },
    {
        "facts": [
            ("2026-06-21 18:00", "The shopper has a 46 chest and wears a long fit."),
            ("2026-06-21 18:01", "The shopper wears size 3XL in T-shirts."),
            ("2026-06-21 18:02", "The shopper likes {brand1}."),
            ("2026-06-21 18:03", "The shopper avoids {brand3}."),
        ],
        "visits": [
            (
                "2026-06-21",
                "big and tall section?",
                "Here is our big and tall range, with {brand1} in 3XL.",
                "The shopper browsed the big and tall range.",
            ),
        ],
        "questions": [
            ("what's my chest size", [["46"]], []),
            ("what fit do I need in jackets", [["long"]], []),
            ("what size t-shirt", [["3XL"]], []),
            ("which brand do I avoid", [["{brand3}"]], []),
            ("which do I prefer, {brand1} or {brand3}?", [["{brand1}"]], []),
            ("what colour do i like", [[NOT_KNOWN]], []),
            ("remind me what i like", [["46"], ["3XL"], ["{brand1}"]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-05 10:00", "The shopper wears size M."),
            ("2026-05-15 10:00", "The shopper wears size L."),
            ("2026-10-25 10:00", "The shopper wears size M."),
            ("2026-10-25 10:01", "The shopper likes teal."),
        ],
        "visits": [
            (
                "2026-10-25",
                "back to a medium now, teal jumpers?",
                "Here are teal jumpers in M.",
                "The shopper looked at teal jumpers in size M.",
            ),
        ],
        "questions": [
            ("what size am i", [["M", "medium"]], ["L"]),
            ("was I ever a large?", [["yes", "Yes", "L", "large"]], []),
            ("what colour do I like", [["teal"]], []),
            ("what's my budget for jumpers", [[NOT_KNOWN]], []),
            ("what was I looking at last time", [["jumper", "teal"]], []),
            ("hows my size changed this year", [["M", "medium"], ["L", "large"]], []),
        ],
    },
    {
        "facts": [
            ("2026-08-12 13:30", "The shopper wears EU 38."),
            ("2026-08-12 13:31", "The shopper's budget is up to 90 euros."),
            ("2026-08-12 13:32", "The shopper is going to a festival on 2026-08-28."),
            ("2026-08-12 13:33", "The shopper avoids white."),
        ],
        "visits": [],
        "questions": [
            ("what's my size in EU", [["38"]], []),
            ("how much will I spend", [["90"]], []),
            (
                "when is the festival",
                [
                    [
                        "August 28",
                        "28 August",
                        "28th August",
                        "August 28th",
                        "28th of August",
                        "2026-08-28",
                    ]
                ],
                [],
            ),
            ("colour to avoid?", [["white"]], []),
            ("can I wear white?", [["no", "No", "avoid"]], []),
            ("what did I look at last time", [[NOT_KNOWN]], []),
            (
                "festival date and my budget?",
                [
                    [
                        "August 28",
                        "28 August",
                        "28th August",
                        "August 28th",
                        "28th of August",
                        "2026-08-28",
                    ],
                    ["90"],
                ],
                [],
            ),
        ],
    },
    {
        "facts": [
            ("2026-11-08 09:00", "The shopper's feet are 27 cm long."),
            ("2026-11-08 09:01", "The shopper is going skiing on 2027-01-16."),
            ("2026-11-08 09:02", "The shopper likes red."),
            ("2026-11-08 09:03", "The shopper's budget is up to 250."),
        ],
        "visits": [
            (
                "2026-11-08",
                "ski jacket and snow boots, feet are 27cm",
                "Here are ski jackets and snow boots in a 27 cm fit.",
                "The shopper looked at ski jackets and snow boots.",
            ),
            ("2026-11-22", "any red ski gloves?", "Yes, here are red ski gloves.", ""),
        ],
        "questions": [
            ("how long are my feet", [["27"]], []),
            (
                "when's my ski trip",
                [
                    [
                        "January 16",
                        "16 January",
                        "16th January",
                        "January 16th",
                        "16th of January",
                        "2027-01-16",
                    ]
                ],
                [],
            ),
            ("what colour do i like", [["red"]], []),
            ("budget?", [["250"]], []),
            ("what did I ask about last time", [["glove"]], []),
            ("what did you show me first", [["ski jacket", "jacket", "boot"]], []),
            ("what do you know about me", [["27"], ["ski"], ["red"], ["250"]], []),
            ("which colour should my ski gloves be", [["red"]], []),
        ],
    },
    {
        "facts": [
            ("2026-03-09 19:00", "The shopper's budget is up to 40."),
            ("2026-09-29 19:30", "The shopper's budget is up to 55."),
            ("2026-09-29 19:31", "The shopper wears UK 11 shoes."),
            ("2026-09-29 19:32", "The shopper likes {brand0}."),
            ("2026-09-29 19:33", "The shopper likes {brand4}."),
        ],
        "visits": [
            (
                "2026-09-29",
                "trainers size 11, {brand0} or {brand4}, up to 55",
                "Here are {brand0} and {brand4} trainers in UK 11 under 55.",
                "The shopper looked at {brand0} and {brand4} trainers in UK 11.",
            ),
        ],
        "questions": [
            ("what's my max spend", [["55"]], ["40"]),
            ("was my budget lower before?", [["40"]], []),
            ("shoe size", [["11"]], []),
            ("which brands do I like", [["{brand0}"], ["{brand4}"]], []),
            ("what colour trainers do I like", [[NOT_KNOWN]], []),
            ("what did I look at last time", [["trainer"]], []),
            ("remind me of my preferences", [["55"], ["11"], ["{brand0}"], ["{brand4}"]], ["40"]),
        ],
    },
]
