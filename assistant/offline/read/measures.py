"""The body's measures a clause may give (issue 18 items 1 and 4): a child's age size as
catalogues write it, a part of the body in centimetres, and a height, which is no size of
clothes. `read.amounts` reads sizes with them.
"""

from __future__ import annotations

import re

# A child's age size as catalogues write it, one token: "7-8Y", "6-12M", "5Y".
AGE_LABEL = re.compile(r"(?<![\w.-])(\d{1,2})(?:\s?-\s?(\d{1,2}))?([ym])(?![\w'-])")


def age_label(match: re.Match[str]) -> str:
    """The label an `AGE_LABEL` match writes ("7-8y" -> "7-8Y", "6-12m" -> "6-12M")."""
    numbers = [g for g in match.groups()[:2] if g]
    return "-".join(numbers) + match.group(3).upper()


# A part of the body and its measure in centimetres: a size of system "cm", kept with the part.
MEASURE_CM = re.compile(
    r"\b(chest|waist|hips?|bust|foot|feet|height|inside\s+leg|leg|neck)\b(?:\s+length)?(?:'s)?"
    r"(?:\s+(?:is|are|measures?|measuring|of|about|around|roughly|just\s+over|just\s+under)){0,3}"
    r"\s*(\d{2,3}(?:[.,]\d)?)\s*cm\b"
)


# A height ("I'm 5'2", "6ft 1", "1.78m", "I'm 170cm"): the body's length, no size of clothes.
HEIGHT = re.compile(  # feet alone only said of the shopper: "size 5 feet" is a shoe size
    r"\b[4-7]\s*(?:'|ft\b|foot\b|feet\b)\s*\d{1,2}\b(?:\s*(?:\"|''|in(?:ch(?:es)?)?\b))?"
    r"|(?:\bi'm|\bi\s+am|\btall|\bheight)\s+(?:about\s+|is\s+)?(?:[4-7]\s*(?:'|ft\b|foot\b|feet\b)|"
    r"1[4-9]\d\s*cm\b)|\b1[.,]\d{1,2}\s*m\b"
)
