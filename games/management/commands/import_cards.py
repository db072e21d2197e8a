import json

from django.core.management.base import BaseCommand, CommandError

from games.importers import ImportFileError, import_cards


class Command(BaseCommand):
    help = "Import a card file: a ygopro .cdb for yugioh, the game's CSV (docs/csv-schemas.md) for dbs, dbz, esferas."

    def add_arguments(self, parser):
        parser.add_argument("game", help="yugioh, dbs, dbz or esferas")
        parser.add_argument("path", help="the card file")
        parser.add_argument("--json", action="store_true", help="print the summary as JSON")

    def handle(self, *args, game, path, **options):
        try:
            summary = import_cards(game=game, path=path)
        except (ImportFileError, OSError) as exc:
            raise CommandError(f"{path}: {exc}") from None
        if options["json"]:
            self.stdout.write(json.dumps(summary, indent=2))
            return
        self.stdout.write(
            self.style.SUCCESS(
                f"{summary['file']}: {summary['cards']} {summary['game']} cards "
                f"({summary['created']} new, {summary['updated']} updated, {summary['unchanged']} unchanged, "
                f"{summary['alternates_linked']} alternate printings linked)"
            )
        )
        if summary["unresolved_count"]:
            self.stdout.write(
                f"{summary['unresolved_count']} alternate printings point at cards not in the database yet: "
                + ", ".join(summary["unresolved_alternates"])
            )
        for warning in summary["warnings"]:
            self.stdout.write(self.style.WARNING(warning))
