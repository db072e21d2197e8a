"""Every control on the deck pages has a label; every button has a name; live parts are announced."""

from html.parser import HTMLParser

import pytest

from decks import services
from games.models import Game

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


class Controls(HTMLParser):
    def __init__(self):
        super().__init__()
        self.labels, self.controls, self.buttons, self.open_button = set(), [], [], None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "label" and attrs.get("for"):
            self.labels.add(attrs["for"])
        elif tag in ("input", "select", "textarea") and attrs.get("type") != "hidden":
            self.controls.append(attrs)
        elif tag == "button":
            self.open_button = {"attrs": attrs, "text": ""}

    def handle_data(self, data):
        if self.open_button is not None:
            self.open_button["text"] += data

    def handle_endtag(self, tag):
        if tag == "button" and self.open_button is not None:
            self.buttons.append(self.open_button)
            self.open_button = None


def unlabelled(html):
    parser = Controls()
    parser.feed(html)
    controls = [c for c in parser.controls if c.get("id") not in parser.labels and not c.get("aria-label")]
    buttons = [b for b in parser.buttons if not b["text"].strip() and not b["attrs"].get("aria-label")]
    return controls, buttons


@pytest.fixture
def decks(owner, yugioh, ygo_cards, deck):
    dbz = services.deck_create(owner=owner, game=Game.objects.get(slug="dbz"))
    return deck, dbz


@pytest.mark.parametrize(
    "path",
    ["/decks/", "/decks/new/", "/decks/{id}/", "/decks/{id}/edit/", "/decks/{id}/history/", "/decks/{id}/print/",
     "/decks/{dbz}/edit/", "/decks/{id}/edit/search/?q=Test", "/decks/new/yugioh/edit/",
     "/decks/new/dbz/edit/"],
)  # fmt: skip
def test_every_control_has_a_label_and_every_button_a_name(owner_client, decks, path):
    yugioh, dbz = decks
    html = owner_client.get(path.format(id=yugioh.pk, dbz=dbz.pk)).content.decode()
    assert unlabelled(html) == ([], [])


def test_the_sign_up_form_is_labelled(client):
    assert unlabelled(client.get("/accounts/signup/").content.decode()) == ([], [])


def test_the_parts_that_change_are_live_regions(owner_client, deck):
    html = owner_client.get(f"/decks/{deck.pk}/edit/").content.decode()
    for region in ('id="legality"', 'id="search-results"', 'id="hand"', 'id="import-report"', 'id="save-status"'):
        tag = html.split(region)[1].split(">")[0]
        assert "aria-live" in tag, region
