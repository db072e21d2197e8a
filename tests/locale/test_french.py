"""With the real French catalogue: the validator's problems and a Tractor verdict read in French."""

import re

import pytest
from django.utils import translation

from games.i18n import localise
from games.models import Card, Game
from judging.adjudications import services
from tests.judging.adjudications.conftest import legal_record, with_card_not_in_hand

pytestmark = [pytest.mark.django_db]


def french(template, params):
    with translation.override("fr"):
        return localise(template, params)


@pytest.fixture
def short_deck(db):
    game = Game.objects.get(slug="yugioh")
    Card.objects.create(game=game, code="55144522", name="Pot of Greed", type="Normal Spell", attrs={"kind": "spell"})
    return "#main\n" + "55144522\n" * 4


def test_the_validation_api_explains_problems_in_french(client, short_deck):
    body = {"game": "yugioh", "decklist": short_deck}
    english = client.post("/api/decks/validate/", body, content_type="application/json").json()["problems"]
    answer = client.post("/api/decks/validate/", body, content_type="application/json", HTTP_ACCEPT_LANGUAGE="fr")
    problems = answer.json()["problems"]
    assert [p["code"] for p in problems] == [p["code"] for p in english] == ["SECTION_SIZE", "COPY_LIMIT"]
    for shown, original in zip(problems, english, strict=True):
        assert shown["message"] != original["message"]
    assert problems[0]["message"].startswith("Deck Principal")


def test_the_validation_page_explains_problems_in_french(client, short_deck):
    page = client.post("/fr/decks/validate/", {"game": "yugioh", "decklist": short_deck}).content.decode()
    assert "Deck Principal" in page and "Main Deck has 4 cards" not in page


def test_a_tractor_verdict_reads_in_french(owner_client, owner):
    adjudication, _ = services.adjudication_create(
        game="tractor", record=with_card_not_in_hand(legal_record()), requested_by=owner
    )
    services.adjudication_run(adjudication_id=adjudication.pk, token="t")
    adjudication.refresh_from_db()
    violation = adjudication.verdict["violation"]
    expected = french(violation["template"], violation["params"])
    assert expected != violation["message"]
    page = owner_client.get(f"/fr/adjudications/{adjudication.pk}/").content.decode()
    shown = re.sub(r"</?bdi>", "", page)  # the names in it are isolated for right-to-left pages
    assert expected in shown.replace("&#x27;", "'").replace("&quot;", '"')
    assert violation["message"] not in shown


def test_the_validation_page_names_the_sections_in_french(client, short_deck):
    page = client.post("/fr/decks/validate/", {"game": "yugioh", "decklist": short_deck}).content.decode()
    counts = page.split('class="section-counts"')[1].split("</ul>")[0]
    assert "<strong>Deck Principal</strong> 4" in counts and "<strong>Main</strong>" not in counts
