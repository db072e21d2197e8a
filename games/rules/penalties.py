"""The vocabulary of penalty policies: an infraction, its category, and the general catalogue a game
without a published policy uses (tournaments.penalties reads each game's from its descriptor).

Pure Python. Sources in docs/tournaments.md.
"""

from dataclasses import dataclass

from .messages import N_


@dataclass(frozen=True)
class Infraction:
    code: str  # unique within its game's catalogue
    category: str  # a marked word: earlier infractions of the same category upgrade the penalty
    name: str  # a marked word
    default_penalty: str  # one of PENALTIES


PROCEDURAL = N_("Procedural Error")
TARDINESS = N_("Tardiness")
DECK = N_("Deck/Deck List Problems")
MARKED = N_("Marked Cards")
SLOW = N_("Slow Play")
UNSPORTING = N_("Unsporting Conduct")
CHEATING = N_("Cheating")
COMMUNICATION = N_("Communication")

# Dragon Ball Z and Esferas publish no penalty policy: a general catalogue modelled on Konami's and Bandai's.
GENERAL = (
    Infraction("GR", PROCEDURAL, N_("Game Rule Violation"), "warning"),
    Infraction("TD", TARDINESS, N_("Tardiness"), "game_loss"),
    Infraction("TD-SEV", TARDINESS, N_("Tardiness – over 10 minutes"), "match_loss"),
    Infraction("DK", DECK, N_("Deck or Deck List Problem"), "game_loss"),
    Infraction("MC", MARKED, N_("Marked Cards"), "warning"),
    Infraction("SP", SLOW, N_("Slow Play"), "warning"),
    Infraction("OA", COMMUNICATION, N_("Outside Assistance"), "match_loss"),
    Infraction("UC-MIN", UNSPORTING, N_("Unsporting Conduct – Minor"), "warning"),
    Infraction("UC-MAJ", UNSPORTING, N_("Unsporting Conduct – Major"), "match_loss"),
    Infraction("CH", CHEATING, N_("Cheating"), "disqualification"),
)
