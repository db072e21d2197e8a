"""Formats as a person meets them: a new deck starts in the newest list of its card pool, and every
format reads by a human name ("Goat, April 2005") while its slug stays for URLs and the API."""

import datetime

import pytest
from django.utils import translation

from decks import selectors, services
from games.importers import import_banlist, import_cards
from games.models import Format, FormatCard, Game

pytestmark = pytest.mark.django_db


@pytest.fixture
def goat_lists(data_dir, goat_cards):
    import_banlist(game="yugioh", path=data_dir / "yugioh" / "goat-2005-04.lflist.conf")
    return Format.objects.filter(game__slug="yugioh")


def test_the_goat_lists_read_by_their_human_names(goat_lists):
    labels = {fmt.slug: fmt.label for fmt in goat_lists}
    assert labels == {
        "advanced": "Advanced (no list)",
        "2005-4-1": "Goat, April 2005",
        "2005-4-1-w-o-exarion": "Goat, April 2005 (W/O Exarion)",
    }


def test_a_closed_pool_and_a_list_of_no_known_era_say_what_they_are(db):
    game = Game.objects.get(slug="yugioh")
    closed = Format.objects.create(game=game, slug="2005-4-goat", name="2005.4 GOAT", is_whitelist=True)
    tcg = Format.objects.create(game=game, slug="2026-05-tcg", name="2026.05 TCG")
    assert closed.label == "Goat, April 2005, closed pool"
    assert tcg.label == "Forbidden/Limited list, May 2026 (TCG)"


def test_the_dbs_banlist_is_named_by_its_month(data_dir):
    import_banlist(game="dbs", path=data_dir / "dbs" / "banlist-2020-05.csv")
    fmt = Format.objects.get(game__slug="dbs", is_default=False)
    assert fmt.slug == "banlist-2020-05"
    assert fmt.label == "DBS banlist May 2020"


def test_a_name_written_by_a_person_is_kept(db):
    fmt = Format.objects.create(game=Game.objects.get(slug="dbs"), slug="locals", name="Store league rules")
    assert fmt.label == "Store league rules"


def test_names_are_translated_words_and_localised_months(goat_lists):
    tcg = Format.objects.create(game=Game.objects.get(slug="yugioh"), slug="2026-05-tcg", name="2026.05 TCG")
    with translation.override("fr"):
        assert goat_lists.get(slug="2005-4-1").label == "Goat, avril 2005"
        assert goat_lists.get(slug="advanced").label == "Avancé (sans liste)"
        assert tcg.label == "Liste des cartes interdites et limitées, mai 2026 (TCG)"


def test_a_new_deck_starts_in_the_newest_list_of_its_pool(goat_lists, owner):
    game = Game.objects.get(slug="yugioh")
    deck = services.deck_create(owner=owner, game=game)
    assert deck.format.slug == "2005-4-1"  # not the list-less Advanced, nor the list without Exarion


def test_a_newer_list_of_cards_the_pool_does_not_hold_is_passed_over(goat_lists):
    game = Game.objects.get(slug="yugioh")
    tcg = Format.objects.create(game=game, slug="2026-05-tcg", name="2026.05 TCG", valid_from=datetime.date(2026, 5, 1))
    FormatCard.objects.bulk_create([FormatCard(format=tcg, code=str(99_000_000 + i), limit=0) for i in range(30)])
    assert selectors.format_default(game=game, day=datetime.date(2026, 12, 1)).slug == "2005-4-1"
    # Once the pool holds most of its cards it is the newest list for the pool.
    FormatCard.objects.filter(format=tcg).delete()
    FormatCard.objects.create(format=tcg, code="89631139", limit=3)  # Blue-Eyes White Dragon
    assert selectors.format_default(game=game, day=datetime.date(2026, 12, 1)) == tcg


def test_a_list_not_yet_in_force_is_not_the_default(goat_lists):
    game = Game.objects.get(slug="yugioh")
    assert selectors.format_default(game=game, day=datetime.date(2005, 3, 1)).slug == "advanced"


def test_the_dbs_default_is_the_2020_list(data_dir, owner):
    import_banlist(game="dbs", path=data_dir / "dbs" / "banlist-2020-05.csv")
    import_cards(game="dbs", path=data_dir / "dbs" / "cards.csv")
    deck = services.deck_create(owner=owner, game=Game.objects.get(slug="dbs"))
    assert deck.format.slug == "banlist-2020-05"
