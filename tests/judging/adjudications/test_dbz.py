"""DBZ through the adjudication pipeline: the Saiyan Saga cards imported into the card table, the documented
example's verdict, the page (each combat exchange by exchange with the table's arithmetic, the MPs' power
and anger over the turns, the violation with its rule), the `adjudicate` command, and a real worker."""

import copy
import json
import re

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client

from games.importers.csv_cards import read_csv
from games.models import Card, Game
from judging.adjudications import examples, registry, services
from judging.adjudications.models import Adjudication
from tests.conftest import DATA, api_as

from .waiting import wait_for_status

CSV = DATA / "dbz" / "saiyan-saga.csv"


def store_saiyan_saga():
    """The 140 Saiyan Saga cards as `import_cards dbz saiyan-saga.csv` writes them."""
    game = Game.objects.get(slug="dbz")
    rows = read_csv("dbz", CSV.read_bytes()).records
    Card.objects.bulk_create(
        [Card(game=game, code=r.code, name=r.name, type=r.type, text=r.text, attrs=r.attrs) for r in rows],
        ignore_conflicts=True,
    )


def documented():
    from tests.games.rules.dbz.test_docs import examples as doc_examples

    return doc_examples()


@pytest.fixture
def dbz_example(db):
    store_saiyan_saga()
    return json.loads(examples.example("dbz"))


def adjudicated(user, record):
    adjudication, _ = services.adjudication_create(game="dbz", record=record, requested_by=user)
    services.adjudication_run(adjudication_id=adjudication.pk, token="t")
    return Adjudication.objects.get(pk=adjudication.pk)


def page(user, adjudication):
    client = Client()
    client.force_login(user)
    response = client.get(adjudication.get_absolute_url())
    assert response.status_code == 200
    return response.content.decode()


@pytest.mark.django_db
@pytest.mark.smoke
def test_the_form_s_example_is_the_documented_record_and_gives_the_documented_verdict(dbz_example):
    record, verdict, violation = documented()
    assert dbz_example == record
    cards = services.cards_for(game="dbz", records=[record])
    assert sorted(cards) == registry.card_codes(registry.engine_for("dbz"), record)
    assert registry.replay("dbz", record, {}, cards=cards) == verdict
    record["turns"][0]["steps"][3]["attacks"][3] = {"card": "SAIYAN-047"}
    assert registry.replay("dbz", record, {}, cards=cards)["violation"] == violation


@pytest.mark.django_db
@pytest.mark.smoke
def test_the_page_shows_each_exchange_with_the_table_arithmetic_and_the_mps_over_the_turns(requester, dbz_example):
    adjudication = adjudicated(requester, dbz_example)
    assert adjudication.status == "done", adjudication.error
    html = page(requester, adjudication)
    combats = html.split('id="dbz-combats-heading"', 1)[1]
    first = combats.split('id="dbz-turn-1"', 1)[1].split("</article>", 1)[0]
    assert len(re.findall(r'<li class="dbz-exchange">', first)) == 3
    assert "Red Lunge Punch" in first and "Red Knee Strike" in first
    assert "attacker 1400 (band 3, from 1000) against defender 2800 (band 3, from 1000)" in first
    assert "1 + 3 − 3 = 1" in first
    assert "stopped" in first and "4 Life cards lost" in first
    table = html.split('class="dbz-states', 1)[1].split("</table>", 1)[0]
    for turn in adjudication.verdict["turns"]:
        row = table.split(f'href="#dbz-turn-{turn["turn"]}"', 1)[1].split("</tr>", 1)[0]
        for state in turn["state_after"]:
            assert f'">{state["power"]} <span' in row and f'">{state["anger"]}</td>' in row


@pytest.mark.django_db
@pytest.mark.smoke
def test_the_page_shows_the_violation_with_its_rule(requester, dbz_example):
    bad = copy.deepcopy(dbz_example)
    bad["turns"][0]["steps"][3]["attacks"][3] = {"card": "SAIYAN-047"}
    html = page(requester, adjudicated(requester, bad))
    assert "<code>final-attack</code>" in html
    marked = html.split('id="dbz-turn-1"', 1)[1].split("</article>", 1)[0]
    assert "violation-note" in marked and "after its final physical attack" in marked
    assert 'href="#dbz-turn-1"' in html


@pytest.mark.django_db
def test_a_code_the_card_table_lacks_is_refused_with_its_path(requester, dbz_example):
    bad = copy.deepcopy(dbz_example)
    bad["turns"][1]["steps"][0]["cards"][0] = "SAIYAN-999"
    response = api_as(requester).post("/api/adjudications/", {"game": "dbz", "record": bad}, format="json")
    assert response.status_code == 400
    assert "turns[1].steps[0].cards[0]" in json.dumps(response.json())


@pytest.mark.django_db
def test_the_command_prints_the_verdict_from_the_card_file_or_the_database(tmp_path, capsys, dbz_example):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(dbz_example))
    _, verdict, _ = documented()
    call_command("adjudicate", "dbz", str(path), "--cards", str(CSV))
    assert json.loads(capsys.readouterr().out) == verdict
    call_command("adjudicate", "dbz", str(path))
    assert json.loads(capsys.readouterr().out) == verdict
    path.write_text(json.dumps({"players": []}))
    with pytest.raises(CommandError, match="players"):
        call_command("adjudicate", "dbz", str(path))


@pytest.mark.smoke
@pytest.mark.django_db(transaction=True)
def test_a_dbz_record_is_adjudicated_by_a_worker(celery_worker, requester):
    store_saiyan_saga()
    record = json.loads(examples.example("dbz"))
    response = api_as(requester).post("/api/adjudications/", {"game": "dbz", "record": record}, format="json")
    assert response.status_code == 202, response.json()
    done = wait_for_status(response.json()["id"], "done", "failed")
    assert (done.status, done.error) == ("done", "")
    cards = services.cards_for(game="dbz", records=[record])
    assert done.verdict == registry.replay("dbz", record, done.variant, cards=cards)
    assert done.verdict["turns"][0]["attacks"][2]["life_lost"] == 4
    bad = copy.deepcopy(record)
    bad["turns"][0]["steps"][3]["attacks"][3] = {"card": "SAIYAN-047"}
    adjudication, _ = services.adjudication_create(game="dbz", record=bad, requested_by=requester)
    done = wait_for_status(adjudication.pk, "done", "failed")
    assert (done.verdict["violation"]["rule"], done.verdict["violation"]["action"]) == ("final-attack", 4)


@pytest.mark.django_db
def test_the_form_loads_the_example_and_stores_the_dbz_variant(requester, dbz_example):
    client = Client()
    client.force_login(requester)
    html = client.get("/adjudications/", {"game": "dbz", "example": "1"}).content.decode()
    assert '<option value="dbz" selected>' in html
    group = html.split('variant-options" data-game="dbz"', 1)[1].split("</form>", 1)[0]
    assert "id_dbz_defender_draws" in group and "id_dbz_pat" in group
    data = {"game": "dbz", "record": json.dumps(dbz_example), "dbz_defender_draws": "on",
            "dbz_defender_discard": "one", "dbz_pat": '{"bands": [0, 1000, 5000]}'}  # fmt: skip
    assert client.post("/adjudications/", data).status_code == 302
    adjudication = Adjudication.objects.get()
    assert adjudication.variant == {
        "pat": {"bands": [0, 1000, 5000], "rule": "difference"},
        "defender_draws": True,
        "defender_discard": "one",
    }
    bad = client.post("/adjudications/", {**data, "dbz_pat": '{"bands": [5]}'})
    assert bad.status_code == 400 and "start at 0" in bad.content.decode()


@pytest.mark.django_db
def test_a_bulk_batch_gives_each_dbz_record_its_verdict(dbz_example):
    from judging.adjudications import bulk

    bad = copy.deepcopy(dbz_example)
    bad["turns"][0]["steps"][3]["attacks"][3] = {"card": "SAIYAN-047"}
    good, illegal = bulk.process_batch([{"record": dbz_example}, {"record": bad}], {"game": "dbz", "variant": {}})
    assert good["verdict"]["legal"] is True
    assert illegal["verdict"]["violation"]["rule"] == "final-attack"
    row = bulk.csv_row("bad", illegal)
    assert row[bulk.CSV_COLUMNS.index("rule")] == "final-attack"
    assert row[bulk.CSV_COLUMNS.index("violation_turn")] == 1


def own_mp_ally_keeps_the_combat(*, mp_attacks_again):
    """Issue 31: Goku plays his own level 1 card as an ally (G); his card power drains him to 1 stage above 0,
    so G takes the combat over; Vegeta's energy attack takes 4 named Life cards; then Goku attacks again."""
    drain = {"power": True, "kind": "physical", "effect": {"power": [-5, 0]}}
    named = {"card": "SAIYAN-074", "life_cards": ["SAIYAN-001", "SAIYAN-002", "SAIYAN-003", "SAIYAN-004"]}
    last = {"card": "SAIYAN-001"} if mp_attacks_again else {"by": "G", "card": "SAIYAN-001"}
    steps = [
        {"step": "draw", "cards": ["SAIYAN-158", "SAIYAN-006", "SAIYAN-001"]},
        {"step": "non_combat", "plays": [{"card": "SAIYAN-158", "id": "G"}]},
        {"step": "power_up"},
        {"step": "combat", "defender_draw": ["SAIYAN-074", "SAIYAN-001", "SAIYAN-001"],
         "attacks": [drain, named, {"by": "G", "card": "SAIYAN-006"}, {"pass": True}, last]},
    ]  # fmt: skip
    record = json.loads(examples.example("dbz"))
    record["turns"] = [{"player": 0, "steps": steps}]
    return record


@pytest.mark.smoke
@pytest.mark.django_db(transaction=True)
def test_an_ally_keeping_its_combat_is_judged_by_a_worker_with_the_seed_sentence(celery_worker, requester):
    store_saiyan_saga()
    legal = own_mp_ally_keeps_the_combat(mp_attacks_again=False)
    response = api_as(requester).post("/api/adjudications/", {"game": "dbz", "record": legal}, format="json")
    assert response.status_code == 202, response.json()
    done = wait_for_status(response.json()["id"], "done", "failed")
    assert (done.status, done.verdict["legal"]) == ("done", True), done.verdict["violation"]
    attacks = done.verdict["turns"][0]["attacks"]
    assert attacks[1]["life_cards"] == ["SAIYAN-001", "SAIYAN-002", "SAIYAN-003", "SAIYAN-004"]
    assert [attack["by"] for attack in attacks] == ["mp", "mp", "G", "G"]
    bad = own_mp_ally_keeps_the_combat(mp_attacks_again=True)
    response = api_as(requester).post("/api/adjudications/", {"game": "dbz", "record": bad}, format="json")
    done = wait_for_status(response.json()["id"], "done", "failed")
    violation = api_as(requester).get(response.json()["url"]).json()["verdict"]["violation"]
    assert (violation["rule"], violation["action"], violation["player"]) == ("ally", 5, 0)
    assert "จะใช้เวลามากกว่า" in violation["source"]


@pytest.mark.django_db
def test_the_page_shows_the_named_life_cards_and_the_violations_source(requester):
    store_saiyan_saga()
    html = page(requester, adjudicated(requester, own_mp_ally_keeps_the_combat(mp_attacks_again=True)))
    first = html.split('id="dbz-turn-1"', 1)[1].split("</article>", 1)[0]
    assert "Life cards discarded:" in first and '<code dir="ltr">SAIYAN-004</code>' in first
    panel = re.sub(r"</?bdi>", "", html.split('id="violation"', 1)[1].split("</div>", 1)[0])
    assert "<code>ally</code>" in panel and "Source: DBZ rules (dbz-ccg-rules.th.txt):" in panel
