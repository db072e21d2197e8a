"""Passcodes: the one written form of a Yu-Gi-Oh! card code, used by decklists, records, pages and the API."""

import re

from ..codes import CodeError, foreign_digit

# What a decklist line's code looks like: 5 to 10 digits (EDOPro ids reach 9).
PATTERN = re.compile(r"^[0-9]{5,10}$")
MAX_DIGITS = 12  # a longer run of digits is not read as a number (a passcode has at most 10)


def normal_code(code):
    """The passcode as the card database spells it: ASCII digits without leading zeros ("0089631139" ->
    "89631139"). Digits of another script ("²", "１２３", "١٢٣") raise CodeError; text that is not a number
    (a card's name) is returned stripped."""
    code = code.strip()
    if code and all(c.isdigit() for c in code):
        if any(foreign_digit(c) for c in code):
            raise CodeError(code)
        if len(code) <= MAX_DIGITS:
            return code.lstrip("0") or "0"
    return code
