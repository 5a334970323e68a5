"""The shopper questions of split "test19" (issue 18).

split "test19" (issue 18), written blind, by hand, on 2026-12-06 by a twenty-second writer who
never saw the offline model's code or tests, nor any other split's sentences or templates; only
this brief.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    {  # a size that went up; one liked colour; two visits
        "facts": [
            ("2026-03-14 11:02", "The shopper wears size 12."),
            ("2026-10-30 16:20", "The shopper wears size 14."),
            ("2026-10-30 16:22", "The shopper likes emerald."),
        ],
        "visits": [
            (
                "2026-03-14",
                "looking for a wrap dress in a 12, nothing too clingy",
                "We have three wrap dresses in size 12; the jersey one is the least clingy.",
                "The shopper looked at wrap dresses in size 12.",
            ),
            (
                "2026-10-30",
                "I've gone up to a 14, any emerald jumpers?",
                "Yes, there is an emerald cable-knit jumper in size 14.",
                "The shopper asked for emerald jumpers in size 14.",
            ),
        ],
        "questions": [
            ("what size do I wear these days", [["14"]], []),
            ("am I still a 12?", [["14"]], ["Yes"]),
            ("has my size changed at all", [["12"], ["14"]], []),
            (
                "when did I tell you I'd gone up a size",
                [["2026-10-30", "30 October", "October 30", "30th October", "30 Oct", "Oct 30"]],
                [],
            ),
            ("whats my favourite colour", [["emerald"]], []),
            ("what did I look at the first time I came in", [["wrap dress"]], []),
            ("how much do I usually spend", [[NOT_KNOWN]], []),
            ("have I got anything coming up that I'm shopping for", [[NOT_KNOWN]], []),
        ],
    },
    {  # visits only, three of them
        "facts": [],
        "visits": [
            (
                "2026-06-02",
                "do you have hiking boots in a UK 6",
                "Yes, two pairs of hiking boots come in UK 6.",
                "The shopper looked at hiking boots in UK 6.",
            ),
            (
                "2026-08-19",
                "need a waterproof jacket, nothing too heavy",
                "The packable rain jacket weighs 300 g and is fully waterproof.",
                "The shopper asked about lightweight waterproof jackets.",
            ),
            (
                "2026-11-27",
                "any thermal base layers?",
                "We have merino base layers as tops and leggings.",
                "The shopper looked at merino base layers.",
            ),
        ],
        "questions": [
            ("how many times have I been here", [["3", "three"]], []),
            (
                "when was my last visit",
                [["2026-11-27", "27 November", "November 27", "27th November", "27 Nov", "Nov 27"]],
                [],
            ),
            ("what was I after back in August", [["waterproof", "rain jacket", "jacket"]], []),
            ("what did I look at the very first time", [["boots"]], []),
            ("what shoe size was I asking about", [["6"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("do I like any particular brand", [[NOT_KNOWN]], []),
        ],
    },
    {  # nothing at all
        "facts": [],
        "visits": [],
        "questions": [
            ("what do you know about me", [[NOT_KNOWN]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("have I shopped here before", [[NOT_KNOWN]], []),
            ("what colours do I hate", [[NOT_KNOWN]], []),
            ("what's my budget again", [[NOT_KNOWN]], []),
            ("do I have any events coming up", [[NOT_KNOWN]], []),
        ],
    },
    {  # a full set of facts, no visits
        "facts": [
            ("2026-05-11 14:05", "The shopper wears size M."),
            ("2026-05-11 14:06", "The shopper likes navy."),
            ("2026-05-11 14:06", "The shopper avoids orange."),
            ("2026-07-03 09:40", "The shopper likes {brand3}."),
            ("2026-07-03 09:41", "The shopper's budget is up to 120."),
            ("2026-11-29 20:12", "The shopper has a job interview on 2026-12-15."),
        ],
        "visits": [],
        "questions": [
            (
                "what do you remember about me",
                [["M", "medium"], ["navy"], ["orange"], ["{brand3}"], ["120"], ["interview"]],
                [],
            ),
            (
                "when is my interview",
                [["2026-12-15", "15 December", "December 15", "15th December", "15 Dec", "Dec 15"]],
                [],
            ),
            ("do I like orange?", [["No", "no", "Not", "not", "don't", "avoid"]], ["Yes"]),
            ("which brand do I like", [["{brand3}"]], []),
            ("what's the most I want to spend", [["120"]], []),
            ("am I a medium?", [["Yes", "yes", "you are"]], []),
            ("what's my shoe size", [[NOT_KNOWN]], []),
        ],
    },
    {  # a budget that went up; a marathon
        "facts": [
            ("2026-02-08 10:10", "The shopper wears UK shoe size 9."),
            ("2026-02-08 10:11", "The shopper's budget is up to 60."),
            ("2026-09-21 17:30", "The shopper's budget is up to 90."),
            ("2026-09-21 17:31", "The shopper has a marathon on 2027-04-25."),
        ],
        "visits": [],
        "questions": [
            ("what's my budget now", [["90"]], []),
            ("has my budget gone up or down", [["60"], ["90"]], []),
            ("is my limit still 60?", [["90"]], ["Yes"]),
            ("what am I training for", [["marathon"]], []),
            (
                "when's the race",
                [["2027-04-25", "25 April", "April 25", "25th April", "25 Apr", "Apr 25"]],
                [],
            ),
            ("what size trainers do I take", [["9"]], []),
            ("what colours do I like", [[NOT_KNOWN]], []),
        ],
    },
    {  # brands liked and refused; waist and leg
        "facts": [
            ("2026-04-17 12:00", "The shopper likes {brand0}."),
            ("2026-04-17 12:01", "The shopper avoids {brand2}."),
            ("2026-08-09 15:45", "The shopper avoids {brand4}."),
            ("2026-08-09 15:46", "The shopper wears size W30 L32."),
        ],
        "visits": [],
        "questions": [
            ("which brands should you not show me", [["{brand2}"], ["{brand4}"]], []),
            ("do I like {brand2}?", [["No", "no", "Not", "not", "don't", "avoid"]], ["Yes"]),
            ("what's my favourite brand", [["{brand0}"]], []),
            ("what jeans size am I", [["W30", "30"], ["L32", "32"]], []),
            ("what leg length do I need", [["L32", "32"]], []),
            ("is {brand0} one I like", [["Yes", "yes", "you do"]], []),
            (
                "when did I say I'd gone off {brand4}",
                [["2026-08-09", "9 August", "August 9", "9th August", "9 Aug", "Aug 9"]],
                [],
            ),
            ("do I have a budget", [[NOT_KNOWN]], []),
        ],
    },
    {  # a wedding guest, one visit
        "facts": [
            ("2026-10-05 19:20", "The shopper has a wedding on 2027-05-22."),
            ("2026-10-05 19:21", "The shopper wears size 10."),
            ("2026-10-05 19:22", "The shopper avoids white."),
            ("2026-10-05 19:23", "The shopper likes sage green."),
        ],
        "visits": [
            (
                "2026-10-05",
                "I'm a guest at a wedding in May, need a dress in a 10, not white obviously",
                "The sage green midi dress and the dusty pink wrap dress both come in size 10.",
                "The shopper looked at wedding guest dresses in size 10 and liked the sage green "
                "midi.",
            ),
        ],
        "questions": [
            (
                "when's the wedding I'm going to",
                [["2027-05-22", "22 May", "May 22", "22nd May"]],
                [],
            ),
            ("which dress did I like last time", [["sage", "midi"]], []),
            ("what colour should I avoid", [["white"]], []),
            ("what size dress do I wear", [["10"]], []),
            ("am I going to any events", [["wedding"]], []),
            ("how much did I say I'd spend on the dress", [[NOT_KNOWN]], []),
            ("what's a colour I like", [["sage"]], []),
        ],
    },
    {  # a teenager in kids' sizes, prom
        "facts": [
            ("2026-09-12 16:00", "The shopper wears age 13-14."),
            ("2026-09-12 16:01", "The shopper likes purple."),
            ("2026-11-02 17:15", "The shopper has a school prom on 2027-06-26."),
            ("2026-11-02 17:16", "The shopper's budget is up to 40."),
        ],
        "visits": [],
        "questions": [
            ("what size do i get in clothes", [["13-14", "13 to 14", "13/14"]], []),
            ("whats my budget for prom", [["40"]], []),
            (
                "when's prom",
                [["2027-06-26", "26 June", "June 26", "26th June", "26 Jun", "Jun 26"]],
                [],
            ),
            ("do i like purple", [["Yes", "yes", "you do"]], []),
            ("what colours do i avoid", [[NOT_KNOWN]], []),
            ("which brands do i like", [[NOT_KNOWN]], []),
        ],
    },
    {  # suit size that changed, collar, two visits
        "facts": [
            ("2026-01-20 08:55", "The shopper wears size 40R."),
            ("2026-01-20 08:56", "The shopper wears collar size 15.5."),
            ("2026-06-14 13:10", "The shopper wears size 42R."),
            ("2026-06-14 13:12", "The shopper avoids brown."),
        ],
        "visits": [
            (
                "2026-01-20",
                "need a suit for work, 40 regular",
                "The charcoal two-piece in 40R is in stock.",
                "The shopper looked at charcoal suits in 40R.",
            ),
            (
                "2026-06-14",
                "jacket's got tight, I think I'm a 42 now",
                "The navy blazer comes in 42R.",
                "The shopper moved up to 42R and looked at a navy blazer.",
            ),
        ],
        "questions": [
            ("what jacket size am I", [["42R", "42"]], []),
            ("what was I before that", [["40R", "40"]], []),
            ("what's my collar", [["15.5", "15½", "15 and a half"]], []),
            ("what suit did I look at in January", [["charcoal"]], []),
            (
                "when did I go up to a 42",
                [["2026-06-14", "14 June", "June 14", "14th June", "14 Jun", "Jun 14"]],
                [],
            ),
            ("what colour don't I wear", [["brown"]], []),
            ("do I have a wedding coming up", [[NOT_KNOWN]], ["Yes"]),
            ("how many times have I visited", [["2", "two", "twice"]], []),
        ],
    },
    {  # a beach holiday, facts only
        "facts": [
            ("2026-11-10 21:05", "The shopper has a beach holiday on 2027-02-10."),
            ("2026-11-10 21:06", "The shopper's budget is up to 150."),
            ("2026-11-10 21:07", "The shopper wears size S."),
            ("2026-11-10 21:08", "The shopper likes coral."),
        ],
        "visits": [],
        "questions": [
            (
                "when do I go away",
                [["2027-02-10", "10 February", "February 10", "10th February", "10 Feb", "Feb 10"]],
                [],
            ),
            ("what trip have I got coming up", [["holiday", "beach"]], []),
            ("how much have I got to spend", [["150"]], []),
            ("remind me of my size", [["S", "small"]], []),
            ("do I like coral", [["Yes", "yes", "you do"]], []),
            ("what shoe size am I", [[NOT_KNOWN]], []),
            ("what colours do I stay away from", [[NOT_KNOWN]], []),
        ],
    },
    {  # a single visit, nothing else
        "facts": [],
        "visits": [
            (
                "2026-11-30",
                "have you got a parka in XL, dark green ideally",
                "There is an olive parka in XL at 140.",
                "The shopper looked at an olive parka in XL priced 140.",
            ),
        ],
        "questions": [
            ("what did I look at last time", [["parka"]], []),
            (
                "when was that",
                [["2026-11-30", "30 November", "November 30", "30th November", "30 Nov", "Nov 30"]],
                [],
            ),
            ("how much was the parka", [["140"]], []),
            ("what size was I after", [["XL"]], []),
            ("have I told you my budget", [[NOT_KNOWN]], []),
            ("how many visits have I made", [["1", "one", "once"]], []),
        ],
    },
    {  # colours only, several each way
        "facts": [
            ("2026-03-03 10:00", "The shopper likes black."),
            ("2026-03-03 10:01", "The shopper likes grey."),
            ("2026-03-03 10:02", "The shopper avoids yellow."),
            ("2026-07-22 11:30", "The shopper avoids beige."),
            ("2026-07-22 11:31", "The shopper avoids pink."),
        ],
        "visits": [],
        "questions": [
            ("what colours do I like", [["black"], ["grey", "gray"]], []),
            ("what colours do I avoid", [["yellow"], ["beige"], ["pink"]], []),
            ("do I like yellow", [["No", "no", "Not", "not", "don't", "avoid"]], ["Yes"]),
            ("is grey ok for me", [["Yes", "yes", "like"]], []),
            (
                "would I wear beige",
                [["No", "no", "Not", "not", "don't", "avoid", "wouldn't"]],
                ["Yes"],
            ),
            ("what size am I", [[NOT_KNOWN]], []),
            (
                "when did I tell you I don't like pink",
                [["2026-07-22", "22 July", "July 22", "22nd July", "22 Jul", "Jul 22"]],
                [],
            ),
        ],
    },
    {  # a new job, facts and one visit
        "facts": [
            ("2026-11-25 08:30", "The shopper has a new job starting on 2027-01-04."),
            ("2026-11-25 08:31", "The shopper wears size 16."),
            ("2026-11-25 08:32", "The shopper's budget is up to 200."),
            ("2026-11-25 08:33", "The shopper likes {brand1}."),
        ],
        "visits": [
            (
                "2026-11-25",
                "starting a new job in january, need workwear in a 16",
                "We have tailored trousers and a matching blazer in size 16.",
                "The shopper looked at tailored trousers and a blazer in size 16 for a new job.",
            ),
        ],
        "questions": [
            (
                "when does my new job start",
                [["2027-01-04", "4 January", "January 4", "4th January", "4 Jan", "Jan 4"]],
                [],
            ),
            ("what did you suggest for work", [["trousers", "blazer"]], []),
            ("what's my budget for workwear", [["200"]], []),
            ("what size am I", [["16"]], []),
            ("which brand am I keen on", [["{brand1}"]], []),
            ("do I avoid any colours", [[NOT_KNOWN]], []),
            ("what do you know about me", [["16"], ["200"], ["{brand1}"], ["job"]], []),
        ],
    },
    {  # a size that went down twice, facts only
        "facts": [
            ("2026-01-05 09:00", "The shopper wears size L."),
            ("2026-05-18 18:00", "The shopper wears size M."),
            ("2026-11-01 12:00", "The shopper wears size S."),
        ],
        "visits": [],
        "questions": [
            ("what size am I now", [["S", "small"]], []),
            (
                "how has my size changed this year",
                [["L", "large"], ["M", "medium"], ["S", "small"]],
                [],
            ),
            ("was I ever a large", [["Yes", "yes", "were", "used to"]], []),
            (
                "when did I become a small",
                [["2026-11-01", "1 November", "November 1", "1st November", "1 Nov", "Nov 1"]],
                [],
            ),
            ("what size was I in may", [["M", "medium"]], []),
            ("what brands do I like", [[NOT_KNOWN]], []),
        ],
    },
    {  # a christening next week
        "facts": [
            ("2026-11-18 14:20", "The shopper has a christening on 2026-12-13."),
            ("2026-11-18 14:21", "The shopper's budget is up to 75."),
            ("2026-11-18 14:22", "The shopper avoids {brand0}."),
            ("2026-11-18 14:23", "The shopper wears size 8."),
        ],
        "visits": [],
        "questions": [
            ("what am I going to next week", [["christening"]], []),
            (
                "what date is the christening",
                [["2026-12-13", "13 December", "December 13", "13th December", "13 Dec", "Dec 13"]],
                [],
            ),
            ("which brand don't I like", [["{brand0}"]], []),
            (
                "should you show me {brand0}",
                [["No", "no", "Not", "not", "don't", "avoid"]],
                ["Yes"],
            ),
            ("whats my upper limit", [["75"]], []),
            ("what size do i take", [["8"]], []),
            ("what's my favourite colour", [[NOT_KNOWN]], []),
        ],
    },
    {  # visits only, four of them
        "facts": [],
        "visits": [
            (
                "2026-02-14",
                "valentines gift ideas? something in red",
                "A red cashmere scarf or red leather gloves would make lovely gifts.",
                "The shopper looked for red gifts and considered a cashmere scarf.",
            ),
            (
                "2026-04-02",
                "spring jacket, size M",
                "The stone trench coat comes in M.",
                "The shopper looked at a stone trench coat in M.",
            ),
            (
                "2026-07-09",
                "linen shirts?",
                "We have linen shirts in white, sky blue and sand.",
                "The shopper looked at linen shirts.",
            ),
            (
                "2026-10-12",
                "do you have chelsea boots in a 10",
                "The black suede chelsea boots come in size 10.",
                "The shopper looked at black suede chelsea boots in size 10.",
            ),
        ],
        "questions": [
            ("how many times have I been on here", [["4", "four"]], []),
            (
                "when did I first come to you",
                [["2026-02-14", "14 February", "February 14", "14th February", "14 Feb", "Feb 14"]],
                [],
            ),
            ("what was I looking at in the spring", [["trench"]], []),
            ("what did I look at in July", [["linen"]], []),
            ("what boots did I ask about", [["chelsea"]], []),
            ("what did I want in February", [["gift", "scarf", "red"]], []),
            ("have I told you what I can afford", [[NOT_KNOWN]], []),
            (
                "when was I last in",
                [["2026-10-12", "12 October", "October 12", "12th October", "12 Oct", "Oct 12"]],
                [],
            ),
        ],
    },
    {  # petite; a brand that went from liked to refused
        "facts": [
            ("2026-06-06 11:11", "The shopper wears petite size 8."),
            ("2026-06-06 11:12", "The shopper likes {brand2}."),
            ("2026-06-06 11:13", "The shopper likes {brand4}."),
            ("2026-09-01 10:00", "The shopper avoids {brand2}."),
        ],
        "visits": [],
        "questions": [
            ("do I still like {brand2}", [["No", "no", "Not", "not", "don't", "avoid"]], ["Yes"]),
            ("what brands do I like", [["{brand4}"]], []),
            ("did I use to like {brand2}", [["Yes", "yes", "did", "used to"]], []),
            ("what size am I", [["8"]], []),
            ("do I need petite sizes", [["Yes", "yes", "petite"]], []),
            (
                "when did I go off {brand2}",
                [
                    [
                        "2026-09-01",
                        "1 September",
                        "September 1",
                        "1st September",
                        "1 Sep",
                        "Sep 1",
                        "1 Sept",
                        "Sept 1",
                    ]
                ],
                [],
            ),
            ("what's my budget", [[NOT_KNOWN]], []),
        ],
    },
    {  # nothing at all, other phrasings
        "facts": [],
        "visits": [],
        "questions": [
            ("what do you remember about me", [[NOT_KNOWN]], []),
            ("what shoe size do i wear", [[NOT_KNOWN]], []),
            ("do i like {brand1}", [[NOT_KNOWN]], ["Yes"]),
            ("when did i last shop with you", [[NOT_KNOWN]], []),
            ("am i a size 12?", [[NOT_KNOWN]], ["Yes"]),
            ("what's my favourite colour", [[NOT_KNOWN]], []),
        ],
    },
    {  # a ski trip, facts and two visits
        "facts": [
            ("2026-10-20 19:00", "The shopper has a skiing trip on 2027-01-16."),
            ("2026-10-20 19:01", "The shopper wears size XL."),
            ("2026-10-20 19:02", "The shopper avoids black."),
            ("2026-10-20 19:03", "The shopper likes red."),
            ("2026-10-20 19:04", "The shopper's budget is up to 300."),
        ],
        "visits": [
            (
                "2026-10-20",
                "ski jacket in XL, not black, under 300",
                "The red insulated ski jacket in XL is 260.",
                "The shopper looked at a red insulated ski jacket in XL priced 260.",
            ),
            (
                "2026-11-15",
                "do you have salopettes to match?",
                "The red salopettes come in XL at 120.",
                "The shopper asked about red salopettes in XL.",
            ),
        ],
        "questions": [
            (
                "when am I off skiing",
                [["2027-01-16", "16 January", "January 16", "16th January", "16 Jan", "Jan 16"]],
                [],
            ),
            ("what colour was the ski jacket I liked", [["red"]], []),
            ("how much was the jacket", [["260"]], []),
            ("what's my limit", [["300"]], []),
            ("am I ok in black", [["No", "no", "Not", "not", "don't", "avoid"]], ["Yes"]),
            ("what did I ask about last time", [["salopettes"]], []),
            ("what size do I wear", [["XL"]], []),
            ("what shoe size am I", [[NOT_KNOWN]], []),
        ],
    },
    {  # two facts only
        "facts": [
            ("2026-08-28 07:45", "The shopper's budget is up to 50."),
            ("2026-08-28 07:46", "The shopper wears US shoe size 8."),
        ],
        "visits": [],
        "questions": [
            ("what's my budget", [["50"]], []),
            (
                "when did I tell you my budget",
                [["2026-08-28", "28 August", "August 28", "28th August", "28 Aug", "Aug 28"]],
                [],
            ),
            ("what size shoes do I wear", [["8"]], []),
            ("what colours do I like", [[NOT_KNOWN]], []),
            ("do I have plans coming up", [[NOT_KNOWN]], []),
            ("which brands do I avoid", [[NOT_KNOWN]], []),
        ],
    },
    {  # two visits only, one following the other
        "facts": [],
        "visits": [
            (
                "2026-09-09",
                "looking for a grey hoodie in large",
                "The heavyweight grey hoodie comes in large at 45.",
                "The shopper looked at a heavyweight grey hoodie in large.",
            ),
            (
                "2026-09-23",
                "any joggers to match that hoodie?",
                "Matching grey joggers come in large at 35.",
                "The shopper looked at matching grey joggers in large.",
            ),
        ],
        "questions": [
            ("what did I look at first", [["hoodie"]], []),
            ("what did I look for on my second visit", [["joggers"]], []),
            ("how much were the joggers", [["35"]], []),
            ("what size have I been shopping in", [["large", "L"]], []),
            ("how many times have I been in", [["2", "two", "twice"]], []),
            (
                "when did I look at joggers",
                [
                    [
                        "2026-09-23",
                        "23 September",
                        "September 23",
                        "23rd September",
                        "23 Sep",
                        "Sep 23",
                        "23 Sept",
                        "Sept 23",
                    ]
                ],
                [],
            ),
            ("have I got any events coming up", [[NOT_KNOWN]], []),
        ],
    },
    {  # collar size that changed; shirt colours
        "facts": [
            ("2026-05-02 12:30", "The shopper wears collar size 16."),
            ("2026-05-02 12:31", "The shopper likes white."),
            ("2026-05-02 12:32", "The shopper likes pale blue."),
            ("2026-05-02 12:33", "The shopper avoids pink."),
            ("2026-11-20 09:15", "The shopper wears collar size 16.5."),
        ],
        "visits": [],
        "questions": [
            ("what collar size am I", [["16.5", "16½", "16 and a half"]], []),
            ("have I always been a 16.5 collar", [["16"]], ["Yes"]),
            ("which shirt colours do I like", [["white"], ["blue"]], []),
            (
                "would I wear a pink shirt",
                [["No", "no", "Not", "not", "don't", "avoid", "wouldn't"]],
                ["Yes"],
            ),
            (
                "when did my collar size change",
                [["2026-11-20", "20 November", "November 20", "20th November", "20 Nov", "Nov 20"]],
                [],
            ),
            ("what's my budget for shirts", [[NOT_KNOWN]], []),
        ],
    },
    {  # a festival, two sizes, a brand and a colour
        "facts": [
            ("2026-11-29 22:10", "The shopper has a festival on 2027-06-24."),
            ("2026-11-29 22:11", "The shopper wears size 12."),
            ("2026-11-29 22:12", "The shopper wears UK shoe size 5."),
            ("2026-11-29 22:13", "The shopper likes {brand3}."),
            ("2026-11-29 22:14", "The shopper likes mustard."),
        ],
        "visits": [],
        "questions": [
            ("what's my shoe size", [["5"]], []),
            ("what's my dress size", [["12"]], []),
            (
                "when's the festival",
                [["2027-06-24", "24 June", "June 24", "24th June", "24 Jun", "Jun 24"]],
                [],
            ),
            (
                "tell me everything you know about me",
                [["festival"], ["12"], ["5"], ["{brand3}"], ["mustard"]],
                [],
            ),
            ("do I like mustard", [["Yes", "yes", "you do"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
        ],
    },
    {  # a funeral this week, one visit
        "facts": [
            ("2026-12-01 10:05", "The shopper has a funeral on 2026-12-09."),
            ("2026-12-01 10:06", "The shopper wears size 14."),
            ("2026-12-01 10:07", "The shopper's budget is up to 80."),
        ],
        "visits": [
            (
                "2026-12-01",
                "need a plain black coat for a funeral, size 14, up to 80",
                "The black wool-blend coat in size 14 is 79.",
                "The shopper looked at a black wool-blend coat in size 14 priced 79.",
            ),
        ],
        "questions": [
            (
                "what date is the funeral",
                [["2026-12-09", "9 December", "December 9", "9th December", "9 Dec", "Dec 9"]],
                [],
            ),
            ("which coat did you show me", [["wool"]], []),
            ("how much was it", [["79"]], []),
            ("what was my budget", [["80"]], []),
            ("what size am I", [["14"]], []),
            ("what colours do I avoid", [[NOT_KNOWN]], []),
        ],
    },
    {  # a colour that went from refused to liked
        "facts": [
            ("2026-02-11 13:00", "The shopper avoids green."),
            ("2026-10-09 13:00", "The shopper likes green."),
            ("2026-10-09 13:01", "The shopper wears size 18."),
        ],
        "visits": [],
        "questions": [
            ("do I like green now", [["Yes", "yes", "you do"]], []),
            ("have I always liked green", [["No", "no", "Not", "not", "didn't", "avoid"]], ["Yes"]),
            (
                "when did I change my mind about green",
                [["2026-10-09", "9 October", "October 9", "9th October", "9 Oct", "Oct 9"]],
                [],
            ),
            ("what size am I", [["18"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            (
                "when did I first mention green",
                [["2026-02-11", "11 February", "February 11", "11th February", "11 Feb", "Feb 11"]],
                [],
            ),
        ],
    },
    {  # a wedding of their own and a honeymoon
        "facts": [
            ("2026-11-12 20:20", "The shopper has a honeymoon on 2027-05-30."),
            ("2026-11-12 20:21", "The shopper has a wedding on 2027-05-28."),
            ("2026-11-12 20:22", "The shopper wears size 6."),
            ("2026-11-12 20:23", "The shopper likes ivory."),
        ],
        "visits": [],
        "questions": [
            ("what have I got coming up", [["wedding"], ["honeymoon"]], []),
            (
                "when do I leave for the honeymoon",
                [["2027-05-30", "30 May", "May 30", "30th May"]],
                [],
            ),
            ("when is the wedding", [["2027-05-28", "28 May", "May 28", "28th May"]], []),
            ("what colour do I like", [["ivory"]], []),
            ("what size am I", [["6"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
        ],
    },
    {  # a waist that went down; a brand; one visit
        "facts": [
            ("2026-03-22 16:40", "The shopper wears size W36 L30."),
            ("2026-08-15 11:05", "The shopper wears size W34 L30."),
            ("2026-08-15 11:06", "The shopper likes {brand4}."),
            ("2026-08-15 11:07", "The shopper's budget is up to 70."),
        ],
        "visits": [
            (
                "2026-08-15",
                "lost a bit of weight, 34 waist now, any {brand4} jeans under 70?",
                "The {brand4} straight-leg jeans come in W34 L30 at 65.",
                "The shopper looked at {brand4} straight-leg jeans in W34 L30 priced 65.",
            ),
        ],
        "questions": [
            ("what waist am I", [["W34", "34"]], []),
            ("what was my waist before", [["W36", "36"]], []),
            ("what leg length", [["L30", "30"]], []),
            ("what jeans did I look at", [["straight"]], []),
            ("what did they cost", [["65"]], []),
            ("is {brand4} one of my brands", [["Yes", "yes", "you do", "like"]], []),
            ("do I have a colour preference", [[NOT_KNOWN]], []),
        ],
    },
    {  # one visit, nothing else
        "facts": [],
        "visits": [
            (
                "2026-11-03",
                "swimsuit for a holiday, size 10",
                "The navy halterneck swimsuit comes in size 10.",
                "The shopper looked at a navy halterneck swimsuit in size 10 for a holiday.",
            ),
        ],
        "questions": [
            ("what swimsuit did you show me", [["halterneck", "navy"]], []),
            (
                "when was I last here",
                [["2026-11-03", "3 November", "November 3", "3rd November", "3 Nov", "Nov 3"]],
                [],
            ),
            ("what size swimwear do I wear", [["10"]], []),
            ("what colour was it", [["navy"]], []),
            ("when is my holiday", [[NOT_KNOWN]], []),
            ("do I have a favourite brand", [[NOT_KNOWN]], []),
        ],
    },
    {  # several brands, a letter size, a refused colour
        "facts": [
            ("2026-01-30 19:00", "The shopper likes {brand0}."),
            ("2026-01-30 19:01", "The shopper likes {brand1}."),
            ("2026-01-30 19:02", "The shopper avoids {brand3}."),
            ("2026-06-25 18:00", "The shopper wears size 2XL."),
            ("2026-06-25 18:01", "The shopper avoids red."),
        ],
        "visits": [],
        "questions": [
            ("which brands do I like", [["{brand0}"], ["{brand1}"]], []),
            ("any brands I'm not keen on", [["{brand3}"]], []),
            ("do I like {brand1}", [["Yes", "yes", "you do"]], []),
            ("do I like {brand3}", [["No", "no", "Not", "not", "don't", "avoid"]], ["Yes"]),
            ("what size am I", [["2XL", "XXL"]], []),
            ("what colour do I avoid", [["red"]], []),
            ("do I like {brand2}", [[NOT_KNOWN]], ["Yes"]),
            ("what's my budget", [[NOT_KNOWN]], []),
        ],
    },
    {  # a 10k race; shoe size that went up
        "facts": [
            ("2026-09-30 06:30", "The shopper has a 10k race on 2027-03-14."),
            ("2026-09-30 06:31", "The shopper wears size M."),
            ("2026-09-30 06:32", "The shopper wears EU shoe size 43."),
            ("2026-11-11 06:45", "The shopper wears EU shoe size 44."),
        ],
        "visits": [],
        "questions": [
            (
                "when's my 10k",
                [["2027-03-14", "14 March", "March 14", "14th March", "14 Mar", "Mar 14"]],
                [],
            ),
            ("what shoe size am I", [["44"]], []),
            ("am I still a 43", [["44"]], ["Yes"]),
            ("what size running top", [["M", "medium"]], []),
            ("what's my budget for trainers", [[NOT_KNOWN]], []),
            ("what am I training for", [["10k", "race"]], []),
        ],
    },
    {  # facts and two visits about one colour
        "facts": [
            ("2026-07-07 15:15", "The shopper wears size 20."),
            ("2026-07-07 15:16", "The shopper likes cobalt blue."),
            ("2026-07-07 15:17", "The shopper avoids {brand1}."),
        ],
        "visits": [
            (
                "2026-07-07",
                "summer dress in a 20, love cobalt blue",
                "The cobalt blue tea dress comes in size 20.",
                "The shopper looked at a cobalt blue tea dress in size 20.",
            ),
            (
                "2026-10-28",
                "any cobalt coats?",
                "There is a cobalt blue wool coat in size 20.",
                "The shopper asked about cobalt blue coats.",
            ),
        ],
        "questions": [
            ("what do you know about me", [["20"], ["cobalt"], ["{brand1}"]], []),
            ("what dress did I look at in the summer", [["tea dress"]], []),
            ("what did I ask about in October", [["coat"]], []),
            ("how many times have I been", [["2", "two", "twice"]], []),
            ("which brand don't I like", [["{brand1}"]], []),
            ("do I have a budget set", [[NOT_KNOWN]], []),
        ],
    },
    {  # a rough budget and a graduation
        "facts": [
            ("2026-10-14 12:12", "The shopper's budget is around 100."),
            ("2026-10-14 12:13", "The shopper has a graduation on 2027-07-08."),
            ("2026-10-14 12:14", "The shopper wears size 10."),
        ],
        "visits": [],
        "questions": [
            ("roughly what do I want to spend", [["100"]], []),
            (
                "when's my graduation",
                [["2027-07-08", "8 July", "July 8", "8th July", "8 Jul", "Jul 8"]],
                [],
            ),
            ("what's the event I'm shopping for", [["graduation"]], []),
            ("what size am I", [["10"]], []),
            ("what colours do I like", [[NOT_KNOWN]], []),
            ("what brands do I avoid", [[NOT_KNOWN]], []),
        ],
    },
    {  # a conference; a long jacket fit
        "facts": [
            ("2026-11-26 09:00", "The shopper has a conference on 2026-12-10."),
            ("2026-11-26 09:01", "The shopper wears size 42L."),
            ("2026-11-26 09:02", "The shopper likes charcoal."),
            ("2026-11-26 09:03", "The shopper avoids {brand4}."),
        ],
        "visits": [],
        "questions": [
            (
                "what's the conference date",
                [["2026-12-10", "10 December", "December 10", "10th December", "10 Dec", "Dec 10"]],
                [],
            ),
            ("what jacket size am I", [["42L", "42 long"]], []),
            ("what colour do I like for suits", [["charcoal"]], []),
            ("any brand I won't wear", [["{brand4}"]], []),
            ("am I a regular fit", [["No", "no", "not", "long", "42L"]], ["Yes"]),
            ("what's my budget", [[NOT_KNOWN]], []),
        ],
    },
    {  # nothing at all, chattier phrasings
        "facts": [],
        "visits": [],
        "questions": [
            ("hey do you know my size", [[NOT_KNOWN]], ["Yes"]),
            ("what have I looked at before", [[NOT_KNOWN]], []),
            ("how much do I normally spend", [[NOT_KNOWN]], []),
            ("which brands am I into", [[NOT_KNOWN]], []),
            ("anything you remember about me?", [[NOT_KNOWN]], []),
            ("when's my holiday", [[NOT_KNOWN]], []),
        ],
    },
    {  # three visits, one item seen twice
        "facts": [],
        "visits": [
            (
                "2026-05-05",
                "wool socks?",
                "We have merino socks in packs of three.",
                "The shopper looked at merino socks.",
            ),
            (
                "2026-05-20",
                "gilets in medium?",
                "The quilted gilet comes in medium in navy and khaki.",
                "The shopper looked at quilted gilets in medium.",
            ),
            (
                "2026-08-30",
                "the navy gilet again please",
                "The navy quilted gilet in medium is still in stock.",
                "The shopper looked again at the navy quilted gilet in medium.",
            ),
        ],
        "questions": [
            ("how many times have I visited", [["3", "three"]], []),
            ("which item did I look at twice", [["gilet"]], []),
            ("what colour gilet did I go back for", [["navy"]], []),
            ("what size gilet", [["medium", "M"]], []),
            ("what was my first visit about", [["socks"]], []),
            (
                "when did I last come in",
                [["2026-08-30", "30 August", "August 30", "30th August", "30 Aug", "Aug 30"]],
                [],
            ),
            ("do I have a budget", [[NOT_KNOWN]], []),
        ],
    },
    {  # a brand and a budget that both changed; a christmas party
        "facts": [
            ("2026-02-02 10:00", "The shopper avoids {brand0}."),
            ("2026-02-02 10:01", "The shopper's budget is up to 40."),
            ("2026-11-16 10:00", "The shopper likes {brand0}."),
            ("2026-11-16 10:01", "The shopper's budget is up to 100."),
            ("2026-11-16 10:02", "The shopper wears size 8."),
            ("2026-11-16 10:03", "The shopper has a christmas party on 2026-12-18."),
        ],
        "visits": [],
        "questions": [
            ("do I like {brand0} these days", [["Yes", "yes", "you do"]], []),
            ("what was my budget before", [["40"]], []),
            ("what's my budget now", [["100"]], []),
            ("what's changed since february", [["{brand0}"], ["100"]], []),
            (
                "when's the christmas party",
                [["2026-12-18", "18 December", "December 18", "18th December", "18 Dec", "Dec 18"]],
                [],
            ),
            ("what size am I", [["8"]], []),
            ("do I avoid any colours", [[NOT_KNOWN]], []),
        ],
    },
    {  # a half shoe size, facts only
        "facts": [
            ("2026-04-04 17:17", "The shopper wears UK shoe size 7.5."),
            ("2026-04-04 17:18", "The shopper likes tan."),
            ("2026-04-04 17:19", "The shopper avoids {brand2}."),
        ],
        "visits": [],
        "questions": [
            ("what's my shoe size", [["7.5", "7½", "seven and a half", "7 and a half"]], []),
            ("do I like tan", [["Yes", "yes", "you do"]], []),
            (
                "should you show me {brand2} shoes",
                [["No", "no", "Not", "not", "don't", "avoid"]],
                ["Yes"],
            ),
            ("what's my clothes size", [[NOT_KNOWN]], []),
            ("have I got anything coming up", [[NOT_KNOWN]], []),
            (
                "when did I tell you my shoe size",
                [["2026-04-04", "4 April", "April 4", "4th April", "4 Apr", "Apr 4"]],
                [],
            ),
        ],
    },
]
