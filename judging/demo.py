"""Demo rulings, so that a first `make run` has rulings to search and questions to ask.

Short FAQs written for Arbiter in its own words (judging/demo_rulings/<game>.<language>.txt, the FAQ
format the importer reads), in English and in the language of each game's source document, so that
a question in one language finds an answer in another. They go through the real importer (and so
get their embeddings from the worker), only into a game with no real document, as the demo cards do;
their source names them as demo, and `remove_demo GAME` takes them out.
"""

from pathlib import Path

from django.db import transaction

from games.models import Game

from . import services
from .models import DEMO_SOURCE_PREFIX, Document

FOLDER = Path(__file__).resolve().parent / "demo_rulings"
TITLES = {
    "en": "Demo rulings (Arbiter's examples, not official)",
    "fr": "Décisions de démonstration (exemples d'Arbiter, non officielles)",
    "es": "Resoluciones de demostración (ejemplos de Arbiter, no oficiales)",
    "ar": "أحكام تجريبية (أمثلة من Arbiter، غير رسمية)",
    "th": "คำตัดสินตัวอย่าง (ตัวอย่างของ Arbiter ไม่เป็นทางการ)",
}


def demo_files():
    """{game slug: [(language, path)]} of the demo FAQs shipped with Arbiter."""
    files = {}
    for path in sorted(FOLDER.glob("*.txt")):
        slug, language = path.stem.split(".")
        files.setdefault(slug, []).append((language, path))
    return files


def demo_documents(game):
    return Document.objects.filter(game=game, source__startswith=DEMO_SOURCE_PREFIX)


def real_documents(game):
    return Document.objects.filter(game=game).exclude(source__startswith=DEMO_SOURCE_PREFIX)


def demo_rulings_load(slugs=None):
    """Import the demo FAQs of each game in `slugs` (default: every game that has some) that holds no
    real document. Returns {slug: (demo documents now in the game, real documents that kept them out)}.
    Importing again changes nothing (the importer matches rulings by their place in the document)."""
    files = demo_files()
    result = {}
    with transaction.atomic():
        for game in Game.objects.filter(slug__in=slugs or list(files)):
            real = real_documents(game).count()
            if not real:
                for language, path in files.get(game.slug, []):
                    services.document_import(
                        kind=Document.FAQ,
                        game=game,
                        language=language,
                        text=path.read_text(encoding="utf-8"),
                        source=f"{DEMO_SOURCE_PREFIX}{path.name}",
                        title=TITLES[language],
                    )
            result[game.slug] = (demo_documents(game).count(), real)
    return result


def demo_rulings_remove(game):
    """Delete the demo documents of `game` and their rulings; returns how many documents went."""
    _, deleted = demo_documents(game).delete()
    return deleted.get(Document._meta.label, 0)
