"""What a card code looks like in each game, and its one written form."""

import re

CODE_PATTERNS = {
    # passcodes: decimal, up to 10 digits (EDOPro ids reach 9)
    "yugioh": re.compile(r"^\d{5,10}$"),
    # card numbers: BT1-057, P-001, SD3-01, TB1-100, BT1-057_SPR
    "dbs": re.compile(r"^[A-Za-z]{1,5}\d{0,3}-\d{1,4}[A-Za-z]?(?:_[A-Za-z]{1,6})?$"),
    # SET-NUMBER: SAIYAN-158
    "dbz": re.compile(r"^[A-Za-z]{1,12}-\d{1,4}[A-Za-z]?$"),
    "esferas": re.compile(r"^[A-Za-z]{1,6}-\d{1,4}[A-Za-z]?$"),
}
ANY_CODE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_\-]{0,30}$")


def looks_like_code(game, token):
    pattern = CODE_PATTERNS.get(game)
    return bool(pattern and pattern.match(token))


def normal_code(game, code):
    """Passcodes without leading zeros; card numbers in upper case."""
    code = code.strip()
    if game == "yugioh":
        return str(int(code)) if code.isdigit() and len(code) <= 12 else code
    return code.upper()
