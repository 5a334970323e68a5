"""Questions about the shopper for split test37: profiles of signed-in shoppers written blind (from
the brief only).  Each profile holds the facts the assistant recalled (date said, third-person
sentence), earlier visits (date, shopper's message, assistant's reply, one-line summary) and
questions the shopper asks about themself, typed as real shoppers do (fragments, typos, yes/no,
"what do you remember about me?").  A question's answer must contain at least one alternative of
every group (case-insensitive substring) and none of the forbidden strings; NOT_KNOWN means the
answer must say it does not know because the fact was never told.  About a fifth of the questions
are NOT_KNOWN.  Shop brands are the placeholders {brand0}..{brand4}."""

NOT_KNOWN = "<not known>"
NOT_BOUGHT = ("didn't", "did not", "nothing", "no purchase", "not buy", "No", "no")

PROFILES = [
    # 1. wedding guest, sister's wedding, emerald green, UK 12
    {
        "facts": [
            ("2026-03-02", "The shopper wears a UK 12 in dresses."),
            ("2026-03-02", "The shopper loves emerald green."),
            ("2026-03-02", "The shopper is going to her sister's wedding on 20 June 2026."),
            ("2026-03-09", "The shopper doesn't want to spend more than 80 on a dress."),
        ],
        "visits": [
            (
                "2026-03-02",
                "need a dress for my sisters wedding, im a 12, love emerald",
                "Here are four emerald and green midi dresses in UK 12.",
                "Looked at green midi dresses in UK 12 for her sister's wedding; no purchase.",
            ),
            (
                "2026-03-09",
                "the {brand0} wrap one, is it under 80?",
                "Yes, the {brand0} emerald wrap dress is 74 in UK 12.",
                "Bought the {brand0} emerald wrap dress in UK 12 for 74.",
            ),
        ],
        "questions": [
            ("what dress size am i?", (("12",),), ()),
            ("remind me which colour I said I love", (("green", "emerald"),), ()),
            ("whats my budget again", (("80",),), ()),
            ("whose wedding am I going to?", (("sister",),), ()),
            ("when's the wedding", (("June", "06-20", "20/06", "6/20"),), ()),
            ("did I end up buying anything?", (("wrap",),), ()),
            ("how much did I pay for the dress", (("74",),), ()),
            ("am I a 14?", (("no", "not"), ("12",)), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("which colours do I hate", ((NOT_KNOWN,),), ()),
        ],
    },
    # 2. interview suit, 40R, W34 L32, collar 16, hates brown
    {
        "facts": [
            ("2026-02-11", "The shopper wears a 40R suit jacket."),
            ("2026-02-11", "The shopper's trousers are waist 34, leg 32."),
            ("2026-02-11", "The shopper has a job interview at a bank on 10 March 2026."),
            ("2026-02-11", "The shopper wants to spend no more than 250 on a suit."),
            ("2026-02-18", "The shopper has a 16 inch collar."),
            ("2026-02-18", "The shopper can't stand brown."),
        ],
        "visits": [
            (
                "2026-02-11",
                "interview at a bank next month, need a suit, 40R, max 250",
                "Here are three navy and charcoal suits in 40R under 250.",
                "Looked at navy and charcoal suits in 40R for an interview; no purchase.",
            ),
            (
                "2026-02-18",
                "white shirt collar 16, nothing brown in the tie pls",
                "Here's a white slim shirt in collar 16 and two navy ties.",
                "Bought a white shirt in collar 16 and a navy tie.",
            ),
        ],
        "questions": [
            ("what jacket size do i wear", (("40",),), ()),
            ("waist?", (("34",),), ()),
            ("and my leg length", (("32",),), ()),
            ("collar size", (("16",),), ()),
            ("what's the interview for", (("bank",),), ()),
            ("when is my interview?", (("March", "03-10", "10/03", "3/10"),), ()),
            ("how much did I say I'd spend on the suit", (("250",),), ()),
            ("which colour don't I like", (("brown",),), ()),
            ("did I buy a suit?", (NOT_BOUGHT,), ()),
            ("what did I buy on my second visit", (("shirt",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("any brand i like?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 3. marathon runner, UK 9 trainers, Nike, refuses {brand3}
    {
        "facts": [
            ("2026-01-05", "The shopper wears a UK 9 in trainers."),
            ("2026-01-05", "The shopper is running the London Marathon on 26 April 2026."),
            ("2026-01-05", "The shopper always buys Nike for running."),
            ("2026-01-20", "The shopper never buys {brand3}."),
            ("2026-01-20", "The shopper's limit for trainers is 120."),
        ],
        "visits": [
            (
                "2026-01-05",
                "training for london marathon, size 9, nike ideally",
                "Here are three Nike running shoes in UK 9.",
                "Looked at Nike running shoes in UK 9; no purchase.",
            ),
            (
                "2026-01-20",
                "not {brand3}. just socks today",
                "Here are Nike running socks, 3-pack, size 8-11.",
                "Bought a 3-pack of Nike running socks.",
            ),
            (
                "2026-02-14",
                "can I return the shorts from Dec?",
                "Yes, you can return unworn items within 60 days from your orders page.",
                "Asked about returning shorts; no purchase.",
            ),
        ],
        "questions": [
            ("what size trainers do i take", (("9",),), ()),
            ("which race am I training for", (("marathon",),), ()),
            ("whens the marathon", (("April", "04-26", "26/04", "4/26"),), ()),
            ("fav brand?", (("Nike",),), ()),
            ("which brand do I refuse to buy", (("{brand3}",),), ()),
            ("max for trainers", (("120",),), ()),
            ("did I buy running shoes in january?", (NOT_BOUGHT,), ()),
            ("what did I buy?", (("socks",),), ()),
            ("what did I ask about last time", (("return",), ("shorts",)), ()),
            ("am I a 10 in trainers?", (("no", "not"), ("9",)), ()),
            ("what size tops do i wear", ((NOT_KNOWN,),), ()),
            ("my favourite colour?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 4. mum buying school uniform for her son; her own size 10, hates orange
    {
        "facts": [
            ("2025-08-12", "The shopper is a size 10."),
            ("2025-08-12", "The shopper hates orange."),
            ("2025-08-20", "The shopper prefers {brand2} for her own clothes."),
        ],
        "visits": [
            (
                "2025-08-12",
                "school uniform for my son, he's 7-8Y. grey trousers and polos",
                "Here are grey school trousers and white polos in 7-8Y.",
                "Bought grey school trousers and two white polos in 7-8Y for her son.",
            ),
            (
                "2025-08-20",
                "something for me now, size 10, {brand2} if poss, no orange",
                "Here are three {brand2} tops in size 10 in navy, white and green.",
                "Looked at {brand2} tops in size 10; no purchase.",
            ),
        ],
        "questions": [
            ("what size am I?", (("10",),), ("7-8",)),
            ("what age size did I buy for my son", (("7-8",),), ()),
            ("which colour do I hate", (("orange",),), ()),
            ("what brand do I like", (("{brand2}",),), ()),
            ("what did I get for my boy?", (("trousers", "polo"),), ()),
            ("did I buy one of the {brand2} tops?", (NOT_BOUGHT,), ()),
            ("when did I buy the school uniform", (("August", "08-12", "12/08", "8/12"),), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
            ("what's my shoe size", ((NOT_KNOWN,),), ()),
            ("am i a size 10", (("yes", "you are", "you're"), ("10",)), ()),
        ],
    },
    # 5. Glastonbury festival-goer, size 8, {brand1}, 40 per item
    {
        "facts": [
            ("2026-05-03", "The shopper is going to Glastonbury festival from 24 June 2026."),
            ("2026-05-03", "The shopper is a size 8."),
            ("2026-05-03", "The shopper wants to spend no more than 40 per item."),
            ("2026-05-10", "The shopper likes {brand1}."),
            ("2026-05-10", "The shopper wears a UK 5 in wellies."),
        ],
        "visits": [
            (
                "2026-05-03",
                "glasto outfits!! size 8, nothing over 40",
                "Here are festival dresses, denim shorts and bucket hats under 40 in size 8.",
                "Looked at festival outfits in size 8 under 40; bought a bucket hat.",
            ),
            (
                "2026-05-10",
                "wellies uk 5, {brand1} ones?",
                "{brand1} wellies in UK 5 are 38 in black or khaki.",
                "Looked at {brand1} wellies in UK 5; no purchase.",
            ),
        ],
        "questions": [
            ("which festival am I going to", (("Glastonbury", "Glasto"),), ()),
            ("when does it start", (("June", "06-24", "24/06", "6/24"),), ()),
            ("clothes size?", (("8",),), ()),
            ("welly size", (("5",),), ()),
            ("what's my max per item", (("40",),), ()),
            ("which brand did i say i like", (("{brand1}",),), ()),
            ("did I buy the wellies", (NOT_BOUGHT,), ()),
            ("what did I buy on the first visit", (("bucket hat", "hat"),), ()),
            ("colours i like?", ((NOT_KNOWN,),), ()),
            ("who am i going with", ((NOT_KNOWN,),), ()),
        ],
    },
    # 6. petite XS, black only, dislikes {brand2}, new office job
    {
        "facts": [
            ("2026-01-14", "The shopper is an XS, petite 6."),
            ("2026-01-14", "The shopper only wears black."),
            ("2026-01-14", "The shopper starts a new office job on 2 February 2026."),
            ("2026-01-22", "The shopper doesn't like {brand2} because the sizing is off."),
        ],
        "visits": [
            (
                "2026-01-14",
                "new job in feb, office, I'm petite 6 / XS, black only",
                "Here are black tailored trousers and blazers in petite 6.",
                "Bought black tailored trousers in petite 6 for her new job.",
            ),
            (
                "2026-01-22",
                "blazer to match? not {brand2}, their sizes are weird",
                "Here are two black blazers in XS from other brands.",
                "Looked at black blazers in XS; no purchase.",
            ),
        ],
        "questions": [
            ("what size am i", (("XS", "6"),), ()),
            ("what colour do I wear", (("black",),), ()),
            ("brand i dont like?", (("{brand2}",),), ()),
            ("why don't I like it", (("siz",),), ()),
            ("when do I start my new job", (("February", "Feb", "02-02", "2/2", "02/02"),), ()),
            ("what did I buy for work", (("trousers",),), ()),
            ("did i buy a blazer", (NOT_BOUGHT,), ()),
            ("do I like pink?", (("black",),), ()),
            ("my budget?", ((NOT_KNOWN,),), ()),
            ("what shoe size am i", ((NOT_KNOWN,),), ()),
        ],
    },
    # 7. 3XL man, {brand4}, Greece holiday, 60 for shorts
    {
        "facts": [
            ("2026-06-01", "The shopper wears 3XL."),
            ("2026-06-01", "The shopper is going on holiday to Crete in August 2026."),
            ("2026-06-01", "The shopper won't spend more than 60 on shorts."),
            ("2026-06-08", "The shopper is a big fan of {brand4}."),
        ],
        "visits": [
            (
                "2026-06-01",
                "holiday to crete in aug, need shorts 3XL, 60 max",
                "Here are three pairs of 3XL shorts under 60.",
                "Bought navy chino shorts in 3XL for 45.",
            ),
            (
                "2026-06-08",
                "any {brand4} linen shirts in 3xl",
                "Two {brand4} linen shirts in 3XL: white and sky blue.",
                "Bought the white {brand4} linen shirt in 3XL.",
            ),
        ],
        "questions": [
            ("what size do i wear", (("3XL", "XXXL"),), ()),
            ("where's my holiday", (("Crete",),), ()),
            ("when am I going", (("August", "Aug"),), ()),
            ("how much will I spend on shorts max", (("60",),), ()),
            ("favourite brand", (("{brand4}",),), ()),
            ("what did I buy from {brand4}", (("linen", "shirt"),), ()),
            ("what colour were the shorts I bought", (("navy",),), ()),
            ("how much were the shorts", (("45",),), ()),
            ("am I an XL?", (("no", "not"), ("3XL", "XXXL")), ()),
            ("what colours do I hate", ((NOT_KNOWN,),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 8. gift shopper: buys for husband (XL); herself medium, lilac
    {
        "facts": [
            ("2025-11-20", "The shopper is a medium."),
            ("2025-11-20", "The shopper loves lilac."),
            ("2025-11-28", "The shopper wants to stay under 50 for herself."),
        ],
        "visits": [
            (
                "2025-11-20",
                "jumper for my husband, he's XL, he likes {brand0}. and something lilac for me in M",
                "Here's a {brand0} grey jumper in XL and two lilac cardigans in medium.",
                "Bought a grey {brand0} jumper in XL for her husband; no purchase for herself.",
            ),
            (
                "2025-11-28",
                "the lilac cardigan, under 50?",
                "Yes, the lilac cardigan in medium is 42.",
                "Bought the lilac cardigan in medium for 42.",
            ),
        ],
        "questions": [
            ("what size am I", (("medium", " M"),), ("XL",)),
            ("what size is my husband", (("XL",),), ()),
            ("what colour do i love", (("lilac",),), ()),
            ("which brand does my husband like", (("{brand0}",),), ()),
            ("what's my budget for me", (("50",),), ()),
            ("what did I buy for my husband", (("jumper",),), ()),
            ("did I buy anything for myself", (("cardigan",),), ()),
            ("when did I buy the cardigan", (("November", "Nov", "11-28", "28/11"),), ()),
            ("do i like {brand0}", ((NOT_KNOWN,),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 9. prom, size 6, pink lover, gold refused, 150 budget
    {
        "facts": [
            ("2026-04-02", "The shopper's prom is on 26 June 2026."),
            ("2026-04-02", "The shopper is a size 6."),
            ("2026-04-02", "The shopper loves pink."),
            ("2026-04-02", "The shopper refuses gold."),
            ("2026-04-09", "The shopper's budget for the prom dress is up to 150."),
            ("2026-04-09", "The shopper wears a UK 4 in shoes."),
        ],
        "visits": [
            (
                "2026-04-02",
                "prom dress!!! size 6, pink, NOT gold",
                "Here are five pink prom dresses in size 6.",
                "Looked at pink prom dresses in size 6; no purchase.",
            ),
            (
                "2026-04-09",
                "the satin one, is it under 150? and heels in a 4",
                "The pink satin dress is 129; here are silver heels in UK 4.",
                "Bought the pink satin prom dress in size 6 for 129; looked at heels.",
            ),
        ],
        "questions": [
            ("when's prom", (("June", "06-26", "26/06", "6/26"),), ()),
            ("what size am i", (("6",),), ()),
            ("my shoe size", (("4",),), ()),
            ("what colour do i love", (("pink",),), ()),
            ("colour I refuse", (("gold",),), ()),
            ("whats my budget for the dress", (("150",),), ()),
            ("did I get the heels", (NOT_BOUGHT,), ()),
            ("which dress did I buy", (("satin",),), ()),
            ("how much was it", (("129",),), ()),
            ("who am i going with", ((NOT_KNOWN,),), ()),
            ("favorite brand?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 10. groom: wedding 5 Sept, collar 15.5, chest 38, 400 suit, {brand0}
    {
        "facts": [
            ("2026-05-15", "The shopper is getting married on 5 September 2026."),
            ("2026-05-15", "The shopper has a 38 chest."),
            ("2026-05-15", "The shopper has a 15.5 inch collar."),
            ("2026-05-15", "The shopper's budget for the wedding suit is up to 400."),
            ("2026-05-22", "The shopper likes {brand0}."),
        ],
        "visits": [
            (
                "2026-05-15",
                "my own wedding in sept, 38 chest, up to 400",
                "Here are three wedding suits in 38 chest under 400, in navy, grey and green.",
                "Looked at wedding suits in 38 chest; no purchase.",
            ),
            (
                "2026-05-22",
                "{brand0} navy three piece, and a shirt 15.5",
                "The {brand0} navy three-piece is 379; a white shirt in 15.5 is 45.",
                "Bought the {brand0} navy three-piece suit in 38 and a white shirt in 15.5.",
            ),
        ],
        "questions": [
            ("when am I getting married", (("September", "Sept", "09-05", "5/9", "05/09"),), ()),
            ("chest size?", (("38",),), ()),
            ("collar", (("15.5", "15½", "15 and a half"),), ()),
            ("how much did I want to spend on the suit", (("400",),), ()),
            ("brand I like", (("{brand0}",),), ()),
            ("what colour suit did I buy", (("navy",),), ()),
            ("did I buy a shirt as well", (("yes", "did", "you bought"), ("15.5", "white")), ()),
            (
                "whose wedding is it",
                (
                    (
                        "your own",
                        "yours",
                        "your wedding",
                        "you are getting married",
                        "you're getting married",
                        "you're the groom",
                        "you are the groom",
                    ),
                ),
                (),
            ),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("where's the wedding", ((NOT_KNOWN,),), ()),
        ],
    },
    # 11. hiker: large, Patagonia, Scotland trip, orange liked, 200 jacket
    {
        "facts": [
            ("2026-03-18", "The shopper is a large."),
            ("2026-03-18", "The shopper is going on a hiking trip in the Cairngorms in May 2026."),
            ("2026-03-18", "The shopper likes Patagonia."),
            ("2026-03-25", "The shopper likes bright orange outdoor gear."),
            ("2026-03-25", "The shopper wants a jacket under 200."),
        ],
        "visits": [
            (
                "2026-03-18",
                "hiking in the cairngorms in may, waterproof jacket, L, patagonia?",
                "We have two Patagonia waterproofs in large and three from other brands.",
                "Looked at waterproof jackets in large; no purchase.",
            ),
            (
                "2026-03-25",
                "the orange one under 200?",
                "Yes, the orange waterproof jacket in large is 185.",
                "Bought the orange waterproof jacket in large for 185.",
            ),
        ],
        "questions": [
            ("size?", (("large", " L"),), ()),
            ("where am I hiking", (("Cairngorm",),), ()),
            ("when's the trip", (("May",),), ()),
            ("what brand do I like", (("Patagonia",),), ()),
            ("jacket budget", (("200",),), ()),
            ("what colour jacket did I get", (("orange",),), ()),
            ("how much did it cost me", (("185",),), ()),
            ("boot size", ((NOT_KNOWN,),), ()),
            ("who's coming on the trip with me?", ((NOT_KNOWN,),), ()),
            ("did I buy anything on 18 march", (NOT_BOUGHT,), ()),
        ],
    },
    # 12. size changed from 12 to 14
    {
        "facts": [
            ("2025-04-10", "The shopper wears a size 12."),
            ("2026-01-08", "The shopper is now a size 14, having gone up from a 12."),
            ("2026-01-08", "The shopper likes {brand3} jeans."),
            ("2026-01-08", "The shopper never wears white."),
        ],
        "visits": [
            (
                "2025-04-10",
                "straight jeans size 12",
                "Here are four straight-leg jeans in size 12.",
                "Bought mid-blue straight jeans in size 12.",
            ),
            (
                "2026-01-08",
                "I'm a 14 now. {brand3} jeans pls, not white",
                "Here are {brand3} jeans in size 14 in indigo and black.",
                "Bought {brand3} indigo jeans in size 14.",
            ),
        ],
        "questions": [
            ("what size am I now?", (("14",),), ()),
            ("what size was I before", (("12",),), ()),
            ("am i still a 12", (("no", "not"), ("14",)), ()),
            ("which jeans brand do I like", (("{brand3}",),), ()),
            ("colour I never wear", (("white",),), ()),
            ("what did i buy in january", (("jeans",),), ()),
            ("what colour were they", (("indigo",),), ()),
            ("when did I first buy jeans here", (("April", "2025"),), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("any occasions coming up I told you about", ((NOT_KNOWN,),), ()),
        ],
    },
    # 13. honeymoon in Bali, small, white, 50 per item
    {
        "facts": [
            ("2026-07-01", "The shopper's honeymoon is in Bali in September 2026."),
            ("2026-07-01", "The shopper is a small."),
            ("2026-07-01", "The shopper loves white."),
            ("2026-07-08", "The shopper wants to keep each item under 50."),
            ("2026-07-08", "The shopper can't stand {brand1}."),
        ],
        "visits": [
            (
                "2026-07-01",
                "honeymoon in bali!! small, love white",
                "Here are white linen dresses, kaftans and bikinis in small.",
                "Bought a white linen dress in small.",
            ),
            (
                "2026-07-08",
                "bikinis under 50, not {brand1}",
                "Here are three bikinis under 50 in small from other brands.",
                "Looked at bikinis in small under 50; no purchase.",
            ),
        ],
        "questions": [
            ("where's the honeymoon", (("Bali",),), ()),
            ("when", (("September", "Sept"),), ()),
            ("what size am I", (("small", " S"),), ()),
            ("what colour do i love", (("white",),), ()),
            ("per item budget", (("50",),), ()),
            ("brand i can't stand", (("{brand1}",),), ()),
            ("did I buy a bikini", (NOT_BOUGHT,), ()),
            ("what did I buy for the honeymoon", (("dress",),), ()),
            ("what do you remember about me?", (("Bali", "honeymoon"), ("small",), ("white",)), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("whens the wedding itself", ((NOT_KNOWN,),), ()),
        ],
    },
    # 14. man: W30 L32, Levi's, grey, EU 43
    {
        "facts": [
            ("2025-10-03", "The shopper wears W30 L32 jeans."),
            ("2025-10-03", "The shopper wears Levi's."),
            ("2025-10-03", "The shopper likes grey."),
            ("2025-10-17", "The shopper wears EU 43 shoes."),
        ],
        "visits": [
            (
                "2025-10-03",
                "levis 30 32",
                "Here are Levi's 501 and 511 in W30 L32.",
                "Bought Levi's 511 slim jeans in W30 L32.",
            ),
            (
                "2025-10-17",
                "grey trainers eu 43",
                "Here are three grey trainers in EU 43.",
                "Looked at grey trainers in EU 43; no purchase.",
            ),
            (
                "2025-12-01",
                "grey hoodie",
                "Here are grey hoodies from 30 to 70.",
                "Looked at grey hoodies; no purchase.",
            ),
        ],
        "questions": [
            ("waist", (("30",),), ()),
            ("leg length?", (("32",),), ()),
            ("shoe size", (("43",),), ()),
            ("what jeans brand", (("Levi",),), ()),
            ("fav colour", (("grey", "gray"),), ()),
            ("which jeans did I buy", (("511",),), ()),
            ("did I buy trainers", (NOT_BOUGHT,), ()),
            ("when was I last here", (("December", "Dec", "12-01", "1/12", "01/12"),), ()),
            ("what did I look at last time", (("hoodie",),), ()),
            ("what size tops do i wear", ((NOT_KNOWN,),), ()),
            ("budget", ((NOT_KNOWN,),), ()),
        ],
    },
    # 15. funeral on Friday, size 18, 70 max
    {
        "facts": [
            (
                "2026-01-12",
                "The shopper is attending her grandmother's funeral on 16 January 2026.",
            ),
            ("2026-01-12", "The shopper is a size 18."),
            ("2026-01-12", "The shopper can spend 70 at most."),
            ("2026-01-12", "The shopper wears a UK 7 wide fit shoe."),
        ],
        "visits": [
            (
                "2026-01-12",
                "my nan's funeral is friday, need a black dress size 18, 70 tops, and flats 7 wide",
                "Here are black dresses in size 18 under 70 and black flats in UK 7 wide fit.",
                "Bought a black shift dress in size 18 for 55 and black flats in UK 7 wide fit.",
            ),
        ],
        "questions": [
            ("what size am i", (("18",),), ()),
            ("what's my shoe size", (("7",),), ()),
            ("do i need wide fit", (("wide",),), ()),
            ("whose funeral did I mention", (("grandmother", "nan", "gran"),), ()),
            ("when's the funeral", (("January", "Jan", "01-16", "16/01", "1/16"),), ()),
            ("max spend?", (("70",),), ()),
            ("what did I buy", (("dress",), ("flats", "shoes")), ()),
            ("how much was the dress", (("55",),), ()),
            ("fave colour?", ((NOT_KNOWN,),), ()),
            ("brands I like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 16. only brand facts; many unknowns
    {
        "facts": [
            ("2025-09-09", "The shopper won't buy from Shein."),
            ("2025-09-09", "The shopper refuses to buy Primark."),
            ("2025-09-09", "The shopper likes {brand3}."),
        ],
        "visits": [
            (
                "2025-09-09",
                "ethical stuff only, no shein or primark. {brand3} is nice",
                "Here are {brand3} organic cotton tees and jeans.",
                "Looked at {brand3} organic tees; no purchase.",
            ),
        ],
        "questions": [
            ("which brands do i refuse", (("Shein",), ("Primark",)), ()),
            ("brand I like?", (("{brand3}",),), ()),
            ("what size am i", ((NOT_KNOWN,),), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
            ("fav colour", ((NOT_KNOWN,),), ()),
            ("did I buy a tee", (NOT_BOUGHT,), ()),
            ("what did I look at", (("tee", "t-shirt"),), ()),
            ("when was i here", (("September", "Sept", "09-09", "9/9"),), ()),
            ("am i going anywhere special soon", ((NOT_KNOWN,),), ()),
            ("do I like Primark", (("no", "not", "refuse", "don't"),), ()),
        ],
    },
    # 17. ski trip, large, hates {brand4}, 300 jacket, red
    {
        "facts": [
            ("2026-10-20", "The shopper is going skiing in Val d'Isere in January 2027."),
            ("2026-10-20", "The shopper is a large."),
            ("2026-10-20", "The shopper hates {brand4}."),
            ("2026-10-27", "The shopper's budget for a ski jacket is 300."),
            ("2026-10-27", "The shopper loves red."),
        ],
        "visits": [
            (
                "2026-10-20",
                "ski gear for val d'isere in jan, L, not {brand4}",
                "Here are ski jackets and salopettes in large from three brands.",
                "Looked at ski jackets and salopettes in large; no purchase.",
            ),
            (
                "2026-10-27",
                "red ski jacket under 300",
                "The red insulated ski jacket in large is 279.",
                "Bought the red insulated ski jacket in large for 279.",
            ),
            (
                "2026-11-03",
                "black salopettes L",
                "Here are black salopettes in large for 99 and 140.",
                "Bought black salopettes in large for 99.",
            ),
        ],
        "questions": [
            ("where am i skiing", (("Val d", "Isere", "Isère"),), ()),
            ("when's the ski trip", (("January", "Jan", "2027"),), ()),
            ("what size", (("large", " L"),), ()),
            ("which brand do i hate", (("{brand4}",),), ()),
            ("what was my jacket budget", (("300",),), ()),
            ("favourite colour", (("red",),), ()),
            ("what have i bought for the trip", (("jacket",), ("salopettes",)), ()),
            ("how much were the salopettes", (("99",),), ()),
            ("when did I buy the jacket", (("October", "Oct", "10-27", "27/10"),), ()),
            ("glove size?", ((NOT_KNOWN,),), ()),
            ("who am i going with", ((NOT_KNOWN,),), ()),
        ],
    },
    # 18. work Christmas party, size 16, silver, 90
    {
        "facts": [
            ("2026-11-16", "The shopper has a work Christmas party on 11 December 2026."),
            ("2026-11-16", "The shopper is a size 16."),
            ("2026-11-16", "The shopper loves silver."),
            ("2026-11-16", "The shopper wants to spend under 90."),
            ("2026-11-23", "The shopper doesn't like anything too short."),
        ],
        "visits": [
            (
                "2026-11-16",
                "xmas do at work on the 11th, sparkly, silver, 16, under 90",
                "Here are silver sequin dresses and tops in size 16 under 90.",
                "Looked at silver sequin dresses in size 16; no purchase.",
            ),
            (
                "2026-11-23",
                "that silver midi in 16, and nothing too short",
                "The silver sequin midi in 16 is 85.",
                "Bought the silver sequin midi dress in size 16 for 85.",
            ),
        ],
        "questions": [
            ("what's the party", (("Christmas", "xmas"),), ()),
            ("what date is it", (("December", "Dec", "12-11", "11/12"),), ()),
            ("size??", (("16",),), ()),
            ("colour i love", (("silver",),), ()),
            ("what's my limit", (("90",),), ()),
            ("what did I buy", (("midi", "dress"),), ()),
            ("price of the dress?", (("85",),), ()),
            ("am i a 14", (("no", "not"), ("16",)), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("my favourite brand", ((NOT_KNOWN,),), ()),
        ],
    },
    # 19. student starting uni, small, 30 tops, {brand1}, hates beige
    {
        "facts": [
            ("2026-08-18", "The shopper starts university in Leeds in September 2026."),
            ("2026-08-18", "The shopper is a small."),
            ("2026-08-18", "The shopper can spend 30 at most per item."),
            ("2026-08-25", "The shopper likes {brand1}."),
            ("2026-08-25", "The shopper hates beige."),
        ],
        "visits": [
            (
                "2026-08-18",
                "off to uni in leeds, need basics, S, 30 max each",
                "Here are tees, hoodies and joggers in small under 30.",
                "Bought two black tees and grey joggers in small.",
            ),
            (
                "2026-08-25",
                "{brand1} hoodie? anything but beige",
                "The {brand1} hoodie in small comes in green and navy for 28.",
                "Bought the green {brand1} hoodie in small for 28.",
            ),
        ],
        "questions": [
            ("where am i going to uni", (("Leeds",),), ()),
            ("when does uni start", (("September", "Sept"),), ()),
            ("my size", (("small", " S"),), ()),
            ("how much can I spend per thing", (("30",),), ()),
            ("brand i like", (("{brand1}",),), ()),
            ("colour i hate", (("beige",),), ()),
            ("what colour hoodie did i get", (("green",),), ("navy",)),
            ("what did i buy the first time", (("tee", "t-shirt"), ("joggers",)), ()),
            ("what am i studying", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 20. bridesmaid: best friend's wedding, size 10, likes navy
    {
        "facts": [
            (
                "2026-02-20",
                "The shopper is a bridesmaid at her best friend's wedding on 23 May 2026.",
            ),
            ("2026-02-20", "The shopper is a size 10."),
            ("2026-02-20", "The shopper loves navy."),
            ("2026-03-01", "The shopper wears a UK 5.5 shoe."),
        ],
        "visits": [
            (
                "2026-02-20",
                "bridesmaid for my best mate in may. size 10. she picked sage for the dresses",
                "Here are sage bridesmaid dresses in size 10.",
                "Looked at sage bridesmaid dresses in size 10; no purchase.",
            ),
            (
                "2026-03-01",
                "shoes for it, 5.5, nude block heel",
                "Here are nude block heels in UK 5.5.",
                "Bought nude block heels in UK 5.5.",
            ),
        ],
        "questions": [
            ("what size dress am I", (("10",),), ()),
            ("shoe size", (("5.5", "5½", "5 and a half"),), ()),
            ("whose wedding", (("friend", "mate"),), ()),
            ("when's the wedding", (("May", "05-23", "23/05", "5/23"),), ()),
            ("what's my role at the wedding", (("bridesmaid",),), ()),
            ("what colour do I like myself", (("navy",),), ()),
            ("what colour are the bridesmaid dresses", (("sage",),), ()),
            ("did I buy a dress", (NOT_BOUGHT,), ()),
            ("what did I buy", (("heel", "shoes"),), ()),
            ("my budget", ((NOT_KNOWN,),), ()),
            ("brands i don't like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 21. shoes: UK 6.5 wide, Clarks, 80, tan
    {
        "facts": [
            ("2025-09-30", "The shopper wears a UK 6.5 wide fit shoe."),
            ("2025-09-30", "The shopper buys Clarks for shoes."),
            ("2025-09-30", "The shopper won't spend more than 80 on shoes."),
            ("2025-10-14", "The shopper loves tan."),
        ],
        "visits": [
            (
                "2025-09-30",
                "clarks 6.5 wide, under 80",
                "Here are four Clarks shoes in UK 6.5 wide fit under 80.",
                "Bought black Clarks loafers in UK 6.5 wide fit.",
            ),
            (
                "2025-10-14",
                "tan boots same size",
                "Here are tan ankle boots in 6.5 wide fit from 75 to 95.",
                "Looked at tan ankle boots in 6.5 wide; no purchase.",
            ),
        ],
        "questions": [
            ("shoe size?", (("6.5", "6½", "6 and a half"),), ()),
            ("do i need wide fit", (("yes", "wide"),), ()),
            ("what brand for shoes", (("Clarks",),), ()),
            ("max for shoes", (("80",),), ()),
            ("colour i love", (("tan",),), ()),
            ("what did I buy", (("loafer",),), ()),
            ("did I get the tan boots", (NOT_BOUGHT,), ()),
            ("am I a 7", (("no", "not"), ("6.5", "6½", "6 and a half")), ()),
            ("dress size", ((NOT_KNOWN,),), ()),
            ("any events coming up?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 22. Mediterranean cruise, size 20, coral, 60
    {
        "facts": [
            ("2026-08-05", "The shopper is going on a Mediterranean cruise in October 2026."),
            ("2026-08-05", "The shopper is a size 20."),
            ("2026-08-05", "The shopper loves coral."),
            ("2026-08-12", "The shopper wants to spend no more than 60 per item."),
            ("2026-08-12", "The shopper doesn't like sleeveless tops."),
        ],
        "visits": [
            (
                "2026-08-05",
                "cruise in october, med, size 20, coral or bright",
                "Here are coral and bright maxi dresses and tops in size 20.",
                "Bought a coral maxi dress in size 20.",
            ),
            (
                "2026-08-12",
                "something for the captain's dinner, under 60, with sleeves",
                "Here are three evening dresses with sleeves in size 20 under 60.",
                "Looked at evening dresses with sleeves in size 20; no purchase.",
            ),
        ],
        "questions": [
            ("where am i going", (("cruise", "Mediterranean"),), ()),
            ("when is the cruise", (("October", "Oct"),), ()),
            ("what size am i", (("20",),), ()),
            ("colour?", (("coral",),), ()),
            ("my budget per item", (("60",),), ()),
            ("what did i buy", (("maxi",),), ()),
            ("did I buy an evening dress", (NOT_BOUGHT,), ()),
            ("what was the evening dress for", (("captain", "dinner"),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("who's going on the cruise with me", ((NOT_KNOWN,),), ()),
        ],
    },
    # 23. US shopper: US 8 dresses, US 9 shoes, Ralph Lauren, $200, Thanksgiving
    {
        "facts": [
            ("2026-10-28", "The shopper wears a US 8 in dresses."),
            ("2026-10-28", "The shopper wears a US 9 in shoes."),
            ("2026-10-28", "The shopper loves Ralph Lauren."),
            ("2026-10-28", "The shopper is hosting Thanksgiving dinner on 26 November 2026."),
            ("2026-11-02", "The shopper's budget is up to $200."),
        ],
        "visits": [
            (
                "2026-10-28",
                "hosting thanksgiving, want a nice dress US 8, love ralph lauren",
                "Here are Ralph Lauren dresses in US 8.",
                "Looked at Ralph Lauren dresses in US 8; no purchase.",
            ),
            (
                "2026-11-02",
                "the burgundy knit one, under $200? also loafers in a 9",
                "The burgundy knit dress is $189; here are loafers in US 9.",
                "Bought the burgundy Ralph Lauren knit dress in US 8 for $189.",
            ),
        ],
        "questions": [
            ("what dress size am I", (("8",),), ()),
            ("shoe size", (("9",),), ()),
            ("what brand do i love", (("Ralph Lauren",),), ()),
            ("what am i hosting", (("Thanksgiving",),), ()),
            ("when is it", (("November", "Nov", "11-26", "11/26"),), ()),
            ("budget?", (("200",),), ()),
            ("which dress did I buy", (("burgundy", "knit"),), ()),
            ("did I buy the loafers", (NOT_BOUGHT,), ()),
            ("how many guests am i having", ((NOT_KNOWN,),), ()),
            ("colours I don't like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 24. tall man: XL, 34 leg, New Balance UK 12, 100, no yellow
    {
        "facts": [
            ("2025-12-04", "The shopper is an XL with a 34 inch inside leg."),
            ("2025-12-04", "The shopper wears New Balance trainers in UK 12."),
            ("2025-12-04", "The shopper won't spend more than 100."),
            ("2025-12-11", "The shopper won't wear yellow."),
        ],
        "visits": [
            (
                "2025-12-04",
                "tall guy, XL, 34 leg, need joggers, nothing over 100",
                "Here are tall joggers in XL with 34 inch leg.",
                "Bought black tall joggers in XL, 34 leg.",
            ),
            (
                "2025-12-11",
                "new balance uk 12, not the yellow ones",
                "Here are New Balance trainers in UK 12 in grey and navy.",
                "Bought grey New Balance trainers in UK 12.",
            ),
        ],
        "questions": [
            ("what's my size", (("XL",),), ()),
            ("inside leg?", (("34",),), ()),
            ("trainer size", (("12",),), ()),
            ("brand for trainers", (("New Balance",),), ()),
            ("budget", (("100",),), ()),
            ("colour i won't wear", (("yellow",),), ()),
            ("what colour trainers did i get", (("grey", "gray"),), ("yellow",)),
            ("what did i buy on the 4th of december", (("joggers",),), ()),
            ("any holidays planned", ((NOT_KNOWN,),), ()),
            ("collar size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 25. friend's hen do in Ibiza, size 14, 50, hot pink
    {
        "facts": [
            (
                "2026-06-02",
                "The shopper is going on her friend Jess's hen do in Ibiza on 10 July 2026.",
            ),
            ("2026-06-02", "The shopper is a size 14."),
            ("2026-06-02", "The shopper wants to spend under 50."),
            ("2026-06-09", "The shopper loves hot pink."),
        ],
        "visits": [
            (
                "2026-06-02",
                "jess's hen in ibiza!! size 14, under 50",
                "Here are party dresses and playsuits in size 14 under 50.",
                "Looked at party dresses in size 14 under 50; no purchase.",
            ),
            (
                "2026-06-09",
                "hot pink playsuit in 14",
                "The hot pink playsuit in 14 is 38.",
                "Bought the hot pink playsuit in size 14 for 38.",
            ),
        ],
        "questions": [
            ("whose hen do is it", (("Jess",),), ()),
            ("where's the hen", (("Ibiza",),), ()),
            ("when do I go", (("July", "07-10", "10/07", "7/10"),), ()),
            ("size?", (("14",),), ()),
            ("how much do i want to spend", (("50",),), ()),
            ("fav colour", (("pink",),), ()),
            ("what did i buy for the hen", (("playsuit",),), ()),
            ("how much was it", (("38",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("what's the theme of the hen", ((NOT_KNOWN,),), ()),
        ],
    },
    # 26. pregnant shopper: maternity 14, own baby shower, hates neon
    {
        "facts": [
            ("2026-03-10", "The shopper wears maternity size 14."),
            ("2026-03-10", "The shopper's baby shower is on 12 April 2026."),
            ("2026-03-10", "The shopper hates neon."),
            ("2026-03-17", "The shopper likes {brand2} maternity wear."),
        ],
        "visits": [
            (
                "2026-03-10",
                "maternity dress for my baby shower, 14, no neon pls",
                "Here are maternity dresses in size 14 in soft colours.",
                "Looked at maternity dresses in size 14; no purchase.",
            ),
            (
                "2026-03-17",
                "the {brand2} floral one",
                "The {brand2} floral maternity dress in 14 is 49.",
                "Bought the {brand2} floral maternity dress in size 14 for 49.",
            ),
        ],
        "questions": [
            ("what size am i", (("14",),), ()),
            ("when's my baby shower", (("April", "04-12", "12/04", "4/12"),), ()),
            ("colour i hate", (("neon",),), ()),
            ("which brand do i like", (("{brand2}",),), ()),
            ("which dress did i buy", (("floral",),), ()),
            ("how much did it cost", (("49",),), ()),
            (
                "whose baby shower is it",
                (("your own", "yours", "your baby shower", "it's for you", "for your"),),
                (),
            ),
            ("what's my due date", ((NOT_KNOWN,),), ()),
            ("budget", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 27. date night, medium, burgundy, refuses {brand0}
    {
        "facts": [
            ("2026-02-09", "The shopper has a first date on Saturday 14 February 2026."),
            ("2026-02-09", "The shopper is a medium."),
            ("2026-02-09", "The shopper loves burgundy."),
            ("2026-02-09", "The shopper refuses to buy {brand0}."),
        ],
        "visits": [
            (
                "2026-02-09",
                "first date saturday, M, burgundy, not {brand0}",
                "Here are burgundy shirts and knits in medium from other brands.",
                "Bought a burgundy knit polo in medium.",
            ),
        ],
        "questions": [
            ("what's on saturday", (("date",),), ()),
            ("when is the date", (("February", "Feb", "14", "Valentine"),), ()),
            ("my size", (("medium", " M"),), ()),
            ("colour I love", (("burgundy",),), ()),
            ("which brand won't I buy", (("{brand0}",),), ()),
            ("what did i buy", (("polo", "knit"),), ()),
            ("do i like {brand0}?", (("no", "not", "refuse", "won't"),), ()),
            ("budget", ((NOT_KNOWN,),), ()),
            ("who's the date with", ((NOT_KNOWN,),), ()),
            ("trouser size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 28. business trip to New York, collar 17, 44 chest, {brand2}, 80 per shirt
    {
        "facts": [
            ("2026-10-12", "The shopper has a business trip to New York on 3 November 2026."),
            ("2026-10-12", "The shopper has a 17 inch collar."),
            ("2026-10-12", "The shopper has a 44 chest."),
            ("2026-10-19", "The shopper likes {brand2}."),
            ("2026-10-19", "The shopper wants to pay no more than 80 per shirt."),
        ],
        "visits": [
            (
                "2026-10-12",
                "nyc trip for work in nov. shirts 17 collar, jacket 44",
                "Here are shirts in collar 17 and blazers in 44 chest.",
                "Bought a navy blazer in 44 chest.",
            ),
            (
                "2026-10-19",
                "{brand2} shirts 17 under 80",
                "Three {brand2} shirts in 17 under 80: white, pale blue and pink.",
                "Bought white and pale blue {brand2} shirts in collar 17.",
            ),
        ],
        "questions": [
            ("where's my trip", (("New York", "NYC"),), ()),
            ("is it for work or pleasure", (("work", "business"),), ()),
            ("when do I fly", (("November", "Nov", "11-03", "3/11", "03/11"),), ()),
            ("collar?", (("17",),), ()),
            ("chest size", (("44",),), ()),
            ("brand i like", (("{brand2}",),), ()),
            ("shirt budget", (("80",),), ()),
            ("what colour shirts did I buy", (("white",), ("blue",)), ("pink",)),
            ("did I buy a jacket", (("blazer",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("waist?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 29. own graduation, size 8, 100, cobalt
    {
        "facts": [
            ("2026-06-10", "The shopper's graduation is on 15 July 2026."),
            ("2026-06-10", "The shopper is a size 8."),
            ("2026-06-10", "The shopper wants to spend up to 100."),
            ("2026-06-17", "The shopper loves cobalt blue."),
            ("2026-06-17", "The shopper can't walk in high heels."),
        ],
        "visits": [
            (
                "2026-06-10",
                "my graduation in july, dress size 8, up to 100",
                "Here are graduation dresses in size 8 under 100.",
                "Looked at dresses in size 8; no purchase.",
            ),
            (
                "2026-06-17",
                "cobalt one pls, and flat shoes, can't do heels",
                "The cobalt dress in size 8 is 89; here are flat sandals.",
                "Bought the cobalt blue dress in size 8 for 89.",
            ),
        ],
        "questions": [
            ("when's my graduation", (("July", "07-15", "15/07", "7/15"),), ()),
            ("dress size", (("8",),), ()),
            ("how much can i spend", (("100",),), ()),
            ("colour i like", (("cobalt", "blue"),), ()),
            ("did I buy shoes", (NOT_BOUGHT,), ()),
            ("what did i buy", (("dress",),), ()),
            ("how much was the dress", (("89",),), ()),
            ("what did i study", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            (
                "whose graduation is it",
                (
                    (
                        "your own",
                        "yours",
                        "your graduation",
                        "you are graduating",
                        "you're graduating",
                    ),
                ),
                (),
            ),
        ],
    },
    # 30. JP shoe size, M, Uniqlo, hates purple, Tokyo holiday
    {
        "facts": [
            ("2026-03-27", "The shopper wears a JP 25.5 shoe."),
            ("2026-03-27", "The shopper is a medium."),
            ("2026-03-27", "The shopper likes Uniqlo."),
            ("2026-04-03", "The shopper hates purple."),
            ("2026-04-03", "The shopper is going on holiday to Tokyo in April 2026."),
        ],
        "visits": [
            (
                "2026-03-27",
                "sneakers jp 25.5? also uniqlo tees in M",
                "Here are trainers in JP 25.5 (UK 7) and Uniqlo tees in medium.",
                "Bought two Uniqlo tees in medium.",
            ),
            (
                "2026-04-03",
                "tokyo trip next week, light jacket M, no purple",
                "Here are light jackets in medium in black, olive and beige.",
                "Bought an olive light jacket in medium.",
            ),
        ],
        "questions": [
            ("shoe size", (("25.5",),), ()),
            ("top size", (("medium", " M"),), ()),
            ("brand i like", (("Uniqlo",),), ()),
            ("colour i hate", (("purple",),), ()),
            ("where am i going on holiday", (("Tokyo", "Japan"),), ()),
            ("what colour jacket did i buy", (("olive",),), ("purple",)),
            ("what did i buy first time", (("tee", "t-shirt"),), ()),
            ("budget", ((NOT_KNOWN,),), ()),
            ("when do i come back from tokyo", ((NOT_KNOWN,),), ()),
            ("did I buy trainers", (NOT_BOUGHT,), ()),
        ],
    },
    # 31. 60th birthday party, size 16, M&S, 120, teal
    {
        "facts": [
            ("2026-09-01", "The shopper's 60th birthday party is on 3 October 2026."),
            ("2026-09-01", "The shopper is a size 16."),
            ("2026-09-01", "The shopper likes M&S."),
            ("2026-09-08", "The shopper wants to spend up to 120."),
            ("2026-09-08", "The shopper loves teal."),
        ],
        "visits": [
            (
                "2026-09-01",
                "my 60th do in october, size 16, I usually shop m&s",
                "Here are party dresses and tops in size 16, including M&S.",
                "Looked at party dresses in size 16; no purchase.",
            ),
            (
                "2026-09-08",
                "teal dress up to 120",
                "The teal wrap dress in size 16 is 110.",
                "Bought the teal wrap dress in size 16 for 110.",
            ),
        ],
        "questions": [
            ("which birthday is it", (("60",),), ()),
            ("when's my party", (("October", "Oct", "10-03", "3/10", "03/10"),), ()),
            ("what size", (("16",),), ()),
            ("usual shop?", (("M&S", "Marks"),), ()),
            ("budget", (("120",),), ()),
            ("colour?", (("teal",),), ()),
            ("what did i buy", (("wrap", "dress"),), ()),
            ("was it under my budget", (("yes", "110"),), ()),
            ("where's the party", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 32. many visits, few facts
    {
        "facts": [
            ("2025-10-01", "The shopper wears a size 10."),
            ("2025-10-01", "The shopper likes {brand4}."),
        ],
        "visits": [
            (
                "2025-10-01",
                "{brand4} jeans size 10",
                "Here are {brand4} jeans in size 10: skinny, straight and wide.",
                "Bought {brand4} straight jeans in size 10.",
            ),
            (
                "2025-10-15",
                "how do i return the green jumper",
                "Start a return from your orders page; we'll email a label.",
                "Asked how to return a green jumper; no purchase.",
            ),
            (
                "2025-11-02",
                "winter coats",
                "Here are wool, puffer and parka coats in size 10.",
                "Looked at winter coats in size 10; no purchase.",
            ),
            (
                "2025-11-09",
                "the camel wool coat",
                "The camel wool coat in size 10 is 149.",
                "Bought the camel wool coat in size 10 for 149.",
            ),
        ],
        "questions": [
            ("what size am i", (("10",),), ()),
            ("brand i like", (("{brand4}",),), ()),
            ("what jeans did i buy", (("straight",),), ()),
            ("which jumper was i returning", (("green",),), ()),
            ("what coat did I buy", (("camel",), ("wool",)), ()),
            ("how much was the coat", (("149",),), ()),
            ("when did i buy the coat", (("November", "Nov", "11-09", "9/11", "09/11"),), ()),
            ("did I buy anything on 2 november", (NOT_BOUGHT,), ()),
            ("how many times have I bought something", (("two", "twice", "2 "),), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
            ("colour i hate", ((NOT_KNOWN,),), ()),
        ],
    },
    # 33. gym starter, large, 25 per item, grey, refuses Lululemon
    {
        "facts": [
            ("2026-01-02", "The shopper is starting at the gym in January 2026."),
            ("2026-01-02", "The shopper is a large."),
            ("2026-01-02", "The shopper wants to pay no more than 25 per item."),
            ("2026-01-02", "The shopper likes grey."),
            ("2026-01-09", "The shopper won't buy Lululemon."),
        ],
        "visits": [
            (
                "2026-01-02",
                "new year new me, gym clothes, L, 25 max each, grey",
                "Here are grey gym tees, shorts and leggings in large under 25.",
                "Bought a grey gym tee and black shorts in large.",
            ),
            (
                "2026-01-09",
                "leggings, not lululemon obvs",
                "Here are leggings in large under 25 from other brands.",
                "Looked at leggings in large; no purchase.",
            ),
        ],
        "questions": [
            ("what am i starting", (("gym",),), ()),
            ("size", (("large", " L"),), ()),
            ("max per item?", (("25",),), ()),
            ("colour i like", (("grey", "gray"),), ()),
            ("which brand won't I buy", (("Lululemon",),), ()),
            ("what did I buy", (("tee", "t-shirt"), ("shorts",)), ()),
            ("did I get leggings", (NOT_BOUGHT,), ()),
            ("am i a medium", (("no", "not"), ("large",)), ()),
            ("trainer size", ((NOT_KNOWN,),), ()),
            ("what's my fitness goal", ((NOT_KNOWN,),), ()),
        ],
    },
]
