"""Deck statistics drawn by the server as small inline SVG bar charts (no chart library, no CDN).

Pure functions of the deck and its card records: counts by card type, the level or cost curve,
and the colour, attribute or style split, for the cards a player draws from (main and extra).
"""

from collections import Counter
from html import escape

BAR_HEIGHT = 18
GAP = 6
LABEL_WIDTH = 110
CHART_WIDTH = 320
COUNT_WIDTH = 34

# Which cards a chart counts, and by what: (title, sections, key function) per game.
UNKNOWN = "Unknown"


def _kind(card):
    return (card.attrs.get("kind") or card.type or UNKNOWN).title()


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
        ("Card types", ("main", "extra"), _kind),
        ("Level curve (monsters)", ("main", "extra"), _yugioh_level),
        (
            "Attributes (monsters)",
            ("main", "extra"),
            lambda c: _attr("attribute")(c) if _kind(c) == "Monster" else None,
        ),
    ],
    "dbs": [
        ("Card types", ("leader", "main"), _type),
        ("Cost curve", ("main",), _attr("cost", "–")),
        ("Colours", ("leader", "main"), _attr("color")),
    ],
    "dbz": [
        ("Card types", ("personality", "main"), _type),
        ("Personality levels", ("personality",), _dbz_level),
        ("Styles", ("main",), _attr("style", "Freestyle")),
    ],
    "esferas": [
        ("Card types", ("main",), _type),
        ("Dragon Ball spheres", ("main",), lambda c: _attr("sphere")(c) if c.attrs.get("sphere") else None),
    ],
}


def deck_charts(game, sections, cards):
    """[{"title", "rows": [(label, count)], "svg"}] for the game's charts; rows in a natural order."""
    charts = []
    for title, chart_sections, key in CHARTS.get(game, []):
        counts = Counter()
        for section in chart_sections:
            for code, count in sections.get(section, {}).items():
                card = cards.get(code)
                label = key(card) if card else UNKNOWN
                if label is not None:
                    counts[label] += count
        rows = sorted(counts.items(), key=lambda item: _order(item[0]))
        charts.append({"title": title, "rows": rows, "svg": bar_chart(title, rows)})
    return charts


def _order(label):
    """Numbers in numeric order (a curve), then words alphabetically."""
    try:
        return (0, float(label), "")
    except ValueError:
        return (1, 0.0, label)


def bar_chart(title, rows):
    """A horizontal bar chart as SVG markup, with a text description for screen readers."""
    if not rows:
        return ""
    peak = max(count for _, count in rows) or 1
    bar_space = CHART_WIDTH - LABEL_WIDTH - COUNT_WIDTH
    height = len(rows) * (BAR_HEIGHT + GAP)
    description = ", ".join(f"{label}: {count}" for label, count in rows)
    parts = [
        f'<svg class="chart" role="img" viewBox="0 0 {CHART_WIDTH} {height}" width="100%" '
        f'preserveAspectRatio="xMinYMin meet"><title>{escape(title)}</title><desc>{escape(description)}</desc>'
    ]
    for index, (label, count) in enumerate(rows):
        y = index * (BAR_HEIGHT + GAP)
        width = max(2, round(bar_space * count / peak))
        parts.append(
            f'<text x="{LABEL_WIDTH - 6}" y="{y + BAR_HEIGHT - 4}" text-anchor="end">{escape(str(label)[:16])}</text>'
            f'<rect x="{LABEL_WIDTH}" y="{y}" width="{width}" height="{BAR_HEIGHT}" rx="3"></rect>'
            f'<text x="{LABEL_WIDTH + width + 4}" y="{y + BAR_HEIGHT - 4}">{count}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)
