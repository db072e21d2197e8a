"""What the DBS verdict page shows: each turn's battles with both powers and their parts, the state after
the turn, the violation with its source, in the reader's language. The template only lays it out."""

from django.utils.translation import gettext_lazy, pgettext_lazy

from games.i18n import localise_violation

RESULTS = {
    "win": pgettext_lazy("DBS battle", "the attacker wins"),
    "lose": pgettext_lazy("DBS battle", "the attacker loses"),
    "negated": pgettext_lazy("DBS battle", "negated"),
}
REASONS = {
    "life": gettext_lazy("the opponent's Life reached 0"),
    "deck": gettext_lazy("the opponent's deck reached 0 cards"),
    "draw": gettext_lazy("both players lost at once: a draw"),
    "victory_strike": gettext_lazy("[Victory Strike] dealt damage"),
}
PHASES = {
    "setup": pgettext_lazy("DBS phase", "setup"),
    "charge": pgettext_lazy("DBS phase", "Charge Phase"),
    "main": pgettext_lazy("DBS phase", "Main Phase"),
    "end": pgettext_lazy("DBS phase", "End Phase"),
}
STEPS = {
    "attack": pgettext_lazy("DBS battle step", "attack declared"),
    "offence": pgettext_lazy("DBS battle step", "Offence Step"),
    "defence": pgettext_lazy("DBS battle step", "Defence Step"),
    "damage": pgettext_lazy("DBS battle step", "Damage Step"),
    "end": pgettext_lazy("DBS battle step", "end of the battle"),
}


def violation_view(violation):
    """The violation with its message and its source in the active language."""
    if not isinstance(violation, dict):
        return None
    shown = localise_violation(violation, html=True)  # the message and the source in the active language
    return {**shown, "phase_text": PHASES.get(shown.get("phase"), ""), "step_text": STEPS.get(shown.get("step"), "")}


def card_label(fighter):
    """A card in battle as a judge reads it: {"text": its id when the record gave one and its number, "code"};
    the template adds its name with its preview ({% verdict_card %})."""
    if not fighter:
        return None
    code = fighter["code"]
    return {"text": code if fighter["card"] in ("leader", code) else f"{fighter['card']} ({code})", "code": code}


def power_view(parts, total):
    if not parts:
        return None
    return {"total": total, "base": parts["base"], "effects": parts["effects"], "combos": parts["combos"]}


def battle_view(battle, number):
    return {
        "number": number,
        "attacker": card_label(battle["attacker"]),
        "attacker_is_leader": battle["attacker"]["card"] == "leader",
        "target": card_label(battle["target"]),
        "target_is_leader": battle["target"]["card"] == "leader",
        "blocker": card_label(battle.get("blocker")),
        "player": battle["player"],
        "attack": power_view(battle.get("attack_parts"), battle.get("attack_power")),
        "defence": power_view(battle.get("defence_parts"), battle.get("defence_power")),
        "result": battle["result"],
        "result_text": RESULTS.get(battle["result"], battle["result"]),
        "damage": battle.get("damage", 0),
    }


def turn_views(verdict):
    """One entry per turn replayed: its battles numbered from 1, the state of both players after it."""
    views = []
    for turn in verdict.get("turns") or ():
        states = [{"player": player, **state} for player, state in enumerate(turn.get("state_after") or ())]
        battles = [battle_view(battle, n) for n, battle in enumerate(turn.get("battles") or (), start=1)]
        views.append({"number": turn["turn"], "player": turn["player"], "battles": battles, "states": states})
    return views


def context(verdict, record, names):
    """The views the DBS verdict partial (adjudications/verdicts/dbs.html) lays out, under `shown`; `names` is
    {code: name}."""
    return {
        "shown": {
            "violation": violation_view(verdict.get("violation")),
            "turns": turn_views(verdict),
            "unchecked": verdict.get("unchecked") or {},
        },
        "reason_text": REASONS.get(verdict.get("reason"), ""),
    }
