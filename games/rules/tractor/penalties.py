"""Tractor's penalty catalogue: the general one without deck infractions, and signals to a partner."""

from ..messages import N_
from ..penalties import COMMUNICATION, DECK, GENERAL, Infraction

# Dragon Ball Z, Esferas and Tractor publish no penalty policy: a general catalogue on the same lines.
# Tractor is played with shared standard decks by fixed partnerships: no decklists, and signals to a partner.
CATALOGUE = (
    *(i for i in GENERAL if i.category != DECK),
    Infraction("IC", COMMUNICATION, N_("Signalling to a Partner"), "game_loss"),
)
