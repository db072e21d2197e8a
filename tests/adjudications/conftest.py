"""Named users (requester, judge, organiser, outsider, staff) and records made by the legal bot."""

import copy

import pytest
from django.contrib.auth.models import Group, User
from rest_framework.test import APIClient

from games.rules.tractor.bot import random_record


def make_user(username, *, group=None, staff=False):
    user = User.objects.create_user(username, password="pw-for-tests", is_staff=staff)
    if group:
        user.groups.add(Group.objects.get(name=group))
    return user


@pytest.fixture
def requester(db):
    return make_user("requester")


@pytest.fixture
def judge(db):
    return make_user("judge", group="judge")


@pytest.fixture
def organiser(db):
    return make_user("organiser", group="organiser")


@pytest.fixture
def outsider(db):
    return make_user("outsider")


@pytest.fixture
def staff(db):
    return make_user("staffer", staff=True)


def api_as(user):
    client = APIClient()
    if user is not None:
        client.force_login(user)
    return client


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
