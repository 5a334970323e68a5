"""Words the offline model understands, mapped onto the shop taxonomy (CONTRACTS.md).

Every table maps a lower-case phrase to the taxonomy's spelling. Phrases are matched longest
first on word boundaries, so "running shoes" wins over "running" and "dress shirt" over "dress".
"""

from __future__ import annotations

from shop.taxonomy import COLOURS, OCCASION_TAGS, SHOE_SIZES, TYPES, WAIST_SIZES

__all__ = [
    "COLOURS",
    "COLOUR_WORDS",
    "DEPARTMENT_WORDS",
    "LETTER_SIZE_WORDS",
    "LETTER_SIZED_TYPES",
    "MATERIAL_WORDS",
    "OCCASION_WORDS",
    "PRODUCT_WORDS",
    "SHOE_SIZES",
    "TYPES",
    "WAIST_SIZED_TYPES",
    "WAIST_SIZES",
]

# phrase -> (type, subtype or None)
PRODUCT_WORDS: dict[str, tuple[str, str | None]] = {}


def _add(type_: str, subtype: str | None, *phrases: str) -> None:
    for phrase in phrases:
        PRODUCT_WORDS[phrase] = (type_, subtype)


_add("Tops", None, "top", "tops")
_add("Tops", "T-shirts", "t-shirt", "t-shirts", "tshirt", "tshirts", "t shirt", "t shirts", "tee")
_add("Tops", "T-shirts", "tees")
_add("Tops", "Blouses", "blouse", "blouses")
_add("Tops", "Tank tops", "tank top", "tank tops", "tank", "tanks", "vest top", "vest tops")
_add("Tops", "Sweatshirts", "sweatshirt", "sweatshirts", "hoodie", "hoodies")
_add("Shirts", None, "shirt", "shirts")
_add("Shirts", "Casual shirts", "casual shirt", "casual shirts")
_add("Shirts", "Formal shirts", "formal shirt", "formal shirts", "dress shirt", "dress shirts")
_add("Knitwear", None, "knitwear", "knit", "knits")
_add("Knitwear", "Jumpers", "jumper", "jumpers", "sweater", "sweaters", "pullover", "pullovers")
_add("Knitwear", "Cardigans", "cardigan", "cardigans", "cardi")
_add("Trousers", None, "trousers", "pants", "pair of trousers")
_add("Trousers", "Chinos", "chino", "chinos")
_add("Trousers", "Tailored trousers", "tailored trousers", "suit trousers", "dress trousers")
_add("Trousers", "Tailored trousers", "dress pants", "formal trousers", "slacks")
_add("Trousers", "Joggers", "jogger", "joggers", "sweatpants", "track pants", "tracksuit bottoms")
_add("Jeans", None, "jeans", "denims", "pair of jeans")
_add("Jeans", "Slim jeans", "slim jeans", "skinny jeans", "slim fit jeans", "slim-fit jeans")
_add("Jeans", "Straight jeans", "straight jeans", "straight leg jeans", "straight-leg jeans")
_add("Jeans", "Wide jeans", "wide jeans", "wide leg jeans", "wide-leg jeans", "baggy jeans")
_add("Dresses", None, "dress", "dresses", "frock", "frocks")
_add("Dresses", "Day dresses", "day dress", "day dresses", "summer dress", "summer dresses")
_add("Dresses", "Day dresses", "sundress", "sundresses")
_add("Dresses", "Evening dresses", "evening dress", "evening dresses", "gown", "gowns")
_add("Dresses", "Evening dresses", "evening gown", "cocktail dress", "cocktail dresses")
_add("Skirts", None, "skirt", "skirts")
_add("Skirts", "Mini skirts", "mini skirt", "mini skirts", "miniskirt", "miniskirts")
_add("Skirts", "Midi skirts", "midi skirt", "midi skirts", "midi")
_add("Outerwear", None, "outerwear")
_add("Outerwear", "Jackets", "jacket", "jackets", "blazer", "blazers")
_add("Outerwear", "Coats", "coat", "coats", "overcoat", "overcoats", "parka", "parkas")
_add("Outerwear", "Raincoats", "raincoat", "raincoats", "rain jacket", "rain jackets", "mac")
_add("Outerwear", "Raincoats", "rain coat", "rain coats", "waterproof coat")
_add("Shoes", None, "shoes", "shoe", "footwear", "pair of shoes")
_add("Shoes", "Sneakers", "sneaker", "sneakers", "trainer", "trainers")
_add("Shoes", "Boots", "boot", "boots")
_add("Shoes", "Running shoes", "running shoes", "running shoe", "running trainers", "runners")
_add("Shoes", "Formal shoes", "formal shoes", "dress shoes", "oxfords", "brogues", "loafers")
_add("Shoes", "Sandals", "sandal", "sandals", "flip flops", "flip-flops")
_add("Accessories", None, "accessories", "accessory")
_add("Accessories", "Belts", "belt", "belts")
_add("Accessories", "Scarves", "scarf", "scarves", "scarfs")
_add("Accessories", "Hats", "hat", "hats", "cap", "caps", "beanie", "beanies")
_add("Accessories", "Bags", "bag", "bags", "handbag", "handbags", "backpack", "backpacks")
_add("Accessories", "Bags", "tote", "totes", "tote bag")

# Types whose sizes are letters, waist numbers or EU shoe numbers (the catalogue's convention:
# chinos and tailored trousers by waist, joggers by letter; accessories are one size).
WAIST_SIZED_TYPES = {"Jeans", "Trousers"}
LETTER_SIZED_TYPES = {"Tops", "Shirts", "Knitwear", "Dresses", "Skirts", "Outerwear"}

COLOUR_WORDS: dict[str, str] = {colour: colour for colour in COLOURS}
COLOUR_WORDS.update(
    {
        "gray": "grey",
        "charcoal": "grey",
        "navy blue": "navy",
        "light blue": "blue",
        "dark blue": "blue",
        "sky blue": "blue",
        "royal blue": "blue",
        "mustard": "yellow",
        "cream": "beige",
        "camel": "beige",
        "tan": "brown",
        "chocolate": "brown",
        "maroon": "burgundy",
        "wine": "burgundy",
        "khaki": "olive",
        "violet": "purple",
        "lilac": "purple",
        "rose": "pink",
    }
)

# Letter sizes spelled out; the bare letters are handled separately (case matters there).
LETTER_SIZE_WORDS: dict[str, str] = {
    "extra small": "XS",
    "extra-small": "XS",
    "xs": "XS",
    "small": "S",
    "medium": "M",
    "large": "L",
    "extra large": "XL",
    "extra-large": "XL",
    "xl": "XL",
    "xxl": "XXL",
    "2xl": "XXL",
    "double extra large": "XXL",
    "s": "S",
    "m": "M",
    "l": "L",
}

DEPARTMENT_WORDS: dict[str, str] = {
    "women": "Women",
    "women's": "Women",
    "womens": "Women",
    "woman": "Women",
    "ladies": "Women",
    "ladies'": "Women",
    "lady's": "Women",
    "for her": "Women",
    "my wife": "Women",
    "my girlfriend": "Women",
    "my mum": "Women",
    "my mother": "Women",
    "my sister": "Women",
    "my daughter": "Women",
    "men": "Men",
    "men's": "Men",
    "mens": "Men",
    "man": "Men",
    "gents": "Men",
    "for him": "Men",
    "my husband": "Men",
    "my boyfriend": "Men",
    "my dad": "Men",
    "my father": "Men",
    "my brother": "Men",
    "my son": "Men",
    "unisex": "Unisex",
}

# phrase -> occasion tag
OCCASION_WORDS: dict[str, str] = {tag: tag for tag in OCCASION_TAGS}
OCCASION_WORDS.update(
    {
        "weddings": "wedding",
        "wedding guest": "wedding",
        "getting married": "wedding",
        "bridesmaid": "wedding",
        "office": "office",
        "for work": "office",
        "to work": "office",
        "at work": "office",
        "workwear": "office",
        "work clothes": "office",
        "work outfit": "office",
        "business": "office",
        "job interview": "office",
        "interview": "office",
        "meeting": "office",
        "meetings": "office",
        "run": "running",
        "runs": "running",
        "jogging": "running",
        "jog": "running",
        "marathon": "running",
        "gym": "running",
        "beach": "beach",
        "seaside": "beach",
        "holiday": "beach",
        "holidays": "beach",
        "vacation": "beach",
        "summer holiday": "beach",
        "pool": "beach",
        "everyday": "casual",
        "weekend": "casual",
        "weekends": "casual",
        "night out": "evening",
        "dinner": "evening",
        "date night": "evening",
        "cocktail": "evening",
        "gala": "evening",
        "hiking": "outdoor",
        "hike": "outdoor",
        "camping": "outdoor",
        "walking": "outdoor",
        "outdoors": "outdoor",
        "trekking": "outdoor",
        "parties": "party",
        "birthday": "party",
        "festival": "party",
        "festivals": "party",
        "celebration": "party",
    }
)

# Material words become the free-text query (the selectors search name, material, description).
MATERIAL_WORDS = (
    "linen",
    "wool",
    "merino",
    "cashmere",
    "cotton",
    "leather",
    "suede",
    "silk",
    "denim",
    "fleece",
    "waterproof",
    "corduroy",
    "tweed",
)
