"""The card query language against the database: each operator, negation, or, groups, and bad input."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.models import Card, Game
from games.search import QueryError, search_cards

pytestmark = [pytest.mark.django_db]


def names(query, game="yugioh"):
    return sorted(search_cards(game=game, query=query).values_list("name", flat=True))


def codes(query, game="dbs"):
    return sorted(search_cards(game=game, query=query).values_list("code", flat=True))


DM, DMG, BEWD, BEUD, OPTION = (
    "Dark Magician", "Dark Magician Girl", "Blue-Eyes White Dragon", "Blue-Eyes Ultimate Dragon", "Gradius' Option"
)  # fmt: skip
HOLE, MIRROR, MST = "Dark Hole", "Mirror Force", "Mystical Space Typhoon"

CASES = [
    # bare words: the name, any case, every word
    ("magician", [DM, DMG]),
    ("MAGICIAN", [DM, DMG]),
    ("dark girl", [DMG]),
    ("girl dark", [DMG]),
    ("dark", [DM, DMG, HOLE]),
    # quoted phrases
    ('"dark magician girl"', [DMG]),
    ('"magician dark"', []),
    ('"blue-eyes white"', [BEWD]),
    # o: / text: rules text
    ("o:destroy", [HOLE, MIRROR, MST]),
    ('o:"destroy all"', [HOLE, MIRROR]),
    ("text:wizard", [DM]),
    # t: type line and type words
    ("t:fusion", [BEUD]),
    ("t:spell", [HOLE, MST]),
    ("t:quick-play", [MST]),
    ("t:trap", [MIRROR]),
    ("t:normal", [BEWD, DM, HOLE, MIRROR]),
    # a: attribute, r: monster type
    ("a:dark", [DM, DMG]),
    ("a:LIGHT", [BEUD, BEWD, OPTION]),
    ("r:spellcaster", [DM, DMG]),
    ("r:drag", [BEUD, BEWD]),
    # numbers
    ("atk>=2500", [BEUD, BEWD, DM]),
    ("atk>2500", [BEUD, BEWD]),
    ("atk=2500", [DM]),
    ("atk:2500", [DM]),
    ("atk<2500", [DMG]),
    ("atk<=2000", [DMG]),
    ("def>=2500", [BEUD, BEWD]),
    ("level:7", [DM]),
    ("lv>=8", [BEUD, BEWD]),
    ("lv<2", [OPTION]),
    # negation, or, and, parentheses
    ("-t:monster", [HOLE, MIRROR, MST]),
    ("-dark", [BEUD, BEWD, OPTION, MIRROR, MST]),
    ("-a:dark", [BEUD, BEWD, OPTION, HOLE, MIRROR, MST]),
    ("-atk>=2500", [DMG, OPTION, HOLE, MIRROR, MST]),
    ("t:monster -atk>=2500", [DMG, OPTION]),
    ("t:trap or t:fusion", [BEUD, MIRROR]),
    ("magician or hole", [DM, DMG, HOLE]),
    ("dark and magician", [DM, DMG]),
    ("(t:trap or t:spell) o:all", [HOLE, MIRROR]),
    ("-(t:trap or t:spell)", [BEUD, BEWD, DM, DMG, OPTION]),
    ("a:dark (atk>2200 or lv<7)", [DM, DMG]),
    ("-(-dark)", [DM, DMG, HOLE]),
    ("code:46986414", [DM]),
    ("code:046986414", [DM]),
    ("n:hole", [HOLE]),
]


@pytest.mark.smoke
@pytest.mark.parametrize(("query", "expected"), CASES)
def test_yugioh_queries(sample_cards, query, expected):
    assert names(query) == sorted(expected)


DBS_CASES = [
    ("s:BT1", ["BT1-011", "BT1-031"]),
    ("s:bt10", ["BT10-001"]),
    ("c:red", ["BT1-011", "BT10-001"]),
    ("c:blue -c:red", ["BT1-031"]),
    ("k:ultimate", ["BT4-075"]),
    ("-k:ultimate", ["BT1-011", "BT1-031", "BT10-001"]),
    ("t:leader", ["BT10-001"]),
    ("cost>=6", ["BT1-011", "BT1-031"]),
    ("cost<6", ["BT4-075"]),
    ("power>=30000 combo:10000", ["BT1-031", "BT4-075"]),
    ("-cost>=1", ["BT10-001"]),
    ("r:saiyan", ["BT1-031", "BT10-001", "BT4-075"]),
    ("code:bt1-011", ["BT1-011"]),
    ("son goku", ["BT1-031", "BT10-001"]),
]


@pytest.mark.smoke
@pytest.mark.parametrize(("query", "expected"), DBS_CASES)
def test_dbs_queries(sample_cards, query, expected):
    assert codes(query) == expected


@pytest.mark.smoke
@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("pur:2", ["SAIYAN-158"]),
        ("level>=1", ["SAIYAN-158"]),
        ("c:freestyle", ["SAIYAN-024"]),
        ("t:personality", ["SAIYAN-158"]),
    ],
)
def test_dbz_queries(sample_cards, query, expected):
    assert codes(query, game="dbz") == expected


@pytest.mark.smoke
@pytest.mark.parametrize("query", ["basico", "BÁSICO", "ataque básico", '"ATAQUE BASICO"', "o:energia", "o:ENERGÍA"])
def test_accents_and_case_do_not_matter(sample_cards, query):
    assert names(query, game="esferas") == ["Ataque Básico"]


@pytest.mark.smoke
def test_accented_capitals_fold_too(sample_cards):
    assert names("elite", game="esferas") == ["ÉLITE Defensa"]


@pytest.mark.smoke
def test_the_game_may_be_a_game_a_slug_or_none(sample_cards):
    game = Game.objects.get(slug="dbs")
    assert search_cards(game=game, query="goku").count() == 2
    assert search_cards(game=None, query="goku").count() == 3  # and "Goku's Surprise Attack" of dbz


@pytest.mark.smoke
def test_a_game_queryset_is_read_inside_the_search_statement(sample_cards, django_assert_num_queries):
    blue = codes("c:blue")
    assert blue
    with django_assert_num_queries(1):
        picked = search_cards(game=Game.objects.filter(slug="dbs"), query="c:blue").values_list("code", flat=True)
        assert sorted(picked) == blue
    dbs = sorted(search_cards(game="dbs", query="").values_list("code", flat=True))
    assert sorted(search_cards(game=Game.objects.filter(slug="dbs"), query="").values_list("code", flat=True)) == dbs
    assert not search_cards(game=Game.objects.filter(slug="chess"), query="x").exists()  # no game, no cards


@pytest.mark.smoke
def test_an_empty_query_lists_the_game(sample_cards):
    assert search_cards(game="dbs", query="").count() == 4
    assert search_cards(game="dbs", query="   ").count() == 4


@pytest.mark.smoke
def test_an_unknown_game_is_a_query_error(sample_cards):
    with pytest.raises(QueryError, match="unknown game"):
        search_cards(game="chess", query="x")


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("query", "expected"),
    [("dark magican", DM), ("blue eyes whte dragon", BEWD), ("mirorr force", MIRROR), ("mystical space typhon", MST)],
)
def test_a_typo_still_finds_the_card_on_postgresql(sample_cards, query, expected):
    assert search_cards(game="yugioh", query=query).first().name == expected


@pytest.mark.postgres
def test_exact_matches_are_not_diluted_by_typo_tolerance(sample_cards):
    assert names("magician") == [DM, DMG]


@pytest.mark.postgres
def test_typo_tolerance_keeps_the_other_terms(sample_cards):
    assert names("magican t:effect") == [DMG]


MALFORMED = [
    ("(dark", 0, "never closed"),
    ("dark)", 4, "no matching '('"),
    ('o:"destroy', 2, "never closed"),
    ('"', 0, "never closed"),
    ('""', 0, "empty quotes"),
    ("atk>abc", 4, "whole number"),
    ("atk>", 4, "needs a whole number"),
    ("atk>=1e5", 5, "whole number"),
    ("foo:bar", 0, "unknown field 'foo'"),
    ("t>3", 1, "compares text"),
    ("o:", 2, "needs a value"),
    ("-", 0, "'-' must be followed"),
    ("dark -", 5, "'-' must be followed"),
    ("dark or", 7, "expected a search term"),
    ("or dark", 0, "'or' needs a term"),
    ("dark or or hole", 8, "'or' needs a term"),
    ("and dark", 0, "'and' needs a term before"),
    ("()", 0, "empty parentheses"),
    ("dark ( )", 5, "empty parentheses"),
    ("dark\x00", 4, "control character"),
    ("x" * 501, 500, "longer than 500"),
    ("(" * 20 + "a" + ")" * 20, 13, "nests deeper"),
    (" ".join(["a"] * 61), 120, "more than 60 terms"),
]


@pytest.mark.smoke
@pytest.mark.parametrize(("query", "position", "message"), MALFORMED)
def test_a_malformed_query_names_its_position(sample_cards, query, position, message):
    with pytest.raises(QueryError) as caught:
        search_cards(game="yugioh", query=query)
    assert message in caught.value.message
    assert caught.value.position == position


HOSTILE = [
    "'; DROP TABLE games_card; --",
    '" OR 1=1 --"',
    "%",
    "_",
    "\\",
    "o:%%%",
    "n:'; DELETE FROM games_card",
    "a:\\x27",
    "code:1' OR '1'='1",
    "<script>alert(1)</script>",
    "🃏 🂡",
]


@pytest.mark.smoke
@pytest.mark.parametrize("query", HOSTILE)
def test_hostile_input_is_only_ever_a_search(sample_cards, query):
    before = Card.objects.count()
    try:
        result = list(search_cards(game="yugioh", query=query))
    except QueryError:
        result = []
    assert result == []
    assert Card.objects.count() == before


@pytest.mark.smoke
def test_like_wildcards_are_literal(sample_cards):
    assert names("%") == []
    assert names("o:_") == []
    assert names("gradius'") == [OPTION]


@pytest.mark.smoke
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.lists(st.sampled_from([*"abc -()\":<>=!%_'\\\x00ÁéOR", "or", "t:", "atk>", "o:", "and"]), max_size=30).map(
        "".join
    )
)
def test_any_input_either_searches_or_is_a_query_error(sample_cards, query):
    try:
        list(search_cards(game="yugioh", query=query)[:5])
    except QueryError as exc:
        assert 0 <= exc.position <= len(query)


@pytest.mark.smoke
@pytest.mark.parametrize(
    ("query", "expected"), [("atk>1", []), ("atk<1", []), ("-atk>1", ["Odd"]), ("-atk<1", ["Odd"])]
)
def test_numbers_never_match_text_or_booleans_in_attrs(db, query, expected):
    from tests.support.cards import add_card

    add_card("yugioh", "1", "Odd", "Effect Monster", atk="?", level=True)
    assert names(query) == expected
