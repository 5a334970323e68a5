"""split "test8" (issue 18), written blind, by hand, on 2026-12-02 by a eleventh writer who never saw the offline model's code or tests, nor any other split's sentences or templates; only this brief."""

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    {
        "facts": [
            ("2026-10-06 14:22", "The shopper wears size M."),
            ("2026-10-06 14:23", "The shopper likes green."),
            ("2026-10-09 09:41", "The shopper's budget is under 80."),
        ],
        "visits": [
            (
                "2026-10-06",
                "need a warm jumper, medium, green if poss",
                "We have two green jumpers in M, one wool and one cotton.",
                "The shopper looked for a green jumper in size M.",
            ),
        ],
        "questions": [
            ("what size am I again", [["M", "medium"]], []),
            ("what colour do I like?", [["green"]], []),
            ("remind me of my budget", [["80", "eighty"]], []),
            ("what was I after last time", [["jumper"]], []),
            ("do I have a favourite brand?", [[NOT_KNOWN]], []),
            ("whats my shoe size", [[NOT_KNOWN]], []),
            ("size and budget pls", [["M", "medium"], ["80", "eighty"]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-14 16:02", "The shopper wears size L."),
            ("2026-11-05 18:47", "The shopper wears size XL now."),
            ("2026-11-05 18:48", "The shopper likes black."),
            ("2026-11-05 18:49", "The shopper is going to a wedding on 2026-12-19."),
        ],
        "visits": [
            (
                "2026-09-14",
                "hi, looking for a shirt in large",
                "Here are some shirts in L: an oxford, a flannel and a linen one.",
                "",
            ),
            (
                "2026-11-05",
                "need a black suit for a wedding, xl",
                "I found two black suits in XL.",
                "The shopper wants a black suit in XL for a wedding.",
            ),
        ],
        "questions": [
            ("what size do I wear now?", [["XL", "extra large", "extra-large"]], ["L"]),
            ("has my size changed?", [["XL", "extra large", "extra-large"], ["L", "large"]], []),
            ("what was my old size", [["L", "large"]], []),
            ("when's the wedding", [["19", "19th", "nineteenth"]], []),
            ("what's on 19 December for me?", [["wedding"]], []),
            ("which colour do i go for", [["black"]], []),
            ("what was I shopping for in September", [["shirt"]], []),
            ("budget?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-02 11:15", "The shopper's shoe size is UK 9."),
            ("2026-10-02 11:16", "The shopper's budget is up to 60."),
            ("2026-11-18 20:31", "The shopper's budget is now up to 90."),
            ("2026-11-18 20:32", "The shopper prefers {brand1}."),
        ],
        "visits": [
            (
                "2026-10-02",
                "trainers in a 9 please, nothing over 60",
                "We have three pairs of trainers in UK 9 under 60.",
                "The shopper looked for trainers in UK 9 under 60.",
            ),
            (
                "2026-11-18",
                "any {brand1} boots? can go to 90 now",
                "Yes, {brand1} has two boots under 90.",
                "The shopper asked for {brand1} boots under 90.",
            ),
        ],
        "questions": [
            ("how much am I spending these days", [["90", "ninety"]], ["60"]),
            ("what was my budget before", [["60", "sixty"]], []),
            ("shoe size?", [["9", "nine"]], []),
            ("which brand do I like", [["{brand1}"]], []),
            ("what did I look at the first time I came", [["trainer"]], []),
            ("what was I after on my last visit", [["boot"]], []),
            ("what's my dress size", [[NOT_KNOWN]], []),
            ("my budget and brand, quickly", [["90", "ninety"], ["{brand1}"]], ["60"]),
        ],
    },
    {
        "facts": [
            ("2026-11-20 09:12", "The shopper dislikes orange."),
            ("2026-11-20 09:13", "The shopper likes teal."),
            ("2026-11-20 09:14", "The shopper has a job interview at a bank on 2026-11-30."),
        ],
        "visits": [
            (
                "2026-11-20",
                "got an interview at a bank on the 30th, need smart stuff but NOT orange lol",
                "Here are some smart blazers and shirts, none of them orange.",
                "",
            ),
        ],
        "questions": [
            ("which colours should you keep away from me", [["orange"]], []),
            ("what colour do I actually like", [["teal"]], []),
            ("what's my interview for?", [["bank"]], []),
            ("when is my interview", [["30", "30th", "thirtieth"]], []),
            ("what have i got on the 30th", [["interview"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("do you know what I can spend?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-21 13:40", "The shopper wears size S."),
            ("2026-10-21 13:41", "The shopper's budget is between 40 and 60."),
            ("2026-10-21 13:42", "The shopper prefers {brand3}."),
            ("2026-10-27 19:05", "The shopper likes lilac."),
        ],
        "visits": [
            (
                "2026-10-21",
                "small please, something from {brand3} between 40 and 60",
                "Here are a few {brand3} tops in S.",
                "The shopper browsed {brand3} tops in size S between 40 and 60.",
            ),
            (
                "2026-10-27",
                "anything lilac?",
                "We have a lilac cardigan and a lilac scarf.",
                "The shopper looked at a lilac cardigan.",
            ),
        ],
        "questions": [
            ("what do you remember about me?", [["S", "small"], ["{brand3}"], ["lilac"]], []),
            ("what's my price range", [["40", "forty"], ["60", "sixty"]], []),
            ("wat brand do i usually go for", [["{brand3}"]], []),
            ("what colour was the cardigan I looked at", [["lilac"]], []),
            ("what did I look at on the 21st of October", [["top"]], []),
            ("Any events coming up for me, that you know of?", [[NOT_KNOWN]], []),
            ("tell me my size", [["S", "small"]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-02 17:25", "The shopper wears W32 L30 jeans."),
            ("2026-11-02 17:26", "The shopper dislikes brown."),
            ("2026-11-09 08:55", "The shopper is going on holiday to Greece in June."),
        ],
        "visits": [
            (
                "2026-11-02",
                "jeans W32 L30, anything but brown",
                "Here are some jeans in W32 L30 in blue and black.",
                "The shopper wanted jeans in W32 L30, not brown.",
            ),
            (
                "2026-11-09",
                "off to greece in june, need shorts",
                "Here are some shorts for warm weather.",
                "",
            ),
        ],
        "questions": [
            ("what's my jeans size", [["W32", "32"], ["L30", "30"]], []),
            ("leg length?", [["L30", "30"]], []),
            ("what colour don't I like", [["brown"]], []),
            ("where am I going on holiday", [["Greece"]], []),
            ("when's my trip", [["June"]], []),
            ("what did I want on my last visit", [["short"]], []),
            ("what was I looking for first", [["jean"]], []),
            ("what brand do I like", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-23 12:10", "The shopper's collar size is 15.5."),
            ("2026-11-23 12:11", "The shopper wears a 40R suit jacket."),
            ("2026-11-23 12:12", "The shopper starts a new job at a law firm on 2026-12-07."),
            ("2026-11-25 21:03", "The shopper usually buys {brand0}."),
        ],
        "visits": [
            (
                "2026-11-23",
                "new job at a law firm from the 7th, need shirts 15.5 collar and a suit 40R",
                "Here are shirts with a 15.5 collar and two suits in 40R.",
                "The shopper needs shirts with a 15.5 collar and a 40R suit for a new job at a "
                "law firm.",
            ),
            (
                "2026-11-25",
                "what {brand0} ties have you got",
                "We have four {brand0} ties: navy, burgundy, green and a stripe.",
                "",
            ),
        ],
        "questions": [
            ("what collar size am I", [["15.5", "15 and a half", "15½"]], []),
            ("suit size?", [["40R", "40 regular"]], []),
            ("when do I start the new job", [["7", "7th", "seventh", "07"]], []),
            ("where's the new job", [["law"]], []),
            ("what did I ask about last time", [["tie"]], []),
            ("brand I usually buy?", [["{brand0}"]], []),
            ("what colours do i like", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-15 15:33", "The shopper wears UK size 14."),
            ("2026-10-15 15:34", "The shopper's budget is up to 100."),
            ("2026-10-15 15:35", "The shopper likes red."),
            ("2026-10-15 15:36", "The shopper dislikes green."),
        ],
        "visits": [],
        "questions": [
            ("what size dress do I take", [["14", "fourteen"]], []),
            ("how much can i spend", [["100", "hundred"]], []),
            ("colours I love and hate?", [["red"], ["green"]], []),
            ("which colour am I not into", [["green"]], []),
            ("what have I looked at here before", [[NOT_KNOWN]], []),
            ("do I have a wedding or anything coming up?", [[NOT_KNOWN]], []),
            ("remind me, size and budget", [["14", "fourteen"], ["100", "hundred"]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-08 10:20", "The shopper's shoe size is EU 38."),
            ("2026-09-08 10:21", "The shopper is going on holiday to Spain in October."),
            ("2026-09-29 14:45", "The shopper's holiday is now to Portugal, not Spain."),
            ("2026-09-29 14:46", "The shopper likes {brand4}."),
        ],
        "visits": [
            (
                "2026-09-08",
                "sandals in 38 for spain in october?",
                "Here are sandals in EU 38.",
                "The shopper looked for sandals in EU 38 for a holiday in Spain.",
            ),
            (
                "2026-09-29",
                "change of plan, portugal now! {brand4} swimwear?",
                "Here is {brand4} swimwear.",
                "The shopper asked for {brand4} swimwear for a holiday in Portugal.",
            ),
        ],
        "questions": [
            ("where am I going on holiday again", [["Portugal"]], ["Spain"]),
            ("did my holiday plans change?", [["Portugal"], ["Spain"]], []),
            ("where was I originally going", [["Spain"]], []),
            ("shoe size pls", [["38"]], []),
            ("what brand do I like?", [["{brand4}"]], []),
            ("when is the holiday", [["October"]], []),
            ("What's my budget", [[NOT_KNOWN]], []),
            ("what was I shopping for the first time", [["sandal"]], []),
            ("what did i look for at the end of september", [["swim"]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-11 07:50", "The shopper wears size XS."),
            ("2026-11-11 07:51", "The shopper likes white."),
            ("2026-11-12 22:14", "The shopper's budget is under 35."),
        ],
        "visits": [
            ("2026-11-12", "white tee xs under 35", "Here are white T-shirts in XS under 35.", ""),
        ],
        "questions": [
            ("size", [["XS", "extra small", "extra-small"]], []),
            ("me: colour?", [["white"]], []),
            ("max spend", [["35"]], []),
            ("wot did i look at last", [["tee", "t-shirt", "shirt"]], []),
            ("brand", [[NOT_KNOWN]], []),
            ("occasion coming up?", [[NOT_KNOWN]], []),
            ("everything u know abt me", [["XS", "extra small"], ["white"], ["35"]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-19 18:05", "The shopper wears size M in tops."),
            ("2026-10-19 18:06", "The shopper has a 34 waist."),
            ("2026-10-19 18:07", "The shopper's shoe size is UK 10."),
            ("2026-10-25 13:30", "The shopper is going to a christening on 2026-11-08."),
        ],
        "visits": [
            (
                "2026-10-25",
                "christening on the 8th, need chinos in a 34",
                "Here are chinos with a 34 waist in stone and navy.",
                "The shopper wants chinos with a 34 waist for a christening.",
            ),
        ],
        "questions": [
            ("what size tops do I wear", [["M", "medium"]], []),
            ("waist size?", [["34"]], []),
            ("what's my shoe size", [["10", "ten"]], []),
            ("all my sizes please", [["M", "medium"], ["34"], ["10", "ten"]], []),
            ("what's the christening date", [["8", "8th", "eighth", "08"]], []),
            ("what event am I shopping for", [["christening"]], []),
            ("what was I looking for on the 25th", [["chino"]], []),
            ("do I have a colour preference", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-03 16:40", "The shopper prefers {brand2}."),
            ("2026-11-14 11:22", "The shopper now prefers {brand3}."),
            ("2026-11-14 11:23", "The shopper likes navy."),
        ],
        "visits": [
            (
                "2026-09-03",
                "any {brand2} coats?",
                "We have two {brand2} coats.",
                "The shopper looked at {brand2} coats.",
            ),
            (
                "2026-11-14",
                "actually switching to {brand3}, navy knitwear?",
                "Here is navy knitwear from {brand3}.",
                "The shopper browsed navy knitwear from {brand3}.",
            ),
        ],
        "questions": [
            ("which brand am I into these days", [["{brand3}"]], ["{brand2}"]),
            ("who did i used to buy from", [["{brand2}"]], []),
            ("has my favourite brand changed", [["{brand3}"], ["{brand2}"]], []),
            ("fav colour?", [["navy"]], []),
            ("what's my size", [[NOT_KNOWN]], []),
            ("what did I look at in september", [["coat"]], []),
            ("what was I browsing on my most recent visit", [["knit", "jumper"]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-24 10:48", "The shopper's budget is up to 40."),
            ("2026-11-24 10:49", "The shopper is going to a funeral on 2026-11-27."),
            ("2026-11-24 10:50", "The shopper wears size 16."),
        ],
        "visits": [
            (
                "2026-11-24",
                "Good morning, I need a dark dress for a funeral on Friday, size 16, no more "
                "than forty pounds please",
                "I'm sorry for your loss. Here are dark dresses in 16 under 40.",
                "",
            ),
        ],
        "questions": [
            ("Could you remind me what my budget was, please?", [["40", "forty"]], []),
            ("What am I shopping for this week?", [["funeral"]], []),
            ("when is the funeral", [["27", "27th", "twenty-seventh"]], []),
            ("What size did I say I was?", [["16", "sixteen"]], []),
            ("What was I looking for last time, sorry?", [["dress"]], []),
            ("Have I mentioned any brands?", [[NOT_KNOWN]], []),
            ("do you know my shoe size", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-16 19:20", "The shopper wears US size 8."),
            ("2026-11-16 19:21", "The shopper's budget is up to 150 dollars."),
            ("2026-11-16 19:22", "The shopper has a black-tie gala on 2026-12-12."),
            ("2026-11-17 08:40", "The shopper likes emerald green."),
        ],
        "visits": [
            (
                "2026-11-16",
                "need a gown for a black tie gala, US 8, up to $150",
                "Here are some gowns in US 8 under $150.",
                "The shopper looked for a gown in US 8 for a black-tie gala.",
            ),
        ],
        "questions": [
            ("hey what size am i in US", [["8", "eight"]], []),
            ("what's my spending cap", [["150"]], []),
            ("what's the fancy event I'm going to", [["gala", "black-tie", "black tie"]], []),
            ("what's happening December 12th?", [["gala"]], []),
            ("what color do I like", [["emerald", "green"]], []),
            ("favorite brand?", [[NOT_KNOWN]], []),
            ("what did I look at before", [["gown", "dress"]], []),
        ],
    },
    {
        "facts": [],
        "visits": [
            ("2026-10-03", "hiya, any rain jackets?", "Yes, here are three rain jackets.", ""),
            ("2026-10-17", "what about wellies", "We have wellies in green and black.", ""),
            ("2026-11-07", "do you do fleeces", "Here are some fleeces.", ""),
        ],
        "questions": [
            ("what did I look at the first time I came in", [["rain", "jacket"]], []),
            ("what was I after last visit", [["fleece"]], []),
            ("what did I ask about in mid-October", [["welli"]], []),
            ("what size am i", [[NOT_KNOWN]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("what do you remember about me", [["jacket", "welli", "fleece"]], []),
            ("do i like any colours in particular", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-08 12:30", "The shopper dislikes grey."),
            ("2026-10-08 12:31", "The shopper likes burgundy."),
            ("2026-10-13 17:45", "The shopper's budget is up to 75."),
            ("2026-10-13 17:46", "The shopper wears size 12."),
        ],
        "visits": [
            (
                "2026-10-08",
                "grey makes me look ill, burgundy jumper?",
                "Here are burgundy jumpers.",
                "The shopper looked for a burgundy jumper and avoids grey.",
            ),
            ("2026-10-13", "a skirt in a 12, under 75", "Here are skirts in 12 under 75.", ""),
        ],
        "questions": [
            ("which colour washes me out", [["grey", "gray"]], []),
            ("colour I like + my budget", [["burgundy"], ["75"]], []),
            ("what size skirt do I need", [["12", "twelve"]], []),
            ("what was I shopping for on the 13th", [["skirt"]], []),
            ("first thing I looked for here?", [["jumper"]], []),
            ("my brand?", [[NOT_KNOWN]], []),
            ("am I going to anything special", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-10 09:05", "The shopper wears size L."),
            ("2026-10-10 09:06", "The shopper prefers {brand2}."),
            ("2026-10-10 09:07", "The shopper is going to a wedding in November."),
            (
                "2026-11-01 15:50",
                "The wedding is off; the shopper is going to a birthday party on 2026-11-21 "
                "instead.",
            ),
        ],
        "visits": [
            (
                "2026-10-10",
                "something for a wedding in november, large, {brand2} ideally",
                "Here are {brand2} shirts in L.",
                "The shopper looked for {brand2} shirts in L for a wedding.",
            ),
            (
                "2026-11-01",
                "wedding's off lol, birthday party on the 21st instead",
                "Here are some party shirts.",
                "The shopper wants a party shirt for a birthday party on the 21st.",
            ),
        ],
        "questions": [
            ("what am I going to this month", [["birthday", "party"]], []),
            ("what happened with the wedding", [["off", "cancel", "birthday", "instead"]], []),
            ("when's the party", [["21", "21st", "twenty-first"]], []),
            ("what size am I", [["L", "large"]], []),
            ("which brand do I wear", [["{brand2}"]], []),
            ("what was I first shopping for", [["wedding"]], []),
            ("how much do I like to spend", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-04 14:14", "The shopper's chest is 102 cm."),
            ("2026-11-04 14:15", "The shopper's foot is 27 cm long."),
            ("2026-11-04 14:16", "The shopper likes olive."),
        ],
        "visits": [
            (
                "2026-11-04",
                "chest 102cm, olive overshirt?",
                "Here are olive overshirts.",
                "The shopper looked for an olive overshirt for a 102 cm chest.",
            ),
        ],
        "questions": [
            ("what's my chest measurement", [["102"]], []),
            ("how long are my feet", [["27"]], []),
            ("colour?", [["olive"]], []),
            ("what did i look for last time", [["overshirt"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("what brand do I like", [[NOT_KNOWN]], []),
            ("am I shopping for any event?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-10 13:00", "The shopper's budget is up to 50."),
            ("2026-09-10 13:01", "The shopper wears size M."),
            ("2026-10-14 13:20", "The shopper's budget is up to 70."),
            ("2026-10-14 13:21", "The shopper dislikes pink."),
            ("2026-11-19 16:35", "The shopper's budget is now up to 45."),
        ],
        "visits": [],
        "questions": [
            ("what's my budget now", [["45"]], ["50", "70"]),
            ("what was my budget before this one", [["70", "seventy"]], []),
            ("what was my very first budget", [["50", "fifty"]], []),
            ("has my budget gone up or down lately?", [["45"]], []),
            ("size?", [["M", "medium"]], []),
            ("colour I avoid", [["pink"]], []),
            ("where am I going", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-21 06:40", "The shopper buys {brand4} trainers."),
            ("2026-11-21 06:41", "The shopper avoids beige."),
            ("2026-11-21 06:42", "The shopper's shoe size is EU 44."),
            ("2026-11-21 06:43", "The shopper is running a half marathon in April."),
        ],
        "visits": [
            (
                "2026-11-21",
                "running shoes 44, {brand4}, half marathon in april",
                "Here are {brand4} running shoes in EU 44.",
                "The shopper looked for {brand4} running shoes in EU 44 for a half marathon.",
            ),
        ],
        "questions": [
            ("which brand of trainers do I buy", [["{brand4}"]], []),
            ("what shoe size am I in EU", [["44"]], []),
            ("what colour do i keep away from", [["beige"]], []),
            ("what am I training for", [["marathon", "half"]], []),
            ("when's the race", [["April"]], []),
            ("what did I look at last time", [["running", "trainer", "shoe"]], []),
            ("what's my top size", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-26 11:11", "The shopper wears 3XL."),
            ("2026-11-26 11:12", "The shopper likes charcoal."),
            ("2026-11-26 11:13", "The shopper's budget is up to 120."),
            ("2026-11-26 11:14", "The shopper starts a new job at a hotel on 2026-12-01."),
        ],
        "visits": [
            (
                "2026-11-26",
                "3xl trousers in charcoal for a new job at a hotel",
                "Here are charcoal trousers in 3XL.",
                "",
            ),
        ],
        "questions": [
            ("what size do I need", [["3XL", "XXXL"]], []),
            ("what colour do I go for", [["charcoal"]], []),
            ("how much can I spend", [["120"]], []),
            ("what's on 1 December", [["job", "hotel", "work"]], []),
            ("where's my new job", [["hotel"]], []),
            ("what did I look at", [["trouser"]], []),
            ("brand?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-05 20:10", "The shopper wears UK size 10."),
            ("2026-10-05 20:11", "The shopper likes coral."),
        ],
        "visits": [
            (
                "2026-10-05",
                "summer dress in coral? size 10",
                "Here are coral dresses in 10.",
                "The shopper looked at coral summer dresses in size 10.",
            ),
            (
                "2026-11-02",
                "do you have linen trousers",
                "Yes, we have linen trousers in three colours.",
                "",
            ),
        ],
        "questions": [
            ("what did I look at in October", [["dress"]], []),
            ("what did I look at in November", [["linen", "trouser"]], []),
            ("what's my dress size", [["10", "ten"]], []),
            ("colour I like?", [["coral"]], []),
            ("budget?", [[NOT_KNOWN]], []),
            ("do I have a go-to brand", [[NOT_KNOWN]], []),
            ("size and colour", [["10", "ten"], ["coral"]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-20 12:05", "The shopper likes yellow."),
            ("2026-09-20 12:06", "The shopper wears size L."),
            ("2026-11-10 18:25", "The shopper no longer likes yellow and prefers blue."),
            ("2026-11-10 18:26", "The shopper's shoe size is UK 11."),
        ],
        "visits": [],
        "questions": [
            ("what colour do i like now", [["blue"]], []),
            ("what colour did I used to like", [["yellow"]], []),
            ("has my taste in colours changed", [["blue"], ["yellow"]], []),
            ("size?", [["L", "large"]], []),
            ("what's my shoe size", [["11", "eleven"]], []),
            ("my budget", [[NOT_KNOWN]], []),
            ("have I got anything on soon", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-08 15:15", "The shopper is going skiing in February."),
            ("2026-11-08 15:16", "The shopper's budget for a coat is up to 200."),
            ("2026-11-08 15:17", "The shopper likes {brand0}."),
            ("2026-11-08 15:18", "The shopper wears size M."),
        ],
        "visits": [
            (
                "2026-11-08",
                "ski jacket, {brand0} if you have it, M, up to 200",
                "Here are {brand0} ski jackets in M under 200.",
                "The shopper looked for a {brand0} ski jacket in M under 200 for a ski trip in "
                "February.",
            ),
        ],
        "questions": [
            ("where am I off to and when", [["ski"], ["February", "Feb"]], []),
            ("brand and budget?", [["{brand0}"], ["200"]], []),
            ("size + what i was looking at", [["M", "medium"], ["jacket"]], []),
            ("what's my budget for a coat", [["200"]], []),
            ("what colour do I like", [[NOT_KNOWN]], []),
            ("what's happening in February", [["ski"]], []),
            ("wat size am i", [["M", "medium"]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-25 10:40", "The shopper has a 36 waist."),
            ("2026-11-13 19:55", "The shopper now has a 34 waist."),
            ("2026-11-13 19:56", "The shopper likes {brand1}."),
        ],
        "visits": [
            ("2026-09-25", "jeans 36 waist", "Here are jeans with a 36 waist.", ""),
        ],
        "questions": [
            ("what's my waist size now", [["34"]], ["36"]),
            ("what was my waist before", [["36"]], []),
            ("did my waist size change", [["34"], ["36"]], []),
            ("brand I like", [["{brand1}"]], []),
            ("what colour do I dislike", [[NOT_KNOWN]], []),
            ("jeans size pls", [["34"]], ["36"]),
            ("what did i look at in september", [["jean"]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-15 13:05", "The shopper is a bridesmaid at a wedding on 2027-08-14."),
            ("2026-11-15 13:06", "The shopper likes sage green."),
            ("2026-11-15 13:07", "The shopper wears size S."),
        ],
        "visits": [
            (
                "2026-11-15",
                "bridesmaid next august, sage green, small",
                "Here are sage dresses in S.",
                "The shopper looked for sage green dresses in S for being a bridesmaid.",
            ),
            (
                "2026-11-28",
                "heels to go with it?",
                "Here are some heels.",
                "The shopper looked at heels to match a bridesmaid dress.",
            ),
        ],
        "questions": [
            ("what am I doing next August", [["bridesmaid", "wedding"]], []),
            ("when's the wedding i'm a bridesmaid at", [["14", "14th", "fourteenth"]], []),
            ("what colour do i like", [["sage"]], []),
            ("size?", [["S", "small"]], []),
            ("budget", [[NOT_KNOWN]], []),
            ("what did I browse last time", [["heel", "shoe"]], []),
            ("what was the first thing I looked at", [["dress"]], []),
        ],
    },
    {
        "facts": [("2026-10-30 09:30", "The shopper dislikes purple.")],
        "visits": [],
        "questions": [
            ("what do you know about me", [["purple"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("budget?", [[NOT_KNOWN]], []),
            ("what brand do I buy", [[NOT_KNOWN]], []),
            ("have I told you about any trips", [[NOT_KNOWN]], []),
            ("which colour do i hate", [["purple"]], []),
            ("what did i look at before", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-22 16:16", "The shopper's shoe size is UK 6.5."),
            ("2026-10-22 16:17", "The shopper's budget is between 80 and 120."),
            ("2026-10-29 21:40", "The shopper prefers {brand2} shoes."),
        ],
        "visits": [
            ("2026-10-22", "loafers 6.5 between 80 and 120", "Here are loafers in 6.5.", ""),
            (
                "2026-10-29",
                "{brand2} ankle boots?",
                "Here are {brand2} ankle boots.",
                "The shopper looked at {brand2} ankle boots.",
            ),
        ],
        "questions": [
            ("shoe size?", [["6.5", "6 and a half", "six and a half", "6½"]], []),
            ("what's my price band", [["80", "eighty"], ["120"]], []),
            ("max I'll spend", [["120"]], []),
            ("which brand for shoes", [["{brand2}"]], []),
            ("what did I look at on the 29th of october", [["boot", "ankle"]], []),
            ("what colour do I like", [[NOT_KNOWN]], []),
            ("my clothes size", [[NOT_KNOWN]], []),
            ("what was I after the first time", [["loafer"]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-06 23:05", "The shopper wears size L."),
            ("2026-11-06 23:06", "The shopper likes khaki."),
            ("2026-11-06 23:07", "The shopper's budget is up to 65."),
            ("2026-11-06 23:08", "The shopper is going to a music festival in July."),
        ],
        "visits": [
            (
                "2026-11-06",
                "need stuff 4 a festival in july, L, khaki, under 65",
                "Here are khaki bucket hats and shorts in L.",
                "",
            ),
        ],
        "questions": [
            ("wat size am i lol", [["L", "large"]], []),
            ("whats my fav colour", [["khaki"]], []),
            ("hw much can i spend", [["65"]], []),
            ("wher am i goin in july", [["festival"]], []),
            ("wen is the festival", [["July"]], []),
            ("wat brand do i like", [[NOT_KNOWN]], []),
            ("wat was i lookin at", [["bucket", "hat", "short", "festival"]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-09 10:25", "The shopper has a job interview on 2026-12-03."),
            ("2026-11-09 10:26", "The shopper has a Christmas party on 2026-12-18."),
            ("2026-11-09 10:27", "The shopper wears size 14."),
        ],
        "visits": [],
        "questions": [
            ("what have I got on the 3rd of December", [["interview"]], []),
            ("what's on the 18th", [["Christmas", "party"]], []),
            ("when's my interview", [["3", "3rd", "third", "03"]], []),
            ("when's the Christmas do", [["18", "18th", "eighteenth"]], []),
            ("which comes first, the interview or the party?", [["interview"]], []),
            ("size?", [["14", "fourteen"]], []),
            ("brand", [[NOT_KNOWN]], []),
            ("what colour do I prefer", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [("2026-09-07 14:00", "The shopper wears size M.")],
        "visits": [
            ("2026-09-07", "scarves?", "Here are some scarves.", "The shopper looked at scarves."),
            (
                "2026-10-14",
                "gloves in M",
                "Here are gloves in M.",
                "The shopper looked at gloves in M.",
            ),
            (
                "2026-11-16",
                "a beanie please",
                "Here are beanies.",
                "The shopper asked for a beanie.",
            ),
        ],
        "questions": [
            ("what did I look at in September", [["scarf", "scarves"]], []),
            ("what was I after in october", [["glove"]], []),
            ("november visit: what did I want", [["beanie", "hat"]], []),
            ("first thing I ever looked for here", [["scarf", "scarves"]], []),
            ("most recent thing I asked for", [["beanie", "hat"]], []),
            ("size?", [["M", "medium"]], []),
            ("budget", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-26 17:17", "The shopper's shoe size is US 9.5."),
            ("2026-10-26 17:18", "The shopper avoids neon colours."),
            ("2026-10-26 17:19", "The shopper usually buys {brand3}."),
            ("2026-11-22 12:45", "The shopper's budget is up to 110."),
        ],
        "visits": [
            (
                "2026-11-22",
                "hiking boots, {brand3}, up to 110",
                "Here are {brand3} hiking boots.",
                "The shopper looked for {brand3} hiking boots under 110.",
            ),
        ],
        "questions": [
            ("what shoe size am i, US", [["9.5", "9 and a half", "nine and a half", "9½"]], []),
            ("what colours am I against", [["neon"]], []),
            ("my usual brand", [["{brand3}"]], []),
            ("budget?", [["110"]], []),
            ("what do you know about me?", [["9.5", "9 and a half"], ["{brand3}"]], []),
            ("am I going anywhere", [[NOT_KNOWN]], []),
            ("what was i shopping for in november", [["hiking", "boot"]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-18 15:40", "The shopper wears UK size 12."),
            ("2026-11-20 16:05", "The shopper now wears UK size 10."),
            ("2026-11-20 16:06", "The shopper likes camel."),
        ],
        "visits": [
            (
                "2026-11-20",
                "camel coat in a 10 now, lost weight!",
                "Here are camel coats in 10.",
                "The shopper looked for a camel coat in UK 10.",
            ),
        ],
        "questions": [
            ("what size am I now", [["10", "ten"]], ["12", "twelve"]),
            ("what was my size before", [["12", "twelve"]], []),
            ("did my size change", [["10", "ten"], ["12", "twelve"]], []),
            ("fave colour", [["camel"]], []),
            ("what did I look at last", [["coat"]], []),
            ("what brand do I like", [[NOT_KNOWN]], []),
            ("dress size please", [["10", "ten"]], ["12", "twelve"]),
        ],
    },
    {
        "facts": [
            ("2026-11-27 09:50", "The shopper is going on a cruise in January."),
            ("2026-11-27 09:51", "The shopper wears size XL."),
            ("2026-11-27 09:52", "The shopper's budget for the trip is up to 250."),
            ("2026-11-27 09:53", "The shopper likes white."),
        ],
        "visits": [
            (
                "2026-11-27",
                "linen shirts for a cruise, XL, white",
                "Here are white linen shirts in XL.",
                "The shopper looked for white linen shirts in XL for a cruise.",
            ),
        ],
        "questions": [
            ("what am i going on in january", [["cruise"]], []),
            ("what's my size", [["XL", "extra large", "extra-large"]], []),
            ("how much have I got for the trip", [["250"]], []),
            ("colour?", [["white"]], []),
            ("brand?", [[NOT_KNOWN]], []),
            ("when is the cruise", [["January", "Jan"]], []),
            ("what was I shopping for", [["linen", "shirt"]], []),
        ],
    },
]
