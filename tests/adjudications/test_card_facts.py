"""The card-facts contract (judging/adjudications/registry.py): an engine exporting card_codes gets
{code: {"name", "type", "text", **attrs}} from the game's Card table in one query; a code the table lacks
is a 400 (or a bulk item's error) naming where the record writes it."""

import copy

import pytest

from games.models import Card
from judging.adjudications import bulk, registry, services
from judging.adjudications.models import Adjudication
from tests.conftest import api_as
from tests.esferas.helpers import CARDS as ESFERAS_CARDS
from tests.esferas.helpers import record as esferas_record
from tests.yugioh.helpers import judge

from .cards import store_esferas

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]
URL = "/api/adjudications/"


@pytest.fixture
def esferas_game():
    store_esferas()
    return esferas_record(["ATK70"], ["DEF40"])


def test_the_facts_are_the_card_row_with_its_attrs_alongside():
    facts = registry.card_facts(name="Raigeki", type="Normal Spell", text="Destroy...", attrs={"kind": "spell"})
    assert facts == {"name": "Raigeki", "type": "Normal Spell", "text": "Destroy...", "kind": "spell"}


def test_the_service_finds_every_card_of_the_record_in_one_query(yugioh_record, django_assert_num_queries):
    with django_assert_num_queries(1):
        cards = services.cards_for(game="yugioh", records=[yugioh_record])
    assert set(cards) == {"26202165", "44095762", "78010363", "14898066", "12580477", "41420027"}
    assert cards["41420027"]["name"] == "Solemn Judgment"
    assert cards["41420027"]["kind"] == "trap"
    assert "counter" in cards["41420027"]["types"]


def test_a_game_without_card_facts_queries_nothing(record, django_assert_num_queries):
    with django_assert_num_queries(0):
        assert services.cards_for(game="tractor", records=[record]) == {}


def test_the_database_facts_give_the_engine_s_own_verdict(yugioh_record):
    cards = services.cards_for(game="yugioh", records=[yugioh_record])
    assert registry.replay("yugioh", yugioh_record, {}, cards=cards) == judge(yugioh_record)


def test_esferas_reads_the_same_facts_from_the_database(esferas_game):
    from games.rules.esferas.engine import adjudicate

    cards = services.cards_for(game="esferas", records=[esferas_game])
    assert registry.replay("esferas", esferas_game, {}, cards=cards) == adjudicate(esferas_game, None, ESFERAS_CARDS)


def test_the_api_takes_a_yugioh_record(requester, yugioh_record):
    response = api_as(requester).post(URL, {"game": "yugioh", "record": yugioh_record}, format="json")
    assert response.status_code == 202, response.json()
    assert Adjudication.objects.get(pk=response.json()["id"]).game.slug == "yugioh"


def test_an_unknown_passcode_is_a_400_naming_its_path(requester, yugioh_record):
    yugioh_record["cards"]["witch"]["code"] = "00000123"
    response = api_as(requester).post(URL, {"game": "yugioh", "record": yugioh_record}, format="json")
    assert response.status_code == 400
    assert response.json() == {"record": ["cards.witch.code: no card with code 123 in the card database"]}
    assert not Adjudication.objects.exists()


def test_an_unknown_esferas_code_is_a_400_naming_its_first_place(requester, esferas_game):
    esferas_game["decks"][1][3] = "NOPE"
    response = api_as(requester).post(URL, {"game": "esferas", "record": esferas_game}, format="json")
    assert response.status_code == 400
    assert response.json() == {"record": ["decks[1][3]: no card with code NOPE in the card database"]}


def test_the_message_is_in_the_reader_s_language(requester, esferas_game):
    esferas_game["decks"][0][0] = "NOPE"
    client = api_as(requester)
    response = client.post(URL, {"game": "esferas", "record": esferas_game}, format="json", HTTP_ACCEPT_LANGUAGE="fr")
    message = response.json()["record"][0]
    assert message.startswith("decks[0][0]") and "NOPE" in message
    assert "no card" not in message


def test_a_card_deleted_after_submission_fails_the_adjudication_naming_it(requester, yugioh_record):
    adjudication, _ = services.adjudication_create(game="yugioh", record=yugioh_record, requested_by=requester)
    Card.objects.filter(game__slug="yugioh", code="78010363").delete()
    assert services.adjudication_run(adjudication_id=adjudication.pk, token="t") == "failed"
    adjudication.refresh_from_db()
    assert adjudication.error == "record: cards.witch.code: no card with code 78010363 in the card database"


def test_a_bulk_item_with_an_unknown_code_is_that_item_s_error(yugioh_record):
    bad = copy.deepcopy(yugioh_record)
    bad["cards"]["vorse"]["code"] = "999"
    results = bulk.process_batch([{"record": yugioh_record}, {"record": bad}], {"game": "yugioh", "variant": {}})
    assert results[0] == {"verdict": judge(yugioh_record)}
    assert results[1] == {"error": "record: cards.vorse.code: no card with code 999 in the card database"}


def test_the_bulk_endpoint_takes_both_games(requester, yugioh_record, esferas_game):
    client = api_as(requester)
    for game, record in (("yugioh", yugioh_record), ("esferas", esferas_game)):
        response = client.post(f"{URL}bulk/", {"game": game, "records": [record, record]}, format="json")
        assert response.status_code == 202, response.json()


def test_a_bulk_csv_row_says_where_a_yugioh_or_esferas_violation_is():
    yugioh = {"legal": False, "violation": {"turn": 2, "event": 11, "player": 0, "rule": "spell-speed", "message": "m"}}
    esferas = {"legal": True, "violation": None, "winner": 1}
    column = {name: i for i, name in enumerate(bulk.CSV_COLUMNS)}
    row = bulk.csv_row("a", {"verdict": {**yugioh, "winner": None}})
    assert len(row) == len(bulk.CSV_COLUMNS)
    assert [row[column[k]] for k in ("legal", "violation_turn", "violation_step", "violation_seat", "rule")] == [
        "no",
        2,
        11,
        0,
        "spell-speed",
    ]
    row = bulk.csv_row("b", {"verdict": esferas})
    assert (row[column["legal"]], row[column["winner"]], row[column["violation_turn"]]) == ("yes", 1, "")


def test_every_missing_code_is_named_in_the_record_s_order():
    engine = registry.engine_for("esferas")
    game = esferas_record(["ATK70"], ["DEF40"])
    game["decks"][1][0], game["decks"][0][9] = "ZZZ", "AAA"
    cards = {code: {} for code in registry.card_codes(engine, game) if code not in ("ZZZ", "AAA")}
    with pytest.raises(registry.InvalidRequest) as refused:
        registry.check_cards(engine, game, cards)
    assert refused.value.messages == [
        "decks[0][9]: no card with code AAA in the card database",
        "decks[1][0]: no card with code ZZZ in the card database",
    ]
