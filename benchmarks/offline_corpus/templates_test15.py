"""The request templates of split "test15" (issue 18).

split "test15" (issue 18), written blind, by hand, on 2026-12-03 by an eighteenth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

SEEDS = (10601, 10602, 10603, 10604, 10605)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "looking for {what1} {size}, anything in stock?"),
    ("what+size", "do u have {what} {size}"),
    ("what+dept", "show me your {adj} {what}"),
    ("what+dept", "what {what} have you got {dept}?"),
    ("what+dept+size", "need {what1} {dept} {size} asap"),
    ("what+dept+size", "any {adj} {what} {size} at the moment?"),
    ("what+colour", "i'm after {what} in {colour}"),
    ("what+colour", "have you got {colour} {what}?"),
    ("what+colour+dept", "{colour} {what} {dept} please"),
    ("what+colour+dept", "do you stock {adj} {what} in {colour}?"),
    ("what+colour+size", "can I get {what1} in {colour} {size}"),
    ("what+colour+size", "hunting for {colour} {what} {size}, ideally this week"),
    ("what+price", "cheap {what} {price}?"),
    ("what+price", "which {what} do you do {price}"),
    ("what+dept+price", "{adj} {what} {price}, got any?"),
    ("what+dept+price", "could you find me {what1} {dept} {price}"),
    ("what+size+price", "need {what} {size} but {price} please"),
    ("what+size+price", "hi, after {what1} {size}, nothing silly, {price}"),
    ("what+brand", "do you sell {brand} {what}?"),
    ("what+brand", "any {what} by {brand}"),
    ("what+brand+dept", "{brand} {what} {dept}?"),
    ("what+brand+dept", "browsing {adj} {what} from {brand}, what's in"),
    ("absent-colour", "do these {what} come in {colour} at all?"),
    ("absent-colour", "i really want {colour} {what}, is there any"),
    ("absent-what", "where are your {adj} {what}? can't find them"),
    ("absent-what", "do you even stock {what}"),
    ("absent-size", "can I get {what1} {size}?"),
    ("absent-size", "struggling to find {what} {size} anywhere, you got them?"),
)
