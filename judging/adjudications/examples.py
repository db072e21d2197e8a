"""The example record of each game, as its docs/<game>-records.md shows it (tests/adjudications/test_examples.py
holds the two to the same text): what the submit form loads so a judge does not start from a blank box."""

from functools import cache
from pathlib import Path

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
