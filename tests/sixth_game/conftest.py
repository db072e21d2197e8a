import pytest

from games.rules import registry

from .flip import GAME

# Flip's cards: (number, name, type, value, colour)
CARDS = [
    (f"FL-{n:03d}", f"Flip card {n}", "Flip" if n % 3 else "Flop", n % 5, "red" if n % 2 else "blue")
    for n in range(1, 13)
]


@pytest.fixture
def flip(db):
    """Flip registered for the test, with its rows (the migration's own ensure_game) and its cards."""
    from games.core_data import ensure_game
    from games.models import Card, Format, Game

    with registry.register(GAME):
        game = ensure_game(GAME, Game=Game, Format=Format, Card=Card)
        for code, name, kind, value, colour in CARDS:
            Card.objects.create(game=game, code=code, name=name, type=kind, attrs={"value": value, "colour": colour})
        yield game


def deck(n=10, copies=1):
    """A decklist of `n` different cards, `copies` of each, as players write it."""
    return "Deck\n" + "".join(f"{copies} {code} {name}\n" for code, name, *_ in CARDS[:n])
