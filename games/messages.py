"""Messages of the Django-free code outside the rules (the card query parser, the file importers).

Like the rules' problems (games.rules.messages), a message is an English template marked with `N_`
and the values of its fields. `Message` is its English text, so it is stored, logged, compared and
joined as before, and it keeps the template and values, so the page or API showing it renders it in
its reader's language (games.i18n.localise_message) even when a worker built it in English.
As in the rules, only a marked value (a Word, made by N_) is translated; a value may also be a
Message (an error wrapped in a line number), translated in its turn; any other value is the user's
text, shown as written.
"""

from games.rules.messages import N_, Count, Word, render

__all__ = ["N_", "Message"]


class Message(str):
    """English text that remembers its template and parameters."""

    template: str
    params: dict

    def __new__(cls, template, **params):
        text = super().__new__(cls, render(template, params))
        text.template = template
        text.params = params
        return text

    def __reduce__(self):  # copied or pickled from its parts: its text is no template
        return _message, (self.template, self.params)

    def to_json(self):
        """{"template", "params"} (nested messages too, marked words as {"word"}), to be stored and localised later."""
        return {"template": str(self.template), "params": {k: _json(v) for k, v in self.params.items()}}


def _message(template, params):
    return Message(template, **params)


def _json(value):
    """A value as JSON: a message as its parts, a marked word and a count as the rules store them, a list
    item by item, anything odd (bytes a file held) as its text."""
    if isinstance(value, Message):
        return value.to_json()
    if isinstance(value, Word):
        return {"word": str(value)}
    if isinstance(value, Count):
        return value.to_json()
    if isinstance(value, list | tuple):
        return [_json(v) for v in value]
    if value is None or isinstance(value, str | int | float | dict):
        return value
    return str(value)
