"""Language detection of short, mixed-script questions (judging/ask_language.py). No database."""

import pytest

from judging import ask_language


@pytest.mark.parametrize(
    ("question", "language"),
    [
        # Issue 33: function words read "me" and the "s" of "opponent's" as French.
        ("My opponent's card makes me shuffle my deck. Who does the shuffling?", "en"),
        ("Can I activate [Dual Attack] twice in one turn?", "en"),
        ("What does Warp do?", "en"),
        ("Est-ce que [Réplique] permet d'attaquer deux fois ?", "fr"),
        ("Qui gagne en cas d'égalité de puissance ?", "fr"),
        ("Le Leader peut-il attaquer au premier tour ?", "fr"),
        ("¿Puedo activar [Counter] desde mi mano?", "es"),
        ("¿Quién gana si hay empate?", "es"),
        ("me puede atacar el Leader?", "es"),
        # Thai and Arabic questions that name the keyword in English: half their letters are Latin.
        ("การ์ดที่มี Counter ใช้จาก hand ได้ไหม", "th"),
        ("ถ้า Dual Attack โจมตี Leader ได้กี่ครั้ง", "th"),
        ("Blocker ใช้ได้ไหม", "th"),
        ("هل يمكنني تفعيل [Counter] من يدي؟", "ar"),
        ("Dual Attack كم مرة؟", "ar"),
    ],
)
def test_a_short_mixed_question_is_read_in_its_own_language(question, language):
    assert ask_language.detect(question)[0] == language


def test_a_clear_question_has_one_language():
    assert ask_language.detect("My opponent's card makes me shuffle my deck. Who does the shuffling?") == ["en"]
    assert ask_language.detect("¿Cuántas cartas debe tener exactamente un mazo?") == ["es"]


def test_the_keyword_in_brackets_does_not_decide_the_language():
    # [Contre] and [Réplique] are French card words in an English question.
    assert ask_language.detect("Can I use [Contre] after [Réplique] resolved?")[0] == "en"


def test_a_question_without_letters_is_searched_in_every_latin_language():
    assert ask_language.detect("1-2-5 ?") == ["en", "fr", "es"]
