"""`manage.py import_catalog PATH [--images DIR]`: import a catalogue JSON file (README, "The
catalogue"), copying the image files it names from DIR into CATALOGUE_IMAGE_DIR (issue 10)."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from shop.importer import CatalogueFileError, catalogue_import, catalogue_load


class Command(BaseCommand):
    help = (
        "Import products from a catalogue JSON file: validate every record, upsert by SKU, and "
        "report created / updated / unchanged / rejected / warning counts. With --images DIR, "
        "image files named in the file are copied from DIR into CATALOGUE_IMAGE_DIR. A file "
        "that is not a JSON list changes nothing and exits with status 1."
    )

    def add_arguments(self, parser):
        parser.add_argument("path", help="Path of the catalogue JSON file (a list of products).")
        parser.add_argument(
            "--images",
            metavar="DIR",
            help="Folder holding the image files the catalogue names (bare names or relative "
            "paths); they are copied into CATALOGUE_IMAGE_DIR.",
        )

    def handle(self, *args, path: str, images: str | None = None, **options):
        if images is not None and not Path(images).is_dir():
            raise CommandError(f"--images {images} is not a folder; nothing was imported.")
        try:
            records = catalogue_load(path)
        except CatalogueFileError as error:
            raise CommandError(f"{error}; nothing was imported.") from error
        report = catalogue_import(records=records, images_dir=images)
        if report.embedding_error:
            self.stderr.write(
                "Embedding the products for semantic search failed; keyword search works and "
                f"the next search tries again: {report.embedding_error}"
            )
        for rejection in report.rejected:
            self.stderr.write(f"Rejected {rejection}")
        for warning in report.warnings:
            self.stderr.write(f"Warning: {warning}")
        count = len(report.warnings)
        summary = (
            f"Imported {path}: {report.created} created, {report.updated} updated, "
            f"{report.unchanged} unchanged, {len(report.rejected)} rejected, "
            f"{count} warning{'' if count == 1 else 's'}."
        )
        trouble = report.rejected or report.warnings
        self.stdout.write(self.style.WARNING(summary) if trouble else self.style.SUCCESS(summary))
