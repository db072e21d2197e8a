"""Every card a verdict page names is the shared card link ({% card_ref %} through {% verdict_card %}): a link
to the card's page with its preview, the demo badge on a demo card; a code the card table lacks stays a name
without a link. One test a game, on its documented example."""

import re

import pytest
from django.test import Client

from judging.adjudications import presenters, services
from judging.adjudications.models import Adjudication

from .cards import example_record, store_dbs, store_esferas_demo, store_yugioh
from .test_dbz import store_saiyan_saga

pytestmark = pytest.mark.django_db


def verdict_page(user, game, record):
    adjudication, _ = services.adjudication_create(game=game, record=record, requested_by=user)
    services.adjudication_run(adjudication_id=adjudication.pk, token="t")
    adjudication = Adjudication.objects.get(pk=adjudication.pk)
    client = Client()
    client.force_login(user)
    response = client.get(adjudication.get_absolute_url())
    assert response.status_code == 200
    return adjudication, response.content.decode()


def refs(html, game):
    """{code: the link's text} of every card link with its preview on the page."""
    link = rf'<a class="card-ref" href="/cards/{game}/([^/"]+)/" data-preview="/cards/{game}/\1/preview/">'
    return dict(re.findall(link + r"<bdi>([^<]*)</bdi></a>", html))


def named(adjudication):
    return {code: card["name"] for code, card in presenters.verdict_cards(adjudication).items()}


def test_yugioh_chain_links_and_the_end_field_link_their_cards(requester):
    record = example_record("yugioh")
    store_yugioh(record)
    adjudication, html = verdict_page(requester, "yugioh", record)
    links = refs(html, "yugioh")
    stack = html.split('id="chain-1"', 1)[1].split("</ol>", 1)[0]
    assert "Raigeki" in refs(stack, "yugioh").values()
    field = html.split("End field", 1)[1]
    assert "Witch of the Black Forest" in refs(field, "yugioh").values()
    assert links and set(links) <= set(named(adjudication))  # every link is a card of the record
    assert 'class="badge demo"' not in html  # real cards carry no demo badge


def test_dbs_battles_link_the_attacker_and_its_target(requester):
    store_dbs()
    adjudication, html = verdict_page(requester, "dbs", example_record("dbs"))
    battles = html.split('class="plays battles', 1)[1].split("</table>", 1)[0]
    links = refs(battles, "dbs")
    assert links, "the battle table names its cards with their previews"
    names = named(adjudication)
    attackers = {code: label for code, label in links.items() if label != code}
    assert attackers and all(names[code] == label for code, label in attackers.items())
    # a combo's card, written by its number in the power's arithmetic, previews too
    combos = re.findall(r"\(combo (<a [^>]*>)<bdi>([^<]*)</bdi></a>\)", battles)
    assert combos and all(f'href="/cards/dbs/{code}/"' in link for link, code in combos)


def test_dbz_attacks_link_the_card_they_use(requester):
    store_saiyan_saga()
    record = example_record("dbz")
    adjudication, html = verdict_page(requester, "dbz", record)
    links = refs(html, "dbz")
    names = named(adjudication)
    assert links and all(names[code] == label for code, label in links.items())


def test_esferas_attacks_link_their_demo_cards_with_the_demo_badge(requester):
    store_esferas_demo()
    adjudication, html = verdict_page(requester, "esferas", example_record("esferas"))
    links = refs(html, "esferas")
    names = named(adjudication)
    assert links and all(names[code] == label for code, label in links.items())
    # the example plays the demo set: each link is followed by its badge
    code = next(iter(links))
    assert re.search(rf'href="/cards/esferas/{code}/"[^>]*><bdi>[^<]*</bdi></a> <span class="badge demo">', html)


def test_tractor_names_no_card_of_the_card_table(requester):
    """Tractor plays a standard deck: its cards are ranks and suits, with no card page to link."""
    adjudication, html = verdict_page(requester, "tractor", example_record("tractor"))
    assert presenters.verdict_cards(adjudication) == {}
    assert 'class="card-ref"' not in html


def test_a_code_the_card_table_lacks_is_its_label_without_a_link():
    from django.template import Context, Template

    template = Template("{% load verdict_cards %}{% verdict_card code 'Lost' %}|{% verdict_card code %}")
    html = template.render(Context({"verdict_game": "dbz", "verdict_cards": {}, "code": "X-1"}))
    assert html == "<bdi>Lost</bdi>|"
