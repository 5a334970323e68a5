"""`manage.py prune_visits --days N`: delete the visit rows of chats untouched for N days."""

from datetime import timedelta

from django.core.management.base import BaseCommand, CommandError

from assistant import visits


class Command(BaseCommand):
    help = (
        "Delete VisitChat rows untouched for --days N (issue 20; run beside clearsessions, "
        "with N at least the session cookie's age) and stale in-flight turn marks."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--days", type=int, required=True, help="keep visits touched in the last N days"
        )

    def handle(self, *args, days: int, **options):
        if days < 0:
            raise CommandError("--days must be 0 or more.")
        chats, turns = visits.prune(older_than=timedelta(days=days))
        self.stdout.write(f"Deleted {chats} visit chat(s) and {turns} stale in-flight turn(s).")
