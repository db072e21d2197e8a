"""Turn a verdict into what the page shows, in the reader's language: the rule variant as the form words it,
the violation, and the game's own views. A game's views are its presenter module's (presenters_<slug>.py,
found by the slug: `context(verdict, record, names)` with `names` {code: card name}) and its partial
adjudications/verdicts/<slug>.html; a game with neither shows the generic verdict. The templates only lay
it out."""

import importlib
import json
from functools import cache

from django.template.loader import select_template
from django.utils.html import format_html
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext

from games.i18n import localise_violation
from games.models import Card
from games.rules import registry as games
from games.rules.engine import upgraded_violation

from . import registry


def variant_rows(adjudication):
    """[(option, choice)] of the adjudication's rule variant as the form words them, not its keys
    (a boolean option reads "<its label>: yes")."""
    options = {option.key: option for option in variant_options(adjudication.game.slug)}
    defaults = default_variant(adjudication.game.slug)
    rows = []
    for key, value in (adjudication.variant or {}).items():
        option = options.get(key)
        if option is None or option.kind == "json":
            # A table left empty in the form is the default, said so; one the judge gave is shown as the JSON
            # they typed (the stored value is a Python object, never shown as one).
            shown = pgettext("variant option", "the default") if value == defaults.get(key) else _as_json(value)
            rows.append((gettext_lazy(option.label) if option else key, shown))
        elif option.kind == "bool":
            rows.append(
                (
                    gettext_lazy(option.label),
                    pgettext("variant option", "yes") if value else pgettext("variant option", "no"),
                )
            )
        else:
            choices = {str(choice): gettext_lazy(label) for choice, label in option.choices}
            rows.append((gettext_lazy(option.label), choices.get(str(value), value)))
    return rows


def _as_json(value):
    if isinstance(value, str):
        return value
    text = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    return format_html('<code dir="ltr" class="wrap">{}</code>', text)


@cache
def default_variant(game):
    """{key: value} of `game`'s variant when the form leaves every option as it is ({} without an engine)."""
    try:
        engine = registry.engine_for(game)
        return engine.variant_dict(engine.parse_variant({}))
    except (registry.NoEngine, ValueError, TypeError):
        return {}


def variant_options(game):
    """The variant options of `game` (games.rules.variants.VariantField); none for a game without an engine."""
    try:
        return games.get(game).adjudication().VARIANT_FIELDS
    except (LookupError, ValueError):
        return ()


def own_game(presenter):
    """The descriptor of the game whose presenter module is named `presenter` (presenters_<slug>)."""
    return games.get(presenter.rpartition(".presenters_")[2])


def own_rules(presenter):
    """The adjudication module of the game whose presenter module is named `presenter` (presenters_<slug>):
    what a presenter reads of its game's rules, through the game's descriptor."""
    return own_game(presenter).adjudication()


@cache
def game_presenter(game):
    """The presenter module of `game` (judging.adjudications.presenters_<slug>), or None when it has none."""
    name = f"{__package__}.presenters_{game}"
    return importlib.import_module(name) if importlib.util.find_spec(name) else None


def verdict_context(adjudication):
    """What the verdict partial of the adjudication's game needs: the verdict shown in the reader's language,
    the partial (adjudications/verdicts/<game>.html, else the generic one) and the game's own views."""
    game = adjudication.game.slug
    verdict = verdict_shown(in_shape(adjudication.verdict or {}))
    record = adjudication.record if isinstance(adjudication.record, dict) else {}
    presenter = game_presenter(game)
    cards = verdict_cards(adjudication) if verdict else {}
    names = {code: card["name"] for code, card in cards.items()}
    views = presenter.context(verdict, record, names) if verdict and presenter else {}
    template = select_template([f"adjudications/verdicts/{game}.html", "adjudications/verdicts/generic.html"])
    # verdict_game and verdict_cards serve {% verdict_card %}: each card the verdict names, a link with its preview
    return {"verdict": verdict, "verdict_template": template, "verdict_game": game, "verdict_cards": cards, **views}


def verdict_cards(adjudication):
    """{code: {"name", "demo"}} of the cards the record names, in one query (nothing for a game without card
    facts): the names the presenters show, and which of them are demo cards (badged where they show)."""
    engine = registry.engine_for(adjudication.game.slug)
    codes = registry.card_codes(engine, adjudication.record)
    if not codes:
        return {}
    rows = Card.objects.filter(game=adjudication.game, code__in=codes).values_list("code", "name", "is_demo")
    return {code: {"name": name, "demo": demo} for code, name, demo in rows}


def in_shape(verdict):
    """The stored verdict with its violation in today's shape, also one stored before `where` and `source`
    (games.rules.engine.upgraded_violation)."""
    if not isinstance(verdict.get("violation"), dict):
        return verdict
    return {**verdict, "violation": upgraded_violation(verdict["violation"])}


def verdict_shown(verdict):
    """The verdict with its violation's message in the reader's language (when the engine kept its template)."""
    violation = verdict.get("violation")
    if not isinstance(violation, dict):
        return verdict
    return {**verdict, "violation": localise_violation(violation, html=True)}


def status_text(adjudication):
    verdict = adjudication.verdict or {}
    if adjudication.status == "done":
        if verdict.get("legal"):
            return _("Done: no illegal play found.")
        violation = verdict.get("violation") or {}
        return _("Done: illegal play found (%(rule)s).") % {"rule": violation.get("rule", _("rule unknown"))}
    if adjudication.status == "failed":
        return _("Failed: the record could not be adjudicated.")
    if adjudication.status == "running":
        return _("Running (attempt %(attempt)d)…") % {"attempt": adjudication.attempts}
    return _("Queued: waiting for a worker…")
