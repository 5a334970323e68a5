"""The questions about the shopper of split "test12" (issue 18).

split "test12" (issue 18), written blind, by hand, on 2026-12-03 by a fifteenth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    # 1: dress size changed, a colour, a dated wedding, one visit
    {
        "facts": [
            ("2026-07-11 12:30", "The shopper wears dress size 14."),
            ("2026-11-21 19:02", "The shopper wears dress size 16."),
            ("2026-11-21 19:03", "The shopper likes emerald green."),
            ("2026-11-21 19:04", "The shopper has a wedding on 2026-12-19."),
        ],
        "visits": [
            (
                "2026-11-21",
                "evening! need a dress for a wedding, size 16 now, something emerald?",
                "There are two emerald dresses in size 16: a wrap midi and a satin slip dress.",
                "The shopper looked at emerald wedding-guest dresses in size 16.",
            ),
        ],
        "questions": [
            ("what dress size am i", [["16"]], ["14"]),
            ("have I gone up a size since I first shopped here?", [["14"], ["16"]], []),
            ("which colour do i like", [["emerald", "green"]], []),
            ("when is the wedding again?", [["2026-12-19", "19th", "19", "December"]], []),
            ("what's my spending limit", [[NOT_KNOWN]], []),
            ("what did you show me last time?", [["emerald", "green"], ["dress"]], []),
            ("Do I have a favourite brand?", [[NOT_KNOWN]], []),
            (
                "sum up what you know about me pls",
                [["16"], ["emerald", "green"], ["wedding"]],
                ["14"],
            ),
            ("am I still a 14?", [["16"]], []),
            ("is the wedding before christmas?", [["Yes", "yes", "2026-12-19", "19th", "19"]], []),
        ],
    },
    # 2: facts only, shoes and jeans, a like and a dislike, a budget
    {
        "facts": [
            ("2026-10-02 08:15", "The shopper wears UK 7 shoes."),
            ("2026-10-02 08:16", "The shopper wears jeans in W32 L30."),
            ("2026-10-02 08:17", "The shopper likes black."),
            ("2026-10-02 08:18", "The shopper avoids brown."),
            ("2026-10-05 21:40", "The shopper's budget is up to 60."),
        ],
        "visits": [],
        "questions": [
            ("whats my shoe size", [["7"]], []),
            ("what waist do I wear in jeans?", [["32", "W32"]], []),
            ("what leg length do i take", [["30", "L30"]], []),
            ("is there a colour I don't like?", [["brown"]], []),
            ("do I like black?", [["Yes", "yes", "black"]], []),
            ("how much do I normally spend", [["60"]], []),
            ("which brands am I into", [[NOT_KNOWN]], []),
            ("got anything coming up that I'm shopping for?", [[NOT_KNOWN]], []),
            ("tell me my preferences", [["7"], ["32", "W32"], ["black"], ["brown"], ["60"]], []),
            ("what jeans size, waist and leg?", [["32", "W32"], ["30", "L30"]], []),
        ],
    },
    # 3: visits only, both summarised
    {
        "facts": [],
        "visits": [
            (
                "2026-09-03",
                "hello, do you have waterproof jackets?",
                "Yes, we have four waterproof jackets, from 45 to 120.",
                "The shopper browsed waterproof jackets.",
            ),
            (
                "2026-11-14",
                "any wool scarves in stock",
                "We have six wool scarves, including a grey cable-knit one and a tartan one.",
                "The shopper looked at wool scarves.",
            ),
        ],
        "questions": [
            ("what was I looking for last time?", [["scarf", "scarves"]], []),
            ("when did i last come in", [["2026-11-14", "14th", "14", "November"]], []),
            ("what did I look at on my first visit?", [["jacket", "waterproof"]], []),
            ("do you know my dress size?", [[NOT_KNOWN]], []),
            ("what's my fave colour", [[NOT_KNOWN]], []),
            ("how many times have I been here", [["2", "two", "twice"]], []),
            ("what did you show me back in september", [["jacket", "waterproof"]], []),
            ("what have I browsed so far?", [["jacket", "waterproof"], ["scarf", "scarves"]], []),
            ("did you show me any jackets before?", [["Yes", "yes", "jacket", "waterproof"]], []),
        ],
    },
    # 4: nothing remembered at all
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what size am i", [[NOT_KNOWN]], []),
            ("do you know what colours I like?", [[NOT_KNOWN]], []),
            ("when was I last here", [[NOT_KNOWN]], []),
            ("What's my budget?", [[NOT_KNOWN]], []),
            ("which brand do i usually buy", [[NOT_KNOWN]], []),
        ],
    },
    # 5: brands liked and avoided, budget changed
    {
        "facts": [
            ("2026-06-18 11:00", "The shopper wears size L."),
            ("2026-06-18 11:01", "The shopper likes {brand0}."),
            ("2026-06-18 11:02", "The shopper's budget is up to 50."),
            ("2026-10-30 16:20", "The shopper avoids {brand3}."),
            ("2026-10-30 16:21", "The shopper's budget is up to 100."),
        ],
        "visits": [
            (
                "2026-10-30",
                "got any {brand0} hoodies in large? not {brand3} pls",
                "Yes, there are three {brand0} hoodies in L, from 55 to 90.",
                "The shopper looked at {brand0} hoodies in size L.",
            ),
        ],
        "questions": [
            ("which brand am I into", [["{brand0}"]], []),
            ("is there a brand I avoid", [["{brand3}"]], []),
            ("what's my budget now", [["100"]], ["50"]),
            ("has my budget changed?", [["50"], ["100"]], []),
            ("what size do I take in hoodies", [["L", "large"]], []),
            ("do I like {brand3}?", [["No", "no", "not", "avoid", "don't"]], []),
            ("any colour preferences?", [[NOT_KNOWN]], []),
            ("what was I shopping for last time", [["hoodie"]], []),
            ("what was my old budget", [["50"]], []),
        ],
    },
    # 6: interview, suit and collar sizes, visit without a summary
    {
        "facts": [
            ("2026-11-28 09:10", "The shopper wears a 40R jacket."),
            ("2026-11-28 09:11", "The shopper's collar size is 15.5."),
            ("2026-11-28 09:12", "The shopper likes navy."),
            ("2026-11-28 09:13", "The shopper has a job interview on 2026-12-08."),
        ],
        "visits": [
            (
                "2026-11-28",
                "morning, I need a navy suit for an interview, 40 regular",
                "We have a navy two-piece suit in 40R and a navy blazer in 40R.",
                "",
            ),
        ],
        "questions": [
            ("what's my collar size", [["15.5"]], []),
            ("what jacket size am i", [["40R", "40", "40 regular"]], []),
            ("when's my interview", [["2026-12-08", "8th", "8", "December"]], []),
            ("what have I got coming up?", [["interview"]], []),
            ("what colour did I say I like", [["navy"]], []),
            ("remind me what you found for me last visit", [["suit", "blazer"]], []),
            ("do you know what size shoe I wear", [[NOT_KNOWN]], []),
            ("is my interview this month?", [["Yes", "yes", "2026-12-08", "8th", "December"]], []),
        ],
    },
    # 7: colour changed from liked to avoided, petite
    {
        "facts": [
            ("2026-04-09 13:30", "The shopper likes yellow."),
            ("2026-04-09 13:31", "The shopper wears size 10 petite."),
            ("2026-11-02 17:45", "The shopper avoids yellow."),
            ("2026-11-02 17:46", "The shopper likes lilac."),
        ],
        "visits": [
            (
                "2026-04-09",
                "hiya, yellow sundresses in a 10 petite?",
                "There are two yellow sundresses in 10 petite.",
                "The shopper looked at yellow sundresses in petite 10.",
            ),
            (
                "2026-11-02",
                "not into yellow anymore lol, got anything lilac?",
                "Yes, a lilac jumper and a lilac blouse, both in 10 petite.",
                "The shopper looked at lilac tops in petite 10.",
            ),
        ],
        "questions": [
            ("do I like yellow?", [["No", "no", "not", "avoid", "don't"]], []),
            ("what colour am I into now", [["lilac"]], []),
            ("have my colour tastes changed?", [["yellow"], ["lilac"]], []),
            ("remind me my size", [["10"], ["petite"]], []),
            ("what did I look at the first time I came?", [["yellow"], ["sundress", "dress"]], []),
            ("do I have a price limit", [[NOT_KNOWN]], []),
            ("which colours should you not bother showing me", [["yellow"]], []),
        ],
    },
    # 8: holiday with a place and a date, total budget, two visits
    {
        "facts": [
            ("2026-11-10 20:00", "The shopper wears size S."),
            ("2026-11-10 20:01", "The shopper likes white."),
            ("2026-11-10 20:02", "The shopper is going on holiday to Lisbon on 2027-01-15."),
            ("2026-11-25 12:40", "The shopper's budget is 200 in total."),
        ],
        "visits": [
            (
                "2026-11-10",
                "going to lisbon in january!! need white linen stuff, small",
                "We have white linen shirts and trousers in S.",
                "The shopper looked at white linen shirts and trousers in size S.",
            ),
            (
                "2026-11-25",
                "back again, what swimwear have you got, S, 200 total budget",
                "There are five swimsuits in S, from 25 to 60.",
                "The shopper looked at swimsuits in size S.",
            ),
        ],
        "questions": [
            ("where am I going on holiday", [["Lisbon"]], []),
            ("when do I fly out?", [["2027-01-15", "15th", "15", "January"]], []),
            ("what size should I get", [["S", "small"]], []),
            ("how much have I got to spend", [["200"]], []),
            ("what did I look at first time round", [["linen", "shirt", "trouser"]], []),
            ("what were we looking at last time", [["swim"]], []),
            ("is there a colour I hate?", [[NOT_KNOWN]], []),
            ("what's my favourite colour", [["white"]], []),
            ("do I like white?", [["Yes", "yes", "white"]], []),
            (
                "when's my holiday and where",
                [["Lisbon"], ["2027-01-15", "15th", "15", "January"]],
                [],
            ),
        ],
    },
    # 9: the shopper's own children's size, facts only
    {
        "facts": [
            ("2026-09-20 16:00", "The shopper wears children's size age 13-14."),
            ("2026-09-20 16:01", "The shopper avoids pink."),
            ("2026-09-20 16:02", "The shopper likes {brand2}."),
        ],
        "visits": [],
        "questions": [
            ("what size do i wear", [["13-14", "13", "age 13"]], []),
            ("any colours to steer clear of for me?", [["pink"]], []),
            ("which brand do I like", [["{brand2}"]], []),
            ("how much do i usually spend?", [[NOT_KNOWN]], []),
            ("do I have any plans coming up", [[NOT_KNOWN]], []),
            ("do I like pink?", [["No", "no", "not", "avoid", "don't"]], []),
            ("do I like {brand2}", [["Yes", "yes", "{brand2}"]], []),
        ],
    },
    # 10: many facts, four visits, size changed
    {
        "facts": [
            ("2026-03-02 10:00", "The shopper wears size M."),
            ("2026-03-02 10:01", "The shopper wears UK 9 shoes."),
            ("2026-03-02 10:02", "The shopper likes olive."),
            ("2026-05-17 15:30", "The shopper avoids orange."),
            ("2026-05-17 15:31", "The shopper likes {brand1}."),
            ("2026-08-08 11:11", "The shopper's budget is up to 120."),
            ("2026-08-08 11:12", "The shopper is running a half marathon on 2027-04-11."),
            ("2026-11-30 18:00", "The shopper wears size L."),
        ],
        "visits": [
            (
                "2026-03-02",
                "hey, olive overshirts in medium?",
                "Yes, two olive overshirts in M.",
                "The shopper looked at olive overshirts in size M.",
            ),
            (
                "2026-05-17",
                "{brand1} trainers uk 9? nothing orange",
                "There are three pairs of {brand1} trainers in UK 9.",
                "The shopper looked at {brand1} trainers in UK 9.",
            ),
            (
                "2026-08-08",
                "need running gear for a half marathon, up to 120",
                "We have running jackets, tights and tops under 120.",
                "The shopper looked at running gear under 120.",
            ),
            (
                "2026-11-30",
                "hi, I'm a large now, any olive parkas?",
                "Yes, one olive parka in L at 110.",
                "The shopper looked at olive parkas in size L.",
            ),
        ],
        "questions": [
            ("what size am i these days", [["L", "large"]], ["M", "medium"]),
            ("what's my shoe size", [["9"]], []),
            ("what colour do I avoid", [["orange"]], []),
            ("my favourite brand?", [["{brand1}"]], []),
            ("how much am I willing to spend", [["120"]], []),
            ("what am I training for?", [["marathon", "half marathon"]], []),
            ("when's the race", [["2027-04-11", "11th", "11", "April"]], []),
            ("what did I look at on my very first visit", [["overshirt"]], []),
            ("when did I last drop by", [["2026-11-30", "30th", "30", "November"]], []),
            ("when did I first shop here", [["2026-03-02", "2nd", "March"]], []),
            (
                "tell me everything you know about me",
                [["L", "large"], ["9"], ["olive"], ["orange"], ["{brand1}"], ["120"], ["marathon"]],
                ["M", "medium"],
            ),
            ("did my size change?", [["M", "medium"], ["L", "large"]], []),
            ("am I a fan of orange", [["No", "no", "not", "avoid", "don't"]], []),
        ],
    },
    # 11: price range, brands both ways, a dislike, visit without a summary
    {
        "facts": [
            ("2026-10-12 09:45", "The shopper's budget is between 30 and 50."),
            ("2026-10-12 09:46", "The shopper likes {brand4}."),
            ("2026-10-12 09:47", "The shopper avoids {brand0}."),
            ("2026-10-12 09:48", "The shopper avoids khaki."),
        ],
        "visits": [
            (
                "2026-10-12",
                "just browsing, {brand4} tees maybe",
                "We have eight {brand4} T-shirts from 15 to 35.",
                "",
            ),
        ],
        "questions": [
            ("whats my price range", [["30"], ["50"]], []),
            ("which brand should you not show me", [["{brand0}"]], []),
            ("who's my fave brand", [["{brand4}"]], []),
            ("do I like khaki?", [["No", "no", "not", "avoid", "don't"]], []),
            ("what size am I in t-shirts", [[NOT_KNOWN]], []),
            ("what did I look at last time", [["T-shirt", "tee", "tshirt"]], []),
            ("anything coming up i'm shopping for?", [[NOT_KNOWN]], []),
        ],
    },
    # 12: two dated occasions
    {
        "facts": [
            ("2026-11-15 14:00", "The shopper wears size 8."),
            ("2026-11-15 14:01", "The shopper has a christening on 2026-12-13."),
            ("2026-11-29 19:30", "The shopper has a date on 2026-12-05."),
            ("2026-11-29 19:31", "The shopper likes powder blue."),
        ],
        "visits": [
            (
                "2026-11-15",
                "christening outfit ideas? size 8",
                "We have a floral tea dress and a cream jumpsuit in size 8.",
                "The shopper looked at christening outfits in size 8.",
            ),
        ],
        "questions": [
            ("what events have I got coming up", [["christening"], ["date"]], []),
            ("when is the christening", [["2026-12-13", "13th", "13", "December"]], []),
            ("when's my date?", [["2026-12-05", "5th", "5", "December"]], []),
            ("what size should I be looking at", [["8"]], []),
            ("any colour I like?", [["powder blue", "blue"]], []),
            ("how much can I spend", [[NOT_KNOWN]], []),
            ("what did you suggest last time", [["tea dress", "dress", "jumpsuit"]], []),
            ("do I wear an 8?", [["Yes", "yes", "8"]], []),
        ],
    },
    # 13: tall, inside leg, three visits (one unsummarised)
    {
        "facts": [
            ("2026-07-01 10:20", "The shopper is tall and wears size XL."),
            ("2026-07-01 10:21", "The shopper's inside leg is 34."),
            ("2026-09-14 12:00", "The shopper avoids grey."),
            ("2026-09-14 12:01", "The shopper's budget is up to 75."),
        ],
        "visits": [
            (
                "2026-07-01",
                "tall XL chinos? 34 leg",
                "There are two pairs of tall chinos with a 34 leg.",
                "The shopper looked at tall chinos with a 34 inside leg.",
            ),
            (
                "2026-09-14",
                "jumpers under 75, no grey",
                "We have a navy and a rust jumper in XL under 75.",
                "",
            ),
            (
                "2026-10-22",
                "returns policy?",
                "You can return unworn items within 30 days.",
                "The shopper asked about the returns policy.",
            ),
        ],
        "questions": [
            ("what's my inside leg", [["34"]], []),
            ("am I tall or regular fit", [["tall"]], []),
            ("what size top do I take", [["XL", "extra large"]], []),
            ("do I like grey?", [["No", "no", "not", "avoid", "don't"]], []),
            ("what's my max spend", [["75"]], []),
            ("what did I ask about last time", [["return"]], []),
            ("when was my last visit", [["2026-10-22", "22nd", "22", "October"]], []),
            ("what brand do i wear", [[NOT_KNOWN]], []),
            ("what did you show me when I wanted jumpers", [["navy", "rust"]], []),
        ],
    },
    # 14: brand liked then avoided, facts only
    {
        "facts": [
            ("2026-02-10 08:00", "The shopper likes {brand2}."),
            ("2026-02-10 08:01", "The shopper wears a 34 waist."),
            ("2026-10-19 20:10", "The shopper avoids {brand2}."),
            ("2026-10-19 20:11", "The shopper likes {brand3}."),
        ],
        "visits": [],
        "questions": [
            ("what brand do I like now", [["{brand3}"]], []),
            ("do I still like {brand2}?", [["No", "no", "not", "avoid", "don't"]], []),
            ("what's my waist", [["34"]], []),
            ("did I used to like another brand?", [["{brand2}"]], []),
            ("what colour suits me", [[NOT_KNOWN]], []),
            ("how much do I spend usually", [[NOT_KNOWN]], []),
            ("am I still a 34 waist", [["Yes", "yes", "34"]], []),
        ],
    },
    # 15: four visits only, one unsummarised
    {
        "facts": [],
        "visits": [
            (
                "2026-05-03",
                "hi do u have linen trousers",
                "Yes, we have linen trousers in beige, white and navy.",
                "The shopper browsed linen trousers.",
            ),
            (
                "2026-06-21",
                "sandals?",
                "We have six pairs of sandals from 20 to 70.",
                "The shopper looked at sandals.",
            ),
            (
                "2026-08-30",
                "need a raincoat",
                "We have three raincoats, including a yellow mac.",
                "",
            ),
            (
                "2026-11-27",
                "knitted gloves pls",
                "Yes, we have knitted gloves in grey, red and cream.",
                "The shopper looked at knitted gloves.",
            ),
        ],
        "questions": [
            ("what was I after the last time?", [["glove"]], []),
            ("when was my first visit", [["2026-05-03", "3rd", "3", "May"]], []),
            ("what did I look at in June?", [["sandal"]], []),
            ("what did you show me in august", [["raincoat", "mac"]], []),
            ("how many times have i been in", [["4", "four"]], []),
            ("what's my size", [[NOT_KNOWN]], []),
            ("do you know my budget?", [[NOT_KNOWN]], []),
            (
                "what have I looked at so far",
                [["linen", "trouser"], ["sandal"], ["raincoat", "mac"], ["glove"]],
                [],
            ),
        ],
    },
    # 16: graduation, US size, one visit
    {
        "facts": [
            ("2026-11-18 13:15", "The shopper wears US size 6."),
            ("2026-11-18 13:16", "The shopper has a graduation on 2027-01-22."),
            ("2026-11-18 13:17", "The shopper likes burgundy."),
            ("2026-11-18 13:18", "The shopper's budget is up to 90."),
        ],
        "visits": [
            (
                "2026-11-18",
                "graduation dress, burgundy, US 6, under 90?",
                "There's a burgundy shift dress in US 6 at 85.",
                "The shopper looked at a burgundy shift dress for a graduation.",
            ),
        ],
        "questions": [
            ("what's the occasion I'm shopping for", [["graduation"]], []),
            ("when do i graduate", [["2027-01-22", "22nd", "22", "January"]], []),
            ("what size am I in US sizes", [["6"]], []),
            ("my colour?", [["burgundy"]], []),
            ("what's my limit", [["90"]], []),
            ("have you got my shoe size", [[NOT_KNOWN]], []),
            ("remind me of my preferences", [["6"], ["burgundy"], ["90"]], []),
            ("what did you find me for the graduation", [["shift dress", "dress", "burgundy"]], []),
        ],
    },
    # 17: half shoe size, changed
    {
        "facts": [
            ("2026-05-05 10:10", "The shopper wears EU 38 shoes."),
            ("2026-09-09 09:09", "The shopper wears EU 38.5 shoes."),
            ("2026-09-09 09:10", "The shopper likes {brand1}."),
            ("2026-09-09 09:11", "The shopper avoids white."),
        ],
        "visits": [
            (
                "2026-09-09",
                "{brand1} trainers in 38.5? not white",
                "Yes, black and green {brand1} trainers in 38.5.",
                "The shopper looked at {brand1} trainers in EU 38.5.",
            ),
        ],
        "questions": [
            ("what shoe size am i", [["38.5"]], []),
            ("has my shoe size changed", [["38"], ["38.5"]], []),
            ("which colour don't I like", [["white"]], []),
            ("any brand I'm loyal to?", [["{brand1}"]], []),
            ("what size am I in tops?", [[NOT_KNOWN]], []),
            ("when did I pop in last", [["2026-09-09", "9th", "9", "September"]], []),
            ("what did you show me", [["trainer"]], []),
            ("what shoe size was I before", [["38"]], []),
        ],
    },
    # 18: per-item budget, two liked colours, facts only
    {
        "facts": [
            ("2026-10-27 22:05", "The shopper's budget is about 40 per item."),
            ("2026-10-27 22:06", "The shopper likes mustard."),
            ("2026-10-27 22:07", "The shopper likes camel."),
            ("2026-10-27 22:08", "The shopper avoids {brand4}."),
        ],
        "visits": [],
        "questions": [
            ("which colours am I into", [["mustard"], ["camel"]], []),
            ("roughly how much per item do I spend", [["40"]], []),
            ("am I ok with {brand4}?", [["No", "no", "not", "avoid", "don't"]], []),
            ("do I like camel", [["Yes", "yes", "camel"]], []),
            ("what do you know about me", [["mustard"], ["camel"], ["40"], ["{brand4}"]], []),
        ],
    },
    # 19: work trip, long jacket and collar
    {
        "facts": [
            ("2026-11-05 07:50", "The shopper wears a 42 long jacket."),
            ("2026-11-05 07:51", "The shopper's collar size is 16."),
            ("2026-11-26 18:20", "The shopper has a work trip to New York on 2026-12-10."),
            ("2026-11-26 18:21", "The shopper likes charcoal."),
        ],
        "visits": [
            (
                "2026-11-05",
                "shirts, collar 16",
                "We have white, blue and pink shirts in collar 16.",
                "The shopper looked at shirts in collar 16.",
            ),
            (
                "2026-11-26",
                "need a charcoal overcoat for new york, 42 long",
                "There's a charcoal wool overcoat in 42L at 180.",
                "The shopper looked at a charcoal overcoat in 42 long.",
            ),
        ],
        "questions": [
            ("where am I travelling to", [["New York"]], []),
            ("when do i go to new york", [["2026-12-10", "10th", "10", "December"]], []),
            ("what's my neck size", [["16"]], []),
            ("jacket size?", [["42", "42L", "42 long"]], []),
            ("what colour do I go for", [["charcoal"]], []),
            ("what was I after the first time I came in", [["shirt"]], []),
            ("what size overcoat do I need", [["42", "42L", "42 long"]], []),
            ("what did we look at most recently", [["overcoat", "coat", "charcoal"]], []),
        ],
    },
    # 20: festival, bright colour, avoids black, total budget
    {
        "facts": [
            ("2026-11-12 17:00", "The shopper is going to a festival on 2027-06-25."),
            ("2026-11-12 17:01", "The shopper likes cobalt blue."),
            ("2026-11-12 17:02", "The shopper avoids black."),
            ("2026-11-12 17:03", "The shopper wears size 10."),
            ("2026-11-12 17:04", "The shopper's budget is 150 in total."),
        ],
        "visits": [
            (
                "2026-11-12",
                "festival clothes!! bright stuff, nothing black",
                "There are cobalt and orange festival tops and shorts in size 10.",
                "",
            ),
        ],
        "questions": [
            ("what am I shopping for", [["festival"]], []),
            ("when's the festival?", [["2027-06-25", "25th", "25", "June"]], []),
            ("would I wear black?", [["No", "no", "not", "avoid", "don't"]], []),
            ("which colour do I love", [["cobalt"]], []),
            ("what's my total budget", [["150"]], []),
            ("my size?", [["10"]], []),
            ("which brands do I like", [[NOT_KNOWN]], []),
            (
                "give me a rundown of what you know",
                [["festival"], ["cobalt"], ["black"], ["10"], ["150"]],
                [],
            ),
            ("what did you suggest for the festival", [["cobalt", "orange", "top", "shorts"]], []),
        ],
    },
    # 21: size changed from XS to S
    {
        "facts": [
            ("2026-01-15 12:00", "The shopper wears size XS."),
            ("2026-01-15 12:01", "The shopper likes red."),
            ("2026-10-04 15:45", "The shopper wears size S."),
        ],
        "visits": [
            (
                "2026-01-15",
                "red knitwear in XS?",
                "Yes, a red cardigan in XS.",
                "The shopper looked at a red cardigan in XS.",
            ),
            (
                "2026-10-04",
                "sized up to small, red coats?",
                "There's a red wool coat in S.",
                "The shopper looked at a red coat in size S.",
            ),
        ],
        "questions": [
            ("what size am I now", [["S", "small"]], ["XS"]),
            ("was I ever a different size", [["XS", "extra small"], ["S", "small"]], []),
            ("am I still an XS?", [["S", "small"]], []),
            ("favourite colour?", [["red"]], []),
            ("what did you show me on my first visit", [["cardigan"]], []),
            ("what was I browsing last time", [["coat"]], []),
            ("what's my budget like", [[NOT_KNOWN]], []),
            ("what did I tell you my size was in january", [["XS", "extra small"]], []),
        ],
    },
    # 22: a race, US half shoe size, a brand
    {
        "facts": [
            ("2026-11-22 06:30", "The shopper is running a 10k on 2026-12-14."),
            ("2026-11-22 06:31", "The shopper wears US 10.5 shoes."),
            ("2026-11-22 06:32", "The shopper likes {brand0}."),
            ("2026-11-22 06:33", "The shopper's budget is up to 110."),
        ],
        "visits": [
            (
                "2026-11-22",
                "running shoes, {brand0}, US 10.5, max 110",
                "There are two {brand0} running shoes in US 10.5 under 110.",
                "The shopper looked at {brand0} running shoes in US 10.5.",
            ),
        ],
        "questions": [
            ("what race am i doing", [["10k", "10K", "10 k"]], []),
            ("when's my race", [["2026-12-14", "14th", "14", "December"]], []),
            ("what size running shoe do I take", [["10.5"]], []),
            ("which brand do i run in", [["{brand0}"]], []),
            ("what's the most I'll pay", [["110"]], []),
            ("do you know my favourite colour?", [[NOT_KNOWN]], []),
            ("what did we look at last time?", [["running shoe", "shoe", "trainer"]], []),
            ("is my race before christmas", [["Yes", "yes", "2026-12-14", "14th", "December"]], []),
        ],
    },
    # 23: new job, a like and a dislike, two visits
    {
        "facts": [
            ("2026-11-19 11:30", "The shopper wears size 18."),
            ("2026-11-19 11:31", "The shopper starts a new job on 2027-01-04."),
            ("2026-11-19 11:32", "The shopper likes cream."),
            ("2026-11-19 11:33", "The shopper avoids beige."),
            ("2026-11-19 11:34", "The shopper's budget is about 60 per item."),
        ],
        "visits": [
            (
                "2026-11-19",
                "workwear for a new job, size 18, cream not beige",
                "We have cream blouses and tailored trousers in size 18.",
                "The shopper looked at workwear in size 18.",
            ),
            (
                "2026-12-01",
                "do you do gift cards",
                "Yes, gift cards from 10 to 200.",
                "The shopper asked about gift cards.",
            ),
        ],
        "questions": [
            ("when do I start my new job", [["2027-01-04", "4th", "4", "January"]], []),
            ("what size do i need", [["18"]], []),
            ("which colour should I avoid", [["beige"]], []),
            ("do i like cream?", [["Yes", "yes", "cream"]], []),
            ("what do I spend per item", [["60"]], []),
            ("what did i ask last time i was in", [["gift card"]], []),
            ("what brand am I into", [[NOT_KNOWN]], []),
            ("what was I shopping for on the 19th of November", [["work"]], []),
            (
                "when do I start the new job, and what size am i",
                [["2027-01-04", "4th", "4", "January"], ["18"]],
                [],
            ),
        ],
    },
    # 24: ski trip, brands both ways, facts only
    {
        "facts": [
            ("2026-10-08 19:00", "The shopper wears size M."),
            ("2026-10-08 19:01", "The shopper is going skiing on 2027-02-13."),
            ("2026-10-08 19:02", "The shopper likes {brand2}."),
            ("2026-10-08 19:03", "The shopper avoids {brand1}."),
            ("2026-10-08 19:04", "The shopper likes bright red."),
            ("2026-10-08 19:05", "The shopper's budget is up to 300."),
        ],
        "visits": [],
        "questions": [
            ("what trip am I planning", [["skiing", "ski"]], []),
            ("when's the ski trip", [["2027-02-13", "13th", "13", "February"]], []),
            ("what size do i take", [["M", "medium"]], []),
            ("do I like {brand1}", [["No", "no", "not", "avoid", "don't"]], []),
            ("which brand do I prefer", [["{brand2}"]], []),
            ("my budget?", [["300"]], []),
            ("what colour am I after", [["red"]], []),
            ("any idea of my shoe size?", [[NOT_KNOWN]], []),
            (
                "remind me what you know about my ski trip",
                [["skiing", "ski"], ["2027-02-13", "13th", "13", "February"]],
                [],
            ),
        ],
    },
    # 25: a single fact
    {
        "facts": [
            ("2026-11-01 10:00", "The shopper wears UK 5 shoes."),
        ],
        "visits": [],
        "questions": [
            ("my shoe size, what is it", [["5"]], []),
            ("what size jeans do I wear", [[NOT_KNOWN]], []),
            ("what info have you got on me", [["5"]], []),
            ("have I got anything coming up", [[NOT_KNOWN]], []),
        ],
    },
    # 26: an occasion whose date moved
    {
        "facts": [
            ("2026-09-01 20:00", "The shopper is a bridesmaid at a wedding on 2027-05-01."),
            ("2026-09-01 20:01", "The shopper wears size 12."),
            ("2026-11-16 21:15", "The shopper has a wedding on 2027-05-08."),
            ("2026-11-16 21:16", "The shopper likes sage green."),
        ],
        "visits": [
            (
                "2026-09-01",
                "I'm a bridesmaid in may, what shoes go with sage?",
                "Nude and gold heels go well with sage; we have both in stock.",
                "The shopper looked at heels to go with a sage bridesmaid dress.",
            ),
        ],
        "questions": [
            ("when's the wedding", [["2027-05-08", "8th", "8", "May"]], ["2027-05-01", "1st"]),
            (
                "did the wedding date change?",
                [["2027-05-01", "1st", "1"], ["2027-05-08", "8th", "8"]],
                [],
            ),
            ("what role have I got at the wedding", [["bridesmaid"]], []),
            ("which dress size do I take", [["12"]], []),
            ("is there a colour I'm keen on", [["sage"]], []),
            ("what did you recommend the last time I was here", [["heel", "shoe"]], []),
            ("how much am I spending", [[NOT_KNOWN]], []),
            ("do I like sage green?", [["Yes", "yes", "sage"]], []),
        ],
    },
    # 27: plus size, two avoided brands, budget added later
    {
        "facts": [
            ("2026-08-19 12:12", "The shopper wears size 3XL."),
            ("2026-08-19 12:13", "The shopper avoids {brand3}."),
            ("2026-08-19 12:14", "The shopper avoids {brand4}."),
            ("2026-08-19 12:15", "The shopper likes forest green."),
            ("2026-11-09 09:30", "The shopper's budget is under 70."),
        ],
        "visits": [
            (
                "2026-11-09",
                "hoodies in 3XL under 70?",
                "There are two hoodies in 3XL under 70, one forest green.",
                "The shopper looked at hoodies in 3XL.",
            ),
        ],
        "questions": [
            ("what size do I buy in", [["3XL"]], []),
            ("which brands do I avoid", [["{brand3}"], ["{brand4}"]], []),
            ("is there a brand I like?", [[NOT_KNOWN]], []),
            ("which colour do I go for", [["forest green", "green"]], []),
            ("how much am I happy spending", [["70"]], []),
            ("what was I looking at last time", [["hoodie"]], []),
            ("any events on the horizon for me?", [[NOT_KNOWN]], []),
            ("do I like {brand4}?", [["No", "no", "not", "avoid", "don't"]], []),
        ],
    },
    # 28: two visits, neither summarised
    {
        "facts": [],
        "visits": [
            (
                "2026-10-15",
                "evening, got any velvet blazers?",
                "Yes, a black velvet blazer and a green one.",
                "",
            ),
            (
                "2026-11-23",
                "looking for chelsea boots",
                "We have chelsea boots in brown suede and black leather.",
                "",
            ),
        ],
        "questions": [
            ("what did I come in for last time", [["chelsea", "boot"]], []),
            ("when did I first come here", [["2026-10-15", "15th", "15", "October"]], []),
            ("what did you show me the first time", [["velvet", "blazer"]], []),
            ("what date did I last visit", [["2026-11-23", "23rd", "23", "November"]], []),
            ("do you know what size I am?", [[NOT_KNOWN]], []),
            ("any brand I tend to buy?", [[NOT_KNOWN]], []),
        ],
    },
    # 29: cruise, seven facts, three visits
    {
        "facts": [
            ("2026-10-01 10:00", "The shopper is going on a cruise on 2027-03-20."),
            ("2026-10-01 10:01", "The shopper wears size 14."),
            ("2026-10-01 10:02", "The shopper wears UK 6 shoes."),
            ("2026-10-01 10:03", "The shopper likes coral."),
            ("2026-10-20 14:30", "The shopper avoids {brand0}."),
            ("2026-10-20 14:31", "The shopper's budget is up to 250."),
            ("2026-11-11 19:00", "The shopper avoids mustard."),
        ],
        "visits": [
            (
                "2026-10-01",
                "cruise wear!! size 14",
                "We have maxi dresses, linen shorts and kaftans in size 14.",
                "The shopper looked at cruise wear in size 14.",
            ),
            (
                "2026-10-20",
                "evening dresses for the cruise, up to 250, not {brand0}",
                "There are four evening dresses in size 14 under 250.",
                "The shopper looked at evening dresses under 250.",
            ),
            (
                "2026-11-11",
                "sandals uk 6, coral if you have them",
                "Yes, coral sandals in UK 6 at 45.",
                "The shopper looked at coral sandals in UK 6.",
            ),
        ],
        "questions": [
            ("what holiday have I got booked", [["cruise"]], []),
            ("when do I set sail", [["2027-03-20", "20th", "20", "March"]], []),
            ("dress size?", [["14"]], []),
            ("and my shoe size is..?", [["6"]], []),
            ("which colour am I mad about", [["coral"]], []),
            ("any colour I dislike", [["mustard"]], []),
            ("is there a brand I won't buy", [["{brand0}"]], []),
            ("what's my ceiling on price", [["250"]], []),
            ("what did we find last visit", [["sandal"]], []),
            ("how many times have I visited", [["3", "three"]], []),
            (
                "tell me all my preferences",
                [["14"], ["6"], ["coral"], ["mustard"], ["{brand0}"], ["250"], ["cruise"]],
                [],
            ),
        ],
    },
    # 30: yes/no checks
    {
        "facts": [
            ("2026-09-25 16:40", "The shopper wears size 10."),
            ("2026-09-25 16:41", "The shopper likes green."),
            ("2026-09-25 16:42", "The shopper avoids purple."),
            ("2026-11-08 10:05", "The shopper likes {brand3}."),
        ],
        "visits": [
            (
                "2026-11-08",
                "any {brand3} jumpers in green?",
                "Yes, a green {brand3} jumper in size 10.",
                "The shopper looked at a green {brand3} jumper.",
            ),
        ],
        "questions": [
            ("do I like green?", [["Yes", "yes", "green"]], []),
            ("am I a size 10?", [["Yes", "yes", "10"]], []),
            ("do I like purple", [["No", "no", "not", "avoid", "don't"]], []),
            ("am I a fan of {brand3}?", [["Yes", "yes", "{brand3}"]], []),
            ("have I set a budget?", [[NOT_KNOWN]], []),
            ("have I mentioned any events?", [[NOT_KNOWN]], []),
            ("what did I last look at", [["jumper"]], []),
            ("list what I like and don't like", [["green"], ["purple"], ["{brand3}"]], []),
        ],
    },
    # 31: chest and trousers, budget lowered, backpacking trip
    {
        "facts": [
            ("2026-06-06 18:00", "The shopper has a 40 chest."),
            ("2026-06-06 18:01", "The shopper wears trousers in W30 L32."),
            ("2026-06-06 18:02", "The shopper's budget is up to 80."),
            ("2026-11-24 20:30", "The shopper's budget is up to 60."),
            ("2026-11-24 20:31", "The shopper is going backpacking in Thailand on 2027-02-17."),
            ("2026-11-24 20:32", "The shopper likes {brand4}."),
        ],
        "visits": [
            (
                "2026-06-06",
                "shorts w30",
                "We have cargo shorts and chino shorts in W30.",
                "The shopper looked at shorts in W30.",
            ),
            (
                "2026-11-24",
                "backpacking kit, lightweight stuff, under 60 now",
                "We have quick-dry shirts and zip-off trousers under 60.",
                "The shopper looked at lightweight travel clothing under 60.",
            ),
        ],
        "questions": [
            ("what's my chest", [["40"]], []),
            ("waist and leg?", [["30", "W30"], ["32", "L32"]], []),
            ("what am I spending these days", [["60"]], ["80"]),
            ("did I used to have a higher budget?", [["80"]], []),
            ("where am i off to", [["Thailand"]], []),
            ("when do I leave for thailand", [["2027-02-17", "17th", "17", "February"]], []),
            ("which label do I like", [["{brand4}"]], []),
            ("is there a colour I won't wear?", [[NOT_KNOWN]], []),
            ("what am I packing for", [["backpack", "Thailand"]], []),
        ],
    },
    # 32: half shoe size, black-tie dinner
    {
        "facts": [
            ("2026-11-17 12:00", "The shopper wears UK 8.5 shoes."),
            ("2026-11-17 12:01", "The shopper likes teal."),
            ("2026-11-17 12:02", "The shopper avoids {brand2}."),
            ("2026-12-01 18:00", "The shopper has a black-tie dinner on 2026-12-11."),
        ],
        "visits": [
            (
                "2026-12-01",
                "black tie do next week, need shoes 8.5",
                "We have patent oxfords and velvet loafers in UK 8.5.",
                "The shopper looked at formal shoes in UK 8.5.",
            ),
        ],
        "questions": [
            ("what's coming up for me", [["dinner", "black-tie", "black tie"]], []),
            ("what date is the dinner", [["2026-12-11", "11th", "11", "December"]], []),
            ("shoe size?", [["8.5"]], []),
            ("do i like teal?", [["Yes", "yes", "teal"]], []),
            ("which brand do i avoid", [["{brand2}"]], []),
            ("have I told you what I want to spend?", [[NOT_KNOWN]], []),
            ("what clothing size am I", [[NOT_KNOWN]], []),
            ("what did you show me for the dinner", [["oxford", "loafer", "shoe"]], []),
        ],
    },
    # 33: EU size, dislike, brand added later
    {
        "facts": [
            ("2026-07-22 09:00", "The shopper wears EU size 44."),
            ("2026-07-22 09:01", "The shopper avoids red."),
            ("2026-10-10 10:10", "The shopper likes {brand0}."),
        ],
        "visits": [
            (
                "2026-07-22",
                "summer shirts, EU 44, no red",
                "There are blue and white linen shirts in EU 44.",
                "The shopper looked at summer shirts in EU 44.",
            ),
            (
                "2026-10-10",
                "{brand0} jackets?",
                "We have a {brand0} bomber and a {brand0} quilted jacket.",
                "The shopper looked at {brand0} jackets.",
            ),
        ],
        "questions": [
            ("what's my size again", [["44"]], []),
            ("do I like red", [["No", "no", "not", "avoid", "don't"]], []),
            ("favourite brand?", [["{brand0}"]], []),
            ("what did I look at in july", [["shirt"]], []),
            ("what budget did I give you", [[NOT_KNOWN]], []),
            ("when was I last in", [["2026-10-10", "10th", "10", "October"]], []),
            ("what do you know about me and my tastes?", [["44"], ["red"], ["{brand0}"]], []),
            ("am I a 44?", [["Yes", "yes", "44"]], []),
        ],
    },
]
