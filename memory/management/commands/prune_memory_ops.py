"""`manage.py prune_memory_ops --days N`: delete memory operation rows older than N days."""

from datetime import timedelta

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from memory.models import MemoryOp


class Command(BaseCommand):
    help = "Delete memory operations log rows older than --days N (issue 4 item 5)."

    def add_arguments(self, parser):
        parser.add_argument(
            "--days", type=int, required=True, help="keep rows from the last N days (N >= 0)"
        )

    def handle(self, *args, days: int, **options):
        if days < 0:
            raise CommandError("--days must be 0 or more.")
        cutoff = timezone.now() - timedelta(days=days)
        deleted, _ = MemoryOp.objects.filter(created_at__lt=cutoff).delete()
        self.stdout.write(f"Deleted {deleted} memory operation(s) older than {days} day(s).")
