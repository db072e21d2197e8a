"""The card facts contract, end to end: the real card file imported into the Card table, facts built from
the rows as the service builds them, a record adjudicated with exactly the cards card_codes names."""

import pytest

from games.rules.dbs.engine import adjudicate, card_codes
from tests.dbs.helpers import real_facts
from tests.support.bots.dbs import random_game


@pytest.mark.django_db
def test_facts_from_imported_cards_are_the_facts_the_tests_use(dbs_cards):
    from games.models import Card

    record, _ = random_game(7, real_facts(), keywords=False, max_turns=10)
    rows = Card.objects.filter(game__slug="dbs", code__in=card_codes(record))
    facts = {card.code: {"name": card.name, "type": card.type, "text": card.text, **card.attrs} for card in rows}
    assert set(facts) == card_codes(record)
    assert facts == {code: real_facts()[code] for code in facts}
    assert adjudicate(record, None, facts)["legal"] is True
