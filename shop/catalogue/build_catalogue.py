"""Write shop/catalogue/catalogue.json, the shipped catalogue, deterministically (issue 2).

    uv run python shop/catalogue/build_catalogue.py

Every product below is one design in one colour. Brands are invented. Stock comes from a seeded
random generator, then the fixed guarantees of docs/contracts.md are applied (men's and women's jackets
in several colours, including yellow, with size M in stock; some sizes out of stock). Running the
script twice writes the same bytes. The shop never runs it: `demo` imports the committed JSON.
"""

import json
import random
from pathlib import Path

LETTERS = ["XS", "S", "M", "L", "XL", "XXL"]
WAISTS = ["28", "30", "32", "34", "36", "38"]
SHOES = {
    "Women": [str(n) for n in range(36, 43)],
    "Men": [str(n) for n in range(39, 47)],
    "Unisex": [str(n) for n in range(36, 47)],
}
TYPE_OF = {
    "T-shirts": "Tops",
    "Blouses": "Tops",
    "Tank tops": "Tops",
    "Sweatshirts": "Tops",
    "Casual shirts": "Shirts",
    "Formal shirts": "Shirts",
    "Jumpers": "Knitwear",
    "Cardigans": "Knitwear",
    "Chinos": "Trousers",
    "Tailored trousers": "Trousers",
    "Joggers": "Trousers",
    "Slim jeans": "Jeans",
    "Straight jeans": "Jeans",
    "Wide jeans": "Jeans",
    "Day dresses": "Dresses",
    "Evening dresses": "Dresses",
    "Mini skirts": "Skirts",
    "Midi skirts": "Skirts",
    "Jackets": "Outerwear",
    "Coats": "Outerwear",
    "Raincoats": "Outerwear",
    "Sneakers": "Shoes",
    "Boots": "Shoes",
    "Running shoes": "Shoes",
    "Formal shoes": "Shoes",
    "Sandals": "Shoes",
    "Belts": "Accessories",
    "Scarves": "Accessories",
    "Hats": "Accessories",
    "Bags": "Accessories",
}
CODE = {"Women": "W", "Men": "M", "Unisex": "U"}
COLOUR_CODE = {
    "black": "BLK",
    "white": "WHT",
    "grey": "GRY",
    "navy": "NVY",
    "blue": "BLU",
    "red": "RED",
    "green": "GRN",
    "yellow": "YLW",
    "beige": "BGE",
    "brown": "BRN",
    "pink": "PNK",
    "burgundy": "BUR",
    "olive": "OLV",
    "orange": "ORG",
    "purple": "PRP",
}

# (subtype, department, brand, name, material, price EUR, tags, colours, description)
# fmt: off
DESIGNS = [
    ("T-shirts", "Women", "Linnea Studio", "Everyday Organic Tee", "100% organic cotton jersey", "19.95", ["casual"], ["white", "black", "pink", "olive"], "A soft, mid-weight tee with a relaxed fit and a neat crew neck that keeps its shape wash after wash."),
    ("T-shirts", "Men", "Greyfield", "Heavyweight Pocket Tee", "100% cotton, 220 g/m²", "24.00", ["casual"], ["white", "navy", "grey", "green"], "A boxy heavyweight tee with a chest pocket and a ribbed collar, cut a little longer at the back."),
    ("T-shirts", "Unisex", "Tidewell", "Logo-free Breton Tee", "Cotton jersey", "29.00", ["casual", "beach"], ["navy", "red"], "Classic Breton stripes on a sturdy jersey, with dropped shoulders and side vents."),
    ("Blouses", "Women", "Aurelle", "Silk Pussy-bow Blouse", "100% mulberry silk", "129.00", ["office", "evening"], ["white", "burgundy", "navy"], "A fluid silk blouse with a soft bow at the neck and buttoned cuffs; tuck it in or wear it loose."),
    ("Blouses", "Women", "Linnea Studio", "Broderie Cotton Blouse", "100% cotton with broderie anglaise", "59.00", ["casual", "beach"], ["white", "blue"], "Light cotton with scalloped broderie trims, puffed short sleeves and a square neckline."),
    ("Tank tops", "Women", "Mistral Run", "Seamless Training Tank", "Recycled polyamide and elastane", "32.00", ["running"], ["black", "pink", "blue"], "A close-fitting, quick-drying tank with a racer back and flat seams that do not chafe."),
    ("Tank tops", "Men", "Saltmarsh", "Linen Beach Tank", "100% linen", "27.50", ["beach", "casual"], ["white", "beige"], "A breezy linen tank with deep armholes for hot days by the sea."),
    ("Sweatshirts", "Unisex", "Bramble Row", "Loopback Crew Sweatshirt", "Organic cotton loopback fleece", "69.00", ["casual"], ["grey", "navy", "green", "orange"], "A classic crew-neck sweatshirt in brushed loopback cotton with ribbed cuffs and hem."),
    ("Sweatshirts", "Women", "Linnea Studio", "Cropped Hoodie", "Cotton and recycled polyester fleece", "59.00", ["casual"], ["pink", "grey", "purple"], "A cropped hoodie with a lined hood, kangaroo pocket and a soft brushed inside."),
    ("Casual shirts", "Men", "Harbour & Pine", "Oxford Button-down Shirt", "100% cotton oxford", "65.00", ["casual", "office"], ["white", "blue", "pink"], "A soft oxford shirt with a button-down collar and a single chest pocket; smart enough for the office."),
    ("Casual shirts", "Men", "Saltmarsh", "Relaxed Linen Shirt", "100% European linen", "79.00", ["beach", "casual", "wedding"], ["white", "blue", "beige", "olive"], "A relaxed linen shirt with a camp collar that gets softer with every wash. Ideal for summer weddings."),
    ("Casual shirts", "Women", "Bramble Row", "Flannel Check Shirt", "Brushed cotton flannel", "55.00", ["casual", "outdoor"], ["red", "green"], "A brushed flannel shirt in a classic check, cut slightly oversized to layer over a tee."),
    ("Formal shirts", "Men", "Fenwick & Co", "Poplin Dress Shirt", "Two-fold cotton poplin", "85.00", ["office", "wedding"], ["white", "blue"], "A crisp, non-iron poplin shirt with a cutaway collar and double cuffs for cufflinks."),
    ("Formal shirts", "Women", "Aurelle", "Tailored Stretch Shirt", "Cotton with 3% elastane", "75.00", ["office"], ["white", "black"], "A fitted shirt with darts at the back and a concealed placket for a clean look at work."),
    ("Jumpers", "Women", "Oakhaven", "Merino Crew Jumper", "100% extra-fine merino wool", "89.00", ["office", "casual"], ["grey", "beige", "navy", "burgundy"], "A fine-gauge merino jumper, light enough for the office and warm enough for autumn evenings."),
    ("Jumpers", "Men", "Oakhaven", "Lambswool Cable Jumper", "100% lambswool", "110.00", ["casual", "outdoor"], ["navy", "green", "beige"], "A chunky cable-knit jumper with a ribbed crew neck, knitted in Scotland from soft lambswool."),
    ("Jumpers", "Unisex", "Kestrel Outdoor", "Fisherman Roll-neck", "Wool and recycled nylon", "125.00", ["outdoor"], ["white", "navy"], "A dense, warm roll-neck in the tradition of fishermen's knits, with a little nylon for durability."),
    ("Cardigans", "Women", "Velmora", "Cashmere V-neck Cardigan", "100% cashmere", "189.00", ["office", "evening"], ["black", "beige", "pink"], "A featherlight cashmere cardigan with mother-of-pearl buttons and a deep V-neck."),
    ("Cardigans", "Men", "Greyfield", "Shawl-collar Cardigan", "Wool and alpaca blend", "139.00", ["casual"], ["grey", "brown"], "A generous shawl-collar cardigan with patch pockets and horn-effect buttons."),
    ("Chinos", "Men", "Harbour & Pine", "Slim Stretch Chinos", "98% cotton, 2% elastane twill", "69.00", ["casual", "office"], ["beige", "navy", "olive", "black"], "Slim chinos with a touch of stretch, a mid rise and a tapered leg."),
    ("Chinos", "Women", "Linnea Studio", "Cropped Chinos", "100% cotton twill", "59.00", ["casual"], ["beige", "white", "navy"], "High-waisted cropped chinos with turn-ups and slanted front pockets."),
    ("Tailored trousers", "Women", "Aurelle", "Wide-leg Tailored Trousers", "Wool blend crepe", "119.00", ["office", "evening", "wedding"], ["black", "navy", "beige"], "Fluid wide-leg trousers with pressed creases and a high waist; pair with the matching blazer."),
    ("Tailored trousers", "Men", "Fenwick & Co", "Wool Suit Trousers", "100% Italian wool, Super 110s", "149.00", ["office", "wedding"], ["navy", "grey", "black"], "Flat-front suit trousers with side adjusters and an unfinished hem for alterations."),
    ("Joggers", "Unisex", "Mistral Run", "Tech Running Joggers", "Recycled polyester with elastane", "55.00", ["running", "casual"], ["black", "grey", "navy"], "Tapered joggers with zipped pockets, reflective details and a drawcord waist."),
    ("Joggers", "Women", "Bramble Row", "Fleece Lounge Joggers", "Organic cotton fleece", "49.00", ["casual"], ["grey", "pink", "green"], "Cosy fleece joggers with a wide waistband and cuffed ankles."),
    ("Slim jeans", "Men", "Caldera Denim", "Slim Selvedge Jeans", "13.5 oz Japanese selvedge denim", "149.00", ["casual"], ["blue", "black"], "Slim jeans in raw selvedge denim that fades with you; a mid rise and a slightly tapered leg."),
    ("Slim jeans", "Women", "Caldera Denim", "Skinny High-rise Jeans", "Cotton, recycled polyester and elastane denim", "79.00", ["casual"], ["blue", "black", "white"], "High-rise skinny jeans with power stretch that holds its shape all day."),
    ("Straight jeans", "Men", "Caldera Denim", "Straight Regular Jeans", "100% cotton denim, 12 oz", "89.00", ["casual"], ["blue", "grey"], "A straight, regular-rise five-pocket jean in rigid cotton denim."),
    ("Straight jeans", "Women", "Tidewell", "90s Straight Jeans", "100% cotton denim", "85.00", ["casual"], ["blue", "white"], "Straight-leg jeans with a high waist and a vintage wash, cut to sit just above the ankle."),
    ("Wide jeans", "Women", "Caldera Denim", "Wide-leg Jeans", "Organic cotton denim", "95.00", ["casual"], ["blue", "black", "beige"], "Dramatic wide-leg jeans with a high rise and long front seams."),
    ("Day dresses", "Women", "Linnea Studio", "Wrap Midi Dress", "Viscose crepe", "89.00", ["casual", "office", "wedding"], ["green", "navy", "red", "yellow"], "A flattering wrap dress with flutter sleeves and a tie waist that falls to mid-calf."),
    ("Day dresses", "Women", "Saltmarsh", "Linen Shirt Dress", "100% linen", "99.00", ["beach", "casual"], ["white", "blue", "beige"], "A relaxed shirt dress in washed linen with a self-tie belt and deep pockets."),
    ("Day dresses", "Women", "Tidewell", "Smocked Sundress", "Cotton poplin", "69.00", ["beach", "casual"], ["yellow", "pink", "white"], "A light sundress with a smocked bodice, thin straps and a tiered skirt."),
    ("Evening dresses", "Women", "Velmora", "Satin Slip Dress", "Recycled satin", "159.00", ["evening", "party", "wedding"], ["black", "burgundy", "green", "navy"], "A bias-cut satin slip dress with adjustable straps and a cowl neck."),
    ("Evening dresses", "Women", "Aurelle", "Sequin Cocktail Dress", "Sequinned tulle on a jersey lining", "229.00", ["party", "evening"], ["black", "purple"], "A knee-length cocktail dress covered in tonal sequins, with a V-back."),
    ("Evening dresses", "Women", "Velmora", "Pleated Maxi Gown", "Pleated chiffon", "349.00", ["wedding", "evening"], ["pink", "blue", "burgundy"], "A floor-length gown in sunray-pleated chiffon with a fitted bodice; made for weddings and galas."),
    ("Mini skirts", "Women", "Tidewell", "Denim Mini Skirt", "100% cotton denim", "45.00", ["casual", "party"], ["blue", "black"], "A five-pocket denim mini with a raw hem."),
    ("Mini skirts", "Women", "Velmora", "Faux-leather Mini Skirt", "Polyurethane on a viscose backing", "65.00", ["party", "evening"], ["black", "brown"], "A sleek A-line mini in soft faux leather with a concealed side zip."),
    ("Midi skirts", "Women", "Aurelle", "Pleated Midi Skirt", "Recycled polyester crepe", "79.00", ["office", "wedding"], ["beige", "green", "navy", "pink"], "A swishy knife-pleated midi skirt on an elasticated waist."),
    ("Midi skirts", "Women", "Linnea Studio", "Button-front Cord Skirt", "Cotton needlecord", "62.00", ["casual"], ["brown", "olive"], "A-line midi skirt in fine needlecord with tortoiseshell buttons down the front."),
    ("Jackets", "Men", "Kestrel Outdoor", "Trailhead Waterproof Jacket", "3-layer recycled nylon shell", "189.00", ["outdoor"], ["yellow", "navy", "black", "green"], "A fully seam-taped waterproof, breathable shell with a helmet-compatible hood and pit zips."),
    ("Jackets", "Women", "Kestrel Outdoor", "Summit Insulated Jacket", "Recycled nylon with synthetic insulation", "169.00", ["outdoor"], ["yellow", "red", "black", "purple"], "A warm, packable insulated jacket that keeps its loft when damp, with a two-way zip."),
    ("Jackets", "Men", "Caldera Denim", "Classic Denim Jacket", "100% cotton denim", "95.00", ["casual"], ["blue", "black"], "The trucker jacket: pleated front, button-flap chest pockets and adjustable waist tabs."),
    ("Jackets", "Women", "Velmora", "Cropped Tweed Jacket", "Wool-blend bouclé tweed", "219.00", ["office", "wedding", "evening"], ["pink", "white", "black"], "A cropped bouclé jacket with fringed edges and gilt buttons."),
    ("Jackets", "Unisex", "Mistral Run", "Windproof Running Jacket", "Lightweight ripstop polyester", "89.00", ["running", "outdoor"], ["yellow", "orange", "black"], "A featherweight windproof running jacket that packs into its own pocket, with reflective trims."),
    ("Jackets", "Men", "Fenwick & Co", "Unstructured Linen Blazer", "Linen and cotton", "199.00", ["wedding", "office"], ["beige", "navy", "blue"], "A soft-shouldered, half-lined blazer in breathable linen, made for summer weddings."),
    ("Jackets", "Women", "Harbour & Pine", "Utility Field Jacket", "Cotton canvas", "129.00", ["casual", "outdoor"], ["olive", "beige", "yellow"], "A waxed-look canvas field jacket with four bellows pockets and a drawstring waist."),
    ("Coats", "Women", "Velmora", "Double-faced Wool Coat", "Double-faced wool and cashmere", "349.00", ["office", "evening"], ["beige", "black", "burgundy"], "A long, unlined wrap coat in double-faced wool, finished by hand."),
    ("Coats", "Men", "Fenwick & Co", "Wool Overcoat", "80% wool, 20% cashmere", "379.00", ["office", "wedding"], ["navy", "grey", "brown"], "A single-breasted overcoat with a notch lapel that falls just above the knee."),
    ("Coats", "Unisex", "Kestrel Outdoor", "Down Parka", "Recycled polyester shell, 700-fill responsibly sourced down", "299.00", ["outdoor"], ["black", "olive", "red"], "A hip-length down parka rated to -20 °C, with a detachable faux-fur trim."),
    ("Raincoats", "Women", "Tidewell", "Classic Trench Coat", "Water-repellent cotton gabardine", "249.00", ["office", "casual"], ["beige", "navy", "black"], "A double-breasted trench with storm flaps, a belted waist and a check lining."),
    ("Raincoats", "Unisex", "Saltmarsh", "Rubberised Rain Mac", "PU-coated cotton", "119.00", ["outdoor", "casual"], ["yellow", "navy", "green"], "A fully waterproof, welded-seam raincoat in the fisherman tradition, with a deep hood."),
    ("Sneakers", "Unisex", "Greyfield", "Court Leather Sneakers", "Full-grain leather upper, rubber cupsole", "119.00", ["casual"], ["white", "black", "green"], "Minimal court sneakers with a padded collar and a stitched cupsole."),
    ("Sneakers", "Women", "Linnea Studio", "Canvas Low-tops", "Organic cotton canvas, natural rubber sole", "55.00", ["casual", "beach"], ["white", "pink", "navy"], "Light canvas low-tops with a vulcanised sole."),
    ("Sneakers", "Men", "Bramble Row", "Suede Retro Trainers", "Suede and nylon upper", "99.00", ["casual"], ["grey", "navy", "burgundy"], "Retro running-inspired trainers in suede and nylon on a cushioned gum sole."),
    ("Boots", "Women", "Oakhaven", "Leather Chelsea Boots", "Smooth leather, rubber sole", "169.00", ["casual", "office"], ["black", "brown"], "Pull-on Chelsea boots with elastic gussets and a stacked 3 cm heel."),
    ("Boots", "Men", "Kestrel Outdoor", "Waterproof Hiking Boots", "Nubuck leather with a waterproof membrane", "189.00", ["outdoor"], ["brown", "grey"], "Mid-cut hiking boots with a grippy lug sole and a waterproof, breathable lining."),
    ("Boots", "Unisex", "Caldera Denim", "Lace-up Work Boots", "Oiled leather, Goodyear-welted", "229.00", ["casual", "outdoor"], ["brown", "black"], "Goodyear-welted work boots that can be resoled for years."),
    ("Running shoes", "Women", "Mistral Run", "Cloudstep Road Runners", "Engineered mesh, foam midsole", "139.00", ["running"], ["pink", "white", "purple"], "Cushioned daily trainers with a rocker sole for smooth road miles."),
    ("Running shoes", "Men", "Mistral Run", "Tempo Racer", "Engineered mesh, carbon-infused plate", "179.00", ["running"], ["orange", "blue", "black"], "A light, responsive racer for fast sessions and race day."),
    ("Running shoes", "Unisex", "Kestrel Outdoor", "Trail Runner GTX", "Mesh with waterproof membrane, lugged outsole", "155.00", ["running", "outdoor"], ["green", "grey"], "A grippy, waterproof trail shoe with a rock plate."),
    ("Formal shoes", "Men", "Fenwick & Co", "Oxford Cap-toe Shoes", "Calf leather, leather sole", "219.00", ["office", "wedding"], ["black", "brown"], "Goodyear-welted cap-toe Oxfords in polished calf; the wedding-day classic."),
    ("Formal shoes", "Women", "Aurelle", "Pointed Slingback Heels", "Patent leather", "145.00", ["wedding", "evening", "party"], ["black", "red", "beige"], "Pointed slingbacks on a 6 cm kitten heel with a padded insole."),
    ("Sandals", "Women", "Saltmarsh", "Leather Slide Sandals", "Vegetable-tanned leather", "59.00", ["beach", "casual"], ["brown", "white", "beige"], "Simple slides with a moulded footbed and a wide leather strap."),
    ("Sandals", "Men", "Tidewell", "Sport Strap Sandals", "Recycled webbing, EVA sole", "49.00", ["beach", "outdoor"], ["black", "olive"], "Adjustable three-strap sandals with a quick-dry footbed."),
    ("Belts", "Unisex", "Oakhaven", "Leather Dress Belt", "Full-grain leather, brass buckle", "49.00", ["office", "wedding"], ["black", "brown"], "A 3 cm full-grain leather belt with a solid brass buckle."),
    ("Belts", "Unisex", "Tidewell", "Woven Stretch Belt", "Elasticated braid, leather trims", "29.00", ["casual", "beach"], ["navy", "green", "beige"], "A braided stretch belt that fits any hole."),
    ("Scarves", "Unisex", "Oakhaven", "Lambswool Check Scarf", "100% lambswool", "45.00", ["outdoor", "casual"], ["red", "navy", "grey"], "A soft, fringed lambswool scarf in a heritage check."),
    ("Scarves", "Women", "Velmora", "Silk Twill Square", "100% silk twill", "89.00", ["evening", "office"], ["orange", "blue", "pink"], "A 90 cm hand-rolled silk square printed with an abstract pattern."),
    ("Hats", "Unisex", "Kestrel Outdoor", "Ribbed Merino Beanie", "100% merino wool", "29.00", ["outdoor", "casual"], ["yellow", "orange", "grey", "black"], "A double-layer ribbed beanie in warm, itch-free merino."),
    ("Hats", "Unisex", "Saltmarsh", "Packable Straw Hat", "Paper straw", "39.00", ["beach"], ["beige"], "A wide-brimmed hat that rolls up for travel and springs back into shape."),
    ("Hats", "Men", "Harbour & Pine", "Wool Baseball Cap", "Wool blend", "32.00", ["casual"], ["navy", "green", "burgundy"], "A six-panel cap with an adjustable leather strap."),
    ("Bags", "Women", "Velmora", "Leather Tote Bag", "Pebbled leather", "245.00", ["office"], ["black", "brown", "beige"], "A roomy tote with a laptop sleeve, a zipped inner pocket and reinforced handles."),
    ("Bags", "Unisex", "Kestrel Outdoor", "Roll-top Backpack", "Waterproof recycled tarpaulin", "109.00", ["outdoor", "running"], ["black", "yellow", "blue"], "A 22-litre waterproof roll-top backpack with a padded laptop pocket."),
    ("Bags", "Women", "Aurelle", "Beaded Evening Clutch", "Glass beads on satin", "79.00", ["evening", "wedding", "party"], ["black", "white", "purple"], "A small hand-beaded clutch with a detachable chain strap."),
]
# fmt: on

CARE = [
    "Machine wash at 30 °C.",
    "Hand wash cold or dry clean.",
    "Dry clean only.",
    "Wipe clean with a damp cloth.",
    "Machine wash cold, line dry.",
]


def sizes_for(subtype: str, department: str) -> list[str]:
    """The size list a product of this subtype and department comes in (docs/contracts.md sizes)."""
    kind = TYPE_OF[subtype]
    if kind == "Accessories":
        return ["One size"]
    if kind == "Shoes":
        return SHOES[department]
    if kind in {"Trousers", "Jeans"} and subtype != "Joggers":
        return WAISTS
    if kind in {"Dresses", "Skirts"}:
        return LETTERS[:5]
    return LETTERS


def build() -> list[dict]:
    """Return the catalogue records, in a fixed order, in the importer's JSON format."""
    rng = random.Random(2)  # noqa: S311 - stock figures only, not security
    records = []
    for number, design in enumerate(DESIGNS, start=1):
        subtype, department, brand, name, material, price, tags, colours, text = design
        care = CARE[number % len(CARE)]
        for colour in colours:
            sizes = sizes_for(subtype, department)
            stock = {size: rng.choice([0, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15]) for size in sizes}
            if subtype == "Jackets":
                stock["M"] = max(stock["M"], 3)  # docs/contracts.md: M in stock, yellow or not
                stock["XS"] = 0  # and some jacket sizes sold out
            records.append(
                {
                    "sku": f"{CODE[department]}-{TYPE_OF[subtype][:3].upper()}-{number:03d}-{COLOUR_CODE[colour]}",
                    "name": name,
                    "description": f"{text} {care}",
                    "brand": brand,
                    "category": {
                        "department": department,
                        "type": TYPE_OF[subtype],
                        "subtype": subtype,
                    },
                    "color": colour,
                    "material": material,
                    "sizes": sizes,
                    "price": {"amount": price, "currency": "EUR"},
                    "tags": tags,
                    "stock": stock if len(set(stock.values())) > 1 else stock[sizes[0]],
                }
            )
    return records


def main() -> None:
    path = Path(__file__).with_name("catalogue.json")
    path.write_text(json.dumps(build(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"Wrote {path}")


if __name__ == "__main__":
    main()
