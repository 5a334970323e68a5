"""split "test7" (issue 18), written blind, by hand, on 2026-12-02 by a tenth writer who never saw the offline model's code or tests, nor any other split's sentences or templates; only this brief.

Request templates: (kind, text), the slots filled from each generated catalogue by `build.py`.
"""

from __future__ import annotations

SEEDS = (8901, 8902, 8903, 8904, 8905)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "do you have {what} {size} at the moment"),
    ("what+size", "need {what}, {size} please"),
    ("what+dept", "show me {what} {dept}"),
    ("what+dept", "Looking for {adj} {what}, what have you got?"),
    ("what+dept+size", "any {adj} {what} {size}?"),
    ("what+dept+size", "I'm after {what} {dept}, {size} if you have them"),
    ("what+colour", "do you sell {colour} {what}"),
    ("what+colour", "I'd like {what1} in {colour}, what are my options?"),
    ("what+colour+dept", "{colour} {what} {dept}, anything?"),
    ("what+colour+dept", "got any {adj} {what} in {colour}?"),
    ("what+colour+size", "{colour} {what} {size} pls"),
    ("what+colour+size", "Could you find me {what1} in {colour}, {size}?"),
    ("what+price", "cheap {what} {price}?"),
    ("what+price", "What {what} have you got {price}"),
    ("what+dept+price", "{adj} {what} {price} please"),
    ("what+dept+price", "need some {what} {dept}, {price} if poss"),
    ("what+size+price", "{what} {size} {price}, ta"),
    ("what+size+price", "I'm looking for {what} {size}, ideally {price}"),
    ("what+brand", "anything from {brand} in {what}?"),
    ("what+brand", "Do you stock {brand} {what}?"),
    ("what+brand+dept", "{brand} {what} {dept}"),
    ("what+brand+dept", "show me {adj} {what} by {brand} please"),
    ("absent-colour", "any {colour} {what} in stock?"),
    ("absent-colour", "I really want {what} in {colour}, do you have any"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "where can I find your {what}"),
    ("absent-size", "have you got {what} {size}?"),
    ("absent-size", "i need {what} {size}, any at all"),
)
