"""The questions about the shopper of split "test14" (issue 18).

split "test14" (issue 18), written blind, by hand, on 2026-12-03 by a seventeenth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    # 1: changed dress size, likes and dislikes, wedding
    {
        "facts": [
            ("2026-08-02 09:20", "The shopper wears size UK 10 in dresses."),
            ("2026-11-05 11:30", "The shopper wears size UK 14 in dresses."),
            ("2026-11-05 11:31", "The shopper likes emerald green."),
            ("2026-11-05 11:33", "The shopper avoids orange."),
            ("2026-11-05 11:35", "The shopper has a wedding on 2026-12-19."),
        ],
        "visits": [
            (
                "2026-11-05",
                "hi, need a dress for a wedding in december, size 14",
                "Here are five dresses in UK 14 that would suit a winter wedding.",
                "The shopper looked at wedding guest dresses in UK 14.",
            ),
        ],
        "questions": [
            ("what dress size am I", [["14"]], ["10"]),
            ("have I gone up a size?", [["10"], ["14"]], []),
            ("which colour do i stay away from", [["orange"]], []),
            ("do I like green?", [["emerald"]], []),
            (
                "when's the wedding again?",
                [["2026-12-19", "19 Dec", "19th Dec", "19th of Dec", "Dec 19", "December 19"]],
                [],
            ),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("what was I shopping for last time", [["wedding"]], []),
            (
                "tell me what you know about me",
                [["14"], ["emerald"], ["orange"], ["wedding"]],
                ["10"],
            ),
        ],
    },
    # 2: facts only, men's trousers and tops
    {
        "facts": [
            ("2026-09-03 18:45", "The shopper has a waist size of W32 and a leg length of L30."),
            ("2026-09-03 18:46", "The shopper wears size M in tops."),
            ("2026-09-03 18:47", "The shopper likes {brand2}."),
            ("2026-09-03 18:48", "The shopper's budget is up to 60."),
        ],
        "visits": [],
        "questions": [
            ("whats my waist size", [["W32", "32"]], []),
            ("and what's my inside leg?", [["L30", "30"]], []),
            ("what size tops do i wear", [["M", "medium"]], []),
            ("Which brand do I like?", [["{brand2}"]], []),
            ("how much did I say I'd spend", [["60"]], []),
            ("what did you show me last time?", [[NOT_KNOWN]], []),
            ("remind me of my sizes", [["W32", "32"], ["L30", "30"], ["M", "medium"]], []),
            ("what's my shoe size", [[NOT_KNOWN]], []),
        ],
    },
    # 3: visits only
    {
        "facts": [],
        "visits": [
            (
                "2026-10-02",
                "do you have waterproof jackets for hiking",
                "Yes, we have four waterproof hiking jackets, from 70 to 140.",
                "The shopper looked at waterproof hiking jackets.",
            ),
            (
                "2026-11-21",
                "back again, any walking boots?",
                "There are six pairs of walking boots in stock.",
                "The shopper browsed walking boots.",
            ),
        ],
        "questions": [
            ("what was I looking for last time", [["boot"]], []),
            (
                "when did I first come here",
                [["2026-10-02", "2 Oct", "2nd Oct", "2nd of Oct", "Oct 2", "October 2"]],
                [],
            ),
            (
                "when was my last visit?",
                [["2026-11-21", "21 Nov", "21st Nov", "21st of Nov", "Nov 21", "November 21"]],
                [],
            ),
            ("what did you show me the first time", [["jacket"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("how many times have I visited", [["2", "two", "twice"]], []),
            ("what have I been browsing lately", [["boot"], ["jacket"]], []),
        ],
    },
    # 4: nothing known at all
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what do you know about me", [[NOT_KNOWN]], []),
            ("wait what size am i", [[NOT_KNOWN]], []),
            ("have I shopped here before?", [[NOT_KNOWN]], []),
            ("what's my budget again", [[NOT_KNOWN]], []),
        ],
    },
    # 5: shoe size changed, race, avoided brand
    {
        "facts": [
            ("2026-06-11 12:00", "The shopper wears shoe size UK 7."),
            ("2026-11-02 16:20", "The shopper wears shoe size UK 7.5."),
            ("2026-11-02 16:21", "The shopper avoids {brand4}."),
            ("2026-11-02 16:22", "The shopper likes white trainers."),
            ("2026-11-02 16:25", "The shopper is running a marathon on 2027-04-25."),
        ],
        "visits": [
            (
                "2026-06-11",
                "trainers in a 7?",
                "We have eight pairs of trainers in UK 7.",
                "The shopper looked at trainers in UK 7.",
            ),
            (
                "2026-11-02",
                "running shoes pls, half size up now, 7.5",
                "Here are running shoes in UK 7.5.",
                "The shopper looked at running shoes in UK 7.5 for a marathon.",
            ),
        ],
        "questions": [
            ("what's my shoe size", [["7.5", "seven and a half"]], []),
            ("has my shoe size changed", [["7.5"], ["7"]], []),
            ("which brand should you not show me", [["{brand4}"]], []),
            (
                "what race am I training for and when is it",
                [
                    ["marathon"],
                    ["2027-04-25", "25 Apr", "25th Apr", "25th of Apr", "Apr 25", "April 25"],
                ],
                [],
            ),
            ("do I like white?", [["white"]], []),
            ("what was I after the first time I came", [["trainer"]], []),
            ("what did I look at last time", [["running"]], []),
            ("my budget?", [[NOT_KNOWN]], []),
            (
                "when did I first come in?",
                [["2026-06-11", "11 Jun", "11th Jun", "11th of Jun", "June 11"]],
                [],
            ),
        ],
    },
    # 6: budget went down, colour dislikes, facts only
    {
        "facts": [
            ("2026-07-20 10:00", "The shopper's budget is up to 150."),
            ("2026-11-28 19:40", "The shopper's budget is up to 90."),
            ("2026-11-28 19:41", "The shopper avoids beige."),
            ("2026-11-28 19:42", "The shopper avoids brown."),
            ("2026-11-28 19:43", "The shopper likes burgundy."),
        ],
        "visits": [],
        "questions": [
            ("what's my spending limit", [["90"]], ["150"]),
            ("did my budget go down?", [["150"], ["90"]], []),
            ("what colours do I avoid", [["beige"], ["brown"]], []),
            ("which colour do i like then", [["burgundy"]], []),
            ("do I like beige?", [["No", "no", "not", "avoid", "don't"]], []),
            ("what size do I take", [[NOT_KNOWN]], []),
            ("is my budget still 150?", [["90"]], []),
            ("remind me of my preferences", [["90"], ["beige"], ["brown"], ["burgundy"]], ["150"]),
        ],
    },
    # 7: suit for an interview
    {
        "facts": [
            ("2026-11-30 08:15", "The shopper wears a 40R suit jacket."),
            ("2026-11-30 08:16", "The shopper has a collar size of 15.5."),
            ("2026-11-30 08:17", "The shopper has a job interview on 2026-12-08."),
            ("2026-11-30 08:18", "The shopper's budget is up to 250."),
            ("2026-11-30 08:19", "The shopper likes navy."),
        ],
        "visits": [
            (
                "2026-11-30",
                "need a suit for an interview next week",
                "Here are navy and charcoal suits in 40R under 250.",
                "The shopper looked at navy suits in 40R for a job interview.",
            ),
        ],
        "questions": [
            ("what jacket size am i", [["40R", "40 regular", "40"]], []),
            ("collar size?", [["15.5"]], []),
            (
                "When is my interview?",
                [["2026-12-08", "8 Dec", "8th Dec", "8th of Dec", "Dec 8", "December 8"]],
                [],
            ),
            ("how much was I going to spend on the suit", [["250"]], []),
            ("what colour suit did I want", [["navy"]], []),
            ("do you know my shoe size", [[NOT_KNOWN]], []),
            ("what did you show me last time?", [["suit"]], []),
        ],
    },
    # 8: brands liked and avoided, facts only
    {
        "facts": [
            ("2026-10-01 13:00", "The shopper likes {brand0}."),
            ("2026-10-01 13:01", "The shopper likes {brand3}."),
            ("2026-10-01 13:02", "The shopper avoids {brand1}."),
            ("2026-10-01 13:03", "The shopper wears size XS."),
        ],
        "visits": [],
        "questions": [
            ("which brands do I like", [["{brand0}"], ["{brand3}"]], []),
            ("is there a brand I don't buy", [["{brand1}"]], []),
            ("do I like {brand1}?", [["No", "no", "not", "avoid", "don't"]], []),
            ("am I a small?", [["XS", "extra small"]], []),
            ("what size should I filter by", [["XS", "extra small"]], []),
            ("what's my favourite colour", [[NOT_KNOWN]], []),
            (
                "tell me what you know about me",
                [["{brand0}"], ["{brand3}"], ["{brand1}"], ["XS", "extra small"]],
                [],
            ),
        ],
    },
    # 9: festival (past) and holiday (coming)
    {
        "facts": [
            ("2026-05-14 20:10", "The shopper is going to a festival on 2026-07-03."),
            ("2026-05-14 20:11", "The shopper wears size S."),
            ("2026-05-14 20:12", "The shopper likes yellow."),
            ("2026-11-15 12:00", "The shopper is going on holiday to Lisbon on 2027-01-09."),
        ],
        "visits": [
            (
                "2026-05-14",
                "festival outfits? im a small",
                "Here are festival shorts, tops and wellies in S.",
                "The shopper looked at festival outfits in size S.",
            ),
            (
                "2026-11-15",
                "hiya, need holiday bits for lisbon in january",
                "Here are light jackets and dresses in S for a mild winter break.",
                "The shopper looked at holiday clothes for a trip to Lisbon.",
            ),
        ],
        "questions": [
            ("where am I going on holiday", [["Lisbon"]], []),
            (
                "when do I fly out",
                [["2027-01-09", "9 Jan", "9th Jan", "9th of Jan", "Jan 9", "January 9"]],
                [],
            ),
            ("what size am I", [["S", "small"]], []),
            ("what colour do I like", [["yellow"]], []),
            ("what was I shopping for back in may", [["festival"]], []),
            (
                "when did I last come in",
                [["2026-11-15", "15 Nov", "15th Nov", "15th of Nov", "Nov 15", "November 15"]],
                [],
            ),
            ("what plans do i have coming up", [["Lisbon", "holiday"]], []),
            ("do I like yellow?", [["yellow"]], []),
        ],
    },
    # 10: visits only, shopping for a son
    {
        "facts": [],
        "visits": [
            (
                "2026-09-01",
                "school shoes for my son, he's a 2",
                "Here are school shoes in kids' size 2.",
                "The shopper bought school shoes for their son in size 2.",
            ),
            (
                "2026-10-27",
                "my son needs a winter coat age 8",
                "Here are winter coats for age 8.",
                "The shopper looked at winter coats for their son, age 8.",
            ),
        ],
        "questions": [
            ("what size am I", [[NOT_KNOWN]], []),
            ("what did I get for my son?", [["school shoe", "shoe"]], []),
            ("what was I after last time", [["coat"]], []),
            (
                "when was I first here",
                [["2026-09-01", "1 Sep", "1st Sep", "1st of Sep", "Sep 1", "September 1"]],
                [],
            ),
            ("how many times have I been here", [["2", "twice", "two"]], []),
            ("what's my budget for stuff", [[NOT_KNOWN]], []),
        ],
    },
    # 11: tall, measurements in cm
    {
        "facts": [
            ("2026-10-10 09:00", "The shopper is tall and wears a 36 inch leg."),
            ("2026-10-10 09:01", "The shopper has a chest of 104 cm."),
            ("2026-10-10 09:02", "The shopper wears size L."),
            ("2026-10-10 09:03", "The shopper avoids white."),
            ("2026-10-10 09:04", "The shopper likes olive."),
            ("2026-10-10 09:05", "The shopper likes {brand2}."),
        ],
        "visits": [],
        "questions": [
            ("what's my leg length?", [["36"]], []),
            ("chest measurement?", [["104"]], []),
            ("do you remember if i'm tall or regular", [["tall"]], []),
            ("what size tshirts do I get", [["L", "large"]], []),
            ("colours I avoid?", [["white"]], []),
            ("what colour am i into", [["olive"]], []),
            ("fav brand?", [["{brand2}"]], []),
            ("what did I look at before?", [[NOT_KNOWN]], []),
        ],
    },
    # 12: christening, pastels avoided, visit without a summary
    {
        "facts": [
            ("2026-11-20 15:30", "The shopper has a christening on 2026-12-13."),
            ("2026-11-20 15:31", "The shopper avoids pastel colours."),
            ("2026-11-20 15:32", "The shopper wears size UK 16."),
            ("2026-11-20 15:33", "The shopper's budget is between 40 and 80."),
        ],
        "visits": [
            (
                "2026-11-20",
                "something smart for a christening pls, not pastel",
                "Here are dresses and jumpsuits in UK 16 in bold colours.",
                "",
            ),
        ],
        "questions": [
            ("what's coming up for me", [["christening"]], []),
            (
                "what date is the christening",
                [["2026-12-13", "13 Dec", "13th Dec", "13th of Dec", "Dec 13", "December 13"]],
                [],
            ),
            ("remind me what my price range is", [["40"], ["80"]], []),
            ("which colours do I not like", [["pastel"]], []),
            ("am I a 14?", [["16"]], []),
            ("what size shoes do I wear", [[NOT_KNOWN]], []),
            ("what did you suggest when I came in", [["dress", "jumpsuit"]], []),
        ],
    },
    # 13: colour preference reversed
    {
        "facts": [
            ("2026-03-02 11:11", "The shopper likes pink."),
            ("2026-11-12 17:45", "The shopper avoids pink."),
            ("2026-11-12 17:46", "The shopper likes black."),
            ("2026-11-12 17:47", "The shopper wears US size 6."),
            ("2026-11-12 17:48", "The shopper wears US shoe size 8."),
        ],
        "visits": [],
        "questions": [
            (
                "do I like pink?",
                [["No", "no", "not", "avoid", "don't", "stopped", "anymore", "any more"]],
                [],
            ),
            ("what's my dress size", [["6"]], []),
            ("shoe size?", [["8"]], []),
            ("which colour do I like", [["black"]], []),
            ("have my colour preferences changed", [["pink"]], []),
            ("Tell me everything you know about me", [["black"], ["6"], ["8"], ["pink"]], []),
        ],
    },
    # 14: visits only, one without a summary
    {
        "facts": [],
        "visits": [
            ("2026-08-08", "hi", "Hello! How can I help you today?", ""),
            (
                "2026-09-19",
                "looking for a linen shirt",
                "Here are five linen shirts.",
                "The shopper looked at linen shirts.",
            ),
            (
                "2026-11-25",
                "any chinos?",
                "Yes, we have chinos in beige, navy and olive.",
                "The shopper looked at chinos.",
            ),
        ],
        "questions": [
            ("what was i looking at last time", [["chino"]], []),
            (
                "when did I last come",
                [["2026-11-25", "25 Nov", "25th Nov", "25th of Nov", "Nov 25", "November 25"]],
                [],
            ),
            ("what kind of shirt did I look at", [["linen"]], []),
            (
                "first visit when?",
                [["2026-08-08", "8 Aug", "8th Aug", "8th of Aug", "Aug 8", "August 8"]],
                [],
            ),
            ("what's my size", [[NOT_KNOWN]], []),
            ("what colours do I like", [[NOT_KNOWN]], []),
        ],
    },
    # 15: full profile, size went up, four visits
    {
        "facts": [
            ("2026-04-04 10:20", "The shopper wears size XL."),
            ("2026-04-04 10:21", "The shopper likes {brand0}."),
            ("2026-06-30 18:00", "The shopper wears size XXL."),
            ("2026-06-30 18:01", "The shopper avoids red."),
            ("2026-06-30 18:02", "The shopper likes grey."),
            ("2026-09-09 21:15", "The shopper's budget is up to 70."),
            ("2026-09-09 21:16", "The shopper wears shoe size UK 11."),
            ("2026-11-29 13:05", "The shopper is going skiing on 2027-02-14."),
        ],
        "visits": [
            (
                "2026-04-04",
                "{brand0} hoodies in XL?",
                "We have three {brand0} hoodies in XL.",
                "The shopper looked at {brand0} hoodies in XL.",
            ),
            (
                "2026-06-30",
                "need XXL now, any grey tees",
                "Here are grey t-shirts in XXL.",
                "The shopper looked at grey t-shirts in XXL.",
            ),
            (
                "2026-09-09",
                "trainers size 11 under 70",
                "There are four pairs of trainers in UK 11 under 70.",
                "The shopper looked at trainers in UK 11 under 70.",
            ),
            (
                "2026-11-29",
                "ski gear for february",
                "Here are ski jackets and salopettes in XXL.",
                "The shopper looked at ski jackets and salopettes for a ski trip.",
            ),
        ],
        "questions": [
            (
                "what size am I in tops",
                [["XXL", "2XL", "double extra large", "extra extra large"]],
                ["XL"],
            ),
            ("shoe size please", [["11"]], []),
            ("what's my max spend", [["70"]], []),
            ("which colour should you avoid showing me", [["red"]], []),
            (
                "when am I going skiing",
                [
                    [
                        "2027-02-14",
                        "14 Feb",
                        "14th Feb",
                        "14th of Feb",
                        "Feb 14",
                        "February 14",
                        "Valentine",
                    ]
                ],
                [],
            ),
            ("what did I look at the very first time", [["hoodie"]], []),
            ("what did you show me last time i was in", [["ski", "salopette"]], []),
            ("how often have I visited", [["4", "four"]], []),
            (
                "what do you know about me",
                [["XXL", "2XL"], ["{brand0}"], ["red"], ["grey"], ["70"], ["11"], ["ski"]],
                ["XL"],
            ),
            ("am i still an XL?", [["XXL", "2XL"]], []),
        ],
    },
    # 16: graduation, petite, facts only
    {
        "facts": [
            ("2026-11-01 19:00", "The shopper has a graduation on 2026-12-17."),
            ("2026-11-01 19:01", "The shopper wears size UK 8 petite."),
            ("2026-11-01 19:02", "The shopper likes cobalt blue."),
        ],
        "visits": [],
        "questions": [
            ("what am I shopping for?", [["graduation"]], []),
            (
                "when's my graduation",
                [["2026-12-17", "17 Dec", "17th Dec", "17th of Dec", "Dec 17", "December 17"]],
                [],
            ),
            ("am I petite?", [["petite"]], []),
            ("what size do I take", [["8"]], []),
            ("what colour do I like wearing", [["cobalt", "blue"]], []),
            ("what brands do i buy", [[NOT_KNOWN]], []),
            ("what did I look at last time I was here", [[NOT_KNOWN]], []),
        ],
    },
    # 17: waist changed, brands
    {
        "facts": [
            ("2026-02-15 12:30", "The shopper has a waist size of 34."),
            ("2026-10-22 09:45", "The shopper has a waist size of 32."),
            ("2026-10-22 09:46", "The shopper's budget is up to 50 per item."),
            ("2026-10-22 09:47", "The shopper likes {brand1}."),
            ("2026-10-22 09:48", "The shopper avoids {brand3}."),
        ],
        "visits": [
            (
                "2026-10-22",
                "jeans in a 32 waist, {brand1} if poss",
                "Here are {brand1} jeans in W32 under 50.",
                "The shopper looked at {brand1} jeans in W32.",
            ),
        ],
        "questions": [
            ("what's my waist now", [["32", "W32"]], ["34"]),
            ("what was my waist before", [["34"]], []),
            ("how much per item do i spend", [["50"]], []),
            ("which brand do I avoid?", [["{brand3}"]], []),
            ("do I like {brand1}", [["{brand1}"]], []),
            ("what colour do i like", [[NOT_KNOWN]], []),
            ("last time I was in what did I look at", [["jean"]], []),
        ],
    },
    # 18: new job, two visits
    {
        "facts": [
            ("2026-11-18 08:05", "The shopper is starting a new job on 2027-01-05."),
            ("2026-11-18 08:06", "The shopper wears size M."),
            ("2026-11-18 08:07", "The shopper wears size UK 12 in trousers."),
            ("2026-11-18 08:08", "The shopper's budget is up to 200 in total."),
            ("2026-11-18 08:09", "The shopper avoids bright colours."),
        ],
        "visits": [
            (
                "2026-11-18",
                "starting a new job, need workwear",
                "Here are blazers, shirts and trousers in M and UK 12.",
                "The shopper looked at workwear for a new job.",
            ),
            (
                "2026-11-26",
                "any of those blazers in black?",
                "Yes, two of the blazers come in black in M.",
                "The shopper looked at black blazers in M.",
            ),
        ],
        "questions": [
            (
                "when do I start my new job",
                [["2027-01-05", "5 Jan", "5th Jan", "5th of Jan", "Jan 5", "January 5"]],
                [],
            ),
            ("what size trousers am i", [["12"]], []),
            ("what size tops do I wear", [["M", "medium"]], []),
            ("how much have I got to spend overall", [["200"]], []),
            ("what was I after the last time", [["blazer"]], []),
            ("what do I avoid colour wise", [["bright"]], []),
            ("what's my shoe size?", [[NOT_KNOWN]], []),
            (
                "when was I here last",
                [["2026-11-26", "26 Nov", "26th Nov", "26th of Nov", "Nov 26", "November 26"]],
                [],
            ),
        ],
    },
    # 19: a single fact
    {
        "facts": [
            ("2026-11-10 14:00", "The shopper likes lilac."),
        ],
        "visits": [],
        "questions": [
            ("what's my favourite colour", [["lilac"]], []),
            ("do I like lilac?", [["lilac"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("what do you know about me?", [["lilac"]], []),
            ("how much do i normally spend", [[NOT_KNOWN]], []),
        ],
    },
    # 20: a date coming up, facts only
    {
        "facts": [
            ("2026-11-27 22:10", "The shopper has a date on 2026-12-05."),
            ("2026-11-27 22:11", "The shopper likes red."),
            ("2026-11-27 22:12", "The shopper wears size S."),
            ("2026-11-27 22:13", "The shopper's budget is up to 60."),
            ("2026-11-27 22:14", "The shopper wears shoe size EU 38."),
        ],
        "visits": [],
        "questions": [
            ("what's my budget for the date outfit", [["60"]], []),
            (
                "when's my date",
                [["2026-12-05", "5 Dec", "5th Dec", "5th of Dec", "Dec 5", "December 5"]],
                [],
            ),
            ("what colour did I say I like", [["red"]], []),
            ("my shoe size?", [["38"]], []),
            ("am i a medium?", [["S", "small"]], []),
            ("which brands do I like?", [[NOT_KNOWN]], []),
            ("what do you know about me", [["date"], ["red"], ["S", "small"], ["60"], ["38"]], []),
        ],
    },
    # 21: visits only, several items shown
    {
        "facts": [],
        "visits": [
            (
                "2026-07-07",
                "summer dresses under 40",
                "Here are six summer dresses under 40.",
                "The shopper looked at summer dresses under 40.",
            ),
            (
                "2026-10-14",
                "rain mac please",
                "We have three raincoats: a yellow mac, a navy parka and a khaki trench.",
                "The shopper looked at raincoats.",
            ),
        ],
        "questions": [
            ("what raincoats did you show me", [["mac", "Mac"], ["parka"], ["trench"]], []),
            (
                "when did I look at dresses",
                [["2026-07-07", "7 Jul", "7th Jul", "7th of Jul", "Jul 7", "July 7"]],
                [],
            ),
            ("what was I looking for first time round", [["dress"]], []),
            ("how much did I want to spend on the dresses", [["40"]], []),
            ("what size am I?", [[NOT_KNOWN]], []),
            (
                "when did I last come by",
                [["2026-10-14", "14 Oct", "14th Oct", "14th of Oct", "Oct 14", "October 14"]],
                [],
            ),
        ],
    },
    # 22: brand preference reversed, tailoring
    {
        "facts": [
            ("2026-01-20 09:30", "The shopper likes {brand4}."),
            ("2026-09-25 17:20", "The shopper avoids {brand4}."),
            ("2026-09-25 17:21", "The shopper likes {brand2}."),
            ("2026-09-25 17:22", "The shopper has a collar size of 16."),
            ("2026-09-25 17:23", "The shopper wears a 42L suit jacket."),
        ],
        "visits": [],
        "questions": [
            ("what brand do I like now", [["{brand2}"]], []),
            ("did I go off a brand", [["{brand4}"]], []),
            ("remind me of my collar size", [["16"]], []),
            ("what's my jacket size", [["42L", "42 long", "42"]], []),
            (
                "do I still like {brand4}",
                [["No", "no", "not", "avoid", "don't", "longer", "stopped", "off"]],
                [],
            ),
            ("what's my budget for shirts", [[NOT_KNOWN]], []),
        ],
    },
    # 23: wears children's sizes herself
    {
        "facts": [
            ("2026-10-30 16:00", "The shopper wears children's size age 13-14."),
            ("2026-10-30 16:01", "The shopper likes teal."),
            ("2026-10-30 16:02", "The shopper avoids {brand0}."),
        ],
        "visits": [
            (
                "2026-10-30",
                "i'm small so kids sizes, age 13-14 hoodies?",
                "Here are hoodies in age 13-14.",
                "The shopper looked at hoodies in children's age 13-14.",
            ),
        ],
        "questions": [
            ("what size do i buy", [["13"]], []),
            ("my colour?", [["teal"]], []),
            ("which brand don't I like", [["{brand0}"]], []),
            ("what did I look at", [["hoodie"]], []),
            ("how much am I spending", [[NOT_KNOWN]], []),
            (
                "when was I last in",
                [["2026-10-30", "30 Oct", "30th Oct", "30th of Oct", "Oct 30", "October 30"]],
                [],
            ),
        ],
    },
    # 24: a 10k and a hiking trip, facts only
    {
        "facts": [
            ("2026-11-08 07:30", "The shopper is running a 10k on 2026-12-06."),
            ("2026-11-08 07:31", "The shopper is hiking in Scotland on 2027-04-02."),
            ("2026-11-08 07:32", "The shopper's budget is between 30 and 60."),
            ("2026-11-08 07:33", "The shopper wears size L."),
            ("2026-11-08 07:34", "The shopper likes {brand3}."),
            ("2026-11-08 07:35", "The shopper avoids black."),
        ],
        "visits": [],
        "questions": [
            ("what have I got coming up", [["10k"], ["hiking", "hike", "Scotland"]], []),
            (
                "when is the 10k",
                [["2026-12-06", "6 Dec", "6th Dec", "6th of Dec", "Dec 6", "December 6"]],
                [],
            ),
            (
                "when's scotland",
                [["2027-04-02", "2 Apr", "2nd Apr", "2nd of Apr", "Apr 2", "April 2"]],
                [],
            ),
            ("what's my price range", [["30"], ["60"]], []),
            ("am I an L or XL?", [["L", "large"]], []),
            ("which brand do I go for", [["{brand3}"]], []),
            ("any colours I'm not keen on?", [["black"]], []),
            ("what did I look at last time", [[NOT_KNOWN]], []),
        ],
    },
    # 25: yes/no checks, budget in euros
    {
        "facts": [
            ("2026-10-05 20:20", "The shopper's budget is up to 120 euros."),
            ("2026-10-05 20:21", "The shopper wears size EU 40 in dresses."),
            ("2026-10-05 20:22", "The shopper likes camel."),
            ("2026-10-05 20:23", "The shopper likes cream."),
        ],
        "visits": [
            (
                "2026-10-05",
                "camel coat under 120 euro, size 40",
                "Here are two camel coats in EU 40 under 120 euros.",
                "The shopper looked at camel coats in EU 40.",
            ),
        ],
        "questions": [
            ("do I like camel?", [["camel"]], []),
            ("is cream one of my colours", [["cream"]], []),
            ("do I like green?", [[NOT_KNOWN]], []),
            ("am I a 40?", [["40"]], []),
            ("is my budget 150?", [["120"]], []),
            ("what coat was I looking at", [["camel"]], []),
            ("what brand do i wear", [[NOT_KNOWN]], []),
        ],
    },
    # 26: dislikes only
    {
        "facts": [
            ("2026-11-14 11:40", "The shopper avoids yellow."),
            ("2026-11-14 11:41", "The shopper avoids khaki."),
            ("2026-11-14 11:42", "The shopper avoids {brand1}."),
        ],
        "visits": [],
        "questions": [
            ("what colours should you never show me", [["yellow"], ["khaki"]], []),
            ("do I like yellow", [["No", "no", "not", "avoid", "don't"]], []),
            ("any brands I steer clear of", [["{brand1}"]], []),
            ("what's my favourite colour then", [[NOT_KNOWN]], []),
            ("size?", [[NOT_KNOWN]], []),
            ("remind me of my preferences", [["yellow"], ["khaki"], ["{brand1}"]], []),
        ],
    },
    # 27: wedding date moved
    {
        "facts": [
            ("2026-08-19 18:30", "The shopper has a wedding in Italy on 2027-05-22."),
            ("2026-11-11 12:12", "The shopper has a wedding in Italy on 2027-06-19."),
            ("2026-11-11 12:13", "The shopper wears size UK 10."),
            ("2026-11-11 12:14", "The shopper likes sage green."),
            ("2026-11-11 12:15", "The shopper's budget is up to 180."),
        ],
        "visits": [
            (
                "2026-08-19",
                "wedding guest dress for italy in may",
                "Here are wedding guest dresses in light fabrics.",
                "The shopper looked at wedding guest dresses for a wedding in Italy.",
            ),
            (
                "2026-11-11",
                "wedding got moved to june! still need a dress, size 10",
                "Here are dresses in UK 10 under 180, including sage green.",
                "The shopper looked at sage green dresses in UK 10 under 180.",
            ),
        ],
        "questions": [
            (
                "when's the wedding",
                [["2027-06-19", "19 Jun", "19th Jun", "19th of Jun", "June 19"]],
                ["2027-05-22", "22 May", "May 22"],
            ),
            ("did the wedding date change?", [["June", "2027-06-19"], ["May", "2027-05-22"]], []),
            ("where is the wedding", [["Italy"]], []),
            ("what dress size am I", [["10"]], []),
            ("budget?", [["180"]], []),
            ("what colour was I thinking for the dress", [["sage"]], []),
            ("what did I look at when I first came", [["wedding guest", "dress"]], []),
            ("which brands do I like", [[NOT_KNOWN]], []),
        ],
    },
    # 28: one visit, just browsing
    {
        "facts": [],
        "visits": [
            ("2026-11-29", "just browsing thanks", "No problem, shout if you need anything.", ""),
        ],
        "questions": [
            (
                "when was I last here",
                [["2026-11-29", "29 Nov", "29th Nov", "29th of Nov", "Nov 29", "November 29"]],
                [],
            ),
            (
                "what was I looking for last time",
                [["browsing", "browse", "nothing in particular", "nothing specific"]],
                [],
            ),
            ("what's my size", [[NOT_KNOWN]], []),
            ("my budget?", [[NOT_KNOWN]], []),
        ],
    },
    # 29: boots, two visits
    {
        "facts": [
            ("2026-10-12 10:30", "The shopper's budget is up to 300 for boots."),
            ("2026-10-12 10:31", "The shopper wears shoe size UK 5."),
            ("2026-10-12 10:32", "The shopper likes {brand4}."),
            ("2026-10-12 10:33", "The shopper likes tan."),
        ],
        "visits": [
            (
                "2026-10-12",
                "{brand4} boots in a 5?",
                "Yes, there are two {brand4} boots in UK 5, in tan and black.",
                "The shopper looked at {brand4} boots in UK 5.",
            ),
            (
                "2026-11-19",
                "still thinking about those boots, any in the sale",
                "One of the {brand4} boots is now reduced.",
                "The shopper checked {brand4} boots in the sale.",
            ),
        ],
        "questions": [
            ("how much will I spend on boots", [["300"]], []),
            ("my feet are what size again", [["5"]], []),
            ("favourite brand?", [["{brand4}"]], []),
            ("which colour boots do I like", [["tan"]], []),
            (
                "when did I last pop in",
                [["2026-11-19", "19 Nov", "19th Nov", "19th of Nov", "Nov 19", "November 19"]],
                [],
            ),
            ("what did you tell me last time", [["sale", "reduced"]], []),
            ("what size dress am I", [[NOT_KNOWN]], []),
            (
                "when did I first ask about the boots",
                [["2026-10-12", "12 Oct", "12th Oct", "12th of Oct", "Oct 12", "October 12"]],
                [],
            ),
        ],
    },
    # 30: bridesmaid, size went down
    {
        "facts": [
            ("2026-09-12 14:45", "The shopper is a bridesmaid at a wedding on 2027-03-27."),
            ("2026-09-12 14:46", "The shopper wears size UK 18."),
            ("2026-09-12 14:47", "The shopper likes dusky pink."),
            ("2026-11-22 16:30", "The shopper wears size UK 16."),
            ("2026-11-22 16:31", "The shopper's budget is up to 100."),
        ],
        "visits": [
            (
                "2026-11-22",
                "shoes for being a bridesmaid, something comfy",
                "Here are block heels and flats under 100.",
                "The shopper looked at comfortable shoes for being a bridesmaid.",
            ),
        ],
        "questions": [
            ("what size am I now", [["16"]], ["18"]),
            ("have I changed size", [["18"], ["16"]], []),
            (
                "when am i a bridesmaid",
                [["2027-03-27", "27 Mar", "27th Mar", "27th of Mar", "Mar 27", "March 27"]],
                [],
            ),
            ("what colour do I like", [["pink"]], []),
            ("budget pls", [["100"]], []),
            ("what was I looking at last time", [["shoe", "heel", "flat"]], []),
            ("my shoe size?", [[NOT_KNOWN]], []),
            ("remind me what you know", [["bridesmaid"], ["16"], ["pink"], ["100"]], ["18"]),
        ],
    },
    # 31: trip to Canada, one visit
    {
        "facts": [
            ("2026-11-24 21:00", "The shopper wears size 3XL."),
            ("2026-11-24 21:01", "The shopper likes dark green."),
            ("2026-11-24 21:02", "The shopper is going on a trip to Canada on 2027-01-20."),
            ("2026-11-24 21:03", "The shopper's budget is up to 220 for a coat."),
        ],
        "visits": [
            (
                "2026-11-24",
                "warm coat for canada in jan, 3xl",
                "Here are three insulated parkas in 3XL under 220.",
                "The shopper looked at insulated parkas in 3XL for a trip to Canada.",
            ),
        ],
        "questions": [
            ("what size coat do i need", [["3XL", "XXXL", "triple"]], []),
            ("where am I off to", [["Canada"]], []),
            (
                "when do i leave",
                [["2027-01-20", "20 Jan", "20th Jan", "20th of Jan", "Jan 20", "January 20"]],
                [],
            ),
            ("how much for the coat", [["220"]], []),
            ("what colour did I want", [["green"]], []),
            ("what did you show me", [["parka"]], []),
            ("what brand do I usually go for", [[NOT_KNOWN]], []),
        ],
    },
    # 32: two facts, two visits
    {
        "facts": [
            ("2026-06-06 10:10", "The shopper likes {brand1}."),
            ("2026-06-06 10:11", "The shopper wears size M."),
        ],
        "visits": [
            (
                "2026-06-06",
                "{brand1} swim shorts in M",
                "Here are four pairs of {brand1} swim shorts in M.",
                "The shopper looked at {brand1} swim shorts in M.",
            ),
            (
                "2026-08-28",
                "linen trousers for a holiday",
                "Here are linen trousers in M.",
                "The shopper looked at linen trousers in M for a holiday.",
            ),
        ],
        "questions": [
            ("Remind me what size I am", [["M", "medium"]], []),
            ("which brand were the swim shorts", [["{brand1}"]], []),
            (
                "when was I last in here",
                [["2026-08-28", "28 Aug", "28th Aug", "28th of Aug", "Aug 28", "August 28"]],
                [],
            ),
            ("what was I after last time", [["linen", "trouser"]], []),
            ("what did I look at in june", [["swim"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("do I like {brand1}?", [["{brand1}"]], []),
        ],
    },
]
