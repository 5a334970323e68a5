"""split "test9" (issue 18), written blind, by hand, on 2026-12-02 by a twelfth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.

Request templates (kind, text) and the catalogue seeds.
"""

from __future__ import annotations

SEEDS = (10001, 10002, 10003, 10004, 10005)
TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hiya, got {what} {size} at all?"),
    ("what+size", "Looking for {what1}, {size} if possible."),
    ("what+dept", "show me {what} {dept}"),
    ("what+dept", "Hi! What {adj} {what} do you stock?"),
    ("what+dept+size", "need {what} {dept}, {size} pls"),
    ("what+dept+size", "Could you find me {adj} {what}, {size}?"),
    ("what+colour", "any {colour} {what}?"),
    ("what+colour", "I'm after {what1} in {colour}, what have you got"),
    ("what+colour+dept", "Do you do {colour} {what} {dept}?"),
    ("what+colour+dept", "looking for {adj} {what}, ideally {colour}"),
    ("what+colour+size", "{colour} {what}, {size}, anything?"),
    ("what+colour+size", "Have you got {what1} in {colour}? Needs to be {size}."),
    ("what+price", "what {what} have you got {price}"),
    ("what+price", "Hello, I'd like {what1}, something {price}."),
    ("what+dept+price", "{adj} {what} {price} plz"),
    ("what+dept+price", "Can you show me {what} {dept}, {price}?"),
    ("what+size+price", "I need {what1} {size}, {price} if you can"),
    ("what+size+price", "{what} {size} {price}?"),
    ("what+brand", "got any {brand} {what}?"),
    ("what+brand", "I'd love to see your {what} from {brand}, please."),
    ("what+brand+dept", "Do you carry {brand} {what} {dept}?"),
    ("what+brand+dept", "show me {adj} {what} by {brand}"),
    ("absent-colour", "do you have {what} in {colour}?"),
    ("absent-colour", "Really want {what1} in {colour}, any luck?"),
    ("absent-what", "have you got {what} {dept}?"),
    ("absent-what", "I'm looking for {what}, do you sell them?"),
    ("absent-size", "any {what} left {size}?"),
    ("absent-size", "Could I get {what1} {size}? Nothing else fits me."),
)
