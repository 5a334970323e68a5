"""Questions about the shopper, test3 split (issue 18, M7, M8.1, M8.2).

Written on 2026-12-02 by the test3 corpus writer (a helper session), blind to the offline model,
its tests and the other splits' questions (dev's file was read for the format only). Profiles
and questions were made up by hand: shoppers of a clothing and shoe shop with what they told it
and what they looked at, and the questions such a shopper asks about themself, in many
phrasings.

Each profile is what recall found for one shopper: `facts` as (stated at, fact) and `visits`
as (day, shopper's message, assistant's answer, the context the memory server extracted, or ""
when it extracted none and the raw exchange is rendered). Each question: (text, must, must_not):
every group in `must` needs one of its alternatives in the reply; nothing in `must_not` may
appear (an older, overridden fact). `{brand0}`..: the brands of the split's first catalogue.
`NOT_KNOWN` stands for "the reply says it does not know" (see offline_corpus.NOT_KNOWN).
"""

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    {
        "facts": [
            ("2026-05-03 14:10", "The shopper wears size S."),
            ("2026-05-03 14:11", "The shopper likes olive."),
            ("2026-05-03 14:12", "The shopper's budget is up to 70 EUR."),
            ("2026-05-09 09:30", "The shopper is going on a hiking trip in the Alps."),
        ],
        "visits": [
            (
                "2026-05-09",
                "waterproof boots for the Alps?",
                "I found the Summit Chocolate Boot and the Fell Olive Boot.",
                "The shopper asked for waterproof boots for a hiking trip in the Alps.",
            ),
        ],
        "questions": [
            ("what do you know about me?", [["S", "small"], ["olive"], ["70"], ["hiking", "Alps"]], []),
            ("remind me of my size", [["S", "small"]], []),
            ("What's my favourite colour?", [["olive"]], []),
            ("how much am I happy to spend?", [["70"]], []),
            ("what trip am I getting ready for?", [["hiking", "Alps"]], []),
            ("what did you suggest to me last time?", [["boot"]], []),
            ("have I told you which brand I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-06-01 19:05", "The shopper's shoe size is UK 7."),
            ("2026-06-01 19:06", "The shopper prefers {brand1}."),
            ("2026-06-01 19:08", "The shopper is a guest at a wedding in June."),
        ],
        "visits": [
            (
                "2026-06-01",
                "heels for a june wedding, nothing too high",
                "Here are the Studio Blush Sandal and the Lane Red Sandal, both with a low heel.",
                "",
            ),
        ],
        "questions": [
            ("What shoe size did I give you?", [["7"]], []),
            ("which brand do I usually go for?", [["{brand1}"]], []),
            ("what's the event I'm dressing for again?", [["wedding"]], []),
            ("Tell me everything you know about me.", [["7"], ["{brand1}"], ["wedding"]], []),
            ("What did I ask about on my last visit?", [["sandal", "heel"]], []),
            ("which colours do I like?", [[NOT_KNOWN]], []),
            ("do you know my dress size?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-15 10:20", "The shopper wears UK dress size 12."),
            ("2026-01-15 10:21", "The shopper dislikes white."),
            ("2026-04-23 17:40", "The shopper wears UK dress size 10."),
        ],
        "visits": [],
        "questions": [
            ("what dress size am I?", [["10"]], ["12"]),
            ("Can you remind me what size I take now?", [["10"]], ["12"]),
            ("what size have I told you I am", [["10"]], ["12"]),
            ("any colours I don't wear?", [["white"]], []),
            ("what do you know about me", [["10"], ["white"]], ["12"]),
            ("what's my budget?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-08-02 12:00", "The shopper's jeans size is W32 L34."),
            ("2026-08-02 12:01", "The shopper likes charcoal and black."),
            ("2026-08-02 12:03", "The shopper is starting a job as a teacher in September."),
        ],
        "visits": [],
        "questions": [
            ("what's my jeans size?", [["W32", "32"], ["L34", "34"]], []),
            ("what colours suit me?", [["charcoal"], ["black"]], []),
            ("remind me, what am I shopping for?", [["teach", "job", "school"]], []),
            ("What do you know about me?", [["W32", "32"], ["charcoal", "black"], ["teach", "job"]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("which brand do I prefer?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [],
        "visits": [
            (
                "2026-02-11",
                "I need a warm parka, moving to Norway",
                "I showed you the Ridge Olive Parka and the Coastal Camel Parka.",
                "The shopper looked for a warm parka for a move to Norway.",
            ),
            (
                "2026-03-02",
                "a thermal beanie to go with it?",
                "Here's the City Red Beanie.",
                "The shopper asked for a warm beanie.",
            ),
            (
                "2026-03-28",
                "cashmere scarf in camel?",
                "I found the Heritage Camel Scarf.",
                "The shopper looked at a camel scarf.",
            ),
        ],
        "questions": [
            ("when was I last here?", [["2026-03-28", "28 March", "March 28", "28th March", "March 28th", "28 Mar", "Mar 28"]], []),
            ("what did I look at last time?", [["scarf", "scarves"]], []),
            ("what have I been shopping for with you?", [["parka"], ["beanie"], ["scarf", "scarves"]], []),
            ("what did you show me the first time I came in?", [["parka"]], []),
            ("which parkas did you suggest to me?", [["Ridge Olive Parka", "Coastal Camel Parka", "Ridge", "Coastal"]], []),
            ("what size am I?", [[NOT_KNOWN]], []),
            ("what did I ask about in March?", [["beanie"], ["scarf", "scarves"]], []),
        ],
    },
    {
        "facts": [
            ("2026-02-02 08:15", "The shopper's budget is under 50 GBP."),
            ("2026-02-02 08:16", "The shopper likes burgundy."),
            ("2026-05-05 21:10", "The shopper's budget is up to 90 GBP."),
        ],
        "visits": [],
        "questions": [
            ("what's my budget now?", [["90"]], ["50"]),
            ("How much can I spend, did I say?", [["90"]], ["50"]),
            ("remind me of my spending limit", [["90"]], ["50"]),
            ("which colour do I love?", [["burgundy"]], []),
            ("what do you know about me", [["90"], ["burgundy"]], ["50"]),
            ("Am I shopping for anything special?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-07-11 13:00", "The shopper likes {brand2}."),
            ("2026-07-11 13:02", "The shopper dislikes {brand4}."),
            ("2026-07-11 13:04", "The shopper wears size XL."),
        ],
        "visits": [],
        "questions": [
            ("which brands do I like?", [["{brand2}"]], []),
            ("Which brand do I avoid?", [["{brand4}"]], []),
            ("what size do I wear?", [["XL", "extra large", "extra-large"]], []),
            ("what do you know about my taste in brands?", [["{brand2}"], ["{brand4}"]], []),
            ("is there an occasion I'm shopping for?", [[NOT_KNOWN]], []),
            ("which colours do I steer clear of?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-08-19 16:30", "The shopper buys clothes for their son, who wears age 6-7."),
            ("2026-08-19 16:31", "The shopper's budget for kids' clothes is under 25 EUR."),
            ("2026-08-19 16:33", "The shopper's son is starting school in September."),
        ],
        "visits": [],
        "questions": [
            ("what age size do I buy for my son?", [["6", "6-7"]], []),
            ("What's my budget for the kids' things?", [["25"]], []),
            ("what's coming up that I'm shopping for?", [["school"]], []),
            ("what do you remember about me?", [["6", "6-7"], ["25"], ["school"]], []),
            ("what's my own size?", [[NOT_KNOWN]], []),
            ("do I have a favourite brand?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-03-09 11:45", "The shopper wears a 40 regular blazer."),
            ("2026-03-09 11:46", "The shopper's collar size is 15.5."),
            ("2026-03-09 11:48", "The shopper has a job interview at a law firm."),
        ],
        "visits": [],
        "questions": [
            ("what blazer size am I?", [["40", "40R"]], []),
            ("What's my collar size?", [["15.5", "15½", "15 and a half"]], []),
            ("what am I getting ready for?", [["interview"]], []),
            ("tell me what you know about me", [["40", "40R"], ["15.5", "15½", "15 and a half"], ["interview"]], []),
            ("what's my price range?", [[NOT_KNOWN]], []),
            ("do I have a brand I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-06 09:00", "The shopper's favourite colour is red."),
            ("2026-04-17 15:25", "The shopper's favourite colour is cobalt blue."),
            ("2026-04-17 15:26", "The shopper wears size M."),
        ],
        "visits": [],
        "questions": [
            ("what's my favourite colour?", [["cobalt"]], ["red", "Red"]),
            ("Which colour do I like best these days?", [["cobalt"]], ["red", "Red"]),
            ("what colour should you look for when I shop?", [["cobalt"]], ["red", "Red"]),
            ("what size am I?", [["M", "medium"]], []),
            ("what do you know about me?", [["cobalt"], ["M", "medium"]], ["red", "Red"]),
        ],
    },
    {
        "facts": [
            ("2026-09-01 07:50", "The shopper's shoe size is EU 38.5."),
            ("2026-09-01 07:51", "The shopper prefers {brand0} trainers."),
            ("2026-09-01 07:53", "The shopper is training for a 10k run in October."),
        ],
        "visits": [],
        "questions": [
            ("what's my shoe size?", [["38.5", "38½", "38 and a half"]], []),
            ("which brand of trainers do I like?", [["{brand0}"]], []),
            ("what am I training for?", [["10k", "10K", "run"]], []),
            ("What do you know about me?", [["38.5", "38½", "38 and a half"], ["{brand0}"], ["10k", "10K", "run"]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("what did you show me last time?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-04-08 20:10", "The shopper wears US dress size 8."),
            ("2026-04-08 20:11", "The shopper's budget is 120 USD."),
            ("2026-04-08 20:12", "The shopper likes lilac."),
            ("2026-04-08 20:14", "The shopper is going to a baby shower."),
        ],
        "visits": [
            (
                "2026-04-08",
                "a pretty dress for a baby shower, lilac maybe",
                "How about the Meadow Lilac Midi Dress or the Orchard Blush Wrap Dress?",
                "The shopper looked for a lilac dress for a baby shower.",
            ),
        ],
        "questions": [
            ("what size dress do I wear?", [["8"]], []),
            ("how much did I want to spend?", [["120"]], []),
            ("which colour did I say I like?", [["lilac"]], []),
            ("what's the party I'm going to?", [["baby shower", "shower"]], []),
            ("Remind me what I told you.", [["8"], ["120"], ["lilac"], ["shower"]], []),
            ("which dresses did you show me?", [["Meadow Lilac Midi Dress", "Orchard Blush Wrap Dress", "Meadow", "Orchard"]], []),
            ("any brands I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-03-01 18:00", "The shopper is going on a beach holiday to Crete."),
            ("2026-06-22 09:40", "The shopper is going to a conference in Berlin."),
            ("2026-06-22 09:41", "The shopper dislikes mustard."),
        ],
        "visits": [],
        "questions": [
            ("what trip am I shopping for?", [["Berlin", "conference"]], ["Crete"]),
            ("Where am I off to?", [["Berlin"]], ["Crete"]),
            ("what's my next event, did I tell you?", [["conference", "Berlin"]], ["Crete"]),
            ("what colour don't I like?", [["mustard"]], []),
            ("what size am I?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-02-18 10:00", "The shopper wears size L."),
            ("2026-02-18 10:01", "The shopper's shoe size is UK 10."),
            ("2026-02-18 10:02", "The shopper likes navy."),
            ("2026-02-18 10:03", "The shopper dislikes bright colours."),
            ("2026-02-18 10:04", "The shopper's budget is up to 150 EUR."),
            ("2026-02-18 10:05", "The shopper prefers {brand3}."),
        ],
        "visits": [],
        "questions": [
            ("what do you know about me?", [["L", "large"], ["10"], ["navy"], ["bright"], ["150"], ["{brand3}"]], []),
            ("remind me what I've told you", [["L", "large"], ["navy"], ["150"], ["{brand3}"]], []),
            ("give me a rundown of my preferences", [["navy"], ["{brand3}"]], []),
            ("which size clothes do I take?", [["L", "large"]], []),
            ("and my shoe size?", [["10"]], []),
            ("What colours am I not keen on?", [["bright"]], []),
            ("what's my upper limit on price?", [["150"]], []),
            ("whose stuff do I usually buy?", [["{brand3}"]], []),
        ],
    },
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what do you know about me?", [[NOT_KNOWN]], []),
            ("What's my size?", [[NOT_KNOWN]], []),
            ("do you remember my sizes?", [[NOT_KNOWN]], []),
            ("what's my favourite colour?", [[NOT_KNOWN]], []),
            ("how much do I usually spend?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [],
        "visits": [
            (
                "2026-04-04",
                "do you have linen shirts for men in L?",
                "Yes: the Harbour Ecru Shirt and the Weekend Sky Blue Shirt, both in L.",
                "",
            ),
            (
                "2026-04-18",
                "and chinos to go with them, 34 waist",
                "Try the Everyday Stone Chino in W34 L32.",
                "",
            ),
        ],
        "questions": [
            ("what was I looking for last time?", [["chino"]], []),
            ("Which shirts did you show me?", [["Harbour Ecru Shirt", "Weekend Sky Blue Shirt", "Harbour", "Weekend"]], []),
            ("when did I first come in?", [["2026-04-04", "4 April", "April 4", "4th April", "April 4th", "4 Apr", "Apr 4"]], []),
            ("what have I shopped for here so far?", [["shirt"], ["chino"]], []),
            ("when was my last visit?", [["2026-04-18", "18 April", "April 18", "18th April", "April 18th", "18 Apr", "Apr 18"]], []),
            ("what's my favourite brand?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-03 12:30", "The shopper's budget is between 40 and 60 EUR per item."),
            ("2026-10-03 12:31", "The shopper wears size M."),
            ("2026-10-03 12:33", "The shopper dislikes neon colours."),
        ],
        "visits": [],
        "questions": [
            ("what's my budget range?", [["40"], ["60"]], []),
            ("How much do I like to spend on each piece?", [["40", "60"]], []),
            ("medium or large, which am I?", [["M", "medium"]], []),
            ("what colours should you keep away from me?", [["neon"]], []),
            ("what have I told you so far?", [["40", "60"], ["M", "medium"], ["neon"]], []),
            ("What am I buying for, any event?", [[NOT_KNOWN]], []),
        ],
    },
    # A changed brand: load_split formats `must` but not `must_not`, so the older brand is
    # named as it is in this split's first catalogue ({brand1} = Bramblewood, seed 6601).
    {
        "facts": [
            ("2026-02-09 14:00", "The shopper prefers {brand1}."),
            ("2026-06-14 11:20", "The shopper prefers {brand3}."),
            ("2026-06-14 11:22", "The shopper's waist is 30 inches."),
        ],
        "visits": [],
        "questions": [
            ("which brand do I like these days?", [["{brand3}"]], ["Bramblewood"]),
            ("What's my favourite label now?", [["{brand3}"]], ["Bramblewood"]),
            ("who do I usually buy from?", [["{brand3}"]], ["Bramblewood"]),
            ("what's my waist size?", [["30", "W30"]], []),
            ("what do you know about me?", [["{brand3}"], ["30", "W30"]], ["Bramblewood"]),
            ("which colours do I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-05-20 19:00", "The shopper wears size L in tops."),
            ("2026-05-20 19:01", "The shopper's trouser waist is 34."),
            ("2026-05-20 19:03", "The shopper is going to a music festival in July."),
        ],
        "visits": [
            (
                "2026-05-20",
                "shorts and tees for a festival",
                "I found the Weekend Olive Tee and the Cove White Tee.",
                "The shopper looked for t-shirts for a music festival.",
            ),
        ],
        "questions": [
            ("what size top do I wear?", [["L", "large"]], []),
            ("What waist am I?", [["34", "W34"]], []),
            ("remind me of my sizes", [["L", "large"], ["34", "W34"]], []),
            ("what's the event I'm shopping for?", [["festival"]], []),
            ("what was I after last time?", [["tee", "t-shirt", "shorts"]], []),
            ("which tees did you show me?", [["Weekend Olive Tee", "Cove White Tee", "Weekend", "Cove"]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-02 10:10", "The shopper dislikes brown."),
            ("2026-11-02 10:11", "The shopper's shoe size is EU 43."),
        ],
        "visits": [
            (
                "2026-10-14",
                "leather boots for winter?",
                "Here are the Heritage Black Boot and the Ridge Chocolate Boot.",
                "The shopper looked for leather winter boots.",
            ),
            (
                "2026-11-02",
                "not brown please, something in 43",
                "Then the Heritage Black Boot in EU 43 is the one.",
                "The shopper asked for boots in EU 43, not brown.",
            ),
        ],
        "questions": [
            ("what did you show me last time?", [["Heritage Black Boot", "boot"]], []),
            ("which colour do I avoid?", [["brown"]], []),
            ("What's my shoe size?", [["43"]], []),
            ("what was I shopping for on my visits?", [["boot"]], []),
            ("when did I come in first?", [["2026-10-14", "14 October", "October 14", "14th October", "October 14th", "14 Oct", "Oct 14"]], []),
            ("what do you know about me?", [["brown"], ["43"]], []),
            ("did I say what I want to spend?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-12 17:00", "The shopper buys for twins who wear age 4."),
            ("2026-09-12 17:01", "The shopper likes bright colours for the children."),
            ("2026-09-12 17:02", "The shopper prefers {brand2} for kidswear."),
        ],
        "visits": [],
        "questions": [
            ("what age do my twins wear?", [["4"]], []),
            ("what kind of colours do I pick for the kids?", [["bright"]], []),
            ("which brand do I go for with the kids' stuff?", [["{brand2}"]], []),
            ("what do you know about me and the twins?", [["4"], ["bright"], ["{brand2}"]], []),
            ("what's my budget for them?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-20 09:05", "The shopper's budget is under 30 EUR."),
            ("2026-03-11 13:40", "The shopper's budget is under 45 EUR."),
            ("2026-07-09 18:25", "The shopper's budget is up to 65 EUR."),
            ("2026-07-09 18:26", "The shopper likes ecru."),
        ],
        "visits": [],
        "questions": [
            ("what's my budget?", [["65"]], ["30", "45"]),
            ("How much am I allowed to spend now?", [["65"]], ["30", "45"]),
            ("what's my max?", [["65"]], ["30", "45"]),
            ("what colour do I like?", [["ecru"]], []),
            ("what's my shoe size?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-03-14 08:00", "The shopper wears size XS."),
            ("2026-08-27 16:50", "The shopper wears size S."),
            ("2026-08-27 16:51", "The shopper is going to a christening."),
        ],
        "visits": [],
        "questions": [
            ("what size am I now?", [["S", "small"]], ["XS", "extra small", "extra-small"]),
            ("What size do you have me down as?", [["S", "small"]], ["XS", "extra small", "extra-small"]),
            ("what event am I dressing for?", [["christening"]], []),
            ("what do you know about me?", [["S", "small"], ["christening"]], ["XS", "extra small", "extra-small"]),
            ("what colours do I hate?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-04-26 12:15", "The shopper dislikes orange."),
            ("2026-04-26 12:16", "The shopper dislikes lime green."),
            ("2026-04-26 12:18", "The shopper likes black and white outfits."),
        ],
        "visits": [],
        "questions": [
            ("which colours do I avoid?", [["orange"], ["lime"]], []),
            ("What colours do I like wearing?", [["black"], ["white"]], []),
            ("any colours I can't stand?", [["orange", "lime"]], []),
            ("what have I told you about colours?", [["orange"], ["lime"], ["black", "white"]], []),
            ("what size do I take?", [[NOT_KNOWN]], []),
            ("which brands do I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-05 20:00", "The shopper is going to a black-tie gala in December."),
            ("2026-11-05 20:02", "The shopper wears a 42 long blazer."),
        ],
        "visits": [
            (
                "2026-11-05",
                "something smart for a black tie do, I'm a 42 long",
                "The Heritage Charcoal Blazer comes in 42L; there is also the City Black Blazer.",
                "The shopper looked for a formal blazer in 42 long for a black-tie gala.",
            ),
        ],
        "questions": [
            ("what's the event I'm going to?", [["gala", "black-tie", "black tie"]], []),
            ("what blazer size did I give you?", [["42"], ["long", "42L"]], []),
            ("Which blazers did you show me?", [["Heritage Charcoal Blazer", "City Black Blazer", "Heritage", "City Black"]], []),
            ("when was I here last?", [["2026-11-05", "5 November", "November 5", "5th November", "November 5th", "5 Nov", "Nov 5"]], []),
            ("what do you remember about me?", [["gala", "black tie", "black-tie"], ["42"]], []),
            ("how much do I want to spend?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-21 22:05", "The shopper wears US 11 sneakers."),
            ("2026-10-21 22:06", "The shopper's budget is under 100 USD."),
            ("2026-10-21 22:07", "The shopper prefers {brand4}."),
            ("2026-10-21 22:09", "The shopper is moving to Chicago this winter."),
        ],
        "visits": [],
        "questions": [
            ("what sneaker size am I?", [["11"]], []),
            ("what's my spending cap?", [["100"]], []),
            ("Which brand am I into?", [["{brand4}"]], []),
            ("why am I shopping for winter stuff?", [["Chicago", "moving"]], []),
            ("what do you know about me", [["11"], ["100"], ["{brand4}"], ["Chicago"]], []),
            ("what colours do I like?", [[NOT_KNOWN]], []),
            ("what did I look at last time?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-06-03 15:15", "The shopper wears UK dress size 14."),
            ("2026-06-03 15:16", "The shopper likes camel."),
            ("2026-06-03 15:18", "The shopper is starting a new job in an office in July."),
        ],
        "visits": [
            (
                "2026-06-03",
                "work trousers for a new office job, size 14",
                "Here are the Studio Camel Trouser and the City Black Trouser, both in UK 14.",
                "The shopper looked for office trousers in UK 14 for a new job.",
            ),
            (
                "2026-06-16",
                "a blouse to go with the camel trousers",
                "The Lane Ecru Blouse and the Cove Sky Blue Blouse would both work.",
                "The shopper asked for a blouse to match camel trousers.",
            ),
        ],
        "questions": [
            ("remind me what I told you", [["14"], ["camel"], ["job", "office"]], []),
            ("what size am I in dresses?", [["14"]], []),
            ("What colour do I like?", [["camel"]], []),
            ("what am I shopping for?", [["job", "office", "work"]], []),
            ("what did I come in for last time?", [["blouse"]], []),
            ("which trousers did you show me?", [["Studio Camel Trouser", "City Black Trouser", "Studio", "City Black"]], []),
            ("when did I last visit?", [["2026-06-16", "16 June", "June 16", "16th June", "June 16th", "16 Jun", "Jun 16"]], []),
            ("do I have a budget?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-02-25 11:00", "The shopper wears size 2XL."),
            ("2026-02-25 11:01", "The shopper dislikes grey."),
            ("2026-02-25 11:02", "The shopper's budget is about 80 GBP."),
        ],
        "visits": [],
        "questions": [
            ("what size am I?", [["2XL", "XXL"]], []),
            ("which colour am I sick of?", [["grey", "gray"]], []),
            ("what's my budget in pounds?", [["80"]], []),
            ("What have I told you about myself?", [["2XL", "XXL"], ["grey", "gray"], ["80"]], []),
            ("do I have a favourite brand?", [[NOT_KNOWN]], []),
            ("have I said what it's for?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-07-01 09:20", "The shopper's shoe size is UK 5."),
            ("2026-07-01 09:22", "The shopper is a bridesmaid at a wedding in August."),
            ("2026-07-01 09:23", "The shopper likes blush pink."),
            ("2026-09-04 14:30", "The shopper's shoe size is UK 6."),
        ],
        "visits": [
            (
                "2026-07-01",
                "bridesmaid shoes in blush, UK 5",
                "The Studio Blush Sandal comes in UK 5.",
                "The shopper looked for blush sandals in UK 5 for a wedding.",
            ),
        ],
        "questions": [
            ("what shoe size am I now?", [["6"]], ["5"]),
            ("What shoe size should you use for me?", [["6"]], ["5"]),
            ("what's the wedding role I mentioned?", [["bridesmaid"]], []),
            ("which colour do I like?", [["blush"]], []),
            ("what did you show me before?", [["sandal"]], []),
            ("which brand do I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-12-01 08:40", "The shopper likes {brand0}."),
            ("2026-12-01 08:41", "The shopper's budget is up to 200 EUR for a coat."),
            ("2026-12-01 08:42", "The shopper is going skiing in February."),
        ],
        "visits": [
            (
                "2026-11-24",
                "ski jacket, something warm",
                "I'd suggest the Summit Cobalt Parka or the Fell Red Parka.",
                "The shopper asked for a warm ski jacket.",
            ),
        ],
        "questions": [
            ("which brand do I prefer?", [["{brand0}"]], []),
            ("what can I spend on a coat?", [["200"]], []),
            ("what trip am I shopping for?", [["ski"]], []),
            ("What do you know about me?", [["{brand0}"], ["200"], ["ski"]], []),
            ("what were you recommending last time?", [["parka", "Summit Cobalt", "Fell Red"]], []),
            ("what size do I wear?", [[NOT_KNOWN]], []),
            ("which colours do I avoid?", [[NOT_KNOWN]], []),
        ],
    },
]  # fmt: skip
