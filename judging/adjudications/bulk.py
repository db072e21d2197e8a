"""Jobs handler for bulk adjudication (see jobs.services): many records of one game and variant.

Each item's input is {"record": {...}}; the job's params are {"game", "variant"}. The records were
shape-checked in the request (the pipeline checks a stored record again before the engine replays it), so
a result is a verdict, or an error for a record the engine could not replay (one bad record must not fail
its whole batch).
"""

import logging

from django.utils.translation import gettext_lazy as _

from games.i18n import localise_violation

from . import registry, services

log = logging.getLogger(__name__)

CSV_COLUMNS = [
    "legal",
    "violation_trick",
    "violation_play",
    "violation_seat",
    "rule",
    "message",
    "trump",
    "attackers_points",
    "result",
    "levels_after",
    "next_dealer",
    "violation_turn",
    "violation_step",
    "winner",
    "error",
]

# The job page's title and column headers (the CSV keeps the keys, which scripts read).
TITLE = _("Bulk adjudication")
COLUMN_LABELS = {
    "legal": _("Legal"),
    "violation_trick": _("Violation: trick"),
    "violation_play": _("Violation: play"),
    "violation_seat": _("Violation: seat"),
    "rule": _("Rule"),
    "message": _("Message"),
    "trump": _("Trump"),
    "attackers_points": _("Attackers' points"),
    "result": _("Result"),
    "levels_after": _("Levels after"),
    "next_dealer": _("Next dealer"),
    "violation_turn": _("Violation: turn"),
    "violation_step": _("Violation: step"),
    "winner": _("Winner"),
    "error": _("Error"),
}


def process_batch(inputs, params):
    records = [item["record"] for item in inputs]
    cards = services.cards_for(game=params["game"], records=records)  # one query for the batch
    return [_one(record, params, cards) for record in records]


def _one(record, params, cards):
    try:
        verdict = registry.replay(params["game"], record, params.get("variant"), cards=cards)
    except registry.InvalidRequest as exc:
        return {"error": str(exc)}
    except Exception as exc:
        log.exception("bulk adjudication crashed on a record")
        return {"error": f"internal error: {type(exc).__name__}: {exc}"}
    return {"verdict": _compact(verdict)}


def _compact(verdict):
    """A Tractor verdict without each trick's plays: the caller has the record, and 2,000 results add up."""
    if "tricks" not in verdict:
        return verdict
    tricks = [{k: v for k, v in trick.items() if k != "plays"} for trick in verdict.get("tricks") or []]
    return {**verdict, "tricks": tricks}


def shown(results, *, public=False, html=False):
    """Each result with its violation's message in the reader's language: `public` (the API) without the
    template fields, `html` (the job's page) with the names isolated."""
    return [_shown(result, public=public, html=html) for result in results]


def _shown(result, *, public, html):
    verdict = result.get("verdict") if isinstance(result, dict) else None
    if not isinstance(verdict, dict) or not isinstance(verdict.get("violation"), dict):
        return result
    violation = localise_violation(verdict["violation"], public=public, html=html)
    return {**result, "verdict": {**verdict, "violation": violation}}


def csv_row(name, result):
    if "error" in result:
        return [""] * (len(CSV_COLUMNS) - 1) + [result["error"]]
    verdict = result["verdict"]
    violation = verdict.get("violation") or {}
    trump = verdict.get("trump") or {}
    outcome = verdict.get("outcome") or {}
    levels = outcome.get("levels_after")
    return [
        "yes" if verdict.get("legal") else "no",
        violation.get("trick", ""),
        violation.get("play", ""),
        _first(violation, "seat", "player"),
        violation.get("rule", ""),
        violation.get("message", ""),
        f"{trump.get('rank', '')}{trump.get('suit') or ' no-trump'}" if trump else "",
        verdict.get("attackers_points", ""),
        outcome.get("result", ""),
        "/".join(levels) if levels else "",
        outcome.get("next_dealer", ""),
        violation.get("turn") or "",
        _first(violation, "event", "action"),
        _first(verdict, "winner"),
        "",
    ]


def _first(data, *keys):
    """The first of `keys` that `data` holds a value for (games name a seat or a step differently), else ""."""
    return next((data[key] for key in keys if data.get(key) is not None), "")
