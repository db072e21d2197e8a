"""Whole records through adjudicate(): each rule's violation, incomplete records, the verdict."""

import copy

import pytest

from games.rules.tractor.cards import total_points, trump_of
from games.rules.tractor.engine import adjudicate
from games.rules.tractor.record import RecordShapeError
from tests.tractor.helpers import KITTY, bot_record, play_at, scripted_record

pytestmark = pytest.mark.smoke


def rule_of(record, variant=None):
    verdict = adjudicate(record, variant)
    assert verdict["legal"] is False
    assert verdict["outcome"] is None
    return verdict["violation"]


# A complete, legal hand


def test_a_complete_legal_hand_has_an_outcome():
    verdict = adjudicate(scripted_record())
    assert verdict["legal"] is True and verdict["complete"] is True
    assert verdict["violation"] is None
    assert verdict["trump"] == {"suit": "S", "rank": "2"}
    assert verdict["dealer"] == 0
    assert len(verdict["tricks"]) == 22  # 18 plain singles, 3 trump singles, a 4-card tractor
    assert verdict["outcome"]["result"] == "attackers_up_10"


def test_each_trick_shows_leader_winner_points_and_plays():
    verdict = adjudicate(scripted_record())
    first = verdict["tricks"][0]
    assert first["leader"] == 0  # "the dealer ... leads"
    assert first["winner"] == 3
    assert [play["seat"] for play in first["plays"]] == [0, 1, 2, 3]
    assert first["plays"][0]["cards"] == ["3H"]
    assert first["points"] == 0
    second = verdict["tricks"][1]
    assert second["leader"] == 3  # the winner leads the next trick
    assert [play["seat"] for play in second["plays"]] == [3, 0, 1, 2]


def test_attackers_winning_the_last_trick_add_the_kitty_times_twice_the_lead():
    """ "If the attackers win the last trick, add the kitty's points multiplied by twice the number of
    cards per play in that trick": a 4-card tractor doubles to 8 times the 40 buried points."""
    verdict = adjudicate(scripted_record())
    assert verdict["kitty_points"] == 40
    assert verdict["kitty_multiplier"] == 8
    assert verdict["attackers_points"] == 160 + 40 * 8


def test_the_power_variant_multiplies_by_two_to_the_number_of_cards():
    verdict = adjudicate(scripted_record(), {"kitty_multiplier": "power"})
    assert verdict["kitty_multiplier"] == 16
    assert verdict["attackers_points"] == 160 + 40 * 16
    assert verdict["variant"] == {"kitty_multiplier": "power", "follow_tractor": False}
    assert verdict["outcome"]["match_winner"] == 1  # 2 + 18 levels is past the Ace


def test_no_kitty_bonus_when_the_defenders_win_the_last_trick():
    verdict = adjudicate(scripted_record(top_tractor_seat=0))
    assert verdict["tricks"][-1]["winner"] == 0
    assert verdict["kitty_multiplier"] == 0
    assert verdict["attackers_points"] == 150  # 200 - 40 buried - 10 in the last trick
    assert verdict["outcome"] == {
        "result": "attackers_up_1",
        "levels_after": ["2", "3"],
        "next_dealer": 1,
        "match_winner": None,
    }


def test_the_engine_does_not_change_the_record():
    record = scripted_record()
    before = copy.deepcopy(record)
    adjudicate(record)
    assert record == before


def test_a_badly_shaped_record_raises_with_its_errors():
    record = scripted_record()
    record["tricks"][3][1]["cards"][0] = "11H"
    with pytest.raises(RecordShapeError) as raised:
        adjudicate(record)
    assert [str(e) for e in raised.value.errors] == ['tricks[3][1].cards[0]: unknown card "11H"']


def test_ten_may_be_written_t():
    record = scripted_record()
    record["hands"] = [["T" + card[2:] if card.startswith("10") else card for card in hand] for hand in record["hands"]]
    assert adjudicate(record)["legal"] is True


# deal


def test_each_player_is_dealt_25_cards():
    record = scripted_record()
    record["kitty"] = [*KITTY, record["hands"][2].pop()]
    violation = rule_of(record)
    assert (violation["rule"], violation["seat"]) == ("deal", 2)
    assert violation["message"] == "seat 2 was dealt 24 cards, not 25"


def test_the_kitty_has_8_cards():
    record = scripted_record()
    record["kitty"] = KITTY[:7]
    assert rule_of(record)["message"] == "the kitty has 7 cards, not 8"


def test_every_face_comes_exactly_twice():
    record = scripted_record()
    record["hands"][1][0] = "BJ"
    violation = rule_of(record)
    assert violation["rule"] == "deal"
    assert "BJ x3" in violation["message"]


def test_a_first_hand_needs_both_teams_at_the_same_level():
    record = bot_record(0)
    record["dealer"], record["levels"] = None, ["2", "3"]
    assert rule_of(record)["rule"] == "deal"


@pytest.mark.parametrize("levels", [["3", "3"], ["A", "A"], ["10", "10"]])
def test_a_first_hand_is_played_at_level_2_for_both_teams(levels):
    """Seed: "both teams start at level 2"; a hand with no dealer is a match's first."""
    record, _ = find_bot_record(lambda r, v: r["dealer"] is None)
    record["levels"] = levels
    violation = rule_of(record)
    assert (violation["rule"], violation["trick"], violation["seat"]) == ("deal", None, None)
    assert violation["message"] == (
        f"a hand with no dealer opens a match, played at level 2 for both teams, not {levels[0]} and {levels[1]}"
    )


def test_a_first_hand_at_level_2_declares_with_the_2s():
    record, verdict = find_bot_record(lambda r, v: r["dealer"] is None and v["trump"] is not None)
    assert record["levels"] == ["2", "2"]
    assert verdict["legal"] is True
    assert verdict["trump"]["rank"] == "2"


# bury


def test_the_dealer_buries_exactly_8_cards():
    record = scripted_record()
    record["buried"] = KITTY[:7]
    violation = rule_of(record)
    assert (violation["rule"], violation["seat"], violation["trick"]) == ("bury", 0, None)


def test_buried_cards_come_from_the_dealers_hand_and_the_kitty():
    record = scripted_record()
    record["buried"] = [*KITTY[:7], "BJ"]  # seat 3 holds both big jokers
    violation = rule_of(record)
    assert violation["rule"] == "bury"
    assert "BJ" in violation["message"]


def test_a_hand_cannot_be_played_before_the_bury():
    record = scripted_record()
    record["buried"] = []
    assert rule_of(record)["rule"] == "bury"


def test_burying_from_the_hand_keeps_the_kitty_cards_playable():
    record = bot_record(5)
    verdict = adjudicate(record)
    assert verdict["legal"] is True
    dealer = verdict["dealer"]
    kept = [card for card in record["kitty"] if card not in record["buried"]]
    played = [card for trick in record["tricks"] for play in trick if play["seat"] == dealer for card in play["cards"]]
    assert all(card in played for card in kept)


# turn-order


def test_the_dealer_leads_the_first_trick():
    record = scripted_record()
    record["tricks"][0] = record["tricks"][0][1:] + record["tricks"][0][:1]
    violation = rule_of(record)
    assert violation == {
        "trick": 1,
        "play": 1,
        "bid": None,
        "seat": 1,
        "rule": "turn-order",
        "message": "seat 0 was to play, not seat 1",
        "template": "seat {expected} was to play, not seat {seat}",
        "params": {"expected": 0, "seat": 1},
        "where": {"trick": 1, "play": 1, "bid": None, "seat": 1},
        "source": None,
    }


def test_play_goes_round_in_seat_order():
    record = scripted_record()
    trick = record["tricks"][4]
    trick[1], trick[2] = trick[2], trick[1]
    violation = rule_of(record)
    assert (violation["rule"], violation["trick"], violation["play"]) == ("turn-order", 5, 2)


def test_the_trick_winner_leads_the_next_trick():
    record = scripted_record()
    record["tricks"][1] = record["tricks"][1][1:] + record["tricks"][1][:1]  # seat 0 leads; seat 3 won
    violation = rule_of(record)
    assert (violation["rule"], violation["trick"], violation["seat"]) == ("turn-order", 2, 0)


def test_a_trick_must_be_finished_before_the_next():
    record = scripted_record()
    record["tricks"][2] = record["tricks"][2][:3]
    violation = rule_of(record)
    assert (violation["rule"], violation["trick"], violation["play"]) == ("turn-order", 4, 1)
    assert violation["seat"] == record["tricks"][3][0]["seat"]  # who led out of turn
    assert violation["message"] == "trick 3 is not finished: seat 2 was to play"


def test_the_verdict_shows_the_out_of_turn_lead_after_an_unfinished_trick():
    """docs/tractor-records.md: `tricks` holds every trick reached, including the violating play."""
    record = scripted_record()
    record["tricks"][2] = record["tricks"][2][:3]
    verdict = adjudicate(record)
    assert verdict["violation"]["trick"] == len(verdict["tricks"]) == 4
    fourth = verdict["tricks"][3]
    assert fourth["plays"] == [record["tricks"][3][0]]
    assert fourth["leader"] is None  # nobody was due to lead: trick 3 has no winner
    assert (fourth["winner"], fourth["points"]) == (None, total_points(record["tricks"][3][0]["cards"]))


# not-in-hand


def test_a_player_plays_only_cards_in_hand():
    record = scripted_record()
    play_at(record, 1, 2)["cards"] = ["BJ"]
    violation = rule_of(record)
    assert violation == {
        "trick": 1,
        "play": 2,
        "bid": None,
        "seat": 1,
        "rule": "not-in-hand",
        "message": "seat 1 does not hold BJ",
        "template": "seat {seat} does not hold {cards}",
        "params": {"seat": 1, "cards": "BJ"},
        "where": {"trick": 1, "play": 2, "bid": None, "seat": 1},
        "source": None,
    }


def test_a_card_cannot_be_played_twice():
    record = scripted_record()
    play_at(record, 3, 2)["cards"] = ["3H"]  # seat 0 held two 3H, played in tricks 1 and 2
    violation = rule_of(record)
    assert (violation["rule"], violation["trick"], violation["seat"]) == ("not-in-hand", 3, 0)


def test_the_dealer_cannot_play_a_buried_card():
    for seed in range(50):
        record = bot_record(seed)
        dealer = adjudicate(record)["dealer"]
        kept = _cards_left(record, dealer, 0)
        buried = [card for card in record["buried"] if card not in kept]
        if buried:
            break
    record["tricks"][0][0]["cards"] = [buried[0]]
    violation = rule_of(record)
    found = (violation["rule"], violation["trick"], violation["play"], violation["seat"])
    assert found == ("not-in-hand", 1, 1, dealer)


# card-count


def test_everyone_plays_as_many_cards_as_led():
    """ "Each player adds the same number of cards." """
    record = scripted_record()
    play_at(record, 1, 3)["cards"] = [*play_at(record, 1, 3)["cards"], "6H"]
    violation = rule_of(record)
    assert (violation["rule"], violation["play"]) == ("card-count", 3)
    assert violation["message"] == "played 2 card(s) to a single of H"


def test_a_lead_has_at_least_one_card():
    record = scripted_record()
    play_at(record, 1, 1)["cards"] = []
    assert rule_of(record)["rule"] == "card-count"


# lead-shape


def test_a_lead_is_a_single_a_pair_or_a_tractor():
    record = scripted_record()
    play_at(record, 1, 1)["cards"] = ["3H", "4H"]  # seat 0 holds both, not a pair
    violation = rule_of(record)
    assert (violation["rule"], violation["trick"], violation["play"]) == ("lead-shape", 1, 1)
    assert violation["message"] == "3H 4H is not a single, a pair or a tractor of one suit"


def test_a_tractor_lead_missing_a_card_is_no_lead():
    record = scripted_record()
    record["tricks"][-1][0]["cards"].pop()
    violation = rule_of(record)
    assert (violation["rule"], violation["trick"], violation["play"]) == ("lead-shape", 22, 1)


# follow-suit, follow-pairs, follow-tractor


def test_follow_suit_in_a_whole_record():
    """Seat 1 holds hearts but plays its first diamond to the first heart lead."""
    record = scripted_record()
    heart, diamond = play_at(record, 1, 2)["cards"], play_at(record, 7, 3)["cards"]
    assert play_at(record, 7, 3)["seat"] == 1
    play_at(record, 1, 2)["cards"], play_at(record, 7, 3)["cards"] = diamond, heart
    violation = rule_of(record)
    assert (violation["rule"], violation["trick"], violation["play"], violation["seat"]) == ("follow-suit", 1, 2, 1)
    assert violation["message"] == "played 0 H card(s) but held 6: must play 1"


def find_bot_record(condition, variant=None, limit=4000):
    for seed in range(limit):
        record = bot_record(seed)
        verdict = adjudicate(record, variant)
        if condition(record, verdict):
            return record, verdict
    raise AssertionError("no such record among the bot's hands")


def test_follow_tractor_variant_in_a_whole_record():
    """A record legal under the seed's rules breaks the follow_tractor variant."""
    record, verdict = find_bot_record(lambda r, v: not v["legal"], {"follow_tractor": True})
    assert verdict["violation"]["rule"] == "follow-tractor"
    assert adjudicate(record)["legal"] is True


def test_follow_pairs_in_a_whole_record():
    """A follower answers a pair lead with one card of its pair and another of the suit: follow-pairs."""
    for seed in range(200):
        record = bot_record(seed)
        verdict = adjudicate(record)
        trump = trump_of(verdict["trump"]["suit"], verdict["trump"]["rank"])
        for t, trick in enumerate(record["tricks"]):
            lead, follower = trick[0]["cards"], trick[1]["cards"]
            if len(lead) != 2 or lead[0] != lead[1] or follower[0] != follower[1]:
                continue
            suit = trump.suit_of(lead[0])
            left = _cards_left(record, trick[1]["seat"], t)
            other = [c for c in left if c != follower[0] and trump.suit_of(c) == suit]
            if other:
                trick[1]["cards"] = [follower[0], other[0]]
                violation = adjudicate(record)["violation"]
                assert (violation["rule"], violation["trick"], violation["play"]) == ("follow-pairs", t + 1, 2)
                return
    raise AssertionError("no pair answered by a pair among the bot's hands")


def _cards_left(record, seat, before_trick):
    """The cards `seat` still holds when trick number `before_trick` + 1 starts (bot records)."""
    verdict = adjudicate(record)
    hand = list(record["hands"][seat])
    if seat == verdict["dealer"]:
        hand += record["kitty"]
        for card in record["buried"]:
            hand.remove(card)
    for trick in record["tricks"][:before_trick]:
        for play in trick:
            if play["seat"] == seat:
                for card in play["cards"]:
                    hand.remove(card)
    return hand


# Records that stop mid-hand: "the verdict covers what was played"


def test_a_record_stopping_mid_trick_is_legal_so_far_without_outcome():
    record = scripted_record()
    record["tricks"] = [*record["tricks"][:3], record["tricks"][3][:2]]
    verdict = adjudicate(record)
    assert (verdict["legal"], verdict["complete"], verdict["outcome"]) == (True, False, None)
    assert len(verdict["tricks"]) == 4
    assert verdict["tricks"][3]["winner"] is None
    assert len(verdict["tricks"][3]["plays"]) == 2
    assert verdict["kitty_multiplier"] == 0


def test_a_record_stopping_after_the_bidding():
    record = scripted_record()
    record["buried"], record["tricks"] = [], []
    verdict = adjudicate(record)
    assert (verdict["legal"], verdict["trump"], verdict["dealer"], verdict["tricks"]) == (
        True,
        {"suit": "S", "rank": "2"},
        0,
        [],
    )


def test_a_record_stopping_in_the_bidding_has_no_trump_yet():
    record = scripted_record()
    record["bids"], record["buried"], record["tricks"] = record["bids"][:2], [], []
    verdict = adjudicate(record)
    assert (verdict["legal"], verdict["trump"], verdict["outcome"]) == (True, None, None)


def test_a_violation_ends_the_replay_and_keeps_the_violating_play():
    record = scripted_record()
    play_at(record, 3, 2)["cards"] = ["BJ"]
    verdict = adjudicate(record)
    assert len(verdict["tricks"]) == 3
    assert verdict["tricks"][2]["plays"][-1]["cards"] == ["BJ"]
    assert verdict["tricks"][2]["winner"] is None


def test_only_won_tricks_count_for_the_attackers_before_the_end():
    record = scripted_record()
    record["tricks"] = record["tricks"][:8]
    verdict = adjudicate(record)
    won = sum(t["points"] for t in verdict["tricks"] if t["winner"] in (1, 3))
    assert verdict["attackers_points"] == won > 0


# who deals, and trump when nobody declares


def first_declarer(record):
    return next((bid["seat"] for bid in record["bids"] if "cards" in bid), None)


def test_in_a_first_hand_the_first_declarer_deals_buries_and_leads():
    """ "The first player to declare becomes the first dealer." """
    record, verdict = find_bot_record(lambda r, v: r["dealer"] is None and first_declarer(r) not in (None, 0))
    assert verdict["dealer"] == first_declarer(record)
    assert verdict["tricks"][0]["leader"] == first_declarer(record)
    assert verdict["legal"] is True


def test_when_all_four_pass_the_kittys_first_non_joker_card_names_trump():
    """ "If all four pass without declaring, reveal the kitty and use its first non-joker suit." """
    record, verdict = find_bot_record(lambda r, v: len(r["bids"]) == 4)
    first = next(card for card in record["kitty"] if card not in ("SJ", "BJ"))
    assert verdict["trump"]["suit"] == first[-1]
    assert verdict["dealer"] == (0 if record["dealer"] is None else record["dealer"])


def test_a_joker_first_in_the_kitty_is_skipped_when_naming_trump():
    record, _ = find_bot_record(lambda r, v: len(r["bids"]) == 4)
    joker_holder = next(seat for seat, hand in enumerate(record["hands"]) if "SJ" in hand)
    swapped = record["kitty"][0]
    record["hands"][joker_holder][record["hands"][joker_holder].index("SJ")] = swapped
    record["kitty"][0] = "SJ"
    record["buried"], record["tricks"] = [], []
    verdict = adjudicate(record)
    assert verdict["legal"] is True
    assert verdict["trump"]["suit"] == next(card for card in record["kitty"] if card not in ("SJ", "BJ"))[-1]


def test_the_level_rank_comes_from_the_dealers_team():
    record, verdict = find_bot_record(lambda r, v: r["dealer"] in (1, 3) and r["levels"][0] != r["levels"][1])
    assert verdict["trump"]["rank"] == record["levels"][1]
