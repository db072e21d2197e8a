"""The adjudication pages for the games with card facts: Yu-Gi-Oh! chains as stacks with their resolution
order, the Esferas energy chart (inline SVG with a table of the same numbers), each game's violation with
its rule, and the submit form's example records."""

import copy
import json
import re

import pytest
from django.test import Client

from judging.adjudications import examples, services
from judging.adjudications.models import Adjudication

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]
INDEX = "/adjudications/"


def browser(user):
    client = Client()
    client.force_login(user)
    return client


def adjudicated(user, game, record):
    adjudication, _ = services.adjudication_create(game=game, record=record, requested_by=user)
    services.adjudication_run(adjudication_id=adjudication.pk, token="t")
    return Adjudication.objects.get(pk=adjudication.pk)


def page(user, adjudication):
    response = browser(user).get(adjudication.get_absolute_url())
    assert response.status_code == 200
    return response.content.decode()


def test_a_yugioh_chain_is_a_stack_with_its_resolution_order(requester, yugioh_record):
    html = page(requester, adjudicated(requester, "yugioh", yugioh_record))
    stack = html.split('id="chain-1"', 1)[1].split("</ol>", 1)[0]
    assert re.findall(r'id="chain-1-link-(\d)"', stack) == ["1", "2", "3"]  # column-reverse puts link 1 at the bottom
    assert "Raigeki" in stack and "Mirror Force" in stack and "Solemn Judgment" in stack
    assert "Spell Speed 3" in stack
    assert "its activation was negated by link 3" in stack
    order = html.split('id="chain-1"', 1)[1].split("Resolution order:", 1)[1].split("</p>", 1)[0]
    assert re.findall(r"link (\d)", order) == ["3", "2", "1"]
    assert 'id="chain-2"' in html  # Sangan's trigger after the chain resolved
    assert "End field" in html and "Witch of the Black Forest" in html


def test_a_yugioh_violation_is_highlighted_on_its_link_with_its_rule(requester, yugioh_record):
    bad = copy.deepcopy(yugioh_record)
    events = bad["turns"][1]["events"]
    events[10] = {"player": 0, "do": "activate", "card": "sangan", "effect": "ignition"}  # Spell Speed 1 answering
    adjudication = adjudicated(requester, "yugioh", bad)
    violation = adjudication.verdict["violation"]
    html = page(requester, adjudication)
    assert f"<code>{violation['rule']}</code>" in html
    marked = re.search(r'<li class="chain-link violation[^"]*" id="chain-1-link-(\d)"', html)
    assert marked and 'href="#chain-1-link-' in html


def test_issue_31s_yugioh_facts_show_on_the_verdict_page(requester):
    """The documented Flip Summon negated: Solemn Judgment's link says what it answers and whose Summon it
    negates, the Flip effect's why it was negated; the skipped Flip effect's violation shows its seed source,
    in Arabic in the Arabic page too."""
    from tests.games.rules.yugioh.test_docs import examples as documented

    from .cards import store_yugioh

    record, _verdict, _violation = documented("Example: a Flip Summon negated")
    store_yugioh(record)
    html = page(requester, adjudicated(requester, "yugioh", record))
    solemn = html.split('id="chain-1-link-2"', 1)[1].split("</li>", 1)[0]
    assert "answers a Summon" in solemn and "negates the Summon of" in solemn and ">bug</code>" in solemn
    flip = html.split('id="chain-1-link-1"', 1)[1].split("</li>", 1)[0]
    assert "the Summon of its monster was negated by link 2" in flip
    skipped = copy.deepcopy(record)
    del skipped["turns"][0]["events"][9]
    adjudication = adjudicated(requester, "yugioh", skipped)
    html = page(requester, adjudication)
    # The seed's Arabic words are isolated and read right to left inside the English sentence.
    assert "<code>flip-effect</code>" in html
    assert 'Source: priority and chains seed, «<bdi dir="rtl">إستدع</bdi>»' in html
    client = browser(requester)
    arabic = client.get(adjudication.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="ar").content.decode()
    assert re.search(r"«<bdi[^>]*>إستدع</bdi>»", arabic) and "Source:" not in arabic


def test_the_esferas_page_draws_the_energy_chart_and_each_attack(requester, esferas_example):
    adjudication = adjudicated(requester, "esferas", esferas_example)
    html = page(requester, adjudication)
    svg = html.split("<svg", 1)[1].split("</svg>", 1)[0]
    assert 'role="img"' in svg and "<title" in svg and "<desc" in svg
    lines = re.findall(r'<polyline points="([^"]+)"', svg)
    turns = adjudication.verdict["turns"]
    assert [len(points.split()) for points in lines] == [len(turns) + 1] * 2  # the start, then each turn
    table = html.split('class="esferas-turns"', 1)[1].split("</table>", 1)[0]
    for turn in turns:
        row = table.split(f'id="turn-{turn["turn"]}"', 1)[1].split("</tr>", 1)[0]
        assert f"<td>{turn['energy_after'][0]}</td>" in row and f"<td>{turn['energy_after'][1]}</td>" in row
        for attack in turn["attacks"]:
            assert f"<strong>{attack['damage']}</strong> damage" in row


def test_an_esferas_violation_is_marked_on_its_turn_with_its_rule(requester, esferas_example):
    bad = copy.deepcopy(esferas_example)
    attack = next(a for a in bad["turns"][0]["actions"] if a["do"] == "attack")
    attack["sphere"] = attack["modifier_sphere"]  # the wrong sphere
    adjudication = adjudicated(requester, "esferas", bad)
    assert adjudication.verdict["violation"]["rule"] == "sphere"
    html = page(requester, adjudication)
    assert '<tr id="turn-1" class="violation">' in html
    assert "<code>sphere</code>" in html


def test_the_form_loads_each_game_s_example(requester):
    for game in ("tractor", "yugioh", "esferas"):
        html = browser(requester).get(INDEX, {"game": game, "example": "1"}).content.decode()
        assert f'<option value="{game}" selected>' in html
        box = html.split('name="record"', 1)[1].split(">", 1)[1].split("</textarea>", 1)[0]
        record = json.loads(box.replace("&quot;", '"').replace("&#x27;", "'"))
        assert record == json.loads(examples.complete_example(game))  # the complete record, where a game has one


def test_each_game_s_variant_options_are_grouped_under_its_name(requester):
    html = browser(requester).get(INDEX).content.decode()
    for game, field in (("yugioh", "id_yugioh_first_turn_draw"), ("esferas", "id_esferas_instant_sphere")):
        group = html.split(f'variant-options" data-game="{game}"', 1)[1].split("</fieldset>", 1)[0]
        assert field in group


def test_a_yugioh_form_submission_stores_its_own_variant(requester, yugioh_record):
    data = {"game": "yugioh", "record": json.dumps(yugioh_record)}
    response = browser(requester).post(INDEX, data)
    assert response.status_code == 302
    assert Adjudication.objects.get().variant == {"first_turn_draw": False}


def test_an_unknown_code_in_the_form_names_its_path(requester, yugioh_record):
    yugioh_record["cards"]["sangan"]["code"] = "42"
    response = browser(requester).post(INDEX, {"game": "yugioh", "record": json.dumps(yugioh_record)})
    assert response.status_code == 400
    assert "cards.sangan.code: no card with code 42 in the card database" in response.content.decode()


@pytest.mark.parametrize("language", ["fr", "ar", "th"])
def test_the_chart_s_coordinates_are_plain_numbers_in_every_language(requester, esferas_example, language):
    adjudication = adjudicated(requester, "esferas", esferas_example)
    html = browser(requester).get(f"/{language}{adjudication.get_absolute_url()}").content.decode()
    svg = html.split("<svg", 1)[1].split("</svg>", 1)[0]
    coordinates = re.findall(r'\b(?:cx|cy|x|y|x1|x2|y1|y2)="([^"]*)"', svg)
    assert coordinates and all(re.fullmatch(r"\d+(\.\d)?", value) for value in coordinates), coordinates
    for points in re.findall(r'points="([^"]+)"', svg):
        assert all(re.fullmatch(r"\d+(\.\d)?,\d+(\.\d)?", pair) for pair in points.split())


def test_right_to_left_the_energy_chart_runs_leftwards_with_its_scale_on_the_right():
    from judging.adjudications.presenters_esferas import WIDTH, chart

    energies = [[500, 400], [300, 400], [300, 100]]
    ltr, rtl = chart(500, energies, rtl=False), chart(500, energies, rtl=True)
    first, last = (float(rtl["lines"][0]["dots"][i]["x"]) for i in (0, -1))
    assert first > last  # turn 0 on the right, the last turn on the left
    assert [float(d["x"]) for d in rtl["lines"][0]["dots"]] == [WIDTH - float(d["x"]) for d in ltr["lines"][0]["dots"]]
    assert float(rtl["y_label_x"]) > first and rtl["y_label_anchor"] == "start"
    assert float(ltr["y_label_x"]) < float(ltr["lines"][0]["dots"][0]["x"]) and ltr["y_label_anchor"] == "end"
