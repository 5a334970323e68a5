"""Questions about the shopper for split "test27".

Written blind from the issue's categories (size, colour, budget, brand, occasion, earlier
visits): the writer saw only the corpus format (benchmarks/offline_corpus/__init__.py) and the
catalogue generator (tests/catalogues/generator.py), never the offline model's code, its tests
or any other split.

Each profile holds facts as a memory service would store them (date said, sentence), earlier
visits (date, the shopper's message, the assistant's reply, a one-line summary) and questions
(question, must, must_not). Brands are written {brand0}..{brand4}.
"""

from benchmarks.offline_corpus import NOT_KNOWN

YES = (
    "Yes", "yes", "Yep", "yep", "Yeah", "Yup", "yup", "Correct", "That's right", "Indeed",
    "Absolutely", "Definitely", "You did,", "You did.", "You did!", "You do,", "You do.",
    "It is,", "It is.",
)  # fmt: skip
NO = (
    "No", "no", "Nope", "nope", "Nah", "not", "Not", "didn't", "did not", "don't", "doesn't",
    "isn't", "haven't", "wasn't", "aren't", "won't", "never", "avoid", "steer clear",
)  # fmt: skip
UNKNOWN = ((NOT_KNOWN,),)

PROFILES = [
    # 1. a wedding guest with size, colours and budget
    {
        "facts": [
            ("2026-03-02", "The shopper wears a medium in tops and jumpers."),
            ("2026-03-02", "The shopper loves navy."),
            ("2026-03-02", "The shopper avoids orange."),
            ("2026-04-11", "The shopper's budget is about 60 per item."),
            ("2026-04-11", "The shopper is going to a wedding in Porto on 3 June."),
        ],
        "visits": [
            (
                "2026-04-11",
                "need something for a wedding in porto, medium, navy if poss",
                "Here are a couple of navy options in medium:\n\n"
                "- [Harbour Navy Shirt](/products/KIT-031/) — €34.50\n"
                "- [City Navy Cardigan](/products/KIT-018/) — €58.00\n\n"
                "The shirt would work well for a summer wedding.",
                "The shopper looked for a navy outfit for a wedding in Porto and was shown a "
                "navy shirt and a navy cardigan.",
            ),
        ],
        "questions": [
            ("what size am I?", (("M", "medium"),), ()),
            ("which colour do I like?", (("navy",),), ()),
            ("what colours should you never show me?", (("orange",),), ()),
            ("how much do I usually spend on something?", (("60",),), ()),
            ("when's the wedding?", (("June",), ("3", "3rd")), ()),
            ("where is the wedding again?", (("Porto",),), ()),
            ("what do you remember about me?", (("M", "medium"), ("navy",), ("wedding",)), ()),
            ("what was I looking at last time?", (("shirt", "cardigan"),), ()),
            ("what's my shoe size?", UNKNOWN, ()),
            ("do I like orange?", (NO,), ()),
            ("which brands do I like?", UNKNOWN, ()),
        ],
    },
    # 2. a dress size that changed; a christening
    {
        "facts": [
            ("2026-01-05", "The shopper is a UK 10 in dresses."),
            ("2026-01-05", "The shopper likes {brand1}."),
            ("2026-05-20", "The shopper now wears UK 12 in dresses, not 10."),
            ("2026-05-20", "The shopper doesn't want anything in yellow."),
            ("2026-05-20", "The shopper is going to her nephew's christening on 14 June."),
        ],
        "visits": [
            (
                "2026-05-20",
                "any wrap dresses in a 12 for a christening? no yellow",
                "These wrap dresses come in UK 12:\n\n"
                "- [Meadow Sage Wrap Dress](/products/TID-044/) — €72.00\n"
                "- [Cove Plum Wrap Dress](/products/TID-047/) — €65.50\n\n"
                "Both would be lovely for a christening.",
                "The shopper looked at wrap dresses in UK 12 for a christening; she liked the "
                "Meadow Sage Wrap Dress but didn't buy it.",
            ),
        ],
        "questions": [
            ("what dress size am I?", (("12",),), ()),
            ("am I still a 10?", (NO, ("12",)), ()),
            ("which brand do I like?", (("{brand1}",),), ()),
            ("should you show me yellow stuff?", (NO,), ()),
            ("whose christening is it?", (("nephew",),), ()),
            ("when's the christening?", (("June",), ("14", "14th")), ()),
            ("what did I look at last time?", (("wrap",),), ()),
            ("did I buy the sage wrap dress?", (NO,), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("what size shoes do I wear?", UNKNOWN, ()),
            (
                "what do you know about me?",
                (("12",), ("{brand1}",), ("yellow",), ("christening",)),
                (),
            ),
        ],
    },
    # 3. the husband's size and taste, not the shopper's
    {
        "facts": [
            ("2026-02-14", "The shopper's husband wears XL and likes grey."),
            ("2026-02-14", "The shopper loves {brand2} for her own clothes."),
            ("2026-02-14", "The shopper is a UK 6 in shoes."),
            ("2026-02-14", "The shopper's husband's birthday is on 9 March."),
            ("2026-02-14", "The shopper never wears brown."),
        ],
        "visits": [
            (
                "2026-02-14",
                "looking for a grey jumper for my husband, XL",
                "Here's what we have in grey, XL:\n\n"
                "- [Ridge Grey Roll Neck](/products/NOR-021/) — €64.00\n"
                "- [Classic Charcoal Roll Neck](/products/NOR-022/) — €59.99",
                "The shopper bought the Ridge Grey Roll Neck in XL for her husband's birthday.",
            ),
        ],
        "questions": [
            (
                "what size clothes do I wear?",
                UNKNOWN,
                ("you wear XL", "you're an XL", "you are an XL", "your size is XL"),
            ),
            ("what size is my husband?", (("XL", "extra large"),), ()),
            ("what's my shoe size?", (("6",),), ()),
            ("which brand do I love?", (("{brand2}",),), ()),
            ("what colour does my husband like?", (("grey",),), ()),
            ("do I like brown?", (NO,), ()),
            ("when's his birthday?", (("March",), ("9", "9th")), ()),
            ("what did I buy last time?", (("roll neck", "rollneck", "jumper", "turtleneck"),), ()),
            ("who was it for?", (("husband",),), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("what size is my daughter?", UNKNOWN, ()),
        ],
    },
    # 4. a marathon runner with two visits
    {
        "facts": [
            ("2026-06-01", "The shopper wears EU 43 in trainers."),
            ("2026-06-01", "The shopper is running the Berlin marathon on 27 September."),
            ("2026-06-01", "The shopper will spend up to 140 on running shoes."),
            ("2026-06-01", "The shopper likes {brand3} trainers."),
            ("2026-07-10", "The shopper won't buy {brand0} again."),
            ("2026-07-10", "The shopper likes bright colours like cobalt."),
        ],
        "visits": [
            (
                "2026-06-01",
                "trainers in 43 for marathon training, up to 140",
                "Three pairs in EU 43 under 140:\n\n"
                "- [Summit Cobalt Trainer](/products/BRA-005/) — €129.00\n"
                "- [City Black Trainer](/products/BRA-006/) — €99.50\n"
                "- [Coastal White Trainer](/products/BRA-007/) — €110.99",
                "The shopper was shown three pairs of trainers in EU 43 under 140 and bought the "
                "Summit Cobalt Trainer by {brand3}.",
            ),
            (
                "2026-07-10",
                "any running tees? not {brand0} please",
                "A few tees that aren't {brand0}:\n\n"
                "- [Weekend Red Tee](/products/BRA-061/) — €22.00\n"
                "- [Lane Cobalt Tee](/products/BRA-063/) — €25.50",
                "The shopper looked at running t-shirts and bought none.",
            ),
        ],
        "questions": [
            ("what size trainers do I take?", (("43",),), ()),
            ("what's my budget for running shoes?", (("140",),), ()),
            ("which race am I doing?", (("Berlin",),), ()),
            ("when is my marathon?", (("September",), ("27", "27th")), ()),
            ("is {brand0} one of my brands?", (NO,), ()),
            ("which brand's trainers do I like?", (("{brand3}",),), ()),
            ("which trainers did I end up buying?", (("Summit", "Cobalt Trainer", "cobalt"),), ()),
            ("did I buy a t-shirt on my last visit?", (NO,), ()),
            (
                "what was I shopping for last time?",
                (("t-shirt", "tees", "tee", "running top", "top", "tops"),),
                (),
            ),
            ("what colour do I like?", (("cobalt", "bright"),), ()),
            ("what size jeans am I?", UNKNOWN, ()),
        ],
    },
    # 5. a new job, waist and leg, work shirts
    {
        "facts": [
            ("2026-02-10", "The shopper wears W32 L30 jeans."),
            ("2026-02-10", "The shopper is a medium in shirts."),
            ("2026-02-10", "The shopper starts a new job at an architecture firm on 2 March."),
            ("2026-02-10", "I stick to {brand2} for work shirts."),
            ("2026-02-10", "The shopper avoids {brand4}."),
            ("2026-02-10", "The shopper likes white and light blue shirts."),
            ("2026-02-10", "The shopper's budget for work clothes is 250 in total."),
        ],
        "visits": [
            (
                "2026-02-10",
                "shirts for my new job, medium, {brand2} if you have it",
                "Two {brand2} shirts in M:\n\n"
                "- [Studio White Oxford Shirt](/products/SAL-033/) — €45.00\n"
                "- [Lane Sky Blue Shirt](/products/SAL-034/) — €42.50",
                "The shopper bought two {brand2} shirts in medium, one white and one sky blue.",
            ),
        ],
        "questions": [
            ("what's my waist size?", (("32",),), ()),
            ("and my inside leg?", (("30",),), ()),
            ("what size shirt do I wear?", (("M", "medium"),), ()),
            ("when do I start my new job?", (("March",), ("2", "2nd")), ()),
            ("where's the new job?", (("architect",),), ()),
            ("how much can I spend on work clothes?", (("250",),), ()),
            ("which brand do I wear for work shirts?", (("{brand2}",),), ()),
            ("is {brand4} a brand I like?", (NO,), ()),
            ("what did I buy last time?", (("shirt",),), ()),
            ("what colours were they?", (("white",), ("blue",)), ()),
            ("what's my shoe size?", UNKNOWN, ()),
        ],
    },
    # 6. a teenager going to a festival, no visits
    {
        "facts": [
            ("2026-05-02", "The shopper is 14 and wears age 13-14 in kids' clothes."),
            ("2026-05-02", "The shopper only wears black."),
            ("2026-05-02", "The shopper is going to a music festival on 18 July."),
            ("2026-05-02", "The shopper's budget is 30."),
            ("2026-05-02", "The shopper likes {brand4}."),
        ],
        "visits": [],
        "questions": [
            ("what size am I in kids' stuff?", (("13",), ("14",)), ()),
            ("what colour do I wear?", (("black",),), ()),
            ("what's coming up for me?", (("festival",),), ()),
            ("when's the festival?", (("July",), ("18", "18th")), ()),
            ("how much can I spend?", (("30",),), ()),
            ("do I like {brand4}?", (YES,), ()),
            ("what's my shoe size?", UNKNOWN, ()),
            ("what did I buy last time?", UNKNOWN, ()),
            ("which brands don't I like?", UNKNOWN, ()),
            ("how old am I?", (("14",),), ()),
            ("what do you know about me?", (("14",), ("black",), ("festival",)), ()),
        ],
    },
    # 7. an interview that moved, and a sister's wedding
    {
        "facts": [
            ("2026-04-30", "The shopper's job interview is on 12 May."),
            ("2026-04-30", "The shopper is a US 8 in dresses and trousers."),
            ("2026-04-30", "The shopper prefers charcoal and navy for work."),
            ("2026-04-30", "The shopper doesn't want to spend more than 180 on a suit."),
            ("2026-05-06", "The shopper's interview was moved to 15 May."),
            ("2026-05-06", "The shopper is going to her sister's wedding in Seville in September."),
        ],
        "visits": [],
        "questions": [
            (
                "when's my interview?",
                (("15", "15th"), ("May",)),
                ("12 May", "May 12", "12th May", "May 12th"),
            ),
            ("what size am I?", (("8",),), ()),
            ("what colours do I wear for work?", (("charcoal",), ("navy",)), ()),
            ("what's my limit for a suit?", (("180",),), ()),
            ("whose wedding am I going to?", (("sister",),), ()),
            ("where's the wedding?", (("Seville", "Sevilla"),), ()),
            ("when is the wedding?", (("September",),), ()),
            ("which brands do I like?", UNKNOWN, ()),
            ("what's my shoe size?", UNKNOWN, ()),
            ("have I got anything coming up?", (("interview",), ("wedding",)), ()),
        ],
    },
    # 8. mostly visits
    {
        "facts": [
            ("2026-09-03", "The shopper is a large."),
        ],
        "visits": [
            (
                "2026-09-03",
                "parka for winter, large",
                "Two parkas in L:\n\n"
                "- [Ridge Olive Parka](/products/MAB-014/) — €189.00\n"
                "- [Summit Navy Parka](/products/MAB-015/) — €215.50",
                "The shopper bought the Ridge Olive Parka in L for 189.00.",
            ),
            (
                "2026-10-15",
                "need gloves and a beanie",
                "We don't sell gloves, I'm afraid, but here's a beanie:\n\n"
                "- [Fell Charcoal Beanie](/products/MAB-071/) — €18.00",
                "The shopper bought a charcoal beanie; the shop had no gloves.",
            ),
            (
                "2026-11-20",
                "chelsea boots in a 10?",
                "Boots in UK 10:\n\n"
                "- [Heritage Chocolate Boot](/products/MAB-009/) — €165.00\n"
                "- [City Black Boot](/products/MAB-010/) — €158.99",
                "The shopper looked at boots in UK 10 but found them too expensive and bought "
                "nothing.",
            ),
        ],
        "questions": [
            ("did I buy a parka?", (YES,), ()),
            ("which parka did I get?", (("Ridge", "Olive"),), ()),
            ("how much was it?", (("189",),), ()),
            ("what did I buy in October?", (("beanie",),), ()),
            ("what was I looking for last time?", (("boot",),), ()),
            ("did I buy the boots?", (NO,), ()),
            ("why didn't I get them?", (("expensive", "price", "pricey", "cost", "dear"),), ()),
            ("what size am I?", (("L", "large"),), ()),
            ("what shoe size did I ask for?", (("10",),), ()),
            ("what's my favourite colour?", UNKNOWN, ()),
            ("did you have gloves when I asked?", (NO,), ()),
        ],
    },
    # 9. several brands liked and refused
    {
        "facts": [
            ("2026-03-18", "The shopper loves {brand0} and {brand3}."),
            ("2026-03-18", "The shopper won't wear {brand1}."),
            ("2026-03-18", "The shopper finds {brand2} too boxy and avoids it."),
            ("2026-03-18", "The shopper is an XS."),
            ("2026-03-18", "The shopper likes lilac and blush."),
            ("2026-03-18", "The shopper doesn't wear beige."),
        ],
        "visits": [],
        "questions": [
            ("which brands do I like?", (("{brand0}",), ("{brand3}",)), ()),
            ("which brands do I avoid?", (("{brand1}",), ("{brand2}",)), ()),
            ("is {brand3} one of mine?", (YES,), ()),
            ("do I like {brand2}?", (NO,), ()),
            ("why am I not into {brand2}?", (("boxy",),), ()),
            ("how do I feel about {brand4}?", UNKNOWN, ()),
            ("what size am I?", (("XS", "extra small"),), ()),
            ("which colours do I like?", (("lilac",), ("blush",)), ()),
            ("what colour should you keep away from me?", (("beige",),), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("what am I shopping for at the moment?", UNKNOWN, ()),
        ],
    },
    # 10. the shopper's own words; walking holiday
    {
        "facts": [
            ("2026-08-08", "I'm a 44 in shoes and they have to be wide fit."),
            ("2026-08-08", "Never show me anything in mustard."),
            ("2026-08-08", "I'm going on a walking holiday in the Dolomites on 6 September."),
            ("2026-08-08", "I'll pay up to 160 for decent boots."),
            ("2026-08-09", "The shopper is an XL in jackets."),
        ],
        "visits": [
            (
                "2026-08-08",
                "walking boots 44 wide",
                "Boots in EU 44:\n\n"
                "- [Fell Chocolate Boot](/products/HOL-008/) — €149.50\n"
                "- [Summit Black Boot](/products/HOL-009/) — €168.00",
                "The shopper ordered the Fell Chocolate Boot in EU 44 for 149.50.",
            ),
        ],
        "questions": [
            ("what shoe size am I?", (("44",),), ()),
            ("do my shoes need a particular fit?", (("wide",),), ()),
            ("which colour do I hate?", (("mustard",),), ()),
            ("where am I going on holiday?", (("Dolomites",),), ()),
            ("when do I leave?", (("September",), ("6", "6th")), ()),
            ("what's my boot budget?", (("160",),), ()),
            ("what jacket size am I?", (("XL", "extra large"),), ()),
            ("did I order boots?", (YES,), ()),
            ("how much did the boots cost?", (("149",),), ()),
            ("what's my waist size?", UNKNOWN, ()),
        ],
    },
    # 11. a budget that went down; a city break
    {
        "facts": [
            ("2026-02-01", "The shopper spends between 40 and 70 on a jumper."),
            ("2026-02-01", "The shopper is a UK 14."),
            ("2026-02-01", "The shopper likes forest green and camel."),
            ("2026-02-01", "The shopper is not keen on grey."),
            ("2026-06-12", "The shopper has lowered her jumper budget to 50 at most."),
            ("2026-06-12", "The shopper is off to Edinburgh for a long weekend on 21 October."),
        ],
        "visits": [],
        "questions": [
            ("what's my budget for a jumper?", (("50",),), ("40 and 70", "40-70", "40 to 70")),
            ("what size am I?", (("14",),), ()),
            ("which colours do I go for?", (("forest green", "green"), ("camel",)), ()),
            ("do I like grey?", (NO,), ()),
            ("where am I off to?", (("Edinburgh",),), ()),
            ("when's the Edinburgh trip?", (("October",), ("21", "21st")), ()),
            ("how long am I going for?", (("weekend",),), ()),
            ("which brands do I like?", UNKNOWN, ()),
            ("what did I buy last time?", UNKNOWN, ()),
            ("tell me what you know about me", (("14",), ("50",), ("Edinburgh",)), ()),
        ],
    },
    # 12. a parent: the children's sizes are not the shopper's
    {
        "facts": [
            ("2026-03-20", "The shopper has twin daughters aged 5 who wear age 5-6."),
            ("2026-03-20", "The shopper's son is 9 and wears age 9-10."),
            ("2026-03-20", "The shopper herself is a size 16."),
            ("2026-03-20", "The shopper likes to keep kids' clothes under 25 each."),
            ("2026-03-20", "The shopper's daughters hate pink."),
            ("2026-03-20", "The shopper has a christening to go to on 11 April."),
        ],
        "visits": [
            (
                "2026-03-20",
                "raincoats for my twins age 5-6, not pink!!",
                "Kids' raincoats in 5-6Y:\n\n"
                "- [Coastal Red Raincoat](/products/ROW-052/) — €24.50\n"
                "- [Harbour Mustard Raincoat](/products/ROW-053/) — €22.99",
                "The shopper bought two kids' raincoats in 5-6Y, one red and one mustard yellow.",
            ),
        ],
        "questions": [
            ("what size are my girls?", (("5",),), ()),
            ("what size is my son?", (("9",),), ()),
            ("what size am I?", (("16",),), ()),
            ("how much do I spend on kids' clothes?", (("25",),), ()),
            ("what colour do my daughters dislike?", (("pink",),), ()),
            ("do I hate pink?", (("daughter", "girls", "twins"),), ()),
            ("when's the christening?", (("April",), ("11", "11th")), ()),
            ("what did I buy last time?", (("raincoat", "rain jacket", "waterproof"),), ()),
            ("what colours were the raincoats?", (("red",), ("mustard", "yellow")), ()),
            ("how old is my son?", (("9",),), ()),
            ("what shoe size am I?", UNKNOWN, ()),
        ],
    },
    # 13. a best man with a chest size
    {
        "facts": [
            ("2026-04-02", "The shopper is a 40 regular in blazers."),
            ("2026-04-02", "The shopper is best man at his brother's wedding in Cork on 20 June."),
            ("2026-04-02", "The shopper's budget for the wedding outfit is 400."),
            ("2026-04-02", "The shopper likes {brand4} tailoring."),
            ("2026-04-02", "The shopper wears W34 trousers."),
            ("2026-05-01", "The shopper doesn't like burgundy."),
        ],
        "visits": [
            (
                "2026-04-02",
                "blazer 40R for a wedding",
                "Two {brand4} blazers in 40R:\n\n"
                "- [Heritage Navy Blazer](/products/WRE-030/) — €189.00\n"
                "- [Studio Charcoal Blazer](/products/WRE-031/) — €172.50",
                "The shopper was shown two {brand4} blazers in 40R and said he'd think about the "
                "Heritage Navy Blazer.",
            ),
        ],
        "questions": [
            ("what blazer size am I?", (("40",),), ()),
            ("regular or long?", (("regular", "40R"),), ()),
            ("whose wedding is it?", (("brother",),), ()),
            ("what's my role at the wedding?", (("best man",),), ()),
            ("where's the wedding?", (("Cork",),), ()),
            ("what's the date of it?", (("June",), ("20", "20th")), ()),
            ("how much can I spend on the outfit?", (("400",),), ()),
            ("which brand do I like for tailoring?", (("{brand4}",),), ()),
            ("which blazer was I thinking about?", (("Heritage", "Navy Blazer"),), ()),
            ("did I buy it?", (NO,), ()),
            ("what colour do I avoid?", (("burgundy",),), ()),
            ("what's my waist?", (("34",),), ()),
        ],
    },
    # 14. one fact only
    {
        "facts": [
            ("2026-07-07", "The shopper is a size 8."),
        ],
        "visits": [],
        "questions": [
            ("what size am I?", (("8",),), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("which colours do I like?", UNKNOWN, ()),
            ("what brand do I usually go for?", UNKNOWN, ()),
            ("any events coming up for me?", UNKNOWN, ()),
            ("what did I buy last time?", UNKNOWN, ()),
            ("what size is my boyfriend?", UNKNOWN, ()),
            ("what do you know about me?", (("8",),), ()),
            ("do I hate green?", UNKNOWN, ()),
            ("is {brand1} my favourite?", UNKNOWN, ()),
        ],
    },
    # 15. colours that changed; a hen do
    {
        "facts": [
            ("2026-01-10", "The shopper loves red."),
            ("2026-01-10", "The shopper wears M in tops and UK 10 in trousers."),
            ("2026-07-22", "The shopper has gone off red and now prefers sage and olive."),
            ("2026-07-22", "The shopper is going to a friend's hen do in Dublin on 8 August."),
            ("2026-07-22", "The shopper's budget for the hen do outfit is 90."),
        ],
        "visits": [
            (
                "2026-07-22",
                "something for a hen do, not red anymore!",
                "How about these, in M:\n\n"
                "- [Meadow Sage Midi Dress](/products/FEL-040/) — €79.99\n"
                "- [Orchard Olive Midi Dress](/products/FEL-041/) — €86.00",
                "The shopper bought the Meadow Sage Midi Dress in size M for 79.99.",
            ),
        ],
        "questions": [
            (
                "what colours do I like these days?",
                (("sage", "olive"),),
                ("you love red", "you like red", "favourite is red"),
            ),
            ("do I still like red?", (NO,), ()),
            ("what size top am I?", (("M", "medium"),), ()),
            ("what size trousers?", (("10",),), ()),
            ("whose hen do is it?", (("friend",),), ()),
            ("where is the hen do?", (("Dublin",),), ()),
            ("when is the hen do?", (("August",), ("8", "8th")), ()),
            ("what's my budget for it?", (("90",),), ()),
            ("what did I buy for it?", (("midi", "sage", "dress"),), ()),
            ("how much was the dress?", (("79",),), ()),
            ("which brands do I like?", UNKNOWN, ()),
        ],
    },
    # 16. two trips
    {
        "facts": [
            ("2026-11-02", "The shopper is going skiing in Val d'Isère from 10 to 17 January."),
            ("2026-11-02", "The shopper is going to Marrakech for a week in April."),
            ("2026-11-02", "The shopper wears L in outerwear and M in tops."),
            ("2026-11-02", "The shopper likes {brand1} for outdoor gear."),
            ("2026-11-02", "The shopper will pay up to 300 for a ski jacket."),
            ("2026-11-02", "The shopper avoids white because it shows the dirt."),
        ],
        "visits": [],
        "questions": [
            ("when's my ski trip?", (("January",), ("10", "10th")), ()),
            ("where am I skiing?", (("Val d'Is", "Val d’Is", "Isère", "Isere"),), ()),
            ("where am I going in April?", (("Marrakech", "Marrakesh"),), ()),
            ("what jacket size am I?", (("L", "large"),), ()),
            ("what size am I in tops?", (("M", "medium"),), ()),
            ("how much will I pay for a ski jacket?", (("300",),), ()),
            ("which brand for outdoor stuff?", (("{brand1}",),), ()),
            ("which colour do I avoid?", (("white",),), ()),
            ("why do I avoid it?", (("dirt",),), ()),
            ("how long is the Marrakech trip?", (("week",),), ()),
            ("what's my shoe size?", UNKNOWN, ()),
        ],
    },
    # 17. a husband buying for his wife
    {
        "facts": [
            ("2026-11-10", "The shopper's wife loves {brand0} and wears a size S."),
            ("2026-11-10", "The shopper's wife's birthday is on 30 November."),
            ("2026-11-10", "The shopper himself is an XXL."),
            ("2026-11-10", "The shopper only buys {brand3} for himself."),
            ("2026-11-10", "The shopper wants to spend around 100 on his wife's present."),
        ],
        "visits": [
            (
                "2026-11-10",
                "cardigan for my wife, size small, {brand0}",
                "{brand0} cardigans in S:\n\n"
                "- [Cove Blush Cardigan](/products/SED-025/) — €96.00\n"
                "- [Studio Oatmeal Cardigan](/products/SED-026/) — €88.50",
                "The shopper bought the blush {brand0} cardigan in S as a birthday present for "
                "his wife.",
            ),
        ],
        "questions": [
            (
                "what size am I?",
                (("XXL", "2XL"),),
                ("you wear S", "you're a small", "you are a small", "you're an S"),
            ),
            ("what size is my wife?", (("S", "small"),), ()),
            ("which brand does my wife like?", (("{brand0}",),), ()),
            ("which brand do I buy for myself?", (("{brand3}",),), ()),
            ("when is my wife's birthday?", (("November",), ("30", "30th")), ()),
            ("how much did I want to spend on her present?", (("100",),), ()),
            ("what did I get her?", (("cardigan", "cardi"),), ()),
            ("what colour was it?", (("blush", "pink"),), ()),
            ("what's my favourite colour?", UNKNOWN, ()),
            ("what's my wife's shoe size?", UNKNOWN, ()),
        ],
    },
    # 18. slang in the shopper's own words; a festival
    {
        "facts": [
            ("2026-05-05", "im a 9 in trainers uk"),
            ("2026-05-05", "The shopper loves {brand2} trainers."),
            ("2026-05-05", "no white trainers, they get wrecked"),
            ("2026-05-05", "The shopper is going to Creamfields festival on 22 August."),
            ("2026-05-05", "The shopper spends no more than 90 on trainers."),
        ],
        "visits": [
            (
                "2026-05-05",
                "{brand2} trainers 9 not white",
                "{brand2} trainers in UK 9:\n\n"
                "- [City Black Trainer](/products/QUI-004/) — €84.50\n"
                "- [Weekend Olive Trainer](/products/QUI-005/) — €79.00",
                "The shopper was shown black and olive {brand2} trainers in UK 9 and bought the "
                "black pair for 84.50.",
            ),
            (
                "2026-06-30",
                "bucket hat for festival?",
                "We don't sell bucket hats, sorry. The closest thing is a beanie:\n\n"
                "- [Fell Olive Beanie](/products/QUI-070/) — €16.00",
                "The shopper asked for a bucket hat for the festival; none were sold, and they "
                "bought nothing.",
            ),
        ],
        "questions": [
            ("what size trainers am I?", (("9",),), ()),
            ("fave trainer brand?", (("{brand2}",),), ()),
            ("should you show me white trainers?", (NO,), ()),
            ("what festival am I going to?", (("Creamfields",),), ()),
            ("when's the festival?", (("August",), ("22", "22nd")), ()),
            ("trainer budget?", (("90",),), ()),
            ("which trainers did I buy?", (("black",),), ()),
            ("how much were they?", (("84",),), ()),
            ("what was I after last time?", (("bucket hat", "hat"),), ()),
            ("did I get a bucket hat?", (NO,), ()),
            ("what's my jeans size?", UNKNOWN, ()),
        ],
    },
    # 19. a grandmother and a christening
    {
        "facts": [
            ("2026-05-28", "The shopper is going to her granddaughter's christening on 5 July."),
            ("2026-05-28", "The shopper wears UK 18 in dresses."),
            ("2026-05-28", "The shopper likes plum and navy."),
            ("2026-05-28", "The shopper keeps to 120 for a dress."),
            ("2026-05-28", "The shopper finds {brand4} runs small and avoids it."),
        ],
        "visits": [],
        "questions": [
            ("whose christening is it?", (("granddaughter",),), ()),
            ("when is the christening?", (("July",), ("5", "5th")), ()),
            ("what dress size am I?", (("18",),), ()),
            ("what colours do I like?", (("plum",), ("navy",)), ()),
            ("how much will I spend on a dress?", (("120",),), ()),
            ("do I like {brand4}?", (NO,), ()),
            ("why do I avoid {brand4}?", (("small",),), ()),
            ("what's my granddaughter's size?", UNKNOWN, ()),
            ("what did I buy last time?", UNKNOWN, ()),
            ("what's my shoe size?", UNKNOWN, ()),
        ],
    },
    # 20. three visits over the year
    {
        "facts": [
            ("2026-03-01", "The shopper is a US 10 in shoes."),
            ("2026-03-01", "The shopper wears size M."),
        ],
        "visits": [
            (
                "2026-03-01",
                "linen shirt, M",
                "Linen shirts in M:\n\n"
                "- [Coastal White Shirt](/products/PEN-035/) — €39.00\n"
                "- [Harbour Sky Blue Shirt](/products/PEN-036/) — €42.00",
                "The shopper bought the Coastal White Shirt in M.",
            ),
            (
                "2026-05-14",
                "chinos 32 waist",
                "Chinos in W32:\n\n"
                "- [Weekend Stone Chino](/products/PEN-028/) — €55.00\n"
                "- [City Navy Chino](/products/PEN-029/) — €59.50",
                "The shopper bought the stone chinos in W32.",
            ),
            (
                "2026-08-19",
                "rain jacket?",
                "A few rain jackets:\n\n"
                "- [Ridge Olive Rain Jacket](/products/PEN-050/) — €119.00\n"
                "- [Cove Navy Rain Jacket](/products/PEN-051/) — €134.99",
                "The shopper looked at rain jackets but said he'd wait for a sale.",
            ),
        ],
        "questions": [
            ("what did I buy in March?", (("linen", "shirt"),), ()),
            ("what was my last visit about?", (("rain jacket", "raincoat", "rain"),), ()),
            ("did I buy a rain jacket?", (NO,), ()),
            ("what colour chinos did I get?", (("stone",),), ()),
            ("what size were the chinos?", (("32",),), ()),
            ("what's my shoe size?", (("10",),), ()),
            ("what size am I in tops?", (("M", "medium"),), ()),
            ("how many times have I shopped with you?", (("3", "three"),), ()),
            ("what was I waiting for?", (("sale",),), ()),
            ("which brands do I like?", UNKNOWN, ()),
        ],
    },
    # 21. a work trip and a partner's graduation
    {
        "facts": [
            ("2026-09-25", "The shopper is going to Tokyo for work from 3 to 10 November."),
            ("2026-09-25", "The shopper's partner's graduation is on 14 December."),
            ("2026-09-25", "The shopper wears EU 38 in dresses."),
            ("2026-09-25", "The shopper avoids {brand2} and {brand3}."),
            ("2026-09-25", "The shopper likes black and ecru."),
            ("2026-09-25", "The shopper spends up to 75 on a dress."),
        ],
        "visits": [],
        "questions": [
            ("where am I going in November?", (("Tokyo",),), ()),
            ("is the Tokyo trip for work or a holiday?", (("work", "business"),), ()),
            ("when does the Tokyo trip end?", (("10", "10th"), ("November",)), ()),
            ("whose graduation is it?", (("partner",),), ()),
            ("when is the graduation?", (("December",), ("14", "14th")), ()),
            ("is it my graduation?", (NO, ("partner",)), ()),
            ("what dress size am I?", (("38",),), ()),
            ("which brands do I avoid?", (("{brand2}",), ("{brand3}",)), ()),
            ("which colours do I like?", (("black",), ("ecru",)), ()),
            ("dress budget?", (("75",),), ()),
            ("is {brand0} a favourite of mine?", UNKNOWN, ()),
        ],
    },
    # 22. a bridesmaid, in her own words
    {
        "facts": [
            ("2026-10-01", "I'm petite, XS or age 14 in kids."),
            ("2026-10-01", "Pastels wash me out so I avoid them."),
            ("2026-10-01", "I'm a bridesmaid at my best friend's wedding on 12 December."),
            ("2026-10-01", "Bridesmaid dresses are sorted, but I need a coat under 110."),
            ("2026-10-03", "{brand1} is my favourite."),
        ],
        "visits": [],
        "questions": [
            ("what size am I?", (("XS", "extra small"),), ()),
            ("what kids' size fits me?", (("14",),), ()),
            ("what colours don't suit me?", (("pastel",),), ()),
            ("what am I at the wedding?", (("bridesmaid",),), ()),
            ("whose wedding is it?", (("best friend", "friend"),), ()),
            ("when's the wedding?", (("December",), ("12", "12th")), ()),
            ("what do I still need for it?", (("coat",),), ()),
            ("how much for the coat?", (("110",),), ()),
            ("favourite brand?", (("{brand1}",),), ()),
            ("do I still need a bridesmaid dress?", (NO,), ()),
            ("what's my shoe size?", UNKNOWN, ()),
        ],
    },
    # 23. a new brand and a new shoe size; a 10k
    {
        "facts": [
            ("2026-02-02", "The shopper wears UK 10 shoes."),
            ("2026-02-02", "The shopper loves {brand0}."),
            (
                "2026-09-09",
                "The shopper has gone off {brand0} after bad quality and now buys {brand3}.",
            ),
            ("2026-09-09", "The shopper now takes UK 11 in trainers."),
            ("2026-09-09", "The shopper is running a 10k on 18 October."),
            ("2026-09-09", "The shopper wants running gear under 60 an item."),
        ],
        "visits": [],
        "questions": [
            ("what's my trainer size?", (("11",),), ()),
            ("which brand do I buy now?", (("{brand3}",),), ()),
            ("do I still like {brand0}?", (NO,), ()),
            ("why did I go off {brand0}?", (("quality",),), ()),
            ("what race am I doing?", (("10k", "10K", "10 k", "10km", "10 km"),), ()),
            ("when's the race?", (("October",), ("18", "18th")), ()),
            ("what's my budget for running gear?", (("60",),), ()),
            ("what did I buy last time?", UNKNOWN, ()),
            ("what colour do I like?", UNKNOWN, ()),
            ("what's my jacket size?", UNKNOWN, ()),
        ],
    },
    # 24. a hoped-for size is not the size; a cruise
    {
        "facts": [
            ("2026-03-12", "The shopper is a UK 14 and hoping to get down to a 12 by the summer."),
            ("2026-03-12", "The shopper likes rust, mustard and other warm colours."),
            ("2026-03-12", "The shopper is going on a cruise around the Greek islands in June."),
            ("2026-03-12", "The shopper avoids {brand1} because it's too expensive."),
            ("2026-03-12", "The shopper's budget per piece is 50."),
        ],
        "visits": [],
        "questions": [
            (
                "what size am I?",
                (("14",),),
                ("you're a 12", "you are a 12", "you're a UK 12", "you are a UK 12"),
            ),
            ("what size am I hoping to be?", (("12",),), ()),
            ("what colours do I like?", (("rust", "mustard", "warm"),), ()),
            ("where's my cruise?", (("Greek", "Greece"),), ()),
            ("which month is the cruise?", (("June",),), ()),
            ("why don't I shop {brand1}?", (("price", "expensive", "pricey", "cost", "dear"),), ()),
            ("what's my budget?", (("50",),), ()),
            ("what exact day does the cruise start?", (("June",), (NOT_KNOWN,)), ()),
            ("is mustard ok for me?", (YES,), ()),
            ("what did I buy last time?", UNKNOWN, ()),
            ("what's my shoe size?", UNKNOWN, ()),
        ],
    },
    # 25. an interview and a 60th birthday
    {
        "facts": [
            ("2026-12-15", "The shopper has a 44 inch chest and wears 44L blazers."),
            ("2026-12-15", "The shopper wears W36 L34 trousers."),
            ("2026-12-15", "The shopper has a job interview at a bank on 7 January."),
            ("2026-12-15", "The shopper is throwing his 60th birthday party on 31 March."),
            ("2026-12-15", "The shopper likes {brand2} and {brand4}."),
            ("2026-12-15", "The shopper sticks to dark colours: navy, charcoal and black."),
        ],
        "visits": [
            (
                "2026-12-15",
                "44 long blazer for an interview",
                "Blazers in 44L:\n\n"
                "- [City Charcoal Blazer](/products/ALD-031/) — €179.00\n"
                "- [Heritage Navy Blazer](/products/ALD-032/) — €199.50",
                "The shopper bought the City Charcoal Blazer in 44L for 179.00.",
            ),
        ],
        "questions": [
            ("what chest size am I?", (("44",),), ()),
            ("long or regular blazers?", (("long", "44L"),), ()),
            ("what's my waist and leg?", (("36",), ("34",)), ()),
            ("where's my interview?", (("bank",),), ()),
            ("when is the interview?", (("January",), ("7", "7th")), ()),
            ("which birthday am I celebrating?", (("60",),), ()),
            ("when's the party?", (("March",), ("31", "31st")), ()),
            ("which brands do I like?", (("{brand2}",), ("{brand4}",)), ()),
            ("what colours do I wear?", (("navy", "charcoal", "black", "dark"),), ()),
            ("what did I buy for the interview?", (("blazer",),), ()),
            ("how much was it?", (("179",),), ()),
            ("what's my shoe size?", UNKNOWN, ()),
        ],
    },
    # 26. a size that went down; a move to Oslo
    {
        "facts": [
            ("2026-10-20", "The shopper used to be a 12 but is now a 10."),
            ("2026-10-20", "The shopper moved to Oslo in October and needs warm winter clothes."),
            ("2026-10-20", "The shopper loves camel coats."),
            ("2026-10-20", "The shopper's coat budget is 220."),
            ("2026-10-20", "The shopper likes {brand0}."),
            ("2026-10-20", "The shopper avoids grey."),
        ],
        "visits": [
            (
                "2026-10-28",
                "camel coat size 10 under 220",
                "Camel coats under 220:\n\n"
                "- [Heritage Camel Coat](/products/COR-012/) — €205.00 (no 10 in stock)\n"
                "- [City Camel Parka](/products/COR-015/) — €189.99 (no 10 in stock)",
                "The shopper asked for a camel coat in 10; none were in stock in her size and "
                "she bought nothing.",
            ),
        ],
        "questions": [
            (
                "what size am I now?",
                (("10",),),
                ("you're a 12", "you are a 12", "you're a size 12", "you are a size 12"),
            ),
            ("where did I move to?", (("Oslo",),), ()),
            ("what coat colour do I like?", (("camel",),), ()),
            ("what's my coat budget?", (("220",),), ()),
            ("which brand do I like?", (("{brand0}",),), ()),
            ("do I like grey?", (NO,), ()),
            ("did I buy a coat last time?", (NO,), ()),
            ("why didn't I buy the coat?", (("stock", "size"),), ()),
            ("when did I move?", (("October",),), ()),
            ("what's my shoe size?", UNKNOWN, ()),
        ],
    },
    # 27. the boyfriend's brand is not the shopper's
    {
        "facts": [
            ("2026-01-20", "The shopper's boyfriend only wears {brand4}."),
            ("2026-01-20", "The shopper likes {brand1}."),
            ("2026-01-20", "The shopper is a UK 10 dress and a UK 5 shoe."),
            (
                "2026-01-20",
                "The shopper and her boyfriend are going to Paris for their anniversary on 14 February.",
            ),
            ("2026-01-20", "The shopper wants to stay under 150 for her Paris outfit."),
        ],
        "visits": [],
        "questions": [
            ("is {brand4} one of my brands?", (("boyfriend",),), ()),
            ("which brand do I like?", (("{brand1}",),), ()),
            ("what dress size am I?", (("10",),), ()),
            ("what shoe size am I?", (("5",),), ()),
            ("where are we going?", (("Paris",),), ()),
            ("what's the occasion?", (("anniversary",),), ()),
            ("when do we go?", (("February",), ("14", "14th")), ()),
            ("how much can I spend on my outfit?", (("150",),), ()),
            ("what size is my boyfriend?", UNKNOWN, ()),
            ("what colours do I like?", UNKNOWN, ()),
        ],
    },
    # 28. a themed party with two visits
    {
        "facts": [
            ("2026-12-01", "The shopper is a medium."),
            ("2026-12-01", "The shopper is going to a 1920s themed party on 31 December."),
        ],
        "visits": [
            (
                "2026-12-01",
                "dress for a 1920s party, medium",
                "Two dresses in M that would suit a twenties theme:\n\n"
                "- [Studio Black Midi Dress](/products/NOR-041/) — €95.00\n"
                "- [Cove Plum Wrap Dress](/products/NOR-045/) — €88.00",
                "The shopper looked at two dresses for a 1920s party and bought the Studio Black "
                "Midi Dress in M for 95.00.",
            ),
            (
                "2026-12-10",
                "shoes to go with it, size 6?",
                "Sandals in UK 6:\n\n- [Lane Black Sandal](/products/NOR-011/) — €52.00",
                "The shopper bought black sandals in UK 6.",
            ),
        ],
        "questions": [
            ("what party am I going to?", (("1920s", "1920", "twenties", "themed"),), ()),
            ("when is the party?", (("December",), ("31", "31st")), ()),
            ("what dress did I buy?", (("Studio", "Black Midi", "midi"),), ()),
            ("how much was the dress?", (("95",),), ()),
            ("what did I buy last time?", (("sandal",),), ()),
            ("what shoe size did I get?", (("6",),), ()),
            ("what size am I?", (("M", "medium"),), ()),
            ("did I buy a dress?", (YES,), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("what do you remember about me?", (("M", "medium"), ("party",)), ()),
        ],
    },
    # 29. budgets per kind of clothing
    {
        "facts": [
            ("2026-04-15", "The shopper's budget: up to 40 for tops, 90 for jeans, 200 for coats."),
            ("2026-04-15", "The shopper wears a 30 waist."),
            ("2026-04-15", "The shopper is an S in tops."),
            ("2026-04-15", "The shopper avoids {brand0} and {brand2}."),
            ("2026-04-15", "The shopper likes {brand3}."),
            ("2026-04-15", "The shopper likes olive and black."),
        ],
        "visits": [],
        "questions": [
            ("what's my budget for tops?", (("40",),), ()),
            ("how much will I pay for jeans?", (("90",),), ()),
            ("coat budget?", (("200",),), ()),
            ("what's my budget for shoes?", UNKNOWN, ()),
            ("what's my waist?", (("30",),), ()),
            ("what size top?", (("S", "small"),), ()),
            ("is {brand2} one of my brands?", (NO,), ()),
            ("which brand do I like?", (("{brand3}",),), ()),
            ("what colours do I like?", (("olive",), ("black",)), ()),
            ("what's my leg length?", UNKNOWN, ()),
        ],
    },
    # 30. a festival in Denmark
    {
        "facts": [
            ("2026-05-30", "The shopper wears EU 42 shoes and size L."),
            ("2026-05-30", "The shopper is going to Roskilde festival from 27 June to 4 July."),
            ("2026-05-30", "The shopper wants everything under 50."),
            ("2026-05-30", "The shopper hates neon and bright colours."),
            ("2026-05-30", "The shopper loves {brand4}'s rain jackets."),
        ],
        "visits": [
            (
                "2026-05-30",
                "waterproof for roskilde, L, under 50",
                "Rain jackets in L under 50:\n\n"
                "- [Ridge Forest Green Rain Jacket](/products/BRA-054/) — €48.99",
                "The shopper bought a forest green {brand4} rain jacket in L for 48.99.",
            ),
        ],
        "questions": [
            ("what shoe size am I?", (("42",),), ()),
            ("what clothing size am I?", (("L", "large"),), ()),
            ("which festival am I going to?", (("Roskilde",),), ()),
            ("when does it start?", (("June",), ("27", "27th")), ()),
            ("what's my spending limit?", (("50",),), ()),
            ("which colours do I avoid?", (("neon", "bright"),), ()),
            (
                "what did I buy for the festival?",
                (("rain jacket", "waterproof", "raincoat", "jacket"),),
                (),
            ),
            ("what colour was it?", (("forest green", "green"),), ()),
            ("is {brand4} one of my brands?", (YES,), ()),
            ("what size is my girlfriend?", UNKNOWN, ()),
        ],
    },
    # 31. no facts, one visit
    {
        "facts": [],
        "visits": [
            (
                "2026-04-04",
                "just browsing jumpers",
                "Here are some jumpers:\n\n"
                "- [Everyday Oatmeal Jumper](/products/KIT-019/) — €49.00\n"
                "- [Summit Navy Jumper](/products/KIT-020/) — €62.50",
                "The shopper browsed jumpers and bought nothing.",
            ),
        ],
        "questions": [
            ("what size am I?", UNKNOWN, ()),
            ("what was I looking at last time?", (("jumper", "knit"),), ()),
            ("did I buy anything last time?", (NO,), ()),
            ("what's my budget?", UNKNOWN, ()),
            ("which brands do I like?", UNKNOWN, ()),
            ("what colour do I like?", UNKNOWN, ()),
            ("when's my holiday?", UNKNOWN, ()),
            ("what do you remember about me?", (("jumper", "knit"),), ()),
        ],
    },
]
