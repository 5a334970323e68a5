"""Request templates and catalogue seeds for split test36: five fresh catalogue seeds and two
product-request templates for each of the twelve request kinds, written blind from the brief in
different shoppers' voices (terse, chatty, British and American). Each template uses exactly
the slots its kind names: {what} plural product word, {what1} singular with article, {dept}
department phrase or {adj} its adjective, {size} size phrase with its own preposition,
{colour} colour word, {price} price phrase with its own words, {brand} brand name."""

SEEDS = (90417, 93862, 95103, 97741, 99258)

TEMPLATES = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "looking for {what} {size}, what have you got"),
    ("what+dept", "show me {what} {dept}"),
    ("what+dept", "any nice {adj} {what} in at the moment?"),
    ("what+dept+size", "{adj} {what} {size} please"),
    ("what+dept+size", "i need some {what} {dept}, {size} if poss"),
    ("what+colour", "do you have any {colour} {what}?"),
    ("what+colour", "after some {what} in {colour}, anything?"),
    ("what+colour+dept", "{colour} {what} {dept}"),
    ("what+colour+dept", "can you find me {adj} {what} in {colour}"),
    ("what+price", "show me {what}, {price}"),
    ("what+price", "what {what} have you got {price}?"),
    ("what+dept+price", "{adj} {what} {price}?"),
    ("what+dept+price", "looking for {what} {dept}, ideally {price}"),
    ("what+size+price", "{what} {size}, {price} please"),
    ("what+size+price", "hiya, need {what} {size} but {price}"),
    ("what+brand", "have you got any {brand} {what}?"),
    ("what+brand", "show me {what} by {brand} pls"),
    ("absent-colour", "do you do {what} in {colour} at all?"),
    ("absent-colour", "I'm hunting for {colour} {what}, do you stock any"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "is there {what1} {dept} anywhere on here"),
    ("absent-size", "any {what} {size}?"),
    ("absent-size", "I really need {what} {size}, got anything?"),
)
