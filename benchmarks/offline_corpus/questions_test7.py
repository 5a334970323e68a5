"""split "test7" (issue 18), written blind, by hand, on 2026-12-02 by a tenth writer who never saw the offline model's code or tests, nor any other split's sentences or templates; only this brief.

Questions a shopper asks about themselves. Each profile holds the facts as the memory server
stated them (when, text), earlier visits (day, the shopper's message, the assistant's answer,
the context extracted from the exchange or '' when none was), and questions (text, must,
must_not): every `must` group needs one of its alternatives in the answer, no `must_not` item
may appear in it, and `[[NOT_KNOWN]]` asks for an answer that says it does not know.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    {  # 1: a size and a dislike, one visit with a context
        "facts": [
            ("2026-09-14 09:41", "The shopper wears size M in tops."),
            ("2026-09-14 09:41", "The shopper dislikes orange."),
        ],
        "visits": [
            (
                "2026-09-14",
                "hi, need a couple of tops for work, medium, and nothing orange please",
                "Here are three blouses in M that would work for the office.",
                "The shopper looked for work blouses in size M.",
            ),
        ],
        "questions": [
            ("what size do i take in tops", [["M", "medium"]], []),
            ("Which colour did I say I can't stand?", [["orange"]], []),
            ("remind me what I was after when I was last here", [["blouse"]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("Do you know my shoe size", [[NOT_KNOWN]], []),
            ("what do you know about me", [["M", "medium"], ["orange"]], []),
            ("any brand I like?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 2: a dress size that went down
        "facts": [
            ("2026-03-08 15:20", "The shopper wears a UK size 14."),
            ("2026-11-04 16:35", "The shopper now wears a UK size 10."),
        ],
        "visits": [
            (
                "2026-11-04",
                "lost a bit of weight so I'm down to a 10 now!!",
                "Congratulations! I'll show you size 10 from now on.",
                "",
            ),
        ],
        "questions": [
            ("What dress size am I now?", [["10"]], ["14"]),
            ("has my size changed at all", [["10"], ["14"]], []),
            ("what size was I before", [["14"]], []),
            ("size?", [["10"]], ["14"]),
            ("I'm after a skirt, which size should you look for", [["10"]], ["14"]),
            ("whats my fav colour", [[NOT_KNOWN]], []),
            ("did I tell you about any events coming up?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 3: a wedding asked about by its date, a budget
        "facts": [
            ("2026-10-02 18:47", "The shopper is going to a wedding on 21 November."),
            ("2026-10-02 18:47", "The shopper's budget is up to 150."),
        ],
        "visits": [
            (
                "2026-10-02",
                "wedding on the 21st of nov, need a dress, can go to 150 max",
                "Here are some midi dresses that would suit a wedding.",
                "The shopper wanted a dress for a wedding and looked at midi dresses in sage "
                "and blush.",
            ),
        ],
        "questions": [
            ("what's happening on 21 November that I'm shopping for", [["wedding"]], []),
            ("how much did I say I could spend", [["150"]], []),
            ("When's the wedding again?", [["21"]], []),
            ("what colours was I looking at last time?", [["sage"], ["blush"]], []),
            ("what was i shopping for last time", [["dress"]], []),
            ("Do I have a preferred brand", [[NOT_KNOWN]], []),
            ("What size am I?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 4: a brand replaced by another
        "facts": [
            ("2026-05-19 13:02", "The shopper prefers {brand1}."),
            ("2026-10-30 17:44", "The shopper has switched to {brand3} and prefers it now."),
        ],
        "visits": [],
        "questions": [
            ("which brand do i go for these days", [["{brand3}"]], ["{brand1}"]),
            ("Did I used to like a different brand?", [["{brand1}"]], []),
            ("what label should you show me first", [["{brand3}"]], ["{brand1}"]),
            ("my size?", [[NOT_KNOWN]], []),
            ("remind me of my budget pls", [[NOT_KNOWN]], []),
            ("when did I say I'd switched brands", [["30", "October", "Oct"]], []),
        ],
    },
    {  # 5: three visits, first / last / by month
        "facts": [
            ("2026-08-05 10:15", "The shopper wears size L."),
        ],
        "visits": [
            (
                "2026-08-05",
                "looking for a rain jacket, large",
                "We have two waterproof jackets in L.",
                "The shopper looked at waterproof rain jackets in size L.",
            ),
            (
                "2026-09-17",
                "any chinos in stone?",
                "Yes, we have stone chinos in regular and slim fits.",
                "",
            ),
            (
                "2026-10-22",
                "I need a wool scarf for the winter",
                "Here are our wool scarves; the grey herringbone is popular.",
                "The shopper browsed wool scarves and liked a grey herringbone one.",
            ),
        ],
        "questions": [
            ("what did I look at the first time I came in", [["jacket", "waterproof"]], []),
            ("what was I after last time", [["scarf", "scarves"]], []),
            ("in September what was I looking for?", [["chino"]], []),
            ("which scarf did I like", [["herringbone"]], []),
            ("What colour chinos did I ask about", [["stone"]], []),
            ("what size am i", [["L", "large"]], []),
            ("have I got a budget", [[NOT_KNOWN]], []),
            ("any colours I hate?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 6: shoes, tops and jeans
        "facts": [
            ("2026-06-11 08:40", "The shopper wears UK 7 shoes."),
            ("2026-06-11 08:40", "The shopper wears size S in tops."),
            ("2026-09-03 19:55", "The shopper wears W28 L30 jeans."),
        ],
        "visits": [],
        "questions": [
            ("what's my shoe size", [["7"]], []),
            ("shoe size and top size please", [["7"], ["S", "small"]], []),
            ("what jeans size do I wear?", [["W28", "28"], ["L30", "30"]], []),
            ("am I a small or a medium in tops", [["S", "small"]], []),
            ("what waist am i", [["W28", "28"]], []),
            ("What colours do I like", [[NOT_KNOWN]], []),
            ("tell me everything you know about me", [["7"], ["S", "small"], ["W28", "28"]], []),
        ],
    },
    {  # 7: colours, said indirectly
        "facts": [
            ("2026-10-09 14:12", "The shopper avoids beige because it washes them out."),
            ("2026-10-09 14:12", "The shopper looks good in cobalt blue."),
        ],
        "visits": [],
        "questions": [
            ("Which colour should I stay away from?", [["beige"]], []),
            ("what colour suits me", [["cobalt", "blue"]], []),
            ("why did I say I avoid beige", [["wash"]], []),
            ("colour i like and colour i don't?", [["cobalt", "blue"], ["beige"]], []),
            ("whats my budget", [[NOT_KNOWN]], []),
            ("do you know what occasion I'm shopping for", [[NOT_KNOWN]], []),
            ("what size shoes do I wear", [[NOT_KNOWN]], []),
        ],
    },
    {  # 8: two trips and a budget
        "facts": [
            ("2026-06-22 09:10", "The shopper is going on holiday to Greece in August."),
            ("2026-09-29 16:48", "The shopper is going on a ski trip to Austria in February."),
            ("2026-09-29 16:48", "The shopper's budget is under 200."),
        ],
        "visits": [],
        "questions": [
            ("where am I off to in February", [["Austria"]], []),
            ("what holiday did I mention back in June", [["Greece"]], []),
            ("how much can I spend", [["200"]], []),
            ("what am I going to do in Austria?", [["ski"]], []),
            ("my ski trip is when?", [["February", "Feb"]], []),
            ("what's my size", [[NOT_KNOWN]], []),
            ("fave brand?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 9: visits with no context, only the raw exchange
        "facts": [
            ("2026-11-01 20:14", "The shopper prefers {brand0}."),
        ],
        "visits": [
            (
                "2026-10-04",
                "do u have any corduroy trousers in olive",
                "Yes, we have olive corduroy trousers in a straight leg.",
                "",
            ),
            (
                "2026-11-01",
                "i like {brand0} best tbh, any {brand0} knitwear?",
                "Here is {brand0}'s cable knit jumper in three colours.",
                "",
            ),
        ],
        "questions": [
            ("what trousers was I asking about in October", [["corduroy", "cord"]], []),
            ("what colour were the trousers i asked about", [["olive"]], []),
            ("What brand do I like", [["{brand0}"]], []),
            ("what did I ask about on my last visit", [["knit", "jumper"]], []),
            ("size?", [[NOT_KNOWN]], []),
            ("anything I should avoid colour-wise", [[NOT_KNOWN]], []),
            ("do I have any events coming up", [[NOT_KNOWN]], []),
        ],
    },
    {  # 10: an interview, a collar size, shirt colours
        "facts": [
            ("2026-11-09 07:50", "The shopper has a job interview at a bank on 16 November."),
            ("2026-11-09 07:50", "The shopper's collar size is 15.5."),
            ("2026-11-09 07:50", "The shopper prefers white or light blue shirts."),
        ],
        "visits": [],
        "questions": [
            ("what's my collar size again", [["15.5", "15 and a half", "15½"]], []),
            ("What's the interview for", [["bank"]], []),
            ("when is my interview?", [["16"]], []),
            ("which shirt colours do I like", [["white"], ["blue"]], []),
            ("what am I getting ready for on the 16th", [["interview"]], []),
            ("how much am I willing to spend", [[NOT_KNOWN]], []),
            ("brand i like?", [[NOT_KNOWN]], []),
            ("what do you know about me so far", [["15.5", "15 and a half"], ["interview"]], []),
        ],
    },
    {  # 11: a budget that went up
        "facts": [
            ("2026-04-15 11:40", "The shopper's budget is 60 at most."),
            ("2026-10-18 17:25", "The shopper can now spend up to 90."),
        ],
        "visits": [
            (
                "2026-10-18",
                "got a pay rise so i can go to 90 now. belts?",
                "Nice one! Here are our leather belts, all well under 90.",
                "The shopper raised their budget to 90 and looked at leather belts.",
            ),
        ],
        "questions": [
            ("what's my budget now?", [["90"]], ["60"]),
            ("what was my budget before", [["60"]], []),
            ("did my spending limit change", [["90"], ["60"]], []),
            ("What was I browsing last time?", [["belt"]], []),
            ("could I afford something at 85 on my budget", [["90"]], ["60"]),
            ("what size am I", [[NOT_KNOWN]], []),
            ("colours?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 12: a christening, a size, pastels (three facts at once)
        "facts": [
            ("2026-10-25 10:33", "The shopper is going to a christening on 8 November."),
            ("2026-10-25 10:33", "The shopper wears a size 16."),
            ("2026-10-25 10:33", "The shopper looks best in pastel colours."),
        ],
        "visits": [],
        "questions": [
            ("what have I got on the 8th of November", [["christening"]], []),
            ("What size do I wear", [["16"]], []),
            ("which colours suit me", [["pastel"]], []),
            ("what's the event and when is it", [["christening"], ["8", "8th"]], []),
            ("and what's my budget for it?", [[NOT_KNOWN]], []),
            ("do i have a favourite brand", [[NOT_KNOWN]], []),
            ("Hi, what do you remember about me?", [["christening"], ["16"], ["pastel"]], []),
        ],
    },
    {  # 13: a jacket size and a gala
        "facts": [
            ("2026-11-14 21:05", "The shopper wears a 40R jacket."),
            ("2026-11-14 21:05", "The shopper is attending a black tie gala in December."),
        ],
        "visits": [],
        "questions": [
            ("what jacket size am I", [["40R", "40 regular", "40"]], []),
            ("what's the do in December", [["gala", "black tie"]], []),
            ("is my event black tie or lounge suit?", [["black tie"]], []),
            ("my shoe size?", [[NOT_KNOWN]], []),
            ("how much did I want to spend", [[NOT_KNOWN]], []),
            ("when's the gala", [["December", "Dec"]], []),
            ("What colours do I avoid", [[NOT_KNOWN]], []),
        ],
    },
    {  # 14: visits asked about by month
        "facts": [
            ("2026-07-02 13:15", "The shopper wears size XL."),
        ],
        "visits": [
            (
                "2026-07-02",
                "need shorts for the beach, XL",
                "These linen shorts come in XL.",
                "The shopper bought linen shorts in XL for a beach trip.",
            ),
            (
                "2026-08-19",
                "swim shorts? and flip flops size 10",
                "We have swim shorts in four prints and flip-flops in 10.",
                "The shopper asked about swim shorts and flip-flops.",
            ),
            (
                "2026-10-06",
                "hey have you got fleece jackets",
                "Yes, there are three fleece jackets in XL.",
                "",
            ),
        ],
        "questions": [
            ("what did I buy back in July", [["linen", "shorts"]], []),
            ("What was I shopping for in August?", [["swim", "flip"]], []),
            ("last time I was here what did I want", [["fleece"]], []),
            ("what size am I", [["XL", "extra large"]], []),
            ("what were the linen shorts for", [["beach"]], []),
            ("whats my budget", [[NOT_KNOWN]], []),
            ("have I got a brand I prefer", [[NOT_KNOWN]], []),
        ],
    },
    {  # 15: a colour taste that changed
        "facts": [
            ("2026-02-10 09:20", "The shopper likes mustard yellow."),
            ("2026-11-06 15:45", "The shopper now prefers rust and terracotta."),
        ],
        "visits": [],
        "questions": [
            ("what colours am I into now", [["rust", "terracotta"]], ["mustard"]),
            ("which colour did I like before", [["mustard"]], []),
            ("Did my colour taste change?", [["mustard"], ["rust", "terracotta"]], []),
            ("show me a jumper in my colour", [["rust", "terracotta"]], ["mustard"]),
            ("size?", [[NOT_KNOWN]], []),
            ("what's my budget like", [[NOT_KNOWN]], []),
            ("do I have anything coming up I need clothes for", [[NOT_KNOWN]], []),
        ],
    },
    {  # 16: American sizes and dollars
        "facts": [
            ("2026-09-21 22:10", "The shopper wears a US size 6 in dresses."),
            ("2026-09-21 22:10", "The shopper's budget is $80."),
            ("2026-09-21 22:10", "The shopper prefers {brand2}."),
        ],
        "visits": [],
        "questions": [
            ("what size dress do I wear?", [["6"]], []),
            ("what's my price limit", [["80"]], []),
            ("which brand do I love", [["{brand2}"]], []),
            ("size and budget, quick", [["6"], ["80"]], []),
            ("Do I have anything coming up I need an outfit for", [[NOT_KNOWN]], []),
            ("what colors do I like", [[NOT_KNOWN]], []),
            ("what shoe size do I wear", [[NOT_KNOWN]], []),
        ],
    },
    {  # 17: no facts, only visits
        "facts": [],
        "visits": [
            (
                "2026-10-11",
                "navy peacoat? size 18",
                "Sorry, the navy peacoat is sold out in that size.",
                "The shopper looked for a navy peacoat but found nothing in their size.",
            ),
            (
                "2026-10-28",
                "do you do gloves? touchscreen ones",
                "Yes, these knitted gloves have touchscreen fingertips.",
                "",
            ),
        ],
        "questions": [
            ("what coat was I looking for", [["peacoat", "pea coat"]], []),
            ("what colour was the coat I wanted", [["navy"]], []),
            ("what did I ask about on my last visit", [["glove"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("my budget?", [[NOT_KNOWN]], []),
            ("what sort of gloves was I after", [["touchscreen"]], []),
            ("favourite brand", [[NOT_KNOWN]], []),
        ],
    },
    {  # 18: a hen do and a festival
        "facts": [
            ("2026-05-03 18:20", "The shopper has a hen do in Dublin in June."),
            ("2026-05-03 18:20", "The shopper is going to Glastonbury festival in late June."),
            ("2026-05-03 18:20", "The shopper wears size 8."),
        ],
        "visits": [],
        "questions": [
            ("What are my plans in June?", [["hen"], ["Glastonbury", "festival"]], []),
            ("where's the hen do", [["Dublin"]], []),
            ("which festival am I going to", [["Glastonbury"]], []),
            ("my size", [["8"]], []),
            ("budget??", [[NOT_KNOWN]], []),
            ("what colours do I prefer?", [[NOT_KNOWN]], []),
            ("what am i doing in dublin", [["hen"]], []),
        ],
    },
    {  # 19: a waist that went down
        "facts": [
            ("2026-01-20 10:45", "The shopper wears W34 L32 jeans."),
            ("2026-11-02 14:25", "The shopper now wears a 32 waist with a 32 leg."),
        ],
        "visits": [],
        "questions": [
            ("what waist am I now", [["32"]], ["34", "W34"]),
            ("what was my waist size before", [["34", "W34"]], []),
            ("leg length?", [["32", "L32"]], []),
            ("has my jeans size changed", [["34", "W34"], ["32"]], []),
            ("get me jeans in my size", [["32"]], ["34", "W34"]),
            ("colour preference?", [[NOT_KNOWN]], []),
            ("what brand jeans do I usually get", [[NOT_KNOWN]], []),
        ],
    },
    {  # 20: a brand, a price band, hoodies
        "facts": [
            ("2026-08-28 11:55", "The shopper usually buys {brand4}."),
            ("2026-08-28 11:55", "The shopper spends between 40 and 70."),
        ],
        "visits": [
            (
                "2026-08-28",
                "i usually buy {brand4}, 40-70 is my range. need hoodies",
                "Here are {brand4} hoodies in your range.",
                "The shopper wanted hoodies from {brand4} in grey marl.",
            ),
        ],
        "questions": [
            ("what's my usual brand", [["{brand4}"]], []),
            ("what price range do I shop in", [["40"], ["70"]], []),
            ("what was I after in August", [["hood"]], []),
            ("what colour hoodie did I want", [["grey", "marl"]], []),
            ("what size hoodie do i take", [[NOT_KNOWN]], []),
            ("got any events on my calendar?", [[NOT_KNOWN]], []),
            ("brand and budget pls", [["{brand4}"], ["40", "70"]], []),
        ],
    },
    {  # 21: a funeral
        "facts": [
            ("2026-11-17 08:15", "The shopper has a funeral to attend on 20 November."),
            ("2026-11-17 08:15", "The shopper wears size M."),
        ],
        "visits": [],
        "questions": [
            ("what's on the 20th", [["funeral"]], []),
            ("when's the funeral", [["20"]], []),
            ("What size should I get", [["M", "medium"]], []),
            ("remind me my budget", [[NOT_KNOWN]], []),
            ("Do I like any particular colours", [[NOT_KNOWN]], []),
            ("what do you know about me", [["funeral"], ["M", "medium"]], []),
        ],
    },
    {  # 22: a cruise, teal, two visits (one raw)
        "facts": [
            ("2026-03-30 16:05", "The shopper is going on a Mediterranean cruise in May."),
            ("2026-03-30 16:05", "The shopper loves teal."),
        ],
        "visits": [
            (
                "2026-03-30",
                "cruise in may!! dresses and swimwear please, I love teal",
                "Here are some maxi dresses and a teal swimsuit.",
                "The shopper looked at maxi dresses and a teal swimsuit for the cruise.",
            ),
            (
                "2026-04-14",
                "any sandals under 40?",
                "Yes, these leather sandals are 35.",
                "",
            ),
        ],
        "questions": [
            ("where am I going in May", [["cruise", "Mediterranean"]], []),
            ("my favourite colour?", [["teal"]], []),
            ("what did I look at for the cruise", [["maxi", "swimsuit"]], []),
            ("what did I ask about in April", [["sandal"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("did I say a brand?", [[NOT_KNOWN]], []),
            ("what price did I ask about for sandals", [["40"]], []),
        ],
    },
    {  # 23: a shoe size that went up
        "facts": [
            ("2026-02-02 19:30", "The shopper wears EU 41 shoes."),
            ("2026-10-13 09:05", "The shopper now takes EU 42 in shoes after trying some on."),
        ],
        "visits": [],
        "questions": [
            ("what shoe size do i take now", [["42"]], ["41"]),
            ("what was my shoe size before", [["41"]], []),
            ("Has my shoe size gone up?", [["42"], ["41"]], []),
            ("find me boots in my size", [["42"]], ["41"]),
            ("clothes size?", [[NOT_KNOWN]], []),
            ("do i have a colour i hate", [[NOT_KNOWN]], []),
        ],
    },
    {  # 24: a graduation, a budget, a brand, a size
        "facts": [
            ("2026-06-01 14:35", "The shopper is graduating on 15 July."),
            ("2026-06-01 14:35", "The shopper's budget is 100."),
            ("2026-06-01 14:38", "The shopper likes {brand0}."),
            ("2026-06-01 14:38", "The shopper wears size 10."),
        ],
        "visits": [],
        "questions": [
            ("when do I graduate", [["15"]], []),
            ("what's happening on 15 July", [["graduat"]], []),
            ("budget for the ceremony outfit?", [["100"]], []),
            ("What brand am I into", [["{brand0}"]], []),
            ("size?", [["10"]], []),
            ("colours I like?", [[NOT_KNOWN]], []),
            ("what do u know bout me", [["graduat"], ["100"], ["{brand0}"], ["10"]], []),
        ],
    },
    {  # 25: a hiking trip and boots
        "facts": [
            ("2026-03-12 17:10", "The shopper is hiking in the Lake District at Easter."),
            ("2026-03-12 17:10", "The shopper wears UK 9.5 walking boots."),
        ],
        "visits": [],
        "questions": [
            ("when's the hiking trip", [["Easter"]], []),
            ("where am I going hiking?", [["Lake District"]], []),
            ("boot size?", [["9.5", "9 and a half", "nine and a half"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("colour?", [[NOT_KNOWN]], []),
            ("what am I doing at Easter", [["hik"]], []),
        ],
    },
    {  # 26: an office party, a size, a raw visit
        "facts": [
            ("2026-11-20 13:25", "The shopper's office Christmas party is on 18 December."),
            ("2026-11-20 13:25", "The shopper wears size 2XL."),
        ],
        "visits": [
            (
                "2026-11-20",
                "office party on 18 dec, need a sparkly top in 2XL",
                "We have a sequinned top in 2XL in black or gold.",
                "",
            ),
        ],
        "questions": [
            ("when's my work party", [["18"]], []),
            ("what's on the 18th of December", [["party", "Christmas"]], []),
            ("what size do i wear", [["2XL", "XXL"]], []),
            ("budget?", [[NOT_KNOWN]], []),
            ("what colours suit me", [[NOT_KNOWN]], []),
            ("Do you know anything about my plans?", [["party"]], []),
            ("What kind of top was I after", [["sparkly", "sequin"]], []),
        ],
    },
    {  # 27: a chest in centimetres, a budget that went down
        "facts": [
            ("2026-01-05 09:15", "The shopper's chest measures 102 cm."),
            ("2026-04-23 18:40", "The shopper's budget is 50."),
            ("2026-09-10 20:05", "The shopper's budget is now 35."),
        ],
        "visits": [],
        "questions": [
            ("what's my budget", [["35"]], ["50"]),
            ("what was my budget in the spring", [["50"]], []),
            ("chest measurement?", [["102"]], []),
            ("has my budget changed", [["35"], ["50"]], []),
            ("show me jumpers within my budget", [["35"]], ["50"]),
            ("any brand I like?", [[NOT_KNOWN]], []),
            ("do i have something coming up?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 28: a festival, two visits with contexts
        "facts": [
            ("2026-07-08 11:25", "The shopper is going to a festival in August."),
        ],
        "visits": [
            (
                "2026-07-08",
                "festival in august! need wellies",
                "Here are our wellies and a lightweight poncho.",
                "The shopper looked for wellies and a festival poncho.",
            ),
            (
                "2026-07-25",
                "bucket hats? tie dye if you have it",
                "We have two tie-dye bucket hats.",
                "The shopper asked about bucket hats in tie-dye.",
            ),
        ],
        "questions": [
            ("what was I after first", [["welli", "poncho"]], []),
            ("what did I look at in late July", [["bucket", "hat"]], []),
            ("what pattern were the hats", [["tie-dye", "tie dye"]], []),
            ("What am I doing in August", [["festival"]], []),
            ("what's my size", [[NOT_KNOWN]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
        ],
    },
    {  # 29: a bridesmaid, a dislike, a brand
        "facts": [
            ("2026-06-16 15:10", "The shopper is a bridesmaid at a wedding in September."),
            ("2026-06-16 15:10", "The shopper dislikes pink."),
            ("2026-08-04 10:50", "The shopper prefers {brand3}."),
        ],
        "visits": [],
        "questions": [
            ("what am I in September", [["bridesmaid"]], []),
            ("which colour do i not like", [["pink"]], []),
            ("brand?", [["{brand3}"]], []),
            (
                "the colour I dislike and the brand I like, both please",
                [["{brand3}"], ["pink"]],
                [],
            ),
            ("size?", [[NOT_KNOWN]], []),
            ("budget", [[NOT_KNOWN]], []),
            ("whose wedding is it", [[NOT_KNOWN]], []),
        ],
    },
    {  # 30: a beach holiday, two visits (one raw)
        "facts": [
            ("2026-05-27 16:05", "The shopper is going to Crete on a beach holiday in June."),
            ("2026-05-27 16:05", "The shopper wears size S."),
        ],
        "visits": [
            (
                "2026-05-27",
                "off to crete in june, I'll take the straw hat. linen shirts in S?",
                "Great choice. We have linen shirts in S in white and sand.",
                "The shopper bought a straw hat and asked about linen shirts in S.",
            ),
            (
                "2026-06-03",
                "do you have white linen shirts in small",
                "Yes, the white linen shirt is in stock in small.",
                "",
            ),
        ],
        "questions": [
            ("where's my holiday", [["Crete"]], []),
            ("what did I buy the first time I was here", [["straw hat", "hat"]], []),
            ("what colour linen shirt did I ask about", [["white"]], []),
            ("size?", [["S", "small"]], []),
            ("when's the trip", [["June", "Jun"]], []),
            ("budget", [[NOT_KNOWN]], []),
            ("fave brand?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 31: petite sizes, shoes, a colour that changed
        "facts": [
            ("2026-02-18 11:30", "The shopper wears petite size 10."),
            ("2026-02-18 11:30", "The shopper wears UK 5 shoes."),
            ("2026-02-18 11:30", "The shopper likes black."),
            ("2026-11-08 19:15", "The shopper now prefers charcoal grey."),
        ],
        "visits": [],
        "questions": [
            ("what colour do I like these days", [["charcoal", "grey"]], ["black"]),
            ("what colour did I like before", [["black"]], []),
            ("dress size?", [["10"]], []),
            ("Am I petite or regular fit", [["petite"]], []),
            ("shoe size?", [["5"]], []),
            ("all my sizes please", [["10"], ["5"]], []),
            ("budget?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 32: an interview that moved
        "facts": [
            ("2026-11-24 10:15", "The shopper has a job interview on 3 December."),
            ("2026-11-27 17:40", "The shopper's job interview has moved to 9 December."),
        ],
        "visits": [],
        "questions": [
            ("when is my interview now", [["9", "9th", "ninth"]], ["3 December", "3rd"]),
            ("what date was the interview originally", [["3", "3rd", "third"]], []),
            ("did the interview date change", [["9", "9th", "ninth"], ["3", "3rd", "third"]], []),
            ("what's on 9 December", [["interview"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("budget", [[NOT_KNOWN]], []),
        ],
    },
    {  # 33: knitwear, a return, a raw visit
        "facts": [
            ("2026-09-06 14:50", "The shopper prefers {brand1} for knitwear."),
            ("2026-09-06 14:50", "The shopper likes burgundy."),
        ],
        "visits": [
            (
                "2026-09-06",
                "{brand1} cardis in burgundy?",
                "Here are two {brand1} cardigans in burgundy.",
                "The shopper looked at {brand1} cardigans in burgundy.",
            ),
            (
                "2026-10-19",
                "the cardigan's too small, how do I send it back",
                "I've made you a returns label.",
                "The shopper asked for a returns label for a cardigan that was too small.",
            ),
            (
                "2026-11-11",
                "hiya, any thermal leggings",
                "Yes, we have thermal leggings in black and navy.",
                "",
            ),
        ],
        "questions": [
            ("what brand do I like for knitwear", [["{brand1}"]], []),
            ("what's my favourite colour", [["burgundy"]], []),
            ("what did I return in October?", [["cardigan"]], []),
            ("why did I send it back", [["small"]], []),
            ("what was I after most recently", [["thermal", "legging"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("what did I look at first time round", [["cardigan"]], []),
        ],
    },
    {  # 34: a size that changed, a budget, a brand, a garden party
        "facts": [
            ("2026-03-04 09:50", "The shopper wears size L."),
            ("2026-03-04 09:50", "The shopper's budget is up to 120."),
            ("2026-08-11 16:20", "The shopper prefers {brand2}."),
            ("2026-11-15 18:35", "The shopper now wears size M."),
            ("2026-11-15 18:35", "The shopper is going to a garden party in May."),
        ],
        "visits": [],
        "questions": [
            ("what size am I now", [["M", "medium"]], ["large", "L"]),
            ("what was my size before", [["L", "large"]], []),
            ("budget?", [["120"]], []),
            ("brand", [["{brand2}"]], []),
            ("what's in May for me", [["garden party"]], []),
            ("colours i like", [[NOT_KNOWN]], []),
            (
                "tell me what you remember about me",
                [["M", "medium"], ["120"], ["{brand2}"], ["garden party"]],
                ["large"],
            ),
        ],
    },
    {  # 35: a new job, nothing else
        "facts": [
            ("2026-10-16 13:45", "The shopper starts a new job at a law firm on 26 October."),
        ],
        "visits": [],
        "questions": [
            ("when do I start the new job", [["26"]], []),
            ("where's the new job", [["law"]], []),
            ("What am I shopping for", [["job", "law"]], []),
            ("size?", [[NOT_KNOWN]], []),
            ("budget", [[NOT_KNOWN]], []),
            ("what colours do I like", [[NOT_KNOWN]], []),
            ("what brand do i wear", [[NOT_KNOWN]], []),
        ],
    },
    {  # 36: a budget per item, two visits by month
        "facts": [
            ("2026-10-03 10:25", "The shopper's budget is 45 per item."),
        ],
        "visits": [
            (
                "2026-10-03",
                "flannel pjs? 45 per item is my limit",
                "Here are flannel pyjamas under 45.",
                "The shopper looked at flannel pyjamas for under 45.",
            ),
            (
                "2026-11-05",
                "got any slippers? sheepskin ideally",
                "We have sheepskin slippers in two styles.",
                "",
            ),
        ],
        "questions": [
            ("What did I look at in October", [["pyjama", "flannel"]], []),
            ("what about November, what was I after then", [["slipper"]], []),
            ("budget per item?", [["45"]], []),
            ("what material slippers did I want", [["sheepskin"]], []),
            ("size", [[NOT_KNOWN]], []),
            ("am I going anywhere special", [[NOT_KNOWN]], []),
        ],
    },
]
