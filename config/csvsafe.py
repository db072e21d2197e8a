"""CSV cells a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) are prefixed with an
apostrophe, as OWASP advises, so a card or file named `=HYPERLINK(...)` reaches a report as text. Every CSV
export goes through here (jobs' reports, tournaments.exports).

The check reads the cell NFKC-normalised: a spreadsheet may fold a fullwidth `＝` (U+FF1D) or a small `﹢` to
its ASCII sign and run it, so those are prefixed too. The cell itself is written as it was."""

import unicodedata

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def is_formula_like(text):
    return unicodedata.normalize("NFKC", text[:8]).startswith(FORMULA_STARTS)


def safe_cell(value):
    if isinstance(value, str) and is_formula_like(value):
        return "'" + value
    return value


def safe_row(row):
    return [safe_cell(value) for value in row]
