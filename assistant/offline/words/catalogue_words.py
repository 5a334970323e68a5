"""What the offline model reads from a catalogue (issue 11 item 1): `CatalogueWords`, built from
the database (assistant.offline.words.catalogue) or from a catalogue file (`words_from_records`)."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from pydantic import ValidationError

from shop.catalogue_record import CatalogueRecord

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class CatalogueWords:
    """What a vocabulary reads from a catalogue: each tuple as the catalogue spells it;
    `sizes_by_category` maps (type, subtype) to the sizes its products come in, and
    `sizes_by_line` (department, type, subtype) to theirs (who a size is for: a kids' 28 is no
    adult's 28)."""

    version: str = ""
    departments: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes_by_type: dict[str, tuple[str, ...]] = field(default_factory=dict)
    colours: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    materials: tuple[str, ...] = ()
    brands: tuple[str, ...] = ()
    sizes_by_category: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)
    sizes_by_line: dict[tuple[str, str, str], tuple[str, ...]] = field(default_factory=dict)


def words_from_records(records: list, version: str = "file") -> CatalogueWords:
    """`CatalogueWords` of catalogue records in the documented JSON format, read through the
    importer's model (shop.catalogue_record), so a file's words are spelled as an import
    would store them; records the importer would refuse are skipped (and counted in a log
    line). For tests and for when the database cannot be read."""
    by_type: dict[str, set[str]] = {}
    sizes: dict[tuple[str, str], list[str]] = {}
    lines: dict[tuple[str, str, str], list[str]] = {}
    seen: dict[str, set[str]] = {k: set() for k in ("dep", "col", "tag", "mat", "brand")}
    refused = 0
    for raw in records:
        try:
            record = CatalogueRecord.model_validate(raw, context={"warnings": []})
        except ValidationError:
            refused += 1
            continue
        department, type_, subtype = (
            record.category.department,
            record.category.type,
            record.category.subtype,
        )
        seen["dep"].add(department)
        seen["col"].add(record.colour)
        seen["mat"].add(record.material)
        seen["tag"].update(record.tags)
        if record.brand:
            seen["brand"].add(record.brand)
        by_type.setdefault(type_, set()).add(subtype)
        for listed in (
            sizes.setdefault((type_, subtype), []),
            lines.setdefault((department, type_, subtype), []),
        ):
            listed.extend(size for size in record.sizes if size not in listed)
    if refused:
        logger.warning(
            "Offline model: %d of %d catalogue records skipped (the importer refuses them)",
            refused,
            len(records),
        )
    return CatalogueWords(
        version=version,
        departments=tuple(sorted(seen["dep"])),
        types=tuple(sorted(by_type)),
        subtypes_by_type={t: tuple(sorted(s)) for t, s in by_type.items()},
        colours=tuple(sorted(seen["col"])),
        tags=tuple(sorted(seen["tag"])),
        materials=tuple(sorted(seen["mat"])),
        brands=tuple(sorted(seen["brand"])),
        sizes_by_category={k: tuple(v) for k, v in sizes.items()},
        sizes_by_line={k: tuple(v) for k, v in lines.items()},
    )
