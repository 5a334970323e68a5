"""Questions about the shopper of split "dev4" (issue 18), a dev split the developer tunes on.

Written blind, by hand, on 2026-12-02 by a seventh writer who never saw the offline model's code
or tests, nor any other split's sentences; only the categories of the brief and the format of
`load_split`. Each profile holds the facts the memory server recalled (when stated, in its own
wording), earlier visits (day, message, answer, context extracted or ""), and questions with the
groups the answer must say and what it must not (an older fact a newer one replaced). Dates are
chosen so that no `must_not` number appears in them.
"""

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    # 1: size letter, colour dislike, budget
    {
        "facts": [
            ("2026-11-03 10:05", "The shopper wears size M."),
            ("2026-11-03 10:05", "The shopper dislikes brown."),
            ("2026-11-04 14:25", "The shopper's budget is 80."),
        ],
        "visits": [
            (
                "2026-11-03",
                "medium jumpers, nothing brown",
                "Here are some medium jumpers.",
                "size M; dislikes brown",
            ),
            ("2026-11-04", "keep it under 80", "These are all under 80.", "budget 80"),
        ],
        "questions": [
            ("what do you remember about me?", [["M", "medium"], ["brown"], ["80"]], []),
            ("what size am I again", [["M", "medium"]], []),
            ("which colour should I avoid?", [["brown"]], []),
            ("how much did I say I'd spend", [["80"]], []),
            ("do you know my favourite brand?", [[NOT_KNOWN]], []),
            ("any plans I told you about?", [[NOT_KNOWN]], []),
            ("remind me what I was after on my first visit", [["jumper"]], []),
        ],
    },
    # 2: shoe size changed
    {
        "facts": [
            ("2026-10-06 09:05", "Shoe size: EU 42."),
            ("2026-11-18 16:25", "Shopper now takes EU 43 in shoes (feet spread, she says)."),
        ],
        "visits": [
            ("2026-10-06", "trainers in a 42", "Here are trainers in EU 42.", "shoe size EU 42"),
            (
                "2026-11-18",
                "my feet are a 43 now",
                "Noted, here are some in 43.",
                "shoe size EU 43",
            ),
        ],
        "questions": [
            ("what shoe size am I", [["43"]], ["42"]),
            ("what size feet have I got these days?", [["43"]], ["42"]),
            ("did my shoe size change?", [["43"]], []),
            ("what did I used to take in shoes", [["42"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("how many times have I been here?", [["two", "Two", "2", "twice"]], []),
        ],
    },
    # 3: waist and leg, brand
    {
        "facts": [
            ("2026-11-09 11:05", "Waist 34, leg 32."),
            ("2026-11-09 11:05", "The shopper usually buys {brand0}."),
        ],
        "visits": [
            (
                "2026-11-09",
                "{brand0} jeans 34 waist 32 leg",
                "Here are {brand0} jeans in W34 L32.",
                "waist 34 leg 32; brand {brand0}",
            ),
        ],
        "questions": [
            ("whats my waist", [["34"]], []),
            ("and the leg length?", [["32"]], []),
            ("which brand do I normally go for", [["{brand0}"]], []),
            ("tell me everything you've got on me", [["34"], ["32"], ["{brand0}"]], []),
            ("what colours do I like?", [[NOT_KNOWN]], []),
            ("what was I shopping for last time?", [["jeans"]], []),
        ],
    },
    # 4: occasion wedding, budget
    {
        "facts": [
            ("2026-11-12 13:05", "Going to a wedding on 2026-12-19."),
            ("2026-11-12 13:05", "Would like to spend no more than 150."),
        ],
        "visits": [
            (
                "2026-11-12",
                "I need something for a wedding in December, up to 150",
                "Here are some dresses under 150.",
                "wedding 2026-12-19; budget 150",
            ),
        ],
        "questions": [
            ("what's coming up for me?", [["wedding"]], []),
            ("when's the wedding again", [["19", "December"]], []),
            ("what am I allowed to spend", [["150"]], []),
            ("what event am I dressing for?", [["wedding"]], []),
            ("what size do I wear?", [[NOT_KNOWN]], []),
            ("remind me of my budget and my plans", [["150"], ["wedding"]], []),
        ],
    },
    # 5: colour likes several
    {
        "facts": [
            ("2026-11-05 15:25", "Likes navy and olive."),
            ("2026-11-05 15:25", "Never wears yellow."),
        ],
        "visits": [
            (
                "2026-11-05",
                "I love navy and olive, no yellow",
                "Noted. Here are navy and olive tops.",
                "likes navy, olive; dislikes yellow",
            ),
        ],
        "questions": [
            ("what colours suit me?", [["navy"], ["olive"]], []),
            ("which colours do i like", [["navy"], ["olive"]], []),
            ("is there a colour I won't wear?", [["yellow"]], []),
            ("what's my fave colour", [["navy", "olive"]], []),
            ("what brand do I buy", [[NOT_KNOWN]], []),
            ("how much can I spend?", [[NOT_KNOWN]], []),
        ],
    },
    # 6: budget changed
    {
        "facts": [
            ("2026-10-08 10:05", "Budget 60."),
            ("2026-11-16 17:25", "The shopper raised the budget to 95."),
        ],
        "visits": [
            ("2026-10-08", "max 60", "Here are options under 60.", "budget 60"),
            (
                "2026-11-16",
                "actually I can go up to 95 now",
                "Great, here is more under 95.",
                "budget 95",
            ),
        ],
        "questions": [
            ("what's my budget now", [["95"]], ["60"]),
            ("how much am I willing to pay", [["95"]], ["60"]),
            ("what did my budget use to be", [["60"]], []),
            ("has my spending limit changed?", [["95"]], []),
            ("what's my size?", [[NOT_KNOWN]], []),
            ("when did I last come in?", [["November", "16"]], []),
        ],
    },
    # 7: chest fit, collar, job
    {
        "facts": [
            ("2026-11-10 09:25", "Chest 40R in blazers."),
            ("2026-11-10 09:25", "Collar 15.5."),
            ("2026-11-10 09:25", "Starts a new job at a bank on 2026-11-30."),
        ],
        "visits": [
            (
                "2026-11-10",
                "I start at a bank soon, need a 40R blazer and 15.5 collar shirts",
                "Here are blazers in 40R and shirts.",
                "chest 40R; collar 15.5; new job at a bank",
            ),
        ],
        "questions": [
            ("what blazer size am i", [["40R", "40 regular"]], []),
            ("my collar size?", [["15.5"]], []),
            ("why was I buying a blazer?", [["bank", "job", "Job"]], []),
            ("when do I start the new job", [["30", "November"]], []),
            ("everything you know about me please", [["40"], ["15.5"], ["bank", "job", "Job"]], []),
            ("what colours do I avoid", [[NOT_KNOWN]], []),
        ],
    },
    # 8: nothing known
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what do you know about me?", [[NOT_KNOWN]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("what did I buy last time", [[NOT_KNOWN]], []),
            ("do you remember my favourite colour", [[NOT_KNOWN]], []),
        ],
    },
    # 9: dress size UK, brand loyalty, colour
    {
        "facts": [
            ("2026-11-07 12:05", "Dress size UK 12."),
            ("2026-11-07 12:05", "Loyal to {brand1}."),
            ("2026-11-08 18:05", "Looks best in burgundy."),
        ],
        "visits": [
            (
                "2026-11-07",
                "{brand1} dresses in a 12",
                "Here are {brand1} dresses in UK 12.",
                "dress UK 12; brand {brand1}",
            ),
            ("2026-11-08", "burgundy is my colour", "Here are burgundy ones.", "likes burgundy"),
        ],
        "questions": [
            ("what dress size do I take?", [["12"]], []),
            ("which label am I loyal to", [["{brand1}"]], []),
            ("what colour looks best on me", [["burgundy"]], []),
            ("sum me up", [["12"], ["{brand1}"], ["burgundy"]], []),
            ("what was the first thing I asked you about?", [["dress"]], []),
            ("have I mentioned any occasion?", [[NOT_KNOWN]], []),
        ],
    },
    # 10: holiday plans
    {
        "facts": [
            ("2026-11-14 10:25", "Off to Crete on holiday in 2027-05."),
            ("2026-11-14 10:25", "Wears size S."),
        ],
        "visits": [
            (
                "2026-11-14",
                "sandals and dresses for Crete in May, size S",
                "Here are some summer pieces in S.",
                "holiday Crete May; size S",
            ),
        ],
        "questions": [
            ("where am I going on holiday?", [["Crete"]], []),
            ("what's the plan for May", [["Crete", "holiday"]], []),
            ("what size do i wear", [["S", "small"]], []),
            ("what was I looking at?", [["sandal", "dress"]], []),
            ("what's my shoe size?", [[NOT_KNOWN]], []),
            ("remind me about my trip", [["Crete"]], []),
        ],
    },
    # 11: colour changed
    {
        "facts": [
            ("2026-10-13 11:05", "Likes grey."),
            ("2026-11-21 15:05", "Now dislikes grey, finds it drab; prefers plum."),
        ],
        "visits": [
            ("2026-10-13", "grey jumpers please", "Here are grey jumpers.", "likes grey"),
            (
                "2026-11-21",
                "gone off grey, it's drab, plum is more me",
                "Plum it is.",
                "dislikes grey; likes plum",
            ),
        ],
        "questions": [
            ("what colour do I like now", [["plum"]], []),
            ("do I still like grey?", [["grey"]], []),
            ("what changed about my colours?", [["grey"], ["plum"]], []),
            ("colour to steer clear of?", [["grey"]], []),
            ("how much do I want to spend", [[NOT_KNOWN]], []),
            ("how many times have I visited", [["two", "Two", "2", "twice"]], []),
        ],
    },
    # 12: kids (other person) plus shopper size
    {
        "facts": [
            ("2026-11-06 14:05", "The shopper is a size L."),
            ("2026-11-06 14:05", "Shops for a son aged 7."),
        ],
        "visits": [
            (
                "2026-11-06",
                "parka for my 7 year old and a large one for me",
                "Here are kids' parkas for age 7 and men's in L.",
                "size L; son aged 7",
            ),
        ],
        "questions": [
            ("what size am i", [["L", "large"]], []),
            ("how old is my son?", [["7", "seven"]], []),
            ("what did I come in for", [["parka"]], []),
            ("do you know my budget", [[NOT_KNOWN]], []),
            ("what do you know about me and my family?", [["L", "large"], ["7", "seven"]], []),
            ("which brand do I like?", [[NOT_KNOWN]], []),
        ],
    },
    # 13: interview
    {
        "facts": [
            ("2026-11-19 09:05", "Has a job interview on Thursday 2026-11-26."),
            ("2026-11-19 09:05", "Wants to look smart; budget under 120."),
            ("2026-11-19 09:05", "Prefers black."),
        ],
        "visits": [
            (
                "2026-11-19",
                "interview thursday, something smart in black under 120",
                "Here are black blazers under 120.",
                "interview; budget 120; likes black",
            ),
        ],
        "questions": [
            ("whats happening thursday", [["interview"]], []),
            ("what am I preparing for?", [["interview"]], []),
            ("my price limit?", [["120"]], []),
            ("colour i prefer", [["black"]], []),
            ("give me a quick rundown of what you know", [["interview"], ["120"], ["black"]], []),
            ("what's my waist size", [[NOT_KNOWN]], []),
        ],
    },
    # 14: several visits, browsing history
    {
        "facts": [("2026-10-15 10:05", "The shopper is a UK 10.")],
        "visits": [
            ("2026-10-15", "wrap dresses in a 10", "Here are wrap dresses in UK 10.", "UK 10"),
            ("2026-10-29", "any raincoats?", "Here are raincoats.", ""),
            ("2026-11-17", "cardigans please", "Here are cardigans.", ""),
        ],
        "questions": [
            ("what have I looked at before?", [["wrap", "dress"], ["raincoat"], ["cardigan"]], []),
            ("how many times have I been?", [["three", "3"]], []),
            ("what did I look at last time", [["cardigan"]], []),
            ("what was I browsing in October?", [["dress", "raincoat"]], []),
            ("my size?", [["10"]], []),
            ("what's my favourite colour", [[NOT_KNOWN]], []),
        ],
    },
    # 15: brand dislike and like
    {
        "facts": [
            ("2026-11-11 16:05", "Doesn't like {brand2}: sizing inconsistent."),
            ("2026-11-11 16:05", "Prefers {brand3}."),
        ],
        "visits": [
            (
                "2026-11-11",
                "not {brand2}, their sizing's all over, {brand3} is better",
                "Here are {brand3} items.",
                "dislikes {brand2}; likes {brand3}",
            ),
        ],
        "questions": [
            ("which brand do i prefer", [["{brand3}"]], []),
            ("which brand should you not show me", [["{brand2}"]], []),
            ("why don't I like {brand2}?", [["sizing", "size"]], []),
            ("what size am I?", [[NOT_KNOWN]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("brands: what do you know?", [["{brand3}"], ["{brand2}"]], []),
        ],
    },
    # 16: waist changed
    {
        "facts": [
            ("2026-10-09 13:05", "Waist 32."),
            ("2026-11-23 13:05", "Waist is 36 now."),
        ],
        "visits": [
            ("2026-10-09", "chinos 32 waist", "Here are chinos in W32.", "waist 32"),
            (
                "2026-11-23",
                "need a 36 waist now, christmas came early",
                "Here are W36 chinos.",
                "waist 36",
            ),
        ],
        "questions": [
            ("what waist am i", [["36"]], ["32"]),
            ("waist size pls", [["36"]], ["32"]),
            ("what was my old waist size", [["32"]], []),
            ("what did I buy in October?", [["chino"]], []),
            ("any colour preference I've given?", [[NOT_KNOWN]], []),
            ("how has my size changed", [["36"]], []),
        ],
    },
    # 17: christening, colour
    {
        "facts": [
            ("2026-11-20 11:25", "Attending a christening on 2026-12-06."),
            ("2026-11-20 11:25", "Loves pastel colours, especially lilac."),
            ("2026-11-20 11:25", "Size US 6."),
        ],
        "visits": [
            (
                "2026-11-20",
                "christening next month, something lilac in a US 6",
                "Here are lilac dresses in US 6.",
                "christening; likes lilac; US 6",
            ),
        ],
        "questions": [
            ("what's my next event", [["christening"]], []),
            ("what colour do I love", [["lilac"]], []),
            ("size?", [["6"]], []),
            ("what do you know about my plans", [["christening"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("recap me", [["christening"], ["lilac"], ["6"]], []),
        ],
    },
    # 18: half shoe size, brand
    {
        "facts": [
            ("2026-11-02 10:05", "UK 7.5 shoes."),
            ("2026-11-02 10:05", "Always buys boots from {brand4}."),
        ],
        "visits": [
            (
                "2026-11-02",
                "{brand4} boots 7 and a half",
                "Here are {brand4} boots in UK 7.5.",
                "UK 7.5; brand {brand4}",
            ),
        ],
        "questions": [
            ("what's my shoe size", [["7.5", "7 and a half", "seven and a half"]], []),
            ("who do I buy boots from?", [["{brand4}"]], []),
            ("what was I after?", [["boot"]], []),
            ("do I have a colour I hate", [[NOT_KNOWN]], []),
            ("what's the occasion I'm shopping for", [[NOT_KNOWN]], []),
            ("wat do u know abt me", [["7.5", "7 and a half"], ["{brand4}"]], []),
        ],
    },
    # 19: marathon, trainers, budget
    {
        "facts": [
            ("2026-11-13 07:05", "Running a marathon in April."),
            ("2026-11-13 07:05", "US 10 in trainers."),
            ("2026-11-13 07:05", "Will spend up to 140 on trainers."),
        ],
        "visits": [
            (
                "2026-11-13",
                "marathon in april, US 10 trainers up to 140",
                "Here are running trainers in US 10.",
                "marathon April; US 10; budget 140",
            ),
        ],
        "questions": [
            ("what am I training for", [["marathon"]], []),
            ("when's my race?", [["April"]], []),
            ("trainer size?", [["10"]], []),
            ("how much will I pay for trainers", [["140"]], []),
            ("what colour do I like", [[NOT_KNOWN]], []),
            ("what's on my calendar?", [["marathon"]], []),
        ],
    },
    # 20: occasion changed (date moved)
    {
        "facts": [
            ("2026-10-19 12:05", "Party on 2026-11-28."),
            ("2026-11-22 12:05", "The party was cancelled; now a gala on 2027-01-16."),
        ],
        "visits": [
            ("2026-10-19", "party dress please", "Here are party dresses.", "party"),
            (
                "2026-11-22",
                "party's off, I've a black tie gala in january instead",
                "Here are evening dresses.",
                "gala January",
            ),
        ],
        "questions": [
            ("what event am I going to", [["gala"]], []),
            ("is the party still on?", [["cancel", "off", "gala"]], []),
            ("when's the gala", [["January", "16"]], []),
            ("what's my dress size", [[NOT_KNOWN]], []),
            ("what changed since my first visit?", [["gala"]], []),
            ("what's the dress code?", [["black tie"]], []),
        ],
    },
    # 21: many facts
    {
        "facts": [
            ("2026-11-01 10:05", "Size XL."),
            ("2026-11-01 10:05", "Dislikes white."),
            ("2026-11-01 10:05", "Likes forest green."),
            ("2026-11-01 10:05", "Budget 70."),
            ("2026-11-01 10:05", "Buys {brand0}."),
            ("2026-11-01 10:05", "Going hiking in the Lakes next month."),
        ],
        "visits": [
            (
                "2026-11-01",
                "XL, green, no white, 70, {brand0}, Lakes hike",
                "Here are {brand0} outdoor pieces in XL.",
                "lots",
            ),
        ],
        "questions": [
            (
                "what do you remember about me?",
                [
                    ["XL", "extra large"],
                    ["white"],
                    ["green"],
                    ["70"],
                    ["{brand0}"],
                    ["hiking", "hike", "Lakes"],
                ],
                [],
            ),
            ("size and budget?", [["XL", "extra large"], ["70"]], []),
            ("which colours are in and out", [["green"], ["white"]], []),
            ("where am I going next month", [["Lakes", "hiking", "hike"]], []),
            ("my brand", [["{brand0}"]], []),
            ("shoe size?", [[NOT_KNOWN]], []),
            ("what's my collar", [[NOT_KNOWN]], []),
        ],
    },
    # 22: funeral
    {
        "facts": [
            ("2026-11-24 08:05", "Has a funeral to attend on Friday."),
            ("2026-11-24 08:05", "Needs something in charcoal or black."),
        ],
        "visits": [
            (
                "2026-11-24",
                "funeral friday, charcoal or black",
                "Here are dark coats.",
                "funeral; charcoal or black",
            ),
        ],
        "questions": [
            ("what's on friday", [["funeral"]], []),
            ("what colours did I want", [["charcoal", "black"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("why am i shopping", [["funeral"]], []),
            ("brand?", [[NOT_KNOWN]], []),
            ("what did I browse?", [["coat"]], []),
        ],
    },
    # 23: size changed letters
    {
        "facts": [
            ("2026-10-20 14:05", "Wears a medium."),
            ("2026-11-25 14:05", "Has gone down to a small."),
        ],
        "visits": [
            ("2026-10-20", "medium tees", "Here are tees in M.", "size M"),
            (
                "2026-11-25",
                "lost weight! small now",
                "Congratulations, here are tees in S.",
                "size S",
            ),
        ],
        "questions": [
            ("what size do I wear now", [["S", "small"]], ["medium"]),
            ("still a medium?", [["S", "small"]], []),
            ("what size was I before", [["M", "medium"]], []),
            ("what have I bought?", [["tee", "tees", "t-shirt"]], []),
            ("favourite colour?", [[NOT_KNOWN]], []),
            ("how much do I spend usually", [[NOT_KNOWN]], []),
        ],
    },
    # 24: american register, budget, occasion
    {
        "facts": [
            ("2026-11-15 19:05", "Shopper's limit: 85 dollars-ish."),
            ("2026-11-15 19:05", "Thanksgiving dinner at the in-laws."),
            ("2026-11-15 19:05", "Prefers sweaters over cardigans."),
        ],
        "visits": [
            (
                "2026-11-15",
                "sweaters for thanksgiving under 85",
                "Here are sweaters under 85.",
                "budget 85; Thanksgiving",
            ),
        ],
        "questions": [
            ("what's my spending cap", [["85"]], []),
            ("what's the holiday I mentioned", [["Thanksgiving"]], []),
            ("what did I want, sweaters or cardigans?", [["sweater"]], []),
            ("my size??", [[NOT_KNOWN]], []),
            ("who's dinner at", [["in-law"]], []),
            ("y'all remember my brand?", [[NOT_KNOWN]], []),
        ],
    },
    # 25: EU dress size, dislikes
    {
        "facts": [
            ("2026-11-08 09:05", "EU 38 dresses."),
            ("2026-11-08 09:05", "Keep her away from beige and camel."),
        ],
        "visits": [
            (
                "2026-11-08",
                "38 midi dresses, nothing beige or camel",
                "Here are midis in 38.",
                "EU 38; dislikes beige, camel",
            ),
        ],
        "questions": [
            ("what should you never show me?", [["beige", "camel"]], []),
            ("what dress size", [["38"]], []),
            ("which colours do I dislike", [["beige"], ["camel"]], []),
            ("what was I looking for", [["midi", "dress"]], []),
            ("any plans coming up?", [[NOT_KNOWN]], []),
            ("what colour do I like, then?", [[NOT_KNOWN]], []),
        ],
    },
    # 26: visits only, no facts
    {
        "facts": [],
        "visits": [
            ("2026-11-04", "show me scarves", "Here are scarves.", ""),
            ("2026-11-18", "beanies?", "Here are beanies.", ""),
        ],
        "questions": [
            ("what did I look at last week?", [["beanie"]], []),
            ("what have I shopped for here", [["scar"], ["beanie"]], []),
            ("how often have I come", [["two", "Two", "2", "twice"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("do you know anything about my style", [[NOT_KNOWN]], []),
            ("when was my first visit?", [["2026-11-04", "4 November", "November 4", "4th"]], []),
        ],
    },
    # 27: uni start, budget amount words
    {
        "facts": [
            ("2026-11-26 13:25", "Starting university in September."),
            ("2026-11-26 13:25", "Fifty euros max per item."),
        ],
        "visits": [
            (
                "2026-11-26",
                "off to uni in sept, 50 tops per thing",
                "Here are basics under 50.",
                "uni September; budget 50",
            ),
        ],
        "questions": [
            ("what's happening in september", [["uni", "university"]], []),
            ("how much per item", [["50", "fifty"]], []),
            ("remind me of my plans", [["uni", "university"]], []),
            ("what size do I wear?", [[NOT_KNOWN]], []),
            ("colours?", [[NOT_KNOWN]], []),
            ("what do you know", [["uni", "university"], ["50", "fifty"]], []),
        ],
    },
    # 28: brand changed
    {
        "facts": [
            ("2026-10-07 10:25", "Favourite brand {brand1}."),
            ("2026-11-27 10:25", "Switched to {brand4}; {brand1} quality dropped."),
        ],
        "visits": [
            ("2026-10-07", "{brand1} shirts", "Here are {brand1} shirts.", "brand {brand1}"),
            (
                "2026-11-27",
                "{brand1} went downhill, I'm on {brand4} now",
                "Here are {brand4} shirts.",
                "brand {brand4}",
            ),
        ],
        "questions": [
            ("what brand do I buy now", [["{brand4}"]], []),
            ("why did I switch brands?", [["quality", "downhill"]], []),
            ("what was my old brand", [["{brand1}"]], []),
            ("which brand should you show me first", [["{brand4}"]], ["{brand1}"]),
            ("what size shirt?", [[NOT_KNOWN]], []),
            ("what did I buy first?", [["shirt"]], []),
        ],
    },
    # 29: shoe EU and dress UK mixed market
    {
        "facts": [
            ("2026-11-05 12:05", "Feet: EU 39."),
            ("2026-11-05 12:05", "Dresses: UK 14."),
            ("2026-11-06 12:05", "Office Christmas party on 2026-12-18."),
        ],
        "visits": [
            (
                "2026-11-05",
                "boots in 39 and a dress in 14",
                "Here are boots in 39.",
                "EU 39; UK 14",
            ),
            ("2026-11-06", "office party dress", "Here are party dresses.", "office party"),
        ],
        "questions": [
            ("shoe size?", [["39"]], []),
            ("and dress size", [["14"]], []),
            ("what's my office event", [["party"]], []),
            ("when's the party", [["18", "December"]], []),
            ("budget?", [[NOT_KNOWN]], []),
            ("all my sizes please", [["39"], ["14"]], []),
        ],
    },
    # 30: typo'd questions, colour indirect
    {
        "facts": [
            ("2026-11-09 17:05", "Mustard washes the shopper out."),
            ("2026-11-09 17:05", "Looks good in cobalt."),
        ],
        "visits": [
            (
                "2026-11-09",
                "not mustard, cobalt maybe",
                "Here are cobalt knits.",
                "dislikes mustard; likes cobalt",
            ),
        ],
        "questions": [
            ("wat colur suits me", [["cobalt"]], []),
            ("wich colour washes me out", [["mustard"]], []),
            ("waht size am i", [[NOT_KNOWN]], []),
            ("wat did i look at", [["knit", "cobalt"]], []),
            ("remmber my budget?", [[NOT_KNOWN]], []),
        ],
    },
    # 31: several occasion plans
    {
        "facts": [
            ("2026-11-03 11:05", "Bridesmaid at sister's wedding in June."),
            ("2026-11-03 11:05", "Hen do in May."),
            ("2026-11-03 11:05", "Size UK 8."),
        ],
        "visits": [
            (
                "2026-11-03",
                "hen do in may and I'm a bridesmaid in june, size 8",
                "Here are dresses in UK 8.",
                "wedding June; hen May; UK 8",
            ),
        ],
        "questions": [
            ("what events have I got", [["wedding", "bridesmaid"], ["hen", "Hen"]], []),
            ("what's first, the hen or the wedding?", [["hen", "Hen"]], []),
            ("whose wedding is it?", [["sister"]], []),
            ("what's my role at the wedding", [["bridesmaid"]], []),
            ("my size", [["8"]], []),
            ("what colour do I hate", [[NOT_KNOWN]], []),
            ("what's happening in June", [["wedding"]], []),
        ],
    },
    # 32: budget for coat only, chatty questions
    {
        "facts": [
            ("2026-11-12 10:05", "Up to 220 for a winter coat."),
            ("2026-11-12 10:05", "Prefers parkas."),
            ("2026-11-12 10:05", "Size L."),
        ],
        "visits": [
            (
                "2026-11-12",
                "parka, L, up to 220",
                "Here are parkas in L under 220.",
                "budget 220 coat; parka; size L",
            ),
        ],
        "questions": [
            ("go on then, what did I say I'd spend on a coat", [["220"]], []),
            ("oh what style of coat was I after again?", [["parka"]], []),
            ("sorry, my size, I forget", [["L", "large"]], []),
            ("would you happen to know my shoe size", [[NOT_KNOWN]], []),
            ("any brand I mentioned?", [[NOT_KNOWN]], []),
            ("coat stuff: budget and style?", [["220"], ["parka"]], []),
        ],
    },
    # 33: polite register, multiple visits with contexts
    {
        "facts": [
            ("2026-10-21 09:05", "Size 16."),
            ("2026-11-10 09:05", "Dislikes red."),
        ],
        "visits": [
            (
                "2026-10-21",
                "Could I see blouses in a 16, please?",
                "Here are blouses in 16.",
                "size 16",
            ),
            ("2026-11-10", "Not red, please, I never wear it.", "Understood.", "dislikes red"),
            ("2026-11-24", "Lovely, thank you.", "You're welcome!", ""),
        ],
        "questions": [
            ("Would you kindly remind me of my size?", [["16"]], []),
            ("Could you tell me which colour I avoid?", [["red", "Red"]], []),
            ("May I ask how many times I've visited?", [["three", "3"]], []),
            ("What did I ask for on my first visit, please?", [["blouse"]], []),
            ("Do you happen to know my budget?", [[NOT_KNOWN]], []),
            ("Might you know my favourite brand?", [[NOT_KNOWN]], []),
        ],
    },
    # 34: chest long, tall
    {
        "facts": [
            ("2026-11-16 15:05", "Blazer 42L, long arms."),
            ("2026-11-16 15:05", "Letter size XL, tall."),
        ],
        "visits": [
            (
                "2026-11-16",
                "tall guy, 42 long blazer and XL tees",
                "Here are blazers in 42L.",
                "42L; XL",
            ),
        ],
        "questions": [
            ("blazer size?", [["42"]], []),
            ("regular or long fit for me", [["long", "42L"]], []),
            ("what tee size", [["XL", "extra large"]], []),
            ("why long fit?", [["arms", "tall"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("any events coming up", [[NOT_KNOWN]], []),
        ],
    },
    # 35: budget changed down, colour like
    {
        "facts": [
            ("2026-10-12 12:05", "Budget 250."),
            ("2026-11-19 12:05", "Budget cut to 90 after car repair."),
            ("2026-10-12 12:05", "Loves sage green."),
        ],
        "visits": [
            ("2026-10-12", "sage green coat up to 250", "Here are coats.", "budget 250; sage"),
            ("2026-11-19", "car broke, 90 max now", "Here are options under 90.", "budget 90"),
        ],
        "questions": [
            ("what can I spend now", [["90"]], ["250"]),
            ("why did my budget drop", [["car", "Car"]], []),
            ("what was my budget before", [["250"]], []),
            ("what colour do I love", [["sage"]], []),
            ("size?", [[NOT_KNOWN]], []),
            ("what's changed since October", [["90"]], []),
        ],
    },
    # 36: imperative and sideways questions
    {
        "facts": [
            ("2026-11-17 10:05", "The shopper is a 10 in US shoes."),
            ("2026-11-17 10:05", "Doesn't wear anything pink."),
            ("2026-11-17 10:05", "Prefers {brand2}."),
        ],
        "visits": [
            (
                "2026-11-17",
                "{brand2} sneakers US 10, no pink",
                "Here are {brand2} sneakers.",
                "US 10; dislikes pink; brand {brand2}",
            ),
        ],
        "questions": [
            ("remind me what shoe size I am", [["10"]], []),
            ("tell me the brand I like", [["{brand2}"]], []),
            ("list the colours I don't wear", [["pink"]], []),
            ("so if I were buying a gift for myself, what brand?", [["{brand2}"]], []),
            ("spell out my budget", [[NOT_KNOWN]], []),
            ("what do you think I'm shopping for", [["sneaker", "trainer"]], []),
        ],
    },
    # 37: one fact only, many never-stated
    {
        "facts": [("2026-11-28 16:05", "Mentioned wearing a UK 6 shoe.")],
        "visits": [],
        "questions": [
            ("shoe size?", [["6"]], []),
            ("dress size?", [[NOT_KNOWN]], []),
            ("waist?", [[NOT_KNOWN]], []),
            ("colour likes?", [[NOT_KNOWN]], []),
            ("what occasion am I shopping for?", [[NOT_KNOWN]], []),
            ("what have I bought before?", [[NOT_KNOWN]], []),
        ],
    },
]
