"""A card page or API URL whose code is written in another script's digits is a 404, not a 500 (issue 29)."""

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("code", ["²", "%C2%B2", "①", "٠٥٣١٨٦٣٩", "０５３１８６３９"])
def test_the_card_page_is_a_404(client, sample_cards, code):
    assert client.get(f"/cards/yugioh/{code}/").status_code == 404


@pytest.mark.parametrize("code", ["%C2%B2", "①", "٠٥٣١٨٦٣٩"])
def test_the_card_api_is_a_404(client, sample_cards, code):
    assert client.get(f"/api/cards/yugioh/{code}/").status_code == 404


def test_the_same_passcode_in_ascii_digits_is_found(client, sample_cards):
    assert client.get("/cards/yugioh/05318639/").status_code == 200
    assert client.get("/api/cards/yugioh/05318639/").status_code == 200


@pytest.mark.parametrize("query", ["code:²", "code:①", "code:٠٥٣١٨٦٣٩"])
def test_a_code_search_in_other_digits_finds_nothing(sample_cards, query):
    from games.search import search_cards

    assert list(search_cards(game="yugioh", query=query)) == []


def test_a_code_search_reads_each_games_code_spelling(sample_cards):
    from games.search import search_cards

    assert [c.code for c in search_cards(game="yugioh", query="code:05318639")] == ["5318639"]


@pytest.mark.parametrize("params", ["page=²", "page=①", "page_size=²"])
def test_a_page_number_in_other_digits_is_a_4xx(client, sample_cards, params):
    assert client.get(f"/api/cards/?game=yugioh&{params}").status_code in (400, 404)


@pytest.mark.parametrize(("content", "message"), [("!A\n²² 0\n", "'²²' is not a passcode"), ("!A\n12345 ²\n", "limit")])
def test_a_banlist_line_in_other_digits_names_its_line(tmp_path, content, message):
    from games.importers import ImportFileError, import_banlist

    path = tmp_path / "bad.conf"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ImportFileError, match=f"line 2: .*{message}"):
        import_banlist(game="yugioh", path=path)
