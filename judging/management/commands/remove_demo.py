from django.core.management.base import BaseCommand, CommandError

from games.demo import demo_remove
from games.models import Game
from judging.demo import demo_rulings_remove


class Command(BaseCommand):
    help = (
        "Delete the demo cards and demo rulings of one game, typically once its real cards or documents are "
        "imported. Real cards and documents stay."
    )

    def add_arguments(self, parser):
        parser.add_argument("game", help="yugioh, dbs, dbz, esferas or tractor")

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
        documents = demo_rulings_remove(game)
        if documents:
            self.stdout.write(self.style.SUCCESS(f"Removed {documents} demo rulings documents of {game.name}."))
