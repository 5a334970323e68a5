"""What the offline model reads from a catalogue (issue 11 item 1): `CatalogueWords`, built from
the database (assistant.offline.catalogue) or from a catalogue file (`words_from_records`)."""

from __future__ import annotations

from dataclasses import dataclass, field


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


def words_from_records(records: list[dict], version: str = "file") -> CatalogueWords:
    """`CatalogueWords` of catalogue records in the documented JSON format (bad records are
    skipped): for tests and for when the database cannot be read."""
    by_type: dict[str, set[str]] = {}
    sizes: dict[tuple[str, str], list[str]] = {}
    lines: dict[tuple[str, str, str], list[str]] = {}
    seen: dict[str, set[str]] = {k: set() for k in ("dep", "col", "tag", "mat", "brand")}
    for record in records:
        try:
            category = record["category"]
            type_, subtype = str(category["type"]), str(category["subtype"])
            seen["dep"].add(str(category["department"]))
            seen["col"].add(str(record["color"]).lower())
            seen["mat"].add(str(record["material"]))
            seen["tag"].update(str(t).lower() for t in record.get("tags") or ())
            if record.get("brand"):
                seen["brand"].add(str(record["brand"]).strip())
            by_type.setdefault(type_, set()).add(subtype)
            listed = sizes.setdefault((type_, subtype), [])
            listed.extend(str(s) for s in record["sizes"] if str(s) not in listed)
            line = lines.setdefault((str(category["department"]), type_, subtype), [])
            line.extend(str(s) for s in record["sizes"] if str(s) not in line)
        except (KeyError, TypeError, AttributeError):
            continue
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
