import json

from django.core.management.base import BaseCommand, CommandError

from games.demo import demo_remove
from games.importers import ImportFileError, import_cards
from games.management.importing import add_file_arguments, write_headline
from games.models import Card, Game


class Command(BaseCommand):
    help = "Import a card file: a ygopro .cdb, or the game's CSV (docs/csv-schemas.md)."

    def add_arguments(self, parser):
        add_file_arguments(parser, kind_of="card_file", file_help="the card file")
        parser.add_argument(
            "--remove-demo", action="store_true", help="once the import succeeds, delete this game's demo cards"
        )

    def handle(self, *args, game, path, **options):
        try:
            summary = import_cards(game=game, path=path)
        except (ImportFileError, OSError) as exc:
            raise CommandError(f"{path}: {exc}") from None
        summary |= settle_demo(Game.objects.get(slug=summary["game"]), remove=options["remove_demo"])
        if options["json"]:
            self.stdout.write(json.dumps(summary, indent=2))
            return
        self.write_summary(summary)
        if summary["demo_removed"]:
            self.stdout.write(f"Removed {summary['demo_removed']} demo cards of {game}.")
        if summary["demo_left"]:
            # Left in, they would turn up in searches and decks beside the real cards.
            self.stdout.write(
                self.style.WARNING(
                    f"{summary['demo_left']} demo cards of {game} are still in the database, beside the real ones: "
                    f"remove them with `manage.py remove_demo {game}` (or import with --remove-demo)."
                )
            )

    def write_summary(self, summary):
        write_headline(
            self,
            f"{summary['file']}: {summary['cards']} {summary['game']} cards "
            f"({summary['created']} new, {summary['updated']} updated, {summary['unchanged']} unchanged, "
            f"{summary['alternates_linked']} alternate printings linked)",
            count=summary["unresolved_count"],
            codes=summary["unresolved_alternates"],
            what="alternate printings point at cards not in the database yet",
        )
        for warning in summary["warnings"]:
            self.stdout.write(self.style.WARNING(warning))


def settle_demo(game, *, remove):
    """{"demo_removed": n, "demo_left": n} once real cards of `game` are in, removing its demo cards if asked."""
    removed = demo_remove(game) if remove else 0
    return {"demo_removed": removed, "demo_left": Card.objects.filter(game=game).demo().count()}
