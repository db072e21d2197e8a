"""What a card code looks like in each game, and its one written form: the game's descriptor says
(games.rules.registry); a code in another script's digits is refused on its line (games.rules.codes)."""

from games.rules import registry
from games.rules.codes import CodeError
from games.rules.messages import N_

from .model import DecklistError

# What a list read for no known game goes by: no code pattern, no headers of its own, named "text".
_NO_GAME = registry.GameDescriptor(slug="", name="", order=0)


def game_words(game):
    """The descriptor of game slug `game` (its code pattern, headers, list name), or the defaults."""
    return registry.find(game) or _NO_GAME


def looks_like_code(game, token):
    return game_words(game).looks_like_code(token)


def normal_code(game, code):
    """The code as Card.code spells it (a passcode without leading zeros, a card number in upper case);
    CodeError for a code written with another script's digits."""
    return game_words(game).normal_code(code)


def code_on_line(game, code, line):
    """normal_code, for a code read on `line` of a decklist: the refusal names the line (a DecklistError)."""
    try:
        return normal_code(game, code)
    except CodeError as exc:
        raise DecklistError(
            N_("Line {line}: {code} is not a card code: write its digits as 0 to 9"), {"line": line, "code": exc.code}
        ) from None
