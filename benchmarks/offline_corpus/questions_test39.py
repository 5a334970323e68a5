"""Questions about the shopper for split test39: profiles of signed-in shoppers written blind
from the brief. Each profile lists the facts the assistant recalls (date said, third-person
sentence), earlier visits (date, the shopper's message, the assistant's reply, a one-line
summary) and questions the shopper asks about themselves, typed the way shoppers type (full
questions, fragments, yes/no checks, typos). Each question has groups of alternatives: the
answer must contain at least one alternative of every group (case-insensitive substring) and
none of the strings of the third element. NOT_KNOWN means the answer must say it does not know
(the shopper never told it); about a fifth of the questions are of that kind. Profiles cover
updated facts (the newer one wins), facts about other people mentioned only in visits,
occasions (what, when, where, whose), purchases and non-purchases, and "what do you remember
about me?". Shop brands appear as {brand0}..{brand4} placeholders.
"""

NOT_KNOWN = "<not known>"
NOT_BOUGHT = ("didn't", "did not", "nothing", "no purchase", "not buy", "No", "no")

_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def _day(iso):
    """Ways an answer may write the calendar date iso ("2026-07-18")."""
    y, m, d = (int(x) for x in iso.split("-"))
    month = _MONTHS[m - 1]
    abbr = month[:3]
    suffix = "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    ways = [
        iso,
        f"{d} {abbr}",
        f"{d}{suffix} {abbr}",
        f"{d}{suffix} of {month}",
        f"{abbr} {d}",
        f"{month} {d}",
        f"{d:02d}/{m:02d}/",
        f"{d}/{m}/{y}",
        f"{m}/{d}/{y}",
    ]
    if m == 9:
        ways.append(f"Sept {d}")
    return tuple(ways)


PROFILES = [
    # 1. dress size went up between visits; cousin's wedding abroad; bought the dress
    {
        "facts": [
            ("2026-01-10", "The shopper wears a UK 10 in dresses."),
            ("2026-05-22", "The shopper now wears a UK 12 in dresses."),
            ("2026-05-22", "The shopper is going to her cousin's wedding in Porto on 2026-07-18."),
            ("2026-05-22", "The shopper does not want to spend more than £120 on a dress."),
        ],
        "visits": [
            (
                "2026-01-10",
                "any midi dresses in a 10?",
                "Here are four midi dresses in UK 10, from £45 to £89.",
                "Looked at midi dresses in UK 10; no purchase.",
            ),
            (
                "2026-05-22",
                "need a wedding guest dress in a 12, under 120",
                "Here are three wedding guest dresses in UK 12 under £120; the sage {brand1} wrap dress is £95.",
                "Bought the sage {brand1} wrap dress in UK 12 for £95.",
            ),
        ],
        "questions": [
            ("what dress size am I now?", (("12",),), ()),
            ("am I still a 10?", (("12",),), ()),
            ("whose wedding is it again", (("cousin",),), ()),
            ("where's the wedding?", (("Porto",),), ()),
            ("when's the wedding", (_day("2026-07-18"),), ()),
            ("whats my budget for a dress", (("120",),), ()),
            ("what did I end up buying?", (("wrap",),), ()),
            ("how much did I pay for it", (("95",),), ()),
            ("what shoe size am i", ((NOT_KNOWN,),), ()),
            ("any colours I said I don't like?", ((NOT_KNOWN,),), ()),
            ("when did I first come in?", (_day("2026-01-10"),), ()),
        ],
    },
    # 2. jeans and collar sizes, navy, refuses a shop brand, interview at an architecture firm
    {
        "facts": [
            ("2026-02-03", "The shopper wears W32 L30 jeans."),
            ("2026-02-03", "The shopper likes navy."),
            ("2026-02-17", "The shopper never wants anything from {brand3} again."),
            (
                "2026-03-01",
                "The shopper has a job interview at an architecture firm on 2026-03-09.",
            ),
            ("2026-03-01", "The shopper's shirt collar size is 15.5."),
        ],
        "visits": [
            (
                "2026-02-03",
                "W32 L30 straight jeans, dark wash?",
                "Here are dark-wash straight jeans in W32 L30; the {brand0} pair is £60.",
                "Bought dark-wash {brand0} straight jeans in W32 L30.",
            ),
            (
                "2026-02-17",
                "my {brand3} jumper shrank in one wash, never again",
                "Sorry to hear that. I'll leave {brand3} out of your suggestions.",
                "Complained about a {brand3} jumper shrinking; no purchase.",
            ),
            (
                "2026-03-01",
                "need a shirt and tie for an interview next week, collar 15.5",
                "Here are white shirts in collar 15.5 and some navy ties.",
                "Looked at white shirts in collar 15.5 and navy ties; no purchase.",
            ),
        ],
        "questions": [
            ("waist size?", (("32",),), ()),
            ("what leg length do I wear", (("30",),), ()),
            ("whats my collar", (("15.5", "15½", "15 and a half", "fifteen and a half"),), ()),
            ("which brand did I say never again", (("{brand3}",),), ()),
            ("what's my favourite colour", (("navy",),), ("black",)),
            ("when is my interview?", (_day("2026-03-09"),), ()),
            ("what kind of company is the interview with", (("architect",),), ()),
            ("did I buy a shirt last time?", (NOT_BOUGHT,), ()),
            ("which jeans did I get?", (("{brand0}", "straight", "dark"),), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 3. festival goer, small, only black, per-item limit, bought wellies
    {
        "facts": [
            ("2026-04-11", "The shopper wears a size small."),
            ("2026-04-11", "The shopper is going to Glastonbury festival in late June."),
            ("2026-04-11", "The shopper only wears black."),
            ("2026-04-20", "The shopper doesn't want to spend more than £40 per item."),
            ("2026-04-20", "The shopper wears UK 5 boots."),
        ],
        "visits": [
            (
                "2026-04-11",
                "festival stuff in a small? black only",
                "Here are black mesh tops and black denim shorts in small.",
                "Looked at black mesh tops and denim shorts in small; no purchase.",
            ),
            (
                "2026-04-20",
                "wellies in a 5 under 40",
                "The black {brand4} wellies in UK 5 are £35.",
                "Bought black {brand4} wellies in UK 5 for £35.",
            ),
        ],
        "questions": [
            ("what am I going to in june", (("Glastonbury", "festival"),), ()),
            ("when's glasto again", (("June",),), ()),
            ("whats my size", (("small", "size S"),), ("medium", "large")),
            ("boot size?", (("5",),), ()),
            ("colour i always wear?", (("black",),), ()),
            ("what's my max per item", (("40",),), ()),
            ("what did I buy last time", (("welli",),), ()),
            ("how much were they", (("35",),), ()),
            ("who am I going to glasto with?", ((NOT_KNOWN,),), ()),
            ("what's my waist in cm", ((NOT_KNOWN,),), ()),
        ],
    },
    # 4. big and tall; family holiday to Florida; bought polos, not swim shorts
    {
        "facts": [
            ("2026-06-02", "The shopper wears 3XL tops."),
            ("2026-06-02", "The shopper likes {brand2}."),
            ("2026-06-02", "The shopper finds grey boring and avoids it."),
            ("2026-06-30", "The shopper has a 44 inch waist."),
            (
                "2026-06-30",
                "The shopper is going on holiday to Florida in August with his wife and two kids.",
            ),
        ],
        "visits": [
            (
                "2026-06-02",
                "3xl polo shirts, not grey",
                "Here are {brand2} polo shirts in 3XL in green, blue and white.",
                "Bought two {brand2} polo shirts in 3XL, one green and one blue.",
            ),
            (
                "2026-06-30",
                "swim shorts 44 waist for florida",
                "Here are swim shorts in a 44 waist.",
                "Looked at swim shorts in a 44 waist; said he'd come back after payday; no purchase.",
            ),
        ],
        "questions": [
            ("what size tops do I wear", (("3XL", "XXXL"),), ()),
            ("and my waist?", (("44",),), ()),
            ("brand I like?", (("{brand2}",),), ()),
            ("which colour do I avoid", (("grey", "gray"),), ()),
            ("where am I going on holiday", (("Florida",),), ()),
            ("when's the holiday?", (("August",),), ()),
            ("who's coming on holiday with me", (("wife", "family", "kids"),), ()),
            ("how many polos did I buy", (("two", "2"),), ()),
            ("what colours were the polos", (("green",), ("blue",)), ()),
            ("did I buy swim shorts?", (NOT_BOUGHT,), ()),
            ("what do you remember about me", (("3XL", "XXXL"), ("Florida", "holiday")), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 5. mother of the bride; wide-fit shoes; bought the lilac dress on the second visit
    {
        "facts": [
            (
                "2026-07-01",
                "The shopper is the mother of the bride at her daughter's wedding on 2026-09-05 in the Cotswolds.",
            ),
            ("2026-07-01", "The shopper wears a UK 16."),
            ("2026-07-01", "The shopper dislikes black."),
            ("2026-07-01", "The shopper likes {brand0}."),
            ("2026-07-15", "The shopper can spend up to £250 on her wedding outfit."),
            ("2026-07-15", "The shopper wears a UK 6 shoe in a wide fit."),
        ],
        "visits": [
            (
                "2026-07-01",
                "mother of the bride outfits size 16, not black",
                "Here are {brand0} dresses and jackets in UK 16; the lilac dress and jacket are popular.",
                "Looked at {brand0} dresses and jackets in UK 16; shortlisted a lilac dress; no purchase.",
            ),
            (
                "2026-07-15",
                "that lilac {brand0} dress in 16 please, and shoes in a 6 wide",
                "Here's the lilac {brand0} dress in UK 16 for £189, and wide-fit shoes in UK 6.",
                "Bought the lilac {brand0} dress in UK 16 for £189; looked at wide-fit shoes in UK 6 but did not buy them.",
            ),
        ],
        "questions": [
            ("whose wedding am I going to", (("daughter",),), ()),
            ("am i the bride?", (("daughter", "mother of the bride"),), ()),
            ("where is it", (("Cotswolds",),), ()),
            ("date of the wedding?", (_day("2026-09-05"),), ()),
            ("what size am I", (("16",),), ()),
            ("shoe sise?", (("6",),), ()),
            ("do I need wide fit shoes?", (("wide",),), ()),
            ("which colour do i not like", (("black",),), ()),
            ("what colour was the dress I bought", (("lilac",),), ()),
            ("how much did it cost", (("189",),), ()),
            ("did I buy shoes too?", (NOT_BOUGHT,), ()),
            ("whats my hat size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 6. teenager in kids' sizes, prom, refuses orange, likes a shop brand
    {
        "facts": [
            ("2026-05-02", "The shopper wears kids' size 13-14Y."),
            ("2026-05-02", "The shopper's prom is on 2026-06-26."),
            ("2026-05-02", "The shopper's prom budget is £100."),
            ("2026-05-09", "The shopper loves {brand3}."),
            ("2026-05-09", "The shopper hates orange."),
        ],
        "visits": [
            (
                "2026-05-02",
                "prom dresses in 13-14 years? under 100",
                "Here are five prom dresses in 13-14Y under £100.",
                "Looked at prom dresses in 13-14Y; no purchase.",
            ),
            (
                "2026-05-09",
                "anything from {brand3} for prom?? not orange",
                "Here are {brand3} dresses in 13-14Y; the emerald satin one is £85.",
                "Bought the emerald satin {brand3} dress in 13-14Y for £85.",
            ),
        ],
        "questions": [
            ("what size do i wear", (("13-14", "13 to 14", "13–14"),), ()),
            ("when's prom", (_day("2026-06-26"),), ()),
            ("how much can I spend on prom", (("100",),), ()),
            ("fave brand?", (("{brand3}",),), ()),
            ("colour I hate", (("orange",),), ()),
            ("what dress did i get", (("emerald", "satin"),), ()),
            ("how much was it", (("85",),), ()),
            ("am I over budget?", (("85", "under", "within", "not over", "No"),), ()),
            ("did I buy anything the first time?", (NOT_BOUGHT,), ()),
            ("what shoe size am I", ((NOT_KNOWN,),), ()),
            ("who's my prom date", ((NOT_KNOWN,),), ()),
        ],
    },
    # 7. runner training for the London Marathon
    {
        "facts": [
            ("2026-01-19", "The shopper is running the London Marathon on 2026-04-26."),
            ("2026-01-19", "The shopper wears UK 9.5 trainers."),
            ("2026-01-19", "The shopper prefers Nike."),
            ("2026-02-02", "The shopper avoids white because it gets dirty."),
            ("2026-02-02", "The shopper will pay up to £150 for running shoes."),
        ],
        "visits": [
            (
                "2026-01-19",
                "running shorts medium, for marathon training",
                "Here are running shorts in medium; the black 5-inch ones are £28.",
                "Bought black 5-inch running shorts in medium for £28.",
            ),
            (
                "2026-02-02",
                "nike running shoes 9.5 under 150, not white",
                "Here are Nike running shoes in UK 9.5 under £150 in blue and black.",
                "Looked at Nike running shoes in UK 9.5; no purchase.",
            ),
        ],
        "questions": [
            ("which marathon am I doing?", (("London",),), ()),
            ("when's the race", (_day("2026-04-26"),), ()),
            ("trainer size", (("9.5", "9½", "nine and a half"),), ()),
            ("which brand do I like for running", (("Nike",),), ()),
            ("colour i avoid?", (("white",),), ()),
            ("max for running shoes?", (("150",),), ()),
            ("what did I buy in january", (("shorts",),), ()),
            ("what size were the shorts", (("medium",),), ()),
            ("did I get the running shoes", (NOT_BOUGHT,), ()),
            ("what do you know about me?", (("9.5", "9½"), ("London", "marathon")), ()),
            ("have I run a marathon before?", ((NOT_KNOWN,),), ()),
            ("what's my target time", ((NOT_KNOWN,),), ()),
        ],
    },
    # 8. business traveller: suit, trousers, conference in Berlin, refuses a shop brand
    {
        "facts": [
            ("2026-09-08", "The shopper wears a 40R suit jacket."),
            ("2026-09-08", "The shopper wears 34 waist, 32 leg trousers."),
            ("2026-09-08", "The shopper likes charcoal."),
            ("2026-09-08", "The shopper will spend up to £400 on a suit."),
            ("2026-09-20", "The shopper is speaking at a conference in Berlin on 2026-11-03."),
            ("2026-09-20", "The shopper refuses {brand1}."),
        ],
        "visits": [
            (
                "2026-09-08",
                "charcoal suit 40R, trousers 34/32, max 400",
                "Here are charcoal suits in 40R with 34/32 trousers; the {brand2} wool suit is £360.",
                "Bought the charcoal {brand2} wool suit, jacket 40R and trousers 34/32, for £360.",
            ),
            (
                "2026-09-20",
                "need a coat for Berlin in November, not {brand1}",
                "Here are overcoats in 40R; the navy {brand4} overcoat is £220.",
                "Looked at overcoats in 40R; no purchase.",
            ),
        ],
        "questions": [
            ("jacket szie?", (("40",),), ()),
            ("what trouser size am I", (("34",), ("32",)), ()),
            ("my favourite colour for suits?", (("charcoal",),), ()),
            ("how much will I spend on a suit", (("400",),), ()),
            ("where's my conference", (("Berlin",),), ()),
            ("when am I speaking", (_day("2026-11-03"),), ()),
            ("which brand do I refuse?", (("{brand1}",),), ()),
            ("what suit did I buy", (("{brand2}", "charcoal"),), ()),
            ("did i buy the overcoat", (NOT_BOUGHT,), ()),
            ("whats my shoe size", ((NOT_KNOWN,),), ()),
            ("what's my collar size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 9. minimal profile: one fact, one visit; most answers are not known
    {
        "facts": [
            ("2026-03-14", "The shopper wears a medium."),
        ],
        "visits": [
            (
                "2026-03-14",
                "hoodies in medium?",
                "Here are six hoodies in medium from £30.",
                "Looked at hoodies in medium; no purchase.",
            ),
        ],
        "questions": [
            ("what size am i", (("medium",),), ()),
            ("am I a large?", (("medium",),), ()),
            ("what do you remember about me?", (("medium",),), ()),
            ("what did I look at last time", (("hoodie",),), ()),
            ("did I buy a hoodie", (NOT_BOUGHT,), ()),
            ("when was I last here", (_day("2026-03-14"),), ()),
            ("favourite colour?", ((NOT_KNOWN,),), ()),
            ("what's my budget", ((NOT_KNOWN,),), ()),
            ("which brands do I like", ((NOT_KNOWN,),), ()),
            ("have I got anything coming up?", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 10. no stored facts, two visits; only the visits answer
    {
        "facts": [],
        "visits": [
            (
                "2026-08-03",
                "any linen trousers?",
                "Here are linen trousers in stone, navy and black from £35.",
                "Looked at linen trousers; no purchase.",
            ),
            (
                "2026-08-19",
                "the stone linen trousers please",
                "The stone linen trousers are £42; added to your basket.",
                "Bought the stone linen trousers for £42.",
            ),
        ],
        "questions": [
            ("what did I buy last time?", (("linen",),), ()),
            ("what colour were the trousers", (("stone",),), ()),
            ("how much were they", (("42",),), ()),
            ("when did I buy them", (_day("2026-08-19"),), ()),
            ("when did I first visit", (_day("2026-08-03"),), ()),
            ("what size am I?", ((NOT_KNOWN,),), ()),
            ("do you know my budget", ((NOT_KNOWN,),), ()),
            ("what colours do I hate", ((NOT_KNOWN,),), ()),
            ("whats my fave brand", ((NOT_KNOWN,),), ()),
        ],
    },
    # 11. ski trip, large, outdoor brand, no neon
    {
        "facts": [
            ("2026-10-12", "The shopper is going skiing in Val d'Isere in February 2027."),
            ("2026-10-12", "The shopper wears a large."),
            ("2026-10-12", "The shopper will spend up to £300 on a ski jacket."),
            ("2026-10-12", "The shopper likes Patagonia."),
            ("2026-10-25", "The shopper refuses neon colours."),
        ],
        "visits": [
            (
                "2026-10-12",
                "ski jacket, large, max 300, patagonia if you have it",
                "Here are ski jackets in large under £300, including a Patagonia shell at £280.",
                "Looked at ski jackets in large; no purchase.",
            ),
            (
                "2026-10-25",
                "ski trousers in large, nothing neon",
                "Here are ski trousers in large in black, navy and olive.",
                "Bought olive ski trousers in large for £120.",
            ),
        ],
        "questions": [
            ("where am i going skiing", (("Val d", "Isere", "Isère"),), ()),
            ("when's the ski trip?", (("February", "Feb"),), ()),
            ("what size am I", (("large",),), ("medium",)),
            ("budget for a ski jacket?", (("300",),), ()),
            ("which brand do I like", (("Patagonia",),), ()),
            ("colours i refuse", (("neon",),), ()),
            ("did I buy the jacket", (NOT_BOUGHT,), ()),
            ("what did I get on the 25th", (("trousers",),), ()),
            ("what colour were the ski trousers", (("olive",),), ()),
            ("my boot size?", ((NOT_KNOWN,),), ()),
            ("who am I going skiing with", ((NOT_KNOWN,),), ()),
        ],
    },
    # 12. bridesmaid at her best friend's wedding
    {
        "facts": [
            (
                "2026-03-30",
                "The shopper is a bridesmaid at her best friend's wedding on 2026-05-16.",
            ),
            ("2026-03-30", "The shopper wears a UK 8."),
            ("2026-03-30", "The bridesmaid dresses for the wedding are sage green."),
            ("2026-04-06", "The shopper doesn't want to spend more than £70 on shoes."),
            ("2026-04-06", "The shopper wears a UK 4 shoe."),
        ],
        "visits": [
            (
                "2026-03-30",
                "bridesmaid dress sage green size 8",
                "Here are sage green dresses in UK 8.",
                "Looked at sage green bridesmaid dresses in UK 8; no purchase.",
            ),
            (
                "2026-04-06",
                "nude heels size 4 under 70",
                "Here are nude heels in UK 4 under £70; the block heel is £55.",
                "Bought nude block heels in UK 4 for £55.",
            ),
        ],
        "questions": [
            ("whose wedding is it", (("best friend", "friend"),), ()),
            ("what am I at the wedding", (("bridesmaid",),), ()),
            ("wedding date?", (_day("2026-05-16"),), ()),
            ("what colour are the bridesmaid dresses", (("sage",),), ()),
            ("my dress size?", (("8",),), ()),
            ("what size shoe am i", (("4",),), ()),
            ("whats my limit on shoes", (("70",),), ()),
            ("did I buy heels", (("block", "nude", "heel"),), ()),
            ("did I buy the dress", (NOT_BOUGHT,), ()),
            ("where is the wedding", ((NOT_KNOWN,),), ()),
            ("which brands do i like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 13. new job at a bank; brown refused
    {
        "facts": [
            ("2026-09-15", "The shopper is starting a new job at a bank on 2026-10-05."),
            ("2026-09-15", "The shopper wears size 14 trousers."),
            ("2026-09-15", "The shopper has £200 to spend on work clothes in total."),
            ("2026-09-15", "The shopper hates brown."),
            ("2026-09-22", "The shopper wears a medium in tops."),
        ],
        "visits": [
            (
                "2026-09-15",
                "smart trousers size 14 for a new office job",
                "Here are tailored trousers in 14 in navy, black and grey.",
                "Bought black tailored trousers in size 14 for £55.",
            ),
            (
                "2026-09-22",
                "blouses in medium, not brown",
                "Here are blouses in medium in white, pale blue and navy.",
                "Bought a white blouse and a pale blue blouse in medium for £60 total.",
            ),
        ],
        "questions": [
            ("when do I start my new job", (_day("2026-10-05"),), ()),
            ("where's the new job", (("bank",),), ()),
            ("trouser size?", (("14",),), ()),
            ("am I a size 12 in trousers?", (("14",),), ()),
            ("top size", (("medium",),), ()),
            ("what's my total budget for work clothes", (("200",),), ()),
            ("which colour do i hate", (("brown",),), ()),
            ("what trousers did I get", (("black",),), ()),
            ("how many blouses did i buy", (("two", "2"),), ()),
            ("what have I spent so far", (("115",),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("what's my job title", ((NOT_KNOWN,),), ()),
        ],
    },
    # 14. getting married herself, honeymoon in Bali, likes COS, refuses Shein
    {
        "facts": [
            ("2026-04-02", "The shopper is getting married on 2026-08-22."),
            ("2026-04-02", "The shopper is going on honeymoon to Bali after the wedding."),
            ("2026-04-02", "The shopper wears a UK 10."),
            ("2026-04-19", "The shopper loves COS."),
            ("2026-04-19", "The shopper won't buy from Shein."),
        ],
        "visits": [
            (
                "2026-04-02",
                "honeymoon outfits size 10, beachy",
                "Here are linen dresses and kaftans in UK 10.",
                "Looked at linen dresses and kaftans in UK 10; no purchase.",
            ),
            (
                "2026-04-19",
                "do you have COS? want a white dress for the rehearsal dinner",
                "Here are COS white dresses in UK 10; the poplin midi is £79.",
                "Bought the COS white poplin midi dress in UK 10 for £79.",
            ),
        ],
        "questions": [
            ("when's my wedding", (_day("2026-08-22"),), ()),
            ("where's the honeymoon", (("Bali",),), ()),
            ("what size am I", (("10",),), ()),
            ("brand i love?", (("COS",),), ()),
            ("which brand won't I buy from", (("Shein",),), ()),
            ("what did I buy in april", (("poplin", "white"),), ()),
            ("how much was the dress", (("79",),), ()),
            ("what was the dress for", (("rehearsal",),), ()),
            ("whats my budget for the honeymoon clothes", ((NOT_KNOWN,),), ()),
            ("who am i marrying", ((NOT_KNOWN,),), ()),
            ("what do you know about me", (("10",), ("wedding", "married", "Bali")), ()),
        ],
    },
    # 15. dad who shops for his son; the son's size is not the shopper's
    {
        "facts": [
            ("2026-08-10", "The shopper wears XL."),
            ("2026-08-10", "The shopper likes {brand4}."),
            ("2026-08-24", "The shopper wears UK 11 shoes."),
        ],
        "visits": [
            (
                "2026-08-10",
                "school uniform for my son, he's 9-10",
                "Here are school trousers and polo shirts in 9-10Y.",
                "Bought grey school trousers and three white polo shirts in 9-10Y for his son.",
            ),
            (
                "2026-08-24",
                "{brand4} trainers in an 11 for me",
                "Here are {brand4} trainers in UK 11; the black ones are £70.",
                "Bought black {brand4} trainers in UK 11 for £70.",
            ),
        ],
        "questions": [
            ("what size am I?", (("XL",),), ("9-10",)),
            ("shoe size", (("11",),), ()),
            ("my favourite brand?", (("{brand4}",),), ()),
            ("what size did I get for my son", (("9-10",),), ()),
            ("what did I buy for him", (("uniform", "trousers", "polo"),), ()),
            ("what did i buy for myself", (("trainers",),), ()),
            ("what colour trainers did I get", (("black",),), ()),
            ("what size is my son in shoes", ((NOT_KNOWN,),), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
            ("do I hate any colours", ((NOT_KNOWN,),), ()),
        ],
    },
    # 16. godmother at her niece's christening
    {
        "facts": [
            ("2026-04-14", "The shopper is godmother at her niece's christening on 2026-05-10."),
            ("2026-04-14", "The shopper wears a UK 12."),
            ("2026-04-14", "The shopper likes cream and blush."),
            ("2026-04-14", "The shopper's budget for the outfit is £80."),
        ],
        "visits": [
            (
                "2026-04-14",
                "christening outfit, size 12, cream or blush, under 80",
                "Here are cream and blush dresses in UK 12 under £80.",
                "Looked at cream and blush dresses in UK 12; no purchase.",
            ),
            (
                "2026-04-28",
                "the blush {brand2} tea dress please",
                "The blush {brand2} tea dress in UK 12 is £74; added to your basket.",
                "Bought the blush {brand2} tea dress in UK 12 for £74.",
            ),
        ],
        "questions": [
            ("whose christening is it", (("niece",),), ()),
            ("what's my role at the christening", (("godmother",),), ()),
            ("when is it?", (_day("2026-05-10"),), ()),
            ("what size?", (("12",),), ()),
            ("colours I like", (("cream", "blush"),), ()),
            ("whats my budget", (("80",),), ()),
            ("what did I buy", (("tea dress", "blush"),), ()),
            ("did I stay under budget", (("74", "yes", "under", "within"),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("where's the christening", ((NOT_KNOWN,),), ()),
        ],
    },
    # 17. colour preference changed: liked yellow, then went off it
    {
        "facts": [
            ("2025-06-03", "The shopper loves yellow."),
            ("2026-03-18", "The shopper has gone off yellow and doesn't want it any more."),
            ("2026-03-18", "The shopper likes cobalt blue."),
            ("2026-03-18", "The shopper wears a UK 14."),
        ],
        "visits": [
            (
                "2025-06-03",
                "yellow sundress 14",
                "Here are yellow sundresses in UK 14.",
                "Bought a yellow sundress in UK 14 for £39.",
            ),
            (
                "2026-03-18",
                "cobalt blue jumper in a 14, I'm over yellow",
                "Here are cobalt blue jumpers in UK 14.",
                "Looked at cobalt blue jumpers in UK 14; no purchase.",
            ),
        ],
        "questions": [
            (
                "do i like yellow?",
                (("gone off", "not", "no longer", "don't", "doesn't", "no"),),
                (),
            ),
            ("what colour do I like now", (("cobalt", "blue"),), ()),
            ("size?", (("14",),), ()),
            ("what did i buy last summer", (("sundress", "yellow"),), ()),
            ("did I buy the jumper?", (NOT_BOUGHT,), ()),
            ("when did I buy the sundress", (_day("2025-06-03"),), ()),
            ("what's my budget", ((NOT_KNOWN,),), ()),
            ("any brands I avoid?", ((NOT_KNOWN,),), ()),
            ("do I have an event coming up", ((NOT_KNOWN,),), ()),
        ],
    },
    # 18. budget raised over time; bought a coat
    {
        "facts": [
            ("2026-01-05", "The shopper's budget for a coat is £50."),
            ("2026-03-02", "The shopper has raised the coat budget to £80."),
            ("2026-01-05", "The shopper wears a size 10."),
            ("2026-01-05", "The shopper likes camel."),
        ],
        "visits": [
            (
                "2026-01-05",
                "camel coat size 10 under 50",
                "There are no camel coats under £50 in size 10 right now; the nearest is £79.",
                "Looked at camel coats in size 10; none under £50; no purchase.",
            ),
            (
                "2026-03-02",
                "ok I can do 80 now, camel coat 10",
                "The camel wool-blend coat in size 10 is £79.",
                "Bought the camel wool-blend coat in size 10 for £79.",
            ),
        ],
        "questions": [
            ("what's my budget now", (("80",),), ()),
            ("was my budget always 80?", (("50",),), ()),
            ("what colour do i like", (("camel",),), ()),
            ("what size am I", (("10",),), ()),
            ("did i buy a coat in january", (NOT_BOUGHT,), ()),
            ("what did I buy in March", (("coat",),), ()),
            ("how much was the coat", (("79",),), ()),
            ("what brand was it", ((NOT_KNOWN,),), ()),
            ("any colours I don't like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 19. hiking the West Highland Way with a partner
    {
        "facts": [
            ("2026-03-21", "The shopper is walking the West Highland Way with her partner in May."),
            ("2026-03-21", "The shopper wears EU 39 walking boots."),
            ("2026-03-21", "The shopper will pay up to £180 for boots."),
            ("2026-03-21", "The shopper likes Berghaus."),
            ("2026-04-04", "The shopper loves olive."),
        ],
        "visits": [
            (
                "2026-03-21",
                "walking boots eu 39 under 180, berghaus?",
                "Here are walking boots in EU 39 under £180, including Berghaus at £140.",
                "Bought Berghaus walking boots in EU 39 for £140.",
            ),
            (
                "2026-04-04",
                "waterproof jacket, something olive",
                "Here are olive waterproof jackets from £65.",
                "Looked at olive waterproof jackets; no purchase.",
            ),
        ],
        "questions": [
            ("what walk am I doing", (("West Highland",),), ()),
            ("who with", (("partner",),), ()),
            ("when's the walk?", (("May",),), ()),
            ("boot size", (("39",),), ()),
            ("how much can i spend on boots agian", (("180",),), ()),
            ("fav brand", (("Berghaus",),), ()),
            ("fav colour", (("olive",),), ()),
            ("which boots did I buy", (("Berghaus",),), ()),
            ("did I buy a waterproof", (NOT_BOUGHT,), ()),
            ("what size jacket do I wear", ((NOT_KNOWN,),), ()),
            ("how long is the walk", ((NOT_KNOWN,),), ()),
        ],
    },
    # 20. student off to university in Leeds
    {
        "facts": [
            ("2026-08-12", "The shopper is starting university in Leeds in September."),
            ("2026-08-12", "The shopper wears a size 8."),
            ("2026-08-12", "The shopper can spend about £30 per item."),
            ("2026-08-12", "The shopper loves {brand4}."),
            ("2026-08-20", "The shopper can't stand beige."),
        ],
        "visits": [
            (
                "2026-08-12",
                "uni wardrobe basics, size 8, 30 max each",
                "Here are tees, jeans and a hoodie in size 8 under £30 each.",
                "Bought two {brand4} tees and a hoodie in size 8 for £64 in total.",
            ),
            (
                "2026-08-20",
                "going out tops size 8, no beige pls",
                "Here are going-out tops in size 8 in black, red and silver.",
                "Looked at going-out tops in size 8; no purchase.",
            ),
        ],
        "questions": [
            ("where am i going to uni", (("Leeds",),), ()),
            ("when do i start uni", (("September", "Sept"),), ()),
            ("my size?", (("8",),), ()),
            ("how much per item can I spend", (("30",),), ()),
            ("which brand do I love", (("{brand4}",),), ()),
            ("colour I can't stand", (("beige",),), ()),
            ("do I like beige?", (("not", "no", "can't", "don't"),), ()),
            ("what did i buy for uni", (("tee", "t-shirt", "hoodie"),), ()),
            ("did I get a going out top", (NOT_BOUGHT,), ()),
            ("what am i studying", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 21. black-tie gala, dinner suit and collar size
    {
        "facts": [
            ("2026-11-02", "The shopper is going to a black-tie gala at the Savoy on 2026-12-04."),
            ("2026-11-02", "The shopper wears a 42L dinner jacket."),
            ("2026-11-02", "The shopper's collar size is 16."),
            ("2026-11-02", "The shopper will spend up to £500 on the dinner suit."),
            ("2026-11-09", "The shopper refuses {brand0}."),
        ],
        "visits": [
            (
                "2026-11-02",
                "dinner suit 42 long, max 500",
                "Here are dinner suits in 42L under £500; the {brand3} midnight navy one is £420.",
                "Bought the midnight navy {brand3} dinner suit in 42L for £420.",
            ),
            (
                "2026-11-09",
                "dress shirt collar 16 and a bow tie, not {brand0}",
                "Here are dress shirts in collar 16 and silk bow ties.",
                "Bought a white dress shirt in collar 16 and a black silk bow tie for £75.",
            ),
        ],
        "questions": [
            ("what's the event", (("gala",),), ()),
            ("where's the gala", (("Savoy",),), ()),
            ("when is it", (_day("2026-12-04"),), ()),
            ("jacket size", (("42",),), ()),
            ("collar?", (("16",),), ()),
            ("what was my budget for the suit", (("500",),), ()),
            ("which brand do I refuse", (("{brand0}",),), ()),
            ("which suit did I buy", (("{brand3}", "midnight"),), ()),
            ("did I get a bow tie", (("bow tie", "silk"),), ()),
            ("my shoe size?", ((NOT_KNOWN,),), ()),
            ("what's my waist size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 22. Eid outfit
    {
        "facts": [
            ("2026-02-23", "The shopper wants a new outfit for Eid."),
            ("2026-02-23", "The shopper wears a medium."),
            ("2026-02-23", "The shopper loves emerald."),
            ("2026-02-23", "The shopper's budget is £70."),
            ("2026-03-02", "The shopper likes {brand2}."),
        ],
        "visits": [
            (
                "2026-02-23",
                "eid outfit, medium, emerald if possible, 70 max",
                "Here are emerald tunics and dresses in medium under £70.",
                "Looked at emerald tunics and dresses in medium; no purchase.",
            ),
            (
                "2026-03-02",
                "the {brand2} emerald tunic in medium",
                "The emerald {brand2} tunic in medium is £58.",
                "Bought the emerald {brand2} tunic in medium for £58.",
            ),
        ],
        "questions": [
            ("what am I shopping for", (("Eid",),), ()),
            ("size", (("medium",),), ()),
            ("favourite colour", (("emerald",),), ()),
            ("budget?", (("70",),), ()),
            ("brand i like", (("{brand2}",),), ()),
            ("what did I buy", (("tunic",),), ()),
            ("how much did I spend", (("58",),), ()),
            ("when did i buy it", (_day("2026-03-02"),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("colours I hate?", ((NOT_KNOWN,),), ()),
            ("what do you remember about me?", (("Eid",), ("emerald", "medium")), ()),
        ],
    },
    # 23. hen do then her sister's wedding
    {
        "facts": [
            ("2026-04-25", "The shopper is going on a hen do in Ibiza on 2026-06-12."),
            ("2026-04-25", "The shopper is a guest at her sister's wedding in August."),
            ("2026-04-25", "The shopper wears a UK 10."),
            ("2026-04-25", "The shopper hates pastels."),
            ("2026-05-03", "The shopper won't spend more than £60 per item."),
        ],
        "visits": [
            (
                "2026-04-25",
                "hen do outfits for ibiza, size 10, no pastels",
                "Here are bright playsuits and dresses in UK 10.",
                "Bought a cobalt playsuit in UK 10 for £38.",
            ),
            (
                "2026-05-03",
                "wedding guest dress 10, under 60",
                "Here are wedding guest dresses in UK 10 under £60.",
                "Looked at wedding guest dresses in UK 10; no purchase.",
            ),
        ],
        "questions": [
            ("where's the hen do", (("Ibiza",),), ()),
            ("when's the hen", (_day("2026-06-12"),), ()),
            ("whose wedding am I going to", (("sister",),), ()),
            ("when's the wedding", (("August",),), ()),
            ("what size?", (("10",),), ()),
            ("which colours do I hate", (("pastel",),), ()),
            ("max per item?", (("60",),), ()),
            ("what did I buy for the hen", (("playsuit",),), ()),
            ("did I buy a wedding dress yet", (NOT_BOUGHT,), ()),
            ("whose hen do is it", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 24. older shopper, own 70th birthday party, M&S loyal
    {
        "facts": [
            ("2026-09-01", "The shopper wears a size 18 in tops and a 16 in trousers."),
            ("2026-09-01", "The shopper is loyal to M&S."),
            ("2026-09-01", "The shopper loves purple."),
            ("2026-09-01", "The shopper is having her 70th birthday party on 2026-10-17."),
        ],
        "visits": [
            (
                "2026-09-01",
                "something purple for my 70th, top size 18",
                "Here are purple tops and a purple M&S jersey dress in 18.",
                "Looked at purple tops and an M&S jersey dress in 18; no purchase.",
            ),
        ],
        "questions": [
            ("what size tops", (("18",),), ()),
            ("and trousers?", (("16",),), ()),
            ("which shop am I loyal to", (("M&S", "Marks"),), ()),
            ("favourite colour", (("purple",),), ()),
            ("whats the party for", (("70", "birthday"),), ()),
            ("when is my party", (_day("2026-10-17"),), ()),
            ("whose birthday is it", (("you",),), ()),
            ("did I buy the dress", (NOT_BOUGHT,), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("where's the party", ((NOT_KNOWN,),), ()),
        ],
    },
    # 25. Reading festival, big feet, refuses a shop brand
    {
        "facts": [
            ("2026-07-06", "The shopper is going to Reading festival in late August."),
            ("2026-07-06", "The shopper wears UK 12 shoes."),
            ("2026-07-06", "The shopper wears XL."),
            ("2026-07-06", "The shopper likes green."),
            ("2026-07-13", "The shopper doesn't want anything from {brand0}."),
        ],
        "visits": [
            (
                "2026-07-06",
                "festival gear XL, boots in a 12",
                "Here are XL rain jackets and UK 12 boots.",
                "Bought a green rain jacket in XL for £45.",
            ),
            (
                "2026-07-13",
                "boots size 12 but not {brand0}",
                "Here are UK 12 boots from {brand1} and {brand3}.",
                "Looked at UK 12 boots from {brand1} and {brand3}; no purchase.",
            ),
        ],
        "questions": [
            ("what festival am I going to", (("Reading",),), ()),
            ("when's reading", (("August",),), ()),
            ("shoe size", (("12",),), ()),
            ("what size clothes", (("XL",),), ()),
            ("which colour do i like", (("green",),), ()),
            ("brand i don't want?", (("{brand0}",),), ()),
            ("what did i buy", (("rain jacket", "jacket"),), ()),
            ("did i buy boots", (NOT_BOUGHT,), ()),
            ("how much did the jacket cost", (("45",),), ()),
            ("whats my budjet", ((NOT_KNOWN,),), ()),
            ("who am I going with", ((NOT_KNOWN,),), ()),
        ],
    },
    # 26. Caribbean cruise with her husband
    {
        "facts": [
            (
                "2026-11-20",
                "The shopper is going on a Caribbean cruise with her husband in March 2027.",
            ),
            ("2026-11-20", "The shopper wears a UK 14."),
            ("2026-11-20", "The shopper loves coral."),
            ("2026-11-20", "The shopper's budget is £90 per item."),
            ("2026-12-01", "The cruise has a formal night."),
        ],
        "visits": [
            (
                "2026-11-20",
                "cruise wear size 14, coral?",
                "Here are coral sundresses and linen trousers in UK 14.",
                "Bought a coral sundress in UK 14 for £48.",
            ),
            (
                "2026-12-01",
                "something for the formal night, 14, under 90",
                "Here are evening dresses in UK 14 under £90.",
                "Looked at evening dresses in UK 14; no purchase.",
            ),
        ],
        "questions": [
            ("where's the cruise", (("Caribbean",),), ()),
            ("when's my cruise", (("March",),), ()),
            ("who am I going with", (("husband",),), ()),
            ("size", (("14",),), ()),
            ("favourite colour?", (("coral",),), ()),
            ("budget per item", (("90",),), ()),
            ("is there a formal night", (("formal",),), ()),
            ("what did I buy", (("sundress",),), ()),
            ("did I find an evening dress", (NOT_BOUGHT,), ()),
            ("remind me what you know about me", (("14",), ("cruise", "Caribbean")), ()),
            ("what size is my husband", ((NOT_KNOWN,),), ()),
            ("which brands do i like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 27. graduation in Manchester
    {
        "facts": [
            ("2026-06-01", "The shopper is graduating from Manchester on 2026-07-14."),
            ("2026-06-01", "The shopper wears a size 10."),
            ("2026-06-01", "The shopper likes navy."),
            ("2026-06-01", "The shopper's budget is £150."),
            ("2026-06-08", "The shopper likes {brand1}."),
        ],
        "visits": [
            (
                "2026-06-01",
                "graduation dress size 10 navy, under 150",
                "Here are navy dresses in size 10 under £150.",
                "Looked at navy dresses in size 10; no purchase.",
            ),
            (
                "2026-06-08",
                "{brand1} navy dress in a 10",
                "The navy {brand1} shift dress in size 10 is £110.",
                "Bought the navy {brand1} shift dress in size 10 for £110.",
            ),
        ],
        "questions": [
            ("when's my graduation", (_day("2026-07-14"),), ()),
            ("where am I graduating from", (("Manchester",),), ()),
            ("what size am i", (("10",),), ()),
            ("colour?", (("navy",),), ()),
            ("budget", (("150",),), ()),
            ("which brand do i like", (("{brand1}",),), ()),
            ("what did i get", (("shift", "dress"),), ()),
            ("how much was it", (("110",),), ()),
            ("what degree am I getting", ((NOT_KNOWN,),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 28. grandfather's funeral
    {
        "facts": [
            ("2026-02-12", "The shopper is attending their grandfather's funeral on 2026-02-20."),
            ("2026-02-12", "The shopper wears a large."),
            ("2026-02-12", "The shopper's budget is £100."),
        ],
        "visits": [
            (
                "2026-02-12",
                "need something plain and dark for a funeral, large, 100 max",
                "Here are plain black and navy shirts and trousers in large under £100.",
                "Bought a plain black shirt and black trousers in large for £65.",
            ),
        ],
        "questions": [
            ("whose funeral is it", (("grandfather", "grandad"),), ()),
            ("when is the funeral", (_day("2026-02-20"),), ()),
            ("what size", (("large",),), ()),
            ("what's my budget", (("100",),), ()),
            ("what did I buy", (("shirt",), ("trousers",)), ()),
            ("how much did I spend", (("65",),), ()),
            ("what colour do I like", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("brands I like?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 29. best friend's baby shower
    {
        "facts": [
            ("2026-03-20", "The shopper is going to her best friend's baby shower on 2026-04-04."),
            ("2026-03-20", "The shopper wears a UK 12."),
            ("2026-03-20", "The shopper hates red."),
            ("2026-03-27", "The shopper likes {brand0}."),
        ],
        "visits": [
            (
                "2026-03-20",
                "baby shower outfit 12, no red",
                "Here are floral dresses and jumpsuits in UK 12.",
                "Looked at floral dresses and jumpsuits in UK 12; no purchase.",
            ),
            (
                "2026-03-27",
                "{brand0} jumpsuit in 12",
                "The {brand0} green jumpsuit in UK 12 is £65.",
                "Bought the green {brand0} jumpsuit in UK 12 for £65.",
            ),
        ],
        "questions": [
            ("whose baby shower", (("best friend", "friend"),), ()),
            ("when is it?", (_day("2026-04-04"),), ()),
            ("am I a 14?", (("12",),), ()),
            ("which colour do I hate", (("red",),), ()),
            ("brand I like", (("{brand0}",),), ()),
            ("what did i buy", (("jumpsuit",),), ()),
            ("what colour was the jumpsuit", (("green",),), ()),
            ("budget?", ((NOT_KNOWN,),), ()),
            ("is the baby a boy or a girl", ((NOT_KNOWN,),), ()),
            ("what do you remember about me", (("12",), ("red", "{brand0}", "shower")), ()),
        ],
    },
    # 30. first date; Uniqlo; black
    {
        "facts": [
            ("2026-03-09", "The shopper has a first date on 2026-03-13."),
            ("2026-03-09", "The shopper wears a medium."),
            ("2026-03-09", "The shopper mostly wears black."),
            ("2026-03-09", "The shopper's budget is £50."),
            ("2026-03-09", "The shopper likes Uniqlo."),
        ],
        "visits": [
            (
                "2026-03-09",
                "first date friday, medium, black, 50 max, uniqlo ideally",
                "Here are black shirts and knitwear in medium under £50, including Uniqlo merino at £40.",
                "Bought a black Uniqlo merino jumper in medium for £40.",
            ),
        ],
        "questions": [
            ("when's my date", (_day("2026-03-13"),), ()),
            ("what size am i", (("medium",),), ()),
            ("what colour do I wear most", (("black",),), ()),
            ("max spend?", (("50",),), ()),
            ("which brand do i like", (("Uniqlo",),), ()),
            ("what did I get for the date", (("merino", "jumper"),), ()),
            ("who's the date with", ((NOT_KNOWN,),), ()),
            ("where am I going on the date", ((NOT_KNOWN,),), ()),
            ("trouser size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 31. winter trip to Iceland, XS, hates white
    {
        "facts": [
            ("2026-10-30", "The shopper is going to Iceland in December."),
            ("2026-10-30", "The shopper wears XS."),
            ("2026-10-30", "The shopper will spend up to £250 on a down jacket."),
            ("2026-10-30", "The shopper likes The North Face."),
            ("2026-11-06", "The shopper hates white."),
        ],
        "visits": [
            (
                "2026-10-30",
                "down jacket XS under 250, north face?",
                "Here are down jackets in XS under £250, including The North Face at £230.",
                "Looked at down jackets in XS; no purchase.",
            ),
            (
                "2026-11-06",
                "the north face one in XS but not white",
                "The North Face down jacket in XS comes in black and red at £230.",
                "Bought The North Face down jacket in black, XS, for £230.",
            ),
        ],
        "questions": [
            ("where am I going in december", (("Iceland",),), ()),
            ("when's the trip", (("December",),), ()),
            ("what size am I", (("XS", "extra small"),), ()),
            ("jacket budget", (("250",),), ()),
            ("brand i like", (("North Face",),), ()),
            ("colour I hate", (("white",),), ()),
            ("which colour did I buy the jacket in", (("black",),), ()),
            ("how much did i pay", (("230",),), ()),
            ("did I buy anything on my first visit", (NOT_BOUGHT,), ()),
            ("boot size?", ((NOT_KNOWN,),), ()),
            ("how long is the trip", ((NOT_KNOWN,),), ()),
        ],
    },
    # 32. Royal Ascot; likes one shop brand and refuses another
    {
        "facts": [
            ("2026-05-12", "The shopper is going to Royal Ascot on 2026-06-16."),
            ("2026-05-12", "The shopper wears a UK 8."),
            ("2026-05-12", "The shopper's budget is £300 for the outfit."),
            ("2026-05-12", "The shopper likes {brand3}."),
            ("2026-05-19", "The shopper doesn't like {brand4}."),
        ],
        "visits": [
            (
                "2026-05-12",
                "ascot dress size 8, up to 300",
                "Here are occasion dresses in UK 8 under £300; the {brand3} pleated midi is £240.",
                "Bought the {brand3} pleated midi in UK 8 for £240.",
            ),
            (
                "2026-05-19",
                "need a hat for ascot, not {brand4}",
                "Here are occasion hats and fascinators.",
                "Looked at hats and fascinators; no purchase.",
            ),
        ],
        "questions": [
            ("where am I going in june", (("Ascot",),), ()),
            ("what day is ascot", (_day("2026-06-16"),), ()),
            ("size?", (("8",),), ()),
            ("outfit budget", (("300",),), ()),
            ("brand i like", (("{brand3}",),), ()),
            ("which brand do i not like", (("{brand4}",),), ()),
            ("what dress did I buy", (("pleated", "midi"),), ()),
            ("how much is left in my budget", (("60",),), ()),
            ("did I buy a hat", (NOT_BOUGHT,), ()),
            ("what colour was the dress", ((NOT_KNOWN,),), ()),
            ("who am I going to ascot with", ((NOT_KNOWN,),), ()),
        ],
    },
    # 33. stag do in Prague, then a friend's wedding as best man
    {
        "facts": [
            ("2026-05-04", "The shopper is going on a stag do in Prague on 2026-05-29."),
            ("2026-05-04", "The shopper is best man at his friend Tom's wedding on 2026-06-27."),
            ("2026-05-04", "The shopper wears a 38R suit jacket."),
            ("2026-05-04", "The shopper wears 30 waist trousers."),
            ("2026-05-11", "The shopper likes burgundy."),
            ("2026-05-11", "The shopper will spend up to £250 on the wedding suit."),
        ],
        "visits": [
            (
                "2026-05-04",
                "stag do shirts, medium",
                "Here are short-sleeve party shirts in medium.",
                "Bought two short-sleeve party shirts in medium for £50.",
            ),
            (
                "2026-05-11",
                "best man suit 38R with 30 waist, under 250, burgundy tie",
                "Here are navy and grey suits in 38R with 30 waist trousers, and burgundy ties.",
                "Looked at navy and grey suits in 38R and burgundy ties; no purchase.",
            ),
        ],
        "questions": [
            ("where's the stag", (("Prague",),), ()),
            ("when's the stag do", (_day("2026-05-29"),), ()),
            ("whose wedding is it", (("Tom",),), ()),
            ("what am I at the wedding", (("best man",),), ()),
            ("when's the wedding", (_day("2026-06-27"),), ()),
            ("suit jaket size?", (("38",),), ()),
            ("waist?", (("30",),), ()),
            ("what colour do i like", (("burgundy",),), ()),
            ("budget for the suit", (("250",),), ()),
            ("did i buy the suit", (NOT_BOUGHT,), ()),
            ("what did I buy for the stag", (("shirt",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
]
