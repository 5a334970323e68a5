"""Shop test fixtures: small catalogues written record by record, imported by the real importer."""

import copy

import pytest

from shop.importer import catalogue_import


def record(**overrides) -> dict:
    """A valid catalogue record in the documented file format; keyword arguments replace fields."""
    base = {
        "sku": "T-001",
        "name": "Test Tee",
        "description": "A plain cotton tee.",
        "brand": "Testbrand",
        "category": {"department": "Women", "type": "Tops", "subtype": "T-shirts"},
        "color": "white",
        "material": "Cotton",
        "sizes": ["S", "M", "L"],
        "price": {"amount": 20, "currency": "EUR"},
        "tags": ["casual"],
        "stock": 3,
    }
    base.update(copy.deepcopy(overrides))
    return base


SMALL_CATALOGUE = [
    record(
        sku="JK-YEL",
        name="Trailhead Waterproof Jacket",
        description="A seam-taped shell for wet hikes.",
        brand="Kestrel Outdoor",
        category={"department": "Men", "type": "Outerwear", "subtype": "Jackets"},
        color="yellow",
        material="Recycled nylon",
        sizes=["S", "M", "L"],
        price={"amount": "189.00", "currency": "EUR"},
        tags=["outdoor"],
        stock={"S": 0, "M": 4, "L": 2},
    ),
    record(
        sku="JK-NVY",
        name="Trailhead Waterproof Jacket",
        description="A seam-taped shell for wet hikes.",
        brand="Kestrel Outdoor",
        category={"department": "Men", "type": "Outerwear", "subtype": "Jackets"},
        color="navy",
        material="Recycled nylon",
        sizes=["S", "M", "L"],
        price={"amount": 179, "currency": "EUR"},
        tags=["outdoor"],
        stock={"S": 1, "M": 0, "L": 2},
    ),
    record(
        sku="JK-W-RED",
        name="Summit Insulated Jacket",
        description="Warm and packable.",
        brand="Kestrel Outdoor",
        category={"department": "Women", "type": "Outerwear", "subtype": "Jackets"},
        color="red",
        material="Nylon with synthetic fill",
        sizes=["XS", "S", "M"],
        price={"amount": 169, "currency": "EUR"},
        tags=["outdoor"],
        stock={"XS": 0, "S": 2, "M": 5},
    ),
    record(
        sku="DR-GRN",
        name="Satin Slip Dress",
        description="A bias-cut dress with a yellow ribbon trim, for weddings and parties.",
        brand="Velmora",
        category={"department": "Women", "type": "Dresses", "subtype": "Evening dresses"},
        color="green",
        material="Satin",
        sizes=["S", "M"],
        price={"amount": 159, "currency": "EUR"},
        tags=["wedding", "party"],
        stock=2,
    ),
    record(
        sku="SH-WHT",
        name="Oxford Shirt",
        description="A soft oxford shirt for the office.",
        brand="Harbour & Pine",
        category={"department": "Men", "type": "Shirts", "subtype": "Casual shirts"},
        color="white",
        material="Cotton oxford",
        sizes=["M", "L"],
        price={"amount": 65, "currency": "EUR"},
        tags=["office"],
        stock={"M": 3, "L": 0},
    ),
    record(
        sku="TR-BGE",
        name="Tailored Wool Trousers",
        description="Pressed trousers.",
        brand="Fenwick & Co",
        category={"department": "Men", "type": "Trousers", "subtype": "Tailored trousers"},
        color="beige",
        material="Wool",
        sizes=["30", "32", "34"],
        price={"amount": 15, "currency": "EUR"},
        tags=["office", "wedding"],
        stock={"30": 0, "32": 1, "34": 0},
    ),
    record(
        sku="BAG-BLK",
        name="Leather Tote Bag",
        description="A roomy tote.",
        brand="Velmora",
        category={"department": "Unisex", "type": "Accessories", "subtype": "Bags"},
        color="black",
        material="Leather",
        sizes=["One size"],
        price={"amount": 400, "currency": "EUR"},
        tags=[],
        stock=0,
    ),
]


@pytest.fixture
def small_catalogue(db):
    """Seven products (see SMALL_CATALOGUE) imported through the real importer."""
    report = catalogue_import(records=SMALL_CATALOGUE)
    assert report.created == len(SMALL_CATALOGUE) and not report.rejected
    return SMALL_CATALOGUE


@pytest.fixture
def many_products(db):
    """Fifty numbered grey T-shirts priced 20.00..69.00 EUR, for pagination."""
    records = [
        record(
            sku=f"TEE-{n:03d}",
            name=f"Numbered Tee {n:03d}",
            color="grey",
            price={"amount": 20 + n, "currency": "EUR"},
        )
        for n in range(50)
    ]
    catalogue_import(records=records)
    return records
