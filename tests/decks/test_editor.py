"""The editor page and its htmx requests: search, add, remove, legality, import, test hand."""

import json
import re

import pytest
from django.test import Client

from config.card_images import ImageSource
from decks import builder, services
from tests.support.cards import yugioh_card

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]
HX = {"HTTP_HX_REQUEST": "true"}


def change(client, deck, state, **data):
    body = {"state": builder.dumps(state), "format": "advanced", **data}
    return client.post(f"/decks/{deck.pk}/edit/change/", body, **HX)


def state_of(html):
    """The deck state the response put back in the page."""
    raw = re.search(r'id="state" name="state" value="([^"]*)"', html).group(1)
    return json.loads(raw.replace("&quot;", '"'))


def test_the_editor_has_every_labelled_control(owner_client, deck):
    page = owner_client.get(f"/decks/{deck.pk}/edit/").content.decode()
    for label in ("Search cards", "Section", "Format", "Deck name", "Decklist", "Decklist file"):
        assert re.search(rf"<label for=\"[\w-]+\">{label}</label>", page), label
    for button in (">Save<", ">Import<", ">Draw a test hand<", ">Download YDK<", ">Copy ydke link<"):
        assert button in page
    assert 'aria-labelledby="legality-h" aria-live="polite"' in page and ">Legality</h2>" in page
    assert ">Statistics</h2>" in page and "<svg" in page


def test_the_editor_page_weighs_under_200_kb(owner_client, deck):
    assert len(owner_client.get(f"/decks/{deck.pk}/edit/").content) < 200 * 1024


def test_a_legal_deck_shows_legal(owner_client, deck):
    page = owner_client.get(f"/decks/{deck.pk}/edit/").content.decode()
    assert '<span class="badge legal">Legal</span>' in page


def test_search_results_have_an_add_button_named_after_the_card(owner_client, deck):
    page = owner_client.get(f"/decks/{deck.pk}/edit/search/", {"q": "Test Spell"}, **HX).content.decode()
    assert 'aria-label="Add Test Spell 0"' in page
    assert "Test Monster" not in page


def test_a_malformed_query_is_explained_not_a_500(owner_client, deck):
    response = owner_client.get(f"/decks/{deck.pk}/edit/search/", {"q": 'name:"unclosed'}, **HX)
    assert response.status_code == 200
    assert "Cannot read the query" in response.content.decode()


def test_an_overlong_query_is_refused(owner_client, deck):
    page = owner_client.get(f"/decks/{deck.pk}/edit/search/", {"q": "a" * 400}, **HX).content.decode()
    assert "longer than 300 characters" in page


def test_adding_a_card_from_search_puts_it_in_the_deck_and_rechecks_legality(owner_client, deck, ygo_cards):
    response = change(owner_client, deck, builder.empty("yugioh"), op="add|10000", section="auto")
    html = response.content.decode()
    assert state_of(html)["main"] == {"10000": 1}
    assert 'aria-label="Remove one Test Monster 00"' in html and 'aria-label="Add one Test Monster 00"' in html
    assert 'id="legality-body" hx-swap-oob="innerHTML"' in html
    assert '<span class="badge illegal">Not legal</span>' in html
    assert "40" in html  # the Main Deck minimum is named


def test_a_row_escapes_a_card_name_written_as_markup(owner_client, deck, ygo_cards):
    """The deck panel's rows are built in Python (the click's hot path), so their escaping is tested here."""
    yugioh_card("50000", '<img src=x onerror="alert(1)"> & Co')
    html = change(owner_client, deck, builder.empty("yugioh"), op="add|50000", section="auto").content.decode()
    assert state_of(html)["main"] == {"50000": 1}
    assert "<img src=x" not in html
    shown = "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co"
    assert f"<bdi>{shown}</bdi>" in html
    assert f'aria-label="Add one {shown}"' in html and f'aria-label="Remove one {shown}"' in html
    assert 'id="inc-main-50000" name="op" value="inc|main|50000"' in html


def test_a_row_shows_its_thumbnail_only_in_a_game_with_pictures(owner_client, deck, ygo_cards, settings):
    empty = builder.empty("yugioh")
    html = change(owner_client, deck, empty, op="add|10000", section="auto").content.decode()
    assert "card-thumb" not in html
    settings.CARD_IMAGES = {"yugioh": ImageSource(template="https://img.example.org/ygo/{code}.jpg")}
    html = change(owner_client, deck, empty, op="add|10000", section="auto").content.decode()
    row = re.search(r'<li class="[^"]*" data-code="10000" data-section="main".*?</li>', html, re.S).group(0)
    assert 'src="https://img.example.org/ygo/10000.jpg" alt="Test Monster 00"' in row
    assert 'popovertarget="card-preview-main' in row


def test_a_rows_words_are_in_the_readers_language(owner_client, deck, ygo_cards):
    state = {"main": {"10000": 4}, "extra": {}, "side": {}}  # four copies: flagged
    body = {"state": builder.dumps(state), "format": "advanced", "op": "validate"}
    html = owner_client.post(f"/fr/decks/{deck.pk}/edit/change/", body, **HX).content.decode()
    assert 'aria-label="Ajouter un exemplaire de Test Monster 00"' in html
    assert '<span class="flag">problème</span>' in html
    assert '<li class="flagged" data-code="10000" data-section="main"' in html


def test_in_arabic_the_deck_bar_counts_collectible_cards(owner_client, deck, ygo_cards):
    state = {"main": {"10000": 3, "10001": 1}, "extra": {}, "side": {}}
    body = {"state": builder.dumps(state), "format": "advanced", "op": "validate"}
    html = owner_client.post(f"/ar/decks/{deck.pk}/edit/change/", body, **HX).content.decode()
    bar = html.split('id="deck-bar-status"', 1)[1].split("</a>", 1)[0]
    assert "4 بطاقات" in bar and "أوراق" not in bar


def test_an_add_reads_the_session_the_user_with_their_profile_and_the_deck_and_nothing_else(
    owner_client, deck, django_assert_num_queries
):
    """The editor's every click: its cards are kept per process once read, its game and format come with the
    deck, and the profile (for the page's language) with the user."""
    change(owner_client, deck, {"main": {"10000": 1, "10001": 1}}, op="validate")  # the cards are now kept
    with django_assert_num_queries(3):
        response = change(owner_client, deck, {"main": {"10000": 1}}, op="add|10001", section="auto")
    assert state_of(response.content.decode())["main"] == {"10000": 1, "10001": 1}


def test_an_extra_deck_monster_goes_to_the_extra_deck_on_automatic(owner_client, deck):
    html = change(owner_client, deck, builder.empty("yugioh"), op="add|40000", section="auto").content.decode()
    assert state_of(html)["extra"] == {"40000": 1}


def test_the_section_choice_is_obeyed(owner_client, deck):
    html = change(owner_client, deck, builder.empty("yugioh"), op="add|10000", section="side").content.decode()
    assert state_of(html)["side"] == {"10000": 1}


def test_a_fourth_copy_is_flagged_on_the_card_and_removing_it_makes_the_deck_legal(owner_client, deck, ygo_cards):
    state = {"main": {**{c.code: 2 for c in ygo_cards[:20]}, "10000": 3}}
    html = change(owner_client, deck, state, op="inc|main|10000").content.decode()
    assert state_of(html)["main"]["10000"] == 4
    flagged = re.findall(r'<li class="flagged" data-code="(\w+)"', html)
    assert flagged == ["10000"]
    assert "Not legal" in html
    html = change(owner_client, deck, state_of(html), op="dec|main|10000").content.decode()
    html = change(owner_client, deck, state_of(html), op="dec|main|10000").content.decode()
    assert state_of(html)["main"]["10000"] == 2
    assert '<span class="badge legal">Legal</span>' in html
    assert 'class="flagged"' not in html


def test_changing_the_format_revalidates(owner_client, deck, ygo_cards):
    from games.models import Format, FormatCard

    banned = Format.objects.create(game=deck.game, slug="test-list", name="Test list", limits=deck.format.limits)
    FormatCard.objects.create(format=banned, code="10000", limit=0)
    html = change(owner_client, deck, deck.sections(), format="test-list").content.decode()
    assert "Not legal" in html and "Test list" in html
    assert re.findall(r'<li class="flagged" data-code="(\w+)"', html) == ["10000"]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"state": "{oops"}, "not JSON"),
        ({"state": '{"graveyard": {}}'}, "unknown section"),
        ({"op": "inc|graveyard|1"}, "no section"),
        ({"op": "add|nope"}, "no Yu-Gi-Oh! card has the code"),
        ({"op": "explode"}, "unknown action"),
    ],
)
def test_a_bad_request_gets_a_400_that_names_the_problem(owner_client, deck, data, message):
    body = {"state": "{}", **data}
    response = owner_client.post(f"/decks/{deck.pk}/edit/change/", body, **HX)
    assert response.status_code == 400
    assert message in response.content.decode()
    assert response["HX-Retarget"] == "#editor-error"


def test_a_test_hand_has_five_cards_from_the_main_deck(owner_client, deck):
    body = {"state": builder.dumps(deck.sections())}
    html = owner_client.post(f"/decks/{deck.pk}/edit/hand/", body, **HX).content.decode()
    assert html.count("<li>") == 5
    assert "Test Monster" in html or "Test Spell" in html or "Test Trap" in html


def test_importing_a_text_list_imports_the_known_cards_and_lists_the_rest(owner_client, deck):
    text = "Main Deck\n3 Test Monster 00\n2 Test Spell 1\n1 No Such Card\nExtra Deck\n1 Test Fusion\n"
    html = owner_client.post(f"/decks/{deck.pk}/edit/import/", {"decklist": text, "state": "{}"}, **HX).content.decode()
    assert state_of(html) == {"main": {"10000": 3, "20001": 2}, "extra": {"40000": 1}, "side": {}}
    assert "Imported 6 cards" in html
    assert "No Such Card" in html


def test_importing_a_ydk_file_reads_passcodes_with_leading_zeros(owner_client, deck):
    from django.core.files.uploadedfile import SimpleUploadedFile

    ydk = "#created by test\n#main\n010000\n010000\n20000\n#extra\n40000\n!side\n30000\n"
    upload = SimpleUploadedFile("deck.ydk", ydk.encode(), content_type="text/plain")
    html = owner_client.post(f"/decks/{deck.pk}/edit/import/", {"file": upload, "state": "{}"}, **HX).content.decode()
    assert state_of(html) == {"main": {"10000": 2, "20000": 1}, "extra": {"40000": 1}, "side": {"30000": 1}}


def test_importing_text_that_is_no_decklist_is_a_400(owner_client, deck):
    response = owner_client.post(f"/decks/{deck.pk}/edit/import/", {"decklist": "hello there", "state": "{}"}, **HX)
    assert response.status_code == 400
    assert "Nothing imported" in response.content.decode()
    assert response["HX-Retarget"] == "#import-report"


def test_importing_nothing_is_a_400(owner_client, deck):
    response = owner_client.post(f"/decks/{deck.pk}/edit/import/", {"decklist": "  ", "state": "{}"}, **HX)
    assert response.status_code == 400
    assert "paste a decklist or choose a file" in response.content.decode()


def test_an_oversized_file_is_refused(owner_client, deck):
    from django.core.files.uploadedfile import SimpleUploadedFile

    upload = SimpleUploadedFile("big.ydk", b"#main\n" + b"10000\n" * 30000)
    response = owner_client.post(f"/decks/{deck.pk}/edit/import/", {"file": upload, "state": "{}"}, **HX)
    assert response.status_code == 400
    assert "larger than 100 KB" in response.content.decode()


def test_saving_keeps_a_revision_and_the_legality(owner_client, owner, deck):
    body = {"state": builder.dumps({"main": {"10000": 1}}), "base_revision": 1, "name": "Renamed", "format": "advanced"}
    response = owner_client.post(f"/decks/{deck.pk}/save/", body)
    assert response.status_code == 302 and response.url == f"/decks/{deck.pk}/edit/"
    deck.refresh_from_db()
    assert (deck.name, deck.revision, deck.legal, deck.is_public) == ("Renamed", 2, False, False)
    assert [r.number for r in deck.revisions.all()] == [2, 1]
    assert deck.revisions.get(number=1).sections["main"]["10000"] == 2


def test_the_saved_deck_is_what_the_editor_opens_with(owner_client, deck):
    body = {"state": builder.dumps({"main": {"20003": 3}}), "base_revision": 1, "name": "x", "is_public": "on"}
    owner_client.post(f"/decks/{deck.pk}/save/", {**body, "notes": "Side in traps against burn."}, **HX)
    page = owner_client.get(f"/decks/{deck.pk}/edit/").content.decode()
    assert state_of(page)["main"] == {"20003": 3}
    assert "Side in traps against burn.</textarea>" in page
    assert 'id="deck-public" name="is_public" checked' in page


def test_new_deck_asks_for_the_game_and_opens_the_editor_on_a_draft(owner_client, owner):
    page = owner_client.get("/decks/").content.decode()
    assert '<label for="new-game">Game</label>' in page and ">New deck</button>" in page
    assert "Tractor" not in page.split('id="new-game"')[1].split("</select>")[0]
    response = owner_client.post("/decks/new/", {"game": "dbs", "name": "Red rush"})
    assert response.url == "/decks/new/dbs/edit/?name=Red+rush"
    page = owner_client.get(response.url).content.decode()
    assert 'value="Red rush"' in page and 'action="/decks/new/dbs/save/"' in page
    assert not owner.decks.exists()  # no row until the first save


def test_a_drafts_editor_works_without_a_deck_row(owner_client, owner, ygo_cards):
    state = builder.dumps({"main": {ygo_cards[0].code: 2}})
    search = owner_client.get("/decks/new/yugioh/edit/search/", {"q": "Test Monster 01"})
    assert search.status_code == 200 and "Test Monster 01" in search.content.decode()
    change = owner_client.post("/decks/new/yugioh/edit/change/", {"state": state, "op": "add|" + ygo_cards[1].code})
    assert change.status_code == 200 and "Test Monster 01" in change.content.decode()
    imported = owner_client.post("/decks/new/yugioh/edit/import/", {"state": state, "decklist": "3 Test Spell 0\n"})
    assert imported.status_code == 200 and "Imported 3 cards" in imported.content.decode()
    assert owner_client.post("/decks/new/yugioh/edit/hand/", {"state": state}).status_code == 200
    assert not owner.decks.exists()


def test_the_first_save_of_a_draft_creates_the_deck_as_revision_1(owner_client, owner, ygo_cards):
    state = builder.dumps({"main": {ygo_cards[0].code: 2}})
    body = {"state": state, "name": "Fresh", "format": "advanced", "base_revision": "0"}
    response = owner_client.post("/decks/new/yugioh/save/", body, HTTP_HX_REQUEST="true")
    deck = owner.decks.get()
    assert (deck.name, deck.revision, deck.sections()) == ("Fresh", 1, {"main": {ygo_cards[0].code: 2}})
    html = response.content.decode()
    assert f'data-edit-url="/decks/{deck.pk}/edit/"' in html and 'data-draft-prefix="/decks/new/yugioh/edit/"' in html


def test_a_draft_needs_a_login_and_a_buildable_game(owner_client):
    anonymous = Client()
    assert anonymous.get("/decks/new/yugioh/edit/").status_code == 302
    assert anonymous.post("/decks/new/yugioh/save/", {"state": "{}", "base_revision": "0"}).status_code == 403
    assert owner_client.get("/decks/new/tractor/edit/").status_code == 404
    assert owner_client.get("/decks/new/chess/edit/").status_code == 404


def test_a_new_deck_for_an_unknown_game_is_a_400(owner_client):
    assert owner_client.post("/decks/new/", {"game": "chess"}).status_code == 400


def test_the_deck_list_shows_legality_badges(owner_client, owner, deck, yugioh):
    services.deck_create(owner=owner, game=yugioh, name="Empty one")
    page = owner_client.get("/decks/").content.decode()
    assert page.count('<span class="badge legal">Legal</span>') == 1
    assert page.count('<span class="badge illegal">Not legal</span>') == 1


def test_a_dbz_deck_has_a_style_choice_that_the_check_reads(owner_client, owner):
    from django.core.management import call_command

    from games.models import Game

    call_command("load_demo")
    deck = services.deck_create(owner=owner, game=Game.objects.get(slug="dbz"))
    page = owner_client.get(f"/decks/{deck.pk}/edit/").content.decode()
    assert '<label for="deck-style">Style</label>' in page
    state = builder.dumps({"personality": {"DEMO-001": 1, "DEMO-002": 1, "DEMO-003": 1}, "main": {"DEMO-012": 1}})
    body = {"state": state, "style": "Red", "format": "score-standard"}
    html = owner_client.post(f"/decks/{deck.pk}/edit/change/", body, **HX).content.decode()
    assert re.findall(r'<li class="flagged" data-code="([\w-]+)"', html) == ["DEMO-012"]  # a Blue card in a Red deck
    assert 'id="deck-style" name="style"' in html and 'value="Red" selected' in html


def test_importing_a_list_that_declares_a_style_sets_the_style_choice(owner_client, owner):
    from django.core.management import call_command

    from games.models import Game

    call_command("load_demo")
    deck = services.deck_create(owner=owner, game=Game.objects.get(slug="dbz"))
    text = "Personality:\n1 DEMO-001\nStyle: Blue\nLife Deck\n3 DEMO-012\n"
    html = owner_client.post(f"/decks/{deck.pk}/edit/import/", {"decklist": text, "state": "{}"}, **HX).content.decode()
    assert 'value="Blue" selected' in html and 'hx-swap-oob="true"' in html


def test_alternate_printings_in_one_section_are_told_apart_by_code(owner_client, deck, ygo_cards):
    from games.models import Card

    alternate = Card.objects.create(
        game=deck.game, code="10099", name="Test Monster 00", type="Normal Monster", attrs=ygo_cards[0].attrs,
        alternate_of=ygo_cards[0],
    )  # fmt: skip
    html = change(owner_client, deck, {"main": {"10000": 1, alternate.code: 1}}).content.decode()
    assert 'aria-label="Remove one Test Monster 00 (10000)"' in html
    assert 'aria-label="Remove one Test Monster 00 (10099)"' in html


def test_a_card_in_two_printings_is_one_row_listing_each_printing_with_its_buttons(owner_client, deck, ygo_cards):
    """Issue 32: the player sees one card counted once (2 + 1 copies = 3), its printings inside its row, each
    printing keeping its own +, - and moves; a card in one printing stays a plain row."""
    from games.models import Card

    Card.objects.create(
        game=deck.game, code="10099", name="Test Monster 00", type="Normal Monster", attrs=ygo_cards[0].attrs,
        alternate_of=ygo_cards[0],
    )  # fmt: skip
    html = change(owner_client, deck, {"main": {"10099": 1, "10000": 2, "10001": 3}}).content.decode()
    row = html.split('<li class="printings" data-card="10000" data-section="main">', 1)[1].split("</ul>", 1)[0]
    assert row.count("\N{MULTIPLICATION SIGN}") == 3 and "3\N{MULTIPLICATION SIGN}" in row  # the card's total
    assert '<bdi>Test Monster 00</bdi></a> <span class="muted">(2 printings)</span>' in row
    printings = re.findall(r'<li class="" data-code="(\d+)" data-section="main"', row)
    assert printings == ["10000", "10099"]
    for code, count in (("10000", 2), ("10099", 1)):
        line = row.split(f'data-code="{code}"', 1)[1].split("</li>", 1)[0]
        assert f"{count}\N{MULTIPLICATION SIGN}" in line and f"<bdi>{code}</bdi>" in line
        assert f'value="inc|main|{code}"' in line and f'value="dec|main|{code}"' in line
    assert html.count('data-code="10001"') == 1 and 'class="printings" data-card="10001"' not in html
    # "-" on one printing takes a copy of that printing only
    after = change(owner_client, deck, {"main": {"10099": 1, "10000": 2}}, op="dec|main|10000").content.decode()
    assert state_of(after)["main"] == {"10099": 1, "10000": 1}


def test_a_search_result_escapes_a_card_written_as_markup(owner_client, deck, ygo_cards):
    """The search results are built in Python (decks.search_rows, a keystroke's hot path): each value escaped."""
    from games.models import Card

    Card.objects.create(
        game=deck.game, code="50001", name='<img src=x onerror="alert(1)"> & Co', type="Normal <b>Spell</b>",
        text="<script>alert(2)</script> draw 2", attrs={"kind": "spell", "types": ["spell"], "race": "<i>r</i>"},
    )  # fmt: skip
    page = owner_client.get(f"/decks/{deck.pk}/edit/search/", {"q": "code:50001"}, **HX).content.decode()
    assert "<img src=x" not in page and "<script>" not in page and "<b>Spell" not in page
    assert "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co</a>" in page
    assert 'aria-label="Add &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co"' in page
    assert "&lt;script&gt;alert(2)&lt;/script&gt; draw 2" in page
    assert 'href="/cards/yugioh/50001/" data-preview="/cards/yugioh/50001/preview/"' in page


def test_search_results_fold_alternate_printings_into_their_card(owner_client, deck, ygo_cards):
    """As the cards page does (issue 32): one row, one Add button, for the original and its alternate art."""
    from games.models import Card

    Card.objects.create(
        game=deck.game, code="10099", name="Test Monster 00", type="Normal Monster", attrs=ygo_cards[0].attrs,
        alternate_of=ygo_cards[0],
    )  # fmt: skip
    page = owner_client.get(f"/decks/{deck.pk}/edit/search/", {"q": "Test Monster 00"}, **HX).content.decode()
    assert page.count('aria-label="Add Test Monster 00"') == 1 and "add|10000" in page and "add|10099" not in page
    by_code = owner_client.get(f"/decks/{deck.pk}/edit/search/", {"q": "code:10099"}, **HX).content.decode()
    assert "add|10099" in by_code  # an alternate whose original does not match stays findable


@pytest.mark.parametrize(
    "where", ["/decks/new/yugioh/edit/change/", "/decks/new/yugioh/edit/hand/", "/decks/new/yugioh/save/"]
)
def test_a_state_nested_50000_deep_is_a_400_naming_the_state_and_saves_nothing(owner_client, ygo_cards, where):
    from decks.models import Deck

    response = owner_client.post(where, {"state": "[" * 50_000, "op": "validate", "name": "Deep"}, **HX)
    assert response.status_code == 400
    assert "deck state is not JSON: nested too deep" in response.content.decode()
    assert not Deck.objects.exists()


def test_an_automatic_add_puts_a_dbz_ally_in_the_life_deck_and_a_missing_level_in_the_main_personality(
    owner, owner_client, saiyan_saga
):
    from games.models import Game

    game = Game.objects.get(slug="dbz")
    dbz_deck = services.deck_create(owner=owner, game=game, name="Goku", sections={"personality": ["SAIYAN-158"]})
    state = {"personality": {"SAIYAN-158": 1}, "main": {}}
    ally = change(owner_client, dbz_deck, state, op="add|SAIYAN-173", section="auto", format="")
    assert state_of(ally.content.decode())["main"] == {"SAIYAN-173": 1}  # Vegeta beside a Goku: an ally
    level = change(owner_client, dbz_deck, state, op="add|SAIYAN-159", section="auto", format="")
    assert state_of(level.content.decode())["personality"] == {"SAIYAN-158": 1, "SAIYAN-159": 1}
    again = change(owner_client, dbz_deck, state, op="add|SAIYAN-158", section="auto", format="")
    assert state_of(again.content.decode())["main"] == {"SAIYAN-158": 1}  # a level taken: the rules then name it
