"""Questions about the shopper for split test32: thirty-two remembered shoppers, each with the
facts the assistant recalled (date said, third-person sentence), earlier visits (date, the
shopper's message, the assistant's reply, a one-line summary) and questions the shopper asks
about themselves. Every question lists groups of alternatives: the answer must contain at least
one alternative of every group (case-insensitive substring) and none of the strings in the
third element. NOT_KNOWN marks questions whose answer was never told, so the answer must say it
does not know. Questions cover sizes, liked and disliked colours, budgets, brands, occasions
(what, when, where, whose), earlier visits (looked at, bought, when), "what do you remember",
yes/no checks, fragments and typos, written as shoppers type them."""

NOT_KNOWN = "<not known>"
NOT_BOUGHT = ("didn't", "did not", "nothing", "no purchase", "not buy", "No", "no")

PROFILES = [
    # 1. wedding guest, dresses and shoes, a liked and a hated colour, one purchase
    {
        "facts": [
            ("2026-09-14", "The shopper wears a UK 10 in dresses."),
            ("2026-09-14", "The shopper takes a UK 6 in shoes."),
            ("2026-09-20", "The shopper can't stand mustard."),
            ("2026-09-20", "The shopper loves emerald green."),
            (
                "2026-10-01",
                "The shopper is going to her cousin's wedding in Lisbon on 7 November 2026.",
            ),
        ],
        "visits": [
            (
                "2026-09-14",
                "any wrap dresses in a 10?",
                "Here are three wrap dresses in UK 10.",
                "Looked at wrap dresses in UK 10; no purchase.",
            ),
            (
                "2026-10-05",
                "I'll take the green midi in a 10",
                "Done - the emerald midi dress in UK 10 is in your basket.",
                "Bought the emerald green midi dress in UK 10.",
            ),
        ],
        "questions": [
            ("what dress size am I?", (("10",),), ()),
            ("shoe size?", (("6",),), ()),
            ("which colour do I hate again", (("mustard",),), ()),
            ("what colour do i like", (("green", "emerald"),), ()),
            ("whose wedding am I going to?", (("cousin",),), ()),
            ("where's the wedding", (("Lisbon",),), ()),
            ("when is the wedding?", (("November", "Nov", "-11-", "/11"),), ()),
            ("whats my budjet", ((NOT_KNOWN,),), ()),
            ("what did I end up buying last time", (("midi", "dress"),), ()),
            ("do you know my favourite brand?", ((NOT_KNOWN,),), ()),
            ("do i like yellow?", ((NOT_KNOWN,),), ()),
            ("what do you remember about me?", (("10",), ("mustard",), ("wedding",)), ()),
        ],
    },
    # 2. job interview at a bank, suit sizes, looked at suits but bought shirts
    {
        "facts": [
            ("2026-03-01", "The shopper wears a 40R suit jacket."),
            ("2026-03-01", "The shopper has a 32 inch waist."),
            ("2026-03-04", "The shopper's collar size is 15.5."),
            ("2026-03-01", "The shopper has a job interview at a bank on 12 March 2026."),
            ("2026-03-01", "The shopper wants to spend no more than £300 on a suit."),
            ("2026-03-04", "The shopper likes navy."),
        ],
        "visits": [
            (
                "2026-03-01",
                "need a navy suit for an interview, 40R, max 300",
                "Here are four navy suits in 40R under £300.",
                "Looked at navy suits in 40R; no purchase.",
            ),
            (
                "2026-03-04",
                "two white shirts, 15.5 collar please",
                "Added two white shirts in 15.5 to your basket.",
                "Bought two white shirts, collar 15.5.",
            ),
        ],
        "questions": [
            ("what jacket size am i", (("40R", "40 R", "40 regular"),), ()),
            ("collar?", (("15.5", "15 and a half", "15½"),), ()),
            ("am I a 34 waist?", (("32",),), ()),
            ("when's my interview", (("March", "Mar", "-03-", "/3", "/03"), ("12",)), ()),
            ("what's the interview for again, where is it", (("bank",),), ()),
            ("how much did I say I'd spend on the suit?", (("300",),), ()),
            ("which colour do I like", (("navy",),), ()),
            ("did i end up buying a suit?", (NOT_BOUGHT,), ()),
            ("what did I buy on the 4th?", (("shirt",),), ()),
            ("what shoe size am I", ((NOT_KNOWN,),), ()),
            ("any brands I don't like?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 3. petite adult who buys kids' sizes, refuses one shop brand
    {
        "facts": [
            ("2026-05-12", "The shopper is petite and buys kids' 12-13Y tops."),
            ("2026-05-12", "The shopper takes a UK 3 in shoes."),
            ("2026-05-12", "The shopper loves lilac."),
            ("2026-05-15", "The shopper refuses to buy {brand1}."),
            ("2026-05-15", "The shopper keeps each item under £25."),
        ],
        "visits": [
            (
                "2026-05-12",
                "hoodies in 12-13Y?",
                "Here are some {brand0} hoodies in age 12-13.",
                "Browsed {brand0} hoodies in 12-13Y; no purchase.",
            ),
            (
                "2026-05-20",
                "the lilac one please",
                "The lilac {brand0} hoodie in 12-13Y is in your basket.",
                "Bought a lilac {brand0} hoodie in 12-13Y.",
            ),
        ],
        "questions": [
            ("what age size do i get in tops", (("12-13", "12 to 13", "12-13Y"),), ()),
            ("my shoe size?", (("3",),), ()),
            ("which brand did I say I won't buy", (("{brand1}",),), ()),
            ("how much do I like to spend per thing", (("25",),), ()),
            ("what's my favourite colour", (("lilac",),), ()),
            (
                "did I buy the hoodie in the end?",
                (("bought", "purchased", "you got", "yes"),),
                ("didn't", "did not"),
            ),
            ("what colour was the hoodie I got", (("lilac",),), ()),
            ("when did I buy it", (("May", "-05-", "/05", "/5"),), ()),
            ("am I going anywhere special soon?", ((NOT_KNOWN,),), ()),
            ("what jeans size am i", ((NOT_KNOWN,),), ()),
        ],
    },
    # 4. big lad, festival, Carhartt fan, refuses a shop brand
    {
        "facts": [
            ("2026-04-02", "The shopper wears 5XL t-shirts."),
            ("2026-04-02", "The shopper takes an EU 47 in shoes."),
            ("2026-04-02", "The shopper wears black almost exclusively."),
            ("2026-04-02", "The shopper likes Carhartt."),
            ("2026-05-10", "The shopper doesn't want {brand3}."),
            ("2026-05-10", "The shopper is going to Download Festival in June 2026."),
        ],
        "visits": [
            (
                "2026-04-02",
                "5XL hoodies, black, any Carhartt?",
                "I found two black Carhartt hoodies in 5XL.",
                "Bought a black Carhartt hoodie in 5XL.",
            ),
            (
                "2026-05-10",
                "waterproofs for Download, 5XL, not {brand3}",
                "Here are three waterproof jackets in 5XL.",
                "Looked at waterproof jackets in 5XL; no purchase.",
            ),
        ],
        "questions": [
            ("what size t shirt do i wear", (("5XL", "5 XL", "XXXXXL"),), ()),
            ("am I an XL?", (("5XL",),), ()),
            ("feet size?", (("47",),), ()),
            ("favourtie colour?", (("black",),), ()),
            ("which brand do i rate", (("Carhartt",),), ()),
            ("brand I avoid?", (("{brand3}",),), ()),
            ("what festival am I going to", (("Download",),), ()),
            ("when's the festival", (("June", "Jun", "-06"),), ()),
            ("did i buy a waterproof", (NOT_BOUGHT,), ()),
            ("what did I get in April", (("hoodie",),), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
            ("what's my waist size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 5. size went up after a baby; christening of her daughter
    {
        "facts": [
            ("2026-02-03", "The shopper wears a UK 12."),
            ("2026-08-11", "The shopper now wears a UK 14 after having a baby."),
            ("2026-08-11", "The shopper loves coral."),
            ("2026-08-11", "The shopper can't wear beige."),
            (
                "2026-08-11",
                "The shopper is shopping for her daughter's christening on 20 September 2026.",
            ),
            ("2026-08-11", "The shopper wants to spend under £80 on the christening outfit."),
        ],
        "visits": [
            (
                "2026-02-03",
                "jumpers in a 12",
                "Here are some jumpers in UK 12.",
                "Looked at jumpers in UK 12; no purchase.",
            ),
            (
                "2026-08-15",
                "that coral dress in a 14 please",
                "The coral tea dress in UK 14 is in your basket.",
                "Bought a coral tea dress in UK 14 for the christening.",
            ),
        ],
        "questions": [
            ("what size am I now?", (("14",),), ()),
            ("what size was I before", (("12",),), ()),
            ("colour I can't wear?", (("beige",),), ()),
            ("whose christening is it", (("daughter", "baby"),), ()),
            ("when's the christening", (("September", "Sept", "Sep", "-09-"),), ()),
            ("what budget did i give you for the outfit", (("80",),), ()),
            (
                "did I buy something for the christening?",
                (("coral", "dress"),),
                ("didn't", "did not"),
            ),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("any brands I like?", ((NOT_KNOWN,),), ()),
            ("when did I tell you I'd gone up a size", (("August", "Aug", "-08-"),), ()),
        ],
    },
    # 6. marathon runner, New Balance, no white
    {
        "facts": [
            ("2026-02-10", "The shopper wears a medium in running tights."),
            ("2026-03-01", "The shopper takes a UK 9 in trainers."),
            ("2026-03-01", "The shopper likes New Balance."),
            ("2026-03-01", "The shopper is running the London Marathon on 26 April 2026."),
            ("2026-03-01", "The shopper will spend up to £150 on trainers."),
            ("2026-03-01", "The shopper avoids white because it gets dirty."),
        ],
        "visits": [
            (
                "2026-02-10",
                "running tights medium",
                "Here are five pairs of running tights in medium.",
                "Bought black running tights in medium.",
            ),
            (
                "2026-03-01",
                "New Balance trainers in a 9, not white, under 150",
                "Here are three New Balance pairs in UK 9.",
                "Looked at New Balance trainers in UK 9; no purchase.",
            ),
        ],
        "questions": [
            ("trainer size?", (("9",),), ()),
            ("what brand do I like for running", (("New Balance",),), ()),
            ("which marathon am I doing", (("London",),), ()),
            ("when is it", (("April", "Apr", "-04-"),), ()),
            ("how much will I spend on trainers", (("150",),), ()),
            ("what colour don't I want", (("white",),), ()),
            ("did i buy the trainers", (NOT_BOUGHT,), ()),
            ("what did I buy in feb", (("tights",),), ()),
            ("what size tights do I wear", (("medium", "size m"),), ()),
            ("whats my waist", ((NOT_KNOWN,),), ()),
            ("favourite colour?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 7. best man at his brother's wedding, bought a suit from a shop brand
    {
        "facts": [
            ("2026-05-02", "The shopper has a 42 inch chest."),
            ("2026-05-02", "The shopper has a 34 waist."),
            ("2026-05-02", "The shopper's collar is 16."),
            (
                "2026-05-02",
                "The shopper is best man at his brother Tom's wedding in the Cotswolds on 18 July 2026.",
            ),
            ("2026-05-02", "The shopper has a £400 budget for the suit."),
            ("2026-05-09", "The shopper doesn't like {brand4}."),
        ],
        "visits": [
            (
                "2026-05-02",
                "grey three piece, 42 chest, under 400",
                "Here are four grey three-piece suits in 42R.",
                "Looked at grey three-piece suits in 42R; no purchase.",
            ),
            (
                "2026-05-09",
                "the {brand0} one, not {brand4}",
                "The grey {brand0} three-piece in 42R is in your basket.",
                "Bought a grey {brand0} three-piece suit in 42R.",
            ),
        ],
        "questions": [
            ("chest size?", (("42",),), ()),
            ("am i a 16 collar", (("16",),), ()),
            ("whose wedding is it", (("brother", "Tom"),), ()),
            ("what's my role at the wedding", (("best man",),), ()),
            ("where's the wedding", (("Cotswolds",),), ()),
            ("budget for the suit?", (("400",),), ()),
            ("which brand did I buy the suit from", (("{brand0}",),), ()),
            ("which brand did I say no to", (("{brand4}",),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("when did I buy the suit", (("May", "-05-"),), ()),
        ],
    },
    # 8. student on a tight budget, starting uni
    {
        "facts": [
            ("2026-08-20", "The shopper keeps it under £25 an item."),
            ("2026-08-20", "The shopper is a UK 8."),
            ("2026-08-20", "The shopper won't buy Shein."),
            ("2026-08-20", "The shopper likes olive and cream."),
            ("2026-08-20", "The shopper is starting university in Leeds in September 2026."),
        ],
        "visits": [
            (
                "2026-08-20",
                "cardigans under 25 in an 8",
                "Here are three cardigans in UK 8 under £25.",
                "Bought an olive cardigan in UK 8.",
            ),
            (
                "2026-08-28",
                "cream jeans in 8?",
                "Here are two pairs of cream jeans in UK 8.",
                "Looked at cream jeans in UK 8; no purchase.",
            ),
        ],
        "questions": [
            ("how much do i usually spend", (("25",),), ()),
            ("what size?", (("8",),), ()),
            ("which brand won't I buy", (("Shein",),), ()),
            ("colours I like?", (("olive",), ("cream",)), ()),
            ("where am I going to uni", (("Leeds",),), ()),
            ("remind me wat u know about me", (("8",), ("Shein",), ("Leeds",)), ()),
            ("when do i start uni", (("September", "Sept", "Sep", "-09"),), ()),
            ("did I get the jeans?", (NOT_BOUGHT,), ()),
            ("what did I buy in august", (("cardigan",),), ()),
            ("my shoe size?", ((NOT_KNOWN,),), ()),
            ("do you know what I'm studying", ((NOT_KNOWN,),), ()),
        ],
    },
    # 9. older countryman, Barbour, no red, going to Cheltenham
    {
        "facts": [
            ("2026-10-11", "The shopper has a 36 waist and 31 leg."),
            ("2026-10-11", "The shopper wears XL jackets."),
            ("2026-10-11", "The shopper likes Barbour and M&S."),
            ("2026-10-11", "The shopper won't wear red."),
            ("2026-10-11", "The shopper likes bottle green."),
            ("2026-11-02", "The shopper is going to the Cheltenham races in March 2027."),
        ],
        "visits": [
            (
                "2026-10-11",
                "wax jacket XL, green, Barbour if you have it",
                "Here is the Barbour wax jacket in green, XL.",
                "Bought a green Barbour wax jacket in XL.",
            ),
            (
                "2026-11-02",
                "cords for Cheltenham, 36 31",
                "Here are corduroy trousers in 36/31.",
                "Looked at corduroy trousers in 36 waist 31 leg; no purchase.",
            ),
        ],
        "questions": [
            ("waist?", (("36",),), ()),
            ("what leg length am I", (("31",),), ()),
            ("what size jacket do i take", (("XL",),), ()),
            ("brands I like", (("Barbour",), ("M&S", "Marks")), ()),
            ("which colour do I avoid", (("red",),), ()),
            ("what did i buy in October", (("jacket",),), ()),
            ("am I going anywhere?", (("Cheltenham",),), ()),
            ("did I buy the cords", (NOT_BOUGHT,), ()),
            ("budget", ((NOT_KNOWN,),), ()),
            ("shoe size please", ((NOT_KNOWN,),), ()),
        ],
    },
    # 10. bridesmaid, shoe budget only, no yellow
    {
        "facts": [
            ("2026-06-20", "The shopper wears a UK 10 dress."),
            (
                "2026-06-20",
                "The shopper is a bridesmaid at her sister's wedding in Cornwall on 5 September 2026.",
            ),
            ("2026-06-20", "The shopper refuses yellow."),
            ("2026-07-01", "The shopper takes a UK 5 in shoes."),
            ("2026-07-01", "The shopper wants to spend under £60 on shoes."),
        ],
        "visits": [
            (
                "2026-07-01",
                "nude heels, size 5, under 60",
                "Here are four nude heels in UK 5 under £60.",
                "Bought nude block heels in UK 5.",
            ),
        ],
        "questions": [
            ("what am I at the wedding?", (("bridesmaid",),), ()),
            ("whose wedding?", (("sister",),), ()),
            ("where is it being held", (("Cornwall",),), ()),
            ("when's the wedding", (("September", "Sept", "Sep", "-09-"),), ()),
            ("shoe size?", (("5",),), ()),
            ("shoe budget", (("60",),), ()),
            ("colour i refuse?", (("yellow",),), ()),
            ("did I buy heels", (("bought", "block", "yes"),), ("didn't", "did not")),
            ("dress size", (("10",),), ()),
            ("favourite brand", ((NOT_KNOWN,),), ()),
            ("what's my budget for a dress", ((NOT_KNOWN,),), ()),
        ],
    },
    # 11. ski trip, shop-brand fan, turquoise
    {
        "facts": [
            ("2026-11-20", "The shopper wears a medium."),
            ("2026-11-20", "The shopper is going skiing in Val d'Isère in February 2027."),
            ("2026-11-20", "The shopper loves turquoise."),
            ("2026-11-20", "The shopper likes {brand2}."),
            ("2026-11-20", "The shopper will spend up to £250 on a ski jacket."),
        ],
        "visits": [
            (
                "2026-11-20",
                "ski jackets, medium, turquoise?",
                "Here are three ski jackets in medium, one in turquoise.",
                "Looked at ski jackets in medium; no purchase.",
            ),
            (
                "2026-12-01",
                "{brand2} base layers medium",
                "Here are {brand2} base layers in medium.",
                "Bought {brand2} base layers in medium.",
            ),
        ],
        "questions": [
            ("where am i skiing", (("Val d", "Isere", "Isère"),), ()),
            ("when's my ski trip", (("February", "Feb", "-02"),), ()),
            ("my size?", (("medium",),), ()),
            ("what colour do I love", (("turquoise",),), ()),
            ("which brand do i lke", (("{brand2}",),), ()),
            ("how much for the jacket, what did i say", (("250",),), ()),
            ("did I get a ski jacket", (NOT_BOUGHT,), ()),
            ("what did I buy in December", (("base layer",),), ()),
            ("boot size?", ((NOT_KNOWN,),), ()),
            ("brand i dont like", ((NOT_KNOWN,),), ()),
            ("wat do u remember about me", (("medium",), ("turquoise",), ("{brand2}",)), ()),
        ],
    },
    # 12. no facts at all, three visits
    {
        "facts": [],
        "visits": [
            (
                "2026-04-05",
                "linen shirts?",
                "Here are six linen shirts.",
                "Looked at linen shirts; no purchase.",
            ),
            (
                "2026-04-09",
                "2 of the white linen ones",
                "Two white linen shirts are in your basket.",
                "Bought two white linen shirts.",
            ),
            (
                "2026-06-22",
                "shorts for the summer",
                "Here are some chino shorts.",
                "Looked at chino shorts; no purchase.",
            ),
        ],
        "questions": [
            ("what size am I", ((NOT_KNOWN,),), ()),
            ("what did I buy from you", (("linen",),), ()),
            ("when did I buy the shirts", (("April", "Apr", "-04-"),), ()),
            ("favourite colour?", ((NOT_KNOWN,),), ()),
            ("did I buy anything in June", (NOT_BOUGHT,), ()),
            ("what was I looking at in june", (("shorts",),), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("how many times have I been on here", (("3", "three"),), ()),
            ("what do you remember about me", (("linen",),), ()),
            ("which brands do I like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 13. facts but no visits, jeans man
    {
        "facts": [
            ("2026-07-07", "The shopper wears W32 L30 jeans."),
            ("2026-07-07", "The shopper likes Levi's."),
            ("2026-07-07", "The shopper likes dark indigo denim."),
            ("2026-07-07", "The shopper won't spend more than £90 on jeans."),
        ],
        "visits": [],
        "questions": [
            ("waist size?", (("32",),), ()),
            ("leg length", (("30",),), ()),
            ("what brand of jeans do I like", (("Levi",),), ()),
            ("what colour denim do i go for", (("indigo",),), ()),
            ("max for jeans?", (("90",),), ()),
            ("have I bought anything from you before?", (NOT_BOUGHT,), ()),
            ("any plans coming up I told you about", ((NOT_KNOWN,),), ()),
            ("t-shirt size", ((NOT_KNOWN,),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("am i a 34 waist", (("32",),), ()),
            ("colour I hate?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 14. trip to Tokyo, Japanese sizes, Uniqlo, no neon
    {
        "facts": [
            ("2026-09-03", "The shopper takes JP 26.5 in sneakers."),
            ("2026-09-03", "The shopper wears a large in tops."),
            ("2026-09-03", "The shopper likes Uniqlo."),
            ("2026-09-03", "The shopper hates neon."),
            ("2026-09-10", "The shopper is going to Tokyo on holiday in October 2026."),
            ("2026-09-10", "The shopper wants to keep each item under 100."),
        ],
        "visits": [
            (
                "2026-09-10",
                "light jacket for Tokyo, large, under 100",
                "Here are four light jackets in large under 100.",
                "Bought a navy Uniqlo light jacket in large.",
            ),
        ],
        "questions": [
            ("sneaker size in JP?", (("26.5", "26,5"),), ()),
            ("what size top do i wear", (("large",),), ()),
            ("brand i like?", (("Uniqlo",),), ()),
            ("what colour do i hate", (("neon",),), ()),
            ("where am I going on holiday", (("Tokyo", "Japan"),), ()),
            ("when's the trip", (("October", "Oct", "-10"),), ()),
            ("budget per item", (("100",),), ()),
            ("what did i buy for the trip", (("jacket",),), ()),
            ("what colour was the jacket I bought", (("navy",),), ()),
            ("waist?", ((NOT_KNOWN,),), ()),
            ("who am I going with", ((NOT_KNOWN,),), ()),
        ],
    },
    # 15. plus size, 40th birthday, sapphire, no white
    {
        "facts": [
            ("2026-11-02", "The shopper wears a UK 22."),
            ("2026-11-02", "The shopper loves sapphire blue."),
            ("2026-11-02", "The shopper never wears white."),
            ("2026-11-02", "The shopper likes {brand3}."),
            (
                "2026-11-02",
                "The shopper is shopping for her own 40th birthday party on 12 December 2026.",
            ),
            ("2026-11-02", "The shopper wants to spend up to £120 on the party outfit."),
        ],
        "visits": [
            (
                "2026-11-02",
                "party dresses in 22, blue",
                "Here are three blue party dresses in UK 22.",
                "Looked at blue party dresses in UK 22; no purchase.",
            ),
            (
                "2026-11-20",
                "the sapphire velvet one in 22",
                "The sapphire velvet {brand3} dress in UK 22 is in your basket.",
                "Bought a sapphire velvet {brand3} dress in UK 22.",
            ),
        ],
        "questions": [
            ("waht size am i", (("22",),), ()),
            ("my favourite colour?", (("sapphire", "blue"),), ()),
            ("what colour do I never wear", (("white",),), ()),
            ("brand i like", (("{brand3}",),), ()),
            ("what's the party for", (("40", "birthday"),), ()),
            ("how old am I turning?", (("40",),), ()),
            ("when is the party", (("December", "Dec", "-12-"),), ()),
            ("how much was I going to spend", (("120",),), ()),
            ("did I buy a dress?", (("velvet", "sapphire", "bought"),), ("didn't", "did not")),
            ("shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 16. Glastonbury, small, Dr Martens, loves yellow, didn't buy wellies
    {
        "facts": [
            ("2026-05-30", "The shopper wears a small."),
            ("2026-05-30", "The shopper takes a UK 6 in shoes."),
            ("2026-05-30", "The shopper loves yellow."),
            ("2026-05-30", "The shopper likes Dr. Martens."),
            ("2026-05-30", "The shopper is going to Glastonbury in late June 2026."),
            ("2026-05-30", "The shopper wants to stay under £40 per item."),
        ],
        "visits": [
            (
                "2026-05-30",
                "bucket hat, yellow",
                "Here are two yellow bucket hats.",
                "Bought a yellow bucket hat.",
            ),
            (
                "2026-06-05",
                "wellies in a 6?",
                "Here are three pairs of wellies in UK 6.",
                "Looked at wellies in UK 6; no purchase.",
            ),
        ],
        "questions": [
            ("what size do i wear", (("small",),), ()),
            ("am i a medium?", (("small",),), ()),
            ("shoe size", (("6",),), ()),
            ("fav colour", (("yellow",),), ()),
            ("what boots brand do I like", (("Martens", "DM", "Docs"),), ()),
            ("which festival am i going to", (("Glastonbury", "Glasto"),), ()),
            ("did I buy the wellies", (NOT_BOUGHT,), ()),
            ("what did i buy first time round", (("bucket hat", "hat"),), ()),
            ("whats my limit per item", (("40",),), ()),
            ("colour I hate?", ((NOT_KNOWN,),), ()),
            ("who am I going to glasto with", ((NOT_KNOWN,),), ()),
        ],
    },
    # 17. funeral for grandfather, black coat
    {
        "facts": [
            ("2026-03-02", "The shopper wears a UK 14."),
            ("2026-03-02", "The shopper is going to her grandfather's funeral on 6 March 2026."),
            ("2026-03-02", "The shopper wants to spend no more than £100."),
            ("2026-03-02", "The shopper dislikes grey."),
        ],
        "visits": [
            (
                "2026-03-02",
                "black coat, 14, under 100",
                "Here are three black coats in UK 14 under £100.",
                "Bought a black wool-blend coat in UK 14.",
            ),
        ],
        "questions": [
            ("what size am I?", (("14",),), ()),
            ("whose funeral", (("grandfather", "grandad", "grandpa"),), ()),
            ("when is it", (("March", "Mar", "-03-"),), ()),
            ("budget?", (("100",),), ()),
            ("colour I don't like", (("grey",),), ()),
            ("is my budget 150?", (("100",),), ()),
            ("what did i buy", (("coat",),), ()),
            ("did I get trousers too", (NOT_BOUGHT,), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("brand i like", ((NOT_KNOWN,),), ()),
            ("what did I tell you about my plans", (("funeral",),), ()),
        ],
    },
    # 18. gym guy, Tough Mudder, Nike fan, refuses a shop brand
    {
        "facts": [
            ("2026-07-15", "The shopper wears a large."),
            ("2026-07-15", "The shopper likes Nike."),
            ("2026-07-15", "The shopper won't buy {brand0}."),
            ("2026-07-15", "The shopper likes grey."),
            ("2026-07-15", "The shopper is doing Tough Mudder in September 2026."),
            ("2026-07-20", "The shopper won't pay over £60 for shorts."),
        ],
        "visits": [
            (
                "2026-07-15",
                "grey training tops large Nike",
                "Here are three grey Nike training tops in large.",
                "Bought a grey Nike training top in large.",
            ),
            (
                "2026-07-20",
                "shorts under 60",
                "Here are some training shorts under £60.",
                "Looked at training shorts; no purchase.",
            ),
        ],
        "questions": [
            ("my size?", (("large",),), ()),
            ("which brand do i like", (("Nike",),), ()),
            ("brand I said no to", (("{brand0}",),), ()),
            ("what colour do I go for", (("grey",),), ()),
            ("what event am I training for", (("Tough Mudder",),), ()),
            ("when is it", (("September", "Sept", "Sep", "-09"),), ()),
            ("most i'll pay for shorts?", (("60",),), ()),
            ("whats my waist", ((NOT_KNOWN,),), ()),
            ("did i buy shorts", (NOT_BOUGHT,), ()),
            ("what did I buy on the 15th", (("top",),), ()),
            ("trainer size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 19. honeymoon in the Maldives
    {
        "facts": [
            ("2026-08-28", "The shopper wears a UK 8."),
            ("2026-08-28", "The shopper is going on honeymoon to the Maldives on 15 October 2026."),
            ("2026-08-28", "The shopper loves white."),
            ("2026-08-28", "The shopper has £300 to spend on holiday clothes."),
            ("2026-09-04", "The shopper likes {brand1}."),
        ],
        "visits": [
            (
                "2026-08-28",
                "swimsuits in 8",
                "Here are five swimsuits in UK 8.",
                "Bought two swimsuits in UK 8.",
            ),
            (
                "2026-09-04",
                "{brand1} kaftans",
                "Here are three {brand1} kaftans.",
                "Looked at {brand1} kaftans; no purchase.",
            ),
        ],
        "questions": [
            ("where's my honeymoon", (("Maldives",),), ()),
            ("wat do you know abt me", (("8",), ("Maldives",), ("white",)), ()),
            ("when do I go", (("October", "Oct", "-10-"),), ()),
            ("size?", (("8",),), ()),
            ("what colour do I love", (("white",),), ()),
            ("how much did I say for holiday clothes", (("300",),), ()),
            ("which brand do i like", (("{brand1}",),), ()),
            ("how many swimsuits did I buy", (("two", "2"),), ()),
            ("did i buy a kaftan", (NOT_BOUGHT,), ()),
            ("colour i hate", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 20. law firm interview, Reiss, no pink
    {
        "facts": [
            ("2026-01-28", "The shopper wears a UK 12."),
            ("2026-01-28", "The shopper takes a UK 6 in shoes."),
            ("2026-01-28", "The shopper has an interview at a law firm on 9 February 2026."),
            ("2026-01-28", "The shopper hates pink."),
            ("2026-01-28", "The shopper has a £200 budget."),
            ("2026-01-28", "The shopper likes Reiss."),
        ],
        "visits": [
            (
                "2026-01-28",
                "trouser suit 12, Reiss, not pink",
                "Here are two Reiss trouser suits in UK 12.",
                "Bought a navy Reiss trouser suit in UK 12.",
            ),
            (
                "2026-02-02",
                "court shoes size 6",
                "Here are three court shoes in UK 6.",
                "Looked at court shoes in UK 6; no purchase.",
            ),
        ],
        "questions": [
            ("what's my clothes size", (("12",),), ()),
            ("am I a 6 in shoes?", (("6",),), ()),
            ("what's the interview for", (("law",),), ()),
            ("when is the interview", (("February", "Feb", "-02-"),), ()),
            ("which colour don't I wear", (("pink",),), ()),
            ("budget", (("200",),), ()),
            ("brand i like?", (("Reiss",),), ()),
            ("remind me what you've got on file for me", (("12",), ("Reiss",), ("interview",)), ()),
            ("what did i buy for the interview", (("suit",),), ()),
            ("did i buy shoes", (NOT_BOUGHT,), ()),
            ("which colour is the suit I got", (("navy",),), ()),
            ("what's my bra size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 21. US sizes, hiking in Yosemite
    {
        "facts": [
            ("2026-04-14", "The shopper takes a US 10.5 in shoes."),
            ("2026-04-14", "The shopper has a 33 waist."),
            ("2026-04-14", "The shopper doesn't want {brand2}."),
            ("2026-04-14", "The shopper likes olive."),
            ("2026-04-14", "The shopper is going hiking in Yosemite in May 2026."),
            ("2026-04-14", "The shopper will pay up to $200 for hiking boots."),
        ],
        "visits": [
            (
                "2026-04-14",
                "hiking boots US 10.5 under 200",
                "Here are four pairs of hiking boots in US 10.5.",
                "Looked at hiking boots in US 10.5; no purchase.",
            ),
            (
                "2026-04-18",
                "the olive ones",
                "The olive hiking boots in US 10.5 are in your basket.",
                "Bought olive hiking boots in US 10.5.",
            ),
        ],
        "questions": [
            ("shoe size?", (("10.5", "10 1/2", "10½", "10 and a half"),), ()),
            ("waist size", (("33",),), ()),
            ("brand i don't want", (("{brand2}",),), ()),
            ("what colour do i like", (("olive",),), ()),
            ("where am I hiking", (("Yosemite",),), ()),
            ("when's the trip", (("May", "-05"),), ()),
            ("how much for boots", (("200",),), ()),
            ("did i end up getting boots", (("olive", "bought", "yes"),), ("didn't", "did not")),
            ("when did I buy them", (("April", "Apr", "-04-"),), ()),
            ("shirt size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 22. Eid outfit, shop brand, gold
    {
        "facts": [
            ("2027-02-20", "The shopper wears a medium."),
            ("2027-02-20", "The shopper likes gold."),
            ("2027-02-20", "The shopper likes {brand4}."),
            ("2027-02-20", "The shopper is shopping for Eid in March 2027."),
            ("2027-02-20", "The shopper wants to spend up to £150."),
        ],
        "visits": [
            (
                "2027-02-20",
                "{brand4} abaya gold medium",
                "Here are two {brand4} abayas in medium with gold detail.",
                "Looked at {brand4} abayas in medium; no purchase.",
            ),
        ],
        "questions": [
            ("what size am i", (("medium",),), ()),
            ("colour i like?", (("gold",),), ()),
            ("brand?", (("{brand4}",),), ()),
            ("do you have a size on file for me", (("medium",),), ()),
            ("what am I shopping for", (("Eid",),), ()),
            ("budget", (("150",),), ()),
            ("did i buy the abaya", (NOT_BOUGHT,), ()),
            ("when was I last here", (("February", "Feb", "-02-"),), ()),
            ("what did I look at", (("abaya",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("colour i dont like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 23. prom, lavender gown, bought silver heels
    {
        "facts": [
            ("2026-05-05", "The shopper wears a UK 6."),
            ("2026-05-05", "The shopper takes a UK 4 in shoes."),
            ("2026-05-05", "The shopper's prom is on 26 June 2026."),
            ("2026-05-05", "The shopper wants lavender for prom."),
            ("2026-05-05", "The shopper has £150 for the prom dress."),
        ],
        "visits": [
            (
                "2026-05-05",
                "lavender prom dresses size 6",
                "Here are four lavender gowns in UK 6.",
                "Looked at lavender gowns in UK 6; no purchase.",
            ),
            (
                "2026-05-19",
                "silver heels in a 4",
                "Here are silver heels in UK 4.",
                "Bought silver strappy heels in UK 4.",
            ),
        ],
        "questions": [
            ("dress size?", (("6",),), ()),
            ("shoe size", (("4",),), ()),
            ("when's prom", (("June", "Jun", "-06-"),), ()),
            ("whos taking me to prom, did i say?", ((NOT_KNOWN,),), ()),
            ("what colour did I want for prom", (("lavender",),), ()),
            ("how much for the dress", (("150",),), ()),
            ("did I buy a dress yet?", (NOT_BOUGHT,), ()),
            ("what did i buy", (("heels",),), ()),
            ("what colour heels did i get", (("silver",),), ()),
            ("brand i like", ((NOT_KNOWN,),), ()),
            ("colour i hate", ((NOT_KNOWN,),), ()),
        ],
    },
    # 24. only brand likes and dislikes
    {
        "facts": [
            ("2026-06-01", "The shopper doesn't like Zara."),
            ("2026-06-01", "The shopper avoids Boohoo."),
            ("2026-06-12", "The shopper refuses {brand3}."),
            ("2026-06-12", "The shopper loves Arket."),
        ],
        "visits": [
            (
                "2026-06-12",
                "knitwear, not {brand3}",
                "Here are five knitted jumpers from other brands.",
                "Looked at jumpers; no purchase.",
            ),
        ],
        "questions": [
            ("which brands don't I like", (("Zara",), ("Boohoo",), ("{brand3}",)), ()),
            ("what brand do i love", (("Arket",),), ()),
            ("do I like Zara?", (("no", "not", "don't"),), ()),
            ("size?", ((NOT_KNOWN,),), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("favourite colour", ((NOT_KNOWN,),), ()),
            ("did i buy a jumper", (NOT_BOUGHT,), ()),
            ("what was I looking at", (("jumper", "knit"),), ()),
            ("when did I tell you about {brand3}", (("June", "Jun", "-06-"),), ()),
            ("any events coming up I mentioned", ((NOT_KNOWN,),), ()),
        ],
    },
    # 25. work Christmas party, red sequins
    {
        "facts": [
            ("2026-12-03", "The shopper wears a UK 10."),
            ("2026-12-03", "The shopper loves red."),
            ("2026-12-03", "The shopper has a work Christmas party on 18 December 2026."),
            ("2026-12-03", "The shopper wants to stay under £70."),
        ],
        "visits": [
            (
                "2026-12-03",
                "sparkly tops in 10 under 70",
                "Here are three sequin tops in UK 10.",
                "Bought a red sequin top in UK 10.",
            ),
            (
                "2026-12-10",
                "black trousers in 10",
                "Here are four black trousers in UK 10.",
                "Looked at black trousers in UK 10; no purchase.",
            ),
        ],
        "questions": [
            ("what size am i?", (("10",),), ()),
            ("fave colour", (("red",),), ()),
            ("am i a size 12", (("10",),), ()),
            ("what's the party", (("Christmas", "Xmas", "work"),), ()),
            ("when's my party", (("December", "Dec", "-12-"), ("18",)), ()),
            ("budget?", (("70",),), ()),
            ("what did i get for the party", (("sequin", "top"),), ()),
            ("did I buy trousers", (NOT_BOUGHT,), ()),
            ("when did I look at trousers", (("December", "Dec", "-12-"),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("brand?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 26. retired, Mediterranean cruise, M&S, navy and white
    {
        "facts": [
            ("2026-10-30", "The shopper wears a UK 16."),
            ("2026-10-30", "The shopper likes navy and white."),
            ("2026-10-30", "The shopper likes M&S."),
            ("2026-10-30", "The shopper is going on a Mediterranean cruise in April 2027."),
            ("2026-10-30", "The shopper keeps to under £50 a piece."),
            ("2026-11-15", "The shopper doesn't wear orange."),
        ],
        "visits": [
            (
                "2026-10-30",
                "striped tops in 16 for a cruise",
                "Here are navy and white striped tops in UK 16.",
                "Bought two navy striped tops in UK 16.",
            ),
            (
                "2026-11-15",
                "linen trousers in 16, no orange",
                "Here are linen trousers in UK 16.",
                "Bought white linen trousers in UK 16.",
            ),
        ],
        "questions": [
            ("my size", (("16",),), ()),
            ("colours i like", (("navy",), ("white",)), ()),
            ("which shop do i like", (("M&S", "Marks"),), ()),
            ("where's the cruise", (("Mediterranean", "Med"),), ()),
            ("when's my cruise", (("April", "Apr", "-04-"),), ()),
            ("how much per piece", (("50",),), ()),
            ("colour I don't wear", (("orange",),), ()),
            ("who am i going on the cruise with", ((NOT_KNOWN,),), ()),
            ("what did i buy in november", (("trousers",),), ()),
            ("what have I bought so far", (("top",), ("trousers",)), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 27. tall man, conference in Berlin
    {
        "facts": [
            ("2026-09-08", "The shopper wears a 44 long jacket."),
            ("2026-09-08", "The shopper has a 36 inch inside leg."),
            ("2026-09-08", "The shopper wears 2XL shirts."),
            ("2026-09-08", "The shopper is going to a conference in Berlin in October 2026."),
            ("2026-09-08", "The shopper likes charcoal."),
            ("2026-09-08", "The shopper will spend up to £250."),
        ],
        "visits": [
            (
                "2026-09-08",
                "charcoal blazer 44L",
                "Here are two charcoal blazers in 44L.",
                "Bought a charcoal blazer in 44L.",
            ),
        ],
        "questions": [
            ("jacket size?", (("44",),), ()),
            ("inside leg", (("36",),), ()),
            ("remember anythin about me?", (("44",), ("Berlin",), ("charcoal",)), ()),
            ("shirt size", (("2XL", "XXL"),), ()),
            ("where's my conference", (("Berlin",),), ()),
            ("when is it", (("October", "Oct", "-10"),), ()),
            ("what colour do i like", (("charcoal",),), ()),
            ("budget", (("250",),), ()),
            ("did i buy a blazer", (("bought", "charcoal", "yes"),), ("didn't", "did not")),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("which brand do I like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 28. graduation in Edinburgh, purple
    {
        "facts": [
            ("2026-06-10", "The shopper wears a UK 10."),
            ("2026-06-10", "The shopper is graduating in Edinburgh on 14 July 2026."),
            ("2026-06-10", "The shopper loves purple."),
            ("2026-06-10", "The shopper's budget is £80."),
            ("2026-06-18", "The shopper takes a UK 7 in shoes."),
        ],
        "visits": [
            (
                "2026-06-10",
                "purple dress for graduation, size 10",
                "Here are three purple dresses in UK 10.",
                "Bought a purple midi dress in UK 10.",
            ),
            (
                "2026-06-18",
                "comfy heels in a 7",
                "Here are four low heels in UK 7.",
                "Looked at low heels in UK 7; no purchase.",
            ),
        ],
        "questions": [
            ("size?", (("10",),), ()),
            ("where is my graduation", (("Edinburgh",),), ()),
            ("wen do i graduate", (("July", "Jul", "-07-"),), ()),
            ("fav colour", (("purple",),), ()),
            ("what budget did I give", (("80",),), ()),
            ("shoe size", (("7",),), ()),
            ("did i buy heels", (NOT_BOUGHT,), ()),
            ("what dress did I get", (("purple", "midi"),), ()),
            ("brand i like", ((NOT_KNOWN,),), ()),
            ("what colour do I hate", ((NOT_KNOWN,),), ()),
        ],
    },
    # 29. budget changed over time
    {
        "facts": [
            ("2026-01-15", "The shopper's budget is at most £50."),
            ("2026-06-02", "The shopper can now go up to £120."),
            ("2026-01-15", "The shopper wears a 17 collar."),
            ("2026-01-15", "The shopper wears XL."),
            ("2026-06-02", "The shopper likes burgundy."),
        ],
        "visits": [
            (
                "2026-01-15",
                "shirts 17 collar under 50",
                "Here are shirts with a 17 collar under £50.",
                "Bought a white shirt, collar 17.",
            ),
            (
                "2026-06-02",
                "burgundy jumpers XL under 120",
                "Here are three burgundy jumpers in XL.",
                "Bought a burgundy merino jumper in XL.",
            ),
        ],
        "questions": [
            ("what's my budget now", (("120",),), ()),
            ("what was my budget before", (("50",),), ()),
            ("collar?", (("17",),), ()),
            ("what size do i wear", (("XL",),), ()),
            ("colour i like", (("burgundy",),), ()),
            ("what did i buy in june", (("jumper",),), ()),
            ("what did I buy first", (("shirt",),), ()),
            ("how many things have I bought", (("2", "two"),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("going anywhere nice?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 30. went off a shop brand
    {
        "facts": [
            ("2026-02-11", "The shopper loves {brand0}."),
            ("2026-07-19", "The shopper has gone off {brand0} because it shrank."),
            ("2026-07-19", "The shopper now prefers {brand2}."),
            ("2026-02-11", "The shopper wears a UK 12."),
            ("2026-07-19", "The shopper likes teal."),
        ],
        "visits": [
            (
                "2026-02-11",
                "{brand0} tees in 12",
                "Here are five {brand0} tees in UK 12.",
                "Bought three {brand0} tees in UK 12.",
            ),
            (
                "2026-07-19",
                "{brand2} tops in teal, 12",
                "Here are teal {brand2} tops in UK 12.",
                "Looked at teal {brand2} tops; no purchase.",
            ),
        ],
        "questions": [
            ("do I still like {brand0}?", (("no", "not", "gone off", "shr"),), ()),
            ("which brand do I prefer now", (("{brand2}",),), ()),
            ("why did I go off {brand0}", (("shr",),), ()),
            ("size?", (("12",),), ()),
            ("colour i like", (("teal",),), ()),
            ("how many tees did i buy", (("three", "3"),), ()),
            ("did i buy the {brand2} top", (NOT_BOUGHT,), ()),
            ("when did i buy the tees", (("February", "Feb", "-02-"),), ()),
            ("budget", ((NOT_KNOWN,),), ()),
            ("am I going to any events", ((NOT_KNOWN,),), ()),
        ],
    },
    # 31. camping in the Lake District, Patagonia, no orange
    {
        "facts": [
            ("2026-07-02", "The shopper takes a UK 10 in boots."),
            ("2026-07-02", "The shopper wears a large fleece."),
            ("2026-07-02", "The shopper likes Patagonia."),
            ("2026-07-02", "The shopper hates orange."),
            ("2026-07-02", "The shopper is going camping in the Lake District in August 2026."),
        ],
        "visits": [
            (
                "2026-07-02",
                "Patagonia fleece large, not orange",
                "Here are Patagonia fleeces in large.",
                "Bought a green Patagonia fleece in large.",
            ),
            (
                "2026-07-09",
                "walking boots 10",
                "Here are walking boots in UK 10.",
                "Looked at walking boots; no purchase.",
            ),
        ],
        "questions": [
            ("boot size", (("10",),), ()),
            ("fleece size?", (("large",),), ()),
            ("brand i like", (("Patagonia",),), ()),
            ("colour i hate", (("orange",),), ()),
            ("wat do u know about me", (("Patagonia",), ("orange",), ("Lake",)), ()),
            ("where am i camping", (("Lake",),), ()),
            ("when's the camping trip", (("August", "Aug", "-08"),), ()),
            ("did i get boots", (NOT_BOUGHT,), ()),
            ("what colour fleece did i buy", (("green",),), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("waist?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 32. anniversary dinner, EU sizes, Mango, burgundy
    {
        "facts": [
            ("2026-10-20", "The shopper wears an EU 38."),
            ("2026-10-20", "The shopper loves burgundy."),
            ("2026-10-20", "The shopper likes Mango."),
            (
                "2026-10-20",
                "The shopper has an anniversary dinner at the Ritz on 14 November 2026.",
            ),
            ("2026-10-20", "The shopper will spend up to €180."),
            ("2026-10-25", "The shopper takes an EU 39 in shoes."),
        ],
        "visits": [
            (
                "2026-10-20",
                "burgundy dress EU 38 under 180",
                "Here are three burgundy dresses in EU 38.",
                "Looked at burgundy dresses in EU 38; no purchase.",
            ),
            (
                "2026-10-25",
                "the Mango satin one, and heels in 39",
                "The burgundy Mango satin dress in 38 and black heels in 39 are in your basket.",
                "Bought a burgundy Mango satin dress in EU 38 and black heels in EU 39.",
            ),
        ],
        "questions": [
            ("what's my dress size", (("38",),), ()),
            ("shoe size?", (("39",),), ()),
            ("colour i love", (("burgundy",),), ()),
            ("brand?", (("Mango",),), ()),
            ("what's the occasion", (("anniversary",),), ()),
            ("where's the dinner", (("Ritz",),), ()),
            ("when's the dinner", (("November", "Nov", "-11-"),), ()),
            ("budget", (("180",),), ()),
            ("what did I buy", (("dress",), ("heels",)), ()),
            ("colour i hate", ((NOT_KNOWN,),), ()),
            ("how long have we been married, did I say", ((NOT_KNOWN,),), ()),
        ],
    },
]
