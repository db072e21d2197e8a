"""Deck statistics drawn by the server as small inline SVG bar charts (no chart library, no CDN).

Pure functions of the deck and its card records: counts by card type, the level or cost curve,
and the colour, attribute or style split, for the cards a player draws from (main and extra).
"""

from collections import Counter
from html import escape

from django.utils.text import capfirst
from django.utils.translation import get_language_bidi, gettext
from django.utils.translation import gettext_lazy as _

from games.rules import registry
from games.rules.charts import UNKNOWN
from games.selectors import KIND_LABELS

BAR_HEIGHT = 18
GAP = 6
LABEL_WIDTH = 110
CHART_WIDTH = 320
COUNT_WIDTH = 34


def _shown(label, translated=False):
    """A chart key's label as the page shows it: a card kind ("monster") or a chart's marked word in the page's
    language; anything else as printed on the card."""
    if label == UNKNOWN:
        return str(_("Unknown"))
    if translated:
        return gettext(label)
    return capfirst(str(KIND_LABELS[label])) if label in KIND_LABELS else label


def deck_charts(game, sections, cards, *, rtl=None):
    """[{"title", "rows": [(label, count)], "svg"}] for the game's charts; rows in a natural order.

    Titles are in the active language, and the charts run right to left when that language does (unless `rtl`
    says otherwise).
    """
    rtl = get_language_bidi() if rtl is None else rtl
    charts = []
    for chart in registry.get(game).charts:  # the game's charts: (title, sections, key), games.rules.charts
        title = gettext(chart.title)
        counts = Counter()
        for section in chart.sections:
            for code, count in sections.get(section, {}).items():
                card = cards.get(code)
                label = chart.key(card.type, card.attrs or {}) if card else UNKNOWN
                if label is not None:
                    counts[_shown(label, chart.translated)] += count
        rows = sorted(counts.items(), key=lambda item: _order(item[0]))
        charts.append({"title": title, "rows": rows, "svg": bar_chart(title, rows, rtl=rtl)})
    return charts


def _order(label):
    """Numbers in numeric order (a curve), then words alphabetically."""
    try:
        return (0, float(label), "")
    except ValueError:
        return (1, 0.0, label)


def bar_chart(title, rows, *, rtl=False):
    """A horizontal bar chart as SVG markup, with a text description for screen readers.

    Right to left it is mirrored, labels on the right and bars growing leftwards, the way an Arabic reader
    scans it. The SVG states its direction, so the text anchors (start and end follow the direction) and
    the geometry agree whatever the page's direction.
    """
    if not rows:
        return ""
    peak = max(count for _label, count in rows) or 1
    bar_space = CHART_WIDTH - LABEL_WIDTH - COUNT_WIDTH
    height = len(rows) * (BAR_HEIGHT + GAP)
    description = ", ".join(f"{label}: {count}" for label, count in rows)
    direction, align = ("rtl", "xMaxYMin") if rtl else ("ltr", "xMinYMin")
    parts = [
        f'<svg class="chart" role="img" viewBox="0 0 {CHART_WIDTH} {height}" width="100%" direction="{direction}" '
        f'preserveAspectRatio="{align} meet"><title>{escape(title)}</title><desc>{escape(description)}</desc>'
    ]
    for index, (label, count) in enumerate(rows):
        y = index * (BAR_HEIGHT + GAP)
        width = max(2, round(bar_space * count / peak))
        label_x, bar_x, count_x = LABEL_WIDTH - 6, LABEL_WIDTH, LABEL_WIDTH + width + 4
        if rtl:
            label_x, bar_x, count_x = CHART_WIDTH - label_x, CHART_WIDTH - bar_x - width, CHART_WIDTH - count_x
        parts.append(
            f'<text x="{label_x}" y="{y + BAR_HEIGHT - 4}" text-anchor="end">{escape(str(label)[:16])}</text>'
            f'<rect x="{bar_x}" y="{y}" width="{width}" height="{BAR_HEIGHT}" rx="3"></rect>'
            f'<text x="{count_x}" y="{y + BAR_HEIGHT - 4}">{count}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)
