"""The card facts the engine's tests and bot use are the ones the card database holds: the tests' sqlite
reading of the Goat cdb agrees with the importer's decoding, and the bot's pool with the cdb."""

import sqlite3

import pytest

from games.importers.ygopro import decode
from games.rules.yugioh.cards import KINDS, SPELL_SUBTYPES, TRAP_SUBTYPES
from tests.games.rules.yugioh.helpers import CDB, TYPE_BITS, real_cards
from tests.support.bots.yugioh import POOL

pytestmark = pytest.mark.smoke

QUERY = (
    'SELECT d.id, d.ot, d.alias, d.setcode, d.type, d.atk, d.def, d.level, d.race, d.attribute, t.name, t."desc" '
    "FROM datas d JOIN texts t ON t.id = d.id"
)
WORDS = {word for _bit, word in TYPE_BITS}


def test_the_tests_decode_every_type_word_the_engine_reads():
    assert {*KINDS, *SPELL_SUBTYPES, *TRAP_SUBTYPES, "flip"} <= WORDS


def test_the_tests_read_each_card_as_the_importer_does():
    db = sqlite3.connect(f"{CDB.as_uri()}?mode=ro", uri=True)
    try:
        rows = db.execute(QUERY).fetchall()
    finally:
        db.close()
    facts = real_cards()
    assert len(rows) == len(facts) > 1800
    for row in rows:
        card = decode(row)
        read = facts[card.code]
        assert (read["name"], read["kind"]) == (card.name, card.attrs["kind"])
        assert read["types"] == [word for word in card.attrs["types"] if word in WORDS]


def test_the_bots_cards_are_real_cards_with_their_real_facts():
    facts = real_cards()
    for code, pool_facts in POOL.items():
        real = facts[code]
        assert {key: real[key] for key in ("name", "kind", "types")} == pool_facts, code
