"""The Rulings pages: search as you type, a ruling, a section, a card's rulings, judges' editing and import."""

import pytest

from judging.models import Document, RulesSection, Ruling, RulingRevision

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def test_the_search_page_has_a_labelled_live_search(client, db):
    page = client.get("/rulings/").content.decode()
    assert 'label for="id_q"' in page and 'hx-get="/rulings/"' in page
    assert 'aria-live="polite"' in page and "rulings.css" in page


def test_typing_returns_just_the_results_fragment(client, corpus):
    response = client.get("/rulings/", {"q": "barriere"}, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert "<mark>Barrière</mark>" in html and "<html" not in html
    assert "<bdi>Dragon Ball Super Card Game</bdi>" in html  # each result's game by its name, not its slug


def test_the_full_page_shows_results_too(client, corpus):
    html = client.get("/rulings/", {"q": "regla de oro"}).content.decode()
    assert "REGLA DE ORO" in html and "<html" in html


def test_a_bad_filter_shows_an_error_not_a_crash(client, corpus):
    response = client.get("/rulings/", {"q": "x", "lang": "xx"})
    assert response.status_code == 200 and 'role="alert"' in response.content.decode()


def test_a_ruling_page_shows_the_cards_it_cites(client, corpus, broly):
    ruling = Ruling.objects.get(key="Mots-clefs › [Barrière]#0/Q5")
    html = client.get(f"/rulings/{ruling.pk}/").content.decode()
    assert "BT1-107 Soif de sang glaciale" in html and "not in the card database" in html
    ruling = Ruling.objects.get(key="Mots-clefs › [Barrière]#0/Q3")
    html = client.get(f"/rulings/{ruling.pk}/").content.decode()
    assert f'href="{broly.get_absolute_url()}"' in html


def test_an_unknown_ruling_page_is_a_404(client, db):
    assert client.get("/rulings/999999/").status_code == 404
    assert client.get("/rulings/sections/999999/").status_code == 404


def test_a_section_page_links_its_neighbours(client, corpus):
    section = RulesSection.objects.get(heading="REGLA DE ORO")
    html = client.get(f"/rulings/sections/{section.pk}/").content.decode()
    assert 'rel="prev"' in html and 'rel="next"' in html and "siempre es válido" in html


def test_a_document_page_lists_its_rulings(client, corpus):
    document = Document.objects.get(kind="faq")
    html = client.get(f"/rulings/documents/{document.pk}/").content.decode()
    assert "Construction du deck" in html and html.count("<li>") >= 190


def test_the_card_page_lists_every_ruling_citing_the_card(client, corpus, broly):
    html = client.get(broly.get_absolute_url()).content.decode()
    assert "Rulings citing this card" in html
    for ruling in Ruling.objects.filter(citations__code="BT1-057"):
        assert f'href="/rulings/{ruling.pk}/"' in html


@pytest.mark.parametrize("url", ["/rulings/new/", "/rulings/import/", "/rulings/1/edit/"])
def test_anonymous_visitors_are_sent_to_log_in(client, db, url):
    response = client.get(url)
    assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")


@pytest.mark.parametrize("url", ["/rulings/new/", "/rulings/import/"])
def test_players_are_refused(client, player, url):
    client.force_login(player)
    assert client.get(url).status_code == 403


def test_a_player_cannot_post_an_edit(client, corpus, player):
    ruling = Ruling.objects.get(key="Construction du deck#0/Q2")
    client.force_login(player)
    response = client.post(f"/rulings/{ruling.pk}/edit/", {"question": "Q ?", "answer": "Deux."})
    assert response.status_code == 403
    assert Ruling.objects.get(pk=ruling.pk).answer == "Une seule."


def test_a_judge_edits_on_the_page_and_sees_the_history(client, corpus, judge):
    ruling = Ruling.objects.get(key="Construction du deck#0/Q2")
    client.force_login(judge)
    assert 'label for="id_answer"' in client.get(f"/rulings/{ruling.pk}/edit/").content.decode()
    response = client.post(
        f"/rulings/{ruling.pk}/edit/",
        {"section": ruling.section, "question": ruling.question, "answer": "Une seule carte Leader.", "note": "clarté"},
    )
    assert response.status_code == 302 and response["Location"] == f"/rulings/{ruling.pk}/"
    html = client.get(f"/rulings/{ruling.pk}/").content.decode()
    assert "Une seule carte Leader." in html and "History" in html and "clarté" in html
    revision = RulingRevision.objects.get(ruling=ruling)
    assert revision.answer == "Une seule." and revision.edited_by == judge


def test_a_judge_adds_a_ruling_that_supersedes_another(client, corpus, judge):
    old = Ruling.objects.get(key="Construction du deck#0/Q2")
    client.force_login(judge)
    form = client.get(f"/rulings/new/?supersedes={old.pk}").content.decode()
    assert 'value="dbs" selected' in form or "selected" in form
    response = client.post(
        "/rulings/new/",
        {
            "game": "dbs",
            "language": "fr",
            "section": old.section,
            "question": old.question,
            "answer": "Une seule, et elle reste en jeu.",
            "supersedes": old.pk,
        },
    )
    new = Ruling.objects.latest("pk")
    assert response["Location"] == f"/rulings/{new.pk}/"
    old.refresh_from_db()
    assert old.status == "superseded" and old.superseded_by == new
    html = client.get(f"/rulings/{old.pk}/").content.decode()
    assert f'href="/rulings/{new.pk}/"' in html and "Superseded" in html


def test_superseding_a_ruling_of_another_game_is_refused(client, corpus, judge):
    old = Ruling.objects.get(key="Construction du deck#0/Q2")
    client.force_login(judge)
    data = {"game": "yugioh", "language": "ar", "question": "س؟", "answer": "ج.", "supersedes": old.pk}
    response = client.post("/rulings/new/", data)
    assert response.status_code == 200 and "same game" in response.content.decode()
    assert Ruling.objects.get(pk=old.pk).status == "current"
