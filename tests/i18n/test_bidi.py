"""Latin names inside right-to-left pages are isolated (<bdi>), so their punctuation stays in place:
an Arabic page reads "Yu-Gi-Oh!", never "!Yu-Gi-Oh". And what a page shows is a label, never a key."""

import datetime

import pytest

from games.i18n import localise_html, localise_problem
from games.models import Format, FormatCard, Game
from jobs.models import Job, JobItem
from tests.support.cards import forty, ydk

pytestmark = [pytest.mark.django_db]


def validate(client, decklist, language="ar", **fields):
    prefix = f"/{language}" if language != "en" else ""
    response = client.post(f"{prefix}/decks/validate/", {"game": "yugioh", "decklist": decklist, **fields})
    assert response.status_code == 200
    return response.content.decode()


@pytest.mark.usefixtures("ygo_pool")
def test_an_arabic_problem_isolates_the_game_and_the_card_it_names(client):
    html = validate(client, "1 Blue-Eyes Whte Dragon\n")
    assert "<bdi>Yu-Gi-Oh!</bdi>" in html  # the game's name written in the message's own text
    assert "&#x27;<bdi>Blue-Eyes Whte Dragon</bdi>&#x27;" in html  # the card named by a value, quotes outside


@pytest.mark.usefixtures("ygo_pool")
def test_a_problem_names_its_section_and_how_the_list_was_read_in_words(client):
    html = validate(client, "1 Monster 1\n", language="en")
    assert "· Main Deck</span>" in html and "· main<" not in html
    assert "read as text list" in html


def test_a_name_with_markup_is_escaped_inside_its_isolation():
    html = localise_html("{name} ({code}) is here", {"name": "<b>Evil</b>", "code": "1"})
    assert html == "<bdi>&lt;b&gt;Evil&lt;/b&gt;</bdi> (<bdi>1</bdi>) is here"


def test_numbers_are_not_isolated():
    assert localise_html("{n} cards, at most {limit}", {"n": 41, "limit": 40}) == "41 cards, at most 40"


def test_the_footer_isolates_each_game_name(client):
    footer = client.get("/ar/").content.decode().split('<footer class="site-footer">')[1].split("</footer>")[0]
    assert "<bdi>Yu-Gi-Oh!</bdi>" in footer and "<bdi>Dragon Ball Super</bdi>" in footer


@pytest.mark.usefixtures("ygo_pool")
def test_a_list_format_is_named_by_its_label_in_the_problem(client):
    game = Game.objects.get(slug="yugioh")
    limits = Format.objects.get(game=game, is_default=True).limits
    goat = Format.objects.create(
        game=game, slug="goat", name="2005.4.1", valid_from=datetime.date(2005, 4, 1), limits=limits
    )
    FormatCard.objects.create(format=goat, code="55144522", limit=0)
    html = validate(client, ydk([*forty(), "55144522"]), language="en", format="goat")
    assert "Pot of Greed</bdi> (<bdi>55144522</bdi>) is forbidden in <bdi>Goat, April 2005</bdi>" in html
    assert "2005.4.1" not in html


def test_a_problem_keeps_the_stored_format_name_without_a_label():
    problem = {"template": "Not in {format}.", "params": {"format": "2005.4.1"}, "code": "X"}
    assert localise_problem(problem)["message"] == "Not in 2005.4.1."
    assert localise_problem(problem, format_label="Goat")["message"] == "Not in Goat."


def test_a_job_page_names_the_job_and_its_columns_in_words(client):
    job = Job.objects.create(kind="adjudication", handler="judging.adjudications.bulk", status="done", total=1, done=1)
    JobItem.objects.create(job=job, index=0, name="hand 1", result={"error": "unreadable"})
    html = client.get(f"/jobs/{job.pk}/").content.decode()
    assert "<h1>Bulk adjudication</h1>" in html
    assert ">Violation: trick</th>" in html and ">violation_trick<" not in html
    assert "(done)</span>" in html  # the status in its brackets, no stray space before the closing one
