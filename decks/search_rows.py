"""The editor's search results, one <li> a card, built in Python as the deck panel's rows are
(decks.presenters._entry_html): every keystroke of a search renders every result, and the template engine's
per-variable cost was half of a search's CPU time (docs/benchmarks/builder.md). Every value is escaped
(`html.escape` is what Django's `escape` runs)."""

from html import escape
from urllib.parse import quote

from django.template.loader import render_to_string
from django.utils.safestring import mark_safe
from django.utils.text import Truncator, capfirst
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from games.images import has_images
from games.selectors import card_stats_display
from games.templatetags.card_pictures import card_thumb

from .presenters import card_url_prefix

STATUS_CLASSES = {"allowed": " legal", "forbidden": " illegal"}
TEXT_CHARS = 160


class _Texts:
    """The results' words and addresses, made once for a page of results."""

    def __init__(self, game, format, change_url):
        self.add, self.add_label, self.demo = _("Add"), _("Add %(card)s"), pgettext("badge", "demo")
        self.card_url = card_url_prefix(game)
        self.format_label = escape(str(format.label)) if format else None
        self.change_url = escape(change_url)
        self.pictures = has_images(game)


def result_rows(game, cards, *, labels, statuses, format, change_url):
    """[safe <li>] of the search results `cards`; `labels` {code: the name the Add button names (a code added
    where two printings share a name)}, `statuses` {code: (label, key)} in `format` (None: no badge)."""
    texts = _Texts(game, format, change_url)
    return [_row(card, labels[card.code], statuses[card.code], texts) for card in cards]


def _row(card, label, status, texts):
    code = escape(card.code)
    url = escape(f"{texts.card_url}{quote(card.code, safe='')}/")
    thumb = render_to_string("games/_card_thumb.html", card_thumb(card)) if texts.pictures else ""
    demo = f' <span class="badge demo">{escape(texts.demo)}</span>' if card.is_demo else ""
    badge = ""
    if texts.format_label is not None:
        css = f"status-{escape(status[1])}{STATUS_CLASSES.get(status[1], '')}"
        badge = f'\n    <span class="badge {css}" title="{texts.format_label}">{escape(str(status[0]))}</span>'
    stats = " · ".join(
        f'<span class="stat"><span class="stat-key">{escape(capfirst(str(key)))}</span> <bdi>{escape(str(value))}</bdi>'
        "</span>"
        for key, value in card_stats_display(card)
    )
    stats = f'\n    <span class="result-stats small-print">{stats}</span>' if stats else ""
    text = card.text and Truncator(card.text).chars(TEXT_CHARS)
    text = f'\n    <span class="result-text small-print" dir="auto">{escape(text)}</span>' if text else ""
    add_label = escape(texts.add_label % {"card": label})
    return mark_safe(  # every value above is escaped
        f'<li tabindex="-1" data-code="{code}">\n'
        f'    {thumb}<div class="result-main"><span class="name"><a class="card-ref" href="{url}" '
        f'data-preview="{url}preview/" dir="auto">{escape(card.name)}</a>{demo}</span>{badge}\n'
        f'    <span class="muted small-print"><bdi>{escape(card.type)}</bdi> · <span dir="ltr">{code}</span></span>'
        f"{stats}{text}</div>\n"
        f'    <button type="button" class="small" name="op" value="add|{code}" hx-post="{texts.change_url}"\n'
        f'            hx-include="#editor, #section" hx-target="#deck-panel" hx-swap="outerHTML" '
        f'aria-label="{add_label}">{escape(texts.add)}</button>\n  </li>'
    )
