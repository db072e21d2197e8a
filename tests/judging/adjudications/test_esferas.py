"""Esferas through the adjudication pipeline, issue 31's rulings: the defender's instant outside an attack and
a permanent paid by a turned character, through the API and a real worker, and the page showing the seed's
sentence the violation cites; a modifier's printed +D+A in the card API's stats and on the card page."""

import copy
import re

import pytest
from django.test import Client

from judging.adjudications import registry, services
from tests.conftest import api_as

from .waiting import wait_for_status

PERMANENT_SOURCE = "dicha esfera se descarta y la carta permanente queda en la mesa"


def paid_by_character(record):
    """The documented change: the Time Chamber paid by turning Goku, who came down this turn."""
    bad = copy.deepcopy(record)
    permanent = bad["turns"][0]["actions"][1]
    del permanent["sphere"]
    permanent["character"] = "ESF-060"
    return bad


def instant_outside_the_attack(record):
    """Solar Flare played by the defender as an action of turn 1, after the attack."""
    moved = copy.deepcopy(record)
    instant = moved["turns"][0]["actions"][3].pop("instants")[0]
    moved["turns"][0]["actions"].append({"do": "instant", "player": 1, **instant})
    return moved


@pytest.mark.smoke
@pytest.mark.django_db(transaction=True)
def test_the_defenders_instant_and_the_permanents_sphere_are_judged_by_a_worker(
    celery_worker, requester, esferas_example
):
    moved = instant_outside_the_attack(esferas_example)
    response = api_as(requester).post("/api/adjudications/", {"game": "esferas", "record": moved}, format="json")
    assert response.status_code == 202, response.json()
    done = wait_for_status(response.json()["id"], "done", "failed")
    assert (done.status, done.verdict["legal"], done.verdict["energy"]) == ("done", True, [430, 470])
    bad = paid_by_character(esferas_example)
    response = api_as(requester).post("/api/adjudications/", {"game": "esferas", "record": bad}, format="json")
    done = wait_for_status(response.json()["id"], "done", "failed")
    cards = services.cards_for(game="esferas", records=[bad])
    assert done.verdict == registry.replay("esferas", bad, done.variant, cards=cards)
    violation = api_as(requester).get(response.json()["url"]).json()["verdict"]["violation"]
    assert (violation["rule"], violation["turn"], violation["action"]) == ("permanent", 1, 2)
    assert PERMANENT_SOURCE in violation["source"]


@pytest.mark.django_db
def test_the_page_shows_the_seed_sentence_the_violation_cites(requester, esferas_example):
    adjudication, _ = services.adjudication_create(
        game="esferas", record=paid_by_character(esferas_example), requested_by=requester
    )
    services.adjudication_run(adjudication_id=adjudication.pk, token="t")
    client = Client()
    client.force_login(requester)
    html = client.get(adjudication.get_absolute_url()).content.decode()
    panel = html.split('id="violation"', 1)[1].split("</div>", 1)[0]
    assert "<code>permanent</code>" in panel
    text = re.sub(r"</?bdi>", "", panel)  # names and quotes isolated for right-to-left pages
    assert "Source: Esferas rules (dragonball-esferas-rules.es.txt), PERMANENTES: “Para bajarla" in text
    assert PERMANENT_SOURCE in text


@pytest.mark.django_db
def test_a_modifier_shows_its_printed_numbers_in_the_api_stats_and_on_its_page(client, esferas_example):
    """ "puedes bajar una carta modificadora +0+30": the demo's Power Surge, as the importer stores it."""
    detail = client.get("/api/cards/esferas/ESF-030/").json()
    assert detail["stats"] == {"sphere": 5, "modifier": "+0+30"}
    html = client.get("/cards/esferas/ESF-030/").content.decode()
    assert "+0+30" in html
