"""CSV cells a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) are prefixed with an
apostrophe, as OWASP advises, so a card or file named `=HYPERLINK(...)` reaches a report as text."""

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value):
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def safe_row(row):
    return [safe_cell(value) for value in row]
