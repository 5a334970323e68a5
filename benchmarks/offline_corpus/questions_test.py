"""Questions about the shopper, test split (issue 18): shapes as in questions_dev.py, other
profiles and wordings. Scored once at the end; never tune on them."""

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    {
        "facts": [
            ("2026-02-11 08:30", "The shopper wears size L."),
            ("2026-02-11 08:31", "The shopper dislikes orange."),
            ("2026-02-12 19:00", "The shopper's budget is under 120 EUR."),
        ],
        "visits": [
            (
                "2026-02-12",
                "a parka for the winter?",
                "Here are two parkas.",
                "The shopper looked for a warm parka for winter.",
            ),
        ],
        "questions": [
            (
                "Anything you can tell me about my tastes?",
                [["L", "large"], ["orange"], ["120"]],
                [],
            ),
            ("can you remind me of my size", [["L", "large"]], []),
            ("is there any colour I said I don't want?", [["orange"]], []),
            ("how much was I planning to spend?", [["120"]], []),
            ("what was I after last visit?", [["parka"]], []),
        ],
    },
    {
        "facts": [
            ("2026-03-03 12:00", "The shopper's shoe size is UK 7."),
            ("2026-03-03 12:01", "The shopper prefers {brand3}."),
            ("2026-03-04 10:00", "The shopper is shopping for a job interview."),
        ],
        "visits": [
            (
                "2026-03-04",
                "smart shoes for an interview",
                "Here are three pairs.",
                "The shopper asked about smart shoes for a job interview.",
            ),
        ],
        "questions": [
            ("my shoe size, do you have it?", [["7"]], []),
            ("do you know which brand I prefer?", [["{brand3}"]], []),
            ("what am I getting dressed up for?", [["interview"]], []),
            ("tell me everything you know about me", [["7"], ["{brand3}"], ["interview"]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-20 09:00", "The shopper wears size 10."),
            ("2026-04-25 14:00", "The shopper wears size 12."),
        ],
        "visits": [],
        "questions": [
            ("What's my dress size?", [["12"]], ["10"]),
            ("which size should you look for for me?", [["12"]], ["10"]),
        ],
    },
    {
        "facts": [
            ("2026-03-15 17:00", "The shopper dislikes purple."),
            ("2026-03-15 17:02", "The shopper dislikes mustard."),
            ("2026-03-18 11:00", "The shopper likes olive."),
        ],
        "visits": [],
        "questions": [
            ("Which colours should you never show me?", [["purple"], ["mustard"]], []),
            ("what's my favourite colour?", [["olive"]], []),
            ("any colours I hate?", [["purple"], ["mustard"]], []),
        ],
    },
    {
        "facts": [],
        "visits": [
            (
                "2026-02-02",
                "kids' raincoats age 6",
                "Here are two raincoats.",
                "The shopper looked at raincoats for a six-year-old.",
            ),
            (
                "2026-03-09",
                "chinos in a 32 waist",
                "Here are some chinos.",
                "The shopper asked for chinos with a 32 waist.",
            ),
        ],
        "questions": [
            ("what have I been looking at?", [["raincoat"], ["chino"]], []),
            ("what did I want the last time I was here?", [["chino"]], []),
            ("did I buy anything before?", [["raincoat", "chino"]], []),
        ],
    },
    {
        "facts": [("2026-01-30 16:00", "The shopper likes green.")],
        "visits": [],
        "questions": [
            ("which size should you be showing me?", [[NOT_KNOWN]], []),
            ("have I got a favourite label?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-04-04 10:00", "The shopper's waist is 36 inches."),
            ("2026-04-04 10:01", "The shopper's budget is under 90 EUR."),
            ("2026-04-05 12:00", "The shopper is going on a hiking holiday."),
        ],
        "visits": [],
        "questions": [
            ("remind me of my waist size", [["36"]], []),
            ("what's the most I said I'd spend?", [["90"]], []),
            ("what's my trip again?", [["hik"]], []),
            ("what do you remember?", [["36"], ["90"], ["hik"]], []),
        ],
    },
    {
        "facts": [
            ("2026-05-02 09:00", "The shopper is shopping for a funeral."),
            ("2026-05-02 09:01", "The shopper prefers {brand4}."),
            ("2026-05-02 09:03", "The shopper wears EU 39 shoes."),
        ],
        "visits": [],
        "questions": [
            ("what was the occasion I mentioned?", [["funeral"]], []),
            ("remind me which shoe size I'm in", [["39"]], []),
            ("which label do I usually go for?", [["{brand4}"]], []),
        ],
    },
    {
        "facts": [
            ("2026-02-01 10:00", "The shopper's budget is under 50 EUR."),
            ("2026-05-20 10:00", "The shopper's budget is under 40 EUR."),
        ],
        "visits": [],
        "questions": [
            ("how much am I willing to spend?", [["40"]], ["50"]),
            ("what's my price limit?", [["40"]], ["50"]),
        ],
    },
    {
        "facts": [
            ("2026-03-12 18:00", "The shopper wears size XS."),
            ("2026-03-12 18:01", "The shopper likes pink."),
        ],
        "visits": [
            (
                "2026-03-12",
                "a pink blouse in XS",
                "Here are two blouses.",
                "The shopper looked for a pink blouse.",
            ),
            ("2026-03-26", "sandals for the beach", "Here are some sandals.", ""),
        ],
        "questions": [
            ("remind me what I came in for last time", [["blouse", "sandal"]], []),
            ("What have you got on me?", [["XS", "extra small"], ["pink"]], []),
            ("what's my size?", [["XS", "extra small"]], []),
            ("which colour do I love?", [["pink"]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-08 13:00", "The shopper wears a W32 L30."),
            ("2026-01-08 13:01", "The shopper is going to a music festival."),
            ("2026-01-09 08:00", "The shopper dislikes white."),
        ],
        "visits": [],
        "questions": [
            ("for jeans, which size do I need?", [["32"]], []),
            ("what was I buying for?", [["festival"]], []),
            ("is there a colour I avoid?", [["white"]], []),
            (
                "Go on then, what have you picked up about me?",
                [["32"], ["festival"], ["white"]],
                [],
            ),
        ],
    },
    {
        "facts": [
            ("2026-04-14 20:00", "The shopper prefers {brand0}."),
            ("2026-04-14 20:01", "The shopper's shoe size is EU 45."),
            ("2026-04-15 07:00", "The shopper likes burgundy."),
        ],
        "visits": [
            (
                "2026-04-14",
                "leather boots in a 45",
                "Here are two pairs of boots.",
                "The shopper looked for leather boots in EU 45.",
            ),
        ],
        "questions": [
            ("which brand do I buy?", [["{brand0}"]], []),
            ("what are my feet again?", [["45"]], []),
            ("what did I shop for last time?", [["boot"]], []),
            ("what colour do I like wearing?", [["burgundy"]], []),
            ("what have I told you?", [["{brand0}"], ["45"], ["burgundy"]], []),
        ],
    },
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("do you know anything about me?", [[NOT_KNOWN]], []),
            ("did I ever give you a spending limit?", [[NOT_KNOWN]], []),
        ],
    },
]
