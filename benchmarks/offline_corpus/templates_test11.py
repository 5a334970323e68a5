"""The request templates of split "test11" (issue 18).

split "test11" (issue 18), written blind, by hand, on 2026-12-03 by a fourteenth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

SEEDS = (10201, 10202, 10203, 10204, 10205)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "looking for {what1} {size}, what've you got"),
    ("what+dept", "show me {what} {dept}"),
    ("what+dept", "do you stock {adj} {what}?"),
    ("what+dept+size", "need {what1} {dept} {size} please"),
    ("what+dept+size", "hiya, any {adj} {what} left {size}?"),
    ("what+colour", "do you have {what} in {colour}?"),
    ("what+colour", "i'm after {colour} {what}"),
    ("what+colour+dept", "{colour} {what} {dept} pls"),
    ("what+colour+dept", "Have you got any {adj} {what} in {colour}"),
    ("what+colour+size", "is there {what1} in {colour} {size}?"),
    ("what+colour+size", "{colour} {what} {size}, anything at all"),
    ("what+price", "cheap {what} {price}?"),
    ("what+price", "can I get {what1} {price}"),
    ("what+dept+price", "{adj} {what} {price} ideally"),
    ("what+dept+price", "looking for {what} {dept}, nothing silly, {price}"),
    ("what+size+price", "any {what} {size} going {price}?"),
    ("what+size+price", "I need {what1} {size} but {price} if poss"),
    ("what+brand", "do you sell {brand} {what}?"),
    ("what+brand", "anything from {brand}? specifically {what1}"),
    ("what+brand+dept", "{brand} {what} {dept}?"),
    ("what+brand+dept", "show me the {adj} {what} by {brand}"),
    ("absent-colour", "do you do {what} in {colour} at all"),
    ("absent-colour", "hunting for {colour} {what}, any luck?"),
    ("absent-what", "have you got {what} {dept}?"),
    ("absent-what", "where would I find {adj} {what} on here"),
    ("absent-size", "can I get {what} {size}??"),
    ("absent-size", "are there any {what} in stock {size}, really need them"),
)
