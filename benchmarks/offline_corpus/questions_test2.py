"""Questions about the shopper, test2 split (issue 18, M7, M8.1, M8.2), written blind.

Written by a helper who never saw the offline model's code or tests, nor the test or dev2
splits (dev's files only for their format), from the issue's kinds of question and the registers
shoppers use (terse, chatty, polite, British and American, fragments). Held out: scored once.

Each profile is what recall found for one shopper: `facts` as (stated at, fact) and `visits`
as (day, shopper's message, assistant's answer, the context the memory server extracted, or ""
when it extracted none and the raw exchange is rendered). Each question: (text, must, must_not):
every group in `must` needs one of its alternatives in the reply; nothing in `must_not` may
appear (an older, overridden fact, or another visit's item). `{brand0}`..: the brands of the
split's first catalogue. `NOT_KNOWN` stands for "the reply says it does not know".
"""

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    {
        "facts": [
            ("2026-02-02 09:10", "The shopper wears size S."),
            ("2026-02-02 09:11", "The shopper likes olive."),
            ("2026-02-02 09:14", "The shopper's budget is under 120 EUR."),
        ],
        "visits": [
            (
                "2026-01-27",
                "need a parka, a proper warm one",
                "Here are three warm parkas.",
                "The shopper looked for a warm parka.",
            ),
        ],
        "questions": [
            ("Everything you know about me, please.", [["S", "small"], ["olive"], ["120"]], []),
            ("remind me what size I usually get?", [["S", "small"]], []),
            ("hey, which colour did I say I liked?", [["olive"]], []),
            ("how much was I willing to spend, again?", [["120"]], []),
            ("what was I after on Tuesday?", [["parka"]], []),
        ],
    },
    {
        "facts": [
            ("2026-03-11 12:30", "The shopper's shoe size is UK 9."),
            ("2026-03-11 12:31", "The shopper dislikes orange."),
        ],
        "visits": [],
        "questions": [
            ("Anything you recall about my shoe size?", [["9"]], []),
            ("do you know what colour I can't stand", [["orange"]], []),
            ("have I told you my budget?", [[NOT_KNOWN]], []),
            ("What brands am I into?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-08 17:45", "The shopper wears size 12."),
            ("2026-04-19 11:20", "The shopper wears size 14."),
        ],
        "visits": [],
        "questions": [
            ("what dress size am I these days?", [["14"]], ["12"]),
            ("Quick one: my size?", [["14"]], ["12"]),
            ("have I mentioned my size to you before", [["14"]], ["12"]),
        ],
    },
    {
        "facts": [
            ("2026-02-25 20:05", "The shopper prefers {brand0}."),
            ("2026-02-25 20:06", "The shopper prefers {brand3}."),
            ("2026-03-01 08:40", "The shopper is shopping for a summer holiday."),
        ],
        "visits": [],
        "questions": [
            ("which labels do I tend to go for?", [["{brand0}"], ["{brand3}"]], []),
            ("Do you remember my favourite brands?", [["{brand0}"], ["{brand3}"]], []),
            ("what am I shopping for at the moment?", [["holiday"]], []),
            ("What's the trip I'm buying all this for?", [["holiday"]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-15 10:00", "The shopper's shoe size is EU 40."),
            ("2026-03-22 14:10", "The shopper's shoe size is EU 41."),
        ],
        "visits": [],
        "questions": [
            ("what shoe size am I", [["41"]], ["40"]),
            ("remind me of my shoe size, I always forget", [["41"]], ["40"]),
            ("how big are my feet, in EU sizes?", [["41"]], ["40"]),
        ],
    },
    {
        "facts": [
            ("2026-02-10 19:00", "The shopper's budget is under 200 EUR."),
            ("2026-04-04 09:30", "The shopper's budget is under 90 EUR."),
        ],
        "visits": [],
        "questions": [
            ("What's the most I said I'd spend?", [["90"]], ["200"]),
            ("my budget, do you know it?", [["90"]], ["200"]),
            ("What's my price limit?", [["90"]], ["200"]),
        ],
    },
    {
        "facts": [
            ("2026-03-17 13:00", "The shopper wears W32 L30 jeans."),
            ("2026-03-17 13:02", "The shopper likes black."),
        ],
        "visits": [],
        "questions": [
            ("what jeans size did I give you?", [["32"], ["30"]], []),
            ("do you know my waist?", [["32"]], []),
            ("what colour do I prefer?", [["black"]], []),
            ("Have I told you what the occasion is?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-04-01 18:15", "The shopper wears size 42L."),
            ("2026-04-01 18:16", "The shopper is shopping for a job interview."),
            ("2026-04-01 18:20", "The shopper's budget is under 250 EUR."),
        ],
        "visits": [],
        "questions": [
            ("What blazer size do I take?", [["42L", "42 L", "42 long"]], []),
            ("what's the big event I'm shopping for?", [["interview"]], []),
            ("can you tell me everything you've got on me?", [["42"], ["interview"], ["250"]], []),
            ("what's my spending cap?", [["250"]], []),
        ],
    },
    {
        "facts": [],
        "visits": [
            (
                "2026-04-07",
                "cardigans in cream?",
                "Here are two cream cardigans.",
                "The shopper asked for cream cardigans.",
            ),
            (
                "2026-04-10",
                "I bought the navy raincoat in the end",
                "Great choice!",
                "The shopper bought a navy raincoat.",
            ),
        ],
        "questions": [
            ("What did I buy last time I was in?", [["raincoat"]], []),
            ("what was I looking at on Tuesday?", [["cardigan"]], ["raincoat"]),
            ("What did we talk about before?", [["cardigan", "raincoat"]], []),
            ("what's my size?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-02-18 10:30", "The shopper dislikes pink."),
            ("2026-02-18 10:31", "The shopper dislikes lilac."),
            ("2026-02-19 16:00", "The shopper likes forest green."),
        ],
        "visits": [],
        "questions": [
            ("Colours I should steer clear of?", [["pink"], ["lilac"]], []),
            ("tell me what colours I said I liked", [["green"]], []),
            ("do you know my colour preferences?", [["pink"], ["lilac"], ["green"]], []),
            ("is there any colour I'm keen on?", [["green"]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-30 21:00", "The shopper is shopping for a ski trip."),
            ("2026-01-30 21:02", "The shopper wears size L."),
        ],
        "visits": [],
        "questions": [
            ("What's all this shopping for again?", [["ski"]], []),
            ("remind me - what size?", [["L", "large"]], []),
            ("Do you know how much I want to spend?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("Do you know anything about me?", [[NOT_KNOWN]], []),
            ("what colours do I like", [[NOT_KNOWN]], []),
            ("Have I ever told you my shoe size?", [[NOT_KNOWN]], []),
            ("what did I get last time?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [("2026-03-14 15:40", "The shopper's shoe size is US 10.")],
        "visits": [
            (
                "2026-03-14",
                "white trainers under 90 please",
                "Here are two pairs of white trainers.",
                "",
            ),
        ],
        "questions": [
            ("What was I after last time I was here?", [["trainer"]], []),
            ("my shoe size - do you have it?", [["10"]], []),
            ("Remind me what colour of trainers I wanted.", [["white"]], []),
        ],
    },
    {
        "facts": [
            ("2026-05-03 11:00", "The shopper wears size XS."),
            ("2026-05-03 11:01", "The shopper prefers {brand4}."),
            ("2026-05-03 11:05", "The shopper's budget is under 50 EUR."),
        ],
        "visits": [],
        "questions": [
            (
                "Go on then, what do you know about me?",
                [["XS", "extra small"], ["{brand4}"], ["50"]],
                [],
            ),
            ("Which brand do I keep coming back to?", [["{brand4}"]], []),
            ("I can't remember what size I told you, can you?", [["XS", "extra small"]], []),
            ("What did I say my budget was", [["50"]], []),
        ],
    },
    {
        "facts": [],
        "visits": [
            (
                "2026-02-21",
                "looking for a wool scarf as a gift",
                "Here are three wool scarves.",
                "The shopper looked for a wool scarf as a gift.",
            ),
            (
                "2026-03-29",
                "do you have linen shirts?",
                "Yes, here are two linen shirts.",
                "The shopper asked about linen shirts.",
            ),
        ],
        "questions": [
            ("What did I ask you about on the 21st of February?", [["scarf"]], ["shirt"]),
            ("what was I looking for at the end of March?", [["shirt"]], ["scarf"]),
            ("what have I shopped for here so far?", [["scarf"], ["shirt"]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-05 09:00", "The shopper wears size 10."),
            ("2026-03-12 19:30", "The shopper wears size 8."),
            ("2026-03-12 19:31", "The shopper likes burgundy."),
        ],
        "visits": [],
        "questions": [
            ("so what size do I wear now?", [["8"]], ["10"]),
            ("What do you remember about my size and colours?", [["8"], ["burgundy"]], ["10"]),
        ],
    },
    {
        "facts": [
            ("2026-05-20 12:00", "The shopper is going to a festival."),
            ("2026-05-20 12:01", "The shopper dislikes white."),
            ("2026-05-20 12:03", "The shopper's shoe size is EU 38."),
        ],
        "visits": [],
        "questions": [
            ("What's coming up that I'm shopping for?", [["festival"]], []),
            ("any colour I've said no to?", [["white"]], []),
            ("what size shoes do I wear?", [["38"]], []),
            (
                "Could you remind me of everything I've told you?",
                [["festival"], ["white"], ["38"]],
                [],
            ),
        ],
    },
    {
        "facts": [("2026-04-22 08:15", "The shopper's budget is around 60 EUR.")],
        "visits": [],
        "questions": [
            ("What price range did I mention?", [["60"]], []),
            ("remind me what my budget is, roughly", [["60"]], []),
            ("What brand do I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [],
        "visits": [
            (
                "2026-05-02",
                "I'll take the grey hoodie in M",
                "It's in your basket.",
                "The shopper bought a grey hoodie in size M.",
            ),
            (
                "2026-05-12",
                "have you got joggers to match?",
                "Here are two pairs of grey joggers.",
                "The shopper asked for joggers to match a grey hoodie.",
            ),
        ],
        "questions": [
            ("what did I buy from you?", [["hoodie"]], []),
            ("what was I after on Tuesday?", [["jogger"]], []),
            ("what did we talk about last time?", [["jogger"]], []),
        ],
    },
    {
        "facts": [
            ("2026-02-08 14:00", "The shopper is shopping for a birthday present."),
            ("2026-02-08 14:02", "The shopper's budget is under 40 EUR."),
        ],
        "visits": [],
        "questions": [
            ("What am I buying for, do you remember?", [["birthday", "present", "gift"]], []),
            ("what can I afford to spend?", [["40"]], []),
            ("which colours should you avoid showing me?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-19 10:10", "The shopper's waist is 34 inches."),
            ("2026-04-28 17:50", "The shopper's waist is 36 inches."),
        ],
        "visits": [],
        "questions": [
            ("what's my waist measurement?", [["36"]], ["34"]),
            ("do you happen to know my trouser size?", [["36"]], ["34"]),
            ("What's my leg length?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-03-08 22:00", "The shopper wears size 6."),
            ("2026-03-08 22:01", "The shopper likes plum."),
            ("2026-03-08 22:03", "The shopper is shopping for a prom."),
        ],
        "visits": [],
        "questions": [
            ("what's my size, do you know?", [["6"]], []),
            ("What color do I like?", [["plum"]], []),
            ("what's the event?", [["prom"]], []),
            ("so what have I told you about myself so far?", [["6"], ["plum"], ["prom"]], []),
        ],
    },
    {
        "facts": [],
        "visits": [
            ("2026-04-18", "do you sell swimwear", "We don't stock swimwear, sorry.", ""),
        ],
        "questions": [
            ("what did I ask you last time?", [["swim"]], []),
            ("Did I tell you my budget?", [[NOT_KNOWN]], []),
            ("what size do I take in shoes?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-02-27 13:30", "The shopper prefers {brand2}."),
            ("2026-02-27 13:31", "The shopper's shoe size is UK 5."),
            ("2026-02-27 13:35", "The shopper dislikes mustard."),
        ],
        "visits": [],
        "questions": [
            ("what brand was it I liked?", [["{brand2}"]], []),
            ("what size feet have I got?", [["5"]], []),
            ("which colour do I hate?", [["mustard"]], []),
            ("Tell me everything you know about me.", [["{brand2}"], ["5"], ["mustard"]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-22 08:00", "The shopper is starting a new job at a law firm."),
            ("2026-01-22 08:01", "The shopper wears size 16."),
            ("2026-01-22 08:02", "The shopper likes navy."),
        ],
        "visits": [],
        "questions": [
            ("Why am I shopping, remind me?", [["job", "law", "work"]], []),
            ("What size did I say?", [["16"]], []),
            ("my colours?", [["navy"]], []),
        ],
    },
    {
        "facts": [
            ("2026-02-03 12:00", "The shopper's budget is under 70 EUR."),
            ("2026-03-15 12:00", "The shopper's budget is under 110 EUR."),
            ("2026-03-15 12:01", "The shopper wears size XL."),
        ],
        "visits": [],
        "questions": [
            ("how much am I spending, what did I say?", [["110"]], ["70"]),
            ("Everything you've got about me, please", [["110"], ["XL", "extra large"]], ["70"]),
            ("size please?", [["XL", "extra large"]], []),
        ],
    },
    {
        "facts": [("2026-04-09 16:45", "The shopper likes red.")],
        "visits": [],
        "questions": [
            ("what's my waist size?", [[NOT_KNOWN]], []),
            ("What occasion am I shopping for?", [[NOT_KNOWN]], []),
            ("have I told you my favourite colour?", [["red"]], []),
        ],
    },
    {
        "facts": [
            ("2026-03-04 20:00", "The shopper's chest is 40 inches."),
            ("2026-03-04 20:01", "The shopper is going on a hiking trip."),
        ],
        "visits": [
            (
                "2026-03-05",
                "walking boots?",
                "Here are three pairs of walking boots.",
                "The shopper looked at walking boots.",
            ),
        ],
        "questions": [
            ("what's my chest size?", [["40"]], []),
            ("What was I looking for on my last visit?", [["boot"]], []),
            ("what's the trip, remind me?", [["hiking", "hike"]], []),
        ],
    },
    {
        "facts": [("2026-01-20 10:00", "The shopper wears UK 7 shoes.")],
        "visits": [
            (
                "2026-01-20",
                "I'll have the black chelsea boots in a 7",
                "Lovely, they're in your basket.",
                "The shopper bought black chelsea boots in UK 7.",
            ),
        ],
        "questions": [
            ("What did I end up buying last time?", [["boot", "chelsea"]], []),
            ("What size shoe do I wear?", [["7"]], []),
            ("which colour were the boots I got?", [["black"]], []),
        ],
    },
    {
        "facts": [
            ("2026-05-06 09:20", "The shopper prefers {brand1}."),
            ("2026-05-06 09:22", "The shopper is shopping for a funeral."),
            ("2026-05-06 09:25", "The shopper likes charcoal."),
        ],
        "visits": [],
        "questions": [
            ("Sorry, could you remind me which brand I mentioned?", [["{brand1}"]], []),
            ("What was the occasion I mentioned, please?", [["funeral"]], []),
            ("what colour did I say suits me?", [["charcoal"]], []),
            (
                "I'd be grateful if you could tell me what you know about me.",
                [["{brand1}"], ["funeral"], ["charcoal"]],
                [],
            ),
        ],
    },
    {
        "facts": [
            ("2026-02-14 18:00", "The shopper wears size 38."),
            ("2026-02-14 18:01", "The shopper dislikes rust."),
        ],
        "visits": [],
        "questions": [
            ("what size was I again?", [["38"]], []),
            ("colours I avoid", [["rust"]], []),
            ("my budget?", [[NOT_KNOWN]], []),
            ("fave brands?", [[NOT_KNOWN]], []),
        ],
    },
]
