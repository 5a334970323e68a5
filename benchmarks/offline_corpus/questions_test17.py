"""The shopper questions of split "test17" (issue 18).

split "test17" (issue 18), written blind, by hand, on 2026-12-03 by a twentieth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    # 1: dress shopper with a wedding coming
    {
        "facts": [
            ("2026-10-02 14:11", "The shopper wears size 12."),
            ("2026-10-02 14:12", "The shopper has a wedding on 2026-12-19."),
            ("2026-11-20 19:40", "The shopper likes emerald."),
            ("2026-11-20 19:41", "The shopper avoids orange."),
            ("2026-11-20 19:42", "The shopper's budget is up to 100."),
        ],
        "visits": [
            (
                "2026-10-02",
                "hi, looking for a dress for a wedding, I'm a 12",
                "Here are six occasion dresses in size 12.",
                "The shopper looked at occasion dresses in size 12 for a wedding.",
            ),
            (
                "2026-11-20",
                "any emerald dresses under 100? nothing orange pls",
                "Yes, there are two emerald dresses under 100.",
                "The shopper looked at emerald dresses under 100.",
            ),
        ],
        "questions": [
            ("what dress size am I?", [["12"]], []),
            ("which colour do I not like", [["orange"]], []),
            (
                "when's the wedding again?",
                [["2026-12-19", "19 December", "December 19", "19th", "19"]],
                [],
            ),
            ("whats my budget", [["100"]], []),
            ("do you have my shoe size?", [[NOT_KNOWN]], []),
            ("what was I after the first time I came in?", [["wedding", "dress"]], []),
            ("remind me what I like", [["emerald"], ["12"], ["100"]], []),
            ("what's the occasion I'm shopping for", [["wedding"]], []),
            ("do I like emerald?", [["Yes", "yes", "emerald"]], []),
        ],
    },
    # 2: waist changed, facts only
    {
        "facts": [
            ("2026-03-10 08:30", "The shopper's waist is 32."),
            ("2026-10-28 21:02", "The shopper's waist is 34."),
            ("2026-10-28 21:03", "The shopper's inside leg is 30."),
            ("2026-10-28 21:04", "The shopper likes {brand2}."),
        ],
        "visits": [],
        "questions": [
            ("what's my waist size", [["34"]], ["32"]),
            ("has my waist changed?", [["32"], ["34"]], []),
            ("what leg length do i take", [["30"]], []),
            ("favourite brand?", [["{brand2}"]], []),
            ("what colour do I like", [[NOT_KNOWN]], []),
            ("What do you know about me?", [["34"], ["30"], ["{brand2}"]], ["32"]),
            ("am I still a 32 waist?", [["34"]], []),
        ],
    },
    # 3: visits only
    {
        "facts": [],
        "visits": [
            (
                "2026-08-14",
                "hiya do you do linen shirts",
                "We do, here are five linen shirts.",
                "The shopper looked at linen shirts.",
            ),
            (
                "2026-09-30",
                "need a raincoat, something packable",
                "Here are three packable raincoats.",
                "The shopper looked for a packable raincoat.",
            ),
            (
                "2026-11-25",
                "any chunky knit cardigans?",
                "Yes, we have four chunky knit cardigans.",
                "",
            ),
        ],
        "questions": [
            ("what was I looking for last time?", [["cardigan"]], []),
            ("what did I look at the first time I came", [["linen"]], []),
            ("when did I last pop in?", [["2026-11-25", "25 November", "November 25", "25th"]], []),
            ("what size am i", [[NOT_KNOWN]], []),
            ("did I ever ask about coats?", [["raincoat", "packable"]], []),
            ("did you show me any shirts?", [["linen", "Yes", "yes"]], []),
            ("have I mentioned how much I want to spend?", [[NOT_KNOWN]], []),
            ("how many times have I been on here", [["3", "three"]], []),
        ],
    },
    # 4: nothing known at all
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("anything on me at all?", [[NOT_KNOWN]], []),
            ("What size do I take?", [[NOT_KNOWN]], []),
            ("have I shopped with you before", [[NOT_KNOWN]], []),
        ],
    },
    # 5: runner
    {
        "facts": [
            ("2026-11-10 07:15", "The shopper's shoe size is UK 8.5."),
            ("2026-11-10 07:16", "The shopper wears size L in tops."),
            ("2026-11-10 07:17", "The shopper has a marathon on 2027-04-25."),
            ("2026-11-10 07:18", "The shopper likes {brand0}."),
            ("2026-11-10 07:19", "The shopper avoids {brand3}."),
        ],
        "visits": [
            (
                "2026-11-10",
                "need new running shoes, 8.5, training for a marathon",
                "Here are four pairs of running shoes in UK 8.5.",
                "The shopper looked at running shoes in UK 8.5 from {brand0}.",
            ),
        ],
        "questions": [
            ("what's my shoe size", [["8.5"]], []),
            ("what size do I take in tops?", [["L", "large"]], []),
            ("when's my marathon", [["2027-04-25", "25 April", "April 25", "25th"]], []),
            ("which brand do I avoid", [["{brand3}"]], []),
            ("do I like {brand0}?", [["Yes", "yes", "{brand0}"]], []),
            ("what did you show me last time", [["running", "shoe"]], []),
            ("how much do i normally spend on trainers", [[NOT_KNOWN]], []),
            ("what am I training for again?", [["marathon"]], []),
        ],
    },
    # 6: colours, petite
    {
        "facts": [
            ("2026-06-03 12:00", "The shopper likes navy."),
            ("2026-06-03 12:01", "The shopper likes burgundy."),
            ("2026-06-03 12:02", "The shopper avoids yellow."),
            ("2026-08-19 18:30", "The shopper avoids beige."),
            ("2026-08-19 18:31", "The shopper wears size 10 petite."),
        ],
        "visits": [],
        "questions": [
            ("what colours suit me", [["navy"], ["burgundy"]], []),
            ("which colours should I avoid?", [["yellow"], ["beige"]], []),
            ("do I like yellow?", [["No", "no", "avoid", "don't"]], []),
            ("am I petite?", [["Yes", "yes", "petite"]], []),
            ("is beige a good colour on me?", [["No", "no", "avoid", "don't", "not"]], []),
            ("what's my size", [["10"]], []),
            ("have I got anything coming up?", [[NOT_KNOWN]], []),
            (
                "remind me of my preferences",
                [["navy"], ["burgundy"], ["yellow"], ["beige"], ["10"]],
                [],
            ),
        ],
    },
    # 7: budget went up, interview
    {
        "facts": [
            ("2026-05-14 10:10", "The shopper's budget is up to 60."),
            ("2026-11-29 20:20", "The shopper's budget is up to 120."),
            ("2026-11-29 20:21", "The shopper wears a 40R jacket."),
            ("2026-11-29 20:22", "The shopper has a job interview on 2026-12-08."),
            ("2026-11-29 20:23", "The shopper likes {brand4}."),
        ],
        "visits": [
            (
                "2026-11-29",
                "need a suit for an interview, 40R, budget's gone up to 120",
                "Here are three suits in 40R under 120.",
                "The shopper looked at suits in 40R for a job interview under 120.",
            ),
        ],
        "questions": [
            ("how much am I willing to spend?", [["120"]], ["60"]),
            ("has my budget changed since before?", [["60"], ["120"]], []),
            ("what jacket size am I", [["40R", "40 regular", "40"]], []),
            ("when is my interview", [["2026-12-08", "8 December", "December 8", "8th"]], []),
            ("what's coming up for me", [["interview"]], []),
            ("what brand do i like", [["{brand4}"]], []),
            ("what was I shopping for last visit", [["suit"]], []),
            ("my shoe size?", [[NOT_KNOWN]], []),
        ],
    },
    # 8: shirts, collar
    {
        "facts": [
            ("2026-07-02 09:00", "The shopper wears a 16 collar."),
            ("2026-07-02 09:01", "The shopper likes white."),
            ("2026-10-15 13:45", "The shopper likes light blue."),
            ("2026-10-15 13:46", "The shopper avoids {brand1}."),
            ("2026-10-15 13:47", "The shopper's budget is about 50 per shirt."),
        ],
        "visits": [
            (
                "2026-07-02",
                "shirts for work please, collar 16",
                "Here are eight work shirts with a 16 collar.",
                "The shopper looked at work shirts with a 16 collar.",
            ),
            (
                "2026-10-15",
                "any light blue oxford shirts? not {brand1}",
                "There are two light blue oxford shirts.",
                "",
            ),
        ],
        "questions": [
            ("what's my collar size", [["16"]], []),
            ("which colours do I like in shirts", [["white"], ["light blue", "blue"]], []),
            ("brand I don't like?", [["{brand1}"]], []),
            ("how much do I usually spend on a shirt", [["50"]], []),
            ("first time I came in, what did I want?", [["shirt"]], []),
            ("when was my last visit", [["2026-10-15", "15 October", "October 15", "15th"]], []),
            ("what's my waist", [[NOT_KNOWN]], []),
            ("do I avoid {brand1}?", [["Yes", "yes", "avoid", "don't", "dislike"]], []),
        ],
    },
    # 9: beach holiday
    {
        "facts": [
            ("2026-12-01 16:05", "The shopper has a holiday on 2027-01-15."),
            ("2026-12-01 16:06", "The shopper wears size S."),
            ("2026-12-01 16:07", "The shopper likes coral."),
            ("2026-12-01 16:08", "The shopper's budget is up to 40 per item."),
        ],
        "visits": [
            (
                "2026-12-01",
                "beach stuff pls, holiday in jan",
                "Here are swimsuits and sundresses in size S.",
                "The shopper looked at swimwear and sundresses for a holiday in January.",
            ),
        ],
        "questions": [
            ("when do I go away?", [["2027-01-15", "15 January", "January 15", "15th"]], []),
            ("what am I shopping for at the mo", [["holiday", "swim", "beach", "sundress"]], []),
            ("what size am I in swimwear", [["S", "small"]], []),
            ("fav colour?", [["coral"]], []),
            ("am I a small?", [["Yes", "yes", "S", "small"]], []),
            ("budget per item?", [["40"]], []),
            (
                "what do you know about me so far",
                [["holiday"], ["S", "small"], ["coral"], ["40"]],
                [],
            ),
            ("which brands do I like", [[NOT_KNOWN]], []),
        ],
    },
    # 10: dress size went down
    {
        "facts": [
            ("2026-02-11 11:11", "The shopper wears size 14."),
            ("2026-09-09 17:30", "The shopper wears size 12."),
            ("2026-09-09 17:31", "The shopper likes {brand2}."),
            ("2026-09-09 17:32", "The shopper likes {brand0}."),
            ("2026-09-09 17:33", "The shopper avoids black."),
        ],
        "visits": [],
        "questions": [
            ("what size am I now", [["12"]], ["14"]),
            ("am I still a 14?", [["12"]], []),
            (
                "when did my size change?",
                [["2026-09-09", "9 September", "September 9", "9th", "September"]],
                [],
            ),
            ("what brands am I into", [["{brand2}"], ["{brand0}"]], []),
            ("do I wear black?", [["No", "no", "avoid", "don't"]], []),
            ("what's my budget looking like", [[NOT_KNOWN]], []),
        ],
    },
    # 11: christening
    {
        "facts": [
            ("2026-11-30 10:30", "The shopper has a christening on 2026-12-13."),
            ("2026-11-30 10:31", "The shopper wears size M."),
            ("2026-11-30 10:32", "The shopper likes pale pink."),
            ("2026-11-30 10:33", "The shopper avoids {brand4}."),
        ],
        "visits": [
            (
                "2026-11-30",
                "something smart for a christening please",
                "Here are five smart dresses and two jackets in M.",
                "The shopper looked at smart dresses and jackets for a christening.",
            ),
        ],
        "questions": [
            ("what's the event I'm shopping for", [["christening"]], []),
            (
                "what date is the christening",
                [["2026-12-13", "13 December", "December 13", "13th"]],
                [],
            ),
            ("am I a medium?", [["Yes", "yes", "M", "medium"]], []),
            ("which colour did I say I like", [["pink"]], []),
            ("which brand don't I like", [["{brand4}"]], []),
            ("my budget?", [[NOT_KNOWN]], []),
            (
                "tell me what you've got on me",
                [["christening"], ["M", "medium"], ["pink"], ["{brand4}"]],
                [],
            ),
        ],
    },
    # 12: eight facts, no visits
    {
        "facts": [
            ("2026-04-22 19:00", "The shopper's shoe size is EU 42."),
            ("2026-04-22 19:01", "The shopper's waist is 33."),
            ("2026-04-22 19:02", "The shopper's chest is 40."),
            ("2026-04-22 19:03", "The shopper likes olive."),
            ("2026-07-07 08:45", "The shopper likes rust."),
            ("2026-07-07 08:46", "The shopper avoids pink."),
            ("2026-07-07 08:47", "The shopper's budget is up to 200."),
            ("2026-11-15 22:10", "The shopper has a festival on 2027-06-24."),
        ],
        "visits": [],
        "questions": [
            ("my shoe size pls", [["42"]], []),
            ("waist?", [["33"]], []),
            ("what's my chest measurement", [["40"]], []),
            ("what colours do i like", [["olive"], ["rust"]], []),
            ("do I like pink?", [["No", "no", "avoid", "don't"]], []),
            ("what's my limit", [["200"]], []),
            ("do I like olive?", [["Yes", "yes", "olive"]], []),
            ("when's the festival", [["2027-06-24", "24 June", "June 24", "24th"]], []),
            (
                "tell me everything you have about me",
                [["42"], ["33"], ["olive"], ["200"], ["festival"]],
                [],
            ),
            ("which brand do I buy", [[NOT_KNOWN]], []),
        ],
    },
    # 13: four visits, no facts
    {
        "facts": [],
        "visits": [
            (
                "2026-03-03",
                "hi do you have wellies",
                "Yes, here are four pairs of wellies.",
                "The shopper looked at wellies.",
            ),
            (
                "2026-05-19",
                "need shorts for the summer",
                "Here are six pairs of shorts.",
                "The shopper looked at shorts.",
            ),
            (
                "2026-08-27",
                "any waterproof jackets?",
                "There are three waterproof jackets in stock.",
                "",
            ),
            (
                "2026-11-18",
                "looking for a christmas jumper",
                "Here are five Christmas jumpers.",
                "The shopper looked at Christmas jumpers.",
            ),
        ],
        "questions": [
            ("last time I was in, what was I after", [["jumper", "christmas"]], []),
            ("what did I come in for the very first time", [["welli"]], []),
            ("when did I first visit", [["2026-03-03", "3 March", "March 3", "3rd"]], []),
            ("did I ever look at shorts?", [["Yes", "yes", "shorts"]], []),
            ("what was I after in may", [["shorts"]], []),
            ("what size do I need", [[NOT_KNOWN]], []),
            ("how many times have I visited", [["4", "four"]], []),
            ("what did I ask about back in august", [["waterproof", "jacket"]], []),
            ("do I have a favourite colour?", [[NOT_KNOWN]], []),
        ],
    },
    # 14: one fact
    {
        "facts": [
            ("2026-10-01 12:12", "The shopper wears size XXL."),
        ],
        "visits": [],
        "questions": [
            ("what size do I wear", [["XXL", "2XL"]], []),
            ("which colours do I go for", [[NOT_KNOWN]], []),
            ("have I told you a budget?", [[NOT_KNOWN]], []),
            ("am I an XXL?", [["Yes", "yes", "XXL"]], []),
        ],
    },
    # 15: graduation, petite
    {
        "facts": [
            ("2026-11-02 15:20", "The shopper has a graduation on 2027-07-10."),
            ("2026-11-02 15:21", "The shopper wears size 8 petite."),
            ("2026-11-27 21:00", "The shopper likes {brand3}."),
            ("2026-11-27 21:01", "The shopper's budget is up to 150."),
            ("2026-11-27 21:02", "The shopper likes white."),
        ],
        "visits": [
            (
                "2026-11-02",
                "graduation dress ideas?",
                "Here are some dresses that would work for a graduation.",
                "The shopper asked for graduation dress ideas.",
            ),
            (
                "2026-11-27",
                "size 8 petite white dresses under 150",
                "There are three white petite dresses in size 8 under 150.",
                "",
            ),
        ],
        "questions": [
            ("when's my graduation", [["2027-07-10", "10 July", "July 10", "10th"]], []),
            ("remind me my dress size", [["8"]], []),
            ("do I take petite?", [["Yes", "yes", "petite"]], []),
            ("which label do I like", [["{brand3}"]], []),
            ("how much can I spend", [["150"]], []),
            ("what colour was I after", [["white"]], []),
            ("what did I ask you about on my first visit", [["graduation"]], []),
            ("shoe size, do you have it?", [[NOT_KNOWN]], []),
        ],
    },
    # 16: date night, US sizing
    {
        "facts": [
            ("2026-12-02 18:40", "The shopper has a date on 2026-12-06."),
            ("2026-12-02 18:41", "The shopper wears US size 6."),
            ("2026-12-02 18:42", "The shopper likes red."),
            ("2026-12-02 18:43", "The shopper avoids {brand0}."),
        ],
        "visits": [],
        "questions": [
            ("what have I got coming up", [["date"]], []),
            ("when's my date?", [["2026-12-06", "6 December", "December 6", "6th"]], []),
            ("my size in US?", [["6"]], []),
            ("do i like red", [["Yes", "yes", "red"]], []),
            ("what do I like wearing colour wise", [["red"]], []),
            ("brand to avoid?", [["{brand0}"]], []),
            ("whats my spending limit", [[NOT_KNOWN]], []),
            ("everything you know about me please", [["date"], ["6"], ["red"], ["{brand0}"]], []),
        ],
    },
    # 17: colour preference flipped
    {
        "facts": [
            ("2026-04-01 09:09", "The shopper likes grey."),
            ("2026-11-12 14:00", "The shopper avoids grey."),
            ("2026-11-12 14:01", "The shopper likes forest green."),
            ("2026-11-12 14:02", "The shopper wears size L."),
            ("2026-11-12 14:03", "The shopper's budget is up to 70."),
        ],
        "visits": [],
        "questions": [
            ("do I like grey?", [["No", "no", "avoid", "don't", "not"]], []),
            ("which colours do I like", [["forest green", "green"]], []),
            ("have my colour tastes changed?", [["grey"]], []),
            ("what size am I these days", [["L", "large"]], []),
            ("max spend?", [["70"]], []),
            ("what brand do I go for", [[NOT_KNOWN]], []),
            ("go over my preferences again?", [["green"], ["grey"], ["L", "large"], ["70"]], []),
        ],
    },
    # 18: visits only, one brand
    {
        "facts": [],
        "visits": [
            (
                "2026-10-05",
                "hey, got any {brand1} hoodies?",
                "Yes, we have five {brand1} hoodies.",
                "The shopper looked at {brand1} hoodies.",
            ),
            (
                "2026-11-22",
                "ok what about {brand1} joggers",
                "There are three pairs of {brand1} joggers.",
                "",
            ),
        ],
        "questions": [
            ("what did I look at last time", [["jogger"]], []),
            ("what did you show me the first time", [["hoodie"]], []),
            ("which brand have I been browsing", [["{brand1}"]], []),
            ("when did I first come here", [["2026-10-05", "5 October", "October 5", "5th"]], []),
            ("when was I last here", [["2026-11-22", "22 November", "November 22", "22nd"]], []),
            ("do you know my size?", [[NOT_KNOWN]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
        ],
    },
    # 19: shoe size changed, wedding guest
    {
        "facts": [
            ("2026-02-02 10:00", "The shopper's shoe size is 5."),
            ("2026-11-14 11:30", "The shopper's shoe size is 5.5."),
            ("2026-11-14 11:31", "The shopper likes tan."),
            ("2026-11-14 11:32", "The shopper likes {brand2}."),
            ("2026-11-14 11:33", "The shopper has a wedding on 2027-05-22."),
            ("2026-11-14 11:34", "The shopper's budget is up to 90."),
        ],
        "visits": [
            (
                "2026-11-14",
                "tan boots in 5.5?",
                "Here are two pairs of tan boots in 5.5.",
                "The shopper looked at tan boots in size 5.5.",
            ),
        ],
        "questions": [
            ("what shoe size am I", [["5.5"]], []),
            ("has my shoe size changed?", [["5"], ["5.5"]], []),
            ("what do I like colour-wise", [["tan"]], []),
            ("when's the wedding I'm going to", [["2027-05-22", "22 May", "May 22", "22nd"]], []),
            ("how much do I want to spend", [["90"]], []),
            ("fave brand", [["{brand2}"]], []),
            ("what did i look for last time", [["boot"]], []),
            ("dress size?", [[NOT_KNOWN]], []),
        ],
    },
    # 20: big and tall
    {
        "facts": [
            ("2026-09-01 13:13", "The shopper wears size 3XL."),
            ("2026-09-01 13:14", "The shopper's waist is 42."),
            ("2026-09-01 13:15", "The shopper likes black."),
            ("2026-09-01 13:16", "The shopper likes charcoal."),
            ("2026-09-01 13:17", "The shopper's budget is up to 60."),
        ],
        "visits": [
            (
                "2026-09-01",
                "big and tall range?",
                "We have a big and tall range up to 4XL.",
                "The shopper asked about the big and tall range in 3XL.",
            ),
        ],
        "questions": [
            ("what size top do I wear", [["3XL"]], []),
            ("what's my waist measurement", [["42"]], []),
            ("colours I like?", [["black"], ["charcoal"]], []),
            ("my limit", [["60"]], []),
            ("do I still wear 3XL?", [["Yes", "yes", "3XL"]], []),
            ("when did I last come in", [["2026-09-01", "1 September", "September 1", "1st"]], []),
            ("what did I ask about last time", [["big and tall", "tall"]], []),
            ("do I like {brand3}", [[NOT_KNOWN]], []),
            ("what do u know about me then", [["3XL"], ["42"], ["black"], ["60"]], []),
        ],
    },
    # 21: hiking trip
    {
        "facts": [
            ("2026-12-02 09:50", "The shopper has a hiking trip on 2027-02-10."),
            ("2026-12-02 09:51", "The shopper wears size M."),
            ("2026-12-02 09:52", "The shopper likes orange."),
            ("2026-12-02 09:53", "The shopper avoids {brand2}."),
            ("2026-12-02 09:54", "The shopper likes {brand4}."),
        ],
        "visits": [
            (
                "2026-12-02",
                "walking gear for a trip to the lakes",
                "Here are walking jackets and boots in M.",
                "The shopper looked at walking jackets and boots for a hiking trip.",
            ),
        ],
        "questions": [
            ("what trip am I prepping for", [["hiking", "walking"]], []),
            ("when do I leave", [["2027-02-10", "10 February", "February 10", "10th"]], []),
            ("which size should I get in jackets?", [["M", "medium"]], []),
            ("do I like orange", [["Yes", "yes", "orange"]], []),
            ("which brands do I like and which don't I", [["{brand4}"], ["{brand2}"]], []),
            ("what was I browsing last time", [["jacket", "boot", "walking"]], []),
            ("budget?", [[NOT_KNOWN]], []),
        ],
    },
    # 22: jeans, facts only
    {
        "facts": [
            ("2026-08-08 20:00", "The shopper wears W36 L32 jeans."),
            ("2026-08-08 20:01", "The shopper likes indigo."),
            ("2026-08-08 20:02", "The shopper likes {brand0}."),
            ("2026-08-08 20:03", "The shopper's budget is up to 80 for jeans."),
        ],
        "visits": [],
        "questions": [
            ("what jeans size am I", [["W36", "36"], ["L32", "32"]], []),
            ("what's my leg length", [["32", "L32"]], []),
            ("what colour denim do i like", [["indigo"]], []),
            ("which brand do I wear", [["{brand0}"]], []),
            ("how much will I pay for jeans", [["80"]], []),
            ("any events coming up for me", [[NOT_KNOWN]], []),
        ],
    },
    # 23: new job
    {
        "facts": [
            ("2026-11-08 12:30", "The shopper has a new job on 2027-01-04."),
            ("2026-11-08 12:31", "The shopper wears size 16."),
            ("2026-11-08 12:32", "The shopper likes navy."),
            ("2026-11-26 17:10", "The shopper likes grey."),
            ("2026-11-26 17:11", "The shopper avoids {brand3}."),
            ("2026-11-26 17:12", "The shopper's budget is up to 250 in total."),
        ],
        "visits": [
            (
                "2026-11-08",
                "workwear please, starting a new job in jan",
                "Here are some workwear pieces in size 16.",
                "The shopper looked at workwear for a new job.",
            ),
            (
                "2026-11-26",
                "grey trousers size 16?",
                "Yes, there are four pairs of grey trousers in 16.",
                "The shopper looked at grey trousers in size 16.",
            ),
        ],
        "questions": [
            ("when do i start my new job", [["2027-01-04", "4 January", "January 4", "4th"]], []),
            ("what am I shopping for", [["job", "work"]], []),
            ("what size am I for work stuff", [["16"]], []),
            (
                "when did I first come in about the job",
                [["2026-11-08", "8 November", "November 8", "8th"]],
                [],
            ),
            ("which colours am I keen on", [["navy"], ["grey"]], []),
            ("what's my total budget", [["250"]], []),
            ("who should you not show me, brand-wise?", [["{brand3}"]], []),
            ("what did you pull up for me last time round", [["trousers"]], []),
            ("what size shoes do I take", [[NOT_KNOWN]], []),
        ],
    },
    # 24: one visit only
    {
        "facts": [],
        "visits": [
            (
                "2026-06-12",
                "do u sell swim shorts",
                "We do, here are six pairs of swim shorts.",
                "The shopper looked at swim shorts.",
            ),
        ],
        "questions": [
            ("have I been here before?", [["Yes", "yes", "2026-06-12", "June"]], []),
            ("what did I look at", [["swim"]], []),
            ("how many times have I been here", [["1", "one", "once"]], []),
            ("when did I visit", [["2026-06-12", "12 June", "June 12", "12th"]], []),
            ("what size am I in shorts?", [[NOT_KNOWN]], []),
            ("any colour i like?", [[NOT_KNOWN]], []),
        ],
    },
    # 25: top size went up, a race
    {
        "facts": [
            ("2026-01-20 08:00", "The shopper wears size L."),
            ("2026-10-10 19:19", "The shopper wears size XL."),
            ("2026-10-10 19:20", "The shopper avoids {brand0}."),
            ("2026-10-10 19:21", "The shopper likes mustard."),
            ("2026-10-10 19:22", "The shopper has a race on 2026-12-14."),
        ],
        "visits": [],
        "questions": [
            ("am i an L or an XL", [["XL", "extra large"]], []),
            ("what size do i wear at the moment", [["XL", "extra large"]], ["L"]),
            ("when's my race", [["2026-12-14", "14 December", "December 14", "14th"]], []),
            ("anything on the calendar for me?", [["race"]], []),
            ("colour I like", [["mustard"]], []),
            ("brand I avoid", [["{brand0}"]], []),
            ("how much do I spend usually", [[NOT_KNOWN]], []),
        ],
    },
    # 26: festival, all categories
    {
        "facts": [
            ("2026-10-19 22:40", "The shopper has a festival on 2027-07-02."),
            ("2026-10-19 22:41", "The shopper wears size XS."),
            ("2026-10-19 22:42", "The shopper's shoe size is UK 6."),
            ("2026-11-30 23:05", "The shopper likes lilac."),
            ("2026-11-30 23:06", "The shopper avoids red."),
            ("2026-11-30 23:07", "The shopper's budget is up to 45."),
            ("2026-11-30 23:08", "The shopper likes {brand1}."),
        ],
        "visits": [
            (
                "2026-10-19",
                "festival outfits??",
                "Here are some festival outfits in XS.",
                "The shopper looked at festival outfits in XS.",
            ),
            ("2026-11-30", "lilac crop tops XS", "There are two lilac crop tops in XS.", ""),
        ],
        "questions": [
            ("what size clothes do I wear", [["XS"]], []),
            ("shoe size?", [["6"]], []),
            ("what colours am I into", [["lilac"]], []),
            ("the colour I hate is..?", [["red"]], []),
            ("what can I spend", [["45"]], []),
            ("which label do I love", [["{brand1}"]], []),
            (
                "when did I first come in about the festival",
                [["2026-10-19", "19 October", "October 19", "19th"]],
                [],
            ),
            ("when's my festival", [["2027-07-02", "2 July", "July 2", "2nd"]], []),
            ("what did I ask for last time", [["lilac", "crop"]], []),
            (
                "sum up what you know about me",
                [["XS"], ["lilac"], ["red"], ["45"], ["{brand1}"], ["festival"]],
                [],
            ),
        ],
    },
    # 27: groom's party
    {
        "facts": [
            ("2026-11-05 10:45", "The shopper wears a 15.5 collar."),
            ("2026-11-05 10:46", "The shopper wears a 42 long jacket."),
            ("2026-11-05 10:47", "The shopper has a wedding on 2027-03-27."),
            ("2026-11-05 10:48", "The shopper's budget is up to 400."),
        ],
        "visits": [
            (
                "2026-11-05",
                "morning suit - hire or buy?",
                "We sell morning suits; here are three in 42 long.",
                "The shopper asked about morning suits for a wedding.",
            ),
        ],
        "questions": [
            ("collar size?", [["15.5"]], []),
            ("jacket size", [["42"]], []),
            ("is my jacket a long or a regular?", [["long"]], []),
            ("what date's the wedding?", [["2027-03-27", "27 March", "March 27", "27th"]], []),
            ("how much am I spending", [["400"]], []),
            ("what am I getting dressed up for", [["wedding"]], []),
            ("what did we talk about last time", [["morning suit", "suit"]], []),
            ("what colours do I prefer?", [[NOT_KNOWN]], []),
        ],
    },
    # 28: only dislikes
    {
        "facts": [
            ("2026-09-21 16:16", "The shopper avoids brown."),
            ("2026-09-21 16:17", "The shopper avoids orange."),
            ("2026-09-21 16:18", "The shopper avoids mustard."),
            ("2026-09-21 16:19", "The shopper wears size S."),
        ],
        "visits": [],
        "questions": [
            ("what colours should I stay away from", [["brown"], ["orange"], ["mustard"]], []),
            ("do I like brown", [["No", "no", "avoid", "don't"]], []),
            ("colours I actually like, any?", [[NOT_KNOWN]], []),
            ("my size pls", [["S", "small"]], []),
            ("any brands I like?", [[NOT_KNOWN]], []),
        ],
    },
    # 29: three visits, two facts
    {
        "facts": [
            ("2026-04-04 12:40", "The shopper likes {brand3}."),
            ("2026-04-04 12:41", "The shopper's budget is up to 30."),
        ],
        "visits": [
            (
                "2026-04-04",
                "cheap {brand3} tees under 30?",
                "Here are four {brand3} t-shirts under 30.",
                "The shopper looked at {brand3} t-shirts under 30.",
            ),
            (
                "2026-07-21",
                "sandals?",
                "Here are six pairs of sandals.",
                "The shopper looked at sandals.",
            ),
            (
                "2026-11-11",
                "thermal leggings",
                "We have three pairs of thermal leggings.",
                "The shopper looked at thermal leggings.",
            ),
        ],
        "questions": [
            ("what was I looking at last time", [["thermal", "legging"]], []),
            ("what did I look at in july", [["sandal"]], []),
            ("when was my first visit?", [["2026-04-04", "4 April", "April 4", "4th"]], []),
            ("which brand do I like", [["{brand3}"]], []),
            ("am I a {brand3} fan?", [["Yes", "yes", "{brand3}"]], []),
            ("what budget did I set", [["30"]], []),
            ("which size do I go for", [[NOT_KNOWN]], []),
            ("how many visits have I made", [["3", "three"]], []),
        ],
    },
    # 30: wedding date moved
    {
        "facts": [
            ("2026-08-30 09:30", "The shopper has a wedding on 2026-12-12."),
            ("2026-11-19 20:15", "The shopper has a wedding on 2027-01-09."),
            ("2026-11-19 20:16", "The shopper wears size 18."),
            ("2026-11-19 20:17", "The shopper likes teal."),
            ("2026-11-19 20:18", "The shopper likes {brand4}."),
        ],
        "visits": [],
        "questions": [
            (
                "when's the wedding",
                [["2027-01-09", "9 January", "January 9", "9th"]],
                ["2026-12-12", "12 December", "December 12"],
            ),
            (
                "did the wedding date change?",
                [
                    ["2026-12-12", "12 December", "December 12", "12th"],
                    ["2027-01-09", "9 January", "January 9", "9th"],
                ],
                [],
            ),
            ("what size am I, remind me", [["18"]], []),
            ("what colour do I love", [["teal"]], []),
            ("brand", [["{brand4}"]], []),
            ("did I give you a price range?", [[NOT_KNOWN]], []),
        ],
    },
    # 31: trainers
    {
        "facts": [
            ("2026-11-16 18:00", "The shopper's shoe size is UK 10."),
            ("2026-11-16 18:01", "The shopper likes {brand1}."),
            ("2026-11-16 18:02", "The shopper likes {brand2}."),
            ("2026-11-16 18:03", "The shopper avoids white."),
            ("2026-11-16 18:04", "The shopper's budget is up to 130."),
        ],
        "visits": [
            (
                "2026-11-16",
                "{brand2} runners in a 10",
                "Here are three {brand2} running trainers in UK 10.",
                "The shopper looked at {brand2} running trainers in UK 10.",
            ),
        ],
        "questions": [
            ("what shoe size", [["10"]], []),
            ("brands I like", [["{brand1}"], ["{brand2}"]], []),
            ("do I like white?", [["No", "no", "avoid", "don't"]], []),
            ("max price?", [["130"]], []),
            ("when was I last in", [["2026-11-16", "16 November", "November 16", "16th"]], []),
            ("what was I after last visit", [["runner", "running", "trainer"]], []),
            ("what's my chest size", [[NOT_KNOWN]], []),
            ("do I buy {brand1}?", [["Yes", "yes", "like"]], []),
        ],
    },
    # 32: ski trip, facts only
    {
        "facts": [
            ("2026-10-25 07:30", "The shopper has a ski trip on 2027-01-30."),
            ("2026-10-25 07:31", "The shopper wears size M."),
            ("2026-10-25 07:32", "The shopper's waist is 30."),
            ("2026-10-25 07:33", "The shopper likes {brand0}."),
        ],
        "visits": [],
        "questions": [
            ("when's the ski trip", [["2027-01-30", "30 January", "January 30", "30th"]], []),
            ("what size do I wear on top?", [["M", "medium"]], []),
            ("my waist please", [["30"]], []),
            ("what's the big trip coming up", [["ski"]], []),
            ("which brand am I into", [["{brand0}"]], []),
            ("which colours do I avoid", [[NOT_KNOWN]], []),
            (
                "so what do you actually know about me?",
                [["ski"], ["M", "medium"], ["30"], ["{brand0}"]],
                [],
            ),
        ],
    },
    # 33: one visit, no summary
    {
        "facts": [],
        "visits": [
            (
                "2026-11-29",
                "just browsing tbh",
                "No problem, here are this week's new arrivals.",
                "",
            ),
        ],
        "questions": [
            ("when did I last drop by", [["2026-11-29", "29 November", "November 29", "29th"]], []),
            ("what did you show me", [["new arrival", "arrival"]], []),
            ("what size should I be looking at?", [[NOT_KNOWN]], []),
            ("what did I come in for?", [["brows", "arrival"]], []),
        ],
    },
]
