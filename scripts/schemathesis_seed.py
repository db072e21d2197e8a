"""The user schemathesis logs in as, with data of their own, so that the list endpoints answer real rows
(checked against the schema) and not only empty pages: a deck, an adjudication, a tournament they organise
with a player and a paired round. Run by scripts/schemathesis.sh on its throwaway database."""

import datetime
import json

from django.contrib.auth.models import Group, User

from decks import services as decks
from games.models import Game
from judging.adjudications import examples
from judging.adjudications import services as adjudications
from tournaments import services as tournaments

judge = User.objects.create_user("schema-judge", password="schema-judge-password")  # noqa: S106 (a throwaway database)
for group in ("judge", "organiser"):
    judge.groups.add(Group.objects.get_or_create(name=group)[0])
yugioh = Game.objects.get(slug="yugioh")
decks.deck_create(owner=judge, game=yugioh, name="Schema deck")
adjudications.adjudication_create(game="tractor", record=json.loads(examples.example("tractor")), requested_by=judge)
event = tournaments.event_create(organiser=judge, game=Game.objects.get(slug="tractor"), name="Schema cup",
                                 date=datetime.date.today())  # fmt: skip
for n in (1, 2):
    player = User.objects.create_user(f"schema-player{n}", password="schema-player-password")  # noqa: S106
    tournaments.registration_create(event=event, actor=player, user=player, partner_name=f"Partner {n}")
tournaments.round_pair(event=event, actor=judge)
