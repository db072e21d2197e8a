"""The infractions a judge can record, one catalogue a game, with the penalty its policy gives by default.

Pure Python, no Django. Sources (docs/tournaments.md): Yu-Gi-Oh! from Konami's Tournament Policy and
Penalty Guidelines (KDE); Dragon Ball Super from Bandai's tournament rules; the other games have no
published penalty policy, so they share a general catalogue modelled on those two and said to be so.
A penalty may be issued above or below its default only as an upgrade or downgrade (the head judge's).
"""

from dataclasses import dataclass

from games.rules.messages import N_, MessageError

# In order of severity. A caution is Konami's lowest, recorded only in the event's log.
PENALTIES = ("caution", "warning", "game_loss", "match_loss", "disqualification")
PENALTY_NAMES = {
    "caution": N_("Caution"),
    "warning": N_("Warning"),
    "game_loss": N_("Game Loss"),
    "match_loss": N_("Match Loss"),
    "disqualification": N_("Disqualification"),
}


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

# Konami's Penalty Guidelines: each category has sub-categories by severity, Minor (Warning), Major (Game
# Loss), Strict (Match Loss), Severe (Disqualification), and Cheating is always a Disqualification.
YUGIOH = (
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

# Bandai's Dragon Ball Super Floor Rules (Ver.1.3, chapter 7) and its Organized Play Tournament Rules Manual.
DBS = (
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

# Dragon Ball Z, Esferas and Tractor publish no penalty policy: a general catalogue on the same lines.
# Tractor is played with shared standard decks by fixed partnerships: no decklists, and signals to a partner.
TRACTOR = (
    *(i for i in GENERAL if i.category != DECK),
    Infraction("IC", COMMUNICATION, N_("Signalling to a Partner"), "game_loss"),
)

CATALOGUES = {"yugioh": YUGIOH, "dbs": DBS, "dbz": GENERAL, "esferas": GENERAL, "tractor": TRACTOR}


def infraction(game, code):
    """The infraction `code` of `game`'s catalogue."""
    for item in CATALOGUES.get(game, ()):
        if item.code == code:
            return item
    raise MessageError(N_("No infraction {code} in the catalogue of {game}."), {"code": code, "game": game})


def severity(penalty):
    if penalty not in PENALTIES:
        raise MessageError(N_("Unknown penalty {penalty}."), {"penalty": penalty})
    return PENALTIES.index(penalty)


def deviation(default, issued):
    """ "upgrade", "downgrade" or "" for a penalty issued against its infraction's default."""
    step = severity(issued) - severity(default)
    return "upgrade" if step > 0 else "downgrade" if step < 0 else ""
