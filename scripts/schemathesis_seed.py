"""The user schemathesis logs in as, with data of their own, so that the list endpoints answer real rows
(checked against the schema) and not only empty pages: a deck, an adjudication, a tournament they organise
with a player and a paired round. Run by scripts/schemathesis.sh on its throwaway database."""

import datetime
import json

from django.contrib.auth.models import Group, User

from decks import services as decks
from games.models import Game
from games.rules import registry
from judging.adjudications import examples
from judging.adjudications import services as adjudications
from tournaments import services as tournaments

judge = User.objects.create_user("schema-judge", password="schema-judge-password")  # noqa: S106 (a throwaway database)
for group in ("judge", "organiser"):
    judge.groups.add(Group.objects.get_or_create(name=group)[0])
# The first game with decks, and the first played in pairs without decks (its events need no decklist).
deck_game = next(game.slug for game in registry.GAMES if game.has_decks)
pairs_game = next(game.slug for game in registry.GAMES if game.pairs and not game.has_decks)
decks.deck_create(owner=judge, game=Game.objects.get(slug=deck_game), name="Schema deck")
adjudications.adjudication_create(game=pairs_game, record=json.loads(examples.example(pairs_game)), requested_by=judge)
event = tournaments.event_create(organiser=judge, game=Game.objects.get(slug=pairs_game), name="Schema cup",
                                 date=datetime.date.today())  # fmt: skip
for n in (1, 2):
    player = User.objects.create_user(f"schema-player{n}", password="schema-player-password")  # noqa: S106
    tournaments.registration_create(event=event, actor=player, user=player, partner_name=f"Partner {n}")
tournaments.round_pair(event=event, actor=judge)
