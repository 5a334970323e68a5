"""Questions about the shopper for split "test24", written blind from the issue's categories.

The writer saw only the corpus format (benchmarks/offline_corpus/__init__.py) and the catalogue
generator, never the assistant's code, its tests or any other split. Each profile holds facts
recalled about the shopper as (date said, fact), earlier visits as (date, summary, products
looked at, products bought) -- the summary alone says what happened, so the answer does not
hang on how the last two parts are read -- and questions with what the answer must say (groups
of alternatives, one of each group) and must not say. {brand0}..{brand4} are the first
catalogue's brands.
"""

from benchmarks.offline_corpus import NOT_KNOWN

NK = ((NOT_KNOWN,),)
YES = ("Yes", "yes", "you do", "you are", "that's right", "correct", "indeed")
NO = ("No", "no", "not", "don't", "doesn't", "aren't", "isn't", "never", "avoid", "dislike",
      "steer", "rather", "won't")  # fmt: skip
NONE_BOUGHT = ("No", "no", "nothing", "didn't", "did not", "not", "haven't")

PROFILES = [
    {  # 1: dress size, a refused colour, a budget, a christening
        "facts": [
            ("2026-09-14", "Wears a UK size 12 in dresses and tops."),
            ("2026-09-14", "Avoids brown; says it never suits her."),
            ("2026-10-02", "Keeps to a budget of under 80 per item."),
            ("2026-10-02", "Has a christening to go to on 9 May 2027."),
        ],
        "visits": [
            (
                "2026-10-02",
                "Looked at wrap dresses for the christening and a cobalt cardigan; bought nothing.",
                "Floral Sky Blue Wrap Dress ({brand0}); Ribbed Cobalt Cardigan ({brand1})",
                "",
            ),
        ],
        "questions": [
            ("what size am I?", (("12",),), ()),
            ("what colours do I avoid?", (("brown",),), ()),
            ("do you know my budget?", (("80",),), ()),
            ("when's the christening again?", (("May",), ("9", "9th")), ()),
            ("what did I look at last time?", (("cardigan",), ("dress",)), ()),
            ("did I buy anything last time?", (NONE_BOUGHT,), ()),
            ("am I still a 12?", (YES, ("12",)), ()),
            ("do I like brown?", (NO,), ("Yes",)),
            ("what's my shoe size?", NK, ()),
            ("what size does my husband take?", NK, ()),
            (
                "what do you remember about me?",
                (("12",), ("brown",), ("80",), ("christening",)),
                (),
            ),
        ],
    },
    {  # 2: waist/leg and chest sizes, a liked colour and brand, a new job
        "facts": [
            ("2026-11-20", "Wears W32 L30 jeans."),
            ("2026-11-20", "Takes a 40R in blazers and suit jackets."),
            ("2026-11-20", "Likes navy."),
            ("2026-11-20", "Likes {brand3}; says it is his favourite label."),
            ("2026-11-20", "Starts a new job at a bank on 4 January 2027."),
        ],
        "visits": [
            (
                "2026-11-20",
                "Looked at navy blazers and chinos for the new job; bought a {brand3} navy blazer.",
                "Tailored Navy Blazer ({brand3}); City Stone Chinos ({brand0})",
                "Tailored Navy Blazer ({brand3})",
            ),
            (
                "2026-11-27",
                "Browsed Oxford shirts in white and sky blue; bought nothing.",
                "Classic White Oxford Shirt ({brand2}); Studio Sky Blue Oxford Shirt ({brand3})",
                "",
            ),
        ],
        "questions": [
            ("what's my jeans size?", (("32", "W32"), ("30", "L30")), ()),
            ("what jacket size do I take?", (("40R", "40 regular", "40"),), ()),
            ("what colour do I like wearing?", (("navy",),), ()),
            ("which brand do I like?", (("{brand3}",),), ()),
            ("when do I start the new job?", (("January",), ("4", "4th")), ()),
            ("where's my new job?", (("bank",),), ()),
            ("what have I bought here before?", (("blazer",),), ()),
            ("what was I looking at on my last visit?", (("shirt",),), ()),
            ("do I have a budget?", NK, ()),
            ("do I like {brand3}?", (YES,), ()),
            ("what shoe size does my son wear?", NK, ()),
        ],
    },
    {  # 3: letter size as a word, liked colours, a refused brand, a range, a wedding abroad
        "facts": [
            ("2026-08-30", "Wears a medium."),
            ("2026-08-30", "Likes green and olive."),
            ("2026-08-30", "Doesn't like {brand2}; won't buy it."),
            ("2026-09-05", "Budget is between 40 and 60 per piece."),
            ("2026-09-05", "Is a guest at a wedding in Tuscany in September 2027."),
        ],
        "visits": [
            (
                "2026-09-05",
                "Browsed olive midi dresses and a stone blazer; bought nothing.",
                "Meadow Olive Midi Dress ({brand1}); Heritage Stone Blazer ({brand4})",
                "",
            ),
        ],
        "questions": [
            ("what size do I usually wear?", (("medium", "M"),), ()),
            ("remind me which brand I don't like", (("{brand2}",),), ()),
            ("what's my price range?", (("40",), ("60",)), ()),
            ("which colours suit me?", (("green",), ("olive",)), ()),
            ("where's the wedding I'm going to?", (("Tuscany",),), ()),
            ("when is that wedding?", (("September",),), ()),
            ("am I a large?", (NO, ("medium", "M")), ("Yes",)),
            ("should you show me {brand2} stuff?", (NO,), ("Yes",)),
            ("what's my waist size?", NK, ()),
            ("what did I look at last time?", (("midi", "dress"), ("blazer",)), ()),
            ("what colours does my partner like?", NK, ()),
        ],
    },
    {  # 4: a teenager in kids' age sizes, a liked colour, a prom
        "facts": [
            ("2026-10-11", "Is 13 and wears kids' age 13-14."),
            ("2026-10-11", "Loves lilac."),
            ("2026-10-11", "Can spend 50 at most."),
            ("2026-11-01", "Has her school prom on 25 June 2027."),
        ],
        "visits": [
            (
                "2026-11-01",
                "Looked at lilac dresses and white trainers; bought a lilac scarf.",
                "Weekend Lilac Dress ({brand4}); Everyday White Trainers ({brand0}); Cove Lilac Scarf ({brand1})",
                "Cove Lilac Scarf ({brand1})",
            ),
        ],
        "questions": [
            ("what size am I in kids' stuff?", (("13", "13-14"),), ()),
            ("what's my favourite colour?", (("lilac",),), ()),
            ("how much can I spend?", (("50",),), ()),
            ("when's my prom?", (("June",), ("25", "25th")), ()),
            ("what did I end up buying?", (("scarf",),), ()),
            ("what did I look at besides the scarf?", (("dress", "trainer"),), ()),
            ("do I like lilac?", (YES,), ()),
            ("what's my shoe size?", NK, ()),
            ("what brands do I like?", NK, ()),
            ("what size is my mum?", NK, ()),
        ],
    },
    {  # 5: EU shoe size, a refused colour, a liked brand, a budget, a ski trip
        "facts": [
            ("2026-11-03", "Takes an EU 44 in shoes and trainers."),
            ("2026-11-03", "Won't wear white trainers; avoids white."),
            ("2026-11-03", "Prefers {brand4}."),
            ("2026-11-03", "Will spend up to 120 on shoes."),
            ("2026-11-10", "Is going skiing in Val d'Isère from 19 to 26 December 2026."),
        ],
        "visits": [
            (
                "2026-11-10",
                "Looked at boots and a charcoal parka for the ski trip; bought {brand4} charcoal boots.",
                "Summit Charcoal Boots ({brand4}); Ridge Charcoal Parka ({brand2})",
                "Summit Charcoal Boots ({brand4})",
            ),
        ],
        "questions": [
            ("what size shoes do I wear?", (("44",),), ()),
            ("which colour do I avoid?", (("white",),), ()),
            ("what brand do I go for?", (("{brand4}",),), ()),
            ("what's the most I'll pay for shoes?", (("120",),), ()),
            ("where am I going skiing?", (("Val d", "Isère", "Isere"),), ()),
            ("when's my ski trip?", (("December",), ("19", "19th")), ()),
            ("what did I buy last time?", (("boot",),), ()),
            ("did I look at any coats?", (("parka",),), ()),
            ("do I like white trainers?", (NO,), ("Yes",)),
            ("what size jumper do I wear?", NK, ()),
            ("what's my girlfriend's shoe size?", NK, ()),
        ],
    },
    {  # 6: collar and waist, a refused brand, a liked colour, a teaching job
        "facts": [
            ("2026-10-20", "Wears a 15.5 collar."),
            ("2026-10-20", "Wears W36 L32 chinos."),
            ("2026-10-20", "Avoids {brand0}; finds it too boxy."),
            ("2026-10-20", "Likes sky blue shirts."),
            ("2026-11-15", "Starts as a teacher on 5 January 2027."),
        ],
        "visits": [
            (
                "2026-11-15",
                "Browsed sky blue shirts and stone chinos; bought two sky blue shirts.",
                "Classic Sky Blue Shirt ({brand1}); Lane Stone Chinos ({brand3})",
                "Classic Sky Blue Shirt ({brand1}) x2",
            ),
        ],
        "questions": [
            ("what's my collar size?", (("15.5", "15½", "15 and a half"),), ()),
            ("what waist am I?", (("36", "W36"),), ()),
            ("what's my leg length in chinos?", (("32", "L32"),), ()),
            ("which brand don't I like?", (("{brand0}",),), ()),
            ("what colour shirts do I like?", (("sky blue",),), ()),
            ("what's my new job?", (("teacher", "teaching"),), ()),
            ("when do I start teaching?", (("January",), ("5", "5th")), ()),
            ("what did I buy on my last visit?", (("shirt",),), ()),
            ("do I like {brand0}?", (NO,), ("Yes",)),
            ("what's my budget?", NK, ()),
            ("what do you know about me?", (("15.5", "15½"), ("teach",)), ()),
        ],
    },
    {  # 7: a plus size, liked colours, a refused colour, a budget, a graduation
        "facts": [
            ("2026-07-02", "Wears a size 20."),
            ("2026-07-02", "Loves burgundy and plum."),
            ("2026-07-02", "Hates yellow; says it washes her out."),
            ("2026-09-19", "Usually spends around 70 on a dress."),
            ("2026-09-19", "Has her graduation on 15 July 2027."),
        ],
        "visits": [
            (
                "2026-09-19",
                "Looked at burgundy midi dresses for the graduation; bought nothing.",
                "Orchard Burgundy Midi Dress ({brand2}); Studio Plum Wrap Dress ({brand0})",
                "",
            ),
        ],
        "questions": [
            ("what size am I?", (("20",),), ()),
            ("what are my favourite colours?", (("burgundy",), ("plum",)), ()),
            ("what colour do I hate?", (("yellow",),), ()),
            ("how much do I normally spend on a dress?", (("70",),), ()),
            ("what's coming up for me?", (("graduation",),), ()),
            ("when do I graduate?", (("July",), ("15", "15th")), ()),
            ("would I wear yellow?", (NO,), ("Yes",)),
            ("what was I looking at last time?", (("dress",),), ()),
            ("which brands do I avoid?", NK, ()),
            ("what size is my daughter?", NK, ()),
        ],
    },
    {  # 8: no facts at all, only visits
        "facts": [],
        "visits": [
            (
                "2026-10-05",
                "Looked at parkas for men; bought nothing.",
                "Fell Olive Parka ({brand1}); Harbour Navy Parka ({brand3})",
                "",
            ),
            (
                "2026-11-18",
                "Looked at beanies and scarves; bought a {brand0} grey beanie.",
                "Weekend Grey Beanie ({brand0}); Coastal Camel Scarf ({brand2})",
                "Weekend Grey Beanie ({brand0})",
            ),
        ],
        "questions": [
            ("what size am I?", NK, ()),
            ("what's my budget?", NK, ()),
            ("what colours do I like?", NK, ()),
            ("have I got anything coming up?", NK, ()),
            ("what did I look at last time?", (("beanie", "hat"), ("scarf", "scarves")), ()),
            ("what did I buy last time?", (("beanie", "hat"),), ()),
            ("what was I looking at the time before that?", (("parka",),), ()),
            ("did I buy a parka?", (NONE_BOUGHT,), ()),
            ("do I have a favourite brand?", NK, ()),
            ("what do you remember about me?", (("parka", "beanie"),), ()),
        ],
    },
    {  # 9: a size that changed
        "facts": [
            ("2026-03-10", "Wears a size 14."),
            ("2026-11-02", "Is now a size 12 after losing weight."),
            ("2026-11-02", "Likes black."),
        ],
        "visits": [
            (
                "2026-11-02",
                "Looked at black jeans and tops in a 12; bought black jeans.",
                "City Black Jeans ({brand1}); Everyday Black Tee ({brand4})",
                "City Black Jeans ({brand1})",
            ),
        ],
        "questions": [
            ("what size am I now?", (("12",),), ()),
            ("am I still a 14?", (NO, ("12",)), ("Yes",)),
            ("what size was I before?", (("14",),), ()),
            ("which colour do I like?", (("black",),), ()),
            ("what did I buy last time?", (("jeans",),), ()),
            ("what colour were the jeans I bought?", (("black",),), ()),
            ("what's my shoe size?", NK, ()),
            ("what's my budget?", NK, ()),
            ("do I have any events coming up?", NK, ()),
            ("what does my sister wear?", NK, ()),
        ],
    },
    {  # 10: a budget that changed, a liked brand
        "facts": [
            ("2026-05-04", "Budget is under 50 per item."),
            ("2026-11-21", "Happy to go up to 90 now."),
            ("2026-05-04", "Usually buys from {brand0}."),
            ("2026-05-04", "Wears a large."),
        ],
        "visits": [
            (
                "2026-05-04",
                "Looked at tees under 50; bought two {brand0} tees.",
                "Everyday White Tee ({brand0}); Weekend Navy Tee ({brand0})",
                "Everyday White Tee ({brand0}); Weekend Navy Tee ({brand0})",
            ),
            (
                "2026-11-21",
                "Looked at cardigans up to 90; bought nothing.",
                "Heritage Oatmeal Cardigan ({brand0}); Cove Rust Cardigan ({brand2})",
                "",
            ),
        ],
        "questions": [
            ("what's my budget these days?", (("90",),), ()),
            ("is my budget still 50?", (NO, ("90",)), ("Yes",)),
            ("which brand do I usually buy?", (("{brand0}",),), ()),
            ("what size am I?", (("large", "L"),), ()),
            ("what did I look at last time?", (("cardigan",),), ()),
            ("what did I buy in May?", (("tee", "t-shirt"),), ()),
            ("did I buy a cardigan?", (NONE_BOUGHT,), ()),
            ("what colours do I avoid?", NK, ()),
            ("what occasion am I shopping for?", NK, ()),
            ("what size is my husband?", NK, ()),
        ],
    },
    {  # 11: a colour that changed from liked to refused
        "facts": [
            ("2026-02-14", "Loves grey."),
            ("2026-10-30", "Has gone off grey; avoids it now, says it makes her look ill."),
            ("2026-10-30", "Likes forest green."),
            ("2026-10-30", "Wears a UK 10."),
        ],
        "visits": [
            (
                "2026-10-30",
                "Looked at forest green jumpers; bought a forest green crew neck.",
                "Fell Forest Green Crew Neck ({brand3}); Meadow Forest Green Cardigan ({brand1})",
                "Fell Forest Green Crew Neck ({brand3})",
            ),
        ],
        "questions": [
            ("do I still like grey?", (NO,), ("Yes",)),
            ("what colour do I like now?", (("forest green", "green"),), ()),
            ("which colours should you avoid showing me?", (("grey",),), ()),
            ("what size am I?", (("10",),), ()),
            ("what did I buy last time?", (("crew neck", "jumper", "crewneck"),), ()),
            ("which brand was the jumper I bought?", (("{brand3}",),), ()),
            ("what's my budget?", NK, ()),
            ("what brands do I like?", NK, ()),
            ("what's my son's size?", NK, ()),
            ("what do you remember about me?", (("green",), ("grey",), ("10",)), ()),
        ],
    },
    {  # 12: two liked brands, one refused
        "facts": [
            ("2026-06-22", "Loves {brand1} and {brand3}."),
            ("2026-06-22", "Won't buy {brand4}; the seams went after a week."),
            ("2026-06-22", "Wears an XS."),
            ("2026-08-09", "Keeps tops under 40."),
        ],
        "visits": [
            (
                "2026-08-09",
                "Looked at blouses from {brand1}; bought a white blouse.",
                "Studio White Blouse ({brand1}); Lane Blush Blouse ({brand1})",
                "Studio White Blouse ({brand1})",
            ),
        ],
        "questions": [
            ("which brands do I like?", (("{brand1}",), ("{brand3}",)), ()),
            ("which brand do I avoid?", (("{brand4}",),), ()),
            ("do I like {brand4}?", (NO,), ("Yes",)),
            ("do I like {brand1}?", (YES,), ()),
            ("what size am I?", (("XS", "extra small"),), ()),
            ("how much do I spend on tops?", (("40",),), ()),
            ("what did I buy last time?", (("blouse",),), ()),
            ("what colours do I like?", NK, ()),
            ("am I shopping for any occasion?", NK, ()),
            ("what brand does my mum like?", NK, ()),
        ],
    },
    {  # 13: XXL and a big shoe, a trip to Iceland, a coat budget
        "facts": [
            ("2026-11-01", "Wears XXL."),
            ("2026-11-01", "Takes an EU 46 in shoes."),
            ("2026-11-01", "Is going to Iceland from 10 to 17 February 2027."),
            ("2026-11-01", "Will spend up to 200 on a coat."),
        ],
        "visits": [
            (
                "2026-11-01",
                "Looked at parkas and boots for Iceland; bought nothing.",
                "Summit Navy Parka ({brand2}); Ridge Chocolate Boots ({brand0})",
                "",
            ),
            (
                "2026-11-25",
                "Looked at parkas again; bought the {brand2} navy parka.",
                "Summit Navy Parka ({brand2})",
                "Summit Navy Parka ({brand2})",
            ),
        ],
        "questions": [
            ("what size clothes do I wear?", (("XXL", "2XL"),), ()),
            ("what's my shoe size?", (("46",),), ()),
            ("where am I off to?", (("Iceland",),), ()),
            ("when do I leave for Iceland?", (("February",), ("10", "10th")), ()),
            ("how much did I say I'd spend on a coat?", (("200",),), ()),
            ("did I end up buying a parka?", (YES,), ()),
            ("which parka did I buy?", (("navy",),), ()),
            ("what boots did I look at?", (("chocolate", "{brand0}"),), ()),
            ("what colours do I hate?", NK, ()),
            ("what's my wife's size?", NK, ()),
        ],
    },
    {  # 14: petite size, small shoe, black only, a wedding and honeymoon
        "facts": [
            ("2026-09-01", "Wears a UK 8 petite."),
            ("2026-09-01", "Takes a UK 5 in shoes."),
            ("2026-09-01", "Wears black only."),
            ("2026-09-01", "Is getting married on 2 October 2027."),
            ("2026-09-01", "Honeymoon in the Maldives straight after the wedding."),
        ],
        "visits": [
            (
                "2026-09-01",
                "Looked at sandals and linen dresses for the honeymoon; bought black sandals.",
                "Coastal Black Sandals ({brand1}); Cove Black Midi Dress ({brand2})",
                "Coastal Black Sandals ({brand1})",
            ),
        ],
        "questions": [
            ("when's my wedding?", (("October",), ("2", "2nd")), ()),
            ("where's my honeymoon?", (("Maldives",),), ()),
            ("what size am I in clothes?", (("8",),), ()),
            ("what size shoes do I take?", (("5",),), ()),
            ("what colours do I wear?", (("black",),), ()),
            ("what did I buy last time?", (("sandal",),), ()),
            ("am I a size 10?", (NO, ("8",)), ("Yes",)),
            ("what's my budget for the honeymoon clothes?", NK, ()),
            ("which brand do I like?", NK, ()),
            ("what size is my fiancé?", NK, ()),
        ],
    },
    {  # 15: two coming events
        "facts": [
            ("2026-11-28", "Has a job interview on 8 December 2026."),
            ("2026-11-28", "Has the work Christmas party on 18 December 2026."),
            ("2026-11-28", "Wears a size 10."),
            ("2026-11-28", "Can't go over 90."),
        ],
        "visits": [
            (
                "2026-11-28",
                "Looked at blazers for the interview and a red dress for the party; bought nothing.",
                "City Charcoal Blazer ({brand3}); Studio Red Wrap Dress ({brand0})",
                "",
            ),
        ],
        "questions": [
            ("what have I got coming up?", (("interview",), ("party",)), ()),
            ("when's the interview?", (("December",), ("8", "8th")), ()),
            ("when's the Christmas party?", (("December",), ("18", "18th")), ()),
            ("what's my budget?", (("90",),), ()),
            ("what size am I?", (("10",),), ()),
            ("what did I look at for the party?", (("dress",),), ()),
            ("what did I look at for the interview?", (("blazer",),), ()),
            ("what colour do I like?", NK, ()),
            ("which brands do I avoid?", NK, ()),
            ("what's my boss's size?", NK, ()),
        ],
    },
    {  # 16: many sizes in different systems
        "facts": [
            ("2026-10-14", "Wears a medium in tops."),
            ("2026-10-14", "Wears W30 L32 jeans."),
            ("2026-10-14", "Takes a UK 9 in shoes."),
            ("2026-10-14", "Takes a 38 long in blazers."),
        ],
        "visits": [
            (
                "2026-10-14",
                "Looked at jeans and trainers; bought {brand2} trainers in a 9.",
                "Weekend Black Jeans ({brand4}); Everyday White Trainers ({brand2})",
                "Everyday White Trainers ({brand2})",
            ),
        ],
        "questions": [
            ("what size tops do I wear?", (("medium", "M"),), ()),
            ("what's my jeans size?", (("30", "W30"), ("32", "L32")), ()),
            ("what shoe size am I?", (("9",),), ()),
            ("what size blazer do I need?", (("38",),), ()),
            ("is my blazer fit regular or long?", (("long",),), ()),
            ("what did I buy last time?", (("trainer",),), ()),
            ("what colour do I like?", NK, ()),
            ("what's my budget?", NK, ()),
            ("what's my collar size?", NK, ()),
            ("what size is my brother?", NK, ()),
        ],
    },
    {  # 17: a student on a tight range, uni
        "facts": [
            ("2026-08-20", "Spends 20-40 per top."),
            ("2026-08-20", "Wears a small."),
            ("2026-08-20", "Starts university in Edinburgh on 20 September 2027."),
            ("2026-08-20", "Likes mustard and rust."),
        ],
        "visits": [
            (
                "2026-08-20",
                "Looked at mustard jumpers and rust tees; bought a rust tee.",
                "Orchard Mustard Jumper ({brand3}); Lane Rust Tee ({brand1})",
                "Lane Rust Tee ({brand1})",
            ),
        ],
        "questions": [
            ("what's my budget for tops?", (("20",), ("40",)), ()),
            ("what size am I?", (("small", "S"),), ()),
            ("where am I going to uni?", (("Edinburgh",),), ()),
            ("when does uni start?", (("September",),), ()),
            ("what colours do I like?", (("mustard",), ("rust",)), ()),
            ("what did I buy?", (("tee", "t-shirt"),), ()),
            ("did I buy the jumper?", (NONE_BOUGHT,), ()),
            ("what brands do I avoid?", NK, ()),
            ("what's my shoe size?", NK, ()),
            ("what size is my flatmate?", NK, ()),
        ],
    },
    {  # 18: a festival, a favourite brand, a refused colour
        "facts": [
            ("2026-11-12", "Is going to Glastonbury on 23 June 2027."),
            ("2026-11-12", "Wears a small."),
            ("2026-11-12", "{brand4} is her favourite."),
            ("2026-11-12", "Never wears white; spills everything."),
        ],
        "visits": [
            (
                "2026-11-12",
                "Looked at raincoats and boots for the festival; bought a {brand4} raincoat.",
                "Coastal Mustard Raincoat ({brand4}); Fell Black Boots ({brand2})",
                "Coastal Mustard Raincoat ({brand4})",
            ),
        ],
        "questions": [
            ("what festival am I going to?", (("Glastonbury",),), ()),
            ("when is Glastonbury?", (("June",),), ()),
            ("what's my favourite brand?", (("{brand4}",),), ()),
            ("which colour do I never wear?", (("white",),), ()),
            ("should I get white trainers?", (NO,), ()),
            ("what did I buy for the festival?", (("raincoat", "rain jacket"),), ()),
            ("what size am I?", (("small", "S"),), ()),
            ("what's my budget?", NK, ()),
            ("what's my shoe size?", NK, ()),
            ("what's my mate's size?", NK, ()),
        ],
    },
    {  # 19: a funeral soon
        "facts": [
            ("2026-12-01", "Has a funeral to attend on Thursday 3 December 2026."),
            ("2026-12-01", "Wears a 16."),
            ("2026-12-01", "Needs to keep it under 60."),
        ],
        "visits": [
            (
                "2026-12-01",
                "Looked at black coats and a charcoal dress; bought nothing.",
                "Classic Black Coat ({brand0}); City Charcoal Midi Dress ({brand3})",
                "",
            ),
        ],
        "questions": [
            ("what was it I needed an outfit for?", (("funeral",),), ()),
            ("what day is the funeral?", (("Thursday", "3 December", "3rd", "December 3"),), ()),
            ("what size am I?", (("16",),), ()),
            ("how much can I spend?", (("60",),), ()),
            ("what did I look at?", (("coat",), ("dress",)), ()),
            ("did I buy anything?", (NONE_BOUGHT,), ()),
            ("what colours do I like?", NK, ()),
            ("which brand do I prefer?", NK, ()),
            ("what's my shoe size?", NK, ()),
            ("what size is my husband?", NK, ()),
        ],
    },
    {  # 20: only visits, asked about dates and order
        "facts": [("2026-09-09", "Wears a US 6 in dresses.")],
        "visits": [
            (
                "2026-09-09",
                "Looked at wrap dresses; bought a plum wrap dress.",
                "Studio Plum Wrap Dress ({brand2})",
                "Studio Plum Wrap Dress ({brand2})",
            ),
            (
                "2026-10-15",
                "Looked at cardigans; bought nothing.",
                "Heritage Ecru Cardigan ({brand1}); Meadow Lilac Cardigan ({brand0})",
                "",
            ),
            (
                "2026-11-12",
                "Looked at ankle boots; bought {brand3} ankle boots.",
                "Ridge Camel Ankle Boots ({brand3})",
                "Ridge Camel Ankle Boots ({brand3})",
            ),
        ],
        "questions": [
            ("when was I last in?", (("12", "12th"), ("November", "Nov", "2026-11")), ()),
            ("what did I buy last time?", (("boot",),), ()),
            ("what did I look at in October?", (("cardigan",),), ()),
            ("what was the first thing I bought here?", (("wrap dress", "dress"),), ()),
            ("what colour was the dress I bought?", (("plum",),), ()),
            ("what size am I in dresses?", (("6",),), ()),
            ("what's my shoe size?", NK, ()),
            ("what's my budget?", NK, ()),
            ("what colours do I avoid?", NK, ()),
            ("do I have any plans coming up?", NK, ()),
        ],
    },
    {  # 21: a christening, a size, a refused colour, a budget
        "facts": [
            ("2026-11-05", "Son's christening is on 3 April 2027."),
            ("2026-11-05", "Wears a size 16."),
            ("2026-11-05", "Hates pink."),
            ("2026-11-05", "Budget for the outfit is 100."),
        ],
        "visits": [
            (
                "2026-11-05",
                "Looked at blush and sky blue dresses; bought nothing.",
                "Orchard Sky Blue Midi Dress ({brand0}); Lane Blush Wrap Dress ({brand3})",
                "",
            ),
        ],
        "questions": [
            ("when's my son's christening?", (("April",), ("3", "3rd")), ()),
            ("what size am I?", (("16",),), ()),
            ("which colour do I hate?", (("pink",),), ()),
            ("what's my budget for the outfit?", (("100",),), ()),
            ("do I like pink?", (NO,), ("Yes",)),
            ("what did I look at last time?", (("dress",),), ()),
            ("what size is my son?", NK, ()),
            ("which brand do I like?", NK, ()),
            ("what's my shoe size?", NK, ()),
            ("what do you remember about me?", (("christening",), ("16",), ("pink",)), ()),
        ],
    },
    {  # 22: chest with fit, collar, liked colours, refused brand, a cruise
        "facts": [
            ("2026-10-08", "Takes a 42 long in jackets."),
            ("2026-10-08", "Wears a 16 collar."),
            ("2026-10-08", "Likes charcoal and navy."),
            ("2026-10-08", "Avoids {brand1}; says its sizing is all over the place."),
            ("2026-10-08", "Going on a Mediterranean cruise in April 2027."),
        ],
        "visits": [
            (
                "2026-10-08",
                "Looked at blazers and linen shirts for the cruise; bought a charcoal blazer.",
                "Heritage Charcoal Blazer ({brand0}); Coastal Navy Shirt ({brand3})",
                "Heritage Charcoal Blazer ({brand0})",
            ),
        ],
        "questions": [
            ("what jacket size am I?", (("42",), ("long", "42L")), ()),
            ("what's my collar?", (("16",),), ()),
            ("which colours do I like?", (("charcoal",), ("navy",)), ()),
            ("which brand do I avoid?", (("{brand1}",),), ()),
            ("where am I going in April?", (("cruise", "Mediterranean"),), ()),
            ("what did I buy?", (("blazer",),), ()),
            ("do I like {brand1}?", (NO,), ("Yes",)),
            ("what's my waist size?", NK, ()),
            ("what's my budget?", NK, ()),
            ("what does my wife like?", NK, ()),
        ],
    },
    {  # 23: a work trip, a liked brand, a coat budget
        "facts": [
            ("2026-11-16", "Has a work trip to New York from 10 to 14 March 2027."),
            ("2026-11-16", "Wears an L."),
            ("2026-11-16", "Will spend up to 150 on a coat."),
            ("2026-11-16", "Likes {brand0}."),
        ],
        "visits": [
            (
                "2026-11-16",
                "Looked at coats from {brand0}; bought nothing.",
                "City Camel Coat ({brand0}); Harbour Navy Coat ({brand0})",
                "",
            ),
            (
                "2026-11-30",
                "Looked at scarves and gloves; bought a camel scarf.",
                "Coastal Camel Scarf ({brand2})",
                "Coastal Camel Scarf ({brand2})",
            ),
        ],
        "questions": [
            ("where's my work trip?", (("New York", "NYC"),), ()),
            ("when does my New York trip start?", (("March",), ("10", "10th")), ()),
            ("what size am I?", (("L", "large"),), ()),
            ("how much will I spend on a coat?", (("150",),), ()),
            ("what's my favourite brand?", (("{brand0}",),), ()),
            ("what did I buy last time?", (("scarf",),), ()),
            ("did I buy a coat?", (NONE_BOUGHT,), ()),
            ("which coats did I look at?", (("camel", "navy", "{brand0}"),), ()),
            ("what colours do I avoid?", NK, ()),
            ("what's my colleague's size?", NK, ()),
        ],
    },
    {  # 24: several refused colours
        "facts": [
            ("2026-09-22", "Never wears orange."),
            ("2026-09-22", "Doesn't wear mustard either."),
            ("2026-09-22", "Avoids pink."),
            ("2026-09-22", "Mostly wears black."),
            ("2026-09-22", "Wears an M."),
        ],
        "visits": [
            (
                "2026-09-22",
                "Looked at black roll necks; bought one.",
                "Studio Black Roll Neck ({brand4})",
                "Studio Black Roll Neck ({brand4})",
            ),
        ],
        "questions": [
            ("what colours do I avoid?", (("orange",), ("mustard",), ("pink",)), ()),
            ("what colour do I mostly wear?", (("black",),), ()),
            ("do I wear orange?", (NO,), ("Yes",)),
            ("is mustard ok for me?", (NO,), ("Yes",)),
            ("what size am I?", (("M", "medium"),), ()),
            (
                "what did I buy last time?",
                (("roll neck", "rollneck", "polo neck", "turtleneck"),),
                (),
            ),
            ("what's my budget?", NK, ()),
            ("what brand do I like?", NK, ()),
            ("what's my shoe size?", NK, ()),
            ("what colours does my husband avoid?", NK, ()),
        ],
    },
    {  # 25: size 18, two liked brands, a budget, a 70th birthday
        "facts": [
            ("2026-10-01", "Wears a size 18."),
            ("2026-10-01", "Likes {brand1} and {brand3}."),
            ("2026-10-01", "Keeps it under 60."),
            ("2026-10-01", "Has her 70th birthday party on 20 February 2027."),
        ],
        "visits": [
            (
                "2026-10-01",
                "Looked at dresses for the party; bought nothing.",
                "Meadow Burgundy Midi Dress ({brand1}); Orchard Navy Wrap Dress ({brand3})",
                "",
            ),
        ],
        "questions": [
            ("what size am I?", (("18",),), ()),
            ("which brands do I like?", (("{brand1}",), ("{brand3}",)), ()),
            ("what's my limit?", (("60",),), ()),
            ("what's the party for?", (("birthday", "70th"),), ()),
            ("when's my party?", (("February",), ("20", "20th")), ()),
            ("what did I look at?", (("dress",),), ()),
            ("do I like {brand3}?", (YES,), ()),
            ("which colours do I avoid?", NK, ()),
            ("what's my shoe size?", NK, ()),
            ("what size is my granddaughter?", NK, ()),
        ],
    },
    {  # 26: a long walk, boots, a waterproof budget
        "facts": [
            ("2026-11-09", "Walking the West Highland Way in May 2027."),
            ("2026-11-09", "Wears an L in jackets."),
            ("2026-11-09", "Takes an EU 43 in boots."),
            ("2026-11-09", "Will spend up to 250 on a waterproof."),
            ("2026-11-09", "Likes forest green."),
        ],
        "visits": [
            (
                "2026-11-09",
                "Looked at rain jackets and boots; bought {brand3} boots in a 43.",
                "Summit Forest Green Rain Jacket ({brand2}); Fell Chocolate Boots ({brand3})",
                "Fell Chocolate Boots ({brand3})",
            ),
        ],
        "questions": [
            ("what am I training for?", (("West Highland Way", "walk", "hike", "hiking"),), ()),
            ("when's the walk?", (("May",),), ()),
            ("what size jacket am I?", (("L", "large"),), ()),
            ("what's my boot size?", (("43",),), ()),
            ("how much will I spend on a waterproof?", (("250",),), ()),
            ("what colour do I like?", (("forest green", "green"),), ()),
            ("what did I buy?", (("boot",),), ()),
            ("did I buy the rain jacket?", (NONE_BOUGHT,), ()),
            ("which brands do I avoid?", NK, ()),
            ("what's my walking partner's size?", NK, ()),
        ],
    },
    {  # 27: a move abroad, a refused brand, a parka budget
        "facts": [
            ("2026-11-22", "Moving to Canada in January 2027."),
            ("2026-11-22", "Wears XL."),
            ("2026-11-22", "Won't buy {brand4}."),
            ("2026-11-22", "Budget for a parka is 300."),
        ],
        "visits": [
            (
                "2026-11-22",
                "Looked at parkas and beanies; bought a beanie.",
                "Summit Black Parka ({brand0}); Weekend Rust Beanie ({brand1})",
                "Weekend Rust Beanie ({brand1})",
            ),
        ],
        "questions": [
            ("where am I moving?", (("Canada",),), ()),
            ("when am I moving?", (("January",),), ()),
            ("what size am I?", (("XL", "extra large"),), ()),
            ("which brand won't I buy?", (("{brand4}",),), ()),
            ("what's my parka budget?", (("300",),), ()),
            ("do I like {brand4}?", (NO,), ("Yes",)),
            ("what did I buy last time?", (("beanie", "hat"),), ()),
            ("what colour do I like?", NK, ()),
            ("what's my shoe size?", NK, ()),
            ("what size is my partner?", NK, ()),
        ],
    },
    {  # 28: a single fact
        "facts": [("2026-10-25", "Wears a size 6 in shoes.")],
        "visits": [],
        "questions": [
            ("what's my shoe size?", (("6",),), ()),
            ("what size dress do I wear?", NK, ()),
            ("what's my budget?", NK, ()),
            ("what colours do I like?", NK, ()),
            ("what brands do I avoid?", NK, ()),
            ("have I got any events coming up?", NK, ()),
            ("what did I buy last time?", NK, ()),
            ("am I a 6 in shoes?", (YES,), ()),
            ("am I a 7 in shoes?", (NO, ("6",)), ("Yes",)),
            ("what's my daughter's shoe size?", NK, ()),
        ],
    },
    {  # 29: a bridesmaid, liked colour and brand, a budget
        "facts": [
            ("2026-10-17", "Is a bridesmaid at her sister's wedding on 12 June 2027."),
            ("2026-10-17", "Wears a size 10."),
            ("2026-10-17", "Likes blush."),
            ("2026-10-17", "Can spend up to 120."),
            ("2026-10-17", "{brand2} is her favourite brand."),
        ],
        "visits": [
            (
                "2026-10-17",
                "Looked at blush midi dresses; bought nothing.",
                "Orchard Blush Midi Dress ({brand2}); Studio Blush Wrap Dress ({brand0})",
                "",
            ),
            (
                "2026-11-29",
                "Looked at sandals; bought {brand2} blush sandals.",
                "Coastal Blush Sandals ({brand2})",
                "Coastal Blush Sandals ({brand2})",
            ),
        ],
        "questions": [
            ("whose wedding am I in?", (("sister",),), ()),
            ("when's the wedding?", (("June",), ("12", "12th")), ()),
            ("what's my role at the wedding?", (("bridesmaid",),), ()),
            ("what size am I?", (("10",),), ()),
            ("what colour do I like?", (("blush",),), ()),
            ("what's my budget?", (("120",),), ()),
            ("do I like {brand2}?", (YES,), ()),
            ("what did I buy last time?", (("sandal",),), ()),
            ("what did I look at on the visit before last?", (("dress",),), ()),
            ("what's my sister's dress size?", NK, ()),
            ("what colours do I avoid?", NK, ()),
        ],
    },
    {  # 30: every category stated, asked broadly
        "facts": [
            ("2026-08-02", "Wears an XL in hoodies and jumpers."),
            ("2026-08-02", "Takes a UK 11 in trainers."),
            ("2026-08-02", "Likes cobalt."),
            ("2026-08-02", "Avoids camel."),
            ("2026-08-02", "Won't pay more than 95."),
            ("2026-09-30", "Has a stag do in Dublin on 6 March 2027."),
        ],
        "visits": [
            (
                "2026-09-30",
                "Looked at cobalt jumpers and trainers; bought cobalt trainers.",
                "Ridge Cobalt Jumper ({brand3}); Everyday Cobalt Trainers ({brand4})",
                "Everyday Cobalt Trainers ({brand4})",
            ),
        ],
        "questions": [
            ("what do you know about me?", (("XL",), ("11",), ("cobalt",)), ()),
            ("what size jumper am I?", (("XL", "extra large"),), ()),
            ("trainer size?", (("11",),), ()),
            ("which colour do I like?", (("cobalt",),), ()),
            ("which colour do I avoid?", (("camel",),), ()),
            ("what's the most I'll pay?", (("95",),), ()),
            ("where's the stag do?", (("Dublin",),), ()),
            ("when's the stag?", (("March",), ("6", "6th")), ()),
            ("what did I buy?", (("trainer",),), ()),
            ("do I like camel?", (NO,), ("Yes",)),
            ("which brands do I like?", NK, ()),
            ("what's the groom's size?", NK, ()),
        ],
    },
]


# The writer kept each visit as (date, summary, products looked at, products bought); the
# corpus format is (date, shopper message, assistant reply, one-line summary). Mapped here,
# mechanically and without rewording: the summary is what the shopper asked about and the
# visit's summary; the products are the reply.
def _visit(date: str, summary: str, looked: str, bought: str) -> tuple[str, str, str, str]:
    reply = f"Products shown: {looked}." + (f" Bought: {bought}." if bought else "")
    return (date, summary, reply, summary)


for _profile in PROFILES:
    _profile["visits"] = [_visit(*visit) for visit in _profile["visits"]]
