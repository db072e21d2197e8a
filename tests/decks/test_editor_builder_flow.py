"""Issue 32's editor: moving a card between sections (refused where the rules forbid it), search results with
text, stats and status, the deck grouped by card type with links to the cards, the import's last-given input."""

import json
import re

import pytest

from decks import builder
from games.models import Format, FormatCard

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
URL = "/decks/new/yugioh/edit/"


def state_of(html):
    return json.loads(html.split('id="state" name="state" value="')[1].split('"')[0].replace("&quot;", '"'))


def change(client, state, **data):
    return client.post(URL + "change/", {"state": builder.dumps(state), **data}, **HX)


def test_a_card_moves_one_copy_to_the_side_deck_and_back(owner_client, ygo_cards):
    response = change(owner_client, {"main": {"10000": 2}}, op="move|main|10000", to="side")
    assert state_of(response.content.decode()) == {"main": {"10000": 1}, "extra": {}, "side": {"10000": 1}}
    assert "Test Monster 00: 1 in the Side Deck." in response.content.decode()  # the screen reader's announcement
    back = change(owner_client, {"side": {"10000": 1}}, op="move|side|10000", to="auto")
    assert state_of(back.content.decode())["main"] == {"10000": 1}


def test_a_move_the_rules_forbid_is_refused_with_the_rule(owner_client, ygo_cards):
    fusion = change(owner_client, {"extra": {"40000": 1}}, op="move|extra|40000", to="main")
    assert fusion.status_code == 400 and "Extra Deck monster" in fusion.content.decode()
    spell = change(owner_client, {"main": {"20000": 1}}, op="move|main|20000", to="extra")
    assert spell.status_code == 400 and "cannot be in the Extra Deck" in spell.content.decode()
    assert change(owner_client, {"main": {"10000": 1}}, op="move|main|10000", to="hand").status_code == 400


def test_the_deck_rows_are_grouped_by_kind_with_counts_and_link_to_their_cards(owner_client, ygo_cards):
    html = change(owner_client, {"main": {"10000": 3, "20000": 2, "30000": 1}}, op="validate").content.decode()
    monsters, spells, traps = html.index("Monster cards"), html.index("Spell cards"), html.index("Trap cards")
    assert monsters < spells < traps and 'Spell cards <span class="muted">(2)</span>' in html
    assert 'class="card-ref" href="/cards/yugioh/10000/" data-preview="/cards/yugioh/10000/preview/"' in html
    assert 'aria-label="Move one Test Monster 00 to the Side Deck"' in html


def test_search_results_show_text_stats_and_the_status_in_the_chosen_format(owner_client, ygo_cards, yugioh):
    fmt = Format.objects.create(game=yugioh, slug="list", name="List", source="list.conf", limits={"copies": 3})
    FormatCard.objects.create(format=fmt, code="10000", limit=0)
    FormatCard.objects.create(format=fmt, code="10001", limit=2)
    html = owner_client.get(URL + "search/", {"q": "Test Monster 0", "format": "list"}, **HX).content.decode()
    row = html.split('data-code="10000"')[1].split("</li>")[0]
    assert "Forbidden" in row and "ATK" in row and "1000" in row
    assert "Semi-limited" in html.split('data-code="10001"')[1].split("</li>")[0]
    only = owner_client.get(URL + "search/", {"q": "Test", "format": "list", "status": "forbidden"}, **HX)
    assert only.content.decode().count("<li ") == 1
    by_level = owner_client.get(URL + "search/", {"q": "Test Monster", "sort": "level"}, **HX).content.decode()
    assert by_level.index('data-code="10007"') < by_level.index('data-code="10000"')  # level 8 before level 1
    floor = owner_client.get(URL + "search/", {"q": "t:monster", "min_level": "8"}, **HX).content.decode()
    assert 'data-code="10007"' in floor and 'data-code="10000"' not in floor


def test_a_paste_given_after_a_file_is_what_is_imported(owner_client, ygo_cards):
    from django.core.files.uploadedfile import SimpleUploadedFile

    upload = SimpleUploadedFile("deck.ydk", b"#main\n10000\n10001\n10002\n")
    data = {"decklist": "3 Test Monster 05", "file": upload, "mode": "replace", "state": "{}", "given": "text"}
    html = owner_client.post(URL + "import/", data, **HX).content.decode()
    assert state_of(html)["main"] == {"10005": 3}
    upload = SimpleUploadedFile("deck.ydk", b"#main\n10000\n")
    data = {"decklist": "3 Test Monster 05", "file": upload, "mode": "replace", "state": "{}", "given": "file"}
    assert state_of(owner_client.post(URL + "import/", data, **HX).content.decode())["main"] == {"10000": 1}


def test_a_row_offers_only_the_moves_the_rules_allow(owner_client, ygo_cards):
    html = change(owner_client, {"main": {"10000": 1, "20000": 1}, "extra": {"40000": 1}}, op="validate")
    html = html.content.decode()

    def moves(code):
        row = html.split(f'data-code="{code}"')[1].split("</li>")[0]
        return re.findall(r'"to": "(\w+)"', row)

    assert moves("10000") == ["side"] and moves("20000") == ["side"]  # a Main Deck monster or a Spell: no Extra Deck
    assert moves("40000") == ["side"]  # a Fusion monster: not the Main Deck
