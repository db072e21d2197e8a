"""The generated search columns behind t:, a:, r:, c:, k: stay right whatever writes the card, and are indexed."""

import re

import pytest
from django.db import connection
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.models import SEARCH_SEPARATOR, Card, Game
from games.search import QueryError, search_cards
from tests.support.cards import add_card

pytestmark = [pytest.mark.django_db]


def codes(query, game="yugioh"):
    return sorted(search_cards(game=game, query=query).values_list("code", flat=True))


@pytest.mark.smoke
def test_the_columns_hold_the_lower_case_values():
    card = add_card("dbs", "X-1", "Test", "Battle", color="Red/Blue", trait="Saiyan", keywords=["Ultimate"])
    card = Card.objects.get(pk=card.pk)
    assert card.search_type == "battle" + SEARCH_SEPARATOR
    assert card.search_color == "red/blue" + SEARCH_SEPARATOR
    assert card.search_race == SEARCH_SEPARATOR + "saiyan"
    assert card.search_attribute == ""
    assert "ultimate" in card.search_keywords


@pytest.mark.smoke
def test_type_race_and_keyword_columns_leave_out_spaces_hyphens_and_underscores_but_keep_values_apart():
    card = add_card(
        "yugioh",
        "1",
        "Test",
        "Quick-Play Spell",
        types=["spell", "quick-play"],
        race="Winged_Beast",
        keywords=["Super Combo", "X-Y"],
        color="Dark Blue",
    )
    card = Card.objects.get(pk=card.pk)
    # The types list reads as JSON text; PostgreSQL's has a space after each comma, SQLite's none.
    assert card.search_type == "quickplayspell" + SEARCH_SEPARATOR + '["spell","quickplay"]'
    assert card.search_race == "wingedbeast" + SEARCH_SEPARATOR
    assert card.search_keywords == '["supercombo","xy"]'
    assert card.search_color == "dark blue" + SEARCH_SEPARATOR  # c: matches colours as written


@pytest.mark.smoke
def test_bulk_create_update_and_bulk_update_keep_the_columns_right():
    yugioh = Game.objects.get(slug="yugioh")
    Card.objects.bulk_create([Card(game=yugioh, code="1", name="A", type="Effect Monster", attrs={"race": "Fiend"})])
    assert codes("r:fiend") == ["1"]
    Card.objects.filter(code="1").update(attrs={"race": "Zombie", "attribute": "DARK"})
    assert (codes("r:fiend"), codes("r:zombie"), codes("a:dark")) == ([], ["1"], ["1"])
    card = Card.objects.get(code="1")
    card.type, card.attrs = "Normal Trap", {"types": ["trap"]}
    Card.objects.bulk_update([card], ["type", "attrs"])
    assert (codes("t:trap"), codes("t:monster"), codes("a:dark")) == (["1"], [], [])


@pytest.mark.smoke
def test_attribute_compares_whole_values_and_the_others_substrings():
    add_card("yugioh", "1", "A", "Effect Monster", attribute="DARK", race="Dragon")
    assert (codes("a:dar"), codes("a:DARK"), codes("r:rag"), codes("r:DRAGON")) == ([], ["1"], ["1"], ["1"])


@pytest.mark.smoke
def test_a_match_never_spans_two_values():
    # "Dragon" then "Saiyan": "on saiyan" or "dragonsaiyan" are in neither value.
    add_card("dbs", "X-1", "A", "Battle", race="Dragon", trait="Saiyan", color="Red", style="Blue")
    assert codes('r:"on saiyan"', "dbs") == codes("r:dragonsaiyan", "dbs") == codes("c:redblue", "dbs") == []
    with pytest.raises(QueryError):
        codes(f'r:"on{SEARCH_SEPARATOR}sa"', "dbs")


@pytest.mark.smoke
def test_negation_covers_cards_without_the_key():
    add_card("yugioh", "1", "Spell", "Normal Spell", types=["spell"])
    add_card("yugioh", "2", "Monster", "Effect Monster", attribute="DARK", race="Fiend")
    assert (codes("-a:dark"), codes("-r:fiend"), codes("-k:x"), codes("-c:x")) == (["1"], ["1"], ["1", "2"], ["1", "2"])


WORDS = st.text(alphabet="abcdeXY -_", min_size=0, max_size=8)
SPACING = re.compile(r"[ _-]")


def joined(text):
    return SPACING.sub("", text.lower())


@pytest.mark.smoke
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(race=WORDS, trait=WORDS, needle=st.text(alphabet="abcdeXY", min_size=1, max_size=3))
def test_race_matches_like_a_case_free_substring_of_race_or_trait_with_their_separators_dropped(
    db, race, trait, needle
):
    Card.objects.filter(game__slug="dbs").delete()
    add_card("dbs", "X-1", "A", "Battle", race=race, trait=trait)
    expected = ["X-1"] if needle.lower() in joined(race) or needle.lower() in joined(trait) else []
    assert codes(f"r:{needle}", "dbs") == expected
    assert codes(f"-r:{needle}", "dbs") == (["X-1"] if not expected else [])


def plan(queryset):
    """The PostgreSQL plan of `queryset` with only bitmap scans allowed: one shows only an index that serves a filter.

    (The test tables are far too small for the planner to choose an index of its own accord.)
    """
    sql, params = queryset.query.sql_with_params()
    with connection.cursor() as cursor:
        for scan in ("seqscan", "indexscan", "indexonlyscan"):
            cursor.execute(f"SET LOCAL enable_{scan} = off")
        cursor.execute(f"EXPLAIN {sql}", params)
        return "\n".join(row[0] for row in cursor.fetchall())


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("query", "index"),
    [
        ("r:dragon", "card_search_attrs_trgm"),
        ("t:fusion", "card_search_attrs_trgm"),
        ("c:red", "card_search_attrs_trgm"),
        ("k:ultimate", "card_search_attrs_trgm"),
        ("t:quickplay", "card_search_attrs_trgm"),
        ("r:wingedbeast", "card_search_attrs_trgm"),
        ('k:"super combo"', "card_search_attrs_trgm"),
        ("a:dark", "card_game_search_attribute"),
        ("o:destroy", "card_search_text_trgm"),
        # The name has two trigram indexes: GIN for the search, GiST (ordered by distance) for the
        # import's "did you mean"; either serves a name search.
        ("dragon", ("card_search_name_trgm", "card_search_name_gist")),
    ],
)
def test_each_filter_can_use_an_index(sample_cards, query, index):
    # Every game: a game filter would let the planner pick any (game_id, ...) index of a tiny table.
    shown = plan(search_cards(game=None, query=query).order_by())
    assert any(name in shown for name in ((index,) if isinstance(index, str) else index)), shown


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("query", "condition"),
    [
        ("t:quickplay", "search_type ~~ '%quickplay%'"),
        ('t:"quick play"', "search_type ~~ '%quickplay%'"),
        ("r:winged-beast", "search_race ~~ '%wingedbeast%'"),
        ("k:super_combo", "search_keywords ~~ '%supercombo%'"),
    ],
)
def test_words_typed_with_or_without_separators_are_one_like_pattern_for_the_trigram_index(query, condition):
    # A LIKE pattern gives the index all its trigrams; a regular expression skipping separators gave it
    # next to none, and PostgreSQL rechecked most of the game's cards.
    assert condition in plan(search_cards(game=None, query=query).order_by())


@pytest.mark.smoke
def test_resolving_deck_names_has_a_game_and_search_name_index():
    with connection.cursor() as cursor:
        indexes = connection.introspection.get_constraints(cursor, Card._meta.db_table)
    columns = [tuple(c["columns"]) for c in indexes.values() if c["index"] or c["unique"]]
    assert ("game_id", "search_name") in columns
    assert ("game_id", "code") in columns  # the unique constraint's
