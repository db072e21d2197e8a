"""The verdict of adjudicate() (docs/yugioh-records.md, Verdict), the variants, the card facts the engine
needs, and the records it refuses to replay."""

import copy
import json

import pytest

from games.rules.messages import render
from games.rules.yugioh.cards import card_info
from games.rules.yugioh.engine import adjudicate, card_codes
from games.rules.yugioh.record import RecordShapeError
from games.rules.yugioh.variants import Variant, parse_variant
from tests.rules.extraction import marked_strings
from tests.yugioh.helpers import (
    BREAKER,
    CALL,
    JAMMER,
    MIRROR,
    MST,
    POT,
    SANGAN,
    SOLEMN,
    VORSE,
    act,
    broken,
    do,
    draw,
    judge,
    make,
    opening,
    pass_,
    passes,
    phase,
    real_cards,
    whole_turn,
)

pytestmark = pytest.mark.smoke

CARDS = {"v": (VORSE, 0), "pot": (POT, 0), "mst": (MST, 1, "spell_trap"), "solemn": (SOLEMN, 0, "spell_trap")}


def played():
    return make(
        CARDS,
        whole_turn(
            0,
            do("normal_summon", 0, "v"),
            act(0, "pot"),
            act(1, "mst", targets=["solemn"], destroy=["solemn"]),
            act(0, "solemn", negate_activation=2),
            *passes(1),
        ),
    )


def test_the_verdict_lists_each_chain_with_its_links_and_resolution():
    verdict = judge(played())
    assert verdict["legal"] is True and verdict["violation"] is None
    assert verdict["winner"] is None and verdict["reason"] is None
    assert verdict["variant"] == {"first_turn_draw": True}
    (chain,) = verdict["chains"]
    assert (chain["turn"], chain["phase"]) == (1, "main1")
    assert chain["links"][0] == {
        "link": 1,
        "player": 0,
        "card": "pot",
        "code": POT,
        "name": "Pot of Greed",
        "spell_speed": 1,
        "type": "Normal Spell",
        "event": 10,
    }
    assert [(link["card"], link["spell_speed"], link["type"]) for link in chain["links"][1:]] == [
        ("mst", 2, "Quick-Play Spell"),
        ("solemn", 3, "Counter Trap"),
    ]
    assert [(entry["link"], entry["result"], entry["reason"]) for entry in chain["resolution"]] == [
        (3, "resolved", None),
        (2, "negated", "its activation was negated by link 3"),
        (1, "resolved", None),
    ]


def test_the_verdict_shows_each_players_cards_at_the_end():
    field = judge(played())["field"]
    assert field[0] == {
        "hand": {"count": 1, "ids": []},  # the card drawn, unnamed
        "monsters": {"count": 1, "ids": ["v"]},
        "spells_traps": {"count": 0, "ids": []},
        "field_zone": {"count": 0, "ids": []},
        "graveyard": {"count": 2, "ids": ["solemn", "pot"]},
        "banished": {"count": 0, "ids": []},
        "deck": {"count": None, "ids": []},  # no Deck size in the record
        "extra": {"count": 0, "ids": []},
    }
    assert field[1]["graveyard"] == {"count": 1, "ids": ["mst"]}


def test_a_violation_says_where_whose_and_which_rule():
    record = make(CARDS, [*opening(0), act(1, "mst")])
    violation = broken(record)
    assert violation == {
        "turn": 1,
        "event": 9,
        "player": 1,
        "rule": "priority",
        "message": "player 1 does not have priority: player 0 has it",
        "template": "player {player} does not have priority: player {holder} has it",
        "params": {"player": 1, "holder": 0},
        "where": {"turn": 1, "event": 9, "player": 1},
        "source": None,
    }


def test_the_illegal_activation_is_shown_on_the_chain_it_tried_to_join():
    record = make({**CARDS, "pot1": (POT, 1)}, [*opening(0), act(0, "pot"), act(1, "pot1")])
    verdict = judge(record)
    assert verdict["violation"]["rule"] == "spell-speed"
    (chain,) = verdict["chains"]
    assert [(link["card"], link["event"]) for link in chain["links"]] == [("pot", 9), ("pot1", 10)]
    assert chain["resolution"] == []


def test_a_phase_out_of_order_is_the_turn_players_violation():
    violation = broken(make(CARDS, whole_turn(0), [phase("draw"), draw(1), *passes(1), phase("main1")]))
    assert (violation["turn"], violation["event"], violation["player"], violation["rule"]) == (2, 5, 1, "phase-order")


def test_the_verdict_is_plain_json_and_the_record_is_unchanged():
    record = played()
    before = copy.deepcopy(record)
    verdict = judge(record)
    assert record == before
    assert json.loads(json.dumps(verdict)) == verdict


def test_every_message_renders_from_its_extracted_template():
    extracted = marked_strings()
    records = [
        make(CARDS, [*opening(0), act(1, "mst")]),
        make(CARDS, [phase("draw"), pass_(0)]),
        make(CARDS, whole_turn(0, do("normal_summon", 0, "v"), do("normal_summon", 0, "pot"))),
        make(
            {"call": (CALL, 0, "spell_trap"), "g": (SANGAN, 0, "graveyard"), "mst": (MST, 1, "spell_trap")},
            [*opening(0), act(0, "call", targets=["g"]), act(1, "mst", targets=["call"], destroy=["call"]), *passes(0)],
        ),
        played(),
    ]
    seen = 0
    for record in records:
        verdict = judge(record)
        if verdict["violation"]:
            violation = verdict["violation"]
            assert violation["template"] in extracted
            assert render(violation["template"], violation["params"]) == violation["message"]
            seen += 1
        for chain in verdict["chains"]:
            for entry in chain["resolution"]:
                if entry["reason"]:
                    assert entry["template"] in extracted
                    assert render(entry["template"], entry["params"]) == entry["reason"]
                    seen += 1
    assert seen >= 5


# Records the engine refuses


def test_a_malformed_record_raises_its_shape_errors():
    with pytest.raises(RecordShapeError) as raised:
        adjudicate({"first": 0, "cards": {}, "turns": "none"}, None, {})
    assert [str(e) for e in raised.value.errors] == ["turns: must be a list of turns"]


def test_a_passcode_without_facts_is_named():
    record = make({"x": ("99999999", 0)}, [])
    with pytest.raises(ValueError, match=r"^cards\.x\.code: no card with passcode 99999999 in the card database$"):
        adjudicate(record, None, real_cards())


def test_facts_without_a_kind_are_named():
    with pytest.raises(ValueError, match=r"^cards\.x\.code: card 1: its facts have no kind"):
        adjudicate(make({"x": ("01", 0)}, []), None, {"1": {"name": "Nothing"}})


def test_a_monster_activation_names_its_effect():
    record = make({"b": (BREAKER, 0, "monster")}, [*opening(0), act(0, "b")])
    with pytest.raises(
        ValueError, match=r"^turns\[0\]\.events\[8\]\.effect: b \(Breaker the Magical Warrior\) is a monster"
    ):
        adjudicate(record, None, real_cards())


def test_a_spell_or_trap_takes_its_speed_from_its_type():
    record = make({"pot": (POT, 0)}, [*opening(0), act(0, "pot", "quick")])
    with pytest.raises(ValueError, match=r"^turns\[0\]\.events\[8\]\.effect: pot \(Pot of Greed\) is a Spell or Trap"):
        adjudicate(record, None, real_cards())


def test_only_an_earlier_link_can_be_negated():
    record = make(
        {"pot": (POT, 0), "j": (JAMMER, 1, "spell_trap")},
        [*opening(0), act(0, "pot"), act(1, "j", negate_activation=2)],
    )
    with pytest.raises(
        ValueError, match=r"^turns\[0\]\.events\[9\]\.outcome: link 2 can negate only an earlier link, not link 2$"
    ):
        adjudicate(record, None, real_cards())


def test_codes_with_leading_zeros_find_their_card():
    record = make({"mst": ("05318639", 0)}, [*opening(0), act(0, "mst"), *passes(1)])
    assert card_codes(record) == {MST}
    verdict = judge(record)
    assert verdict["chains"][0]["links"][0]["code"] == MST


# Card facts and variants


@pytest.mark.parametrize(
    ("code", "subtype", "speed", "label"),
    [
        (POT, "normal", 1, "Normal Spell"),
        (MST, "quick-play", 2, "Quick-Play Spell"),
        (MIRROR, "normal", 2, "Normal Trap"),
        (CALL, "continuous", 2, "Continuous Trap"),
        (SOLEMN, "counter", 3, "Counter Trap"),
        (SANGAN, None, 0, "Monster"),
    ],
)
def test_a_real_cards_facts_give_its_spell_speed(code, subtype, speed, label):
    info = card_info(code, real_cards()[code])
    assert (info.subtype, info.speed, info.label) == (subtype, speed, label)


def test_variants():
    assert parse_variant(None) == parse_variant({}) == Variant(first_turn_draw=True)
    assert parse_variant({"first_turn_draw": False}).to_dict() == {"first_turn_draw": False}
    variant = Variant(first_turn_draw=False)
    assert parse_variant(variant) is variant
    with pytest.raises(ValueError, match='unknown variant key "draw"'):
        parse_variant({"draw": False})
    with pytest.raises(ValueError, match='variant first_turn_draw must be true or false, not "no"'):
        parse_variant({"first_turn_draw": "no"})
    with pytest.raises(ValueError, match="a variant must be a JSON object"):
        parse_variant([])
