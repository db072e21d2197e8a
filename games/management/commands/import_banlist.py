import datetime
import json

from django.core.management.base import BaseCommand, CommandError

from games.importers import ImportFileError, import_banlist
from games.management.importing import add_file_arguments, write_headline


def iso_date(value):
    try:
        return datetime.date.fromisoformat(value)
    except ValueError:
        raise CommandError(f"--date {value!r} is not a date like 2020-05-01") from None


class Command(BaseCommand):
    help = "Import a banlist (every list of an lflist.conf becomes a format; a code,limit[,name] CSV is one format)."

    def add_arguments(self, parser):
        add_file_arguments(parser, kind_of="banlist_file", file_help="the banlist file")
        parser.add_argument("--name", help="format name for a CSV list (default: the file name)")
        parser.add_argument("--date", type=iso_date, help="date the format starts, when its name carries none")

    def handle(self, *args, game, path, name, date, **options):
        try:
            summary = import_banlist(game=game, path=path, name=name, valid_from=date)
        except (ImportFileError, OSError) as exc:
            raise CommandError(f"{path}: {exc}") from None
        if options["json"]:
            self.stdout.write(json.dumps(summary, indent=2))
            return
        for fmt in summary["formats"]:
            kind = "whitelist, " if fmt["whitelist"] else ""
            write_headline(
                self,
                f"{fmt['name']} ({kind}from {fmt['valid_from'] or 'no date'}): {fmt['forbidden']} forbidden, "
                f"{fmt['limited']} limited, {fmt['semi_limited']} semi-limited, {fmt['unlimited']} unlimited",
                count=fmt["unknown_count"],
                codes=fmt["unknown_codes"],
                what="codes not in the card database yet (kept)",
                indent="  ",
            )
        for warning in summary["warnings"]:
            self.stdout.write(self.style.WARNING(warning))
