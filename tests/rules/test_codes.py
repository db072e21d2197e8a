"""The one normaliser of each game's codes (games.rules.codes, games.rules.yugioh.codes)."""

import pytest

from games.rules import registry
from games.rules.codes import CodeError
from games.rules.yugioh.record import passcode


@pytest.mark.parametrize(
    ("written", "code"),
    [("89631139", "89631139"), (" 0089631139 ", "89631139"), ("000", "0"), ("Pot of Greed", "Pot of Greed")],
)
def test_a_passcode_is_written_without_leading_zeros(written, code):
    assert registry.get("yugioh").normal_code(written) == code


@pytest.mark.parametrize("written", ["²", "①", "８９６３１１３９", "٨٩٦٣١١٣٩", "๘๙๖๓๑๑๓๙", "12²"])
def test_other_digits_are_refused_naming_the_code(written):
    with pytest.raises(CodeError, match="is not a card code") as caught:
        registry.get("yugioh").normal_code(written)
    assert caught.value.code == written


def test_the_record_reads_passcodes_with_the_same_normaliser():
    assert passcode("0089631139") == "89631139"
    assert passcode("٨٩٦٣١١٣٩") is None and passcode("000") is None


@pytest.mark.parametrize("game", ["dbs", "dbz", "esferas"])
def test_card_numbers_are_upper_case_and_refuse_other_digits(game):
    descriptor = registry.get(game)
    assert descriptor.normal_code(" abc-012 ") == "ABC-012"
    with pytest.raises(CodeError):
        descriptor.normal_code("ABC-٠١٢")
    assert descriptor.normal_code("Kamehameha ②") == "KAMEHAMEHA ②"  # a name, not shaped like a code


def test_a_code_in_other_digits_still_looks_like_a_code_so_it_is_refused_not_taken_for_a_name():
    assert registry.get("yugioh").looks_like_code("١٢٣٤٥")
    assert registry.get("dbs").looks_like_code("BT1-٠٥٧")
    assert not registry.get("yugioh").looks_like_code("Pot")
    assert not registry.get("tractor").looks_like_code("10H")
