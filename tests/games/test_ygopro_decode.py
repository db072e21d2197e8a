"""The ygopro type bit set and record decoding, without a database (games/importers/ygopro.py)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.importers.errors import ImportFileError
from games.importers.ygopro import TYPE_WORDS, decode, human_type, type_words

pytestmark = pytest.mark.smoke

# (type bits, the type line a player reads) from the README's bit table.
TYPE_LINES = [
    (0x11, "Normal Monster"),
    (0x21, "Effect Monster"),
    (0x41, "Fusion Monster"),
    (0x61, "Fusion Monster"),
    (0xA1, "Ritual Monster"),
    (0x2021, "Synchro Monster"),
    (0x3021, "Synchro Monster"),
    (0x800021, "Xyz Monster"),
    (0x4000021, "Link Monster"),
    (0x1000021, "Pendulum Monster"),
    (0x4011, "Token"),
    (0x200021, "Effect Monster"),
    (0x2, "Normal Spell"),
    (0x10002, "Quick-Play Spell"),
    (0x20002, "Continuous Spell"),
    (0x40002, "Equip Spell"),
    (0x80002, "Field Spell"),
    (0x82, "Ritual Spell"),
    (0x4, "Normal Trap"),
    (0x20004, "Continuous Trap"),
    (0x100004, "Counter Trap"),
]


@pytest.mark.parametrize(("bits", "line"), TYPE_LINES)
def test_it_reads_the_type_line_from_the_bit_set(bits, line):
    assert human_type(type_words(bits)) == line


def test_type_words_list_every_set_bit_in_lower_case():
    assert type_words(0x2061) == ["monster", "effect", "fusion", "synchro"]
    assert type_words(0x200021) == ["monster", "effect", "flip"]


@given(st.sampled_from([0x1, 0x2, 0x4]), st.lists(st.sampled_from([bit for bit, _ in TYPE_WORDS[3:]]), max_size=5))
def test_every_card_kind_gets_a_type_line_of_its_kind(kind_bit, extra_bits):
    bits = kind_bit
    for bit in extra_bits:
        bits |= bit
    words = type_words(bits)
    line = human_type(words)
    expected = {0x1: ("Monster", "Token"), 0x2: ("Spell",), 0x4: ("Trap",)}[kind_bit]
    assert line.endswith(expected)


def row(
    cid=46986414, alias=0, bits=0x11, atk=2500, defence=2100, level=7, race=0x2, attribute=0x20, name="Dark Magician"
):
    return (cid, 3, alias, 0x10A2, bits, atk, defence, level, race, attribute, name, "The ultimate wizard.")


def test_a_monster_record_has_the_attrs_of_docs_cards_md():
    record = decode(row())
    assert record.code == "46986414"
    assert record.type == "Normal Monster"
    assert record.attrs == {
        "kind": "monster",
        "types": ["monster", "normal"],
        "ot": 3,
        "setcode": 0x10A2,
        "attribute": "DARK",
        "race": "Spellcaster",
        "level": 7,
        "atk": 2500,
        "def": 2100,
    }


def test_question_mark_stats_are_kept_as_null():
    record = decode(row(atk=-2, defence=-2))
    assert record.attrs["atk"] is None
    assert record.attrs["def"] is None


def test_a_link_monster_has_no_def_and_its_rating_as_level():
    record = decode(row(bits=0x4000021, level=3, defence=0x2A))
    assert "def" not in record.attrs
    assert record.attrs["level"] == 3


def test_a_pendulum_monster_keeps_its_scale_out_of_the_level_column():
    record = decode(row(bits=0x1000021, level=(5 << 24) | (5 << 16) | 4))
    assert record.attrs["level"] == 4
    assert record.attrs["scale"] == 5


def test_spells_have_no_monster_stats():
    record = decode(row(bits=0x10002, name="Mystical Space Typhoon"))
    assert record.type == "Quick-Play Spell"
    assert not {"atk", "def", "level", "attribute", "race"} & set(record.attrs)


def test_an_alias_becomes_the_alternate_printing_link():
    record = decode(row(cid=46986415, alias=46986414))
    assert record.alternate_of == "46986414"
    assert record.attrs["alias"] == "46986414"


def test_a_card_without_a_name_is_refused_by_id():
    with pytest.raises(ImportFileError, match="card id 5 has no name"):
        decode(row(cid=5, name=None))


def test_a_type_that_is_no_card_kind_is_refused_by_id():
    with pytest.raises(ImportFileError, match=r"card id 7 .*neither monster, spell nor trap"):
        decode(row(cid=7, bits=0x8000000))
