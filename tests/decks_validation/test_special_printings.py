"""DBS special printings (`_SPR`, `_PR`) take their keywords and copy rules from the base card number."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from decks.validation import validate_decklist, validate_sections
from games.models import Card
from tests.support.cards import add_card

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def battle(code, name, base=None, linked=True, **attrs):
    """A DBS Battle card; a special printing of `base` (a Card), linked or known only by its base_code."""
    attrs = {"base_code": base.code if base else code, "keywords": [], **attrs}
    return add_card("dbs", code, name, "Battle", **attrs, alternate_of=base if linked else None)


@pytest.fixture
def leader(db):
    return add_card("dbs", "BT1-001", "Champa", "Leader", base_code="BT1-001")


def filler(n):
    return [f"BT9-{i:03d}" for i in range(n)]


@pytest.fixture
def fillers(leader):
    for i in range(50):
        battle(f"BT9-{i:03d}", f"Filler {i}")


def codes(body):
    return sorted(p["code"] for p in body["problems"])


def deck(*cards, size=50):
    main = list(cards)
    return {"leader": ["BT1-001"], "main": main + filler(size - len(main))}


@pytest.mark.parametrize("linked", [True, False])
def test_a_special_printing_without_keywords_is_still_ultimate(fillers, linked):
    base = battle("BT4-075", "Ultimate Gogeta", keywords=["Ultimate"])
    battle("BT4-075_SPR", "Ultimate Gogeta", base, linked=linked, keywords=[])
    body = validate_sections(game="dbs", sections=deck("BT4-075", "BT4-075_SPR"))
    assert codes(body) == ["KEYWORD_LIMIT"]
    assert set(body["problems"][0]["cards"]) == {"BT4-075", "BT4-075_SPR"}
    only_special = validate_sections(game="dbs", sections=deck("BT4-075_SPR", "BT4-075_SPR"))
    assert codes(only_special) == ["KEYWORD_LIMIT"] and only_special["problems"][0]["cards"] == ["BT4-075_SPR"]


@pytest.mark.parametrize("linked", [True, False])
def test_a_special_printing_of_a_card_allowing_any_number_is_not_held_to_four(fillers, linked):
    base = battle("BT2-107", "Infinite Multiplication Meta-Cooler", any_number_of_copies=True)
    battle("BT2-107_SPR", "Infinite Multiplication Meta-Cooler", base, linked=linked)
    body = validate_sections(game="dbs", sections=deck(*["BT2-107_SPR"] * 10, *["BT2-107"] * 11))
    assert body["problems"] == []


@pytest.mark.parametrize("linked", [True, False])
def test_a_special_printing_claiming_any_number_its_base_does_not_allow_is_held_to_four(fillers, linked):
    base = battle("BT1-012", "Hit")
    battle("BT1-012_SPR", "Hit", base, linked=linked, any_number_of_copies=True)
    body = validate_sections(game="dbs", sections=deck(*["BT1-012_SPR"] * 5))
    assert codes(body) == ["COPY_LIMIT"]


def test_a_special_printing_is_held_to_its_base_card_s_own_count(fillers):
    base = battle("BT3-108", "Limited One", deck_limit=1)
    battle("BT3-108_SPR", "Limited One", base)
    assert codes(validate_sections(game="dbs", sections=deck("BT3-108_SPR", "BT3-108_SPR"))) == ["COPY_LIMIT"]


def test_base_card_attributes_cost_no_query_when_the_printing_is_linked(fillers):
    base = battle("BT4-075", "Ultimate Gogeta", keywords=["Ultimate"])
    battle("BT4-075_SPR", "Ultimate Gogeta", base)
    text = "Leader: BT1-001\n" + "".join(f"1 {code}\n" for code in filler(48)) + "2 BT4-075_SPR\n"
    with CaptureQueriesContext(connection) as queries:
        body = validate_decklist(game="dbs", text=text)
    assert codes(body) == ["KEYWORD_LIMIT"]
    assert len([q for q in queries.captured_queries if '"games_card"' in q["sql"]]) == 1


def test_an_unlinked_special_printing_costs_one_more_query_at_most(fillers):
    base = battle("BT4-075", "Ultimate Gogeta", keywords=["Ultimate"])
    battle("BT4-075_SPR", "Ultimate Gogeta", base, linked=False)
    assert Card.objects.get(code="BT4-075_SPR").alternate_of is None
    text = "Leader: BT1-001\n" + "".join(f"1 {code}\n" for code in filler(48)) + "2 BT4-075_SPR\n"
    with CaptureQueriesContext(connection) as queries:
        body = validate_decklist(game="dbs", text=text)
    assert codes(body) == ["KEYWORD_LIMIT"]
    assert len([q for q in queries.captured_queries if '"games_card"' in q["sql"]]) <= 2
