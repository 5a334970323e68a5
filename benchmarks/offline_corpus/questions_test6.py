"""split "test6" (issue 18), written blind, by hand, on 2026-12-02 by a ninth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.

Questions about the shopper: the facts the memory server stated, earlier visits (day, message,
answer, extracted context or ''), and what each answer must and must not say.
"""

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    {
        "facts": [
            ("2026-09-14 11:20", "The shopper wears size M."),
            ("2026-09-14 11:20", "The shopper likes navy."),
            ("2026-10-02 16:45", "The shopper's budget is under 70."),
        ],
        "visits": [
            (
                "2026-09-14",
                "hi, I'm a medium and I love navy, any jumpers?",
                "We have a navy merino jumper in M at 65.",
                "The shopper looked at navy jumpers in size M.",
            ),
            (
                "2026-10-02",
                "need a coat, nothing over 70",
                "The wool-blend coat is 69 and comes in M.",
                "The shopper was shopping for a coat under 70.",
            ),
        ],
        "questions": [
            ("what size do I wear?", [["M", "medium"]], []),
            ("remind me of my budget", [["70"]], []),
            ("Which colour am I into", [["navy"]], []),
            ("what was I after last time?", [["coat"]], []),
            ("what did I look at on my first visit", [["jumper"]], []),
            ("have I ever told you my shoe size?", [[NOT_KNOWN]], []),
            ("whats my fave brand", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-07-08 09:15", "The shopper wears UK size 12."),
            ("2026-07-08 09:15", "The shopper dislikes yellow."),
            ("2026-11-05 14:30", "The shopper now wears UK size 14."),
        ],
        "visits": [
            (
                "2026-07-08",
                "size 12, no yellow please. got summer dresses?",
                "Here are three floral summer dresses in a 12.",
                "",
            ),
            (
                "2026-11-05",
                "I've gone up to a 14 now, looking for jeans",
                "These straight-leg jeans come in a 14.",
                "The shopper looked at straight-leg jeans in size 14.",
            ),
        ],
        "questions": [
            ("what size am I these days?", [["14"]], ["12"]),
            ("has my size changed at all", [["14"], ["12"]], []),
            ("what size was I before?", [["12"]], []),
            ("colour I avoid?", [["yellow"]], []),
            ("what was I looking for back in July", [["dress"]], []),
            ("which jeans did I look at", [["straight"]], []),
            ("do you know my budget?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-06-03 13:40", "The shopper prefers {brand1}."),
            ("2026-06-03 13:40", "The shopper's budget is up to 50."),
            ("2026-09-22 17:05", "The shopper's budget is now up to 90."),
        ],
        "visits": [
            (
                "2026-06-03",
                "any {brand1} tees? nothing over 50",
                "Yes, {brand1} has a crew-neck tee at 18.",
                "The shopper wanted {brand1} t-shirts under 50.",
            ),
            (
                "2026-09-22",
                "I've upped my budget to 90, any {brand1} hoodies?",
                "Yes, the {brand1} zip hoodie at 85.",
                "",
            ),
        ],
        "questions": [
            ("how much am I happy to spend now", [["90"]], ["50"]),
            ("what brand do I normally go for?", [["{brand1}"]], []),
            ("did my budget change? what was it before", [["50"]], []),
            ("What did I shop for in June?", [["t-shirt", "tee"]], []),
            ("which hoodie was it I looked at", [["zip", "Zip"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("Do I have any events coming up?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-11 10:25", "The shopper is going to a wedding on 21 November."),
            ("2026-10-11 10:25", "The shopper wears a 40R suit jacket."),
            ("2026-10-11 10:26", "The shopper's collar size is 15.5."),
        ],
        "visits": [
            (
                "2026-10-11",
                "wedding on the 21st of Nov, need a suit and a shirt. 40R, 15.5 collar",
                "Here's a slim two-piece in 40R and a white shirt in 15.5.",
                "The shopper was looking for a suit and a shirt for a wedding.",
            ),
        ],
        "questions": [
            (
                "when's the wedding again?",
                [["21 November", "November 21", "21st November", "November 21st", "21st"]],
                [],
            ),
            ("what's my jacket size", [["40R"]], []),
            ("collar?", [["15.5", "15½", "fifteen and a half"]], []),
            ("what have I got on 21 November", [["wedding"]], []),
            ("what was I shopping for last time I was here?", [["suit"]], []),
            ("what colours do i like", [[NOT_KNOWN]], []),
            ("what did I say my budget was for the wedding outfit?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-08-19 15:10", "The shopper's shoe size is UK 8.5."),
            ("2026-08-19 15:10", "The shopper prefers {brand3}."),
            ("2026-11-12 09:40", "The shopper is running a half marathon in March."),
        ],
        "visits": [
            (
                "2026-08-19",
                "uk 8.5, any {brand3} trainers?",
                "We have {brand3} road runners in 8.5.",
                "The shopper looked at {brand3} running trainers in UK 8.5.",
            ),
            (
                "2026-11-12",
                "training for a half in March, need leggings",
                "These thermal running leggings would do the job.",
                "The shopper wanted running leggings for a half marathon.",
            ),
        ],
        "questions": [
            ("what shoe size am I", [["8.5", "eight and a half", "8½"]], []),
            ("which brand do I like?", [["{brand3}"]], []),
            ("what am I training for again", [["marathon"]], []),
            ("When is my race?", [["March"]], []),
            ("what did I look at in august", [["trainer", "runner"]], []),
            ("what was I after on my last visit?", [["legging"]], []),
            ("what's my clothes size", [[NOT_KNOWN]], []),
            ("is there a colour I avoid?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-06-27 12:05", "The shopper's favourite colour is pink."),
            ("2026-06-27 12:05", "The shopper wears size S."),
            ("2026-10-30 18:15", "The shopper's favourite colour is now green."),
        ],
        "visits": [
            (
                "2026-06-27",
                "pink tops in a small?",
                "Here's a pink linen top in S.",
                "",
            ),
            (
                "2026-10-30",
                "gone right off pink, green's my thing now. jumpers?",
                "Here are a few green knits.",
                "The shopper looked at green knitwear.",
            ),
        ],
        "questions": [
            ("what's my favourite colour", [["green"]], ["pink"]),
            ("what colour did I use to like?", [["pink"]], []),
            ("size", [["S", "small"]], []),
            ("what did I look at in June?", [["top", "linen"]], []),
            ("and what was I after in October", [["knit", "jumper"]], []),
            ("budget??", [[NOT_KNOWN]], []),
            ("have I said anything about brands", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-02 20:10", "The shopper is going on holiday to Lisbon in December."),
            ("2026-11-02 20:10", "The shopper's budget is between 40 and 60."),
            ("2026-11-02 20:11", "The shopper dislikes white."),
        ],
        "visits": [
            (
                "2026-11-02",
                "off to Lisbon in Dec, need a light jacket, 40 to 60, not white",
                "A stone bomber at 55 or an olive overshirt at 48.",
                "The shopper was looking for a light jacket for a trip to Lisbon.",
            ),
        ],
        "questions": [
            ("where am I going on holiday?", [["Lisbon"]], []),
            ("when's my trip", [["December", "Dec"]], []),
            ("What's my price range?", [["40"], ["60"]], []),
            ("which colour should you keep me away from", [["white"]], []),
            ("what was I shopping for last time", [["jacket"]], []),
            ("whats my size", [[NOT_KNOWN]], []),
            ("what brand do I like", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-01 08:50", "The shopper wears W32 L30 jeans."),
            ("2026-09-01 08:50", "The shopper prefers {brand0}."),
            ("2026-11-18 13:35", "The shopper now wears W34 L30 jeans."),
        ],
        "visits": [
            (
                "2026-09-01",
                "W32 L30, any {brand0} slim jeans?",
                "Yes, black slim jeans from {brand0} in W32 L30.",
                "",
            ),
            (
                "2026-11-18",
                "I'm a 34 waist now, same leg. bootcut?",
                "The {brand0} bootcut comes in W34 L30.",
                "The shopper looked at {brand0} bootcut jeans in W34 L30.",
            ),
        ],
        "questions": [
            ("what waist am I now", [["34", "W34"]], ["32", "W32"]),
            ("what's my leg length?", [["30", "L30"]], []),
            ("jeans size pls", [["34", "W34"]], ["32", "W32"]),
            ("what was my waist before?", [["32", "W32"]], []),
            ("fave brand?", [["{brand0}"]], []),
            ("what did I look at on my first visit", [["slim"]], []),
            ("What did I look at most recently?", [["bootcut"]], []),
            ("any colour I hate?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-20 10:40", "The shopper has a job interview at a bank on 3 December."),
            ("2026-11-20 10:40", "The shopper wears a size 10."),
            ("2026-11-20 10:41", "The shopper likes charcoal grey."),
        ],
        "visits": [],
        "questions": [
            ("what's happening on the 3rd?", [["interview"]], []),
            (
                "when's my interview",
                [["3 December", "December 3", "3rd December", "December 3rd", "3rd"]],
                [],
            ),
            ("where's the interview?", [["bank"]], []),
            ("what size do i take", [["10"]], []),
            ("Which colours suit me?", [["charcoal", "grey", "gray"]], []),
            ("have I told you how much I want to spend?", [[NOT_KNOWN]], []),
            ("shoe size?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-08-05 11:00", "The shopper wears size L."),
            ("2026-08-05 11:00", "The shopper prefers {brand4}."),
            ("2026-08-05 11:01", "The shopper avoids orange."),
            ("2026-09-09 15:20", "The shopper's budget is up to 120."),
            ("2026-09-09 15:20", "The shopper is going skiing in January."),
        ],
        "visits": [],
        "questions": [
            (
                "what do you remember about me?",
                [["L", "large"], ["{brand4}"], ["orange"], ["120"], ["skiing", "ski"]],
                [],
            ),
            (
                "tell me what you know about me",
                [["L", "large"], ["{brand4}"], ["skiing", "ski"]],
                [],
            ),
            ("what's my size and my budget", [["L", "large"], ["120"]], []),
            ("What brand and colour stuff have I told you?", [["{brand4}"], ["orange"]], []),
            ("what am I doing in January?", [["skiing", "ski"]], []),
            ("when am i going skiing", [["January", "Jan"]], []),
            ("what's my shoe size", [[NOT_KNOWN]], []),
            ("waist size?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [],
        "visits": [
            (
                "2026-09-15",
                "got any raincoats?",
                "Yes, a hooded raincoat at 55 and a mac at 80.",
                "The shopper asked about raincoats.",
            ),
            (
                "2026-10-20",
                "show me wool scarves",
                "Here are four wool scarves.",
                "The shopper looked at wool scarves.",
            ),
            (
                "2026-11-25",
                "do you do cashmere gloves?",
                "Yes, cashmere gloves in grey and camel at 45.",
                "",
            ),
        ],
        "questions": [
            ("what was I looking at the first time I came", [["raincoat"]], []),
            ("what did I look at in october?", [["scarf", "scarves"]], []),
            ("last time?", [["glove"]], []),
            ("What did I ask about in November", [["glove"]], []),
            ("whats my size", [[NOT_KNOWN]], []),
            ("my budget?", [[NOT_KNOWN]], []),
            ("which brand do i like", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-07-14 19:30", "The shopper's budget is up to 200."),
            ("2026-07-14 19:30", "The shopper prefers {brand2}."),
            ("2026-07-14 19:31", "The shopper wears EU 42 shoes."),
            ("2026-11-09 12:15", "The shopper's budget is now up to 100."),
        ],
        "visits": [],
        "questions": [
            ("whats my budget now", [["100"]], ["200"]),
            ("I cut my budget didn't I, from what?", [["200"]], []),
            ("shoe size", [["42"]], []),
            ("Which brand?", [["{brand2}"]], []),
            ("what size clothes do I wear", [[NOT_KNOWN]], []),
            ("anything coming up I'm shopping for?", [[NOT_KNOWN]], []),
            ("what are my budget and shoe size", [["100"], ["42"]], ["200"]),
        ],
    },
    {
        "facts": [
            ("2026-08-28 14:05", "The shopper has a wedding to attend in October."),
            ("2026-08-28 14:05", "The shopper wears size 16."),
            ("2026-10-25 11:45", "The shopper is going to a christening on 6 December."),
        ],
        "visits": [
            (
                "2026-08-28",
                "wedding in october, size 16, do you have jumpsuits",
                "Yes, a wide-leg jumpsuit in 16.",
                "The shopper looked at jumpsuits for a wedding.",
            ),
        ],
        "questions": [
            ("what's coming up for me?", [["christening"]], []),
            ("what am I shopping for on 6 December", [["christening"]], []),
            (
                "when's the christening",
                [["6 December", "December 6", "6th December", "December 6th", "6th"]],
                [],
            ),
            ("what was the do in October?", [["wedding"]], []),
            ("size pls", [["16"]], []),
            ("what did I look at for the wedding", [["jumpsuit"]], []),
            ("do I have a favourite colour", [[NOT_KNOWN]], []),
            ("Brand I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-07 17:55", "The shopper wears size XS."),
            ("2026-10-07 17:55", "The shopper loves burgundy."),
            ("2026-10-07 17:56", "The shopper prefers {brand0}."),
        ],
        "visits": [
            (
                "2026-10-07",
                "hiya xs, burgundy, {brand0} pls",
                "Here's a burgundy {brand0} cardigan in XS.",
                "The shopper looked at burgundy {brand0} cardigans in XS.",
            ),
        ],
        "questions": [
            ("wat size am i", [["XS", "extra small", "extra-small"]], []),
            ("my fav colour??", [["burgundy"]], []),
            ("wot brand do i like", [["{brand0}"]], []),
            ("size + colour pls", [["XS", "extra small", "extra-small"], ["burgundy"]], []),
            ("wot did i look at b4", [["cardigan"]], []),
            ("do u know my budget", [[NOT_KNOWN]], []),
            ("any plans i mentioned?", [[NOT_KNOWN]], []),
            ("shoe size?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-29 16:20", "The shopper wears US size 6 in dresses."),
            ("2026-09-29 16:20", "The shopper wears US 7.5 shoes."),
            ("2026-11-14 10:10", "The shopper's budget is up to 150."),
        ],
        "visits": [
            (
                "2026-09-29",
                "I'm a US 6, looking for a midi dress for fall. shoes are a 7.5",
                "Here's a rust midi dress in US 6.",
                "",
            ),
            (
                "2026-11-14",
                "ankle boots? max 150",
                "These suede ankle boots are 139.",
                "The shopper looked at ankle boots under 150.",
            ),
        ],
        "questions": [
            ("what dress size am i", [["6"]], []),
            ("Shoe size?", [["7.5", "seven and a half"]], []),
            ("how much can I spend", [["150"]], []),
            ("what are my sizes", [["6"], ["7.5", "seven and a half"]], []),
            ("what did I look at in September?", [["midi", "dress"]], []),
            ("what was the last thing I looked at", [["boot"]], []),
            ("what brand do I like?", [[NOT_KNOWN]], []),
            ("what color do I like", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-06-10 13:15", "The shopper is going to a festival in August."),
            ("2026-06-10 13:15", "The shopper likes bright colours, especially orange."),
            ("2026-06-10 13:16", "The shopper wears size M."),
            ("2026-09-03 09:30", "The shopper wears size L."),
        ],
        "visits": [
            (
                "2026-06-10",
                "festival in august!! bucket hats? shorts? bright stuff, I'm a M",
                "An orange bucket hat and some printed shorts in M.",
                "The shopper looked at bucket hats and shorts for a festival.",
            ),
        ],
        "questions": [
            ("what size am i now?", [["L", "large"]], ["M", "medium"]),
            ("was I a different size before", [["M", "medium"]], []),
            ("what am I going to in August", [["festival"]], []),
            ("when's the festival?", [["August", "Aug"]], []),
            ("colours I like", [["orange", "bright"]], []),
            ("what did I look at for the festival?", [["bucket", "hat", "shorts"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-16 11:35", "The shopper wears a size 18."),
            ("2026-10-16 11:35", "The shopper dislikes beige."),
            ("2026-10-16 11:36", "The shopper's budget is about 60 pounds."),
            ("2026-10-16 11:36", "The shopper is attending a funeral on Friday."),
        ],
        "visits": [],
        "questions": [
            ("Could you remind me what size I take, please?", [["18"]], []),
            ("Would you mind telling me which colour I'd rather avoid?", [["beige"]], []),
            ("Sorry, what did I say my budget was?", [["60"]], []),
            ("What was it I needed an outfit for?", [["funeral"]], []),
            ("Have I mentioned a brand I like?", [[NOT_KNOWN]], []),
            ("Do you happen to know my shoe size?", [[NOT_KNOWN]], []),
            (
                "what do you know about me, love",
                [["18"], ["beige"], ["60"], ["funeral"]],
                [],
            ),
        ],
    },
    {
        "facts": [
            ("2026-07-21 08:05", "The shopper's waist is 36."),
            ("2026-07-21 08:05", "The shopper's inside leg is 32."),
            ("2026-07-21 08:06", "The shopper prefers {brand1}."),
            ("2026-07-21 08:06", "The shopper likes olive."),
        ],
        "visits": [
            (
                "2026-07-21",
                "36 waist 32 leg, olive {brand1} cargos?",
                "The {brand1} olive cargo trousers come in 36/32.",
                "",
            ),
        ],
        "questions": [
            ("waist and leg", [["36"], ["32"]], []),
            ("brand + colour?", [["{brand1}"], ["olive"]], []),
            ("my waist", [["36"]], []),
            ("and leg?", [["32"]], []),
            ("what trousers did I look at", [["cargo"]], []),
            ("budget", [[NOT_KNOWN]], []),
            ("have I got any events on", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            (
                "2026-11-10 15:50",
                "The shopper is presenting at a conference in Berlin next week.",
            ),
            ("2026-11-10 15:50", "The shopper wears a 42L blazer."),
            ("2026-11-10 15:51", "The shopper prefers {brand3}."),
            ("2026-11-10 15:51", "The shopper's budget is up to 250."),
        ],
        "visits": [
            (
                "2026-11-10",
                "conference in Berlin, need a blazer, 42L, {brand3} if poss",
                "The {brand3} navy blazer comes in 42L at 229.",
                "The shopper looked at a navy {brand3} blazer for a conference.",
            ),
        ],
        "questions": [
            ("where's my conference", [["Berlin"]], []),
            ("What's the trip for?", [["conference", "present"]], []),
            ("blazer size", [["42L"]], []),
            ("which brand do I go for", [["{brand3}"]], []),
            ("max spend?", [["250"]], []),
            ("what did I look at last time", [["blazer"]], []),
            ("what colours do I hate", [[NOT_KNOWN]], []),
            ("shoe size", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [("2026-07-17 12:40", "The shopper wears size XL.")],
        "visits": [
            ("2026-06-05", "swimsuits?", "Here are our swimsuits, from 25.", ""),
            (
                "2026-07-17",
                "linen shirts in XL",
                "Three linen shirts in XL.",
                "The shopper looked at linen shirts.",
            ),
            (
                "2026-08-24",
                "sandals please",
                "Leather and rubber sandals below.",
                "The shopper looked at sandals.",
            ),
            (
                "2026-10-09",
                "show me gilets",
                "This quilted gilet is popular.",
                "The shopper looked at a quilted gilet.",
            ),
            (
                "2026-11-21",
                "do you have thermal socks",
                "Yes, thermal socks in a three-pack.",
                "",
            ),
        ],
        "questions": [
            ("what was the very first thing I asked you about?", [["swim"]], []),
            ("what did I look at in July", [["linen", "shirt"]], []),
            ("in August?", [["sandal"]], []),
            ("what did I check out in October", [["gilet"]], []),
            ("what did I ask about last time?", [["sock", "thermal"]], []),
            ("size", [["XL", "extra large", "extra-large"]], []),
            ("budget?", [[NOT_KNOWN]], []),
            ("what brand do I prefer", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-08-30 14:25", "The shopper is starting university in September."),
            ("2026-08-30 14:25", "The shopper's budget is 30 at most."),
            ("2026-08-30 14:26", "The shopper dislikes pastels."),
            ("2026-08-30 14:26", "The shopper wears size S."),
        ],
        "visits": [],
        "questions": [
            ("what's my budget?", [["30"]], []),
            ("what am i starting in september", [["university", "uni"]], []),
            ("colours I don't like", [["pastel"]], []),
            ("what size am I", [["S", "small"]], []),
            ("brand?", [[NOT_KNOWN]], []),
            ("do you know my shoe size", [[NOT_KNOWN]], []),
            ("my size and budget please", [["S", "small"], ["30"]], []),
        ],
    },
    {
        "facts": [
            ("2026-06-18 10:30", "The shopper prefers {brand2}."),
            ("2026-06-18 10:30", "The shopper wears size M."),
            ("2026-10-14 16:40", "The shopper now prefers {brand4}."),
        ],
        "visits": [
            (
                "2026-10-14",
                "I've switched to {brand4}, any puffers in M?",
                "The {brand4} puffer jacket is in stock in M.",
                "The shopper looked at {brand4} puffer jackets in M.",
            ),
        ],
        "questions": [
            ("which brand do I like now", [["{brand4}"]], ["{brand2}"]),
            ("What brand did I used to like?", [["{brand2}"]], []),
            ("has my brand changed", [["{brand4}"], ["{brand2}"]], []),
            ("size?", [["M", "medium"]], []),
            ("what did I look at in october", [["puffer"]], []),
            ("colour?", [[NOT_KNOWN]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-27 19:20", "The shopper has a first date on 12 December."),
            ("2026-11-27 19:20", "The shopper likes black."),
            ("2026-11-27 19:21", "The shopper wears size 8."),
        ],
        "visits": [
            (
                "2026-11-27",
                "first date on the 12th, something black in an 8?",
                "A black wrap top in 8 would look great.",
                "",
            ),
        ],
        "questions": [
            ("what have I got on 12 December?", [["date"]], []),
            (
                "when's my date",
                [["12 December", "December 12", "12th December", "December 12th", "12th"]],
                [],
            ),
            ("what colour do I like", [["black"]], []),
            ("size?", [["8"]], []),
            ("what did I look at for my date", [["wrap", "top"]], []),
            ("budget", [[NOT_KNOWN]], []),
            ("have I got a favourite brand", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-03 12:50", "The shopper's chest is 96 cm."),
            ("2026-10-03 12:51", "The shopper prefers {brand0}."),
            ("2026-10-03 12:51", "The shopper is going hiking in Scotland in May."),
        ],
        "visits": [
            (
                "2026-10-03",
                "hiking in Scotland in May, 96cm chest, {brand0}?",
                "The {brand0} waterproof shell comes in a 96 cm chest.",
                "The shopper looked at waterproof jackets for hiking.",
            ),
        ],
        "questions": [
            ("what's my chest measurement", [["96"]], []),
            ("where am I hiking?", [["Scotland"]], []),
            ("when's the hike", [["May"]], []),
            ("my brand", [["{brand0}"]], []),
            ("what was I looking at?", [["waterproof", "jacket"]], []),
            ("how much do I want to spend", [[NOT_KNOWN]], []),
            ("colours i like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-06-01 09:05", "The shopper wears size 3XL."),
            ("2026-06-01 09:05", "The shopper likes dark colours."),
            ("2026-10-19 17:25", "The shopper now wears size XXL."),
            ("2026-10-19 17:25", "The shopper prefers {brand1}."),
        ],
        "visits": [],
        "questions": [
            ("what size do I take now", [["XXL", "2XL"]], ["3XL"]),
            ("what size was I before?", [["3XL"]], []),
            ("which colours do I like", [["dark"]], []),
            ("brand?", [["{brand1}"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("have I said what I'm shopping for, like an event?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-12 11:10", "The shopper is going on a cruise at Christmas."),
            ("2026-09-12 11:10", "The shopper's budget is 80 per item."),
            ("2026-09-12 11:11", "The shopper likes red."),
        ],
        "visits": [
            (
                "2026-09-12",
                "cruise at christmas, evening dresses? 80 each max",
                "Here are four evening dresses under 80.",
                "The shopper looked at evening dresses for a cruise.",
            ),
            ("2026-11-03", "Any red heels in a 5?", "Yes, red block heels in UK 5.", ""),
        ],
        "questions": [
            ("what am I doing at christmas", [["cruise"]], []),
            ("what's my budget per item?", [["80"]], []),
            ("colour I like", [["red", "Red"]], []),
            ("what did I look at for the cruise", [["evening", "dress"]], []),
            ("what did I ask about in November?", [["heel"]], []),
            ("clothing size?", [[NOT_KNOWN]], []),
            ("brand", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-07-02 15:35", "The shopper is a bridesmaid at a wedding in September."),
            ("2026-07-02 15:35", "The shopper wears size 10."),
            ("2026-08-16 13:05", "The shopper wears size 8."),
        ],
        "visits": [],
        "questions": [
            ("what size am I", [["8"]], ["10"]),
            ("what was my old size?", [["10"]], []),
            ("what's my role at the wedding", [["bridesmaid"]], []),
            ("when's the wedding I'm in", [["September", "Sept", "Sep"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("any colours I like", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            (
                "2026-10-22 10:15",
                "The shopper's budget is ideally under 90 and no more than 110.",
            ),
            ("2026-10-22 10:15", "The shopper prefers {brand2}."),
            ("2026-10-22 10:16", "The shopper dislikes mustard yellow."),
        ],
        "visits": [
            (
                "2026-10-22",
                "winter coat, {brand2}, no mustard, under 90 ideally",
                "The {brand2} duffle coat is 89.",
                "The shopper wanted a winter coat.",
            ),
        ],
        "questions": [
            ("what's my absolute max", [["110"]], []),
            ("ideally how much?", [["90"]], []),
            ("what colour is off the table for me", [["mustard"]], []),
            ("brand", [["{brand2}"]], []),
            ("what size am I?", [[NOT_KNOWN]], []),
            ("what was I shopping for", [["coat"]], []),
            ("upcoming occasion?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-08-11 16:00", "The shopper wears a men's US 10.5 shoe."),
            ("2026-08-11 16:00", "The shopper's budget is $120."),
            (
                "2026-08-11 16:01",
                "The shopper is going to a bachelor party in Vegas in October.",
            ),
            ("2026-08-11 16:01", "The shopper likes khaki."),
        ],
        "visits": [],
        "questions": [
            ("yo what's my shoe size", [["10.5", "ten and a half"]], []),
            ("how much did I say I'd spend?", [["120"]], []),
            ("where's the bachelor party", [["Vegas"]], []),
            ("when is the bachelor party?", [["October", "Oct"]], []),
            ("what color do I like", [["khaki"]], []),
            ("what's my pant size", [[NOT_KNOWN]], []),
            ("do I have a go-to brand", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-25 12:20", "The shopper wears a 30 waist."),
            ("2026-11-19 18:35", "The shopper wears a 31 waist."),
        ],
        "visits": [
            (
                "2026-09-25",
                "hey, show me cords, also my mate says hi lol",
                "Ha, hi to your mate! Here are some trousers in a 30 waist.",
                "The shopper looked at corduroy trousers.",
            ),
            (
                "2026-11-19",
                "31 waist now, any chinos in stone?",
                "Stone chinos in a 31, yes.",
                "",
            ),
        ],
        "questions": [
            ("waist?", [["31"]], ["30"]),
            ("what was my waist before", [["30"]], []),
            ("what trousers did I look at in September?", [["corduroy", "cord"]], []),
            ("what did I look at in November", [["chino"]], []),
            ("which brand do I like", [[NOT_KNOWN]], []),
            ("my budget", [[NOT_KNOWN]], []),
            ("got anything coming up, have I said?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-24 09:25", "The shopper starts a new job at a law firm on Monday."),
            ("2026-11-24 09:25", "The shopper wears size 12."),
            ("2026-11-24 09:26", "The shopper likes navy and grey."),
            ("2026-11-24 09:26", "The shopper's budget is up to 300."),
        ],
        "visits": [],
        "questions": [
            ("where's my new job", [["law"]], []),
            ("when do I start?", [["Monday"]], []),
            ("what colours do I like", [["navy"], ["grey", "gray"]], []),
            ("Budget?", [["300"]], []),
            ("size", [["12"]], []),
            ("what brand am I into", [[NOT_KNOWN]], []),
            ("shoe size?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-28 20:45", "The shopper is going to a black tie gala on 5 December."),
            ("2026-10-28 20:45", "The shopper wears a 38R dinner jacket."),
            ("2026-10-28 20:46", "The shopper prefers {brand4}."),
        ],
        "visits": [
            (
                "2026-10-28",
                "black tie do on the 5th, 38R, {brand4}?",
                "The {brand4} velvet dinner jacket comes in 38R.",
                "The shopper looked at a velvet dinner jacket.",
            ),
        ],
        "questions": [
            ("what's on 5 December", [["gala", "black tie"]], []),
            (
                "when's the gala?",
                [["5 December", "December 5", "5th December", "December 5th", "5th"]],
                [],
            ),
            ("jacket size", [["38R"]], []),
            ("brand?", [["{brand4}"]], []),
            ("what jacket was I looking at", [["velvet"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("do I have a colour I like", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-08 14:15", "The shopper is going to Greece in February."),
            ("2026-11-08 14:15", "The shopper wears a size 10."),
            ("2026-11-08 14:16", "The shopper wears UK 6 shoes."),
        ],
        "visits": [
            (
                "2026-11-08",
                "off to Greece in Feb, need sandals in a 6",
                "Here are tan leather sandals in UK 6.",
                "",
            ),
        ],
        "questions": [
            ("where am I off to", [["Greece"]], []),
            ("when's my holiday?", [["February", "Feb"]], []),
            ("dress size and shoe size", [["10"], ["6"]], []),
            ("shoe size", [["6"]], []),
            ("what was I after last time?", [["sandal"]], []),
            ("colour", [[NOT_KNOWN]], []),
            ("do you know my budget", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-07-30 11:50", "The shopper is going to a 40th birthday party in August."),
            ("2026-07-30 11:50", "The shopper's budget is up to 45."),
            ("2026-11-16 16:05", "The shopper's budget is up to 65."),
            ("2026-11-16 16:05", "The shopper is throwing a Christmas party on 19 December."),
        ],
        "visits": [],
        "questions": [
            ("budget now?", [["65"]], ["45"]),
            ("what did my budget used to be", [["45"]], []),
            ("what's on 19 December?", [["party"]], []),
            ("what party was I shopping for in the summer", [["birthday", "40th"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("brand i like", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-17 10:35", "The shopper's collar is 16."),
            ("2026-09-17 10:35", "The shopper hates lime green."),
            ("2026-09-17 10:36", "The shopper prefers {brand3} shirts."),
        ],
        "visits": [
            (
                "2026-09-17",
                "16 collar, {brand3}, anything but lime",
                "The {brand3} oxford shirt in blue comes in a 16.",
                "The shopper looked at oxford shirts in a 16 collar.",
            ),
        ],
        "questions": [
            ("collar size?", [["16"]], []),
            ("colour I hate", [["lime"]], []),
            ("what brand for shirts", [["{brand3}"]], []),
            ("what shirts did I look at", [["oxford"]], []),
            ("budget", [[NOT_KNOWN]], []),
            ("am I shopping for anything in particular, an event?", [[NOT_KNOWN]], []),
        ],
    },
]
