"""The request templates of split "test19" (issue 18).

split "test19" (issue 18), written blind, by hand, on 2026-12-06 by a twenty-second writer who
never saw the offline model's code or tests, nor any other split's sentences or templates; only
this brief.
"""

from __future__ import annotations

SEEDS = (11901, 11902, 11903, 11904, 11905)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hi, do you have any {what} {size}?"),
    ("what+size", "after some {what} {size}, what's in stock at the moment"),
    ("what+dept", "can you show me your {what} {dept}"),
    ("what+dept", "need some new {adj} {what}, what have you got?"),
    ("what+dept+size", "any {adj} {what} {size} going?"),
    ("what+dept+size", "looking for {what} {dept}, {size} please"),
    ("what+colour", "got any {colour} {what}?"),
    ("what+colour", "I'm after {what} in {colour}, nothing too fancy"),
    ("what+colour+dept", "{colour} {what} {dept}, anything like that?"),
    ("what+colour+dept", "do you stock {adj} {what} in {colour} at all"),
    ("what+colour+size", "need {colour} {what} {size} for the weekend"),
    ("what+colour+size", "have you got {what} {size}? ideally in {colour}"),
    ("what+price", "what {what} have you got {price}?"),
    ("what+price", "cheap {what} please, {price} if you can"),
    ("what+dept+price", "{adj} {what} {price}, what's available?"),
    ("what+dept+price", "I need {what} {dept} but money's tight, {price}"),
    ("what+size+price", "{what} {size}, {price} if possible"),
    ("what+size+price", "looking for {what} {size} and can only spend {price}, any luck?"),
    ("what+brand", "do you carry {brand} {what}?"),
    ("what+brand", "show me whatever {what} you've got from {brand}"),
    ("what+brand+dept", "any {brand} {what} {dept}?"),
    ("what+brand+dept", "have you got {adj} {what} by {brand} in at the moment"),
    ("absent-colour", "do you have {what1} in {colour}?"),
    ("absent-colour", "I've been hunting for {colour} {what} for ages, any at all?"),
    ("absent-what", "do you sell {what}?"),
    ("absent-what", "I'm trying to find {what1} {dept}, have you got anything like that"),
    ("absent-size", "is there {what1} {size} anywhere in the shop?"),
    ("absent-size", "any {what} left {size}? been looking everywhere"),
)
