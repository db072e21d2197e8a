"""The Cards page, the card page with its formats, and the import upload page."""

import pytest
from django.contrib.auth.models import Group, User
from django.core.files.uploadedfile import SimpleUploadedFile

from games.models import Card, Format, FormatCard, Game
from tests.support.cards import add_card

pytestmark = [pytest.mark.django_db]


@pytest.mark.smoke
def test_the_cards_page_lists_matches_and_explains_the_language(client, sample_cards):
    page = client.get("/cards/", {"game": "yugioh", "q": "magician"}).content.decode()
    assert "Dark Magician Girl" in page
    assert "2 cards" in page
    assert "How to search" in page
    assert 'hx-trigger="input changed delay:300ms' in page
    assert '<label for="card-q">' in page
    assert 'aria-live="polite"' in page


@pytest.mark.smoke
def test_htmx_requests_get_only_the_results(client, sample_cards):
    response = client.get("/cards/", {"game": "yugioh", "q": "t:trap"}, HTTP_HX_REQUEST="true")
    body = response.content.decode()
    assert "Mirror Force" in body
    assert "<html" not in body


@pytest.mark.smoke
def test_a_bad_query_on_the_page_is_shown_with_its_position(client, sample_cards):
    response = client.get("/cards/", {"game": "yugioh", "q": "(dark"})
    assert response.status_code == 400
    assert "never closed" in response.content.decode()
    partial = client.get("/cards/", {"game": "yugioh", "q": "(dark"}, HTTP_HX_REQUEST="true")
    assert partial.status_code == 400  # the site's htmx config swaps 4xx answers in: the error shows in the region
    assert 'role="alert"' in partial.content.decode()


@pytest.mark.smoke
def test_an_unknown_game_on_the_page_is_a_400(client, sample_cards):
    assert client.get("/cards/", {"game": "chess"}).status_code == 400


@pytest.mark.smoke
def test_the_card_page_shows_the_card_printings_and_status_in_each_format(client, db):
    yugioh = Game.objects.get(slug="yugioh")
    original = add_card("yugioh", "78010363", "Witch of the Black Forest", "Effect Monster", "FLIP: ...", atk=1100)
    alternate = add_card("yugioh", "504700144", "Witch of the Black Forest (GOAT)", "Effect Monster")
    Card.objects.filter(pk=alternate.pk).update(alternate_of=original)
    banned = Format.objects.create(game=yugioh, slug="2005-4-1", name="2005.4.1", limits={"copies": 3})
    FormatCard.objects.create(format=banned, code="78010363", limit=0)
    semi = Format.objects.create(game=yugioh, slug="semi", name="Semi", limits={"copies": 3})
    FormatCard.objects.create(format=semi, code="78010363", limit=2)
    # EDOPro's whitelist lists the EDOPro id: it covers the real card too.
    pool = Format.objects.create(game=yugioh, slug="goat", name="GOAT pool", is_whitelist=True, limits={"copies": 3})
    FormatCard.objects.create(format=pool, code="504700144", limit=1)
    other_pool = Format.objects.create(game=yugioh, slug="other", name="Other pool", is_whitelist=True)
    FormatCard.objects.create(format=other_pool, code="1", limit=3)
    page = client.get("/cards/yugioh/78010363/").content.decode()
    assert "Witch of the Black Forest (GOAT)" in page  # its other printing
    statuses = " ".join(page.split())
    goat = (
        '<bdi>Goat, April 2005</bdi></td> <td data-label="From">—</td> <td data-label="Status">'
        '<span class="badge status-bad illegal">forbidden'
    )
    assert goat in statuses
    assert ">limited 2<" in statuses
    assert ">limited 1<" in statuses
    assert ">not in pool<" in statuses
    assert ">allowed<" in statuses  # the default Advanced format


@pytest.mark.smoke
def test_the_card_page_accepts_leading_zeros_and_404s_unknown_cards(client, sample_cards):
    assert client.get("/cards/yugioh/05318639/").status_code == 200
    assert client.get("/cards/yugioh/999/").status_code == 404
    assert client.get("/cards/nogame/1/").status_code == 404


def upload(name, content):
    return SimpleUploadedFile(name, content, content_type="application/octet-stream")


@pytest.mark.smoke
def test_anonymous_users_are_sent_to_log_in(client):
    response = client.get("/cards/import/")
    assert response.status_code == 302
    assert "/accounts/login/" in response["Location"]


@pytest.mark.smoke
def test_users_outside_judge_and_organiser_get_403(client, db):
    client.force_login(User.objects.create_user("player"))
    assert client.get("/cards/import/").status_code == 403
    response = client.post("/cards/import/", {"game": "dbs", "kind": "cards", "file": upload("a.csv", b"x")})
    assert response.status_code == 403


@pytest.mark.smoke
def test_an_organiser_may_import(client, db):
    user = User.objects.create_user("org")
    user.groups.add(Group.objects.get(name="organiser"))
    client.force_login(user)
    page = client.get("/cards/import/").content.decode()
    assert '<label for="id_file">' in page


@pytest.mark.smoke
def test_a_judge_imports_the_dbs_csv_and_its_banlist_from_the_page(client, judge, data_dir):
    client.force_login(judge)
    csv_bytes = (data_dir / "dbs" / "cards.csv").read_bytes()
    response = client.post("/cards/import/", {"game": "dbs", "kind": "cards", "file": upload("cards.csv", csv_bytes)})
    assert response.status_code == 200
    assert "972 cards: 972 new" in response.content.decode()
    assert Card.objects.filter(game__slug="dbs").count() == 972
    banlist = (data_dir / "dbs" / "banlist-2020-05.csv").read_bytes()
    response = client.post(
        "/cards/import/", {"game": "dbs", "kind": "banlist", "file": upload("banlist-2020-05.csv", banlist)}
    )
    assert "11 forbidden, 2 limited" in response.content.decode()
    assert Format.objects.get(slug="banlist-2020-05").card_limits.count() == 13


@pytest.mark.smoke
def test_a_judge_imports_the_dbz_csv_and_the_goat_banlist_from_the_page(client, judge, data_dir):
    client.force_login(judge)
    dbz = (data_dir / "dbz" / "saiyan-saga.csv").read_bytes()
    client.post("/cards/import/", {"game": "dbz", "kind": "cards", "file": upload("saiyan-saga.csv", dbz)})
    assert Card.objects.filter(game__slug="dbz").count() == 140
    lflist = (data_dir / "yugioh" / "goat-2005-04.lflist.conf").read_bytes()
    response = client.post("/cards/import/", {"game": "yugioh", "kind": "banlist", "file": upload("g.conf", lflist)})
    assert "2005.4.1 W/O Exarion" in response.content.decode()


@pytest.mark.smoke
def test_a_bad_upload_is_a_400_naming_the_line_and_nothing_is_written(client, judge):
    client.force_login(judge)
    bad = b"code,name,type,cost\nBT1-001,Goku,BATTLE,5\nBT1-002,Vegeta,BATTLE,lots\n"
    response = client.post("/cards/import/", {"game": "dbs", "kind": "cards", "file": upload("bad.csv", bad)})
    assert response.status_code == 400
    assert "line 3: column &#x27;cost&#x27;" in response.content.decode()
    assert "Nothing was imported" in response.content.decode()
    assert not Card.objects.filter(game__slug="dbs").exists()


@pytest.mark.smoke
@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"game": "yugioh", "kind": "cards", "name": "cards.csv"}, "Expected a ygopro/EDOPro card database"),
        ({"game": "dbz", "kind": "banlist", "name": "list.csv"}, "There is no banlist import for this game"),
        ({"game": "tractor", "kind": "cards", "name": "t.csv"}, "Select a valid choice"),
    ],
)
def test_the_form_checks_the_file_fits_the_game(client, judge, data, message):
    client.force_login(judge)
    response = client.post(
        "/cards/import/", {"game": data["game"], "kind": data["kind"], "file": upload(data["name"], b"x")}
    )
    assert response.status_code == 400
    assert message in response.content.decode()


@pytest.mark.smoke
def test_too_large_a_file_is_refused(client, judge, settings):
    settings.UPLOAD_MAX_BYTES = 1024
    client.force_login(judge)
    response = client.post("/cards/import/", {"game": "dbs", "kind": "cards", "file": upload("a.csv", b"x" * 2000)})
    assert response.status_code == 413  # refused from Content-Length, before the upload is read
    assert "at most 1,024 are accepted" in response.content.decode()


@pytest.mark.smoke
def test_judges_see_the_import_link_and_players_do_not(client, judge):
    assert "/cards/import/" not in client.get("/cards/").content.decode()
    client.force_login(judge)
    assert "/cards/import/" in client.get("/cards/").content.decode()
