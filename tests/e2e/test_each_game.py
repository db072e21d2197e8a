"""Done when: a new user signs up and builds a legal deck in each collectible game, sees the legality
change as the deck grows, saves it, shares it, prints it, and gets the same deck back from its export."""

from pathlib import Path

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from decks import builder, services
from decks.models import Deck
from games.models import Card, Game

from .conftest import new_deck, sign_up

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def dbs_list():
    battle = ["DEMO-010", "DEMO-011", "DEMO-012", "DEMO-013", "DEMO-014", "DEMO-015", "DEMO-016", "DEMO-017"]
    lines = ["Leader: DEMO-001 Hero of the Tournament, Goku"] + [f"4 {code}" for code in battle]
    lines += ["4 DEMO-018", "4 DEMO-019", "9 DEMO-022"]
    return "\n".join(lines), "Saibaman Swarm"  # 49 cards; the 50th comes from the search


def dbz_list():
    game = Game.objects.get(slug="dbz")
    for number in ("901", "902"):  # the demo set alone cannot fill a 50-card Life Deck
        Card.objects.create(game=game, code=f"DEMO-{number}", name=f"Browser Drill {number}", type="Non-Combat",
                            attrs={"set": "Demo", "number": number, "style": None})  # fmt: skip
    life = ["DEMO-010", "DEMO-011", "DEMO-020", "DEMO-021", "DEMO-022", "DEMO-023", "DEMO-012", "DEMO-013"]
    life += ["DEMO-014", "DEMO-015", "DEMO-016", "DEMO-017", "DEMO-018", "DEMO-019", "DEMO-901", "DEMO-902"]
    lines = ["Personality:", "1 DEMO-001", "1 DEMO-002", "1 DEMO-003", "Life Deck"] + [f"3 {code}" for code in life]
    return "\n".join([*lines, "1 DEMO-031"]), "Earth Dragon Ball 2"  # 49 + 1 = 50


def esferas_list():
    others = ["ESF-010", "ESF-011", "ESF-012", "ESF-013", "ESF-014", "ESF-020", "ESF-021", "ESF-022"]
    others += ["ESF-030", "ESF-031", "ESF-040", "ESF-050", "ESF-060", "ESF-061", "ESF-062"]
    spheres = [f"3 ESF-00{n}" for n in range(1, 8)]  # sphere cards may repeat
    lines = ["Main Deck", *(f"1 {code}" for code in others), *spheres, "3 Dragon Ball 1"]
    return "\n".join(lines), "Dragon Ball 2"  # 15 + 24 = 39; the 40th comes from the search


@pytest.mark.parametrize(
    ("game", "name", "decklist"),
    [("dbs", "Dragon Ball Super Card Game", dbs_list), ("dbz", "Dragon Ball Z CCG (Score)", dbz_list),
     ("esferas", "Dragon Ball Esferas", esferas_list)],
)  # fmt: skip
def test_a_new_user_builds_a_legal_deck(page, game, name, decklist, tmp_path):
    call_command("load_demo")
    text, last_card = decklist()
    sign_up(page, f"new-{game}")
    new_deck(page, name)
    legality = page.get_by_role("region", name="Legality")
    expect(legality.locator(".badge")).to_have_text("Not legal")

    page.get_by_label("Decklist", exact=True).fill(text)
    page.get_by_role("button", name="Import: replace the deck").click()
    expect(page.locator("#import-report")).to_contain_text("Imported")
    expect(legality.locator(".badge")).to_have_text("Not legal")  # one card short

    page.get_by_label("Search cards").fill(last_card)
    page.get_by_role("button", name=f"Add {last_card}").first.click()
    expect(legality.locator(".badge")).to_have_text("Legal")

    page.get_by_label("Deck name").fill(f"My {game} deck")
    page.get_by_label("Public: anyone with the link can view and clone it").check()
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#save-status")).to_contain_text("Saved revision 1 (legal)")
    deck = Deck.objects.get(name=f"My {game} deck")
    assert deck.legal and deck.is_public

    # Shared: the deck list shows it to everyone with its badge; printed: the sheet lists it.
    page.goto(f"/decks/?game={game}")
    row = page.get_by_role("region", name="Public decks").get_by_role("row", name=f"My {game} deck")
    expect(row.locator(".badge")).to_have_text("Legal")
    page.goto(f"/decks/{deck.pk}/print/")
    expect(page.locator(".sheet-total")).to_contain_text(f"Total cards: {builder.total(deck.sections())}")

    # The text export reads back as the same deck.
    page.goto(f"/decks/{deck.pk}/")
    with page.expect_download() as download:
        page.get_by_role("link", name="Download text").click()
    exported = Path(download.value.path()).read_text(encoding="utf-8")
    sections, problems, _ = services.deck_import(game=deck.game, text=exported)
    assert problems == []
    assert sections == {**builder.empty(game), **deck.sections()}
