"""Questions about the shopper for split test29: profiles with the facts recalled about a shopper
(date said, fact), earlier visits (date, the shopper's message, the reply, a one-line summary)
and questions, each with groups of alternatives one of which the answer must say and what it
must not say. `NOT_KNOWN` marks an answer that says it does not know."""

NOT_KNOWN = "<not known>"
NOT_BOUGHT = ("didn't", "did not", "nothing", "no purchase", "not buy", "No", "no")

PROFILES = [
    # 1. Priya: cousin's wedding, emerald, hates mustard
    {
        "facts": [
            ("2026-09-14", "The shopper wears a UK 10 in dresses."),
            ("2026-09-14", "The shopper loves emerald green."),
            ("2026-10-02", "The shopper can't stand mustard."),
            ("2026-10-02", "The shopper is going to her cousin Asha's wedding on 18 April 2027."),
            ("2026-10-02", "The shopper's budget for the wedding outfit is £180."),
        ],
        "visits": [
            (
                "2026-09-14",
                "hi, any wrap dresses in a 10?",
                "Here are three wrap dresses in a UK 10 - the emerald one is especially pretty.",
                "Looked at wrap dresses in UK 10; saved the emerald one.",
            ),
            (
                "2026-10-02",
                "need something for Asha's wedding, nothing mustard pls",
                "Here are some wedding-guest dresses under £180, none of them mustard.",
                "Browsed wedding guest dresses under £180; no purchase.",
            ),
        ],
        "questions": [
            ("what do you remember about me?", (("10",), ("emerald",), ("wedding",)), ()),
            ("When's the wedding again?", (("April",), ("18", "18th")), ()),
            ("whose wedding is it I'm going to?", (("Asha",),), ()),
            ("did I give you a budget?", (("180",),), ()),
            ("which colour did I say I hate?", (("mustard",),), ()),
            ("What size am I?", (("10",),), ()),
            ("what's my shoe size", ((NOT_KNOWN,),), ()),
            ("Did I actually buy anything last time?", (NOT_BOUGHT,), ()),
            ("Is there a brand I like?", ((NOT_KNOWN,),), ()),
            ("What was I looking at the first time I came in?", (("wrap",),), ()),
            ("Remind me - was there a colour I'm mad about?", (("emerald",),), ()),
        ],
    },
    # 2. Tom: waist changed, Marwick, new job
    {
        "facts": [
            ("2026-08-03", "The shopper wears W34 L32 jeans."),
            ("2026-11-20", "The shopper has gone up a size and now wears W36 L32 jeans."),
            ("2026-08-03", "The shopper always buys Marwick jeans."),
            ("2026-08-03", "The shopper doesn't want to spend more than £70 on jeans."),
            ("2026-11-20", "The shopper is starting a new job as a site manager in January."),
        ],
        "visits": [
            (
                "2026-08-03",
                "got any marwick jeans in 34 32",
                "Yes - two Marwick fits in W34 L32, the straight leg and the slim.",
                "Bought Marwick straight-leg jeans in W34 L32, indigo.",
            ),
            (
                "2026-11-20",
                "need to go up a waist size, 36 now, and some work trousers",
                "No problem, here are work trousers in a 36 waist.",
                "Looked at work trousers for the new job in W36; nothing bought.",
            ),
        ],
        "questions": [
            ("what waist am I now?", (("36",),), ("34",)),
            ("what did I buy from you?", (("Marwick",), ("jeans",)), ()),
            ("Whats my leg length", (("32",),), ()),
            ("which brand do I usually go for", (("Marwick",),), ()),
            ("how much did i say i'd spend on jeans", (("70",),), ()),
            ("When do I start the new job?", (("January",),), ()),
            ("remind me what the new job is", (("site manager",),), ()),
            ("Did I mention a colour I like?", ((NOT_KNOWN,),), ()),
            ("what's my jacket size?", ((NOT_KNOWN,),), ()),
            ("What was I after on my last visit?", (("trousers",),), ()),
            ("what colour were the jeans I bought", (("indigo",),), ()),
            ("I've forgotten, what waist was I before I went up?", (("34",),), ()),
        ],
    },
    # 3. Sofia: EU sizes, likes brand0, refuses brand3
    {
        "facts": [
            ("2026-07-11", "The shopper is an EU 38 in shoes."),
            ("2026-07-11", "The shopper is an EU 36 in dresses."),
            ("2026-07-11", "The shopper likes {brand0}."),
            ("2026-07-20", "The shopper refuses to buy from {brand3} after a bad experience."),
            ("2026-07-20", "The shopper dislikes brown."),
            ("2026-09-01", "The shopper prefers camel and cream."),
        ],
        "visits": [
            (
                "2026-07-11",
                "zapatillas? sorry, I mean trainers in 38",
                "Of course! Here are trainers in EU 38.",
                "Bought {brand0} white trainers in EU 38.",
            ),
        ],
        "questions": [
            ("what's my shoe size", (("38",),), ()),
            ("and in dresses?", (("36",),), ()),
            ("which brand did I say I won't buy?", (("{brand3}",),), ()),
            ("which brand do I like?", (("{brand0}",),), ()),
            ("colours I like?", (("camel", "cream"),), ()),
            ("is there a colour I don't like", (("brown",),), ()),
            ("what did I buy in July?", (("trainers",),), ()),
            ("what's my budget", ((NOT_KNOWN,),), ()),
            ("Have I told you about any events coming up?", ((NOT_KNOWN,),), ()),
            ("what colour were the trainers I got?", (("white",),), ()),
        ],
    },
    # 4. Margaret: grandchildren Oliver and Isla
    {
        "facts": [
            ("2026-10-05", "The shopper's grandson Oliver is 6 and wears age 6-7."),
            ("2026-10-05", "The shopper's granddaughter Isla is 9 and wears age 9-10."),
            ("2026-10-05", "The shopper likes to keep presents under £30 each."),
            ("2026-10-05", "Isla loves purple."),
            ("2026-11-12", "Oliver is starting at a new school in January."),
            ("2026-11-12", "The shopper wears a size 16 herself and likes navy."),
        ],
        "visits": [
            (
                "2026-10-05",
                "hello dear, I want a coat for my grandson Oliver, he's 6",
                "How lovely - here are kids' parkas in age 6-7.",
                "Bought a red kids' parka in age 6-7 for Oliver, £28.",
            ),
            (
                "2026-11-12",
                "something purple for Isla for Christmas",
                "Here are some purple accessories Isla might like.",
                "Looked at purple beanies and scarves for Isla; bought a lilac beanie.",
            ),
        ],
        "questions": [
            ("what age size does Oliver wear?", (("6",),), ()),
            ("how old is Isla now?", (("9",),), ()),
            ("What colour does Isla like?", (("purple",),), ()),
            ("what's my limit for presents?", (("30",),), ()),
            ("what did I get Oliver?", (("parka",),), ()),
            ("What did I buy for Isla?", (("beanie",),), ()),
            ("What size am I myself?", (("16",),), ()),
            ("what size does Isla take", (("9",),), ()),
            ("what's Oliver's shoe size?", ((NOT_KNOWN,),), ()),
            ("what colour do I like for myself?", (("navy",),), ()),
            ("when's Oliver starting at the new school", (("January",),), ()),
        ],
    },
    # 5. Dev: US sizes, sneaker budget raised
    {
        "facts": [
            ("2026-06-02", "The shopper wears a US 11 in sneakers."),
            ("2026-06-02", "The shopper's budget for sneakers is $120."),
            ("2026-10-15", "The shopper has raised his sneaker budget to $160."),
            ("2026-06-02", "The shopper is a large in tees."),
            ("2026-10-15", "The shopper is training for the Chicago Marathon in October 2027."),
            ("2026-10-15", "The shopper hates neon colors."),
        ],
        "visits": [
            (
                "2026-06-02",
                "yo any sneakers in 11 under 120",
                "Sure, here are running sneakers in US 11 under $120.",
                "Bought grey {brand1} running sneakers in US 11.",
            ),
        ],
        "questions": [
            ("whats my budget for sneakers now?", (("160",),), ("120",)),
            ("what size sneakers do I wear", (("11",),), ()),
            ("shirt size?", (("large", "L"),), ()),
            ("what am I training for", (("marathon",),), ()),
            ("which marathon is it", (("Chicago",),), ()),
            ("what colors do I avoid", (("neon",),), ()),
            ("what brand did I buy last time?", (("{brand1}",),), ()),
            ("what's my waist size?", ((NOT_KNOWN,),), ()),
            ("what color were the sneakers", (("grey", "gray"),), ()),
            ("when's the race?", (("October",),), ()),
        ],
    },
    # 6. Aoife: godmother at Cian's christening
    {
        "facts": [
            (
                "2026-11-01",
                "The shopper is godmother at her nephew Cian's christening on 7 December.",
            ),
            ("2026-11-01", "The shopper is a size 12 in dresses and a 5 in shoes."),
            (
                "2026-11-01",
                "The shopper wants to spend no more than €120 on the christening outfit.",
            ),
            ("2026-11-01", "The shopper doesn't like Velde."),
            ("2026-11-01", "The shopper loves powder blue."),
        ],
        "visits": [
            (
                "2026-11-01",
                "im godmother for cian's christening, need a dress, size 12, not velde",
                "Congratulations! Here are midi dresses in a 12 under €120, none from Velde.",
                "Browsed midi dresses in a 12 under €120; shortlisted a powder blue one.",
            ),
        ],
        "questions": [
            ("wen is the christening", (("December",), ("7", "7th")), ()),
            ("whose christening is it", (("Cian",),), ()),
            ("whats my role at it again?", (("godmother",),), ()),
            ("shoe size?", (("5",),), ()),
            ("dress size?", (("12",),), ()),
            ("how much can i spend on the outfit", (("120",),), ()),
            ("which brand am I avoiding", (("Velde",),), ()),
            ("what colour was the dress I shortlisted", (("powder blue",),), ()),
            ("do I have a favourite brand?", ((NOT_KNOWN,),), ()),
            ("what do u know about me", (("christening",), ("12",)), ()),
        ],
    },
    # 7. James: blazer 40R, interview, charcoal -> navy
    {
        "facts": [
            ("2026-05-10", "The shopper is a 40 regular in blazers."),
            ("2026-05-10", "The shopper has a 15.5 collar."),
            ("2026-05-10", "The shopper likes charcoal suits."),
            ("2026-09-22", "The shopper is tired of charcoal and wants navy suits from now on."),
            ("2026-09-22", "The shopper has a job interview at a law firm on 3 October."),
            ("2026-09-22", "The shopper's budget for the interview suit is £250."),
        ],
        "visits": [
            (
                "2026-05-10",
                "charcoal blazer 40R?",
                "Here are charcoal blazers in 40R.",
                "Bought a charcoal wool blazer in 40R.",
            ),
            (
                "2026-09-22",
                "interview suit, navy, 250 max",
                "Good luck! Here are navy suits under £250.",
                "Looked at navy suits under £250; booked a fitting.",
            ),
        ],
        "questions": [
            ("what colour do I want for suits these days?", (("navy",),), ()),
            ("collar size?", (("15.5",),), ()),
            ("what's my blazer size", (("40",),), ()),
            ("when is my interview?", (("October",), ("3", "3rd")), ()),
            ("where's the interview", (("law firm",),), ()),
            ("what's my suit budget", (("250",),), ()),
            ("what did I buy in May?", (("blazer",),), ()),
            ("did we book anything last time", (("fitting",),), ()),
            ("what colour suits did I used to like?", (("charcoal",),), ()),
            ("Shoe size?", ((NOT_KNOWN,),), ()),
            ("any brand preferences on my side?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 8. Mei: JP shoes, XS, monochrome, moving to Edinburgh
    {
        "facts": [
            ("2026-08-19", "The shopper wears a JP 23.5 in shoes."),
            ("2026-08-19", "The shopper is an XS."),
            ("2026-08-19", "The shopper only wears black, white and grey."),
            ("2026-08-19", "The shopper is moving to Edinburgh in January for a PhD."),
            ("2026-08-19", "The shopper's budget for a winter coat is about £200."),
        ],
        "visits": [
            (
                "2026-08-19",
                "I need warm coat for Scotland, XS",
                "Here are some warm parkas in XS under £200.",
                "Looked at parkas in XS under £200; no purchase yet.",
            ),
        ],
        "questions": [
            ("What size am I", (("XS",),), ()),
            ("do you know my shoe size", (("23.5",),), ()),
            ("What colours do I wear?", (("black",), ("white",), ("grey", "gray")), ()),
            ("Where am I moving to?", (("Edinburgh",),), ()),
            ("why am i moving", (("PhD",),), ()),
            ("when's the move?", (("January",),), ()),
            ("coat budget?", (("200",),), ()),
            ("did I buy the coat?", (("not yet", "didn't", "did not", "haven't", "No", "no"),), ()),
            ("do I like any brand", ((NOT_KNOWN,),), ()),
            ("What was I looking at last visit?", (("parka",),), ()),
        ],
    },
    # 9. Gareth: outdoors, Drumlin -> Kestrel Outdoor
    {
        "facts": [
            ("2026-04-04", "The shopper is an XXL in jackets."),
            ("2026-04-04", "The shopper wears UK 12 boots."),
            ("2026-04-04", "The shopper swears by Drumlin for outdoor gear."),
            ("2026-04-04", "The shopper is walking the Pembrokeshire Coast Path in May."),
            ("2026-06-30", "I've gone off Drumlin, their last jacket leaked."),
            ("2026-06-30", "The shopper now prefers Kestrel Outdoor."),
            ("2026-06-30", "The shopper likes olive and orange."),
        ],
        "visits": [
            (
                "2026-04-04",
                "need boots for the coast path, size 12",
                "Here are walking boots in UK 12.",
                "Bought Drumlin walking boots in UK 12.",
            ),
            (
                "2026-06-30",
                "my drumlin jacket leaked, want a proper waterproof, XXL",
                "Sorry to hear that! Here are waterproofs in XXL.",
                "Bought a Kestrel Outdoor rain jacket in XXL, olive.",
            ),
        ],
        "questions": [
            ("which outdoor brand do I prefer now", (("Kestrel",),), ()),
            ("what went wrong with Drumlin?", (("leak",),), ()),
            ("boot size?", (("12",),), ()),
            ("jacket size", (("XXL",),), ()),
            ("what walk am i doing", (("Pembrokeshire",),), ()),
            ("when is the walk", (("May",),), ()),
            ("what did I buy last time", (("jacket",),), ()),
            ("colours i like?", (("olive",), ("orange",)), ()),
            ("did I say what I wanted to spend?", ((NOT_KNOWN,),), ()),
            ("what colour was the jacket?", (("olive",),), ()),
        ],
    },
    # 10. Chloé: maid of honour at Léa's wedding
    {
        "facts": [
            ("2026-03-12", "The shopper is an EU 40 in dresses and a medium in tops."),
            (
                "2026-03-12",
                "The shopper is maid of honour at her friend Léa's wedding in Lyon on 21 June.",
            ),
            ("2026-03-12", "The shopper is organising Léa's hen do in Barcelona on 9 May."),
            ("2026-03-12", "The shopper loves {brand2}."),
            ("2026-03-12", "The shopper can't wear yellow."),
            ("2026-04-02", "The shopper's budget for the maid of honour dress is €150."),
        ],
        "visits": [
            (
                "2026-04-02",
                "a dress for the wedding, EU 40, max 150",
                "Here are midi dresses in EU 40 under €150.",
                "Shortlisted two {brand2} midi dresses in EU 40 under €150.",
            ),
        ],
        "questions": [
            ("whose wedding am I in?", (("Léa", "Lea"),), ()),
            ("where is the wedding", (("Lyon",),), ()),
            ("what's the date of the wedding", (("June",), ("21", "21st")), ()),
            ("and the hen?", (("Barcelona",), ("May",)), ()),
            ("what's my role at the wedding?", (("maid of honour", "maid of honor"),), ()),
            ("top size?", (("medium", "M"),), ()),
            ("dress size", (("40",),), ()),
            ("a colour to avoid?", (("yellow",),), ()),
            ("fav brand", (("{brand2}",),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("budget for the dress", (("150",),), ()),
        ],
    },
    # 11. Kwame: tall, graduation
    {
        "facts": [
            ("2026-02-14", "The shopper is 6 foot 5 and wears a 34 waist with a 36 leg."),
            ("2026-02-14", "The shopper is an XL tall in shirts."),
            ("2026-02-14", "The shopper finds beige and khaki make him look washed out."),
            ("2026-02-14", "The shopper likes rust and burgundy."),
            ("2026-05-20", "The shopper's graduation is on 15 July."),
            ("2026-05-20", "The shopper wants to keep the graduation outfit under £200."),
        ],
        "visits": [
            (
                "2026-05-20",
                "grad outfit, long legs, 34/36",
                "Congratulations! Here are suits and chinos in W34 L36.",
                "Looked at suits and chinos in W34 L36; bought burgundy chinos.",
            ),
        ],
        "questions": [
            ("what's my inside leg", (("36",),), ()),
            ("waist?", (("34",),), ()),
            ("which colours don't suit me", (("beige",), ("khaki",)), ()),
            ("colours I like?", (("rust", "burgundy"),), ()),
            ("when's my graduation", (("July",), ("15", "15th")), ()),
            ("budget for the graduation outfit", (("200",),), ()),
            ("shirt size", (("XL",),), ()),
            ("what did I end up buying", (("chinos",),), ()),
            ("how tall did I say I was?", (("6 foot 5", "6'5", "6ft 5", "six foot five"),), ()),
            ("fave brand?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 12. Hannah: pregnant, baby shower
    {
        "facts": [
            ("2026-05-01", "The shopper is normally a UK 10."),
            ("2026-09-10", "The shopper is pregnant and currently wearing a UK 14."),
            ("2026-09-10", "The shopper's baby shower is on 25 October."),
            ("2026-09-10", "The shopper's baby is due in December."),
            ("2026-09-10", "The shopper likes sage green."),
            ("2026-09-10", "The shopper doesn't want to spend more than £60 on maternity pieces."),
        ],
        "visits": [
            (
                "2026-09-10",
                "maternity dresses for my baby shower? size 14 at the mo",
                "Here are maternity dresses in a 14.",
                "Bought a sage green maternity wrap dress in a UK 14, £55.",
            ),
        ],
        "questions": [
            ("what size am I at the moment", (("14",),), ()),
            ("what's my usual size when I'm not pregnant", (("10",),), ()),
            ("when's the baby shower", (("October",), ("25", "25th")), ()),
            ("when's the baby due", (("December",),), ()),
            ("what did I buy for the shower", (("dress",),), ()),
            ("how much was it", (("55",),), ()),
            ("spending limit on maternity stuff?", (("60",),), ()),
            ("favourite colour", (("sage",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("do you know what we're calling the baby", ((NOT_KNOWN,),), ()),
        ],
    },
    # 13. Rob: student, cheap
    {
        "facts": [
            ("2026-09-25", "The shopper is a student and won't spend over £35 on anything."),
            ("2026-09-25", "The shopper is a medium in hoodies and has a 32 waist."),
            ("2026-09-25", "The shopper hates {brand4}, thinks it's overpriced."),
            ("2026-09-25", "The shopper likes black and forest green."),
            ("2026-10-30", "The shopper is going to a Halloween party on 31 October."),
        ],
        "visits": [
            (
                "2026-09-25",
                "cheap hoodies? under 35",
                "Here are hoodies under £35.",
                "Bought a black hoodie in M for £30.",
            ),
            (
                "2026-10-30",
                "need something for a halloween party lol",
                "Spooky! Here are some shirts that would work.",
                "Looked at forest green shirts; no purchase.",
            ),
        ],
        "questions": [
            ("wat's my budget", (("35",),), ()),
            ("what brand do i hate", (("{brand4}",),), ()),
            ("waist size?", (("32",),), ()),
            ("hoodie size", (("medium", "M"),), ()),
            ("which party am I going to", (("Halloween",),), ()),
            ("what did I buy the first time", (("hoodie",),), ()),
            ("how much was that", (("30",),), ()),
            ("colours i like", (("black",), ("green",)), ()),
            ("what's my shoe size", ((NOT_KNOWN,),), ()),
            ("do i like any brand", ((NOT_KNOWN,),), ()),
            ("what was I shopping for last time?", (("Halloween", "shirt"),), ()),
        ],
    },
    # 14. Elena: Italian sizes, anniversary in Venice
    {
        "facts": [
            ("2026-01-15", "The shopper is an IT 42 in dresses."),
            ("2026-01-15", "The shopper wears EU 37 shoes."),
            ("2026-01-15", "The shopper buys {brand1} whenever she can."),
            ("2026-01-15", "The shopper loves red and hates pastel colours."),
            (
                "2026-02-01",
                "The shopper's 10th wedding anniversary is on 14 February, with dinner in Venice.",
            ),
            ("2026-02-01", "The shopper will spend up to €300 on the anniversary dress."),
        ],
        "visits": [
            (
                "2026-02-01",
                "abito rosso per anniversario, 42",
                "Here are red dresses in IT 42 for your anniversary.",
                "Bought a red {brand1} midi dress in IT 42 for €260.",
            ),
        ],
        "questions": [
            ("what did I buy for the anniversary", (("dress",),), ()),
            ("where's the anniversary dinner", (("Venice",),), ()),
            ("which anniversary is it", (("10th", "tenth"),), ()),
            ("what's the date?", (("February",), ("14", "14th")), ()),
            ("how much did I pay for it", (("260",),), ()),
            ("my budget for the dress?", (("300",),), ()),
            ("colours I don't like", (("pastel",),), ()),
            ("shoe size", (("37",),), ()),
            ("brand I like", (("{brand1}",),), ()),
            ("my husband's size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 15. Sam: Linnet -> Nomi, festival
    {
        "facts": [
            ("2026-03-03", "The shopper wears S in tops and 28 waist trousers."),
            ("2026-03-03", "The shopper likes lilac and sky blue."),
            ("2026-03-03", "The shopper loves Linnet because it's ethical."),
            (
                "2026-07-07",
                "The shopper has stopped buying Linnet after the price rise and now buys Nomi.",
            ),
            ("2026-07-07", "The shopper is going to the Green Man festival in August."),
            ("2026-07-07", "The shopper's budget is £40 per item."),
        ],
        "visits": [
            (
                "2026-07-07",
                "festival stuff, S, 40 max",
                "Here are festival-ready tops in S under £40.",
                "Bought a sky blue Nomi t-shirt in S and a bucket hat.",
            ),
        ],
        "questions": [
            ("which brand do i buy now?", (("Nomi",),), ()),
            ("why did I stop buying Linnet", (("price",),), ()),
            ("what festival am I going to", (("Green Man",),), ()),
            ("when is it", (("August",),), ()),
            ("budget per item?", (("40",),), ()),
            ("top size?", (("S", "small"),), ()),
            ("waist", (("28",),), ()),
            ("what did I get last time", (("t-shirt", "tee"), ("hat",)), ()),
            ("colours i like", (("lilac", "sky blue"),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 16. Fiona: mother of the bride
    {
        "facts": [
            ("2026-02-20", "The shopper is a UK 20."),
            (
                "2026-02-20",
                "The shopper's daughter Kirsty is getting married on 12 September at Gleneagles.",
            ),
            ("2026-02-20", "The shopper will be mother of the bride."),
            ("2026-02-20", "The shopper's outfit budget is £400 including shoes and a hat."),
            (
                "2026-02-20",
                "The shopper is avoiding cream and white so as not to clash with the bride.",
            ),
            ("2026-02-20", "The shopper likes plum and teal."),
            ("2026-04-11", "The shopper is a UK 6 wide fit in shoes."),
        ],
        "visits": [
            (
                "2026-04-11",
                "shoes for kirsty's wedding, 6 wide",
                "Here are wide-fit shoes in UK 6.",
                "Bought plum block-heel shoes in UK 6 wide fit for £85.",
            ),
        ],
        "questions": [
            ("who's getting married", (("Kirsty",),), ()),
            ("when's the big day", (("September",), ("12", "12th")), ()),
            ("where's the wedding", (("Gleneagles",),), ()),
            ("what colours am I staying away from", (("cream",), ("white",)), ()),
            ("why was I avoiding those again?", (("bride",),), ()),
            ("total budget for the outfit", (("400",),), ()),
            ("what did I buy", (("shoes",),), ()),
            ("shoe size", (("6",),), ()),
            ("dress size", (("20",),), ()),
            ("have I bought a hat yet", ((NOT_KNOWN,),), ()),
            ("what size is Kirsty?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 17. Liam: kids Noah and Ruby
    {
        "facts": [
            ("2026-08-20", "The shopper's son Noah is 4 and wears age 4-5."),
            ("2026-08-20", "The shopper's daughter Ruby is 11."),
            ("2026-08-20", "Ruby hates pink and loves anything green."),
            ("2026-08-20", "Noah is starting reception in September."),
            ("2026-08-20", "The shopper wants school things to cost under £20 each."),
            ("2026-10-01", "The shopper himself is a large in jumpers."),
        ],
        "visits": [
            (
                "2026-08-20",
                "back to school stuff for noah 4-5 and ruby 11",
                "Here are school basics for both of them.",
                "Bought a navy crew neck for Noah (age 4-5) and a green raincoat for Ruby (age 11-12).",
            ),
        ],
        "questions": [
            ("how old is Noah", (("4",),), ()),
            ("Ruby's age?", (("11",),), ()),
            ("what colour does Ruby hate", (("pink",),), ()),
            ("what did I get Ruby", (("raincoat",),), ()),
            ("what's Noah starting", (("reception",),), ()),
            ("max per item for school stuff", (("20",),), ()),
            ("what size jumper do I wear", (("large", "L"),), ()),
            ("What colour was Noah's jumper", (("navy",),), ()),
            ("Ruby's shoe size?", ((NOT_KNOWN,),), ()),
            ("does Ruby like green?", (("Yes", "yes"),), ()),
        ],
    },
    # 18. Nadia: own words, Lanzarote
    {
        "facts": [
            ("2026-06-01", "I'm a size 14 on the bottom and a 12 on top."),
            ("2026-06-01", "We're going to Lanzarote on the 2nd of August for two weeks."),
            ("2026-06-01", "I'd like to spend between 200 and 300 on the whole holiday wardrobe."),
            ("2026-06-01", "I adore coral and turquoise."),
            ("2026-06-01", "Black in the sun is a no from me."),
        ],
        "visits": [
            (
                "2026-06-01",
                "holiday clothes!! lanzarote",
                "Ooh lovely! Here are some summer pieces.",
                "Bought two coral sundresses in a 12 and turquoise linen trousers in a 14.",
            ),
        ],
        "questions": [
            ("where am I going on holiday?", (("Lanzarote",),), ()),
            ("when do I fly", (("August",),), ()),
            ("how long am I away for", (("two weeks", "2 weeks", "fortnight"),), ()),
            ("what's my budget", (("200",), ("300",)), ()),
            ("which size on top", (("12",),), ()),
            ("and bottoms", (("14",),), ()),
            ("colours I love", (("coral", "turquoise"),), ()),
            ("what colour don't I want on holiday", (("black",),), ()),
            ("what did I buy", (("sundress", "dress"),), ()),
            ("what brand do i like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 19. Henry: older gentleman, Greyfriar, regimental dinner
    {
        "facts": [
            ("2025-11-03", "The shopper has a 17 collar."),
            ("2025-11-03", "The shopper is a 44 long in jackets."),
            ("2025-11-03", "The shopper only buys Greyfriar shirts."),
            ("2026-10-28", "The shopper is attending a regimental dinner on 11 November."),
            (
                "2026-10-28",
                "The shopper dislikes anything too bright and prefers navy, grey and bottle green.",
            ),
        ],
        "visits": [
            (
                "2025-11-03",
                "17 collar white shirts",
                "Here are white shirts with a 17 collar.",
                "Bought three white Greyfriar shirts, 17 collar.",
            ),
            (
                "2026-10-28",
                "a dinner jacket for the regimental dinner, 44 long",
                "Here are dinner jackets in 44L.",
                "Ordered a navy dinner jacket in 44L.",
            ),
        ],
        "questions": [
            ("what's my collar size", (("17",),), ()),
            ("jacket size", (("44",),), ()),
            ("which shirts do I buy", (("Greyfriar",),), ()),
            ("what's happening on the 11th?", (("regimental",),), ()),
            ("When is the dinner", (("November",), ("11", "11th")), ()),
            ("colours I like", (("navy", "grey", "bottle green"),), ()),
            ("What did I order last time", (("dinner jacket",),), ()),
            ("how many shirts did I buy last year", (("three", "3"),), ()),
            ("have I told you a budget", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 20. Yasmin: new job, brand2 -> Ruskin Row
    {
        "facts": [
            (
                "2026-07-15",
                "The shopper is starting a new job as a junior solicitor on 1 September.",
            ),
            ("2026-07-15", "The shopper is a UK 8 petite."),
            ("2026-07-15", "The shopper is a UK 4 in shoes."),
            ("2026-07-15", "The shopper has a £500 budget for her work wardrobe."),
            ("2026-07-15", "The shopper likes {brand2} tailoring."),
            (
                "2026-08-10",
                "The shopper has gone off {brand2} because their trousers are too long for her.",
            ),
            ("2026-08-10", "The shopper now prefers Ruskin Row."),
        ],
        "visits": [
            (
                "2026-07-15",
                "work clothes, new job, petite 8",
                "Congratulations! Here are tailored pieces in UK 8.",
                "Bought a {brand2} black trouser suit in UK 8 for £210.",
            ),
            (
                "2026-08-10",
                "the trousers are too long, anything petite from Ruskin Row?",
                "Here are Ruskin Row petite pieces.",
                "Bought two Ruskin Row petite blouses, ivory and blush.",
            ),
        ],
        "questions": [
            ("which brand am I into now", (("Ruskin Row",),), ()),
            ("why'd I go off {brand2}?", (("long",),), ()),
            ("what's the new job", (("solicitor",),), ()),
            ("start date?", (("September",),), ()),
            ("what's my budget for work clothes", (("500",),), ()),
            ("size?", (("8",),), ()),
            ("shoe size", (("4",),), ()),
            ("what did I buy the first time", (("suit",),), ()),
            ("what colours were the blouses", (("ivory",), ("blush",)), ()),
            ("do I have a favourite colour?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 21. Ben: terse, little known
    {
        "facts": [
            ("2026-11-05", "The shopper is a 42 in EU shoes."),
            ("2026-11-05", "The shopper doesn't like white trainers."),
        ],
        "visits": [
            (
                "2026-11-05",
                "trainers 42",
                "Here are trainers in EU 42.",
                "Showed trainers in EU 42; bought nothing.",
            ),
        ],
        "questions": [
            ("what do you remember about me", (("42",),), ()),
            ("which trainers don't I like?", (("white",),), ()),
            ("what's my budget", ((NOT_KNOWN,),), ()),
            ("what's my size in jeans", ((NOT_KNOWN,),), ()),
            ("any favourite brand?", ((NOT_KNOWN,),), ()),
            ("did I buy anything?", (NOT_BOUGHT,), ()),
            ("any events coming up for me?", ((NOT_KNOWN,),), ()),
            ("what size shoes", (("42",),), ()),
            ("whats my tshirt size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 22. Olga: moving to Winnipeg
    {
        "facts": [
            ("2026-10-10", "The shopper is moving to Winnipeg in January."),
            ("2026-10-10", "The shopper needs a coat rated for minus 30."),
            ("2026-10-10", "The shopper is a women's L in coats."),
            ("2026-10-10", "The shopper's coat budget is 350 dollars."),
            ("2026-10-10", "The shopper likes burgundy."),
            ("2026-10-10", "The shopper wears US 9 boots."),
        ],
        "visits": [
            (
                "2026-10-10",
                "coat for -30, L, $350",
                "Here are insulated parkas in L under $350.",
                "Shortlisted a burgundy parka in L for $329; she'll decide next week.",
            ),
        ],
        "questions": [
            ("where am I moving", (("Winnipeg",),), ()),
            ("when's the move", (("January",),), ()),
            ("coat size", (("L", "large"),), ()),
            ("boot size", (("9",),), ()),
            ("budget?", (("350",),), ()),
            ("which coat did I shortlist", (("parka",),), ()),
            ("how much was it", (("329",),), ()),
            ("what colour do I like", (("burgundy",),), ()),
            ("did I mention a brand?", ((NOT_KNOWN,),), ()),
            ("how cold does the coat need to handle", (("30",),), ()),
            ("did I say a budget?", (("350",),), ()),
        ],
    },
    # 23. Arjun: Diwali, sister Meera's wedding, budget raised
    {
        "facts": [
            ("2026-09-01", "The shopper is going to a Diwali party on 8 November."),
            ("2026-09-01", "The shopper's budget for the Diwali outfit is £120."),
            ("2026-09-01", "The shopper is a 38 chest and a 30 waist."),
            ("2026-09-01", "The shopper loves gold and deep red."),
            (
                "2026-10-12",
                "The shopper's sister Meera is getting married in Leicester on 20 February.",
            ),
            (
                "2026-10-12",
                "The shopper has raised his budget to £200 so the outfit can do double duty at Meera's wedding.",
            ),
        ],
        "visits": [
            (
                "2026-09-01",
                "kurta? or a smart shirt for diwali",
                "Here are some smart shirts in a 38 chest.",
                "Looked at shirts in 38 chest; saved a deep red one.",
            ),
            (
                "2026-10-12",
                "Meera's getting married! need something for both",
                "Congratulations to Meera! Here are jackets in 38 chest.",
                "Bought a deep red Nehru jacket in 38 chest for £185.",
            ),
        ],
        "questions": [
            ("what's my budget now", (("200",),), ("120",)),
            ("whose wedding is it", (("Meera",),), ()),
            ("where is the wedding", (("Leicester",),), ()),
            ("when's the Diwali party", (("November",),), ()),
            ("what did I buy", (("jacket",),), ()),
            ("waist", (("30",),), ()),
            ("chest", (("38",),), ()),
            ("colours i like", (("gold", "red"),), ()),
            ("when's the wedding", (("February",), ("20", "20th")), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 24. Rosie: own words, Ferncastle, Lake District
    {
        "facts": [
            ("2026-01-20", "I'm a 16 in cardis, 14 in everything else."),
            ("2026-01-20", "Ferncastle knitwear is the only stuff that doesn't bobble on me."),
            ("2026-01-20", "Never put me in orange, I look like a traffic cone."),
            ("2026-01-20", "Oatmeal and soft grey are my favourites."),
            ("2026-03-05", "I'm off on a coach trip to the Lake District in April."),
        ],
        "visits": [
            (
                "2026-01-20",
                "cardigan time! 16 please",
                "Here are cardigans in a 16.",
                "Bought an oatmeal Ferncastle cardigan in a 16.",
            ),
        ],
        "questions": [
            ("what size cardigan do i take", (("16",),), ()),
            ("what about other stuff", (("14",),), ()),
            ("what's my knitwear brand", (("Ferncastle",),), ()),
            ("why do I like it", (("bobble",),), ()),
            ("which colour makes me look like a traffic cone", (("orange",),), ()),
            ("favourite colours?", (("oatmeal", "grey"),), ()),
            ("where's my trip", (("Lake District",),), ()),
            ("when am I going", (("April",),), ()),
            ("what did I buy", (("cardigan",),), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 25. Marcus: running, US 10.5
    {
        "facts": [
            ("2026-02-02", "The shopper wears a men's US 10.5 in sneakers."),
            ("2026-02-02", "The shopper is an M in gym tops and an L in hoodies."),
            ("2026-02-02", "The shopper is loyal to {brand0} for running shoes."),
            ("2026-02-02", "The shopper spends up to $150 on running shoes but only $40 on tops."),
            ("2026-02-02", "The shopper is running a half marathon in Austin on 15 March."),
            ("2026-02-02", "The shopper doesn't wear white shoes because they get filthy."),
        ],
        "visits": [
            (
                "2026-02-02",
                "running shoes 10.5 {brand0}",
                "Here are {brand0} running sneakers in US 10.5.",
                "Bought black {brand0} running sneakers in US 10.5 for $139.",
            ),
        ],
        "questions": [
            ("sneaker size?", (("10.5",),), ()),
            ("hoodie size", (("L", "large"),), ()),
            ("gym top size", (("M", "medium"),), ()),
            ("how much will I spend on tops", (("40",),), ()),
            ("how much for running shoes", (("150",),), ()),
            ("what race am I doing", (("half marathon",),), ()),
            ("where is it", (("Austin",),), ()),
            ("why no white shoes", (("filthy", "dirty"),), ()),
            ("which brand did I buy", (("{brand0}",),), ()),
            ("jeans size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 26. Beatrice: colour and size both changed
    {
        "facts": [
            ("2026-01-05", "The shopper loves yellow."),
            ("2026-04-18", "The shopper has gone off yellow and now loves lavender."),
            ("2026-04-18", "The shopper is a UK 12."),
            ("2026-08-30", "The shopper is now a UK 10 after losing weight."),
            ("2026-08-30", "The shopper is going on a cruise to Norway in October."),
            ("2026-08-30", "The shopper's budget for cruise evening wear is £250."),
        ],
        "visits": [
            (
                "2026-04-18",
                "lavender dress 12",
                "Here are lavender dresses in a 12.",
                "Bought a lavender midi dress in a 12.",
            ),
            (
                "2026-08-30",
                "I'm a 10 now!! cruise evening wear",
                "Well done! Here are evening dresses in a 10.",
                "Looked at evening dresses in a 10; saved a navy sequin one.",
            ),
        ],
        "questions": [
            ("what's my size now", (("10",),), ("12",)),
            ("my favourite colour these days?", (("lavender",),), ()),
            ("where's the cruise", (("Norway",),), ()),
            ("when is it", (("October",),), ()),
            ("budget for cruise evening wear", (("250",),), ()),
            ("what did I save last time", (("sequin",),), ()),
            ("what did I buy in April", (("lavender",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("do I still like yellow", (("No", "no", "gone off", "not"),), ()),
            ("what colour was the saved dress", (("navy",),), ()),
            ("what was I shopping for last time?", (("cruise", "evening"),), ()),
        ],
    },
    # 27. Connor: usher at Euan's wedding
    {
        "facts": [
            ("2026-05-05", "The shopper is an usher at his mate Euan's wedding on 30 May."),
            ("2026-05-05", "The shopper is a UK 10 in shoes, which is an EU 44."),
            ("2026-05-05", "The shopper is a 42 chest, regular fit."),
            ("2026-05-05", "Don't show me anything tweedy brown, I can't stand it."),
            ("2026-05-05", "The shopper can spend about £150."),
        ],
        "visits": [
            (
                "2026-05-05",
                "usher at euan's wedding, need shoes and a shirt",
                "Here are smart shoes in UK 10 and shirts.",
                "Bought black Oxford shoes in UK 10 and a white shirt.",
            ),
        ],
        "questions": [
            ("what am I at Euan's wedding?", (("usher",),), ()),
            ("When's Euan's wedding", (("May",), ("30", "30th")), ()),
            ("my shoe size in EU", (("44",),), ()),
            ("chest?", (("42",),), ()),
            ("budget", (("150",),), ()),
            ("colour I can't stand", (("brown",),), ()),
            ("what shoes did I buy", (("Oxford",),), ()),
            ("what colour shirt did I get", (("white",),), ()),
            ("what's my waist?", ((NOT_KNOWN,),), ()),
            ("who is getting married", (("Euan",),), ()),
        ],
    },
    # 28. Ingrid: own words, EU 41, christening in Bergen
    {
        "facts": [
            ("2026-03-30", "I'm an EU 41 in shoes, which is hard to find for women."),
            ("2026-03-30", "I'm a size L, and an EU 44 in trousers."),
            ("2026-03-30", "I prefer Scandinavian brands like Velde and Solway Knit."),
            ("2026-03-30", "I don't wear patterns or bright colours, mostly navy and stone."),
            ("2026-03-30", "I'm going to a christening in Bergen in May."),
        ],
        "visits": [
            (
                "2026-03-30",
                "size 41 women's boots?",
                "Here are women's boots in EU 41.",
                "Found two pairs of women's boots in EU 41; bought the stone suede pair.",
            ),
        ],
        "questions": [
            ("shoe size", (("41",),), ()),
            ("trouser size", (("44",),), ()),
            ("brands I like", (("Velde", "Solway Knit"),), ()),
            ("colours", (("navy", "stone"),), ()),
            ("where is the christening", (("Bergen",),), ()),
            ("when's the christening", (("May",),), ()),
            ("what did I buy", (("boots",),), ()),
            ("budget", ((NOT_KNOWN,),), ()),
            ("whose christening is it", ((NOT_KNOWN,),), ()),
            ("top size", (("L", "large"),), ()),
        ],
    },
    # 29. Deborah: several visits, a return, Crete
    {
        "facts": [
            ("2026-02-10", "The shopper is a size 18 and a UK 7 in shoes."),
            ("2026-02-10", "The shopper likes Amberleigh dresses."),
            ("2026-02-10", "The shopper avoids anything sleeveless."),
            ("2026-02-10", "The shopper loves cobalt blue."),
            ("2026-06-15", "The shopper is off to Crete on 3 July."),
            ("2026-06-15", "The shopper's holiday budget is £150."),
        ],
        "visits": [
            (
                "2026-02-10",
                "amberleigh dresses 18?",
                "Here are Amberleigh dresses in an 18.",
                "Bought a cobalt Amberleigh wrap dress in an 18.",
            ),
            (
                "2026-03-01",
                "returning the wrap dress, too short",
                "No problem, let's find a longer one.",
                "Returned the Amberleigh wrap dress as too short; exchanged it for a longer midi.",
            ),
            (
                "2026-06-15",
                "holiday clothes for crete, 150 budget",
                "Here are holiday pieces under £150.",
                "Bought sandals in UK 7 and a linen shirt dress.",
            ),
        ],
        "questions": [
            ("why did I return the wrap dress", (("short",),), ()),
            ("what did I swap it for", (("midi",),), ()),
            ("where am i going on holiday", (("Crete",),), ()),
            ("when do I go?", (("July",),), ()),
            ("holiday budget", (("150",),), ()),
            ("what did I buy for the holiday", (("sandals",),), ()),
            ("is there a style I avoid", (("sleeveless",),), ()),
            ("my favourite colour", (("cobalt",),), ()),
            ("brand I like", (("Amberleigh",),), ()),
            ("what size sandals did I get", (("7",),), ()),
        ],
    },
    # 30. Tariq: only his partner's facts known
    {
        "facts": [
            ("2026-11-18", "The shopper's partner Jess is a UK 12 and likes green."),
        ],
        "visits": [
            (
                "2026-11-18",
                "christmas present for jess, she's a 12, likes green",
                "Here are some green gift ideas.",
                "Bought a green scarf for Jess as a Christmas present.",
            ),
        ],
        "questions": [
            ("what size am I?", ((NOT_KNOWN,),), ()),
            ("what size is Jess?", (("12",),), ()),
            ("what did I buy Jess?", (("scarf",),), ()),
            ("what colour was it", (("green",),), ()),
            ("what's my budget", ((NOT_KNOWN,),), ()),
            ("do I have a favourite colour", ((NOT_KNOWN,),), ()),
            ("what was the present for", (("Christmas",),), ()),
            ("what do you remember about me", (("Jess",),), ()),
            ("which brands do I like?", ((NOT_KNOWN,),), ()),
            ("when was I last in", (("November", "18", "18th"),), ()),
        ],
    },
    # 31. Yuki: JP sizes, friend's wedding in London
    {
        "facts": [
            ("2026-04-25", "The shopper wears JP 25 shoes and is a JP M in tops."),
            ("2026-04-25", "The shopper is visiting London in June for a friend's wedding."),
            ("2026-04-25", "The shopper's budget is 30000 yen."),
            ("2026-04-25", "The shopper likes white and pale pink."),
        ],
        "visits": [
            (
                "2026-04-25",
                "dress for wedding in London, M size",
                "Here are midi dresses in M.",
                "Looked at midi dresses in M; shortlisted a pale pink one.",
            ),
        ],
        "questions": [
            ("shoe size", (("25",),), ()),
            ("budget", (("30000", "30,000", "30 000"),), ()),
            ("why am I going to London", (("wedding",),), ()),
            ("when", (("June",),), ()),
            ("colours", (("white", "pink"),), ()),
            ("what did I shortlist", (("midi",),), ()),
            ("top size", (("M", "medium"),), ()),
            ("favourite brand", ((NOT_KNOWN,),), ()),
            ("whose wedding is it", (("friend",),), ()),
            ("did I buy anything", (NOT_BOUGHT + ("not yet", "shortlist"),), ()),
        ],
    },
]
