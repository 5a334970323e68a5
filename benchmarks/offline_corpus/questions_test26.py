"""Questions about the shopper for split "test26".

Written blind from the issue's categories (size, colour, budget, brand, occasion) and its
visits: the writer saw only the corpus format (benchmarks/offline_corpus/__init__.py) and the
catalogue generator (tests/catalogues/generator.py), never the assistant's code, its tests or
any other split.

Each profile: the facts the shopper stated (date, sentence as said), earlier visits (date,
message, the assistant's reply, a one-line summary) and questions (question, must, must_not).
Brands are written {brand0}..{brand4}.
"""

from benchmarks.offline_corpus import NOT_KNOWN

YES = ("Yes", "yes", "Yep", "yep", "Yeah", "that's right", "correct", "indeed", "Absolutely")
NO = (
    "No", "no", "Not", "not", "Nope", "nope", "don't", "doesn't", "didn't", "isn't", "aren't",
    "wasn't", "haven't", "hasn't", "hadn't", "never",
)  # fmt: skip
UNKNOWN = ((NOT_KNOWN,),)
NO_OR_UNKNOWN = NO + (NOT_KNOWN,)

PROFILES = [
    # --- 1: size, refused colour, favourite brand, a wedding; one visit ---
    {
        "facts": [
            ("2026-09-14", "I'm a medium in tops and jumpers"),
            ("2026-09-14", "I don't wear yellow, it makes me look ill"),
            ("2026-10-02", "{brand1} is my favourite, their knitwear lasts"),
            ("2026-11-20", "I've got a wedding in Bath on 12 June"),
        ],
        "visits": [
            (
                "2026-10-02",
                "any cardigans in medium?",
                "Here are two in M:\n- [Heritage Oatmeal Cardigan](/products/TID-004/) by "
                "{brand1} — €79.00\n- [Lane Navy Cardigan](/products/TID-009/) by {brand3} — "
                "€64.50",
                "Looked at medium cardigans; liked the {brand1} oatmeal one but didn't buy.",
            ),
        ],
        "questions": [
            ("what size am I?", (("M", "medium"),), ()),
            ("which colour do I avoid?", (("yellow",),), ()),
            ("who's my favourite brand again", (("{brand1}",),), ()),
            ("when's the wedding?", (("June", "Jun"), ("12", "12th")), ()),
            ("where's the wedding I'm going to?", (("Bath",),), ()),
            ("did I end up buying that oatmeal cardigan?", (NO,), ("Yes",)),
            ("what was I looking at last time?", (("cardigan",),), ()),
            ("how much do I usually spend?", UNKNOWN, ()),
            ("what size shoes do I wear?", UNKNOWN, ()),
            ("do I like yellow?", (NO,), ()),
            ("how much was the {brand1} cardigan?", (("79",),), ()),
        ],
    },
    # --- 2: dress size changed, shoe size, budget, refused colour; bought a dress ---
    {
        "facts": [
            ("2026-05-03", "I'm a UK 12 in dresses"),
            ("2026-05-03", "my budget is usually about 60 for a dress"),
            ("2026-10-28", "I've dropped a size, I'm a 10 now"),
            ("2026-10-28", "shoe size 6, always"),
            ("2026-11-10", "I don't wear anything purple"),
        ],
        "visits": [
            (
                "2026-10-28",
                "midi dresses in a 10?",
                "I found these in UK 10:\n- [Meadow Sage Midi Dress](/products/LOO-031/) — "
                "€58.00\n- [Studio Black Midi Dress](/products/LOO-033/) — €72.50",
                "Looked for size 10 midi dresses; bought the sage one at €58.",
            ),
        ],
        "questions": [
            ("what dress size am I now?", (("10",),), ()),
            ("remind me of my shoe size", (("6",),), ()),
            ("how much do I normally spend on a dress?", (("60",),), ()),
            ("any colour I won't wear?", (("purple",),), ()),
            ("did I buy a dress last time?", (YES,), ()),
            ("which dress did I get?", (("sage",),), ()),
            ("what did it cost me?", (("58",),), ()),
            ("what size was I before I dropped a size?", (("12",),), ()),
            ("any brands I like?", UNKNOWN, ()),
            ("have I got any events coming up?", UNKNOWN, ()),
            ("what's my waist measurement?", UNKNOWN, ()),
        ],
    },
    # --- 3: waist and leg, chest, refused and habitual brand, interview; a visit ---
    {
        "facts": [
            ("2026-08-19", "32 waist, 32 leg in jeans"),
            ("2026-08-19", "blazers are a 40 regular"),
            ("2026-09-01", "{brand2} jeans never fit me so I don't bother"),
            ("2026-09-01", "{brand0} is what I usually buy"),
            ("2026-11-25", "I've got an interview at a law firm on 7 December"),
        ],
        "visits": [
            (
                "2026-11-25",
                "need a blazer for an interview, 40 regular",
                "Here's what I have in 40R:\n- [City Charcoal Blazer](/products/NOR-018/) by "
                "{brand0} — €139.00\n- [Heritage Navy Blazer](/products/NOR-019/) by {brand4} — "
                "€165.00",
                "Looked at 40R blazers for his interview; said he'd think about the charcoal "
                "{brand0} one.",
            ),
        ],
        "questions": [
            ("whats my waist size", (("32",),), ()),
            ("what size blazer do I wear?", (("40",),), ()),
            ("what's my leg length?", (("32",),), ()),
            ("which brand don't I buy?", (("{brand2}",),), ()),
            ("what brand do I usually go for?", (("{brand0}",),), ()),
            ("when's my interview?", (("December", "Dec"), ("7", "7th")), ()),
            ("where's the interview?", (("law", "Law"),), ()),
            ("did I buy the charcoal blazer?", (NO,), ("Yes",)),
            ("how much was the charcoal blazer?", (("139",),), ()),
            ("what colours do I like?", UNKNOWN, ()),
            ("is {brand2} one of my brands?", (NO,), ()),
        ],
    },
    # --- 4: holiday with date, loved colour, budget range, size; two visits ---
    {
        "facts": [
            ("2026-11-01", "we're off to Crete on 20 May for two weeks"),
            ("2026-11-01", "I love wearing white in summer"),
            ("2026-11-01", "I spend 20 to 40 on tops"),
            ("2026-11-01", "I'm a small"),
        ],
        "visits": [
            (
                "2026-11-01",
                "linen shirts for my holiday?",
                "A couple in S:\n- [Coastal White Shirt](/products/TID-041/) — €34.00\n- "
                "[Cove Sky Blue Shirt](/products/TID-044/) — €39.99",
                "Shopping for the Crete holiday; looked at linen shirts in small, bought "
                "nothing yet.",
            ),
            (
                "2026-11-18",
                "any sandals in a 38?",
                "In EU 38 I have:\n- [Lane Stone Sandal](/products/TID-052/) — €49.50",
                "Looked at size 38 sandals; bought the stone pair.",
            ),
        ],
        "questions": [
            ("when's my holiday?", (("May",), ("20", "20th")), ()),
            ("where am I off to?", (("Crete",),), ()),
            ("what size am I?", (("S", "small"),), ()),
            ("what's my budget for tops?", (("20",), ("40",)), ()),
            ("what colour do I like wearing in summer?", (("white",),), ()),
            ("what did I buy last time?", (("sandal",),), ()),
            ("what shoe size did I ask for?", (("38",),), ()),
            ("what was I shopping for the first time I came?", (("shirt",),), ()),
            ("did I get the linen shirt?", (NO,), ()),
            ("how long's the trip?", (("two weeks", "2 weeks", "fortnight"),), ()),
            ("which brand do I avoid?", UNKNOWN, ()),
        ],
    },
    # --- 5: the shopper's size and colour; a husband's size and brand in a visit ---
    {
        "facts": [
            ("2026-10-05", "I'm a medium"),
            ("2026-10-05", "I hate orange"),
        ],
        "visits": [
            (
                "2026-10-05",
                "looking for a jumper for my husband, he's an XL and likes {brand3}",
                "For him in XL:\n- [Fell Navy Jumper](/products/HAR-022/) by {brand3} — "
                "€88.00\n- [Ridge Grey Jumper](/products/HAR-025/) by {brand3} — €74.00",
                "Bought the navy {brand3} jumper in XL for her husband.",
            ),
        ],
        "questions": [
            ("what size am I?", (("M", "medium"),), ()),
            ("what size is my husband?", (("XL", "extra large"),), ()),
            ("which brand does my husband like?", (("{brand3}",),), ()),
            ("what's my favourite brand?", UNKNOWN, ()),
            ("what colour do I hate?", (("orange",),), ()),
            ("what did I buy last time?", (("jumper",),), ()),
            ("who was the jumper for?", (("husband",),), ()),
            ("do I wear XL?", (NO,), ()),
            ("what size is my daughter?", UNKNOWN, ()),
            ("how much was the jumper I bought?", (("88",),), ()),
            ("what's my budget?", UNKNOWN, ()),
        ],
    },
    # --- 6: a christening with date and role, size, budget, refused colour; a visit ---
    {
        "facts": [
            (
                "2026-11-12",
                "my nephew's christening is on Sunday 29 November and I'm his godmother",
            ),
            ("2026-11-12", "I'm a UK 14"),
            ("2026-11-12", "I'll spend up to 120 on an outfit for it"),
            ("2026-11-12", "pastel pink is a no for me"),
        ],
        "visits": [
            (
                "2026-11-12",
                "dress for a christening, size 14, under 120?",
                "These fit the bill in UK 14:\n- [Orchard Blush Wrap Dress](/products/FEL-060/) "
                "— €95.00\n- [Classic Cobalt Wrap Dress](/products/FEL-061/) — €110.00",
                "Shopping for the christening; liked the cobalt wrap dress, hasn't decided.",
            ),
        ],
        "questions": [
            ("what date's the christening?", (("November", "Nov"), ("29", "29th")), ()),
            ("whose christening is it?", (("nephew",),), ()),
            ("what's my role at the christening?", (("godmother",),), ()),
            ("what size am I?", (("14",),), ()),
            ("how much can I spend on the outfit?", (("120",),), ()),
            ("do I wear pink?", (NO,), ()),
            ("which dress did I like?", (("cobalt",),), ()),
            ("did I buy the cobalt dress?", (NO,), ("Yes",)),
            ("how old is my nephew?", UNKNOWN, ()),
            ("what shoe size am I?", UNKNOWN, ()),
            ("what colour was the cheaper dress?", (("blush", "pink"),), ()),
            ("what am I shopping for at the moment?", (("christening",),), ()),
        ],
    },
    # --- 7: shoe size, brand habit, a race with date, shoe budget; bought trainers ---
    {
        "facts": [
            ("2026-09-09", "I'm a 44 in running shoes"),
            ("2026-09-09", "{brand1} trainers are the only ones I run in"),
            ("2026-10-14", "I'm doing the Great North Run on 13 September next year"),
            ("2026-10-14", "up to 130 on trainers is fine"),
        ],
        "visits": [
            (
                "2026-10-14",
                "{brand1} running shoes in 44?",
                "In EU 44 from {brand1}:\n- [Summit Black Trainer](/products/SED-007/) — €124.99",
                "Bought the black {brand1} trainers in 44.",
            ),
        ],
        "questions": [
            ("what size trainers do I take?", (("44",),), ()),
            ("which brand do I run in?", (("{brand1}",),), ()),
            ("what race am I doing?", (("Great North Run", "half marathon"),), ()),
            ("when's the race?", (("September", "Sept", "Sep"), ("13", "13th")), ()),
            ("how much will I pay for trainers?", (("130",),), ()),
            ("did I buy any trainers?", (YES,), ()),
            ("what colour were they?", (("black",),), ()),
            ("how much did I pay for them?", (("124",),), ()),
            ("what's my t-shirt size?", UNKNOWN, ()),
            ("which colours do I steer clear of?", UNKNOWN, ()),
        ],
    },
    # --- 8: a refused colour that changed; no visits ---
    {
        "facts": [
            ("2026-03-02", "I never wear green"),
            ("2026-03-02", "I'm an XS"),
            ("2026-11-03", "I've come round to green actually, olive looks great on me now"),
            ("2026-11-03", "I avoid beige though, it drains me"),
        ],
        "visits": [],
        "questions": [
            ("do I still avoid green?", (NO,), ()),
            ("which colour do I avoid now?", (("beige",),), ()),
            ("what colour looks great on me?", (("olive",),), ()),
            ("what size am I?", (("XS", "extra small"),), ()),
            ("am I an extra small?", (YES,), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("what was I shopping for last time?", UNKNOWN, ()),
            ("do I like beige?", (NO,), ()),
            ("which brands do I like?", UNKNOWN, ()),
            ("have I got anything coming up?", UNKNOWN, ()),
        ],
    },
    # --- 9: budget changed with a new job, start date, size, brand; bought a shirt ---
    {
        "facts": [
            ("2026-06-20", "I keep it under 40 per item"),
            ("2026-11-02", "new job, so my budget's gone up to 100 per item"),
            ("2026-11-02", "I start at the agency on 4 January"),
            ("2026-11-02", "I'm a large in shirts"),
            ("2026-11-02", "{brand4} shirts fit me best"),
        ],
        "visits": [
            (
                "2026-11-02",
                "office shirts in large, {brand4}?",
                "From {brand4} in L:\n- [Studio White Shirt](/products/MAR-014/) — €45.00\n- "
                "[Lane Sky Blue Shirt](/products/MAR-016/) — €49.50",
                "Looked at {brand4} shirts in L for the new job; bought the white one.",
            ),
        ],
        "questions": [
            ("what's my budget per item these days?", (("100",),), ()),
            ("when do I start my new job?", (("January", "Jan"), ("4", "4th")), ()),
            ("where's my new job?", (("agency",),), ()),
            ("what shirt size do I wear?", (("L", "large"),), ()),
            ("which brand's shirts fit me best?", (("{brand4}",),), ()),
            ("did I buy a shirt?", (YES,), ()),
            ("which shirt did I buy?", (("white",),), ()),
            ("what am I shopping for?", (("job", "Job", "work", "office"),), ()),
            ("what's my shoe size?", UNKNOWN, ()),
            ("what colour do I avoid?", UNKNOWN, ()),
            ("what was my budget before the new job?", (("40",),), ()),
        ],
    },
    # --- 10: waist and leg, US shoes, two refused brands, loved colours; no visits ---
    {
        "facts": [
            ("2026-07-07", "I'm a 34 waist, 30 leg"),
            ("2026-07-07", "shoes are a US 11"),
            ("2026-07-07", "I won't buy {brand3}, their stuff falls apart"),
            ("2026-10-10", "I don't buy {brand0} either, too flashy"),
            ("2026-10-10", "I like olive and navy"),
        ],
        "visits": [],
        "questions": [
            ("what's my waist?", (("34",),), ()),
            ("and my inside leg?", (("30",),), ()),
            ("what size shoe am I?", (("11",),), ()),
            ("which brands do I avoid?", (("{brand3}",), ("{brand0}",)), ()),
            ("is {brand0} one of my brands?", (NO,), ()),
            ("why don't I buy {brand3}?", (("falls apart", "fall apart", "quality", "apart"),), ()),
            ("what colours do I like?", (("olive",), ("navy",)), ()),
            ("do I like navy?", (YES,), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("what size does my wife wear?", UNKNOWN, ()),
        ],
    },
    # --- 11: a combined fact, a budget, a friend's wedding; "what do you remember" ---
    {
        "facts": [
            ("2026-10-01", "I'm a medium, {brand2} is my favourite and I never wear brown"),
            ("2026-10-01", "I try to stay under 70 per item"),
            ("2026-11-15", "got a friend's wedding in Edinburgh on 18 April"),
        ],
        "visits": [],
        "questions": [
            ("what do you remember about me?", (("M", "medium"), ("{brand2}",), ("brown",)), ()),
            ("what do you know about my plans?", (("wedding",),), ()),
            ("what's my budget?", (("70",),), ()),
            ("whose wedding is it?", (("friend",),), ()),
            ("where's the wedding?", (("Edinburgh",),), ()),
            ("when's the wedding?", (("April", "Apr"), ("18", "18th")), ()),
            ("do I wear brown?", (NO,), ()),
            ("is {brand2} my favourite brand?", (YES,), ()),
            ("what did I buy last time?", UNKNOWN, ()),
            ("what waist size am I?", UNKNOWN, ()),
        ],
    },
    # --- 12: a petite shopper in kids' sizes; bought a tee ---
    {
        "facts": [
            ("2026-09-30", "I'm tiny, kids' age 12 fits me fine"),
            ("2026-09-30", "I love lilac"),
            ("2026-09-30", "I spend about 25 on a top"),
        ],
        "visits": [
            (
                "2026-09-30",
                "kids tees age 12 in lilac?",
                "Age 12 in lilac:\n- [Meadow Lilac Tee](/products/COR-070/) — €14.00",
                "Bought the lilac tee in age 12 for herself.",
            ),
        ],
        "questions": [
            ("what size do I buy?", (("12",),), ()),
            ("do I shop in the kids' range?", (YES,), ()),
            ("what colour do I love?", (("lilac",),), ()),
            ("how much do I spend on a top?", (("25",),), ()),
            ("what did I buy?", (("tee", "Tee", "t-shirt"),), ()),
            ("how much was the tee?", (("14",),), ()),
            ("how old are my kids?", UNKNOWN, ()),
            ("which brand do I like?", UNKNOWN, ()),
            ("any colours I avoid?", UNKNOWN, ()),
            ("have I got a holiday booked?", UNKNOWN, ()),
        ],
    },
    # --- 13: a ski trip with date, jacket budget, coat size, colour; two visits ---
    {
        "facts": [
            ("2026-10-20", "going skiing in Andorra from 6 February"),
            ("2026-10-20", "I can spend up to 250 on a ski jacket"),
            ("2026-10-20", "I'm an L in coats"),
            ("2026-10-20", "bright colours only on the slopes, red ideally"),
        ],
        "visits": [
            (
                "2026-10-20",
                "parka for skiing in L under 250?",
                "In L under €250:\n- [Summit Red Parka](/products/BRA-003/) — €229.00\n- "
                "[Ridge Black Parka](/products/BRA-004/) — €189.50",
                "Looking at parkas for skiing; put the red one on hold, not bought.",
            ),
            (
                "2026-11-22",
                "beanie?",
                "Here's one:\n- [Fell Red Beanie](/products/BRA-090/) — €18.00",
                "Bought a red beanie.",
            ),
        ],
        "questions": [
            ("where am I skiing?", (("Andorra",),), ()),
            ("when do I go skiing?", (("February", "Feb"), ("6", "6th")), ()),
            ("how much can I spend on a ski jacket?", (("250",),), ()),
            ("what coat size am I?", (("L", "large"),), ()),
            ("what colour do I want on the slopes?", (("red", "Red"),), ()),
            ("did I buy the red parka?", (NO,), ("Yes",)),
            ("what did I buy most recently?", (("beanie",),), ()),
            ("how much was the beanie?", (("18",),), ()),
            ("what price was the black parka?", (("189",),), ()),
            ("what's my shoe size?", UNKNOWN, ()),
            ("when did I buy the beanie?", (("November", "Nov"), ("22", "22nd")), ()),
        ],
    },
    # --- 14: chest and waist, a black tie do; a girlfriend's size and colour in a visit ---
    {
        "facts": [
            ("2026-11-05", "I'm a 42 chest and a 32 waist"),
            ("2026-11-05", "I've got a black tie do on New Year's Eve"),
        ],
        "visits": [
            (
                "2026-11-05",
                "need a dress for my girlfriend, she's a size 14 and loves burgundy",
                "In size 14, burgundy:\n- [Classic Burgundy Midi Dress](/products/ROW-020/) — "
                "€98.00",
                "Looked for a burgundy dress in size 14 for his girlfriend; bought it.",
            ),
        ],
        "questions": [
            ("what chest size am I?", (("42",),), ()),
            ("what's my waist?", (("32",),), ()),
            ("what size is my girlfriend?", (("14",),), ()),
            ("what colour does my girlfriend like?", (("burgundy",),), ()),
            ("what colour do I like?", UNKNOWN, ()),
            ("what's on at New Year's Eve for me?", (("black tie",),), ()),
            ("when's my black tie do?", (("New Year", "31"),), ()),
            ("did I buy the dress?", (YES,), ()),
            ("who was the dress for?", (("girlfriend",),), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("what brand do I wear?", UNKNOWN, ()),
        ],
    },
    # --- 15: several occasions, a past interview, size; no visits ---
    {
        "facts": [
            ("2026-08-01", "I've got a job interview on 2 September"),
            ("2026-08-01", "I'm a UK 10"),
            ("2026-11-11", "my sister's hen do is in Dublin on 6 March"),
            ("2026-11-11", "and her wedding is 10 April"),
        ],
        "visits": [],
        "questions": [
            ("what have I got coming up?", (("hen", "Hen"), ("wedding",)), ()),
            ("when's the hen do?", (("March", "Mar"), ("6", "6th")), ()),
            ("where's the hen do?", (("Dublin",),), ()),
            ("when's the wedding?", (("April", "Apr"), ("10", "10th")), ()),
            ("whose wedding is it?", (("sister",),), ()),
            ("what size am I?", (("10",),), ()),
            ("when was my interview?", (("September", "Sept", "Sep"), ("2", "2nd")), ()),
            ("is it my wedding?", (NO,), ()),
            ("what's my budget for the wedding?", UNKNOWN, ()),
            ("what colours do I like?", UNKNOWN, ()),
        ],
    },
    # --- 16: two refused colours said indirectly, a loved colour, boot size; a visit ---
    {
        "facts": [
            ("2026-10-03", "mustard makes me look jaundiced"),
            ("2026-10-03", "and white shows every mark on me, so no"),
            ("2026-10-03", "I'm all about charcoal"),
            ("2026-10-03", "a size 9 in boots"),
        ],
        "visits": [
            (
                "2026-10-03",
                "charcoal boots size 9?",
                "In UK 9:\n- [Heritage Charcoal Boot](/products/ALD-012/) — €119.00\n- "
                "[City Black Boot](/products/ALD-014/) — €99.00",
                "Looked at size 9 boots; bought the black pair at €99 since the charcoal ones "
                "were too dear.",
            ),
        ],
        "questions": [
            ("which colours do I avoid?", (("mustard",), ("white",)), ()),
            ("what's my favourite colour?", (("charcoal",),), ()),
            ("what boot size am I?", (("9",),), ()),
            ("which boots did I get?", (("black",),), ()),
            (
                "why didn't I get the charcoal ones?",
                (("price", "expensive", "dear", "cost", "119", "pricier"),),
                (),
            ),
            ("how much were the ones I bought?", (("99",),), ()),
            ("do I wear white?", (NO,), ()),
            ("am I into mustard?", (NO,), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("what brand do I like?", UNKNOWN, ()),
        ],
    },
    # --- 17: brand habit, per-type budgets, refused brand, waist and leg; no visits ---
    {
        "facts": [
            ("2026-09-15", "{brand4} jeans are the only ones I buy"),
            ("2026-09-15", "I'll pay 80 for jeans, 40 for tops"),
            ("2026-09-15", "{brand1} sizing is a joke, I don't buy it"),
            ("2026-09-15", "W30 L34"),
        ],
        "visits": [],
        "questions": [
            ("what's my budget for jeans?", (("80",),), ()),
            ("and for tops?", (("40",),), ()),
            ("which brand do I get jeans from?", (("{brand4}",),), ()),
            ("is {brand1} one of my brands?", (NO,), ()),
            ("why don't I buy {brand1}?", (("sizing", "size", "fit", "Fit"),), ()),
            ("what's my waist?", (("30",),), ()),
            ("what leg length am I?", (("34",),), ()),
            ("what's my budget for shoes?", UNKNOWN, ()),
            ("what colour do I prefer?", UNKNOWN, ()),
            ("have I got anything coming up?", UNKNOWN, ()),
        ],
    },
    # --- 18: a festival, size, shoes, loved colours; two visits ---
    {
        "facts": [
            ("2026-11-19", "going to Glastonbury at the end of June"),
            ("2026-11-19", "I'm a size 8"),
            ("2026-11-19", "I'm a 5 in shoes"),
            ("2026-11-19", "I love rust and mustard"),
        ],
        "visits": [
            (
                "2026-11-19",
                "festival boots in a 5?",
                "UK 5:\n- [Weekend Rust Boot](/products/KIT-033/) — €89.00",
                "Looked at festival boots; bought the rust ones in a 5.",
            ),
            (
                "2026-11-27",
                "a raincoat for the festival?",
                "A couple:\n- [Coastal Mustard Raincoat](/products/KIT-040/) — €79.00\n- "
                "[Cove Olive Raincoat](/products/KIT-041/) — €69.00",
                "Looked at raincoats for the festival; didn't buy, waiting for payday.",
            ),
        ],
        "questions": [
            ("which festival am I going to?", (("Glastonbury",),), ()),
            ("when is it?", (("June",),), ()),
            ("what dress size am I?", (("8",),), ()),
            ("what shoe size am I?", (("5",),), ()),
            ("which colours do I love?", (("rust",), ("mustard",)), ()),
            ("did I buy a raincoat?", (NO,), ("Yes",)),
            ("why didn't I buy the raincoat?", (("payday", "pay day", "paid"),), ()),
            ("what did I buy for the festival?", (("boot",),), ()),
            ("what was I shopping for last time?", (("raincoat", "rain coat", "rain jacket"),), ()),
            ("how much was the mustard raincoat?", (("79",),), ()),
            ("what's my budget?", UNKNOWN, ()),
        ],
    },
    # --- 19: only a size is known ---
    {
        "facts": [
            ("2026-11-30", "I'm a large"),
        ],
        "visits": [],
        "questions": [
            ("what size am I?", (("L", "large"),), ()),
            ("what's my favourite colour?", UNKNOWN, ()),
            ("which colours do I avoid?", UNKNOWN, ()),
            ("what's my budget?", UNKNOWN, ()),
            ("which brands do I like?", UNKNOWN, ()),
            ("is there a brand I avoid?", UNKNOWN, ()),
            ("what am I shopping for?", UNKNOWN, ()),
            ("when's my holiday?", UNKNOWN, ()),
            ("what did I buy last time?", UNKNOWN, ()),
            ("what size does my son wear?", UNKNOWN, ()),
            ("what shoe size am I?", UNKNOWN, ()),
        ],
    },
    # --- 20: a half shoe size replacing a whole one, brand, a 10k race; no visits ---
    {
        "facts": [
            ("2026-04-04", "I'm a 42 in trainers"),
            ("2026-11-14", "actually I've realised I'm a 42.5, the 42s pinch"),
            ("2026-11-14", "{brand2} trainers fit me best"),
            ("2026-11-14", "I'm training for the Manchester 10k on 24 May"),
        ],
        "visits": [],
        "questions": [
            ("what size trainers am I?", (("42.5", "42 and a half", "42½"),), ()),
            ("what brand fits me best?", (("{brand2}",),), ()),
            ("what race am I training for?", (("10k", "Manchester"),), ()),
            ("when's the race?", (("May",), ("24", "24th")), ()),
            ("where's the race?", (("Manchester",),), ()),
            ("why did I change shoe size?", (("pinch", "tight", "small"),), ()),
            ("what's my budget for trainers?", UNKNOWN, ()),
            ("is {brand2} my brand?", (YES,), ()),
            ("what colour trainers do I like?", UNKNOWN, ()),
            ("what size was I before?", (("42",),), ()),
        ],
    },
    # --- 21: three visits, what was bought and when ---
    {
        "facts": [
            ("2026-09-01", "I'm a medium"),
        ],
        "visits": [
            (
                "2026-09-01",
                "any rollnecks in medium?",
                "In M:\n- [Classic Black Roll Neck](/products/HOL-010/) — €55.00\n- "
                "[Heritage Camel Roll Neck](/products/HOL-011/) — €62.00",
                "Bought the black roll neck in M.",
            ),
            (
                "2026-10-12",
                "chinos 32 waist?",
                "W32:\n- [Weekend Stone Chino](/products/HOL-030/) — €49.00",
                "Bought the stone chinos in W32.",
            ),
            (
                "2026-11-21",
                "a parka for winter?",
                "In M:\n- [Summit Olive Parka](/products/HOL-040/) — €179.00\n- "
                "[Ridge Navy Parka](/products/HOL-041/) — €199.00",
                "Looked at parkas in M; undecided between olive and navy, bought neither.",
            ),
        ],
        "questions": [
            ("what was I shopping for last time?", (("parka",),), ()),
            ("which parkas did you show me?", (("olive",), ("navy",)), ()),
            ("did I buy a parka?", (NO,), ("Yes",)),
            ("what did I buy in September?", (("roll neck", "rollneck", "turtleneck"),), ()),
            ("what colour was the roll neck I bought?", (("black",),), ()),
            ("what waist were the chinos I bought?", (("32",),), ()),
            ("when did I buy the chinos?", (("October", "Oct"), ("12", "12th")), ()),
            ("how much was the navy parka?", (("199",),), ()),
            ("what size am I?", (("M", "medium"),), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("what colour chinos did I get?", (("stone",),), ()),
        ],
    },
    # --- 22: US sizes, loved colours, dress budget, maid of honour; a visit ---
    {
        "facts": [
            ("2026-10-09", "I'm a US 4 in dresses and a US 7 in shoes"),
            ("2026-10-09", "blush and sky blue are my colours"),
            ("2026-10-09", "I never go over 150 on a dress"),
            ("2026-11-29", "I'm maid of honour at my best friend's wedding on 19 June"),
        ],
        "visits": [
            (
                "2026-11-29",
                "dresses for maid of honour, blush, US 4?",
                "In US 4:\n- [Meadow Blush Midi Dress](/products/PEN-022/) — €138.00",
                "Liked the blush midi for the wedding; waiting on the bride's colour scheme "
                "before buying.",
            ),
        ],
        "questions": [
            ("what dress size am I?", (("4",),), ()),
            ("what size shoes do I wear?", (("7",),), ()),
            ("what are my colours?", (("blush",), ("sky blue",)), ()),
            ("what's the most I'll spend on a dress?", (("150",),), ()),
            ("what's my role at the wedding?", (("maid of honour", "maid of honor"),), ()),
            ("whose wedding is it?", (("friend",),), ()),
            ("when's the wedding?", (("June",), ("19", "19th")), ()),
            ("did I buy the blush dress?", (NO,), ("Yes",)),
            ("what am I waiting on before I buy?", (("colour", "color", "bride"),), ()),
            ("how much was the blush midi?", (("138",),), ()),
            ("what brands do I like?", UNKNOWN, ()),
        ],
    },
    # --- 23: a grandparent; a granddaughter's age in a visit, own size and budget ---
    {
        "facts": [
            ("2026-10-25", "I'm a UK 16 and I like plum"),
            ("2026-10-25", "no more than 60 on anything for myself"),
        ],
        "visits": [
            (
                "2026-10-25",
                "parkas for my granddaughter, she's 7",
                "For age 7:\n- [Cove Plum Parka](/products/QUI-088/) — €48.00\n- "
                "[Ridge Cobalt Parka](/products/QUI-089/) — €44.00",
                "Bought the cobalt parka (age 7) for her granddaughter.",
            ),
        ],
        "questions": [
            ("how old is my granddaughter?", (("7", "seven"),), ()),
            ("what did I get my granddaughter?", (("parka",),), ()),
            ("what colour was it?", (("cobalt",),), ()),
            ("what size am I?", (("16",),), ()),
            ("what colour do I like?", (("plum",),), ()),
            ("what's my budget for myself?", (("60",),), ()),
            ("what size is my grandson?", UNKNOWN, ()),
            ("what colour does my granddaughter like?", UNKNOWN, ()),
            ("did I buy anything for myself?", (NO,), ()),
            ("how much was the parka I bought?", (("44",),), ()),
        ],
    },
    # --- 24: a refused brand that became liked, size, colours; a visit ---
    {
        "facts": [
            ("2026-02-10", "I don't buy {brand0}, it's cheaply made"),
            ("2026-11-08", "I've changed my mind on {brand0}, their new knitwear is lovely"),
            ("2026-11-08", "I'm an S in knitwear"),
            ("2026-11-08", "cream and ecru are my favourites"),
        ],
        "visits": [
            (
                "2026-11-08",
                "{brand0} cardigans in small?",
                "From {brand0} in S:\n- [Orchard Ecru Cardigan](/products/WRE-005/) — €72.00",
                "Bought the ecru {brand0} cardigan in S.",
            ),
        ],
        "questions": [
            ("do I buy {brand0} now?", (YES,), ()),
            (
                "what do I think of {brand0}?",
                (("like", "lovely", "changed", "come round", "knitwear"),),
                (),
            ),
            ("what size knitwear am I?", (("S", "small"),), ()),
            ("what are my favourite colours?", (("ecru", "cream"),), ()),
            ("what did I buy last time?", (("cardigan",),), ()),
            ("which brand was the cardigan?", (("{brand0}",),), ()),
            ("how much did I pay?", (("72",),), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("any colours I avoid?", UNKNOWN, ()),
            ("is there a brand I avoid?", (NO_OR_UNKNOWN,), ()),
        ],
    },
    # --- 25: an interview with date, colour for interviews, sizes, outfit budget ---
    {
        "facts": [
            ("2026-11-26", "civil service interview on 15 December"),
            ("2026-11-26", "I always wear navy to interviews"),
            ("2026-11-26", "38 regular jacket, 34 waist trousers"),
            ("2026-11-26", "budget's 200 for the whole outfit"),
        ],
        "visits": [],
        "questions": [
            ("when's my interview?", (("December", "Dec"), ("15", "15th")), ()),
            ("what's the interview for?", (("civil service",),), ()),
            ("what colour do I wear to interviews?", (("navy",),), ()),
            ("what jacket size am I?", (("38",),), ()),
            ("what's my trouser waist?", (("34",),), ()),
            ("how much can I spend on the outfit?", (("200",),), ()),
            ("what shoe size am I?", UNKNOWN, ()),
            ("which brand do I like?", UNKNOWN, ()),
            ("what did I buy last time?", UNKNOWN, ()),
            ("is my budget 300?", (NO,), ()),
        ],
    },
    # --- 26: the shopper and a husband in the same facts, a cruise ---
    {
        "facts": [
            ("2026-10-17", "I'm a medium and my husband's an XXL, I buy for both of us"),
            ("2026-10-17", "I only buy {brand3} for him and {brand1} for me"),
            ("2026-10-17", "we're going on a cruise in the Caribbean in March"),
        ],
        "visits": [],
        "questions": [
            ("what size am I?", (("M", "medium"),), ()),
            ("what size is my husband?", (("XXL", "2XL"),), ()),
            ("what brand do I buy for myself?", (("{brand1}",),), ()),
            ("what brand does my husband wear?", (("{brand3}",),), ()),
            ("where are we cruising?", (("Caribbean",),), ()),
            ("when's the cruise?", (("March", "Mar"),), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("what colour does my husband like?", UNKNOWN, ()),
            ("what size are my kids?", UNKNOWN, ()),
            ("am I an XXL?", (NO,), ()),
        ],
    },
    # --- 27: running shoes, a refused brand, a marathon with date; a visit ---
    {
        "facts": [
            ("2026-07-30", "size 8 in running shoes"),
            ("2026-07-30", "I refuse to buy {brand2} after my last pair split"),
            ("2026-07-30", "I'm running the Berlin marathon on 27 September"),
            ("2026-11-02", "I'm a medium in running tops"),
        ],
        "visits": [
            (
                "2026-11-02",
                "running tops in M?",
                "In M:\n- [Summit Cobalt Top](/products/SAL-060/) — €32.00\n- [Ridge Black "
                "Top](/products/SAL-061/) by {brand2} — €29.00",
                "Bought the cobalt top; turned down the {brand2} one.",
            ),
        ],
        "questions": [
            ("which marathon am I running?", (("Berlin",),), ()),
            ("when's the marathon?", (("September", "Sept", "Sep"), ("27", "27th")), ()),
            ("what's my running shoe size?", (("8",),), ()),
            ("which brand do I refuse to buy?", (("{brand2}",),), ()),
            ("why don't I buy {brand2}?", (("split",),), ()),
            ("what size running tops do I wear?", (("M", "medium"),), ()),
            ("what did I buy last time?", (("top", "Top"),), ()),
            ("which colour top did I buy?", (("cobalt",),), ()),
            ("did I buy the black top?", (NO,), ("Yes",)),
            ("what's my budget?", UNKNOWN, ()),
        ],
    },
    # --- 28: a graduation with date and colour, size, refused colour, budget ---
    {
        "facts": [
            ("2026-11-16", "my graduation is on 14 July"),
            ("2026-11-16", "I want to wear cobalt for it"),
            ("2026-11-16", "I'm a UK 12"),
            ("2026-11-16", "I don't wear black, it's too harsh on me"),
            ("2026-11-16", "around 90 is my limit for a dress"),
        ],
        "visits": [],
        "questions": [
            ("when's my graduation?", (("July", "Jul"), ("14", "14th")), ()),
            ("what colour do I want for my graduation?", (("cobalt",),), ()),
            ("what size am I?", (("12",),), ()),
            ("do I wear black?", (NO,), ()),
            ("what's my dress budget?", (("90",),), ()),
            ("what brands do I like?", UNKNOWN, ()),
            ("what's my shoe size?", UNKNOWN, ()),
            ("what's happening on 14 July?", (("graduation",),), ()),
            ("which colour is too harsh on me?", (("black",),), ()),
            ("when's my mum's birthday?", UNKNOWN, ()),
        ],
    },
    # --- 29: a trip with date, two sizes, waterproof budget, brand; two visits ---
    {
        "facts": [
            ("2026-10-06", "we fly to Reykjavik on 11 February"),
            ("2026-10-06", "I'm a large in coats and a medium in jumpers"),
            ("2026-10-06", "I'll spend 300 on a proper waterproof"),
            ("2026-10-06", "{brand3} outdoor gear is what I trust"),
        ],
        "visits": [
            (
                "2026-10-06",
                "waterproof jacket in large, {brand3}?",
                "{brand3} in L:\n- [Fell Forest Green Rain Jacket](/products/BRE-015/) — €245.00",
                "Bought the forest green {brand3} rain jacket in L for Iceland.",
            ),
            (
                "2026-11-12",
                "merino jumper in medium",
                "In M:\n- [Heritage Grey Jumper](/products/BRE-020/) — €95.00\n- [Lane "
                "Oatmeal Jumper](/products/BRE-022/) — €85.00",
                "Looked at medium jumpers; bought the grey one.",
            ),
        ],
        "questions": [
            ("where am I flying to?", (("Reykjavik", "Iceland"),), ()),
            ("when do I fly?", (("February", "Feb"), ("11", "11th")), ()),
            ("what's my coat size?", (("L", "large"),), ()),
            ("what size jumper am I?", (("M", "medium"),), ()),
            ("how much will I spend on a waterproof?", (("300",),), ()),
            ("which brand do I trust for outdoor gear?", (("{brand3}",),), ()),
            (
                "what did I buy for Iceland?",
                (("rain jacket", "raincoat", "jacket", "waterproof"),),
                (),
            ),
            ("what colour was the rain jacket?", (("green",),), ()),
            ("what did I buy last time?", (("jumper",),), ()),
            ("which jumper did I buy?", (("grey",),), ()),
            ("how much was the oatmeal one?", (("85",),), ()),
        ],
    },
    # --- 30: two liked brands, one dropped later; a budget range; size ---
    {
        "facts": [
            ("2026-09-21", "I'm a {brand0} and {brand4} person"),
            ("2026-09-21", "I spend 30-50 per item"),
            ("2026-09-21", "I'm a small"),
            ("2026-11-13", "I'm going off {brand4}, quality's dropped"),
        ],
        "visits": [],
        "questions": [
            ("is {brand0} one of my brands?", (YES,), ()),
            ("is {brand4} still one of my brands?", (NO,), ()),
            ("which brand do I like?", (("{brand0}",),), ()),
            ("what's my budget range?", (("30",), ("50",)), ()),
            ("what size am I?", (("S", "small"),), ()),
            ("why did I go off {brand4}?", (("quality",),), ()),
            ("is {brand2} one of my brands?", (NO_OR_UNKNOWN,), ()),
            ("what colour do I like?", UNKNOWN, ()),
            ("what am I shopping for?", UNKNOWN, ()),
            ("what did I buy last time?", UNKNOWN, ()),
        ],
    },
    # --- 31: a christening as godfather, chest size, refused colour, budget; a visit ---
    {
        "facts": [
            ("2026-11-03", "I'm godfather at my best mate's daughter's christening on 17 January"),
            ("2026-11-03", "blazer size 42 long, I'm tall"),
            ("2026-11-03", "I'd rather not wear grey, I wear it every day at work"),
            ("2026-11-03", "I can go to 180 for a blazer"),
        ],
        "visits": [
            (
                "2026-11-03",
                "blazers in 42 long?",
                "In 42L:\n- [Heritage Navy Blazer](/products/MAB-011/) — €159.00\n- [City Grey "
                "Blazer](/products/MAB-012/) — €149.00",
                "Bought the navy blazer in 42L for the christening.",
            ),
        ],
        "questions": [
            ("when's the christening?", (("January", "Jan"), ("17", "17th")), ()),
            ("what am I at the christening?", (("godfather",),), ()),
            ("whose christening is it?", (("mate", "friend"),), ()),
            ("what's my blazer size?", (("42",),), ()),
            ("long or regular fit for me?", (("long",),), ()),
            ("which colour would I rather not wear?", (("grey",),), ()),
            ("what's my limit on a blazer?", (("180",),), ()),
            ("which blazer did I buy?", (("navy",),), ()),
            ("how much was it?", (("159",),), ()),
            ("did I buy the grey blazer?", (NO,), ("Yes",)),
            ("what's my shoe size?", UNKNOWN, ()),
        ],
    },
]
