"""The request templates of split "test16" (issue 18).

split "test16" (issue 18), written blind, by hand, on 2026-12-03 by a nineteenth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

SEEDS = (10701, 10702, 10703, 10704, 10705)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "looking for {what1} {size} pls"),
    ("what+dept", "show me {what} {dept}"),
    ("what+dept", "do u sell {adj} {what}"),
    ("what+dept+size", "need {adj} {what} {size}, what've you got"),
    ("what+dept+size", "Have you got {what1} {dept} {size}?"),
    ("what+colour", "any {colour} {what} in stock?"),
    ("what+colour", "I'm after {what1} in {colour}"),
    ("what+colour+dept", "{colour} {what} {dept}, anything?"),
    ("what+colour+dept", "could you show me {adj} {what} in {colour}"),
    ("what+colour+size", "hunting for {colour} {what} {size}"),
    ("what+colour+size", "is there {what1} in {colour}, {size} ideally?"),
    ("what+price", "{what} {price}?"),
    ("what+price", "what {what} have you got {price}"),
    ("what+dept+price", "{adj} {what} {price} please"),
    ("what+dept+price", "cheap {what} {dept}, {price} if poss"),
    ("what+size+price", "I need {what} {size}, {price}"),
    ("what+size+price", "can you find me {what1} {size} {price}?"),
    ("what+brand", "any {brand} {what}?"),
    ("what+brand", "do you stock {what} by {brand}"),
    ("what+brand+dept", "{brand} {what} {dept}"),
    ("what+brand+dept", "show me {adj} {what} from {brand} please"),
    ("absent-colour", "have you got {what} in {colour}?"),
    ("absent-colour", "i really want {what1} in {colour}, any luck?"),
    ("absent-what", "do you do {what} {dept}?"),
    ("absent-what", "where are your {adj} {what}"),
    ("absent-size", "do any of your {what} come {size}?"),
    ("absent-size", "I need {what1} {size}, is that possible"),
)
