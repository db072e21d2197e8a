"""Which of the five languages a judge's question is written in. Pure Python (py3langid, numpy).

A question is short and mixes scripts and languages: a Thai or Arabic judge names the keyword in
English ("การ์ดที่มี Counter ใช้จาก hand ได้ไหม"), a Spanish one writes "[Counter]" as printed on the
card, and an English question is full of short words that French also has ("me", the "s" of
"opponent's"). So:

- Thai and Arabic are told by their script: a few letters of it are enough, since a question in a
  Latin-script language never holds them, while a Thai or Arabic question often holds Latin words.
- Between English, French and Spanish, py3langid (langid.py's model, restricted to the three)
  decides, on the question without its bracketed keywords (they are printed in English or French on
  the cards whatever the judge's language). Function words alone read "me" as French and gave the
  full-text half the wrong language (issue 33).
- When the model is not sure, every language it gives a fair chance is kept: the full-text half
  then searches each of them, which costs little and loses nothing.
"""

import re
import threading

SCRIPTS = {
    "ar": (("\u0600", "\u06ff"), ("\u0750", "\u077f"), ("\ufb50", "\ufdff"), ("\ufe70", "\ufeff")),
    "th": (("\u0e00", "\u0e7f"),),
}
SCRIPT_LETTERS = 2  # letters of a script that make a question that script's language
LATIN = ("en", "fr", "es")
KEEP = 0.15  # a Latin language with at least this probability is searched too
BRACKETED = re.compile(r"[\[［【][^\]］】]*[\]］】]")

_identifier = None
_lock = threading.Lock()


def _model():
    """py3langid's identifier restricted to English, French and Spanish, loaded once per process."""
    global _identifier
    if _identifier is None:
        with _lock:
            if _identifier is None:
                # local import: 0.2 s to import, paid only by a process that reads a question's language
                from py3langid.langid import MODEL_FILE, LanguageIdentifier

                identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
                identifier.set_languages(list(LATIN))
                _identifier = identifier
    return _identifier


def _script_counts(text):
    counts = dict.fromkeys(SCRIPTS, 0)
    for ch in text:
        for lang, ranges in SCRIPTS.items():
            if any(low <= ch <= high for low, high in ranges):
                counts[lang] += 1
    return counts


def latin_ranking(text):
    """[(language, probability)] of English, French and Spanish for `text`, most likely first."""
    return [(lang, float(p)) for lang, p in _model().rank(text)]


def detect(question):
    """The languages `question` may be written in, the likeliest first: one when it is clear."""
    counts = _script_counts(question)
    script, letters = max(counts.items(), key=lambda kv: kv[1])
    if letters >= SCRIPT_LETTERS:
        return [script]
    text = BRACKETED.sub(" ", question)
    if not any(ch.isalpha() for ch in text):
        text = question  # only keywords: let them tell
    if not any(ch.isalpha() for ch in text):
        return list(LATIN)
    ranking = latin_ranking(text)
    return [lang for lang, p in ranking if p >= KEEP] or [ranking[0][0]]
