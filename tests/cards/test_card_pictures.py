"""Card pictures: the ARBITER_CARD_IMAGES_<GAME> settings, the view serving a local folder, the pages' pictures."""

import subprocess
import sys

import pytest

from config.card_images import ImageSource, card_image_sources, image_origins, unknown_games
from config.env import ConfigError
from games.images import picture_file
from games.models import GAME_SLUGS
from tests.conftest import ROOT
from tests.support.cards import add_card

from .helpers import write_picture

pytestmark = [pytest.mark.django_db]


@pytest.fixture
def pictures(tmp_path, settings):
    """A Yu-Gi-Oh! picture folder holding the picture of one of two cards."""
    with_picture = add_card("yugioh", "46986414", "Dark Magician", "Normal Monster", "The ultimate wizard.")
    without = add_card("yugioh", "38033121", "Dark Magician Girl", "Effect Monster", "Gains 300 ATK.")
    folder = tmp_path / "pics"
    folder.mkdir()
    path = write_picture(folder, with_picture.code)
    settings.CARD_IMAGES = {"yugioh": ImageSource(folder=folder.resolve())}
    return with_picture, without, path


def test_a_folder_or_a_url_template_is_read_from_the_environment(tmp_path):
    sources = card_image_sources(
        {
            "ARBITER_CARD_IMAGES_YUGIOH": str(tmp_path),
            "ARBITER_CARD_IMAGES_DBS": "https://img.example.org/dbs/{code}.png",
            "ARBITER_CARD_IMAGES_DBZ": " ",
            "HOME": "/root",
        }
    )
    assert sources == {
        "yugioh": ImageSource(folder=tmp_path.resolve()),
        "dbs": ImageSource(template="https://img.example.org/dbs/{code}.png"),
    }
    assert image_origins(sources) == ["https://img.example.org"]
    assert unknown_games(sources, GAME_SLUGS) == []
    assert unknown_games({"yugio": sources["yugioh"]}, GAME_SLUGS) == ["ARBITER_CARD_IMAGES_YUGIO"]


@pytest.mark.parametrize(
    ("value", "says"),
    [
        ("https://img.example.org/card.jpg", "must contain {code}"),
        ("https:///{code}.jpg", "has no host"),
        ("pics", "neither an https:// URL template"),
        ("/no/such/folder", "neither an https:// URL template"),
    ],
)
def test_a_bad_source_stops_the_start_naming_the_variable(value, says):
    with pytest.raises(ConfigError, match=says) as error:
        card_image_sources({"ARBITER_CARD_IMAGES_YUGIOH": value})
    assert "ARBITER_CARD_IMAGES_YUGIOH" in str(error.value)


@pytest.mark.smoke(embedded=True)
def test_the_content_security_policy_allows_the_url_templates_host():
    script = "import django; django.setup(); from django.conf import settings; "
    script += "print(settings.CONTENT_SECURITY_POLICY['DIRECTIVES']['img-src'])"
    env = {"ARBITER_CARD_IMAGES_DBS": "https://img.example.org/{code}.png", "PATH": "/usr/bin:/bin"}
    env.update(DJANGO_SETTINGS_MODULE="config.settings", ARBITER_VAR_DIR=str(ROOT / "var" / "test-csp"))
    shown = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    ).stdout
    assert shown.strip() == "[\"'self'\", 'data:', 'https://img.example.org']"
    env["ARBITER_CARD_IMAGES_YUGIO"] = "https://img.example.org/{code}.png"
    refused = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True)
    assert refused.returncode != 0 and "ARBITER_CARD_IMAGES_YUGIO: no such game" in refused.stderr


def test_the_picture_of_a_card_is_served_from_the_folder_with_cache_headers(client, pictures):
    card, _without, path = pictures
    response = client.get(f"/cards/yugioh/{card.code}/image")
    assert response.status_code == 200
    assert response["Content-Type"] == ("image/jpeg" if path.suffix == ".jpg" else "image/png")
    assert b"".join(response.streaming_content) == path.read_bytes()
    assert response["Cache-Control"] == "public, max-age=86400"
    again = client.get(f"/cards/yugioh/{card.code}/image", HTTP_IF_MODIFIED_SINCE=response["Last-Modified"])
    assert again.status_code == 304


def test_only_a_known_cards_own_file_is_served(client, pictures, tmp_path):
    card, without, path = pictures
    (tmp_path / "secret.jpg").write_bytes(b"not a card")  # beside the folder
    (path.parent / "secret.jpg").write_bytes(b"not a card")  # in it
    assert client.get("/cards/yugioh/secret/image").status_code == 404  # a file, but no card has that code
    assert client.get(f"/cards/yugioh/{without.code}/image").status_code == 404  # a card without a picture
    assert client.get(f"/cards/dbs/{card.code}/image").status_code == 404  # a game without a folder
    assert client.get("/cards/yugioh/..%2Fsecret/image").status_code == 404
    # A code that is a path is never turned into one.
    assert picture_file(path.parent, "../secret") is None and picture_file(path.parent, "..") is None
    assert client.post(f"/cards/yugioh/{card.code}/image").status_code == 405


def test_the_pages_show_a_picture_only_where_there_is_one(client, pictures):
    card, without, _path = pictures
    results = client.get("/cards/", {"game": "yugioh", "q": "dark magician"}).content.decode()
    assert f'src="/cards/yugioh/{card.code}/image" alt="Dark Magician" loading="lazy"' in results
    assert f"/cards/yugioh/{without.code}/image" not in results
    page = client.get(card.get_absolute_url()).content.decode()
    assert 'class="card-picture"' in page and "The ultimate wizard." in page
    page = client.get(without.get_absolute_url()).content.decode()
    assert 'class="card-picture"' not in page and "Gains 300 ATK." in page


def test_a_url_template_names_the_code_and_no_source_shows_text_only(client, settings, db):
    card = add_card("dbs", "BT1-001", "Son Goku", "Leader", "Awaken.")
    settings.CARD_IMAGES = {"dbs": ImageSource(template="https://img.example.org/dbs/{code}.png")}
    page = client.get(card.get_absolute_url()).content.decode()
    assert 'src="https://img.example.org/dbs/BT1-001.png" alt="Son Goku"' in page
    settings.CARD_IMAGES = {}
    page = client.get(card.get_absolute_url()).content.decode()
    assert "<img" not in page.split("<main")[1] and "Awaken." in page
