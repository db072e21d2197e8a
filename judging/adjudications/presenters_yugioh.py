"""What a Yu-Gi-Oh! verdict's page shows: each chain as a stack with its resolution order, the violation
on its link, the end field with card names, in the reader's language. The template only lays it out."""

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext_lazy

from games.i18n import localise

from .presenters import own_rules

RULES = own_rules(__name__)
PHASE_LABELS, WHEN_LABELS, normal_code = RULES.PHASE_LABELS, RULES.WHEN_LABELS, RULES.normal_code
RESULTS = {
    "resolved": pgettext_lazy("chain link result", "resolved"),
    "no effect": pgettext_lazy("chain link result", "no effect"),
    "negated": pgettext_lazy("chain link result", "negated"),
}
REASONS = {"deck-out": gettext_lazy("the other player had to draw from an empty Deck")}
NO_WINNER = gettext_lazy("none: the record stops before the duel is decided")
# The verdict's field keys, in the order a judge reads a field.
ZONES = (
    ("hand", gettext_lazy("Hand")),
    ("monsters", gettext_lazy("Monster Card Zone")),
    ("spells_traps", gettext_lazy("Spell & Trap Card Zone")),
    ("field_zone", gettext_lazy("Field Zone")),
    ("graveyard", gettext_lazy("Graveyard")),
    ("banished", gettext_lazy("Banished")),
    ("deck", gettext_lazy("Deck")),
    ("extra", gettext_lazy("Extra Deck")),
)


def context(verdict, record, names):
    """{"chains", "field", "phase_of_violation"} for the template; `names` is {code: card name}."""
    violation = verdict.get("violation") or {}
    chains = [_chain(number, chain, violation) for number, chain in enumerate(verdict.get("chains") or [], 1)]
    marked = [(chain["number"], link["link"]) for chain in chains for link in chain["links"] if link["violation"]]
    anchor = "chain-{}-link-{}".format(*marked[0]) if marked else ""
    return {
        "chains": chains,
        "field": _field(verdict.get("field") or [], record, names),
        "violation_anchor": anchor,
        "reason_text": REASONS.get(verdict.get("reason"), verdict.get("reason") or "") or NO_WINNER,
    }


def phase_label(phase):
    return _(PHASE_LABELS[phase]) if phase in PHASE_LABELS else str(phase or "")


def _chain(number, chain, violation):
    order = {step.get("link"): (position, step) for position, step in enumerate(chain.get("resolution") or [], 1)}
    links = []
    for link in chain.get("links") or []:
        position, step = order.get(link.get("link"), (None, {}))
        broken = violation.get("turn") == chain.get("turn") and violation.get("event") == link.get("event")
        links.append(
            {
                **link,
                "type": _(link["type"]) if link.get("type") else "",
                "position": position,
                "result": step.get("result"),
                "result_text": RESULTS.get(step.get("result"), step.get("result") or ""),
                "reason": _reason(step),
                "violation": violation if broken else None,
                "when_text": _(WHEN_LABELS[link["when"]]) if link.get("when") in WHEN_LABELS else "",
            }
        )
    return {
        "number": number,
        "turn": chain.get("turn"),
        "phase": phase_label(chain.get("phase")),
        "links": links,
        "resolved": bool(chain.get("resolution")),
        "resolution_order": [step.get("link") for step in chain.get("resolution") or []],
        "has_violation": any(link["violation"] for link in links),
    }


def _reason(step):
    if step.get("template"):
        return localise(step["template"], step.get("params") or {})
    return step.get("reason") or ""


def _field(field, record, names):
    cards = record.get("cards") if isinstance(record.get("cards"), dict) else {}
    players = []
    for player, zones in enumerate(field):
        rows = []
        for key, label in ZONES:
            zone = zones.get(key) or {}
            ids = zone.get("ids") or []
            rows.append(
                {
                    "label": label,
                    "count": zone.get("count"),
                    "cards": [
                        {"id": cid, "code": _code(cards.get(cid)), "name": _name(cards.get(cid), names)} for cid in ids
                    ],
                }
            )
        players.append({"player": player, "zones": rows})
    return players


def _code(card):
    return card.get("code") if isinstance(card, dict) else None


def _name(card, names):
    code = _code(card)
    return names.get(normal_code(str(code)), "") if code else ""
