"""The shopper questions of split "test18" (issue 18).

split "test18" (issue 18), written blind, by hand, on 2026-12-03 by a twenty-first writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    # 1: dress size changed, one dislike, one brand, two visits
    {
        "facts": [
            ("2026-09-02 09:15", "The shopper wears size 10."),
            ("2026-11-21 18:45", "The shopper wears size 12."),
            ("2026-11-21 18:46", "The shopper avoids yellow."),
            ("2026-11-21 18:47", "The shopper likes {brand2}."),
        ],
        "visits": [
            (
                "2026-09-02",
                "hi do you have linen trousers in a 10",
                "We have two pairs of linen trousers in size 10.",
                "The shopper looked at linen trousers in size 10.",
            ),
            (
                "2026-11-21",
                "need a winter coat, size 12 now, not yellow obviously",
                "Here are four winter coats in size 12, none of them yellow.",
                "The shopper browsed winter coats in size 12.",
            ),
        ],
        "questions": [
            ("what size do i wear", [["12"]], ["10"]),
            ("has my dress size gone up or down?", [["10"], ["12"]], []),
            ("any colours I should avoid?", [["yellow"]], []),
            ("which brand do i like", [["{brand2}"]], []),
            ("whats my budget", [[NOT_KNOWN]], []),
            ("what was i after last time I was here", [["coat"]], []),
            (
                "when did I first shop with you?",
                [
                    [
                        "2026-09-02",
                        "2 September",
                        "September 2",
                        "2nd September",
                        "September 2nd",
                        "2nd of September",
                        "2 Sept",
                        "Sept 2",
                    ]
                ],
                [],
            ),
            ("Am I still a size 10?", [["12"]], []),
            ("what did i look at on my first visit here", [["linen", "trousers"]], []),
        ],
    },
    # 2: facts only, colours and a budget
    {
        "facts": [
            ("2026-11-28 20:02", "The shopper likes olive."),
            ("2026-11-28 20:03", "The shopper likes burgundy."),
            ("2026-11-28 20:04", "The shopper's budget is up to 60."),
        ],
        "visits": [],
        "questions": [
            ("what colours do I like?", [["olive"], ["burgundy"]], []),
            ("how much did I say I wanted to spend", [["60"]], []),
            ("do i like burgundy", [["Yes", "yes", "You do", "you do"]], []),
            ("what do you know about me", [["olive"], ["burgundy"], ["60"]], []),
            ("what brands am I into", [[NOT_KNOWN]], []),
        ],
    },
    # 3: visits only
    {
        "facts": [],
        "visits": [
            (
                "2026-10-05",
                "looking for a raincoat for walking",
                "We have a few waterproof raincoats; the lightest is the packable one.",
                "The shopper looked at waterproof raincoats for walking.",
            ),
            (
                "2026-11-12",
                "any chunky knit jumpers?",
                "Yes, there are five chunky knit jumpers in stock.",
                "The shopper browsed chunky knit jumpers.",
            ),
        ],
        "questions": [
            ("what was I looking at last time?", [["jumper", "knit"]], []),
            (
                "when was I last in?",
                [
                    [
                        "2026-11-12",
                        "12 November",
                        "November 12",
                        "12th November",
                        "November 12th",
                        "12th of November",
                        "12 Nov",
                        "Nov 12",
                    ]
                ],
                [],
            ),
            ("what did I come in for the very first time", [["raincoat", "rain coat"]], []),
            ("do u know my size", [[NOT_KNOWN]], []),
            ("anything you know about me?", [["raincoat", "rain coat"], ["jumper", "knit"]], []),
            ("do I have a favourite colour", [[NOT_KNOWN]], []),
            ("how many times have i visited", [["2", "two", "twice"]], []),
        ],
    },
    # 4: wedding with a date, shoe size, colour, budget
    {
        "facts": [
            ("2026-11-30 11:20", "The shopper has a wedding on 2026-12-19."),
            ("2026-11-30 11:21", "The shopper wears UK shoe size 6."),
            ("2026-11-30 11:22", "The shopper likes lilac."),
            ("2026-11-30 11:23", "The shopper's budget is up to 150."),
        ],
        "visits": [
            (
                "2026-11-30",
                "hiya need a wedding guest outfit, lilac ideally",
                "There are three lilac dresses and a lilac jumpsuit that would suit a wedding.",
                "The shopper looked for a lilac wedding guest outfit under 150.",
            ),
        ],
        "questions": [
            (
                "when's the wedding again",
                [
                    [
                        "2026-12-19",
                        "19 December",
                        "December 19",
                        "19th December",
                        "December 19th",
                        "19th of December",
                        "19 Dec",
                        "Dec 19",
                    ]
                ],
                [],
            ),
            ("what's coming up for me?", [["wedding"]], []),
            ("my shoe size?", [["6"]], []),
            ("what's my limit for the outfit", [["150"]], []),
            ("what colour was I going for", [["lilac"]], []),
            ("do I have a brand I like?", [[NOT_KNOWN]], []),
            ("remind me what I've told you", [["wedding"], ["6"], ["lilac"], ["150"]], []),
            ("what did I come in looking for", [["wedding", "lilac", "outfit"]], []),
        ],
    },
    # 5: a brand went from liked to avoided
    {
        "facts": [
            ("2026-06-14 16:00", "The shopper likes {brand4}."),
            ("2026-11-02 12:30", "The shopper avoids {brand4}."),
            ("2026-11-02 12:31", "The shopper likes {brand1}."),
            ("2026-11-02 12:32", "The shopper wears size L."),
        ],
        "visits": [
            (
                "2026-11-02",
                "done with {brand4}, their stuff shrinks. what do you have from {brand1} in L?",
                "There are six {brand1} pieces in L, mostly tops and two jackets.",
                "The shopper looked at {brand1} tops and jackets in L.",
            ),
        ],
        "questions": [
            ("which brands do i like", [["{brand1}"]], []),
            ("is there a brand I'm avoiding?", [["{brand4}"]], []),
            ("do i still like {brand4}?", [["No", "no", "not", "avoid", "don't", "off"]], []),
            ("what size top am i", [["L", "large"]], []),
            ("what did you show me last time", [["{brand1}"]], []),
            ("how much am I happy to spend", [[NOT_KNOWN]], []),
            ("any events coming up for me", [[NOT_KNOWN]], []),
        ],
    },
    # 6: waist changed, leg the same, first visit had no summary
    {
        "facts": [
            ("2026-03-09 19:40", "The shopper wears waist 32, leg 30."),
            ("2026-11-15 08:55", "The shopper wears waist 34, leg 30."),
            ("2026-11-15 08:56", "The shopper likes indigo."),
            ("2026-11-15 08:57", "The shopper avoids {brand0}."),
        ],
        "visits": [
            ("2026-03-09", "got any slim jeans in W32 L30", "Yes, four slim jeans in W32 L30.", ""),
            (
                "2026-11-15",
                "need new jeans, 34 waist now sadly",
                "Here are five pairs of jeans in W34 L30, three in indigo.",
                "The shopper looked at indigo jeans in W34 L30.",
            ),
        ],
        "questions": [
            ("what's my waist size", [["34", "W34"]], ["32", "W32"]),
            ("and my inside leg?", [["30", "L30"]], []),
            ("has my waist changed?", [["32", "W32"], ["34", "W34"]], []),
            ("which brand do I avoid", [["{brand0}"]], []),
            ("what colour denim do I like", [["indigo"]], []),
            (
                "when did i first visit",
                [
                    [
                        "2026-03-09",
                        "9 March",
                        "March 9",
                        "9th March",
                        "March 9th",
                        "9th of March",
                        "9 Mar",
                        "Mar 9",
                    ]
                ],
                [],
            ),
            ("what did I ask for the first time", [["jeans"]], []),
            ("do you know what size shoe I wear?", [[NOT_KNOWN]], []),
        ],
    },
    # 7: nothing known at all
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what do you know about me?", [[NOT_KNOWN]], []),
            ("do you know my size at all?", [[NOT_KNOWN]], []),
            ("when did I last visit", [[NOT_KNOWN]], []),
            ("do I like red?", [[NOT_KNOWN]], []),
        ],
    },
    # 8: collar, suit, new job with a date
    {
        "facts": [
            ("2026-10-01 13:05", "The shopper wears collar size 15.5."),
            ("2026-10-01 13:06", "The shopper wears suit jacket size 40R."),
            ("2026-11-25 13:07", "The shopper starts a new job on 2026-12-07."),
            ("2026-11-25 13:08", "The shopper likes charcoal."),
            ("2026-11-25 13:09", "The shopper's budget is up to 250."),
        ],
        "visits": [
            (
                "2026-10-01",
                "shirts in 15.5 collar please",
                "We have eight shirts in a 15.5 collar, mostly white and light blue.",
                "The shopper looked at shirts with a 15.5 collar.",
            ),
            (
                "2026-11-25",
                "new job in a couple of weeks, need a charcoal suit 40R",
                "There are two charcoal suits in 40R under 250.",
                "The shopper looked at charcoal suits in 40R for a new job.",
            ),
        ],
        "questions": [
            ("what's my collar size", [["15.5"]], []),
            ("what jacket size am i", [["40R", "40 regular"]], []),
            (
                "when do I start the new job",
                [
                    [
                        "2026-12-07",
                        "7 December",
                        "December 7",
                        "7th December",
                        "December 7th",
                        "7th of December",
                        "7 Dec",
                        "Dec 7",
                    ]
                ],
                [],
            ),
            ("how much was I willing to spend on the suit", [["250"]], []),
            ("which colour suit did i want", [["charcoal"]], []),
            ("what did I look at on my first visit", [["shirt"]], []),
            ("do you know my waist size?", [[NOT_KNOWN]], []),
            ("do I prefer charcoal or navy?", [["charcoal"]], []),
        ],
    },
    # 9: several likes and dislikes, no visits
    {
        "facts": [
            ("2026-07-19 10:10", "The shopper likes coral."),
            ("2026-07-19 10:11", "The shopper avoids grey."),
            ("2026-07-19 10:12", "The shopper avoids black."),
            ("2026-09-30 17:20", "The shopper likes mint green."),
            ("2026-09-30 17:21", "The shopper wears size S."),
        ],
        "visits": [],
        "questions": [
            ("what colours suit me?", [["coral"], ["mint"]], []),
            ("which colours do I not like", [["grey", "gray"], ["black"]], []),
            ("do i like black", [["No", "no", "not", "avoid", "don't"]], []),
            ("am I a small or a medium", [["S", "small"]], []),
            ("Am I into grey?", [["No", "no", "not", "avoid", "don't"]], []),
            ("how much do I like to spend?", [[NOT_KNOWN]], []),
            (
                "tell me my preferences",
                [["coral"], ["mint"], ["grey", "gray"], ["black"], ["S", "small"]],
                [],
            ),
            ("what size top do I take", [["S", "small"]], []),
        ],
    },
    # 10: budget went up, holiday in January
    {
        "facts": [
            ("2026-05-03 21:15", "The shopper's budget is up to 40."),
            ("2026-11-19 21:30", "The shopper's budget is up to 90."),
            ("2026-11-19 21:31", "The shopper wears size M."),
            ("2026-11-19 21:32", "The shopper has a holiday on 2027-01-15."),
        ],
        "visits": [
            (
                "2026-11-19",
                "off to thailand in january, need light stuff in M, up to 90",
                "Here are linen shirts, shorts and a sundress in M under 90.",
                "The shopper looked at light holiday clothes in M under 90.",
            ),
        ],
        "questions": [
            ("what's my spending limit", [["90"]], ["40"]),
            ("did my budget change?", [["40"], ["90"]], []),
            (
                "where am i off to and when",
                [
                    ["holiday", "Thailand"],
                    [
                        "2027-01-15",
                        "15 January",
                        "January 15",
                        "15th January",
                        "January 15th",
                        "15th of January",
                        "15 Jan",
                        "Jan 15",
                    ],
                ],
                [],
            ),
            ("am I a medium?", [["Yes", "yes", "M", "medium"]], []),
            ("what was I looking for last time", [["holiday", "linen", "light"]], []),
            ("what brands do I like", [[NOT_KNOWN]], []),
            ("do you know my shoe size?", [[NOT_KNOWN]], []),
        ],
    },
    # 11: petite, shoes, brand both ways, last visit without summary
    {
        "facts": [
            ("2026-11-01 09:00", "The shopper wears size 8 petite."),
            ("2026-11-01 09:01", "The shopper wears UK shoe size 4."),
            ("2026-11-01 09:02", "The shopper likes {brand3}."),
            ("2026-11-01 09:03", "The shopper avoids {brand2}."),
            ("2026-11-01 09:04", "The shopper avoids beige."),
        ],
        "visits": [
            (
                "2026-11-01",
                "petite trousers size 8?",
                "Yes, three pairs of petite trousers in size 8, two from {brand3}.",
                "The shopper looked at petite trousers in size 8.",
            ),
            (
                "2026-11-26",
                "hi again, any petite dresses",
                "There are four petite dresses in size 8.",
                "",
            ),
        ],
        "questions": [
            ("what size am I in dresses", [["8"]], []),
            ("am I petite or regular", [["petite"]], []),
            ("shoe size?", [["4"]], []),
            ("which brand should you avoid for me", [["{brand2}"]], []),
            ("my fave brand?", [["{brand3}"]], []),
            (
                "when was my last visit",
                [
                    [
                        "2026-11-26",
                        "26 November",
                        "November 26",
                        "26th November",
                        "November 26th",
                        "26th of November",
                        "26 Nov",
                        "Nov 26",
                    ]
                ],
                [],
            ),
            ("what did I ask about last time", [["dress"]], []),
            ("what colour do I avoid", [["beige"]], []),
            ("my budget?", [[NOT_KNOWN]], []),
        ],
    },
    # 12: a race and a festival
    {
        "facts": [
            ("2026-11-10 15:45", "The shopper has a 10k race on 2027-03-21."),
            ("2026-11-10 15:46", "The shopper has a festival on 2027-06-24."),
            ("2026-11-10 15:47", "The shopper wears size XL."),
            ("2026-11-10 15:48", "The shopper likes {brand0}."),
        ],
        "visits": [
            (
                "2026-11-10",
                "need running gear for a 10k and some festival bits",
                "We have running tops and shorts in XL and a few waterproof jackets for festivals.",
                "The shopper looked at running gear and festival jackets in XL.",
            ),
        ],
        "questions": [
            (
                "when's my race",
                [
                    [
                        "2027-03-21",
                        "21 March",
                        "March 21",
                        "21st March",
                        "March 21st",
                        "21st of March",
                        "21 Mar",
                        "Mar 21",
                    ]
                ],
                [],
            ),
            ("what have I got coming up", [["race", "10k"], ["festival"]], []),
            (
                "when is the festival",
                [
                    [
                        "2027-06-24",
                        "24 June",
                        "June 24",
                        "24th June",
                        "June 24th",
                        "24th of June",
                        "24 Jun",
                        "Jun 24",
                    ]
                ],
                [],
            ),
            ("what size do i take", [["XL", "extra large"]], []),
            ("who's my favourite label?", [["{brand0}"]], []),
            ("am I going to a wedding?", [[NOT_KNOWN]], []),
            ("colour preferences?", [[NOT_KNOWN]], []),
            ("which comes first, the race or the festival?", [["race", "10k"]], []),
        ],
    },
    # 13: four visits, one without a summary
    {
        "facts": [
            ("2026-08-20 12:00", "The shopper wears size M."),
        ],
        "visits": [
            (
                "2026-08-20",
                "summer dresses in medium?",
                "There are seven summer dresses in M.",
                "The shopper looked at summer dresses in M.",
            ),
            (
                "2026-09-17",
                "any denim jackets",
                "Yes, four denim jackets, two in M.",
                "The shopper looked at denim jackets.",
            ),
            ("2026-10-22", "wellies in a 5?", "There are two pairs of wellies in a 5.", ""),
            (
                "2026-11-29",
                "a warm scarf please",
                "We have wool and cashmere scarves.",
                "The shopper looked at warm scarves.",
            ),
        ],
        "questions": [
            ("what did I look at last time", [["scarf", "scarves"]], []),
            ("what was the first thing I came in for", [["dress"]], []),
            ("did I ever ask about wellies?", [["Yes", "yes", "welli"]], []),
            (
                "when did I last come in",
                [
                    [
                        "2026-11-29",
                        "29 November",
                        "November 29",
                        "29th November",
                        "November 29th",
                        "29th of November",
                        "29 Nov",
                        "Nov 29",
                    ]
                ],
                [],
            ),
            ("remind me what size I am", [["M", "medium"]], []),
            (
                "what have I looked at with you so far",
                [["dress"], ["denim", "jacket"], ["welli"], ["scarf", "scarves"]],
                [],
            ),
        ],
    },
    # 14: only dislikes
    {
        "facts": [
            ("2026-10-11 19:19", "The shopper avoids {brand3}."),
            ("2026-10-11 19:20", "The shopper avoids {brand1}."),
            ("2026-10-11 19:21", "The shopper avoids orange."),
        ],
        "visits": [],
        "questions": [
            ("which brands do I avoid", [["{brand3}"], ["{brand1}"]], []),
            ("do i like {brand1}", [["No", "no", "not", "avoid", "don't"]], []),
            ("is there a brand I actually like?", [[NOT_KNOWN]], []),
            ("colours i hate?", [["orange"]], []),
            ("sum up what you know about me", [["{brand3}"], ["{brand1}"], ["orange"]], []),
            ("should you show me {brand3}?", [["No", "no", "not", "avoid", "don't"]], []),
        ],
    },
    # 15: went from L to M, graduation
    {
        "facts": [
            ("2026-04-04 10:30", "The shopper wears size L."),
            ("2026-11-05 16:10", "The shopper wears size M."),
            ("2026-11-05 16:11", "The shopper has a graduation on 2026-12-16."),
            ("2026-11-05 16:12", "The shopper likes navy."),
            ("2026-11-05 16:13", "The shopper's budget is up to 120."),
        ],
        "visits": [
            (
                "2026-11-05",
                "graduation outfit ideas? navy, M, under 120",
                "There's a navy blazer and trousers set in M for 110.",
                "The shopper looked at a navy blazer and trousers for a graduation.",
            ),
        ],
        "questions": [
            ("what size am i now", [["M", "medium"]], ["large"]),
            ("did I used to be a large?", [["Yes", "yes", "L", "large"]], []),
            (
                "when is my graduation",
                [
                    [
                        "2026-12-16",
                        "16 December",
                        "December 16",
                        "16th December",
                        "December 16th",
                        "16th of December",
                        "16 Dec",
                        "Dec 16",
                    ]
                ],
                [],
            ),
            ("what's my max spend", [["120"]], []),
            ("what colour do I like wearing", [["navy"]], []),
            ("what did you suggest last time", [["blazer"]], []),
            ("favourite brand?", [[NOT_KNOWN]], []),
        ],
    },
    # 16: eight facts, two visits
    {
        "facts": [
            ("2026-09-08 07:50", "The shopper wears size 14."),
            ("2026-09-08 07:51", "The shopper wears UK shoe size 7."),
            ("2026-09-08 07:52", "The shopper likes turquoise."),
            ("2026-09-08 07:53", "The shopper likes white."),
            ("2026-09-08 07:54", "The shopper avoids brown."),
            ("2026-11-18 20:40", "The shopper has a ski trip on 2027-02-05."),
            ("2026-11-18 20:41", "The shopper likes {brand2}."),
            ("2026-11-18 20:42", "The shopper's budget is up to 75."),
        ],
        "visits": [
            (
                "2026-09-08",
                "swimsuits in a 14",
                "There are five swimsuits in size 14, two in turquoise.",
                "The shopper looked at swimsuits in size 14.",
            ),
            (
                "2026-11-18",
                "ski trip in feb, need thermals",
                "Here are thermal tops and leggings in 14 under 75, mostly {brand2}.",
                "The shopper looked at thermals for a ski trip.",
            ),
        ],
        "questions": [
            (
                "so what do you know about me then",
                [
                    ["14"],
                    ["7"],
                    ["turquoise"],
                    ["white"],
                    ["brown"],
                    ["trip", "ski"],
                    ["{brand2}"],
                    ["75"],
                ],
                [],
            ),
            ("what's my dress size", [["14"]], []),
            ("shoe size pls", [["7"]], []),
            (
                "when do i leave on my trip",
                [
                    [
                        "2027-02-05",
                        "5 February",
                        "February 5",
                        "5th February",
                        "February 5th",
                        "5th of February",
                        "5 Feb",
                        "Feb 5",
                    ]
                ],
                [],
            ),
            ("do I like brown?", [["No", "no", "not", "avoid", "don't"]], []),
            ("what was I after back in September", [["swim"]], []),
            ("what's my budget for the thermals", [["75"]], []),
            ("which colours do I like?", [["turquoise"], ["white"]], []),
            ("which colour don't I wear?", [["brown"]], []),
        ],
    },
    # 17: one visit, no summary, no facts
    {
        "facts": [],
        "visits": [
            (
                "2026-11-27",
                "do you sell school uniform",
                "Yes, we have school shirts, jumpers and trousers.",
                "",
            ),
        ],
        "questions": [
            ("what did i ask you last time", [["school", "uniform"]], []),
            (
                "when was I last here",
                [
                    [
                        "2026-11-27",
                        "27 November",
                        "November 27",
                        "27th November",
                        "November 27th",
                        "27th of November",
                        "27 Nov",
                        "Nov 27",
                    ]
                ],
                [],
            ),
            ("what size clothes do I wear", [[NOT_KNOWN]], []),
            ("do i have any plans coming up that you know of", [[NOT_KNOWN]], []),
            ("have I mentioned any brands?", [[NOT_KNOWN]], []),
        ],
    },
    # 18: red went from liked to avoided, interview
    {
        "facts": [
            ("2026-02-14 11:25", "The shopper likes red."),
            ("2026-11-20 09:40", "The shopper avoids red."),
            ("2026-11-20 09:41", "The shopper has a job interview on 2026-12-09."),
            ("2026-11-20 09:42", "The shopper wears size 10."),
        ],
        "visits": [
            (
                "2026-11-20",
                "interview outfit, size 10, nothing red, I've gone off it",
                "Here are three navy and black trouser suits in size 10.",
                "The shopper looked at trouser suits for a job interview.",
            ),
        ],
        "questions": [
            ("do i like red", [["No", "no", "not", "avoid", "don't", "gone off"]], []),
            ("which colour am I avoiding", [["red"]], []),
            ("did I used to like red?", [["Yes", "yes", "used to"]], []),
            (
                "when's my interview",
                [
                    [
                        "2026-12-09",
                        "9 December",
                        "December 9",
                        "9th December",
                        "December 9th",
                        "9th of December",
                        "9 Dec",
                        "Dec 9",
                    ]
                ],
                [],
            ),
            ("what was I shopping for last time", [["interview", "suit"]], []),
            ("I forget, what size am I?", [["10"]], []),
        ],
    },
    # 19: tall fit, height in cm, EU shoes
    {
        "facts": [
            ("2026-10-28 18:00", "The shopper wears size L tall."),
            ("2026-10-28 18:01", "The shopper is 192 cm tall."),
            ("2026-10-28 18:02", "The shopper wears EU shoe size 46."),
            ("2026-10-28 18:03", "The shopper likes forest green."),
        ],
        "visits": [
            (
                "2026-10-28",
                "tall fit hoodies in L",
                "We have three tall hoodies in L, one in forest green.",
                "The shopper looked at tall hoodies in L.",
            ),
        ],
        "questions": [
            ("how tall am I", [["192"]], []),
            ("am i regular or tall fit", [["tall"]], []),
            ("my shoe size", [["46"]], []),
            ("what green do I like", [["forest"]], []),
            ("what did I look at", [["hood"]], []),
            (
                "when did I last come",
                [
                    [
                        "2026-10-28",
                        "28 October",
                        "October 28",
                        "28th October",
                        "October 28th",
                        "28th of October",
                        "28 Oct",
                        "Oct 28",
                    ]
                ],
                [],
            ),
            ("how much do I usually spend", [[NOT_KNOWN]], []),
            ("what size hoodie do I take", [["L", "large"]], []),
        ],
    },
    # 20: brands and a budget, no visits
    {
        "facts": [
            ("2026-11-14 14:30", "The shopper likes {brand0}."),
            ("2026-11-14 14:31", "The shopper likes {brand3}."),
            ("2026-11-14 14:32", "The shopper avoids {brand4}."),
            ("2026-11-14 14:33", "The shopper's budget is up to 200."),
        ],
        "visits": [],
        "questions": [
            ("what labels am i into", [["{brand0}"], ["{brand3}"]], []),
            ("any brand i dont like?", [["{brand4}"]], []),
            ("do I like {brand3}?", [["Yes", "yes", "You do", "you do"]], []),
            ("what's the most I'll spend", [["200"]], []),
            ("do you know what size clothes I take?", [[NOT_KNOWN]], []),
            ("what colour do I prefer", [[NOT_KNOWN]], []),
            ("tell me all my preferences", [["{brand0}"], ["{brand3}"], ["{brand4}"], ["200"]], []),
        ],
    },
    # 21: christening
    {
        "facts": [
            ("2026-11-24 10:05", "The shopper has a christening on 2026-12-13."),
            ("2026-11-24 10:06", "The shopper wears size 18."),
            ("2026-11-24 10:07", "The shopper likes dusky pink."),
            ("2026-11-24 10:08", "The shopper's budget is up to 80."),
        ],
        "visits": [
            (
                "2026-11-24",
                "something for a christening, size 18, pinks welcome",
                "There are two dusky pink dresses and a floral one in size 18 under 80.",
                "The shopper looked at dresses for a christening in size 18.",
            ),
        ],
        "questions": [
            (
                "what's the date of the christening",
                [
                    [
                        "2026-12-13",
                        "13 December",
                        "December 13",
                        "13th December",
                        "December 13th",
                        "13th of December",
                        "13 Dec",
                        "Dec 13",
                    ]
                ],
                [],
            ),
            ("what's the event I'm shopping for?", [["christening"]], []),
            ("what size did I say", [["18"]], []),
            ("what colour was i after", [["pink"]], []),
            ("budget for the outfit?", [["80"]], []),
            ("am I a {brand1} person?", [[NOT_KNOWN]], []),
            ("what did you show me", [["dress"]], []),
            ("am I a 16 or 18?", [["18"]], []),
        ],
    },
    # 22: shoe size went up half a size
    {
        "facts": [
            ("2026-01-22 17:35", "The shopper wears UK shoe size 8.5."),
            ("2026-11-08 11:50", "The shopper wears UK shoe size 9."),
            ("2026-11-08 11:51", "The shopper likes {brand1}."),
        ],
        "visits": [
            (
                "2026-01-22",
                "boots 8.5?",
                "We have four pairs of boots in 8.5.",
                "The shopper looked at boots in 8.5.",
            ),
            (
                "2026-11-08",
                "trainers in a 9, {brand1} if possible",
                "There are three {brand1} trainers in a 9.",
                "The shopper looked at {brand1} trainers in a 9.",
            ),
        ],
        "questions": [
            ("what's my shoe size", [["9"]], ["8.5"]),
            ("have my feet changed size?", [["8.5"], ["9"]], []),
            ("which brand of trainers do I like", [["{brand1}"]], []),
            ("what was I looking at in january", [["boot"]], []),
            (
                "when was I last here?",
                [
                    [
                        "2026-11-08",
                        "8 November",
                        "November 8",
                        "8th November",
                        "November 8th",
                        "8th of November",
                        "8 Nov",
                        "Nov 8",
                    ]
                ],
                [],
            ),
            ("colours?", [[NOT_KNOWN]], []),
            ("am I still an 8.5?", [["9"]], []),
            (
                "when was I first here",
                [
                    [
                        "2026-01-22",
                        "22 January",
                        "January 22",
                        "22nd January",
                        "January 22nd",
                        "22nd of January",
                        "22 Jan",
                        "Jan 22",
                    ]
                ],
                [],
            ),
        ],
    },
    # 23: a date night, facts only
    {
        "facts": [
            ("2026-11-29 19:55", "The shopper has a date on 2026-12-05."),
            ("2026-11-29 19:56", "The shopper wears size S."),
            ("2026-11-29 19:57", "The shopper avoids pastel colours."),
            ("2026-11-29 19:58", "The shopper likes black."),
        ],
        "visits": [],
        "questions": [
            ("what have I got on the 5th", [["date"]], []),
            (
                "when's my date",
                [
                    [
                        "2026-12-05",
                        "5 December",
                        "December 5",
                        "5th December",
                        "December 5th",
                        "5th of December",
                        "5 Dec",
                        "Dec 5",
                    ]
                ],
                [],
            ),
            ("colours to avoid for me?", [["pastel"]], []),
            ("do I wear black", [["Yes", "yes", "You do", "you do"]], []),
            ("am i a small", [["Yes", "yes", "S", "small"]], []),
            ("what's my go to brand", [[NOT_KNOWN]], []),
            ("should i go for pastels?", [["No", "no", "not", "avoid", "don't"]], []),
        ],
    },
    # 24: three visits, one size fact
    {
        "facts": [
            ("2026-07-07 13:13", "The shopper wears size XXL."),
        ],
        "visits": [
            (
                "2026-07-07",
                "big and tall polo shirts?",
                "Yes, polo shirts up to 4XL, several in XXL.",
                "The shopper looked at polo shirts in XXL.",
            ),
            (
                "2026-08-30",
                "shorts in XXL",
                "There are six pairs of shorts in XXL.",
                "The shopper looked at shorts in XXL.",
            ),
            (
                "2026-11-16",
                "got any heavy winter parkas",
                "Yes, three heavy parkas, two in XXL.",
                "The shopper looked at winter parkas.",
            ),
        ],
        "questions": [
            ("what did I come in for the first time", [["polo"]], []),
            ("what did I look at most recently", [["parka"]], []),
            ("what size do you have me down as", [["XXL", "2XL"]], []),
            ("how many times have I been in", [["3", "three"]], []),
            (
                "when was my first visit",
                [
                    [
                        "2026-07-07",
                        "7 July",
                        "July 7",
                        "7th July",
                        "July 7th",
                        "7th of July",
                        "7 Jul",
                        "Jul 7",
                    ]
                ],
                [],
            ),
            ("any colours I like?", [[NOT_KNOWN]], []),
            ("did I look at shorts?", [["Yes", "yes", "short"]], []),
            ("what did I look at in august", [["short"]], []),
        ],
    },
    # 25: budget as a range
    {
        "facts": [
            ("2026-11-03 08:15", "The shopper's budget is between 30 and 50."),
            ("2026-11-03 08:16", "The shopper wears size 12."),
            ("2026-11-03 08:17", "The shopper avoids {brand0}."),
            ("2026-11-03 08:18", "The shopper likes mustard."),
        ],
        "visits": [
            (
                "2026-11-03",
                "jumpers 30-50 in a 12, mustard?",
                "There are two mustard jumpers in size 12 for 35 and 48.",
                "The shopper looked at mustard jumpers in size 12.",
            ),
        ],
        "questions": [
            ("what's my price range", [["30"], ["50"]], []),
            ("which dress size am I", [["12"]], []),
            ("which brand do I not buy", [["{brand0}"]], []),
            ("what colour did I want", [["mustard"]], []),
            ("do I like mustard?", [["Yes", "yes", "You do", "you do"]], []),
            ("am I going anywhere soon", [[NOT_KNOWN]], []),
            ("what did I look at last visit", [["jumper"]], []),
            ("Am I a size 12?", [["Yes", "yes", "12"]], []),
        ],
    },
    # 26: two visits, no facts
    {
        "facts": [],
        "visits": [
            (
                "2026-09-25",
                "hey any rain jackets for festivals",
                "Yes, several packable rain jackets.",
                "The shopper looked at packable rain jackets for festivals.",
            ),
            (
                "2026-10-30",
                "halloween costume bits?",
                "We have a few capes and black tops, no full costumes.",
                "The shopper asked about Halloween costume pieces.",
            ),
        ],
        "questions": [
            ("what did I ask about on my first visit", [["rain", "jacket"]], []),
            ("what was I after last time", [["halloween", "costume", "cape"]], []),
            (
                "when did I last pop in",
                [
                    [
                        "2026-10-30",
                        "30 October",
                        "October 30",
                        "30th October",
                        "October 30th",
                        "30th of October",
                        "30 Oct",
                        "Oct 30",
                    ]
                ],
                [],
            ),
            ("what's my size", [[NOT_KNOWN]], []),
            (
                "what do you remember about me",
                [["rain", "jacket"], ["halloween", "costume", "cape"]],
                [],
            ),
        ],
    },
    # 27: new job, six facts
    {
        "facts": [
            ("2026-11-22 12:40", "The shopper wears waist 30."),
            ("2026-11-22 12:41", "The shopper wears size S."),
            ("2026-11-22 12:42", "The shopper starts a new job on 2027-01-04."),
            ("2026-11-22 12:43", "The shopper likes {brand4}."),
            ("2026-11-22 12:44", "The shopper avoids bright colours."),
            ("2026-11-22 12:45", "The shopper's budget is up to 300."),
        ],
        "visits": [
            (
                "2026-11-22",
                "new job in jan, need smart trousers and shirts, nothing loud",
                "Here are chinos in W30 and shirts in S in muted colours, several from {brand4}.",
                "The shopper looked at smart trousers and shirts for a new job.",
            ),
        ],
        "questions": [
            ("what waist am i", [["30", "W30"]], []),
            ("what top size", [["S", "small"]], []),
            (
                "when do I start work",
                [
                    [
                        "2027-01-04",
                        "4 January",
                        "January 4",
                        "4th January",
                        "January 4th",
                        "4th of January",
                        "4 Jan",
                        "Jan 4",
                    ]
                ],
                [],
            ),
            ("what colours should I stay away from", [["bright"]], []),
            ("whats my overall budget", [["300"]], []),
            ("do I like {brand4}?", [["Yes", "yes", "You do", "you do"]], []),
            ("what size are my feet?", [[NOT_KNOWN]], []),
            (
                "what have I told you about myself so far?",
                [["30", "W30"], ["S", "small"], ["job"], ["{brand4}"], ["bright"], ["300"]],
                [],
            ),
        ],
    },
    # 28: size changed twice
    {
        "facts": [
            ("2026-02-02 10:00", "The shopper wears size 16."),
            ("2026-06-06 10:00", "The shopper wears size 14."),
            ("2026-11-11 10:00", "The shopper wears size 12."),
            ("2026-11-11 10:01", "The shopper likes {brand2}."),
        ],
        "visits": [
            (
                "2026-11-11",
                "lost loads of weight, need everything in a 12 now!",
                "Congratulations! Here are new-in dresses, jeans and tops in 12.",
                "The shopper looked at dresses, jeans and tops in size 12.",
            ),
        ],
        "questions": [
            ("what size am i at the minute", [["12"]], ["16", "14"]),
            ("what sizes have I been over the year", [["16"], ["14"], ["12"]], []),
            ("what was my size back in february", [["16"]], []),
            ("brand i normally buy?", [["{brand2}"]], []),
            ("what did I come in for most recently", [["dress", "jeans", "tops"]], []),
            ("colour I avoid?", [[NOT_KNOWN]], []),
            ("Am I a 14?", [["12"]], []),
            ("has my size changed since june?", [["14"], ["12"]], []),
        ],
    },
    # 29: American sizes, vacation
    {
        "facts": [
            ("2026-11-06 22:10", "The shopper wears US shoe size 10.5."),
            ("2026-11-06 22:11", "The shopper wears US size 6."),
            ("2026-11-06 22:12", "The shopper's budget is up to 100 dollars."),
            ("2026-11-06 22:13", "The shopper has a vacation on 2026-12-26."),
            ("2026-11-06 22:14", "The shopper likes coral."),
        ],
        "visits": [
            (
                "2026-11-06",
                "hey y'all got sandals in a 10.5 US? vacation after xmas",
                "Yes, four styles of sandals in US 10.5.",
                "The shopper looked at sandals in US 10.5 for a vacation.",
            ),
        ],
        "questions": [
            ("what size shoes do I wear", [["10.5"]], []),
            ("and my clothing size?", [["6"]], []),
            ("what's my budget", [["100"]], []),
            (
                "when is my vacation",
                [
                    [
                        "2026-12-26",
                        "26 December",
                        "December 26",
                        "26th December",
                        "December 26th",
                        "26th of December",
                        "26 Dec",
                        "Dec 26",
                    ]
                ],
                [],
            ),
            ("do i like coral", [["Yes", "yes", "You do", "you do"]], []),
            ("do you know my inseam", [[NOT_KNOWN]], []),
            ("what was I hunting for last time round", [["sandal"]], []),
        ],
    },
    # 30: wears a children's size herself
    {
        "facts": [
            ("2026-10-15 16:25", "The shopper wears kids' size age 12-13."),
            ("2026-10-15 16:26", "The shopper likes purple."),
            ("2026-10-15 16:27", "The shopper avoids {brand3}."),
        ],
        "visits": [],
        "questions": [
            ("what size should I be looking at", [["12-13", "12", "13"]], []),
            ("favourite colour?", [["purple"]], []),
            ("brands to avoid for me", [["{brand3}"]], []),
            ("my budget", [[NOT_KNOWN]], []),
            ("what info have you got on me", [["12", "13"], ["purple"], ["{brand3}"]], []),
        ],
    },
    # 31: 42 long, wedding next spring, two visits
    {
        "facts": [
            ("2026-11-13 18:18", "The shopper wears chest size 42 long."),
            ("2026-11-13 18:19", "The shopper likes camel."),
            ("2026-11-13 18:20", "The shopper avoids {brand1}."),
            ("2026-11-13 18:21", "The shopper has a wedding on 2027-04-17."),
            ("2026-11-13 18:22", "The shopper's budget is up to 400."),
        ],
        "visits": [
            (
                "2026-11-13",
                "overcoat in 42L, camel, not {brand1}",
                "There's a camel wool overcoat in 42 long for 360.",
                "The shopper looked at a camel wool overcoat in 42 long.",
            ),
            (
                "2026-12-01",
                "back for wedding suit ideas",
                "We have morning suits and lounge suits in 42 long.",
                "The shopper looked at suits for a wedding.",
            ),
        ],
        "questions": [
            ("what's my jacket size", [["42", "42L"]], []),
            (
                "when's the wedding",
                [
                    [
                        "2027-04-17",
                        "17 April",
                        "April 17",
                        "17th April",
                        "April 17th",
                        "17th of April",
                        "17 Apr",
                        "Apr 17",
                    ]
                ],
                [],
            ),
            ("what did you show me on my first visit", [["overcoat", "coat"]], []),
            ("last time I was in what did we look at", [["suit"]], []),
            ("how much can i spend", [["400"]], []),
            ("which brand am I avoiding", [["{brand1}"]], []),
            ("do I like camel", [["Yes", "yes", "You do", "you do"]], []),
            ("my waist?", [[NOT_KNOWN]], []),
            ("what's coming up in april", [["wedding"]], []),
        ],
    },
    # 32: the wedding date moved
    {
        "facts": [
            ("2026-09-12 14:00", "The shopper has a wedding on 2027-05-22."),
            ("2026-11-21 14:05", "The shopper has a wedding on 2027-06-19."),
            ("2026-11-21 14:06", "The shopper wears size 10."),
            ("2026-11-21 14:07", "The shopper likes sage green."),
        ],
        "visits": [],
        "questions": [
            (
                "when's the wedding now",
                [
                    [
                        "2027-06-19",
                        "19 June",
                        "June 19",
                        "19th June",
                        "June 19th",
                        "19th of June",
                        "19 Jun",
                        "Jun 19",
                    ]
                ],
                ["2027-05-22", "22 May", "May 22", "22nd May", "May 22nd"],
            ),
            (
                "did the wedding date change?",
                [
                    ["2027-05-22", "22 May", "May 22", "22nd May", "May 22nd", "22nd of May"],
                    ["2027-06-19", "19 June", "June 19", "19th June", "June 19th", "19th of June"],
                ],
                [],
            ),
            ("what size am i these days", [["10"]], []),
            ("colour I like?", [["sage"]], []),
            ("my budget for the wedding?", [[NOT_KNOWN]], []),
        ],
    },
    # 33: one fact only
    {
        "facts": [
            ("2026-11-30 08:08", "The shopper avoids {brand0}."),
        ],
        "visits": [],
        "questions": [
            ("which brand don't i like", [["{brand0}"]], []),
            ("what's my favourite colour", [[NOT_KNOWN]], []),
            ("is {brand0} one of my favourites?", [["No", "no", "not", "avoid", "don't"]], []),
            ("name a brand I've told you I dislike", [["{brand0}"]], []),
        ],
    },
    # 34: bright colours, a winter holiday
    {
        "facts": [
            ("2026-10-09 11:11", "The shopper likes yellow."),
            ("2026-10-09 11:12", "The shopper likes orange."),
            ("2026-10-09 11:13", "The shopper wears size M."),
            ("2026-11-17 20:20", "The shopper has a holiday on 2027-02-14."),
            ("2026-11-17 20:21", "The shopper wears UK shoe size 5."),
        ],
        "visits": [
            (
                "2026-10-09",
                "bright knitwear, yellow or orange, medium",
                "There are three yellow jumpers and an orange cardigan in M.",
                "The shopper looked at bright yellow and orange knitwear in M.",
            ),
            (
                "2026-11-17",
                "going to the canaries on valentine's day, need sandals in a 5",
                "Here are five pairs of sandals in a 5.",
                "The shopper looked at sandals in size 5 for a holiday.",
            ),
        ],
        "questions": [
            (
                "when's my holiday",
                [
                    [
                        "2027-02-14",
                        "14 February",
                        "February 14",
                        "14th February",
                        "February 14th",
                        "14th of February",
                        "14 Feb",
                        "Feb 14",
                        "Valentine",
                    ]
                ],
                [],
            ),
            ("which colours do I love", [["yellow"], ["orange"]], []),
            ("what was I looking at the first time", [["knit", "jumper", "cardigan"]], []),
            ("what size sandals do i need", [["5"]], []),
            ("do I like grey", [[NOT_KNOWN]], []),
            ("am I medium?", [["Yes", "yes", "M", "medium"]], []),
            ("have I set a budget?", [[NOT_KNOWN]], []),
        ],
    },
    # 35: two visits and one colour dislike
    {
        "facts": [
            ("2026-11-09 15:15", "The shopper avoids cream."),
        ],
        "visits": [
            (
                "2026-11-09",
                "cheap party tops?",
                "Here are sequin tops from 15 to 30.",
                "The shopper looked at cheap sequin party tops.",
            ),
            (
                "2026-11-23",
                "black trousers to go with a sequin top",
                "There are four pairs of black wide-leg trousers.",
                "The shopper looked at black trousers to match a sequin top.",
            ),
        ],
        "questions": [
            ("what did you pull up for me last visit", [["trouser"]], []),
            ("what was i after first time round", [["sequin", "party"]], []),
            ("any colour I avoid?", [["cream"]], []),
            (
                "when did I first come to you",
                [
                    [
                        "2026-11-09",
                        "9 November",
                        "November 9",
                        "9th November",
                        "November 9th",
                        "9th of November",
                        "9 Nov",
                        "Nov 9",
                    ]
                ],
                [],
            ),
            ("what size do I usually get?", [[NOT_KNOWN]], []),
        ],
    },
    # 36: American pant sizes, camping trip, facts only
    {
        "facts": [
            ("2026-11-04 17:45", "The shopper wears waist 36, inseam 32."),
            ("2026-11-04 17:46", "The shopper wears size XL."),
            ("2026-11-04 17:47", "The shopper likes {brand2}."),
            ("2026-11-04 17:48", "The shopper avoids {brand0}."),
            ("2026-11-04 17:49", "The shopper likes olive."),
            ("2026-11-04 17:50", "The shopper has a camping trip on 2026-12-28."),
        ],
        "visits": [],
        "questions": [
            ("remind me my pant size", [["36", "W36"]], []),
            ("what's my inseam", [["32", "L32"]], []),
            ("shirt size?", [["XL", "extra large"]], []),
            (
                "when's the camping trip",
                [
                    [
                        "2026-12-28",
                        "28 December",
                        "December 28",
                        "28th December",
                        "December 28th",
                        "28th of December",
                        "28 Dec",
                        "Dec 28",
                    ]
                ],
                [],
            ),
            ("brands I like and don't?", [["{brand2}"], ["{brand0}"]], []),
            ("what colour do i go for", [["olive"]], []),
            ("do I have a budget?", [[NOT_KNOWN]], []),
            (
                "give me a rundown of everything you know about me",
                [
                    ["36", "W36"],
                    ["XL", "extra large"],
                    ["{brand2}"],
                    ["{brand0}"],
                    ["olive"],
                    ["trip", "camping"],
                ],
                [],
            ),
            ("do I like {brand0}?", [["No", "no", "not", "avoid", "don't"]], []),
        ],
    },
]
