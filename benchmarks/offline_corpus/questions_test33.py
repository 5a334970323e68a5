"""Questions about the shopper for split test33: written blind from the brief. Each profile holds
the facts recalled about one signed-in shopper (date said, third-person sentence), their earlier
visits (date, shopper's message, assistant's reply, one-line summary) and the questions that
shopper asks about themselves. Every question carries groups of alternatives: a good answer
contains at least one alternative from EVERY group (case-insensitive substring) and none of the
strings in the third element. NOT_KNOWN marks questions the profile cannot answer, so the
assistant must say it does not know. Questions cover sizes in many systems, liked and refused
colours, budgets, liked and refused brands (shop brands as {brand0}..{brand4}, plus real-world
labels), occasions (what, when, where, whose), earlier visits (looked at, bought, when),
"what do you remember about me", yes/no checks, fragments and typos."""

NOT_KNOWN = "<not known>"
NOT_BOUGHT = ("didn't", "did not", "nothing", "no purchase", "not buy", "No", "no")

JAN = ("Jan", "2026-01", "/01/")
FEB = ("Feb", "2026-02", "/02/")
MAR = ("Mar", "2026-03", "/03/")
APR = ("Apr", "2026-04", "/04/")
MAY = ("May", "2026-05", "/05/")
JUN = ("Jun", "2026-06", "/06/")
JUL = ("Jul", "2026-07", "/07/")
AUG = ("Aug", "2026-08", "/08/")
SEP = ("Sep", "2026-09", "/09/")
OCT = ("Oct", "2026-10", "/10/")
NOV = ("Nov", "2026-11", "/11/")
DEC = ("Dec", "2026-12", "/12/")

PROFILES = [
    # 1. wedding guest in dresses; bought on first visit, browsed sandals on second
    {
        "facts": [
            ("2026-05-02", "The shopper wears a UK 10 in dresses."),
            ("2026-05-02", "The shopper loves emerald green."),
            ("2026-05-02", "The shopper is going to their cousin's wedding in York on 2026-06-20."),
            ("2026-05-16", "The shopper takes a size 5 in shoes."),
            ("2026-05-16", "The shopper refuses to wear orange."),
        ],
        "visits": [
            (
                "2026-05-02",
                "any green midi dresses in a 10? it's for my cousin's wedding",
                "Here are four green midi dresses in UK 10, including an emerald satin one from {brand1}.",
                "Looked at green midi dresses in UK 10 for a cousin's wedding; bought the emerald satin midi from {brand1}.",
            ),
            (
                "2026-05-16",
                "need sandals to go with it, size 5, nothing orange",
                "Here are three block-heel sandals in size 5 in neutral and metallic shades.",
                "Browsed block-heel sandals in size 5; no purchase.",
            ),
        ],
        "questions": [
            ("what dress size do i wear?", (("10",),), ()),
            ("shoe size?", (("5",),), ()),
            ("which colour do I love", (("emerald", "green"),), ("purple",)),
            ("is there a colour i avoid", (("orange",),), ()),
            ("whose wedding am I going to?", (("cousin",),), ("sister", "brother")),
            ("when is the wedding again", (JUN, ("20",)), ()),
            ("where's the wedding?", (("York",),), ()),
            ("what did I buy for it", (("midi", "satin"),), ()),
            ("did I get the sandals in the end?", (NOT_BOUGHT,), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
            ("what size jeans am i", ((NOT_KNOWN,),), ()),
        ],
    },
    # 2. interview suit, collar size, bought suit and shirts
    {
        "facts": [
            ("2026-02-03", "The shopper wears a 40R suit jacket."),
            ("2026-02-03", "The shopper has a job interview at a law firm on 2026-02-17."),
            ("2026-02-03", "The shopper wants to spend no more than £250 on the suit."),
            ("2026-02-10", "The shopper has a 15.5 inch collar."),
            ("2026-02-10", "The shopper prefers navy."),
        ],
        "visits": [
            (
                "2026-02-03",
                "need a suit for an interview, 40R, max 250",
                "Here are five navy and charcoal suits in 40R under £250.",
                "Looked at suits in 40R under £250; bought a navy two-piece from {brand0}.",
            ),
            (
                "2026-02-10",
                "shirts to go with it, collar 15.5",
                "Here are four white and pale blue shirts with a 15.5 collar.",
                "Bought two white shirts in collar 15.5.",
            ),
        ],
        "questions": [
            ("what's my jacket size", (("40",),), ()),
            ("collar size?", (("15.5", "15½", "15 and a half"),), ()),
            ("what's the interview for again", (("law",),), ()),
            ("when's my interview", (FEB, ("17",)), ()),
            ("how much did i say i'd spend on the suit", (("250",),), ()),
            ("which colour do i go for", (("navy",),), ()),
            ("did I buy the suit?", (("yes",), ("navy", "two-piece", "{brand0}")), ()),
            ("how many shirts did I get", (("two", "2"),), ()),
            ("what brand was the suit", (("{brand0}",),), ()),
            ("what shoe size am I", ((NOT_KNOWN,),), ()),
            ("do I hate any colours", ((NOT_KNOWN,),), ()),
        ],
    },
    # 3. Glastonbury on a budget, bought a raincoat
    {
        "facts": [
            ("2026-06-01", "The shopper is going to Glastonbury at the end of June."),
            ("2026-06-01", "The shopper is a size small."),
            ("2026-06-01", "The shopper keeps to a budget of under £40 per item."),
            ("2026-06-03", "The shopper loves bright yellow."),
            ("2026-06-03", "The shopper doesn't buy from {brand4}."),
        ],
        "visits": [
            (
                "2026-06-01",
                "festival outfits? I'm a small, under 40 each",
                "Here are six festival pieces in small, all under £40.",
                "Looked at festival tops and shorts in small under £40; no purchase.",
            ),
            (
                "2026-06-03",
                "wellies and a yellow raincoat please",
                "Here are wellies and two yellow raincoats; I left out {brand4} as you asked.",
                "Bought a yellow raincoat; looked at wellies.",
            ),
        ],
        "questions": [
            ("which festival am I going to?", (("Glastonbury",),), ("Reading", "Download")),
            ("what size do I wear", (("small",),), ()),
            ("remind me of my budget", (("40",),), ()),
            ("fave colour?", (("yellow",),), ()),
            ("whos the brand I dont buy", (("{brand4}",),), ()),
            ("did i buy wellies", (NOT_BOUGHT,), ()),
            ("what did i end up buying", (("raincoat",),), ()),
            ("when did I get the raincoat", (JUN, ("3",)), ()),
            ("am I a medium?", (("no",), ("small",)), ("yes",)),
            ("what's my shoe size", ((NOT_KNOWN,),), ()),
            ("who am I going with", ((NOT_KNOWN,),), ()),
        ],
    },
    # 4. big and tall, waist/leg, likes a shop brand, avoids light grey
    {
        "facts": [
            ("2026-01-12", "The shopper wears 3XL in tops."),
            ("2026-01-12", "The shopper has a 44 inch waist and a 32 inch leg."),
            ("2026-01-12", "The shopper likes {brand2}."),
            ("2026-03-08", "The shopper avoids light grey because it shows sweat."),
        ],
        "visits": [
            (
                "2026-01-12",
                "3XL hoodies from {brand2}?",
                "Here are three {brand2} hoodies in 3XL.",
                "Looked at {brand2} hoodies in 3XL; bought a black one.",
            ),
            (
                "2026-03-08",
                "jeans 44 waist 32 leg, not light grey",
                "Here are four pairs of jeans in W44 L32 in dark washes.",
                "Looked at dark-wash jeans in W44 L32; no purchase.",
            ),
        ],
        "questions": [
            ("what size tops do I wear", (("3XL", "XXXL"),), ()),
            ("my waist?", (("44",),), ()),
            ("inside leg", (("32",),), ()),
            ("what brand do i like", (("{brand2}",),), ()),
            ("what colour do I stay away from", (("grey",),), ()),
            ("why don't I wear it", (("sweat",),), ()),
            ("what colour hoodie did I buy", (("black",),), ()),
            ("did I buy any jeans", (NOT_BOUGHT,), ()),
            ("when did I last visit", (MAR, ("8",)), ()),
            ("what's my budget", ((NOT_KNOWN,),), ()),
            ("anything coming up I'm shopping for?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 5. honeymoon, US sizing
    {
        "facts": [
            ("2026-08-20", "The shopper wears a US 6."),
            ("2026-08-20", "The shopper is going on honeymoon to Bali, leaving on 2026-10-05."),
            ("2026-08-20", "The shopper loves white and cream."),
            ("2026-08-25", "The shopper's budget is up to $120 per item."),
            ("2026-08-25", "The shopper wears a US 8 in shoes."),
        ],
        "visits": [
            (
                "2026-08-20",
                "honeymoon stuff! US 6, white or cream",
                "Here are linen dresses and sets in US 6 in white and cream.",
                "Looked at white and cream linen dresses in US 6; bought a white linen maxi dress.",
            ),
            (
                "2026-08-25",
                "sandals US 8 under 120",
                "Here are four pairs of flat sandals in US 8 under $120.",
                "Bought tan leather sandals in US 8.",
            ),
        ],
        "questions": [
            ("where am i going on honeymoon", (("Bali",),), ()),
            ("when do I leave", (OCT, ("5",)), ()),
            ("what size am i in clothes", (("6",),), ()),
            ("shoe size??", (("8",),), ()),
            ("what colors do I like", (("white", "cream"),), ()),
            ("price limit?", (("120",),), ()),
            ("what did I buy on my first visit", (("maxi", "linen"),), ()),
            ("what colour were the sandals", (("tan",),), ()),
            ("am I a US 8 in dresses?", (("no",), ("6",)), ()),
            ("is there a brand I hate?", ((NOT_KNOWN,),), ()),
            ("do I dislike any colour", ((NOT_KNOWN,),), ()),
        ],
    },
    # 6. older man, knitwear, Barbour, garden party
    {
        "facts": [
            ("2026-04-11", "The shopper is a large in knitwear."),
            ("2026-04-11", "The shopper likes Barbour."),
            ("2026-04-11", "The shopper won't wear anything red."),
            (
                "2026-04-19",
                "The shopper is going to a garden party at a friend's house on 2026-05-23.",
            ),
            ("2026-04-19", "The shopper's collar size is 16.5."),
        ],
        "visits": [
            (
                "2026-04-11",
                "barbour jumpers in large?",
                "We don't stock Barbour, but here are three lambswool jumpers in large.",
                "Looked at lambswool jumpers in large; bought a green crew neck.",
            ),
            (
                "2026-04-19",
                "shirt for a garden party, collar 16.5",
                "Here are four linen and cotton shirts in collar 16.5.",
                "Looked at shirts in collar 16.5 for a garden party; no purchase.",
            ),
        ],
        "questions": [
            ("what size jumper am I", (("large",),), ()),
            ("which brand do I like", (("Barbour",),), ()),
            ("colour I won't wear?", (("red",),), ()),
            ("what's my collar size", (("16.5", "16½", "16 and a half"),), ()),
            ("when's the garden party", (MAY, ("23",)), ()),
            ("whose place is the party at", (("friend",),), ()),
            ("did you have barbour when i asked?", (("no", "don't", "not", "didn't"),), ()),
            ("what jumper did I buy", (("green", "crew"),), ()),
            ("did I get a shirt", (NOT_BOUGHT,), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("my trouser size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 7. petite adult buying kids' sizes
    {
        "facts": [
            ("2026-09-01", "The shopper is petite and wears kids' age 13-14 in tops."),
            ("2026-09-01", "The shopper wears a UK 3 in shoes."),
            ("2026-09-01", "The shopper likes lilac and pale pink."),
            ("2026-09-09", "The shopper doesn't want to spend more than £25 on a top."),
        ],
        "visits": [
            (
                "2026-09-01",
                "kids' tops 13-14 in lilac?",
                "Here are five lilac tops in age 13-14.",
                "Looked at lilac tops in kids' 13-14; bought a lilac sweatshirt.",
            ),
            (
                "2026-09-09",
                "trainers size 3 please",
                "Here are three pairs of trainers in UK 3.",
                "Looked at trainers in UK 3; no purchase.",
            ),
        ],
        "questions": [
            ("what age size do i buy in tops", (("13",),), ()),
            ("shoe size", (("3",),), ()),
            ("colours I like?", (("lilac", "pink"),), ()),
            ("max for a top", (("25",),), ()),
            ("what did I buy", (("sweatshirt",),), ()),
            ("did I buy trainers", (NOT_BOUGHT,), ()),
            ("when did I buy the sweatshirt", (SEP,), ()),
            ("am I a size 4 shoe?", (("no",), ("3",)), ()),
            ("any brands I like?", ((NOT_KNOWN,),), ()),
            ("have I got any events coming up?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 8. marathon runner
    {
        "facts": [
            ("2026-02-14", "The shopper is running the London Marathon on 2026-04-26."),
            ("2026-02-14", "The shopper wears a UK 9 in running shoes."),
            ("2026-02-14", "The shopper loves Asics."),
            ("2026-02-14", "The shopper is a medium in running tops."),
            ("2026-03-01", "The shopper hates neon green."),
        ],
        "visits": [
            (
                "2026-02-14",
                "marathon training kit, medium tops, size 9 shoes",
                "Here are running tops in medium and trainers in UK 9.",
                "Looked at running tops in medium and trainers in UK 9; bought two running tops.",
            ),
            (
                "2026-03-01",
                "running jacket, not neon green please",
                "Here are three lightweight running jackets in medium in black, blue and red.",
                "Bought a blue running jacket in medium.",
            ),
        ],
        "questions": [
            ("which marathon am i doing", (("London",),), ("Berlin", "Boston")),
            ("when's the race", (APR, ("26",)), ()),
            ("trainer size?", (("9",),), ()),
            ("which brand do I rate", (("Asics",),), ()),
            ("top size", (("medium",),), ()),
            ("colour i hate", (("neon",),), ()),
            ("what colour jacket did i buy", (("blue",),), ()),
            ("how many running tops did I get", (("two", "2"),), ()),
            ("have I bought trainers from you", (NOT_BOUGHT,), ()),
            ("what's my budget for trainers", ((NOT_KNOWN,),), ()),
            ("my waist size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 9. bride with hen do in Ibiza
    {
        "facts": [
            ("2026-03-15", "The shopper is getting married on 2026-09-12."),
            ("2026-03-15", "The shopper's hen do is in Ibiza on 2026-07-18."),
            ("2026-03-15", "The shopper wears a UK 12."),
            ("2026-03-20", "The shopper won't buy from {brand3}."),
            ("2026-03-20", "The shopper's budget for the going-away outfit is up to £200."),
            ("2026-03-20", "The shopper can't stand lime green."),
        ],
        "visits": [
            (
                "2026-03-15",
                "hen do outfits for ibiza, uk 12",
                "Here are six white and bright party dresses in UK 12.",
                "Looked at party dresses in UK 12 for a hen do in Ibiza; bought a white sequin mini dress.",
            ),
            (
                "2026-03-20",
                "going away outfit, max 200, not {brand3}",
                "Here are four jumpsuits and dresses under £200, none from {brand3}.",
                "Looked at going-away outfits under £200; no purchase.",
            ),
        ],
        "questions": [
            ("when's my wedding", (SEP, ("12",)), ()),
            ("where's the hen", (("Ibiza",),), ()),
            ("and when is the hen do", (JUL, ("18",)), ()),
            ("my size?", (("12",),), ()),
            ("brand i refuse", (("{brand3}",),), ()),
            ("how much for the going away outfit", (("200",),), ()),
            ("colour i can't stand", (("lime",),), ()),
            ("what did i buy for the hen", (("sequin", "mini"),), ()),
            ("did I pick a going-away outfit yet?", (NOT_BOUGHT,), ()),
            (
                "what do you remember about me?",
                (("12",), ("wedding", "married"), ("Ibiza", "hen")),
                (),
            ),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("what colours do I like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 10. ski trip, XL, North Face
    {
        "facts": [
            ("2026-11-02", "The shopper is going skiing in Val Thorens in January."),
            ("2026-11-02", "The shopper is an XL in jackets."),
            ("2026-11-02", "The shopper is willing to spend up to £300 on a ski jacket."),
            ("2026-11-05", "The shopper likes The North Face."),
            ("2026-11-05", "The shopper prefers bright colours on the slopes, especially red."),
        ],
        "visits": [
            (
                "2026-11-02",
                "ski jacket XL up to 300",
                "Here are four ski jackets in XL under £300.",
                "Looked at ski jackets in XL under £300; no purchase.",
            ),
            (
                "2026-11-05",
                "north face ski jacket in red?",
                "We don't carry The North Face, but here is a red insulated ski jacket in XL.",
                "Bought a red insulated ski jacket in XL.",
            ),
        ],
        "questions": [
            ("where am I skiing", (("Val Thorens",),), ()),
            ("when's the trip", (("Jan",),), ()),
            ("jacket size", (("XL",),), ()),
            ("whats my budget for the jacket", (("300",),), ()),
            ("favourite brand?", (("North Face",),), ()),
            ("what colour did i want", (("red",),), ()),
            ("did I end up buying a jacket", (("yes",), ("red", "insulated")), ()),
            ("when did I buy it", (NOV, ("5",)), ()),
            ("what size ski boots am i", ((NOT_KNOWN,),), ()),
            ("trouser size?", ((NOT_KNOWN,),), ()),
            ("is there a colour I don't like?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 11. new job at an accountancy firm, split sizes
    {
        "facts": [
            ("2026-08-28", "The shopper starts a new job at an accountancy firm on 2026-09-07."),
            ("2026-08-28", "The shopper wears a size 14 in trousers and a 12 on top."),
            ("2026-08-28", "The shopper likes charcoal and navy."),
            ("2026-08-28", "The shopper's budget is under £70 per piece."),
            ("2026-08-30", "The shopper dislikes {brand1} because the fabric pills."),
        ],
        "visits": [
            (
                "2026-08-28",
                "workwear for a new job, trousers 14, tops 12, under 70",
                "Here are tailored trousers in 14 and blouses in 12, all under £70.",
                "Looked at workwear; bought charcoal tailored trousers in 14.",
            ),
            (
                "2026-08-30",
                "blouses, not {brand1}",
                "Here are five blouses in size 12 from other brands.",
                "Bought an ivory blouse and a navy one in size 12.",
            ),
        ],
        "questions": [
            ("when do I start the new job", (SEP, ("7",)), ()),
            ("what kind of firm is it", (("account",),), ()),
            ("trouser size", (("14",),), ()),
            ("waht size top", (("12",),), ()),
            ("do I like navy?", (("yes",),), ()),
            ("budget per item", (("70",),), ()),
            ("which brand do I avoid and why", (("{brand1}",), ("pill",)), ()),
            ("what trousers did i buy", (("charcoal",),), ()),
            ("how many blouses did I get", (("two", "2"),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("what colours do i hate", ((NOT_KNOWN,),), ()),
        ],
    },
    # 12. Levi's jeans, Reading Festival, band tees
    {
        "facts": [
            ("2026-07-10", "The shopper wears W32 L34 jeans."),
            ("2026-07-10", "The shopper only buys Levi's jeans."),
            ("2026-07-10", "The shopper is going to Reading Festival in August."),
            ("2026-07-12", "The shopper is a medium in t-shirts."),
            ("2026-07-12", "The shopper doesn't wear white t-shirts because they stain."),
        ],
        "visits": [
            (
                "2026-07-10",
                "levis 32 34",
                "Here are three Levi's styles in W32 L34.",
                "Looked at Levi's jeans in W32 L34; no purchase.",
            ),
            (
                "2026-07-12",
                "band tees medium, not white",
                "Here are six band t-shirts in medium in black, grey and washed blue.",
                "Bought two black band t-shirts in medium.",
            ),
        ],
        "questions": [
            ("jeans size?", (("32",), ("34",)), ()),
            ("what jeans brand do i buy", (("Levi",),), ()),
            ("what festival am I going to", (("Reading",),), ("Glastonbury",)),
            ("when is it", (("Aug",),), ()),
            ("tshirt size", (("medium",),), ()),
            ("why no white tees", (("stain",),), ()),
            ("did I buy the levis", (NOT_BOUGHT,), ()),
            ("what did I buy then", (("t-shirt", "tee", "band"),), ()),
            ("what colour were the tees I got", (("black",),), ()),
            ("my budget", ((NOT_KNOWN,),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 13. work Christmas party, EU sizes, sparkle
    {
        "facts": [
            ("2026-11-20", "The shopper wears an EU 40."),
            ("2026-11-20", "The shopper's work Christmas party is on 2026-12-11."),
            ("2026-11-20", "The shopper loves silver and anything sparkly."),
            ("2026-11-20", "The shopper doesn't want to go over €100."),
            ("2026-11-22", "The shopper wears EU 38 shoes."),
        ],
        "visits": [
            (
                "2026-11-20",
                "sparkly dress EU 40 for the work xmas party, max 100 euro",
                "Here are four sequin and lurex dresses in EU 40 under €100.",
                "Looked at sparkly dresses in EU 40; bought a silver sequin slip dress.",
            ),
            (
                "2026-11-22",
                "heels size 38",
                "Here are three pairs of heels in EU 38.",
                "Looked at heels in EU 38; no purchase.",
            ),
        ],
        "questions": [
            ("what's my dress size in EU", (("40",),), ()),
            ("when's the party", (DEC, ("11",)), ()),
            ("what kind of party is it", (("Christmas", "work"),), ()),
            ("max spend?", (("100",),), ()),
            ("what colour do i love", (("silver",),), ()),
            ("shoes size", (("38",),), ()),
            ("did I buy heels", (NOT_BOUGHT,), ()),
            ("which dress did I go for", (("sequin", "slip"),), ()),
            ("am i a 38 in dresses", (("no",), ("40",)), ()),
            ("any brands I like", ((NOT_KNOWN,),), ()),
            ("colours to avoid?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 14. godmother at a niece's christening, Boden
    {
        "facts": [
            ("2026-04-02", "The shopper is godmother at her niece's christening on 2026-04-26."),
            ("2026-04-02", "The shopper wears a UK 16."),
            ("2026-04-02", "The shopper likes Boden."),
            ("2026-04-02", "The shopper finds black too severe and avoids it."),
            ("2026-04-05", "The shopper's budget is up to £110 for the outfit."),
        ],
        "visits": [
            (
                "2026-04-02",
                "christening outfit size 16, not black",
                "Here are five floral and pastel dresses in UK 16.",
                "Looked at dresses in UK 16 for a christening; no purchase.",
            ),
            (
                "2026-04-05",
                "anything under 110? boden style",
                "Here are four Boden-style dresses and a jacket under £110 in UK 16.",
                "Bought a pale blue printed dress and a cream jacket in UK 16.",
            ),
        ],
        "questions": [
            ("whose christening is it", (("niece",),), ("nephew", "grandson")),
            ("what's my role at it", (("godmother",),), ()),
            ("when is the christening", (APR, ("26",)), ()),
            ("am I a size 16?", (("yes",),), ()),
            ("favourite brand?", (("Boden",),), ()),
            ("which colour don't I wear", (("black",),), ()),
            ("what's my budget for it", (("110",),), ()),
            ("what did i end up getting", (("dress",), ("jacket",)), ()),
            ("did I buy anything on 2 April", (NOT_BOUGHT,), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("favourite colour?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 15. trainer lover: Nike yes, Adidas no
    {
        "facts": [
            ("2026-05-05", "The shopper wears a UK 10 in trainers."),
            ("2026-05-05", "The shopper loves Nike."),
            ("2026-05-05", "The shopper refuses to buy Adidas."),
            ("2026-05-05", "The shopper won't spend more than £130 on trainers."),
            ("2026-06-10", "The shopper is a size L in hoodies."),
        ],
        "visits": [
            (
                "2026-05-05",
                "nike trainers uk 10 under 130",
                "Here are four trainers in UK 10 under £130.",
                "Looked at trainers in UK 10 under £130; bought white low-tops.",
            ),
            (
                "2026-06-10",
                "hoodies L, no adidas",
                "Here are five hoodies in L, none from Adidas.",
                "Looked at hoodies in L; no purchase.",
            ),
        ],
        "questions": [
            ("trainer size?", (("10",),), ()),
            ("fav brand", (("Nike",),), ()),
            ("which brand do I refuse", (("Adidas",),), ()),
            ("max for trainers", (("130",),), ()),
            ("what size hoodie", (("L", "large"),), ()),
            ("what did I buy in May", (("trainer", "low-top", "low top"),), ()),
            ("did i buy a hoodie", (NOT_BOUGHT,), ()),
            ("colour of the trainers I bought", (("white",),), ()),
            ("am I a 9 in trainers", (("no",), ("10",)), ()),
            ("favourite colour", ((NOT_KNOWN,),), ()),
            ("any events coming up", ((NOT_KNOWN,),), ()),
        ],
    },
    # 16. Royal Ascot in cobalt
    {
        "facts": [
            ("2026-05-30", "The shopper is going to Royal Ascot on 2026-06-18."),
            ("2026-05-30", "The shopper wears a UK 8."),
            ("2026-05-30", "The shopper loves cobalt blue."),
            ("2026-05-30", "The shopper never wears yellow."),
            ("2026-06-02", "The shopper's budget for the whole Ascot outfit is £350."),
            ("2026-06-02", "The shopper likes {brand0}."),
        ],
        "visits": [
            (
                "2026-05-30",
                "ascot dress uk 8 in cobalt?",
                "Here are three cobalt dresses in UK 8.",
                "Looked at cobalt dresses in UK 8 for Ascot; bought a cobalt midi from {brand0}.",
            ),
            (
                "2026-06-02",
                "hat and bag, 350 for the whole thing",
                "Here are fascinators and clutches that keep the outfit under £350.",
                "Bought a navy fascinator.",
            ),
        ],
        "questions": [
            ("which race day am i going to", (("Ascot",),), ()),
            ("when is it", (JUN, ("18",)), ()),
            ("size?", (("8",),), ()),
            ("what colour do I love", (("cobalt",),), ()),
            ("colour I never wear", (("yellow",),), ()),
            ("total budget", (("350",),), ()),
            ("which brand did I say I like", (("{brand0}",),), ()),
            ("did I buy a fascinator", (("yes",),), ()),
            ("what colour was the fascinator", (("navy",),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("who am i going with", ((NOT_KNOWN,),), ()),
        ],
    },
    # 17. minimalist Uniqlo shopper in S
    {
        "facts": [
            ("2026-01-20", "The shopper is a size S."),
            ("2026-01-20", "The shopper mostly buys Uniqlo."),
            ("2026-01-20", "The shopper only wears black, grey and white."),
            ("2026-02-02", "The shopper keeps spending under £50 per item."),
        ],
        "visits": [
            (
                "2026-01-20",
                "basic tees in S, black/grey/white",
                "Here are six plain tees in S in black, grey and white.",
                "Bought three plain tees in S: black, grey and white.",
            ),
            (
                "2026-02-02",
                "merino jumper under 50",
                "Here are three merino jumpers under £50 in S.",
                "Looked at merino jumpers in S; no purchase.",
            ),
        ],
        "questions": [
            ("what size am i", (("S", "small"),), ()),
            ("brand i buy most", (("Uniqlo",),), ()),
            ("which colours do i wear", (("black",), ("grey",), ("white",)), ()),
            ("budget?", (("50",),), ()),
            ("how many tees did I buy", (("three", "3"),), ()),
            ("did I buy the jumper", (NOT_BOUGHT,), ()),
            ("when did I buy the tees", (JAN, ("20",)), ()),
            ("any occasion I'm shopping for", ((NOT_KNOWN,),), ()),
            ("trouser size?", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 18. graduating herself, UK 20, jewel tones
    {
        "facts": [
            ("2026-06-05", "The shopper is graduating from university on 2026-07-15."),
            ("2026-06-05", "The shopper wears a UK 20."),
            ("2026-06-05", "The shopper loves jewel tones, especially emerald and plum."),
            ("2026-06-05", "The shopper doesn't want to spend over £80."),
            ("2026-06-08", "The shopper wears a wide-fit size 7 shoe."),
        ],
        "visits": [
            (
                "2026-06-05",
                "graduation dress uk 20 under 80",
                "Here are five dresses in UK 20 under £80 in emerald, plum and navy.",
                "Looked at graduation dresses in UK 20; bought a plum wrap dress.",
            ),
            (
                "2026-06-08",
                "wide fit heels size 7",
                "Here are three wide-fit block heels in size 7.",
                "Bought black wide-fit block heels in size 7.",
            ),
        ],
        "questions": [
            ("when do I graduate", (JUL, ("15",)), ()),
            ("what size am i", (("20",),), ()),
            ("shoe size and fit", (("7",), ("wide",)), ()),
            ("colours i like", (("emerald", "plum"),), ()),
            ("budget", (("80",),), ()),
            ("what dress did I buy", (("plum",),), ()),
            ("did I buy shoes too", (("yes",),), ()),
            ("am i a size 18", (("no",), ("20",)), ()),
            ("brand i like?", ((NOT_KNOWN,),), ()),
            ("colours I hate", ((NOT_KNOWN,),), ()),
        ],
    },
    # 19. hiking in the Lake District, Patagonia, earthy colours
    {
        "facts": [
            ("2026-09-15", "The shopper is going hiking in the Lake District in October."),
            ("2026-09-15", "The shopper is a men's large in outdoor jackets."),
            ("2026-09-15", "The shopper likes Patagonia."),
            ("2026-09-15", "The shopper wears UK 11 boots."),
            ("2026-09-18", "The shopper prefers earthy colours like olive and rust."),
        ],
        "visits": [
            (
                "2026-09-15",
                "waterproof jacket L and boots 11 for the lakes",
                "Here are waterproof jackets in L and walking boots in UK 11.",
                "Looked at waterproof jackets in L and boots in UK 11; bought the boots.",
            ),
            (
                "2026-09-18",
                "fleece in olive or rust",
                "Here are four fleeces in L in olive and rust.",
                "Bought an olive fleece in L.",
            ),
        ],
        "questions": [
            ("where am I hiking", (("Lake",),), ()),
            ("when's the trip", (("Oct",),), ()),
            ("jacket size", (("large", "L"),), ()),
            ("boot size?", (("11",),), ()),
            ("which outdoor brand do i like", (("Patagonia",),), ()),
            ("what colours do I go for", (("olive", "rust"),), ()),
            ("did I buy the jacket", (NOT_BOUGHT,), ()),
            ("what did I buy", (("boots",), ("fleece",)), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("brands I avoid", ((NOT_KNOWN,),), ()),
        ],
    },
    # 20. Valentine's date, single visit
    {
        "facts": [
            ("2026-02-05", "The shopper has a Valentine's dinner date on 2026-02-14."),
            ("2026-02-05", "The shopper wears a size 10."),
            ("2026-02-05", "The shopper loves red."),
            ("2026-02-05", "The shopper refuses to buy Shein."),
        ],
        "visits": [
            (
                "2026-02-05",
                "red dress for valentines, size 10",
                "Here are four red dresses in size 10.",
                "Looked at red dresses in size 10; no purchase.",
            ),
        ],
        "questions": [
            ("what's my plan on the 14th", (("date", "Valentine"),), ()),
            ("when's the date", (FEB, ("14",)), ()),
            ("my size", (("10",),), ()),
            ("colour i love", (("red",),), ()),
            ("which brand won't i buy", (("Shein",),), ()),
            ("did I buy a dress", (NOT_BOUGHT,), ()),
            ("when did i last come in", (FEB, ("5",)), ()),
            ("what was I looking at", (("red",), ("dress",)), ()),
            ("what do you know about me", (("10",), ("red",), ("Shein", "date", "Valentine")), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 21. size went up from 12 to 14
    {
        "facts": [
            ("2026-01-10", "The shopper wears a UK 12 in jeans."),
            ("2026-07-22", "The shopper has gone up a size and now wears a UK 14 in jeans."),
            ("2026-07-22", "The shopper likes M&S for basics."),
            ("2026-07-22", "The shopper dislikes mustard."),
        ],
        "visits": [
            (
                "2026-01-10",
                "jeans size 12",
                "Here are five pairs of jeans in UK 12.",
                "Bought straight-leg jeans in UK 12.",
            ),
            (
                "2026-07-22",
                "need jeans in a 14 now",
                "Here are five pairs of jeans in UK 14.",
                "Bought bootcut jeans in UK 14.",
            ),
        ],
        "questions": [
            ("what size jeans am I now", (("14",),), ()),
            ("what was I before", (("12",),), ()),
            ("did I buy jeans in January", (("yes",), ("straight", "12")), ()),
            ("which jeans did i buy last time", (("bootcut",),), ()),
            ("brand for basics?", (("M&S", "Marks"),), ()),
            ("colour I dislike", (("mustard",),), ()),
            ("am I still a 12?", (("no",), ("14",)), ()),
            ("when did I go up a size", (JUL,), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("favourite colour", ((NOT_KNOWN,),), ()),
        ],
    },
    # 22. conference speaker in Berlin
    {
        "facts": [
            ("2026-03-02", "The shopper is speaking at a conference in Berlin on 2026-03-24."),
            ("2026-03-02", "The shopper wears a 42L suit."),
            ("2026-03-02", "The shopper doesn't want to spend more than €400 on the suit."),
            ("2026-03-02", "The shopper prefers dark grey."),
            ("2026-03-06", "The shopper wears EU 45 shoes."),
            ("2026-03-06", "The shopper doesn't buy from {brand2}."),
        ],
        "visits": [
            (
                "2026-03-02",
                "suit 42L in dark grey under 400 euro",
                "Here are three dark grey suits in 42L under €400.",
                "Bought a dark grey wool suit in 42L.",
            ),
            (
                "2026-03-06",
                "brogues 45, not {brand2}",
                "Here are four pairs of brogues in EU 45 from other brands.",
                "Looked at brogues in EU 45; no purchase.",
            ),
        ],
        "questions": [
            ("where's my conference", (("Berlin",),), ()),
            ("what date", (MAR, ("24",)), ()),
            ("am I presenting or just attending", (("speak", "present"),), ()),
            ("suit size", (("42",),), ()),
            ("budget for the suit", (("400",),), ()),
            ("colour i prefer", (("grey",),), ()),
            ("shoe size eu", (("45",),), ()),
            ("brand to avoid", (("{brand2}",),), ()),
            ("did I buy brogues", (NOT_BOUGHT,), ()),
            ("did i get the suit", (("yes",),), ()),
            ("collar size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 23. maternity, own baby shower
    {
        "facts": [
            ("2026-10-01", "The shopper wears maternity size 12."),
            ("2026-10-01", "The shopper's own baby shower is on 2026-10-25."),
            ("2026-10-01", "The shopper likes sage green."),
            ("2026-10-01", "The shopper's budget is under £60."),
        ],
        "visits": [
            (
                "2026-10-01",
                "maternity dress for my baby shower, 12, sage green maybe",
                "Here are three maternity dresses in size 12 in sage and cream under £60.",
                "Looked at maternity dresses in 12; bought a sage green jersey dress.",
            ),
        ],
        "questions": [
            ("what's my size", (("12",),), ()),
            ("when's the baby shower", (OCT, ("25",)), ()),
            ("colour i like", (("sage",),), ()),
            ("my budget", (("60",),), ()),
            ("what did I buy", (("jersey", "sage"),), ()),
            ("when did I buy it", (OCT,), ()),
            ("is the shower for me or someone else?", (("you",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("colours to avoid?", ((NOT_KNOWN,),), ()),
            ("fav brand", ((NOT_KNOWN,),), ()),
        ],
    },
    # 24. stag do in Prague
    {
        "facts": [
            ("2026-04-20", "The shopper is going on a stag do in Prague on 2026-05-15."),
            ("2026-04-20", "The shopper is an XXL in shirts."),
            ("2026-04-20", "The shopper won't spend more than £40 on a shirt."),
            ("2026-04-20", "The shopper hates pink."),
            ("2026-04-25", "The shopper likes {brand3}."),
        ],
        "visits": [
            (
                "2026-04-20",
                "shirts for a stag do xxl max 40 no pink",
                "Here are five short-sleeve shirts in XXL under £40, none pink.",
                "Looked at shirts in XXL under £40; bought a blue Hawaiian shirt.",
            ),
            (
                "2026-04-25",
                "{brand3} chinos?",
                "Here are three {brand3} chinos; what waist size are you?",
                "Looked at {brand3} chinos; no purchase.",
            ),
        ],
        "questions": [
            ("where's the stag", (("Prague",),), ()),
            ("when", (MAY, ("15",)), ()),
            ("shirt size", (("XXL", "2XL"),), ()),
            ("how much for a shirt max", (("40",),), ()),
            ("colour I hate", (("pink",),), ()),
            ("brand i like", (("{brand3}",),), ()),
            ("what shirt did i get", (("Hawaiian", "blue"),), ()),
            ("did I buy chinos", (NOT_BOUGHT,), ()),
            ("waist size?", ((NOT_KNOWN,),), ()),
            ("whose stag do is it", ((NOT_KNOWN,),), ()),
        ],
    },
    # 25. Mediterranean cruise, UK 18
    {
        "facts": [
            ("2026-10-10", "The shopper is going on a Mediterranean cruise in December."),
            ("2026-10-10", "The shopper wears a UK 18."),
            ("2026-10-10", "The shopper likes coral and turquoise."),
            ("2026-10-10", "The shopper dislikes {brand4}."),
            ("2026-10-14", "The shopper's budget is £150 for the whole holiday wardrobe."),
        ],
        "visits": [
            (
                "2026-10-10",
                "cruise wear 18, coral or turquoise",
                "Here are linen dresses and tops in UK 18 in coral and turquoise.",
                "Bought a coral linen dress in UK 18.",
            ),
            (
                "2026-10-14",
                "evening wear for the cruise, 150 total",
                "Here are three evening dresses in UK 18.",
                "Looked at evening dresses in UK 18; no purchase.",
            ),
        ],
        "questions": [
            ("what trip am i going on", (("cruise",),), ()),
            ("when is it", (("Dec",),), ()),
            ("which sea", (("Mediterranean",),), ()),
            ("size", (("18",),), ()),
            ("colours i like?", (("coral", "turquoise"),), ()),
            ("brand i don't like", (("{brand4}",),), ()),
            ("how much for everything", (("150",),), ()),
            ("did I buy evening wear", (NOT_BOUGHT,), ()),
            ("what did i buy", (("coral",),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("who's coming on the cruise with me", ((NOT_KNOWN,),), ()),
        ],
    },
    # 26. funeral suit, very short profile
    {
        "facts": [
            ("2026-03-18", "The shopper has a funeral to attend on 2026-03-23."),
            ("2026-03-18", "The shopper wears a 38 regular jacket and 32 waist trousers."),
            ("2026-03-18", "The shopper needs the suit to be under £180."),
        ],
        "visits": [
            (
                "2026-03-18",
                "black suit for a funeral, 38R, 32 waist, under 180",
                "Here are three black suits in 38R with 32 waist trousers under £180.",
                "Bought a black suit in 38R with 32 waist trousers.",
            ),
        ],
        "questions": [
            ("when is the funeral", (MAR, ("23",)), ()),
            ("jacket size", (("38",),), ()),
            ("waist", (("32",),), ()),
            ("budget", (("180",),), ()),
            ("did I buy the suit", (("yes",),), ()),
            ("what colour suit did I get", (("black",),), ()),
            ("am I a 40 regular", (("no",), ("38",)), ()),
            ("whose funeral is it", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("favourite brand", ((NOT_KNOWN,),), ()),
        ],
    },
    # 27. prom, champagne and gold
    {
        "facts": [
            ("2026-05-01", "The shopper's prom is on 2026-06-26."),
            ("2026-05-01", "The shopper wears a UK 6."),
            ("2026-05-01", "The shopper loves champagne and gold colours."),
            ("2026-05-01", "The shopper has up to £120 for the dress."),
            ("2026-05-04", "The shopper wears a UK 4 in shoes."),
            ("2026-05-04", "The shopper doesn't like {brand1}."),
        ],
        "visits": [
            (
                "2026-05-01",
                "prom dress uk 6 gold or champagne up to 120",
                "Here are five prom dresses in UK 6 in gold and champagne.",
                "Looked at prom dresses in UK 6; no purchase.",
            ),
            (
                "2026-05-04",
                "heels size 4 and the champagne satin dress from before",
                "Here are heels in UK 4 and the champagne satin dress in UK 6.",
                "Bought the champagne satin prom dress in UK 6 and gold heels in UK 4.",
            ),
        ],
        "questions": [
            ("when's prom", (JUN, ("26",)), ()),
            ("dress size", (("6",),), ()),
            ("shoe size", (("4",),), ()),
            ("colours i like", (("champagne", "gold"),), ()),
            ("budget for the dress", (("120",),), ()),
            ("brand i don't like", (("{brand1}",),), ()),
            ("did I buy a dress", (("yes",), ("champagne", "satin")), ()),
            ("what shoes did i get", (("gold",),), ()),
            ("colours I hate?", ((NOT_KNOWN,),), ()),
            ("how much can I spend on a bag", ((NOT_KNOWN,),), ()),
        ],
    },
    # 28. shirts, 17 collar, Charles Tyrwhitt
    {
        "facts": [
            ("2026-07-01", "The shopper has a 17 inch collar."),
            ("2026-07-01", "The shopper likes Charles Tyrwhitt shirts."),
            ("2026-07-01", "The shopper only wears white and light blue shirts."),
            ("2026-07-01", "The shopper's limit is £60 per shirt."),
        ],
        "visits": [
            (
                "2026-07-01",
                "shirts collar 17 white or light blue, under 60",
                "Here are six shirts in collar 17 in white and light blue under £60.",
                "Bought three shirts in collar 17: two white and one light blue.",
            ),
            (
                "2026-08-12",
                "ties?",
                "Here are eight silk ties.",
                "Looked at silk ties; no purchase.",
            ),
        ],
        "questions": [
            ("collar size", (("17",),), ()),
            ("shirt brand i like", (("Tyrwhitt",),), ()),
            ("what colours do my shirts come in", (("white",), ("blue",)), ()),
            ("shirt budget", (("60",),), ()),
            ("how many shirts did I buy", (("three", "3"),), ()),
            ("did I buy a tie", (NOT_BOUGHT,), ()),
            ("when did i look at ties", (AUG, ("12",)), ()),
            ("jacket size?", ((NOT_KNOWN,),), ()),
            ("any events coming up", ((NOT_KNOWN,),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 29. Italian sizing, friend's wedding in Tuscany
    {
        "facts": [
            ("2026-08-03", "The shopper wears an IT 42."),
            (
                "2026-08-03",
                "The shopper is a guest at a friend's wedding in Tuscany on 2026-09-19.",
            ),
            ("2026-08-03", "The shopper loves terracotta."),
            ("2026-08-03", "The shopper won't wear white."),
            ("2026-08-05", "The shopper likes {brand2}."),
            ("2026-08-05", "The shopper's budget is up to €250."),
        ],
        "visits": [
            (
                "2026-08-03",
                "wedding guest dress IT 42 terracotta",
                "Here are four terracotta dresses in IT 42.",
                "Looked at terracotta dresses in IT 42; no purchase.",
            ),
            (
                "2026-08-05",
                "{brand2} dresses under 250 euro",
                "Here are three {brand2} dresses in IT 42 under €250.",
                "Bought a {brand2} terracotta silk dress in IT 42.",
            ),
        ],
        "questions": [
            ("what size in italian", (("42",),), ()),
            ("where's the wedding", (("Tuscany",),), ()),
            ("whose wedding", (("friend",),), ()),
            ("date of the wedding", (SEP, ("19",)), ()),
            ("colour i love", (("terracotta",),), ()),
            ("what colour won't i wear", (("white",),), ()),
            ("which brand do i like", (("{brand2}",),), ()),
            ("budget?", (("250",),), ()),
            ("did i buy anything on the first visit", (NOT_BOUGHT,), ()),
            ("what did i buy", (("silk",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 30. anniversary dinner, no flashy labels
    {
        "facts": [
            ("2026-06-10", "The shopper's wedding anniversary dinner is on 2026-06-27."),
            ("2026-06-10", "The shopper is a medium in shirts and a 34 waist."),
            ("2026-06-10", "The shopper can't stand flashy designer labels like Gucci."),
            ("2026-06-10", "The shopper likes burgundy."),
        ],
        "visits": [
            (
                "2026-06-10",
                "smart shirt M and chinos 34 for an anniversary dinner",
                "Here are shirts in M and chinos in W34.",
                "Bought a burgundy shirt in M.",
            ),
        ],
        "questions": [
            ("what's the occasion i'm dressing for", (("anniversary",),), ()),
            ("when", (JUN, ("27",)), ()),
            ("shirt size", (("medium", "M"),), ()),
            ("waist size?", (("34",),), ()),
            ("brand i hate", (("Gucci",),), ()),
            ("colour i like", (("burgundy",),), ()),
            ("did i buy chinos", (NOT_BOUGHT,), ()),
            ("anything else you know about me", (("anniversary",), ("burgundy",)), ()),
            ("budget", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 31. Boardmasters on a tight budget
    {
        "facts": [
            (
                "2026-07-02",
                "The shopper is going to Boardmasters festival in Cornwall on 2026-08-05.",
            ),
            ("2026-07-02", "The shopper is a size M."),
            ("2026-07-02", "The shopper's budget is tight, under £30 per item."),
            ("2026-07-02", "The shopper hates beige."),
            ("2026-07-06", "The shopper wears UK 8 shoes."),
        ],
        "visits": [
            (
                "2026-07-02",
                "festival stuff size m under 30 no beige",
                "Here are six festival pieces in M under £30.",
                "Bought a bucket hat and a pair of shorts in M.",
            ),
            (
                "2026-07-06",
                "wellies uk 8",
                "Here are three pairs of wellies in UK 8.",
                "Bought black wellies in UK 8.",
            ),
        ],
        "questions": [
            ("what festival", (("Boardmasters",),), ()),
            ("where is it", (("Cornwall",),), ()),
            ("when", (AUG, ("5",)), ()),
            ("size", (("M", "medium"),), ()),
            ("budget per item", (("30",),), ()),
            ("colour i hate", (("beige",),), ()),
            ("shoe size", (("8",),), ()),
            ("what did i buy", (("hat", "shorts", "wellies"),), ()),
            ("did I buy a tent", (NOT_BOUGHT,), ()),
            ("fav brand", ((NOT_KNOWN,),), ()),
            ("fav colour", ((NOT_KNOWN,),), ()),
        ],
    },
    # 32. several brands liked and refused, city break
    {
        "facts": [
            ("2026-09-22", "The shopper is a UK 12 in dresses and a medium in knitwear."),
            ("2026-09-22", "The shopper likes {brand0} and {brand4}."),
            ("2026-09-22", "The shopper doesn't like {brand1}."),
            ("2026-09-22", "The shopper avoids brown and beige."),
            ("2026-10-03", "The shopper is going on a city break to Copenhagen on 2026-11-06."),
            ("2026-10-03", "The shopper wants to spend no more than £200 on a coat."),
        ],
        "visits": [
            (
                "2026-09-22",
                "cosy jumpers medium, {brand0} or {brand4}",
                "Here are five jumpers in medium from {brand0} and {brand4}.",
                "Bought a {brand4} cable-knit jumper in medium.",
            ),
            (
                "2026-10-03",
                "warm coat under 200 for copenhagen",
                "Here are four wool coats under £200.",
                "Looked at wool coats under £200; no purchase.",
            ),
        ],
        "questions": [
            (
                "what do you remember about me?",
                (("12", "medium"), ("{brand0}", "{brand4}"), ("Copenhagen",)),
                (),
            ),
            ("dress size", (("12",),), ()),
            ("knitwear size", (("medium",),), ()),
            ("which brands do I like", (("{brand0}",), ("{brand4}",)), ()),
            ("brand I don't like", (("{brand1}",),), ()),
            ("colours I avoid", (("brown",), ("beige",)), ()),
            ("where am I going in November", (("Copenhagen",),), ()),
            ("when do i go", (NOV, ("6",)), ()),
            ("coat budget", (("200",),), ()),
            ("did i buy a coat", (NOT_BOUGHT,), ()),
            ("what did i buy in september", (("jumper", "cable"),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 33. almost new shopper: one fact, mostly unknown
    {
        "facts": [
            ("2026-10-30", "The shopper wears a size 9 shoe."),
        ],
        "visits": [
            (
                "2026-10-30",
                "chelsea boots size 9",
                "Here are four pairs of Chelsea boots in size 9.",
                "Looked at Chelsea boots in size 9; no purchase.",
            ),
        ],
        "questions": [
            ("what's my shoe size", (("9",),), ()),
            ("what was i looking at last time", (("Chelsea", "boots"),), ()),
            ("did I buy them", (NOT_BOUGHT,), ()),
            ("when was I last here", (OCT, ("30",)), ()),
            ("what do you remember about me", (("9",),), ()),
            ("what size am i in jackets", ((NOT_KNOWN,),), ()),
            ("fave colour?", ((NOT_KNOWN,),), ()),
            ("budget", ((NOT_KNOWN,),), ()),
            ("which brands do i like", ((NOT_KNOWN,),), ()),
            ("what event am I shopping for", ((NOT_KNOWN,),), ()),
        ],
    },
]
