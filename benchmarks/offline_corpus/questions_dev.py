"""Questions about the shopper, dev split (issue 18, M7, M8.1, M8.2).

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
            ("2026-03-01 10:00", "The shopper wears size M."),
            ("2026-03-01 10:02", "The shopper dislikes yellow."),
            ("2026-03-02 18:30", "The shopper's budget is under 80 EUR."),
        ],
        "visits": [
            (
                "2026-02-20",
                "have you got waterproof jackets for hiking?",
                "Here are three.",
                "The shopper looked for a waterproof jacket for a hiking trip.",
            ),
        ],
        "questions": [
            ("what do you remember about me?", [["M", "medium"], ["yellow"], ["80"]], []),
            ("what size am I?", [["M", "medium"]], []),
            ("which colours do I avoid?", [["yellow"]], []),
            ("what's my budget again?", [["80"]], []),
            ("what was I shopping for last time?", [["jacket", "waterproof"]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-12 09:15", "The shopper's shoe size is EU 42."),
            ("2026-01-12 09:16", "The shopper prefers {brand0}."),
            ("2026-02-03 20:40", "The shopper is shopping for a wedding."),
        ],
        "visits": [
            (
                "2026-02-03",
                "linen suits for a summer wedding?",
                "Here are two linen suits.",
                "The shopper asked about linen suits for a summer wedding.",
            ),
        ],
        "questions": [
            ("What shoe size do I take?", [["42"]], []),
            ("Which brand do I like?", [["{brand0}"]], []),
            ("remind me what I'm shopping for", [["wedding"]], []),
            ("what do you know about me", [["42"], ["{brand0}"], ["wedding"]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-10 11:00", "The shopper wears size L."),
            ("2026-04-02 16:20", "The shopper wears size XL."),
        ],
        "visits": [],
        "questions": [
            ("what size do I wear?", [["XL"]], ["L"]),
            ("Do you know my size?", [["XL"]], ["L"]),
        ],
    },
    {
        "facts": [
            ("2026-02-14 12:00", "The shopper dislikes brown."),
            ("2026-02-14 12:01", "The shopper dislikes beige."),
            ("2026-03-20 08:45", "The shopper likes navy."),
        ],
        "visits": [],
        "questions": [
            ("which colours do I avoid?", [["brown"], ["beige"]], []),
            ("what colours do I like?", [["navy"]], []),
            ("What colours am I not keen on?", [["brown"], ["beige"]], []),
        ],
    },
    {
        "facts": [],
        "visits": [
            (
                "2026-03-10",
                "running trainers in a 44?",
                "Here are some trainers.",
                "The shopper looked at running trainers in EU 44.",
            ),
            (
                "2026-04-01",
                "I want a wool coat for winter",
                "Here are four wool coats.",
                "The shopper asked for a wool coat for winter.",
            ),
        ],
        "questions": [
            ("what was I shopping for?", [["trainer"], ["coat"]], []),
            ("what did I look at last time?", [["coat"]], []),
            ("have I been here before?", [["trainer", "coat"]], []),
        ],
    },
    {
        "facts": [("2026-02-01 10:00", "The shopper wears size S.")],
        "visits": [],
        "questions": [
            ("which colours do I avoid?", [[NOT_KNOWN]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-03-05 19:00", "The shopper's waist is 34 inches."),
            ("2026-03-05 19:01", "The shopper's budget is under 60 EUR."),
            ("2026-03-06 07:30", "The shopper is starting a new office job."),
        ],
        "visits": [],
        "questions": [
            ("what waist size am I?", [["34"]], []),
            ("how much did I say I wanted to spend?", [["60"]], []),
            ("what's the occasion I'm shopping for?", [["office", "job", "work"]], []),
            ("tell me what you know about me", [["34"], ["60"], ["office", "job", "work"]], []),
        ],
    },
    {
        "facts": [
            ("2026-04-11 13:00", "The shopper is shopping for a christening."),
            ("2026-04-11 13:05", "The shopper prefers {brand1}."),
            ("2026-04-12 09:00", "The shopper wears UK 8 shoes."),
        ],
        "visits": [],
        "questions": [
            ("what event am I buying for?", [["christening"]], []),
            ("What's my usual shoe size?", [["8"]], []),
            ("which brand do I usually buy?", [["{brand1}"]], []),
        ],
    },
    {
        "facts": [
            ("2026-01-01 10:00", "The shopper's budget is under 100 EUR."),
            ("2026-05-01 10:00", "The shopper's budget is under 150 EUR."),
        ],
        "visits": [],
        "questions": [
            ("what's my budget?", [["150"]], ["100"]),
            ("how much can I spend?", [["150"]], ["100"]),
        ],
    },
    {
        "facts": [
            ("2026-05-10 17:00", "The shopper wears size 12."),
            ("2026-05-10 17:01", "The shopper likes red."),
        ],
        "visits": [
            (
                "2026-05-10",
                "a red party dress in a 12?",
                "Here are two red dresses.",
                "The shopper looked for a party dress in red.",
            ),
            ("2026-05-18", "ankle boots please", "Here are some ankle boots.", ""),
        ],
        "questions": [
            ("what was I looking for before?", [["dress", "boot"]], []),
            ("What do you remember about me?", [["12"], ["red"]], []),
            ("my size?", [["12"]], []),
            ("what colour do I like?", [["red"]], []),
        ],
    },
    {
        "facts": [
            ("2026-02-22 15:00", "The shopper wears size 40R."),
            ("2026-02-22 15:01", "The shopper is going to a black tie event."),
            ("2026-02-23 09:10", "The shopper dislikes grey."),
        ],
        "visits": [],
        "questions": [
            ("what suit size do I wear?", [["40R", "40 R", "40 regular"]], []),
            ("which event was I dressing for?", [["black tie", "black-tie"]], []),
            ("is there a colour I don't like?", [["grey", "gray"]], []),
            (
                "What have I told you about myself?",
                [["40"], ["black tie", "black-tie"], ["grey", "gray"]],
                [],
            ),
        ],
    },
    {
        "facts": [
            ("2026-03-30 21:00", "The shopper prefers {brand2}."),
            ("2026-03-30 21:01", "The shopper's shoe size is US 9."),
            ("2026-04-02 08:00", "The shopper likes black."),
        ],
        "visits": [
            (
                "2026-03-30",
                "trail running shoes?",
                "Here are three trail shoes.",
                "The shopper looked for trail running shoes.",
            ),
        ],
        "questions": [
            ("which brand am I into?", [["{brand2}"]], []),
            ("what shoe size do I take?", [["9"]], []),
            ("what was I shopping for last time?", [["running", "trail", "shoe"]], []),
            ("what colours do I go for?", [["black"]], []),
            ("so what do you know about me?", [["{brand2}"], ["9"], ["black"]], []),
        ],
    },
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what do you remember about me?", [[NOT_KNOWN]], []),
            ("what size am I?", [[NOT_KNOWN]], []),
        ],
    },
]
