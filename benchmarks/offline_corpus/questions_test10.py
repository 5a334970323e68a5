"""Questions about the shopper of split "test10" (issue 18).

split "test10" (issue 18), written blind, by hand, on 2026-12-02 by a thirteenth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    {
        "facts": [
            ("2026-09-14 09:20", "The shopper wears size S."),
            ("2026-11-03 10:05", "The shopper wears size M."),
            ("2026-11-03 10:06", "The shopper likes navy."),
            ("2026-11-03 10:07", "The shopper's budget is up to 80."),
        ],
        "visits": [
            (
                "2026-11-03",
                "hiya, any navy jumpers in M under 80?",
                "Yes, there are three navy jumpers in M under 80.",
                "The shopper looked at navy jumpers in size M under 80.",
            ),
        ],
        "questions": [
            ("what size am I again", [["M", "medium"]], ["S"]),
            ("has my size changed at all?", [["S", "small"], ["M", "medium"]], []),
            ("what colour do i like", [["navy"]], []),
            ("How much am I happy to spend?", [["80"]], []),
            ("which brand do I usually go for?", [[NOT_KNOWN]], []),
            ("what was I after last time", [["jumper"]], []),
            ("Tell me everything you know about me.", [["M", "medium"], ["navy"], ["80"]], ["S"]),
        ],
    },
    {
        "facts": [
            ("2026-10-02 14:12", "The shopper wears UK 9 shoes."),
            ("2026-10-02 14:13", "The shopper prefers {brand0}."),
            ("2026-10-20 18:40", "The shopper is going hiking in the Lake District in November."),
        ],
        "visits": [
            (
                "2026-10-02",
                "do you have {brand0} trainers in a 9?",
                "We have two pairs of {brand0} trainers in UK 9.",
                "",
            ),
            (
                "2026-10-20",
                "I need walking boots for a hiking trip in the Lakes",
                "Here are some waterproof walking boots in UK 9.",
                "The shopper wanted waterproof walking boots for a hiking trip.",
            ),
        ],
        "questions": [
            ("what's my shoe size", [["9"]], []),
            ("Which brand do I like?", [["{brand0}"]], []),
            ("where am I off to in November?", [["Lake", "hiking"]], []),
            ("what did I look at on my first visit?", [["trainer"]], []),
            ("and what about the most recent one?", [["boot"]], []),
            ("do you know my budget", [[NOT_KNOWN]], []),
            ("remind me what colours I said I liked", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-08-21 11:00", "The shopper's waist is 32 and leg 30."),
            ("2026-11-12 16:25", "The shopper's waist is 34 and leg 30."),
            ("2026-11-12 16:26", "The shopper avoids brown."),
        ],
        "visits": [
            (
                "2026-08-21",
                "W32 L30 chinos please, not brown",
                "I found chinos in W32 L30 in navy, black and stone.",
                "",
            ),
            (
                "2026-11-12",
                "gone up a waist size, need 34 now",
                "No problem, here are jeans in W34 L30.",
                "The shopper looked for jeans in W34 L30.",
            ),
        ],
        "questions": [
            ("What waist am I now?", [["34"]], ["32"]),
            ("what waist size was I before?", [["32"]], []),
            ("leg length?", [["30"]], []),
            ("Any colour I steer clear of?", [["brown"]], []),
            ("What was I shopping for back in August?", [["chino"]], []),
            ("what was I after last time", [["jean"]], []),
            ("what's my shoe size", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-05 09:30", "The shopper has a christening on 2026-12-13."),
            ("2026-11-05 09:31", "The shopper likes pastel pink."),
            ("2026-11-05 09:32", "The shopper wears dress size 12."),
            ("2026-11-05 09:33", "The shopper's budget is 60 to 90."),
        ],
        "visits": [
            (
                "2026-11-05",
                "something pretty for a christening, pastel pink maybe, size 12",
                "Here are a few pastel pink dresses in size 12 between 60 and 90.",
                "The shopper browsed pastel pink dresses for a christening.",
            ),
        ],
        "questions": [
            ("whats happening on the 13th of december for me", [["christening"]], []),
            ("what event am I shopping for?", [["christening"]], []),
            ("What dress size do I wear?", [["12"]], []),
            ("my budget was what, roughly?", [["60"], ["90"]], []),
            ("Which colour was I keen on?", [["pink"]], []),
            ("do I have a favourite brand", [[NOT_KNOWN]], []),
            ("what were we looking at last time I was in", [["dress"]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-30 20:15", "The shopper likes {brand3}."),
            ("2026-11-18 13:45", "The shopper prefers {brand1} now rather than {brand3}."),
            ("2026-09-30 20:16", "The shopper wears size L."),
        ],
        "visits": [
            (
                "2026-09-30",
                "got any {brand3} hoodies in large",
                "Yes, two {brand3} hoodies in L.",
                "The shopper looked at {brand3} hoodies in L.",
            ),
            (
                "2026-11-18",
                "actually I've gone off {brand3}, show me {brand1} stuff",
                "Here are some {brand1} sweatshirts in L.",
                "The shopper switched to {brand1} and looked at sweatshirts.",
            ),
        ],
        "questions": [
            ("which brand am I into these days?", [["{brand1}"]], []),
            ("What brand did I like before that?", [["{brand3}"]], []),
            ("size?", [["L", "large"]], []),
            ("what did I look at in September", [["hoodie"]], []),
            ("what was I browsing on my last visit?", [["sweatshirt"]], []),
            ("have I told you my budget", [[NOT_KNOWN]], []),
            ("Do you know any colours I hate?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-20 08:50", "The shopper starts a new job at a bank on Monday 7 December."),
            ("2026-11-20 08:51", "The shopper wears a 40R suit jacket."),
            ("2026-11-20 08:52", "The shopper's collar size is 15.5."),
            ("2026-11-20 08:53", "The shopper's budget is under 250."),
        ],
        "visits": [
            (
                "2026-11-20",
                "Starting at a bank soon, need a suit, 40R, under 250",
                "Here are three suits in 40R under 250.",
                "",
            ),
        ],
        "questions": [
            ("What am I getting ready for?", [["bank", "job"]], []),
            ("when do I start?", [["7", "December"]], []),
            ("jacket size pls", [["40R"]], []),
            ("What's my collar size?", [["15.5"]], []),
            ("How much did I want to spend on the suit?", [["250"]], []),
            ("do i have a brand i like", [[NOT_KNOWN]], []),
            ("What was I after last time?", [["suit"]], []),
            ("Remind me of my sizes", [["40R"], ["15.5"]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-11 19:05", "The shopper dislikes orange."),
            ("2026-10-11 19:06", "The shopper dislikes mustard yellow."),
            ("2026-10-11 19:07", "The shopper likes forest green."),
        ],
        "visits": [],
        "questions": [
            ("What colours should you keep me away from?", [["orange"], ["mustard", "yellow"]], []),
            ("which colour do I actually like", [["green"]], []),
            ("Do I like orange?", [["orange"]], []),
            ("what size am i", [[NOT_KNOWN]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("any events coming up that I mentioned?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-02 12:10", "The shopper's budget is up to 100."),
            ("2026-11-22 17:35", "The shopper's budget is up to 60."),
            ("2026-09-02 12:11", "The shopper wears size XS."),
        ],
        "visits": [
            (
                "2026-09-02",
                "XS coats under 100?",
                "Two wool coats in XS under 100.",
                "The shopper looked at wool coats in XS under 100.",
            ),
            (
                "2026-11-22",
                "money's tighter now, 60 max",
                "Understood, here are knitted cardigans in XS under 60.",
                "The shopper looked at cardigans in XS under 60.",
            ),
        ],
        "questions": [
            ("what's my spending limit", [["60"]], ["100"]),
            ("What was my budget before I lowered it?", [["100"]], []),
            ("size again?", [["XS", "extra small"]], []),
            ("what did I look at the first time I came", [["coat"]], []),
            ("and last time?", [["cardigan"]], []),
            ("any favourite brand?", [[NOT_KNOWN]], []),
            ("Do I have something coming up?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-01 10:40", "The shopper is going to a wedding in Italy on 2026-12-19."),
            ("2026-11-01 10:41", "The shopper likes burgundy."),
            ("2026-11-01 10:42", "The shopper prefers {brand2}."),
        ],
        "visits": [
            (
                "2026-11-01",
                "Wedding in Italy before Christmas, anything burgundy from {brand2}?",
                "There is a burgundy {brand2} midi dress and a burgundy blazer.",
                "",
            ),
        ],
        "questions": [
            ("What's on the 19th?", [["wedding"]], []),
            ("where's the wedding again", [["Italy"]], []),
            ("My colour?", [["burgundy"]], []),
            ("Which label do I go for?", [["{brand2}"]], []),
            ("what did you show me last time", [["dress", "blazer"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("tell me the wedding date and my favourite brand", [["19"], ["{brand2}"]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-15 15:20", "The shopper wears size XL tops."),
            ("2026-10-15 15:21", "The shopper wears a 36 waist."),
            ("2026-10-15 15:22", "The shopper wears US 11 shoes."),
        ],
        "visits": [
            (
                "2026-10-15",
                "XL tees, 36 waist shorts, US 11 sliders",
                "Here are tees in XL, shorts in 36 and sliders in US 11.",
                "The shopper looked at tees, shorts and sliders.",
            ),
        ],
        "questions": [
            ("what size tops do i wear", [["XL", "extra large"]], []),
            ("Waist?", [["36"]], []),
            ("shoe size", [["11"]], []),
            ("All my sizes please", [["XL", "extra large"], ["36"], ["11"]], []),
            ("what did I look at in october", [["tee", "short", "slider"]], []),
            ("what colours do I like?", [[NOT_KNOWN]], []),
            ("have I given you a budget?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-08 21:00", "The shopper is going skiing in the Alps in January."),
            ("2026-11-08 21:01", "The shopper's budget is up to 300."),
            ("2026-11-08 21:02", "The shopper wears size M."),
            ("2026-11-08 21:03", "The shopper likes bright red."),
        ],
        "visits": [
            (
                "2026-11-08",
                "ski jacket in red, medium, under 300",
                "I found a red ski jacket in M for 240.",
                "The shopper looked at a red ski jacket in M.",
            ),
        ],
        "questions": [
            ("What's my trip in January?", [["ski"]], []),
            ("where am I skiing", [["Alps"]], []),
            ("how much can i spend", [["300"]], []),
            ("What colour do I love?", [["red"]], []),
            ("medium or large for me?", [["M", "medium"]], []),
            ("what did I look at before", [["ski jacket", "jacket"]], []),
            ("which brand do I wear", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-09 13:30", "The shopper likes black."),
            ("2026-11-16 13:55", "The shopper is bored of black and now likes teal."),
        ],
        "visits": [
            (
                "2026-09-09",
                "all black everything, got black jeans?",
                "Yes, several black jeans.",
                "",
            ),
            (
                "2026-11-16",
                "bored of black, show me something teal",
                "Here's a teal jumper and a teal scarf.",
                "The shopper looked at a teal jumper and a teal scarf.",
            ),
        ],
        "questions": [
            ("what colour am I into now", [["teal"]], []),
            ("what colour did I used to wear all the time", [["black"]], []),
            ("What was I after in September?", [["jean"]], []),
            ("last visit, what did we look at?", [["jumper", "scarf"]], []),
            ("what's my size", [[NOT_KNOWN]], []),
            ("do you know my budget?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-25 09:05", "The shopper has a job interview on 2026-12-03."),
            ("2026-11-25 09:06", "The shopper wears shirt collar 16."),
            ("2026-11-25 09:07", "The shopper avoids white shirts."),
        ],
        "visits": [
            (
                "2026-11-25",
                "interview on thursday, need a shirt, collar 16, no white",
                "Here are light blue and pale pink shirts in collar 16.",
                "",
            ),
        ],
        "questions": [
            ("What have I got on the 3rd?", [["interview"]], []),
            ("collar size?", [["16"]], []),
            ("Which colour don't I want?", [["white"]], []),
            ("what shirts did you show me", [["blue", "pink"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("Do I prefer any brand?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-06 11:15", "The shopper wears size 8."),
            ("2026-10-06 11:16", "The shopper prefers {brand4}."),
            ("2026-10-06 11:17", "The shopper's budget is under 45."),
            ("2026-10-06 11:18", "The shopper dislikes grey."),
        ],
        "visits": [
            (
                "2026-10-06",
                "{brand4} tops in an 8, nothing grey, under 45",
                "Three {brand4} tops in size 8 under 45.",
                "The shopper looked at {brand4} tops in size 8.",
            ),
            (
                "2026-11-14",
                "any {brand4} skirts?",
                "Yes, a {brand4} pleated skirt in size 8.",
                "The shopper looked at a {brand4} pleated skirt.",
            ),
        ],
        "questions": [
            ("What size am I?", [["8"]], []),
            ("my brand?", [["{brand4}"]], []),
            ("what's my max spend", [["45"]], []),
            ("Is there a colour I don't like?", [["grey", "gray"]], []),
            ("What did I look at in November?", [["skirt"]], []),
            ("What did I look at the first time?", [["top"]], []),
            ("any trips or parties I mentioned?", [[NOT_KNOWN]], []),
            ("what do you know about me", [["8"], ["{brand4}"], ["45"]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-10 17:00", "The shopper is going to a festival in the summer."),
            ("2026-11-10 17:01", "The shopper wears UK 5 shoes."),
        ],
        "visits": [
            (
                "2026-11-10",
                "wellies for a festival, size 5",
                "Here are wellington boots in UK 5.",
                "",
            ),
        ],
        "questions": [
            ("what am I going to next summer", [["festival"]], []),
            ("shoe size again?", [["5"]], []),
            ("what was I buying for the festival", [["welli", "wellington", "boot"]], []),
            ("what colours do I like", [[NOT_KNOWN]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("brand?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-18 10:25", "The shopper wears size 2XL."),
            ("2026-11-19 10:25", "The shopper wears size XL."),
            ("2026-09-18 10:26", "The shopper likes {brand0}."),
        ],
        "visits": [
            (
                "2026-09-18",
                "{brand0} coats in 2XL?",
                "One {brand0} parka in 2XL.",
                "The shopper looked at a {brand0} parka in 2XL.",
            ),
            (
                "2026-11-19",
                "lost some weight, XL now!",
                "Well done! Here are {brand0} jumpers in XL.",
                "The shopper looked at {brand0} jumpers in XL.",
            ),
        ],
        "questions": [
            ("what size am i now?", [["XL", "extra large"]], ["2XL"]),
            ("What was I before?", [["2XL", "XXL"]], []),
            ("which brand", [["{brand0}"]], []),
            ("What did I look at in September?", [["parka", "coat"]], []),
            ("what did I look at last?", [["jumper"]], []),
            ("do you know my budget", [[NOT_KNOWN]], []),
            ("Colours I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-26 19:30", "The shopper has a black tie gala on 2026-12-18."),
            ("2026-11-26 19:31", "The shopper's budget is up to 200."),
            ("2026-11-26 19:32", "The shopper likes emerald green."),
            ("2026-11-26 19:33", "The shopper wears dress size 10."),
        ],
        "visits": [],
        "questions": [
            ("What's the event I'm dressing for?", [["gala", "black tie"]], []),
            ("when is it", [["18"]], []),
            ("What can I spend on it?", [["200"]], []),
            ("What colour am I hoping for?", [["emerald", "green"]], []),
            ("my size?", [["10"]], []),
            ("what brand do I like", [[NOT_KNOWN]], []),
            ("colour and budget please", [["green", "emerald"], ["200"]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-22 08:15", "The shopper prefers {brand1}."),
        ],
        "visits": [
            (
                "2026-10-22",
                "{brand1} gloves?",
                "Yes, leather gloves from {brand1}.",
                "",
            ),
            (
                "2026-11-04",
                "do you have a beanie",
                "Here are some knitted beanies.",
                "The shopper looked at knitted beanies.",
            ),
            (
                "2026-11-27",
                "what scarves have you got",
                "We have wool and cashmere scarves.",
                "The shopper browsed wool and cashmere scarves.",
            ),
        ],
        "questions": [
            ("What was the first thing I looked at?", [["glove"]], []),
            ("what did I look at last time", [["scarf", "scarves"]], []),
            ("What did I look at on the 4th of November?", [["beanie"]], []),
            ("what brand do I like?", [["{brand1}"]], []),
            ("my size?", [[NOT_KNOWN]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("Colours I avoid?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-02 12:00", "The shopper is going on holiday to Thailand in January."),
            ("2026-11-02 12:01", "The shopper wears size S."),
            ("2026-11-02 12:02", "The shopper likes white."),
            ("2026-11-02 12:03", "The shopper's budget is under 40 per item."),
        ],
        "visits": [
            (
                "2026-11-02",
                "beach stuff for Thailand, small, white, under 40 each",
                "Here are white linen shirts and shorts in S under 40.",
                "The shopper looked at white linen shirts and shorts for a beach holiday.",
            ),
        ],
        "questions": [
            ("where am i going in january?", [["Thailand"]], []),
            ("What size did I say?", [["S", "small"]], []),
            ("fav colour", [["white"]], []),
            ("budget per item?", [["40"]], []),
            ("what did we look at for the trip", [["linen", "shirt", "short"]], []),
            ("What brand do I normally wear?", [[NOT_KNOWN]], []),
            ("so what do you know about me", [["Thailand"], ["S", "small"], ["white"]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-29 16:40", "The shopper wears EU 39 boots."),
            ("2026-10-29 16:41", "The shopper likes camel."),
            ("2026-10-29 16:42", "The shopper prefers {brand2}."),
            ("2026-10-29 16:43", "The shopper's budget is up to 150 for boots."),
        ],
        "visits": [
            (
                "2026-10-29",
                "{brand2} boots, camel, 39, up to 150",
                "A pair of camel {brand2} ankle boots in EU 39 for 135.",
                "The shopper looked at camel {brand2} ankle boots.",
            ),
        ],
        "questions": [
            ("what's my boot size", [["39"]], []),
            ("What colour do I like?", [["camel"]], []),
            ("which brand", [["{brand2}"]], []),
            ("How much was I willing to pay for boots?", [["150"]], []),
            ("what did I look at", [["ankle boot", "boot"]], []),
            ("am I going anywhere special?", [[NOT_KNOWN]], []),
            ("brand and shoe size, quick", [["{brand2}"], ["39"]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-25 09:45", "The shopper has a funeral on 2026-09-27."),
            ("2026-11-21 14:05", "The shopper has a graduation on 2026-12-14."),
            ("2026-09-25 09:46", "The shopper wears size 14."),
        ],
        "visits": [
            (
                "2026-09-25",
                "need a plain black dress for a funeral, size 14",
                "Here are two plain black dresses in size 14.",
                "The shopper looked at plain black dresses for a funeral.",
            ),
            (
                "2026-11-21",
                "I graduate on the 14th! Something smart please",
                "Here are some smart jumpsuits and blazers in 14.",
                "",
            ),
        ],
        "questions": [
            ("what's on the 14th of December", [["graduation", "graduate"]], []),
            ("What did I shop for in September?", [["dress"]], []),
            ("what event was that for?", [["funeral"]], []),
            ("what did you show me for graduation", [["jumpsuit", "blazer"]], []),
            ("What's my size?", [["14"]], []),
            ("Which colours do I like?", [[NOT_KNOWN]], []),
            ("have i said a budget", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-13 20:20", "The shopper wears size M."),
            ("2026-11-13 20:21", "The shopper wears a 32 waist."),
            ("2026-11-13 20:22", "The shopper likes olive and rust."),
            ("2026-11-13 20:23", "The shopper prefers {brand3}."),
            ("2026-11-13 20:24", "The shopper's budget is up to 70."),
        ],
        "visits": [],
        "questions": [
            (
                "what do you remember about me?",
                [["M", "medium"], ["olive", "rust"], ["{brand3}"]],
                [],
            ),
            ("waist size?", [["32"]], []),
            ("What colours suit me?", [["olive"], ["rust"]], []),
            ("top size", [["M", "medium"]], []),
            ("how much do I like to spend", [["70"]], []),
            ("my favourite brand?", [["{brand3}"]], []),
            ("what's coming up for me", [[NOT_KNOWN]], []),
            ("What's my shoe size?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-08 13:10", "The shopper is running a marathon in April."),
            ("2026-10-08 13:11", "The shopper wears US 10.5 running shoes."),
            ("2026-10-08 13:12", "The shopper prefers {brand4} for sportswear."),
        ],
        "visits": [
            (
                "2026-10-08",
                "running shoes 10.5, {brand4} if poss",
                "Two {brand4} running shoes in US 10.5.",
                "The shopper looked at {brand4} running shoes.",
            ),
            (
                "2026-11-09",
                "running tights?",
                "Here are thermal running tights.",
                "The shopper looked at thermal running tights.",
            ),
        ],
        "questions": [
            ("What am I training for?", [["marathon"]], []),
            ("when is it", [["April"]], []),
            ("what shoe size am I", [["10.5"]], []),
            ("Which brand for sport?", [["{brand4}"]], []),
            ("what did I look at in November", [["tight"]], []),
            ("first visit, what was I after?", [["running shoe", "shoe"]], []),
            ("do you know my budget", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-05 18:00", "The shopper likes purple."),
            ("2026-11-24 18:30", "The shopper dislikes purple."),
            ("2026-11-24 18:31", "The shopper likes cobalt blue."),
            ("2026-11-24 18:32", "The shopper wears size L."),
        ],
        "visits": [],
        "questions": [
            ("What colour do I like?", [["cobalt", "blue"]], []),
            ("do I like purple?", [["purple"]], []),
            ("did I ever like a different colour", [["purple"]], []),
            ("what size am I?", [["L", "large"]], []),
            ("which brands do i like", [[NOT_KNOWN]], []),
            ("What's my limit on spending?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-06 07:55", "The shopper has an office Christmas party on 2026-12-11."),
            ("2026-11-06 07:56", "The shopper likes sparkly gold."),
            ("2026-11-06 07:57", "The shopper's budget is up to 65."),
        ],
        "visits": [
            (
                "2026-11-06",
                "xmas party outfit, gold, sparkly, under 65",
                "Here is a gold sequin top at 55 and a gold skirt at 48.",
                "",
            ),
        ],
        "questions": [
            ("what's happening on the 11th?", [["party", "Christmas"]], []),
            ("Which colour was I after for the party?", [["gold"]], []),
            ("my budget for it", [["65"]], []),
            ("what did you suggest last time?", [["sequin", "top", "skirt"]], []),
            ("what size am i", [[NOT_KNOWN]], []),
            ("do i have a go-to brand", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-17 15:50", "The shopper wears size 6 petite."),
            ("2026-10-17 15:51", "The shopper prefers {brand0}."),
            ("2026-11-15 15:50", "The shopper prefers {brand2} now."),
        ],
        "visits": [
            (
                "2026-10-17",
                "petite 6 trousers from {brand0}?",
                "Yes, {brand0} cropped trousers in petite 6.",
                "The shopper looked at {brand0} cropped trousers.",
            ),
        ],
        "questions": [
            ("what brand do I like now", [["{brand2}"]], []),
            ("what was my brand before", [["{brand0}"]], []),
            ("size?", [["6"]], []),
            ("What did I look at in October?", [["trouser"]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("colours I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-17 11:35", "The shopper's budget is between 40 and 60."),
            ("2026-11-17 11:36", "The shopper wears a 38 chest, regular fit."),
            ("2026-11-17 11:37", "The shopper avoids beige."),
        ],
        "visits": [
            (
                "2026-11-17",
                "blazer 38 regular, not beige, 40-60",
                "A navy blazer in 38R at 58.",
                "The shopper looked at a navy blazer in 38R.",
            ),
        ],
        "questions": [
            ("whats my budget range", [["40"], ["60"]], []),
            ("chest size?", [["38"]], []),
            ("Which colour do I avoid?", [["beige"]], []),
            ("what did I look at last visit", [["blazer"]], []),
            ("do I have any events coming up?", [[NOT_KNOWN]], []),
            ("What's my brand?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-25 22:10", "The shopper is going on a cruise in March."),
            ("2026-10-25 22:11", "The shopper wears size 16."),
            ("2026-10-25 22:12", "The shopper likes coral."),
        ],
        "visits": [
            (
                "2026-10-25",
                "cruise wear, 16, love coral",
                "Here are coral maxi dresses and swimsuits in 16.",
                "The shopper browsed coral maxi dresses and swimsuits for a cruise.",
            ),
        ],
        "questions": [
            ("What am I doing in March?", [["cruise"]], []),
            ("my size", [["16"]], []),
            ("what colour do I love", [["coral"]], []),
            ("What did we look at for my trip?", [["maxi", "dress", "swimsuit"]], []),
            ("my budget?", [[NOT_KNOWN]], []),
            ("what brand do i like", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-12 10:00", "The shopper wears UK 7 shoes."),
            ("2026-11-23 10:00", "The shopper wears UK 7.5 shoes."),
        ],
        "visits": [
            (
                "2026-09-12",
                "loafers in 7?",
                "Brown and black loafers in UK 7.",
                "",
            ),
            (
                "2026-11-23",
                "my feet seem to have grown, 7.5 now, any chelsea boots",
                "Black chelsea boots in UK 7.5.",
                "The shopper looked at black chelsea boots in UK 7.5.",
            ),
        ],
        "questions": [
            ("what shoe size am I now?", [["7.5"]], []),
            ("what was it before?", [["7"]], []),
            ("What did I look at in September?", [["loafer"]], []),
            ("What did I look at most recently?", [["chelsea", "boot"]], []),
            ("Do I have a budget?", [[NOT_KNOWN]], []),
            ("any colours I said I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-11 16:15", "The shopper is going to a stag do on 2026-12-12."),
            ("2026-11-11 16:16", "The shopper wears size L."),
            ("2026-11-11 16:17", "The shopper prefers {brand3}."),
            ("2026-11-11 16:18", "The shopper's budget is up to 50."),
        ],
        "visits": [],
        "questions": [
            ("whats on the 12th", [["stag"]], []),
            ("which brand do I like", [["{brand3}"]], []),
            ("What size am I?", [["L", "large"]], []),
            ("how much do I spend max", [["50"]], []),
            ("What colours do I avoid?", [[NOT_KNOWN]], []),
            ("brand and budget", [["{brand3}"], ["50"]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-01 09:00", "The shopper likes lilac."),
            ("2026-10-01 09:01", "The shopper has a prom on 2027-06-19."),
            ("2026-10-01 09:02", "The shopper wears size 8."),
        ],
        "visits": [
            (
                "2026-10-01",
                "prom dresses in lilac, size 8",
                "Three lilac prom dresses in size 8.",
                "The shopper looked at lilac prom dresses.",
            ),
            (
                "2026-11-07",
                "shoes to go with a lilac dress?",
                "Silver strappy heels would go well.",
                "The shopper looked at silver strappy heels.",
            ),
        ],
        "questions": [
            ("what's my event next June", [["prom"]], []),
            ("Favourite colour?", [["lilac"]], []),
            ("what did I look at in October", [["dress"]], []),
            ("and what about in November?", [["heel"]], []),
            ("dress size?", [["8"]], []),
            ("What's my budget", [[NOT_KNOWN]], []),
            ("what brand do I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-28 12:45", "The shopper wears a 2XL hoodie."),
            ("2026-11-28 12:46", "The shopper likes charcoal."),
        ],
        "visits": [
            (
                "2026-11-28",
                "2xl hoodies in charcoal",
                "Here's a charcoal zip hoodie in 2XL.",
                "",
            ),
        ],
        "questions": [
            ("What size hoodie do I wear?", [["2XL", "XXL"]], []),
            ("colour I like?", [["charcoal"]], []),
            ("what did I look at the other day", [["hoodie"]], []),
            ("have I mentioned a brand?", [[NOT_KNOWN]], []),
            ("whats my budget", [[NOT_KNOWN]], []),
            ("anything coming up I told you about?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-16 14:30", "The shopper's budget is up to 120."),
            ("2026-09-16 14:31", "The shopper prefers {brand1}."),
            ("2026-09-16 14:32", "The shopper wears size M."),
            ("2026-11-29 14:30", "The shopper is going on a first date on 2026-12-05."),
        ],
        "visits": [
            (
                "2026-09-16",
                "{brand1} jacket, medium, up to 120",
                "A {brand1} bomber jacket in M for 110.",
                "The shopper looked at a {brand1} bomber jacket.",
            ),
            (
                "2026-11-29",
                "first date saturday!! need a nice shirt",
                "Here are some {brand1} shirts in M.",
                "The shopper looked at {brand1} shirts for a first date.",
            ),
        ],
        "questions": [
            ("What have I got on Saturday?", [["date"]], []),
            ("what's my budget", [["120"]], []),
            ("brand?", [["{brand1}"]], []),
            ("size", [["M", "medium"]], []),
            ("what did I look at in September", [["bomber", "jacket"]], []),
            ("what was I shopping for last time", [["shirt"]], []),
            ("colours I hate", [[NOT_KNOWN]], []),
            ("What do you remember about me?", [["{brand1}"], ["M", "medium"], ["120"]], []),
        ],
    },
]
