"""`manage.py import_catalog PATH`: import a catalogue JSON file (format: README, "The catalogue")."""

from django.core.management.base import BaseCommand, CommandError

from shop.importer import CatalogueFileError, catalogue_import, catalogue_load


class Command(BaseCommand):
    help = (
        "Import products from a catalogue JSON file: validate every record, upsert by SKU, and "
        "report created / updated / unchanged / rejected counts. A file that is not a JSON list "
        "changes nothing and exits with status 1."
    )

    def add_arguments(self, parser):
        parser.add_argument("path", help="Path of the catalogue JSON file (a list of products).")

    def handle(self, *args, path: str, **options):
        try:
            records = catalogue_load(path)
        except CatalogueFileError as error:
            raise CommandError(f"{error}; nothing was imported.") from error
        report = catalogue_import(records=records)
        for rejection in report.rejected:
            self.stderr.write(f"Rejected {rejection}")
        summary = (
            f"Imported {path}: {report.created} created, {report.updated} updated, "
            f"{report.unchanged} unchanged, {len(report.rejected)} rejected."
        )
        self.stdout.write(
            self.style.WARNING(summary) if report.rejected else self.style.SUCCESS(summary)
        )
