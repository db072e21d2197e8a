"""The real decks and lists of ../shared/data, imported with games.importers and validated."""

import pytest

from decks.decklists import parse_decklist
from decks.validation import validate_decklist
from games.importers import import_banlist, import_cards
from games.models import Format

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


@pytest.mark.parametrize("deck", ["hit-red.txt", "meta-cooler-yellow.txt"])
def test_the_real_dbs_decks_parse_as_they_are(data_dir, deck):
    parsed = parse_decklist((data_dir / "dbs" / deck).read_text(), game="dbs")
    assert parsed.format_name == "dbs" and parsed.problems == []
    assert {s: len(e) for s, e in parsed.entries.items()} == {"leader": 1, "main": 50}


@pytest.mark.parametrize("deck", ["hit-red.txt", "meta-cooler-yellow.txt"])
def test_the_real_dbs_decks_are_legal_under_the_faq(data_dir, dbs_cards, deck):
    body = validate_decklist(game="dbs", text=(data_dir / "dbs" / deck).read_text())
    assert body["problems"] == [] and body["legal"] is True
    assert body["sections"] == {"leader": 1, "main": 50, "side": 0} and body["format"] == "faq-standard"


def test_twenty_one_copies_of_a_card_that_allows_any_number(data_dir, dbs_cards):
    text = (data_dir / "dbs" / "meta-cooler-yellow.txt").read_text().replace("21 BT2-107", "21 BT2-106")
    body = validate_decklist(game="dbs", text=text)
    assert [p["code"] for p in body["problems"]] == ["COPY_LIMIT"]


def test_the_may_2020_banlist_applies_to_a_real_deck(data_dir, dbs_cards):
    import_banlist(game="dbs", path=data_dir / "dbs" / "banlist-2020-05.csv")
    fmt = Format.objects.get(game__slug="dbs", is_default=False)
    text = "Leader: BT1-001 Champa\n4 BT1-107 Cold Bloodlust\n4 BT1-052 Objection\n" + "\n".join(
        f"4 BT1-0{n:02d}" for n in range(10, 20)
    )
    body = validate_decklist(game="dbs", text=text, format=fmt.slug)
    limited = {(p["cards"][0], p["code"]) for p in body["problems"] if p["code"] == "FORMAT_LIMIT"}
    assert limited == {("BT1-107", "FORMAT_LIMIT"), ("BT1-052", "FORMAT_LIMIT")}


def test_the_real_ydk_parses(data_dir):
    parsed = parse_decklist((data_dir / "yugioh" / "saga-of-blue-eyes.ydk").read_text(), game="yugioh")
    assert parsed.format_name == "ydk" and parsed.problems == []
    assert {s: len(e) for s, e in parsed.entries.items()} == {"main": 40, "extra": 1}


def test_the_real_ydk_names_cards_outside_the_goat_pool_with_their_lines(data_dir, goat_cards):
    body = validate_decklist(game="yugioh", text=(data_dir / "yugioh" / "saga-of-blue-eyes.ydk").read_text())
    unknown = [p for p in body["problems"] if p["code"] == "UNKNOWN_CARD"]
    assert unknown, "the structure deck holds cards newer than the Goat pool"
    assert all(isinstance(p["line"], int) and p["line"] > 2 for p in unknown)
    # the rest of the deck is still validated: its cards are counted
    assert body["sections"]["main"] == 40 - sum(1 for p in unknown if p["section"] == "main")


def test_the_goat_list_limits_a_real_card(data_dir, goat_cards):
    import_banlist(game="yugioh", path=data_dir / "yugioh" / "goat-2005-04.lflist.conf")
    goat = Format.objects.get(game__slug="yugioh", slug="2005-4-1")
    limited = goat.card_limits.filter(limit=1).values_list("code", flat=True).first()
    body = validate_decklist(game="yugioh", text="#main\n" + f"{limited}\n" * 2, format=goat)
    assert [p["code"] for p in body["problems"] if p["code"] != "SECTION_SIZE"] == ["FORMAT_LIMIT"]


def test_real_alternate_printings_share_the_copy_limit(goat_cards):
    from games.models import Card

    alternate = Card.objects.filter(game__slug="yugioh", alternate_of__isnull=False, type__icontains="monster")
    alternate = alternate.exclude(type__icontains="token").select_related("alternate_of").first()
    original = alternate.alternate_of
    text = "#main\n" + f"{original.code}\n" * 3 + f"{alternate.code}\n"
    body = validate_decklist(game="yugioh", text=text)
    copy = [p for p in body["problems"] if p["code"] == "COPY_LIMIT"]
    assert len(copy) == 1 and set(copy[0]["cards"]) == {original.code, alternate.code}


def test_real_extra_deck_monsters_and_tokens_are_placed_by_their_imported_types(goat_cards):
    from games.models import Card

    cards = Card.objects.filter(game__slug="yugioh", alternate_of__isnull=True).values_list("code", "attrs")
    typed = [(code, set(attrs.get("types") or ())) for code, attrs in cards]
    fusion = next(code for code, types in typed if "fusion" in types)
    token = next(code for code, types in typed if "token" in types)
    normal = [code for code, types in typed if "normal" in types and "token" not in types][:40]
    assert len(normal) == 40
    legal = validate_decklist(game="yugioh", text="#main\n" + "\n".join(normal) + f"\n#extra\n{fusion}\n")
    assert legal["legal"] is True, legal["problems"]
    text = "#main\n" + "\n".join([*normal, fusion]) + f"\n#extra\n{token}\n"
    wrong = validate_decklist(game="yugioh", text=text)
    assert sorted(p["code"] for p in wrong["problems"]) == ["WRONG_SECTION", "WRONG_SECTION"]


def test_the_real_goat_whitelist_is_a_closed_pool(data_dir, goat_cards):
    from decks.validation import format_rules
    from games.models import Card

    import_cards(game="yugioh", path=data_dir / "yugioh" / "goat-entries.cdb")
    import_banlist(game="yugioh", path=data_dir / "yugioh" / "goat-whitelist.lflist.conf")
    goat = Format.objects.get(game__slug="yugioh", is_whitelist=True)
    pool = format_rules(goat).card_limits  # keyed by card, EDOPro ids mapped to the passcodes they stand for
    originals = Card.objects.filter(game__slug="yugioh", alternate_of__isnull=True).values_list("code", "attrs")
    monsters = [(code, set(attrs.get("types") or ())) for code, attrs in originals]
    deck = [c for c, types in monsters if pool.get(c) == 3 and "normal" in types and "token" not in types][:40]
    assert len(deck) == 40
    body = validate_decklist(game="yugioh", text="#main\n" + "\n".join(deck) + "\n", format=goat)
    assert body["legal"] is True, body["problems"][:3]
    outsider = next(c for c, types in monsters if c not in pool and "normal" in types and "token" not in types)
    body = validate_decklist(game="yugioh", text="#main\n" + "\n".join([*deck, outsider]) + "\n", format=goat)
    assert [(p["code"], p["cards"]) for p in body["problems"]] == [("NOT_IN_POOL", [outsider])]
