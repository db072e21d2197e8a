"""A rules manual's numbered rules are passages of their own, led by their section's heading."""

import pytest

from judging import ask, embeddings
from judging.importers import rules

VICTORY = """1-2-1. The game ends when either player loses the game.
1-2-1-1. The game's lose conditions are as follows.
1-2-1-1-1. The number of cards in a player's Life Area is 0.
1-2-2. When either player has fulfilled the loss conditions, that player loses the game.
1-2-5. The act of surrendering is not affected by any cards. Players can never be forced to surrender."""


def test_each_first_level_rule_is_one_piece_with_its_sub_rules():
    pieces = rules.numbered_rules(VICTORY)
    assert [p.split(".")[0] for p in pieces] == ["1-2-1", "1-2-2", "1-2-5"]
    assert "1-2-1-1-1. The number of cards" in pieces[0]


def test_text_before_the_first_rule_is_a_piece_and_a_body_without_rules_is_one():
    assert rules.numbered_rules("Read this first.\n3-1-1. A rule.") == ["Read this first.", "3-1-1. A rule."]
    assert rules.numbered_rules("1) draw three cards\n2) play one") == ["1) draw three cards\n2) play one"]


def test_a_sections_passages_keep_the_whole_and_add_each_rule_led_by_the_heading():
    found = embeddings.section_passages(path=["1. Game Outline", "1-2. Victory Condition"], body=VICTORY)
    heading = "1. Game Outline › 1-2. Victory Condition\n"
    assert found[0].startswith(heading + "1-2-1. The game ends") and "1-2-5." in found[0]  # the whole section
    assert (
        heading
        + "1-2-5. The act of surrendering is not affected by any cards. Players can never be forced to surrender."
        in found
    )
    assert all(p.startswith(heading) for p in found)
    plain = embeddings.section_passages(path=["Setup"], body="Shuffle. Draw seven.")
    assert plain == embeddings.passages("Shuffle. Draw seven.", heading="Setup")  # no rules: as before


@pytest.mark.django_db
def test_a_question_on_one_rule_shows_that_rule_as_the_passage(embedded_corpus):
    found = ask.ask(question="Can an effect force a player to surrender?", lang="en", limit=5)
    shown = [ask.answer_as_dict(a, "surrender") for a in found]
    victory = next(a for a in shown if "1-2. Victory Condition" in a["title"])
    assert "1-2-5" in victory["passage"] and "1-2-1." not in victory["passage"]
