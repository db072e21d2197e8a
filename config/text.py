"""Names people type (decks, players, documents, bulk items) shown to other people: characters that
change how the text around them displays are taken out, so a name cannot pose as another (a right-to-left
override turning "gnp.exe" around) or break a line of a page or a report. Zero-width joiners stay: Arabic,
Indic scripts and emoji need them."""

import re

# Bidi embeddings, overrides and isolates; zero-width space, word joiner, BOM; the other C0/C1 controls.
SPOOFING = re.compile("[\u202a-\u202e\u2066-\u2069\u200b\u2060\ufeff\u200e\u200f\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
LINE_BREAKS = re.compile("[\r\n\t\u2028\u2029\x85]+")


def display_text(text):
    """`text` on one line without display-spoofing characters, trimmed."""
    if not text:
        return text
    return SPOOFING.sub("", LINE_BREAKS.sub(" ", text)).strip()
