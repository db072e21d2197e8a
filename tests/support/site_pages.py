"""A site with something on every page, for the tests that walk all of it (issue 32): a player with a deck, a
verdict of each game with an engine (the DBZ one under a custom Physical Attack Table, whose variant line once
printed a Python dict), a ruling, a decklist with problems; and the addresses of those pages."""

import json
from types import SimpleNamespace

from accounts.models import JudgeRequest
from decks import services as decks
from games.models import Card, Format, Game
from judging.adjudications import examples
from judging.adjudications import services as adjudications
from judging.models import Ruling
from tests.conftest import make_user
from tests.judging.adjudications.waiting import wait_for_status

# What a player pastes into the validator: a misspelt name, an unknown one and a card over its limit.
BAD_DECKLIST = "3 Sangam\n1 Not A Real Card At All\n4 Raigeki\n"


def _adjudicated(user, game, record, variant=None):
    adjudication, _ = adjudications.adjudication_create(game=game, record=record, requested_by=user, variant=variant)
    # Run here, unless a live worker already claimed it (a live server's data is committed, so its message
    # is sent): then its verdict is awaited.
    adjudications.adjudication_run(adjudication_id=adjudication.pk, token="t")
    return wait_for_status(adjudication.pk, "done", "failed")


def _store_cards():
    from tests.judging.adjudications.cards import store_dbs, store_esferas_demo, store_yugioh
    from tests.judging.adjudications.test_dbz import store_saiyan_saga

    store_yugioh(json.loads(examples.example("yugioh")))
    store_dbs()
    store_saiyan_saga()
    store_esferas_demo()


def site_with_data(verdicts=True):
    """Build the data; returns SimpleNamespace(user, deck, verdicts {game: Adjudication}, pages [path]). Without
    `verdicts` (a test of the deck and rulings pages only), only the Yu-Gi-Oh! cards and no adjudication."""
    if verdicts:
        _store_cards()
    else:
        from tests.judging.adjudications.cards import store_yugioh

        store_yugioh(json.loads(examples.example("yugioh")))
    user = make_user("walker", group="judge", staff=True)  # staff: the judge requests page too
    asker = make_user("asker")
    JudgeRequest.objects.create(user=asker, note="Level 2 judge at regional events for five years, " * 3)
    yugioh = Game.objects.get(slug="yugioh")
    codes = list(Card.objects.filter(game=yugioh).values_list("code", flat=True)[:6])
    deck = decks.deck_create(
        owner=user, game=yugioh, name="Walker's (Goat) deck", sections={"main": [c for c in codes for _ in range(3)]}
    )
    dbz_variant = {"pat": {"bands": [0, 1000, 5000]}, "defender_discard": "one"}
    variants = {"dbz": dbz_variant}
    games = ("yugioh", "dbs", "dbz", "esferas", "tractor") if verdicts else ()
    verdicts = {
        game: _adjudicated(user, game, json.loads(examples.complete_example(game)), variants.get(game))
        for game in games
    }
    ruling = Ruling.objects.create(game=yugioh, language="en", number=1, question="Can Sangan search?", answer="Yes.")
    card = Card.objects.filter(game=yugioh).first()
    fmt = Format.objects.filter(game=yugioh).first()
    pages = [
        "/",
        "/cards/",
        "/cards/?game=yugioh&q=a",
        "/cards/?game=dbs&q=goku",
        "/cards/?game=dbz&q=goku",
        card.get_absolute_url(),
        "/cards/dbs/P-025/",
        "/decks/",
        deck.get_absolute_url(),
        f"/decks/{deck.pk}/edit/",
        f"/decks/{deck.pk}/history/",
        "/decks/validate/",
        "/decks/validate/bulk/",
        "/rulings/",
        "/rulings/?q=sangan",
        "/rulings/?q=zzzqqqxx",
        f"/rulings/{ruling.pk}/",
        "/adjudications/",
        "/adjudications/?game=tractor&example=1",
        *[verdict.get_absolute_url() for verdict in verdicts.values()],
        "/tournaments/",
        "/tournaments/new/",
        "/accounts/profile/",
        "/accounts/judge-requests/",
    ]
    return SimpleNamespace(user=user, deck=deck, verdicts=verdicts, pages=pages, format=fmt)
