"""The infractions a judge can record, one catalogue a game, with the penalty its policy gives by default.

Pure Python, no Django. Each game's catalogue is its descriptor's `penalties` (games.rules.<game>.penalties;
games.rules.penalties holds the general one of the games without a published policy, docs/tournaments.md).
A penalty may be issued above or below its default only as an upgrade or downgrade (the head judge's).
"""

from collections.abc import Mapping

from games.rules import registry
from games.rules.messages import N_, MessageError
from games.rules.penalties import Infraction

__all__ = ["CATALOGUES", "PENALTIES", "PENALTY_NAMES", "Infraction", "deviation", "infraction", "severity"]

# In order of severity. A caution is Konami's lowest, recorded only in the event's log.
PENALTIES = ("caution", "warning", "game_loss", "match_loss", "disqualification")
PENALTY_NAMES = {
    "caution": N_("Caution"),
    "warning": N_("Warning"),
    "game_loss": N_("Game Loss"),
    "match_loss": N_("Match Loss"),
    "disqualification": N_("Disqualification"),
}


class _Catalogues(Mapping):
    """{game slug: its catalogue}, read from the registry each time (a game registered later is in it)."""

    def __getitem__(self, slug):
        try:
            return registry.get(slug).penalties
        except registry.UnknownGame:
            raise KeyError(slug) from None

    def __iter__(self):
        return iter(registry.slugs())

    def __len__(self):
        return len(registry.slugs())


CATALOGUES = _Catalogues()


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
