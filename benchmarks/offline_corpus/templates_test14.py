"""The request templates of split "test14" (issue 18).

split "test14" (issue 18), written blind, by hand, on 2026-12-03 by a seventeenth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

SEEDS = (10501, 10502, 10503, 10504, 10505)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "I'm after {what1} {size} please"),
    ("what+dept", "show me your {what} {dept}"),
    ("what+dept", "hiya, looking for {adj} {what}"),
    ("what+dept+size", "do you stock {adj} {what} {size}"),
    ("what+dept+size", "need {what1} {dept} {size}, ta"),
    ("what+colour", "anything in {colour}? {what} ideally"),
    ("what+colour", "i want {colour} {what}"),
    ("what+colour+dept", "have you got {colour} {what} {dept}?"),
    ("what+colour+dept", "Looking for {what1} in {colour}, {adj} if possible"),
    ("what+colour+size", "{colour} {what} {size} - any left?"),
    ("what+colour+size", "could you find me {what1} in {colour} {size}"),
    ("what+price", "what {what} have you got {price}"),
    ("what+price", "need {what1} {price}, nothing fancy"),
    ("what+dept+price", "{adj} {what} {price}?"),
    ("what+dept+price", "any good {what} {dept} {price} pls"),
    ("what+size+price", "I need {what} {size} {price}"),
    ("what+size+price", "is there {what1} {size} going {price}?"),
    ("what+brand", "do you carry {brand} {what}?"),
    ("what+brand", "show me whatever {what} you have from {brand}"),
    ("what+brand+dept", "any {brand} {what} {dept}"),
    ("what+brand+dept", "Looking for {adj} {what} by {brand}, what's in?"),
    ("absent-colour", "do these {what} come in {colour} at all?"),
    ("absent-colour", "i really want {what1} in {colour}, got one?"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "where can I find your {adj} {what}"),
    ("absent-size", "any chance of {what} {size}?"),
    ("absent-size", "can I get {what1} {size}? been looking everywhere"),
)
