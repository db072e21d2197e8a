"""Messages the rules produce, as a template and its parameters, so any page can show them in its language.

The rules stay free of Django: a message is an English template with named fields
("{name} ({code}) is limited in {format}.") and the values for them. `N_` marks a template (or a
word used as a value, such as a section's label) for `make messages` to extract; `count` is a number
with its singular and plural phrases. The English text is rendered here; translations are rendered
where the message is shown (games.i18n), from the same template and parameters, which is why a
stored verdict can be read in any language later.
"""

from dataclasses import dataclass


class Word(str):
    """A marked text: a template, or a value such as a section's label that a reader sees translated.
    Other text passed as a value (a card's name, a code, a rank) is never translated, even if it
    happens to read like a word of the catalogue."""

    __slots__ = ()


def N_(text):  # the gettext convention: a keyword `make messages` looks for
    """Mark `text` for translation; it is returned as a Word, equal to the text (translated where shown)."""
    return Word(text)


@dataclass(frozen=True, slots=True)
class Count:
    """A number with its phrase in both forms ("{n} copy" / "{n} copies"), chosen by the language's plural rules."""

    n: int
    one: str
    other: str

    def __str__(self):
        return (self.one if self.n == 1 else self.other).format(n=self.n)

    def to_json(self):
        return {"n": self.n, "one": self.one, "other": self.other}


def count(n, one, other):
    """`count(3, "{n} copy", "{n} copies")`: extracted as a plural message by `make messages`."""
    return Count(n, one, other)


# The plural of a record's list items, by the list's key: each count() call is a message `make messages` finds.
ITEM_COUNTS = {
    "cards": lambda n: count(n, "{n} card", "{n} cards"),
    "turns": lambda n: count(n, "{n} turn", "{n} turns"),
    "actions": lambda n: count(n, "{n} action", "{n} actions"),
    "steps": lambda n: count(n, "{n} step", "{n} steps"),
    "instants": lambda n: count(n, "{n} instant", "{n} instants"),
    "bids": lambda n: count(n, "{n} bid", "{n} bids"),
    "tricks": lambda n: count(n, "{n} trick", "{n} tricks"),
    "plays": lambda n: count(n, "{n} play", "{n} plays"),
}


def how_many(what, n):
    """ "3 turns": `n` things of a record's list named `what` (its key: "turns", "cards", ...), for the
    shape errors of every engine ("too long: 600 turns (at most 500)")."""
    counted = ITEM_COUNTS.get(what)
    return counted(n) if counted else count(n, "{n} item", "{n} items")


def is_count(value):
    return isinstance(value, dict) and value.keys() == {"n", "one", "other"}


def is_word(value):
    """A marked value, as made by N_ or as stored in JSON ({"word": text})."""
    return isinstance(value, Word) or (isinstance(value, dict) and value.keys() == {"word"})


def jsonable(params):
    """Parameters as JSON values (a Count becomes {"n", "one", "other"}; tuples become lists)."""
    return {key: _jsonable(value) for key, value in params.items()}


def _jsonable(value):
    if isinstance(value, Count):
        return value.to_json()
    if isinstance(value, Word):
        return {"word": str(value)}
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return value


class _Fields(dict):
    """Format values for a template; a field the template names but the parameters lack shows as {name}."""

    def __missing__(self, key):
        return "{" + key + "}"


def render(template, params, *, word=str, plural=None, join=", ", plain=None):
    """The template with its fields filled in. `word` translates a marked value (N_) and `plural` a count
    (both English by default); other values (a card's name) are shown as they are, or through `plain`
    (a page isolates them for right-to-left text); lists are joined."""

    def value(v):
        if isinstance(v, Count):
            v = v.to_json()
        if is_word(v):
            text = v["word"] if isinstance(v, dict) else str(v)
            return word(text) if text else text
        if is_count(v):
            chosen = plural(v["one"], v["other"], v["n"]) if plural else (v["one"] if v["n"] == 1 else v["other"])
            return chosen.format(n=v["n"])
        if isinstance(v, list | tuple):
            return join.join(str(value(x)) for x in v)
        return plain(v) if plain else v

    return template.format_map(_Fields({key: value(v) for key, v in params.items()}))


# Where the rules run inside the web application, the application plugs in its translation (games.apps):
# an error's str() is then in the language of the page or API request that shows it. Elsewhere, English.
_translation = {"template": str, "word": str, "plural": None}


def set_translation(*, template, word, plural):
    _translation.update(template=template, word=word, plural=plural)


def localised(template, params):
    """The message in the active language when a translation is plugged in; English when it does not fit."""
    try:
        return render(
            _translation["template"](template), params, word=_translation["word"], plural=_translation["plural"]
        )
    except (ValueError, IndexError, KeyError, AttributeError):
        return render(template, params)


class MessageError(ValueError):
    """An error whose message is a marked template and its parameters: str() shows it in the active language."""

    def __init__(self, template, params=None):
        self.template = template
        self.params = params or {}
        super().__init__(render(template, self.params))

    def __str__(self):
        return localised(self.template, self.params)
