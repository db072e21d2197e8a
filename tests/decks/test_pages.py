"""Sign up, the read-only deck page, history with a diff, exports, the registration sheet and its PDF."""

import pytest

from decks import builder, services
from decks.decklists import parse_decklist

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def test_signing_up_logs_the_new_user_in(client):
    page = client.get("/accounts/signup/").content.decode()
    assert '<label for="id_username">Username</label>' in page
    body = {"username": "newbie", "password1": "a-long-pass-phrase-42", "password2": "a-long-pass-phrase-42"}
    response = client.post("/accounts/signup/", body)
    assert response.status_code == 302 and response.url == "/decks/"
    assert "newbie" in client.get("/decks/").content.decode()


def test_a_bad_sign_up_names_the_field(client):
    body = {"username": "newbie", "password1": "a-long-pass-phrase-42", "password2": "different-42-phrase"}
    page = client.post("/accounts/signup/", body).content.decode()
    assert "didn’t match" in page or "didn't match" in page


def test_history_lists_each_save_and_shows_what_changed(owner_client, owner, deck):
    services.deck_save(deck_id=deck.pk, user=owner, base_revision=1, sections={"main": {"10000": 3, "20000": 2}})
    page = owner_client.get(f"/decks/{deck.pk}/history/").content.decode()
    assert 'name="a" value="1"' in page and 'name="b" value="2"' in page
    page = owner_client.get(f"/decks/{deck.pk}/history/", {"a": 1, "b": 2}).content.decode()
    assert "Changes from revision 1 to revision 2" in page
    row = page.split("Test Monster 00</td>")[1].split("</tr>")[0]
    assert '<td data-label="Before">2</td><td data-label="After">3</td>' in row
    assert "Test Monster 05" in page  # removed


def test_history_ignores_revisions_of_other_decks(owner_client, deck):
    page = owner_client.get(f"/decks/{deck.pk}/history/", {"a": 1, "b": 99}).content.decode()
    assert "Choose two revisions" in page


def test_the_ydk_export_reads_back_as_the_same_deck(owner_client, deck):
    response = owner_client.get(f"/decks/{deck.pk}/export/ydk/")
    assert response["Content-Disposition"] == 'attachment; filename="alices-deck.ydk"'
    parsed = parse_decklist(response.content.decode(), game="yugioh")
    assert builder.clean_sections(parsed.sections, game="yugioh") == {**builder.empty("yugioh"), **deck.sections()}


def test_the_text_export_reads_back_as_the_same_deck(owner_client, owner, deck):
    response = owner_client.get(f"/decks/{deck.pk}/export/txt/")
    text = response.content.decode()
    assert "2 Test Monster 00" in text
    sections, problems, _ = services.deck_import(game=deck.game, text=text)
    assert problems == []
    assert sections == {**builder.empty("yugioh"), **deck.sections()}


def test_the_export_can_take_the_editors_unsaved_state(owner_client, deck):
    state = builder.dumps({"main": {"10000": 1}})
    assert owner_client.get(f"/decks/{deck.pk}/export/ydk/", {"state": state}).content.decode().count("10000") == 1
    assert owner_client.get(f"/decks/{deck.pk}/export/ydk/", {"state": "{bad"}).status_code == 400


def test_ydk_is_for_yugioh_decks_only(owner_client, owner):
    from games.models import Game

    deck = services.deck_create(owner=owner, game=Game.objects.get(slug="esferas"))
    assert owner_client.get(f"/decks/{deck.pk}/export/ydk/").status_code == 404
    assert owner_client.get(f"/decks/{deck.pk}/export/txt/").status_code == 200


def test_the_registration_sheet_groups_a_yugioh_deck_as_a_tournament_expects(owner_client, owner, deck):
    sections = {"main": {"10000": 3, "10001": 2, "20000": 3, "30000": 1}, "extra": {"40000": 1}, "side": {"30001": 2}}
    services.deck_save(deck_id=deck.pk, user=owner, base_revision=1, sections=sections)
    page = owner_client.get(
        f"/decks/{deck.pk}/print/", {"player": "Alice A.", "player_id": "0001234", "event": "Locals"}
    )
    html = page.content.decode()
    for text in (
        "Main Deck: 9",
        "Monster cards: 5",
        "Spell cards: 3",
        "Trap cards: 1",
        "Extra Deck: 1",
        "Side Deck: 2",
    ):
        assert text in html
    assert "Total cards: 12" in html
    assert "Alice A." in html and "0001234" in html and "Locals" in html
    assert '<label for="f-player">Player name</label>' in html and '<label for="f-player-id">Player ID</label>' in html


def test_the_registration_sheet_comes_as_a_pdf(owner_client, deck):
    response = owner_client.get(f"/decks/{deck.pk}/print.pdf", {"player": "Zoë Ünal", "event": "Regionals"})
    assert response["Content-Type"] == "application/pdf"
    assert response.content.startswith(b"%PDF")
    assert 'filename="alices-deck-decklist.pdf"' in response["Content-Disposition"]


def test_sheet_fields_are_cut_to_a_sane_length(owner_client, deck):
    html = owner_client.get(f"/decks/{deck.pk}/print/", {"player": "x" * 5000}).content.decode()
    assert "x" * 100 in html and "x" * 101 not in html


def test_the_read_only_page_has_the_share_link_and_statistics(client, public_deck):
    html = client.get(f"/decks/{public_deck.pk}/").content.decode()
    assert f"http://testserver/decks/{public_deck.pk}/" in html
    assert ">Statistics</h2>" in html and "<svg" in html
    assert '<span class="badge legal">Legal</span>' in html


def test_the_read_only_page_labels_its_copy_rows(client, public_deck):
    """The share link and the ydke link: each input named by its label's `for`, copied by its button."""
    html = client.get(f"/decks/{public_deck.pk}/").content.decode()
    for field, label, button in (
        ("share-link", "Share link", "Copy share link"),
        ("ydke-link", "ydke link", "Copy ydke link"),
    ):
        assert f'<label for="{field}">{label}</label>' in html
        assert f'<input type="text" id="{field}" value="' in html
        assert f'data-copy="#{field}">{button}</button>' in html
    assert html.count('<span class="copy-status" role="status" data-done="Copied."></span>') == 2


def test_restoring_a_revision_saves_it_as_the_newest(owner_client, owner, deck):
    services.deck_save(deck_id=deck.pk, user=owner, base_revision=1, sections={"main": {"10000": 1}}, name="Changed")
    page = owner_client.get(f"/decks/{deck.pk}/history/").content.decode()
    assert ">Restore revision 1</button>" in page and ">Restore revision 2<" not in page
    response = owner_client.post(f"/decks/{deck.pk}/history/1/restore/")
    assert response.url == f"/decks/{deck.pk}/edit/"
    deck.refresh_from_db()
    first = {section: cards for section, cards in deck.revisions.get(number=1).sections.items() if cards}
    assert (deck.revision, deck.name, deck.sections()) == (3, "Alice's deck", first)
    assert deck.revisions.count() == 3


def test_only_the_owner_restores(outsider_client, public_deck):
    assert outsider_client.post(f"/decks/{public_deck.pk}/history/1/restore/").status_code == 403
    assert ">Restore revision" not in outsider_client.get(f"/decks/{public_deck.pk}/history/").content.decode()


def test_restoring_a_missing_revision_is_a_404(owner_client, deck):
    assert owner_client.post(f"/decks/{deck.pk}/history/9/restore/").status_code == 404


def test_the_deck_page_shows_a_card_in_two_printings_as_one_row(owner_client, owner, yugioh, ygo_cards):
    """Issue 32: the read-only deck page counts a card once, its printings named inside its row."""
    import re

    from games.models import Card

    Card.objects.create(
        game=yugioh, code="10099", name="Test Monster 00", type="Normal Monster", attrs=ygo_cards[0].attrs,
        alternate_of=ygo_cards[0],
    )  # fmt: skip
    sections = {"main": ["10000", "10000", "10099", "10001"]}
    deck = services.deck_create(owner=owner, game=yugioh, name="Printings", sections=sections, is_public=True)
    html = owner_client.get(f"/decks/{deck.pk}/").content.decode()
    rows = re.findall(r'<span class="count">(\d+)×</span> <span class="name">(.*?)</span></li>', html, re.DOTALL)
    monster = [name for count, name in rows if "Test Monster 00" in name]
    assert len(monster) == 1 and ("3", monster[0]) in rows
    assert "(2× <bdi>10000</bdi>, 1× <bdi>10099</bdi>)" in monster[0]
    assert any(count == "1" and "Test Monster 01" in name and "<bdi>10001" not in name for count, name in rows)
