"""The Cards page's result rows, built in Python (issue 34).

Each keystroke of the search re-renders 50 rows; through the template engine they were two thirds of the
request (about 900 variables, 450 translations and 100 URL reversals a page), so, as the deck editor's panel
(decks/presenters.py) and Django's admin change list do, the rows are made here with the same markup.
Every value is escaped (`html.escape` is what Django's `escape` runs); the words are translated once a page.
"""

import functools
import html
import re
from typing import NamedTuple
from urllib.parse import quote

from django.contrib.postgres.expressions import ArraySubquery
from django.db.models import OuterRef, Q
from django.db.models.functions import Coalesce
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.safestring import mark_safe
from django.utils.translation import gettext, ngettext, pgettext

from .images import has_images
from .models import Card
from .selectors import card_stats_display
from .templatetags.card_pictures import card_thumb

# What html.escape replaces; most names, codes and stats have none of it, and are then returned as they are.
_NEEDS_ESCAPE = re.compile("[&<>\"']").search


def escape(value):
    value = str(value)
    return html.escape(value) if _NEEDS_ESCAPE(value) else value


THUMB = "games/_card_thumb.html"
# What Django's reverse() leaves unquoted in a path argument (django.urls.resolvers).
URL_SAFE = "/~:@!$&'()*+,;="
# A code that quote() and escape() both leave as it is (most passcodes and card numbers): neither is run on it.
_PLAIN_CODE = re.compile(r"[A-Za-z0-9_.~-]+").fullmatch


class _Words:
    """The row's words in the page's language, translated once per page rather than once per card."""

    def __init__(self):
        self.alternate = escape(gettext("(alternate printing)"))
        self.demo = escape(pgettext("badge", "demo"))
        self.type, self.code = escape(gettext("Type")), escape(gettext("Code"))
        self.game, self.stats = escape(gettext("Game")), escape(gettext("Stats"))
        self.no_picture = no_picture()
        self.lazy, self.spans = {}, {}

    def text(self, value):
        """`value` escaped; a lazy translation (a stat's label) translated once per page, not once per card."""
        if type(value) is str:
            return escape(value)
        key = id(value)  # the labels are module constants: the same objects on every card
        if key not in self.lazy:
            self.lazy[key] = (value, escape(value))  # holding the value keeps its id from being reused
        return self.lazy[key][1]

    def stat(self, label, value):
        """The span of one stat; made once per page for each (label, value) the page's cards share (a level,
        an attribute), as a page's 50 cards have 400 stats and their escaping was a third of the rows' time."""
        # A lazy translation (a label, a kind) by its id, as text() keeps it: hashing it would translate it.
        key = (label if type(label) is str else id(label), value if type(value) is str else id(value))
        span = self.spans.get(key)
        if span is None:
            label_text, value_text = self.text(label), self.text(value)
            span = f'<span class="stat"><span class="stat-key">{label_text}</span> {value_text}</span> '
            self.spans[key] = span
        return span


@functools.cache
def no_picture():
    """What the picture's template makes for a card of a game without pictures (its whitespace, in any language):
    rendered once, not once a page."""
    return render_to_string(THUMB, {"url": None, "room": False})


class Printing(NamedTuple):
    """Another printing of a row's card: what its row shows of it (its code, and its game for the link)."""

    code: str
    game: object


def with_printing_codes(cards):
    """PostgreSQL: `cards` with each card's other printings' codes (by code) read in the same statement, a
    correlated ARRAY subquery per row of the page: no second query for the page's printings."""
    group = Coalesce(OuterRef("alternate_of_id"), OuterRef("pk"))  # the original of the card's printings
    others = Card.objects.filter(Q(pk=group) | Q(alternate_of_id=group)).exclude(pk=OuterRef("pk"))
    return cards.annotate(printing_codes=ArraySubquery(others.order_by("code").values("code")))


def printings_of(cards):
    """[(card, its other printings)] as games.selectors.with_printings gives them, from with_printing_codes."""
    return [(card, [Printing(code, card.game) for code in card.printing_codes]) for card in cards]


def result_rows(cards_with_printings, *, all_games):
    """[row HTML] for [(card, its other printings)]; `all_games` adds the Game column."""
    words, prefixes = _Words(), {}

    def url(card):
        slug = card.game.slug
        if slug not in prefixes:  # the card URL of this game in the active language, but for the code
            prefixes[slug] = reverse("card-detail", args=[slug, "-"])[:-2]
        code = card.code
        return f"{prefixes[slug]}{code if _PLAIN_CODE(code) else escape(quote(code, safe=URL_SAFE))}/"

    return [_row(card, printings, url, words, all_games) for card, printings in cards_with_printings]


def joined(rows):
    """The rows as one string, each between the whitespace the page's `{% for row in rows %}` loop put around it:
    the template writes one variable, not 50 (a third of its time)."""
    return mark_safe("".join([f"\n      {row}\n    " for row in rows]))  # each row is safe (see _row)


def _row(card, printings, url, words, all_games):
    code = escape(card.code)
    thumb = render_to_string(THUMB, card_thumb(card)) if has_images(card.game.slug) else words.no_picture
    alternate = f' <span class="muted">{words.alternate}</span>' if card.alternate_of_id else ""
    if card.is_demo:  # an invented card is never passed off as a real one
        alternate += f' <span class="badge demo">{words.demo}</span>'
    listed = ""
    if printings:
        n = len(printings) + 1
        label = ngettext("%(n)s printing:", "%(n)s printings:", n) % {"n": n}
        others = "".join(f', <a href="{url(p)}"><code dir="ltr">{escape(p.code)}</code></a>' for p in printings)
        listed = f'<p class="printings small-print">{label} <code dir="ltr">{code}</code>{others}</p>'
    game = f'<td data-label="{words.game}"><bdi>{escape(card.game.name)}</bdi></td>' if all_games else ""
    stats = "".join([words.stat(label, value) for label, value in card_stats_display(card)])
    return mark_safe(  # every value above is escaped
        f'<tr>\n        <td class="stack-title"><div class="card-name-cell">{thumb}<div><a href="{url(card)}" '
        f'dir="auto">{escape(card.name)}</a>{alternate}\n          {listed}</div></div></td>\n'
        f'        <td data-label="{words.type}"><bdi>{escape(card.type)}</bdi></td>\n'
        f'        <td data-label="{words.code}"><code dir="ltr">{code}</code></td>\n'
        f"        {game}\n"
        f'        <td class="stats" data-label="{words.stats}"><span>{stats}</span></td>\n      </tr>'
    )
