"""Yu-Gi-Oh!'s penalty policy: Konami's Tournament Policy and Penalty Guidelines (KDE)."""

from ..messages import N_
from ..penalties import CHEATING, DECK, MARKED, PROCEDURAL, SLOW, TARDINESS, UNSPORTING, Infraction

# Konami's Penalty Guidelines: each category has sub-categories by severity, and the severity sets the
# default penalty; Cheating is always a Disqualification.
SEVERITY_PENALTIES = {"MIN": "warning", "MAJ": "game_loss", "STR": "match_loss", "SEV": "disqualification"}


def graded(code, category, name):
    """The infraction `code` ("PE-MIN": category, then severity) with its severity's default penalty."""
    return Infraction(code, category, name, SEVERITY_PENALTIES[code.rpartition("-")[2]])


CATALOGUE = (
    graded("PE-MIN", PROCEDURAL, N_("Procedural Error – Minor")),
    graded("PE-MAJ", PROCEDURAL, N_("Procedural Error – Major")),
    graded("PE-STR", PROCEDURAL, N_("Procedural Error – Strict")),
    graded("TD-MIN", TARDINESS, N_("Tardiness – Minor")),
    graded("TD-MAJ", TARDINESS, N_("Tardiness – Major")),
    graded("TD-STR", TARDINESS, N_("Tardiness – Strict")),
    graded("DK-MAJ", DECK, N_("Deck Problems – Major")),
    graded("DL-MAJ", DECK, N_("Deck List Problems – Major")),
    graded("MC-MIN", MARKED, N_("Marked Cards – Minor")),
    graded("MC-MAJ", MARKED, N_("Marked Cards – Major")),
    graded("SP-MIN", SLOW, N_("Slow Play – Minor")),
    graded("SP-MAJ", SLOW, N_("Slow Play – Major")),
    graded("UC-MIN", UNSPORTING, N_("Unsporting Conduct – Minor")),
    graded("UC-MAJ", UNSPORTING, N_("Unsporting Conduct – Major")),
    graded("UC-SEV", UNSPORTING, N_("Unsporting Conduct – Severe")),
    Infraction("CH", CHEATING, N_("Cheating"), "disqualification"),
)
