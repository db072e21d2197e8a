"""Importing the CSV card files of DBS, DBZ and Esferas (schema: docs/csv-schemas.md)."""

import pytest

from games.importers import ImportFileError, import_cards
from games.models import Card

from .helpers import write

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def cards(game, **filters):
    return Card.objects.filter(game__slug=game, **filters)


def test_it_reads_the_dbs_file_as_it_is(data_dir):
    summary = import_cards(game="dbs", path=data_dir / "dbs" / "cards.csv")
    # 993 rows: 19 tokens without a number and 2 rows repeating a number are reported, not imported.
    assert summary["cards"] == 972 == cards("dbs").count()
    assert len(summary["warnings"]) == 21
    assert any("line 329: 'Ghost Token' has no card code" in w for w in summary["warnings"])
    assert any("line 498: code TB1-011 already given on line 497" in w for w in summary["warnings"])


def test_dbs_columns_become_typed_attributes(data_dir):
    import_cards(game="dbs", path=data_dir / "dbs" / "cards.csv")
    vegeta = cards("dbs", code="P-001").get()
    assert (vegeta.name, vegeta.type) == ("One-Hit Destruction Vegeta", "Battle")
    assert vegeta.attrs["cost"] == 6
    assert vegeta.attrs["power"] == 25000
    assert vegeta.attrs["combo"] == 10000
    assert vegeta.attrs["color"] == "Blue"
    assert vegeta.attrs["trait"] == "Saiyan"
    assert vegeta.attrs["set"] == "P"
    assert vegeta.attrs["keywords"] == []
    assert vegeta.attrs["any_number_of_copies"] is False
    leader = cards("dbs", code="P-025").get()
    assert leader.type == "Leader"
    assert leader.attrs["cost"] is None
    assert leader.attrs["leader_back_name"] == "Vile Strike Dark Prince Vegeta"


def test_dbs_keywords_and_copy_exceptions(data_dir):
    import_cards(game="dbs", path=data_dir / "dbs" / "cards.csv")
    ultimates = cards("dbs", attrs__keywords__icontains="Ultimate")
    assert ultimates.count() == 7
    assert all(c.attrs["keywords"] == ["Ultimate"] for c in ultimates)
    assert sum(1 for c in cards("dbs") if c.attrs["any_number_of_copies"]) == 4


def test_dbs_special_printings_point_at_their_base_card(data_dir):
    import_cards(game="dbs", path=data_dir / "dbs" / "cards.csv")
    spr = cards("dbs", code="BT1-011_SPR").get()
    assert spr.attrs["base_code"] == "BT1-011"
    assert spr.attrs["set"] == "BT1"
    assert spr.alternate_of.code == "BT1-011"


def test_the_dbz_file_builds_codes_from_set_and_number(data_dir):
    summary = import_cards(game="dbz", path=data_dir / "dbz" / "saiyan-saga.csv")
    assert summary["cards"] == 140
    assert cards("dbz", code="SAIYAN-158").exists()
    punch = cards("dbz", code="SAIYAN-001").get()
    assert punch.name == "Orange Standing Fist Punch"
    assert punch.attrs["set"] == "Saiyan"
    assert punch.attrs["number"] == "001"
    assert punch.attrs["style"] == "Orange"
    assert punch.text.startswith("Physical attack.")


def test_dbz_personalities_have_levels_pur_and_power_stages(data_dir):
    import_cards(game="dbz", path=data_dir / "dbz" / "saiyan-saga.csv")
    personalities = cards("dbz", type="Personality")
    assert personalities.count() == 6
    for card in personalities:
        assert isinstance(card.attrs["level"], int)
        assert isinstance(card.attrs["pur"], int)
        assert all(isinstance(stage, int) for stage in card.attrs["power_stages"])
        assert card.attrs["alignment"] in ("Hero", "Rogue")


def test_dbz_dragonball_spelling_becomes_the_documented_type(data_dir):
    import_cards(game="dbz", path=data_dir / "dbz" / "saiyan-saga.csv")
    assert cards("dbz", type="Dragon Ball").count() == 7
    assert not cards("dbz", type="Dragonball").exists()


def test_reimporting_a_csv_updates_in_place(data_dir):
    path = data_dir / "dbs" / "cards.csv"
    import_cards(game="dbs", path=path)
    ids = dict(cards("dbs").values_list("code", "id"))
    summary = import_cards(game="dbs", path=path)
    assert (summary["created"], summary["updated"], summary["unchanged"]) == (0, 0, 972)
    assert dict(cards("dbs").values_list("code", "id")) == ids


def test_an_esferas_csv_imports_with_its_schema(tmp_path):
    path = write(
        tmp_path,
        "esferas.csv",
        "code,name,type,sphere,points,character,text\n"
        "ESF-001,Kame Hame Ha,Attack,4,30/50,,Ataque de energía.\n"
        "ESF-002,Más Poder,Modifier,5,+0+30,,\n"
        "ESF-003,Goku,Character,4,,Goku,\n",
    )
    import_cards(game="esferas", path=path)
    card = cards("esferas", code="ESF-001").get()
    assert card.attrs == {"sphere": 4, "points": "30/50", "defence": 30, "attack": 50}
    assert card.text == "Ataque de energía."
    # A modifier keeps its printed numbers as its own stat too (issue 31), as an attack keeps its defence and attack.
    assert cards("esferas", code="ESF-002").get().attrs == {"sphere": 5, "points": "+0+30", "modifier": "+0+30"}
    assert cards("esferas", code="ESF-003").get().attrs == {"sphere": 4, "character": "Goku"}


def test_an_esferas_csv_may_give_the_numbers_in_spanish_columns(tmp_path):
    path = write(tmp_path, "esferas.csv", "codigo,nombre,tipo,esfera,defensa,ataque\nESF-9,Bloqueo,Defensa,2,40,20\n")
    import_cards(game="esferas", path=path)
    card = cards("esferas", code="ESF-9").get()
    assert (card.type, card.attrs) == ("Defence", {"sphere": 2, "points": "40/20", "defence": 40, "attack": 20})


@pytest.mark.parametrize(
    ("row", "error"),
    [
        (
            "ESF-1,Kame,Attack,4,50,",
            'line 2: card ESF-1: attrs.points is "50", not defence/attack points such as 30/50',
        ),
        ("ESF-1,Power,Modifier,3,,30", 'line 2: card ESF-1: attrs.modifier is "30", not a bonus +defence+attack'),
        ("ESF-1,Kame,Attack,9,30/50,", "line 2: card ESF-1: attrs.sphere is 9, not a sphere 1 to 7"),
    ],
)
def test_an_esferas_card_the_rules_cannot_read_is_refused_on_its_line(tmp_path, row, error):
    path = write(tmp_path, "esferas.csv", f"code,name,type,sphere,points,modifier\n{row}\n")
    with pytest.raises(ImportFileError) as refused:
        import_cards(game="esferas", path=path)
    assert str(refused.value).startswith(error)
    assert not cards("esferas").exists()


def test_dbz_limit_per_deck_text_becomes_the_deck_limit(data_dir):
    import_cards(game="dbz", path=data_dir / "dbz" / "saiyan-saga.csv")
    assert cards("dbz", code="SAIYAN-034").get().attrs["deck_limit"] == 1
    assert cards("dbz", code="SAIYAN-025").get().attrs["deck_limit"] == 2
    assert cards("dbz", attrs__has_key="deck_limit").count() == 13
    assert "deck_limit" not in cards("dbz", code="SAIYAN-001").get().attrs


DBS_COPY_TEXTS = [
    ("[Permanent] You can include up to 8 copies of this card in your deck.", 8, False),
    ("[Permanent] You can only include 1 copy of this card in your deck.", 1, False),
    ("[Permanent] you can include two copies of this card in your deck.", 2, False),
    ("[Permanent] You can include any number of copies of this card in your deck.", None, True),
    ("[Permanent] You can include as many copies of this card as you want in your deck.", None, True),
    ("[Auto] When you include this card, draw 4 copies of nothing.", None, False),
]


@pytest.mark.parametrize(("text", "limit", "any_number"), DBS_COPY_TEXTS)
def test_dbs_text_that_sets_its_own_count_is_read(tmp_path, text, limit, any_number):
    path = write(tmp_path, "dbs.csv", f'code,name,type,text\nBT9-001,Card,BATTLE,"{text}"\n')
    import_cards(game="dbs", path=path)
    attrs = cards("dbs", code="BT9-001").get().attrs
    assert attrs.get("deck_limit") == limit and attrs["any_number_of_copies"] is any_number


def test_the_any_number_column_stays_when_the_text_says_nothing(tmp_path):
    path = write(tmp_path, "dbs.csv", "code,name,type,any_number_of_copies\nBT9-001,Card,BATTLE,1\n")
    import_cards(game="dbs", path=path)
    assert cards("dbs", code="BT9-001").get().attrs["any_number_of_copies"] is True


def test_the_card_page_shows_a_text_limit(client, data_dir):
    import_cards(game="dbz", path=data_dir / "dbz" / "saiyan-saga.csv")
    page = client.get(cards("dbz", code="SAIYAN-034").get().get_absolute_url()).content.decode()
    assert "Copies per deck" in page and "at most 1 (card text)" in page
    other = client.get(cards("dbz", code="SAIYAN-001").get().get_absolute_url()).content.decode()
    assert "Copies per deck" not in other


SPANISH_TYPES = [
    ("Esfera", "Dragon Ball"),
    ("Esfera del Dragón", "Dragon Ball"),
    ("ESFERA DEL DRAGON", "Dragon Ball"),
    ("Ataque", "Attack"),
    ("defensa", "Defence"),
    ("Modificadora", "Modifier"),
    ("Instantánea", "Instant"),
    ("INSTANTANEA", "Instant"),
    ("Permanente", "Permanent"),
    ("Personaje", "Character"),
    ("Attack", "Attack"),
    ("DragonBall", "Dragon Ball"),
]


@pytest.mark.parametrize(("spanish", "english"), SPANISH_TYPES)
def test_esferas_spanish_type_names_import_as_the_documented_types(tmp_path, spanish, english):
    # Every card shows a sphere; combat cards and modifiers also their printed points.
    points = "+0+10" if english == "Modifier" else "10/20" if english in ("Attack", "Defence") else ""
    path = write(tmp_path, "esferas.csv", f"code,name,type,sphere,points\nESF-001,Carta,{spanish},2,{points}\n")
    import_cards(game="esferas", path=path)
    assert cards("esferas", code="ESF-001").get().type == english


BAD_FILES = [
    ("name,type\nGoku,Battle\n", "line 1: missing column 'code'", "dbs"),
    ("code,name,type,power\nBT1-001,Goku,BATTLE,lots\n", "line 2: column 'power': 'lots' is not a whole number", "dbs"),
    ("code,name,type\nBT1-001,Goku,BATTLE\nBT1-002,Vegeta\n", "line 3: expected 3 fields, found 2", "dbs"),
    ("code,name,type\nBT1-001,,BATTLE\n", "line 2: card BT1-001 has no name", "dbs"),
    ("code,name,type\nBT1-001,Goku,\n", "line 2: card BT1-001 has no type", "dbs"),
    (
        "code,name,type,any_number_of_copies\nBT1-001,Goku,BATTLE,maybe\n",
        "line 2: column 'any_number_of_copies'",
        "dbs",
    ),
    ("", "the file is empty", "dbs"),
    ("code,name,type\n", "holds no cards", "dbs"),
    ("code,name,type,code\n", "line 1: column 'code' repeats", "dbs"),
    ("set,number,name,type,alignment\nSaiyan,1,Goku,Personality,Evil\n", "line 2: alignment 'Evil'", "dbz"),
    ("name,type\nGoku,Personality\n", "line 1: missing column 'code'", "dbz"),
    ('code,name,type\nBT1-001,"Goku,BATTLE\n', "line 2: expected 3 fields, found 2", "dbs"),
]


@pytest.mark.parametrize(("content", "message", "game"), BAD_FILES)
def test_a_bad_csv_names_the_line_and_writes_nothing(tmp_path, content, message, game):
    path = write(tmp_path, "bad.csv", content)
    with pytest.raises(ImportFileError) as caught:
        import_cards(game=game, path=path)
    assert message in str(caught.value)
    assert not cards(game).exists()


def test_a_binary_file_is_not_csv(tmp_path, data_dir):
    path = write(tmp_path, "cards.csv", (data_dir / "yugioh" / "goat-cards.en.cdb").read_bytes())
    with pytest.raises(ImportFileError, match="binary data"):
        import_cards(game="dbs", path=path)


def test_a_file_in_another_encoding_names_the_line(tmp_path):
    path = write(tmp_path, "latin1.csv", "code,name,type\nESF-1,Ataque Básico,Attack\n".encode("latin-1"))
    with pytest.raises(ImportFileError, match=r"line 2: the file is not UTF-8"):
        import_cards(game="esferas", path=path)


def test_a_bad_row_late_in_the_file_leaves_earlier_rows_unwritten(tmp_path):
    rows = "".join(f"BT1-{n:03},Card {n},BATTLE,{n}\n" for n in range(1, 200))
    path = write(tmp_path, "late.csv", "code,name,type,power\n" + rows + "BT9-999,Broken,BATTLE,x\n")
    with pytest.raises(ImportFileError, match="line 201"):
        import_cards(game="dbs", path=path)
    assert not cards("dbs").exists()


def test_unknown_columns_are_reported_not_imported(tmp_path):
    path = write(tmp_path, "extra.csv", "code,name,type,image_url\nBT1-001,Goku,LEADER,http://x\n")
    summary = import_cards(game="dbs", path=path)
    assert summary["warnings"] == ["line 1: column 'image_url' is not in the dbs schema; ignored"]
    assert "image_url" not in cards("dbs", code="BT1-001").get().attrs
