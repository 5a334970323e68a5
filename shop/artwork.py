"""Generated product artwork: a silhouette of the product's kind in the product's colour (issue 2).

Served by the shop itself, so no page depends on the network for images and none is ever broken.
"""

from html import escape

from shop.taxonomy import COLOUR_HEX, NEUTRAL_HEX

T_SHIRT = (
    "M80 40 L105 32 Q120 46 135 32 L160 40 L200 74 L180 100 L165 90 L165 204 L75 204 "
    "L75 90 L60 100 L40 74 Z"
)
TANK_TOP = (
    "M92 32 L104 32 Q120 72 136 32 L148 32 Q150 72 166 92 L166 204 L74 204 L74 92 Q90 72 92 32 Z"
)
LONG_SLEEVES = (
    "M82 38 L104 30 Q120 44 136 30 L158 38 L194 70 L204 190 L182 194 L168 100 L166 204 "
    "L74 204 L72 100 L58 194 L36 190 L46 70 Z"
)
COAT = (
    "M82 30 L104 24 Q120 36 136 24 L158 30 L194 62 L206 200 L184 204 L170 96 L172 222 "
    "L68 222 L70 96 L56 204 L34 200 L46 62 Z"
)
TROUSERS = "M78 28 L162 28 L172 214 L132 214 L120 92 L108 214 L68 214 Z"
DRESS = (
    "M98 28 L106 28 Q120 44 134 28 L142 28 L146 80 Q150 100 142 112 L184 214 L56 214 "
    "L98 112 Q90 100 94 80 Z"
)
SKIRT = "M86 50 L154 50 L158 68 L192 200 L48 200 L82 68 Z"
SNEAKER = (
    "M28 168 L30 112 Q44 100 62 106 L92 116 Q108 92 128 100 L164 124 Q204 130 214 152 L214 168 Z"
)
BOOT = "M62 50 L116 50 L118 118 Q174 122 208 148 L208 172 L58 172 Z"
FORMAL_SHOE = "M26 164 Q30 128 70 126 L118 124 Q150 110 190 132 Q214 142 214 164 Z"
SANDAL = "M30 162 Q30 146 60 146 L190 146 Q214 146 214 162 Z"
BELT = "M20 108 L220 108 L220 136 L20 136 Z M160 100 L196 100 L196 144 L160 144 Z"
SCARF = "M70 30 L170 30 L170 70 Q140 100 150 210 L118 210 Q108 120 120 80 L70 70 Z"
HAT = "M50 170 Q50 70 120 66 Q190 70 190 170 Z M40 170 L200 170 L200 188 L40 188 Z"
BAG = "M50 92 L190 92 L204 214 L36 214 Z"
TAG = "M60 40 L180 40 L200 120 L120 210 L40 120 Z"

SHAPES_BY_SUBTYPE = {
    "Tank tops": TANK_TOP,
    "Sweatshirts": LONG_SLEEVES,
    "Coats": COAT,
    "Raincoats": COAT,
    "Boots": BOOT,
    "Formal shoes": FORMAL_SHOE,
    "Sandals": SANDAL,
    "Belts": BELT,
    "Scarves": SCARF,
    "Hats": HAT,
    "Bags": BAG,
}
SHAPES_BY_TYPE = {
    "Tops": T_SHIRT,
    "Shirts": LONG_SLEEVES,
    "Knitwear": LONG_SLEEVES,
    "Trousers": TROUSERS,
    "Jeans": TROUSERS,
    "Dresses": DRESS,
    "Skirts": SKIRT,
    "Outerwear": LONG_SLEEVES,
    "Shoes": SNEAKER,
}
# Details drawn over the silhouette: straps, handles, a placket for shirts, a zip for outerwear.
DETAILS_BY_SUBTYPE = {
    "Sandals": '<path d="M70 146 Q100 104 130 146 M140 146 Q160 116 180 146" stroke-width="8" stroke="currentColor" />',
    "Bags": '<path d="M84 92 Q84 40 120 40 Q156 40 156 92" stroke-width="8" stroke="currentColor" />',
}
DETAILS_BY_TYPE = {
    "Shirts": '<path d="M104 30 L120 52 L136 30 M120 52 L120 204" />',
    "Outerwear": '<path d="M120 40 L120 214" />',
    "Jeans": '<path d="M84 44 L156 44 M90 52 Q100 70 112 52" />',
}


def colour_fill(colour: str) -> str:
    """CSS hex colour for a catalogue colour (issue 10 item 2): the colour table's swatch, also
    for two-word names whose last word it knows ("dusty pink" -> pink), else neutral grey."""
    name = " ".join(colour.strip().lower().replace("_", " ").split())
    known = COLOUR_HEX.get(name) or COLOUR_HEX.get(name.replace("-", " "))
    if known is None and " " in name:
        known = COLOUR_HEX.get(name.rsplit(" ", 1)[1])
    return known or NEUTRAL_HEX


def product_svg(*, name: str, type: str, subtype: str, colour: str) -> str:
    """Return an SVG document (240x240) drawing the product's silhouette in its colour.

    The shape follows the subtype, else the type, else a plain garment tag; `name` becomes the
    SVG's <title>, escaped.
    """
    shape = SHAPES_BY_SUBTYPE.get(subtype) or SHAPES_BY_TYPE.get(type) or TAG
    details = DETAILS_BY_SUBTYPE.get(subtype) or (
        DETAILS_BY_TYPE.get(type, "") if subtype not in SHAPES_BY_SUBTYPE else ""
    )
    fill = colour_fill(colour)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" '
        'role="img">'
        f"<title>{escape(name)}</title>"
        '<rect width="240" height="240" fill="#f3f0ea"/>'
        f'<g fill="{fill}" color="{fill}" stroke="#2b2b2b" stroke-opacity="0.45" '
        'stroke-width="3" stroke-linejoin="round" stroke-linecap="round" fill-rule="evenodd">'
        f'<path d="{shape}"/>'
        f'<g fill="none">{details}</g>'
        "</g></svg>"
    )
