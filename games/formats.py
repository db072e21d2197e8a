"""The names a person reads for a format: a list imported as "2005.4.1" is "Goat, April 2005".

A format keeps the name its file gave (`Format.name`) and its slug for URLs and the API; the label is
made when shown, in the reader's language: the month is a localised date, the words are translated.
A name that carries no date was written by a person (`--name`, the admin) and is shown as it is.
"""

import re

from django.utils.formats import date_format
from django.utils.translation import gettext

from .importers.lflist import DATE_IN_NAME, date_in_name
from .rules import registry

# Words of a list's file name that only say it is a list.
FILLER = re.compile(r"\b(?:ban ?list|lflist|f ?& ?l|list)\b", re.IGNORECASE)


def format_label(*, game_slug, name, valid_from=None, is_default=False, is_whitelist=False):
    if is_default:  # games.core_data marks these names for translation
        return gettext(name)
    named_day = date_in_name(name)
    if named_day is None:
        return name
    day = valid_from or named_day
    month = date_format(day, "YEAR_MONTH_FORMAT" if day.day == 1 else "DATE_FORMAT")
    game = registry.find(game_slug)
    # Formats that players know by a name of their own, by the date their list took effect (Goat, Edison).
    era = game.eras.get(day) if game else None
    label = _base_label(game, era, month)
    if is_whitelist:
        label = gettext("%(name)s, closed pool") % {"name": label}
    detail = _detail(name, era)
    return gettext("%(name)s (%(detail)s)") % {"name": label, "detail": detail} if detail else label


def _base_label(game, era, month):
    if era:
        return gettext("%(era)s, %(month)s") % {"era": era, "month": month}
    if game and game.banlist_label:  # what players call the game's lists: "Forbidden/Limited list, %(month)s"
        return gettext(game.banlist_label) % {"month": month}
    return gettext("List of %(month)s") % {"month": month}


def _detail(name, era):
    """What the name says besides its date and that it is a list: "W/O Exarion", "TCG"."""
    rest = FILLER.sub(" ", DATE_IN_NAME.sub(" ", name, count=1))
    if era:
        rest = re.sub(rf"\b{re.escape(era)}\b", " ", rest, flags=re.IGNORECASE)
    return " ".join(rest.replace("_", " ").split()).strip(" -.,;:()[]")


def format_labels(*, game_slug, slugs):
    """{slug: label} of the game's formats among `slugs`, for results that kept only the slug (jobs, revisions)."""
    from .models import Format

    formats = Format.objects.filter(game__slug=game_slug, slug__in=set(slugs)).select_related("game")
    return {fmt.slug: fmt.label for fmt in formats}
