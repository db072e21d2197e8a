"""Card rows for the games whose engines read card facts: real Yu-Gi-Oh! cards imported from the Goat cdb
(only those a record names), the Esferas test cards of tests/games/rules/esferas/helpers.py, and the example records."""

import json
from functools import cache

from games.demo import demo_load
from games.importers.service import parse_cards
from games.models import Card, Game
from judging.adjudications import examples, registry
from tests.conftest import DATA
from tests.games.rules.esferas.helpers import CARD_DATA

CDB = DATA / "yugioh" / "goat-cards.en.cdb"


@cache
def goat_records():
    return {record.code: record for record in parse_cards("yugioh", CDB).records}


def store_yugioh(record):
    """Card rows, as `import_cards` writes them, for every passcode `record` names."""
    engine = registry.engine_for("yugioh")
    game = Game.objects.get(slug="yugioh")
    rows = [goat_records()[code] for code in registry.card_codes(engine, record)]
    Card.objects.bulk_create(
        [Card(game=game, code=r.code, name=r.name, type=r.type, text=r.text, attrs=r.attrs) for r in rows],
        ignore_conflicts=True,
    )


def store_esferas():
    """The test cards of tests/games/rules/esferas/helpers.py (codes such as KAME, DB3, F00)."""
    game = Game.objects.get(slug="esferas")
    Card.objects.bulk_create(
        [
            Card(game=game, code=code, name=name, type=kind, attrs=attrs)
            for code, (kind, attrs, name) in CARD_DATA.items()
        ],
        ignore_conflicts=True,
    )


def store_esferas_demo():
    """The demo set (games/demo.py), whose codes the documented example names."""
    demo_load(["esferas"])


def store_dbs():
    """The real DBS card file (sets BT1-BT5 and the promos the documented example names), as `import_cards` does."""
    from games.importers import import_cards

    import_cards(game=Game.objects.get(slug="dbs"), path=DATA / "dbs" / "cards.csv")


def example_record(game):
    return json.loads(examples.example(game))
