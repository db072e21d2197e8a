"""Dragon Ball Super's penalty policy: Bandai's tournament rules."""

from ..messages import N_
from ..penalties import DECK, PROCEDURAL, Infraction, general

# Bandai's Dragon Ball Super Floor Rules (Ver.1.3, chapter 7) and its Organized Play Tournament Rules Manual.
# Its tardiness, marked cards, slow play, outside assistance, conduct and cheating entries are the general
# catalogue's (which is modelled on them); its game errors and deck problems are its own.
CATALOGUE = (
    Infraction("GE-MIN", PROCEDURAL, N_("Game Error – Minor"), "warning"),
    Infraction("GE-MAJ", PROCEDURAL, N_("Game Error – Major"), "game_loss"),
    *general("TD", "TD-SEV"),
    Infraction("DK-LIST", DECK, N_("Deck List Error"), "game_loss"),
    Infraction("DK-DECK", DECK, N_("Deck Error"), "game_loss"),
    *general("MC", "SP", "OA", "UC-MIN", "UC-MAJ", "CH"),
)
