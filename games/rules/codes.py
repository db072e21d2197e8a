"""Card codes as each game writes them, and why one is refused.

A code is printed on the card in ASCII digits and letters. Digits of another script (`²`, `①`, fullwidth
`１`, Arabic-Indic `١`, Thai `๑`) are refused, not converted: a code read in other digits could name another
card than the one meant, and Card.code never holds them (docs/decklists.md). A count of copies is a
number, not a code, and the decklist parsers read it in any script's decimal digits.
"""

import re

from .messages import N_, MessageError

CARD_NUMBER = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_\-]{0,30}$")


class CodeError(MessageError):
    """A code written with digits of another script. `code` is the text as written."""

    def __init__(self, code):
        super().__init__(N_("{code} is not a card code: write its digits as 0 to 9"), {"code": code})
        self.code = code


def foreign_digit(char):
    return char.isdigit() and not char.isascii()


def ascii_shape(text):
    """`text` with each digit of another script written as 0: its shape, to tell whether it is a code."""
    return "".join("0" if foreign_digit(c) else c for c in text)


def card_number(code):
    """The written form of a card number (BT1-057, SAIYAN-158, 10H): stripped, in upper case. Text shaped
    like a card number but written with other digits raises CodeError; other text (a name) is kept."""
    code = code.strip()
    if any(foreign_digit(c) for c in code) and CARD_NUMBER.match(ascii_shape(code)):
        raise CodeError(code)
    return code.upper()
