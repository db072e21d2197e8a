"""The example record of each game, as its docs/<game>-records.md shows it (tests/judging/adjudications/test_examples.py
holds the two to the same text): what the submit form loads so a judge does not start from a blank box."""

from functools import cache
from pathlib import Path

from games.models import Card

from . import registry

FOLDER = Path(__file__).resolve().parent / "examples"


@cache
def example(game):
    """The example record of `game` as JSON text, or "" when it has none."""
    path = FOLDER / f"{game}.json"
    return path.read_text(encoding="utf-8") if game in registry.games_with_engines() and path.is_file() else ""


def examples():
    """{game: example JSON text} for every game with an engine and an example."""
    return {game: text for game in registry.games_with_engines() if (text := example(game))}


@cache
def complete_example(game):
    """A complete record of `game` for the record builder's "load an example" (examples/<game>-complete.json),
    else its documented example; "" when it has neither."""
    path = FOLDER / f"{game}-complete.json"
    if game in registry.games_with_engines() and path.is_file():
        return path.read_text(encoding="utf-8")
    return example(game)


def example_to_load(game):
    """What the submit form and the record builder load for `game`: on a database that holds only the game's demo
    cards (a fresh `make run`), its demo example (examples/<game>-demo.json), whose codes the demo set holds;
    otherwise its complete example."""
    demo = FOLDER / f"{game}-demo.json"
    if game in registry.games_with_engines() and demo.is_file() and not _has_real_cards(game):
        return demo.read_text(encoding="utf-8")
    return complete_example(game)


def _has_real_cards(game):
    return Card.objects.filter(game__slug=game, is_demo=False).exists()
