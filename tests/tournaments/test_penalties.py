"""The penalty catalogues: one a game, codes unique, defaults from the policies, severity in order."""

import pytest

from games.rules.messages import MessageError
from tournaments.penalties import CATALOGUES, PENALTIES, PENALTY_NAMES, deviation, infraction

pytestmark = pytest.mark.smoke

GAMES = ("yugioh", "dbs", "dbz", "esferas", "tractor")


def test_every_game_has_a_catalogue_with_unique_codes_and_known_penalties():
    assert set(CATALOGUES) == set(GAMES)
    for game, catalogue in CATALOGUES.items():
        codes = [i.code for i in catalogue]
        assert len(codes) == len(set(codes)), game
        assert {i.default_penalty for i in catalogue} <= set(PENALTIES)
        assert all(i.name and i.category for i in catalogue)


def test_yugioh_has_konamis_categories_and_their_default_penalties():
    by_category = {}
    for item in CATALOGUES["yugioh"]:
        by_category.setdefault(item.category, set()).add(item.default_penalty)
    assert set(by_category) == {
        "Procedural Error",
        "Tardiness",
        "Deck/Deck List Problems",
        "Marked Cards",
        "Slow Play",
        "Unsporting Conduct",
        "Cheating",
    }
    assert by_category["Procedural Error"] == {"warning", "game_loss", "match_loss"}
    assert by_category["Cheating"] == {"disqualification"}
    assert infraction("yugioh", "UC-SEV").default_penalty == "disqualification"


def test_tractor_has_no_deck_problems_but_a_partnership_signal():
    categories = {i.category for i in CATALOGUES["tractor"]}
    assert "Deck/Deck List Problems" not in categories
    assert infraction("tractor", "IC").default_penalty == "game_loss"


def test_penalties_run_from_caution_to_disqualification_and_each_has_a_name():
    assert PENALTIES[0] == "caution" and PENALTIES[-1] == "disqualification"
    assert PENALTIES.index("warning") < PENALTIES.index("game_loss") < PENALTIES.index("match_loss")
    assert set(PENALTY_NAMES) == set(PENALTIES)


@pytest.mark.parametrize(
    ("default", "issued", "kind"),
    [("warning", "game_loss", "upgrade"), ("match_loss", "warning", "downgrade"), ("game_loss", "game_loss", "")],
)
def test_a_penalty_above_or_below_the_default_is_an_upgrade_or_a_downgrade(default, issued, kind):
    assert deviation(default, issued) == kind


def test_unknown_codes_and_penalties_are_clear_errors():
    with pytest.raises(MessageError, match="No infraction XX"):
        infraction("yugioh", "XX")
    with pytest.raises(MessageError):
        deviation("warning", "banishment")
