"""Questions about the shopper for split test30: thirty-one shopper profiles written blind,
each with the facts the assistant recalled about the shopper (date said, third-person
sentence), earlier visits (date, shopper's message, assistant's reply, one-line summary) and
the questions the shopper asks about themselves, typed the way shoppers type (fragments,
typos, yes/no questions, "what do you remember about me?"). Each question has groups of
alternatives: the answer must contain at least one alternative of every group
(case-insensitive substring) and none of the strings in the third element. NOT_KNOWN means
the answer must say it does not know; about a fifth of the questions ask for something never
told. Shop brands are written as {brand0}..{brand4} placeholders.
(The brief offered {brand0}..{brand5}; a generated catalogue has five brands, so the
writer's {brand5} was mapped to {brand4} when the split was registered; no item names both.)"""

NOT_KNOWN = "<not known>"
NOT_BOUGHT = ("didn't", "did not", "nothing", "no purchase", "not buy", "No", "no")
YES = ("yes", "you did", "you bought", "that's right", "correct")

PROFILES = [
    # 1. wedding guest at Lake Como, bought a dress on the second visit
    {
        "facts": [
            ("2026-04-03", "The shopper wears a UK 12 in dresses."),
            ("2026-04-03", "The shopper loves emerald green."),
            ("2026-04-03", "The shopper wants to spend under £90 on a dress."),
            ("2026-04-03", "The shopper is going to a friend's wedding at Lake Como in June."),
        ],
        "visits": [
            (
                "2026-04-03",
                "need a wedding guest dress, 12, green if poss, under 90",
                "Here are four green midi dresses in UK 12 under £90, including an emerald satin slip dress at £85.",
                "Looked at green midi wedding-guest dresses in UK 12; no purchase.",
            ),
            (
                "2026-04-20",
                "the satin one from before, still in a 12?",
                "Yes, the emerald satin slip dress is in stock in UK 12 at £85.",
                "Bought the emerald satin slip dress in UK 12 for £85.",
            ),
        ],
        "questions": [
            ("what dress size am I", (("12",),), ()),
            ("fav colour?", (("green", "emerald"),), ()),
            ("whats my budget for a dress again", (("90",),), ()),
            ("where's the wedding", (("Como",),), ()),
            ("wen is the wedding?", (("June",),), ()),
            ("whose wedding am I going to", (("friend",),), ()),
            ("did I end up buying that satin dress?", (YES,), ()),
            ("how much did I pay for it", (("85",),), ()),
            ("what shoe size am i", ((NOT_KNOWN,),), ()),
            ("which brands do I like?", ((NOT_KNOWN,),), ()),
            ("am I a size 10?", (("no", "not"), ("12",)), ()),
        ],
    },
    # 2. jeans man with a liked and a refused shop brand
    {
        "facts": [
            ("2026-02-11", "The shopper wears W34 L32 jeans."),
            ("2026-02-11", "The shopper wears a large in shirts."),
            ("2026-02-11", "The shopper spends up to £70 on jeans."),
            ("2026-03-02", "The shopper likes {brand1}."),
            ("2026-03-02", "The shopper won't buy {brand4} again because their jeans fell apart."),
        ],
        "visits": [
            (
                "2026-02-11",
                "straight leg jeans 34 32, nothing over 70",
                "Found five straight-leg jeans in W34 L32 from £45 to £68.",
                "Browsed straight-leg jeans in W34 L32; no purchase.",
            ),
            (
                "2026-03-02",
                "{brand1} chinos in a 34?",
                "Here are the {brand1} stretch chinos in W34 L32 at £55, in navy or stone.",
                "Bought {brand1} stretch chinos in navy, W34 L32, for £55.",
            ),
        ],
        "questions": [
            ("waist size?", (("34",),), ()),
            ("what leg length do i wear", (("32",),), ()),
            ("shirt size", (("large",),), ()),
            ("which brand am I not buying anymore", (("{brand4}",),), ()),
            ("why did I go off {brand4}", (("apart", "quality"),), ()),
            ("what brand do i like", (("{brand1}",),), ()),
            ("how much will I spend on jeans max", (("70",),), ()),
            ("what did I buy last time", (("chino",),), ()),
            ("what colour were the chinos i got", (("navy",),), ("stone",)),
            ("did I buy any jeans in Feb?", (NOT_BOUGHT,), ()),
            ("whats my favourite colour", ((NOT_KNOWN,),), ()),
            ("have I got any events coming up?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 3. wide-fit shoes and a hen do in Marbella
    {
        "facts": [
            ("2026-06-01", "The shopper wears a UK 5 (EU 38) in shoes and needs wide fit."),
            ("2026-06-01", "The shopper hates pink."),
            ("2026-06-01", "The shopper loves {brand0}."),
            (
                "2026-06-09",
                "The shopper is going on her best friend's hen do in Marbella in August.",
            ),
            ("2026-06-09", "The shopper wants to spend no more than £45 on sandals."),
        ],
        "visits": [
            (
                "2026-06-01",
                "wide fit sandals uk 5, no pink pls",
                "Here are six wide-fit sandals in UK 5, none in pink; {brand0} has two tan styles.",
                "Looked at wide-fit sandals in UK 5; no purchase.",
            ),
            (
                "2026-06-09",
                "hen do in marbella in aug, need sandals under 45",
                "The {brand0} tan flatform sandal is £42 in UK 5 wide fit.",
                "Bought the {brand0} tan flatform sandals, UK 5 wide fit, £42.",
            ),
        ],
        "questions": [
            ("shoe size?", (("5", "38"),), ()),
            ("do I need wide fit?", (("wide",),), ()),
            ("which colour do i hate", (("pink",),), ()),
            ("what's my favourite brand", (("{brand0}",),), ()),
            ("where's the hen do again", (("Marbella",),), ()),
            ("when's the hen", (("August", "Aug"),), ()),
            ("whose hen do is it", (("friend",),), ()),
            ("how much did i want to spend on sandals", (("45",),), ()),
            ("what did I get for the hen", (("sandal", "flatform"),), ()),
            ("what dress size am I", ((NOT_KNOWN,),), ()),
            ("when did I first come on here", (("June",),), ()),
            ("what colours do i like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 4. job interview at a bank, bought a suit and a shirt
    {
        "facts": [
            ("2026-05-02", "The shopper wears a 40R suit jacket and a 15.5 collar."),
            ("2026-05-02", "The shopper has a job interview at a bank on 12 May."),
            ("2026-05-02", "The shopper's budget for a suit is up to £250."),
            ("2026-05-02", "The shopper doesn't like brown."),
        ],
        "visits": [
            (
                "2026-05-02",
                "interview at a bank on the 12th, need a suit 40R, 250 max, no brown",
                "Here are four suits in 40R under £250: two navy, two charcoal.",
                "Looked at navy and charcoal suits in 40R; no purchase.",
            ),
            (
                "2026-05-05",
                "the charcoal one and a white shirt 15.5",
                "The charcoal two-piece is £229 in 40R; the white slim shirt in collar 15.5 is £30.",
                "Bought the charcoal two-piece suit in 40R (£229) and a white shirt, collar 15.5 (£30).",
            ),
        ],
        "questions": [
            ("what's my jacket size", (("40R", "40 R", "40 regular"),), ()),
            ("collar size?", (("15.5", "15 and a half", "15½"),), ()),
            ("what's my interview with", (("bank",),), ()),
            ("when's my interview", (("12",), ("May",)), ()),
            ("how much can I spend on a suit", (("250",),), ()),
            ("what colour do i avoid", (("brown",),), ()),
            ("which suit did I go for in the end", (("charcoal",),), ()),
            ("did I buy a shirt as well?", (YES + ("white shirt",),), ()),
            ("how much was the suit", (("229",),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("do I have a favourite brand?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 5. student going to Glastonbury
    {
        "facts": [
            ("2026-05-20", "The shopper is going to Glastonbury in June."),
            ("2026-05-20", "The shopper is a size small."),
            ("2026-05-20", "The shopper mostly wears black."),
            ("2026-05-20", "The shopper's budget is about £30 a piece."),
            ("2026-05-22", "The shopper swears by Dr. Martens."),
        ],
        "visits": [
            (
                "2026-05-20",
                "glasto outfit ideas?? im a small, black stuff, 30 quid max each",
                "Here are black cargo shorts, a mesh top and a bucket hat in small, all under £30.",
                "Looked at black festival pieces in small; bought the black bucket hat for £14.",
            ),
            (
                "2026-05-22",
                "waterproof for glasto that goes w my docs",
                "A black packable cagoule in small is £28.",
                "Looked at a black packable cagoule in small; no purchase.",
            ),
        ],
        "questions": [
            ("what festival am I going to", (("Glastonbury", "Glasto"),), ()),
            ("when is it", (("June",),), ()),
            ("what size do i wear", (("small",),), ()),
            ("what colour do i usually wear", (("black",),), ()),
            ("budget per item?", (("30",),), ()),
            ("what boots do I like", (("Martens", "Docs", "DMs"),), ()),
            ("what did i buy for glasto", (("hat",),), ()),
            ("did i get the cagoule", (NOT_BOUGHT,), ()),
            ("what's my shoe size", ((NOT_KNOWN,),), ()),
            ("who am I going with", ((NOT_KNOWN,),), ()),
        ],
    },
    # 6. plus size, bright colours, family holiday to Tenerife
    {
        "facts": [
            ("2026-03-14", "The shopper is a UK size 20."),
            ("2026-03-14", "The shopper loves bright colours, especially coral."),
            ("2026-03-14", "The shopper dislikes grey."),
            ("2026-03-14", "The shopper likes {brand2}."),
            ("2026-03-18", "The shopper is going on a family holiday to Tenerife in April."),
        ],
        "visits": [
            (
                "2026-03-14",
                "maxi dresses size 20, bright colours, not grey",
                "Here are five maxi dresses in UK 20 in coral, cobalt and orange; two are from {brand2}.",
                "Looked at bright maxi dresses in UK 20; no purchase.",
            ),
            (
                "2026-03-18",
                "swimsuit 20 for tenerife",
                "The {brand2} coral ruched swimsuit is £38 in UK 20.",
                "Bought the {brand2} coral ruched swimsuit in UK 20 for £38.",
            ),
        ],
        "questions": [
            ("what size am i", (("20",),), ()),
            ("my favourate colour?", (("coral",),), ()),
            ("what colour dont I like", (("grey", "gray"),), ("coral",)),
            ("brand I like", (("{brand2}",),), ()),
            ("where am i going on holiday", (("Tenerife",),), ()),
            ("when's the holiday", (("April",),), ()),
            ("who am I going with", (("family",),), ()),
            ("what swimsuit did i buy", (("coral", "ruched", "{brand2}"),), ()),
            ("did I buy a maxi dress?", (NOT_BOUGHT,), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
            ("what do you remember about me", (("20",), ("coral",), ("Tenerife",)), ()),
            ("any brands i avoid?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 7. petite adult who buys kids' sizes
    {
        "facts": [
            ("2026-01-09", "The shopper is petite and fits kids' 12-13Y tops."),
            ("2026-01-09", "The shopper wears a UK 3 in shoes."),
            ("2026-01-09", "The shopper likes lilac."),
            ("2026-01-15", "The shopper doesn't want to spend over £25 per item."),
        ],
        "visits": [
            (
                "2026-01-09",
                "do kids 12-13 hoodies come in lilac",
                "Two kids' hoodies in 12-13Y come in lilac, at £18 and £22.",
                "Looked at lilac kids' hoodies in 12-13Y; bought the £18 one.",
            ),
            (
                "2026-01-15",
                "trainers uk 3 under 25",
                "Here are three kids' trainers in UK 3 under £25.",
                "Browsed kids' trainers in UK 3; no purchase.",
            ),
        ],
        "questions": [
            ("what size tops do I get", (("12-13", "12 to 13", "12–13"),), ()),
            ("shoe size", (("3",),), ()),
            ("am i a 4 in shoes?", (("no", "not"), ("3",)), ()),
            ("colour I like?", (("lilac",),), ()),
            ("max per item?", (("25",),), ()),
            ("what did I buy in january", (("hoodie",),), ()),
            ("how much was the hoodie", (("18",),), ()),
            ("did i buy trainers", (NOT_BOUGHT,), ()),
            ("do I have anything coming up", ((NOT_KNOWN,),), ()),
            ("which brands do i avoid", ((NOT_KNOWN,),), ()),
        ],
    },
    # 8. runner training for the London Marathon
    {
        "facts": [
            ("2026-02-02", "The shopper wears a US 10.5 in running shoes."),
            ("2026-02-02", "The shopper runs in Asics."),
            ("2026-02-02", "The shopper is running the London Marathon in April."),
            ("2026-02-02", "The shopper will pay up to £150 for trainers."),
            ("2026-02-20", "The shopper wears a medium in running tops."),
        ],
        "visits": [
            (
                "2026-02-02",
                "asics 10.5 for marathon training, up to 150",
                "The Asics Gel-Nimbus is £145 in US 10.5; the Novablast is £120.",
                "Bought the Asics Novablast in US 10.5 for £120.",
            ),
            (
                "2026-02-20",
                "medium running tops, something bright for the marathon",
                "Here are four lightweight running tees in medium, in orange, lime and blue.",
                "Looked at running tees in medium; no purchase.",
            ),
        ],
        "questions": [
            ("what size trainers do i wear", (("10.5", "10 and a half", "10½"),), ()),
            ("what brand do i run in", (("Asics",),), ()),
            ("which race am i training for", (("marathon",),), ()),
            ("when's the marathon", (("April",),), ()),
            ("where is it", (("London",),), ()),
            ("how much will I spend on trainers", (("150",),), ()),
            ("which trainers did i buy", (("Novablast",),), ()),
            ("what did I pay for them", (("120",),), ()),
            ("top size?", (("medium",),), ()),
            ("did i buy a running top", (NOT_BOUGHT,), ()),
            ("favourite colour?", ((NOT_KNOWN,),), ()),
            ("what size jeans am i", ((NOT_KNOWN,),), ()),
        ],
    },
    # 9. size went up from a 10 to a 14
    {
        "facts": [
            ("2026-01-20", "The shopper wears a UK 10."),
            ("2026-01-20", "The shopper likes navy."),
            ("2026-07-08", "The shopper has gone up to a UK 14 and is now a 14 in everything."),
            ("2026-07-08", "The shopper never pays more than £50 for a dress."),
        ],
        "visits": [
            (
                "2026-01-20",
                "navy jumper size 10",
                "Here are three navy jumpers in UK 10.",
                "Bought a navy crew-neck jumper in UK 10 for £32.",
            ),
            (
                "2026-07-08",
                "im a 14 now, navy dresses under 50?",
                "Here are four navy dresses in UK 14 under £50.",
                "Looked at navy dresses in UK 14; no purchase.",
            ),
        ],
        "questions": [
            ("what size am I now", (("14",),), ()),
            ("am i still a 10?", (("no", "not"), ("14",)), ()),
            ("what size was I before", (("10",),), ()),
            ("favourite colour", (("navy",),), ()),
            ("what's my max for a dress", (("50",),), ()),
            ("what did I buy in January", (("jumper",),), ()),
            ("what size was that jumper", (("10",),), ()),
            ("did I buy a dress in July?", (NOT_BOUGHT,), ()),
            ("do i have any plans you know of", ((NOT_KNOWN,),), ()),
            ("what brand do I like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 10. ski trip to Japan
    {
        "facts": [
            ("2026-11-03", "The shopper is going skiing in Niseko, Japan, in February."),
            ("2026-11-03", "The shopper wears a medium."),
            ("2026-11-03", "The shopper likes {brand3}."),
            ("2026-11-03", "The shopper doesn't want anything neon."),
            ("2026-11-10", "The shopper can spend up to £300 on a ski jacket."),
        ],
        "visits": [
            (
                "2026-11-03",
                "ski jacket M, not neon, {brand3}?",
                "Here are three {brand3} ski jackets in medium in black, forest green and navy.",
                "Looked at {brand3} ski jackets in medium; no purchase.",
            ),
            (
                "2026-11-10",
                "the forest green one, is it under 300",
                "Yes, the {brand3} forest green ski jacket is £285 in medium.",
                "Bought the {brand3} forest green ski jacket in medium for £285.",
            ),
        ],
        "questions": [
            ("where am i skiing", (("Niseko", "Japan"),), ()),
            ("when's my ski trip", (("February", "Feb"),), ()),
            ("what size am i", (("medium",),), ()),
            ("what brand do I like", (("{brand3}",),), ()),
            ("colours i avoid?", (("neon",),), ()),
            ("ski jacket budget", (("300",),), ()),
            ("what jacket did i get", (("green",),), ()),
            ("when did i buy it", (("November", "Nov"),), ()),
            ("what's my shoe size", ((NOT_KNOWN,),), ()),
            ("who am i going skiing with", ((NOT_KNOWN,),), ()),
        ],
    },
    # 11. mother of the bride
    {
        "facts": [
            (
                "2026-04-11",
                "The shopper's daughter is getting married in September and the shopper is mother of the bride.",
            ),
            ("2026-04-11", "The shopper is a UK 16."),
            ("2026-04-11", "The shopper loves lavender."),
            ("2026-04-11", "The shopper won't wear black to a wedding."),
            ("2026-04-25", "The shopper's budget for the outfit is up to £200."),
        ],
        "visits": [
            (
                "2026-04-11",
                "mother of the bride outfits, 16, lavender would be lovely",
                "Here are five occasion dresses and jackets in UK 16 in lavender and lilac.",
                "Looked at lavender mother-of-the-bride outfits in UK 16; no purchase.",
            ),
            (
                "2026-04-25",
                "the lavender dress and jacket, together under 200?",
                "The lavender dress (£120) and matching jacket (£70) come to £190 in UK 16.",
                "Bought the lavender dress and matching jacket in UK 16 for £190 in total.",
            ),
        ],
        "questions": [
            ("whose wedding is it", (("daughter",),), ()),
            ("when's the wedding", (("September", "Sept"),), ()),
            ("what am I at the wedding", (("mother of the bride",),), ()),
            ("what size am I", (("16",),), ()),
            ("my colour?", (("lavender",),), ()),
            ("which colour won't i wear", (("black",),), ()),
            ("how much did i want to spend", (("200",),), ()),
            ("what did i buy", (("dress",), ("jacket",)), ()),
            ("how much did it all come to", (("190",),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("hat size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 12. back to the office in January, three visits
    {
        "facts": [
            ("2026-12-01", "The shopper is going back to the office full time in January."),
            ("2026-12-01", "The shopper wears XL shirts with a 17 collar."),
            ("2026-12-01", "The shopper likes light blue."),
            ("2026-12-01", "The shopper likes {brand4}."),
        ],
        "visits": [
            (
                "2026-12-01",
                "back in the office from jan, need shirts XL 17 collar, light blue",
                "Here are six shirts in collar 17 (XL) in light blue, three from {brand4}.",
                "Looked at light blue shirts in collar 17; bought two {brand4} light blue oxford shirts at £35 each.",
            ),
            (
                "2026-12-12",
                "chinos to go with them, 38 waist",
                "Here are four chinos in W38 in stone, navy and grey.",
                "Looked at chinos in W38; no purchase.",
            ),
            (
                "2026-12-19",
                "the navy chinos in 38",
                "The navy chinos are £45 in W38 L32.",
                "Bought the navy chinos in W38 L32 for £45.",
            ),
        ],
        "questions": [
            ("when am i back in the office", (("January", "Jan"),), ()),
            ("collar size", (("17",),), ()),
            ("shirt size?", (("XL",),), ()),
            ("colour I like", (("blue",),), ()),
            ("fave brand", (("{brand4}",),), ()),
            ("how many shirts did I buy", (("two", "2"),), ()),
            ("what colour chinos did I get", (("navy",),), ()),
            ("what waist are the chinos", (("38",),), ()),
            ("when did i last shop here", (("December", "Dec"),), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
            ("colours i don't like?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 13. graduation in Leeds, avoids a shop brand because it comes up small
    {
        "facts": [
            ("2026-06-03", "The shopper's graduation is on 17 July in Leeds."),
            ("2026-06-03", "The shopper is a UK 8."),
            ("2026-06-03", "The shopper wants to spend no more than £100 on the graduation dress."),
            ("2026-06-03", "The shopper prefers white or ivory."),
            ("2026-06-10", "The shopper avoids {brand1} because it always comes up small."),
        ],
        "visits": [
            (
                "2026-06-03",
                "grad dress size 8 under 100, white or ivory",
                "Here are four white and ivory dresses in UK 8 under £100; one is {brand1}.",
                "Looked at white and ivory dresses in UK 8; no purchase.",
            ),
            (
                "2026-06-10",
                "not {brand1} its always tiny, the ivory broderie one?",
                "The ivory broderie midi dress is £79 in UK 8.",
                "Bought the ivory broderie midi dress in UK 8 for £79.",
            ),
        ],
        "questions": [
            ("when's my graduation", (("17",), ("July",)), ()),
            ("where is it", (("Leeds",),), ()),
            ("size?", (("8",),), ()),
            ("what colours do i like", (("white", "ivory"),), ()),
            ("max for the dress", (("100",),), ()),
            ("which brand do i avoid", (("{brand1}",),), ()),
            ("why don't i buy {brand1}?", (("small", "tiny"),), ()),
            ("which dress did i buy", (("broderie", "ivory"),), ()),
            ("how much was it", (("79",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("who's coming to my graduation", ((NOT_KNOWN,),), ()),
            ("what colour dont i like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 14. funeral outfit, bought dress and tights but not flats
    {
        "facts": [
            ("2026-08-12", "The shopper has a funeral to go to on Friday 21 August."),
            ("2026-08-12", "The shopper is a UK 18."),
            ("2026-08-12", "The shopper's budget is around £60."),
        ],
        "visits": [
            (
                "2026-08-12",
                "need a black dress for a funeral, 18, around 60",
                "Here are three plain black dresses in UK 18 from £45 to £60.",
                "Bought a black shift dress in UK 18 for £52.",
            ),
            (
                "2026-08-14",
                "black tights and flats to go with it, size 7 shoe",
                "Here are black opaque tights in XL and black ballet flats in UK 7.",
                "Bought black opaque tights; did not buy the flats.",
            ),
        ],
        "questions": [
            ("what's the occasion I'm shopping for", (("funeral",),), ()),
            ("when is it", (("21", "Friday"),), ()),
            ("dress size?", (("18",),), ()),
            ("budget?", (("60",),), ()),
            ("what did i buy for the funeral", (("dress",),), ()),
            ("how much was the dress", (("52",),), ()),
            ("what's my shoe size", (("7",),), ()),
            ("did i buy the flats", (NOT_BOUGHT,), ()),
            ("whose funeral is it", ((NOT_KNOWN,),), ()),
            ("what colours do i like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 15. hiking the West Highland Way
    {
        "facts": [
            ("2026-07-01", "The shopper is hiking the West Highland Way in September."),
            ("2026-07-01", "The shopper is a large."),
            ("2026-07-01", "The shopper likes Patagonia."),
            ("2026-07-01", "The shopper refuses {brand4}."),
            ("2026-07-01", "The shopper will spend up to £200 on a waterproof jacket."),
            ("2026-07-05", "The shopper wears a UK 10 in walking boots."),
        ],
        "visits": [
            (
                "2026-07-01",
                "waterproof jacket L up to 200, not {brand4}",
                "Here are four waterproof jackets in large under £200, including a Patagonia shell at £190.",
                "Bought the Patagonia waterproof shell in large for £190.",
            ),
            (
                "2026-07-05",
                "walking boots uk 10",
                "Here are five walking boots in UK 10 from £80 to £160.",
                "Looked at walking boots in UK 10; no purchase.",
            ),
        ],
        "questions": [
            ("what hike am i doing", (("West Highland",),), ()),
            ("when's the hike", (("September", "Sept"),), ()),
            ("what size am i", (("large",),), ()),
            ("boot size", (("10",),), ()),
            ("which brand do I like", (("Patagonia",),), ()),
            ("brand i won't buy", (("{brand4}",),), ("Patagonia",)),
            ("jacket budget", (("200",),), ()),
            ("which jacket did i buy", (("Patagonia",),), ()),
            ("did i buy boots", (NOT_BOUGHT,), ()),
            ("what colour do i like", ((NOT_KNOWN,),), ()),
            ("who's coming hiking with me", ((NOT_KNOWN,),), ()),
        ],
    },
    # 16. honeymoon in the Maldives
    {
        "facts": [
            ("2026-02-14", "The shopper is going on honeymoon to the Maldives in May."),
            ("2026-02-14", "The shopper is a UK 10 and a 34B bra."),
            ("2026-02-14", "The shopper loves coral."),
            ("2026-02-14", "The shopper wants to spend no more than £60 on a bikini."),
        ],
        "visits": [
            (
                "2026-02-14",
                "honeymoon bikinis 34B bottoms 10, coral?",
                "Here are three coral bikinis in 34B with size 10 bottoms, £40 to £58.",
                "Bought a coral underwired bikini, 34B top and size 10 bottoms, for £48.",
            ),
            (
                "2026-03-01",
                "linen dress for dinners out there, size 10",
                "Here are four linen midi dresses in UK 10 in white, coral and sand.",
                "Looked at linen midi dresses in UK 10; no purchase.",
            ),
        ],
        "questions": [
            ("where's my honeymoon", (("Maldives",),), ()),
            ("when do I go", (("May",),), ()),
            ("bra size?", (("34B",),), ()),
            ("dress size?", (("10",),), ()),
            ("fav colour", (("coral",),), ()),
            ("bikini budget", (("60",),), ()),
            ("what did i buy for the honeymoon", (("bikini",),), ()),
            ("did i buy the linen dress", (NOT_BOUGHT,), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("any brands I don't like?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 17. sister's baby shower, one visit with no purchase
    {
        "facts": [
            ("2026-09-02", "The shopper is going to her sister's baby shower on 20 September."),
            ("2026-09-02", "The shopper is a medium."),
            ("2026-09-02", "The shopper likes sage green."),
            ("2026-09-02", "The shopper can't stand yellow."),
        ],
        "visits": [
            (
                "2026-09-02",
                "something for my sisters baby shower, medium, sage green maybe, no yellow",
                "Here are three sage green dresses and a sage jumpsuit in medium.",
                "Looked at sage green dresses and a jumpsuit in medium; no purchase.",
            ),
        ],
        "questions": [
            ("whose baby shower is it", (("sister",),), ()),
            ("when's the baby shower", (("20",), ("September", "Sept")), ()),
            ("what size am i", (("medium",),), ()),
            ("colour I like", (("sage",),), ()),
            ("colour i hate", (("yellow",),), ()),
            ("did I buy anything", (NOT_BOUGHT,), ()),
            ("what did i look at last time", (("dress", "jumpsuit"),), ()),
            ("when was that", (("September", "Sept", "Sep"),), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
            ("which brand do i like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 18. black tie gala, dinner suit
    {
        "facts": [
            ("2026-09-15", "The shopper has a black tie gala on 10 October."),
            ("2026-09-15", "The shopper wears a 42R dinner jacket and a 16 collar."),
            ("2026-09-15", "The shopper's budget for the dinner suit is £400."),
            ("2026-09-15", "The shopper likes {brand0}."),
        ],
        "visits": [
            (
                "2026-09-15",
                "dinner suit 42R for a gala, {brand0} if you have it, 400 max",
                "The {brand0} midnight navy dinner suit is £380 in 42R; a black one is £350.",
                "Looked at {brand0} dinner suits in 42R; no purchase.",
            ),
            (
                "2026-09-22",
                "the midnight navy one plus a dress shirt 16",
                "The midnight navy dinner suit is £380 in 42R and the {brand0} dress shirt in collar 16 is £45.",
                "Bought the {brand0} midnight navy dinner suit in 42R and a dress shirt, collar 16.",
            ),
        ],
        "questions": [
            ("what's the event", (("gala", "black tie"),), ()),
            ("when's the gala", (("10",), ("October", "Oct")), ()),
            ("jacket size", (("42R", "42 R", "42 regular"),), ()),
            ("collar?", (("16",),), ()),
            ("how much was I going to spend", (("400",),), ()),
            ("which brand do I like", (("{brand0}",),), ()),
            ("what colour dinner suit did i get", (("navy",),), ()),
            ("did i get a shirt too", (YES + ("dress shirt",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("who am i going to the gala with", ((NOT_KNOWN,),), ()),
        ],
    },
    # 19. almost nothing known: only a shoe size
    {
        "facts": [
            ("2026-10-05", "The shopper wears an EU 44 in shoes."),
        ],
        "visits": [
            (
                "2026-10-05",
                "44 trainers",
                "Here are eight trainers in EU 44.",
                "Browsed trainers in EU 44; no purchase.",
            ),
        ],
        "questions": [
            ("shoe size?", (("44",),), ()),
            ("am i a 44", (YES + ("you are",), ("44",)), ()),
            ("what do you remember about me", (("44",),), ()),
            ("did i buy trainers last time", (NOT_BOUGHT,), ()),
            ("what did i look at", (("trainer",),), ()),
            ("when was I last here", (("October", "Oct"),), ()),
            ("what's my clothes size", ((NOT_KNOWN,),), ()),
            ("fave colour?", ((NOT_KNOWN,),), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("any events coming up for me?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 20. Caribbean cruise
    {
        "facts": [
            ("2026-10-20", "The shopper is going on a Caribbean cruise in December."),
            ("2026-10-20", "The shopper is a UK 14."),
            ("2026-10-20", "The shopper keeps each item under £50."),
            ("2026-10-20", "The shopper hates orange."),
            ("2026-11-02", "The shopper likes {brand2}."),
        ],
        "visits": [
            (
                "2026-10-20",
                "cruise wear size 14 under 50, no orange",
                "Here are resort dresses, wide-leg trousers and a kaftan in UK 14, all under £50.",
                "Bought a turquoise kaftan in UK 14 for £34.",
            ),
            (
                "2026-11-02",
                "any {brand2} evening dresses for the captain's dinner, 14?",
                "The {brand2} sequin midi is £49 in UK 14, in silver or black.",
                "Looked at the {brand2} sequin midi in UK 14; no purchase.",
            ),
        ],
        "questions": [
            ("where's my cruise", (("Caribbean",),), ()),
            ("when am i cruising", (("December", "Dec"),), ()),
            ("size?", (("14",),), ()),
            ("max per item", (("50",),), ()),
            ("colour i avoid", (("orange",),), ("turquoise",)),
            ("brand i like", (("{brand2}",),), ()),
            ("what did I buy for the cruise", (("kaftan",),), ()),
            ("what colour was it", (("turquoise",),), ()),
            ("did i buy the sequin dress", (NOT_BOUGHT,), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("who's coming on the cruise with me", ((NOT_KNOWN,),), ()),
            ("whats my bra size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 21. godmother at a christening
    {
        "facts": [
            ("2026-05-04", "The shopper is godmother at her niece's christening on Sunday 17 May."),
            ("2026-05-04", "The shopper is a UK 10."),
            ("2026-05-04", "The shopper likes pastel pink."),
            ("2026-05-04", "The shopper's budget is up to £80."),
            ("2026-05-04", "The shopper doesn't get on with {brand4}."),
        ],
        "visits": [
            (
                "2026-05-04",
                "christening outfit, godmother, 10, pastel pink, up to 80, not {brand4}",
                "Here are four pastel pink dresses and a pink co-ord in UK 10 under £80.",
                "Looked at pastel pink dresses and a co-ord in UK 10; no purchase.",
            ),
            (
                "2026-05-09",
                "the pink co-ord, is the blazer separate",
                "Yes, the blazer is £45 and the trousers £30 in UK 10.",
                "Bought the pastel pink co-ord blazer and trousers in UK 10 for £75.",
            ),
        ],
        "questions": [
            ("whose christening", (("niece",),), ()),
            ("what am i at the christening", (("godmother",),), ()),
            ("when is it", (("17",), ("May",)), ()),
            ("size", (("10",),), ()),
            ("colour I like", (("pink",),), ()),
            ("budget", (("80",),), ()),
            ("brand i don't like", (("{brand4}",),), ()),
            ("what did i buy in the end", (("co-ord", "blazer", "trousers"),), ()),
            ("how much was the blazer", (("45",),), ()),
            ("colour i cant stand?", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 22. school prom
    {
        "facts": [
            ("2026-03-22", "The shopper has her school prom on 26 June."),
            ("2026-03-22", "The shopper is a UK 6."),
            ("2026-03-22", "The shopper's budget for the prom dress is £150."),
            ("2026-03-22", "The shopper loves red."),
            ("2026-04-02", "The shopper wears a UK 4 in shoes."),
        ],
        "visits": [
            (
                "2026-03-22",
                "prom dress size 6, red, up to 150",
                "Here are five red prom dresses in UK 6 from £85 to £150.",
                "Looked at red prom dresses in UK 6; no purchase.",
            ),
            (
                "2026-04-02",
                "red satin one with the slit + heels uk 4",
                "The red satin maxi is £129 in UK 6; the strappy heels are £35 in UK 4.",
                "Bought the red satin maxi dress in UK 6 (£129); didn't buy the heels.",
            ),
        ],
        "questions": [
            ("when's prom", (("26",), ("June",)), ()),
            ("what size dress", (("6",),), ()),
            ("shoe size", (("4",),), ()),
            ("prom budget?", (("150",),), ()),
            ("my colour", (("red",),), ()),
            ("which dress did i get", (("satin",),), ()),
            ("how much was it", (("129",),), ()),
            ("did i buy the heels", (NOT_BOUGHT,), ()),
            ("who am i going to prom with", ((NOT_KNOWN,),), ()),
            ("which brand do i like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 23. camping in the Lake District
    {
        "facts": [
            ("2026-07-14", "The shopper is going camping in the Lake District in August."),
            ("2026-07-14", "The shopper wears 2XL."),
            ("2026-07-14", "The shopper mostly wears Carhartt."),
            ("2026-07-14", "The shopper likes olive."),
            ("2026-07-14", "The shopper won't spend over £60 on anything."),
        ],
        "visits": [
            (
                "2026-07-14",
                "camping lakes, 2XL, olive, carhartt if poss, max 60",
                "Here are a Carhartt olive fleece at £58 and two olive overshirts in 2XL.",
                "Bought the Carhartt olive fleece in 2XL for £58.",
            ),
        ],
        "questions": [
            ("where am i camping", (("Lake District", "Lakes"),), ()),
            ("when's the camping trip", (("August", "Aug"),), ()),
            ("size?", (("2XL", "XXL"),), ()),
            ("brand i wear", (("Carhartt",),), ()),
            ("favourite colour", (("olive",),), ()),
            ("max spend", (("60",),), ()),
            ("what did i buy", (("fleece",),), ()),
            ("how much was the fleece", (("58",),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("colours i hate", ((NOT_KNOWN,),), ()),
        ],
    },
    # 24. work Christmas party
    {
        "facts": [
            ("2026-11-25", "The shopper's work Christmas party is on 18 December."),
            ("2026-11-25", "The shopper is a UK 12."),
            ("2026-11-25", "The shopper loves gold."),
            ("2026-11-25", "The shopper won't buy {brand1} because it never fits."),
            ("2026-11-25", "The shopper's budget is £70."),
        ],
        "visits": [
            (
                "2026-11-25",
                "xmas party dress 12 gold sparkly under 70 not {brand1}",
                "Here are four gold sequin dresses in UK 12 under £70.",
                "Looked at gold sequin dresses in UK 12; no purchase.",
            ),
            (
                "2026-12-03",
                "the gold one with the puff sleeves in 12",
                "The gold puff-sleeve sequin mini is £65 in UK 12.",
                "Bought the gold puff-sleeve sequin mini in UK 12 for £65.",
            ),
        ],
        "questions": [
            ("when's the work do", (("18",), ("December", "Dec")), ()),
            ("what party am i going to", (("Christmas", "xmas"),), ()),
            ("dress size", (("12",),), ()),
            ("colour i love", (("gold",),), ()),
            ("brand i won't buy", (("{brand1}",),), ()),
            ("why don't i buy {brand1}", (("fit",),), ()),
            ("budget", (("70",),), ()),
            ("which dress did i buy", (("puff",),), ()),
            ("did i buy it in november", (("December", "Dec"),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("colour i dont like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 25. several refused brands, one liked
    {
        "facts": [
            ("2026-03-03", "The shopper never buys Shein."),
            ("2026-03-03", "The shopper avoids {brand3}."),
            ("2026-03-03", "The shopper likes {brand4}."),
            ("2026-03-03", "The shopper is a size small."),
            ("2026-03-10", "The shopper basically lives in grey."),
        ],
        "visits": [
            (
                "2026-03-03",
                "basics in small, no {brand3}",
                "Here are {brand4} and other tees and vests in small.",
                "Bought three {brand4} tees in small.",
            ),
            (
                "2026-03-10",
                "grey joggers S",
                "Here are four grey joggers in small from £25.",
                "Looked at grey joggers in small; no purchase.",
            ),
        ],
        "questions": [
            ("which brands do i avoid", (("Shein",), ("{brand3}",)), ()),
            ("brand I like", (("{brand4}",),), ()),
            ("do i like {brand3}?", (("no", "not", "avoid"),), ()),
            ("size?", (("small",),), ()),
            ("colour I wear", (("grey", "gray"),), ()),
            ("what did i buy", (("tee", "t-shirt"),), ()),
            ("how many tees did i get", (("three", "3"),), ()),
            ("did i get the joggers", (NOT_BOUGHT,), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("any plans coming up", ((NOT_KNOWN,),), ()),
        ],
    },
    # 26. speaking at a conference in Berlin
    {
        "facts": [
            ("2026-02-05", "The shopper is speaking at a conference in Berlin in March."),
            ("2026-02-05", "The shopper is a UK 14 (EU 42)."),
            ("2026-02-05", "The shopper's budget for a blazer is up to £180."),
            ("2026-02-05", "The shopper favours navy."),
            ("2026-02-12", "The shopper wears a UK 6 in shoes."),
        ],
        "visits": [
            (
                "2026-02-05",
                "navy blazer 14 for a conference talk, max 180",
                "Here are three navy blazers in UK 14 from £95 to £175.",
                "Bought a navy double-breasted blazer in UK 14 for £135.",
            ),
            (
                "2026-02-12",
                "block heel loafers 6",
                "Here are four block-heel loafers in UK 6 in black and tan.",
                "Looked at block-heel loafers in UK 6; no purchase.",
            ),
        ],
        "questions": [
            ("what's my talk at", (("conference",),), ()),
            ("where is it", (("Berlin",),), ()),
            ("when's the conference", (("March",),), ()),
            ("what size am i in EU", (("42",),), ()),
            ("uk size?", (("14",),), ()),
            ("blazer budget", (("180",),), ()),
            ("which blazer did i buy", (("double-breasted", "double breasted", "navy"),), ()),
            ("did i buy loafers", (NOT_BOUGHT,), ()),
            ("shoe size", (("6",),), ()),
            ("brand i like?", ((NOT_KNOWN,),), ()),
            ("what colour do i avoid", ((NOT_KNOWN,),), ()),
            (
                "what do you remember about me?",
                (("14", "42"), ("Berlin", "conference"), ("navy",)),
                (),
            ),
        ],
    },
    # 27. bridesmaid at a cousin's wedding
    {
        "facts": [
            ("2026-01-30", "The shopper is a bridesmaid at her cousin's wedding in May."),
            ("2026-01-30", "The shopper is a UK 8."),
            ("2026-01-30", "The shopper hates yellow."),
            ("2026-01-30", "The shopper likes {brand4}."),
            ("2026-02-06", "The shopper wears a UK 5 in shoes."),
        ],
        "visits": [
            (
                "2026-01-30",
                "the bride wants dusty blue, any bridesmaid dresses in an 8",
                "Here are four dusty blue bridesmaid dresses in UK 8; one is {brand4} at £95.",
                "Looked at dusty blue bridesmaid dresses in UK 8; no purchase.",
            ),
            (
                "2026-02-06",
                "nude heels uk 5",
                "Here are three nude block heels in UK 5.",
                "Bought nude block heels in UK 5 for £40.",
            ),
        ],
        "questions": [
            ("whose wedding am i bridesmaid at", (("cousin",),), ()),
            ("when's the wedding", (("May",),), ()),
            ("my size", (("8",),), ()),
            ("shoe size", (("5",),), ()),
            ("colour i hate", (("yellow",),), ()),
            ("fav brand", (("{brand4}",),), ()),
            ("what did i buy", (("heel",),), ()),
            ("did i buy a bridesmaid dress", (NOT_BOUGHT,), ()),
            ("what colour did the bride want", (("blue",),), ()),
            ("where's the wedding", ((NOT_KNOWN,),), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 28. moving to Canada
    {
        "facts": [
            ("2026-09-28", "The shopper is moving to Toronto, Canada, in November."),
            ("2026-09-28", "The shopper is a large."),
            ("2026-09-28", "The shopper can spend up to £350 on a winter coat."),
            ("2026-09-28", "The shopper likes black."),
            ("2026-10-04", "The shopper wears a UK 9 in boots."),
        ],
        "visits": [
            (
                "2026-09-28",
                "proper winter coat for canada, L, black, up to 350",
                "Here are three insulated parkas in large in black from £220 to £340.",
                "Bought a black down parka in large for £299.",
            ),
            (
                "2026-10-04",
                "snow boots 9",
                "Here are four insulated snow boots in UK 9.",
                "Looked at snow boots in UK 9; no purchase.",
            ),
        ],
        "questions": [
            ("where am i moving", (("Canada", "Toronto"),), ()),
            ("when's the move", (("November", "Nov"),), ()),
            ("coat budget", (("350",),), ()),
            ("what size am i", (("large",),), ()),
            ("boot size", (("9",),), ()),
            ("colour i like", (("black",),), ()),
            ("what coat did i buy", (("parka",),), ()),
            ("how much did i pay for it", (("299",),), ()),
            ("did i buy snow boots", (NOT_BOUGHT,), ()),
            ("any brands i like", ((NOT_KNOWN,),), ()),
            ("colours i dont like?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 29. anniversary dinner, only one visit, nothing bought
    {
        "facts": [
            ("2026-06-15", "The shopper has an anniversary dinner on Friday 19 June."),
            ("2026-06-15", "The shopper wears a medium."),
            ("2026-06-15", "The shopper loves burgundy."),
            ("2026-06-15", "The shopper wants to keep it under £90."),
        ],
        "visits": [
            (
                "2026-06-15",
                "smart shirt for anniversary dinner, M, burgundy?, under 90",
                "Here are three burgundy shirts in medium from £35 to £60.",
                "Looked at burgundy shirts in medium; no purchase.",
            ),
        ],
        "questions": [
            ("what's on friday", (("anniversary",),), ()),
            ("when's the anniversary dinner", (("19", "Friday"),), ()),
            ("size", (("medium",),), ()),
            ("favourite colour", (("burgundy",),), ()),
            ("budget?", (("90",),), ()),
            ("am i a large?", (("no", "not"), ("medium",)), ()),
            ("did i buy a shirt", (NOT_BOUGHT,), ()),
            ("what did i look at", (("shirt",),), ()),
            ("where's the dinner", ((NOT_KNOWN,),), ()),
            ("waist size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 30. teenager going to a gig at Brixton
    {
        "facts": [
            ("2026-04-08", "The shopper is going to a gig at Brixton Academy on 2 May."),
            ("2026-04-08", "The shopper's budget is £40."),
            ("2026-04-08", "The shopper wears Converse."),
            ("2026-04-08", "The shopper wears a UK 7 in shoes."),
            ("2026-04-08", "The shopper never wears white."),
        ],
        "visits": [
            (
                "2026-04-08",
                "outfit for a gig at brixton, 40 quid, no white",
                "Here are a black band tee at £18, a checked overshirt at £32 and black Converse high-tops in UK 7 at £60.",
                "Bought the black band tee for £18.",
            ),
        ],
        "questions": [
            ("where's the gig", (("Brixton",),), ()),
            ("when's the gig", (("May",),), ()),
            ("budget", (("40",),), ()),
            ("what shoes do i wear", (("Converse",),), ()),
            ("shoe size?", (("7",),), ()),
            ("colour i never wear", (("white",),), ("black",)),
            ("what did i buy", (("tee", "t-shirt"),), ()),
            ("did i buy the converse", (NOT_BOUGHT,), ()),
            ("clothes size?", ((NOT_KNOWN,),), ()),
            ("who's playing", ((NOT_KNOWN,),), ()),
        ],
    },
    # 31. formal dinner at the golf club
    {
        "facts": [
            ("2026-08-25", "The shopper has a formal dinner at his golf club on 12 September."),
            ("2026-08-25", "The shopper wears a 38 chest and W32 L30 trousers."),
            ("2026-08-25", "The shopper likes Ralph Lauren."),
            ("2026-08-25", "The shopper doesn't like pastel colours, especially pink."),
        ],
        "visits": [
            (
                "2026-08-25",
                "blazer 38 for a dinner at the golf club, ralph lauren?",
                "Here are two Ralph Lauren blazers in 38R: navy at £295 and green check at £320.",
                "Looked at Ralph Lauren blazers in 38R; no purchase.",
            ),
            (
                "2026-08-30",
                "grey trousers 32 30",
                "Here are three grey wool trousers in W32 L30.",
                "Bought grey wool trousers in W32 L30 for £85.",
            ),
        ],
        "questions": [
            ("what do you remember about me?", (("38", "32"), ("Ralph Lauren",), ("golf",)), ()),
            ("what's the dinner for", (("golf",),), ()),
            ("when is it", (("12",), ("September", "Sept")), ()),
            ("chest size", (("38",),), ()),
            ("trouser size", (("32",), ("30",)), ()),
            ("fave brand", (("Ralph Lauren",),), ()),
            ("colours i don't like", (("pink", "pastel"),), ()),
            ("did i buy a blazer", (NOT_BOUGHT,), ()),
            ("what did i buy", (("trousers",),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
        ],
    },
]
