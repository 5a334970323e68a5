"""The questions about the shopper of split "test15" (issue 18).

split "test15" (issue 18), written blind, by hand, on 2026-12-03 by an eighteenth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    # 1: dress size went up, wedding coming
    {
        "facts": [
            ("2026-08-02 14:10", "The shopper wears size 10."),
            ("2026-11-20 18:45", "The shopper wears size 14."),
            ("2026-11-20 18:46", "The shopper likes emerald green."),
            ("2026-11-20 18:47", "The shopper has a wedding on 2026-12-19."),
        ],
        "visits": [
            (
                "2026-08-02",
                "hi do you do maxi dresses in a 10",
                "We have six maxi dresses in size 10, including a floral wrap style.",
                "The shopper browsed maxi dresses in size 10.",
            ),
            (
                "2026-11-20",
                "need a dress for a wedding, I'm a 14 now, love emerald",
                "Here are four emerald green dresses in size 14 suitable for a wedding.",
                "The shopper looked for emerald green wedding-guest dresses in size 14.",
            ),
        ],
        "questions": [
            ("what dress size have you got me down as?", [["14"]], ["10"]),
            ("did my size go up or down?", [["10"], ["14"]], []),
            (
                "when's the wedding again?",
                [["2026-12-19", "19 Dec", "December 19", "19th", "19/12"]],
                [],
            ),
            ("what colour do i like", [["emerald", "green"]], []),
            ("whats my budget", [[NOT_KNOWN]], []),
            (
                "what was I after last time I was here?",
                [["dress"], ["wedding", "emerald", "green"]],
                [],
            ),
            (
                "when did I first shop with you?",
                [["2026-08-02", "2 Aug", "August 2", "2nd", "02/08"]],
                [],
            ),
            ("tell me what you know about me", [["14"], ["emerald", "green"], ["wedding"]], ["10"]),
        ],
    },
    # 2: facts only, shoes, a dislike, a brand
    {
        "facts": [
            ("2026-10-05 11:00", "The shopper's shoe size is UK 8."),
            ("2026-10-05 11:01", "The shopper avoids yellow."),
            ("2026-10-05 11:02", "The shopper likes {brand3}."),
        ],
        "visits": [],
        "questions": [
            ("what's my shoe size", [["8"]], []),
            ("do I like yellow?", [["no", "No", "avoid", "not", "don't", "dislike"]], []),
            ("which brand am I into", [["{brand3}"]], []),
            ("is {brand3} one I like?", [["yes", "Yes", "{brand3}"]], []),
            ("any colours I should steer clear of?", [["yellow"]], []),
            ("what's my waist size?", [[NOT_KNOWN]], []),
            ("do I have anything coming up?", [[NOT_KNOWN]], []),
            ("sum up my preferences pls", [["8"], ["yellow"], ["{brand3}"]], []),
        ],
    },
    # 3: visits only, outdoor gear, one visit without a summary
    {
        "facts": [],
        "visits": [
            (
                "2026-09-10",
                "looking for a waterproof jacket for hiking",
                "We have five waterproof jackets, including a lightweight packable shell.",
                "The shopper looked at waterproof hiking jackets.",
            ),
            (
                "2026-10-22",
                "any thermal base layers?",
                "Yes, there are thermal base layers in merino and polyester.",
                "",
            ),
            (
                "2026-11-29",
                "do you sell walking boots",
                "Yes, we have walking boots from three brands.",
                "The shopper asked about walking boots.",
            ),
        ],
        "questions": [
            ("what was I looking for last time", [["boot"]], []),
            (
                "when did I last pop in?",
                [["2026-11-29", "29 Nov", "November 29", "29th", "29/11"]],
                [],
            ),
            ("what did i look at the very first time", [["jacket", "waterproof"]], []),
            ("what did you show me in october?", [["thermal", "base layer", "merino"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            (
                "what do you know about me?",
                [["jacket", "waterproof"], ["thermal", "base layer"], ["boot"]],
                [],
            ),
            ("how many times have I visited?", [["3", "three"]], []),
        ],
    },
    # 4: nothing remembered at all
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what do you know about me", [[NOT_KNOWN]], []),
            ("what size am I?", [[NOT_KNOWN]], []),
            ("when was I last here", [[NOT_KNOWN]], []),
            ("what's my fave colour", [[NOT_KNOWN]], []),
        ],
    },
    # 5: interview suit, tailoring sizes
    {
        "facts": [
            ("2026-11-12 09:30", "The shopper wears a 40R jacket."),
            ("2026-11-12 09:31", "The shopper's collar size is 15.5."),
            ("2026-11-12 09:32", "The shopper's waist is 34."),
            ("2026-11-12 09:33", "The shopper has a job interview on 2026-12-08."),
            ("2026-11-12 09:34", "The shopper's budget is up to 300."),
        ],
        "visits": [
            (
                "2026-11-12",
                "need a suit for an interview, 40R, 34 waist, max 300",
                "Here are three two-piece suits in 40R with 34 waist trousers under 300.",
                "The shopper looked for an interview suit in 40R under 300.",
            ),
        ],
        "questions": [
            ("what's my collar size", [["15.5"]], []),
            ("what jacket size am I", [["40R", "40 regular"]], []),
            ("remind me of my waist measurement", [["34"]], []),
            ("how much did i say I'd spend", [["300"]], []),
            ("when's my interview?", [["2026-12-08", "8 Dec", "December 8", "8th", "08/12"]], []),
            ("what was I shopping for last time", [["suit"]], []),
            ("do I have a favourite brand?", [[NOT_KNOWN]], []),
            (
                "everything you know about me please",
                [["40R", "40 regular"], ["15.5"], ["34"], ["300"], ["interview"]],
                [],
            ),
        ],
    },
    # 6: budget raised, a liked and an avoided brand
    {
        "facts": [
            ("2026-07-01 12:00", "The shopper's budget is up to 50."),
            ("2026-07-01 12:01", "The shopper wears size M."),
            ("2026-11-28 20:15", "The shopper's budget is up to 100."),
            ("2026-11-28 20:16", "The shopper likes {brand1}."),
            ("2026-11-28 20:17", "The shopper avoids {brand4}."),
        ],
        "visits": [
            (
                "2026-07-01",
                "cheap summer tops in M? under 50",
                "There are twelve summer tops in M under 50.",
                "The shopper browsed summer tops in size M under 50.",
            ),
            (
                "2026-11-28",
                "{brand1} coats, I can go up to 100 now",
                "We have four {brand1} coats under 100.",
                "The shopper looked at {brand1} coats under 100.",
            ),
        ],
        "questions": [
            ("what's my budget these days", [["100"]], ["50"]),
            ("has my budget changed", [["50"], ["100"]], []),
            ("which brands do I like and which do I avoid?", [["{brand1}"], ["{brand4}"]], []),
            (
                "should you be showing me {brand4}?",
                [["no", "No", "avoid", "not", "don't", "dislike"]],
                [],
            ),
            ("what size top am I", [["M", "medium"]], []),
            ("what did I look at in the summer?", [["tops", "top", "summer"]], []),
            ("what did you show me last time?", [["coat"]], []),
            ("any events coming up for me?", [[NOT_KNOWN]], []),
        ],
    },
    # 7: a teenager in children's sizes, festival
    {
        "facts": [
            ("2026-10-18 16:40", "The shopper wears children's size age 13-14."),
            ("2026-10-18 16:41", "The shopper likes purple."),
            ("2026-10-18 16:42", "The shopper is going to a festival on 2027-06-24."),
        ],
        "visits": [],
        "questions": [
            ("what size do i wear", [["13"]], []),
            ("what colour am I into", [["purple"]], []),
            ("when's the festival", [["2027-06-24", "24 Jun", "June 24", "24th", "24/06"]], []),
            ("what am I getting ready for?", [["festival"]], []),
            ("how much can I spend", [[NOT_KNOWN]], []),
            ("do I like purple", [["yes", "Yes", "purple"]], []),
        ],
    },
    # 8: earthy colours liked, two colours avoided
    {
        "facts": [
            ("2026-09-03 08:15", "The shopper likes camel."),
            ("2026-09-03 08:16", "The shopper likes olive."),
            ("2026-09-03 08:17", "The shopper avoids pastel pink."),
            ("2026-09-03 08:18", "The shopper avoids white."),
            ("2026-09-03 08:19", "The shopper wears size L."),
        ],
        "visits": [
            (
                "2026-09-03",
                "autumn coats in camel or olive, size L, no white please",
                "Here are five coats in camel and olive in size L.",
                "The shopper looked at camel and olive coats in size L.",
            ),
        ],
        "questions": [
            ("which colours do I like", [["camel"], ["olive"]], []),
            ("what colours should you never show me", [["pink"], ["white"]], []),
            ("do I wear white?", [["no", "No", "avoid", "not", "don't", "dislike"]], []),
            ("what size coat am I", [["L", "large"]], []),
            ("what did I come in for", [["coat"]], []),
            ("what shoe size am I", [[NOT_KNOWN]], []),
            (
                "what are my preferences",
                [["camel"], ["olive"], ["pink"], ["white"], ["L", "large"]],
                [],
            ),
        ],
    },
    # 9: holiday date moved
    {
        "facts": [
            ("2026-10-01 19:00", "The shopper is going on holiday on 2027-01-10."),
            ("2026-11-15 19:30", "The shopper is going on holiday on 2027-02-14."),
            ("2026-11-15 19:31", "The shopper wears size 8."),
            ("2026-11-15 19:32", "The shopper likes coral."),
        ],
        "visits": [
            (
                "2026-11-15",
                "holiday got moved to feb, need swimwear in an 8",
                "We have nine swimsuits and bikinis in size 8, several in coral.",
                "The shopper looked for swimwear in size 8 for a February holiday.",
            ),
        ],
        "questions": [
            (
                "when am I off on holiday",
                [["2027-02-14", "14 Feb", "February 14", "14th", "14/02"]],
                ["10 Jan", "January 10", "2027-01-10"],
            ),
            (
                "did my holiday date change?",
                [
                    ["10 Jan", "January 10", "2027-01-10", "10th"],
                    ["14 Feb", "February 14", "2027-02-14", "14th"],
                ],
                [],
            ),
            ("what size swimwear should I get", [["8"]], []),
            ("fav colour?", [["coral"]], []),
            ("what did I ask about last time", [["swim", "bikini"]], []),
            ("which brands do I buy?", [[NOT_KNOWN]], []),
            ("what's coming up for me", [["holiday"]], ["10 Jan", "January 10", "2027-01-10"]),
        ],
    },
    # 10: brands liked and avoided, a visit without summary
    {
        "facts": [
            ("2026-06-20 13:05", "The shopper likes {brand0}."),
            ("2026-06-20 13:06", "The shopper likes {brand2}."),
            ("2026-06-20 13:07", "The shopper avoids {brand3}."),
            ("2026-09-09 10:10", "The shopper wears size XL."),
        ],
        "visits": [
            (
                "2026-06-20",
                "anything new from {brand0} or {brand2}?",
                "Yes, {brand0} has new polo shirts and {brand2} has new chinos.",
                "The shopper asked about new arrivals from {brand0} and {brand2}.",
            ),
            ("2026-09-09", "hoodies in XL", "There are eight hoodies in XL.", ""),
        ],
        "questions": [
            ("which brands am i a fan of", [["{brand0}"], ["{brand2}"]], []),
            ("is there a brand I don't like?", [["{brand3}"]], []),
            ("do I like {brand3}?", [["no", "No", "avoid", "not", "don't", "dislike"]], []),
            ("what size hoodie do i take", [["XL", "extra large"]], []),
            ("what did i ask about on my last visit", [["hoodie"]], []),
            ("what did you tell me about {brand2}", [["chino"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            (
                "when did I first come in?",
                [["2026-06-20", "20 Jun", "June 20", "20th", "20/06"]],
                [],
            ),
        ],
    },
    # 11: shoe size changed, race with a date
    {
        "facts": [
            ("2026-07-14 17:20", "The shopper's shoe size is EU 38."),
            ("2026-11-02 17:25", "The shopper's shoe size is EU 39."),
            ("2026-11-02 17:26", "The shopper is running a race on 2027-04-11."),
            ("2026-11-02 17:27", "The shopper's budget is up to 120."),
        ],
        "visits": [
            (
                "2026-11-02",
                "running shoes 39 EU, marathon in april, up to 120",
                "Here are four running shoes in EU 39 under 120.",
                "The shopper looked at running shoes in EU 39 under 120.",
            ),
        ],
        "questions": [
            ("what size shoe am I now", [["39"]], ["38"]),
            ("am I still a 38?", [["39"]], []),
            ("when's my race", [["2027-04-11", "11 Apr", "April 11", "11th", "11/04"]], []),
            ("how much am I happy to spend on trainers", [["120"]], []),
            ("what was I shopping for", [["running", "shoe", "trainer"]], []),
            ("do I have any colour preferences?", [[NOT_KNOWN]], []),
            (
                "what do you know about me",
                [["39"], ["race", "marathon", "running"], ["120"]],
                ["38"],
            ),
        ],
    },
    # 12: one visit, no summary
    {
        "facts": [],
        "visits": [
            (
                "2026-10-30",
                "skinny jeans W28 L30?",
                "Yes, we have skinny jeans in W28 L30 in black and mid blue.",
                "",
            ),
        ],
        "questions": [
            ("what did I look for before", [["jean"]], []),
            (
                "when was my last visit",
                [["2026-10-30", "30 Oct", "October 30", "30th", "30/10"]],
                [],
            ),
            ("what waist did I ask for", [["28", "W28"]], []),
            ("and what leg length did I want", [["30", "L30"]], []),
            ("what colours did you have for me", [["black"], ["blue"]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
        ],
    },
    # 13: petite, christening, a colour avoided
    {
        "facts": [
            ("2026-11-25 10:00", "The shopper wears petite size 10."),
            ("2026-11-25 10:01", "The shopper has a christening on 2026-12-13."),
            ("2026-11-25 10:02", "The shopper likes lilac."),
            ("2026-11-25 10:03", "The shopper's budget is up to 70."),
            ("2026-11-25 10:04", "The shopper avoids black."),
        ],
        "visits": [
            (
                "2026-11-25",
                "petite 10, need something lilac for a christening, no black, under 70",
                "Here are three lilac dresses in petite 10 under 70.",
                "The shopper looked at lilac dresses in petite 10 under 70 for a christening.",
            ),
        ],
        "questions": [
            ("what size am I", [["10"], ["petite"]], []),
            (
                "what's the christening date",
                [["2026-12-13", "13 Dec", "December 13", "13th", "13/12"]],
                [],
            ),
            ("what colour should I avoid", [["black"]], []),
            ("is black ok for me?", [["no", "No", "avoid", "not", "don't", "dislike"]], []),
            ("budget?", [["70"]], []),
            ("what did you show me", [["lilac", "dress"]], []),
            ("brands I like?", [[NOT_KNOWN]], []),
            (
                "list my preferences",
                [["petite"], ["10"], ["lilac"], ["black"], ["70"], ["christening"]],
                [],
            ),
        ],
    },
    # 14: eight facts, size down from S to XS
    {
        "facts": [
            ("2026-06-05 09:00", "The shopper wears size S."),
            ("2026-06-05 09:01", "The shopper likes red."),
            ("2026-08-19 15:30", "The shopper's shoe size is UK 5.5."),
            ("2026-08-19 15:31", "The shopper likes {brand4}."),
            ("2026-08-19 15:32", "The shopper avoids brown."),
            ("2026-10-10 11:11", "The shopper's budget is 40-60."),
            ("2026-10-10 11:12", "The shopper has a graduation on 2027-07-02."),
            ("2026-10-10 11:13", "The shopper wears size XS."),
        ],
        "visits": [
            (
                "2026-06-05",
                "red tops in small",
                "We have seven red tops in S.",
                "The shopper looked at red tops in size S.",
            ),
            (
                "2026-08-19",
                "{brand4} sandals in a 5.5?",
                "Yes, {brand4} has two sandals in UK 5.5.",
                "The shopper asked for {brand4} sandals in UK 5.5.",
            ),
            (
                "2026-10-10",
                "something for my graduation, XS, 40 to 60",
                "Here are five outfits in XS between 40 and 60.",
                "",
            ),
        ],
        "questions": [
            ("what clothes size am I", [["XS", "extra small"]], ["S"]),
            ("what's my shoe size", [["5.5"]], []),
            ("what was my size before", [["S", "small"]], []),
            ("do I like brown", [["no", "No", "avoid", "not", "don't", "dislike"]], []),
            ("what's my budget range", [["40"], ["60"]], []),
            ("when do i graduate", [["2027-07-02", "2 Jul", "July 2", "2nd", "02/07"]], []),
            ("fave brand?", [["{brand4}"]], []),
            ("what colour do I go for", [["red"]], []),
            ("what did I come in for the first time", [["red", "top"]], []),
            (
                "tell me all about me",
                [
                    ["XS", "extra small"],
                    ["5.5"],
                    ["red"],
                    ["{brand4}"],
                    ["brown"],
                    ["40"],
                    ["60"],
                    ["graduat"],
                ],
                ["S"],
            ),
        ],
    },
    # 15: facts only, waist and leg, an avoided brand
    {
        "facts": [
            ("2026-11-30 21:00", "The shopper's waist is 36 and leg is 32."),
            ("2026-11-30 21:01", "The shopper avoids {brand1}."),
        ],
        "visits": [],
        "questions": [
            ("what's my inside leg", [["32"]], []),
            ("my waist?", [["36"]], []),
            ("what size jeans should I order", [["36"], ["32"]], []),
            ("which brand don't I like", [["{brand1}"]], []),
            ("what do I usually spend", [[NOT_KNOWN]], []),
            ("any colours i like", [[NOT_KNOWN]], []),
        ],
    },
    # 16: a date coming up, two visits
    {
        "facts": [
            ("2026-11-27 19:40", "The shopper has a date on 2026-12-05."),
            ("2026-11-27 19:41", "The shopper wears size M."),
            ("2026-11-27 19:42", "The shopper likes burgundy."),
        ],
        "visits": [
            (
                "2026-10-03",
                "just browsing knitwear",
                "Sure, our knitwear has jumpers, cardigans and vests.",
                "The shopper browsed knitwear.",
            ),
            (
                "2026-11-27",
                "first date next saturday, burgundy shirt in M?",
                "We have two burgundy shirts in M.",
                "The shopper looked at burgundy shirts in M for a date.",
            ),
        ],
        "questions": [
            ("when's my date?", [["2026-12-05", "5 Dec", "December 5", "5th", "05/12"]], []),
            ("what size shirt", [["M", "medium"]], []),
            ("colour I like", [["burgundy"]], []),
            ("what did I browse the first time I came", [["knit", "jumper", "cardigan"]], []),
            (
                "when did I last come",
                [["2026-11-27", "27 Nov", "November 27", "27th", "27/11"]],
                [],
            ),
            ("what's my budget for this", [[NOT_KNOWN]], []),
            ("what are my plans coming up", [["date"]], []),
        ],
    },
    # 17: American sizes, facts only
    {
        "facts": [
            ("2026-09-21 14:00", "The shopper wears US size 6."),
            ("2026-09-21 14:01", "The shopper's shoe size is US 8.5."),
            ("2026-09-21 14:02", "The shopper likes navy."),
            ("2026-09-21 14:03", "The shopper likes {brand0}."),
            ("2026-09-21 14:04", "The shopper is going on a trip on 2027-03-20."),
        ],
        "visits": [],
        "questions": [
            ("what dress size am I?", [["6"]], []),
            ("what size are my feet", [["8.5"]], []),
            ("do I like navy", [["yes", "Yes", "navy"]], []),
            ("which label do I prefer", [["{brand0}"]], []),
            ("when's my trip", [["2027-03-20", "20 Mar", "March 20", "20th", "20/03"]], []),
            ("what colors do I hate", [[NOT_KNOWN]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
        ],
    },
    # 18: grey went from liked to avoided
    {
        "facts": [
            ("2026-07-07 12:30", "The shopper likes grey."),
            ("2026-11-18 13:00", "The shopper avoids grey."),
            ("2026-11-18 13:01", "The shopper likes mustard."),
            ("2026-11-18 13:02", "The shopper wears size 16."),
        ],
        "visits": [
            (
                "2026-11-18",
                "sick of grey, anything mustard in a 16?",
                "We have three mustard jumpers and a mustard skirt in size 16.",
                "The shopper looked at mustard items in size 16.",
            ),
        ],
        "questions": [
            ("do I like grey?", [["no", "No", "avoid", "not", "don't", "dislike"]], []),
            ("what colours do I like?", [["mustard"]], []),
            ("have my colour tastes changed", [["grey"], ["mustard"]], []),
            ("what size am I", [["16"]], []),
            ("what did you find for me last time", [["mustard"]], []),
            ("what's my shoe size", [[NOT_KNOWN]], []),
        ],
    },
    # 19: two occasions
    {
        "facts": [
            ("2026-11-01 10:20", "The shopper has a wedding on 2027-05-22."),
            ("2026-11-01 10:21", "The shopper has a job interview on 2026-12-10."),
            ("2026-11-01 10:22", "The shopper wears size 12."),
            ("2026-11-01 10:23", "The shopper's budget is up to 150."),
        ],
        "visits": [
            (
                "2026-11-01",
                "interview outfit first then wedding stuff later, size 12, up to 150",
                "Here are four tailored outfits in size 12 under 150.",
                "The shopper looked for an interview outfit in size 12 under 150.",
            ),
        ],
        "questions": [
            ("what have I got coming up", [["wedding"], ["interview"]], []),
            ("which is sooner, the interview or the wedding?", [["interview"]], []),
            ("when's the wedding", [["2027-05-22", "22 May", "May 22", "22nd", "22/05"]], []),
            ("interview date?", [["2026-12-10", "10 Dec", "December 10", "10th", "10/12"]], []),
            ("size?", [["12"]], []),
            ("how much can i spend", [["150"]], []),
            ("what colour do I prefer", [[NOT_KNOWN]], []),
        ],
    },
    # 20: visits only, four of them
    {
        "facts": [],
        "visits": [
            (
                "2026-06-12",
                "do you have linen shirts",
                "Yes, we have linen shirts in white, sand and sky blue.",
                "The shopper asked about linen shirts.",
            ),
            (
                "2026-07-25",
                "shorts for men?",
                "We have chino and cargo shorts for men.",
                "The shopper looked at men's shorts.",
            ),
            ("2026-09-30", "rain jacket", "Here are three rain jackets.", ""),
            (
                "2026-12-01",
                "gloves and scarves",
                "We have wool gloves and a range of scarves.",
                "The shopper looked at gloves and scarves.",
            ),
        ],
        "questions": [
            ("what did I look at first", [["linen", "shirt"]], []),
            ("when was I last here", [["2026-12-01", "1 Dec", "December 1", "1st", "01/12"]], []),
            ("what did I ask for in july", [["short"]], []),
            ("have I looked at jackets before?", [["rain", "jacket", "yes", "Yes"]], []),
            ("what did I look for last time", [["glove", "scarf", "scarves"]], []),
            ("what's my chest size", [[NOT_KNOWN]], []),
            (
                "what's everything you know about me",
                [["linen"], ["short"], ["rain", "jacket"], ["glove", "scarf", "scarves"]],
                [],
            ),
        ],
    },
    # 21: new job, shirts
    {
        "facts": [
            ("2026-10-14 08:50", "The shopper's collar size is 16."),
            ("2026-10-14 08:51", "The shopper likes white."),
            ("2026-10-14 08:52", "The shopper likes sky blue."),
            ("2026-10-14 08:53", "The shopper's budget is around 45 per item."),
            ("2026-10-14 08:54", "The shopper starts a new job on 2027-01-04."),
        ],
        "visits": [
            (
                "2026-10-14",
                "new job in jan, need shirts 16 collar, white or light blue, about 45 each",
                "Here are six shirts with a 16 collar in white and sky blue around 45.",
                "The shopper looked at work shirts with a 16 collar.",
            ),
        ],
        "questions": [
            ("whats my neck size", [["16"]], []),
            ("which colours do I like for shirts", [["white"], ["blue"]], []),
            ("how much per shirt", [["45"]], []),
            (
                "when do I start my new job",
                [["2027-01-04", "4 Jan", "January 4", "4th", "04/01"]],
                [],
            ),
            ("what's happening in january for me", [["job"]], []),
            ("do I avoid any brands", [[NOT_KNOWN]], []),
            ("remind me what you know", [["16"], ["white"], ["blue"], ["45"], ["job"]], []),
        ],
    },
    # 22: tall fit, an avoided colour
    {
        "facts": [
            ("2026-08-08 18:00", "The shopper wears size L tall."),
            ("2026-08-08 18:01", "The shopper avoids orange."),
        ],
        "visits": [
            (
                "2026-08-08",
                "tall fit t-shirts in L? not orange",
                "We have tall fit t-shirts in L in black, navy and green.",
                "The shopper looked at tall fit t-shirts in L.",
            ),
        ],
        "questions": [
            ("am I regular or tall fit", [["tall"]], []),
            ("what size am I", [["L", "large"]], []),
            ("what colour do I avoid", [["orange"]], []),
            ("what colours did you have in my size", [["black"], ["navy"], ["green"]], []),
            ("what was I looking for", [["t-shirt", "tee", "shirt"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
        ],
    },
    # 23: facts only, 3XL
    {
        "facts": [
            ("2026-11-22 12:12", "The shopper wears size 3XL."),
            ("2026-11-22 12:13", "The shopper likes {brand2}."),
            ("2026-11-22 12:14", "The shopper likes black."),
            ("2026-11-22 12:15", "The shopper's budget is up to 90."),
        ],
        "visits": [],
        "questions": [
            ("what size do i need", [["3XL"]], []),
            ("fav brand", [["{brand2}"]], []),
            ("do I like black", [["yes", "Yes", "black"]], []),
            ("whats my max spend", [["90"]], []),
            ("any colours I avoid?", [[NOT_KNOWN]], []),
            ("all my details please", [["3XL"], ["{brand2}"], ["black"], ["90"]], []),
        ],
    },
    # 24: fell out with a brand
    {
        "facts": [
            ("2026-06-30 16:00", "The shopper likes {brand4}."),
            ("2026-10-27 16:30", "The shopper avoids {brand4}."),
            ("2026-10-27 16:31", "The shopper likes {brand1}."),
            ("2026-10-27 16:32", "The shopper's shoe size is UK 10."),
        ],
        "visits": [
            (
                "2026-06-30",
                "{brand4} trainers in a 10",
                "We have {brand4} trainers in UK 10 in white and black.",
                "The shopper looked at {brand4} trainers in UK 10.",
            ),
            (
                "2026-10-27",
                "my {brand4} ones fell apart, what {brand1} trainers do you have in 10",
                "{brand1} has three trainers in UK 10.",
                "The shopper looked at {brand1} trainers in UK 10.",
            ),
        ],
        "questions": [
            ("which trainer brand do I like now", [["{brand1}"]], []),
            ("am I still into {brand4}?", [["no", "No", "avoid", "not", "don't", "dislike"]], []),
            ("what's my shoe size", [["10"]], []),
            ("why did I stop buying {brand4}", [["fell apart", "apart", "broke", "quality"]], []),
            ("what did you show me the first time", [["{brand4}"]], []),
            ("what's my clothes size", [[NOT_KNOWN]], []),
        ],
    },
    # 25: a single fact, a holiday
    {
        "facts": [
            ("2026-12-02 09:45", "The shopper is going on holiday on 2026-12-27."),
        ],
        "visits": [],
        "questions": [
            ("when do I go away", [["2026-12-27", "27 Dec", "December 27", "27th", "27/12"]], []),
            ("what am I going on", [["holiday"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("what brands do I like", [[NOT_KNOWN]], []),
            ("what do you know about me", [["holiday"]], []),
        ],
    },
    # 26: shops for her son too; her own size is hers
    {
        "facts": [
            ("2026-09-05 13:30", "The shopper wears size 18."),
            ("2026-09-05 13:31", "The shopper likes teal."),
        ],
        "visits": [
            (
                "2026-09-05",
                "school uniform for my son, he's 7",
                "We have school trousers and polo shirts for age 7.",
                "The shopper looked at school uniform for age 7.",
            ),
            (
                "2026-11-08",
                "teal cardigan in an 18 for me",
                "There is one teal cardigan in size 18.",
                "The shopper looked at a teal cardigan in size 18.",
            ),
        ],
        "questions": [
            ("what size am I", [["18"]], ["7"]),
            ("what did I look at for my boy", [["uniform", "school"]], []),
            ("what colour do I like", [["teal"]], []),
            ("when did I last shop", [["2026-11-08", "8 Nov", "November 8", "8th", "08/11"]], []),
            ("how old did I say my son was", [["7", "seven"]], []),
            ("my budget?", [[NOT_KNOWN]], []),
        ],
    },
    # 27: facts only, waist went up
    {
        "facts": [
            ("2026-06-15 10:00", "The shopper's waist is 32."),
            ("2026-10-20 10:00", "The shopper's waist is 34."),
            ("2026-10-20 10:01", "The shopper likes khaki."),
        ],
        "visits": [],
        "questions": [
            ("what's my waist size", [["34"]], ["32"]),
            ("was my waist always 34?", [["32"]], []),
            ("colour?", [["khaki"]], []),
            ("which brands do i like", [[NOT_KNOWN]], []),
            ("do I like khaki", [["yes", "Yes", "khaki"]], []),
        ],
    },
    # 28: two visits without summaries, one fact
    {
        "facts": [
            ("2026-11-05 15:00", "The shopper likes green."),
        ],
        "visits": [
            ("2026-08-28", "party dresses sequins", "We have four sequin party dresses.", ""),
            (
                "2026-11-05",
                "any velvet blazers?",
                "Yes, we have velvet blazers in green and black.",
                "",
            ),
        ],
        "questions": [
            ("what did I look at last time", [["velvet", "blazer"]], []),
            ("what did I look at first", [["sequin", "party"]], []),
            (
                "when did i first visit",
                [["2026-08-28", "28 Aug", "August 28", "28th", "28/08"]],
                [],
            ),
            ("what colour do I like", [["green"]], []),
            ("what size am i", [[NOT_KNOWN]], []),
            ("do I like blue?", [[NOT_KNOWN]], []),
        ],
    },
    # 29: graduation suit, an avoided brand
    {
        "facts": [
            ("2026-11-09 14:20", "The shopper's budget is up to 200."),
            ("2026-11-09 14:21", "The shopper avoids {brand0}."),
            ("2026-11-09 14:22", "The shopper has a graduation on 2027-06-30."),
            ("2026-11-09 14:23", "The shopper wears size 42 long."),
        ],
        "visits": [
            (
                "2026-11-09",
                "graduation suit 42 long, nothing from {brand0}, up to 200",
                "Here are three suits in 42L under 200.",
                "The shopper looked at graduation suits in 42 long under 200.",
            ),
        ],
        "questions": [
            ("what jacket size am I", [["42"]], []),
            ("regular or long?", [["long"]], []),
            ("what brand don't I want", [["{brand0}"]], []),
            ("max spend?", [["200"]], []),
            ("when's graduation", [["2027-06-30", "30 Jun", "June 30", "30th", "30/06"]], []),
            ("favourite colour?", [[NOT_KNOWN]], []),
            ("what was I looking for", [["suit"]], []),
        ],
    },
    # 30: six facts, two visits
    {
        "facts": [
            ("2026-10-25 20:00", "The shopper wears size medium."),
            ("2026-10-25 20:01", "The shopper likes {brand3}."),
            ("2026-10-25 20:02", "The shopper likes {brand0}."),
            ("2026-10-25 20:03", "The shopper avoids beige."),
            ("2026-10-25 20:04", "The shopper avoids cream."),
            ("2026-10-25 20:05", "The shopper's budget is up to 65."),
        ],
        "visits": [
            (
                "2026-10-25",
                "bold colours only, no beige or cream, M, {brand3} or {brand0}, 65 max",
                "Here are five bold-coloured tops in M from {brand3} and {brand0} under 65.",
                "The shopper looked at bold-coloured tops in M under 65.",
            ),
            (
                "2026-11-16",
                "back again, any new {brand3}?",
                "Yes, {brand3} has new knitwear in.",
                "",
            ),
        ],
        "questions": [
            ("what colours shouldn't you show me", [["beige"], ["cream"]], []),
            ("which brands do I like", [["{brand3}"], ["{brand0}"]], []),
            ("what size", [["M", "medium"]], []),
            ("budget", [["65"]], []),
            ("do I like beige?", [["no", "No", "avoid", "not", "don't", "dislike"]], []),
            ("what was new from {brand3} last time", [["knit"]], []),
            (
                "when was my last visit",
                [["2026-11-16", "16 Nov", "November 16", "16th", "16/11"]],
                [],
            ),
            ("any occasions coming up", [[NOT_KNOWN]], []),
        ],
    },
    # 31: EU sizes, wedding next summer
    {
        "facts": [
            ("2026-09-17 11:40", "The shopper wears EU size 40."),
            ("2026-09-17 11:41", "The shopper's shoe size is EU 37.5."),
            ("2026-09-17 11:42", "The shopper likes forest green."),
            ("2026-09-17 11:43", "The shopper likes {brand2}."),
            ("2026-09-17 11:44", "The shopper has a wedding on 2027-08-14."),
        ],
        "visits": [
            (
                "2026-09-17",
                "wedding next august, dress EU 40 and shoes 37.5, love forest green",
                "We have two forest green dresses in EU 40 and heels in EU 37.5.",
                "The shopper looked at forest green dresses in EU 40 and heels in EU 37.5 for a wedding.",
            ),
        ],
        "questions": [
            ("what's my dress size", [["40"]], []),
            ("shoe size?", [["37.5"]], []),
            ("what colour suits me", [["green"]], []),
            ("brand I like?", [["{brand2}"]], []),
            (
                "when is the wedding I'm going to",
                [["2027-08-14", "14 Aug", "August 14", "14th", "14/08"]],
                [],
            ),
            ("what did you find for me", [["dress"], ["heel", "shoe"]], []),
            ("how much do I want to spend", [[NOT_KNOWN]], []),
            ("is there anything I'm shopping for in particular", [["wedding"]], []),
        ],
    },
    # 32: mostly dislikes, a visit without summary
    {
        "facts": [
            ("2026-11-14 17:00", "The shopper avoids red."),
            ("2026-11-14 17:01", "The shopper avoids {brand2}."),
            ("2026-11-14 17:02", "The shopper wears size 20."),
            ("2026-11-14 17:03", "The shopper's budget is up to 35."),
        ],
        "visits": [
            (
                "2026-11-14",
                "size 20 cardigans, no red, nothing from {brand2}, 35 max",
                "There are four cardigans in size 20 under 35.",
                "",
            ),
        ],
        "questions": [
            ("do I like red", [["no", "No", "avoid", "not", "don't", "dislike"]], []),
            (
                "is {brand2} one of my brands",
                [["no", "No", "avoid", "not", "don't", "dislike"]],
                [],
            ),
            ("what size cardigan do I wear", [["20"]], []),
            ("how much am i spending", [["35"]], []),
            ("what did I look at", [["cardigan"]], []),
            ("what colours DO I like then", [[NOT_KNOWN]], []),
            ("what do you know about me", [["red"], ["{brand2}"], ["20"], ["35"]], []),
        ],
    },
    # 33: size up from L to XL, ski trip
    {
        "facts": [
            ("2026-07-19 09:10", "The shopper wears size L."),
            ("2026-11-24 09:15", "The shopper wears size XL."),
            ("2026-11-24 09:16", "The shopper is going on a trip on 2027-01-22."),
            ("2026-11-24 09:17", "The shopper likes {brand4}."),
            ("2026-11-24 09:18", "The shopper likes black."),
        ],
        "visits": [
            (
                "2026-07-19",
                "linen trousers L",
                "We have linen trousers in L in stone and black.",
                "The shopper looked at linen trousers in L.",
            ),
            (
                "2026-11-24",
                "ski trip in jan, XL jacket, {brand4} if poss",
                "{brand4} has two ski jackets in XL, one in black.",
                "The shopper looked at {brand4} ski jackets in XL.",
            ),
        ],
        "questions": [
            ("what size jacket am I", [["XL", "extra large"]], ["L"]),
            ("was I a different size before?", [["L", "large"]], []),
            ("when's my trip", [["2027-01-22", "22 Jan", "January 22", "22nd", "22/01"]], []),
            ("what brand do i like", [["{brand4}"]], []),
            ("colour?", [["black"]], []),
            ("what did i look at in july", [["linen", "trouser"]], []),
            ("what did you show me last", [["ski", "jacket"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            (
                "everything please",
                [["XL", "extra large"], ["trip", "ski"], ["{brand4}"], ["black"]],
                ["L"],
            ),
        ],
    },
]
