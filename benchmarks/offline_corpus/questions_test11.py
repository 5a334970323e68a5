"""The questions about the shopper of split "test11" (issue 18).

split "test11" (issue 18), written blind, by hand, on 2026-12-03 by a fourteenth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    # 1: dress size changed, wedding coming up
    {
        "facts": [
            ("2026-08-02 14:10", "The shopper wears size 12 in dresses."),
            ("2026-11-20 16:45", "The shopper wears size 14 in dresses."),
            ("2026-11-20 16:46", "The shopper likes emerald green."),
            ("2026-11-20 16:48", "The shopper has a wedding on 2026-12-19."),
        ],
        "visits": [
            (
                "2026-11-20",
                "hi, I need a dress for a wedding, 14 please, ideally green",
                "Here are four green dresses in size 14, including a wrap midi.",
                "The shopper looked at green wedding guest dresses in size 14.",
            ),
        ],
        "questions": [
            ("what dress size am i", [["14"]], ["12"]),
            ("have I gone up a dress size?", [["12"], ["14"]], []),
            (
                "when's the wedding again?",
                [["19 December", "December 19", "19th December", "19th of December", "2026-12-19"]],
                [],
            ),
            ("which colour do I like", [["emerald", "green"]], []),
            ("whats my budget", [[NOT_KNOWN]], []),
            ("what was I after last time?", [["dress"], ["green", "wedding"]], []),
            ("remind me what you know about me", [["14"], ["green"], ["wedding"]], []),
            ("am I still a 12 in dresses?", [["No", "no", "not"], ["14"]], []),
        ],
    },
    # 2: menswear measurements, facts only
    {
        "facts": [
            ("2026-10-05 11:00", "The shopper's waist is 34 and leg is 32."),
            ("2026-10-05 11:01", "The shopper wears a 40R jacket."),
            ("2026-10-05 11:02", "The shopper's collar is 15.5."),
            ("2026-10-05 11:04", "The shopper avoids brown."),
            ("2026-10-05 11:05", "The shopper has a job interview on 2026-12-08."),
        ],
        "visits": [],
        "questions": [
            ("what's my waist", [["34"]], []),
            ("what leg length do I take in trousers?", [["32"]], []),
            ("collar size?", [["15.5"]], []),
            ("what jacket size do I wear", [["40R", "40 regular", "regular"]], []),
            ("is there a colour I steer clear of?", [["brown"]], []),
            (
                "when is my interview",
                [["8 December", "December 8", "8th December", "8th of December", "2026-12-08"]],
                [],
            ),
            ("which brands am I into?", [[NOT_KNOWN]], []),
            ("what do you know about me", [["34"], ["15.5"], ["brown"], ["interview"]], []),
            ("do I like brown?", [["No", "no", "not", "avoid", "don't"]], ["Yes"]),
            ("have I got anything important coming up?", [["interview"]], []),
        ],
    },
    # 3: visits only
    {
        "facts": [],
        "visits": [
            (
                "2026-09-12",
                "hello, looking for walking boots",
                "We have five pairs of walking boots; the waterproof leather ones are popular.",
                "The shopper looked at walking boots.",
            ),
            (
                "2026-10-30",
                "any waterproof jackets?",
                "Yes, there are several waterproof jackets, including a lightweight packable one.",
                "The shopper browsed waterproof jackets.",
            ),
        ],
        "questions": [
            ("what was I looking at last time", [["jacket"]], []),
            (
                "when did I last come in?",
                [["30 October", "October 30", "30th October", "30th of October", "2026-10-30"]],
                [],
            ),
            ("what did I want the very first time I was here?", [["boot"]], []),
            (
                "when was my first visit",
                [
                    [
                        "12 September",
                        "September 12",
                        "12th September",
                        "12th of September",
                        "2026-09-12",
                    ]
                ],
                [],
            ),
            ("what size do I wear", [[NOT_KNOWN]], []),
            ("What do you know about me?", [["boot"], ["jacket"]], []),
            ("did I ever ask about boots?", [["Yes", "yes"]], []),
        ],
    },
    # 4: brand changed from liked to avoided
    {
        "facts": [
            ("2026-07-19 10:30", "The shopper likes {brand0}."),
            ("2026-11-11 18:20", "The shopper avoids {brand0}."),
            ("2026-11-11 18:21", "The shopper likes {brand3}."),
            ("2026-11-11 18:22", "The shopper wears size L."),
        ],
        "visits": [
            (
                "2026-11-11",
                "my last hoodie fell apart so no more {brand0}, what else have you got in L?",
                "Here are hoodies in L from {brand3} and {brand1}.",
                "The shopper looked at hoodies in size L and turned away from {brand0}.",
            ),
        ],
        "questions": [
            ("which brand do I like these days?", [["{brand3}"]], []),
            ("is there a brand I avoid", [["{brand0}"]], []),
            ("do I still like {brand0}?", [["No", "no", "not", "avoid", "don't"]], ["Yes"]),
            (
                "have i changed my mind about {brand0}",
                [["{brand0}"], ["avoid", "no longer", "not", "stopped", "don't", "used to"]],
                [],
            ),
            ("what size am I", [["L", "large"]], []),
            ("what was I shopping for last time", [["hood"]], []),
            ("favourite colour?", [[NOT_KNOWN]], []),
            ("everything you've got on me please", [["{brand3}"], ["L", "large"]], []),
            ("what did you point me to on my last visit", [["{brand3}", "{brand1}", "hood"]], []),
        ],
    },
    # 5: budget went up, race
    {
        "facts": [
            ("2026-06-01 09:00", "The shopper's budget is up to 50."),
            ("2026-10-14 19:40", "The shopper's budget is up to 75."),
            ("2026-10-14 19:41", "The shopper wears UK shoe size 7."),
            ("2026-10-14 19:42", "The shopper is running a half marathon on 2027-04-11."),
        ],
        "visits": [
            (
                "2026-10-14",
                "need running shoes for a half, size 7, up to 75 now",
                "There are six pairs of running shoes in UK 7 under 75.",
                "The shopper looked at running shoes in UK 7 under 75.",
            ),
        ],
        "questions": [
            ("how much am I happy to spend?", [["75"]], ["50"]),
            ("did my budget go up at some point", [["50"], ["75"]], []),
            ("whats my shoe size", [["7"]], []),
            (
                "when's the race",
                [["11 April", "April 11", "11th April", "11th of April", "2027-04-11"]],
                [],
            ),
            ("what am I training for again?", [["marathon", "half"]], []),
            ("what was i looking for last time", [["running", "shoe", "trainer"]], []),
            ("what size dress do i wear", [[NOT_KNOWN]], []),
            ("am I a size 7 shoe?", [["Yes", "yes"]], []),
        ],
    },
    # 6: nothing known
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what size am I?", [[NOT_KNOWN]], []),
            ("what do you know about me", [[NOT_KNOWN]], []),
            ("when was I last here", [[NOT_KNOWN]], []),
            ("do i like red", [[NOT_KNOWN]], []),
        ],
    },
    # 7: likes and dislikes of colour, no summary
    {
        "facts": [
            ("2026-09-03 13:15", "The shopper likes navy."),
            ("2026-09-03 13:16", "The shopper likes burgundy."),
            ("2026-09-03 13:17", "The shopper avoids yellow."),
            ("2026-09-03 13:18", "The shopper avoids orange."),
            ("2026-09-03 13:20", "The shopper wears size S."),
        ],
        "visits": [
            (
                "2026-09-03",
                "hiya!! any burgundy knitwear in a small? nothing yellow or orange pls",
                "Yes, there is a burgundy cable-knit jumper and a navy cardigan in S.",
                "",
            ),
        ],
        "questions": [
            ("what colours do I like?", [["navy"], ["burgundy"]], []),
            ("which colours should you never show me", [["yellow"], ["orange"]], []),
            ("do I like yellow", [["No", "no", "not", "avoid", "don't"]], ["Yes"]),
            ("am I into navy?", [["Yes", "yes"]], []),
            ("do I like green?", [[NOT_KNOWN]], []),
            ("what size am I", [["S", "small"]], []),
            ("what did you show me last time?", [["jumper", "cardigan"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            (
                "Remind me of my preferences.",
                [["navy"], ["burgundy"], ["yellow"], ["orange"], ["S", "small"]],
                [],
            ),
            ("is orange a no for me", [["Yes", "yes", "avoid", "not"]], []),
        ],
    },
    # 8: christening, facts only
    {
        "facts": [
            ("2026-11-25 12:00", "The shopper has a christening on 2026-12-13."),
            ("2026-11-25 12:01", "The shopper wears size 10."),
            ("2026-11-25 12:02", "The shopper likes pastel blue."),
            ("2026-11-25 12:03", "The shopper's budget is up to 100."),
        ],
        "visits": [],
        "questions": [
            (
                "when's the christening",
                [["13 December", "December 13", "13th December", "13th of December", "2026-12-13"]],
                [],
            ),
            ("what's coming up for me?", [["christening"]], []),
            ("what size do I take", [["10"]], []),
            ("which colour do I like?", [["blue", "pastel"]], []),
            ("how much can I spend", [["100"]], []),
            ("am I a size 12?", [["No", "no", "not"], ["10"]], []),
            ("any brands I like?", [[NOT_KNOWN]], []),
            ("what do u know about me", [["christening"], ["10"], ["blue"], ["100"]], []),
            (
                "remind me of the christening date and what I'm spending",
                [
                    [
                        "13 December",
                        "December 13",
                        "13th December",
                        "13th of December",
                        "2026-12-13",
                    ],
                    ["100"],
                ],
                [],
            ),
        ],
    },
    # 9: four visits, one fact
    {
        "facts": [
            ("2026-10-18 15:30", "The shopper wears size 16."),
        ],
        "visits": [
            (
                "2026-08-15",
                "do you sell swimwear",
                "Yes, there are swimsuits and bikinis in the summer range.",
                "The shopper browsed swimwear.",
            ),
            (
                "2026-09-22",
                "back to school stuff?",
                "There are school jumpers and trousers in the kids' section.",
                "The shopper looked at school uniform.",
            ),
            (
                "2026-10-18",
                "looking for a winter coat, I'm a 16",
                "Here are eight winter coats in 16, including two puffers.",
                "The shopper looked at winter coats in size 16.",
            ),
            (
                "2026-11-29",
                "any party dresses in sequins?",
                "Yes, there are three sequin party dresses.",
                "The shopper looked at sequin party dresses.",
            ),
        ],
        "questions": [
            ("what did I look at last time", [["sequin", "party", "dress"]], []),
            (
                "when did I last shop with you?",
                [["29 November", "November 29", "29th November", "29th of November", "2026-11-29"]],
                [],
            ),
            ("what was the first thing I ever asked you about", [["swim", "bikini"]], []),
            (
                "when was my first ever visit?",
                [["15 August", "August 15", "15th August", "15th of August", "2026-08-15"]],
                [],
            ),
            ("did I ever look at coats here?", [["Yes", "yes"], ["coat", "puffer"]], []),
            ("what size am i", [["16"]], []),
            ("how many times have I been in?", [["4", "four"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("what was I after back in october?", [["coat"]], []),
            (
                "remind me what I looked at in september",
                [["school", "uniform", "jumper", "trousers"]],
                [],
            ),
        ],
    },
    # 10: petite, brands both ways
    {
        "facts": [
            ("2026-10-02 20:10", "The shopper is petite and wears size 8."),
            ("2026-10-02 20:11", "The shopper wears UK shoe size 4."),
            ("2026-10-02 20:12", "The shopper likes {brand2}."),
            ("2026-10-02 20:13", "The shopper avoids {brand4}."),
            ("2026-10-02 20:14", "The shopper avoids white."),
        ],
        "visits": [
            (
                "2026-10-02",
                "petite jeans size 8?",
                "Yes, there are petite jeans in size 8 from {brand2}.",
                "The shopper looked at petite jeans in size 8.",
            ),
        ],
        "questions": [
            ("what's my size?", [["8"], ["petite"]], []),
            ("shoe size pls", [["4"]], []),
            ("which brand do i love", [["{brand2}"]], []),
            ("any brands I don't get on with?", [["{brand4}"]], []),
            ("do I wear white", [["No", "no", "not", "avoid", "don't"]], ["Yes"]),
            ("my budget?", [[NOT_KNOWN]], []),
            ("what was I shopping for before", [["jeans"]], []),
            ("sum up what you know about me", [["petite"], ["8"], ["{brand2}"], ["white"]], []),
            (
                "when did I last pop in?",
                [["2 October", "October 2", "2nd October", "2nd of October", "2026-10-02"]],
                [],
            ),
        ],
    },
    # 11: festival, budget, bright colours
    {
        "facts": [
            ("2026-11-01 17:00", "The shopper is going to a festival on 2027-06-24."),
            ("2026-11-01 17:01", "The shopper likes bright colours."),
            ("2026-11-01 17:02", "The shopper's budget is up to 40."),
        ],
        "visits": [
            (
                "2026-11-01",
                "festival outfits?? something bright, 40 max",
                "Here are some bright festival pieces under 40, including a neon bucket hat.",
                "The shopper looked at bright festival outfits under 40.",
            ),
        ],
        "questions": [
            (
                "when is my festival",
                [["24 June", "June 24", "24th June", "24th of June", "2027-06-24"]],
                [],
            ),
            ("what am I shopping for", [["festival"]], []),
            ("budget?", [["40"]], []),
            ("what kind of colours do I go for", [["bright"]], []),
            ("what size am i", [[NOT_KNOWN]], []),
            ("what did you suggest last time", [["hat", "festival", "bucket"]], []),
            ("which brands do I like", [[NOT_KNOWN]], []),
            ("do i like bright stuff?", [["Yes", "yes"]], []),
        ],
    },
    # 12: own wedding, suit, budget raised
    {
        "facts": [
            ("2026-10-21 08:45", "The shopper is getting married on 2027-05-08."),
            ("2026-10-21 08:46", "The shopper wears a 42 long jacket."),
            ("2026-10-21 08:47", "The shopper's waist is 36."),
            ("2026-10-21 08:48", "The shopper's budget is up to 400."),
            ("2026-10-21 08:49", "The shopper likes {brand1}."),
            ("2026-11-30 09:10", "The shopper's budget is up to 500."),
        ],
        "visits": [
            (
                "2026-10-21",
                "wedding suits, 42L, it's my own wedding",
                "There are three wedding suits in 42 long, two from {brand1}.",
                "The shopper looked at wedding suits in 42 long.",
            ),
            (
                "2026-11-30",
                "upping my budget to 500, any better suits?",
                "Yes, two more suits under 500, including a three-piece in charcoal.",
                "The shopper looked at suits under 500, including a charcoal three-piece.",
            ),
        ],
        "questions": [
            (
                "when am I getting married",
                [["8 May", "May 8", "8th May", "8th of May", "2027-05-08"]],
                [],
            ),
            ("what jacket size am I", [["42"], ["long", "L"]], []),
            ("waist?", [["36"]], []),
            ("how much can I spend on the suit", [["500"]], ["400"]),
            ("what did you show me last time", [["charcoal", "three-piece", "suit"]], []),
            ("what brand do I like", [["{brand1}"]], []),
            ("what shoe size am I", [[NOT_KNOWN]], []),
            (
                "when did I first come in",
                [["21 October", "October 21", "21st October", "21st of October", "2026-10-21"]],
                [],
            ),
            (
                "what do you know about me?",
                [["wedding", "married"], ["42"], ["36"], ["500"], ["{brand1}"]],
                ["400"],
            ),
            ("has my budget changed?", [["400"], ["500"]], []),
        ],
    },
    # 13: a single fact
    {
        "facts": [
            ("2026-11-15 14:00", "The shopper likes black."),
        ],
        "visits": [],
        "questions": [
            ("what colour do I wear", [["black"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("do i like black?", [["Yes", "yes"]], []),
            ("what do you know about me", [["black"]], []),
            ("is there any colour i avoid?", [[NOT_KNOWN]], []),
        ],
    },
    # 14: holiday with a place
    {
        "facts": [
            ("2026-11-08 10:00", "The shopper is going on holiday to Lanzarote on 2027-01-20."),
            ("2026-11-08 10:01", "The shopper wears size M."),
            ("2026-11-08 10:02", "The shopper likes coral."),
            ("2026-11-08 10:03", "The shopper avoids black."),
            ("2026-11-08 10:05", "The shopper's budget is up to 30 per item."),
        ],
        "visits": [
            (
                "2026-11-08",
                "off to lanzarote in jan, need summer stuff in winter lol",
                "There are linen shirts, shorts and sandals in the holiday edit.",
                "The shopper looked at holiday clothes for Lanzarote.",
            ),
        ],
        "questions": [
            ("where am I going on holiday?", [["Lanzarote"]], []),
            (
                "when do I fly out",
                [["20 January", "January 20", "20th January", "20th of January", "2027-01-20"]],
                [],
            ),
            ("what's my budget per item", [["30"]], []),
            ("wat size am i", [["M", "medium"]], []),
            ("colours I like?", [["coral"]], []),
            ("is black ok for me", [["No", "no", "not", "avoid", "don't"]], []),
            ("do I have a favourite brand", [[NOT_KNOWN]], []),
            ("what did we talk about last time", [["holiday", "Lanzarote", "linen", "summer"]], []),
            (
                "everything you know about me please",
                [["Lanzarote", "holiday"], ["M", "medium"], ["coral"], ["black"], ["30"]],
                [],
            ),
        ],
    },
    # 15: visits without summaries
    {
        "facts": [],
        "visits": [
            ("2026-10-10", "hi do u have gloves", "Yes, there are leather and knitted gloves.", ""),
            (
                "2026-11-27",
                "scarves?",
                "There are wool and cashmere scarves in several colours.",
                "",
            ),
        ],
        "questions": [
            ("what was I looking for last time", [["scar"]], []),
            ("what did I ask about on my first visit?", [["glove"]], []),
            (
                "when was I last here?",
                [["27 November", "November 27", "27th November", "27th of November", "2026-11-27"]],
                [],
            ),
            ("what size am I", [[NOT_KNOWN]], []),
            ("what do you know about me", [["glove"], ["scar"]], []),
            ("what colour do I like", [[NOT_KNOWN]], []),
            (
                "when did I first come in",
                [["10 October", "October 10", "10th October", "10th of October", "2026-10-10"]],
                [],
            ),
        ],
    },
    # 16: collar changed, new job
    {
        "facts": [
            ("2026-03-14 12:30", "The shopper's collar is 16."),
            ("2026-10-09 12:30", "The shopper's collar is 16.5."),
            ("2026-10-09 12:31", "The shopper likes white."),
            ("2026-10-09 12:32", "The shopper likes pale blue."),
            ("2026-10-09 12:33", "The shopper is starting a new job on 2026-12-01."),
        ],
        "visits": [
            (
                "2026-10-09",
                "new job soon, need 5 shirts, 16.5 collar",
                "There are white and pale blue shirts in a 16.5 collar, sold singly or in packs of three.",
                "The shopper looked at white and blue work shirts with a 16.5 collar.",
            ),
        ],
        "questions": [
            ("what collar size am I", [["16.5"]], []),
            (
                "has my neck size changed",
                [
                    ["16.5"],
                    ["was", "before", "earlier", "previously", "used to", "changed", "up from"],
                ],
                [],
            ),
            (
                "when do i start my new job",
                [["1 December", "December 1", "1st December", "1st of December", "2026-12-01"]],
                [],
            ),
            ("what colours do I like", [["white"], ["blue"]], []),
            ("what was I buying last time", [["shirt"]], []),
            ("what's my waist size", [[NOT_KNOWN]], []),
            ("what do you know about me", [["16.5"], ["white"], ["blue"], ["job"]], []),
        ],
    },
    # 17: 10k race, US shoe size, brands
    {
        "facts": [
            ("2026-09-28 07:15", "The shopper is running a 10k on 2026-12-14."),
            ("2026-09-28 07:16", "The shopper wears US shoe size 10.5."),
            ("2026-09-28 07:17", "The shopper likes {brand4}."),
            ("2026-09-28 07:18", "The shopper avoids {brand1}."),
            ("2026-09-28 07:19", "The shopper's budget is up to 120."),
        ],
        "visits": [
            (
                "2026-09-28",
                "trainers for a 10k, us 10.5, no {brand1}",
                "Here are four pairs of running trainers in US 10.5 from {brand4} and {brand2}.",
                "The shopper looked at running trainers in US 10.5.",
            ),
        ],
        "questions": [
            ("what's my shoe size", [["10.5"]], []),
            ("which race am I doing", [["10k", "10K", "10 k"]], []),
            (
                "when's my race",
                [["14 December", "December 14", "14th December", "14th of December", "2026-12-14"]],
                [],
            ),
            ("do I like {brand1}", [["No", "no", "not", "avoid", "don't"]], ["Yes"]),
            ("fave brand?", [["{brand4}"]], []),
            ("how much will I pay for trainers", [["120"]], []),
            ("what colour trainers do I like", [[NOT_KNOWN]], []),
            ("what size t-shirt do I wear", [[NOT_KNOWN]], []),
            ("any brands I don't want to see?", [["{brand1}"]], []),
        ],
    },
    # 18: letter size changed, graduation
    {
        "facts": [
            ("2026-05-05 11:11", "The shopper wears size XS."),
            ("2026-11-02 15:00", "The shopper wears size S."),
            ("2026-11-02 15:01", "The shopper has a graduation on 2027-07-15."),
            ("2026-11-02 15:02", "The shopper likes lilac."),
        ],
        "visits": [
            (
                "2026-05-05",
                "crop tops in XS?",
                "Yes, there are five crop tops in XS.",
                "The shopper looked at crop tops in XS.",
            ),
            (
                "2026-11-02",
                "graduation is in july, need a dress, small",
                "Here are some dresses in S, including a lilac midi.",
                "The shopper looked at graduation dresses in size S.",
            ),
        ],
        "questions": [
            ("what size am I now", [["S", "small"]], ["XS"]),
            ("did I use to be a different size?", [["XS", "extra small"], ["S", "small"]], []),
            (
                "when's my graduation",
                [["15 July", "July 15", "15th July", "15th of July", "2027-07-15"]],
                [],
            ),
            ("what colour was I keen on", [["lilac"]], []),
            ("what did I look at the first time", [["crop"]], []),
            (
                "when did I last visit",
                [["2 November", "November 2", "2nd November", "2nd of November", "2026-11-02"]],
                [],
            ),
            ("how much do I want to spend", [[NOT_KNOWN]], []),
            ("tell me everything", [["S", "small"], ["graduation"], ["lilac"]], []),
            ("do I like lilac", [["Yes", "yes"]], []),
        ],
    },
    # 19: brands and a price range, facts only
    {
        "facts": [
            ("2026-10-12 21:00", "The shopper likes {brand0}."),
            ("2026-10-12 21:01", "The shopper likes {brand2}."),
            ("2026-10-12 21:02", "The shopper avoids {brand3}."),
            ("2026-10-12 21:03", "The shopper's budget is 60 to 90."),
        ],
        "visits": [],
        "questions": [
            ("which brands do I like", [["{brand0}"], ["{brand2}"]], []),
            ("any brand I'm not keen on?", [["{brand3}"]], []),
            ("what's my price range", [["60"], ["90"]], []),
            ("do I like {brand2}?", [["Yes", "yes"]], []),
            ("is {brand3} one of my favourites", [["No", "no", "not", "avoid", "don't"]], ["Yes"]),
            ("what did you show me last time", [[NOT_KNOWN]], []),
            (
                "what do you know about me",
                [["{brand0}"], ["{brand2}"], ["{brand3}"], ["60"], ["90"]],
                [],
            ),
        ],
    },
    # 20: work trip, jeans and coat size
    {
        "facts": [
            ("2026-11-17 09:30", "The shopper has a work trip to New York on 2027-02-03."),
            ("2026-11-17 09:31", "The shopper wears W32 L30 jeans."),
            ("2026-11-17 09:32", "The shopper wears size L."),
            ("2026-11-17 09:33", "The shopper likes charcoal."),
        ],
        "visits": [
            (
                "2026-11-17",
                "need a warm coat for new york in feb, L",
                "There are four warm coats in L, including a charcoal wool overcoat.",
                "The shopper looked at warm coats in L for a trip to New York.",
            ),
        ],
        "questions": [
            ("where am I travelling to", [["New York"]], []),
            (
                "when's the trip",
                [["3 February", "February 3", "3rd February", "3rd of February", "2027-02-03"]],
                [],
            ),
            ("jeans size?", [["32"], ["30"]], []),
            ("what size coat do I wear", [["L", "large"]], []),
            ("what colour do I like", [["charcoal"]], []),
            ("what did you recommend last time", [["coat", "overcoat"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("do I like charcoal?", [["Yes", "yes"]], []),
            ("what do you know about me", [["New York"], ["32"], ["L", "large"], ["charcoal"]], []),
        ],
    },
    # 21: half shoe size changed, red and beige
    {
        "facts": [
            ("2026-04-04 16:00", "The shopper wears EU shoe size 38."),
            ("2026-09-09 16:00", "The shopper wears EU shoe size 38.5."),
            ("2026-09-09 16:01", "The shopper avoids beige."),
            ("2026-09-09 16:02", "The shopper likes red."),
            ("2026-09-09 16:03", "The shopper's budget is up to 150."),
        ],
        "visits": [
            (
                "2026-09-09",
                "red boots in 38.5?",
                "There are two pairs of red ankle boots in EU 38.5.",
                "The shopper looked at red ankle boots in EU 38.5.",
            ),
        ],
        "questions": [
            ("what's my shoe size", [["38.5"]], []),
            ("what colour should I avoid", [["beige"]], []),
            ("favourite colour?", [["red"]], []),
            ("do I like beige", [["No", "no", "not", "avoid", "don't"]], ["Yes"]),
            ("budget for boots?", [["150"]], []),
            ("what was I looking for last time?", [["boot"]], []),
            ("what size dress am I", [[NOT_KNOWN]], []),
            ("what's coming up for me", [[NOT_KNOWN]], []),
            (
                "has my shoe size changed",
                [
                    ["38.5"],
                    [
                        "was",
                        "before",
                        "earlier",
                        "previously",
                        "used to",
                        "changed",
                        "up from",
                        "half",
                    ],
                ],
                [],
            ),
        ],
    },
    # 22: a date, six facts, no visits
    {
        "facts": [
            ("2026-11-28 19:00", "The shopper has a date on 2026-12-05."),
            ("2026-11-28 19:01", "The shopper wears size 10."),
            ("2026-11-28 19:02", "The shopper likes black."),
            ("2026-11-28 19:03", "The shopper likes gold."),
            ("2026-11-28 19:04", "The shopper's budget is up to 70."),
            ("2026-11-28 19:05", "The shopper likes {brand3}."),
        ],
        "visits": [],
        "questions": [
            ("what have I got coming up", [["date"]], []),
            (
                "when's my date",
                [["5 December", "December 5", "5th December", "5th of December", "2026-12-05"]],
                [],
            ),
            ("what size am I", [["10"]], []),
            ("which colours do I like", [["black"], ["gold"]], []),
            ("max spend?", [["70"]], []),
            ("favourite brand", [["{brand3}"]], []),
            ("what shoe size do I wear", [[NOT_KNOWN]], []),
            (
                "go on then, what do you know about me",
                [["date"], ["10"], ["black"], ["gold"], ["70"], ["{brand3}"]],
                [],
            ),
            ("is 70 my limit?", [["Yes", "yes"]], []),
        ],
    },
    # 23: tall, skiing, two visits
    {
        "facts": [
            ("2026-10-25 13:00", "The shopper is tall and wears size XL."),
            ("2026-10-25 13:01", "The shopper's leg is 36."),
            ("2026-10-25 13:02", "The shopper is going skiing on 2027-02-13."),
            ("2026-10-25 13:03", "The shopper avoids pink."),
        ],
        "visits": [
            (
                "2026-10-25",
                "ski jacket tall XL",
                "There are two ski jackets in tall XL.",
                "The shopper looked at ski jackets in tall XL.",
            ),
            (
                "2026-11-14",
                "ski salopettes?",
                "Yes, there are salopettes in tall fits in black and navy.",
                "The shopper looked at tall salopettes.",
            ),
        ],
        "questions": [
            ("what size am I", [["XL", "extra large"], ["tall"]], []),
            ("my inside leg?", [["36"]], []),
            (
                "when am I going skiing",
                [["13 February", "February 13", "13th February", "13th of February", "2027-02-13"]],
                [],
            ),
            ("any colour i avoid", [["pink"]], []),
            ("what did I look at last time", [["salopette"]], []),
            ("what was I after the first time", [["jacket"]], []),
            (
                "when was I last in",
                [["14 November", "November 14", "14th November", "14th of November", "2026-11-14"]],
                [],
            ),
            ("budget?", [[NOT_KNOWN]], []),
            ("what have I got planned", [["ski"]], []),
        ],
    },
    # 24: buys children's sizes for herself
    {
        "facts": [
            ("2026-11-05 10:20", "The shopper wears children's size age 13."),
            ("2026-11-05 10:21", "The shopper wears UK shoe size 3."),
            ("2026-11-05 10:22", "The shopper likes mint green."),
        ],
        "visits": [],
        "questions": [
            ("what size clothes do I buy", [["13"]], []),
            ("my shoe size?", [["3"]], []),
            ("what colour do I like", [["mint", "green"]], []),
            ("am I a size 3 in shoes?", [["Yes", "yes"]], []),
            ("what brands do I like", [[NOT_KNOWN]], []),
            ("what am I shopping for at the moment", [[NOT_KNOWN]], []),
            ("tell me what you know about me", [["13"], ["3"], ["mint", "green"]], []),
        ],
    },
    # 25: two visits months apart, budget new
    {
        "facts": [
            ("2026-08-08 12:00", "The shopper likes {brand4}."),
            ("2026-08-08 12:01", "The shopper wears size 14."),
            ("2026-12-01 18:30", "The shopper's budget is up to 200."),
        ],
        "visits": [
            (
                "2026-08-08",
                "{brand4} maxi dresses 14?",
                "Yes, there are three {brand4} maxi dresses in 14.",
                "The shopper looked at {brand4} maxi dresses in size 14.",
            ),
            (
                "2026-12-01",
                "christmas party outfit, 200 to spend",
                "There are velvet dresses and sequin tops under 200.",
                "The shopper looked at Christmas party outfits under 200.",
            ),
        ],
        "questions": [
            ("what was I looking for last time", [["party", "Christmas", "velvet", "sequin"]], []),
            ("what did I look at in august", [["maxi", "dress"]], []),
            (
                "when was I last here",
                [["1 December", "December 1", "1st December", "1st of December", "2026-12-01"]],
                [],
            ),
            ("budget?", [["200"]], []),
            ("brand I like?", [["{brand4}"]], []),
            ("what size am i", [["14"]], []),
            ("do I avoid any brands", [[NOT_KNOWN]], []),
            ("summarise what you know about me", [["{brand4}"], ["14"], ["200"]], []),
            ("did I look at {brand4} before?", [["Yes", "yes"]], []),
        ],
    },
    # 26: interview, price range, avoids grey
    {
        "facts": [
            ("2026-11-26 08:00", "The shopper has a job interview on 2026-12-10."),
            ("2026-11-26 08:01", "The shopper wears size 12."),
            ("2026-11-26 08:02", "The shopper's budget is 80 to 120."),
            ("2026-11-26 08:03", "The shopper avoids grey."),
            ("2026-11-26 08:04", "The shopper likes navy."),
        ],
        "visits": [
            (
                "2026-11-26",
                "interview outfit, size 12, navy maybe, not grey",
                "There are navy trouser suits and a navy shift dress in 12.",
                "The shopper looked at navy interview outfits in size 12.",
            ),
        ],
        "questions": [
            (
                "what's my interview date",
                [["10 December", "December 10", "10th December", "10th of December", "2026-12-10"]],
                [],
            ),
            ("what am I shopping for", [["interview"]], []),
            ("what's my price range", [["80"], ["120"]], []),
            ("size?", [["12"]], []),
            ("should I go for grey?", [["No", "no", "not", "avoid", "don't"]], []),
            ("what colour do I like", [["navy"]], []),
            ("what did you show me", [["suit", "dress"]], []),
            ("what's my shoe size", [[NOT_KNOWN]], []),
            (
                "what do you know about me?",
                [["interview"], ["12"], ["80"], ["120"], ["grey"], ["navy"]],
                [],
            ),
        ],
    },
    # 27: eight facts
    {
        "facts": [
            ("2026-07-07 10:00", "The shopper wears size M."),
            ("2026-07-07 10:01", "The shopper's waist is 30."),
            ("2026-07-07 10:02", "The shopper wears UK shoe size 9."),
            ("2026-07-07 10:03", "The shopper likes olive."),
            ("2026-07-07 10:04", "The shopper avoids purple."),
            ("2026-07-07 10:05", "The shopper likes {brand1}."),
            ("2026-07-07 10:06", "The shopper's budget is up to 60."),
            ("2026-07-07 10:07", "The shopper is going to a stag do on 2026-12-18."),
        ],
        "visits": [
            (
                "2026-07-07",
                "olive chinos 30 waist",
                "There are olive chinos in a 30 waist from {brand1}.",
                "The shopper looked at olive chinos.",
            ),
        ],
        "questions": [
            (
                "what do you know about me",
                [
                    ["M", "medium"],
                    ["30"],
                    ["9"],
                    ["olive"],
                    ["purple"],
                    ["{brand1}"],
                    ["60"],
                    ["stag"],
                ],
                [],
            ),
            ("shoe size?", [["9"]], []),
            ("waist?", [["30"]], []),
            ("what's on my calendar", [["stag"]], []),
            (
                "when's the stag",
                [["18 December", "December 18", "18th December", "18th of December", "2026-12-18"]],
                [],
            ),
            ("do I like purple", [["No", "no", "not", "avoid", "don't"]], ["Yes"]),
            ("what colour do I like", [["olive"]], []),
            ("my collar size", [[NOT_KNOWN]], []),
            ("am I a medium?", [["Yes", "yes"]], []),
        ],
    },
    # 28: one visit, just browsing
    {
        "facts": [],
        "visits": [
            (
                "2026-11-19",
                "hiya just browsing",
                "Have a look around; the new winter knitwear has just come in.",
                "",
            ),
        ],
        "questions": [
            (
                "when was I last here",
                [["19 November", "November 19", "19th November", "19th of November", "2026-11-19"]],
                [],
            ),
            ("what was I looking for last time", [["brows", "knit", "nothing in particular"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("what colours do I like", [[NOT_KNOWN]], []),
        ],
    },
    # 29: colour changed from liked to avoided
    {
        "facts": [
            ("2026-02-10 10:00", "The shopper likes mustard."),
            ("2026-10-30 10:00", "The shopper avoids mustard."),
            ("2026-10-30 10:01", "The shopper likes teal."),
            ("2026-10-30 10:02", "The shopper wears size 18."),
        ],
        "visits": [],
        "questions": [
            ("do I still like mustard?", [["No", "no", "not", "avoid", "don't"]], ["Yes"]),
            ("what's my favourite colour now", [["teal"]], []),
            ("have my colour tastes changed", [["mustard"], ["teal"]], []),
            ("what size am I", [["18"]], []),
            ("how much do I usually spend", [[NOT_KNOWN]], []),
            ("remind me of my preferences", [["teal"], ["mustard"], ["18"]], []),
            ("should you show me mustard?", [["No", "no", "not", "avoid", "don't"]], []),
        ],
    },
    # 30: waist went down
    {
        "facts": [
            ("2026-06-20 14:00", "The shopper wears a 38 waist."),
            ("2026-11-22 14:00", "The shopper wears a 36 waist."),
            ("2026-11-22 14:01", "The shopper's leg is 32."),
            ("2026-11-22 14:02", "The shopper likes {brand0}."),
        ],
        "visits": [
            (
                "2026-06-20",
                "work trousers 38 waist",
                "There are five pairs of work trousers in a 38 waist.",
                "The shopper looked at work trousers in a 38 waist.",
            ),
            (
                "2026-11-22",
                "lost some weight! need 36 waist jeans now",
                "Here are {brand0} and {brand2} jeans in a 36 waist.",
                "The shopper looked at jeans in a 36 waist.",
            ),
        ],
        "questions": [
            ("what's my waist size", [["36"]], ["38"]),
            ("did my waist change?", [["38"], ["36"]], []),
            ("leg length", [["32"]], []),
            ("what brand do I like", [["{brand0}"]], []),
            ("what was I looking at the first time I came in", [["trousers"]], []),
            ("what did I look for last time", [["jeans"]], []),
            ("favourite colour", [[NOT_KNOWN]], []),
            ("am I still a 38 waist", [["No", "no", "not"], ["36"]], []),
            (
                "when was I last here",
                [["22 November", "November 22", "22nd November", "22nd of November", "2026-11-22"]],
                [],
            ),
        ],
    },
    # 31: two occasions, facts only
    {
        "facts": [
            ("2026-11-12 11:00", "The shopper is going to a wedding on 2027-03-06."),
            ("2026-11-12 11:01", "The shopper is going on holiday to Greece on 2027-06-01."),
            ("2026-11-12 11:02", "The shopper wears size 8."),
            ("2026-11-12 11:03", "The shopper avoids {brand2}."),
        ],
        "visits": [],
        "questions": [
            ("what events have I got coming up", [["wedding"], ["holiday", "Greece"]], []),
            (
                "when is the wedding",
                [["6 March", "March 6", "6th March", "6th of March", "2027-03-06"]],
                [],
            ),
            (
                "when do I go to greece",
                [["1 June", "June 1", "1st June", "1st of June", "2027-06-01"]],
                [],
            ),
            ("which brand should you not show me", [["{brand2}"]], []),
            ("size?", [["8"]], []),
            ("what's my budget for the wedding", [[NOT_KNOWN]], []),
            ("do I like {brand2}?", [["No", "no", "not", "avoid", "don't"]], ["Yes"]),
        ],
    },
    # 32: US size, christening
    {
        "facts": [
            ("2026-11-23 20:00", "The shopper wears US size 6."),
            ("2026-11-23 20:01", "The shopper is going to a christening on 2027-01-10."),
            ("2026-11-23 20:02", "The shopper likes cream."),
            ("2026-11-23 20:03", "The shopper's budget is up to 90."),
        ],
        "visits": [
            (
                "2026-11-23",
                "christening in jan, something cream, US 6",
                "There is a cream knit dress and a cream blazer in US 6.",
                "The shopper looked at cream outfits in US 6 for a christening.",
            ),
        ],
        "questions": [
            ("what size do I wear", [["6"]], []),
            (
                "when's the christening",
                [["10 January", "January 10", "10th January", "10th of January", "2027-01-10"]],
                [],
            ),
            ("what colour am I after", [["cream"]], []),
            ("how much was I planning to spend", [["90"]], []),
            ("what did you show me last time", [["dress", "blazer"]], []),
            ("favourite brand?", [[NOT_KNOWN]], []),
            ("am i a US 8?", [["No", "no", "not"], ["6"]], []),
            ("what do you know about me", [["6"], ["christening"], ["cream"], ["90"]], []),
        ],
    },
    # 33: chest in centimetres, facts only
    {
        "facts": [
            ("2026-10-01 09:00", "The shopper's chest is 102 cm."),
            ("2026-10-01 09:01", "The shopper avoids green."),
            ("2026-10-01 09:02", "The shopper's budget is up to 45."),
        ],
        "visits": [],
        "questions": [
            ("what's my chest measurement", [["102"]], []),
            ("colour to avoid?", [["green"]], []),
            ("what's my budget", [["45"]], []),
            ("do I like green", [["No", "no", "not", "avoid", "don't"]], ["Yes"]),
            ("what brands do I like", [[NOT_KNOWN]], []),
            ("what was I looking for last time", [[NOT_KNOWN]], []),
            ("what do you know about me", [["102"], ["green"], ["45"]], []),
        ],
    },
]
