"""Questions about the shopper for split test34: thirty-one signed-in shopper profiles written
blind from the brief. Each profile holds the facts the assistant recalled about the shopper
(date told, third-person sentence), earlier visits (date, shopper message, assistant reply,
one-line summary) and questions the shopper asks about themselves, typed the way shoppers type.
Each question has groups of alternatives: the answer must contain at least one alternative of
every group (case-insensitive substring) and none of the strings in the third element.
NOT_KNOWN marks questions whose answer was never told; a few profiles hold traps such as sizes or
colours that belong to someone else the shopper bought for, or facts that were later updated."""

NOT_KNOWN = "<not known>"
NOT_BOUGHT = ("didn't", "did not", "nothing", "no purchase", "not buy", "No", "no")

PROFILES = [
    # 1. dress shopper going to a cousin's wedding; bought a dress on the second visit
    {
        "facts": [
            ("2026-05-03", "The shopper wears a UK 12 in dresses."),
            ("2026-05-03", "The shopper loves emerald green."),
            ("2026-05-03", "The shopper refuses to buy {brand3}."),
            (
                "2026-05-03",
                "The shopper is going to her cousin's wedding in Cornwall on 2026-07-18.",
            ),
        ],
        "visits": [
            (
                "2026-05-03",
                "any green midi dresses in a 12? got my cousins wedding in cornwall, not {brand3} pls",
                "Here are four green midi dresses in UK 12, none from {brand3}.",
                "Looked at green midi dresses in UK 12 for a wedding; no purchase.",
            ),
            (
                "2026-05-20",
                "I'll take the emerald {brand1} midi in 12",
                "Done - the emerald {brand1} midi dress in UK 12 is in your basket.",
                "Bought the emerald {brand1} midi dress in UK 12 for £85.",
            ),
        ],
        "questions": [
            ("what size am I in dresses?", (("12",),), ()),
            ("fav colour?", (("emerald",),), ()),
            ("which brand do i avoid", (("{brand3}",),), ()),
            ("whose wedding am I going to again", (("cousin",),), ()),
            ("when's the wedding", (("July", "2026-07"),), ()),
            ("where is it?", (("Cornwall",),), ()),
            (
                "did I end up buying a dress?",
                (("yes", "you did", "you bought"), ("emerald", "midi", "{brand1}")),
                (),
            ),
            ("how much did I pay for it", (("85",),), ()),
            ("am I a 14?", (("no", "not"), ("12",)), ("yes",)),
            ("what's my shoe size", ((NOT_KNOWN,),), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
        ],
    },
    # 2. man with a law-firm interview; jeans and suit sizes; no purchase
    {
        "facts": [
            ("2026-08-14", "The shopper wears W32 L30 jeans."),
            ("2026-08-14", "The shopper wears a medium in tops."),
            ("2026-08-14", "The shopper can't stand orange."),
            ("2026-08-14", "The shopper likes {brand0}."),
            ("2026-08-14", "The shopper doesn't spend more than £60 on jeans."),
            ("2026-09-30", "The shopper wears a 40R suit jacket."),
            ("2026-09-30", "The shopper has a job interview at a law firm on 2026-10-12."),
        ],
        "visits": [
            (
                "2026-08-14",
                "jeans W32 L30 under 60, {brand0} if you have them",
                "Here are five {brand0} jeans in W32 L30 under £60.",
                "Looked at {brand0} jeans in W32 L30; bought the slim dark wash pair for £55.",
            ),
            (
                "2026-09-30",
                "need a suit for an interview at a law firm, 40R",
                "Here are three suits in 40R: navy, charcoal and a grey check.",
                "Looked at suits in 40R for his interview; no purchase.",
            ),
        ],
        "questions": [
            ("jeans size?", (("32",), ("30",)), ()),
            ("am i medium or large in tops", (("medium",),), ()),
            ("what colour do I hate", (("orange",),), ()),
            ("which brand do I like", (("{brand0}",),), ()),
            ("how much do I spend on jeans max", (("60",),), ()),
            ("when is my interview", (("Oct", "2026-10"),), ()),
            ("who's the interview with", (("law",),), ()),
            ("did I buy the suit?", (NOT_BOUGHT,), ()),
            ("what did I buy in august", (("jeans",),), ()),
            ("suit size?", (("40",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("do I have a favourite colour", ((NOT_KNOWN,),), ()),
        ],
    },
    # 3. festival-goer; also looked at wellies for her son (trap: 11 is not her size)
    {
        "facts": [
            ("2026-04-22", "The shopper wears a size 16."),
            ("2026-04-22", "The shopper's budget is up to £40."),
            ("2026-04-22", "The shopper likes {brand2}."),
            ("2026-04-22", "The shopper dislikes beige."),
            ("2026-05-11", "The shopper is going to Download festival in June 2026."),
        ],
        "visits": [
            (
                "2026-05-11",
                "festival raincoat size 16 under 40, download in june",
                "Here are three {brand2} raincoats in 16 under £40.",
                "Bought a {brand2} packable raincoat in 16 for £38.",
            ),
            (
                "2026-05-11",
                "and wellies for my son, he's an 11",
                "Here are kids' wellies in size 11.",
                "Looked at kids' wellies in size 11 for her son; no purchase.",
            ),
        ],
        "questions": [
            ("what size do I wear", (("16",),), ()),
            ("my max spend?", (("40",),), ()),
            ("which brand do I like again", (("{brand2}",),), ()),
            ("colour to avoid?", (("beige",),), ()),
            ("what festival am I going to", (("Download",),), ()),
            ("when is it", (("June", "2026-06"),), ()),
            ("what did I buy last time", (("raincoat",),), ()),
            ("who were the wellies for", (("son",),), ()),
            ("is beige ok for me?", (("no", "not", "dislike"),), ()),
            ("whats my shoe size", ((NOT_KNOWN,),), ("11",)),
            ("do I have a favourite colour", ((NOT_KNOWN,),), ()),
        ],
    },
    # 4. older man; golden anniversary party; collar and chest sizes
    {
        "facts": [
            ("2026-10-01", "The shopper's collar size is 16.5."),
            ("2026-10-01", "The shopper has a 44 inch chest."),
            ("2026-10-01", "The shopper likes Barbour."),
            ("2026-10-01", "The shopper will spend up to £150 on a coat."),
            ("2026-10-01", "The shopper can't stand pink."),
            ("2026-10-20", "The shopper has a golden wedding anniversary party on 2026-11-07."),
        ],
        "visits": [
            (
                "2026-10-01",
                "looking for a shirt, 16 and a half collar, nothing pink",
                "Here are five formal shirts in collar 16.5.",
                "Looked at formal shirts in collar 16.5; bought a white Oxford shirt for £35.",
            ),
            (
                "2026-10-20",
                "any barbour jackets in a 44? its for our golden anniversary do",
                "Here are two Barbour waxed jackets in 44 chest.",
                "Looked at Barbour waxed jackets in 44 chest; no purchase.",
            ),
        ],
        "questions": [
            ("collar size?", (("16.5", "16 and a half", "16½"),), ()),
            ("what's my chest size", (("44",),), ()),
            ("which brand did I say I like", (("Barbour",),), ()),
            ("how much will I spend on a coat", (("150",),), ()),
            ("colour I can't stand", (("pink",),), ()),
            ("what's the party for", (("anniversary",),), ()),
            ("which anniversary is it", (("golden", "50"),), ()),
            ("when's the party", (("Nov", "2026-11"),), ()),
            ("what did I buy in october", (("shirt",),), ()),
            ("did I get the barbour", (NOT_BOUGHT,), ()),
            ("waist size?", ((NOT_KNOWN,),), ()),
            ("do i like {brand0}?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 5. teenager buying a prom dress on a small budget
    {
        "facts": [
            ("2026-04-12", "The shopper wears XS."),
            ("2026-04-12", "The shopper loves lilac."),
            ("2026-04-12", "The shopper refuses to buy Shein."),
            ("2026-04-12", "The shopper's budget is under £30."),
            ("2026-04-12", "The shopper's prom is on 2026-06-26."),
        ],
        "visits": [
            (
                "2026-04-12",
                "prom dresses xs under 30?? not shein",
                "Here are six prom dresses in XS under £30.",
                "Looked at prom dresses in XS under £30; no purchase.",
            ),
            (
                "2026-05-02",
                "the lilac satin one in xs pls",
                "Added the lilac satin slip dress in XS.",
                "Bought the lilac satin slip dress in XS for £29.",
            ),
        ],
        "questions": [
            ("what size am i", (("XS", "extra small", "extra-small"),), ()),
            ("fav colour", (("lilac",),), ()),
            ("brand I refuse?", (("Shein",),), ()),
            ("budget?", (("30",),), ()),
            ("when's prom", (("June", "2026-06"),), ()),
            (
                "did I buy my prom dress yet",
                (("yes", "you did", "you bought"), ("lilac", "satin", "slip")),
                (),
            ),
            ("how much was it", (("29",),), ()),
            ("what colour was the dress i got", (("lilac",),), ()),
            ("when did i buy it", (("May", "2026-05"),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("what brands do I like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 6. runner training for the London marathon
    {
        "facts": [
            ("2026-03-01", "The shopper wears UK 10 trainers."),
            ("2026-03-01", "The shopper is a {brand1} fan."),
            ("2026-03-01", "The shopper won't buy {brand4}."),
            ("2026-03-01", "The shopper is running the London marathon on 2026-04-26."),
            ("2026-03-01", "The shopper likes black."),
            ("2026-03-01", "The shopper pays no more than £120 for trainers."),
            ("2026-03-15", "The shopper wears a medium in running gear."),
        ],
        "visits": [
            (
                "2026-03-01",
                "running shoes size 10 {brand1}, black, max 120, training for london",
                "Here are four {brand1} running shoes in UK 10 under £120.",
                "Looked at {brand1} running shoes in UK 10; bought the Pacer 3 in black for £110.",
            ),
            (
                "2026-03-15",
                "running tights medium",
                "Here are five running tights in M.",
                "Looked at running tights in M; no purchase.",
            ),
        ],
        "questions": [
            ("trainer size?", (("10",),), ()),
            ("what brand do I love", (("{brand1}",),), ()),
            ("which brand do I avoid", (("{brand4}",),), ()),
            ("what race am i doing", (("marathon",),), ()),
            ("when is it", (("April", "2026-04"),), ()),
            ("my colour?", (("black",),), ()),
            ("how much will i pay for trainers", (("120",),), ()),
            ("which trainers did I buy", (("Pacer",),), ()),
            ("did I buy the tights", (NOT_BOUGHT,), ()),
            ("what size for running tights", (("medium", "M"),), ()),
            ("jeans size", ((NOT_KNOWN,),), ()),
            ("are there colours I hate?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 7. mum buying for her daughter's christening; looked at shirts for husband (trap: XL)
    {
        "facts": [
            ("2026-07-01", "The shopper wears a size 20."),
            ("2026-07-01", "The shopper loves cobalt blue."),
            ("2026-07-01", "The shopper hates grey."),
            ("2026-07-01", "The shopper's budget is up to £70."),
            ("2026-07-01", "The shopper likes {brand0}."),
            ("2026-07-01", "The shopper's daughter is being christened on 2026-08-09."),
        ],
        "visits": [
            (
                "2026-07-01",
                "cobalt dresses size 20 for my daughter's christening",
                "Here are three cobalt dresses in 20.",
                "Looked at cobalt dresses in 20; no purchase.",
            ),
            (
                "2026-07-14",
                "that {brand0} cobalt jumpsuit in a 20 please",
                "The {brand0} cobalt jumpsuit in 20 is in your basket.",
                "Bought the {brand0} cobalt jumpsuit in 20 for £68.",
            ),
            (
                "2026-07-14",
                "also shirts for my husband, he's XL",
                "Here are five shirts in XL.",
                "Looked at men's shirts in XL for her husband; no purchase.",
            ),
        ],
        "questions": [
            ("what size am I", (("20",),), ("XL",)),
            ("favourite colour?", (("cobalt",),), ()),
            ("which colour do I hate", (("grey", "gray"),), ()),
            ("budget", (("70",),), ()),
            ("whose christening is it", (("daughter",),), ()),
            ("when's the christening", (("Aug", "2026-08"),), ()),
            ("what did I buy for it", (("jumpsuit",),), ()),
            ("how much was that", (("68",),), ()),
            ("what size shirt did I look at for my husband", (("XL",),), ()),
            ("did I buy my husband a shirt", (NOT_BOUGHT,), ()),
            ("fave brand?", (("{brand0}",),), ()),
            ("whats my shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 8. big-and-tall man going on a stag do
    {
        "facts": [
            ("2026-08-10", "The shopper wears 3XL."),
            ("2026-08-10", "The shopper's budget is under £50."),
            ("2026-08-10", "The shopper likes navy."),
            ("2026-08-10", "The shopper refuses to buy {brand2}."),
            ("2026-08-10", "The shopper is going on a stag do in Prague on 2026-09-05."),
        ],
        "visits": [
            (
                "2026-08-10",
                "3xl shirts for a stag in prague, under 50, not {brand2}",
                "Here are four short-sleeve shirts in 3XL under £50.",
                "Looked at short-sleeve shirts in 3XL; bought a navy linen shirt for £42.",
            ),
        ],
        "questions": [
            ("what size do i wear", (("3XL", "XXXL"),), ()),
            ("my budget?", (("50",),), ()),
            ("colour I like", (("navy",),), ()),
            ("brand i won't buy", (("{brand2}",),), ()),
            ("where's the stag", (("Prague",),), ()),
            ("when is it", (("Sep", "2026-09"),), ()),
            ("what did I buy", (("linen", "shirt"),), ()),
            ("how much did it cost", (("42",),), ()),
            ("am I an XXL?", (("no", "not"), ("3XL", "XXXL")), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("waist?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 9. walker planning the West Highland Way
    {
        "facts": [
            ("2026-04-02", "The shopper wears a medium."),
            ("2026-04-02", "The shopper loves sage green."),
            ("2026-04-02", "The shopper dislikes {brand0}."),
            ("2026-04-02", "The shopper likes Patagonia."),
            ("2026-04-02", "The shopper will spend up to £200 on a jacket."),
            (
                "2026-04-02",
                "The shopper is walking the West Highland Way in Scotland from 2026-05-23.",
            ),
            ("2026-04-28", "The shopper wears EU 41 boots."),
        ],
        "visits": [
            (
                "2026-04-02",
                "waterproof jacket medium, patagonia? up to 200",
                "Here are two Patagonia waterproof jackets in M under £200.",
                "Looked at Patagonia waterproof jackets in M; no purchase.",
            ),
            (
                "2026-04-28",
                "walking boots eu 41",
                "Here are three walking boots in EU 41.",
                "Bought walking boots in EU 41 for £95.",
            ),
        ],
        "questions": [
            ("what size am I", (("medium", "M"),), ()),
            ("boot size?", (("41",),), ()),
            ("what colour do i like", (("sage",),), ()),
            ("which brand do I love", (("Patagonia",),), ()),
            ("which brand don't I like", (("{brand0}",),), ()),
            ("how much for a jacket", (("200",),), ()),
            ("where am I walking", (("Highland", "Scotland"),), ()),
            ("when do I set off", (("May", "2026-05"),), ()),
            ("did I buy the jacket", (NOT_BOUGHT,), ()),
            ("what did I buy in april", (("boots",),), ()),
            ("any colours I hate?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 10. Royal Ascot; petite size
    {
        "facts": [
            ("2026-05-10", "The shopper wears petite size 8."),
            ("2026-05-10", "The shopper hates yellow."),
            ("2026-05-10", "The shopper loves black."),
            ("2026-05-10", "The shopper's budget is up to £300 for the whole outfit."),
            ("2026-05-10", "The shopper is going to Royal Ascot on 2026-06-17."),
            ("2026-05-10", "The shopper likes {brand3}."),
        ],
        "visits": [
            (
                "2026-05-10",
                "ascot dress petite 8, {brand3} ideally",
                "Here are five petite dresses in 8, two from {brand3}.",
                "Looked at petite dresses in 8 for Ascot; no purchase.",
            ),
            (
                "2026-05-25",
                "fascinator in black?",
                "Here are three black fascinators.",
                "Bought a black fascinator for £45.",
            ),
        ],
        "questions": [
            ("what size am I", (("8",),), ()),
            ("am I petite?", (("yes",),), ()),
            ("which colour do I hate", (("yellow",),), ()),
            ("which colour do I love", (("black",),), ()),
            ("whats my budget for the outfit", (("300",),), ()),
            ("what event am I going to", (("Ascot",),), ()),
            ("when's ascot", (("June", "2026-06"),), ()),
            ("have i bought a dress yet", (NOT_BOUGHT,), ()),
            ("what did I buy on my last visit", (("fascinator",),), ()),
            ("fave brand", (("{brand3}",),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 11. student starting uni
    {
        "facts": [
            ("2026-08-20", "The shopper wears a small."),
            ("2026-08-20", "The shopper's budget is £25 max."),
            ("2026-08-20", "The shopper likes {brand4}."),
            ("2026-08-20", "The shopper hates brown."),
            ("2026-08-20", "The shopper is starting university in Leeds in September 2026."),
        ],
        "visits": [
            (
                "2026-08-20",
                "hoodies small under 25, going to uni in leeds",
                "Here are six hoodies in S under £25, three from {brand4}.",
                "Looked at hoodies in S under £25; bought a grey {brand4} hoodie for £24.",
            ),
        ],
        "questions": [
            ("what size am i", (("small", "S"),), ()),
            ("how much do I wanna spend", (("25",),), ()),
            ("which brand do i like", (("{brand4}",),), ()),
            ("colour I don't like", (("brown",),), ()),
            ("where am I going to uni", (("Leeds",),), ()),
            ("when do i start", (("Sep", "2026-09"),), ()),
            ("what did I buy", (("hoodie",),), ()),
            ("what colour was the hoodie", (("grey", "gray"),), ()),
            (
                "what do you remember about me?",
                (("small",), ("{brand4}", "Leeds", "uni", "brown", "25")),
                (),
            ),
            ("whats my shoe size", ((NOT_KNOWN,),), ()),
            ("what's my waist size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 12. honeymoon in the Maldives
    {
        "facts": [
            ("2026-08-30", "The shopper wears UK 5.5 shoes."),
            ("2026-08-30", "The shopper wears a size 10 in dresses."),
            ("2026-08-30", "The shopper loves red."),
            ("2026-08-30", "The shopper refuses to buy {brand1}."),
            ("2026-08-30", "The shopper is going on honeymoon to the Maldives on 2026-10-03."),
            ("2026-09-05", "The shopper spends up to £80 on a swimsuit."),
        ],
        "visits": [
            (
                "2026-08-30",
                "sandals 5.5 for my honeymoon!! maldives",
                "Here are four sandals in UK 5.5.",
                "Bought tan flat sandals in UK 5.5 for £32.",
            ),
            (
                "2026-09-05",
                "red swimsuits up to 80, not {brand1}",
                "Here are five red swimsuits under £80.",
                "Looked at red swimsuits under £80; no purchase.",
            ),
        ],
        "questions": [
            ("shoe size?", (("5.5", "5 and a half", "5½"),), ()),
            ("dress size", (("10",),), ()),
            ("fav colour", (("red",),), ()),
            ("brand i refuse to buy", (("{brand1}",),), ()),
            ("where's my honeymoon", (("Maldives",),), ()),
            ("when do we go", (("Oct", "2026-10"),), ()),
            ("how much for a swimsuit", (("80",),), ()),
            ("did i buy a swimsuit", (NOT_BOUGHT,), ()),
            ("what did I buy for the trip", (("sandals",),), ()),
            ("do I hate any colours", ((NOT_KNOWN,),), ()),
            ("what brand do I like?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 13. groom buying his wedding suit
    {
        "facts": [
            ("2026-06-02", "The shopper's collar size is 15."),
            ("2026-06-02", "The shopper wears a 38R suit."),
            ("2026-06-02", "The shopper is getting married on 2026-09-12."),
            ("2026-06-02", "The shopper's budget for the suit is £600."),
            ("2026-06-02", "The shopper likes navy."),
            ("2026-06-02", "The shopper likes Hugo Boss."),
        ],
        "visits": [
            (
                "2026-06-02",
                "wedding suit 38R, navy, up to 600, my own wedding",
                "Here are four navy suits in 38R under £600, one from Hugo Boss.",
                "Looked at navy suits in 38R; no purchase.",
            ),
            (
                "2026-06-21",
                "ties for the groomsmen, 5 of the same",
                "Here are silk ties available in quantities of five.",
                "Bought five burgundy silk ties for his groomsmen for £100.",
            ),
        ],
        "questions": [
            ("collar?", (("15",),), ()),
            ("suit size", (("38",),), ()),
            ("when's my wedding", (("Sep", "2026-09"),), ()),
            ("how much can i spend on the suit", (("600",),), ()),
            ("what colour do I like", (("navy",),), ()),
            ("which brand do I like", (("Boss",),), ()),
            ("have i bought my suit", (NOT_BOUGHT,), ()),
            ("what did i buy for the groomsmen", (("ties",),), ()),
            ("how many ties", (("5", "five"),), ()),
            ("am I a 40R?", (("no", "not"), ("38",)), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("any colours i said no to", ((NOT_KNOWN,),), ()),
        ],
    },
    # 14. facts updated over time: size went up, colour changed, brand turned
    {
        "facts": [
            ("2026-02-10", "The shopper wears a UK 12."),
            ("2026-02-10", "The shopper loves pink."),
            ("2026-02-10", "The shopper likes {brand2}."),
            ("2026-09-01", "The shopper now wears a UK 14; she is no longer a 12."),
            ("2026-09-01", "The shopper has gone off pink and now prefers green."),
            ("2026-09-01", "The shopper no longer buys {brand2} because the quality dropped."),
        ],
        "visits": [
            (
                "2026-02-10",
                "pink jumpers size 12 {brand2}",
                "Here are three pink {brand2} jumpers in 12.",
                "Bought a pink {brand2} jumper in 12 for £40.",
            ),
            (
                "2026-09-01",
                "green cardigans in a 14, not {brand2}, quality's gone downhill",
                "Here are four green cardigans in 14.",
                "Looked at green cardigans in 14; no purchase.",
            ),
        ],
        "questions": [
            ("what size am I now", (("14",),), ()),
            ("am I still a 12?", (("no", "not"), ("14",)), ()),
            ("what colour do i like these days", (("green",),), ()),
            ("do I still like pink", (("no", "not", "gone off"),), ()),
            ("is {brand2} still ok for me", (("no", "not"),), ()),
            ("why did I stop buying {brand2}", (("quality",),), ()),
            ("what did I buy in february", (("jumper",),), ()),
            ("what colour was that jumper", (("pink",),), ()),
            ("did I buy a cardigan", (NOT_BOUGHT,), ()),
            ("when did I tell you I'd gone up a size", (("Sep", "2026-09"),), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
            ("any events coming up for me?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 15. almost nothing told; three visits to ask about
    {
        "facts": [
            ("2026-03-04", "The shopper wears a UK 7 shoe."),
        ],
        "visits": [
            (
                "2026-03-04",
                "chelsea boots 7",
                "Here are five chelsea boots in UK 7.",
                "Looked at chelsea boots in UK 7; bought the tan suede pair for £89.",
            ),
            (
                "2026-04-11",
                "trench coats?",
                "Here are six trench coats.",
                "Looked at trench coats; no purchase.",
            ),
            (
                "2026-06-19",
                "white trainers size 7",
                "Here are four white trainers in UK 7.",
                "Bought white leather trainers in UK 7 for £65.",
            ),
        ],
        "questions": [
            ("shoe size?", (("7",),), ()),
            ("what did I buy last time", (("trainers",),), ()),
            ("when was I last here", (("June", "2026-06"),), ()),
            ("did I buy a trench coat", (NOT_BOUGHT,), ()),
            ("what boots did I get", (("chelsea",),), ()),
            ("how much were the boots", (("89",),), ()),
            ("what colour were the trainers I bought", (("white",),), ()),
            ("what do you remember about me", (("7",),), ()),
            ("dress size?", ((NOT_KNOWN,),), ()),
            ("what's my fav colour", ((NOT_KNOWN,),), ()),
            ("how much do I like to spend", ((NOT_KNOWN,),), ()),
            ("what brand do I like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 16. Christmas party at work; buying gifts for partner (trap: partner's size M)
    {
        "facts": [
            ("2026-11-20", "The shopper wears a large."),
            ("2026-11-20", "The shopper has a work Christmas party on 2026-12-18."),
            ("2026-11-20", "The shopper likes velvet in burgundy."),
            ("2026-11-20", "The shopper's budget is £90."),
        ],
        "visits": [
            (
                "2026-11-20",
                "something for my work xmas party, large, burgundy maybe, 90 max",
                "Here are three burgundy velvet blazers in L under £90.",
                "Bought a burgundy velvet blazer in L for £79.",
            ),
            (
                "2026-11-28",
                "gift for my partner, jumper, she's a medium",
                "Here are five jumpers in M.",
                "Bought a cream cable-knit jumper in M for his partner for £45.",
            ),
        ],
        "questions": [
            ("what size am I", (("large", "L"),), ("medium",)),
            ("when's the party", (("Dec", "2026-12"),), ()),
            ("what kind of party is it", (("Christmas", "xmas"),), ()),
            ("fav colour?", (("burgundy",),), ()),
            ("what's my budget", (("90",),), ()),
            ("what did I get for the party", (("blazer",),), ()),
            ("what did I get my partner", (("jumper",),), ()),
            ("what size was the gift", (("medium", "M"),), ()),
            ("how much was the blazer", (("79",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("brands i like?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 17. Glastonbury, jeans, Levi's
    {
        "facts": [
            ("2026-05-14", "The shopper wears W28 L32 jeans."),
            ("2026-05-14", "The shopper loves Levi's."),
            ("2026-05-14", "The shopper never wears white jeans."),
            ("2026-05-14", "The shopper's budget is £90."),
            ("2026-05-14", "The shopper is going to Glastonbury on 2026-06-24."),
        ],
        "visits": [
            (
                "2026-05-14",
                "levis shorts w28 for glasto",
                "Here are four Levi's denim shorts in W28.",
                "Bought Levi's denim shorts in W28 for £50.",
            ),
            (
                "2026-06-01",
                "jeans 28 32 not white, 90 max",
                "Here are five jeans in W28 L32 under £90.",
                "Looked at jeans in W28 L32; no purchase.",
            ),
        ],
        "questions": [
            ("what's my jeans size", (("28",), ("32",)), ()),
            ("my fave brand?", (("Levi",),), ()),
            ("which colour jeans do I avoid", (("white",),), ()),
            ("budget", (("90",),), ()),
            ("which festival", (("Glastonbury", "Glasto"),), ()),
            ("when is it", (("June", "2026-06"),), ()),
            ("what did i buy for the festival", (("shorts",),), ()),
            ("did I buy jeans in june", (NOT_BOUGHT,), ()),
            ("am I a 30 waist", (("no", "not"), ("28",)), ()),
            ("top size?", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 18. skier, EU shoe sizes
    {
        "facts": [
            ("2026-11-02", "The shopper wears EU 44 shoes."),
            ("2026-11-02", "The shopper wears XL tops."),
            ("2026-11-02", "The shopper likes olive."),
            ("2026-11-02", "The shopper refuses to buy Nike."),
            ("2026-11-02", "The shopper's budget is up to €100."),
            ("2026-11-02", "The shopper is going skiing in Val d'Isère in January 2027."),
        ],
        "visits": [
            (
                "2026-11-02",
                "ski base layers XL, olive if poss, up to 100",
                "Here are four base layers in XL under €100.",
                "Bought an olive merino base layer top in XL for €70.",
            ),
            (
                "2026-11-19",
                "snow boots 44",
                "Here are three snow boots in EU 44.",
                "Looked at snow boots in EU 44; no purchase.",
            ),
        ],
        "questions": [
            ("shoe size?", (("44",),), ()),
            ("top size", (("XL",),), ()),
            ("colour I like", (("olive",),), ()),
            ("brand i don't buy", (("Nike",),), ()),
            ("max spend", (("100",),), ()),
            ("where am i skiing", (("Val d", "Isère", "Isere"),), ()),
            ("when's the ski trip", (("Jan", "2027-01"),), ()),
            ("did I get snow boots", (NOT_BOUGHT,), ()),
            ("what did i buy", (("base layer",),), ()),
            ("am i a 45 in shoes", (("no", "not"), ("44",)), ()),
            ("jeans size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 19. plus-size shopper with her own baby shower
    {
        "facts": [
            ("2026-02-20", "The shopper wears a size 24."),
            ("2026-02-20", "The shopper loves plum."),
            ("2026-02-20", "The shopper's budget is £60."),
            ("2026-02-20", "The shopper likes {brand2}."),
            ("2026-02-20", "The shopper's baby shower is on 2026-03-14."),
        ],
        "visits": [
            (
                "2026-02-20",
                "maternity dress 24 for my baby shower, plum?",
                "Here are three maternity dresses in 24, one in plum.",
                "Bought a plum {brand2} maternity wrap dress in 24 for £58.",
            ),
        ],
        "questions": [
            ("what size do I wear", (("24",),), ()),
            ("fav colour", (("plum",),), ()),
            ("whats my budget", (("60",),), ()),
            ("which brand do i like", (("{brand2}",),), ()),
            ("when's my baby shower", (("March", "Mar", "2026-03"),), ()),
            ("what did I get for it", (("dress",),), ()),
            ("how much was it", (("58",),), ()),
            ("what do you know about me", (("24",), ("plum", "{brand2}", "shower", "60")), ()),
            ("colours i hate?", ((NOT_KNOWN,),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 20. new bank job
    {
        "facts": [
            ("2026-01-15", "The shopper has a 36 waist."),
            ("2026-01-15", "The shopper likes charcoal."),
            ("2026-01-15", "The shopper spends under £40 on trousers."),
            ("2026-01-15", "The shopper starts a new job at a bank on 2026-02-02."),
            ("2026-01-15", "The shopper likes {brand0}."),
        ],
        "visits": [
            (
                "2026-01-15",
                "work trousers 36 waist under 40, charcoal, new job at a bank",
                "Here are four charcoal trousers in 36 waist under £40.",
                "Bought two pairs of {brand0} charcoal chinos in 36 waist for £76.",
            ),
        ],
        "questions": [
            ("waist size", (("36",),), ()),
            ("what colour do i like", (("charcoal",),), ()),
            ("how much do I spend on trousers", (("40",),), ()),
            ("when do i start my new job", (("Feb", "2026-02"),), ()),
            ("where's the new job", (("bank",),), ()),
            ("fav brand?", (("{brand0}",),), ()),
            ("what did I buy", (("chinos", "trousers"),), ()),
            ("how many pairs did I get", (("two", "2"),), ()),
            ("leg length?", ((NOT_KNOWN,),), ()),
            ("shirt size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 21. bridesmaid in Italy
    {
        "facts": [
            ("2026-06-05", "The shopper wears UK 6 shoes."),
            ("2026-06-05", "The shopper wears a size 10."),
            ("2026-06-05", "The shopper loves coral."),
            ("2026-06-05", "The shopper refuses to buy Primark."),
            (
                "2026-06-05",
                "The shopper is a bridesmaid at her best friend's wedding in Italy on 2026-08-22.",
            ),
            ("2026-06-05", "The shopper's budget is £150."),
        ],
        "visits": [
            (
                "2026-06-05",
                "block heels size 6 for being a bridesmaid",
                "Here are five block heels in UK 6.",
                "Looked at block heels in UK 6; no purchase.",
            ),
            (
                "2026-07-02",
                "coral clutch bag",
                "Here are three coral clutch bags.",
                "Bought a coral clutch bag for £35.",
            ),
        ],
        "questions": [
            ("shoe size", (("6",),), ()),
            ("dress size?", (("10",),), ()),
            ("my colour?", (("coral",),), ()),
            ("which shop brand do I refuse", (("Primark",),), ()),
            ("whose wedding is it", (("best friend", "friend"),), ()),
            ("where's the wedding", (("Italy",),), ()),
            ("when", (("Aug", "2026-08"),), ()),
            ("what am i at the wedding", (("bridesmaid",),), ()),
            ("did I buy heels", (NOT_BOUGHT,), ()),
            ("what did I buy in july", (("clutch", "bag"),), ()),
            ("budget?", (("150",),), ()),
            ("favourite brand", ((NOT_KNOWN,),), ()),
        ],
    },
    # 22. Japanese sizes; Tokyo conference
    {
        "facts": [
            ("2026-10-05", "The shopper wears JP 26.5 shoes."),
            ("2026-10-05", "The shopper wears a medium."),
            ("2026-10-05", "The shopper likes white."),
            ("2026-10-05", "The shopper dislikes {brand4}."),
            ("2026-10-05", "The shopper is presenting at a conference in Tokyo on 2026-11-10."),
        ],
        "visits": [
            (
                "2026-10-05",
                "white shirt medium for a conference in tokyo, not {brand4}",
                "Here are four white shirts in M.",
                "Bought a white poplin shirt in M for £45.",
            ),
            (
                "2026-10-18",
                "loafers 26.5",
                "Here are three loafers in JP 26.5.",
                "Looked at loafers in JP 26.5; no purchase.",
            ),
        ],
        "questions": [
            ("shoe size?", (("26.5",),), ()),
            ("clothes size", (("medium", "M"),), ()),
            ("colour i like", (("white",),), ()),
            ("which brand don't I like", (("{brand4}",),), ()),
            ("what's in tokyo", (("conference",),), ()),
            ("when's the conference", (("Nov", "2026-11"),), ()),
            ("did i buy loafers", (NOT_BOUGHT,), ()),
            ("what did I buy in october", (("shirt",),), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("am i a large", (("no", "not"), ("medium", "M")), ()),
        ],
    },
    # 23. American shopper; Thanksgiving
    {
        "facts": [
            ("2026-10-28", "The shopper wears a US 8 dress."),
            ("2026-10-28", "The shopper wears US 7.5 shoes."),
            ("2026-10-28", "The shopper loves teal."),
            ("2026-10-28", "The shopper's budget is under $100."),
            ("2026-10-28", "The shopper likes J.Crew."),
            (
                "2026-10-28",
                "The shopper is having Thanksgiving dinner at her in-laws' on 2026-11-26.",
            ),
        ],
        "visits": [
            (
                "2026-10-28",
                "teal sweater dress us 8 under 100 for thanksgiving",
                "Here are three teal sweater dresses in US 8 under $100.",
                "Bought a teal sweater dress in US 8 for $88.",
            ),
        ],
        "questions": [
            ("dress size", (("8",),), ()),
            ("shoe size?", (("7.5", "7 and a half", "7½"),), ()),
            ("favorite color", (("teal",),), ()),
            ("budget?", (("100",),), ()),
            ("brand I like", (("J.Crew", "J Crew", "JCrew"),), ()),
            ("where am i having thanksgiving", (("in-law", "in law"),), ()),
            ("what did I buy", (("sweater dress", "dress"),), ()),
            ("how much did it cost", (("88",),), ()),
            ("what colors do I hate", ((NOT_KNOWN,),), ()),
            ("jeans size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 24. funeral
    {
        "facts": [
            ("2026-01-29", "The shopper wears a size 14."),
            ("2026-01-29", "The shopper's budget is £100."),
            ("2026-01-29", "The shopper likes {brand1}."),
            ("2026-01-29", "The shopper is going to her grandfather's funeral on 2026-02-06."),
        ],
        "visits": [
            (
                "2026-01-29",
                "need something for my grandads funeral, size 14, about 100",
                "I'm sorry for your loss. Here are four dark dresses and suits in 14 under £100.",
                "Looked at dark dresses and trouser suits in 14; bought a {brand1} trouser suit for £95.",
            ),
        ],
        "questions": [
            ("what size am i", (("14",),), ()),
            ("budget", (("100",),), ()),
            ("which brand do i like", (("{brand1}",),), ()),
            ("when is the funeral", (("Feb", "2026-02"),), ()),
            ("whose funeral", (("grandfather", "grandad", "granddad"),), ()),
            ("what did I buy for it", (("trouser suit", "suit"),), ()),
            ("how much was it", (("95",),), ()),
            ("fav colour?", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("did I buy a dress", (NOT_BOUGHT,), ()),
        ],
    },
    # 25. yoga retreat, Lululemon
    {
        "facts": [
            ("2026-03-20", "The shopper wears a small in leggings."),
            ("2026-03-20", "The shopper loves Lululemon."),
            ("2026-03-20", "The shopper's budget is £70."),
            ("2026-03-20", "The shopper hates lime."),
            ("2026-03-20", "The shopper is going on a yoga retreat in Bali on 2026-05-01."),
        ],
        "visits": [
            (
                "2026-03-20",
                "yoga leggings small, no lime please, 70 max",
                "Here are five yoga leggings in S under £70.",
                "Looked at yoga leggings in S; no purchase.",
            ),
            (
                "2026-04-10",
                "lululemon sports bra small",
                "Here are two Lululemon sports bras in S.",
                "Bought a Lululemon sports bra in S for £52.",
            ),
        ],
        "questions": [
            ("legging size", (("small", "S"),), ()),
            ("fave brand", (("Lululemon",),), ()),
            ("budget", (("70",),), ()),
            ("colour i hate", (("lime",),), ()),
            ("where's my retreat", (("Bali",),), ()),
            ("what kind of retreat", (("yoga",),), ()),
            ("when do i go", (("May", "2026-05"),), ()),
            ("did I buy leggings", (NOT_BOUGHT,), ()),
            ("what did i buy in april", (("sports bra", "bra"),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("fav colour", ((NOT_KNOWN,),), ()),
        ],
    },
    # 26. small adult buying kids' sizes; school reunion
    {
        "facts": [
            ("2026-09-20", "The shopper buys kids' 13-14Y sizes for herself."),
            ("2026-09-20", "The shopper likes {brand3}."),
            ("2026-09-20", "The shopper hates beige."),
            ("2026-09-20", "The shopper's budget is £45."),
            ("2026-09-20", "The shopper has a school reunion on 2026-10-17."),
        ],
        "visits": [
            (
                "2026-09-20",
                "13-14Y dresses, not beige, for a school reunion",
                "Here are four dresses in 13-14Y.",
                "Looked at dresses in 13-14Y; bought a navy {brand3} shirt dress for £40.",
            ),
        ],
        "questions": [
            ("what size do i buy", (("13-14",),), ()),
            ("which brand do i like", (("{brand3}",),), ()),
            ("colour I hate", (("beige",),), ()),
            ("budget", (("45",),), ()),
            ("what's coming up for me", (("reunion",),), ()),
            ("when's the reunion", (("Oct", "2026-10"),), ()),
            ("what did I buy", (("shirt dress", "dress"),), ()),
            ("how much was it", (("40",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("my favourite colour?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 27. MBA graduation; suit on a budget
    {
        "facts": [
            ("2026-06-01", "The shopper wears W34 L32 trousers."),
            ("2026-06-01", "The shopper wears a 42R jacket."),
            ("2026-06-01", "The shopper likes burgundy."),
            ("2026-06-01", "The shopper refuses to buy Boohoo."),
            ("2026-06-01", "The shopper's budget for a suit is £250."),
            ("2026-06-01", "The shopper is graduating from his MBA on 2026-07-15."),
        ],
        "visits": [
            (
                "2026-06-01",
                "suit for my graduation 42R, trousers 34 32, up to 250",
                "Here are three suits in 42R with W34 L32 trousers under £250.",
                "Looked at suits in 42R; no purchase.",
            ),
            (
                "2026-06-20",
                "burgundy tie",
                "Here are four burgundy ties.",
                "Bought a burgundy knitted tie for £25.",
            ),
        ],
        "questions": [
            ("jacket size", (("42",),), ()),
            ("trouser size?", (("34",), ("32",)), ()),
            ("fav colour", (("burgundy",),), ()),
            ("which brand do I refuse", (("Boohoo",),), ()),
            ("suit budget", (("250",),), ()),
            ("what am i graduating in", (("MBA",),), ()),
            ("when's my graduation", (("July", "Jul", "2026-07"),), ()),
            ("did I buy a suit", (NOT_BOUGHT,), ()),
            ("what did I buy last time", (("tie",),), ()),
            ("collar size", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 28. Diwali party
    {
        "facts": [
            ("2026-10-12", "The shopper wears a medium."),
            ("2026-10-12", "The shopper loves mustard."),
            ("2026-10-12", "The shopper never wears black."),
            ("2026-10-12", "The shopper's budget is up to £55."),
            ("2026-10-12", "The shopper likes Mango."),
            ("2026-10-12", "The shopper is going to a Diwali party on 2026-11-08."),
        ],
        "visits": [
            (
                "2026-10-12",
                "mustard top medium for a diwali party, up to 55, no black",
                "Here are four mustard tops in M under £55.",
                "Bought a mustard Mango satin top in M for £36.",
            ),
        ],
        "questions": [
            ("size?", (("medium", "M"),), ()),
            ("fav colour", (("mustard",),), ()),
            ("colour I never wear", (("black",),), ()),
            ("what's my budget", (("55",),), ()),
            ("which brand do I like", (("Mango",),), ()),
            ("what's the party", (("Diwali",),), ()),
            ("when's the party", (("Nov", "2026-11"),), ()),
            ("what did I buy", (("top",),), ()),
            ("do I like black?", (("no", "not", "never"),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("brands i avoid?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 29. Eid
    {
        "facts": [
            ("2026-05-05", "The shopper wears a large."),
            ("2026-05-05", "The shopper likes white."),
            ("2026-05-05", "The shopper's budget is £120."),
            ("2026-05-05", "The shopper likes {brand2}."),
            ("2026-05-05", "The shopper is buying an outfit for Eid on 2026-05-27."),
        ],
        "visits": [
            (
                "2026-05-05",
                "white kurta large for eid, {brand2}?",
                "Here are three white kurtas in L, one from {brand2}.",
                "Looked at white kurtas in L; no purchase.",
            ),
            (
                "2026-05-16",
                "the {brand2} white one in large",
                "The {brand2} white kurta in L is in your basket.",
                "Bought the {brand2} white kurta in L for £65.",
            ),
        ],
        "questions": [
            ("what size am i", (("large", "L"),), ()),
            ("fav colour", (("white",),), ()),
            ("budget?", (("120",),), ()),
            ("brand I like", (("{brand2}",),), ()),
            ("what's the occasion", (("Eid",),), ()),
            ("when is eid", (("May", "2026-05"),), ()),
            ("did I buy something for eid", (("yes", "you did", "you bought"), ("kurta",)), ()),
            ("how much was it", (("65",),), ()),
            ("when did I buy it", (("May", "2026-05"),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("any colours i don't like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 30. no facts at all; only visits
    {
        "facts": [],
        "visits": [
            (
                "2026-07-07",
                "linen trousers",
                "Here are six linen trousers.",
                "Looked at linen trousers; no purchase.",
            ),
            ("2026-07-21", "sunhat", "Here are four sunhats.", "Bought a straw sunhat for £22."),
        ],
        "questions": [
            ("what size am I", ((NOT_KNOWN,),), ()),
            ("what's my favourite colour", ((NOT_KNOWN,),), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("which brands do i like", ((NOT_KNOWN,),), ()),
            ("am i going anywhere soon", ((NOT_KNOWN,),), ()),
            ("what did I buy last time", (("sunhat", "hat"),), ()),
            ("did I buy the linen trousers", (NOT_BOUGHT,), ()),
            ("when did I look at linen trousers", (("July", "Jul", "2026-07"),), ()),
            ("how much was the hat", (("22",),), ()),
            ("what have I looked at before", (("linen", "trousers"), ("hat",)), ()),
        ],
    },
    # 31. cruise; shopping for her partner too (trap: partner's 34 waist, partner likes green)
    {
        "facts": [
            ("2026-08-15", "The shopper wears a size 18."),
            ("2026-08-15", "The shopper loves white."),
            ("2026-08-15", "The shopper refuses to buy {brand0}."),
            ("2026-08-15", "The shopper's budget is up to £200."),
            ("2026-08-15", "The shopper is going on a Mediterranean cruise on 2026-10-04."),
        ],
        "visits": [
            (
                "2026-08-15",
                "white maxi dresses in 18 for a cruise, not {brand0}, up to 200",
                "Here are four white maxi dresses in 18 under £200.",
                "Bought a white broderie maxi dress in 18 for £120.",
            ),
            (
                "2026-08-29",
                "green chinos for my partner, he's a 34 waist and loves green",
                "Here are three green chinos in 34 waist.",
                "Looked at green chinos in 34 waist for her partner; no purchase.",
            ),
        ],
        "questions": [
            ("what size am I", (("18",),), ("34",)),
            ("my fav colour", (("white",),), ("green",)),
            ("brand i won't buy", (("{brand0}",),), ()),
            ("how much can I spend", (("200",),), ()),
            ("where am i going", (("cruise", "Mediterranean"),), ()),
            ("when do we sail", (("Oct", "2026-10"),), ()),
            ("what did i buy for the cruise", (("maxi", "dress"),), ()),
            ("did i get the chinos for my partner", (NOT_BOUGHT,), ()),
            ("what waist is my partner", (("34",),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            (
                "what do you remember about me",
                (("18",), ("white", "cruise", "{brand0}", "200")),
                (),
            ),
        ],
    },
]
