from django.core.management.base import BaseCommand, CommandError

from games.demo import demo_remove
from games.models import Game


class Command(BaseCommand):
    help = "Delete the demo cards of one game, typically once its real cards are imported. Real cards stay."

    def add_arguments(self, parser):
        parser.add_argument("game", help="yugioh, dbs, dbz or esferas")

    def handle(self, *args, game, **options):
        try:
            game = Game.objects.get(slug=game)
        except Game.DoesNotExist:
            raise CommandError(f"unknown game {game!r}") from None
        removed = demo_remove(game)
        if removed:
            self.stdout.write(self.style.SUCCESS(f"Removed {removed} demo cards of {game.name}."))
        else:
            self.stdout.write(f"{game.name} has no demo cards.")
