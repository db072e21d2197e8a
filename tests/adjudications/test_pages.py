"""/adjudications/ (form and list) and /adjudications/<id>/ (polling, then the replay)."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from judging.adjudications import presenters_tractor, services
from judging.adjudications.models import Adjudication

from .conftest import with_card_not_in_hand

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]
INDEX = "/adjudications/"


def browser(user=None):
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def form_data(record, **extra):
    return {"game": "tractor", "record": json.dumps(record), "kitty_multiplier": "times", **extra}


def adjudicated(user, record):
    adjudication, _ = services.adjudication_create(game="tractor", record=record, requested_by=user)
    services.adjudication_run(adjudication_id=adjudication.pk, token="t")
    return Adjudication.objects.get(pk=adjudication.pk)


def test_pages_need_a_login(requester, record):
    adjudication = adjudicated(requester, record)
    for url in (INDEX, adjudication.get_absolute_url()):
        response = browser().get(url)
        assert response.status_code == 302
        assert response["Location"].startswith("/accounts/login/")


def test_the_index_has_a_labelled_form(requester):
    html = browser(requester).get(INDEX).content.decode()
    for field in ("id_game", "id_record", "id_record_file", "id_follow_tractor"):
        assert f'for="{field}"' in html
    assert "<legend>Kitty bonus</legend>" in html


def test_the_record_is_written_left_to_right_on_an_arabic_page(requester):
    html = browser(requester).get("/ar" + INDEX).content.decode()
    textarea = html.split('<textarea name="record"')[1].split(">")[0]
    assert 'dir="ltr"' in textarea  # JSON is code: right to left, its braces and quotes would be reordered


def test_pasting_a_record_creates_it_and_redirects_to_its_page(requester, record):
    response = browser(requester).post(INDEX, form_data(record, follow_tractor="on"))
    adjudication = Adjudication.objects.get()
    assert response.status_code == 302
    assert response["Location"] == adjudication.get_absolute_url()
    assert adjudication.record == record
    assert adjudication.variant == {"kitty_multiplier": "times", "follow_tractor": True}


def test_the_page_words_the_rule_variant_as_the_form_does(requester, record):
    client = browser(requester)
    client.post(INDEX, form_data(record, follow_tractor="on"))
    html = client.get(Adjudication.objects.get().get_absolute_url()).content.decode()
    assert "Kitty bonus: Kitty points × twice the number of cards led (the rules)" in html
    assert "must follow a tractor lead with one: yes" in html
    assert "follow_tractor" not in html and "kitty_multiplier:" not in html


def test_uploading_a_record_file_works_too(requester, record):
    upload = SimpleUploadedFile("hand.json", json.dumps(record).encode(), content_type="application/json")
    data = {"game": "tractor", "kitty_multiplier": "power", "record_file": upload}
    response = browser(requester).post(INDEX, data)
    assert response.status_code == 302
    assert Adjudication.objects.get().variant["kitty_multiplier"] == "power"


def test_invalid_json_names_the_line_and_column(requester):
    response = browser(requester).post(INDEX, form_data({}) | {"record": '{\n  "levels": ["2", "2"],,\n}'})
    assert response.status_code == 400
    assert "Not valid JSON: line 2, column 24: Expecting property name" in response.content.decode()
    assert not Adjudication.objects.exists()


def test_a_shape_error_is_shown_with_its_path(requester, record):
    record["tricks"][3][1]["cards"][0] = "11H"
    response = browser(requester).post(INDEX, form_data(record))
    assert response.status_code == 400
    assert "tricks[3][1].cards[0]: unknown card &quot;11H&quot;" in response.content.decode()
    assert 'aria-invalid="true"' in response.content.decode()


def test_an_empty_submission_asks_for_a_record(requester):
    response = browser(requester).post(INDEX, {"game": "tractor", "kitty_multiplier": "times"})
    assert response.status_code == 400
    assert "Paste a record or upload a file." in response.content.decode()


def test_the_list_shows_mine_and_not_others(requester, outsider, record):
    mine = adjudicated(requester, record)
    theirs = adjudicated(outsider, record)
    html = browser(requester).get(INDEX).content.decode()
    assert mine.get_absolute_url() in html
    assert theirs.get_absolute_url() not in html
    assert "My adjudications" in html


def test_judges_see_everyones_in_the_list(requester, outsider, judge, record):
    a, b = adjudicated(requester, record), adjudicated(outsider, record)
    html = browser(judge).get(INDEX).content.decode()
    assert a.get_absolute_url() in html and b.get_absolute_url() in html
    assert "All adjudications" in html


def test_someone_elses_page_is_404(requester, outsider, record):
    adjudication = adjudicated(requester, record)
    assert browser(outsider).get(adjudication.get_absolute_url()).status_code == 404


@pytest.mark.parametrize("who", ["judge", "organiser"])
def test_judges_and_organisers_may_open_it(request, who, requester, record):
    adjudication = adjudicated(requester, record)
    assert browser(request.getfixturevalue(who)).get(adjudication.get_absolute_url()).status_code == 200


def test_a_queued_adjudication_polls_until_done(requester, record):
    adjudication, _ = services.adjudication_create(game="tractor", record=record, requested_by=requester)
    html = browser(requester).get(adjudication.get_absolute_url()).content.decode()
    assert 'hx-trigger="every 1s"' in html
    assert 'role="status"' in html
    assert "Queued" in html


def test_the_polled_fragment_stops_polling_once_done(requester, record):
    adjudication = adjudicated(requester, record)
    response = browser(requester).get(adjudication.get_absolute_url(), headers={"HX-Request": "true"})
    html = response.content.decode()
    assert "<h1>" not in html  # the fragment, not the page
    assert "hx-trigger" not in html
    assert 'hx-swap-oob="innerHTML"' in html
    assert "Done: no illegal play found." in html


def test_a_legal_hand_shows_every_trick_the_score_and_the_outcome(requester, record):
    adjudication = adjudicated(requester, record)
    verdict = adjudication.verdict
    html = browser(requester).get(adjudication.get_absolute_url()).content.decode()
    assert html.count('id="trick-') == len(verdict["tricks"])
    first = verdict["tricks"][0]
    assert f"won by seat {first['winner']}" in html
    assert f"<strong>{verdict['attackers_points']}</strong>" in html
    assert presenters_tractor.result_text(verdict["outcome"]["result"]) in html
    assert "Next dealer" in html
    assert 'class="badge legal">legal' in html


def test_an_illegal_play_is_highlighted_with_its_rule(requester, record):
    adjudication = adjudicated(requester, with_card_not_in_hand(record))
    html = browser(requester).get(adjudication.get_absolute_url()).content.decode()
    assert 'class="violation"' in html
    assert "Illegal: <code>not-in-hand</code>" in html
    assert 'href="#trick-1"' in html
    assert "No result: the hand is stopped by the illegal play." in html


def test_a_violation_stored_in_the_old_shape_is_shown_in_place(requester, record):
    """A verdict stored before the violation had `where` and `source` (its place words only at the top
    level, no template) is still shown on its play."""
    adjudication = adjudicated(requester, with_card_not_in_hand(record))
    verdict = adjudication.verdict
    old = {key: value for key, value in verdict["violation"].items() if key not in ("where", "source", "template")}
    Adjudication.objects.filter(pk=adjudication.pk).update(verdict={**verdict, "violation": old})
    html = browser(requester).get(adjudication.get_absolute_url()).content.decode()
    assert "Illegal: <code>not-in-hand</code>" in html
    assert 'href="#trick-1"' in html
    assert old["message"] in html


def test_a_failed_adjudication_shows_its_reason(requester, record):
    adjudication, _ = services.adjudication_create(game="tractor", record=record, requested_by=requester)
    Adjudication.objects.filter(pk=adjudication.pk).update(status="failed", error="gave up after 3 attempts")
    html = browser(requester).get(adjudication.get_absolute_url()).content.decode()
    assert "gave up after 3 attempts" in html
    assert "hx-trigger" not in html


@pytest.mark.parametrize(
    ("result", "text"),
    [
        ("defenders_up_3", "Defenders go up 3 levels"),
        ("defenders_up_1", "Defenders go up 1 level"),
        ("attackers_take_over", "Attackers take over without going up"),
        ("attackers_up_2", "Attackers take over and go up 2 levels"),
    ],
)
def test_results_read_as_a_judge_says_them(result, text):
    assert presenters_tractor.result_text(result) == text


def test_cards_read_as_names_for_screen_readers():
    assert presenters_tractor.card_view("10H") == {"text": "10♥", "label": "10 of hearts", "red": True}
    assert presenters_tractor.card_view("TS")["label"] == "10 of spades"
    assert presenters_tractor.card_view("QC") == {"text": "Q♣", "label": "queen of clubs", "red": False}
    assert presenters_tractor.card_view("BJ") == {"text": "BJ", "label": "Big joker", "red": True}


def test_a_record_nested_too_deeply_is_a_form_error(requester):
    response = browser(requester).post(INDEX, form_data({}) | {"record": "[" * 5000 + "]" * 5000})
    assert response.status_code == 400
    assert "nested too deeply" in response.content.decode()


def test_the_bids_and_the_buried_cards_are_shown(requester, record):
    adjudication = adjudicated(requester, record)
    html = browser(requester).get(adjudication.get_absolute_url()).content.decode()
    assert html.count("<li>Bid ") + html.count('<li class="violation">Bid ') == len(record["bids"])
    assert "Buried by the dealer" in html


def test_an_illegal_bid_is_marked_when_the_verdict_names_it():
    record = {"bids": [{"seat": 0, "cards": ["2H"]}, {"seat": 1, "pass": True}]}
    verdict = {"violation": {"rule": "bid-turn", "bid": 2, "seat": 1, "message": "m"}}
    bids = presenters_tractor.bid_views(verdict, record)
    assert [b["violation"] is not None for b in bids] == [False, True]
    assert bids[1]["passed"] is True
    assert bids[0]["cards"][0]["label"] == "2 of hearts"
