"""The shop taxonomy fixed in docs/contracts.md ("Shop taxonomy").

The shipped catalogue is built to it, the catalogue filters offer it, and the assistant's tools and
offline model rely on these exact spellings. The importer accepts other departments and types, but
maps any known value, whatever its case, onto the spelling here.
"""

DEPARTMENTS: tuple[str, ...] = ("Women", "Men", "Unisex")

TYPES: dict[str, tuple[str, ...]] = {
    "Tops": ("T-shirts", "Blouses", "Tank tops", "Sweatshirts"),
    "Shirts": ("Casual shirts", "Formal shirts"),
    "Knitwear": ("Jumpers", "Cardigans"),
    "Trousers": ("Chinos", "Tailored trousers", "Joggers"),
    "Jeans": ("Slim jeans", "Straight jeans", "Wide jeans"),
    "Dresses": ("Day dresses", "Evening dresses"),
    "Skirts": ("Mini skirts", "Midi skirts"),
    "Outerwear": ("Jackets", "Coats", "Raincoats"),
    "Shoes": ("Sneakers", "Boots", "Running shoes", "Formal shoes", "Sandals"),
    "Accessories": ("Belts", "Scarves", "Hats", "Bags"),
}

SUBTYPES: tuple[str, ...] = tuple(subtype for subtypes in TYPES.values() for subtype in subtypes)

COLOURS: tuple[str, ...] = (
    "black",
    "white",
    "grey",
    "navy",
    "blue",
    "red",
    "green",
    "yellow",
    "beige",
    "brown",
    "pink",
    "burgundy",
    "olive",
    "orange",
    "purple",
)

LETTER_SIZES: tuple[str, ...] = ("XS", "S", "M", "L", "XL", "XXL")
WAIST_SIZES: tuple[str, ...] = tuple(str(n) for n in range(28, 39, 2))
SHOE_SIZES: tuple[str, ...] = tuple(str(n) for n in range(36, 47))
ONE_SIZE = "One size"
ALL_SIZES: tuple[str, ...] = (*LETTER_SIZES, *WAIST_SIZES, *SHOE_SIZES, ONE_SIZE)

OCCASION_TAGS: tuple[str, ...] = (
    "wedding",
    "office",
    "running",
    "beach",
    "casual",
    "evening",
    "outdoor",
    "party",
)

# Swatches for the colour filter and the generated artwork (CSS hex colours).
COLOUR_HEX: dict[str, str] = {
    "black": "#1f1f1f",
    "white": "#f7f7f2",
    "grey": "#8a8d91",
    "navy": "#1f2f57",
    "blue": "#3a6fc4",
    "red": "#c8322f",
    "green": "#2f8a4c",
    "yellow": "#f2c230",
    "beige": "#d9c7a3",
    "brown": "#7a4f2c",
    "pink": "#ee9bb5",
    "burgundy": "#7c1f35",
    "olive": "#6b6b2e",
    "orange": "#ee7d2b",
    "purple": "#6d3f96",
}

_CANONICAL = {value.casefold(): value for value in (*DEPARTMENTS, *TYPES, *SUBTYPES, *ALL_SIZES)}


def canonical(value: str) -> str:
    """Return the taxonomy's spelling of `value` ("mEN" -> "Men"), or `value` stripped if unknown."""
    value = value.strip()
    return _CANONICAL.get(value.casefold(), value)


def size_rank(size: str) -> tuple[int, str]:
    """Sort key putting sizes in their natural order: XS..XXL, then numbers, then anything else."""
    if size in LETTER_SIZES:
        return (LETTER_SIZES.index(size), "")
    if size.isdigit():
        return (100 + int(size), "")
    return (1000, size)
