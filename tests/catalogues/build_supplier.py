"""Build tests/catalogues/supplier.json: the second test catalogue (issue 10 item 6).

A supplier-style feed unlike the shipped catalogue on every axis: departments Ladies, Gents and
Kids; types Tops, Bottoms, Activewear, Footwear with their own subtypes (Chinos, Polo Shirts,
Track Pants, Sandals, Leggings...); colours outside the shipped palette (khaki, charcoal, mint,
teal, rust, cream, lavender, sage, tan, and `oxblood`, which the colour table does not know);
children's sizes 2Y..14Y and kids' shoe sizes; images as bare file names (`40011.jpg`), one
relative path, one https URL, and one file missing from `supplier_images/`.

Run `uv run python tests/catalogues/build_supplier.py` after editing DESIGNS; commit both.
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
KIDS_AGES = ["2Y", "4Y", "6Y", "8Y", "10Y", "12Y", "14Y"]
KIDS_SCHOOL = ["4Y", "6Y", "8Y", "10Y", "12Y", "14Y"]
KIDS_SHOES = ["28", "29", "30", "31", "32", "33", "34", "35"]
LETTERS = ["XS", "S", "M", "L", "XL"]
GENTS_LETTERS = ["S", "M", "L", "XL", "XXL"]
WAIST = ["30", "32", "34", "36"]
LADIES_SHOES = ["36", "37", "38", "39", "40", "41"]
GENTS_SHOES = ["40", "41", "42", "43", "44", "45", "46"]

# (key, department, type, subtype, name, description, material, tags, sizes, colours, price, brand)
DESIGNS = [
    (
        "kids-polo",
        "Kids",
        "Tops",
        "Polo Shirts",
        "Kids Piqué Polo Shirt",
        "A breathable cotton piqué polo with a soft collar, made to survive the playground and the "
        "washing machine alike.",
        "Cotton piqué",
        ["school"],
        KIDS_AGES,
        ["mint", "charcoal", "rust"],
        "12.00",
        "Little Acorn",
    ),
    (
        "kids-cargo-shorts",
        "Kids",
        "Bottoms",
        "Shorts",
        "Kids Cargo Shorts",
        "Roomy twill shorts with six pockets for conkers and treasures; an elasticated waist for "
        "hot days on holiday.",
        "Cotton twill",
        ["holiday"],
        KIDS_AGES,
        ["khaki", "teal"],
        "14.00",
        "Little Acorn",
    ),
    (
        "kids-hoodie",
        "Kids",
        "Activewear",
        "Hoodies",
        "Kids Fleece Hoodie",
        "A cosy brushed-fleece hoodie with a kangaroo pocket, warm enough for chilly mornings at the "
        "bus stop.",
        "Brushed polyester fleece",
        ["school", "weekend"],
        KIDS_AGES,
        ["charcoal", "mint", "rust"],
        "18.00",
        "Little Acorn",
    ),
    (
        "kids-track-pants",
        "Kids",
        "Activewear",
        "Track Pants",
        "Kids Cuffed Track Pants",
        "Stretchy joggers with cuffed ankles and knee panels, ready for PE lessons and football in "
        "the park.",
        "Cotton-rich jersey",
        ["gym", "school"],
        KIDS_AGES,
        ["charcoal", "teal"],
        "13.00",
        "Pocket Rocket",
    ),
    (
        "kids-sandals",
        "Kids",
        "Footwear",
        "Sandals",
        "Kids Splash Sandals",
        "Closed-toe sandals with hook-and-loop straps that dry quickly after rock pooling at the "
        "seaside.",
        "EVA and recycled webbing",
        ["holiday", "beach"],
        KIDS_SHOES,
        ["teal", "mint"],
        "20.00",
        "Pocket Rocket",
    ),
    (
        "kids-chinos",
        "Kids",
        "Bottoms",
        "Chinos",
        "Kids School Chinos",
        "Smart, hard-wearing chinos with an adjustable waist and reinforced knees for the school "
        "day.",
        "Cotton twill with stretch",
        ["school"],
        KIDS_SCHOOL,
        ["charcoal", "khaki"],
        "15.00",
        "Little Acorn",
    ),
    (
        "kids-wellies",
        "Kids",
        "Footwear",
        "Wellington Boots",
        "Kids Puddle Wellies",
        "Waterproof natural-rubber boots with pull-on handles, made for jumping in puddles on wet "
        "autumn walks.",
        "Natural rubber",
        ["weekend"],
        KIDS_SHOES,
        ["mustard", "teal"],
        "22.00",
        "Pocket Rocket",
    ),
    (
        "kids-swim",
        "Kids",
        "Activewear",
        "Swimwear",
        "Kids Sun-safe Swim Set",
        "A UPF 50 long-sleeved rash top and shorts that block the sun during a day at the pool or "
        "on the beach.",
        "Recycled polyamide with elastane",
        ["beach", "swim"],
        KIDS_AGES,
        ["teal", "coral"],
        "24.00",
        "Pocket Rocket",
    ),
    (
        "ladies-chinos",
        "Ladies",
        "Bottoms",
        "Chinos",
        "Slim Stretch Chinos",
        "Slim-fit chinos with a mid rise and a touch of stretch that look sharp at the office and "
        "relaxed at the weekend.",
        "Stretch cotton twill",
        ["office", "weekend"],
        ["6", "8", "10", "12", "14", "16"],
        ["khaki", "charcoal", "cream"],
        "45.00",
        "Fernhill",
    ),
    (
        "ladies-leggings",
        "Ladies",
        "Activewear",
        "Leggings",
        "High-waist Studio Leggings",
        "Buttery-soft, squat-proof leggings with a high waistband that stays put through every "
        "downward dog and sun salutation.",
        "Nylon with elastane",
        ["yoga", "gym"],
        LETTERS,
        ["charcoal", "lavender", "teal"],
        "38.00",
        "Kinetic Lane",
    ),
    (
        "ladies-bra",
        "Ladies",
        "Activewear",
        "Sports Bras",
        "Seamless Sports Bra",
        "A medium-support seamless bra with removable pads, comfortable for spin classes and "
        "weight training.",
        "Recycled nylon",
        ["gym", "running"],
        LETTERS,
        ["mint", "charcoal"],
        "28.00",
        "Kinetic Lane",
    ),
    (
        "ladies-wide-leg",
        "Ladies",
        "Bottoms",
        "Wide-leg Trousers",
        "Linen Wide-leg Trousers",
        "Floaty wide-leg trousers in airy linen that keep you cool on the hottest afternoons; dressy "
        "enough for a garden celebration.",
        "Washed linen",
        ["holiday", "wedding"],
        ["6", "8", "10", "12", "14", "16"],
        ["cream", "rust", "sage"],
        "55.00",
        "Fernhill",
    ),
    (
        "ladies-blouse",
        "Ladies",
        "Tops",
        "Blouses",
        "Broderie Cotton Blouse",
        "A lightweight broderie anglaise blouse with puff sleeves, pretty for a summer garden party "
        "or a christening.",
        "Cotton broderie",
        ["wedding", "party"],
        LETTERS,
        ["cream", "mint"],
        "42.00",
        "Fernhill",
    ),
    (
        "ladies-henley",
        "Ladies",
        "Tops",
        "Henley Tops",
        "Ribbed Henley Top",
        "A long-sleeved rib-knit henley with a three-button placket, an easy layer for everyday.",
        "Cotton and modal rib",
        ["weekend"],
        LETTERS,
        ["rust", "charcoal"],
        "26.00",
        "Fernhill",
    ),
    (
        "ladies-slides",
        "Ladies",
        "Footwear",
        "Sandals",
        "Leather Slide Sandals",
        "Minimal leather slides with a cushioned footbed, to pack for a beach holiday or a city "
        "break in the heat.",
        "Vegetable-tanned leather",
        ["holiday", "beach"],
        LADIES_SHOES,
        ["tan", "cream"],
        "49.00",
        "Sole Theory",
    ),
    (
        "ladies-trail",
        "Ladies",
        "Footwear",
        "Trainers",
        "Trail Running Trainers",
        "Grippy lugged trainers with a rock plate and a breathable mesh upper for muddy off-road "
        "runs.",
        "Mesh and rubber",
        ["running", "hiking"],
        LADIES_SHOES,
        ["teal", "charcoal"],
        "95.00",
        "Sole Theory",
    ),
    (
        "ladies-gilet",
        "Ladies",
        "Tops",
        "Gilets",
        "Quilted Puffer Gilet",
        "A sleeveless quilted gilet with recycled insulation that keeps your core warm on brisk "
        "autumn walks.",
        "Recycled polyester with synthetic fill",
        ["weekend"],
        LETTERS,
        ["khaki", "rust"],
        "65.00",
        "Northbound",
    ),
    (
        "ladies-skirt",
        "Ladies",
        "Bottoms",
        "Skirts",
        "Satin Midi Skirt",
        "A bias-cut satin midi skirt with a fluid drape that catches the light at evening parties.",
        "Satin",
        ["party"],
        LETTERS,
        ["mauve", "teal"],
        "48.00",
        "Fernhill",
    ),
    (
        "gents-polo",
        "Gents",
        "Tops",
        "Polo Shirts",
        "Classic Piqué Polo Shirt",
        "A timeless short-sleeved piqué polo with a ribbed collar, for a round of golf or a lazy "
        "Sunday.",
        "Cotton piqué",
        ["golf", "weekend"],
        GENTS_LETTERS,
        ["charcoal", "khaki", "teal", "rust"],
        "35.00",
        "Harrow & Vale",
    ),
    (
        "gents-chinos",
        "Gents",
        "Bottoms",
        "Chinos",
        "Tapered Stretch Chinos",
        "Tapered chinos with a comfortable stretch, smart enough for the office and easy on the "
        "commute.",
        "Stretch cotton twill",
        ["office"],
        WAIST,
        ["khaki", "charcoal", "cream"],
        "50.00",
        "Harrow & Vale",
    ),
    (
        "gents-track-pants",
        "Gents",
        "Activewear",
        "Track Pants",
        "Retro Stripe Track Pants",
        "Poppered track pants with retro side stripes and zip pockets, for warm-ups and lazy "
        "weekends.",
        "Polyester tricot",
        ["gym", "weekend"],
        GENTS_LETTERS,
        ["charcoal", "teal"],
        "40.00",
        "Kinetic Lane",
    ),
    (
        "gents-base-layer",
        "Gents",
        "Activewear",
        "Base Layers",
        "Merino Base Layer Top",
        "A thermal merino top that traps heat and wicks sweat on cold mountain days and ski "
        "slopes.",
        "Merino wool",
        ["hiking", "winter"],
        GENTS_LETTERS,
        ["charcoal", "rust"],
        "60.00",
        "Northbound",
    ),
    (
        "gents-board-shorts",
        "Gents",
        "Bottoms",
        "Swim Shorts",
        "Quick-dry Board Shorts",
        "Surf board shorts in quick-dry fabric with a lace-up fly, at home in the waves and at the "
        "beach bar.",
        "Recycled polyester",
        ["beach", "swim"],
        WAIST,
        ["teal", "mint"],
        "32.00",
        "Harrow & Vale",
    ),
    (
        "gents-desert-boots",
        "Gents",
        "Footwear",
        "Boots",
        "Suede Desert Boots",
        "Two-eyelet suede chukka boots on a crepe sole, a relaxed classic with jeans or chinos.",
        "Suede and crepe rubber",
        ["weekend"],
        GENTS_SHOES,
        ["tan", "charcoal"],
        "85.00",
        "Sole Theory",
    ),
    (
        "gents-sport-sandals",
        "Gents",
        "Footwear",
        "Sandals",
        "Adventure Sport Sandals",
        "Adjustable-strap sport sandals with a grippy sole for river crossings and summer hikes.",
        "Webbing and rubber",
        ["hiking", "holiday"],
        GENTS_SHOES,
        ["khaki", "charcoal"],
        "55.00",
        "Sole Theory",
    ),
    (
        "gents-linen-shirt",
        "Gents",
        "Tops",
        "Linen Shirts",
        "Linen Grandad Shirt",
        "A collarless shirt in breathable linen, cool and crisp for a summer wedding on the coast "
        "or a long lunch in the sun.",
        "Linen",
        ["wedding", "holiday"],
        GENTS_LETTERS,
        ["cream", "mint", "sage"],
        "45.00",
        "Harrow & Vale",
    ),
    (
        "gents-running-shorts",
        "Gents",
        "Activewear",
        "Running Shorts",
        "5-inch Running Shorts",
        "Featherweight split-hem shorts with a built-in liner and a phone pocket, for tempo runs "
        "and marathon training.",
        "Recycled polyester",
        ["running"],
        GENTS_LETTERS,
        ["charcoal", "rust"],
        "30.00",
        "Kinetic Lane",
    ),
    (
        "gents-jumper",
        "Gents",
        "Tops",
        "Jumpers",
        "Lambswool Crew Jumper",
        "A soft lambswool crew-neck jumper to pull on over a shirt when the evenings turn cold.",
        "Lambswool",
        ["winter", "office"],
        GENTS_LETTERS,
        ["charcoal", "rust", "cream"],
        "70.00",
        "Northbound",
    ),
    (
        "gents-derby",
        "Gents",
        "Footwear",
        "Derby Shoes",
        "Polished Leather Derby Shoes",
        "Goodyear-welted derby shoes in polished calf leather, to wear with a suit to the office "
        "or a black-tie do.",
        "Calf leather",
        ["office", "wedding"],
        GENTS_SHOES,
        ["oxblood", "charcoal"],
        "140.00",
        "Sole Theory",
    ),
    (
        "gents-hoodie",
        "Gents",
        "Activewear",
        "Hoodies",
        "Heavyweight Zip Hoodie",
        "A heavyweight loopback zip hoodie, brushed inside, for the walk to the gym and cold "
        "evenings.",
        "Organic cotton loopback",
        ["gym", "weekend"],
        GENTS_LETTERS,
        ["charcoal", "khaki"],
        "58.00",
        "Kinetic Lane",
    ),
]

RELATIVE_IMAGE_SKU = "40021"  # "kids/40021.jpg"
URL_IMAGE_SKU = "40051"  # an https URL
MISSING_IMAGE_SKU = "40081"  # its file is not in supplier_images/


def build() -> list[dict]:
    """The catalogue records (deterministic), in the documented file format."""
    records = []
    number = 40011
    for index, design in enumerate(DESIGNS):
        (
            key,
            department,
            type_,
            subtype,
            name,
            description,
            material,
            tags,
            sizes,
            colours,
            price,
            brand,
        ) = design
        for shade, colour in enumerate(colours):
            sku = str(number)
            number += 10
            stock = {size: (index + shade + position) % 4 for position, size in enumerate(sizes)}
            image = f"{sku}.jpg"
            if sku == RELATIVE_IMAGE_SKU:
                image = f"kids/{sku}.jpg"
            elif sku == URL_IMAGE_SKU:
                image = f"https://cdn.example.com/feeds/{sku}.jpg"
            records.append(
                {
                    "sku": sku,
                    "name": name,
                    "description": description,
                    "brand": brand,
                    "category": {"department": department, "type": type_, "subtype": subtype},
                    "color": colour,
                    "material": material,
                    "sizes": sizes,
                    "price": {"amount": price, "currency": "EUR"},
                    "tags": tags,
                    "stock": stock,
                    "image": image,
                    "design": key,
                }
            )
    return records


def image_names(records: list[dict]) -> list[str]:
    """The image files supplier_images/ holds: every relative image but the missing one."""
    return [
        r["image"]
        for r in records
        if not r["image"].startswith("https://") and r["sku"] != MISSING_IMAGE_SKU
    ]


if __name__ == "__main__":
    records = build()
    (HERE / "supplier.json").write_text(json.dumps(records, indent=1, ensure_ascii=False) + "\n")
    folder = HERE / "supplier_images"
    for name in image_names(records):
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        # A tiny valid GIF: the tests check files are copied and found, not what they show.
        path.write_bytes(
            b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04"
            b"\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;"
        )
    print(f"{len(records)} products")
