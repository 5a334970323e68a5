"""Questions about the shopper for split test36: thirty-two signed-in shopper profiles written
blind from the brief. Each profile lists the facts remembered about the shopper (date told, fact
in the third person), earlier visits (date, shopper's message, assistant's reply, one-line
summary) and questions the shopper asks about themselves, typed the way real shoppers type
(fragments, typos, yes/no, "what do you remember about me"). Each question carries groups of
alternatives: the answer must contain at least one alternative of every group
(case-insensitive substring) and none of the forbidden strings in the third element. NOT_KNOWN
marks a question whose answer was never told, so the assistant must say it does not know;
NOT_BOUGHT marks a question whose answer is that nothing (or not that item) was bought. Shop
brands are {brand0}..{brand4} placeholders filled from a generated catalogue."""

NOT_KNOWN = "<not known>"
NOT_BOUGHT = ("didn't", "did not", "nothing", "no purchase", "not buy", "No", "no")

PROFILES = [
    # 1. wedding guest, dress size, liked colour, budget for the outfit, one purchase
    {
        "facts": [
            ("2026-03-04", "The shopper wears a UK 12 in dresses."),
            ("2026-03-04", "The shopper loves emerald green."),
            ("2026-04-10", "The shopper is going to a friend's wedding on 20 June 2026."),
            ("2026-04-10", "The shopper wants to spend no more than £120 on the wedding outfit."),
        ],
        "visits": [
            (
                "2026-03-04",
                "any green midi dresses in a 12?",
                "Here are four green midi dresses in UK 12, from £45 to £89.",
                "Looked at green midi dresses in UK 12; no purchase.",
            ),
            (
                "2026-04-10",
                "need a wedding guest outfit, nothing over 120",
                "These five wedding guest dresses are all under £120.",
                "Browsed wedding guest dresses under £120; bought an emerald satin slip dress in UK 12 for £95.",
            ),
        ],
        "questions": [
            ("what dress size am i", (("12",),), ("size 10", "size 14")),
            ("whose wedding am I going to again?", (("friend",),), ("sister", "brother")),
            ("when's the wedding", (("June", "2026-06", "/06"), ("20",)), ()),
            ("what did i say my budget was for the wedding outfit?", (("120",),), ()),
            ("which colour do i like", (("emerald", "green"),), ()),
            ("what did I end up buying?", (("slip", "satin"),), ()),
            ("how much did i pay for it", (("95",),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("is there a brand I like?", ((NOT_KNOWN,),), ()),
            ("am I a 14?", (("12",),), ()),
            ("colours i hate?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 2. menswear: suit for an interview, collar size, refused colour, shop brand
    {
        "facts": [
            ("2026-01-15", "The shopper wears a 42R suit jacket."),
            ("2026-01-15", "The shopper has a job interview at a bank on 3 February 2026."),
            ("2026-01-20", "The shopper's collar size is 16."),
            ("2026-01-20", "The shopper doesn't want anything brown."),
            ("2026-01-20", "The shopper likes {brand2}."),
        ],
        "visits": [
            (
                "2026-01-15",
                "need a suit for an interview, 42R",
                "Here are three navy and charcoal suits in 42R.",
                "Looked at navy and charcoal suits in 42R for an interview; no purchase.",
            ),
            (
                "2026-01-20",
                "shirts 16 collar, {brand2} if you have them",
                "These {brand2} shirts come in a 16 collar: white, pale blue and pink.",
                "Bought two {brand2} shirts, white and pale blue, collar 16.",
            ),
        ],
        "questions": [
            ("what's my suit size", (("42R", "42 R", "42 regular"),), ()),
            ("collar size?", (("16",),), ()),
            ("what's the interview for again", (("bank",),), ()),
            ("when is my interview", (("February", "2026-02", "Feb"), ("3",)), ()),
            ("which brand do I like", (("{brand2}",),), ()),
            ("any colours I said no to?", (("brown",),), ()),
            ("did i buy a suit in the end?", (NOT_BOUGHT,), ()),
            ("what did i buy on the 20th", (("shirt",),), ()),
            ("how much can I spend?", ((NOT_KNOWN,),), ()),
            ("whats my shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 3. festival goer on a tight budget
    {
        "facts": [
            ("2026-05-02", "The shopper is going to Glastonbury at the end of June 2026."),
            ("2026-05-02", "The shopper wears a small."),
            ("2026-05-02", "The shopper keeps spending under £30 per item."),
            ("2026-05-02", "The shopper loves yellow."),
        ],
        "visits": [
            (
                "2026-05-02",
                "festival stuff!! small, cheap",
                "Here are some shorts, crop tops and hats in small, all under £30.",
                "Looked at festival shorts and crop tops in small under £30; bought a yellow bucket hat for £12.",
            ),
        ],
        "questions": [
            ("what festival am i going to", (("Glastonbury",),), ()),
            ("wen is it", (("June",),), ()),
            ("my size?", (("small",),), ("medium", "large")),
            ("whats my max per item", (("30",),), ()),
            ("do i like yellow", (("yes", "yellow"),), ()),
            ("what did i get last time", (("bucket hat", "hat"),), ()),
            ("how much was the hat", (("12",),), ()),
            ("do I have a brand I prefer?", ((NOT_KNOWN,),), ()),
            ("what shoe size am I", ((NOT_KNOWN,),), ()),
            ("when was i last on here", (("May", "2026-05"),), ()),
        ],
    },
    # 4. jeans buyer, real-world brand, stag do
    {
        "facts": [
            ("2026-02-11", "The shopper wears W32 L30 jeans."),
            ("2026-02-11", "The shopper is a big Levi's fan."),
            ("2026-02-11", "The shopper won't spend more than £90 on jeans."),
            ("2026-03-01", "The shopper is going on a stag do in Dublin in May 2026."),
        ],
        "visits": [
            (
                "2026-02-11",
                "501s in 32 30?",
                "The Levi's 501 in W32 L30 is in stock in mid-blue and black.",
                "Bought Levi's 501 jeans in mid-blue, W32 L30, for £85.",
            ),
            (
                "2026-03-01",
                "stag do outfit ideas",
                "Here are some smart-casual shirts and chinos that would work for a stag do.",
                "Browsed shirts and chinos for a stag do; no purchase.",
            ),
        ],
        "questions": [
            ("what's my waist size", (("32",),), ()),
            ("leg length?", (("30",),), ()),
            ("fave brand", (("Levi",),), ()),
            ("how much did I say i'd pay max for jeans", (("90",),), ()),
            ("what colour 501s did i get", (("blue",),), ()),
            ("where's the stag do", (("Dublin",),), ("Prague", "Amsterdam")),
            ("and when is it", (("May",),), ()),
            ("did i buy anything for the stag?", (NOT_BOUGHT,), ()),
            ("what colour do i hate", ((NOT_KNOWN,),), ()),
            ("what's my t-shirt size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 5. parent who also shops for herself; purchases for her son
    {
        "facts": [
            ("2026-07-28", "The shopper wears a size 16."),
            ("2026-07-28", "The shopper hates pink."),
            ("2026-07-28", "The shopper's budget is up to £60."),
            ("2026-08-01", "The shopper is going on holiday to Portugal in late August 2026."),
        ],
        "visits": [
            (
                "2026-07-28",
                "school shoes for my son, he's a 13",
                "Here are black school shoes in kids' 13.",
                "Bought black school shoes in kids' 13 for her son, £35.",
            ),
            (
                "2026-08-01",
                "holiday dresses size 16 under 60, not pink",
                "These sundresses in 16 are all under £60: blue, white and green.",
                "Looked at sundresses in size 16 under £60 for Portugal; no purchase.",
            ),
        ],
        "questions": [
            ("what size do i wear", (("16",),), ()),
            ("what did I buy for my son?", (("school shoes", "shoes"),), ()),
            ("what size were his shoes", (("13",),), ()),
            ("where am i going on holiday", (("Portugal",),), ("Spain", "Greece")),
            ("which colour cant i stand", (("pink",),), ()),
            ("my budget?", (("60",),), ()),
            ("did i get a sundress?", (NOT_BOUGHT,), ()),
            ("am I a size 14", (("16",),), ()),
            ("what brands do i like", ((NOT_KNOWN,),), ()),
            ("whats my shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 6. runner: shoe sizes in two systems, liked and refused shop brands, half marathon
    {
        "facts": [
            ("2026-06-03", "The shopper wears EU 38 in running shoes."),
            ("2026-06-03", "The shopper likes {brand0}."),
            ("2026-06-03", "The shopper refuses {brand3}."),
            ("2026-06-12", "The shopper is running their first half marathon on 11 October 2026."),
            ("2026-06-12", "The shopper will pay up to £140 for running shoes."),
        ],
        "visits": [
            (
                "2026-06-03",
                "running shoes 38, {brand0} pls, not {brand3}",
                "Here are three {brand0} running shoes in EU 38.",
                "Looked at {brand0} running shoes in EU 38; no purchase.",
            ),
            (
                "2026-06-12",
                "training for a half, up to 140",
                "These cushioned running shoes in EU 38 are all under £140.",
                "Bought {brand0} cushioned running shoes in EU 38 for £120.",
            ),
        ],
        "questions": [
            ("shoe size?", (("38",),), ()),
            ("which brand do i avoid", (("{brand3}",),), ()),
            ("and which one do i like", (("{brand0}",),), ()),
            ("when's my half marathon", (("October", "2026-10", "Oct"), ("11",)), ()),
            ("is it a full marathon?", (("half",),), ()),
            ("how much will I pay for running shoes", (("140",),), ()),
            ("what did i buy in june", (("running shoe", "shoes"),), ()),
            ("how much were they", (("120",),), ()),
            ("what colour do i like", ((NOT_KNOWN,),), ()),
            ("what size leggings do I wear", ((NOT_KNOWN,),), ()),
        ],
    },
    # 7. big and tall menswear, no occasion
    {
        "facts": [
            ("2026-02-20", "The shopper wears 3XL tops."),
            ("2026-02-20", "The shopper has a 44 inch waist."),
            ("2026-02-20", "The shopper keeps it under £50."),
            ("2026-03-05", "The shopper likes navy."),
            ("2026-03-05", "The shopper doesn't buy {brand1}."),
        ],
        "visits": [
            (
                "2026-02-20",
                "3XL polo shirts under 50",
                "Here are four polo shirts in 3XL, all under £50.",
                "Bought a navy polo shirt in 3XL for £28.",
            ),
            (
                "2026-03-05",
                "chinos 44 waist, not {brand1}",
                "Here are chinos in a 44 waist from two other brands.",
                "Looked at chinos in a 44 waist; no purchase.",
            ),
        ],
        "questions": [
            ("what size tops am i", (("3XL", "XXXL"),), ()),
            ("waist?", (("44",),), ()),
            ("whats my budget", (("50",),), ()),
            ("brand i dont buy?", (("{brand1}",),), ()),
            ("do I like navy", (("yes", "navy"),), ()),
            ("what did i buy in february", (("polo",),), ()),
            ("did i get the chinos", (NOT_BOUGHT,), ()),
            ("got anything coming up I'm shopping for?", ((NOT_KNOWN,),), ()),
            ("whats my shoe size", ((NOT_KNOWN,),), ()),
            ("what do you remember about me", (("3XL", "XXXL"), ("44",), ("navy",)), ()),
        ],
    },
    # 8. bride: own wedding and honeymoon
    {
        "facts": [
            ("2026-04-02", "The shopper is getting married on 12 September 2026."),
            ("2026-04-02", "The shopper wears a UK 8."),
            ("2026-04-02", "The shopper loves ivory."),
            ("2026-05-15", "The shopper is going on honeymoon to Bali after the wedding."),
            ("2026-05-15", "The shopper will spend up to £400 on a going-away outfit."),
        ],
        "visits": [
            (
                "2026-04-02",
                "ivory jumpsuit for my wedding?? size 8",
                "Here are two ivory jumpsuits in UK 8.",
                "Looked at ivory jumpsuits in UK 8 for her wedding; no purchase.",
            ),
            (
                "2026-05-15",
                "honeymoon clothes, Bali, going-away outfit up to 400",
                "Here are linen sets and maxi dresses in UK 8.",
                "Bought a white linen co-ord set in UK 8 for £140 and a straw sun hat for £25.",
            ),
        ],
        "questions": [
            ("when am i getting married", (("September", "2026-09", "Sept"), ("12",)), ()),
            ("whose wedding is it", (("your",),), ("sister", "friend")),
            ("where's the honeymoon", (("Bali",),), ("Maldives",)),
            ("what size am i", (("8",),), ()),
            ("fave colour?", (("ivory",),), ()),
            ("budget for the going away outfit?", (("400",),), ()),
            ("what did I buy for the honeymoon", (("linen", "co-ord"),), ()),
            ("did i buy the ivory jumpsuit", (NOT_BOUGHT,), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("brands i like?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 9. teenager, kids' age sizing, prom
    {
        "facts": [
            ("2026-03-18", "The shopper wears 14-15Y."),
            ("2026-03-18", "The shopper has prom on 26 June 2026."),
            ("2026-03-18", "The shopper loves lilac."),
            ("2026-03-18", "The shopper can spend up to £80."),
        ],
        "visits": [
            (
                "2026-03-18",
                "prom dress 14-15 lilac max 80",
                "Here are three lilac dresses in 14-15Y under £80.",
                "Looked at lilac prom dresses in 14-15Y; no purchase.",
            ),
            (
                "2026-04-22",
                "the lilac one with the straps",
                "The lilac strappy dress in 14-15Y is £72.",
                "Bought the lilac strappy dress in 14-15Y for £72.",
            ),
        ],
        "questions": [
            ("what size am i", (("14-15", "14 to 15", "14/15"),), ()),
            ("when's prom", (("June", "2026-06"), ("26",)), ()),
            ("did I buy a dress in the end", (("yes", "bought"), ("lilac", "strappy")), ()),
            ("how much was it", (("72",),), ()),
            ("what colour do I like", (("lilac",),), ()),
            ("how much can i spend", (("80",),), ()),
            ("when did i buy the dress", (("April", "2026-04"), ("22",)), ()),
            ("shoe size??", ((NOT_KNOWN,),), ()),
            ("what brand do i like", ((NOT_KNOWN,),), ()),
            ("am i a 12-13", (("14-15", "14 to 15", "14/15"),), ()),
        ],
    },
    # 10. hiker: real-world brand, refused colour, trip
    {
        "facts": [
            ("2026-08-30", "The shopper wears a large."),
            ("2026-08-30", "The shopper prefers Patagonia."),
            ("2026-08-30", "The shopper is going walking in the Lake District in October 2026."),
            ("2026-09-04", "The shopper hates orange."),
            ("2026-09-04", "The shopper will spend up to £200 on a waterproof jacket."),
        ],
        "visits": [
            (
                "2026-08-30",
                "walking gear, L, patagonia if poss",
                "Here are Patagonia fleeces and base layers in large.",
                "Bought a Patagonia fleece in large, forest green, for £110.",
            ),
            (
                "2026-09-04",
                "waterproof jacket up to 200, not orange",
                "Here are three waterproof jackets in large under £200: navy, green and black.",
                "Looked at waterproof jackets in large; no purchase.",
            ),
        ],
        "questions": [
            ("what size am i again", (("large",),), ("medium", "small")),
            ("what brand do i like", (("Patagonia",),), ()),
            ("where am i going walking", (("Lake District", "Lakes"),), ()),
            ("when's the trip", (("October", "Oct"),), ()),
            ("colour i hate?", (("orange",),), ()),
            ("how much for a waterproof", (("200",),), ()),
            ("what did i buy last time", (("fleece",),), ()),
            ("did i get a waterproof?", (NOT_BOUGHT,), ()),
            ("boot size", ((NOT_KNOWN,),), ()),
            ("whats my trouser size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 11. new office job
    {
        "facts": [
            ("2026-05-10", "The shopper's collar size is 15.5."),
            ("2026-05-10", "The shopper wears a 38R jacket."),
            ("2026-05-10", "The shopper starts a new job at an accountancy firm on 1 June 2026."),
            ("2026-05-10", "The shopper likes pale blue."),
            ("2026-05-10", "The shopper will spend up to £250 on a suit."),
        ],
        "visits": [
            (
                "2026-05-10",
                "new job, need a suit 38R and shirts 15.5, up to 250 for the suit",
                "Here are suits in 38R under £250 and shirts in a 15.5 collar.",
                "Bought a charcoal suit in 38R for £230 and three pale blue shirts, collar 15.5.",
            ),
        ],
        "questions": [
            ("collar?", (("15.5", "15 and a half", "15½"),), ()),
            ("jacket size", (("38R", "38 R", "38 regular"),), ()),
            ("when do i start", (("June", "2026-06"), ("1",)), ()),
            ("where's the new job", (("accountan",),), ()),
            ("what did i spend on the suit", (("230",),), ()),
            ("what colour suit did I get", (("charcoal",),), ()),
            ("do i like pale blue", (("yes", "pale blue"),), ()),
            ("how many shirts did i buy", (("three", "3"),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("is there a colour I don't like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 12. almost nothing known
    {
        "facts": [
            ("2026-10-21", "The shopper wears a medium."),
        ],
        "visits": [
            (
                "2026-10-21",
                "grey hoodie medium",
                "Here are four grey hoodies in medium.",
                "Bought a grey zip hoodie in medium for £35.",
            ),
        ],
        "questions": [
            ("what size am i", (("medium",),), ()),
            ("what did i buy", (("hoodie",),), ()),
            ("what colour was it", (("grey", "gray"),), ()),
            ("when did i buy it", (("October", "2026-10"), ("21",)), ()),
            ("how much was it", (("35",),), ()),
            ("my budget?", ((NOT_KNOWN,),), ()),
            ("favourite brand?", ((NOT_KNOWN,),), ()),
            ("do i have anything coming up", ((NOT_KNOWN,),), ()),
            ("what do you know about me", (("medium",),), ()),
            ("am i a large", (("medium",),), ()),
        ],
    },
    # 13. godmother at a christening
    {
        "facts": [
            ("2026-04-20", "The shopper is godmother at her nephew's christening on 17 May 2026."),
            ("2026-04-20", "The shopper wears a UK 14."),
            ("2026-04-20", "The shopper doesn't want black."),
            ("2026-04-20", "The shopper likes {brand4}."),
            ("2026-04-20", "The shopper wants to stay under £70."),
        ],
        "visits": [
            (
                "2026-04-20",
                "christening outfit, 14, not black, under 70",
                "Here are {brand4} dresses in UK 14 under £70 in blush, sky blue and floral.",
                "Looked at {brand4} dresses in UK 14 under £70; no purchase.",
            ),
            (
                "2026-05-02",
                "the sky blue one pls",
                "The sky blue {brand4} tea dress in UK 14 is £64.",
                "Bought the sky blue {brand4} tea dress in UK 14 for £64.",
            ),
        ],
        "questions": [
            ("whose christening is it", (("nephew",),), ("niece",)),
            ("whens the christening", (("May", "2026-05"), ("17",)), ()),
            ("what's my role again lol", (("godmother",),), ()),
            ("size?", (("14",),), ()),
            ("which colour did i rule out", (("black",),), ()),
            ("brand i like", (("{brand4}",),), ()),
            ("what did I buy for it", (("tea dress", "sky blue"),), ()),
            ("did it go over my budget", (("no", "under", "64"),), ()),
            ("what shoe size am i", ((NOT_KNOWN,),), ()),
            ("am i a 12 or a 14", (("14",),), ()),
        ],
    },
    # 14. ski trip, refused shop brand
    {
        "facts": [
            ("2026-11-05", "The shopper wears a medium."),
            ("2026-11-05", "The shopper is going skiing in Val d'Isère in February 2027."),
            ("2026-11-05", "The shopper will spend up to £300 on a ski jacket."),
            ("2026-11-12", "The shopper likes red."),
            ("2026-11-12", "The shopper won't buy {brand2}."),
        ],
        "visits": [
            (
                "2026-11-05",
                "ski jacket M up to 300",
                "Here are four ski jackets in medium under £300.",
                "Looked at ski jackets in medium under £300; no purchase.",
            ),
            (
                "2026-11-12",
                "the red one, not the {brand2} one",
                "The red {brand1} ski jacket in medium is £260.",
                "Bought the red {brand1} ski jacket in medium for £260.",
            ),
        ],
        "questions": [
            ("where am i skiing", (("Val d", "Isère", "Isere"),), ()),
            ("when's the ski trip", (("February", "Feb", "2027-02"),), ()),
            ("what size am i", (("medium",),), ()),
            ("ski jacket budget?", (("300",),), ()),
            ("which brand did i say no to", (("{brand2}",),), ()),
            ("what jacket did i buy", (("red",), ("{brand1}",)), ()),
            ("did i buy salopettes too?", (NOT_BOUGHT,), ()),
            ("fave colour", (("red",),), ()),
            ("glove size", ((NOT_KNOWN,),), ()),
            ("what colours do i hate", ((NOT_KNOWN,),), ()),
        ],
    },
    # 15. wide-fit shoes, real-world brand, refused colour
    {
        "facts": [
            ("2026-02-02", "The shopper wears a UK 11 wide fit in shoes."),
            ("2026-02-02", "The shopper likes New Balance."),
            ("2026-02-02", "The shopper doesn't want white trainers."),
            ("2026-02-02", "The shopper will pay up to £120 for trainers."),
        ],
        "visits": [
            (
                "2026-02-02",
                "new balance 11 wide, not white, max 120",
                "Here are two New Balance trainers in UK 11 wide fit, in grey and navy.",
                "Bought grey New Balance trainers in UK 11 wide fit for £95.",
            ),
            (
                "2026-03-14",
                "same again in navy?",
                "The navy version in UK 11 wide is out of stock.",
                "Asked for the navy version in UK 11 wide; out of stock, no purchase.",
            ),
        ],
        "questions": [
            ("what's my shoe size", (("11",),), ()),
            ("do I need wide fit?", (("wide",),), ()),
            ("brand?", (("New Balance",),), ()),
            ("what colour did i say no to", (("white",),), ()),
            ("max i'll pay for trainers", (("120",),), ()),
            ("which colour did i buy", (("grey", "gray"),), ()),
            ("did i get the navy ones", (NOT_BOUGHT,), ()),
            ("when did i last come on", (("March", "2026-03"), ("14",)), ()),
            ("what size jacket am i", ((NOT_KNOWN,),), ()),
            ("anything coming up im shopping for", ((NOT_KNOWN,),), ()),
        ],
    },
    # 16. petite womenswear
    {
        "facts": [
            ("2026-09-09", "The shopper wears an XS in tops."),
            ("2026-09-09", "The shopper wears a 26 waist in petite jeans."),
            ("2026-09-09", "The shopper likes camel."),
            ("2026-09-09", "The shopper dislikes anything neon."),
            ("2026-09-20", "The shopper likes {brand0}."),
        ],
        "visits": [
            (
                "2026-09-09",
                "petite jeans 26 and an XS knit, camel?",
                "Here are petite jeans in a 26 waist and camel knits in XS.",
                "Bought a camel knit in XS for £42; looked at petite jeans in 26, no purchase.",
            ),
            (
                "2026-09-20",
                "anything new from {brand0} in XS",
                "Here are five new {brand0} pieces in XS.",
                "Looked at new {brand0} pieces in XS; no purchase.",
            ),
        ],
        "questions": [
            ("tops size?", (("XS", "extra small"),), ()),
            ("jeans waist", (("26",),), ()),
            ("do i wear petite", (("yes", "petite"),), ()),
            ("colour I like", (("camel",),), ()),
            ("and the one i hate", (("neon",),), ()),
            ("brand i like?", (("{brand0}",),), ()),
            ("did i buy jeans", (NOT_BOUGHT,), ()),
            ("what did i buy in september", (("knit", "jumper"),), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("anything planned that im shopping for", ((NOT_KNOWN,),), ()),
        ],
    },
    # 17. black tie gala
    {
        "facts": [
            ("2026-02-14", "The shopper has a black tie gala on 7 March 2026."),
            ("2026-02-14", "The shopper wears a 40R jacket."),
            ("2026-02-14", "The shopper's collar size is 16.5."),
            ("2026-02-14", "The shopper will spend up to £350 on a dinner suit."),
        ],
        "visits": [
            (
                "2026-02-14",
                "dinner suit 40R, up to 350, for a gala",
                "Here are three dinner suits in 40R under £350.",
                "Bought a midnight blue dinner suit in 40R for £320.",
            ),
            (
                "2026-02-21",
                "dress shirt 16.5 and a bow tie",
                "Here are dress shirts in a 16.5 collar and bow ties.",
                "Bought a white dress shirt in collar 16.5 for £45; no bow tie.",
            ),
        ],
        "questions": [
            ("what's the event", (("gala",),), ()),
            ("when is it", (("March", "2026-03", "Mar"), ("7",)), ()),
            ("dress code?", (("black tie",),), ()),
            ("jacket size", (("40R", "40 R", "40 regular"),), ()),
            ("collar", (("16.5", "16 and a half", "16½"),), ()),
            ("how much was the suit", (("320",),), ()),
            ("did i get a bow tie", (NOT_BOUGHT,), ()),
            ("budget for the suit?", (("350",),), ()),
            ("favourite colour", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 18. student starting uni, tight budget
    {
        "facts": [
            ("2026-08-15", "The shopper starts university in Manchester in September 2026."),
            ("2026-08-15", "The shopper keeps it under £25 per item."),
            ("2026-08-15", "The shopper wears a small."),
            ("2026-08-15", "The shopper likes green."),
        ],
        "visits": [
            (
                "2026-08-15",
                "uni stuff, S, under 25 each",
                "Here are tees, joggers and hoodies in small, all under £25.",
                "Bought two green t-shirts and a pair of black joggers in small, £46 in total.",
            ),
        ],
        "questions": [
            ("where am I going to uni", (("Manchester",),), ("Leeds",)),
            ("when do i start", (("September", "Sept", "2026-09"),), ()),
            ("max per item?", (("25",),), ()),
            ("my size", (("small",),), ()),
            ("what did i buy", (("t-shirt", "tee"),), ()),
            ("what colour joggers did i get", (("black",),), ()),
            ("how much did i spend altogether", (("46",),), ()),
            ("do i like green", (("yes", "green"),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("any brands i like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 19. plus-size womenswear, baby shower
    {
        "facts": [
            ("2026-03-22", "The shopper wears a UK 22."),
            ("2026-03-22", "The shopper loves coral."),
            ("2026-03-22", "The shopper hates grey."),
            ("2026-03-22", "{brand3} fits the shopper best."),
            (
                "2026-03-29",
                "The shopper is going to her best friend's baby shower on 18 April 2026.",
            ),
        ],
        "visits": [
            (
                "2026-03-22",
                "{brand3} dresses in 22? coral, not grey",
                "Here are two coral {brand3} dresses in UK 22.",
                "Looked at coral {brand3} dresses in UK 22; no purchase.",
            ),
            (
                "2026-03-29",
                "baby shower outfit, 22",
                "Here are tops and dresses in UK 22 for a daytime party.",
                "Bought a coral {brand3} wrap top in UK 22 for £38.",
            ),
        ],
        "questions": [
            ("what size am i", (("22",),), ()),
            ("whose baby shower is it", (("best friend", "friend"),), ("sister",)),
            ("when is the shower", (("April", "2026-04"), ("18",)), ()),
            ("what brand fits me", (("{brand3}",),), ()),
            ("colour i love?", (("coral",),), ()),
            ("the colour i hate?", (("grey", "gray"),), ()),
            ("what did I get for the baby shower", (("wrap top", "top"),), ()),
            ("did i buy the dress", (NOT_BOUGHT,), ()),
            ("what's my budget", ((NOT_KNOWN,),), ()),
            ("my shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 20. London marathon runner
    {
        "facts": [
            ("2026-01-08", "The shopper is running the London Marathon on 26 April 2026."),
            ("2026-01-08", "The shopper wears a medium in running tops."),
            ("2026-01-08", "The shopper wears a UK 9 in running shoes."),
            ("2026-01-08", "The shopper will spend up to £150 on running shoes."),
            ("2026-01-15", "The shopper likes {brand1}."),
        ],
        "visits": [
            (
                "2026-01-08",
                "marathon training kit, M tops, uk 9 shoes",
                "Here are running tops in medium and shoes in UK 9.",
                "Bought two running tops in medium for £50; looked at shoes, no purchase.",
            ),
            (
                "2026-01-15",
                "{brand1} running shoes 9, up to 150",
                "The {brand1} road shoe in UK 9 is £135.",
                "Bought the {brand1} road running shoes in UK 9 for £135.",
            ),
        ],
        "questions": [
            ("which marathon am i doing", (("London",),), ("Boston", "Berlin")),
            ("race day?", (("April", "2026-04"), ("26",)), ()),
            ("top size", (("medium",),), ()),
            ("running shoe size", (("9",),), ()),
            ("which brand do i like", (("{brand1}",),), ()),
            ("how much did the shoes cost", (("135",),), ()),
            ("did i buy shoes on the 8th", (NOT_BOUGHT,), ()),
            ("what's my budget for shoes", (("150",),), ()),
            ("fave colour", ((NOT_KNOWN,),), ()),
            ("shorts size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 21. retiree going on a cruise
    {
        "facts": [
            ("2026-09-01", "The shopper is going on a Mediterranean cruise in November 2026."),
            ("2026-09-01", "The shopper wears a size 18."),
            ("2026-09-01", "The shopper likes navy."),
            ("2026-09-01", "The shopper doesn't like mustard."),
            ("2026-09-01", "The shopper doesn't spend more than £100 on one item."),
        ],
        "visits": [
            (
                "2026-09-01",
                "clothes for a cruise please dear, size 18, I like navy",
                "Here are navy dresses, trousers and cardigans in size 18.",
                "Bought a navy maxi dress in size 18 for £65 and navy linen trousers for £40.",
            ),
            (
                "2026-10-10",
                "something for the captain's dinner, not mustard",
                "Here are evening dresses in size 18 under £100.",
                "Looked at evening dresses in size 18; no purchase.",
            ),
        ],
        "questions": [
            ("where's my cruise going", (("Mediterranean",),), ("Caribbean",)),
            ("when is the cruise", (("November", "Nov", "2026-11"),), ()),
            ("what size am I dear", (("18",),), ()),
            ("what colour do I like", (("navy",),), ()),
            ("and the colour I don't", (("mustard",),), ()),
            ("what's the most I'll spend on a thing", (("100",),), ()),
            ("what have I bought so far", (("maxi", "dress"), ("trousers",)), ()),
            ("did I buy an evening dress", (NOT_BOUGHT,), ()),
            ("which brand do i like", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 22. work christmas party
    {
        "facts": [
            ("2026-11-20", "The shopper has a work Christmas party on 11 December 2026."),
            ("2026-11-20", "The shopper wears a size 10."),
            ("2026-11-20", "The shopper loves silver."),
            ("2026-11-20", "The shopper wants to spend under £60."),
        ],
        "visits": [
            (
                "2026-11-20",
                "sparkly silver dress 10 under 60 for xmas do",
                "Here are three silver dresses in size 10 under £60.",
                "Looked at silver party dresses in size 10 under £60; no purchase.",
            ),
            (
                "2026-11-27",
                "did the silver sequin one come back in?",
                "Yes, the silver sequin mini in size 10 is back at £55.",
                "Bought the silver sequin mini dress in size 10 for £55.",
            ),
        ],
        "questions": [
            ("what's the party", (("Christmas", "xmas"),), ()),
            ("when's my work do", (("December", "Dec", "2026-12"), ("11",)), ()),
            ("what size am i", (("10",),), ()),
            ("colour i like", (("silver",),), ()),
            ("budget?", (("60",),), ()),
            ("which dress did i get", (("sequin",),), ()),
            ("when did I buy it", (("November", "Nov", "2026-11"), ("27",)), ()),
            ("am I a 12", (("10",),), ()),
            ("what brand do i like", ((NOT_KNOWN,),), ()),
            ("my shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 23. funeral
    {
        "facts": [
            (
                "2026-08-17",
                "The shopper is attending their grandfather's funeral on 21 August 2026.",
            ),
            ("2026-08-17", "The shopper wears a large."),
            ("2026-08-17", "The shopper wears 34 waist trousers."),
            ("2026-08-17", "The shopper's budget is up to £80."),
        ],
        "visits": [
            (
                "2026-08-17",
                "black trousers 34 waist and a shirt L, funeral friday, up to 80",
                "Here are black trousers in a 34 waist and white shirts in large.",
                "Bought black trousers in a 34 waist for £45 and a white shirt in large for £25.",
            ),
        ],
        "questions": [
            ("whose funeral is it", (("grandfather", "grandad", "granddad"),), ("grandmother",)),
            ("when is the funeral", (("August", "Aug", "2026-08"), ("21",)), ()),
            ("shirt size", (("large",),), ()),
            ("trouser waist", (("34",),), ()),
            ("what did i buy", (("trousers",), ("shirt",)), ()),
            ("how much did i spend in total", (("70",),), ()),
            ("budget?", (("80",),), ()),
            ("did i get a tie", (NOT_BOUGHT,), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("favourite brand", ((NOT_KNOWN,),), ()),
        ],
    },
    # 24. workwear dad, real-world brand, no occasion
    {
        "facts": [
            ("2026-10-03", "The shopper likes Carhartt."),
            ("2026-10-03", "The shopper wears an XL."),
            ("2026-10-03", "The shopper wears W36 L32."),
            ("2026-10-03", "The shopper hates beige."),
        ],
        "visits": [
            (
                "2026-10-03",
                "carhartt jacket XL and work trousers 36 32, nothing beige",
                "Here are Carhartt jackets in XL and work trousers in W36 L32 in black and navy.",
                "Bought a black Carhartt jacket in XL for £130; no trousers.",
            ),
            (
                "2026-10-24",
                "the trousers in navy?",
                "The navy work trousers in W36 L32 are £55.",
                "Bought navy work trousers in W36 L32 for £55.",
            ),
        ],
        "questions": [
            ("brand?", (("Carhartt",),), ()),
            ("jacket size", (("XL", "extra large"),), ()),
            ("trouser size", (("36",), ("32",)), ()),
            ("colour i hate", (("beige",),), ()),
            ("what colour jacket did i buy", (("black",),), ()),
            ("did i buy trousers on the 3rd", (NOT_BOUGHT,), ()),
            ("what colour trousers did i end up with", (("navy",),), ()),
            ("my budget", ((NOT_KNOWN,),), ()),
            ("any events coming up i told you about", ((NOT_KNOWN,),), ()),
            (
                "what do you remember about me",
                (("Carhartt",), ("XL", "extra large"), ("beige",)),
                (),
            ),
        ],
    },
    # 25. anniversary dinner
    {
        "facts": [
            ("2026-06-25", "The shopper has an anniversary dinner on 14 July 2026."),
            ("2026-06-25", "The shopper wears a size 12 dress."),
            ("2026-06-25", "The shopper wears a UK 5 shoe."),
            ("2026-06-25", "The shopper loves red."),
            ("2026-07-01", "The shopper likes {brand1}."),
        ],
        "visits": [
            (
                "2026-06-25",
                "red dress 12 for anniversary dinner + heels in a 5",
                "Here are red dresses in size 12 and heels in UK 5.",
                "Bought red block heels in UK 5 for £48; no dress yet.",
            ),
            (
                "2026-07-01",
                "{brand1} red dresses 12",
                "The {brand1} red midi in size 12 is £85.",
                "Bought the {brand1} red midi dress in size 12 for £85.",
            ),
        ],
        "questions": [
            ("what's the dinner for", (("anniversary",),), ()),
            ("when is it", (("July", "Jul", "2026-07"), ("14",)), ()),
            ("dress size", (("12",),), ()),
            ("shoe size", (("5",),), ()),
            ("colour i like", (("red",),), ()),
            ("which brand do I like", (("{brand1}",),), ()),
            ("what shoes did i buy", (("block heel", "heels"),), ()),
            ("did i buy a dress on 25 june", (NOT_BOUGHT,), ()),
            ("what's my budget", ((NOT_KNOWN,),), ()),
            ("colours i dont like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 26. hen do
    {
        "facts": [
            ("2026-05-30", "The shopper is going on her sister's hen do in Ibiza on 10 July 2026."),
            ("2026-05-30", "The shopper wears a size 10."),
            ("2026-05-30", "The shopper keeps it under £40."),
            ("2026-05-30", "The shopper likes pink."),
            ("2026-06-06", "The shopper refuses {brand0}."),
        ],
        "visits": [
            (
                "2026-05-30",
                "hen do ibiza!! pink stuff size 10 under 40",
                "Here are pink dresses, bikinis and kaftans in size 10 under £40.",
                "Bought a pink bikini in size 10 for £26.",
            ),
            (
                "2026-06-06",
                "a going out dress, not {brand0}",
                "Here are going-out dresses in size 10 under £40 from other brands.",
                "Looked at going-out dresses in size 10; no purchase.",
            ),
        ],
        "questions": [
            ("whose hen is it", (("sister",),), ("friend",)),
            ("where's the hen do", (("Ibiza",),), ("Marbella",)),
            ("when do we go", (("July", "Jul", "2026-07"), ("10",)), ()),
            ("size?", (("10",),), ()),
            ("max spend", (("40",),), ()),
            ("brand i'm avoiding", (("{brand0}",),), ()),
            ("what did i buy", (("bikini",),), ()),
            ("did i buy a dress", (NOT_BOUGHT,), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("colour I hate", ((NOT_KNOWN,),), ()),
        ],
    },
    # 27. graduation
    {
        "facts": [
            ("2026-06-01", "The shopper graduates from Leeds on 9 July 2026."),
            ("2026-06-01", "The shopper wears a size 14."),
            ("2026-06-01", "The shopper wears a UK 6 shoe."),
            ("2026-06-01", "The shopper likes navy."),
            ("2026-06-01", "The shopper's budget is up to £100."),
        ],
        "visits": [
            (
                "2026-06-01",
                "graduation outfit, navy, 14, under 100, and flats in a 6",
                "Here are navy dresses in size 14 and flats in UK 6.",
                "Bought a navy shift dress in size 14 for £70; looked at flats in UK 6, no purchase.",
            ),
        ],
        "questions": [
            ("when's my graduation", (("July", "Jul", "2026-07"), ("9",)), ()),
            ("where am i graduating from", (("Leeds",),), ()),
            ("dress size", (("14",),), ()),
            ("and shoe size", (("6",),), ()),
            ("colour i like", (("navy",),), ()),
            ("budget", (("100",),), ()),
            ("what did I buy", (("shift dress", "dress"),), ()),
            ("did i buy flats", (NOT_BOUGHT,), ()),
            ("brand i like", ((NOT_KNOWN,),), ()),
            ("colour i hate", ((NOT_KNOWN,),), ()),
        ],
    },
    # 28. teaching interview
    {
        "facts": [
            ("2026-08-20", "The shopper has an interview at a primary school on 2 September 2026."),
            ("2026-08-20", "The shopper wears a UK 16 in trousers."),
            ("2026-08-20", "The shopper loves burgundy."),
            ("2026-08-20", "The shopper won't spend more than £90."),
            ("2026-08-25", "The shopper likes {brand2}."),
        ],
        "visits": [
            (
                "2026-08-20",
                "smart trousers 16 + a top for an interview at a school",
                "Here are smart trousers in UK 16 and tops in burgundy and navy.",
                "Looked at smart trousers in UK 16 and burgundy tops; no purchase.",
            ),
            (
                "2026-08-25",
                "{brand2} blazer 16?",
                "The {brand2} blazer in UK 16 comes in burgundy for £85.",
                "Bought the burgundy {brand2} blazer in UK 16 for £85.",
            ),
        ],
        "questions": [
            ("what's the interview at", (("primary school", "school"),), ()),
            ("when's the interview", (("September", "Sept", "2026-09"), ("2",)), ()),
            ("trouser size", (("16",),), ()),
            ("what colour do i love", (("burgundy",),), ()),
            ("max spend?", (("90",),), ()),
            ("brand i like", (("{brand2}",),), ()),
            ("what did i buy", (("blazer",),), ()),
            ("did i buy trousers", (NOT_BOUGHT,), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("is there a colour i hate", ((NOT_KNOWN,),), ()),
        ],
    },
    # 29. conference speaker
    {
        "facts": [
            ("2026-09-15", "The shopper is speaking at a conference in Berlin on 5 October 2026."),
            ("2026-09-15", "The shopper has a 40 inch chest."),
            ("2026-09-15", "The shopper likes charcoal."),
            ("2026-09-15", "The shopper likes {brand4}."),
            ("2026-09-15", "The shopper will spend up to £200."),
        ],
        "visits": [
            (
                "2026-09-15",
                "blazer 40 chest, charcoal, {brand4}, up to 200",
                "The {brand4} charcoal blazer in a 40 chest is £180.",
                "Bought the {brand4} charcoal blazer in a 40 chest for £180.",
            ),
            (
                "2026-09-22",
                "roll neck to go under it",
                "Here are roll necks in black, cream and charcoal in medium and large.",
                "Looked at roll necks; no purchase.",
            ),
        ],
        "questions": [
            ("where's my conference", (("Berlin",),), ("Munich", "Paris")),
            ("when am i speaking", (("October", "Oct", "2026-10"), ("5",)), ()),
            ("chest size", (("40",),), ()),
            ("colour i like", (("charcoal",),), ()),
            ("brand?", (("{brand4}",),), ()),
            ("what did i buy", (("blazer",),), ()),
            ("did i buy the roll neck", (NOT_BOUGHT,), ()),
            ("what's my budget", (("200",),), ()),
            ("trouser size", ((NOT_KNOWN,),), ()),
            ("any colour i dont like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 30. brother's wedding in Italy
    {
        "facts": [
            (
                "2026-07-01",
                "The shopper is going to his brother's wedding in Italy on 26 September 2026.",
            ),
            ("2026-07-01", "The shopper wears EU 42 shoes."),
            ("2026-07-01", "The shopper wears a medium shirt."),
            ("2026-07-01", "The shopper likes sage green."),
            ("2026-07-01", "The shopper will spend up to £250 on the outfit."),
        ],
        "visits": [
            (
                "2026-07-01",
                "linen suit for my brothers wedding in italy, sage?",
                "Here are linen suits in sage and stone, and shirts in medium.",
                "Looked at sage and stone linen suits; no purchase.",
            ),
            (
                "2026-07-12",
                "loafers 42",
                "Here are suede loafers in EU 42 in tan and navy.",
                "Bought tan suede loafers in EU 42 for £90.",
            ),
        ],
        "questions": [
            ("whose wedding is it", (("brother",),), ("sister", "cousin")),
            ("where", (("Italy",),), ()),
            ("when is it", (("September", "Sept", "2026-09"), ("26",)), ()),
            ("shoe size", (("42",),), ()),
            ("shirt size", (("medium",),), ()),
            ("colour i like", (("sage",),), ()),
            ("budget for the outfit", (("250",),), ()),
            ("did i buy a suit", (NOT_BOUGHT,), ()),
            ("what shoes did i buy", (("loafer",),), ()),
            ("suit size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 31. festival and camping on a budget
    {
        "facts": [
            ("2026-07-10", "The shopper is going to Reading Festival in August 2026."),
            ("2026-07-10", "The shopper wears a medium."),
            ("2026-07-10", "The shopper hates white clothes."),
            ("2026-07-10", "The shopper keeps it under £35."),
            ("2026-07-18", "The shopper is a big Dr Martens fan."),
        ],
        "visits": [
            (
                "2026-07-10",
                "festival + camping clothes M, under 35, nothing white",
                "Here are hoodies, shorts and waterproofs in medium under £35.",
                "Bought a black waterproof poncho for £15 and a khaki hoodie in medium for £30.",
            ),
            (
                "2026-07-18",
                "dr martens 1460s??",
                "The Dr Martens 1460 boots are £170.",
                "Looked at Dr Martens 1460 boots at £170; no purchase.",
            ),
        ],
        "questions": [
            ("which festival", (("Reading",),), ("Leeds", "Glastonbury")),
            ("whens the festival", (("August", "Aug", "2026-08"),), ()),
            ("size", (("medium",),), ()),
            ("colour i hate", (("white",),), ()),
            ("max spend", (("35",),), ()),
            ("what did i buy for the festival", (("poncho",), ("hoodie",)), ()),
            ("did i buy the doc martens", (NOT_BOUGHT,), ()),
            ("favourite brand?", (("Dr Martens", "Doc Martens"),), ()),
            ("boot size", ((NOT_KNOWN,),), ()),
            ("my jeans size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 32. many visits, recalled dates and changed mind
    {
        "facts": [
            ("2026-01-04", "The shopper wears a size 8 in jeans."),
            ("2026-01-04", "The shopper wears a small in tops."),
            ("2026-02-10", "The shopper loves cream."),
            ("2026-02-10", "The shopper refuses {brand4}."),
            ("2026-03-03", "The shopper is going to Ascot for the races on 17 June 2026."),
        ],
        "visits": [
            (
                "2026-01-04",
                "jeans in an 8?",
                "Here are straight and wide-leg jeans in size 8.",
                "Bought wide-leg jeans in size 8 for £49.",
            ),
            (
                "2026-02-10",
                "cream jumper S, no {brand4} please",
                "Here are cream jumpers in small from three brands.",
                "Looked at cream jumpers in small; no purchase.",
            ),
            (
                "2026-03-03",
                "ascot outfit, dress and hat",
                "Here are occasion dresses in size 8 and fascinators.",
                "Bought a cream fascinator for £35; no dress yet.",
            ),
        ],
        "questions": [
            ("jeans size?", (("8",),), ()),
            ("top size", (("small",),), ()),
            ("where am I going in june", (("Ascot",),), ()),
            ("what date is ascot", (("June", "Jun", "2026-06"), ("17",)), ()),
            ("colour i love", (("cream",),), ()),
            ("brand i avoid", (("{brand4}",),), ()),
            ("when did i buy the jeans", (("January", "Jan", "2026-01"), ("4",)), ()),
            ("have i bought a dress for ascot", (NOT_BOUGHT,), ()),
            ("what did i get for ascot", (("fascinator",),), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
]
