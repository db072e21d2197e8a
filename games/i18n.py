"""Messages of the pure rules shown in the active language: the Django side of games.rules.messages."""

from django.utils.translation import gettext, ngettext

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


def localise_problem(data):
    """A problem's dict (Problem.to_dict, maybe stored long ago) with its message and rule in the active language."""
    if not data.get("template"):
        return {**data, "rule": translate_word(data.get("rule") or "")}
    params = data.get("params") or {}
    rule = data.get("rule_template") or data.get("rule") or ""
    return {**data, "message": localise(data["template"], params), "rule": localise(rule, params) if rule else ""}


def public_problem(data):
    """The API's shape of a problem: localised, without the template fields kept for re-rendering."""
    shown = localise_problem(data)
    for key in ("template", "params", "rule_template"):
        shown.pop(key, None)
    return shown
