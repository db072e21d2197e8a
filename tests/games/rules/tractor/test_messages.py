"""Every violation and shape error the Tractor rules report can be translated: its message is rendered from a
template `make messages` extracts and parameters kept as JSON, so the verdict reads in any language later."""

import json

import pytest

from games.rules.messages import is_count, render
from games.rules.tractor.cards import trump_of
from games.rules.tractor.engine import adjudicate
from games.rules.tractor.play import follow_problem, shape_of
from games.rules.tractor.record import check_shape
from tests.games.rules.extraction import marked_strings
from tests.games.rules.tractor.helpers import KITTY, bot_record, play_at, scripted_record

pytestmark = pytest.mark.smoke

HEARTS_7 = trump_of("H", "7")


def _bids(*bids):
    return lambda r: r.update(bids=list(bids))


def _set(trick, play, cards):
    return lambda r: play_at(r, trick, play).update(cards=cards)


def _swap_seats(r):
    first, second = r["tricks"][0][0], r["tricks"][0][1]
    first["seat"], second["seat"] = second["seat"], first["seat"]


def _off_suit(r):
    """Seat 1 holds hearts but plays its first diamond to the first heart lead."""
    heart, diamond = play_at(r, 1, 2)["cards"], play_at(r, 7, 3)["cards"]
    play_at(r, 1, 2)["cards"], play_at(r, 7, 3)["cards"] = diamond, heart


def _extra_face(r):
    r["hands"][0][0] = "BJ"


PASS = [{"seat": seat, "pass": True} for seat in range(4)]
# The scripted record (level 2, spades trump, seat 0 deals), each change breaking one rule.
RECORD_CHANGES = {
    "short hand": lambda r: r["hands"][2].pop(),
    "one-card hand": lambda r: r["hands"].__setitem__(2, r["hands"][2][:1]),
    "short kitty": lambda r: r["kitty"].pop(),
    "extra face": _extra_face,
    "first hand not at level 2": lambda r: r.update(dealer=None, levels=["3", "2"]),
    "bid after the bidding": _bids(*PASS, {"seat": 0, "pass": True}),
    "bid out of turn": _bids({"seat": 1, "pass": True}),
    "bid declaring nothing": _bids({"seat": 0, "cards": ["AS"]}),
    "bid of no cards": _bids({"seat": 0, "cards": []}),
    "bid of cards not held": _bids({"seat": 0, "cards": ["2H"]}),
    "equal overcall": _bids(PASS[0], PASS[1], {"seat": 2, "cards": ["2H", "2H"]}, {"seat": 3, "cards": ["2S", "2S"]}),
    "bidding not over": _bids(PASS[0]),
    "no bury": lambda r: r.update(buried=[]),
    "short bury": lambda r: r.update(buried=KITTY[:7]),
    "bury not held": lambda r: r.update(buried=["BJ", *KITTY[:7]]),
    "out of turn": _swap_seats,
    "unfinished trick": lambda r: r["tricks"][2].pop(),
    "card not held": _set(1, 2, ["BJ"]),
    "empty lead": _set(1, 1, []),
    "lead of no shape": _set(1, 1, ["3H", "4H"]),
    "too many cards": lambda r: play_at(r, 1, 3)["cards"].append("6H"),
    "off suit": _off_suit,
}
# Follows checked against a hand, for the leads a whole record reaches only by chance.
FOLLOWS = {
    "pair to a pair": (["AS", "3S", "3S"], ["AS", "3S"], ["KS", "KS"], {}),
    "pairs to a tractor": (["3S", "3S", "5S", "5S", "9S"], ["3S", "3S", "9S", "5S"], ["QS", "QS", "KS", "KS"], {}),
    "no tractor to a tractor": (
        ["3S", "3S", "4S", "4S", "9S", "9S"],
        ["3S", "3S", "9S", "9S"],
        ["QS", "QS", "KS", "KS"],
        {"follow_tractor": True},
    ),
    "trump short": (["2H", "3D"], ["3D"], ["AH"], {}),
}


def record_violations():
    found = {}
    for name, change in RECORD_CHANGES.items():
        record = scripted_record()
        change(record)
        found[name] = adjudicate(record)["violation"]
    return found


def follow_problems():
    return {
        name: follow_problem(hand, cards, shape_of(lead, HEARTS_7), HEARTS_7, **kwargs)
        for name, (hand, cards, lead, kwargs) in FOLLOWS.items()
    }


def shape_errors():
    record = bot_record(1)
    record["tricks"][3][1]["cards"][0] = "11H"
    record["levels"] = ["2", "Z"]
    record["dealer"] = 7
    record["bids"] = [{"seat": 0}, {"seat": 0, "pass": False}, {"seat": 0, "pass": True, "cards": []}, 4]
    record["tricks"][0] = []
    record["tricks"][1][0]["extra"] = 1
    record["kitty"] = ["2H"] * 61
    record["oops"] = 1
    others = [
        [1],
        {"levels": "2", "hands": [], "tricks": {}, "bids": [None] * 201, "meta": 3},
        {"hands": [1, [], [], []], "bids": {}, "tricks": [[{}] * 5, 5, [{"cards": []}]]},
        {"tricks": [[]] * 121},
    ]
    return [*check_shape(record), *(error for other in others for error in check_shape(other))]


EXTRACTED = marked_strings()


def _phrases(params):
    return {phrase for value in params.values() if is_count(value) for phrase in (value["one"], value["other"])}


def test_the_scenarios_break_a_rule_each():
    assert all(record_violations().values())
    assert all(follow_problems().values())


@pytest.mark.parametrize(("name", "violation"), record_violations().items())
def test_a_violation_keeps_its_template_and_json_parameters(name, violation):
    assert violation["template"] in EXTRACTED
    assert _phrases(violation["params"]) <= EXTRACTED
    assert json.loads(json.dumps(violation["params"])) == violation["params"]
    assert render(violation["template"], violation["params"]) == violation["message"]


def test_the_words_a_violation_shows_are_extracted():
    violations = record_violations()
    assert violations["equal overcall"]["params"]["declared"]["word"] in EXTRACTED
    assert violations["equal overcall"]["params"]["standing"]["word"] in EXTRACTED
    assert violations["lead of no shape"]["params"]["cards"] == "3H 4H"  # cards are shown as written


@pytest.mark.parametrize(("name", "found"), follow_problems().items())
def test_a_follow_problem_renders_from_its_template(name, found):
    _rule, template, params = found
    assert template in EXTRACTED and _phrases(params) <= EXTRACTED
    assert not isinstance(params.get("suit"), str) or params["suit"] in ("S", "H", "D", "C", "trump")
    assert render(template, params)


def test_trump_is_a_word_to_translate():
    _rule, _template, params = follow_problems()["trump short"]
    assert params["suit"] == "trump" and "trump" in EXTRACTED


def test_bid_violations_name_their_bid_from_one():
    violations = record_violations()
    assert violations["bid out of turn"]["bid"] == 1
    assert violations["equal overcall"]["bid"] == 4
    assert violations["bid after the bidding"]["bid"] == 5
    assert violations["equal overcall"]["message"].startswith("bid 4: ")
    assert violations["bidding not over"]["bid"] is None  # no bid is wrong: the record goes on too soon
    assert violations["out of turn"]["bid"] is None


def test_every_shape_error_renders_from_its_template():
    errors = shape_errors()
    assert len(errors) > 15
    for error in errors:
        assert error.template in EXTRACTED and _phrases(error.params) <= EXTRACTED, error.message
        assert render(error.template, error.params) == error.message
        assert error.to_dict() == {
            "path": error.path,
            "message": error.message,
            "template": error.template,
            "params": json.loads(json.dumps(error.to_dict()["params"])),
        }
