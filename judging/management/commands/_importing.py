"""Shared by import_rulings and import_rules: arguments, reading the file, reporting."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from games.models import Game
from judging.importers.faq import FaqFormatError
from judging.search import languages
from judging.services import document_import

MAX_BYTES = 20 * 1024 * 1024


class ImportCommand(BaseCommand):
    kind = ""

    def add_arguments(self, parser):
        parser.add_argument("game", help="game slug, e.g. dbs")
        parser.add_argument("lang", help=f"language: {', '.join(languages.LANGUAGES)}")
        parser.add_argument("file", help="UTF-8 text file")
        parser.add_argument("--title", default="", help="document title (default: from game, kind, language)")
        parser.add_argument("--doc-version", dest="doc_version", default="", help="version or date of the document")

    def handle(self, *args, game, lang, file, title, doc_version, **options):
        game_obj = Game.objects.filter(slug=game).first()
        if game_obj is None:
            raise CommandError(
                f"unknown game {game!r}: one of {', '.join(Game.objects.values_list('slug', flat=True))}"
            )
        if lang not in languages.LANGUAGES:
            raise CommandError(f"unknown language {lang!r}: one of {', '.join(languages.LANGUAGES)}")
        path = Path(file)
        if not path.is_file():
            raise CommandError(f"{file}: no such file")
        if path.stat().st_size > MAX_BYTES:
            raise CommandError(f"{file}: larger than {MAX_BYTES} bytes")
        try:
            text = path.read_text(encoding="utf-8-sig")
        except UnicodeDecodeError as exc:
            line = path.read_bytes()[: exc.start].count(b"\n") + 1
            raise CommandError(f"{file}: line {line}: not UTF-8 text") from None
        try:
            report = document_import(
                kind=self.kind,
                game=game_obj,
                language=lang,
                text=text,
                source=path.name,
                title=title,
                version=doc_version,
            )
        except (FaqFormatError, ValueError) as exc:
            raise CommandError(f"{file}: {exc}") from None
        self.stdout.write(
            f"{report.document.name}: {report.created} created, {report.updated} updated, "
            f"{report.unchanged} unchanged, {report.removed} removed"
        )
        for warning in report.warnings:
            self.stderr.write(f"{file}: {warning}")
