"""What an Esferas verdict's page shows: both players' energy over the turns as an inline SVG line chart
(its numbers also in a table), each turn's attacks with their damage, the violation on its turn, the winner.
The chart's geometry is computed here; the template only draws it."""

from django.utils.translation import get_language_bidi, gettext_lazy, ngettext
from django.utils.translation import gettext as _

WIDTH, HEIGHT = 480, 220  # the viewBox: the SVG scales to its box, so these are proportions
MARGIN = {"start": 44, "end": 12, "top": 14, "bottom": 30}
Y_TICKS = 4
REASONS = {
    "energy": gettext_lazy("the other player's energy reached 0"),
    "both_zero": gettext_lazy("none: both energies reached 0 at once"),
    "unfinished": gettext_lazy("none: the record stops before the end of the game"),
    "violation": gettext_lazy("none: the game stops at the illegal action"),
}


def context(verdict, record, names):
    """{"turns", "chart"} for the template; `names` is {code: card name}."""
    start = record.get("energy") if isinstance(record.get("energy"), int) else 0
    violation = verdict.get("violation") or {}
    turns = [_turn(turn, violation, names) for turn in verdict.get("turns") or []]
    return {
        "turns": turns,
        "chart": chart(start, [turn["energy_after"] for turn in turns]),
        "violation_anchor": f"turn-{violation['turn']}" if violation.get("turn") else "",
        "reason_text": REASONS.get(verdict.get("reason"), ""),
    }


def _turn(turn, violation, names):
    attacks = [
        {
            **attack,
            "name": names.get(attack.get("card"), ""),
            "defence_name": names.get(attack.get("defence_card"), ""),
            "dragon_balls": attack.get("kind") == "dragon_balls",
        }
        for attack in turn.get("attacks") or []
    ]
    return {
        "number": turn.get("turn"),
        "player": turn.get("player"),
        "energy_after": list(turn.get("energy_after") or [0, 0]),
        "attacks": attacks,
        "hand_after": turn.get("hand_after"),
        "violation": violation if violation.get("turn") == turn.get("turn") else None,
    }


def chart(start, energies, *, rtl=None):
    """The line chart of both players' energy, from the start (turn 0) to the end of each turn.

    Returns {"width", "height", "lines": [{"player", "points", "dots"}], "x_ticks", "y_ticks", "title",
    "desc"}, coordinates in the viewBox, y growing downwards as SVG's does. Right to left (the page's
    language, unless `rtl` says otherwise) the turns run leftwards and the energy scale stands on the
    right, the way an Arabic reader follows time.
    """
    rtl = get_language_bidi() if rtl is None else rtl

    def across(position):  # a distance from the start side, as an x of the viewBox
        return WIDTH - position if rtl else position

    series = [[start, *(energy[p] for energy in energies)] for p in (0, 1)]
    top = max([1, *series[0], *series[1]])
    turns = len(energies)
    plot_w = WIDTH - MARGIN["start"] - MARGIN["end"]
    plot_h = HEIGHT - MARGIN["top"] - MARGIN["bottom"]

    # Coordinates as strings: a template would write a float in the page's language ("48,5" in French).
    def x(turn):
        return _coordinate(across(MARGIN["start"] + plot_w * turn / max(turns, 1)))

    def y(value):
        return _coordinate(MARGIN["top"] + plot_h * (1 - value / top))

    lines = []
    for player, values in enumerate(series):
        dots = [{"x": x(t), "y": y(v), "turn": t, "energy": v} for t, v in enumerate(values)]
        lines.append({"player": player, "points": " ".join(f"{d['x']},{d['y']}" for d in dots), "dots": dots})
    step = max(1, -(-turns // 10))  # at most about ten turn labels
    return {
        "width": WIDTH,
        "height": HEIGHT,
        "lines": lines,
        "x_ticks": [{"x": x(t), "label": t} for t in range(0, turns + 1, step)],
        "y_ticks": [{"y": y(top * i / Y_TICKS), "label": round(top * i / Y_TICKS)} for i in range(Y_TICKS + 1)],
        "x_label_y": _coordinate(MARGIN["top"] + plot_h + 18),
        "y_label_x": _coordinate(across(MARGIN["start"] - 6)),
        "y_label_anchor": "start" if rtl else "end",
        "plot_start": across(MARGIN["start"]),
        "plot_end": across(WIDTH - MARGIN["end"]),
        "title": _("Energy of both players over the turns"),
        "desc": ngettext(
            "Both players start at %(start)d energy; after %(turns)d turn, player 0 has %(end0)d, player 1 %(end1)d.",
            "Both players start at %(start)d energy; after %(turns)d turns, player 0 has %(end0)d, player 1 %(end1)d.",
            turns,
        )
        % {"start": start, "end0": series[0][-1], "end1": series[1][-1], "turns": turns},
    }


def _coordinate(value):
    return f"{value:.1f}".rstrip("0").rstrip(".")
