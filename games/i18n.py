"""Messages of the pure rules shown in the active language: the Django side of games.rules.messages."""

from django.utils.html import escape
from django.utils.safestring import mark_safe
from django.utils.translation import gettext, ngettext

from games.bidi import isolate, isolate_game_names
from games.rules.messages import render


def translate_word(text):
    """A word or phrase the rules marked (a section's label, a status); other text (a card's name) unchanged."""
    return gettext(text) if text else text


def localise(template, params):
    """The template translated and filled in; a translation that does not fit its fields falls back to English."""
    try:
        return render(gettext(template), params, word=translate_word, plural=ngettext)
    except (ValueError, IndexError, KeyError, AttributeError):
        return render(template, params)


def _isolated(value):
    """A text value (a name, a code) isolated; a number needs no isolation."""
    return isolate(value) if isinstance(value, str) else escape(value)


def localise_html(template, params):
    """The message as HTML for a page: each value (a card's, a format's name) and each game's name in the
    text isolated (games.bidi), so that an Arabic page keeps a Latin name's punctuation in its place."""

    def shown(text, word, plural):
        return render(isolate_game_names(text), params, word=word, plural=plural, plain=_isolated)

    try:
        html = shown(gettext(template), lambda t: escape(translate_word(t)), lambda *a: escape(ngettext(*a)))
    except (ValueError, IndexError, KeyError, AttributeError):
        html = shown(template, escape, None)
    return mark_safe(html)


def localise_problem(data, *, html=False, format_label=None):
    """A problem's dict (Problem.to_dict, maybe stored long ago) with its message and rule in the active
    language; `html` (a page) makes them HTML with the names isolated (localise_html). `format_label`, the
    reader's name of the format the deck was checked in (Format.label), replaces the stored name of the
    format ("2005.4.1" reads "Goat, April 2005")."""
    shown = localise_html if html else localise
    if not data.get("template"):
        rule = translate_word(data.get("rule") or "")
        return {**data, "rule": isolate_game_names(rule) if html else rule}
    params = data.get("params") or {}
    if format_label and "format" in params:
        params = {**params, "format": str(format_label)}
    rule = data.get("rule_template") or data.get("rule") or ""
    return {**data, "message": shown(data["template"], params), "rule": shown(rule, params) if rule else ""}


def public_problem(data):
    """The API's shape of a problem: localised, without the template fields kept for re-rendering."""
    shown = localise_problem(data)
    for key in ("template", "params", "rule_template"):
        shown.pop(key, None)
    return shown


def localise_message(message):
    """A games.messages.Message, an error carrying one (`template`, `params`) or its stored JSON form
    ({"template", "params"}) in the active language; any other text as it is. Nested messages are
    translated in their turn; of the other values only marked words are (games.rules.messages)."""
    template, params = _parts(message)
    if not template:
        return str(message) if message is not None else ""
    return localise(
        template, {key: localise_message(value) if _parts(value)[0] else value for key, value in params.items()}
    )


def _parts(message):
    """(template, params) of a message or its JSON form; (None, {}) for anything else."""
    if isinstance(message, dict):
        return message.get("template"), message.get("params") or {}
    params = getattr(message, "params", None)
    return getattr(message, "template", None), params if isinstance(params, dict) else {}


def localise_violation(data, *, public=False, html=False):
    """An adjudication's violation (or None) with its message in the active language when it carries
    a template; `public` (the API) leaves out the template fields, as public_problem does; `html` (a
    page) isolates the names (localise_html)."""
    if not isinstance(data, dict) or not data.get("template"):
        return data
    text = localise_html if html else localise
    shown = {**data, "message": text(data["template"], data.get("params") or {})}
    if data.get("source_template"):  # a rule's source kept as a template too (DBS: the FAQ question, the manual rule)
        shown["source"] = text(data["source_template"], data.get("source_params") or {})
    if public:
        for key in ("template", "params", "source_template", "source_params"):
            shown.pop(key, None)
    return shown
