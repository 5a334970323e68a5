"""split "test9" (issue 18), written blind, by hand, on 2026-12-02 by a twelfth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.

Questions about the shopper: recalled facts and earlier visits, with what the answer must and
must not say.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"
PROFILES: list[dict] = [
    {  # 1: medium, navy, a budget, one visit with a context
        "facts": [
            ("2026-11-03 10:05", "The shopper wears size M."),
            ("2026-11-03 10:06", "The shopper likes navy."),
            ("2026-11-04 18:20", "The shopper's budget is under 60."),
        ],
        "visits": [
            (
                "2026-11-03",
                "hi, looking for a warm jumper for winter",
                "We have several wool jumpers; the navy crew neck is 55.",
                "The shopper was looking for a warm wool jumper for winter.",
            ),
        ],
        "questions": [
            ("what size am I again", [["M", "medium"]], []),
            ("sorry, memory like a sieve, remind me which colour I said I like?", [["navy"]], []),
            ("do u remember what colour I like?", [["navy"]], []),
            ("What's my budget?", [["60"]], []),
            ("what was I shopping for last time", [["jumper"]], []),
            ("Which brand do I usually go for?", [[NOT_KNOWN]], []),
            ("tell me my size and my budget", [["M", "medium"], ["60"]], []),
            ("what do you remember about me?", [["M", "medium"], ["navy"], ["60"]], []),
        ],
    },
    {  # 2: a dress size that changed, a dislike, a christening
        "facts": [
            ("2026-09-03 11:15", "The shopper wears a UK size 12 dress."),
            ("2026-09-03 11:16", "The shopper dislikes yellow."),
            ("2026-11-05 16:40", "The shopper now wears a UK size 14 dress."),
            ("2026-11-05 16:41", "The shopper has a christening to attend on 29 November."),
        ],
        "visits": [
            (
                "2026-09-03",
                "Do you have wrap dresses in a 12?",
                "Yes, the green wrap dress comes in a UK 12 at 48.",
                "",
            ),
            (
                "2026-11-05",
                "I need something for a christening, I'm a 14 now",
                "The floral tea dress in a 14 would be lovely for a christening.",
                "The shopper wanted a dress for a christening, in a size 14.",
            ),
        ],
        "questions": [
            ("what dress size am I?", [["14"]], ["12"]),
            ("hiya! quick one, wot size dress shud i get", [["14"]], ["12"]),
            ("What size should I be looking at for dresses these days", [["14"]], ["12"]),
            ("what did my size use to be?", [["12"]], []),
            ("has my size changed? from what to what", [["12"], ["14"]], []),
            ("whats the event I've got at the end of november", [["christening"]], []),
            ("which colour do I avoid", [["yellow"]], []),
            ("what did I look at the very first time I came here?", [["wrap"]], []),
            ("Have I told you my budget?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 3: shoes, a brand, a budget that went up
        "facts": [
            ("2026-06-02 09:12", "The shopper takes a UK 9 in shoes."),
            ("2026-06-02 09:13", "The shopper prefers {brand0}."),
            ("2026-06-02 09:14", "The shopper's budget is up to 80."),
            ("2026-11-19 14:05", "The shopper's budget is now up to 100."),
        ],
        "visits": [
            (
                "2026-06-02",
                "any {brand0} trainers in a 9?",
                "We have the {brand0} runner in a UK 9 for 75.",
                "The shopper asked for {brand0} trainers in a UK 9.",
            ),
        ],
        "questions": [
            ("how much am I happy to spend?", [["100", "hundred"]], ["80"]),
            ("what was my old budget before i raised it", [["80"]], []),
            ("What shoe size do I take", [["9", "nine"]], []),
            ("my fave brand?", [["{brand0}"]], []),
            ("remind me of my shoe size and the brand I like", [["9", "nine"], ["{brand0}"]], []),
            ("what was I after back in June?", [["trainer"]], []),
            ("do I have anything coming up I'm shopping for?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 4: waist and leg, colours liked and avoided, a hiking trip
        "facts": [
            ("2026-10-07 19:40", "The shopper wears W32 L30 jeans."),
            ("2026-10-07 19:41", "The shopper likes olive green."),
            ("2026-10-07 19:42", "The shopper avoids brown."),
            ("2026-10-21 08:55", "The shopper is going hiking in the Lake District in April."),
        ],
        "visits": [
            (
                "2026-10-21",
                "need some walking gear for the lakes in april",
                "A waterproof jacket and some walking trousers would be a good start.",
                "The shopper wanted a waterproof jacket and walking trousers for a hiking trip.",
            ),
        ],
        "questions": [
            ("What's my jeans size?", [["W32", "32"], ["L30", "30"]], []),
            ("what's my inside leg", [["L30", "30"]], []),
            ("colours I like?", [["olive"]], []),
            ("Which colour did I say to keep me away from", [["brown"]], []),
            ("where am I going in April?", [["Lake District", "hiking"]], []),
            ("what did I want for the hiking trip", [["jacket", "waterproof"]], []),
            ("Whats my budget again", [[NOT_KNOWN]], []),
        ],
    },
    {  # 5: three occasions, asked by event and by date
        "facts": [
            ("2026-09-14 12:30", "The shopper is a guest at a wedding on 12 June."),
            ("2026-11-20 17:02", "The shopper has a job interview on 3 December."),
            ("2026-11-20 17:03", "The shopper is going on holiday to Portugal in August."),
        ],
        "visits": [],
        "questions": [
            ("When's the wedding I'm going to?", [["12 June", "June 12", "June"]], []),
            ("what have I got on the 3rd of December", [["interview"]], []),
            ("where am i off to on holiday", [["Portugal"]], []),
            ("What's happening in August for me?", [["Portugal", "holiday"]], []),
            ("what plans have I told you about?", [["wedding"], ["interview"], ["Portugal"]], []),
            ("is it a wedding in June or July?", [["June"]], []),
            ("what size do I wear?", [[NOT_KNOWN]], []),
            ("do you know my favourite colour", [[NOT_KNOWN]], []),
        ],
    },
    {  # 6: only a brand is known
        "facts": [("2026-11-11 13:20", "The shopper likes {brand1}.")],
        "visits": [],
        "questions": [
            ("What brand am I into?", [["{brand1}"]], []),
            ("what's my size", [[NOT_KNOWN]], []),
            ("Do you know what colours I like?", [[NOT_KNOWN]], []),
            ("how much do i usually spend", [[NOT_KNOWN]], []),
            ("what did I buy last time I was in?", [[NOT_KNOWN]], []),
            ("anything you know about me", [["{brand1}"]], []),
        ],
    },
    {  # 7: suit and shirt sizes, a new job, a budget
        "facts": [
            ("2026-11-26 09:05", "The shopper wears a 40R suit jacket."),
            ("2026-11-26 09:06", "The shopper takes a 15.5 collar."),
            ("2026-11-26 09:07", "The shopper starts a new job at a bank on 7 December."),
            ("2026-11-26 09:08", "The shopper's budget for a suit is 250."),
        ],
        "visits": [
            (
                "2026-11-26",
                "I start at a bank on the 7th, need a suit and a couple of shirts",
                "A navy two-piece suit in 40R and two white shirts in a 15.5 collar.",
                "",
            ),
        ],
        "questions": [
            ("what's my collar size?", [["15.5", "15 and a half"]], []),
            ("Suit jacket size, remind me", [["40R", "40"]], []),
            ("when do I start the new job", [["7 December", "December 7", "7th"]], []),
            ("where am I starting work", [["bank"]], []),
            ("How much was I planning to spend on the suit?", [["250"]], []),
            ("what did you suggest for me last time?", [["suit"], ["shirt"]], []),
            ("my shoe size?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 8: a colour preference that changed
        "facts": [
            ("2026-05-06 15:00", "The shopper loves red."),
            ("2026-11-09 11:45", "The shopper now prefers green over red."),
            ("2026-11-09 11:46", "The shopper wears size S."),
        ],
        "visits": [],
        "questions": [
            ("what colour do I like these days?", [["green"]], []),
            ("what colour did I used to love", [["red"]], []),
            ("Did my colour preference change?", [["green"], ["red"]], []),
            ("what size am I", [["S", "small"]], []),
            ("colour and size pls", [["green"], ["S", "small"]], []),
            ("What's my budget", [[NOT_KNOWN]], []),
        ],
    },
    {  # 9: visits only, several months
        "facts": [],
        "visits": [
            (
                "2026-08-04",
                "looking for sandals for the beach",
                "The leather sliders are 30 and come in most sizes.",
                "The shopper was looking for sandals for the beach.",
            ),
            (
                "2026-09-15",
                "have you got a light rain jacket?",
                "The packable rain jacket is 65.",
                "",
            ),
            (
                "2026-11-02",
                "I want a proper winter coat",
                "The long padded coat is 140; the wool overcoat is 180.",
                "The shopper wanted a winter coat and looked at a padded coat and a wool overcoat.",
            ),
        ],
        "questions": [
            ("what did I look at the first time I came?", [["sandal"]], []),
            ("What was I after last time", [["coat"]], []),
            ("what was I shopping for in September", [["rain jacket", "jacket"]], []),
            ("in August what was I looking for?", [["sandal"]], []),
            ("which coats did I look at?", [["padded"], ["wool", "overcoat"]], []),
            ("What size do I take?", [[NOT_KNOWN]], []),
            ("do you know my budget", [[NOT_KNOWN]], []),
        ],
    },
    {  # 10: a budget band, a brand, a size, a visit
        "facts": [
            ("2026-10-13 20:10", "The shopper's budget is between 40 and 60."),
            ("2026-10-13 20:11", "The shopper usually buys {brand2}."),
            ("2026-10-13 20:12", "The shopper wears size L."),
        ],
        "visits": [
            (
                "2026-10-13",
                "got a {brand2} raincoat in large? 40 to 60 ideally",
                "The {brand2} hooded raincoat is 58 in L.",
                "The shopper asked for a {brand2} raincoat in L between 40 and 60.",
            ),
        ],
        "questions": [
            ("What's my price range?", [["40"], ["60"]], []),
            ("which label do I normally buy", [["{brand2}"]], []),
            ("size?", [["L", "large"]], []),
            ("what was I looking for last time I was here", [["raincoat"]], []),
            ("tell me what u know about me", [["40"], ["{brand2}"], ["L", "large"]], []),
            ("Do I have any events coming up?", [[NOT_KNOWN]], []),
            ("which colours don't I like?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 11: half shoe size and EU size
        "facts": [
            ("2026-09-22 10:30", "The shopper takes a UK 5.5 shoe."),
            ("2026-09-22 10:31", "The shopper takes an EU 38 shoe."),
            ("2026-09-22 10:32", "The shopper loves pastel pink."),
        ],
        "visits": [
            (
                "2026-09-22",
                "I'm a 5 and a half, do you have ballet flats?",
                "The pink ballet flats come in a UK 5.5.",
                "The shopper was looking for ballet flats in a UK 5.5.",
            ),
        ],
        "questions": [
            ("what's my shoe size in UK sizes?", [["5.5", "5 and a half", "five and a half"]], []),
            ("and in EU?", [["38"]], []),
            ("What colour do I love", [["pink"]], []),
            ("what shoes was I looking at", [["ballet", "flats"]], []),
            ("my dress size?", [[NOT_KNOWN]], []),
            ("what brand do i like", [[NOT_KNOWN]], []),
        ],
    },
    {  # 12: a brand that changed
        "facts": [
            ("2026-07-01 16:20", "The shopper prefers {brand3}."),
            ("2026-11-17 10:05", "The shopper now prefers {brand4} to {brand3}."),
            ("2026-11-17 10:06", "The shopper wears a 34 waist."),
        ],
        "visits": [],
        "questions": [
            ("which brand do I prefer now?", [["{brand4}"]], []),
            ("What brand did I used to like", [["{brand3}"]], []),
            ("did I switch brands? which to which", [["{brand3}"], ["{brand4}"]], []),
            ("my waist size", [["34"]], []),
            ("whats my favourite brand and what's my waist", [["{brand4}"], ["34"]], []),
            ("What colours do I go for?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 13: American shopper
        "facts": [
            ("2026-11-15 21:00", "The shopper wears a US 8 shoe."),
            ("2026-11-15 21:01", "The shopper's budget is under $120."),
            ("2026-11-15 21:02", "The shopper dislikes white."),
            ("2026-11-15 21:03", "The shopper is hosting Thanksgiving dinner."),
        ],
        "visits": [
            (
                "2026-11-15",
                "need a nice outfit for hosting thanksgiving, under 120 bucks",
                "A burgundy knit dress at 95 with ankle boots would work well.",
                "The shopper wanted an outfit for hosting Thanksgiving under $120.",
            ),
        ],
        "questions": [
            ("What's my shoe size?", [["8", "eight"]], []),
            ("how much can I spend", [["120"]], []),
            ("what color do I not like?", [["white"]], []),
            ("what am I hosting?", [["Thanksgiving"]], []),
            ("What was I shopping for last visit?", [["outfit", "Thanksgiving"]], []),
            ("my brand?", [[NOT_KNOWN]], []),
            ("what do you know about me so far", [["8"], ["120"], ["white"]], []),
        ],
    },
    {  # 14: a holiday whose place changed
        "facts": [
            ("2026-06-18 14:00", "The shopper is going on holiday to Italy in July."),
            ("2026-06-24 09:30", "The shopper's holiday is now in Greece."),
            ("2026-06-24 09:31", "The shopper's budget is about 75."),
        ],
        "visits": [
            (
                "2026-06-24",
                "holiday's changed to greece, I need swimwear and a sun hat",
                "A navy swimsuit at 35 and a straw sun hat at 22.",
                "The shopper needed swimwear and a sun hat for a holiday in Greece.",
            ),
        ],
        "questions": [
            ("where am I going on holiday?", [["Greece"]], ["Italy"]),
            ("Where was I going before the holiday changed", [["Italy"]], []),
            ("what was I shopping for last time", [["swim"], ["hat"]], []),
            ("what's my budget", [["75"]], []),
            ("budget and where I'm off to", [["75"], ["Greece"]], ["Italy"]),
            ("what size do I take in swimwear?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 15: festival, small, a budget
        "facts": [
            ("2026-05-20 18:10", "The shopper is going to a music festival in July."),
            ("2026-05-20 18:11", "The shopper wears size S."),
            ("2026-05-20 18:12", "The shopper's budget is 50."),
            ("2026-05-20 18:13", "The shopper likes bright colours, especially orange."),
        ],
        "visits": [
            (
                "2026-05-20",
                "festival in july!! need wellies and a rain poncho",
                "Orange wellies at 28 and a clear poncho at 12.",
                "The shopper needed wellies and a rain poncho for a festival.",
            ),
        ],
        "questions": [
            ("what am i going to in july", [["festival"]], []),
            ("what size am I", [["S", "small"]], []),
            ("how much have I got to spend?", [["50"]], []),
            ("Which colour did I say I like?", [["orange"]], []),
            ("what did I need for the festival", [["welli"], ["poncho"]], []),
            ("My brand?", [[NOT_KNOWN]], []),
            ("what's my shoe size", [[NOT_KNOWN]], []),
        ],
    },
    {  # 16: a marathon, trainers, a brand
        "facts": [
            ("2026-11-24 07:30", "The shopper is running a marathon in April."),
            ("2026-11-24 07:31", "The shopper takes a UK 10 in trainers."),
            ("2026-11-24 07:32", "The shopper prefers {brand0}."),
        ],
        "visits": [
            (
                "2026-11-24",
                "training for my first marathon, need running shoes size 10",
                "The cushioned road runner in a UK 10 is 90.",
                "",
            ),
        ],
        "questions": [
            ("What am I training for?", [["marathon"]], []),
            ("when's the marathon", [["April"]], []),
            ("trainer size?", [["10", "ten"]], []),
            ("what brand do I usually go with", [["{brand0}"]], []),
            ("what shoes did you suggest last time", [["runner", "running"]], []),
            ("what's my budget for them", [[NOT_KNOWN]], []),
        ],
    },
    {  # 17: centimetres
        "facts": [
            ("2026-10-02 12:40", "The shopper's waist is 81 cm."),
            ("2026-10-02 12:41", "The shopper is 165 cm tall."),
            ("2026-10-02 12:42", "The shopper likes camel and cream."),
        ],
        "visits": [],
        "questions": [
            ("what's my waist measurement?", [["81"]], []),
            ("how tall am I", [["165"]], []),
            ("Which colours suit me, did I say?", [["camel"], ["cream"]], []),
            ("measurements please, waist and height", [["81"], ["165"]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("any plans I mentioned?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 18: 3XL, neutrals, a budget
        "facts": [
            ("2026-11-01 19:15", "The shopper wears 3XL."),
            ("2026-11-01 19:16", "The shopper avoids bright colours."),
            ("2026-11-01 19:17", "The shopper's budget is under 45."),
        ],
        "visits": [
            (
                "2026-11-01",
                "hoodies in 3xl? nothing bright",
                "The charcoal hoodie comes in 3XL at 42.",
                "The shopper looked for a hoodie in 3XL, nothing bright.",
            ),
        ],
        "questions": [
            ("What size do I wear?", [["3XL", "XXXL"]], []),
            ("what kind of colours do I avoid", [["bright"]], []),
            ("how much do I want to spend", [["45"]], []),
            ("what did I look for last time?", [["hoodie"]], []),
            ("size and budget", [["3XL", "XXXL"], ["45"]], []),
            ("Which brand am I loyal to?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 19: a funeral, size 16
        "facts": [
            ("2026-11-23 08:20", "The shopper has a funeral to attend on Friday 27 November."),
            ("2026-11-23 08:21", "The shopper wears a size 16 dress."),
            ("2026-11-23 08:22", "The shopper wants black for the funeral."),
        ],
        "visits": [
            (
                "2026-11-23",
                "I've a funeral friday, need a black dress, size 16",
                "A plain black shift dress in a 16 with a black coat.",
                "The shopper needed a black dress in a 16 for a funeral.",
            ),
        ],
        "questions": [
            ("what do I have on the 27th?", [["funeral"]], []),
            ("What size dress do I take", [["16", "sixteen"]], []),
            ("which colour did I want for it", [["black"]], []),
            ("what was I looking for last time", [["dress"]], []),
            ("my budget?", [[NOT_KNOWN]], []),
            ("do I have a favourite brand", [[NOT_KNOWN]], []),
        ],
    },
    {  # 20: the shopper's own wedding and honeymoon
        "facts": [
            ("2026-09-08 13:00", "The shopper is getting married on 19 September 2027."),
            ("2026-09-08 13:01", "The shopper is going to the Maldives for the honeymoon."),
            ("2026-09-08 13:02", "The shopper wears size 10."),
            ("2026-09-08 13:03", "The shopper's budget for the honeymoon wardrobe is 300."),
        ],
        "visits": [
            (
                "2026-09-08",
                "honeymoon shopping!! maldives, I'm a 10",
                "Linen dresses and a couple of kaftans in a 10 would be perfect.",
                "The shopper was shopping for a honeymoon in the Maldives: linen dresses and "
                "kaftans in a size 10.",
            ),
        ],
        "questions": [
            ("When's my wedding?", [["19 September", "September 19", "2027"]], []),
            ("where are we going for the honeymoon", [["Maldives"]], []),
            ("what size am I", [["10"]], []),
            ("How much did I say for the honeymoon clothes", [["300"]], []),
            ("what did you suggest for the honeymoon?", [["linen", "kaftan"]], []),
            ("what colours do I like", [[NOT_KNOWN]], []),
            ("what's happening in september 2027?", [["married", "wedding"]], []),
        ],
    },
    {  # 21: colours only
        "facts": [
            ("2026-10-16 10:10", "The shopper likes teal."),
            ("2026-10-16 10:11", "The shopper likes mustard."),
            ("2026-10-16 10:12", "The shopper dislikes pink."),
            ("2026-10-16 10:13", "The shopper dislikes grey."),
        ],
        "visits": [],
        "questions": [
            ("which colours should you steer me away from?", [["pink"], ["grey", "gray"]], []),
            ("what colours do I like", [["teal"], ["mustard"]], []),
            ("Do I like grey?", [["grey", "gray"]], []),
            ("is teal one of mine", [["teal"]], []),
            ("what's my size", [[NOT_KNOWN]], []),
            ("what do I spend usually", [[NOT_KNOWN]], []),
            ("Any brand I like?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 22: a budget that went down
        "facts": [
            ("2026-04-09 17:00", "The shopper's budget for a coat is 150."),
            ("2026-11-27 17:30", "The shopper's budget for a coat is now 90."),
            ("2026-11-27 17:31", "The shopper wears size M."),
        ],
        "visits": [
            (
                "2026-11-27",
                "budget's come down to 90 I'm afraid, any coats?",
                "The quilted jacket at 85 or the duffle coat at 89.",
                "The shopper looked for a coat under 90 and was shown a quilted jacket and a "
                "duffle coat.",
            ),
        ],
        "questions": [
            ("What's my coat budget?", [["90", "ninety"]], ["150"]),
            ("what was it before it came down", [["150"]], []),
            ("which coats did you show me last time?", [["quilted"], ["duffle"]], []),
            ("what size again", [["M", "medium"]], []),
            ("size + budget", [["M", "medium"], ["90"]], ["150"]),
            ("Do I have a colour I avoid?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 23: mixed visits with and without contexts
        "facts": [("2026-08-11 14:14", "The shopper wears size XS.")],
        "visits": [
            (
                "2026-08-11",
                "got any linen shirts in xs?",
                "The white linen shirt comes in XS at 40.",
                "",
            ),
            (
                "2026-09-29",
                "I'd like some chunky knit cardigans",
                "The oatmeal cable-knit cardigan is 55.",
                "The shopper looked at chunky knit cardigans.",
            ),
            (
                "2026-11-13",
                "need a party top for new year",
                "The sequin cami is 32.",
                "",
            ),
        ],
        "questions": [
            ("what was I looking at in August", [["linen", "shirt"]], []),
            ("What did I look at in September?", [["cardigan"]], []),
            ("last time I came in, what was I after", [["party", "top", "sequin"]], []),
            ("what's my size", [["XS", "extra small"]], []),
            ("what did I come in for first?", [["linen", "shirt"]], []),
            ("what have I told you about my budget", [[NOT_KNOWN]], []),
            ("my colour?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 24: a stag do, large, a brand
        "facts": [
            ("2026-11-18 22:05", "The shopper has a stag do in Prague in three weeks."),
            ("2026-11-18 22:06", "The shopper wears size L."),
            ("2026-11-18 22:07", "The shopper likes {brand1}."),
        ],
        "visits": [],
        "questions": [
            ("what's the trip I've got coming up", [["stag", "Prague"]], []),
            ("where's the stag do?", [["Prague"]], []),
            ("size pls", [["L", "large"]], []),
            ("brand I like", [["{brand1}"]], []),
            ("remind me what I told you", [["stag", "Prague"], ["L", "large"], ["{brand1}"]], []),
            ("what colours do I avoid?", [[NOT_KNOWN]], []),
            ("what was I looking at last time?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 25: a graduation, a budget, a colour
        "facts": [
            ("2026-06-03 11:00", "The shopper's graduation is on 14 July."),
            ("2026-06-03 11:01", "The shopper's budget is about 85."),
            ("2026-06-03 11:02", "The shopper likes emerald green."),
        ],
        "visits": [
            (
                "2026-06-03",
                "graduation on the 14th, want a dress, emerald if u have it",
                "The emerald midi dress is 79.",
                "The shopper wanted a dress for a graduation, ideally emerald.",
            ),
        ],
        "questions": [
            ("when is my graduation", [["14 July", "July 14", "14th"]], []),
            ("What's on the 14th of July?", [["graduation"]], []),
            ("how much can I spend?", [["85"]], []),
            ("colour I'm after", [["emerald", "green"]], []),
            ("what did I want for the graduation", [["dress"]], []),
            ("size?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 26: a ski trip
        "facts": [
            ("2026-11-08 19:00", "The shopper is going skiing in the Alps in January."),
            ("2026-11-08 19:01", "The shopper wears a size M jacket."),
            ("2026-11-08 19:02", "The shopper's budget for a ski jacket is 200."),
        ],
        "visits": [
            (
                "2026-11-08",
                "I'm off skiing in January, jacket in medium, up to 200",
                "The insulated ski jacket in M is 189; thermal base layers from 25.",
                "The shopper wanted a ski jacket in M up to 200 and base layers.",
            ),
        ],
        "questions": [
            ("where am I going in January?", [["ski", "Alps"]], []),
            (
                "Could you remind me where I'm heading after Christmas, please?",
                [["ski", "Alps"]],
                [],
            ),
            ("what size jacket do I take", [["M", "medium"]], []),
            ("whats my budget for the ski jacket", [["200"]], []),
            ("What else did I look at besides the jacket?", [["base layer", "thermal"]], []),
            ("when's the ski trip", [["January"]], []),
            ("my shoe size", [[NOT_KNOWN]], []),
            ("do I like any particular brand?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 27: almost nothing but an occasion
        "facts": [("2026-11-29 16:30", "The shopper has a date on Saturday night.")],
        "visits": [],
        "questions": [
            ("What did I say I had on Saturday?", [["date"]], []),
            ("what size am i", [[NOT_KNOWN]], []),
            ("which colours do I like?", [[NOT_KNOWN]], []),
            ("How much do I want to spend", [[NOT_KNOWN]], []),
            ("what brand do I prefer?", [[NOT_KNOWN]], []),
            ("what did I buy last time", [[NOT_KNOWN]], []),
        ],
    },
    {  # 28: an office job, chinos, grey
        "facts": [
            (
                "2026-11-02 08:40",
                "The shopper is starting an office job with a smart casual dress code.",
            ),
            ("2026-11-02 08:41", "The shopper wears a 34 waist, short leg."),
            ("2026-11-02 08:42", "The shopper likes grey."),
        ],
        "visits": [
            (
                "2026-11-02",
                "new office job, smart casual. chinos 34 short?",
                "Grey slim chinos in 34 short at 45, with an oxford shirt.",
                "",
            ),
        ],
        "questions": [
            ("what's the dress code at my new job?", [["smart casual"]], []),
            ("waist size", [["34"]], []),
            ("what length leg do I take", [["short"]], []),
            ("what colour do I like wearing", [["grey", "gray"]], []),
            ("what did you recommend last time", [["chino"]], []),
            ("budget?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 29: a letter size that went down
        "facts": [
            ("2026-03-04 12:00", "The shopper wears size XL."),
            ("2026-11-16 15:20", "The shopper now wears size L."),
            ("2026-11-16 15:21", "The shopper dislikes black."),
        ],
        "visits": [],
        "questions": [
            ("what size am I now?", [["L", "large"]], ["XL", "extra large"]),
            ("what size was I before?", [["XL", "extra large"]], []),
            ("has my size changed at all", [["XL", "extra large"], ["L", "large"]], []),
            ("Which colour do I not wear?", [["black"]], []),
            ("size and colour I avoid", [["L", "large"], ["black"]], ["XL", "extra large"]),
            ("Whats my budget", [[NOT_KNOWN]], []),
        ],
    },
    {  # 30: a black tie gala
        "facts": [
            ("2026-11-25 20:00", "The shopper has a black tie gala dinner on 18 December."),
            ("2026-11-25 20:01", "The shopper takes a 7 in heels."),
            ("2026-11-25 20:02", "The shopper's budget for the gala outfit is 220."),
            ("2026-11-25 20:03", "The shopper likes {brand4}."),
        ],
        "visits": [
            (
                "2026-11-25",
                "black tie on the 18th, need a gown and heels",
                "The {brand4} satin gown is 210; the strappy heels in a 7 are 60.",
                "The shopper needed a gown and heels for a black tie gala.",
            ),
        ],
        "questions": [
            ("what's happening on 18 December?", [["gala", "black tie"]], []),
            ("When's the gala", [["18"]], []),
            ("What size heels do I wear?", [["7", "seven"]], []),
            ("how much for the outfit?", [["220"]], []),
            ("brand I like?", [["{brand4}"]], []),
            ("what was I shopping for last time", [["gown"], ["heel"]], []),
            ("which colours do i avoid", [[NOT_KNOWN]], []),
        ],
    },
    {  # 31: lots of facts
        "facts": [
            ("2026-10-05 09:00", "The shopper wears size M in tops."),
            ("2026-10-05 09:01", "The shopper wears a 30 waist."),
            ("2026-10-05 09:02", "The shopper takes a UK 8 in shoes."),
            ("2026-10-05 09:03", "The shopper loves burgundy."),
            ("2026-10-05 09:04", "The shopper dislikes orange."),
            ("2026-10-05 09:05", "The shopper's budget is up to 70."),
            ("2026-10-05 09:06", "The shopper prefers {brand2}."),
            ("2026-11-21 18:00", "The shopper is going to a christmas party on 19 December."),
        ],
        "visits": [],
        "questions": [
            (
                "what do you remember about me?",
                [["M", "medium"], ["30"], ["8"], ["burgundy"], ["orange"], ["70"], ["{brand2}"]],
                [],
            ),
            ("top size and shoe size", [["M", "medium"], ["8"]], []),
            ("what's my waist", [["30"]], []),
            ("Colours: what do I love and what do I hate?", [["burgundy"], ["orange"]], []),
            ("what's on the 19th of december", [["party", "christmas"]], []),
            ("What's my budget and brand?", [["70"], ["{brand2}"]], []),
            ("what was I looking at last visit?", [[NOT_KNOWN]], []),
        ],
    },
    {  # 32: visits with contexts, a brand fact
        "facts": [("2026-07-14 13:13", "The shopper prefers {brand3}.")],
        "visits": [
            (
                "2026-07-14",
                "{brand3} polo shirts?",
                "The {brand3} pique polo is 35 in five colours.",
                "The shopper asked about {brand3} polo shirts.",
            ),
            (
                "2026-09-02",
                "looking for a leather belt",
                "The brown leather belt is 25.",
                "The shopper was looking for a leather belt.",
            ),
            (
                "2026-11-06",
                "do you have a gilet",
                "The padded gilet is 60.",
                "The shopper asked for a gilet.",
            ),
        ],
        "questions": [
            ("What did I ask about first?", [["polo"]], []),
            ("what was I after in september", [["belt"]], []),
            ("What was I looking for last time?", [["gilet"]], []),
            ("brand?", [["{brand3}"]], []),
            ("what did I look at in july", [["polo"]], []),
            ("what size do I wear", [[NOT_KNOWN]], []),
            ("everything I've shopped for here", [["polo"], ["belt"], ["gilet"]], []),
        ],
    },
    {  # 33: a cruise, two-fact sentences as the server wrote them
        "facts": [
            ("2026-11-12 11:30", "The shopper is going on a cruise in March."),
            ("2026-11-12 11:31", "The shopper wears size 14 and likes coral."),
            ("2026-11-12 11:32", "The shopper's budget is 40 to 60 per item."),
        ],
        "visits": [
            (
                "2026-11-12",
                "cruise in march, evening dresses? i'm a 14",
                "The coral maxi dress in a 14 is 55.",
                "",
            ),
        ],
        "questions": [
            ("When am I going on the cruise?", [["March"]], []),
            ("what's my size", [["14"]], []),
            ("What colour do I like", [["coral"]], []),
            ("budget per item?", [["40"], ["60"]], []),
            ("which dress did you show me last time", [["coral", "maxi"]], []),
            ("what brand do I like?", [[NOT_KNOWN]], []),
            ("what's coming up in march for me", [["cruise"]], []),
        ],
    },
    {  # 34: a shoe size that changed by a half, boots, Iceland
        "facts": [
            ("2026-02-18 10:20", "The shopper takes a UK 6 in boots."),
            ("2026-11-30 14:40", "The shopper now takes a UK 6.5 in boots."),
            ("2026-11-30 14:41", "The shopper is going to Iceland in February."),
        ],
        "visits": [
            (
                "2026-11-30",
                "going to iceland in feb, need warm waterproof boots, 6.5 now",
                "The insulated waterproof boots come in a 6.5 at 95.",
                "The shopper needed warm waterproof boots in a 6.5 for a trip to Iceland.",
            ),
        ],
        "questions": [
            ("what boot size do I take now?", [["6.5", "6 and a half", "six and a half"]], []),
            ("what was my boot size before", [["6"]], []),
            ("where am I going in February?", [["Iceland"]], []),
            ("what was I looking for last time", [["boot"]], []),
            ("My budget?", [[NOT_KNOWN]], []),
            ("what colour do I like", [[NOT_KNOWN]], []),
        ],
    },
]
