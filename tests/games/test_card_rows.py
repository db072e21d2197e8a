"""The Cards page's rows are built in Python (games/card_rows.py) with the markup the template made: the same
HTML, byte for byte, as the template row below (the one the page used before issue 34) renders, in every
language, with and without the Game column, printings, alternates, pictures and text that needs escaping."""

import pytest
from django.contrib.auth.models import AnonymousUser
from django.template import engines
from django.test import RequestFactory
from django.utils import translation

from config.card_images import ImageSource
from games.card_rows import joined, printings_of, result_rows, with_printing_codes
from games.models import Card
from games.selectors import card_stats_display, with_printings
from tests.conftest import is_postgres
from tests.support.cards import add_card

pytestmark = [pytest.mark.django_db]

# The row as templates/games/_card_results.html wrote it.
TEMPLATE_ROW = (
    "{% load i18n card_pictures %}"
    "{% for card, stats, printings in rows %}\n      <tr>\n"
    '        <td class="stack-title"><div class="card-name-cell">{% card_thumb card %}<div><a href="{{ card.get_absolute_url }}" dir="auto">{{ card.name }}</a>{% if card.alternate_of_id %} <span class="muted">{% translate "(alternate printing)" %}</span>{% endif %}\n'  # noqa: E501
    '          {% if printings %}<p class="printings small-print">{% blocktranslate count n=printings|length|add:1 %}{{ n }} printing:{% plural %}{{ n }} printings:{% endblocktranslate %} <code dir="ltr">{{ card.code }}</code>{% for p in printings %}, <a href="{{ p.get_absolute_url }}"><code dir="ltr">{{ p.code }}</code></a>{% endfor %}</p>{% endif %}</div></div></td>\n'  # noqa: E501
    '        <td data-label="{% translate "Type" %}"><bdi>{{ card.type }}</bdi></td>\n'
    '        <td data-label="{% translate "Code" %}"><code dir="ltr">{{ card.code }}</code></td>\n'
    '        {% if not game %}<td data-label="{% translate "Game" %}"><bdi>{{ card.game.name }}</bdi></td>{% endif %}\n'
    '        <td class="stats" data-label="{% translate "Stats" %}"><span>{% for label, value in stats %}<span class="stat"><span class="stat-key">{{ label }}</span> {{ value }}</span> {% endfor %}</span></td>\n'  # noqa: E501
    "      </tr>\n    {% endfor %}"
)
PYTHON_ROWS = "{% for row in rows %}\n      {{ row }}\n    {% endfor %}"


@pytest.fixture
def cards(tmp_path, settings):
    witch = add_card("yugioh", "78010363", "Witch <of> the \"Black\" & 'Forest'", "Effect Monster", atk=1100,
                     defence=1200, level=4, kind="monster", attribute="DARK", race="Spellcaster")  # fmt: skip
    alternates = [add_card("yugioh", code, witch.name, "Effect Monster") for code in ("78010364", "78010365")]
    Card.objects.filter(pk__in=[a.pk for a in alternates]).update(alternate_of=witch)
    add_card("yugioh", "12345678", "Pot of Greed", "Normal Spell", kind="spell")
    add_card("dbs", "BT1-107_SPR", "Cold Bloodlust", "BATTLE", cost=1, power=15000, color=["Red", "Blue"])
    add_card("dbz", "S-1", "Goku <Lv 1>", "Personality", level=1, pur=2)
    folder = tmp_path / "pics"
    folder.mkdir()
    (folder / "12345678.jpg").write_bytes(b"\xff\xd8\xff")
    settings.CARD_IMAGES = {"yugioh": ImageSource(folder=folder.resolve()),
                            "dbs": ImageSource(template="https://img.example.org/dbs/{code}.png")}  # fmt: skip
    return Card.objects.select_related("game").order_by("game__order", "name", "code")


@pytest.mark.parametrize("language", ["en", "fr", "es", "ar", "th"])
@pytest.mark.parametrize("all_games", [True, False])
def test_the_rows_are_the_html_the_template_made(cards, language, all_games):
    request = RequestFactory().get("/cards/")
    request.user = AnonymousUser()  # as the authentication middleware leaves it for a visitor
    with translation.override(language):
        pairs = with_printings(cards)
        expected = engines["django"].from_string(TEMPLATE_ROW).render(
            {"rows": [(card, card_stats_display(card), printings) for card, printings in pairs],
             "game": None if all_games else cards[0].game},
            request,
        )  # fmt: skip
        rows = engines["django"].from_string(PYTHON_ROWS)
        built = rows.render({"rows": result_rows(pairs, all_games=all_games)}, request)
        if is_postgres():  # there the page reads its printings in its own statement (games.views_cards)
            in_one = printings_of(with_printing_codes(cards))
            assert rows.render({"rows": result_rows(in_one, all_games=all_games)}, request) == expected
    assert built == expected
    assert "printing" in expected or language != "en"  # the printings, the pictures and the escaping are exercised
    assert "&lt;of&gt;" in expected and "img.example.org/dbs/BT1-107_SPR.png" in expected
    assert "/cards/yugioh/12345678/image" in expected


@pytest.mark.parametrize("all_games", [True, False])
def test_the_joined_rows_are_what_the_template_loop_wrote(cards, all_games):
    """The results template writes the rows joined (games.card_rows.joined) where it looped over them."""
    rows = result_rows(with_printings(cards), all_games=all_games)
    looped = engines["django"].from_string(PYTHON_ROWS).render({"rows": rows})
    assert engines["django"].from_string("{{ rows }}").render({"rows": joined(rows)}) == looped
    assert looped.count("<tr>") == len(rows) > 1


@pytest.mark.postgres
def test_the_printings_read_in_the_pages_statement_are_the_ones_with_printings_finds(cards):
    expected = [(card.code, [p.code for p in printings]) for card, printings in with_printings(cards)]
    found = [(card.code, [p.code for p in printings]) for card, printings in printings_of(with_printing_codes(cards))]
    assert found == expected
    assert ("78010364", ["78010363", "78010365"]) in found  # an alternate lists its original and its sibling


@pytest.mark.parametrize("code", ["BT1-107_SPR", "P-001~2.b", "X1 é&'<", "a b+c%d"])
def test_a_rows_link_is_the_cards_url_whatever_its_code(db, code):
    """A plain code is written as it is; any other is quoted and escaped as the template's link was."""
    from django.utils.html import escape

    card = add_card("dbs", code, "Coded", "BATTLE")
    (row,) = result_rows([(Card.objects.select_related("game").get(pk=card.pk), [])], all_games=False)
    assert f'<a href="{escape(card.get_absolute_url())}" dir="auto">Coded</a>' in row
