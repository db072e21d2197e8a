"""A game is adjudicated from its descriptor alone: the pipeline, the form, the pages and the builder read
its adjudication module and name no game (tests/judging/adjudications/coin_game.py, a game no product file knows)."""

import pytest

from games.rules import registry as games
from judging.adjudications import presenters, record_builder, registry
from judging.adjudications.forms import AdjudicationForm

from .coin_game import GAME

pytestmark = pytest.mark.smoke
CALLS = {"calls": [{"player": 0, "call": "heads", "fell": "tails"}, {"player": 0, "call": "tails", "fell": "tails"}]}


@pytest.fixture
def coin():
    with games.register(GAME):
        yield GAME


def test_the_pipeline_checks_and_replays_a_game_it_knows_only_by_its_descriptor(coin):
    assert registry.games_with_engines()[-1] == "coin"
    verdict = registry.replay("coin", CALLS, {"best_of_three": True})
    assert verdict["violation"]["where"] == {"turn": 2, "player": 0}
    assert verdict["violation"]["message"] == "player 0 called out of turn"
    with pytest.raises(registry.InvalidRequest) as refused:
        registry.replay("coin", {"calls": [{"player": 2, "call": "edge", "fell": "heads"}]})
    assert refused.value.field == "record"
    assert [str(m) for m in refused.value.messages] == [
        "calls[0].player: unknown player 2 (expected 0 or 1)",
        'calls[0].call: unknown value "edge" (expected one of heads, tails)',
    ]
    with pytest.raises(registry.InvalidRequest, match="variant"):
        registry.replay("coin", CALLS, {"best_of_three": "yes"})


def test_without_its_descriptor_the_game_has_no_engine():
    assert "coin" not in registry.games_with_engines()
    with pytest.raises(registry.NoEngine):
        registry.engine_for("coin")


@pytest.mark.django_db
def test_the_form_offers_its_variant_and_record_help(coin):
    form = AdjudicationForm({"game": "coin", "record": '{"calls": []}', "coin_best_of_three": "on"})
    assert form.is_valid(), form.errors
    assert form.variant() == {"best_of_three": True}
    assert ("coin", "Coin: the calls as JSON.") in [(game, str(text)) for game, text in form.record_help()]
    assert [group[0] for group in form.variant_groups()][-1] == "coin"


def test_a_game_without_a_presenter_or_builder_gets_the_generic_pages(coin):
    assert presenters.game_presenter("coin") is None
    assert record_builder.builders(["coin"]) == []
    assert [str(label) for label, _value in presenters.variant_rows(_Stored())] == ["Best of three"]


class _Stored:
    """What variant_rows reads of an adjudication."""

    class game:
        slug = "coin"

    variant = {"best_of_three": False}
