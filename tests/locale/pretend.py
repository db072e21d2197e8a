"""A language's catalogue made to translate a few messages for one test, before any real translation
exists: proves a message is looked up where it is shown, in the reader's language."""

from django.utils.translation import trans_real

PLURAL_FORMS = 6  # the most a language has (Arabic); Django's French catalogue has three


def pretend(monkeypatch, language, entries):
    """Make `language` translate `entries` until the test ends: {msgid: msgstr}, {msgid: (one, other)}
    for a plural, {(context, msgid): msgstr} for pgettext."""
    catalogue = trans_real.translation(language)._catalog._catalogs[0]
    for key, value in entries.items():
        if isinstance(key, tuple):  # pgettext's key: the context and the message joined by EOT
            key = f"{key[0]}\x04{key[1]}"
        if isinstance(value, tuple):  # a plural (one, other): every form past the first is `other`
            one, other = value
            for index in range(PLURAL_FORMS):
                monkeypatch.setitem(catalogue, (key, index), one if index == 0 else other)
        else:
            monkeypatch.setitem(catalogue, key, value)
