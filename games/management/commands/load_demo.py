from django.core.management.base import BaseCommand, CommandError

from games.demo import demo_load, demo_slugs
from judging.demo import demo_files, demo_rulings_load


class Command(BaseCommand):
    help = (
        "Load the demo card set into each collectible game that has no real cards yet, and the demo rulings "
        "into each game that has no real document (idempotent). Real data is left alone: demo data never "
        "mixes with it."
    )

    def add_arguments(self, parser):
        games = sorted({*demo_slugs(), *demo_files()})
        parser.add_argument("games", nargs="*", metavar="game", help=f"default: all of {', '.join(games)}")

    def handle(self, *args, games, **options):
        known = {*demo_slugs(), *demo_files()}
        unknown = [slug for slug in games if slug not in known]
        if unknown:
            raise CommandError(f"unknown game {unknown[0]!r}; the demo covers {', '.join(sorted(known))}")
        card_games = [slug for slug in games if slug in demo_slugs()] if games else None
        if card_games is None or card_games:
            for slug, (demo, real) in demo_load(card_games).items():
                if real:
                    self.stdout.write(f"{slug}: skipped, it has {real} real cards")
                else:
                    self.stdout.write(f"{slug}: {demo} demo cards")
        for slug, (demo, real) in demo_rulings_load(games or None).items():
            if real:
                self.stdout.write(f"{slug}: no demo rulings, it has {real} real documents")
            else:
                self.stdout.write(f"{slug}: demo rulings ({demo} document{'' if demo == 1 else 's'})")
