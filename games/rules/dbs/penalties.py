"""Dragon Ball Super's penalty policy: Bandai's tournament rules."""

from ..messages import N_
from ..penalties import CHEATING, COMMUNICATION, DECK, MARKED, PROCEDURAL, SLOW, TARDINESS, UNSPORTING, Infraction

# Bandai's Dragon Ball Super Floor Rules (Ver.1.3, chapter 7) and its Organized Play Tournament Rules Manual.
CATALOGUE = (
    Infraction("GE-MIN", PROCEDURAL, N_("Game Error – Minor"), "warning"),
    Infraction("GE-MAJ", PROCEDURAL, N_("Game Error – Major"), "game_loss"),
    Infraction("TD", TARDINESS, N_("Tardiness"), "game_loss"),
    Infraction("TD-SEV", TARDINESS, N_("Tardiness – over 10 minutes"), "match_loss"),
    Infraction("DK-LIST", DECK, N_("Deck List Error"), "game_loss"),
    Infraction("DK-DECK", DECK, N_("Deck Error"), "game_loss"),
    Infraction("MC", MARKED, N_("Marked Cards"), "warning"),
    Infraction("SP", SLOW, N_("Slow Play"), "warning"),
    Infraction("OA", COMMUNICATION, N_("Outside Assistance"), "match_loss"),
    Infraction("UC-MIN", UNSPORTING, N_("Unsporting Conduct – Minor"), "warning"),
    Infraction("UC-MAJ", UNSPORTING, N_("Unsporting Conduct – Major"), "match_loss"),
    Infraction("CH", CHEATING, N_("Cheating"), "disqualification"),
)
