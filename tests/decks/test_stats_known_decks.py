"""Each game's deck statistics on a known deck of real cards (the Esferas demo set for Esferas, which has no real
card file): the numbers a player would count by hand from the cards' printed facts."""

import re
from types import SimpleNamespace

import pytest

from decks import stats
from games.importers.service import parse_cards
from games.rules.esferas import demo as esferas_demo
from tests.conftest import DATA

pytestmark = pytest.mark.smoke


def charts(game, sections, cards):
    return {chart["title"]: chart["rows"] for chart in stats.deck_charts(game, sections, cards)}


def by_name(game, path, names):
    records = {record.name: record for record in parse_cards(game, path).records}
    return {name: records[name] for name in names}


def test_yugioh_a_small_goat_deck_counts_as_ygoprodeck_shows_it():
    # Blue-Eyes White Dragon: Normal, Level 8 LIGHT Dragon. Sangan: Effect, Level 3 DARK Fiend. Thousand-Eyes
    # Restrict: Fusion, Level 1 DARK Spellcaster. Raigeki: Normal Spell. Scapegoat: Quick-Play Spell.
    # Mirror Force: Normal Trap. Solemn Judgment: Counter Trap.
    cards = by_name(
        "yugioh",
        DATA / "yugioh" / "goat-cards.en.cdb",
        ["Blue-Eyes White Dragon", "Sangan", "Thousand-Eyes Restrict", "Raigeki", "Scapegoat", "Mirror Force",
         "Solemn Judgment"],
    )  # fmt: skip
    code = {name: record.code for name, record in cards.items()}
    main = {code["Blue-Eyes White Dragon"]: 3, code["Sangan"]: 2, code["Raigeki"]: 1, code["Scapegoat"]: 3,
            code["Mirror Force"]: 1, code["Solemn Judgment"]: 2}  # fmt: skip
    sections = {"main": main, "extra": {code["Thousand-Eyes Restrict"]: 1}, "side": {code["Raigeki"]: 2}}
    result = charts("yugioh", sections, {record.code: record for record in cards.values()})
    assert result["Card types"] == [("Monster", 6), ("Spell", 4), ("Trap", 3)]  # the side deck is not drawn from
    assert result["Monsters, Spells and Traps by type"] == [
        ("Counter Trap", 2),
        ("Effect Monster", 2),
        ("Fusion Monster", 1),
        ("Normal Monster", 3),
        ("Normal Spell", 1),
        ("Normal Trap", 1),
        ("Quick-Play Spell", 3),
    ]
    assert result["Level curve (monsters)"] == [("1", 1), ("3", 2), ("8", 3)]
    assert result["Attributes (monsters)"] == [("DARK", 3), ("LIGHT", 3)]
    assert result["Monster types"] == [("Dragon", 3), ("Fiend", 2), ("Spellcaster", 1)]


def test_yugioh_the_breakdown_is_in_the_page_s_language():
    from django.utils import translation

    card = SimpleNamespace(type="Quick-Play Spell", attrs={"kind": "spell", "types": ["spell", "quick-play"]})
    with translation.override("ar"):
        result = charts("yugioh", {"main": {"s": 3}}, {"s": card})
    assert result["الوحوش والسحر والفخاخ حسب النوع"] == [("سحر سريع", 3)]  # the title and the label in Arabic


def test_dbs_the_hit_red_deck_of_the_shared_data():
    """hit-red.txt: Champa leader, 44 Battle and 6 Extra cards, all Red; costs counted from cards.csv."""
    text = (DATA / "dbs" / "hit-red.txt").read_text()
    main = {}
    for count, code in re.findall(r"^(\d+) (\S+)", text, re.MULTILINE):
        main[code] = main.get(code, 0) + int(count)
    sections = {"leader": {"BT1-001": 1}, "main": main}
    cards = {record.code: record for record in parse_cards("dbs", DATA / "dbs" / "cards.csv").records}
    result = charts("dbs", sections, cards)
    assert result["Card types"] == [("Battle", 44), ("Extra", 6), ("Leader", 1)]
    assert result["Cost curve"] == [("1", 12), ("2", 12), ("3", 10), ("4", 8), ("5", 4), ("6", 4)]
    assert result["Colours"] == [("Red", 51)]


def test_dbz_goku_s_three_levels_and_a_few_saiyan_saga_combat_cards():
    cards = {record.code: record for record in parse_cards("dbz", DATA / "dbz" / "saiyan-saga.csv").records}
    # SAIYAN-158..160: Goku Personality levels 1-3. 001: Orange Standing Fist Punch. 024: Goku's Surprise
    # Attack, 028: Vegeta's Physical Stance (both Freestyle Physical Combat).
    sections = {
        "personality": {"SAIYAN-158": 1, "SAIYAN-159": 1, "SAIYAN-160": 1},
        "main": {"SAIYAN-001": 2, "SAIYAN-024": 1, "SAIYAN-028": 1},
    }
    result = charts("dbz", sections, cards)
    assert result["Card types"] == [("Personality", 3), ("Physical Combat", 4)]
    assert result["Personality levels"] == [("1", 1), ("2", 1), ("3", 1)]
    assert result["Styles"] == [("Freestyle", 2), ("Orange", 2)]


def test_esferas_the_seven_dragon_balls_and_the_seed_s_worked_cards():
    cards = {card["code"]: SimpleNamespace(type=card["type"], attrs=card["attrs"]) for card in esferas_demo.cards()}
    main = {f"ESF-00{n}": 1 for n in range(1, 8)} | {"ESF-010": 1, "ESF-020": 1, "ESF-030": 1}
    result = charts("esferas", {"main": main}, cards)
    assert result["Card types"] == [("Attack", 1), ("Defence", 1), ("Dragon Ball", 7), ("Modifier", 1)]
    # Kamehameha sphere 3, Energy Shield 2, Power Surge 5, and each Dragon Ball its own number
    assert result["Dragon Ball spheres"] == [("1", 1), ("2", 2), ("3", 2), ("4", 1), ("5", 2), ("6", 1), ("7", 1)]
