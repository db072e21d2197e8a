"""Statistics drawn as inline SVG by the server."""

from types import SimpleNamespace

import pytest

from decks import stats

pytestmark = pytest.mark.smoke


def card(type="", **attrs):
    return SimpleNamespace(type=type, attrs=attrs)


CARDS = {
    "m4": card("Normal Monster", kind="monster", level=4, attribute="LIGHT"),
    "m7": card("Effect Monster", kind="monster", level=7, attribute="DARK"),
    "s": card("Normal Spell", kind="spell"),
    "f": card("Fusion Monster", kind="monster", level=10, attribute="DARK"),
}


def charts(game, sections, cards=CARDS):
    return {c["title"]: c["rows"] for c in stats.deck_charts(game, sections, cards)}


def test_yugioh_counts_types_levels_and_attributes_of_main_and_extra():
    result = charts("yugioh", {"main": {"m4": 3, "m7": 1, "s": 2}, "extra": {"f": 1}, "side": {"s": 3}})
    assert result["Card types"] == [("Monster", 5), ("Spell", 2)]
    assert result["Level curve (monsters)"] == [("4", 3), ("7", 1), ("10", 1)]  # numeric order
    assert result["Attributes (monsters)"] == [("DARK", 2), ("LIGHT", 3)]


def test_dbs_draws_the_cost_curve_and_colours():
    cards = {
        "a": card("Battle", cost=1, color="Red"),
        "b": card("Battle", cost=3, color="Blue"),
        "l": card("Leader", color="Red"),
    }
    result = charts("dbs", {"leader": {"l": 1}, "main": {"a": 4, "b": 2}}, cards)
    assert result["Cost curve"] == [("1", 4), ("3", 2)]
    assert result["Colours"] == [("Blue", 2), ("Red", 5)]


def test_unknown_cards_are_counted_as_unknown():
    assert charts("esferas", {"main": {"zz": 2}}, {})["Card types"] == [("Unknown", 2)]


def test_the_svg_has_one_bar_per_row_and_a_text_description():
    svg = stats.bar_chart("Card types", [("Monster", 20), ("Spell <b>", 10)])
    assert svg.count("<rect") == 2
    assert "<desc>Monster: 20, Spell &lt;b&gt;: 10</desc>" in svg
    assert 'role="img"' in svg


def test_an_empty_chart_draws_nothing():
    assert stats.bar_chart("Card types", []) == ""


def test_the_labels_that_are_words_of_ours_are_in_the_page_s_language():
    from django.utils import translation

    with translation.override("fr"):
        result = charts("yugioh", {"main": {"m4": 3, "s": 2, "gone": 1}})
        assert result["Types de cartes"] == [("Inconnu", 1), ("Magie", 2), ("Monstre", 3)]
        assert result["Attributs (monstres)"] == [("Inconnu", 1), ("LIGHT", 3)]  # attributes stay as printed
