"""Questions about the shopper of held-out split "test4" (issue 18).

Written by hand on 2026-12-02 by a sixth writer, blind: from the issue's categories and the
corpus format alone, without seeing the offline model's code or tests, nor any other split's
sentences. Each profile holds the facts recalled about one shopper (when stated, a third-person
sentence), earlier visits (day, the shopper's message, the assistant's answer, the context the
memory server extracted or "" when none) and questions with what the answer must say (groups
of alternatives, one of each group) and must not say (an older fact a newer one replaced).
`[NOT_KNOWN]` as a group: the answer says it does not know. No date holds a `must_not` number.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    # 1: size, colour, budget; one visit; brand never stated
    {
        "facts": [
            ("2026-10-03 14:05", "The shopper wears size M."),
            ("2026-10-03 14:06", "The shopper loves navy."),
            ("2026-10-03 14:08", "The shopper's budget is about 60."),
        ],
        "visits": [
            (
                "2026-10-08",
                "have you got any navy jumpers in medium?",
                "Yes, two navy jumpers come in M: the Harbour Navy Jumper and the Classic "
                "Navy Jumper, both under 60.",
                "The shopper was looking for a navy jumper in medium.",
            ),
        ],
        "questions": [
            ("what do you remember about me?", [["M", "medium"], ["navy"], ["60"]], []),
            ("What size do I wear?", [["M", "medium"]], []),
            ("which colour am I keen on", [["navy"]], []),
            ("How much do I usually want to spend?", [["60"]], []),
            ("Do you know which brand I prefer?", [[NOT_KNOWN]], []),
            ("what was i looking at last time", [["jumper", "sweater", "knit"]], []),
        ],
    },
    # 2: a dress size that changed; a wedding; colour and budget never stated
    {
        "facts": [
            ("2026-06-03 10:15", "The shopper takes a UK 12 in dresses."),
            ("2026-08-21 09:40", "The shopper is going to a wedding in Lisbon in June."),
            ("2026-10-20 16:45", "The shopper now takes a UK 10 in dresses."),
        ],
        "visits": [],
        "questions": [
            ("What dress size am I now?", [["10"]], ["12"]),
            ("remind me of my size?", [["10"]], ["12"]),
            ("What event have I got coming up?", [["wedding"]], []),
            ("Where's the wedding again?", [["Lisbon"]], []),
            ("Do you know what colours suit me?", [[NOT_KNOWN]], []),
            ("Have I told you my budget?", [[NOT_KNOWN]], []),
        ],
    },
    # 3: colour dislikes and a like, a brand, a blazer size
    {
        "facts": [
            ("2026-07-11 18:20", "The shopper can't stand mustard."),
            ("2026-07-11 18:21", "The shopper avoids anything beige."),
            ("2026-07-11 18:23", "The shopper loves forest green."),
            ("2026-08-02 11:05", "The shopper usually buys {brand2}."),
            ("2026-08-02 11:07", "The shopper wears a 40R blazer."),
        ],
        "visits": [
            (
                "2026-08-02",
                "any blazers in a 40 regular?",
                "The Heritage Charcoal Blazer and the City Navy Blazer both come in 40R.",
                "The shopper was looking for a blazer in 40 regular.",
            ),
        ],
        "questions": [
            ("Which colours should you steer me away from?", [["mustard"], ["beige"]], []),
            ("what colour do I love", [["forest green", "green"]], []),
            ("Who's my favourite brand?", [["{brand2}"]], []),
            ("What blazer size do I take?", [["40R", "40 regular"]], []),
            ("Do you know my shoe size?", [[NOT_KNOWN]], []),
            ("what did I come in for before?", [["blazer"]], []),
        ],
    },
    # 4: a budget that went up; a brand disliked; a hiking trip
    {
        "facts": [
            ("2026-04-16 13:10", "The shopper can't go over 90."),
            ("2026-05-05 10:20", "The shopper would never buy {brand1} again."),
            ("2026-09-18 17:35", "The shopper is going hiking in the Lake District in October."),
            ("2026-09-18 17:40", "The shopper's budget is now 150, after a bonus."),
        ],
        "visits": [
            (
                "2026-09-18",
                "I need walking boots for the Lakes, I can spend up to 150 now",
                "Here are three pairs of walking boots under 150, all waterproof.",
                "The shopper was looking for walking boots for a hiking trip.",
            ),
        ],
        "questions": [
            ("What's my budget these days?", [["150"]], ["90"]),
            ("Is there a brand I don't get on with?", [["{brand1}"]], []),
            ("what's the trip I've got planned", [["hiking", "hike", "walking"]], []),
            ("What was I shopping for on my last visit?", [["boots"]], []),
            ("Do you know what size I am?", [[NOT_KNOWN]], []),
            (
                "Tell me everything you know about me.",
                [["150"], ["{brand1}"], ["hiking", "hike", "walking", "Lake District"]],
                ["90"],
            ),
        ],
    },
    # 5: shoe size, waist and leg, a colour; one visit
    {
        "facts": [
            ("2026-09-02 08:50", "The shopper's feet are an EU 41."),
            ("2026-09-02 08:52", "The shopper wears a 32 waist with a 34 leg."),
            ("2026-09-06 19:15", "The shopper likes charcoal."),
        ],
        "visits": [
            (
                "2026-09-06",
                "chinos in a 32 waist?",
                "The Weekend Stone Chino and the City Charcoal Chino come in W32.",
                "The shopper was looking for chinos with a 32 waist.",
            ),
        ],
        "questions": [
            ("What shoe size am I?", [["41"]], []),
            ("my jeans size, please", [["32"], ["34"]], []),
            ("What colour do I tend to go for?", [["charcoal"]], []),
            ("Have I said how much I want to spend?", [[NOT_KNOWN]], []),
            ("Have I mentioned any events coming up?", [[NOT_KNOWN]], []),
            ("What did I ask about before?", [["chinos"]], []),
        ],
    },
    # 6: a new job at a bank, collar and jacket sizes, a budget
    {
        "facts": [
            ("2026-10-24 20:10", "The shopper starts a new job at a bank on Monday."),
            ("2026-10-24 20:11", "The shopper's collar is 15.5."),
            ("2026-10-24 20:13", "The shopper wears a 42 long in jackets."),
            ("2026-10-24 20:15", "The shopper can spend up to 200 on a jacket."),
        ],
        "visits": [],
        "questions": [
            ("What's coming up for me?", [["bank", "job"]], []),
            ("what's my collar size", [["15.5", "15½", "fifteen and a half"]], []),
            ("Which jacket size should I get?", [["42"], ["long", "42L"]], []),
            ("How much can I spend on a jacket?", [["200"]], []),
            ("Do you know what colours I like?", [[NOT_KNOWN]], []),
            ("Which brand do I normally buy?", [[NOT_KNOWN]], []),
        ],
    },
    # 7: a student: earthy colours, a small budget, back to uni
    {
        "facts": [
            ("2026-08-14 15:25", "The shopper likes earthy colours, rust and camel."),
            ("2026-08-14 15:27", "The shopper is a student and wants to stay under 35."),
            ("2026-08-20 11:40", "The shopper is heading back to university in September."),
        ],
        "visits": [
            (
                "2026-08-20",
                "need a rain jacket before I go back to uni, cheap as possible",
                "The Coastal Rust Rain Jacket is 34.99 and the Everyday Camel Raincoat is 32.50.",
                "The shopper was looking for a cheap rain jacket for university.",
            ),
        ],
        "questions": [
            ("which colours are my thing?", [["rust"], ["camel"]], []),
            ("Whats my limit", [["35"]], []),
            ("What am I getting ready for?", [["uni", "university"]], []),
            ("what size am I?", [[NOT_KNOWN]], []),
            ("What was I after last time I was here?", [["raincoat", "rain jacket"]], []),
            ("Do I have a favourite label?", [[NOT_KNOWN]], []),
        ],
    },
    # 8: a shoe size that changed; cobalt; a half marathon
    {
        "facts": [
            ("2026-05-14 11:20", "The shopper wears a US 9 shoe."),
            ("2026-06-01 18:05", "The shopper loves cobalt blue."),
            ("2026-06-01 18:06", "The shopper is running a half marathon in the spring."),
            ("2026-10-27 15:45", "The shopper's shoe size is now a US 10."),
        ],
        "visits": [
            (
                "2026-10-27",
                "running shoes in a 10 please, my feet have gone up a size",
                "Here are the Summit Cobalt Running Shoe and the Studio Black Running Shoe "
                "in US 10.",
                "The shopper was looking for running shoes in US 10.",
            ),
        ],
        "questions": [
            ("What shoe size do I take now?", [["10"]], ["9"]),
            ("am I training for anything?", [["half marathon", "marathon"]], []),
            ("What's my favourite colour?", [["cobalt", "blue"]], []),
            ("Do you know my budget?", [[NOT_KNOWN]], []),
            (
                "What do you know about me?",
                [["10"], ["cobalt", "blue"], ["marathon"]],
                ["9"],
            ),
            ("What did I look at last time?", [["running shoes", "trainers", "sneakers"]], []),
        ],
    },
    # 9: a brand that changed; XL; white avoided
    {
        "facts": [
            ("2026-03-08 10:40", "The shopper always buys {brand0}."),
            ("2026-03-08 10:42", "The shopper wears XL."),
            ("2026-06-19 16:25", "The shopper avoids white, it shows every mark."),
            ("2026-10-05 13:50", "The shopper has switched from {brand0} to {brand3}."),
        ],
        "visits": [
            (
                "2026-10-05",
                "shirts in XL from {brand3}?",
                "Two {brand3} shirts come in XL: the Lane Navy Shirt and the Ridge Olive Shirt.",
                "The shopper was looking for {brand3} shirts in XL.",
            ),
        ],
        "questions": [
            ("Which brand am I into at the moment?", [["{brand3}"]], ["{brand0}"]),
            ("what size do i wear", [["XL", "extra large"]], []),
            ("Is there a colour I stay away from?", [["white"]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("Any plans of mine you know about?", [[NOT_KNOWN]], []),
            ("What did I ask for on my last visit?", [["shirt"]], []),
        ],
    },
    # 10: several facts stated together; a garden party
    {
        "facts": [
            ("2026-07-22 09:15", "The shopper wears a UK 8."),
            ("2026-07-22 09:15", "Green suits the shopper."),
            ("2026-07-22 09:16", "The shopper is happy to spend about 70."),
            ("2026-07-22 09:18", "The shopper is going to a garden party at the end of the month."),
        ],
        "visits": [],
        "questions": [
            (
                "What do you know about me so far?",
                [["8"], ["green"], ["70"], ["garden party", "party"]],
                [],
            ),
            ("my size please", [["8"]], []),
            ("What colour suits me?", [["green"]], []),
            ("how much am I happy to spend", [["70"]], []),
            ("What's the occasion I'm shopping for?", [["garden party", "party"]], []),
            ("Which brands do I like?", [[NOT_KNOWN]], []),
        ],
    },
    # 11: a budget that went down; waist and leg; a loyal brand
    {
        "facts": [
            ("2026-02-17 19:05", "The shopper's limit is 120."),
            ("2026-02-17 19:07", "The shopper wears a 36 waist with a 30 leg."),
            ("2026-04-03 14:25", "The shopper buys {brand4} whenever possible."),
            ("2026-09-29 21:10", "The shopper's budget is now 80, money is tighter."),
        ],
        "visits": [
            (
                "2026-09-29",
                "boots under 80 from {brand4}?",
                "The Fell Chocolate Boot by {brand4} is 78.50.",
                "The shopper was looking for {brand4} boots under 80.",
            ),
        ],
        "questions": [
            ("What's my budget?", [["80"]], ["120"]),
            ("What size jeans do I wear?", [["36"], ["30"]], []),
            ("which brand do I stick with", [["{brand4}"]], []),
            ("Any idea what colours I like?", [[NOT_KNOWN]], []),
            ("What did I come in for last time?", [["boots"]], []),
            ("Tell me what you know about me", [["80"], ["36"], ["{brand4}"]], ["120"]),
        ],
    },
    # 12: a christening, pastels avoided, medium, a budget
    {
        "facts": [
            ("2026-11-04 10:05", "The shopper has a christening to go to on Sunday."),
            ("2026-11-04 10:06", "Pastels wash the shopper out."),
            ("2026-11-04 10:08", "The shopper is a medium."),
            ("2026-11-04 10:09", "The shopper's budget is 60."),
        ],
        "visits": [
            (
                "2026-11-04",
                "I need a dress for a christening, medium, around 60",
                "The Meadow Plum Midi Dress is 58 and comes in M.",
                "The shopper was looking for a dress for a christening.",
            ),
        ],
        "questions": [
            ("What's the event I'm dressing for?", [["christening"]], []),
            ("Which colours should I avoid?", [["pastel"]], []),
            ("what size am i", [["M", "medium"]], []),
            ("What's my budget?", [["60"]], []),
            ("Do you know my favourite brand?", [[NOT_KNOWN]], []),
            ("what was I looking at before?", [["dress"]], []),
        ],
    },
    # 13: a letter size that changed; skiing; black
    {
        "facts": [
            ("2026-03-26 17:20", "The shopper is a small."),
            ("2026-05-09 13:35", "The shopper loves black."),
            ("2026-10-16 18:40", "The shopper is going skiing in January."),
            ("2026-10-16 18:41", "The shopper now takes a medium, having bulked up at the gym."),
        ],
        "visits": [],
        "questions": [
            ("what size am I these days?", [["M", "medium"]], ["small"]),
            ("When am I going skiing?", [["January"]], []),
            ("Favourite colour?", [["black"]], []),
            ("What's my budget, do you know?", [[NOT_KNOWN]], []),
            ("Do you know my shoe size?", [[NOT_KNOWN]], []),
            (
                "What do you know about me?",
                [["M", "medium"], ["ski"], ["black"]],
                ["small"],
            ),
        ],
    },
    # 14: an American shopper: dress size, budget, red, a graduation
    {
        "facts": [
            ("2026-05-28 20:45", "The shopper wears a US 6 dress."),
            ("2026-05-28 20:46", "The shopper spends at most 80 dollars on a dress."),
            ("2026-05-28 20:48", "The shopper's favorite color is red."),
            ("2026-05-28 20:50", "The shopper is graduating in July."),
        ],
        "visits": [
            (
                "2026-06-15",
                "do you have any sandals for a graduation?",
                "Here are the Cove Red Sandal and the Orchard White Sandal.",
                "The shopper was looking for sandals for a graduation.",
            ),
        ],
        "questions": [
            ("hey what size dress do I wear again?", [["6"]], []),
            ("What's my max for a dress?", [["80"]], []),
            ("what color do I like?", [["red"]], []),
            ("What's happening in July for me?", [["graduation", "graduating"]], []),
            ("Which brands do I like?", [[NOT_KNOWN]], []),
            ("What was I shopping for last time?", [["sandals"]], []),
        ],
    },
    # 15: collar, a shirt brand, a black tie do, brown disliked; two visits
    {
        "facts": [
            ("2026-09-10 12:20", "The shopper has a 16 inch collar and likes a slim fit."),
            ("2026-09-10 12:22", "The shopper buys all their shirts from {brand0}."),
            ("2026-10-13 19:55", "The shopper has a black tie do at work in December."),
            ("2026-10-13 19:57", "Brown never looks good on the shopper."),
        ],
        "visits": [
            (
                "2026-09-10",
                "need a blazer for work",
                "Here are the Heritage Navy Blazer and the Studio Charcoal Blazer.",
                "The shopper was looking for a blazer for work.",
            ),
            (
                "2026-10-13",
                "any slim shirts in a 16 collar from {brand0}?",
                "The City White Shirt by {brand0} comes in a 16 collar, slim fit.",
                "The shopper was looking for {brand0} shirts with a 16 collar.",
            ),
        ],
        "questions": [
            ("What's my collar size?", [["16"]], []),
            ("where do I buy my shirts", [["{brand0}"]], []),
            ("What am I dressing up for?", [["black tie", "black-tie"]], []),
            ("Is there a colour I never wear?", [["brown"]], []),
            ("How much do I like to spend?", [[NOT_KNOWN]], []),
            ("What was I after on my first visit?", [["blazer"]], []),
        ],
    },
    # 16: a holiday that moved; sandal size; white; a budget
    {
        "facts": [
            ("2026-04-23 16:05", "The shopper is going to Portugal in July."),
            ("2026-04-23 16:07", "The shopper wears an EU 40 in sandals."),
            ("2026-04-23 16:08", "The shopper loves wearing white in summer."),
            ("2026-04-23 16:10", "The shopper never spends over 45 on anything."),
            ("2026-06-25 10:35", "The shopper's Portugal holiday has moved to September."),
        ],
        "visits": [],
        "questions": [
            ("When's my holiday?", [["September"]], ["July"]),
            ("where am I off to?", [["Portugal"]], []),
            ("What sandal size am I?", [["40"]], []),
            ("Which colour do I love in summer?", [["white"]], []),
            ("What's my spending limit?", [["45"]], []),
            ("Do I have a brand I like?", [[NOT_KNOWN]], []),
        ],
    },
    # 17: earlier visits: a raincoat then a beanie
    {
        "facts": [
            ("2026-09-05 11:45", "The shopper is tall and always takes an L."),
        ],
        "visits": [
            (
                "2026-09-05",
                "I'm tall, always an L. Need a raincoat that's long enough",
                "The Coastal Navy Raincoat comes in L and is cut long.",
                "The shopper was looking for a long raincoat in L.",
            ),
            (
                "2026-10-11",
                "any beanies?",
                "Here are the Harbour Grey Beanie and the Fell Olive Beanie, both one size.",
                "The shopper was looking for a beanie.",
            ),
        ],
        "questions": [
            (
                "What have I been shopping for with you?",
                [["raincoat", "rain jacket"], ["beanie", "hat"]],
                [],
            ),
            ("What did I look for the first time?", [["raincoat", "rain jacket"]], []),
            ("what was the last thing I asked about", [["beanie", "hat"]], []),
            ("What size am I?", [["L", "large"]], []),
            ("Do you know what colours I like?", [[NOT_KNOWN]], []),
            ("How much do I want to spend?", [[NOT_KNOWN]], []),
        ],
    },
    # 18: nothing stated at all
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("What do you know about me?", [[NOT_KNOWN]], []),
            ("what's my size", [[NOT_KNOWN]], []),
            ("Do you remember my budget?", [[NOT_KNOWN]], []),
            ("What's my favourite colour?", [[NOT_KNOWN]], []),
            ("Which brand do I like?", [[NOT_KNOWN]], []),
            ("Am I going anywhere soon?", [[NOT_KNOWN]], []),
        ],
    },
    # 19: a waist that changed; shoe size; olive; a stag do
    {
        "facts": [
            ("2026-01-19 18:10", "The shopper wears a 32 waist."),
            ("2026-05-06 14:55", "The shopper's trainers are always a 44."),
            ("2026-05-06 14:57", "The shopper is mad about olive."),
            ("2026-08-27 20:05", "The shopper's waist is now 34."),
            ("2026-10-22 19:45", "The shopper has a stag do in Prague next month."),
        ],
        "visits": [],
        "questions": [
            ("What waist am I now?", [["34"]], ["32"]),
            ("what size trainers do I take", [["44"]], []),
            ("What colour am I into?", [["olive"]], []),
            ("What have I got next month?", [["stag"]], []),
            ("Where's the stag do?", [["Prague"]], []),
            ("Have I given you a budget?", [[NOT_KNOWN]], []),
        ],
    },
    # 20: a budget range, a brand, pink disliked, XS
    {
        "facts": [
            ("2026-07-07 13:15", "The shopper likes to spend between 40 and 60."),
            ("2026-07-07 13:16", "The shopper is a {brand1} girl through and through."),
            ("2026-07-07 13:18", "The shopper hates pink."),
            ("2026-07-07 13:19", "The shopper wears XS."),
        ],
        "visits": [],
        "questions": [
            ("How much do I normally spend?", [["40"], ["60"]], []),
            ("What's my favourite brand?", [["{brand1}"]], []),
            ("any colours I hate?", [["pink"]], []),
            ("What size do I take?", [["XS", "extra small"]], []),
            ("Do you know if I have any events coming up?", [[NOT_KNOWN]], []),
            (
                "Sum up what you know about me",
                [["40"], ["{brand1}"], ["pink"], ["XS", "extra small"]],
                [],
            ),
        ],
    },
    # 21: a short blazer, jewel tones, a funeral
    {
        "facts": [
            ("2026-11-10 09:25", "The shopper wears a 38 short in blazers."),
            ("2026-11-10 09:26", "The shopper suits plum and burgundy."),
            ("2026-11-16 17:40", "The shopper has a funeral to go to on Friday."),
        ],
        "visits": [
            (
                "2026-11-16",
                "i need a dark coat for a funeral on friday",
                "The Classic Black Coat and the City Charcoal Coat are both in stock.",
                "The shopper was looking for a dark coat for a funeral.",
            ),
        ],
        "questions": [
            ("What blazer size am I?", [["38"], ["short", "38S"]], []),
            ("which colours suit me", [["plum"], ["burgundy"]], []),
            ("What have I got on Friday?", [["funeral"]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("Do I have a brand I always buy?", [[NOT_KNOWN]], []),
            ("What did I look at last time?", [["coat"]], []),
        ],
    },
    # 22: a colour that changed; a dress size, a budget, a new office job
    {
        "facts": [
            ("2026-02-24 15:35", "The shopper loves mustard."),
            ("2026-06-17 11:10", "The shopper wears a UK 14."),
            ("2026-06-17 11:12", "The shopper's budget is about 50 for a jumper."),
            ("2026-10-28 16:20", "The shopper has gone off mustard and now prefers sage."),
            ("2026-10-28 16:22", "The shopper starts a new office job next week."),
        ],
        "visits": [],
        "questions": [
            ("What colour am I into now?", [["sage"]], []),
            ("What's my dress size?", [["14"]], []),
            ("How much do I spend on a jumper?", [["50"]], []),
            ("What's happening next week for me?", [["office", "job", "work"]], []),
            ("Do you know what brand I like?", [[NOT_KNOWN]], []),
            ("What do you know about me?", [["sage"], ["14"], ["50"]], []),
        ],
    },
    # 23: half-size shoes, a waist, a knitwear brand, a trainer budget
    {
        "facts": [
            ("2026-08-06 19:50", "The shopper wears a US 9.5 shoe."),
            ("2026-08-06 19:51", "The shopper's jeans are a 33 waist."),
            ("2026-08-06 19:53", "{brand2} is the shopper's go-to for knitwear."),
            ("2026-08-06 19:55", "The shopper's absolute max for trainers is 95."),
        ],
        "visits": [
            (
                "2026-08-06",
                "show me cardigans from {brand2}",
                "Here are the Weekend Oatmeal Cardigan and the Meadow Sage Cardigan by {brand2}.",
                "The shopper was looking for {brand2} cardigans.",
            ),
        ],
        "questions": [
            ("What size trainers should I get?", [["9.5", "nine and a half"]], []),
            ("what waist are my jeans", [["33"]], []),
            ("Which brand do I like for knitwear?", [["{brand2}"]], []),
            ("What's the most I'll pay for trainers?", [["95"]], []),
            ("Do you know what colours I like?", [[NOT_KNOWN]], []),
            ("What was I browsing last time?", [["cardigan"]], []),
        ],
    },
    # 24: a budget that went up; 3XL; dark colours
    {
        "facts": [
            ("2026-01-08 10:15", "The shopper's budget is 30."),
            ("2026-01-08 10:16", "The shopper wears 3XL in everything."),
            ("2026-01-08 10:18", "The shopper goes for dark colours."),
            ("2026-09-15 17:25", "The shopper's budget is now 50, after a new job."),
        ],
        "visits": [],
        "questions": [
            ("What's my budget now?", [["50"]], ["30"]),
            ("what size do I wear?", [["3XL", "XXXL"]], []),
            ("What colours do I go for?", [["dark"]], []),
            ("Which brand do I buy?", [[NOT_KNOWN]], []),
            ("Am I shopping for anything in particular?", [[NOT_KNOWN]], []),
            ("Tell me what you remember about me", [["50"], ["3XL", "XXXL"], ["dark"]], ["30"]),
        ],
    },
    # 25: the Camino; tops and trousers in different sizes; beige avoided
    {
        "facts": [
            ("2026-03-17 14:45", "The shopper is walking the Camino in May."),
            ("2026-03-17 14:47", "The shopper is a large on top and a medium on the bottom."),
            ("2026-03-17 14:48", "The shopper stays away from beige."),
        ],
        "visits": [
            (
                "2026-03-17",
                "walking boots for the Camino?",
                "The Summit Brown Boot and the Ridge Black Boot are both good for long walks.",
                "The shopper was looking for walking boots for the Camino.",
            ),
        ],
        "questions": [
            ("What trip am I preparing for?", [["Camino"]], []),
            ("When am I off walking?", [["May"]], []),
            ("What size tops do I wear?", [["L", "large"]], []),
            ("What size trousers do I take?", [["M", "medium"]], []),
            ("Which colour do I avoid?", [["beige"]], []),
            ("What did I look at last time?", [["boots"]], []),
        ],
    },
    # 26: brand and budget in one sentence; EU 38 trousers; a festival
    {
        "facts": [
            ("2026-06-09 12:35", "The shopper always buys {brand0}."),
            ("2026-06-09 12:35", "The shopper never pays more than 80."),
            ("2026-06-09 12:37", "The shopper wears an EU 38 in trousers."),
            ("2026-06-09 12:39", "The shopper is going to a festival this summer."),
        ],
        "visits": [
            (
                "2026-06-09",
                "wide leg jeans in a 38?",
                "The Lane Navy Jean and the Weekend Black Jean come in EU 38.",
                "The shopper was looking for wide leg jeans in EU 38.",
            ),
        ],
        "questions": [
            ("What brand do I buy?", [["{brand0}"]], []),
            ("what's the most I'll pay", [["80"]], []),
            ("What size trousers am I?", [["38"]], []),
            ("What have I got on this summer?", [["festival"]], []),
            ("Do you know which colours I like?", [[NOT_KNOWN]], []),
            ("What was I looking for on my last visit?", [["jeans"]], []),
        ],
    },
    # 27: a dinner that moved; a long jacket; charcoal and navy
    {
        "facts": [
            ("2026-10-02 20:25", "The shopper has a black tie dinner on 14 November."),
            ("2026-10-02 20:27", "The shopper wears a 42 long in jackets."),
            ("2026-10-02 20:28", "The shopper is a charcoal and navy kind of person."),
            ("2026-10-26 09:05", "The shopper's dinner has moved to 21 November."),
        ],
        "visits": [
            (
                "2026-10-26",
                "a dress shirt for a black tie dinner",
                "The City White Shirt comes with a wing collar and French cuffs.",
                "The shopper was looking for a dress shirt for a black tie dinner.",
            ),
        ],
        "questions": [
            ("When's my dinner now?", [["21"]], ["14"]),
            ("What kind of event is it?", [["black tie", "black-tie", "dinner"]], []),
            ("What jacket size do I take?", [["42"], ["long", "42L"]], []),
            ("What colours do I wear?", [["charcoal"], ["navy"]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("What was I after last time?", [["shirt"]], []),
        ],
    },
]
