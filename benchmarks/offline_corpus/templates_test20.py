"""The request templates of split "test20" (issue 18).

split "test20" (issue 18), written blind, by hand, on 2026-12-06 by a twenty-third writer who
never saw the offline model's code or tests, nor any other split's sentences or templates; only
this brief.
"""

from __future__ import annotations

SEEDS = (12001, 12002, 12003, 12004, 12005)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hiya, do you do {what} {size}? can't seem to find any"),
    ("what+size", "need some {what} {size} please, whatever you've got"),
    ("what+dept", "what have you got in the way of {what} {dept}"),
    ("what+dept", "just having a look at {adj} {what}, anything decent in at the moment?"),
    ("what+dept+size", "i'm after {adj} {what} {size}, what's available"),
    ("what+dept+size", "could you show me {what} {dept} {size}"),
    ("what+colour", "any {colour} {what} in stock right now?"),
    ("what+colour", "I quite fancy some {what} in {colour}, what have you got"),
    ("what+colour+dept", "show me {colour} {what} {dept} please"),
    ("what+colour+dept", "do you have {adj} {what} in {colour}?"),
    ("what+colour+size", "got any {colour} {what} {size}? ta"),
    ("what+colour+size", "ideally {what} in {colour}, {size}. anything like that?"),
    ("what+price", "what {what} have you got {price}"),
    ("what+price", "trying not to spend much, any {what} {price}?"),
    ("what+dept+price", "{adj} {what} {price}, what are my options"),
    ("what+dept+price", "are there any {what} {dept} {price}?"),
    ("what+size+price", "need {what} {size} and {price} if possible"),
    ("what+size+price", "anything in {what} {size} that's {price}?"),
    ("what+brand", "do you stock {brand} {what}?"),
    ("what+brand", "show me whatever {what} you've got from {brand}"),
    ("what+brand+dept", "any {brand} {what} {dept}?"),
    ("what+brand+dept", "I'm after {adj} {what} by {brand}, are there any"),
    ("absent-colour", "do you have {what} in {colour} at all?"),
    ("absent-colour", "I'm hunting for {what1} in {colour}, any luck?"),
    ("absent-what", "do you sell {what}? can't see any anywhere"),
    ("absent-what", "after {what1} {dept}, have you got one?"),
    ("absent-size", "have you got {what1} {size}?"),
    ("absent-size", "any chance of {what} {size}? nothing's coming up for me"),
)
