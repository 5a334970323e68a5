"""Questions about the shopper for split test31: thirty-odd blind-written shopper profiles from
several markets (UK, US, EU, Japan, India, Singapore, Malaysia, Australia), each with facts the
memory recalled (third person, dated), earlier visits (message, reply, summary) and questions the
shopper asks about themselves, phrased as shoppers type them (fragments, typos, yes/no, slang).
Each question lists groups of alternatives (the answer must contain one of every group,
case-insensitive) and strings the answer must not contain; NOT_KNOWN marks facts never told."""

NOT_KNOWN = "<not known>"
NOT_BOUGHT = ("didn't", "did not", "nothing", "no purchase", "not buy", "No", "no")

BOUGHT = ("yes", "bought", "purchased", "you got", "ordered")
SHOP_BRANDS = ("{brand0}", "{brand1}", "{brand2}", "{brand3}", "{brand4}")

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


def _ordinal(d):
    if 10 <= d % 100 <= 20:
        return f"{d}th"
    return f"{d}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th') }"


def _day(d, month):
    """Alternatives naming day d of a month (month given in full, e.g. "June")."""
    m = _MONTHS.index(month) + 1
    short = month[:3]
    alts = [
        f"{d} {short}",
        f"{short} {d}",
        f"{month} {d}",
        f"{_ordinal(d)} of {month}",
        f"{_ordinal(d)} {short}",
        f"{d}/{m}",
        f"{d:02d}/{m:02d}",
        f"{m}/{d}",
        f"-{m:02d}-{d:02d}",
    ]
    if month == "September":
        alts.append(f"Sept {d}")
    return tuple(dict.fromkeys(alts))


def _date(iso):
    """Alternatives naming an ISO date such as "2026-09-14"."""
    _, m, d = (int(x) for x in iso.split("-"))
    return (iso,) + _day(d, _MONTHS[m - 1])


PROFILES = [
    # 1. UK woman, wedding guest in the Cotswolds, dislikes mustard, bought a pink midi
    {
        "facts": [
            ("2026-03-04", "The shopper wears a UK 10 in dresses."),
            ("2026-03-04", "The shopper wears a UK 5 in shoes."),
            ("2026-03-19", "The shopper dislikes mustard and won't wear it."),
            ("2026-03-19", "The shopper likes {brand1}."),
            (
                "2026-04-02",
                "The shopper is a guest at her cousin's wedding in the Cotswolds on 13 June.",
            ),
            ("2026-04-02", "The shopper wants to spend no more than £120 on the wedding outfit."),
        ],
        "visits": [
            (
                "2026-03-04",
                "any midi dresses in a 10? something floaty",
                "Here are four floaty midi dresses in UK 10, including a green tiered one from {brand1}.",
                "Looked at floaty midi dresses in UK 10; no purchase.",
            ),
            (
                "2026-04-02",
                "need a wedding guest dress under 120, not mustard pls",
                "I found three wedding guest dresses under £120 in UK 10: a cobalt wrap, a dusky pink midi and a sage satin slip.",
                "Bought the dusky pink midi dress (UK 10, £95) for the wedding.",
            ),
        ],
        "questions": [
            ("what dress size am I", (("10",),), ()),
            ("shoe size?", (("5",),), ()),
            ("which colour did I say I can't stand", (("mustard",),), ()),
            ("which brand do i like again", (("{brand1}",),), ()),
            ("when's the wedding?", (_day(13, "June"),), ()),
            ("whose wedding is it, do you remember?", (("cousin",),), ()),
            ("where's the wedding", (("Cotswold",),), ()),
            ("what was my budget for the wedding outfit", (("120",),), ()),
            ("did I end up buying a dress?", (BOUGHT, ("pink",)), ()),
            ("how much was the pink dress", (("95",),), ()),
            ("whats my waist size", ((NOT_KNOWN,),), ()),
            ("am I a 12?", (("10",),), ()),
            ("any brand I refuse?", ((NOT_KNOWN,),), ()),
            ("what do you remember about me?", (("10",), ("mustard",), ("wedding",)), ()),
        ],
    },
    # 2. US man, suit for a bank interview, navy/charcoal, no brown
    {
        "facts": [
            ("2026-09-28", "The shopper wears a 40R suit jacket."),
            ("2026-09-28", "The shopper has a 34 inch waist and a 32 inch inseam."),
            ("2026-09-28", "The shopper's collar size is 15.5."),
            ("2026-09-30", "The shopper has a job interview at a bank on 20 October."),
            ("2026-09-30", "The shopper will spend up to $400 on a suit."),
            ("2026-10-01", "The shopper likes navy and charcoal."),
            ("2026-10-01", "The shopper refuses brown."),
        ],
        "visits": [
            (
                "2026-09-28",
                "need a suit 40R, 34 waist",
                "Here are five suits in 40R with 34 inch trousers, from $260 to $520.",
                "Browsed suits in 40R / 34 waist; no purchase.",
            ),
            (
                "2026-10-01",
                "ok the charcoal one under 400, and a white shirt 15.5",
                "Added the charcoal two-piece ($379) and a white poplin shirt in 15.5 collar ($45).",
                "Bought the charcoal two-piece suit ($379) and a white shirt (15.5 collar, $45).",
            ),
        ],
        "questions": [
            ("what's my jacket size", (("40R", "40 R", "40 regular"),), ()),
            ("waist and inseam?", (("34",), ("32",)), ()),
            ("collar size", (("15.5", "15 1/2", "15 and a half"),), ()),
            ("when is my interview again", (_day(20, "October"),), ()),
            ("what's the interview for", (("bank",),), ()),
            ("whats my budget for the suit", (("400",),), ()),
            ("what colors do I like", (("navy",), ("charcoal",)), ()),
            ("any color I refuse?", (("brown",),), ()),
            ("did I buy the suit already", (BOUGHT, ("charcoal",)), ()),
            ("how much was the shirt", (("45",),), ()),
            ("what's my shoe size", ((NOT_KNOWN,),), ()),
            ("which brands do I like", ((NOT_KNOWN,),), SHOP_BRANDS),
        ],
    },
    # 3. Tokyo shopper, JP sizes, neutrals, refuses {brand3}, Okinawa trip
    {
        "facts": [
            ("2026-06-02", "The shopper wears a 25.5 in Japanese shoe sizes."),
            ("2026-06-02", "The shopper wears M in tops but L in {brand0}."),
            ("2026-06-05", "The shopper likes white and beige."),
            ("2026-06-05", "The shopper refuses {brand3}."),
            ("2026-06-10", "The shopper is going on holiday to Okinawa in August."),
        ],
        "visits": [
            (
                "2026-06-05",
                "linen shirt M, white or beige pls",
                "Here are four linen shirts in M, in white and beige, none from {brand3}.",
                "Looked at linen shirts in M; saved a beige one; no purchase.",
            ),
            (
                "2026-06-10",
                "sandals 25.5 for okinawa trip",
                "These three sandals come in 25.5: a tan slide, a black sport sandal and a white strappy pair.",
                "Bought the tan slide sandals in 25.5.",
            ),
        ],
        "questions": [
            ("my shoe size?", (("25.5",),), ()),
            ("what size top do I wear", (("M", "medium"),), ()),
            ("what size am I in {brand0}", (("L", "large"),), ()),
            ("colours I like?", (("white",), ("beige",)), ()),
            ("which brand do i avoid", (("{brand3}",),), ()),
            ("where am i going on holiday", (("Okinawa",),), ()),
            ("when is the trip", (("August", "Aug"),), ()),
            ("did i buy sandals", (BOUGHT, ("tan", "slide")), ()),
            ("what did I look at before the sandals", (("linen",),), ()),
            ("what is my budget", ((NOT_KNOWN,),), ()),
            ("my trouser size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 4. German shopper, EU 38, max EUR 60, likes {brand4}, Hurricane festival, no neon
    {
        "facts": [
            ("2026-05-11", "The shopper wears EU 38 in dresses and tops."),
            ("2026-05-11", "The shopper wears EU 39 in shoes."),
            ("2026-05-11", "The shopper spends no more than €60 per item."),
            ("2026-05-14", "The shopper's favourite brand is {brand4}."),
            ("2026-05-14", "The shopper is going to Hurricane Festival in June."),
            ("2026-05-14", "The shopper hates neon."),
        ],
        "visits": [
            (
                "2026-05-14",
                "festival outfit, 38, max 60, kein neon bitte",
                "Here are four festival pieces in EU 38 under €60: a khaki utility dress, a denim shirt dress, a black crochet top and cargo shorts from {brand4}.",
                "Browsed festival outfits in EU 38 under €60; no purchase.",
            ),
            (
                "2026-05-20",
                "wellies 39?",
                "We have {brand4} wellies in EU 39 in black and olive, both €45.",
                "Bought olive {brand4} wellies in EU 39 for €45.",
            ),
        ],
        "questions": [
            ("what's my size in dresses", (("38",),), ()),
            ("und Schuhgröße?", (("39",),), ()),
            ("how much do I usually spend max", (("60",),), ()),
            ("favourite brand?", (("{brand4}",),), ()),
            ("any brand I don't like?", ((NOT_KNOWN,),), ()),
            ("which festival am I going to", (("Hurricane",),), ()),
            ("what colour do i hate", (("neon",),), ()),
            ("did I get the wellies", (BOUGHT, ("olive",)), ()),
            ("what colour wellies did i buy", (("olive",),), ()),
            ("when did I buy the wellies", (_date("2026-05-20"),), ()),
            ("what's my favourite colour", ((NOT_KNOWN,),), ()),
            ("when exactly is the festival", (("June",),), ()),
        ],
    },
    # 5. Petite student in kids' sizes, lilac, £30 limit, graduation ball
    {
        "facts": [
            ("2026-04-21", "The shopper is petite and wears kids' 13-14Y in tops."),
            ("2026-04-21", "The shopper wears a UK 3 in shoes."),
            ("2026-04-21", "The shopper loves lilac."),
            ("2026-04-25", "The shopper keeps to £30 per item."),
            ("2026-04-25", "The shopper is going to her graduation ball on 19 June."),
        ],
        "visits": [
            (
                "2026-04-21",
                "cute tops in 13-14Y? lilac if poss",
                "Here are three lilac tops in 13-14Y: a ribbed tee, a puff-sleeve blouse and a cropped cardigan.",
                "Bought the lilac ribbed tee in 13-14Y (£12).",
            ),
            (
                "2026-04-25",
                "grad ball dress under 30??",
                "Our ball dresses start at £45, so nothing under £30 right now; the lilac satin slip is £48.",
                "Looked for a graduation ball dress under £30; none found; no purchase.",
            ),
        ],
        "questions": [
            ("what size do i wear in tops", (("13-14", "13 to 14", "13-14Y"),), ()),
            ("my shoe size", (("3",),), ()),
            ("fave colour?", (("lilac",),), ()),
            ("how much can i spend", (("30",),), ()),
            ("when's my ball", (_day(19, "June"),), ()),
            ("what's the ball for", (("graduation", "grad"),), ()),
            ("did i buy a ball dress", (NOT_BOUGHT,), ()),
            ("what did I buy first time", (("tee", "t-shirt"),), ()),
            ("how much was the tee", (("12",),), ()),
            ("do i like any brand", ((NOT_KNOWN,),), ()),
            ("is there a colour I dislike", ((NOT_KNOWN,),), ()),
        ],
    },
    # 6. UK plus size, bright colours, hates black, christening
    {
        "facts": [
            ("2026-04-08", "The shopper wears a UK 22 in dresses and 3XL in tops."),
            ("2026-04-08", "The shopper loves cobalt and fuchsia."),
            ("2026-04-08", "The shopper hates black, finds it drab."),
            ("2026-04-12", "The shopper is going to her godson's christening on 9 May."),
            ("2026-04-12", "The shopper wants to stay under £70."),
        ],
        "visits": [
            (
                "2026-04-12",
                "christening outfit size 22, bright, under 70",
                "Here are three in UK 22 under £70: a cobalt shift dress, a fuchsia wrap and a floral tea dress.",
                "Bought the fuchsia wrap dress in UK 22 (£64).",
            ),
            (
                "2026-04-30",
                "3XL cardigan to go over it",
                "I found a cobalt cardigan and a cream cardigan in 3XL, both £32.",
                "Looked at 3XL cardigans; no purchase.",
            ),
        ],
        "questions": [
            ("what dress size am i on file as", (("22",),), ()),
            ("and tops?", (("3XL", "XXXL"),), ()),
            ("which colours do I love", (("cobalt",), ("fuchsia",)), ()),
            ("colour I hate?", (("black",),), ()),
            ("whats the christening date", (_day(9, "May"),), ()),
            ("whose christening is it", (("godson",),), ()),
            ("budget?", (("70",),), ()),
            ("did I buy anything for the christening", (BOUGHT, ("fuchsia", "wrap")), ()),
            ("did i buy the cardigan", (NOT_BOUGHT,), ()),
            ("what was the last thing I looked at", (("cardigan",),), ()),
            ("which brand do I like", ((NOT_KNOWN,),), SHOP_BRANDS),
            ("shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 7. Runner, UK 9.5, Nike yes, {brand2} no, London Marathon
    {
        "facts": [
            ("2026-01-15", "The shopper wears a UK 9.5 in running shoes."),
            ("2026-01-15", "The shopper wears medium in running tops."),
            ("2026-01-15", "The shopper likes Nike."),
            ("2026-01-20", "The shopper won't buy {brand2}."),
            ("2026-01-20", "The shopper is running the London Marathon on 26 April."),
            ("2026-01-20", "The shopper will spend up to £150 on running shoes."),
        ],
        "visits": [
            (
                "2026-01-15",
                "marathon trainers 9.5, cushioned",
                "Here are four cushioned running shoes in UK 9.5, from £95 to £170.",
                "Looked at cushioned running shoes in UK 9.5; no purchase.",
            ),
            (
                "2026-01-20",
                "the nike ones under 150 and a medium running top",
                "Added the Nike cushioned trainers (£140) and a medium breathable running top (£30).",
                "Bought Nike running shoes (UK 9.5, £140) and a medium running top (£30).",
            ),
        ],
        "questions": [
            ("trainer size?", (("9.5", "9 and a half", "9½"),), ()),
            ("what size running tops", (("medium", "M"),), ()),
            ("what brand do i like", (("Nike",),), ()),
            ("which brand am i avoiding", (("{brand2}",),), ()),
            ("when's my marathon", (_day(26, "April"),), ()),
            ("which marathon am I doing", (("London",),), ()),
            ("max I said for shoes?", (("150",),), ()),
            ("did I buy trainers", (BOUGHT, ("Nike",)), ()),
            ("how much were my trainers", (("140",),), ()),
            ("when was my first visit", (_date("2026-01-15"),), ()),
            ("what colour do i like", ((NOT_KNOWN,),), ()),
            ("waist size?", ((NOT_KNOWN,),), ()),
            (
                "what do you know about me",
                (("9.5", "9 and a half", "9½"), ("Nike",), ("marathon",)),
                (),
            ),
        ],
    },
    # 8. Indian shopper, L kurta, under 5000 rupees, maroon, not white, Diwali and sister's wedding
    {
        "facts": [
            ("2026-09-20", "The shopper wears size L in kurtas."),
            ("2026-09-20", "The shopper keeps to under 5000 rupees per outfit."),
            ("2026-09-22", "The shopper loves maroon."),
            ("2026-09-22", "The shopper avoids white for festive wear."),
            ("2026-09-22", "The shopper is celebrating Diwali with family in Jaipur."),
            ("2026-10-03", "The shopper is going to his sister's wedding in December."),
        ],
        "visits": [
            (
                "2026-09-22",
                "kurta L for diwali, maroon, under 5000",
                "Here are three maroon kurtas in L under ₹5000: a silk blend with gold thread, a cotton straight cut and a short kurta.",
                "Bought the maroon silk-blend kurta in L (₹4200).",
            ),
            (
                "2026-10-03",
                "need a sherwani for my sister's wedding, L",
                "Here are two sherwanis in L: an ivory one and a deep maroon one, both above ₹5000.",
                "Looked at sherwanis in L for his sister's wedding; no purchase.",
            ),
        ],
        "questions": [
            ("what size kurta do I wear", (("L", "large"),), ()),
            ("budget?", (("5000", "5,000"),), ()),
            ("favourite colour", (("maroon",),), ()),
            ("what colour do I avoid for festive", (("white",),), ()),
            ("where am i celebrating diwali", (("Jaipur",),), ()),
            ("whose wedding am I going to", (("sister",),), ()),
            ("when is the wedding", (("December", "Dec"),), ()),
            ("did i buy a kurta", (BOUGHT, ("maroon",)), ()),
            ("how much did the kurta cost", (("4200", "4,200"),), ()),
            ("did I buy the sherwani", (NOT_BOUGHT,), ()),
            ("what's my shoe size", ((NOT_KNOWN,),), ()),
            ("which brands do i like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 9. UK dad, XXL, 38 waist, olive, camping in the Lake District, few brand facts
    {
        "facts": [
            ("2026-07-01", "The shopper wears XXL in tops."),
            ("2026-07-01", "The shopper has a 38 waist."),
            ("2026-07-01", "The shopper likes olive."),
            ("2026-07-04", "The shopper is going camping in the Lake District in August."),
            ("2026-07-04", "The shopper won't spend more than £100 on a jacket."),
        ],
        "visits": [
            (
                "2026-07-04",
                "waterproof jacket XXL under 100 for camping",
                "Here are three waterproof jackets in XXL under £100: olive, navy and black.",
                "Bought the olive waterproof jacket in XXL (£89).",
            ),
            (
                "2026-07-09",
                "walking trousers 38 waist",
                "These two walking trousers come in 38 waist: grey and olive, £45 each.",
                "Looked at walking trousers in 38 waist; no purchase.",
            ),
        ],
        "questions": [
            ("what size am I in tops", (("XXL", "2XL"),), ()),
            ("waist?", (("38",),), ()),
            ("what colour do I like", (("olive",),), ()),
            ("where am I camping", (("Lake District", "Lakes"),), ()),
            ("when's the camping trip", (("August", "Aug"),), ()),
            ("max for a jacket?", (("100",),), ()),
            ("did i buy the jacket", (BOUGHT, ("olive",)), ()),
            ("what did i pay for it", (("89",),), ()),
            ("did I get walking trousers", (NOT_BOUGHT,), ()),
            ("which brands do i like", ((NOT_KNOWN,),), SHOP_BRANDS),
            ("my boot size?", ((NOT_KNOWN,),), ()),
            ("what colour do i hate", ((NOT_KNOWN,),), ()),
        ],
    },
    # 10. Honeymoon in Bali, size 8, white and cream, {brand0}
    {
        "facts": [
            ("2026-07-12", "The shopper wears a UK 8, small in tops."),
            ("2026-07-12", "The shopper loves white and cream."),
            ("2026-07-12", "The shopper likes {brand0}."),
            ("2026-07-15", "The shopper is going on honeymoon to Bali in September."),
            ("2026-07-15", "The shopper has a £500 budget for the honeymoon wardrobe."),
        ],
        "visits": [
            (
                "2026-07-15",
                "honeymoon stuff for Bali, size 8, cream and white",
                "Here are five pieces in UK 8: a white linen maxi, a cream crochet top, white shorts, a {brand0} cream kaftan and a straw bag.",
                "Bought the white linen maxi dress (UK 8, £79) and the {brand0} cream kaftan (£55).",
            ),
            (
                "2026-08-02",
                "any swimsuits in a small?",
                "Here are four swimsuits in small: white, black, terracotta and leopard.",
                "Looked at swimsuits in small; no purchase.",
            ),
        ],
        "questions": [
            ("what size am i", (("8",),), ()),
            ("my top size?", (("small", "S"),), ()),
            ("colours I love", (("white",), ("cream",)), ()),
            ("brand i like?", (("{brand0}",),), ()),
            ("where's my honeymoon", (("Bali",),), ()),
            ("when is it", (("September", "Sept", "Sep"),), ()),
            ("honeymoon budget", (("500",),), ()),
            ("what did I buy for the honeymoon", (("maxi",), ("kaftan",)), ()),
            ("did i buy a swimsuit", (NOT_BOUGHT,), ()),
            ("when did I look at swimsuits", (_date("2026-08-02"),), ()),
            ("what colour do I avoid", ((NOT_KNOWN,),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 11. Singapore professional, US 4, S$200, {brand3}, Tokyo conference, no pastels
    {
        "facts": [
            ("2026-10-05", "The shopper wears a US 4."),
            ("2026-10-05", "The shopper keeps each purchase under S$200."),
            ("2026-10-05", "The shopper likes {brand3}."),
            ("2026-10-08", "The shopper is attending a conference in Tokyo in November."),
            ("2026-10-08", "The shopper dislikes pastels."),
        ],
        "visits": [
            (
                "2026-10-08",
                "blazer US 4 for a conference, no pastels",
                "Here are three blazers in US 4 under S$200: black, navy and a {brand3} camel one.",
                "Bought the {brand3} camel blazer in US 4 (S$185).",
            ),
            (
                "2026-10-19",
                "matching trousers?",
                "The {brand3} camel trousers come in US 4 for S$120.",
                "Looked at camel trousers in US 4; no purchase.",
            ),
        ],
        "questions": [
            ("what's my size", (("4",),), ()),
            ("my spending cap?", (("200",),), ()),
            ("which brand do I like", (("{brand3}",),), ()),
            ("where is my conference", (("Tokyo",),), ()),
            ("conference when?", (("November", "Nov"),), ()),
            ("colours I dislike?", (("pastel",),), ()),
            ("did I buy the blazer", (BOUGHT, ("camel",)), ()),
            ("how much was the blazer", (("185",),), ()),
            ("did I buy the trousers too", (NOT_BOUGHT,), ()),
            ("what's my shoe size", ((NOT_KNOWN,),), ()),
            ("do I have a favourite colour", ((NOT_KNOWN,),), ()),
        ],
    },
    # 12. Student starting uni, M, £40 limit, green, refuses {brand4}
    {
        "facts": [
            ("2026-08-10", "The shopper wears a medium."),
            ("2026-08-10", "The shopper has a 30 inch waist."),
            ("2026-08-10", "The shopper won't spend more than £40 per item."),
            ("2026-08-12", "The shopper loves green."),
            ("2026-08-12", "The shopper refuses {brand4}."),
            ("2026-08-12", "The shopper starts university in Leeds in September."),
        ],
        "visits": [
            (
                "2026-08-12",
                "hoodies M under 40, green ideally, not {brand4}",
                "Here are three green hoodies in M under £40, none from {brand4}.",
                "Bought a bottle-green hoodie in M (£35).",
            ),
            (
                "2026-08-20",
                "cheap jeans 30 waist",
                "These three jeans come in 30 waist under £40: slim, straight and relaxed.",
                "Bought the straight jeans in 30 waist (£32).",
            ),
        ],
        "questions": [
            ("wat size am i", (("medium", "M"),), ()),
            ("waist size?", (("30",),), ()),
            ("whats my limit per item", (("40",),), ()),
            ("fav colour", (("green",),), ()),
            ("brand i refuse", (("{brand4}",),), ()),
            ("do i hate {brand4}?", (("yes", "refuse", "avoid", "won't", "don't", "not"),), ()),
            ("when do i start uni", (("September", "Sept", "Sep"),), ()),
            ("where's uni", (("Leeds",),), ()),
            ("did i buy jeans", (BOUGHT, ("straight",)), ()),
            ("what did i buy on my first visit", (("hoodie",),), ()),
            ("how much were the jeans", (("32",),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("do i like any brands", ((NOT_KNOWN,),), ()),
        ],
    },
    # 13. Older UK man, collar 17, Barbour, no red, Ascot
    {
        "facts": [
            ("2026-05-02", "The shopper's collar size is 17."),
            ("2026-05-02", "The shopper wears a 44 chest, large in shirts."),
            ("2026-05-02", "The shopper likes Barbour."),
            ("2026-05-05", "The shopper doesn't like red."),
            ("2026-05-05", "The shopper is going to Royal Ascot on 17 June."),
            ("2026-05-05", "The shopper will spend no more than £250 on a jacket."),
        ],
        "visits": [
            (
                "2026-05-05",
                "tweed jacket 44 for ascot, up to 250",
                "Here are two tweed jackets in 44 under £250: a green check and a brown herringbone.",
                "Looked at tweed jackets in 44; no purchase.",
            ),
            (
                "2026-05-11",
                "shirts collar 17, not red",
                "Here are four shirts in 17 collar: pale blue, white, lilac and navy gingham.",
                "Bought a pale blue shirt (17 collar, £49) and a navy gingham shirt (£49).",
            ),
        ],
        "questions": [
            ("my collar size please", (("17",),), ()),
            ("chest?", (("44",),), ()),
            ("which brands do I avoid", ((NOT_KNOWN,),), ()),
            ("which brand do I like", (("Barbour",),), ()),
            ("what colour don't I like", (("red",),), ()),
            ("remind me when Ascot is", (_day(17, "June"),), ()),
            ("what am i buying the jacket for", (("Ascot",),), ()),
            ("jacket budget?", (("250",),), ()),
            ("did I buy a tweed jacket", (NOT_BOUGHT,), ()),
            ("which shirts did I buy", (("blue",), ("gingham",)), ()),
            ("waist size", ((NOT_KNOWN,),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 14. Size changed over time (14 then 12), coral, 50th birthday party
    {
        "facts": [
            ("2026-02-03", "The shopper wears a UK 14."),
            ("2026-07-20", "The shopper now wears a UK 12 after losing weight."),
            ("2026-07-20", "The shopper loves coral."),
            ("2026-07-22", "The shopper is having her 50th birthday party on 3 October."),
            ("2026-07-22", "The shopper wants to keep the party outfit under £150."),
        ],
        "visits": [
            (
                "2026-02-03",
                "jeans 14 bootcut",
                "Here are three bootcut jeans in UK 14.",
                "Bought dark bootcut jeans in UK 14 (£40).",
            ),
            (
                "2026-07-22",
                "party dress 12, coral?, under 150",
                "Here are two coral dresses in UK 12 under £150: a sequin midi (£120) and a chiffon maxi (£95).",
                "Looked at coral party dresses in UK 12; no purchase.",
            ),
        ],
        "questions": [
            ("what size am I now", (("12",),), ()),
            ("am i still a 14?", (("12",),), ()),
            ("favourite colour?", (("coral",),), ()),
            ("when's my party", (_day(3, "October"),), ()),
            ("which birthday is it", (("50",),), ()),
            ("budget for the party outfit", (("150",),), ()),
            ("did I buy the coral dress", (NOT_BOUGHT,), ()),
            ("what did I buy back in february", (("jeans",),), ()),
            ("which brand do i like", ((NOT_KNOWN,),), SHOP_BRANDS),
            ("what colours don't I like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 15. Skiing in Val d'Isere, L jacket, orange for visibility, Patagonia, €300
    {
        "facts": [
            ("2026-11-10", "The shopper wears L in ski jackets."),
            ("2026-11-10", "The shopper has a 32 waist."),
            ("2026-11-10", "The shopper likes bright orange."),
            ("2026-11-12", "The shopper likes Patagonia."),
            ("2026-11-12", "The shopper is going skiing in Val d'Isère in February."),
            ("2026-11-12", "The shopper will spend up to €300 on a ski jacket."),
        ],
        "visits": [
            (
                "2026-11-12",
                "ski jacket L orange max 300",
                "Here are two orange ski jackets in L under €300 and a Patagonia one in black at €340.",
                "Bought the orange ski jacket in L (€279).",
            ),
            (
                "2026-11-25",
                "salopettes 32",
                "We have black and navy salopettes in 32 waist, €120 and €140.",
                "Looked at salopettes in 32 waist; no purchase.",
            ),
        ],
        "questions": [
            ("jacket size?", (("L", "large"),), ()),
            ("my waist", (("32",),), ()),
            ("which colour do i like", (("orange",),), ()),
            ("fav brand", (("Patagonia",),), ()),
            ("where am I skiing", (("Val d", "Isere", "Isère"),), ()),
            ("when am i going skiing", (("February", "Feb"),), ()),
            ("max for the ski jacket", (("300",),), ()),
            ("which brand do I avoid", ((NOT_KNOWN,),), ()),
            ("did i buy a jacket", (BOUGHT, ("orange",)), ()),
            ("did I buy salopettes", (NOT_BOUGHT,), ()),
            ("boot size", ((NOT_KNOWN,),), ()),
            ("colour I hate", ((NOT_KNOWN,),), ()),
        ],
    },
    # 16. Hen do in Marbella, size 12, pink, £50, {brand2}
    {
        "facts": [
            ("2026-04-01", "The shopper wears a UK 12."),
            ("2026-04-01", "The shopper loves pink."),
            ("2026-04-01", "The shopper keeps to £50 per item."),
            ("2026-04-03", "The shopper likes {brand2}."),
            ("2026-04-03", "The shopper is going on her best friend's hen do in Marbella in May."),
        ],
        "visits": [
            (
                "2026-04-03",
                "hen do outfits size 12 pink under 50",
                "Here are four pink pieces in UK 12 under £50, including a {brand2} satin co-ord.",
                "Bought the {brand2} pink satin co-ord in UK 12 (£48).",
            ),
            (
                "2026-04-18",
                "sandals?",
                "Here are three sandals under £50: gold, pink and tan.",
                "Looked at sandals; no purchase.",
            ),
        ],
        "questions": [
            ("what size am I", (("12",),), ()),
            ("my colour", (("pink",),), ()),
            ("how much do i spend per item", (("50",),), ()),
            ("what brand do i like", (("{brand2}",),), ()),
            ("where's the hen do", (("Marbella",),), ()),
            ("whose hen is it", (("best friend", "friend"),), ()),
            ("when's the hen", (("May",),), ()),
            ("did I buy the co-ord", (BOUGHT,), ()),
            ("did i get sandals in the end", (NOT_BOUGHT,), ()),
            ("colour I hate?", ((NOT_KNOWN,),), ()),
            ("what's my shoe size", ((NOT_KNOWN,),), ()),
            ("am I a 10?", (("12",),), ()),
        ],
    },
    # 17. Funeral shopper, size 16, £80, few preferences
    {
        "facts": [
            ("2026-03-02", "The shopper wears a UK 16."),
            ("2026-03-02", "The shopper is going to her grandfather's funeral on 6 March."),
            ("2026-03-02", "The shopper wants to spend under £80."),
            ("2026-03-02", "The shopper wears a UK 6 in shoes."),
        ],
        "visits": [
            (
                "2026-03-02",
                "plain black dress 16 under 80 for a funeral",
                "Here are three black dresses in UK 16 under £80: a shift, a wrap and a midi with sleeves.",
                "Bought the black midi dress with sleeves in UK 16 (£65).",
            ),
            (
                "2026-03-03",
                "black court shoes 6",
                "Here are two black court shoes in UK 6, £39 and £55.",
                "Bought the £39 black court shoes in UK 6.",
            ),
        ],
        "questions": [
            ("what size am I", (("16",),), ()),
            ("shoe size", (("6",),), ()),
            ("whose funeral is it", (("grandfather", "grandad", "granddad"),), ()),
            ("when's the funeral", (_day(6, "March"),), ()),
            ("budget?", (("80",),), ()),
            ("did i buy a dress", (BOUGHT, ("midi", "sleeve")), ()),
            ("what shoes did I get", (("court",),), ()),
            ("how much were the shoes", (("39",),), ()),
            ("what's my favourite colour", ((NOT_KNOWN,),), ()),
            ("which brands do I like", ((NOT_KNOWN,),), SHOP_BRANDS),
            ("what's my bra size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 18. Gender-neutral shopper, S, rust, {brand0} yes, {brand1} no, Primavera Sound
    {
        "facts": [
            ("2026-04-28", "The shopper wears S."),
            ("2026-04-28", "The shopper likes rust and other earth tones."),
            ("2026-04-28", "The shopper likes {brand0}."),
            ("2026-05-01", "The shopper refuses {brand1}."),
            ("2026-05-01", "The shopper keeps purchases under €90."),
            ("2026-05-01", "The shopper is going to Primavera Sound in Barcelona in early June."),
        ],
        "visits": [
            (
                "2026-05-01",
                "festival fits in S, earthy, under 90, no {brand1}",
                "Here are three in S under €90: a {brand0} rust boilersuit, an olive vest and brown wide-leg trousers.",
                "Bought the {brand0} rust boilersuit in S (€85).",
            ),
            (
                "2026-05-15",
                "bucket hat?",
                "We have bucket hats in rust, black and cream, €20 each.",
                "Looked at bucket hats; no purchase.",
            ),
        ],
        "questions": [
            ("what size do i wear", (("S", "small"),), ()),
            ("colours i like", (("rust", "earth"),), ()),
            ("fav brand", (("{brand0}",),), ()),
            ("brand i don't buy", (("{brand1}",),), ()),
            ("my budget", (("90",),), ()),
            ("which festival", (("Primavera",),), ()),
            ("where is it", (("Barcelona",),), ()),
            ("did I buy the boilersuit", (BOUGHT,), ()),
            ("did i buy the hat", (NOT_BOUGHT,), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("what colour do I hate", ((NOT_KNOWN,),), ()),
        ],
    },
    # 19. Australian, AU 12, teal, Melbourne Cup, AU$150
    {
        "facts": [
            ("2026-10-01", "The shopper wears an AU 12."),
            ("2026-10-01", "The shopper loves teal."),
            ("2026-10-01", "The shopper is going to the Melbourne Cup on 3 November."),
            ("2026-10-04", "The shopper keeps to AU$150."),
            ("2026-10-04", "The shopper doesn't like {brand3}."),
        ],
        "visits": [
            (
                "2026-10-04",
                "race day dress AU 12, teal, under 150",
                "Here are two teal dresses in AU 12 under AU$150: a pleated midi and a fitted sheath.",
                "Bought the teal pleated midi in AU 12 (AU$139).",
            ),
            (
                "2026-10-09",
                "fascinator to match?",
                "Here are three fascinators: teal, nude and black.",
                "Bought the teal fascinator (AU$45).",
            ),
        ],
        "questions": [
            ("what's my size", (("12",),), ()),
            ("fav colour?", (("teal",),), ()),
            ("which race am i going to", (("Melbourne Cup",),), ()),
            ("when's the cup", (_day(3, "November"),), ()),
            ("budget", (("150",),), ()),
            ("brand i don't like?", (("{brand3}",),), ()),
            ("which brand do I like", ((NOT_KNOWN,),), ()),
            ("did i buy a dress for the races", (BOUGHT, ("teal",)), ()),
            ("what did I buy last time", (("fascinator",),), ()),
            ("when did I buy the fascinator", (_date("2026-10-09"),), ()),
            ("what's my shoe size", ((NOT_KNOWN,),), ()),
        ],
    },
    # 20. Tall man, 36L, XL tall, £120, {brand3}, new job in January
    {
        "facts": [
            ("2026-12-01", "The shopper wears 34 waist with a 36 inch leg."),
            ("2026-12-01", "The shopper wears XL tall in shirts."),
            ("2026-12-01", "The shopper spends no more than £120 on trousers."),
            ("2026-12-03", "The shopper likes {brand3}."),
            ("2026-12-03", "The shopper is starting a new job at an architecture firm in January."),
        ],
        "visits": [
            (
                "2026-12-03",
                "smart trousers 34 waist 36 leg for new job",
                "Here are two smart trousers in 34/36: a {brand3} navy wool pair (£110) and a grey chino (£60).",
                "Bought the {brand3} navy wool trousers in 34/36 (£110).",
            ),
            (
                "2026-12-10",
                "shirts XL tall",
                "Here are four XL tall shirts: white, blue, pink and check.",
                "Bought the white XL tall shirt (£39).",
            ),
        ],
        "questions": [
            ("leg length?", (("36",),), ()),
            ("waist", (("34",),), ()),
            ("shirt size", (("XL",),), ()),
            ("max for trousers?", (("120",),), ()),
            ("what brand do i like", (("{brand3}",),), ()),
            ("what am i starting in january", (("job",),), ()),
            ("where's the new job", (("architect",),), ()),
            ("did i buy trousers", (BOUGHT, ("navy", "wool")), ()),
            ("what colour shirt did I get", (("white",),), ()),
            ("what colour do i hate", ((NOT_KNOWN,),), ()),
            ("what colours do I like", ((NOT_KNOWN,),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 21. Mother of the bride in Tuscany, size 18, lavender, £350, refuses {brand4}
    {
        "facts": [
            ("2026-05-20", "The shopper wears a UK 18."),
            (
                "2026-05-20",
                "The shopper is mother of the bride at her daughter's wedding in Tuscany on 22 August.",
            ),
            ("2026-05-20", "The shopper will spend up to £350 on her outfit."),
            ("2026-05-24", "The shopper loves lavender."),
            ("2026-05-24", "The shopper refuses {brand4}."),
            ("2026-05-24", "The shopper wears a UK 7 in shoes."),
        ],
        "visits": [
            (
                "2026-05-24",
                "mother of the bride outfit size 18 lavender up to 350",
                "Here are three lavender outfits in UK 18 under £350: a dress and jacket (£290), a lace midi (£210) and a jumpsuit (£180).",
                "Looked at lavender mother-of-the-bride outfits in UK 18; saved the dress and jacket; no purchase.",
            ),
            (
                "2026-06-07",
                "ok the lavender dress and jacket",
                "Done: the lavender dress and jacket in UK 18, £290.",
                "Bought the lavender dress and jacket in UK 18 (£290).",
            ),
        ],
        "questions": [
            ("size?", (("18",),), ()),
            ("what's my role at the wedding", (("mother of the bride",),), ()),
            ("whose wedding is it", (("daughter",),), ()),
            ("where's the wedding", (("Tuscany",),), ()),
            ("when is it again", (_day(22, "August"),), ()),
            ("how much can I spend", (("350",),), ()),
            ("my colour?", (("lavender",),), ()),
            ("brand I won't buy", (("{brand4}",),), ()),
            ("did I buy my outfit", (BOUGHT, ("jacket",)), ()),
            ("shoe size", (("7",),), ()),
            ("what hat size am I", ((NOT_KNOWN,),), ()),
        ],
    },
    # 22. Sneaker fan, US 8.5, {brand2}, hates white trainers, $100
    {
        "facts": [
            ("2026-03-10", "The shopper wears a US 8.5 in sneakers."),
            ("2026-03-10", "The shopper likes {brand2}."),
            ("2026-03-10", "The shopper hates white sneakers."),
            ("2026-03-14", "The shopper won't pay more than $100 for sneakers."),
        ],
        "visits": [
            (
                "2026-03-10",
                "sneakers 8.5 not white",
                "Here are five sneakers in US 8.5, none white, including a grey suede {brand2} pair.",
                "Looked at sneakers in US 8.5; no purchase.",
            ),
            (
                "2026-03-14",
                "the {brand2} grey ones if under 100",
                "The {brand2} grey suede sneakers are $95 in US 8.5.",
                "Bought the {brand2} grey suede sneakers in US 8.5 ($95).",
            ),
        ],
        "questions": [
            ("what's my shoe size", (("8.5", "8 1/2", "8 and a half", "8½"),), ()),
            ("brand i like?", (("{brand2}",),), ()),
            ("what colour do i hate for sneakers", (("white",),), ()),
            ("max for sneakers", (("100",),), ()),
            ("did I buy sneakers", (BOUGHT, ("grey", "gray")), ()),
            ("when did i buy them", (_date("2026-03-14"),), ()),
            ("how much were they", (("95",),), ()),
            ("waist size", ((NOT_KNOWN,),), ()),
            ("do I like {brand2}?", (("yes", "you do", "you like"),), ()),
            ("what's my shirt size", ((NOT_KNOWN,),), ()),
            ("any occasion coming up for me?", ((NOT_KNOWN,),), ()),
            ("am I a 9?", (("8.5", "8 1/2", "8 and a half", "8½"),), ()),
        ],
    },
    # 23. Office Christmas party, size 8, silver, £60
    {
        "facts": [
            ("2026-11-20", "The shopper wears a UK 8."),
            ("2026-11-20", "The shopper loves silver."),
            ("2026-11-20", "The shopper is going to her office Christmas party on 18 December."),
            ("2026-11-22", "The shopper keeps to £60 for the party outfit."),
            ("2026-11-22", "The shopper wears a UK 4 in shoes."),
        ],
        "visits": [
            (
                "2026-11-22",
                "sparkly dress 8 silver under 60",
                "Here are three silver dresses in UK 8 under £60: a sequin mini, a lamé slip and a metallic midi.",
                "Bought the silver sequin mini in UK 8 (£55).",
            ),
            (
                "2026-12-01",
                "heels 4",
                "Here are three heels in UK 4: silver, black and nude.",
                "Looked at heels in UK 4; no purchase.",
            ),
        ],
        "questions": [
            ("what size dress do I wear", (("8",),), ()),
            ("fav colour", (("silver",),), ()),
            ("when's the xmas party", (_day(18, "December"),), ()),
            ("what kind of party is it", (("Christmas", "xmas", "office"),), ()),
            ("budget for the outfit?", (("60",),), ()),
            ("shoe size?", (("4",),), ()),
            ("did i buy a dress", (BOUGHT, ("sequin", "mini")), ()),
            ("did i buy heels", (NOT_BOUGHT,), ()),
            ("which brand do i like", ((NOT_KNOWN,),), SHOP_BRANDS),
            ("colour i avoid?", ((NOT_KNOWN,),), ()),
        ],
    },
    # 24. Eid shopper, M, emerald, under £100, {brand1}
    {
        "facts": [
            ("2026-05-10", "The shopper wears a medium."),
            ("2026-05-10", "The shopper loves emerald green."),
            ("2026-05-10", "The shopper is shopping for Eid al-Adha at the end of May."),
            ("2026-05-12", "The shopper spends under £100."),
            ("2026-05-12", "The shopper likes {brand1}."),
            ("2026-05-12", "The shopper dislikes orange."),
        ],
        "visits": [
            (
                "2026-05-12",
                "eid outfit medium emerald under 100",
                "Here are three emerald pieces in M under £100, including a {brand1} maxi dress (£89).",
                "Bought the {brand1} emerald maxi dress in M (£89).",
            ),
            (
                "2026-05-16",
                "matching hijab?",
                "Here are emerald, gold and ivory chiffon hijabs, £12 each.",
                "Bought the ivory chiffon hijab (£12).",
            ),
        ],
        "questions": [
            ("my size", (("medium", "M"),), ()),
            ("what colour do I love", (("emerald",),), ()),
            ("what am i shopping for", (("Eid",),), ()),
            ("budget", (("100",),), ()),
            ("which brand do I like", (("{brand1}",),), ()),
            ("colour i dont like", (("orange",),), ()),
            ("any brand I hate", ((NOT_KNOWN,),), ()),
            ("what did i buy for eid", (("maxi", "dress"),), ()),
            ("what colour hijab did i get", (("ivory",),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("what do you remember about me?", (("medium", "M"), ("emerald",), ("Eid",)), ()),
        ],
    },
    # 25. Malaysian shopper, Chinese New Year, red, EU 36 / S, RM300, {brand4}
    {
        "facts": [
            ("2026-01-05", "The shopper wears size S, EU 36."),
            ("2026-01-05", "The shopper loves red."),
            (
                "2026-01-05",
                "The shopper is going to a Chinese New Year reunion dinner with family in Penang.",
            ),
            ("2026-01-07", "The shopper keeps to RM300."),
            ("2026-01-07", "The shopper likes {brand4}."),
        ],
        "visits": [
            (
                "2026-01-07",
                "red dress S for CNY under RM300",
                "Here are three red dresses in S under RM300: a qipao-style midi from {brand4}, a wrap and a shift.",
                "Bought the {brand4} red qipao-style midi in S (RM260).",
            ),
            (
                "2026-01-15",
                "shoes 36 gold?",
                "Here are two gold flats and a gold heel in EU 36.",
                "Looked at gold shoes in EU 36; no purchase.",
            ),
        ],
        "questions": [
            ("my size?", (("S", "small", "36"),), ()),
            ("favourite colour", (("red",),), ()),
            (
                "what am I dressing for",
                (("Chinese New Year", "CNY", "Lunar New Year", "reunion"),),
                (),
            ),
            ("where's the dinner", (("Penang",),), ()),
            ("budget", (("300",),), ()),
            ("which brand do I like", (("{brand4}",),), ()),
            ("did I buy the qipao dress", (BOUGHT,), ()),
            ("did i buy gold shoes", (NOT_BOUGHT,), ()),
            ("brand I don't like?", ((NOT_KNOWN,),), ()),
            ("what colour do i dislike", ((NOT_KNOWN,),), ()),
            ("when did I last visit", (_date("2026-01-15"),), ()),
        ],
    },
    # 26. Sparse profile: only a size; many unknowns
    {
        "facts": [
            ("2026-02-14", "The shopper wears L in hoodies."),
        ],
        "visits": [
            (
                "2026-02-14",
                "hoodie L",
                "Here are six hoodies in L: grey, black, navy, green, burgundy and cream.",
                "Bought the grey hoodie in L (£38).",
            ),
        ],
        "questions": [
            ("what size hoodie do I wear", (("L", "large"),), ()),
            ("what did I buy", (("hoodie",),), ()),
            ("what colour was it", (("grey", "gray"),), ()),
            ("when did I buy it", (_date("2026-02-14"),), ()),
            ("whats my budget", ((NOT_KNOWN,),), ()),
            ("favourite brand?", ((NOT_KNOWN,),), SHOP_BRANDS),
            ("favourite colour?", ((NOT_KNOWN,),), ()),
            ("have I got anything coming up?", ((NOT_KNOWN,),), ()),
            ("what do you remember about me", (("L", "large"),), ()),
        ],
    },
    # 27. Valentine's first date, size 10, burgundy, £70, refuses {brand0}
    {
        "facts": [
            ("2026-02-02", "The shopper wears a UK 10."),
            ("2026-02-02", "The shopper loves burgundy."),
            ("2026-02-02", "The shopper has a first date on 14 February."),
            ("2026-02-04", "The shopper won't spend more than £70."),
            ("2026-02-04", "The shopper refuses {brand0}."),
        ],
        "visits": [
            (
                "2026-02-04",
                "date outfit 10 burgundy under 70, no {brand0}",
                "Here are three burgundy pieces in UK 10 under £70: a satin cami, a knit dress and wide-leg trousers.",
                "Bought the burgundy knit dress in UK 10 (£58).",
            ),
        ],
        "questions": [
            ("am I a size 10", (("10",),), ()),
            ("what colour do i love", (("burgundy",),), ()),
            ("whens my date", (_day(14, "February"),), ()),
            ("max spend?", (("70",),), ()),
            ("which brand do I refuse", (("{brand0}",),), ()),
            ("did i buy something for the date", (BOUGHT, ("knit", "dress")), ()),
            ("how much did I pay", (("58",),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
            ("which brand do I like", ((NOT_KNOWN,),), ()),
            ("what do you know about me", (("10",), ("burgundy",), ("date",)), ()),
        ],
    },
    # 28. Graduation, size 6, navy, £120, {brand3}, dislikes yellow
    {
        "facts": [
            ("2026-06-01", "The shopper wears a UK 6."),
            ("2026-06-01", "The shopper likes navy."),
            ("2026-06-01", "The shopper's graduation is on 15 July in Edinburgh."),
            ("2026-06-03", "The shopper keeps to £120."),
            ("2026-06-03", "The shopper likes {brand3}."),
            ("2026-06-03", "The shopper dislikes yellow."),
        ],
        "visits": [
            (
                "2026-06-03",
                "graduation dress size 6 navy",
                "Here are three navy dresses in UK 6 under £120, including a {brand3} tailored shift (£99).",
                "Bought the {brand3} navy tailored shift in UK 6 (£99).",
            ),
            (
                "2026-06-20",
                "block heels 5",
                "Here are three block heels in UK 5: navy, nude and black.",
                "Bought nude block heels in UK 5 (£45).",
            ),
        ],
        "questions": [
            ("size?", (("6",),), ()),
            ("colour I like", (("navy",),), ()),
            ("when is my graduation", (_day(15, "July"),), ()),
            ("where's graduation", (("Edinburgh",),), ()),
            ("budget", (("120",),), ()),
            ("fave brand", (("{brand3}",),), ()),
            ("colour I dislike", (("yellow",),), ()),
            ("which brand do i avoid", ((NOT_KNOWN,),), ()),
            ("did I buy a dress for graduation", (BOUGHT, ("shift", "navy")), ()),
            ("what shoes did I get", (("block", "heel"),), ()),
            ("what size shoes did i buy", (("5",),), ()),
            ("whats my waist", ((NOT_KNOWN,),), ()),
        ],
    },
    # 29. Caribbean cruise, women's XL, turquoise, hates grey, $200
    {
        "facts": [
            ("2026-01-20", "The shopper wears women's XL."),
            ("2026-01-20", "The shopper loves turquoise."),
            ("2026-01-20", "The shopper hates grey."),
            ("2026-01-22", "The shopper is going on a Caribbean cruise in March."),
            ("2026-01-22", "The shopper spends up to $200 in total for the trip."),
        ],
        "visits": [
            (
                "2026-01-22",
                "cruise clothes XL turquoise under 200 total",
                "Here are four turquoise pieces in XL: a maxi ($60), a swimsuit ($45), a cover-up ($35) and linen pants ($50).",
                "Bought the turquoise maxi ($60) and the swimsuit ($45) in XL.",
            ),
            (
                "2026-02-10",
                "formal night dress XL?",
                "Here are three formal dresses in XL: black, turquoise and navy.",
                "Looked at formal-night dresses in XL; no purchase.",
            ),
        ],
        "questions": [
            ("what size am i", (("XL",),), ()),
            ("color i love", (("turquoise",),), ()),
            ("color I hate", (("grey", "gray"),), ()),
            ("where am I cruising", (("Caribbean",),), ()),
            ("when's the cruise", (("March", "Mar"),), ()),
            ("how much can i spend on the trip", (("200",),), ()),
            ("what did i buy for the cruise", (("maxi",), ("swim",)), ()),
            ("did I buy a formal dress", (NOT_BOUGHT,), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("which brands do i like", ((NOT_KNOWN,),), SHOP_BRANDS),
            ("am i a large?", (("XL",),), ()),
        ],
    },
    # 30. Hiking in Scotland, M, UK 8 boots, forest green, £180 boots, refuses {brand2}
    {
        "facts": [
            ("2026-04-02", "The shopper wears a medium."),
            ("2026-04-02", "The shopper wears a UK 8 in boots."),
            ("2026-04-02", "The shopper likes forest green."),
            ("2026-04-05", "The shopper will spend up to £180 on walking boots."),
            ("2026-04-05", "The shopper refuses {brand2}."),
            ("2026-04-05", "The shopper is hiking the West Highland Way in May."),
        ],
        "visits": [
            (
                "2026-04-05",
                "walking boots uk 8, not {brand2}, max 180",
                "Here are three walking boots in UK 8 under £180: a leather pair (£165), a fabric pair (£120) and a lightweight mid (£95).",
                "Bought the leather walking boots in UK 8 (£165).",
            ),
            (
                "2026-04-12",
                "fleece medium green",
                "Here are two forest green fleeces in M, £40 and £65.",
                "Bought the £40 forest green fleece in M.",
            ),
        ],
        "questions": [
            ("what size am I", (("medium", "M"),), ()),
            ("boot size?", (("8",),), ()),
            ("fav colour", (("green",),), ()),
            ("max for boots", (("180",),), ()),
            ("which brand do I avoid", (("{brand2}",),), ()),
            ("what hike am i doing", (("West Highland",),), ()),
            ("when's the hike", (("May",),), ()),
            ("which boots did I buy", (("leather",),), ()),
            ("how much was the fleece", (("40",),), ()),
            ("whats my waist size", ((NOT_KNOWN,),), ()),
            ("what brand do I like", ((NOT_KNOWN,),), ()),
        ],
    },
    # 31. French shopper, FR 40, camel, refuses {brand3}, city break in London, €150
    {
        "facts": [
            ("2026-10-14", "The shopper wears FR 40."),
            ("2026-10-14", "The shopper loves camel."),
            ("2026-10-14", "The shopper refuses {brand3}."),
            ("2026-10-16", "The shopper is going on a weekend city break to London in November."),
            ("2026-10-16", "The shopper spends up to €150 on a coat."),
        ],
        "visits": [
            (
                "2026-10-16",
                "manteau camel taille 40, max 150",
                "Here are two camel coats in FR 40 under €150: a wrap coat (€139) and a single-breasted one (€149).",
                "Looked at camel coats in FR 40; no purchase.",
            ),
            (
                "2026-10-21",
                "the wrap coat please",
                "Done: the camel wrap coat in FR 40, €139.",
                "Bought the camel wrap coat in FR 40 (€139).",
            ),
        ],
        "questions": [
            ("quelle est ma taille? my size", (("40",),), ()),
            ("fav colour", (("camel",),), ()),
            ("brand I won't buy", (("{brand3}",),), ()),
            ("where am I going in november", (("London",),), ()),
            ("max for a coat", (("150",),), ()),
            ("did i end up buying a coat", (BOUGHT, ("wrap",)), ()),
            ("when did I buy it", (_date("2026-10-21"),), ()),
            ("shoe size", ((NOT_KNOWN,),), ()),
            ("colour i hate", ((NOT_KNOWN,),), ()),
            ("which brand do i like", ((NOT_KNOWN,),), ()),
            ("what do you remember about me?", (("40",), ("camel",), ("London",)), ()),
        ],
    },
    # 32. Photoshoot / engagement, size 14, cream, {brand2} and {brand4}, £200
    {
        "facts": [
            ("2026-08-03", "The shopper wears a UK 14."),
            ("2026-08-03", "The shopper likes cream."),
            ("2026-08-03", "The shopper is having an engagement photoshoot on 12 September."),
            ("2026-08-05", "The shopper likes {brand2} and {brand4}."),
            ("2026-08-05", "The shopper keeps to £200 for the photoshoot outfit."),
            ("2026-08-05", "The shopper can't stand red."),
        ],
        "visits": [
            (
                "2026-08-05",
                "photoshoot dress 14 cream, {brand2} or {brand4}",
                "Here are two cream dresses in UK 14: a {brand2} lace midi (£180) and a {brand4} satin maxi (£150).",
                "Looked at cream dresses from {brand2} and {brand4} in UK 14; no purchase.",
            ),
            (
                "2026-08-09",
                "ok the satin maxi",
                "Done: the {brand4} cream satin maxi in UK 14, £150.",
                "Bought the {brand4} cream satin maxi in UK 14 (£150).",
            ),
        ],
        "questions": [
            ("whats my size", (("14",),), ()),
            ("colour I like", (("cream",),), ()),
            ("when's my photoshoot", (_day(12, "September"),), ()),
            ("what's the photoshoot for", (("engagement",),), ()),
            ("brands I like?", (("{brand2}",), ("{brand4}",)), ()),
            ("budget for the outfit", (("200",),), ()),
            ("colour I can't stand", (("red",),), ()),
            ("which dress did I buy", (("satin",), ("maxi",)), ()),
            ("did I buy the lace one", (NOT_BOUGHT,), ()),
            ("which brand do i avoid", ((NOT_KNOWN,),), ()),
            ("shoe size?", ((NOT_KNOWN,),), ()),
        ],
    },
]
