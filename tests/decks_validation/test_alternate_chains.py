"""Yu-Gi-Oh! alternate printings of alternate printings (ygopro `datas.alias` chains): one card to the root."""

import datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from decks.selectors import deck_check
from decks.validation import format_rules, validate_decklist, validate_sections
from games.importers import import_banlist, import_cards
from games.models import Card, Format, Game
from tests.cards.helpers import make_cdb, monster
from tests.support.cards import add_card, forty, ydk

from .conftest import make_format

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


@pytest.fixture
def chain(ygo_pool):
    """Raigeki 12580477, its alternate 12580478, an alternate of that (12580479), and one more level (12580480)."""
    root = add_card("yugioh", "12580477", "Raigeki", "Normal Spell", kind="spell", types=["spell"])
    middle = add_card("yugioh", "12580478", "Raigeki", "Normal Spell", kind="spell", types=["spell"], alternate_of=root)
    leaf = add_card("yugioh", "12580479", "Raigeki", "Normal Spell", kind="spell", types=["spell"], alternate_of=middle)
    add_card("yugioh", "12580480", "Raigeki", "Normal Spell", kind="spell", types=["spell"], alternate_of=leaf)
    return ["12580477", "12580478", "12580479", "12580480"]


def problems(body):
    return [(p["code"], sorted(p["cards"])) for p in body["problems"]]


@pytest.mark.parametrize(
    "printings",
    [
        ["12580479", "12580479", "12580477", "12580477"],  # leaf and root
        ["12580479", "12580479", "12580478", "12580478"],  # leaf and middle
        ["12580480", "12580480", "12580477", "12580478"],  # three levels down
        ["12580477", "12580478", "12580479", "12580480"],  # one of each
    ],
)
def test_copies_of_every_printing_in_a_chain_count_as_one_card(chain, printings):
    body = validate_decklist(game="yugioh", text=ydk([*forty()[:36], *printings]))
    assert problems(body) == [("COPY_LIMIT", sorted(set(printings)))]
    assert "(12580477)" in body["problems"][0]["message"]


def test_three_printings_of_a_chain_are_legal(chain):
    assert validate_decklist(game="yugioh", text=ydk([*forty()[:37], *chain[1:]]))["legal"] is True


@pytest.mark.parametrize("listed", ["12580477", "12580478", "12580479", "12580480"])
def test_a_banlist_naming_any_printing_of_a_chain_holds_all_of_them(chain, listed):
    fmt = make_format("yugioh", "chain-list", datetime.date(2005, 1, 1), {listed: 1})
    assert format_rules(fmt).card_limits["12580477"] == 1
    for pair in (["12580477", "12580480"], ["12580479", "12580478"]):
        body = validate_decklist(game="yugioh", text=ydk([*forty(), *pair]), format=fmt)
        assert [p["code"] for p in body["problems"]] == ["FORMAT_LIMIT"], pair


def test_a_forbidden_middle_printing_forbids_the_leaf(chain):
    fmt = make_format("yugioh", "middle-banned", datetime.date(2005, 1, 1), {"12580478": 0})
    body = validate_sections(game="yugioh", sections={"main": [*forty(), "12580480"]}, format=fmt)
    assert problems(body) == [("FORMAT_LIMIT", ["12580480"])] and "forbidden" in body["problems"][0]["message"]


def test_a_whitelist_naming_a_leaf_admits_the_whole_chain(chain):
    pool = {**dict.fromkeys(forty(), 3), "12580480": 3}
    fmt = make_format("yugioh", "leaf-pool", datetime.date(2005, 1, 1), pool, whitelist=True)
    body = validate_sections(game="yugioh", sections={"main": [*forty()[:39], "12580477"]}, format=fmt)
    assert body["legal"] is True, body["problems"]


def test_the_name_finds_the_root_printing(chain):
    body = validate_decklist(game="yugioh", text="\n".join(f"1 Monster {i}" for i in range(36)) + "\n4 Raigeki\n")
    assert problems(body) == [("COPY_LIMIT", ["12580477"])]


def test_a_two_level_chain_resolves_in_the_deck_s_one_query(chain):
    text = ydk([*forty()[:37], "12580477", "12580479", "12580479"])
    fmt = make_format("yugioh", "one-query", datetime.date(2001, 1, 1))
    with CaptureQueriesContext(connection) as queries:
        validate_decklist(game="yugioh", text=text, format=fmt)
    card_queries = [q for q in queries.captured_queries if '"games_card"' in q["sql"]]
    assert len(card_queries) == 1


def test_a_cycle_of_aliases_ends_and_counts_as_one_card(ygo_pool):
    first = add_card("yugioh", "30000001", "Loop", "Normal Spell", kind="spell", types=["spell"])
    second = add_card("yugioh", "30000002", "Loop", "Normal Spell", kind="spell", types=["spell"], alternate_of=first)
    Card.objects.filter(pk=first.pk).update(alternate_of=second)
    body = validate_decklist(game="yugioh", text=ydk([*forty(), *["30000001", "30000002"] * 2]))
    assert problems(body) == [("COPY_LIMIT", ["30000001", "30000002"])]


def test_the_deck_editor_counts_a_chain_as_one_card(chain):
    game = Game.objects.get(slug="yugioh")
    sections = {"main": {**dict.fromkeys(forty()[:36], 1), "12580480": 2, "12580477": 2}, "extra": {}, "side": {}}
    verdict = deck_check(game=game, sections=sections)
    assert [p["code"] for p in verdict["problems"]] == ["COPY_LIMIT"]


def test_a_chain_imported_from_ygopro_files_counts_as_one_card(tmp_path):
    first = make_cdb(tmp_path / "cards.cdb", [monster(900, "Original"), monster(901, "Alt", alias=900)])
    second = make_cdb(tmp_path / "entries.cdb", [monster(500000001, "Alt of alt", alias=901)])
    import_cards(game="yugioh", path=first)
    import_cards(game="yugioh", path=second)
    (tmp_path / "list.conf").write_text("!Chain list\n500000001 1\n")
    import_banlist(game="yugioh", path=tmp_path / "list.conf")
    body = validate_sections(game="yugioh", sections={"main": ["900", "901", "500000001", "500000001"]})
    assert ("COPY_LIMIT", ["500000001", "900", "901"]) in problems(body)
    fmt = Format.objects.get(game__slug="yugioh", slug="chain-list")
    body = validate_sections(game="yugioh", sections={"main": ["900", "901"]}, format=fmt)
    assert ("FORMAT_LIMIT", ["900"]) in problems(body)


def test_the_real_goat_alternates_still_resolve_to_their_originals(data_dir):
    import_cards(game="yugioh", path=data_dir / "yugioh" / "goat-cards.en.cdb")
    import_cards(game="yugioh", path=data_dir / "yugioh" / "goat-entries.cdb")
    import_banlist(game="yugioh", path=data_dir / "yugioh" / "goat-whitelist.lflist.conf")
    goat = Format.objects.get(game__slug="yugioh", is_whitelist=True)
    pool = format_rules(goat).card_limits
    fenrir = Card.objects.get(game__slug="yugioh", code="504700001")
    assert pool[fenrir.alternate_of.code] == pool["504700001"]
