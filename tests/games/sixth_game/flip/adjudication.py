"""What the adjudication pages need of Flip (games.rules.descriptor): its engine, what a record holds, no
variant options, no record builder."""

from .engine import ENGINE

__all__ = ["BUILDER", "ENGINE", "RECORD_HELP", "VARIANT_FIELDS"]

RECORD_HELP = 'Flip: a game record as JSON: {"decks": [[code, ...], [code, ...]], "turns": [{"player", "card"}]}.'
VARIANT_FIELDS = ()
BUILDER = {}
