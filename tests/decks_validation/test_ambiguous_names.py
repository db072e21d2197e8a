"""A name several cards share is settled by the section it is listed in, or reported, never guessed."""

import csv

import pytest

from decks.validation import validate_decklist, validate_sections
from games.importers import import_cards
from tests.support.cards import add_card, forty, ydk, ygo_monster

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def problems(body, code="AMBIGUOUS_NAME"):
    return [p for p in body["problems"] if p["code"] == code]


@pytest.fixture
def hits(db):
    """Hit the Leader, Hit the Battle card and its special printing; two Leaders named Frieza; two Battle Vegetas."""
    add_card("dbs", "BT1-003", "Hit", "Leader", base_code="BT1-003")
    hit = add_card("dbs", "BT1-012", "Hit", "Battle", base_code="BT1-012", keywords=[])
    add_card("dbs", "BT1-012_SPR", "Hit", "Battle", base_code="BT1-012", keywords=[], alternate_of=hit)
    add_card("dbs", "BT1-083", "Frieza", "Leader", base_code="BT1-083")
    add_card("dbs", "BT1-084", "Frieza", "Leader", base_code="BT1-084")
    add_card("dbs", "BT1-038", "Vegeta", "Battle", base_code="BT1-038", keywords=[])
    add_card("dbs", "BT2-077", "Vegeta", "Battle", base_code="BT2-077", keywords=[])


def test_the_leader_section_picks_the_leader_and_the_main_deck_the_other_card(hits):
    body = validate_decklist(game="dbs", text="Leader: Hit\n4 Hit\n")
    assert problems(body) == [] and "UNKNOWN_CARD" not in {p["code"] for p in body["problems"]}
    assert body["sections"] == {"leader": 1, "main": 4, "side": 0}
    assert not [p for p in body["problems"] if p["code"] in ("LEADER", "WRONG_SECTION")]


def test_sections_of_names_are_settled_the_same_way(hits):
    body = validate_sections(game="dbs", sections={"leader": ["hit"], "main": ["Hit"] * 5, "side": ["HIT"]})
    assert problems(body) == []
    copy = problems(body, "COPY_LIMIT")
    assert len(copy) == 1 and copy[0]["cards"] == ["BT1-012"]


def test_a_name_shared_by_two_cards_fit_for_the_section_is_reported_with_their_codes(hits):
    body = validate_decklist(game="dbs", text="Leader: Frieza\n3 Vegeta\n1 Hit\n")
    ambiguous = problems(body)
    assert [(p["section"], p["line"], p["cards"]) for p in ambiguous] == [
        ("leader", 1, ["BT1-083", "BT1-084"]),
        ("main", 2, ["BT1-038", "BT2-077"]),
    ]
    assert "Frieza" in ambiguous[0]["message"] and "BT1-083" in ambiguous[0]["message"]
    assert body["sections"]["main"] == 1 and body["legal"] is False


def test_a_name_no_card_of_which_fits_the_section_lists_every_candidate(hits):
    body = validate_decklist(game="dbs", text="Leader: Hit\n4 Frieza\n")
    assert [p["cards"] for p in problems(body)] == [["BT1-083", "BT1-084"]]


def test_alternate_printings_sharing_a_name_are_one_card_and_the_original_is_picked(hits):
    body = validate_sections(game="dbs", sections={"leader": ["BT1-003"], "main": ["Hit"]})
    assert problems(body) == [] and problems(body, "UNKNOWN_CARD") == []


def test_a_code_is_never_ambiguous(hits):
    body = validate_decklist(game="dbs", text="Leader: BT1-083 Frieza\n4 BT1-038 Vegeta\n")
    assert problems(body) == []


@pytest.fixture
def twin_names(ygo_pool):
    ygo_monster("80000001", "Twin Dragon", "Fusion Monster")
    ygo_monster("80000002", "Twin Dragon", "Effect Monster")


def test_the_yugioh_extra_deck_picks_the_extra_deck_monster(twin_names):
    text = "\n".join(f"1 Monster {i}" for i in range(39)) + "\n1 Twin Dragon\nExtra Deck\n1 Twin Dragon\n"
    body = validate_decklist(game="yugioh", text=text)
    assert body["problems"] == [] and body["sections"] == {"main": 40, "extra": 1, "side": 0}


def test_a_yugioh_side_deck_name_shared_by_two_cards_is_ambiguous(twin_names):
    body = validate_decklist(game="yugioh", text=ydk(forty()) + "Twin Dragon\n")
    assert body["problems"][0]["code"] == "UNREADABLE_LINE"  # a YDK holds passcodes, not names
    body = validate_sections(game="yugioh", sections={"main": forty(), "side": ["Twin Dragon"]})
    assert [(p["section"], p["cards"]) for p in problems(body)] == [("side", ["80000001", "80000002"])]


# -- the real DBS cards: 11 names are shared by a Leader and another card ---------------------------------


@pytest.fixture
def real_dbs(data_dir):
    path = data_dir / "dbs" / "cards.csv"
    import_cards(game="dbs", path=path)
    rows = [r for r in csv.DictReader(path.open(encoding="utf-8")) if r["code"] and r["base_code"] == r["code"]]
    by_name = {}
    for row in rows:
        by_name.setdefault(row["name"], []).append(row)
    return {name: cards for name, cards in by_name.items() if {c["type"] == "LEADER" for c in cards} == {True, False}}


def test_the_real_shared_names(real_dbs):
    assert len(real_dbs) == 11 and "Hit" in real_dbs and "Dragon Ball" in real_dbs


def test_every_real_shared_name_is_settled_by_its_section_or_reported(real_dbs):
    for name, cards in real_dbs.items():
        leaders = sorted(c["code"] for c in cards if c["type"] == "LEADER")
        others = sorted(c["code"] for c in cards if c["type"] != "LEADER")
        body = validate_sections(game="dbs", sections={"leader": [name], "main": [name]})
        for section, codes in (("leader", leaders), ("main", others)):
            ambiguous = [p for p in problems(body) if p["section"] == section]
            if len(codes) == 1:
                assert ambiguous == [], (name, section)
            else:
                assert [sorted(p["cards"]) for p in ambiguous] == [codes], (name, section)
        # a Leader never lands in the Main Deck nor another card in the Leader's place
        assert problems(body, "WRONG_SECTION") == [], name
        assert [p["cards"] for p in problems(body, "LEADER")] == ([[]] if len(leaders) > 1 else []), name


def test_the_real_hit_deck_written_by_names(real_dbs):
    body = validate_decklist(game="dbs", text="Leader: Hit\n4 Hit\n4 Son Goten\n4 Caulifla\n")
    assert problems(body) == [] and problems(body, "UNKNOWN_CARD") == []
    assert body["sections"]["main"] == 12


def test_a_list_of_bare_names_several_cards_share_is_still_a_decklist(hits):
    body = validate_decklist(game="dbs", text="Vegeta\nFrieza\n")
    assert [p["code"] for p in problems(body)] == ["AMBIGUOUS_NAME", "AMBIGUOUS_NAME"]
