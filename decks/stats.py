"""Deck statistics drawn by the server as small inline SVG bar charts (no chart library, no CDN).

Pure functions of the deck and its card records: counts by card type, the level or cost curve,
and the colour, attribute or style split, for the cards a player draws from (main and extra).
"""

from collections import Counter
from html import escape

from django.utils.text import capfirst
from django.utils.translation import get_language_bidi
from django.utils.translation import gettext_lazy as _

from games.selectors import KIND_LABELS

BAR_HEIGHT = 18
GAP = 6
LABEL_WIDTH = 110
CHART_WIDTH = 320
COUNT_WIDTH = 34

# Which cards a chart counts, and by what: (title, sections, key function) per game.
UNKNOWN = "Unknown"


def _kind(card):
    """A Yu-Gi-Oh! card's kind in the page's language (the importers store a key, "monster")."""
    kind = card.attrs.get("kind")
    if kind in KIND_LABELS:
        return capfirst(str(KIND_LABELS[kind]))
    return (kind or card.type or UNKNOWN).title()


def _attr(key, fallback=UNKNOWN):
    def read(card):
        value = card.attrs.get(key)
        return fallback if value in (None, "") else str(value)

    return read


def _type(card):
    return card.type or UNKNOWN


def _yugioh_level(card):
    if card.attrs.get("kind") != "monster":
        return None  # spells and traps have no level: left out of the curve
    return _attr("level")(card)


def _dbz_level(card):
    return _attr("level")(card) if card.type.lower() == "personality" else None


CHARTS = {
    "yugioh": [
        (_("Card types"), ("main", "extra"), _kind),
        (_("Level curve (monsters)"), ("main", "extra"), _yugioh_level),
        (
            _("Attributes (monsters)"),
            ("main", "extra"),
            lambda c: _attr("attribute")(c) if c.attrs.get("kind") == "monster" else None,
        ),
    ],
    "dbs": [
        (_("Card types"), ("leader", "main"), _type),
        (_("Cost curve"), ("main",), _attr("cost", "–")),
        (_("Colours"), ("leader", "main"), _attr("color")),
    ],
    "dbz": [
        (_("Card types"), ("personality", "main"), _type),
        (_("Personality levels"), ("personality",), _dbz_level),
        (_("Styles"), ("main",), _attr("style", "Freestyle")),
    ],
    "esferas": [
        (_("Card types"), ("main",), _type),
        (_("Dragon Ball spheres"), ("main",), lambda c: _attr("sphere")(c) if c.attrs.get("sphere") else None),
    ],
}


def deck_charts(game, sections, cards, *, rtl=None):
    """[{"title", "rows": [(label, count)], "svg"}] for the game's charts; rows in a natural order.

    Titles are in the active language, and the charts run right to left when that language does (unless `rtl`
    says otherwise).
    """
    rtl = get_language_bidi() if rtl is None else rtl
    charts = []
    for lazy_title, chart_sections, key in CHARTS.get(game, []):
        title = str(lazy_title)
        counts = Counter()
        for section in chart_sections:
            for code, count in sections.get(section, {}).items():
                card = cards.get(code)
                label = key(card) if card else UNKNOWN
                if label is not None:
                    counts[str(_("Unknown")) if label == UNKNOWN else label] += count
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
