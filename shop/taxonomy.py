"""Known spellings of the shipped catalogue's taxonomy (docs/contracts.md "Shop taxonomy").

The shop does not limit a catalogue to these values: the catalogue page and the assistant's tools
offer what the imported catalogue holds (`shop.selectors.catalogue_taxonomy`, issue 10). The
importer maps a known value, whatever its case, onto the spelling here (`women` -> `Women`).
Sizes are not listed here: shop.sizes reads and orders any catalogue's size labels (`size_rank`
is re-exported for older callers). `COLOUR_HEX` is the swatch table for common fashion colours;
a colour outside it is drawn neutral grey.
"""

from shop.sizes import size_rank as size_rank  # re-exported

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

# Swatches for the colour filter and the generated artwork (CSS hex colours): the shipped palette
# first, then common fashion colours any catalogue may use (issue 10 item 2).
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
    "khaki": "#b5a47a",
    "charcoal": "#36454f",
    "mint": "#a8dcc0",
    "teal": "#2a8b8b",
    "rust": "#b7472a",
    "cream": "#f3ead3",
    "ivory": "#fbf6e6",
    "lavender": "#b9a3d8",
    "lilac": "#c8a2c8",
    "mauve": "#b0829a",
    "peach": "#f6b995",
    "tan": "#c8a27a",
    "camel": "#c19a6b",
    "indigo": "#34417a",
    "denim": "#4a6c96",
    "sky": "#8cc3e8",
    "light blue": "#a9cbe8",
    "turquoise": "#3cbfb4",
    "coral": "#f2785c",
    "mustard": "#d6a12b",
    "ochre": "#c98f2c",
    "gold": "#d4af37",
    "silver": "#c0c0c4",
    "taupe": "#8b7d6b",
    "stone": "#bdb5a4",
    "sand": "#d8c7a0",
    "off-white": "#f1ede3",
    "ecru": "#e8e0c8",
    "chocolate": "#5a3a22",
    "wine": "#6e1f33",
    "maroon": "#6b1e2a",
    "plum": "#6a3a5e",
    "magenta": "#c2387f",
    "fuchsia": "#d0358f",
    "lime": "#a6cf3b",
    "forest green": "#2e5a3a",
    "sage": "#9caf88",
    "emerald": "#1f8a5b",
    "cobalt": "#2350a8",
    "royal blue": "#2b4fb5",
    "aqua": "#63c8d8",
    "lemon": "#f4e36b",
    "multicolour": "#9c8fb0",
}
# Colours outside COLOUR_HEX get this neutral grey swatch and artwork.
NEUTRAL_HEX = "#a3a3a3"

_CANONICAL = {value.casefold(): value for value in (*DEPARTMENTS, *TYPES, *SUBTYPES)}


# Other spellings of colour names, mapped onto the colour table's.
COLOUR_ALIASES: dict[str, str] = {
    "gray": "grey",
    "charcoal grey": "charcoal",
    "charcoal gray": "charcoal",
    "off white": "off-white",
    "multi": "multicolour",
    "multicolor": "multicolour",
    "multi-colour": "multicolour",
}


def colour_alias(value: str) -> str:
    """The usual spelling of a colour name ("Gray" -> "grey"), lower case."""
    value = " ".join(value.strip().lower().split())
    return COLOUR_ALIASES.get(value, value)


def canonical(value: str) -> str:
    """Return the taxonomy's spelling of a department, type or subtype ("mEN" -> "Men"), or
    `value` stripped if unknown. Size labels: shop.sizes.canonical_label."""
    value = value.strip()
    return _CANONICAL.get(value.casefold(), value)
