"""Whether a clause likes or refuses the colour or brand it names (issue 18 item 4; M4.2).

`liking(clause)` -> 1 liked, -1 refused, 0 neither, from a word of refusing and a negation
read together ("I hate brown", "brown never looks good on me": refused; "I don't hate X":
liked). `NEGATIVE` and `PREFERENCE` are the words that judge at all: a colour said with
neither states no taste (`read.slots`).
"""

from __future__ import annotations

import re

NEGATIVE = re.compile(
    r"\b(?:hate|hates|dislike|detest|loathe|avoid|avoids|boycott\w*|sw(?:ore|orn|ear)\s+off|looks?\s+ill|away\s+from|nightmare|terrible|awful|"
    r"horrible|ugly|boring|dull|bad\s+experiences?|leave\s+out|unflattering|tacky|garish|frumpy|drab|seen\s+dead|wash(?:es)?\s+me\s+out|washed[\s-]+out|drain|drains|clash|clashes|too\s+much|sick\s+of|"
    r"tired\s+of|allergic|can't\s+stand|cannot\s+stand|can't\s+bear|off\s+the\s+table|no-go|"
    r"bad\s+on\s+me|too\s+(?:[a-z]+\s+){1,2}(?:on|for)\s+me|(?:a\s+bit|way|far)\s+(?:too\s+)?much|not\s+a\s+fan|no\s+more|rather\s+not|rather\s+die|steers?\s+(?:well\s+|right\s+)?clear|stays?\s+away|"
    r"no\s+longer\s+(?:likes?|loves?|wears?|buys?|into|a\s+fan)|"
    r"(?:isn't|is\s+not|not)\s+(?:really\s+)?(?:me|for\s+me|my\s+(?:thing|friend))|"
    r"not\s+(?:really\s+|that\s+|too\s+)?(?:keen|fond|into|big\s+on|sold\s+on)|"
    r"gone\s+(?:right\s+|totally\s+|completely\s+|well\s+|a\s+bit\s+)?off|overpriced|rubbish|"
    r"poor\s+quality|cheaply\s+made|quality\s+(?:has\s+)?(?:dropped|gone\s+down(?:hill)?)|"
    r"had\s+(?:more\s+than\s+)?enough\s+of|done\s+with|anything\s+but|nope|no\s+way|(?:don't|do\s+not|never|can't|cannot)\s+do|"
    r"(?:never|don't|do\s+not|stop)\s+(?:show|send|offer|give)(?:ing)?\s+me|"
    r"falls?\s+apart|lets?\s+me\s+down|refuses?|refused|skip|hard\s+no|no\s+thanks|give\s+\w+\s+a\s+miss|"
    r"(?:don't|do\s+not)\s+get\s+(?:on|along)|going\s+off|burn[te]d?\s+by|"
    # "mustard makes me look jaundiced", "white shows every mark"
    r"makes?\s+me\s+look\s+(?:ill|sick|jaundiced|pale|washed[\s-]out|old|tired|ghostly|grey|dead)|"
    r"shows?\s+(?:every|all\s+the)\s+(?:mark|stain|spot|crease)s?)\b"
)  # a negation flips a refusing word ("X never lets me down" likes X), but not these:
_REFUSING = re.compile(
    r"\b(?:refuses?|refused|skip|hard\s+no|no\s+thanks|give\s+\w+\s+a\s+miss|nope|no\s+way|"
    r"anything\s+but|(?:won't|will\s+not|never)\s+(?:buy|wear|touch)|so\s+no\s*[.!]*$|"
    r"none\s+of\s+(?:that|it|them|those)|never\s+again|^\s*not\s+(?:[\w&'-]+\s+){1,3}again|"
    r"leave\s+(?:[\w&'-]+\s+){1,4}out|"
    r"(?:not|never)\s+(?:buying|wearing|getting)\s+(?:\w+\s+){0,2}again)\b"
)
_ONLY = re.compile(
    r"\b(?:never|don't|do\s+not|won't|wouldn't|rarely)\s+(?:\w+\s+)?(?:wear|buy|own|do)\s+"
    r"anything\s+(?:but|except|other\s+than)\b|\bnothing\s+but\b"
)
_NEGATION = re.compile(r"\b(?:not|never|no|n't|don't|doesn't|won't|nothing|none)\b|n't\b")
_NEUTRAL = re.compile(r"\b(?:don't|do\s+not|no\s+longer)\s+(?:mind|hate|dislike)\b")
_LIMIT = re.compile(
    r"\b(?:(?:never|not|don't|do\s+not|won't|wouldn't)\s+(?:pay|spend|go)|no)\s+"
    r"(?:(?:more|higher)\s+than|over|above)\b"  # "no more X" still refuses
)
PREFERENCE = re.compile(
    r"\b(?:like|likes|love|loves|adore|prefer|prefers|enjoy|favourite|favorite|go\s+for|pick|choose|"
    r"wear|wearing|suit|suits|look|looks|drawn|fan|into|keen|fond|colou?rs?|tones?|shades?|"
    r"wardrobe|complimented|stick|always|works?\s+(?:on|for)\s+me|partial\s+to|mostly|mainly|usually|only|best|great|good|me|happy|person|lovely|"
    r"gorgeous|flattering|i'm\s+sold|come\s+(?:a)?round\s+to|warmed\s+(?:up\s+)?to|"
    r"sucker\s+for|obsessed|obsession|addict\w*|hooked\s+on|weakness|my\s+uniform|every\s+day|every\s+time|faves?|reach\s+for|live\s+in|living\s+in|go-to|my\s+go\s+to|staple|my\s+(?:thing|style|jam)|what\s+i\s+(?:buy|wear)|i\s+buy|over\s+(?:everything|anything|all\s+else)|everything\s+i\s+(?:own|buy|wear))\b"
)


def liking(clause: str) -> int:
    """1 liked, -1 refused, 0 neither ("don't mind"), of a colour or brand in `clause`: a word
    of refusing or a negation, not both ("I hate brown", "brown never looks good on me", "I
    never buy X"; "I can't stand navy" is one cue; "I don't hate X" likes it); "skip" always
    refuses ("X never fits me properly so skip it")."""
    if _NEUTRAL.search(clause):
        return 0
    if _ONLY.search(clause):
        return 1  # "I never wear anything but black": black alone

    if _REFUSING.search(clause):
        return -1
    clause = _LIMIT.sub(" ", clause)  # "never pay more than 70 for X": a limit, no refusal
    negative = bool(NEGATIVE.search(clause))
    negation = bool(_NEGATION.search(NEGATIVE.sub(" ", clause)))
    return -1 if negative != negation else 1
