"""Yu-Gi-Oh!'s penalty policy: Konami's Tournament Policy and Penalty Guidelines (KDE)."""

from ..messages import N_
from ..penalties import CHEATING, DECK, MARKED, PROCEDURAL, SLOW, TARDINESS, UNSPORTING, Infraction

# Konami's Penalty Guidelines: each category has sub-categories by severity, Minor (Warning), Major (Game
# Loss), Strict (Match Loss), Severe (Disqualification), and Cheating is always a Disqualification.
CATALOGUE = (
    Infraction("PE-MIN", PROCEDURAL, N_("Procedural Error – Minor"), "warning"),
    Infraction("PE-MAJ", PROCEDURAL, N_("Procedural Error – Major"), "game_loss"),
    Infraction("PE-STR", PROCEDURAL, N_("Procedural Error – Strict"), "match_loss"),
    Infraction("TD-MIN", TARDINESS, N_("Tardiness – Minor"), "warning"),
    Infraction("TD-MAJ", TARDINESS, N_("Tardiness – Major"), "game_loss"),
    Infraction("TD-STR", TARDINESS, N_("Tardiness – Strict"), "match_loss"),
    Infraction("DK-MAJ", DECK, N_("Deck Problems – Major"), "game_loss"),
    Infraction("DL-MAJ", DECK, N_("Deck List Problems – Major"), "game_loss"),
    Infraction("MC-MIN", MARKED, N_("Marked Cards – Minor"), "warning"),
    Infraction("MC-MAJ", MARKED, N_("Marked Cards – Major"), "game_loss"),
    Infraction("SP-MIN", SLOW, N_("Slow Play – Minor"), "warning"),
    Infraction("SP-MAJ", SLOW, N_("Slow Play – Major"), "game_loss"),
    Infraction("UC-MIN", UNSPORTING, N_("Unsporting Conduct – Minor"), "warning"),
    Infraction("UC-MAJ", UNSPORTING, N_("Unsporting Conduct – Major"), "game_loss"),
    Infraction("UC-SEV", UNSPORTING, N_("Unsporting Conduct – Severe"), "disqualification"),
    Infraction("CH", CHEATING, N_("Cheating"), "disqualification"),
)
