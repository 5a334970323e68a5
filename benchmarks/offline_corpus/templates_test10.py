"""Request templates and catalogue seeds of split "test10" (issue 18).

split "test10" (issue 18), written blind, by hand, on 2026-12-02 by a thirteenth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

SEEDS = (10101, 10102, 10103, 10104, 10105)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hiya, got any {what} in {size} at all?"),
    ("what+size", "Looking for {what1}, {size} please"),
    ("what+dept", "show me your {what} {dept}"),
    ("what+dept", "What {adj} {what} do you stock?"),
    ("what+dept+size", "I need {what1} {dept} in {size}, ta"),
    ("what+dept+size", "any {adj} {what} left in {size}?"),
    ("what+colour", "Do you have {what} in {colour}?"),
    ("what+colour", "{colour} {what} pls"),
    ("what+colour+dept", "I'm after {colour} {what} {dept}"),
    ("what+colour+dept", "Could you find me {adj} {what} in {colour}?"),
    ("what+colour+size", "got {what1} in {colour}? needs to be {size}"),
    ("what+colour+size", "Hi! I'd love some {colour} {what}, size {size} if you have them"),
    ("what+price", "{what} {price}?"),
    ("what+price", "What have you got in {what} {price}? Money's a bit tight"),
    ("what+dept+price", "Can you show me {adj} {what} {price}?"),
    ("what+dept+price", "looking for {what} {dept}, {price} ideally"),
    ("what+size+price", "I want {what1} in {size}, {price}"),
    ("what+size+price", "any {what} in {size} going for {price}?"),
    ("what+brand", "Do you sell {brand} {what}?"),
    ("what+brand", "show me everything {brand} has in {what}"),
    ("what+brand+dept", "Have you got any {brand} {what} {dept}?"),
    ("what+brand+dept", "I'm after {adj} {what} by {brand}"),
    ("absent-colour", "Do you have {what} in {colour} by any chance?"),
    ("absent-colour", "need {colour} {what} asap"),
    ("absent-what", "do you sell {what}?"),
    ("absent-what", "Hello, I'm looking for {what} {dept}"),
    ("absent-size", "Are there any {what} in {size}?"),
    ("absent-size", "I'd like {what1} in {size} please, is that possible?"),
)
