"""The questions about the shopper of split "test16" (issue 18).

split "test16" (issue 18), written blind, by hand, on 2026-12-03 by a nineteenth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    # 1: dress size went up, wedding with a date
    {
        "facts": [
            ("2026-08-02 14:10", "The shopper wears size 12 in dresses."),
            ("2026-11-20 11:30", "The shopper wears size 14 in dresses."),
            ("2026-11-20 11:31", "The shopper likes emerald green."),
            ("2026-11-20 11:32", "The shopper has a wedding on 2027-01-16."),
        ],
        "visits": [
            (
                "2026-11-20",
                "need a dress for a wedding, size 14 now sadly",
                "Here are some dresses in size 14 for a wedding, including two in emerald green.",
                "The shopper looked at wedding guest dresses in size 14.",
            ),
        ],
        "questions": [
            ("what dress size am I?", [["14"]], ["12"]),
            ("did my dress size go up?", [["12"], ["14"]], []),
            ("when's the wedding again", [["16", "16th", "2027-01-16", "January"]], []),
            ("what colour do i tend to go for", [["green", "emerald"]], []),
            ("whats my budget", [[NOT_KNOWN]], []),
            ("what was I shopping for last time?", [["wedding", "dress"]], []),
            (
                "remind me what you know about me",
                [["14"], ["green", "emerald"], ["wedding"]],
                ["12"],
            ),
            ("am I still a 12?", [["14"]], []),
            ("is green a good shout for me?", [["Yes", "yes", "green"]], []),
        ],
    },
    # 2: visits only
    {
        "facts": [],
        "visits": [
            (
                "2026-10-05",
                "hi do you have running trainers in a 9",
                "Yes, we have four pairs of running trainers in size 9.",
                "The shopper looked at running trainers in size 9.",
            ),
            (
                "2026-11-12",
                "any waterproof jackets for hiking?",
                "There are three waterproof hiking jackets, from 65 to 140.",
                "The shopper browsed waterproof hiking jackets.",
            ),
        ],
        "questions": [
            ("when did I last visit?", [["2026-11-12", "November", "12", "12th"]], []),
            ("what did I look at last time", [["jacket", "waterproof", "hiking"]], []),
            ("what was the very first thing I looked at here?", [["trainer", "running"]], []),
            ("when was my first visit", [["2026-10-05", "October", "5th", "5"]], []),
            ("do you know my favourite colour?", [[NOT_KNOWN]], []),
            ("how much do I normally spend?", [[NOT_KNOWN]], []),
            ("how many times have I been in?", [["2", "two", "twice"]], []),
            (
                "what do u know about me",
                [["trainer", "running"], ["jacket", "hiking", "waterproof"]],
                [],
            ),
            ("did you show me jackets?", [["Yes", "yes"]], []),
        ],
    },
    # 3: facts only, dislikes
    {
        "facts": [
            ("2026-09-01 18:45", "The shopper avoids yellow."),
            ("2026-09-01 18:46", "The shopper avoids orange."),
            ("2026-09-01 18:47", "The shopper likes grey."),
            ("2026-09-01 18:48", "The shopper wears size L."),
        ],
        "visits": [],
        "questions": [
            ("which colours should you never show me?", [["yellow"], ["orange"]], []),
            ("do I like yellow", [["No", "no", "not", "avoid", "don't"]], []),
            ("what colour do I actually like?", [["grey", "gray"]], []),
            ("my size?", [["L", "large"]], []),
            ("is orange ok for me?", [["No", "no", "not", "avoid", "don't"]], []),
            ("what brands do I like", [[NOT_KNOWN]], []),
            (
                "sum up my preferences",
                [["grey", "gray"], ["yellow"], ["orange"], ["L", "large"]],
                [],
            ),
            ("am i a large?", [["Yes", "yes"]], []),
        ],
    },
    # 4: budget changed, brand liked and avoided
    {
        "facts": [
            ("2026-07-10 12:00", "The shopper's budget is up to 50."),
            ("2026-10-28 19:15", "The shopper's budget is up to 90."),
            ("2026-10-28 19:16", "The shopper likes {brand2}."),
            ("2026-10-28 19:17", "The shopper avoids {brand4}."),
        ],
        "visits": [
            (
                "2026-10-28",
                "looking for a {brand2} coat, can go to 90 now",
                "Here are two {brand2} coats under 90.",
                "The shopper looked at {brand2} coats under 90.",
            ),
        ],
        "questions": [
            ("how much am I happy to spend?", [["90"]], ["50"]),
            ("what was my budget before?", [["50"]], []),
            ("which brand do i like", [["{brand2}"]], []),
            ("which brand am I not into", [["{brand4}"]], []),
            ("do I like {brand4}?", [["No", "no", "not", "avoid", "don't"]], []),
            ("what did you show me last time", [["coat"]], []),
            ("whats my size", [[NOT_KNOWN]], []),
            ("tell me everything you've got on me", [["90"], ["{brand2}"], ["{brand4}"]], ["50"]),
            ("has my budget gone up", [["Yes", "yes", "90"]], []),
        ],
    },
    # 5: interview then new job
    {
        "facts": [
            ("2026-11-02 08:30", "The shopper has a job interview on 2026-11-09."),
            ("2026-11-02 08:31", "The shopper wears a 40R jacket."),
            ("2026-11-02 08:32", "The shopper wears a 15.5 collar."),
            ("2026-11-25 17:00", "The shopper starts a new job on 2027-01-04."),
        ],
        "visits": [
            (
                "2026-11-02",
                "I need a suit for an interview next week",
                "We have navy and charcoal suits in 40R.",
                "The shopper looked for an interview suit in 40R.",
            ),
            (
                "2026-11-25",
                "got the job!! need some office shirts",
                "Congratulations! Here are office shirts in a 15.5 collar.",
                "The shopper looked at office shirts in a 15.5 collar.",
            ),
        ],
        "questions": [
            ("what's my collar size", [["15.5"]], []),
            ("what jacket size am i", [["40R", "40"]], []),
            ("when do I start the new job?", [["2027-01-04", "January", "4th", "4"]], []),
            ("when was that interview again?", [["2026-11-09", "9th", "November", "9"]], []),
            ("what did I come in for last time", [["shirt", "office"]], []),
            ("what were you showing me on my first visit?", [["suit"]], []),
            ("which colours do I like?", [[NOT_KNOWN]], []),
            ("when did I first come to you?", [["2026-11-02", "November", "2", "2nd"]], []),
        ],
    },
    # 6: nothing remembered
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what size am I", [[NOT_KNOWN]], []),
            ("what do you know about me?", [[NOT_KNOWN]], []),
            ("when did I last come here", [[NOT_KNOWN]], []),
        ],
    },
    # 7: waist changed
    {
        "facts": [
            ("2026-03-14 10:00", "The shopper has a 34 waist."),
            ("2026-09-30 16:20", "The shopper has a 32 waist."),
            ("2026-09-30 16:21", "The shopper has a 30 leg."),
            ("2026-09-30 16:22", "The shopper likes black."),
            ("2026-09-30 16:23", "The shopper likes {brand0}."),
        ],
        "visits": [
            (
                "2026-09-30",
                "black jeans 32 waist 30 leg?",
                "There are five pairs of black jeans in W32 L30.",
                "The shopper looked at black jeans in W32 L30.",
            ),
        ],
        "questions": [
            ("what's my waist", [["32", "W32"]], ["34"]),
            ("my inside leg?", [["30", "L30"]], []),
            ("has my waist changed", [["34"], ["32"]], []),
            ("do I like {brand0}?", [["Yes", "yes", "do"]], []),
            ("favourite colour?", [["black"]], []),
            ("what jeans did I look at?", [["black"]], []),
            ("am I still a 34 waist?", [["32", "W32"]], []),
            ("what's my budget for jeans", [[NOT_KNOWN]], []),
            ("what was my old waist size", [["34"]], []),
        ],
    },
    # 8: a festival that is past and a holiday to come
    {
        "facts": [
            ("2026-05-03 20:10", "The shopper is going to a festival on 2026-06-24."),
            ("2026-05-03 20:11", "The shopper's budget is up to 40 per item."),
            ("2026-11-29 13:40", "The shopper has a holiday on 2027-02-10."),
            ("2026-11-29 13:41", "The shopper wears size M."),
        ],
        "visits": [
            (
                "2026-05-03",
                "festival stuff pls, nothing over 40",
                "Here are bucket hats, shorts and a rain mac, all under 40.",
                "The shopper browsed festival clothes under 40.",
            ),
            (
                "2026-11-29",
                "going somewhere hot in feb, need summer bits",
                "Here are linen shirts and shorts in M.",
                "The shopper looked at summer holiday clothes in size M.",
            ),
        ],
        "questions": [
            ("when's my holiday", [["2027-02-10", "February", "10th", "10"]], []),
            ("what have I got coming up?", [["holiday"]], []),
            ("how much do I usually spend per item", [["40"]], []),
            ("what size do I wear", [["M", "medium"]], []),
            ("what was I after on my first visit?", [["festival"]], []),
            ("last time I was here?", [["2026-11-29", "November", "29", "29th"]], []),
            ("when was the festival?", [["2026-06-24", "June", "24", "24th"]], []),
        ],
    },
    # 9: petite, shoes in EU
    {
        "facts": [
            ("2026-10-11 09:05", "The shopper wears EU 38 shoes."),
            ("2026-10-11 09:06", "The shopper wears petite trousers."),
            ("2026-10-11 09:07", "The shopper wears size 8."),
            ("2026-10-11 09:08", "The shopper avoids white."),
            ("2026-10-11 09:09", "The shopper likes camel."),
        ],
        "visits": [],
        "questions": [
            ("what's my shoe size", [["38"]], []),
            ("do I need petite?", [["Yes", "yes", "petite"]], []),
            ("what size clothes am I", [["8"]], []),
            ("which colour do I avoid", [["white"]], []),
            ("do I like camel", [["Yes", "yes", "camel"]], []),
            ("any events coming up for me?", [[NOT_KNOWN]], []),
            ("list what you know", [["38"], ["petite"], ["8"], ["white"], ["camel"]], []),
            ("is white a no for me?", [["Yes", "yes", "avoid", "white"]], []),
        ],
    },
    # 10: three visits, one without a summary
    {
        "facts": [
            ("2026-12-01 15:00", "The shopper wears size XL."),
        ],
        "visits": [
            ("2026-08-19", "hello", "Hello! How can I help today?", ""),
            (
                "2026-09-22",
                "any linen trousers for men",
                "Yes, we have linen trousers for men in beige, navy and olive.",
                "The shopper looked at men's linen trousers.",
            ),
            (
                "2026-12-01",
                "christmas jumper ideas?",
                "Here are six Christmas jumpers, from 25 to 55.",
                "The shopper browsed Christmas jumpers.",
            ),
        ],
        "questions": [
            ("what was I looking at last time?", [["Christmas", "jumper"]], []),
            ("when did I first come here", [["2026-08-19", "August", "19", "19th"]], []),
            ("what trousers did you show me?", [["linen"]], []),
            ("what size do I take?", [["XL", "extra large"]], []),
            ("how many visits have I made?", [["3", "three"]], []),
            ("what's my fav colour", [[NOT_KNOWN]], []),
            ("when was I last here", [["2026-12-01", "December", "1st", "1"]], []),
            ("what did I say on my first visit", [["hello"]], []),
        ],
    },
    # 11: a brand liked, then avoided
    {
        "facts": [
            ("2026-02-11 11:11", "The shopper likes {brand3}."),
            ("2026-10-02 14:30", "The shopper avoids {brand3}."),
            ("2026-10-02 14:31", "The shopper likes {brand1}."),
            ("2026-10-02 14:32", "The shopper likes {brand0}."),
        ],
        "visits": [],
        "questions": [
            ("which brands do I like?", [["{brand1}"], ["{brand0}"]], []),
            ("am I still into {brand3}?", [["No", "no", "not", "avoid", "don't"]], []),
            ("did I use to like {brand3}", [["Yes", "yes", "used", "did"]], []),
            ("what brand should you keep away from me", [["{brand3}"]], []),
            ("do you have my clothes size", [[NOT_KNOWN]], []),
            ("give me a rundown of my preferences", [["{brand1}"], ["{brand0}"], ["{brand3}"]], []),
            ("do I have any colour preferences", [[NOT_KNOWN]], []),
            ("is {brand1} one of mine?", [["Yes", "yes"]], []),
        ],
    },
    # 12: christening with a budget range
    {
        "facts": [
            ("2026-11-15 10:40", "The shopper has a christening on 2026-12-06."),
            ("2026-11-15 10:41", "The shopper's budget is 60 to 100."),
            ("2026-11-15 10:42", "The shopper likes pastel pink."),
            ("2026-11-15 10:43", "The shopper wears size 16."),
        ],
        "visits": [
            (
                "2026-11-15",
                "something smart for a christening, size 16, pastels",
                "Here are three pastel dresses in size 16, two in pink.",
                "The shopper looked at pastel dresses for a christening in size 16.",
            ),
        ],
        "questions": [
            ("when's the christening", [["2026-12-06", "6th", "December", "6"]], []),
            ("what's my price range", [["60"], ["100"]], []),
            ("which colour was I after", [["pink", "pastel"]], []),
            ("dress size?", [["16"]], []),
            ("what did I come in for", [["christening", "dress"]], []),
            ("what shoe size am i", [[NOT_KNOWN]], []),
            (
                "what have you got on me then",
                [["christening"], ["16"], ["pink", "pastel"], ["60", "100"]],
                [],
            ),
            ("am I a 16?", [["Yes", "yes"]], []),
        ],
    },
    # 13: marathon, trainers, a visit without summary
    {
        "facts": [
            ("2026-10-20 07:15", "The shopper is running a marathon on 2027-04-25."),
            ("2026-10-20 07:16", "The shopper wears UK 10 trainers."),
            ("2026-10-20 07:17", "The shopper likes {brand4}."),
            ("2026-10-20 07:18", "The shopper likes neon yellow."),
        ],
        "visits": [
            (
                "2026-10-20",
                "need new running shoes for marathon training",
                "Here are four {brand4} running shoes in UK 10.",
                "The shopper looked at {brand4} running shoes in UK 10.",
            ),
            (
                "2026-11-30",
                "running tights?",
                "We have running tights in sizes S to XL from 20 to 45.",
                "",
            ),
        ],
        "questions": [
            ("when is my marathon", [["2027-04-25", "April", "25", "25th"]], []),
            ("what size trainers do I take", [["10"]], []),
            ("what brand do I go for", [["{brand4}"]], []),
            ("am I into yellow?", [["Yes", "yes"]], []),
            ("when did I last drop by", [["2026-11-30", "November", "30", "30th"]], []),
            ("what do I wear on top, size wise", [[NOT_KNOWN]], []),
            ("what's my spending limit", [[NOT_KNOWN]], []),
            ("what am I training for", [["marathon"]], []),
            ("what did I ask about on my last visit", [["tights", "running"]], []),
        ],
    },
    # 14: XS then S, a date
    {
        "facts": [
            ("2026-06-01 21:00", "The shopper wears size XS."),
            ("2026-11-27 19:30", "The shopper wears size S."),
            ("2026-11-27 19:31", "The shopper has a date on 2026-12-05."),
            ("2026-11-27 19:32", "The shopper likes red."),
            ("2026-11-27 19:33", "The shopper's budget is up to 70."),
        ],
        "visits": [],
        "questions": [
            ("am I an XS?", [["S", "small"]], []),
            ("what size do i wear now", [["S", "small"]], ["XS"]),
            ("when's my date", [["2026-12-05", "5th", "December", "5"]], []),
            ("colour I'm into?", [["red"]], []),
            ("budget?", [["70"]], []),
            ("what size was I before", [["XS", "extra small"]], []),
            (
                "Tell me what you remember about me.",
                [["S", "small"], ["date"], ["red"], ["70"]],
                ["XS"],
            ),
            ("what was I looking at last time", [[NOT_KNOWN]], []),
        ],
    },
    # 15: graduation, tall
    {
        "facts": [
            ("2026-04-18 12:30", "The shopper has a graduation on 2026-07-15."),
            ("2026-04-18 12:31", "The shopper wears tall fits."),
            ("2026-04-18 12:32", "The shopper wears size 42 long jackets."),
        ],
        "visits": [
            (
                "2026-04-18",
                "graduation suit, I'm tall",
                "Here are suits in 42 long in navy and grey.",
                "The shopper looked at graduation suits in 42 long.",
            ),
        ],
        "questions": [
            ("remind me of my jacket size", [["42"]], []),
            ("am I tall or regular", [["tall"]], []),
            ("when was my graduation", [["2026-07-15", "July", "15", "15th"]], []),
            ("what did you pull up for me last time?", [["suit"]], []),
            ("what's my waist size", [[NOT_KNOWN]], []),
            ("colours I like?", [[NOT_KNOWN]], []),
            ("when did i last come", [["2026-04-18", "April", "18", "18th"]], []),
        ],
    },
    # 16: eight facts
    {
        "facts": [
            ("2026-01-05 10:00", "The shopper wears size L."),
            ("2026-01-05 10:01", "The shopper wears UK 11 shoes."),
            ("2026-01-05 10:02", "The shopper has a 36 waist."),
            ("2026-01-05 10:03", "The shopper likes olive."),
            ("2026-01-05 10:04", "The shopper avoids pink."),
            ("2026-01-05 10:05", "The shopper's budget is up to 120."),
            ("2026-01-05 10:06", "The shopper likes {brand1}."),
            ("2026-10-14 18:00", "The shopper has a trip to Iceland on 2027-01-20."),
        ],
        "visits": [
            (
                "2026-01-05",
                "winter sale, anything in L?",
                "Here are sale coats and jumpers in L.",
                "The shopper browsed winter sale coats and jumpers in L.",
            ),
            (
                "2026-10-14",
                "heading to iceland in jan, need proper warm gear",
                "Here are insulated parkas and thermal base layers in L.",
                "The shopper looked at parkas and thermals for a trip to Iceland.",
            ),
        ],
        "questions": [
            ("shoe size?", [["11"]], []),
            ("what's my waist measurement", [["36"]], []),
            ("what do I like colour wise", [["olive"]], []),
            ("any colours I don't like?", [["pink"]], []),
            ("where am I off to in january", [["Iceland"]], []),
            ("when's the trip", [["2027-01-20", "January", "20", "20th"]], []),
            ("how much do I want to spend", [["120"]], []),
            ("what brand do I buy", [["{brand1}"]], []),
            (
                "tell me everything",
                [
                    ["L", "large"],
                    ["11"],
                    ["36"],
                    ["olive"],
                    ["pink"],
                    ["120"],
                    ["{brand1}"],
                    ["Iceland", "trip"],
                ],
                [],
            ),
            ("what did you find me for the trip?", [["parka", "thermal"]], []),
            ("do i avoid pink?", [["Yes", "yes"]], []),
        ],
    },
    # 17: visits only, first one without a summary
    {
        "facts": [],
        "visits": [
            (
                "2026-07-07",
                "do you sell swimwear",
                "Yes, we have swimsuits and bikinis from 15 to 60.",
                "",
            ),
            (
                "2026-07-08",
                "the green bikini in a 10?",
                "Yes, the green bikini is available in a 10.",
                "The shopper asked about a green bikini in size 10.",
            ),
        ],
        "questions": [
            ("what did I ask about last time", [["bikini"]], []),
            ("when was my last visit", [["2026-07-08", "July", "8", "8th"]], []),
            ("did I ask about swimwear before", [["Yes", "yes"]], []),
            ("any brands I'm keen on?", [[NOT_KNOWN]], []),
            ("do I have a holiday booked", [[NOT_KNOWN]], []),
            ("when did i first come by", [["2026-07-07", "July", "7", "7th"]], []),
            ("what colour bikini did I ask about", [["green"]], []),
        ],
    },
    # 18: a colour liked, then avoided
    {
        "facts": [
            ("2026-03-03 09:00", "The shopper likes purple."),
            ("2026-11-11 16:45", "The shopper avoids purple."),
            ("2026-11-11 16:46", "The shopper likes forest green."),
            ("2026-11-11 16:47", "The shopper likes navy."),
            ("2026-11-11 16:48", "The shopper avoids beige."),
        ],
        "visits": [],
        "questions": [
            ("do I like purple?", [["No", "no", "not", "avoid", "don't"]], []),
            ("which colours do I love", [["green", "forest"], ["navy"]], []),
            ("what colours am I off", [["purple"], ["beige"]], []),
            ("is beige ok", [["No", "no", "not", "avoid", "don't"]], []),
            ("have I always disliked purple?", [["No", "no", "used", "liked", "before"]], []),
            ("what's my size", [[NOT_KNOWN]], []),
            ("do I like navy", [["Yes", "yes"]], []),
            ("whats my fave colour these days", [["green", "forest", "navy"]], []),
        ],
    },
    # 19: budget and an undated party
    {
        "facts": [
            ("2026-11-18 12:12", "The shopper's budget is up to 35."),
            ("2026-11-18 12:13", "The shopper has a work Christmas party."),
        ],
        "visits": [
            (
                "2026-11-18",
                "need something sparkly for the work do, max 35",
                "Here are sequin tops and a velvet dress under 35.",
                "The shopper looked at party tops and dresses under 35.",
            ),
        ],
        "questions": [
            ("what's my max", [["35"]], []),
            ("what's the occasion I'm shopping for?", [["party", "Christmas"]], []),
            ("when is my party?", [[NOT_KNOWN]], []),
            ("what did you suggest last time", [["sequin", "velvet", "top", "dress"]], []),
            ("do you know what size I am?", [[NOT_KNOWN]], []),
            ("what do you know about me and my plans?", [["35"], ["party"]], []),
            ("did you show me sequins?", [["Yes", "yes"]], []),
        ],
    },
    # 20: shopper wears children's sizes
    {
        "facts": [
            ("2026-09-09 09:09", "The shopper wears children's age 13-14."),
            ("2026-09-09 09:10", "The shopper wears UK 3 shoes."),
            ("2026-09-09 09:11", "The shopper likes lilac."),
        ],
        "visits": [],
        "questions": [
            ("what size do I take in kids' stuff", [["13"]], []),
            ("how big are my feet lol", [["3"]], []),
            ("which colour do i like", [["lilac"]], []),
            ("any plans coming up for me?", [[NOT_KNOWN]], []),
            ("brands I like?", [[NOT_KNOWN]], []),
            ("remind me of my preferences", [["13"], ["3"], ["lilac"]], []),
            ("am I in a child's size?", [["Yes", "yes", "13"]], []),
        ],
    },
    # 21: budget went down, new job, collar
    {
        "facts": [
            ("2026-06-12 08:00", "The shopper's budget is up to 200."),
            ("2026-11-21 08:00", "The shopper's budget is up to 150."),
            ("2026-11-21 08:01", "The shopper starts a new job on 2026-12-14."),
            ("2026-11-21 08:02", "The shopper wears a 16 collar."),
            ("2026-11-21 08:03", "The shopper avoids {brand0}."),
        ],
        "visits": [
            (
                "2026-06-12",
                "wool overcoat under 200?",
                "Here are two wool overcoats under 200.",
                "The shopper looked at wool overcoats under 200.",
            ),
            (
                "2026-11-21",
                "work shirts, 16 collar, not {brand0}",
                "Here are work shirts in a 16 collar from other brands.",
                "The shopper looked at work shirts in a 16 collar.",
            ),
        ],
        "questions": [
            ("how much can I spend now", [["150"]], ["200"]),
            ("did my budget change?", [["200"], ["150"]], []),
            ("when does my new job start", [["2026-12-14", "December", "14", "14th"]], []),
            ("collar size?", [["16"]], []),
            ("which brand don't I like", [["{brand0}"]], []),
            ("what did I look at on my first visit", [["overcoat", "coat", "wool"]], []),
            ("got a favourite colour for me?", [[NOT_KNOWN]], []),
            ("do I like {brand0}", [["No", "no", "not", "avoid", "don't"]], []),
            ("what was my budget originally", [["200"]], []),
        ],
    },
    # 22: centimetres and EU shoes, facts only
    {
        "facts": [
            ("2026-10-30 13:00", "The shopper has a chest of 102 cm."),
            ("2026-10-30 13:01", "The shopper wears EU 44 shoes."),
            ("2026-10-30 13:02", "The shopper likes {brand3}."),
            ("2026-10-30 13:03", "The shopper likes charcoal."),
        ],
        "visits": [],
        "questions": [
            ("what's my chest", [["102"]], []),
            ("shoe size please", [["44"]], []),
            ("what's my favourite brand", [["{brand3}"]], []),
            ("do i like charcoal", [["Yes", "yes"]], []),
            ("what was I looking for last time", [[NOT_KNOWN]], []),
            ("when did I last pop in?", [[NOT_KNOWN]], []),
            ("is {brand3} my kind of brand?", [["Yes", "yes"]], []),
            ("summary of my prefs pls", [["102"], ["44"], ["{brand3}"], ["charcoal"]], []),
        ],
    },
    # 23: holiday moved
    {
        "facts": [
            ("2026-08-08 10:00", "The shopper has a holiday on 2026-10-01."),
            ("2026-09-15 10:00", "The shopper has a holiday on 2026-10-15."),
            ("2026-09-15 10:01", "The shopper wears size 10."),
            ("2026-09-15 10:02", "The shopper likes white."),
        ],
        "visits": [
            (
                "2026-09-15",
                "holiday got moved, still need a white maxi dress in a 10",
                "Here are three white maxi dresses in a 10.",
                "The shopper looked at white maxi dresses in size 10.",
            ),
        ],
        "questions": [
            (
                "so when am I actually going on holiday?",
                [["2026-10-15", "15", "15th"]],
                ["2026-10-01"],
            ),
            ("what did I want for the holiday", [["dress", "maxi"]], []),
            ("what size dress am i", [["10"]], []),
            ("do I like white", [["Yes", "yes"]], []),
            (
                "was the holiday always on that date?",
                [["2026-10-01", "1st", "moved", "changed"]],
                [],
            ),
        ],
    },
    # 24: four visits
    {
        "facts": [
            ("2026-02-14 12:00", "The shopper wears size M."),
            ("2026-02-14 12:01", "The shopper likes {brand2}."),
        ],
        "visits": [
            (
                "2026-02-14",
                "valentine's gift for me lol, a {brand2} hoodie in M",
                "Here are two {brand2} hoodies in M.",
                "The shopper looked at {brand2} hoodies in M.",
            ),
            (
                "2026-04-02",
                "spring jacket?",
                "Here are light bomber and denim jackets.",
                "The shopper browsed spring jackets.",
            ),
            (
                "2026-06-20",
                "shorts in M",
                "Here are chino and cargo shorts in M.",
                "The shopper looked at shorts in M.",
            ),
            (
                "2026-09-03",
                "any {brand2} sale items",
                "There are four {brand2} items in the sale.",
                "",
            ),
        ],
        "questions": [
            ("what did I look at on 2 April?", [["jacket", "bomber", "denim"]], []),
            ("when did I last come in", [["2026-09-03", "September", "3", "3rd"]], []),
            ("what did I ask for on my first visit?", [["hoodie"]], []),
            ("how many times have I visited", [["4", "four"]], []),
            ("size i wear?", [["M", "medium"]], []),
            ("what's my go-to brand", [["{brand2}"]], []),
            ("what colours do I avoid", [[NOT_KNOWN]], []),
            ("have I looked at shorts before", [["Yes", "yes"]], []),
            ("what did I look at in June", [["shorts"]], []),
        ],
    },
    # 25: own wedding and honeymoon
    {
        "facts": [
            ("2026-10-05 17:30", "The shopper has their own wedding on 2027-05-22."),
            ("2026-10-05 17:31", "The shopper has a honeymoon in Bali in June 2027."),
            ("2026-10-05 17:32", "The shopper's budget is up to 400 for a suit."),
            ("2026-10-05 17:33", "The shopper wears a 38R jacket."),
        ],
        "visits": [
            (
                "2026-10-05",
                "getting married in may!! suit ideas",
                "Congratulations! Here are wedding suits in 38R up to 400.",
                "The shopper looked at wedding suits in 38R up to 400.",
            ),
        ],
        "questions": [
            ("when's my wedding", [["2027-05-22", "May", "22", "22nd"]], []),
            ("where's the honeymoon", [["Bali"]], []),
            ("how much for the suit", [["400"]], []),
            ("jacket size", [["38R", "38"]], []),
            ("what events have I got coming up", [["wedding"], ["honeymoon", "Bali"]], []),
            ("do you know my shoe size?", [[NOT_KNOWN]], []),
            ("what colour suit did I want", [[NOT_KNOWN]], []),
            ("am I getting married?", [["Yes", "yes"]], []),
        ],
    },
    # 26: only avoided brands
    {
        "facts": [
            ("2026-12-01 09:45", "The shopper wears size 3XL."),
            ("2026-12-01 09:46", "The shopper likes burgundy."),
            ("2026-12-01 09:47", "The shopper avoids {brand1}."),
            ("2026-12-01 09:48", "The shopper avoids {brand4}."),
        ],
        "visits": [],
        "questions": [
            ("my size is what again", [["3XL"]], []),
            ("which brands do I avoid", [["{brand1}"], ["{brand4}"]], []),
            ("do I like burgundy", [["Yes", "yes"]], []),
            ("and which brands do I actually like?", [[NOT_KNOWN]], []),
            ("do I have a spend limit?", [[NOT_KNOWN]], []),
            ("tell me what you know", [["3XL"], ["burgundy"], ["{brand1}"], ["{brand4}"]], []),
            ("do I like {brand4}", [["No", "no", "not", "avoid", "don't"]], []),
        ],
    },
    # 27: half shoe size up
    {
        "facts": [
            ("2026-01-20 15:00", "The shopper wears UK 7 shoes."),
            ("2026-11-09 15:00", "The shopper wears UK 7.5 shoes."),
            ("2026-11-09 15:01", "The shopper likes tan."),
            ("2026-11-09 15:02", "The shopper's budget is up to 95 for boots."),
        ],
        "visits": [
            (
                "2026-11-09",
                "tan chelsea boots in a 7.5?",
                "Here are two pairs of tan Chelsea boots in 7.5, both under 95.",
                "The shopper looked at tan Chelsea boots in 7.5.",
            ),
        ],
        "questions": [
            ("what shoe size am I now", [["7.5"]], []),
            ("what boots was I after", [["Chelsea", "tan"]], []),
            ("was I always a 7.5", [["No", "no", "before", "previously", "used"]], []),
            ("how much will I pay for boots", [["95"]], []),
            ("do I like tan", [["Yes", "yes"]], []),
            ("which brands do i like", [[NOT_KNOWN]], []),
            ("what colour do I go for", [["tan"]], []),
        ],
    },
    # 28: visits, one for someone else
    {
        "facts": [],
        "visits": [
            (
                "2026-11-26",
                "gift for my husband, he's an XL",
                "Here are some jumpers and scarves in XL.",
                "The shopper looked at gifts for their husband in XL.",
            ),
            (
                "2026-12-02",
                "gloves for me, something warm",
                "Here are wool and leather gloves.",
                "The shopper looked at warm gloves for themselves.",
            ),
        ],
        "questions": [
            ("what size do I wear, do you know?", [[NOT_KNOWN]], []),
            ("who was I getting a present for", [["husband"]], []),
            ("what did I look at most recently", [["glove"]], []),
            ("when was I in last", [["2026-12-02", "December", "2", "2nd"]], []),
            ("what size is my husband again", [["XL"]], []),
            ("do I have a favourite colour", [[NOT_KNOWN]], []),
            ("was the XL for me?", [["No", "no", "husband"]], []),
        ],
    },
    # 29: a past wedding and a christening to come
    {
        "facts": [
            ("2026-03-10 11:00", "The shopper has a wedding on 2026-04-11."),
            ("2026-10-22 11:00", "The shopper has a christening on 2027-01-09."),
            ("2026-10-22 11:01", "The shopper wears size 18."),
            ("2026-10-22 11:02", "The shopper avoids black."),
        ],
        "visits": [],
        "questions": [
            ("what's my next event", [["christening"]], []),
            ("what date is the christening", [["2027-01-09", "January", "9", "9th"]], []),
            ("when was that wedding I went to", [["2026-04-11", "April", "11", "11th"]], []),
            ("size?", [["18"]], []),
            ("do I wear black", [["No", "no", "not", "avoid", "don't"]], []),
            ("am I a size 18", [["Yes", "yes"]], []),
        ],
    },
    # 30: petite S, Paris trip
    {
        "facts": [
            ("2026-11-01 10:10", "The shopper wears size S petite."),
            ("2026-11-01 10:11", "The shopper's budget is around 30 per item."),
            ("2026-11-01 10:12", "The shopper likes {brand0}."),
            ("2026-11-01 10:13", "The shopper likes mustard."),
            ("2026-11-01 10:14", "The shopper avoids grey."),
            ("2026-11-01 10:15", "The shopper has a trip to Paris on 2026-12-18."),
        ],
        "visits": [
            (
                "2026-11-01",
                "paris in dec, need a cute coat, petite S",
                "Here are two petite coats in S, one in mustard.",
                "The shopper looked at petite coats in S for a Paris trip.",
            ),
            (
                "2026-11-24",
                "scarf to go with a mustard coat?",
                "Here are scarves in cream, navy and rust.",
                "The shopper looked at scarves to match a mustard coat.",
            ),
        ],
        "questions": [
            ("am I petite?", [["Yes", "yes", "petite"]], []),
            ("where am I travelling to", [["Paris"]], []),
            ("when do I go", [["2026-12-18", "December", "18", "18th"]], []),
            ("what do I spend per piece", [["30"]], []),
            ("is grey a good colour for me?", [["No", "no", "not", "avoid", "don't"]], []),
            ("what was I after last visit", [["scarf", "scarves"]], []),
            ("which label am I a fan of?", [["{brand0}"]], []),
            ("what size shoes do I take?", [[NOT_KNOWN]], []),
            ("do I like mustard", [["Yes", "yes"]], []),
        ],
    },
    # 31: US dress size and letter size for tops
    {
        "facts": [
            ("2026-07-04 14:00", "The shopper wears US size 6 dresses."),
            ("2026-07-04 14:01", "The shopper wears size S in tops."),
            ("2026-07-04 14:02", "The shopper likes coral."),
            ("2026-07-04 14:03", "The shopper's budget is up to 75 dollars."),
        ],
        "visits": [
            (
                "2026-07-04",
                "sundress in a US 6, coral if you have it, under $75",
                "There is one coral sundress in US 6 for 68 dollars.",
                "The shopper looked at coral sundresses in US 6 under 75.",
            ),
        ],
        "questions": [
            ("what size dress do I wear", [["6"]], []),
            ("what size am I in tops", [["S", "small"]], []),
            ("what's my colour?", [["coral"]], []),
            ("how much can I spend", [["75"]], []),
            ("how much was the dress you showed me", [["68"]], []),
            ("any occasions coming up?", [[NOT_KNOWN]], []),
            ("what brands am I into", [[NOT_KNOWN]], []),
            ("is coral my colour?", [["Yes", "yes"]], []),
        ],
    },
    # 32: one visit, nothing said
    {
        "facts": [],
        "visits": [
            ("2026-11-05", "just looking thx", "No problem, shout if you need anything.", ""),
        ],
        "questions": [
            ("when did I last come in?", [["2026-11-05", "November", "5", "5th"]], []),
            ("do I have a budget", [[NOT_KNOWN]], []),
            ("what did I say when I came in?", [["looking", "browsing", "just"]], []),
        ],
    },
]
