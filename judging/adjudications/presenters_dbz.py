"""What a DBZ verdict's page shows: each turn's combat as an exchange of attacks with the Physical Attack
Table's arithmetic, both Main Personalities' level, power, anger and Life Deck over the turns, the violation
on its turn, and the victory. The arithmetic is taken from the verdict; the template only lays it out."""

from django.utils.translation import gettext_lazy, pgettext_lazy

# The record builder's Tokui-Waza choices: (the record's word, its name on the page); the words are the engine's
# (games.rules.dbz.construction.STYLES), their names translated in their own context
BUILDER_WORDS = {
    "styles": [
        ("Red", pgettext_lazy("DBZ style", "Red")),
        ("Blue", pgettext_lazy("DBZ style", "Blue")),
        ("Orange", pgettext_lazy("DBZ style", "Orange")),
        ("Black", pgettext_lazy("DBZ style", "Black")),
        ("Saiyan", pgettext_lazy("DBZ style", "Saiyan")),
    ]
}

VICTORIES = {
    "survival": gettext_lazy("Survival: the other player's Life Deck is empty"),
    "dragon_ball": gettext_lazy("Dragon Ball: all seven Dragon Balls"),
    "most_powerful": gettext_lazy("Most Powerful Personality: the announced highest level"),
}


def context(verdict, record, names):
    """{"turns", "bands", "matrix", "reason_text", "violation_anchor"} for the template; `names` is {code: name}."""
    violation = verdict.get("violation") or {}
    pat = (verdict.get("variant") or {}).get("pat") or {}
    turns = [_turn(turn, violation, names, pat) for turn in verdict.get("turns") or []]
    return {
        "turns": turns,
        "bands": pat.get("bands") or [],
        "matrix": pat.get("matrix"),
        "reason_text": VICTORIES.get(verdict.get("victory"), ""),
        "violation_anchor": f"dbz-turn-{violation['turn']}" if violation.get("turn") else "",
    }


def _turn(turn, violation, names, pat):
    number = turn.get("turn")
    return {
        "number": number,
        "player": turn.get("player"),
        "states": [_state(state) for state in turn.get("state_after") or []],
        "attacks": [_attack(attack, n, names, pat) for n, attack in enumerate(turn.get("attacks") or [], 1)],
        "violation": violation if violation.get("turn") == number else None,
    }


def _state(state):
    return {key: state.get(key) for key in ("level", "power_stage", "power", "anger", "life", "hand", "out")}


def _attack(attack, number, names, pat):
    source = attack.get("source") or {}
    defence = attack.get("defence") or {}
    reading = attack.get("pat")
    view = {
        **attack,
        "number": number,
        "source_kind": next(iter(source), ""),
        "source_code": _code(source),
        "source_name": names.get(_code(source), ""),
        "defence_kind": next(iter(defence), "") if defence else "",
        "defence_code": _code(defence),
        "defence_name": names.get(_code(defence), ""),
        "difference": bool(reading) and "matrix" not in pat,
        "pat_sum": None,
    }
    if reading and "matrix" not in pat:
        view["pat_sum"] = 1 + reading["attacker_band"] - reading["defender_band"]
    return view


def _code(source):
    for key in ("card", "table", "final"):
        if isinstance(source.get(key), str):
            return source[key]
    return ""
