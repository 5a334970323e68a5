"""The shopper questions of split "test20" (issue 18).

split "test20" (issue 18), written blind, by hand, on 2026-12-06 by a twenty-third writer who
never saw the offline model's code or tests, nor any other split's sentences or templates; only
this brief.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    # 1. both; a size that changed, a colour, a budget, a wedding ahead
    {
        "facts": [
            ("2026-08-14 11:02", "The shopper wears size 12."),
            ("2026-08-14 11:03", "The shopper likes navy."),
            ("2026-10-30 19:20", "The shopper wears size 14."),
            ("2026-10-30 19:21", "The shopper's budget is up to 90."),
            ("2026-10-30 19:22", "The shopper has a wedding on 2027-03-20."),
        ],
        "visits": [
            (
                "2026-08-14",
                "morning, I'm a 12, any navy midi dresses?",
                "Yes, we have three navy midi dresses in size 12.",
                "The shopper asked for navy midi dresses in size 12.",
            ),
            (
                "2026-10-30",
                "I've gone up to a 14 now. need something for a wedding in march, max 90",
                "Here are four dresses in size 14 under 90 that would suit a wedding.",
                "The shopper looked for wedding guest dresses in size 14 under 90.",
            ),
        ],
        "questions": [
            ("what size am I now", [["14"]], []),
            ("am I still a 12?", [["No", "no", "not"], ["14"]], []),
            ("what size was I before", [["12"]], []),
            (
                "when's the wedding again",
                [["2027-03-20", "20 Mar", "20th Mar", "Mar 20", "March 20", "Mar. 20"]],
                [],
            ),
            ("how much did I say I wanted to spend", [["90"]], []),
            ("whats my favourite colour", [["navy"]], []),
            (
                "when was I last in",
                [["2026-10-30", "30 Oct", "30th Oct", "Oct 30", "October 30", "Oct. 30"]],
                [],
            ),
            ("what shoe size am I", [[NOT_KNOWN]], []),
        ],
    },
    # 2. nothing at all
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what size am I?", [[NOT_KNOWN]], []),
            ("what do you know about me", [[NOT_KNOWN]], ["memory", "memories", "records"]),
            ("have I been here before", [[NOT_KNOWN, "No", "no"]], []),
            ("do I like {brand1}?", [[NOT_KNOWN]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("have I got any events coming up", [[NOT_KNOWN]], []),
        ],
    },
    # 3. facts only: colours and brands
    {
        "facts": [
            ("2026-06-03 14:10", "The shopper likes emerald."),
            ("2026-06-03 14:11", "The shopper avoids orange."),
            ("2026-06-03 14:12", "The shopper avoids {brand3}."),
            ("2026-09-19 09:40", "The shopper likes {brand0}."),
            ("2026-09-19 09:41", "The shopper likes camel."),
        ],
        "visits": [],
        "questions": [
            ("which colours do I like", [["emerald"], ["camel"]], []),
            ("is there a colour I don't wear", [["orange"]], []),
            ("do I like orange?", [["No", "no", "not", "avoid"]], []),
            ("do i like {brand0}", [["Yes", "yes"]], []),
            ("what brand do I avoid", [["{brand3}"]], []),
            ("what's my size", [[NOT_KNOWN]], []),
            (
                "tell me everything you've got on me",
                [["emerald"], ["orange"], ["{brand3}"], ["{brand0}"], ["camel"]],
                ["memory", "memories", "records"],
            ),
        ],
    },
    # 4. visits only: three outdoor visits
    {
        "facts": [],
        "visits": [
            (
                "2026-07-11",
                "do you have waterproof jackets for hiking",
                "Yes, we have six waterproof jackets; the lightest weighs 240 grams.",
                "The shopper looked at waterproof hiking jackets.",
            ),
            (
                "2026-09-02",
                "need walking boots, what have you got",
                "We have four pairs of walking boots, from 85 to 160.",
                "The shopper browsed walking boots.",
            ),
            (
                "2026-11-28",
                "any thermal base layers?",
                "Yes, we have merino and synthetic base layers.",
                "The shopper asked about thermal base layers.",
            ),
        ],
        "questions": [
            ("how many times have I visited", [["3", "three"]], []),
            ("what did I look at last time", [["base layer", "thermal", "merino"]], []),
            (
                "when was my first visit",
                [["2026-07-11", "11 Jul", "11th Jul", "Jul 11", "July 11", "Jul. 11"]],
                [],
            ),
            ("did I ever look at boots", [["Yes", "yes"]], []),
            (
                "when did I ask about boots",
                [["2026-09-02", "2 Sep", "2nd Sep", "Sep 2", "Sept 2", "September 2", "Sep. 2"]],
                [],
            ),
            ("what size am I", [[NOT_KNOWN]], []),
            (
                "what have I been shopping for",
                [["jacket"], ["boot"], ["base layer", "thermal"]],
                [],
            ),
        ],
    },
    # 5. both: half shoe size, budget range, refused brand
    {
        "facts": [
            ("2026-10-05 16:30", "The shopper wears UK shoe size 6.5."),
            ("2026-10-05 16:31", "The shopper's budget is 40 to 60."),
            ("2026-10-05 16:32", "The shopper avoids {brand2}."),
        ],
        "visits": [
            (
                "2026-10-05",
                "hi I'm a 6.5, need trainers, 40-60 quid, not {brand2} they kill my feet",
                "We have five pairs of trainers in UK 6.5 between 40 and 60, none from {brand2}.",
                "The shopper looked for trainers in UK 6.5 between 40 and 60, avoiding {brand2}.",
            ),
        ],
        "questions": [
            ("what's my shoe size", [["6.5", "6 and a half", "6½"]], []),
            ("whats my price range", [["40"], ["60"]], []),
            ("could I go to 80?", [["60"]], []),
            ("is {brand2} ok for me", [["No", "no", "not", "avoid"]], []),
            ("what was I after when I came in", [["trainer"]], []),
            ("what dress size am I", [[NOT_KNOWN]], []),
            ("do I have a favourite brand", [[NOT_KNOWN]], []),
        ],
    },
    # 6. both: suit sizes and a job interview
    {
        "facts": [
            ("2026-11-20 12:05", "The shopper wears jacket size 40R."),
            ("2026-11-20 12:06", "The shopper wears waist 32, leg 30."),
            ("2026-11-20 12:07", "The shopper has a job interview on 2026-12-15."),
            ("2026-11-20 12:08", "The shopper likes charcoal."),
            ("2026-11-20 12:09", "The shopper wears collar size 15.5."),
        ],
        "visits": [
            (
                "2026-11-20",
                "job interview on the 15th of december, need a suit. 40R jacket, 32 waist 30 leg, 15.5 collar, charcoal ideally",
                "We have a charcoal two-piece in 40R with trousers in W32 L30, and white shirts in collar 15.5.",
                "The shopper looked for a charcoal interview suit in 40R, W32 L30, and shirts in collar 15.5.",
            ),
        ],
        "questions": [
            (
                "when is my interview",
                [
                    [
                        "2026-12-15",
                        "15 Dec",
                        "15th Dec",
                        "Dec 15",
                        "December 15",
                        "Dec. 15",
                        "Tuesday",
                    ]
                ],
                [],
            ),
            ("what jacket size am I", [["40R", "40 R", "40 regular"]], []),
            ("whats my trouser size", [["32"], ["30"]], []),
            ("what collar do I take", [["15.5", "15 and a half", "15½"]], []),
            ("what colour suit did I want", [["charcoal"]], []),
            ("what's my budget for the suit", [[NOT_KNOWN]], []),
            ("what's coming up for me", [["interview"]], []),
            (
                "how long till my interview",
                [["9", "nine", "2026-12-15", "15 Dec", "15th Dec", "Dec 15", "December 15"]],
                [],
            ),
        ],
    },
    # 7. facts only: a colour that flipped
    {
        "facts": [
            ("2026-03-12 10:00", "The shopper likes yellow."),
            ("2026-08-29 17:45", "The shopper avoids yellow."),
            ("2026-08-29 17:46", "The shopper likes sage green."),
            ("2026-08-29 17:47", "The shopper wears size S."),
        ],
        "visits": [],
        "questions": [
            ("do I like yellow", [["No", "no", "not", "avoid"]], []),
            ("have my colour tastes changed", [["yellow"]], []),
            ("what colours am I into at the moment", [["sage"]], []),
            (
                "when did I go off yellow",
                [["2026-08-29", "29 Aug", "29th Aug", "Aug 29", "August 29", "Aug. 29", "August"]],
                [],
            ),
            ("what size top am I", [["S", "small"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
        ],
    },
    # 8. facts only: budget raised, brands liked and refused
    {
        "facts": [
            ("2026-05-01 13:00", "The shopper's budget is up to 60."),
            ("2026-05-01 13:01", "The shopper likes {brand1}."),
            ("2026-11-02 20:15", "The shopper's budget is up to 120."),
            ("2026-11-02 20:16", "The shopper likes {brand4}."),
            ("2026-11-02 20:17", "The shopper avoids {brand0}."),
        ],
        "visits": [],
        "questions": [
            ("what's my budget these days", [["120"]], []),
            ("what did my budget used to be", [["60"]], []),
            ("which brands do I like", [["{brand1}"], ["{brand4}"]], []),
            ("am I ok with {brand0}", [["No", "no", "not", "avoid"]], []),
            ("do I like {brand2}", [[NOT_KNOWN]], []),
            (
                "when did I up my budget",
                [["2026-11-02", "2 Nov", "2nd Nov", "Nov 2", "November 2", "Nov. 2"]],
                [],
            ),
            ("what colours do I like", [[NOT_KNOWN]], []),
        ],
    },
    # 9. both: a past holiday and a ski trip ahead
    {
        "facts": [
            ("2026-06-20 08:30", "The shopper has a holiday on 2026-07-14."),
            ("2026-06-20 08:31", "The shopper wears size 10."),
            ("2026-11-15 15:00", "The shopper has a ski trip on 2027-01-23."),
            ("2026-11-15 15:02", "The shopper avoids white."),
        ],
        "visits": [
            (
                "2026-06-20",
                "going to crete in july, need sundresses in a 10",
                "We have seven sundresses in size 10.",
                "The shopper looked for sundresses in size 10 for a holiday in Crete.",
            ),
            (
                "2026-11-15",
                "off skiing in january, need a jacket, not white please",
                "Here are three ski jackets, none of them white.",
                "The shopper looked at ski jackets, not in white, for a ski trip.",
            ),
        ],
        "questions": [
            (
                "when do I go skiing",
                [["2027-01-23", "23 Jan", "23rd Jan", "Jan 23", "January 23", "Jan. 23"]],
                [],
            ),
            ("where was I going on holiday in the summer", [["Crete"]], []),
            ("what's my next trip", [["ski"]], []),
            ("what did I shop for back in june", [["sundress"]], []),
            ("any colours I avoid?", [["white"]], []),
            ("what size am I", [["10"]], []),
            ("how many times have I been in", [["2", "two"]], []),
            ("what's my shoe size", [[NOT_KNOWN]], []),
        ],
    },
    # 10. facts only: wears kids' sizes
    {
        "facts": [
            ("2026-09-09 12:12", "The shopper wears kids' size age 13-14."),
            ("2026-09-09 12:13", "The shopper wears UK shoe size 3."),
            ("2026-09-09 12:14", "The shopper likes lilac."),
        ],
        "visits": [],
        "questions": [
            ("what size do I buy in tops", [["13-14", "13 to 14", "13–14"]], []),
            ("remind me my shoe size", [["3"]], []),
            ("do I like lilac", [["Yes", "yes"]], []),
            ("do I like black", [[NOT_KNOWN]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            (
                "when did I tell you my shoe size",
                [["2026-09-09", "9 Sep", "9th Sep", "Sep 9", "Sept 9", "September 9", "Sep. 9"]],
                [],
            ),
        ],
    },
    # 11. both: tall fit, shoes, a brand, a rough budget
    {
        "facts": [
            ("2026-04-17 18:00", "The shopper wears size tall 14."),
            ("2026-04-17 18:01", "The shopper wears UK shoe size 8."),
            ("2026-04-17 18:02", "The shopper likes {brand2}."),
            ("2026-04-17 18:03", "The shopper's budget is about 70."),
        ],
        "visits": [
            (
                "2026-04-17",
                "I'm a tall 14, 8 in shoes, love {brand2}, about 70 to spend",
                "We have {brand2} jeans in tall 14 at 65.",
                "The shopper looked at {brand2} jeans in tall 14 at around 70.",
            ),
        ],
        "questions": [
            ("am I a tall fit?", [["Yes", "yes", "tall"]], []),
            ("what size jeans do I wear", [["14"]], []),
            ("whats my budget roughly", [["70"]], []),
            ("what's my favourite brand", [["{brand2}"]], []),
            (
                "when was I last here",
                [["2026-04-17", "17 Apr", "17th Apr", "Apr 17", "April 17", "Apr. 17"]],
                [],
            ),
            (
                "what do you remember about me",
                [["14"], ["8"], ["{brand2}"], ["70"]],
                ["memory", "memories", "records"],
            ),
            ("have I got a wedding coming up", [[NOT_KNOWN, "No", "no"]], []),
        ],
    },
    # 12. visits only: size said in passing during a visit
    {
        "facts": [],
        "visits": [
            (
                "2026-10-10",
                "I'm a 16 by the way, looking for a wool coat",
                "We have two wool coats in size 16, in camel and black.",
                "The shopper, who wears size 16, looked at wool coats.",
            ),
            (
                "2026-11-01",
                "any of those coats in the sale yet?",
                "The camel wool coat is now reduced to 95.",
                "The shopper asked whether the wool coats were reduced.",
            ),
        ],
        "questions": [
            ("what size am I", [["16"]], []),
            ("what was I looking at", [["coat"]], []),
            (
                "when did I first come in",
                [["2026-10-10", "10 Oct", "10th Oct", "Oct 10", "October 10", "Oct. 10"]],
                [],
            ),
            ("how many visits is that now", [["2", "two"]], []),
            ("what colours did those coats come in", [["camel"], ["black"]], []),
            ("what was the sale price on the camel one", [["95"]], []),
            ("do I like {brand3}", [[NOT_KNOWN]], []),
        ],
    },
    # 13. facts only: a marathon next year
    {
        "facts": [
            ("2026-10-22 06:50", "The shopper has a marathon on 2027-04-25."),
            ("2026-10-22 06:51", "The shopper wears UK shoe size 9."),
            ("2026-10-22 06:52", "The shopper wears size M."),
            ("2026-10-22 06:53", "The shopper likes bright orange."),
        ],
        "visits": [],
        "questions": [
            (
                "when's my marathon",
                [["2027-04-25", "25 Apr", "25th Apr", "Apr 25", "April 25", "Apr. 25"]],
                [],
            ),
            ("what am I training for", [["marathon"]], []),
            ("what size running shoes do I need", [["9"]], []),
            ("whats my top size", [["M", "medium"]], []),
            ("do I like orange", [["Yes", "yes"]], []),
            ("do I like navy", [[NOT_KNOWN]], []),
            ("is my race this year", [["No", "no", "not", "2027", "next year"]], []),
        ],
    },
    # 14. facts only: several facts over the year
    {
        "facts": [
            ("2026-02-14 10:10", "The shopper wears size XL."),
            ("2026-02-14 10:11", "The shopper avoids pink."),
            ("2026-07-07 19:30", "The shopper likes olive."),
            ("2026-07-07 19:31", "The shopper likes {brand3}."),
            ("2026-07-07 19:32", "The shopper's budget is up to 50."),
            ("2026-11-30 21:00", "The shopper has a christmas party on 2026-12-18."),
        ],
        "visits": [],
        "questions": [
            (
                "what do you know about me",
                [["XL", "extra large"], ["pink"], ["olive"], ["{brand3}"], ["50"], ["party"]],
                ["memory", "memories", "records"],
            ),
            ("what size hoodie should I get", [["XL", "extra large"]], []),
            (
                "when's my christmas do",
                [["2026-12-18", "18 Dec", "18th Dec", "Dec 18", "December 18", "Dec. 18"]],
                [],
            ),
            ("do I like pink", [["No", "no", "not", "avoid"]], []),
            ("how much can I spend", [["50"]], []),
            ("what's my waist size", [[NOT_KNOWN]], []),
            (
                "when did I mention the party",
                [
                    [
                        "2026-11-30",
                        "30 Nov",
                        "30th Nov",
                        "Nov 30",
                        "November 30",
                        "last week",
                        "six days",
                        "6 days",
                        "a week",
                    ]
                ],
                [],
            ),
        ],
    },
    # 15. visits only: one visit yesterday
    {
        "facts": [],
        "visits": [
            (
                "2026-12-05",
                "any cashmere jumpers?",
                "Yes, we have cashmere jumpers in grey, navy and cream.",
                "The shopper asked about cashmere jumpers.",
            ),
        ],
        "questions": [
            ("what was I looking at yesterday", [["cashmere", "jumper"]], []),
            (
                "when did I last come in",
                [
                    [
                        "yesterday",
                        "2026-12-05",
                        "5 Dec",
                        "5th Dec",
                        "Dec 5",
                        "December 5",
                        "Saturday",
                    ]
                ],
                [],
            ),
            ("did I say what size I am", [[NOT_KNOWN, "No", "no"]], []),
            ("what colours did the cashmere come in", [["grey"], ["navy"], ["cream"]], []),
            ("have I been in more than once", [["No", "no", "once", "one"]], []),
            ("do I like grey", [[NOT_KNOWN]], []),
        ],
    },
    # 16. both: switched brands
    {
        "facts": [
            ("2026-01-20 12:00", "The shopper likes {brand4}."),
            ("2026-09-14 16:20", "The shopper avoids {brand4}."),
            ("2026-09-14 16:21", "The shopper likes {brand1}."),
        ],
        "visits": [
            (
                "2026-09-14",
                "{brand4} quality has gone right downhill, I'm switching to {brand1}",
                "Understood, here are {brand1} shirts and knitwear.",
                "The shopper said they have gone off {brand4} because of its quality and now prefer {brand1}.",
            ),
        ],
        "questions": [
            ("do I still like {brand4}", [["No", "no", "not", "avoid"]], []),
            ("which brand do I prefer now", [["{brand1}"]], []),
            ("why did I stop buying {brand4}", [["quality"]], []),
            (
                "when did I switch brands",
                [
                    [
                        "2026-09-14",
                        "14 Sep",
                        "14th Sep",
                        "Sep 14",
                        "Sept 14",
                        "September 14",
                        "Sep. 14",
                    ]
                ],
                [],
            ),
            ("what size am I", [[NOT_KNOWN]], []),
            ("what do I think of {brand1}", [["like", "prefer", "favour", "fan"]], []),
            ("did I always dislike {brand4}", [["No", "no", "not", "used to", "liked"]], []),
        ],
    },
    # 17. facts only: honeymoon planning
    {
        "facts": [
            ("2026-11-03 09:00", "The shopper has a honeymoon on 2027-06-12."),
            ("2026-11-03 09:01", "The shopper's budget is about 200."),
            ("2026-11-03 09:02", "The shopper wears size 8."),
            ("2026-11-03 09:03", "The shopper likes coral."),
            ("2026-11-03 09:04", "The shopper avoids khaki."),
        ],
        "visits": [],
        "questions": [
            (
                "when's the honeymoon",
                [["2027-06-12", "12 Jun", "12th Jun", "Jun 12", "June 12", "Jun. 12"]],
                [],
            ),
            ("what am I shopping for", [["honeymoon"]], []),
            ("what's my dress size", [["8"]], []),
            ("what's my budget", [["200"]], []),
            ("which colour should I steer clear of", [["khaki"]], []),
            ("do I like coral?", [["Yes", "yes"]], []),
            ("what's my shoe size", [[NOT_KNOWN]], []),
            ("is the honeymoon before or after christmas", [["after"]], []),
        ],
    },
    # 18. nothing at all, other question shapes
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what do you remember about me", [[NOT_KNOWN]], ["memory", "memories", "records"]),
            ("when was I last here", [[NOT_KNOWN]], []),
            ("am I still a size 10?", [[NOT_KNOWN]], []),
            ("whats my colour", [[NOT_KNOWN]], []),
            ("do I have a wedding coming up?", [[NOT_KNOWN]], []),
            ("which brands do I hate", [[NOT_KNOWN]], []),
            ("what did I look at last time", [[NOT_KNOWN]], []),
        ],
    },
    # 19. facts only: EU sizes, one changed
    {
        "facts": [
            ("2026-08-02 14:00", "The shopper wears EU size 38."),
            ("2026-08-02 14:01", "The shopper wears EU shoe size 39."),
            ("2026-08-02 14:02", "The shopper's budget is up to 80."),
            ("2026-10-11 11:11", "The shopper wears EU size 40."),
        ],
        "visits": [],
        "questions": [
            ("what clothes size am I", [["40"]], []),
            ("what size was I in the summer", [["38"]], []),
            ("what's my shoe size", [["39"]], []),
            ("is 80 still my budget", [["Yes", "yes", "80"]], []),
            ("has my size changed", [["38"], ["40"]], []),
            ("do I like {brand0}", [[NOT_KNOWN]], []),
        ],
    },
    # 20. visits only: four visits through the year
    {
        "facts": [],
        "visits": [
            (
                "2026-03-03",
                "do you have rain macs",
                "Yes, we have four rain macs, in navy, olive, black and yellow.",
                "The shopper asked about rain macs.",
            ),
            (
                "2026-05-19",
                "linen shirts for men?",
                "We have six men's linen shirts.",
                "The shopper looked at men's linen shirts.",
            ),
            (
                "2026-08-08",
                "swim shorts in a large?",
                "Here are five pairs of swim shorts in large.",
                "The shopper looked at swim shorts in large.",
            ),
            (
                "2026-11-25",
                "gloves and a scarf please",
                "We have leather gloves and wool scarves.",
                "The shopper looked at gloves and scarves.",
            ),
        ],
        "questions": [
            ("how many times have I been here", [["4", "four"]], []),
            ("what did I look at in may", [["linen"]], []),
            (
                "when did I ask about swim shorts",
                [["2026-08-08", "8 Aug", "8th Aug", "Aug 8", "August 8", "Aug. 8"]],
                [],
            ),
            ("what was my most recent visit about", [["glove", "scarf", "scarves"]], []),
            ("what was the first thing I ever asked about", [["mac", "rain"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("did I ever look at shoes", [["No", "no", "not"]], []),
        ],
    },
    # 21. facts only: a funeral this week
    {
        "facts": [
            ("2026-12-02 17:30", "The shopper has a funeral on 2026-12-09."),
            ("2026-12-02 17:31", "The shopper wears size 18."),
            ("2026-12-02 17:32", "The shopper's budget is up to 70."),
        ],
        "visits": [],
        "questions": [
            (
                "when is the funeral",
                [["2026-12-09", "9 Dec", "9th Dec", "Dec 9", "December 9", "Dec. 9", "Wednesday"]],
                [],
            ),
            ("what size am I", [["18"]], []),
            ("what can I spend", [["70"]], []),
            ("what have I got coming up", [["funeral"]], []),
            ("what colour do I like", [[NOT_KNOWN]], []),
            (
                "when did I mention the funeral",
                [["2026-12-02", "2 Dec", "2nd Dec", "Dec 2", "December 2", "Dec. 2", "Wednesday"]],
                [],
            ),
        ],
    },
    # 22. both: waist went up
    {
        "facts": [
            ("2026-04-04 10:00", "The shopper wears waist 34."),
            ("2026-04-04 10:01", "The shopper wears UK shoe size 10."),
            ("2026-10-18 13:13", "The shopper wears waist 36."),
            ("2026-10-18 13:14", "The shopper avoids {brand2}."),
        ],
        "visits": [
            (
                "2026-04-04",
                "34 waist chinos? I'm a 10 in shoes too if you have boat shoes",
                "We have chinos in 34 waist in stone and navy, and boat shoes in size 10.",
                "The shopper looked at chinos in waist 34 and boat shoes in size 10.",
            ),
            (
                "2026-10-18",
                "need jeans, 36 now sadly, not {brand2}",
                "Here are four pairs of jeans in 36 waist from other brands.",
                "The shopper looked at jeans in waist 36, avoiding {brand2}.",
            ),
        ],
        "questions": [
            ("what's my waist", [["36"]], []),
            ("am I still a 34 waist?", [["No", "no", "not"], ["36"]], []),
            ("what shoe size do I wear", [["10"]], []),
            ("which brand don't I like", [["{brand2}"]], []),
            ("what did I look at in april", [["chino", "boat"]], []),
            ("how many times have I visited", [["2", "two"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
        ],
    },
    # 23. facts only: a new job ahead
    {
        "facts": [
            ("2026-11-26 08:00", "The shopper has a new job starting on 2027-01-04."),
            ("2026-11-26 08:01", "The shopper wears size L."),
            ("2026-11-26 08:02", "The shopper likes navy."),
            ("2026-11-26 08:03", "The shopper likes grey."),
            ("2026-11-26 08:04", "The shopper's budget is up to 150."),
        ],
        "visits": [],
        "questions": [
            (
                "when do I start my new job",
                [["2027-01-04", "4 Jan", "4th Jan", "Jan 4", "January 4", "Jan. 4"]],
                [],
            ),
            ("what size shirts do I wear", [["L", "large"]], []),
            ("which colours suit me", [["navy"], ["grey"]], []),
            ("how much have I got to spend", [["150"]], []),
            ("do I like brown", [[NOT_KNOWN]], []),
            ("what's the occasion I'm shopping for", [["job"]], []),
            ("what brands do I like", [[NOT_KNOWN]], []),
        ],
    },
    # 24. visits only: one visit, nothing said about the shopper
    {
        "facts": [],
        "visits": [
            (
                "2026-11-29",
                "party dresses please, something sparkly",
                "We have five sequinned party dresses.",
                "The shopper looked at sparkly party dresses.",
            ),
        ],
        "questions": [
            (
                "what do you know about me",
                [["party", "dress", "sequin", "sparkl"]],
                ["memory", "memories", "records"],
            ),
            ("what size am I", [[NOT_KNOWN]], []),
            (
                "when did I last visit",
                [
                    [
                        "2026-11-29",
                        "29 Nov",
                        "29th Nov",
                        "Nov 29",
                        "November 29",
                        "last week",
                        "a week ago",
                        "last Sunday",
                    ]
                ],
                [],
            ),
            ("what was I after", [["dress"]], []),
            ("have I told you my budget", [[NOT_KNOWN, "No", "no"]], []),
            ("do I like {brand4}", [[NOT_KNOWN]], []),
        ],
    },
    # 25. facts only: several refused colours
    {
        "facts": [
            ("2026-07-21 12:40", "The shopper avoids brown."),
            ("2026-07-21 12:41", "The shopper avoids mustard."),
            ("2026-07-21 12:42", "The shopper avoids beige."),
            ("2026-07-21 12:43", "The shopper likes cobalt blue."),
        ],
        "visits": [],
        "questions": [
            ("what colours don't I wear", [["brown"], ["mustard"], ["beige"]], []),
            ("is mustard ok", [["No", "no", "not", "avoid"]], []),
            ("would I go for a beige coat", [["No", "no", "not", "avoid", "unlikely"]], []),
            ("whats my favourite colour", [["cobalt"]], []),
            ("do I like blue", [["Yes", "yes", "cobalt"]], []),
            ("do I like green", [[NOT_KNOWN]], []),
            ("what size am I", [[NOT_KNOWN]], []),
        ],
    },
    # 26. both: black tie dinner, long fit
    {
        "facts": [
            ("2026-10-01 10:30", "The shopper wears jacket size 42L."),
            ("2026-10-01 10:31", "The shopper wears collar size 16."),
            ("2026-10-01 10:32", "The shopper has a black tie dinner on 2026-12-12."),
            ("2026-10-01 10:33", "The shopper's budget is up to 400."),
        ],
        "visits": [
            (
                "2026-10-01",
                "black tie thing in december, 42 long, 16 collar, up to 400",
                "We have two dinner suits in 42L under 400 and dress shirts in collar 16.",
                "The shopper looked for a dinner suit in 42L and dress shirts in collar 16, up to 400.",
            ),
        ],
        "questions": [
            (
                "when is my black tie do",
                [
                    [
                        "2026-12-12",
                        "12 Dec",
                        "12th Dec",
                        "Dec 12",
                        "December 12",
                        "Dec. 12",
                        "Saturday",
                    ]
                ],
                [],
            ),
            ("what's my jacket size", [["42L", "42 L", "42 long"]], []),
            ("collar size?", [["16"]], []),
            ("how much was I willing to spend", [["400"]], []),
            ("what did I come in for", [["dinner suit", "black tie", "suit"]], []),
            ("do I have a favourite colour", [[NOT_KNOWN]], []),
            (
                "how many days until my dinner",
                [
                    [
                        "6",
                        "six",
                        "2026-12-12",
                        "12 Dec",
                        "12th Dec",
                        "Dec 12",
                        "December 12",
                        "Saturday",
                    ]
                ],
                [],
            ),
        ],
    },
    # 27. facts only: a single fact
    {
        "facts": [
            ("2026-11-11 11:11", "The shopper likes {brand0}."),
        ],
        "visits": [],
        "questions": [
            ("what do you know about me", [["{brand0}"]], ["memory", "memories", "records"]),
            ("what size am I", [[NOT_KNOWN]], []),
            ("what brands do I like", [["{brand0}"]], []),
            ("do I like {brand1}?", [[NOT_KNOWN]], []),
            ("is there a brand I avoid", [[NOT_KNOWN, "No", "no"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
        ],
    },
    # 28. both: graduation, the assistant's suggestion
    {
        "facts": [
            ("2026-11-07 14:00", "The shopper has a graduation on 2027-07-16."),
            ("2026-11-07 14:01", "The shopper wears size 6."),
            ("2026-11-07 14:02", "The shopper likes {brand3}."),
        ],
        "visits": [
            (
                "2026-11-07",
                "graduating next july, I'm a 6, love {brand3} stuff",
                "{brand3} has a pleated midi dress in size 6 for 85.",
                "The shopper, size 6, looked at {brand3} dresses for a graduation.",
            ),
        ],
        "questions": [
            ("what did you recommend last time", [["midi", "pleated", "dress"]], []),
            ("how much was it", [["85"]], []),
            (
                "when's my graduation",
                [["2027-07-16", "16 Jul", "16th Jul", "Jul 16", "July 16", "Jul. 16"]],
                [],
            ),
            ("what size am I again", [["6"]], []),
            ("fav brand?", [["{brand3}"]], []),
            ("whats my budget", [[NOT_KNOWN]], []),
            ("what colour do I avoid", [[NOT_KNOWN]], []),
        ],
    },
    # 29. facts only: several plans, in order
    {
        "facts": [
            ("2026-10-14 19:00", "The shopper has a wedding on 2027-02-13."),
            ("2026-11-18 19:05", "The shopper has a job interview on 2026-12-10."),
            ("2026-11-18 19:06", "The shopper has a festival on 2027-06-25."),
            ("2026-11-18 19:07", "The shopper wears size 12."),
        ],
        "visits": [],
        "questions": [
            ("what have I got coming up", [["wedding"], ["interview"], ["festival"]], []),
            ("what's the next thing in my diary", [["interview"]], []),
            (
                "when's the wedding",
                [["2027-02-13", "13 Feb", "13th Feb", "Feb 13", "February 13", "Feb. 13"]],
                [],
            ),
            (
                "when is the festival",
                [["2027-06-25", "25 Jun", "25th Jun", "Jun 25", "June 25", "Jun. 25"]],
                [],
            ),
            ("is my interview before the wedding", [["Yes", "yes", "before"]], []),
            ("what size am I", [["12"]], []),
            ("what's my budget for the interview outfit", [[NOT_KNOWN]], []),
        ],
    },
    # 30. visits only: a dislike said during a visit
    {
        "facts": [],
        "visits": [
            (
                "2026-09-27",
                "please no florals and nothing in red, I need a plain top",
                "Here are plain tops in navy, white and green.",
                "The shopper wanted plain tops and said they do not wear red or florals.",
            ),
            (
                "2026-10-24",
                "back again, the green one in a medium?",
                "Yes, the green plain top is in stock in medium.",
                "The shopper asked for the green plain top in medium.",
            ),
        ],
        "questions": [
            ("do I like red?", [["No", "no", "not"]], []),
            ("what size did I ask for", [["medium", "M"]], []),
            (
                "when did I come in about the green top",
                [["2026-10-24", "24 Oct", "24th Oct", "Oct 24", "October 24", "Oct. 24"]],
                [],
            ),
            ("how many times have I been here", [["2", "two"]], []),
            ("what was I after the first time", [["plain", "top"]], []),
            ("am I into florals", [["No", "no", "not"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
        ],
    },
    # 31. facts only: low budget, two refused brands
    {
        "facts": [
            ("2026-06-30 09:00", "The shopper's budget is up to 45."),
            ("2026-06-30 09:01", "The shopper wears size S."),
            ("2026-06-30 09:02", "The shopper avoids {brand1}."),
            ("2026-06-30 09:03", "The shopper avoids {brand3}."),
        ],
        "visits": [],
        "questions": [
            ("is a 90 quid coat within my budget", [["No", "no", "not", "45"]], []),
            ("what's my limit", [["45"]], []),
            ("which brands do I avoid", [["{brand1}"], ["{brand3}"]], []),
            ("am I a small or a medium", [["small", "S"]], []),
            ("do I like {brand3}", [["No", "no", "not", "avoid"]], []),
            ("do I have a favourite colour", [[NOT_KNOWN]], []),
            (
                "when did I tell you my budget",
                [["2026-06-30", "30 Jun", "30th Jun", "Jun 30", "June 30", "Jun. 30", "June"]],
                [],
            ),
        ],
    },
    # 32. facts only: size went up and back down
    {
        "facts": [
            ("2026-01-09 10:00", "The shopper wears size M."),
            ("2026-05-22 10:00", "The shopper wears size L."),
            ("2026-10-29 10:00", "The shopper wears size M."),
            ("2026-10-29 10:01", "The shopper likes black."),
        ],
        "visits": [],
        "questions": [
            ("what size am I now", [["M", "medium"]], []),
            ("was I ever a large", [["Yes", "yes"]], []),
            ("how has my size changed this year", [["L", "large"], ["M", "medium"]], []),
            ("when was I a large", [["May", "2026-05-22", "22 May", "22nd May"]], []),
            ("what colour do I like", [["black"]], []),
            ("what's my shoe size", [[NOT_KNOWN]], []),
        ],
    },
    # 33. both: boots and a returns question
    {
        "facts": [
            ("2026-08-16 15:15", "The shopper wears UK shoe size 5."),
            ("2026-08-16 15:16", "The shopper likes tan."),
        ],
        "visits": [
            (
                "2026-08-16",
                "tan ankle boots in a 5?",
                "We have tan suede ankle boots in size 5 for 79.",
                "The shopper looked at tan ankle boots in size 5.",
            ),
            (
                "2026-09-03",
                "how long do I have to return them",
                "You can return items within 30 days.",
                "The shopper asked about the 30-day returns window.",
            ),
        ],
        "questions": [
            ("what's my shoe size", [["5"]], []),
            ("what colour boots did I want", [["tan"]], []),
            ("how long did you say I had for returns", [["30"]], []),
            ("how much were the boots", [["79"]], []),
            (
                "when did I ask about returns",
                [["2026-09-03", "3 Sep", "3rd Sep", "Sep 3", "Sept 3", "September 3", "Sep. 3"]],
                [],
            ),
            ("do I like tan", [["Yes", "yes"]], []),
            ("what's my dress size", [[NOT_KNOWN]], []),
        ],
    },
    # 34. facts only: US sizes, a camping trip
    {
        "facts": [
            ("2026-05-05 19:19", "The shopper wears US size 6."),
            ("2026-05-05 19:20", "The shopper wears US shoe size 8.5."),
            ("2026-05-05 19:21", "The shopper has a camping trip on 2027-05-28."),
            ("2026-05-05 19:22", "The shopper's budget is up to 100."),
        ],
        "visits": [],
        "questions": [
            ("what's my pant size", [["6"]], []),
            ("and my shoe size?", [["8.5", "8 and a half", "8½"]], []),
            (
                "when's my camping trip",
                [["2027-05-28", "28 May", "28th May", "May 28"]],
                [],
            ),
            ("how much can I spend", [["100"]], []),
            ("do i like {brand4}", [[NOT_KNOWN]], []),
            (
                "what do you know about me",
                [["6"], ["8.5", "8 and a half", "8½"], ["camping"], ["100"]],
                ["memory", "memories", "records"],
            ),
        ],
    },
    # 35. both: petite, a christening that has passed, a work party ahead
    {
        "facts": [
            ("2026-04-25 11:00", "The shopper wears size petite 10."),
            ("2026-04-25 11:01", "The shopper has a christening on 2026-05-17."),
            ("2026-11-12 16:40", "The shopper has a work christmas party on 2026-12-17."),
            ("2026-11-12 16:41", "The shopper likes burgundy."),
        ],
        "visits": [
            (
                "2026-04-25",
                "petite 10, christening next month, something pastel?",
                "We have pastel dresses in petite 10.",
                "The shopper looked at pastel dresses in petite 10 for a christening.",
            ),
            (
                "2026-11-12",
                "work do on the 17th, I love burgundy",
                "Here are burgundy velvet dresses in petite 10.",
                "The shopper looked at burgundy velvet dresses for a work christmas party.",
            ),
        ],
        "questions": [
            ("do I wear petite", [["Yes", "yes", "petite"]], []),
            ("what size am I", [["10"]], []),
            (
                "when's my work party",
                [
                    [
                        "2026-12-17",
                        "17 Dec",
                        "17th Dec",
                        "Dec 17",
                        "December 17",
                        "Dec. 17",
                        "Thursday",
                    ]
                ],
                [],
            ),
            ("what did I look at for the christening", [["pastel"]], []),
            ("has the christening been yet", [["Yes", "yes", "May"]], []),
            ("what colour am I into", [["burgundy"]], []),
            ("what's my budget", [[NOT_KNOWN]], []),
            ("how many visits have I made", [["2", "two"]], []),
        ],
    },
    # 36. visits only: one visit a year ago
    {
        "facts": [],
        "visits": [
            (
                "2025-12-20",
                "last minute christmas present ideas for under 30?",
                "We have gloves, scarves and sock gift sets under 30.",
                "The shopper looked for gift ideas under 30.",
            ),
        ],
        "questions": [
            (
                "when was I last here",
                [
                    [
                        "2025-12-20",
                        "20 Dec",
                        "20th Dec",
                        "Dec 20",
                        "December 20",
                        "last year",
                        "a year ago",
                        "2025",
                    ]
                ],
                [],
            ),
            ("what was I looking for", [["gift", "present"]], []),
            ("what was my budget for that", [["30"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            (
                "what do you remember about me",
                [["gift", "present", "christmas"]],
                ["memory", "memories", "records"],
            ),
            ("do I like {brand2}", [[NOT_KNOWN]], []),
        ],
    },
    # 37. both: a cruise, a big size, a brand said no to
    {
        "facts": [
            ("2026-09-30 20:00", "The shopper wears size 2XL."),
            ("2026-09-30 20:01", "The shopper has a cruise on 2027-02-06."),
            ("2026-09-30 20:02", "The shopper likes white."),
            ("2026-09-30 20:03", "The shopper avoids {brand4}."),
        ],
        "visits": [
            (
                "2026-09-30",
                "2XL linen shirts for a cruise, white if possible, not {brand4}",
                "We have white linen shirts in 2XL from {brand0}.",
                "The shopper looked at white linen shirts in 2XL for a cruise, avoiding {brand4}.",
            ),
        ],
        "questions": [
            ("what size shirts do I get", [["2XL", "XXL"]], []),
            (
                "when do I sail",
                [["2027-02-06", "6 Feb", "6th Feb", "Feb 6", "February 6", "Feb. 6"]],
                [],
            ),
            ("which brand am I not keen on", [["{brand4}"]], []),
            ("which brand did you show me", [["{brand0}"]], []),
            ("do I like white", [["Yes", "yes"]], []),
            ("how much do I want to spend", [[NOT_KNOWN]], []),
            ("what's the trip I'm shopping for", [["cruise"]], []),
        ],
    },
]
