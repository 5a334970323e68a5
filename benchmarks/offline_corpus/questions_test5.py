"""Questions about the shopper of split "test5" (issue 18): written blind, by hand, on 2026-12-02
by an eighth writer, who saw neither the offline model's code or tests nor any other split's
sentences. Each profile holds the facts the memory server extracted (with when), earlier visits
and questions with what the reply must and must not say. {brand0}..{brand4} stand for the
first catalogue's brands."""

NOT_KNOWN = "<not known>"

PROFILES: list[dict] = [
    {
        "facts": [
            ("2026-11-03 09:40", "The shopper wears size M."),
            ("2026-11-03 09:41", "Dislikes the colour brown."),
        ],
        "visits": [
            ("2026-11-03", "any jumpers in medium?", "Here are three jumpers in M.", "size M"),
        ],
        "questions": [
            ("what do you remember about me?", [["M", "medium"], ["brown"]], []),
            ("remind me what size I am", [["M", "medium"]], []),
            ("Which colour do I avoid again?", [["brown"]], []),
            ("what's my budget?", [[NOT_KNOWN]], []),
            ("did I ever say which brand I like", [[NOT_KNOWN]], []),
            ("what was I after last time?", [["jumper"]], []),
            ("how many times have I been here?", [["once", "one", "1"]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-05 14:20", "Shopper's shoe size: UK 7."),
            ("2026-11-21 16:30", "Shopper now says their shoe size is UK 8."),
        ],
        "visits": [
            ("2026-10-05", "boots in a 7?", "Two pairs of boots in UK 7.", ""),
            ("2026-11-21", "actually I'm an 8 now", "Noted, UK 8 from now on.", "shoe size UK 7"),
        ],
        "questions": [
            ("what shoe size have I got", [["8"]], ["7"]),
            ("did my shoe size change?", [["8"]], []),
            ("rmind me my feet size pls", [["8"]], ["UK 7"]),
            ("What was I looking at in October?", [["boot"]], []),
            ("do you know my dress size", [[NOT_KNOWN]], []),
            ("any colour I said I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-14 11:05", "Budget is at most 90 euros."),
            ("2026-09-14 11:06", "The shopper loves navy."),
            ("2026-09-14 11:07", "Usually buys {brand2}."),
        ],
        "visits": [
            ("2026-09-14", "navy coat under 90?", "A navy {brand2} coat at 84.", ""),
        ],
        "questions": [
            ("how much did I say I could spend?", [["90"]], []),
            ("What's my favourite colour, do you recall?", [["navy"]], []),
            ("which label do I normally go for", [["{brand2}"]], []),
            ("sum up what you know about me", [["90"], ["navy"], ["{brand2}"]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("what did I shop for before?", [["coat"]], []),
            ("have I got anything coming up, an event or something?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-02 10:10", "Has a christening to attend."),
            ("2026-11-02 10:11", "Wears UK dress size 12."),
        ],
        "visits": [
            ("2026-11-02", "something for a christening", "A few dresses in UK 12.", ""),
        ],
        "questions": [
            ("what am I shopping for again?", [["christening"]], []),
            ("what's the occasion I mentioned", [["christening"]], []),
            ("my dress size? forgot", [["12"]], []),
            ("whats my budget then", [[NOT_KNOWN]], []),
            ("tell me everything you've got on me", [["christening"], ["12"]], []),
            ("any brands I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-08 09:00", "Waist 32, leg 30."),
            ("2026-10-08 09:01", "Keep the total under 60."),
        ],
        "visits": [
            ("2026-10-08", "jeans 32 waist under 60", "Three pairs of jeans in W32.", ""),
            ("2026-10-29", "any chinos?", "Chinos in W32 L30 below 60.", "waist 32, leg 30"),
        ],
        "questions": [
            ("what jeans size do I wear", [["32"]], []),
            ("and my leg length?", [["30"]], []),
            ("how much do I like to spend", [["60"]], []),
            ("how many visits have I made?", [["two", "2", "twice"]], []),
            ("what did I look at the second time?", [["chino"]], []),
            ("what's my shoe size", [[NOT_KNOWN]], []),
            ("Colours I hate?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-09 13:15", "The shopper starts a new job at a bank on Monday."),
            ("2026-11-09 13:16", "Chest 40 regular in blazers."),
        ],
        "visits": [
            ("2026-11-09", "blazer for the office, 40R", "Two blazers in 40R.", ""),
        ],
        "questions": [
            ("why was I buying a blazer?", [["bank", "job", "work"]], []),
            ("what's my jacket size?", [["40"]], []),
            ("remind me of my plans", [["bank", "job"]], []),
            ("Do I prefer any colour?", [[NOT_KNOWN]], []),
            ("what do you know", [["40"], ["bank", "job"]], []),
            ("what did I look at", [["blazer"]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-17 18:02", "Won't wear beige."),
            ("2026-10-17 18:03", "Likes mustard."),
            ("2026-10-17 18:04", "Size L."),
        ],
        "visits": [],
        "questions": [
            ("what colours do I like and which do I hate?", [["mustard"], ["beige"]], []),
            ("am I a large or a medium?", [["L", "large"]], []),
            ("whats off limits colour wise", [["beige"]], []),
            ("how much can I spend, did I tell you", [[NOT_KNOWN]], []),
            ("have I been here before?", [[NOT_KNOWN, "no", "not"]], []),
            ("my usual brand?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-08-20 15:45", "Budget around 50."),
            ("2026-11-25 17:30", "Budget raised to 120 for a winter coat."),
        ],
        "visits": [
            ("2026-11-25", "coat up to 120", "Three coats at or under 120.", "budget around 50"),
        ],
        "questions": [
            ("what's my spending limit now?", [["120"]], ["50"]),
            ("has my budget changed", [["120"]], []),
            ("I said something about money, what was it?", [["120"]], []),
            ("what was I looking for last visit?", [["coat"]], []),
            ("shoe size?", [[NOT_KNOWN]], []),
            ("what kind of events have I got coming?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-11 12:00", "The shopper is loyal to {brand0}."),
            ("2026-11-11 12:01", "EU shoe size 41."),
            ("2026-11-11 12:02", "Going hiking next month."),
        ],
        "visits": [
            ("2026-11-11", "{brand0} boots in 41", "Two {brand0} boots in EU 41.", ""),
        ],
        "questions": [
            ("which brand do I stick with", [["{brand0}"]], []),
            ("what's my shoe size", [["41"]], []),
            ("wht am I doing next month", [["hik"]], []),
            ("give me a rundown of me", [["{brand0}"], ["41"], ["hik"]], []),
            ("what's my top size", [[NOT_KNOWN]], []),
            ("what did I browse", [["boot"]], []),
            ("budget?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-02 08:30", "Can't stand pink."),
            ("2026-10-02 08:31", "Wears XS."),
            ("2026-10-02 08:32", "Spends no more than 40."),
        ],
        "visits": [
            ("2026-10-02", "tees in XS under 40", "Four tees in XS.", ""),
            ("2026-10-19", "a blouse, not pink", "Blouses in XS, none pink.", "XS; no pink"),
            ("2026-11-06", "scarf?", "Two scarves under 40.", "XS; no pink; max 40"),
        ],
        "questions": [
            ("how often have I shopped with you?", [["three", "3"]], []),
            ("what did I buy first time round", [["tee", "t-shirt"]], []),
            ("my size is what now", [["XS", "extra small"]], []),
            ("colour to avoid?", [["pink"]], []),
            ("max I'll pay?", [["40"]], []),
            ("what brand do I like", [[NOT_KNOWN]], []),
            ("what did I ask about most recently", [["scarf", "scarves"]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-14 19:20", "Has a funeral on Friday."),
            ("2026-11-14 19:21", "Needs black."),
        ],
        "visits": [],
        "questions": [
            ("what's coming up for me?", [["funeral"]], []),
            ("when is it?", [["Friday"]], []),
            ("what colour should it be, what did I say?", [["black"]], []),
            ("size?", [[NOT_KNOWN]], []),
            ("how much did I want to spend?", [[NOT_KNOWN]], []),
            ("what brand did I mention", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-03 10:00", "The shopper wore size S."),
            ("2026-11-27 10:00", "The shopper now wears size M after a growth spurt."),
        ],
        "visits": [
            ("2026-09-03", "hoodie in small", "Here are small tops.", ""),
            ("2026-11-27", "medium now please", "Medium from now on.", "size S"),
        ],
        "questions": [
            ("what size am I now?", [["M", "medium"]], ["S"]),
            ("what was my old size", [["S", "small"]], []),
            ("what's changed about me", [["M", "medium"]], []),
            ("what was I shopping for in September", [["top", "hoodie"]], []),
            ("colours I like?", [[NOT_KNOWN]], []),
            ("Do you know my budget?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-22 11:11", "Sister's wedding in June; shopper is a bridesmaid."),
            ("2026-10-22 11:12", "UK size 10."),
            ("2026-10-22 11:13", "Likes blush pink."),
            ("2026-10-22 11:14", "Budget 100."),
        ],
        "visits": [
            ("2026-10-22", "bridesmaid dress ideas", "Three midi dresses in blush.", ""),
        ],
        "questions": [
            ("whose wedding was it?", [["sister"]], []),
            ("when's the wedding", [["June"]], []),
            ("what role am I playing at it", [["bridesmaid"]], []),
            ("remind me: size, colour, budget", [["10"], ["blush", "pink"], ["100"]], []),
            ("which brand do I buy", [[NOT_KNOWN]], []),
            ("shoe size", [[NOT_KNOWN]], []),
            ("what did I look at", [["dress"]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-18 09:05", "Collar 16.5."),
            ("2026-11-18 09:06", "Job interview next Thursday."),
        ],
        "visits": [
            ("2026-11-18", "shirt 16.5 collar", "Two shirts that fit a 16.5 collar.", ""),
        ],
        "questions": [
            ("what's my neck size", [["16.5", "16 and a half", "16½"]], []),
            ("remind me why I need a shirt", [["interview"]], []),
            ("when's my interview?", [["Thursday"]], []),
            ("budget?", [[NOT_KNOWN]], []),
            ("do I have a favourite colour", [[NOT_KNOWN]], []),
            ("what were we looking at", [["shirt"]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-30 16:40", "Shopper prefers {brand1}."),
            ("2026-11-24 16:40", "Shopper has gone off {brand1} and now prefers {brand3}."),
        ],
        "visits": [
            ("2026-10-30", "{brand1} jeans", "Two {brand1} jeans.", ""),
            ("2026-11-24", "{brand3} now", "Here are {brand3} items.", "prefers {brand1}"),
        ],
        "questions": [
            ("which brand do I like these days", [["{brand3}"]], []),
            ("did my brand change?", [["{brand3}"]], []),
            ("what brand was I into before", [["{brand1}"]], []),
            ("what did I look at in October", [["jean"]], []),
            ("what's my waist", [[NOT_KNOWN]], []),
            ("colours?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-01 14:00", "Going skiing in February."),
            ("2026-11-01 14:01", "Size XL."),
            ("2026-11-01 14:02", "Doesn't want anything white."),
        ],
        "visits": [
            ("2026-11-01", "ski jacket XL", "Two parkas in XL.", ""),
        ],
        "questions": [
            ("where am I going in February?", [["ski"]], []),
            ("when's my trip", [["February", "Feb"]], []),
            ("size again?", [["XL", "extra large"]], []),
            ("colour I don't want", [["white"]], []),
            ("how much did I say", [[NOT_KNOWN]], []),
            ("what did I look for", [["parka", "jacket"]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-09 20:15", "W34 L32."),
        ],
        "visits": [
            ("2026-09-09", "jeans 34 waist 32 leg", "Jeans in W34 L32.", ""),
            ("2026-10-10", "chinos", "Chinos in W34.", "W34 L32"),
            ("2026-11-13", "a belt?", "We don't do belts, sorry.", "W34 L32"),
        ],
        "questions": [
            ("how many times have I been in?", [["three", "3"]], []),
            ("what did I look for the first time", [["jean"]], []),
            ("what did I ask for last", [["belt"]], []),
            ("my trouser size, please", [["34"], ["32"]], []),
            ("Budget?", [[NOT_KNOWN]], []),
            ("colour preference?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-20 10:30", "Anniversary dinner this Saturday."),
            ("2026-11-20 10:31", "Loves burgundy."),
            ("2026-11-20 10:32", "US dress size 6."),
        ],
        "visits": [],
        "questions": [
            ("what's the big night I mentioned", [["anniversary"]], []),
            ("what day was that", [["Saturday"]], []),
            ("what colour do I love", [["burgundy"]], []),
            ("which size am I in dresses", [["6"]], []),
            ("my shoe size?", [[NOT_KNOWN]], []),
            ("anything about money?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-13 12:45", "Tight budget, 25 at most."),
            ("2026-10-13 12:46", "Big {brand4} fan."),
        ],
        "visits": [
            ("2026-10-13", "{brand4} tee under 25", "One {brand4} tee at 22.", ""),
        ],
        "questions": [
            ("whats my budget", [["25"]], []),
            ("who do I like to buy from", [["{brand4}"]], []),
            ("all my preferences pls", [["25"], ["{brand4}"]], []),
            ("size?", [[NOT_KNOWN]], []),
            ("colour I hate?", [[NOT_KNOWN]], []),
            ("what was I browsing", [["tee", "t-shirt"]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-05 09:50", "Marathon in April."),
            ("2026-11-05 09:51", "EU 43 trainers."),
        ],
        "visits": [
            ("2026-11-05", "running trainers 43", "Three trainers in EU 43.", ""),
        ],
        "questions": [
            ("what am I training for", [["marathon"]], []),
            ("when's the race", [["April"]], []),
            ("trainer size?", [["43"]], []),
            ("what did I look at", [["trainer"]], []),
            ("budget?", [[NOT_KNOWN]], []),
            ("brand I like?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-08-11 13:00", "Likes olive."),
            ("2026-11-26 13:00", "No longer likes olive; prefers charcoal now."),
        ],
        "visits": [],
        "questions": [
            ("what colour do I go for now?", [["charcoal"]], []),
            ("what colour did I use to like", [["olive"]], []),
            ("what changed about my taste", [["charcoal"]], []),
            ("my size?", [[NOT_KNOWN]], []),
            ("spend limit?", [[NOT_KNOWN]], []),
            ("have I got anything planned", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-25 17:10", "Christmas work party on the 18th."),
            ("2026-10-25 17:11", "Wears UK 14."),
            ("2026-10-25 17:12", "Budget 70."),
            ("2026-10-25 17:13", "Avoid purple."),
        ],
        "visits": [
            ("2026-10-25", "party dress uk 14 under 70", "Two wrap dresses in UK 14.", ""),
        ],
        "questions": [
            ("what's the party and when", [["Christmas", "work"], ["18"]], []),
            ("size?", [["14"]], []),
            ("budget?", [["70"]], []),
            ("what colour am I avoiding", [["purple"]], []),
            ("favourite brand?", [[NOT_KNOWN]], []),
            ("what did we look at together", [["dress"]], []),
            ("everything u know", [["14"], ["70"], ["purple"], ["party"]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-08 11:20", "Starting university in September."),
        ],
        "visits": [
            ("2026-11-08", "stuff for uni", "A few jackets and jumpers.", ""),
        ],
        "questions": [
            ("what's happening for me in September", [["university", "uni"]], []),
            ("what size do I wear?", [[NOT_KNOWN]], []),
            ("what colours do I like", [[NOT_KNOWN]], []),
            ("my budget", [[NOT_KNOWN]], []),
            ("what brand", [[NOT_KNOWN]], []),
            ("what did I come in for", [["uni", "jacket", "jumper"]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-06 08:15", "Shopper's husband wears XL (not the shopper)."),
            ("2026-10-06 08:16", "The shopper is a size S."),
        ],
        "visits": [],
        "questions": [
            ("what size am I?", [["S", "small"]], ["XL"]),
            ("what's my own size, not my husband's", [["S", "small"]], []),
            ("budget?", [[NOT_KNOWN]], []),
            ("colour?", [[NOT_KNOWN]], []),
            ("do I like a brand", [[NOT_KNOWN]], []),
            ("what's coming up for me", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-16 15:35", "Black tie gala in December."),
            ("2026-11-16 15:36", "Shopper's chest size 42 long."),
            ("2026-11-16 15:37", "Can spend up to 250."),
        ],
        "visits": [
            ("2026-11-16", "dinner jacket 42L", "Two blazers in 42L.", ""),
        ],
        "questions": [
            ("what's my event", [["gala", "black tie"]], []),
            ("which month is the gala", [["December"]], []),
            ("jacket size?", [["42"]], []),
            ("how much can I spend", [["250"]], []),
            ("colours I prefer?", [[NOT_KNOWN]], []),
            ("what did I ask about", [["blazer", "jacket"]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-22 19:00", "Shopper's budget: 80."),
            ("2026-09-22 19:01", "Size M."),
            ("2026-10-28 19:00", "Budget now 45."),
            ("2026-10-28 19:01", "Size L now."),
        ],
        "visits": [],
        "questions": [
            ("what's my size and budget now?", [["L", "large"], ["45"]], ["80"]),
            ("what changed since September?", [["L", "large"], ["45"]], []),
            ("how much can I spend", [["45"]], ["80"]),
            ("what size", [["L", "large"]], []),
            ("brand?", [[NOT_KNOWN]], []),
            ("colour I hate", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-04 10:25", "Grey is all the shopper wears."),
            ("2026-11-04 10:26", "EU 36 dress."),
        ],
        "visits": [
            ("2026-11-04", "grey dress 36", "A grey midi in EU 36.", ""),
            ("2026-11-19", "grey cardi?", "Two grey cardigans.", "grey; EU 36"),
        ],
        "questions": [
            ("what colour do I stick to", [["grey"]], []),
            ("dress size?", [["36"]], []),
            ("what did I look at last time", [["cardigan", "cardi"]], []),
            ("and the time before", [["dress", "midi"]], []),
            ("how many visits so far", [["two", "2", "twice"]], []),
            ("budget?", [[NOT_KNOWN]], []),
            ("any plans I told you about?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-09 14:50", "Festival in August."),
            ("2026-10-09 14:51", "Only wears {brand0}."),
        ],
        "visits": [],
        "questions": [
            ("what's on in August for me", [["festival"]], []),
            ("which brand do I wear", [["{brand0}"]], []),
            ("what do you know about my plans and brands", [["festival"], ["{brand0}"]], []),
            ("my size", [[NOT_KNOWN]], []),
            ("colour?", [[NOT_KNOWN]], []),
            ("max spend", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-12 18:25", "Size 5.5 shoes (UK)."),
            ("2026-11-12 18:26", "Hates black trainers."),
        ],
        "visits": [
            ("2026-11-12", "trainers 5.5 not black", "Two trainers in UK 5.5.", ""),
        ],
        "questions": [
            ("wats my shoe size", [["5.5", "5 and a half", "5½"]], []),
            ("what don't I like in trainers", [["black"]], []),
            ("what was I after", [["trainer"]], []),
            ("budget", [[NOT_KNOWN]], []),
            ("favourite brand", [[NOT_KNOWN]], []),
            ("any event", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-01 09:30", "The shopper is a 3XL."),
            ("2026-10-01 09:31", "Stick to 150."),
            ("2026-10-01 09:32", "Likes forest green."),
        ],
        "visits": [
            ("2026-10-01", "3XL parka", "One parka in 3XL.", ""),
        ],
        "questions": [
            ("size, budget, colour - go", [["3XL"], ["150"], ["green"]], []),
            ("how much is my ceiling", [["150"]], []),
            ("fave colour", [["green"]], []),
            ("what did I want", [["parka"]], []),
            ("brand?", [[NOT_KNOWN]], []),
            ("any events?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-07 12:30", "Camel and cream are the shopper's usual colours."),
            ("2026-11-07 12:31", "Usually buys from {brand3}."),
            ("2026-11-07 12:32", "Size 10."),
        ],
        "visits": [
            ("2026-11-07", "camel coat", "Two camel coats from {brand3}.", ""),
        ],
        "questions": [
            ("which colours do I usually go for", [["camel"], ["cream"]], []),
            ("where do I usually buy", [["{brand3}"]], []),
            ("what's my size", [["10"]], []),
            ("what did I look at", [["coat"]], []),
            ("budget", [[NOT_KNOWN]], []),
            ("shoe size", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [],
        "visits": [],
        "questions": [
            ("what do you know about me?", [[NOT_KNOWN]], []),
            ("what size am I", [[NOT_KNOWN]], []),
            ("whats my budget", [[NOT_KNOWN]], []),
            ("have I told you my fave colour", [[NOT_KNOWN]], []),
            ("what was I shopping for last week?", [[NOT_KNOWN]], []),
            ("brand?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-18 16:05", "No red or orange, bright colours wash the shopper out."),
            ("2026-09-18 16:06", "Wears a 30 inch waist."),
        ],
        "visits": [
            ("2026-09-18", "chinos 30 waist", "Two chinos in W30.", ""),
        ],
        "questions": [
            ("what colours do I avoid", [["red"], ["orange"]], []),
            ("why do I avoid them", [["bright", "wash"]], []),
            ("waist?", [["30"]], []),
            ("what did I look at in September", [["chino"]], []),
            ("budget", [[NOT_KNOWN]], []),
            ("plans?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-23 11:40", "Graduation in July."),
            ("2026-11-23 11:41", "Budget 70."),
            ("2026-11-23 11:42", "Won't buy {brand2} again."),
        ],
        "visits": [
            ("2026-11-23", "graduation outfit", "A few dresses under 70.", ""),
        ],
        "questions": [
            ("what's my event", [["graduation"]], []),
            ("which month", [["July"]], []),
            ("how much", [["70"]], []),
            ("which brand did I go off", [["{brand2}"]], []),
            ("size?", [[NOT_KNOWN]], []),
            ("colour?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-14 13:20", "Lilac is a no."),
            ("2026-10-14 13:21", "Size XXL."),
        ],
        "visits": [
            ("2026-10-14", "xxl jumper", "Two jumpers in XXL.", ""),
            ("2026-11-15", "xxl tee not lilac", "Three tees in XXL.", "XXL; no lilac"),
        ],
        "questions": [
            ("what size do I take", [["XXL", "2XL"]], []),
            ("colour I hate", [["lilac"]], []),
            ("how many times have I visited", [["two", "2", "twice"]], []),
            ("what did I look for in November", [["tee", "t-shirt"]], []),
            ("budget?", [[NOT_KNOWN]], []),
            ("brand?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-09-25 10:40", "Collar 15; slim fit shirts."),
            ("2026-11-22 10:40", "Collar now 15.5."),
            ("2026-11-22 10:41", "Prefers white shirts for work."),
        ],
        "visits": [
            ("2026-09-25", "slim shirt collar 15", "Two slim shirts, collar 15.", ""),
            ("2026-11-22", "shirt 15.5 white", "Three white shirts in 15.5.", "collar 15"),
        ],
        "questions": [
            ("hang on, what collar am I now", [["15.5", "15 and a half", "15½"]], []),
            ("has my neck size changed since september?", [["15.5", "15 and a half"]], []),
            ("what colour shirts do I wear for work", [["white"]], []),
            ("what did I browse in September", [["shirt"]], []),
            ("how much was I happy to pay", [[NOT_KNOWN]], []),
            ("remind me which brand I like", [[NOT_KNOWN]], []),
            ("have I got a do coming up?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-11-10 20:05", "Off to Lisbon for a week in March; wants linen."),
            ("2026-11-10 20:06", "Max 35 per item."),
            ("2026-11-10 20:07", "Wears {brand4} mostly."),
        ],
        "visits": [
            ("2026-11-10", "holiday tops, linen, under 35", "Four linen tops under 35.", ""),
        ],
        "questions": [
            ("where am I off to again?", [["Lisbon"]], []),
            ("when do I travel", [["March"]], []),
            ("per item, what's my cap", [["35"]], []),
            ("whose clothes do I mostly wear", [["{brand4}"]], []),
            ("sooo what was I shopping for", [["top", "linen", "holiday"]], []),
            ("am I a small or what", [[NOT_KNOWN]], []),
            ("colours I'm not keen on?", [[NOT_KNOWN]], []),
        ],
    },
    {
        "facts": [
            ("2026-10-20 09:15", "The shopper's feet are a 39 (EU); wide fit."),
            ("2026-10-20 09:16", "Sandals, ideally in stone or oatmeal."),
        ],
        "visits": [
            ("2026-10-20", "wide sandals 39", "Two sandals in EU 39.", ""),
            ("2026-11-17", "boots too", "Boots in EU 39.", "EU 39; stone, oatmeal"),
        ],
        "questions": [
            ("my shoe size and fit, remind me", [["39"], ["wide"]], []),
            ("which shades did I say for sandals", [["stone", "oatmeal"]], []),
            ("what did I look at the last time I was in", [["boot"]], []),
            ("number of visits?", [["two", "2", "twice"]], []),
            ("budget I set?", [[NOT_KNOWN]], []),
            ("any occasion I'm shopping for", [[NOT_KNOWN]], []),
        ],
    },
]
