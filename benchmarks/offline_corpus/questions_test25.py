"""Questions about the shopper for split "test25", written blind from the issue's categories.

The writer saw only the corpus format (benchmarks/offline_corpus/__init__.py) and the catalogue
generator, never the assistant's code, its tests or another split's questions. Each profile
holds the facts a memory might have kept (date said, sentence), earlier visits (date, the
shopper's message, the assistant's reply, a one-line summary) and questions as (question, must,
must_not): every `must` group needs one of its alternatives in the answer, NOT_KNOWN meaning the
answer says it does not know. Brands are written {brand0}..{brand4}.
"""

from benchmarks.offline_corpus import NOT_KNOWN

# A yes, or a no, said any of the ways an answer might say it.
YES = ("Yes", "yes", "Yep", "yep", "Yeah", "yeah")
NO = (
    "No", "no", "Nope", "not", "Not", "don't", "don\u2019t", "doesn't", "doesn\u2019t",
    "isn't", "isn\u2019t", "won't", "won\u2019t", "avoid", "dislike", "never", "steer",
    "refuse", "hate", "rather",
)  # fmt: skip
UNKNOWN = ((NOT_KNOWN,),)

PROFILES = [
    # 1: a bridesmaid shopping for dresses
    {
        "facts": [
            ("2026-03-02", "I'm a UK 12 in dresses"),
            ("2026-03-02", "navy and green are my favourite colours"),
            ("2026-04-10", "I never wear orange, it clashes with my hair"),
            ("2026-04-10", "I don't want to spend more than £80 on a dress"),
            ("2026-05-01", "I'm a bridesmaid at my sister's wedding on 20 June"),
        ],
        "visits": [
            (
                "2026-04-10",
                "show me navy dresses in a 12",
                "Here are two in a 12: [Harbour Navy Midi Dress](/products/ALD-012/) at £74 and "
                "[City Navy Wrap Dress](/products/ALD-019/) at £68.",
                "Looked at navy dresses in a 12: the Harbour Navy Midi Dress and the City Navy "
                "Wrap Dress.",
            ),
            (
                "2026-05-01",
                "I need sandals for the wedding, size 5",
                "These come in a 5: [Lane Blush Sandal](/products/ALD-044/) at £55 and "
                "[Cove Stone Slider](/products/ALD-047/) at £39.",
                "Looked at sandals in a 5 for the wedding: the Lane Blush Sandal and the Cove "
                "Stone Slider.",
            ),
        ],
        "questions": [
            ("what dress size am I?", (("12",),), ()),
            ("which colours do I like?", (("navy",), ("green",)), ()),
            ("is there a colour I should steer clear of?", (("orange",),), ()),
            ("how much do I want to spend on a dress?", (("80",),), ()),
            ("when's my sister's wedding?", (("20", "20th"), ("June", "Jun")), ()),
            ("what am I at the wedding?", (("bridesmaid",),), ()),
            ("what did I look at last time?", (("sandal", "slider"),), ()),
            ("which dresses did you show me?", (("Harbour", "Midi"), ("City Navy", "Wrap")), ()),
            ("remind me what shoe size I asked for", (("5",),), ()),
            ("do you know what size my sister is?", UNKNOWN, ()),
            ("would I like an orange dress?", (NO,), ()),
        ],
    },
    # 2: menswear, a new job
    {
        "facts": [
            ("2025-11-20", "W32 L30 in jeans and chinos"),
            ("2025-11-20", "I'm a 40R in blazers"),
            ("2025-12-01", "I love {brand0}, it fits me properly"),
            ("2025-12-01", "I won't buy {brand2} again, the last shirt shrank"),
            ("2025-12-01", "I start a new job at an accountancy firm on 5 January"),
            ("2025-12-01", "up to £150 for a blazer"),
        ],
        "visits": [
            (
                "2025-12-01",
                "40R blazers from {brand0}?",
                "In a 40R from {brand0}: [Heritage Charcoal Blazer](/products/ALD-031/) at £139.",
                "Looked at {brand0} blazers in 40R; shown the Heritage Charcoal Blazer at £139.",
            ),
            (
                "2025-12-14",
                "chinos W32 L30 in navy or stone",
                "[City Navy Chino](/products/ALD-036/) at £49 and [Weekend Stone Chino]"
                "(/products/ALD-038/) at £45, both in W32 L30.",
                "Looked at chinos in W32 L30: the City Navy Chino and the Weekend Stone Chino.",
            ),
        ],
        "questions": [
            ("what are my jeans measurements?", (("32",), ("30",)), ()),
            ("what jacket size do I take?", (("40R", "40 regular", "40 R"),), ()),
            ("which brand do I like?", (("{brand0}",),), ()),
            ("is there a brand I don't buy?", (("{brand2}",),), ()),
            ("when do I start the new job?", (("January", "Jan"), ("5", "5th")), ()),
            ("where's the new job?", (("accountan",),), ()),
            ("what's my limit on a blazer?", (("150",),), ()),
            ("how much was the blazer you showed me?", (("139",),), ()),
            ("what did I look at on my last visit?", (("chino",),), ()),
            ("do I like {brand2}?", (NO,), ()),
            ("what's my shoe size?", UNKNOWN, ()),
        ],
    },
    # 3: a runner with a race and a trip
    {
        "facts": [
            ("2026-01-15", "I'm a UK 6.5 in trainers"),
            ("2026-01-15", "I'm running the Brighton marathon on 12 April"),
            ("2026-01-15", "under £100 for running shoes"),
            ("2026-02-02", "I like bright colours, cobalt especially"),
            ("2026-02-02", "after the marathon I'm off to Lisbon for a week"),
        ],
        "visits": [
            (
                "2026-01-15",
                "running trainers 6.5 under 100",
                "These come in 6.5: [Summit Cobalt Running Shoe](/products/NOR-005/) at £92 and "
                "[Ridge Black Trainer](/products/NOR-007/) at £78.",
                "Looked at running shoes in 6.5 under £100: the Summit Cobalt Running Shoe and "
                "the Ridge Black Trainer.",
            ),
        ],
        "questions": [
            ("what shoe size am I?", (("6.5", "6 and a half", "6\u00bd"),), ()),
            ("when's my race?", (("April", "Apr"), ("12", "12th")), ()),
            ("which race am I doing?", (("Brighton",),), ()),
            ("what's my budget for running shoes?", (("100",),), ()),
            ("what colour do I like?", (("cobalt",),), ()),
            ("where am I going after the marathon?", (("Lisbon",),), ()),
            (
                "what trainers did you show me before?",
                (("Summit", "Cobalt Running"), ("Ridge", "Black Trainer")),
                (),
            ),
            ("what's my dress size?", UNKNOWN, ()),
            ("do I hate any colours?", UNKNOWN, ()),
            ("how long is the Lisbon trip?", (("week",),), ()),
        ],
    },
    # 4: nothing known at all
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what size am I?", UNKNOWN, ()),
            ("do you know my budget?", UNKNOWN, ()),
            ("what colours do I avoid?", UNKNOWN, ()),
            ("what brands do I like?", UNKNOWN, ()),
            ("have I got any events coming up?", UNKNOWN, ()),
            ("what did I look at last time?", UNKNOWN, ()),
            ("what do you remember about me?", UNKNOWN, ()),
            ("what's my shoe size again?", UNKNOWN, ()),
            ("am I a medium?", UNKNOWN, ("Yes",)),
        ],
    },
    # 5: visits only, nothing said about themselves
    {
        "facts": [],
        "visits": [
            (
                "2026-02-11",
                "have you got any parkas for men?",
                "Yes: [Fell Olive Parka](/products/QUI-021/) at £189 and [Harbour Black Parka]"
                "(/products/QUI-023/) at £165.",
                "Looked at men's parkas: the Fell Olive Parka and the Harbour Black Parka.",
            ),
            (
                "2026-03-03",
                "beanies please",
                "[Cove Rust Beanie](/products/QUI-061/) at £18 and [Lane Charcoal Beanie]"
                "(/products/QUI-062/) at £15.",
                "Looked at beanies: the Cove Rust Beanie and the Lane Charcoal Beanie.",
            ),
        ],
        "questions": [
            ("what did I look at last time?", (("beanie",),), ()),
            ("what was I browsing the time before that?", (("parka",),), ()),
            ("how much was the olive parka?", (("189",),), ()),
            ("which beanies did you show me?", (("Rust",), ("Charcoal",)), ()),
            ("what size am I?", UNKNOWN, ()),
            ("what's my budget?", UNKNOWN, ()),
            ("what brands am I into?", UNKNOWN, ()),
            (
                "when did I last come in?",
                (("March", "Mar", "2026-03-03", "03/03", "3/3", "3rd"),),
                (),
            ),
            ("which was cheaper, the black parka or the olive one?", (("black",),), ()),
        ],
    },
    # 6: a size that changed
    {
        "facts": [
            ("2025-09-01", "I'm a size 14"),
            ("2025-09-01", "I like {brand3}"),
            ("2026-05-20", "I've lost a bit of weight, I'm a 12 now"),
            ("2026-05-20", "I'm going on a cruise in August"),
        ],
        "visits": [],
        "questions": [
            ("what size am I?", (("12",),), ()),
            ("am I still a 14?", (("12",),), ("Yes",)),
            ("which brand do I like?", (("{brand3}",),), ()),
            ("what's coming up for me?", (("cruise",),), ()),
            ("when is the cruise?", (("August", "Aug"),), ()),
            ("what size was I before?", (("14",),), ()),
            ("what's my budget for the cruise?", UNKNOWN, ()),
            ("where's the cruise going?", UNKNOWN, ()),
            ("what colours do I like?", UNKNOWN, ()),
            ("what did I look at last time?", UNKNOWN, ()),
        ],
    },
    # 7: a parent shopping for two boys
    {
        "facts": [
            ("2026-08-15", "I shop for my two boys, Alfie is 6 and Sam is 9"),
            ("2026-08-15", "school uniform budget is £100 for both"),
            ("2026-08-20", "the boys hate anything pink, they won't wear it"),
            ("2026-08-20", "I'm a size 10 myself"),
        ],
        "visits": [
            (
                "2026-08-20",
                "kids' parkas for a 9 year old",
                "For age 9: [Coastal Navy Parka](/products/MAR-071/) at £45 and [Summit Red "
                "Parka](/products/MAR-073/) at £52.",
                "Looked at kids' parkas for age 9: the Coastal Navy Parka and the Summit Red "
                "Parka.",
            ),
        ],
        "questions": [
            ("how old is Sam?", (("9", "nine"),), ()),
            ("how old is Alfie?", (("6", "six"),), ()),
            ("what's my uniform budget?", (("100",),), ()),
            ("what colour won't the boys wear?", (("pink",),), ()),
            ("what size am I?", (("10",),), ()),
            ("what did we look at last time?", (("parka",),), ()),
            ("what size is my husband?", UNKNOWN, ()),
            ("what age size would Alfie need?", (("6",),), ()),
            ("what shoe size are the boys?", UNKNOWN, ()),
            (
                "which parkas did you show me for Sam?",
                (("Coastal", "Navy Parka"), ("Summit", "Red Parka")),
                (),
            ),
        ],
    },
    # 8: colours avoided
    {
        "facts": [
            ("2026-02-01", "I avoid yellow and orange, they make me look ill"),
            ("2026-02-01", "no beige either please"),
            ("2026-02-01", "I live in black and charcoal"),
            ("2026-03-10", "I'm a medium in tops"),
        ],
        "visits": [],
        "questions": [
            ("what colours do I avoid?", (("yellow",), ("orange",), ("beige",)), ()),
            ("what colours do I wear most?", (("black",), ("charcoal",)), ()),
            ("would I like a mustard jumper?", (NO + ("yellow",),), ()),
            ("is beige ok for me?", (NO,), ()),
            ("what size top am I?", (("M", "medium"),), ()),
            ("do I like black?", (YES + ("love", "live in", "wear"),), ()),
            ("what's my trouser size?", UNKNOWN, ()),
            ("what's my budget for a jumper?", UNKNOWN, ()),
            ("do I have any events coming up?", UNKNOWN, ()),
            (
                "what do you know about my taste in colours?",
                (("black", "charcoal"), ("yellow", "orange", "beige")),
                (),
            ),
        ],
    },
    # 9: brands liked and refused
    {
        "facts": [
            ("2026-04-04", "{brand1} and {brand3} are my favourite brands"),
            ("2026-04-04", "I refuse to buy {brand4}, their stuff falls apart"),
            ("2026-04-20", "size 8 in {brand1}, 10 everywhere else"),
        ],
        "visits": [
            (
                "2026-04-20",
                "anything new from {brand3}?",
                "From {brand3}: [Meadow Lilac Blouse](/products/COR-041/) at £42 and [Studio "
                "Plum Wrap Dress](/products/COR-026/) at £98.",
                "Looked at new {brand3} pieces: the Meadow Lilac Blouse and the Studio Plum Wrap "
                "Dress.",
            ),
        ],
        "questions": [
            ("which brands do I like?", (("{brand1}",), ("{brand3}",)), ()),
            ("do I like {brand4}?", (NO,), ()),
            ("why don't I buy {brand4}?", (("falls apart", "fall apart", "apart", "quality"),), ()),
            ("what size am I in {brand1}?", (("8",),), ()),
            ("what size am I usually?", (("10",),), ()),
            ("do I like {brand0}?", UNKNOWN, ()),
            (
                "what did I look at last time?",
                (("{brand3}", "blouse", "wrap dress", "Lilac", "Plum"),),
                (),
            ),
            ("how much was the wrap dress?", (("98",),), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("what colours do I like?", UNKNOWN, ()),
        ],
    },
    # 10: several dated occasions
    {
        "facts": [
            ("2026-01-10", "my nephew's christening is on 8 March, I'm his godmother"),
            ("2026-01-10", "we're off to Crete from 2 to 16 August"),
            ("2026-01-10", "work Christmas party is on 18 December"),
            ("2026-01-10", "I'm a size 16, EU 42 shoes"),
            ("2026-02-15", "I love plum and burgundy"),
        ],
        "visits": [],
        "questions": [
            ("when is the christening?", (("March", "Mar"), ("8", "8th")), ()),
            ("whose christening is it?", (("nephew",),), ()),
            ("what's my role at the christening?", (("godmother",),), ()),
            ("where am I going on holiday?", (("Crete",),), ()),
            ("when do I fly out?", (("August", "Aug"), ("2", "2nd")), ()),
            (
                "how long is my holiday?",
                (("two weeks", "2 weeks", "fortnight", "14 days", "16"),),
                (),
            ),
            ("when's the work party?", (("December", "Dec"), ("18", "18th")), ()),
            (
                "what events have I got coming up?",
                (("christening",), ("Crete", "holiday"), ("party",)),
                (),
            ),
            ("what shoe size am I?", (("42",),), ()),
            ("what colours suit me?", (("plum",), ("burgundy",)), ()),
            ("what's my budget for the christening outfit?", UNKNOWN, ()),
        ],
    },
    # 11: budgets per kind of garment
    {
        "facts": [
            ("2026-09-05", "I spend £40-60 on knitwear"),
            ("2026-09-05", "I'll go up to £200 for a good winter coat"),
            ("2026-09-05", "I'm a large in jumpers"),
            ("2026-09-20", "I like camel and oatmeal"),
        ],
        "visits": [
            (
                "2026-09-20",
                "camel coat under 200 in large",
                "[Heritage Camel Coat](/products/HOL-015/) at £185 comes in L.",
                "Looked at camel coats in large under £200: the Heritage Camel Coat at £185.",
            ),
        ],
        "questions": [
            ("what's my budget for a jumper?", (("40",), ("60",)), ()),
            ("how much would I spend on a coat?", (("200",),), ()),
            ("what size jumper am I?", (("L", "large"),), ()),
            ("what colours do I like?", (("camel",), ("oatmeal",)), ()),
            ("what coat did you show me?", (("Heritage", "Camel Coat"),), ()),
            ("was that coat within my budget?", (YES + ("within", "under"),), ()),
            ("how much do I spend on shoes?", UNKNOWN, ()),
            ("do I like {brand2}?", UNKNOWN, ()),
            ("what's my shoe size?", UNKNOWN, ()),
            (
                "would a £75 jumper be over my budget?",
                (YES + ("over", "above", "more than"),),
                (),
            ),
        ],
    },
    # 12: a groom
    {
        "facts": [
            ("2026-02-14", "I'm getting married on 3 October"),
            ("2026-02-14", "collar 15.5, chest 40"),
            ("2026-02-14", "UK 9 shoes"),
            ("2026-02-14", "£400 budget for the suit"),
            ("2026-03-01", "I don't like {brand1} suits, too boxy"),
            ("2026-03-01", "our honeymoon is in Japan"),
        ],
        "visits": [],
        "questions": [
            ("when's my wedding?", (("October", "Oct"), ("3", "3rd")), ()),
            ("what's my collar size?", (("15.5", "15 and a half", "15\u00bd"),), ()),
            ("what chest size am I?", (("40",),), ()),
            ("what size shoes do I wear?", (("9",),), ()),
            ("how much can I spend on the suit?", (("400",),), ()),
            ("is {brand1} a good brand for me?", (NO + ("boxy",),), ()),
            ("where are we going on honeymoon?", (("Japan",),), ()),
            ("when do we leave for the honeymoon?", UNKNOWN, ()),
            ("what's my waist size?", UNKNOWN, ()),
            ("what colour suit do I want?", UNKNOWN, ()),
        ],
    },
    # 13: many visits, one fact
    {
        "facts": [("2026-06-01", "I'm an XL in tees")],
        "visits": [
            (
                "2026-06-01",
                "plain tees in XL",
                "[Everyday White Tee](/products/FEL-050/) at £14 and [Everyday Black Tee]"
                "(/products/FEL-051/) at £14, both in XL.",
                "Looked at plain tees in XL: the Everyday White Tee and the Everyday Black Tee.",
            ),
            (
                "2026-06-18",
                "a rain jacket for a festival",
                "[Coastal Sage Rain Jacket](/products/FEL-024/) at £79 and [Ridge Mustard "
                "Raincoat](/products/FEL-027/) at £95.",
                "Looked at rain jackets for a festival: the Coastal Sage Rain Jacket and the "
                "Ridge Mustard Raincoat.",
            ),
            (
                "2026-07-02",
                "sandals for men size 10",
                "Sorry, we don't have men's sandals in a 10 at the moment.",
                "Asked for men's sandals in a 10; none in stock, nothing shown.",
            ),
        ],
        "questions": [
            ("what did I look at last time?", (("sandal",),), ()),
            (
                "did you find me any sandals?",
                (NO + ("none", "didn't", "nothing", "weren't", "wasn't"),),
                (),
            ),
            ("what did I look at the first time I came?", (("tee", "t-shirt"),), ()),
            ("how much was the mustard raincoat?", (("95",),), ()),
            ("which rain jackets did you show me?", (("Sage",), ("Mustard",)), ()),
            ("what size tee am I?", (("XL",),), ()),
            ("what shoe size did I ask for?", (("10",),), ()),
            ("what was the rain jacket for?", (("festival",),), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("how many times have I been in?", (("three", "3"),), ()),
        ],
    },
    # 14: the husband's sizes kept beside the shopper's
    {
        "facts": [
            ("2026-10-02", "I'm a medium"),
            ("2026-10-02", "my husband is an XL and only wears {brand0}"),
            ("2026-10-02", "I like forest green"),
            ("2026-10-15", "it's his 50th birthday on 9 November"),
        ],
        "visits": [],
        "questions": [
            ("what size am I?", (("M", "medium"),), ("you're an XL", "you are an XL", "you're XL")),
            ("what size is my husband?", (("XL",),), ()),
            ("what brand does my husband wear?", (("{brand0}",),), ()),
            ("what colour do I like?", (("forest green", "green"),), ()),
            ("when is my husband's birthday?", (("November", "Nov"), ("9", "9th")), ()),
            ("which birthday is it?", (("50", "50th", "fiftieth"),), ()),
            ("what brand do I like?", UNKNOWN, ()),
            ("what's my husband's budget?", UNKNOWN, ()),
            ("what colour does my husband like?", UNKNOWN, ()),
            ("what's my shoe size?", UNKNOWN, ()),
        ],
    },
    # 15: a teenager and her prom
    {
        "facts": [
            ("2026-04-02", "I'm tiny, I wear kids' age 13-14 in jumpers and XS in women's"),
            ("2026-04-02", "prom is on 26 June"),
            ("2026-04-02", "£120 for my prom dress, mum's paying"),
            ("2026-04-10", "lilac or sky blue please, I look awful in black"),
        ],
        "visits": [
            (
                "2026-04-10",
                "XS dress in lilac for prom",
                "[Studio Lilac Midi Dress](/products/TID-030/) at £110 comes in XS.",
                "Looked at lilac dresses in XS for prom: the Studio Lilac Midi Dress at £110.",
            ),
        ],
        "questions": [
            ("what size am I in women's?", (("XS", "extra small"),), ()),
            ("what kids' size do I wear in jumpers?", (("13",), ("14",)), ()),
            ("when is prom?", (("June", "Jun"), ("26", "26th")), ()),
            ("what's my prom budget?", (("120",),), ()),
            ("which colours do I want?", (("lilac",), ("sky blue", "blue")), ()),
            ("should I get a black dress?", (NO + ("awful",),), ()),
            ("what dress did you show me?", (("Studio", "Lilac Midi"),), ()),
            ("who's paying for the dress?", (("mum", "mom", "mother"),), ()),
            ("what shoe size am I?", UNKNOWN, ()),
            ("what's my favourite brand?", UNKNOWN, ()),
        ],
    },
    # 16: an American shopper
    {
        "facts": [
            ("2026-05-05", "I'm a US 8 in dresses and a US 9 in shoes"),
            ("2026-05-05", "keeping it under $100 per item"),
            ("2026-05-05", "cobalt is my color"),
            ("2026-05-05", "I can't stand neon anything"),
            ("2026-05-12", "I start my new job in Chicago on June 1"),
        ],
        "visits": [],
        "questions": [
            ("what's my dress size?", (("8",),), ()),
            ("what's my shoe size?", (("9",),), ()),
            ("what's my budget per item?", (("100",),), ()),
            ("what color do I love?", (("cobalt",),), ()),
            ("what colors do I avoid?", (("neon",),), ()),
            ("when do I start the new job?", (("June", "Jun"), ("1", "1st", "first")), ()),
            ("where's the new job?", (("Chicago",),), ()),
            ("is $120 too much for me?", (YES + ("over", "above", "more than", "too much"),), ()),
            ("what brand do I like?", UNKNOWN, ()),
            ("what did I look at last time?", UNKNOWN, ()),
        ],
    },
    # 17: a hiker
    {
        "facts": [
            ("2026-03-12", "Lake District hiking trip, 10-14 May"),
            ("2026-03-12", "I'm a large in jackets"),
            ("2026-03-12", "I like olive and forest green, no white — it gets filthy"),
            ("2026-03-12", "max £250 for a waterproof"),
            ("2026-03-12", "I trust {brand4} for outdoor gear"),
        ],
        "visits": [
            (
                "2026-03-12",
                "waterproof jacket large, green",
                "Both in L: [Fell Forest Green Rain Jacket](/products/HOL-033/) at £229 and "
                "[Summit Olive Raincoat](/products/HOL-035/) at £189.",
                "Looked at green waterproofs in L: the Fell Forest Green Rain Jacket and the "
                "Summit Olive Raincoat.",
            ),
            (
                "2026-03-30",
                "walking boots EU 43",
                "[Ridge Chocolate Boot](/products/HOL-010/) at £140 comes in EU 43.",
                "Looked at walking boots in EU 43: the Ridge Chocolate Boot at £140.",
            ),
        ],
        "questions": [
            ("where am I going hiking?", (("Lake District", "Lakes"),), ()),
            ("when is my trip?", (("May",), ("10", "10th")), ()),
            ("what size jacket do I take?", (("L", "large"),), ()),
            ("what colours should you show me?", (("olive",), ("green",)), ()),
            ("do I like white?", (NO,), ()),
            ("what's my max for a waterproof?", (("250",),), ()),
            ("what brand do I trust for outdoor stuff?", (("{brand4}",),), ()),
            ("what did I look at last time?", (("boot",),), ()),
            ("what size were the boots?", (("43",),), ()),
            ("how much was the olive raincoat?", (("189",),), ()),
            ("what's my trouser size?", UNKNOWN, ()),
        ],
    },
    # 18: only a size known
    {
        "facts": [("2026-07-07", "I'm a small")],
        "visits": [],
        "questions": [
            ("what size am I?", (("S", "small"),), ()),
            ("am I a small?", (YES,), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("what colours do I like?", UNKNOWN, ()),
            ("what colours do I avoid?", UNKNOWN, ()),
            ("which brands do I like?", UNKNOWN, ()),
            ("do I have a wedding coming up?", UNKNOWN, ()),
            ("what did I look at last time?", UNKNOWN, ()),
            ("what do you know about me?", (("S", "small"),), ()),
        ],
    },
    # 19: a grandmother and a christening
    {
        "facts": [
            ("2026-02-20", "my grandson's christening is on 12 April"),
            ("2026-02-20", "I'm a size 18"),
            ("2026-02-20", "plum suits me"),
            ("2026-02-20", "up to £90 for a dress"),
        ],
        "visits": [
            (
                "2026-02-20",
                "plum dress size 18",
                "[Orchard Plum Wrap Dress](/products/MAB-018/) at £86 comes in 18.",
                "Looked at plum dresses in 18: the Orchard Plum Wrap Dress at £86.",
            ),
        ],
        "questions": [
            ("when's the christening?", (("April", "Apr"), ("12", "12th")), ()),
            ("whose christening is it?", (("grandson",),), ()),
            ("what size is my grandson?", UNKNOWN, ()),
            ("what's my size?", (("18",),), ()),
            ("what colour suits me?", (("plum",),), ()),
            ("how much do I want to spend on a dress?", (("90",),), ()),
            ("what dress did you show me?", (("Orchard", "Plum Wrap"),), ()),
            ("was it within budget?", (YES + ("within", "under"),), ()),
            ("what's my grandson called?", UNKNOWN, ()),
            ("what shoe size am I?", UNKNOWN, ()),
        ],
    },
    # 20: a budget that went up
    {
        "facts": [
            ("2026-01-05", "under £50 for jeans, I'm skint after Christmas"),
            ("2026-01-05", "W30 L32"),
            ("2026-03-20", "got a pay rise, I can go up to £90 on jeans now"),
            ("2026-03-20", "love {brand0} jeans"),
        ],
        "visits": [],
        "questions": [
            ("what's my jeans budget?", (("90",),), ()),
            ("is my jeans budget still 50?", (("90",),), ("Yes",)),
            ("what are my jeans measurements?", (("30",), ("32",)), ()),
            ("what jeans brand do I like?", (("{brand0}",),), ()),
            ("why did my budget go up?", (("pay rise", "raise", "pay"),), ()),
            ("what colours do I like?", UNKNOWN, ()),
            ("what's my top size?", UNKNOWN, ()),
            ("what did I look at last time?", UNKNOWN, ()),
            ("do I dislike any brands?", UNKNOWN, ()),
        ],
    },
    # 21: a colour that came round
    {
        "facts": [
            ("2025-06-01", "I don't wear pink"),
            ("2026-06-01", "I've come round to pink, I love it now, especially blush"),
            ("2026-06-01", "I'm a UK 10"),
            ("2026-06-01", "no more than £70 a dress"),
        ],
        "visits": [],
        "questions": [
            ("do I like pink?", (YES + ("love", "like"),), ()),
            ("what shade of pink do I like most?", (("blush",),), ()),
            ("what size am I?", (("10",),), ()),
            ("what's my dress budget?", (("70",),), ()),
            ("did I always like pink?", (NO + ("used to", "didn't", "before"),), ()),
            ("do I have an occasion coming up?", UNKNOWN, ()),
            ("what brand do I like?", UNKNOWN, ()),
            ("what's my shoe size?", UNKNOWN, ()),
        ],
    },
    # 22: a student
    {
        "facts": [
            ("2026-08-01", "I'm starting uni in Manchester in September"),
            ("2026-08-01", "broke student, £30 max per item"),
            ("2026-08-01", "size 10, or a small in tops"),
            ("2026-08-01", "black goes with everything, I mostly buy black"),
        ],
        "visits": [
            (
                "2026-08-01",
                "black tees small under 30",
                "Both in S: [Everyday Black Tee](/products/LOO-060/) at £12 and [City Black Tee]"
                "(/products/LOO-062/) at £18.",
                "Looked at black tees in S under £30: the Everyday Black Tee and the City Black "
                "Tee.",
            ),
            (
                "2026-08-09",
                "jeans size 10 under 30",
                "[Weekend Blue Jean](/products/LOO-040/) at £29.50 comes in 10.",
                "Looked at jeans in a 10 under £30: the Weekend Blue Jean at £29.50.",
            ),
        ],
        "questions": [
            ("where am I going to uni?", (("Manchester",),), ()),
            ("when do I start uni?", (("September", "Sept", "Sep"),), ()),
            ("what's my max per item?", (("30",),), ()),
            ("what size top am I?", (("S", "small"),), ()),
            ("what colour do I usually buy?", (("black",),), ()),
            ("what did I look at last time?", (("jean",),), ()),
            ("how much were those jeans?", (("29.50", "29.5"),), ()),
            ("which of the tees was cheaper?", (("Everyday",),), ()),
            ("what shoe size am I?", UNKNOWN, ()),
            ("which brands do I avoid?", UNKNOWN, ()),
        ],
    },
    # 23: an interview that became a job
    {
        "facts": [
            ("2026-01-20", "I've got a job interview on 3 February at a bank"),
            ("2026-01-20", "I'm a 12 in trousers, medium in shirts"),
            ("2026-01-20", "navy or charcoal for work please"),
            ("2026-02-10", "I got the job! I start on 1 March"),
        ],
        "visits": [
            (
                "2026-01-20",
                "navy trouser suit 12",
                "[City Navy Trousers](/products/WRE-033/) at £65 and [Heritage Navy Blazer]"
                "(/products/WRE-031/) at £120.",
                "Looked at navy workwear in a 12: the City Navy Trousers and the Heritage Navy "
                "Blazer.",
            ),
            (
                "2026-02-10",
                "white shirts medium",
                "[Studio White Shirt](/products/WRE-050/) at £35 comes in M.",
                "Looked at white shirts in M: the Studio White Shirt at £35.",
            ),
        ],
        "questions": [
            ("when do I start my new job?", (("March", "Mar"), ("1", "1st", "first")), ()),
            ("where's the new job?", (("bank",),), ()),
            ("did I get the job?", (YES + ("got",),), ()),
            ("when was my interview?", (("February", "Feb"), ("3", "3rd")), ()),
            ("what trouser size am I?", (("12",),), ()),
            ("what shirt size?", (("M", "medium"),), ()),
            ("which colours do I want for work?", (("navy",), ("charcoal",)), ()),
            ("what did I look at last time?", (("shirt",),), ()),
            ("how much was the navy blazer?", (("120",),), ()),
            ("what's my budget?", UNKNOWN, ()),
        ],
    },
    # 24: menswear, a festival
    {
        "facts": [
            ("2026-05-01", "W36 L32 for jeans"),
            ("2026-05-01", "UK 11 shoes"),
            ("2026-05-01", "I'm a {brand4} man, but never {brand0}"),
            ("2026-05-01", "off to Download festival in June"),
            ("2026-05-01", "XXL in tees"),
        ],
        "visits": [],
        "questions": [
            ("what's my waist?", (("36",),), ()),
            ("what leg length do I wear?", (("32",),), ()),
            ("what shoe size am I?", (("11",),), ()),
            ("which brand do I like?", (("{brand4}",),), ()),
            ("do I like {brand0}?", (NO,), ()),
            ("which festival am I going to?", (("Download",),), ()),
            ("when is the festival?", (("June", "Jun"),), ()),
            ("what size tees?", (("XXL", "2XL"),), ()),
            ("what's my budget for the festival?", UNKNOWN, ()),
            ("what colour do I like?", UNKNOWN, ()),
        ],
    },
    # 25: only an occasion known
    {
        "facts": [("2026-11-09", "I have a funeral to go to on Friday 13 November")],
        "visits": [],
        "questions": [
            ("what am I shopping for?", (("funeral",),), ()),
            ("when is the funeral?", (("13", "13th", "Friday"),), ()),
            ("what size am I?", UNKNOWN, ()),
            ("what's my budget?", UNKNOWN, ()),
            ("whose funeral is it?", UNKNOWN, ()),
            ("do I like {brand2}?", UNKNOWN, ()),
            ("what did I look at last time?", UNKNOWN, ()),
            ("do you know anything about me?", (("funeral",),), ()),
        ],
    },
    # 26: her own wedding and the honeymoon
    {
        "facts": [
            ("2026-01-03", "my wedding is on 12 September 2026"),
            ("2026-01-03", "honeymoon in Bali straight after"),
            ("2026-01-03", "£150 for a going-away outfit"),
            ("2026-01-03", "I'm a size 10"),
            ("2026-01-03", "ecru and stone are my colours, I avoid anything red"),
        ],
        "visits": [
            (
                "2026-02-14",
                "linen dress for Bali in a 10",
                "Both in 10: [Coastal Ecru Midi Dress](/products/SAL-022/) at £88 and [Cove "
                "Stone Wrap Dress](/products/SAL-025/) at £76.",
                "Looked at dresses for the honeymoon in a 10: the Coastal Ecru Midi Dress and "
                "the Cove Stone Wrap Dress.",
            ),
        ],
        "questions": [
            ("when's my wedding?", (("September", "Sept", "Sep"), ("12", "12th")), ()),
            ("where's the honeymoon?", (("Bali",),), ()),
            ("what's my going-away budget?", (("150",),), ()),
            ("what size am I?", (("10",),), ()),
            ("what colours do I like?", (("ecru",), ("stone",)), ()),
            ("should you show me red?", (NO,), ()),
            (
                "what did you show me for the honeymoon?",
                (("Ecru Midi", "Coastal"), ("Stone Wrap", "Cove")),
                (),
            ),
            ("how much was the stone dress?", (("76",),), ()),
            ("what's my shoe size?", UNKNOWN, ()),
            ("how many guests are coming to my wedding?", UNKNOWN, ()),
        ],
    },
    # 27: a big man, several size systems
    {
        "facts": [
            ("2026-10-10", "XL in tops, 38 waist, 44 chest in jackets"),
            ("2026-10-10", "EU 46 shoes — hard to find"),
            ("2026-10-10", "I like {brand2} and {brand1}"),
            ("2026-10-25", "hate rust and mustard"),
        ],
        "visits": [],
        "questions": [
            ("what top size am I?", (("XL", "extra large"),), ()),
            ("what's my waist?", (("38",),), ()),
            ("chest size?", (("44",),), ()),
            ("shoe size?", (("46",),), ()),
            ("which brands do I like?", (("{brand2}",), ("{brand1}",)), ()),
            ("do I like mustard?", (NO + ("hate",),), ()),
            ("what colours do I hate?", (("rust",), ("mustard",)), ()),
            ("what's my leg length?", UNKNOWN, ()),
            ("what's my budget?", UNKNOWN, ()),
            ("have I got any events coming up?", UNKNOWN, ()),
        ],
    },
    # 28: two brands refused
    {
        "facts": [
            ("2026-06-06", "I love {brand0}"),
            ("2026-06-06", "I don't buy {brand2} or {brand3}, ethical reasons"),
            ("2026-06-06", "no black please, I wear too much of it already"),
            ("2026-06-06", "I'm a UK 14, size 7 feet"),
            ("2026-06-20", "I'm godmother at a christening on 5 July"),
        ],
        "visits": [
            (
                "2026-06-20",
                "{brand0} dress in a 14, not black",
                "From {brand0} in a 14: [Meadow Sage Midi Dress](/products/ALD-027/) at £92.",
                "Looked at {brand0} dresses in 14: the Meadow Sage Midi Dress at £92.",
            ),
        ],
        "questions": [
            ("which brands do I avoid?", (("{brand2}",), ("{brand3}",)), ()),
            ("why don't I buy them?", (("ethic",),), ()),
            ("which brand do I love?", (("{brand0}",),), ()),
            ("should you show me black things?", (NO,), ()),
            ("what's my dress size?", (("14",),), ()),
            ("what's my shoe size?", (("7",),), ()),
            ("when's the christening?", (("July", "Jul"), ("5", "5th")), ()),
            ("what am I at the christening?", (("godmother",),), ()),
            ("what did you show me last time?", (("Sage", "Meadow", "Midi"),), ()),
            ("what's my budget?", UNKNOWN, ()),
        ],
    },
    # 29: everything at once, and questions about what is known
    {
        "facts": [
            ("2026-09-09", "I'm a medium, EU 39 shoes"),
            ("2026-09-09", "budget about 60 per piece"),
            ("2026-09-09", "I love sage and olive"),
            ("2026-09-09", "{brand3} fits me best"),
            ("2026-09-09", "I'm going to Edinburgh for a weekend in October"),
        ],
        "visits": [
            (
                "2026-09-15",
                "sage cardigan medium",
                "[Lane Sage Cardigan](/products/TID-012/) at £55 comes in M.",
                "Looked at sage cardigans in M: the Lane Sage Cardigan at £55.",
            ),
        ],
        "questions": [
            ("what do you remember about me?", (("M", "medium"), ("sage", "olive")), ()),
            ("how do you know all this about me?", (), ()),
            ("what's my shoe size?", (("39",),), ()),
            ("what's my budget?", (("60",),), ()),
            ("which brand fits me?", (("{brand3}",),), ()),
            ("where am I going in October?", (("Edinburgh",),), ()),
            ("what did I look at last time?", (("cardigan", "cardi"),), ()),
            ("was the cardigan under budget?", (YES + ("under", "within"),), ()),
            ("what size is my partner?", UNKNOWN, ()),
            ("how long is the Edinburgh trip?", (("weekend",),), ()),
        ],
    },
    # 30: buying for other people
    {
        "facts": [
            ("2026-11-01", "buying Christmas presents: my mum's a size 16 and loves lilac"),
            ("2026-11-01", "my dad is a large and likes {brand1}"),
            ("2026-11-01", "about £40 per present"),
        ],
        "visits": [
            (
                "2026-11-01",
                "lilac cardigan size 16",
                "[Orchard Lilac Cardigan](/products/QUI-014/) at £38 comes in 16.",
                "Looked at lilac cardigans in 16 for mum: the Orchard Lilac Cardigan at £38.",
            ),
        ],
        "questions": [
            ("what size is my mum?", (("16",),), ()),
            ("what colour does mum like?", (("lilac",),), ()),
            ("what size is my dad?", (("L", "large"),), ()),
            ("which brand does dad like?", (("{brand1}",),), ()),
            ("what's my budget per present?", (("40",),), ()),
            ("what size am I?", UNKNOWN, ("you're a 16", "you are a 16", "you're a size 16")),
            ("what colour do I like?", UNKNOWN, ()),
            ("what did I look at last time?", (("cardigan",),), ()),
            ("who was the cardigan for?", (("mum", "mom", "mother"),), ()),
            ("what are the presents for?", (("Christmas", "Xmas"),), ()),
        ],
    },
    # 31: typed in a hurry
    {
        "facts": [
            ("2026-03-03", "im a 8 in shoes n a size 12 in evrything else"),
            ("2026-03-03", "hate brown lol"),
            ("2026-03-03", "hen do in ibiza in may!!"),
        ],
        "visits": [],
        "questions": [
            ("wat size am i", (("12",),), ()),
            ("shoe size?", (("8",),), ()),
            ("do i like brown", (NO + ("hate",),), ()),
            ("wheres my hen do", (("Ibiza",),), ()),
            ("when is the hen", (("May",),), ()),
            ("whats my budget", UNKNOWN, ()),
            ("fav brand?", UNKNOWN, ()),
            ("wat did i look at b4", UNKNOWN, ()),
        ],
    },
]
