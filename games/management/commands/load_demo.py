from django.core.management.base import BaseCommand, CommandError

from games.demo import DEMO_SETS, demo_load


class Command(BaseCommand):
    help = (
        "Load the demo card set into each collectible game that has no real cards yet (idempotent). "
        "A game with real cards is left alone: the demo set never mixes with real data."
    )

    def add_arguments(self, parser):
        parser.add_argument("games", nargs="*", metavar="game", help=f"default: all of {', '.join(DEMO_SETS)}")

    def handle(self, *args, games, **options):
        unknown = [slug for slug in games if slug not in DEMO_SETS]
        if unknown:
            raise CommandError(f"unknown game {unknown[0]!r}; the demo set covers {', '.join(DEMO_SETS)}")
        for slug, (demo, real) in demo_load(games).items():
            if real:
                self.stdout.write(f"{slug}: skipped, it has {real} real cards")
            else:
                self.stdout.write(f"{slug}: {demo} demo cards")
