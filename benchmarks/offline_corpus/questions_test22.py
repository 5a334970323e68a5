"""Split "test22" (issue 18): questions about the shopper, each profile's recalled facts and
earlier visits with what the answer must and must not say; written blind, by hand, on
2026-12-06 by a twenty-fifth writer who never saw the offline model's code or tests, nor any
other split's sentences or templates; only this brief, `__init__.py` (and, for the templates,
`tests/catalogues/generator.py`).

A `must` group lists alternatives one of which the answer must contain; `[NOT_KNOWN]` when the
answer must say it does not know (the thing was never stated). Brands are the first
catalogue's, as placeholders `{brand0}`..`{brand4}`.
"""

from __future__ import annotations

NOT_KNOWN = "<not known>"

_MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip


def _on(day: str) -> list[str]:
    """The ways an answer may spell the date `day` ("YYYY-MM-DD")."""
    year, month, date = (int(part) for part in day.split("-"))
    name = _MONTHS[month - 1]
    suffix = "th" if 11 <= date <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(date % 10, "th")
    return [
        day,
        f"{date} {name}",
        f"{date}{suffix} {name}",
        f"{date}{suffix} of {name}",
        f"{name} {date}",
        f"{name} {date}{suffix}",
        f"{name} the {date}{suffix}",
        f"{date} {name[:3]}",
        f"{name[:3]} {date}",
        f"{date:02d}/{month:02d}/{year}",
        f"{date}/{month}/{year}",
        f"{month}/{date}/{year}",
    ]


_TWO = ["2", "two", "twice"]
_NO = ["No", "no", "not", "avoid", "don't", "steer", "off"]

PROFILES: list[dict] = [
    # 1. a medium who likes navy and avoids brown
    {
        "facts": [
            ("2026-10-03", "The shopper wears size M."),
            ("2026-10-03", "The shopper likes navy."),
            ("2026-10-03", "The shopper avoids brown."),
            ("2026-10-03", "The shopper wants to spend no more than £80 on a jumper."),
        ],
        "visits": [
            (
                "2026-10-03",
                "any navy jumpers in a medium?",
                "Here are our navy jumpers in M.",
                "Looked for a navy jumper in size M.",
            ),
            (
                "2026-11-14",
                "have you got chinos, not brown ones?",
                "Here are our chinos in other colours.",
                "Looked at chinos, not in brown.",
            ),
        ],
        "questions": [
            ("what size am I?", [["M", "medium", "Medium"]], []),
            ("which colour do I like?", [["navy"]], []),
            ("is there a colour I avoid?", [["brown"]], []),
            ("how much was I happy to spend on a jumper?", [["80"]], []),
            ("when did I last come in?", [_on("2026-11-14")], []),
            ("what was I after last time?", [["chino"]], []),
            ("how many times have I visited?", [_TWO], []),
            ("what's my shoe size?", [[NOT_KNOWN]], []),
            ("have I got anything coming up that I'm shopping for?", [[NOT_KNOWN]], []),
            ("am I still a medium?", [["M", "medium", "Medium"]], []),
        ],
    },
    # 2. a dress size that changed, a wedding, a liked brand
    {
        "facts": [
            ("2026-02-10", "The shopper wears UK 12 in dresses."),
            ("2026-09-22", "The shopper now wears UK 14 in dresses."),
            ("2026-09-22", "The shopper has a wedding to go to on 2026-12-19."),
            ("2026-09-22", "The shopper likes {brand1}."),
            ("2026-09-22", "The shopper's budget for a dress is up to £150."),
        ],
        "visits": [
            (
                "2026-09-22",
                "I need a dress for a wedding, I'm a 14 now",
                "Here are our dresses in UK 14.",
                "Looked for a wedding guest dress in UK 14.",
            ),
            (
                "2026-11-30",
                "any burgundy wrap dresses?",
                "Here are our burgundy wrap dresses.",
                "Asked about burgundy wrap dresses.",
            ),
        ],
        "questions": [
            ("am I still a 12?", [["14"]], []),
            ("what dress size do you have me down as?", [["14"]], []),
            ("what's the event I'm shopping for?", [["wedding"]], []),
            ("when's the wedding again?", [_on("2026-12-19")], []),
            ("what's my favourite brand?", [["{brand1}"]], []),
            ("how much did I say I'd spend on a dress?", [["150"]], []),
            ("what colour was I looking at last time?", [["burgundy"]], []),
            ("how many times have I been in?", [_TWO], []),
            ("what's my shoe size?", [[NOT_KNOWN]], []),
            ("any colours I said I hate?", [[NOT_KNOWN]], []),
        ],
    },
    # 3. tailoring sizes, a refused brand, a new job
    {
        "facts": [
            ("2026-11-20", "The shopper wears W32 L30 trousers."),
            ("2026-11-20", "The shopper wears a 40R blazer."),
            ("2026-11-28", "The shopper's collar size is 15.5."),
            ("2026-11-20", "The shopper doesn't get on with {brand2}."),
            ("2026-11-20", "The shopper starts a new job at a bank on 2026-12-07."),
            ("2026-11-20", "The shopper will spend up to £250 on a blazer."),
        ],
        "visits": [
            (
                "2026-11-20",
                "I start at a bank soon, blazers in 40R?",
                "Here are our blazers in 40R.",
                "Looked at blazers in 40R for a new bank job.",
            ),
            (
                "2026-11-28",
                "shirts with a 15 and a half collar?",
                "Here are our shirts.",
                "Looked at shirts, collar 15.5.",
            ),
        ],
        "questions": [
            ("what's my waist size?", [["32", "W32"]], []),
            ("what leg length do I take?", [["30", "L30"]], []),
            ("what jacket size am I?", [["40R", "40 regular", "40"]], []),
            (
                "remind me of my collar size",
                [["15.5", "15½", "15 and a half", "fifteen and a half"]],
                [],
            ),
            ("which brand don't I get on with?", [["{brand2}"]], []),
            ("what am I getting ready for?", [["bank", "job", "work"]], []),
            ("when do I start the new job?", [_on("2026-12-07")], []),
            ("what was I after on my last visit?", [["shirt"]], []),
            ("what did I come in for the first time?", [["blazer"]], []),
            ("do I have a favourite colour?", [[NOT_KNOWN]], []),
            ("how much was I willing to pay for a blazer?", [["250"]], []),
        ],
    },
    # 4. shoes, a hiking trip, colours both ways
    {
        "facts": [
            ("2026-11-02", "The shopper's shoe size is EU 41."),
            ("2026-11-02", "The shopper is going on a hiking trip in May 2027."),
            ("2026-11-02", "The shopper likes olive and forest green."),
            ("2026-11-02", "The shopper can't stand orange."),
            ("2026-11-02", "The shopper's budget for boots is up to 150."),
        ],
        "visits": [
            (
                "2026-11-02",
                "boots in a 41 for hiking, nothing orange",
                "Here are our boots in EU 41.",
                "Looked for hiking boots in EU 41.",
            ),
        ],
        "questions": [
            ("what size shoe do I take?", [["41"]], []),
            ("am I a 41 or a 42 in shoes?", [["41"]], []),
            ("what trip am I planning?", [["hiking", "hike", "walking"]], []),
            ("which colours suit me?", [["olive", "green"]], []),
            ("which colour can't I stand?", [["orange"]], []),
            ("how much can I spend on boots?", [["150"]], []),
            ("when was I last here?", [_on("2026-11-02")], []),
            ("how many visits have I made?", [["1", "one", "once", "One", "Once"]], []),
            ("what's my jacket size?", [[NOT_KNOWN]], []),
            ("which brands do I like?", [[NOT_KNOWN]], []),
        ],
    },
    # 5. a new shopper: nothing known, no visits
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what size am I?", [[NOT_KNOWN]], []),
            ("what do you know about me?", [[NOT_KNOWN]], []),
            ("when did I last come in?", [[NOT_KNOWN]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("have I told you my favourite colour?", [[NOT_KNOWN]], []),
            ("which brands do I avoid?", [[NOT_KNOWN]], []),
            ("what was I shopping for last time?", [[NOT_KNOWN]], []),
            ("have I been here before?", [[NOT_KNOWN, "first", "No", "no"]], []),
            ("do you know my shoe size?", [[NOT_KNOWN]], []),
            ("what event am I dressing for?", [[NOT_KNOWN]], []),
        ],
    },
    # 6. a tall L, brands both ways, three visits
    {
        "facts": [
            ("2026-08-15", "The shopper is tall and always wears size L."),
            ("2026-08-15", "The shopper likes {brand0}."),
            ("2026-10-10", "The shopper likes {brand3}."),
            ("2026-10-10", "The shopper refuses to buy {brand4}."),
            ("2026-10-10", "The shopper avoids white."),
        ],
        "visits": [
            (
                "2026-08-15",
                "long tees in L?",
                "Here are our t-shirts in L.",
                "Looked at t-shirts in L.",
            ),
            (
                "2026-10-10",
                "a parka, not white, not {brand4}",
                "Here are our parkas.",
                "Looked at parkas, not white, not {brand4}.",
            ),
            ("2026-11-25", "beanies?", "Here are our beanies.", "Looked at beanies."),
        ],
        "questions": [
            ("what size do I usually go for?", [["L", "large", "Large"]], []),
            ("which brands do I like?", [["{brand0}"], ["{brand3}"]], []),
            ("which brand won't I buy?", [["{brand4}"]], []),
            ("is there a colour I stay away from?", [["white"]], []),
            ("how many times have I been in?", [["3", "three"]], []),
            ("what was I looking at last time?", [["beanie", "hat"]], []),
            ("when did I first come in?", [_on("2026-08-15")], []),
            ("when was my last visit?", [_on("2026-11-25")], []),
            ("did I ever look at coats here?", [["parka", "coat"]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("do I like {brand4}?", [_NO], []),
        ],
    },
    # 7. a budget range, a christening
    {
        "facts": [
            ("2026-11-29", "The shopper's budget is between 40 and 60."),
            ("2026-11-29", "The shopper wears US 8 in dresses."),
            ("2026-11-29", "The shopper has a christening on 2026-12-13."),
            ("2026-11-29", "The shopper loves lilac."),
        ],
        "visits": [
            (
                "2026-11-29",
                "something for a christening, US 8, 40 to 60",
                "Here are our dresses in US 8 in that range.",
                "Looked for a christening outfit in US 8, 40-60.",
            ),
        ],
        "questions": [
            ("what's my budget again?", [["40"], ["60"]], []),
            ("what size dress am I?", [["8"]], []),
            ("what's coming up for me?", [["christening"]], []),
            ("what date is the christening?", [_on("2026-12-13")], []),
            ("what colour do I like?", [["lilac"]], []),
            ("did I mention a colour I dislike?", [[NOT_KNOWN]], []),
            ("what was I shopping for last time?", [["christening"]], []),
            ("when did I last pop in?", [_on("2026-11-29")], []),
            ("is 70 within my budget?", [["60"]], []),
            ("what's my waist size?", [[NOT_KNOWN]], []),
        ],
    },
    # 8. XS, small shoes, two refused colours, four visits
    {
        "facts": [
            ("2026-09-01", "The shopper wears XS."),
            ("2026-10-15", "The shopper's shoe size is UK 6."),
            ("2026-09-01", "The shopper dislikes grey."),
            ("2026-09-20", "The shopper dislikes yellow."),
            ("2026-09-01", "The shopper spends no more than £20 on a t-shirt."),
        ],
        "visits": [
            (
                "2026-09-01",
                "tees in XS under 20?",
                "Here are our t-shirts in XS under 20.",
                "Looked at t-shirts in XS under 20.",
            ),
            (
                "2026-09-20",
                "a cardigan, not yellow",
                "Here are our cardigans.",
                "Looked at cardigans, not yellow.",
            ),
            (
                "2026-10-15",
                "trainers in a 6",
                "Here are our trainers in UK 6.",
                "Looked at trainers in UK 6.",
            ),
            ("2026-11-09", "a warm scarf", "Here are our scarves.", "Looked at scarves."),
        ],
        "questions": [
            ("what size am I in jumpers?", [["XS", "extra small"]], []),
            ("what shoe size do I wear?", [["6", "UK6"]], []),
            ("which colours do I avoid?", [["grey", "gray"], ["yellow"]], []),
            ("how much do I spend on a t-shirt, tops?", [["20"]], []),
            ("how many times have I shopped with you?", [["4", "four"]], []),
            ("what did I look at on my second visit?", [["cardigan"]], []),
            ("when did I come in for trainers?", [_on("2026-10-15")], []),
            ("what was I after the last time?", [["scarf", "scarves"]], []),
            ("which brands do I like?", [[NOT_KNOWN]], []),
            ("am I still an XS?", [["XS", "extra small"]], []),
        ],
    },
    # 9. brands every way
    {
        "facts": [
            ("2026-11-05", "The shopper loves {brand2}."),
            ("2026-11-05", "The shopper usually buys from {brand0}."),
            ("2026-11-05", "The shopper won't buy {brand1}."),
            ("2026-11-05", "The shopper avoids {brand3}."),
            ("2026-11-05", "The shopper has a 42 inch chest."),
        ],
        "visits": [
            (
                "2026-11-05",
                "knitwear from {brand2} or {brand0}?",
                "Here are their jumpers.",
                "Looked at knitwear from {brand2} and {brand0}.",
            ),
        ],
        "questions": [
            ("which brands do I avoid?", [["{brand1}"], ["{brand3}"]], []),
            ("who do I usually buy from?", [["{brand0}"]], []),
            ("which brand do I love?", [["{brand2}"]], []),
            ("is {brand3} one I like?", [_NO], []),
            ("what's my chest size?", [["42"]], []),
            ("when was I last in?", [_on("2026-11-05")], []),
            ("what was I looking for then?", [["knit", "jumper", "sweater"]], []),
            ("what colour do I prefer?", [[NOT_KNOWN]], []),
            ("have I got any events coming up?", [[NOT_KNOWN]], []),
            ("what's my budget for knitwear?", [[NOT_KNOWN]], []),
        ],
    },
    # 10. several occasions, one of them past
    {
        "facts": [
            ("2026-06-20", "The shopper has a graduation on 2026-07-10."),
            ("2026-06-20", "The shopper wears UK 10."),
            ("2026-11-27", "The shopper has a job interview on 2026-12-10."),
            ("2026-11-27", "The shopper wants to spend up to £100 on the interview outfit."),
            ("2026-11-27", "The shopper is going skiing on 2027-01-15."),
        ],
        "visits": [
            (
                "2026-06-20",
                "a midi dress for my graduation, size 10",
                "Here are our midi dresses in UK 10.",
                "Looked at midi dresses for a graduation.",
            ),
            (
                "2026-11-27",
                "a blazer for an interview, under 100",
                "Here are our blazers under 100.",
                "Looked at blazers for a job interview.",
            ),
        ],
        "questions": [
            ("what have I got coming up?", [["interview"], ["ski"]], []),
            ("when's my interview?", [_on("2026-12-10")], []),
            ("when do I go skiing?", [_on("2027-01-15") + ["January"]], []),
            ("what did I look at for my graduation?", [["midi", "dress"]], []),
            ("what size am I?", [["10"]], []),
            ("how much did I want to spend on the interview outfit?", [["100"]], []),
            ("how many times have I been?", [_TWO], []),
            ("what colour do I like?", [[NOT_KNOWN]], []),
            ("what was my last visit about?", [["interview", "blazer"]], []),
            ("which brands do I avoid?", [[NOT_KNOWN]], []),
        ],
    },
    # 11. a brand the shopper has gone off
    {
        "facts": [
            ("2026-03-01", "The shopper likes {brand4}."),
            ("2026-10-12", "The shopper no longer likes {brand4} after a bad order."),
            ("2026-10-12", "The shopper now prefers {brand2}."),
            ("2026-03-01", "The shopper wears 3XL."),
            ("2026-03-01", "The shopper mostly wears black."),
        ],
        "visits": [
            (
                "2026-03-01",
                "a black coat in 3XL",
                "Here are our coats in 3XL.",
                "Looked at black coats in 3XL.",
            ),
            (
                "2026-10-12",
                "jeans, but not {brand4} any more",
                "Here are our jeans.",
                "Looked at jeans, not from {brand4}.",
            ),
        ],
        "questions": [
            ("which brand do I like these days?", [["{brand2}"]], []),
            ("do I still like {brand4}?", [_NO + ["longer", "gone off"]], []),
            ("what size do I take?", [["3XL", "XXXL"]], []),
            ("what colour do I mostly wear?", [["black"]], []),
            ("when did I first come in?", [_on("2026-03-01")], []),
            ("what did I look at on my first visit?", [["coat"]], []),
            ("what was I shopping for last time?", [["jeans"]], []),
            ("how many visits so far?", [_TWO], []),
            ("what's my waist?", [[NOT_KNOWN]], []),
            ("do I have an occasion coming up?", [[NOT_KNOWN]], []),
        ],
    },
    # 12. a best man, tailoring, no visits
    {
        "facts": [
            ("2026-11-15", "The shopper's collar size is 16."),
            ("2026-11-15", "The shopper wears a 44L blazer."),
            ("2026-11-15", "The shopper wears W36 L34 trousers."),
            ("2026-11-15", "The shopper is best man at his brother's wedding on 2027-04-17."),
            ("2026-11-15", "The shopper is not keen on pink."),
        ],
        "visits": [],
        "questions": [
            ("what collar am I?", [["16"]], []),
            ("what blazer size do I need?", [["44L", "44 long", "44"]], []),
            ("what size jeans would I be?", [["36", "W36"], ["34", "L34"]], []),
            ("what's my role at the wedding?", [["best man"]], []),
            ("when is the wedding?", [_on("2027-04-17")], []),
            ("colours I'm not keen on?", [["pink"]], []),
            ("when was I last in the shop?", [[NOT_KNOWN, "first", "never"]], []),
            ("what did I buy last time?", [[NOT_KNOWN]], []),
            ("what's my budget for the wedding?", [[NOT_KNOWN]], []),
            ("do I prefer any brand?", [[NOT_KNOWN]], []),
        ],
    },
    # 13. a half size, a race
    {
        "facts": [
            ("2026-09-14", "The shopper wears US 8.5 in trainers."),
            ("2026-09-14", "The shopper is running a half marathon on 2026-10-18."),
            ("2026-09-14", "The shopper will pay up to $120 for running shoes."),
            ("2026-09-14", "The shopper's favourite colour is cobalt."),
        ],
        "visits": [
            (
                "2026-09-14",
                "running trainers in 8.5, under 120",
                "Here are our trainers in US 8.5.",
                "Looked at trainers in US 8.5 for a race.",
            ),
            ("2026-10-25", "a beanie for cold runs", "Here are our beanies.", "Looked at beanies."),
        ],
        "questions": [
            ("what size trainers do I wear?", [["8.5", "8½", "eight and a half"]], []),
            ("what was I training for?", [["marathon"]], []),
            ("how much will I pay for running shoes?", [["120"]], []),
            ("fave colour?", [["cobalt"]], []),
            ("when did I last come by?", [_on("2026-10-25")], []),
            ("what was I looking for last time?", [["beanie", "hat"]], []),
            ("how many times have I visited?", [_TWO], []),
            ("which brand do I dislike?", [[NOT_KNOWN]], []),
            ("what's my dress size?", [[NOT_KNOWN]], []),
            ("did I look at trainers with you before?", [["trainer"]], []),
        ],
    },
    # 14. measurements in centimetres
    {
        "facts": [
            ("2026-11-11", "The shopper's chest measures 102 cm."),
            ("2026-11-11", "The shopper's waist measures 86 cm."),
            ("2026-11-11", "The shopper spends at most 90 euros."),
            ("2026-11-11", "The shopper likes ecru and stone."),
            ("2026-11-11", "The shopper avoids {brand0}."),
        ],
        "visits": [
            (
                "2026-11-11",
                "a crew neck jumper in ecru, 102 cm chest",
                "Here are our crew neck jumpers.",
                "Looked at crew neck jumpers in ecru.",
            ),
        ],
        "questions": [
            ("what's my chest measurement?", [["102", "102cm"]], []),
            ("and my waist in cm, what was it?", [["86", "86cm"]], []),
            ("what's the most I'll spend?", [["90"]], []),
            ("what colours am I into?", [["ecru", "stone"]], []),
            ("any brand I avoid?", [["{brand0}"]], []),
            ("when did I visit?", [_on("2026-11-11")], []),
            ("what was I after when I came in?", [["crew neck", "jumper", "knit"]], []),
            ("what's my shoe size?", [[NOT_KNOWN]], []),
            ("do I have any plans you know about?", [[NOT_KNOWN]], []),
            (
                "have I been in more than once?",
                [["once", "one", "1", "No", "no", "Once", "One"]],
                [],
            ),
        ],
    },
    # 15. a funeral
    {
        "facts": [
            ("2026-12-02", "The shopper is a size 18."),
            ("2026-12-02", "The shopper doesn't want to spend more than £65 on a coat."),
            ("2026-12-02", "The shopper has a funeral to attend on 2026-12-09."),
            ("2026-12-02", "The shopper avoids red."),
        ],
        "visits": [
            (
                "2026-12-02",
                "a black coat in 18 for a funeral, under 65",
                "Here are our black coats in 18.",
                "Looked at black coats for a funeral.",
            ),
        ],
        "questions": [
            ("what size am I?", [["18"]], []),
            ("what's my coat budget?", [["65"]], []),
            ("what's the occasion I'm shopping for?", [["funeral"]], []),
            ("when's the funeral?", [_on("2026-12-09")], []),
            ("what colour do I avoid?", [["red"]], []),
            ("what did I come in for?", [["coat"]], []),
            ("when was I last here?", [_on("2026-12-02")], []),
            ("what's my favourite brand?", [[NOT_KNOWN]], []),
            ("what shoe size am I?", [[NOT_KNOWN]], []),
            ("am I a 16?", [["18"]], []),
        ],
    },
    # 16. a festival, small sizes, warm colours
    {
        "facts": [
            ("2026-05-30", "The shopper wears size S in tops."),
            ("2026-05-30", "The shopper's shoe size is UK 5."),
            ("2026-05-30", "The shopper likes mustard and rust."),
            ("2026-05-30", "The shopper hates beige."),
            ("2026-11-18", "The shopper spends up to £30 per item."),
            ("2026-11-18", "The shopper is going to a festival on 2027-06-25."),
        ],
        "visits": [
            (
                "2026-05-30",
                "sandals in a 5",
                "Here are our sandals in UK 5.",
                "Looked at sandals in UK 5.",
            ),
            (
                "2026-11-18",
                "a raincoat for a festival, 30 max",
                "Here are our raincoats.",
                "Looked at raincoats for a festival.",
            ),
        ],
        "questions": [
            ("what event have I got coming?", [["festival"]], []),
            ("when's the festival?", [_on("2027-06-25") + ["June"]], []),
            ("what size tops do I wear?", [["S", "small", "Small"]], []),
            ("shoe size?", [["5"]], []),
            ("what colours do I like?", [["mustard"], ["rust"]], []),
            ("which colour do I hate?", [["beige"]], []),
            ("what's my budget per item?", [["30"]], []),
            ("what was I after back in May?", [["sandal"]], []),
            ("the last time I was in, when was it?", [_on("2026-11-18")], []),
            ("which brands do I like?", [[NOT_KNOWN]], []),
        ],
    },
    # 17. five visits to count
    {
        "facts": [
            ("2026-07-04", "The shopper wears medium."),
            ("2026-07-04", "The shopper's limit is £50."),
        ],
        "visits": [
            (
                "2026-07-04",
                "tees in medium",
                "Here are our t-shirts in M.",
                "Looked at t-shirts in M.",
            ),
            (
                "2026-08-09",
                "a shirt under 50",
                "Here are our shirts under 50.",
                "Looked at shirts under 50.",
            ),
            ("2026-09-12", "chinos?", "Here are our chinos.", "Looked at chinos."),
            (
                "2026-10-17",
                "a cardigan in medium",
                "Here are our cardigans in M.",
                "Looked at cardigans in M.",
            ),
            ("2026-11-21", "scarves", "Here are our scarves.", "Looked at scarves."),
        ],
        "questions": [
            ("how many times have I been here?", [["5", "five"]], []),
            ("when did I first visit?", [_on("2026-07-04")], []),
            ("when did I last come in?", [_on("2026-11-21")], []),
            ("what did I look at in October?", [["cardigan"]], []),
            ("did I ever look at chinos?", [["chino"]], []),
            ("what was I shopping for last time?", [["scarf", "scarves"]], []),
            ("my size?", [["M", "medium", "Medium"]], []),
            ("what's my limit?", [["50"]], []),
            ("what colour do I like?", [[NOT_KNOWN]], []),
            ("what was the first thing I looked at?", [["t-shirt", "tee"]], []),
        ],
    },
    # 18. shopping for a husband: his size is not the shopper's
    {
        "facts": [
            ("2026-11-16", "The shopper wears size S."),
            ("2026-11-16", "The shopper likes plum."),
        ],
        "visits": [
            (
                "2026-11-16",
                "my husband wears XL, a jumper for him",
                "Here are our men's jumpers in XL.",
                "Looked for a jumper in XL for her husband.",
            ),
        ],
        "questions": [
            ("what size am I?", [["S", "small", "Small"]], []),
            ("what's my colour?", [["plum"]], []),
            ("who was I buying for last time?", [["husband"]], []),
            ("what was I shopping for last time?", [["jumper", "sweater", "knit"]], []),
            ("when was my last visit?", [_on("2026-11-16")], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("which brand do I like?", [[NOT_KNOWN]], []),
            ("do I have a wedding coming up?", [[NOT_KNOWN, "No", "no"]], []),
            ("what's my shoe size?", [[NOT_KNOWN]], []),
            ("which colours do I avoid?", [[NOT_KNOWN]], []),
        ],
    },
    # 19. a cruise, two liked brands
    {
        "facts": [
            ("2026-11-08", "The shopper wears US 4 in dresses."),
            ("2026-11-08", "The shopper likes {brand4}."),
            ("2026-11-08", "The shopper usually buys from {brand1}."),
            ("2026-12-01", "The shopper is going on a cruise on 2027-02-08."),
            ("2026-12-01", "The shopper's budget for a coat is 70 to 100."),
        ],
        "visits": [
            (
                "2026-11-08",
                "anything from {brand1}?",
                "Here is {brand1}'s range.",
                "Looked at {brand1}'s range.",
            ),
            (
                "2026-12-01",
                "a wrap dress for a cruise, US 4",
                "Here are our wrap dresses in US 4.",
                "Looked at wrap dresses in US 4 for a cruise.",
            ),
        ],
        "questions": [
            ("what's my dress size?", [["4"]], []),
            ("what trip have I got planned?", [["cruise"]], []),
            ("when do I leave?", [_on("2027-02-08") + ["February"]], []),
            ("which brands do I like?", [["{brand4}"], ["{brand1}"]], []),
            ("what's my coat budget?", [["70"], ["100"]], []),
            ("what was I looking at last time?", [["wrap", "dress"]], []),
            ("how many times have I been in?", [_TWO], []),
            ("when did I first come in?", [_on("2026-11-08")], []),
            ("which colours do I dislike?", [[NOT_KNOWN]], []),
            ("do I avoid any brand?", [[NOT_KNOWN, "No", "no"]], []),
        ],
    },
    # 20. a budget and a colour that changed
    {
        "facts": [
            ("2026-04-18", "The shopper's budget is under £40."),
            ("2026-11-03", "The shopper's budget is now up to £70."),
            ("2026-04-18", "The shopper likes pink."),
            ("2026-11-03", "The shopper has gone off pink and now prefers sage."),
            ("2026-04-18", "The shopper wears L."),
        ],
        "visits": [
            (
                "2026-04-18",
                "a pink blouse in L under 40",
                "Here are our blouses in L.",
                "Looked at pink blouses in L.",
            ),
            (
                "2026-11-03",
                "a sage cardigan, up to 70",
                "Here are our sage cardigans.",
                "Looked at sage cardigans.",
            ),
        ],
        "questions": [
            ("what's my budget now?", [["70"]], []),
            ("am I still on 40 max?", [["70"]], []),
            ("do I still like pink?", [_NO + ["longer", "gone off"]], []),
            ("what colour am I into these days?", [["sage"]], []),
            ("what size am I?", [["L", "large", "Large"]], []),
            ("what was I after in April?", [["blouse"]], []),
            ("when was I last in?", [_on("2026-11-03")], []),
            ("how often have I visited?", [_TWO], []),
            ("is there a brand I avoid?", [[NOT_KNOWN]], []),
            ("what's my shoe size?", [[NOT_KNOWN]], []),
        ],
    },
    # 21. a hen do and a bridesmaid, no visits
    {
        "facts": [
            ("2026-11-26", "The shopper has a hen do on 2027-03-06."),
            ("2026-11-26", "The shopper is a bridesmaid on 2027-05-22."),
            ("2026-11-26", "The shopper wears UK 10."),
            ("2026-11-26", "The shopper's shoe size is UK 7."),
            ("2026-11-26", "The shopper loves blush."),
        ],
        "visits": [],
        "questions": [
            ("which events have I got?", [["hen"], ["bridesmaid", "wedding"]], []),
            ("when's the hen do?", [_on("2027-03-06") + ["March"]], []),
            ("when am I a bridesmaid?", [_on("2027-05-22") + ["May"]], []),
            ("what's my dress size?", [["10"]], []),
            ("my shoe size, do you know it?", [["7"]], []),
            ("what colour do I love?", [["blush"]], []),
            ("when did I last visit?", [[NOT_KNOWN, "first", "never"]], []),
            (
                "how many times have I been in?",
                [[NOT_KNOWN, "none", "first", "0", "zero", "never"]],
                [],
            ),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("which brands do I like?", [[NOT_KNOWN]], []),
        ],
    },
    # 22. a conference, XL, brands both ways
    {
        "facts": [
            ("2026-10-30", "The shopper wears XL."),
            ("2026-10-30", "The shopper won't pay more than £35 for a t-shirt."),
            ("2026-10-30", "The shopper likes {brand3}."),
            ("2026-10-30", "The shopper dislikes {brand0}."),
            ("2026-10-30", "The shopper likes black."),
            ("2026-11-22", "The shopper is speaking at a conference in Berlin on 2027-01-20."),
        ],
        "visits": [
            (
                "2026-10-30",
                "black tees in XL, under 35",
                "Here are our black t-shirts in XL.",
                "Looked at black t-shirts in XL.",
            ),
            (
                "2026-11-22",
                "a shirt for a conference",
                "Here are our shirts in XL.",
                "Looked at shirts for a conference.",
            ),
        ],
        "questions": [
            ("what size am I?", [["XL", "extra large"]], []),
            ("what do I spend on a t-shirt at most?", [["35"]], []),
            ("which brand do I like?", [["{brand3}"]], []),
            ("which brand do I dislike?", [["{brand0}"]], []),
            ("what's my colour?", [["black"]], []),
            ("what's the event I'm preparing for?", [["conference"]], []),
            ("where's the conference?", [["Berlin"]], []),
            ("when's the conference?", [_on("2027-01-20") + ["January"]], []),
            ("what did I look at last time?", [["shirt"]], []),
            ("what's my waist size?", [[NOT_KNOWN]], []),
        ],
    },
    # 23. an anniversary dinner, continental sizes
    {
        "facts": [
            ("2026-11-19", "The shopper wears IT 46 in dresses."),
            ("2026-11-19", "The shopper's shoe size is EU 39."),
            ("2026-11-19", "The shopper likes camel and chocolate."),
            ("2026-11-19", "The shopper has an anniversary dinner on 2026-12-18."),
            ("2026-11-19", "The shopper's budget is up to 200."),
        ],
        "visits": [
            (
                "2026-11-19",
                "a dress for our anniversary dinner, IT 46",
                "Here are our dresses.",
                "Looked at dresses for an anniversary dinner.",
            ),
        ],
        "questions": [
            ("what size dress do I wear?", [["46"]], []),
            ("what size are my feet?", [["39"]], []),
            ("what colours do I go for?", [["camel", "chocolate"]], []),
            ("what's the special occasion?", [["anniversary"]], []),
            ("when's the dinner?", [_on("2026-12-18")], []),
            ("how much can I spend?", [["200"]], []),
            ("when did I come in?", [_on("2026-11-19")], []),
            ("what was I shopping for?", [["dress"]], []),
            ("do I avoid any colours?", [[NOT_KNOWN, "No", "no"]], []),
            ("which brand do I usually buy?", [[NOT_KNOWN]], []),
        ],
    },
    # 24. a parent: the children's sizes are not the shopper's
    {
        "facts": [
            ("2026-10-22", "The shopper wears size 16."),
            ("2026-10-22", "The shopper likes forest green."),
            ("2026-10-22", "The shopper avoids {brand1}."),
        ],
        "visits": [
            (
                "2026-10-22",
                "raincoats for a 7 year old",
                "Here are our kids' raincoats for age 7.",
                "Looked at kids' raincoats for a 7-year-old.",
            ),
            (
                "2026-11-24",
                "a parka for me in 16, green",
                "Here are our green parkas.",
                "Looked at green parkas in 16.",
            ),
        ],
        "questions": [
            ("what size am I?", [["16"]], []),
            ("what colour do I like?", [["green"]], []),
            ("which brand do I avoid?", [["{brand1}"]], []),
            ("what age were the raincoats for?", [["7", "seven"]], []),
            ("what did I look at for myself?", [["parka"]], []),
            ("when was I last in?", [_on("2026-11-24")], []),
            ("how many times have I been?", [_TWO], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("what's my shoe size?", [[NOT_KNOWN]], []),
            ("anything coming up I'm shopping for?", [[NOT_KNOWN]], []),
        ],
    },
    # 25. visits only, nothing stated
    {
        "facts": [],
        "visits": [
            ("2026-10-01", "boots?", "Here are our boots.", "Looked at boots."),
            ("2026-11-12", "a parka", "Here are our parkas.", "Looked at parkas."),
        ],
        "questions": [
            ("what size am I?", [[NOT_KNOWN]], []),
            ("when did I last come in?", [_on("2026-11-12")], []),
            ("what did I look at last time?", [["parka"]], []),
            ("how many times have I been in?", [_TWO], []),
            ("what colour do I like?", [[NOT_KNOWN]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("did I ever ask about boots?", [["boot"]], []),
            ("which brands do I prefer?", [[NOT_KNOWN]], []),
            ("when was my first visit?", [_on("2026-10-01")], []),
            ("what am I dressing for?", [[NOT_KNOWN]], []),
        ],
    },
    # 26. everything at once
    {
        "facts": [
            ("2026-11-06", "The shopper wears size M."),
            ("2026-11-06", "The shopper likes navy."),
            ("2026-11-06", "The shopper's budget is £60."),
            ("2026-11-06", "The shopper likes {brand2}."),
            ("2026-11-06", "The shopper has a date night on 2026-12-12."),
        ],
        "visits": [
            (
                "2026-11-06",
                "a navy shirt from {brand2} in M",
                "Here are {brand2}'s navy shirts.",
                "Looked at navy shirts from {brand2} in M.",
            ),
        ],
        "questions": [
            ("what do you remember about me?", [["M", "medium", "Medium"], ["navy"]], []),
            ("tell me everything you know about me", [["{brand2}"], ["60"]], []),
            ("what's my size?", [["M", "medium", "Medium"]], []),
            ("remind me of my budget", [["60"]], []),
            ("what's my favourite brand?", [["{brand2}"]], []),
            ("what's happening on the 12th?", [["date"]], []),
            ("when's my date night?", [_on("2026-12-12")], []),
            ("what did I look at last time?", [["shirt"]], []),
            ("what colours do I avoid?", [[NOT_KNOWN]], []),
            ("what's my shoe size?", [[NOT_KNOWN]], []),
        ],
    },
    # 27. a shopper who refuses things: colours and brands
    {
        "facts": [
            ("2026-10-05", "The shopper avoids beige."),
            ("2026-10-05", "The shopper avoids purple."),
            ("2026-10-05", "The shopper won't buy {brand3}."),
            ("2026-10-05", "The shopper wears W34 L32."),
            ("2026-11-17", "The shopper has a gala at work on 2026-12-17."),
        ],
        "visits": [
            (
                "2026-10-05",
                "jeans in a 34 waist, not {brand3}",
                "Here are our jeans in W34.",
                "Looked at jeans in W34, not {brand3}.",
            ),
            (
                "2026-11-17",
                "a blazer for a work gala",
                "Here are our blazers.",
                "Looked at blazers for a work gala.",
            ),
        ],
        "questions": [
            ("which colours do I steer clear of?", [["beige"], ["purple"]], []),
            ("what brand do I refuse?", [["{brand3}"]], []),
            ("what's my waist?", [["34", "W34"]], []),
            ("what's my leg length?", [["32", "L32"]], []),
            ("what do I have at work?", [["gala"]], []),
            ("when is the gala?", [_on("2026-12-17")], []),
            ("what did I come in for in October?", [["jeans"]], []),
            ("what colours do I like?", [[NOT_KNOWN]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("which brands do I like?", [[NOT_KNOWN]], []),
        ],
    },
]
