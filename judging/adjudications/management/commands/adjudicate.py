"""`python manage.py adjudicate GAME FILE.json [--variant JSON] [--cards FILE]`: print the verdict of one record.

A game whose engine reads no card facts needs nothing but its engine (judging/adjudications/registry.py):
no database, no broker. A game whose engine reads card facts takes them from `--cards FILE` when given (a
card file as `import_cards` reads it for that game, nothing written), or else from the card database, in
one query. A variant option the game's default format sets (DBZ's Physical Attack Table) is read from the
database when there is one, as the service does; `--variant` overrides it. FILE may be `-` for standard
input. A bad file, record, variant or card file is a clear error and exit status 1, a code no card has
(with its path in the record) and JSON that Python refuses (an integer past its digit limit, nesting past its recursion
limit) included.
"""

import json
import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.db import DatabaseError

from games.importers.errors import ImportFileError
from games.importers.service import parse_cards
from judging.adjudications.registry import InvalidRequest, NoEngine, card_facts, engine_for, games_with_engines, replay
from judging.adjudications.services import cards_for, with_format_options

MAX_BYTES = 5 * 1024 * 1024  # a hand record is a few kilobytes


class Command(BaseCommand):
    help = "Replay a recorded game under its rules and print the verdict as JSON."
    requires_system_checks = []
    requires_migrations_checks = False

    def add_arguments(self, parser):
        parser.add_argument("game", help=f"the game: one of {', '.join(games_with_engines())}")
        parser.add_argument("file", help="the record as a JSON file, or - for standard input")
        parser.add_argument("--variant", default=None, help="rule variant as JSON, e.g. '{\"option\": true}'")
        parser.add_argument(
            "--cards",
            default=None,
            help="card file to read card facts from instead of the database, in the game's import format",
        )

    def handle(self, *args, game, file, variant, cards, **options):
        try:
            engine = engine_for(game)
        except NoEngine as e:
            raise CommandError(str(e)) from None
        record = _load_json(_read(file), file)
        try:
            given = _load_json(variant, "--variant") if variant else None
            parsed_variant = engine.parse_variant(_with_format(game, given))
        except ValueError as e:
            raise CommandError(f"--variant: {e}") from None
        errors = engine.check_shape(record)
        if errors:
            raise CommandError(f"{file}: the record is not well-formed:\n" + "\n".join(f"  {e}" for e in errors))
        facts = _facts(game, engine, record, cards) if engine.reads_cards else None
        try:
            verdict = replay(game, record, engine.variant_dict(parsed_variant), shape_checked=True, cards=facts)
        except InvalidRequest as e:
            raise CommandError(f"{file}: " + "\n".join(f"{m}" for m in e.messages)) from None
        self.stdout.write(json.dumps(verdict, indent=2, ensure_ascii=False))


def _with_format(game, variant):
    """The variant with the options the game's default format sets (a table, DBZ's `pat`), as the service
    plays an adjudication; as given when no database can be read (the command then needs none)."""
    try:
        return with_format_options(game, variant)
    except DatabaseError:
        return variant


def _facts(game, engine, record, cards_file):
    """{code: facts} for the record's cards, from the card file when given, else from the database."""
    if cards_file is None:
        return cards_for(game=game, records=[record])
    try:
        parsed = parse_cards(game, cards_file)
    except ImportFileError as e:
        raise CommandError(f"--cards {cards_file}: {e}") from None
    except OSError as e:
        raise CommandError(f"--cards {cards_file}: cannot read: {e}") from None
    wanted = set(engine.card_codes(record))
    return {
        r.code: card_facts(name=r.name, type=r.type, text=r.text, attrs=r.attrs)
        for r in parsed.records
        if r.code in wanted
    }


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
