"""The requester (the shared owner: users live in tests/conftest.py) and records made by the legal bot."""

import copy

import pytest

from tests.support.bots.tractor import random_record


@pytest.fixture
def requester(owner):
    """The user who submits the records: the shared owner."""
    return owner


@pytest.fixture
def record():
    return random_record(7)


def legal_record(seed=7, **kwargs):
    return random_record(seed, **kwargs)


def with_card_not_in_hand(record):
    """The second play of the first trick starts with a card its player never held: rule not-in-hand."""
    bad = copy.deepcopy(record)
    play = bad["tricks"][0][1]
    held = set(bad["hands"][play["seat"]]) | set(bad["kitty"])
    play["cards"][0] = next(card for hand in bad["hands"] for card in hand if card not in held)
    return bad


@pytest.fixture
def yugioh_record(db):
    """The documented Yu-Gi-Oh! example, its real cards in the card table."""
    from .cards import example_record, store_yugioh

    record = example_record("yugioh")
    store_yugioh(record)
    return record


@pytest.fixture
def esferas_example(db):
    """The documented Esferas example, the demo set in the card table."""
    from .cards import example_record, store_esferas_demo

    store_esferas_demo()
    return example_record("esferas")
