"""Questions about the shopper, second dev split "dev2" (issue 18, M7, M8.1, M8.2).

Written blind: by a helper who never opened the offline model's code or tests, nor the test
split, from the issue's categories and from how shoppers talk (terse, chatty, polite, British
and American, fragments, words before and after), not from dev's phrasings.

Same format as questions_dev.py. Each profile is what recall found for one shopper: `facts` as
(stated at, fact) and `visits` as (day, shopper's message, assistant's answer, the context the
memory server extracted, or "" when it extracted none and the raw exchange is rendered). Each
question: (text, must, must_not): every group in `must` needs one of its alternatives in the
reply; nothing in `must_not` may appear (an older, overridden fact). `{brand0}`..: the brands
of the split's first catalogue. `NOT_KNOWN` stands for "the reply says it does not know".
Weekdays named in questions are the visits' real weekdays (2026-03-03 is a Tuesday).
"""

NOT_KNOWN = "<not known>"

# fmt: off
PROFILES: list[dict] = [
    {  # chatty, British; dress size, a liked colour, an occasion; no budget
        "facts": [
            ("2026-02-03 11:20", "The shopper wears size 10 in dresses."),
            ("2026-02-03 11:21", "The shopper likes emerald green."),
            ("2026-02-03 11:24", "The shopper is shopping for a summer wedding."),
        ],
        "visits": [],
        "questions": [
            ("Morning! Before we start, could you run me through what you know about me?",
             [["10"], ["green"], ["wedding"]], []),
            ("sorry, what dress size did I say I was?", [["10"]], []),
            ("What's the occasion again, remind me?", [["wedding"]], []),
            ("Have I mentioned a budget at all?", [[NOT_KNOWN]], []),
            ("which colour did I say suits me?", [["green"]], []),
        ],
    },
    {  # terse, American
        "facts": [
            ("2026-01-14 22:05", "The shopper's shoe size is US 10.5."),
            ("2026-01-14 22:06", "The shopper prefers {brand0}."),
            ("2026-01-14 22:08", "The shopper's budget is under 120 EUR."),
        ],
        "visits": [],
        "questions": [
            ("shoe size?", [["10.5", "10 and a half", "ten and a half"]], []),
            ("my brand again", [["{brand0}"]], []),
            ("what am I spending, max?", [["120"]], []),
            ("Do you know my favorite colors?", [[NOT_KNOWN]], []),
        ],
    },
    {  # a clothes size overridden later
        "facts": [
            ("2026-01-08 09:30", "The shopper wears size S."),
            ("2026-03-19 17:45", "The shopper wears size M."),
        ],
        "visits": [],
        "questions": [
            ("I think I told you my size a while back, what was it? Might have changed.",
             [["M", "medium"]], ["S", "small"]),
            ("when you pick stuff out for me, what size should it be?", [["M", "medium"]],
             ["S", "small"]),
            ("tops - which size do I go for now", [["M", "medium"]], ["S", "small"]),
        ],
    },
    {  # colours both ways
        "facts": [
            ("2026-02-11 13:00", "The shopper dislikes orange."),
            ("2026-02-11 13:01", "The shopper dislikes mustard."),
            ("2026-02-11 13:03", "The shopper likes teal."),
            ("2026-02-18 10:10", "The shopper likes cream."),
        ],
        "visits": [],
        "questions": [
            ("Which shades should you steer clear of for me?", [["orange"], ["mustard"]], []),
            ("What colours am I drawn to?", [["teal"], ["cream"]], []),
            ("Quick one - any colours I've said no to?", [["orange"], ["mustard"]], []),
            ("tell me about me", [["orange"], ["mustard"], ["teal"], ["cream"]], []),
        ],
    },
    {  # visits only, on named weekdays
        "facts": [],
        "visits": [
            ("2026-03-03", "waterproof walking boots, UK 9?",
             "Here are three pairs of walking boots in UK 9.",
             "The shopper looked at waterproof walking boots in UK 9."),
            ("2026-03-07", "have you got linen shirts for the summer",
             "Here are four linen shirts.", "The shopper asked about linen shirts for the summer."),
        ],
        "questions": [
            ("what was I after on Tuesday?", [["boot"]], []),
            ("What did we talk about on the Saturday?", [["linen", "shirt"]], []),
            ("what did we chat about the last time I was in?", [["linen", "shirt"]], []),
            ("Is this my first visit?", [["boot", "shirt", "linen"]], []),
        ],
    },
    {  # something bought, then a follow-up question
        "facts": [],
        "visits": [
            ("2026-04-10", "I'll take the navy wool overcoat in L",
             "Great choice, the navy overcoat in L is in your basket.",
             "The shopper bought a navy wool overcoat in size L."),
            ("2026-04-25", "does that overcoat come with a matching scarf?",
             "It doesn't, but here are two scarves that go with it.",
             "The shopper asked whether the overcoat came with a matching scarf."),
        ],
        "questions": [
            ("what did I end up buying from you?", [["overcoat", "coat"]], []),
            ("What did I ask you about last time?", [["scarf", "scarves"]], []),
            ("Remind me what I bought on the 10th of April", [["coat"]], []),
        ],
    },
    {  # waist and leg, a brand; no occasion
        "facts": [
            ("2026-03-02 20:15", "The shopper wears W32 L30 jeans."),
            ("2026-03-02 20:17", "The shopper prefers {brand2}."),
        ],
        "visits": [],
        "questions": [
            ("what jeans size do I take?", [["32"], ["30"]], []),
            ("Can you remind me of my waist measurement?", [["32"]], []),
            ("which label did I say I liked?", [["{brand2}"]], []),
            ("What occasion am I shopping for?", [[NOT_KNOWN]], []),
        ],
    },
    {  # a budget overridden later
        "facts": [
            ("2026-02-10 08:40", "The shopper's budget is under 50 EUR."),
            ("2026-04-02 19:20", "The shopper's budget is under 90 EUR."),
        ],
        "visits": [],
        "questions": [
            ("how much am I happy to spend these days?", [["90"]], ["50"]),
            ("Remind me of my price limit", [["90"]], ["50"]),
            ("budget?", [["90"]], ["50"]),
            ("What's the most I said I'd pay for something?", [["90"]], ["50"]),
        ],
    },
    {  # a budget with a lower bound, an event, a blazer size
        "facts": [
            ("2026-05-04 18:00", "The shopper's budget is 150 EUR or more."),
            ("2026-05-04 18:02", "The shopper is shopping for a black-tie gala."),
            ("2026-05-04 18:05", "The shopper wears a 42 long blazer."),
        ],
        "visits": [],
        "questions": [
            ("How much did I say I'd spend, roughly?", [["150"]], []),
            ("What's the event I'm dressing for?", [["gala", "black-tie", "black tie"]], []),
            ("jacket size, do you remember?", [["42"]], []),
            ("Go on then, what else do you know about me?",
             [["150"], ["gala", "black-tie", "black tie"], ["42"]], []),
        ],
    },
    {  # shopping for a child
        "facts": [
            ("2026-08-20 16:30", "The shopper is shopping for a school uniform for their son."),
            ("2026-08-20 16:31", "The shopper's son wears age 8."),
            ("2026-08-20 16:33", "The shopper dislikes grey."),
        ],
        "visits": [],
        "questions": [
            ("What am I buying for again?", [["school", "uniform"]], []),
            ("how old did I say my lad was?", [["8", "eight"]], []),
            ("What size does my boy take, did I tell you?", [["8", "eight"]], []),
            ("Is there a colour I said I don't want?", [["grey"]], []),
        ],
    },
    {  # nothing remembered at all
        "facts": [],
        "visits": [],
        "questions": [
            ("What do you remember about me?", [[NOT_KNOWN]], []),
            ("do you know my shoe size", [[NOT_KNOWN]], []),
            ("what did we talk about last time?", [[NOT_KNOWN]], []),
        ],
    },
    {  # two size systems, asked separately
        "facts": [
            ("2026-02-27 12:12", "The shopper wears size L."),
            ("2026-02-27 12:14", "The shopper's shoe size is EU 44."),
        ],
        "visits": [],
        "questions": [
            ("anything you recall about my shoe size?", [["44"]], []),
            ("And for tops, what size am I?", [["L", "large"]], []),
            ("which size trainers should I be getting?", [["44"]], []),
            ("do you know what colours I'm into?", [[NOT_KNOWN]], []),
        ],
    },
    {  # two brands and a disliked colour
        "facts": [
            ("2026-03-11 14:00", "The shopper prefers {brand1}."),
            ("2026-03-11 14:01", "The shopper prefers {brand3}."),
            ("2026-03-12 09:45", "The shopper dislikes white."),
        ],
        "visits": [],
        "questions": [
            ("Which brands am I a fan of?", [["{brand1}"], ["{brand3}"]], []),
            ("have I told you which labels I like?", [["{brand1}"], ["{brand3}"]], []),
            ("is there a colour I never wear?", [["white"]], []),
        ],
    },
    {  # an occasion and two visits, asked by date and weekday
        "facts": [
            ("2026-05-12 10:00", "The shopper is shopping for a job interview."),
        ],
        "visits": [
            ("2026-05-12", "I need a navy suit for an interview", "Here are three navy suits.",
             "The shopper asked for a navy suit for a job interview."),
            ("2026-05-14", "white shirts and maybe a silk tie to go with it?",
             "Here are some white shirts and two silk ties.",
             "The shopper looked at white shirts and a silk tie."),
        ],
        "questions": [
            ("what's the big occasion again?", [["interview"]], []),
            ("what did I look at on Thursday?", [["shirt", "tie"]], []),
            ("What were we discussing on 12 May?", [["suit"]], []),
            ("remind me what I came in for the first time", [["suit"]], []),
        ],
    },
    {  # a shoe size overridden later
        "facts": [
            ("2026-01-20 10:30", "The shopper's shoe size is UK 6."),
            ("2026-03-28 15:10", "The shopper's shoe size is UK 7."),
        ],
        "visits": [],
        "questions": [
            ("what shoe size am I now?", [["7", "seven"]], ["6", "six"]),
            ("Do you remember my foot size?", [["7", "seven"]], ["6", "six"]),
            ("sandals... which size do I need?", [["7", "seven"]], ["6", "six"]),
        ],
    },
    {  # polite, older register; four facts
        "facts": [
            ("2026-06-09 14:30", "The shopper wears size 16."),
            ("2026-06-09 14:31", "The shopper likes lilac."),
            ("2026-06-09 14:33", "The shopper's budget is under 70 EUR."),
            ("2026-06-09 14:36", "The shopper is shopping for a garden party."),
        ],
        "visits": [],
        "questions": [
            ("Good afternoon. Would you be so kind as to tell me what you already know about me?",
             [["16"], ["lilac"], ["70"], ["garden party", "party"]], []),
            ("I'm ever so forgetful - what size did I tell you I was?", [["16"]], []),
            ("Which colour was it that I said I liked?", [["lilac"]], []),
            ("And what was I hoping to spend, if you don't mind me asking?", [["70"]], []),
        ],
    },
    {  # visits the server extracted nothing from: the raw exchange is rendered
        "facts": [],
        "visits": [
            ("2026-02-17", "do u have puffer jackets in black",
             "Here are two black puffer jackets.", ""),
            ("2026-02-24", "any chelsea boots size 9?", "Here are some Chelsea boots in 9.", ""),
        ],
        "questions": [
            ("what was I looking at last time?", [["chelsea", "boot"]], []),
            ("What was I after on the 17th of February?", [["puffer", "jacket"]], []),
            ("what have I asked you about so far?",
             [["puffer", "jacket"], ["boot", "chelsea"]], []),
        ],
    },
    {  # a waist overridden later, a blazer size
        "facts": [
            ("2026-01-05 11:00", "The shopper's waist is 34 inches."),
            ("2026-01-05 11:02", "The shopper wears a 40 regular blazer."),
            ("2026-04-15 18:25", "The shopper's waist is 36 inches."),
        ],
        "visits": [],
        "questions": [
            ("waist size pls", [["36"]], ["34"]),
            ("What trouser size am I these days?", [["36"]], ["34"]),
            ("blazer size?", [["40"]], []),
        ],
    },
    {  # colours and a brand; no size, no occasion
        "facts": [
            ("2026-03-22 21:00", "The shopper likes black."),
            ("2026-03-22 21:01", "The shopper likes grey."),
            ("2026-03-22 21:04", "The shopper prefers {brand4}."),
        ],
        "visits": [],
        "questions": [
            ("do you know my colour preferences?", [["black"], ["grey"]], []),
            ("Which designer do I usually go for?", [["{brand4}"]], []),
            ("What size am I, do you know?", [[NOT_KNOWN]], []),
            ("Have I told you what I need it all for?", [[NOT_KNOWN]], []),
        ],
    },
    {  # an occasion and visits on a Tuesday and a Friday
        "facts": [
            ("2026-04-07 12:30", "The shopper is shopping for a music festival."),
        ],
        "visits": [
            ("2026-04-07", "I need a rain jacket for a festival, something packable",
             "Here are three packable rain jackets.",
             "The shopper asked about a packable rain jacket for a festival."),
            ("2026-04-10", "which of these two pairs of wellies is comfier?",
             "Both are lined; the second has a softer footbed.",
             "The shopper compared two pairs of wellies."),
        ],
        "questions": [
            ("What did we talk about on Friday?", [["wellies", "wellington", "boot"]], []),
            ("what was I after on Tuesday?", [["rain", "jacket"]], []),
            ("what am I getting kitted out for?", [["festival"]], []),
            ("What did we talk about before, you and me?",
             [["rain", "jacket", "welli", "festival"]], []),
        ],
    },
    {  # American; dress size, favourite colour, budget; no brand
        "facts": [
            ("2026-05-21 19:40", "The shopper wears size 8."),
            ("2026-05-21 19:41", "The shopper likes burgundy."),
            ("2026-05-21 19:44", "The shopper's budget is under 200 EUR."),
        ],
        "visits": [],
        "questions": [
            ("What's my size, do you have that?", [["8", "eight"]], []),
            ("what's my favorite color?", [["burgundy"]], []),
            ("how much can I spend, did I say?", [["200"]], []),
            ("Do I have any brands I like?", [[NOT_KNOWN]], []),
        ],
    },
    {  # a purchase, a return, a size stated after it
        "facts": [
            ("2026-03-21 15:05", "The shopper wears size L."),
        ],
        "visits": [
            ("2026-03-14", "I'll get the grey cashmere jumper in M",
             "Lovely, the grey cashmere jumper in M is in your basket.",
             "The shopper bought a grey cashmere jumper in size M."),
            ("2026-03-21", "how do I send back the cashmere jumper? it's too small",
             "You can return it within 30 days from your orders page.",
             "The shopper asked how to return the cashmere jumper because it was too small."),
        ],
        "questions": [
            ("what did I buy from you before?", [["jumper", "cashmere"]], []),
            ("Why did I come back the second time?", [["return", "send back", "small"]], []),
            ("what size am I, then?", [["L", "large"]], []),
        ],
    },
    {  # three sizes of three systems
        "facts": [
            ("2026-02-06 08:15", "The shopper wears size XS."),
            ("2026-02-06 08:16", "The shopper wears EU 37 shoes."),
            ("2026-02-06 08:18", "The shopper wears size 34 in trousers."),
        ],
        "visits": [],
        "questions": [
            ("XS or S for me?", [["XS", "extra small"]], []),
            ("shoes - what size again", [["37"]], []),
            ("what size trousers do I wear?", [["34"]], []),
            ("Everything you know about my sizes, please.",
             [["XS", "extra small"], ["37"], ["34"]], []),
        ],
    },
    {  # an occasion, a budget and a Monday visit
        "facts": [
            ("2026-06-01 09:00", "The shopper is shopping for a beach holiday."),
            ("2026-06-01 09:02", "The shopper's budget is under 40 EUR."),
        ],
        "visits": [
            ("2026-06-01", "swim shorts and flip-flops for the beach?",
             "Here are some swim shorts and two pairs of flip-flops.",
             "The shopper looked at swim shorts and flip-flops."),
        ],
        "questions": [
            ("What was I looking at on Monday?", [["swim", "shorts", "flip"]], []),
            ("what trip am I packing for?", [["beach", "holiday"]], []),
            ("Max spend per item, did I say?", [["40"]], []),
        ],
    },
    {  # a liked brand and a disliked one
        "facts": [
            ("2026-04-18 13:30", "The shopper prefers {brand2}."),
            ("2026-04-18 13:32", "The shopper dislikes {brand0}."),
        ],
        "visits": [],
        "questions": [
            ("Which brand should you leave out for me?", [["{brand0}"]], []),
            ("Is there a label I'm not keen on?", [["{brand0}"]], []),
            ("Who's my go-to brand?", [["{brand2}"]], []),
            ("remind me what you know about me", [["{brand2}"], ["{brand0}"]], []),
        ],
    },
    {  # a budget overridden downwards, an occasion
        "facts": [
            ("2026-02-01 10:45", "The shopper's budget is under 300 EUR."),
            ("2026-02-01 10:47", "The shopper is shopping for a trip to Norway in winter."),
            ("2026-02-20 17:30", "The shopper's budget is under 180 EUR."),
        ],
        "visits": [],
        "questions": [
            ("Remind me, what did we settle on for the budget?", [["180"]], ["300"]),
            ("What am I buying for?", [["Norway", "trip"]], []),
            ("so what do you know about me at this point?", [["180"], ["Norway", "trip"]], ["300"]),
        ],
    },
    {  # three visits, asked by their order
        "facts": [],
        "visits": [
            ("2026-01-09", "ribbed beanie, anything in wool?", "Here are two ribbed wool beanies.",
             "The shopper looked for a ribbed wool beanie."),
            ("2026-01-16", "gloves to match that beanie?",
             "Here are some gloves in matching colours.",
             "The shopper asked about gloves to match the beanie."),
            ("2026-01-30", "the olive parka, is it warm enough for Scotland?",
             "It is insulated and rated for sub-zero temperatures.",
             "The shopper looked at an olive parka for Scotland."),
        ],
        "questions": [
            ("what did I look at the second time I was here?", [["glove"]], []),
            ("And the very first time?", [["beanie"]], []),
            ("What did we talk about last time?", [["parka"]], []),
            ("have I ever asked you about gloves?", [["glove"]], []),
        ],
    },
    {  # "have I told you" both ways
        "facts": [
            ("2026-07-03 20:20", "The shopper wears size 12."),
            ("2026-07-03 20:22", "The shopper is shopping for a hen do."),
        ],
        "visits": [],
        "questions": [
            ("Have I told you my dress size?", [["12"]], []),
            ("have I told you my budget?", [[NOT_KNOWN]], []),
            ("Have I told you what it's all for?", [["hen"]], []),
            ("Did I mention any colours?", [[NOT_KNOWN]], []),
        ],
    },
    {  # facts and a visit together, asked all at once
        "facts": [
            ("2026-09-12 11:00", "The shopper wears size XL."),
            ("2026-09-12 11:03", "The shopper prefers {brand3}."),
            ("2026-09-12 11:05", "The shopper dislikes pink."),
        ],
        "visits": [
            ("2026-09-05", "hoodies in XL, any from that brand I like?",
             "Here are two hoodies in XL.", "The shopper looked at hoodies in XL."),
        ],
        "questions": [
            ("ok what have you got on me - sizes, colours, anything",
             [["XL", "extra large"], ["pink"], ["{brand3}"]], []),
            ("What was I browsing before?", [["hoodie"]], []),
            ("any colour I'm not keen on?", [["pink"]], []),
            ("what's the occasion I'm buying for?", [[NOT_KNOWN]], []),
        ],
    },
]
# fmt: on
