"""Importing ygopro card databases: the real Goat pool, EDOPro's entries, re-imports and bad files."""

import pytest

from games.importers import ImportFileError, import_cards
from games.models import Card

from .helpers import make_cdb, monster, spell, write

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


@pytest.fixture
def goat(data_dir):
    return data_dir / "yugioh" / "goat-cards.en.cdb"


def yugioh(**filters):
    return Card.objects.filter(game__slug="yugioh", **filters)


def test_it_imports_the_goat_card_database(goat):
    summary = import_cards(game="yugioh", path=goat)
    assert summary["cards"] == 1893
    assert summary["created"] == 1893
    assert yugioh().count() == 1893
    magician = yugioh().get(code="46986414")
    assert (magician.name, magician.type) == ("Dark Magician", "Normal Monster")
    assert magician.attrs["attribute"] == "DARK"
    assert magician.attrs["race"] == "Spellcaster"
    assert (magician.attrs["level"], magician.attrs["atk"], magician.attrs["def"]) == (7, 2500, 2100)


def test_passcodes_lose_their_leading_zeros(goat):
    import_cards(game="yugioh", path=goat)
    assert yugioh(code="3078576").get().name == "Yata-Garasu"
    assert not yugioh(code__startswith="0").exists()


def test_human_types_come_from_the_bit_set(goat):
    import_cards(game="yugioh", path=goat)
    assert yugioh(name="Pot of Greed").first().type == "Normal Spell"
    assert yugioh(name="Mystical Space Typhoon").first().type == "Quick-Play Spell"
    assert yugioh(name="Mirror Force").first().type == "Normal Trap"
    assert yugioh(name="Magic Jammer").first().type == "Counter Trap"
    assert yugioh(name="Thousand-Eyes Restrict").first().type == "Fusion Monster"
    assert "fusion" in yugioh(name="Thousand-Eyes Restrict").first().attrs["types"]


def test_aliases_become_alternate_printings(goat):
    summary = import_cards(game="yugioh", path=goat)
    assert summary["alternates_linked"] == 105
    alternate = yugioh(code="46986415").get()
    assert alternate.alternate_of.code == "46986414"
    assert yugioh(alternate_of__isnull=False).count() == 105


def test_reimporting_updates_in_place(goat):
    import_cards(game="yugioh", path=goat)
    before = dict(yugioh().values_list("code", "id"))
    Card.objects.filter(game__slug="yugioh", code="46986414").update(name="Renamed by hand")
    summary = import_cards(game="yugioh", path=goat)
    assert (summary["created"], summary["updated"], summary["unchanged"]) == (0, 1, 1892)
    assert dict(yugioh().values_list("code", "id")) == before
    assert yugioh(code="46986414").get().name == "Dark Magician"
    assert yugioh(code="46986415").get().alternate_of_id == before["46986414"]


def test_goat_entries_map_edopro_ids_to_real_passcodes(goat, data_dir):
    import_cards(game="yugioh", path=goat)
    summary = import_cards(game="yugioh", path=data_dir / "yugioh" / "goat-entries.cdb")
    assert summary["cards"] == 191
    fenrir = yugioh(code="504700001").get()
    assert fenrir.alternate_of.code == "218704"
    assert summary["unresolved_count"] == len(summary["unresolved_alternates"])


def test_entries_imported_first_are_linked_when_their_cards_arrive(goat, data_dir):
    first = import_cards(game="yugioh", path=data_dir / "yugioh" / "goat-entries.cdb")
    assert first["unresolved_count"] == 191
    assert yugioh(code="504700001").get().alternate_of is None
    import_cards(game="yugioh", path=goat)
    assert yugioh(code="504700001").get().alternate_of.code == "218704"


def test_an_alias_to_a_card_later_in_the_same_file_is_resolved(tmp_path):
    path = make_cdb(tmp_path / "a.cdb", [monster(100, "Alt Art", alias=900), monster(900, "Original")])
    summary = import_cards(game="yugioh", path=path)
    assert summary["alternates_linked"] == 1
    assert yugioh(code="100").get().alternate_of.code == "900"


def test_a_file_that_is_not_sqlite_is_refused_and_changes_nothing(tmp_path):
    path = write(tmp_path, "cards.cdb", "id,name\n1,Not a database\n")
    with pytest.raises(ImportFileError, match="not an SQLite database"):
        import_cards(game="yugioh", path=path)
    assert not yugioh().exists()


def test_a_database_without_the_texts_table_is_refused(tmp_path):
    import sqlite3

    db = sqlite3.connect(tmp_path / "x.cdb")
    db.execute("CREATE TABLE datas(id integer, ot, alias, setcode, type, atk, def, level, race, attribute)")
    db.commit()
    db.close()
    with pytest.raises(ImportFileError, match="no table 'texts'"):
        import_cards(game="yugioh", path=tmp_path / "x.cdb")


def test_a_bad_row_names_its_row_and_nothing_is_half_written(tmp_path):
    rows = [monster(10, "Good"), spell(11, "Also good"), monster(12, "Bad", kind=0x8000000)]
    path = make_cdb(tmp_path / "bad.cdb", rows)
    with pytest.raises(ImportFileError) as caught:
        import_cards(game="yugioh", path=path)
    assert "row 3 of table datas" in str(caught.value)
    assert "card id 12" in str(caught.value)
    assert not yugioh().exists()


def test_a_card_missing_from_texts_is_named(tmp_path):
    path = make_cdb(tmp_path / "notext.cdb", [monster(77, "Lost")], texts=False)
    with pytest.raises(ImportFileError, match="card id 77 has no name"):
        import_cards(game="yugioh", path=path)


def test_an_empty_database_is_refused(tmp_path):
    with pytest.raises(ImportFileError, match="holds no cards"):
        import_cards(game="yugioh", path=make_cdb(tmp_path / "empty.cdb", []))


def test_tractor_needs_no_import(tmp_path):
    with pytest.raises(ImportFileError, match="Tractor needs no import"):
        import_cards(game="tractor", path=write(tmp_path, "t.csv", "code,name,type\n"))


def test_a_file_name_with_uri_characters_is_read(tmp_path):
    path = make_cdb(tmp_path / "odd name?#%.cdb", [monster(42, "Odd")])
    assert import_cards(game="yugioh", path=path)["cards"] == 1


@pytest.mark.parametrize(
    ("card", "field"), [(monster(12, "Bl\x00ue"), "name"), (spell(12, "Fine", desc="a\x00b"), "desc")]
)
def test_a_nul_byte_in_a_card_s_text_names_the_card_and_imports_nothing(tmp_path, card, field):
    path = make_cdb(tmp_path / "nul.cdb", [monster(10, "Good"), card])
    with pytest.raises(ImportFileError, match=f"row 2 of table datas: card id 12: its {field} holds a NUL byte"):
        import_cards(game="yugioh", path=path)
    assert not yugioh().exists()
