"""`python manage.py adjudicate GAME FILE.json [--variant JSON]`: print the verdict of one record.

Pure: no database and no broker, only the game's engine (judging/adjudications/registry.py).
FILE may be `-` for standard input. A bad file, record or variant is a clear error and exit status 1,
JSON that Python refuses (an integer past its digit limit, nesting past its recursion limit) included.
"""

import json
import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from judging.adjudications.registry import NoEngine, engine_for

MAX_BYTES = 5 * 1024 * 1024  # a hand record is a few kilobytes


class Command(BaseCommand):
    help = "Replay a recorded game under its rules and print the verdict as JSON (no database needed)."
    requires_system_checks = []
    requires_migrations_checks = False

    def add_arguments(self, parser):
        parser.add_argument("game", help='the game, e.g. "tractor"')
        parser.add_argument("file", help="the record as a JSON file, or - for standard input")
        parser.add_argument("--variant", default=None, help="rule variant as JSON, e.g. '{\"follow_tractor\": true}'")

    def handle(self, *args, game, file, variant, **options):
        try:
            engine = engine_for(game)
        except NoEngine as e:
            raise CommandError(str(e)) from None
        record = _load_json(_read(file), file)
        try:
            parsed_variant = engine.parse_variant(_load_json(variant, "--variant") if variant else None)
        except ValueError as e:
            raise CommandError(f"--variant: {e}") from None
        errors = engine.check_shape(record)
        if errors:
            raise CommandError(f"{file}: the record is not well-formed:\n" + "\n".join(f"  {e}" for e in errors))
        verdict = engine.adjudicate(record, parsed_variant)
        self.stdout.write(json.dumps(verdict, indent=2))


def _read(file):
    if file == "-":
        return sys.stdin.read(MAX_BYTES + 1)
    path = Path(file)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise CommandError(f"{file}: too large (more than {MAX_BYTES} bytes)")
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise CommandError(f"{file}: cannot read: {e}") from None


def _load_json(text, where):
    if len(text) > MAX_BYTES:
        raise CommandError(f"{where}: too large (more than {MAX_BYTES} bytes)")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise CommandError(f"{where}: not valid JSON: {e.msg} at line {e.lineno}, column {e.colno}") from None
    except ValueError:  # the only other ValueError json raises: Python's cap on an integer's digits
        limit = sys.get_int_max_str_digits()
        raise CommandError(f"{where}: not valid JSON: an integer has too many digits (at most {limit})") from None
    except RecursionError:
        raise CommandError(f"{where}: not valid JSON: nested too deep") from None
