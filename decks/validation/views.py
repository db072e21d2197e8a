"""Pages: paste one decklist and see its verdict; upload many (zip or paste) and follow the job."""

from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django_htmx.http import HttpResponseClientRedirect

from config.domain import TooMany
from config.roles import may_bulk_validate, require
from games.i18n import localise_problem, translate_word
from games.models import Card, Format, Game
from games.rules import construction_games, registry, section_labels
from games.rules.common import GENERIC_PROBLEM_TITLE, PROBLEM_TITLES, UNKNOWN_CARD
from games.selectors import format_labels

from ..presenters import card_refs
from ..services import MAX_EXPLAINED
from ..suggestions import looks_like_code, similar_cards
from .bulk import (
    MAX_DECKLISTS,
    MAX_ZIP_BYTES,
    BulkInputError,
    decklists_from_paste,
    decklists_from_zip,
    validation_job_create,
)
from .forms import BulkForm, ValidateForm
from .report import past_jobs
from .service import ValidationInputError, validate_decklist


def _formats():
    """Formats grouped by game, newest first, for the format picker."""
    groups = {}
    for fmt in Format.objects.filter(game__slug__in=construction_games()).select_related("game"):
        groups.setdefault(fmt.game, []).append(fmt)
    return groups


def _first_game():
    """The game the forms show first: the first of the list that has decks."""
    return construction_games()[0]


def format_options(request):
    """The format picker's options for one game (htmx swaps them in when the game changes)."""
    game = request.GET.get("game", "")
    formats = {g: fs for g, fs in _formats().items() if g.slug == game}
    return render(request, "decks/_validate_format_options.html", {"formats": formats})


def validate_page(request):
    form = ValidateForm(request.POST or None, initial={"game": _first_game()})
    result, error = None, None
    if request.method == "POST":
        if form.is_valid():
            data = form.cleaned_data
            try:
                result = validate_decklist(
                    game=data["game"], text=data["decklist"], format=data["format"] or None, date=data["date"]
                )
            except ValidationInputError as exc:
                error = str(exc)
        else:
            fields = "; ".join(f"{k}: {' '.join(v)}" for k, v in form.errors.items())
            error = _("Check the form: %(fields)s") % {"fields": fields}
    if result is not None:
        label = format_labels(game_slug=result["game"], slugs=[result["format"]]).get(
            result["format"], result["format_name"]
        )
        problems = [localise_problem(p, html=True, format_label=label) for p in result["problems"]]
        problems = [_with_section(result["game"], p) for p in problems]
        result = {
            **result,
            "problems": _with_cards(result["game"], _with_suggestions(result["game"], problems)),
            "section_labels": _section_labels(result["game"], result["sections"]),
            "format_name": label,
            "decklist_format": _read_as(result.get("decklist_format")),
        }
    context = {"form": form, "result": result, "error": error, "formats": _formats()}
    context["can_bulk"] = may_bulk_validate(request.user)
    if request.htmx:
        return render(request, "decks/validate_result.html", context, status=400 if error else 200)
    return render(request, "decks/validate.html", context, status=400 if error else 200)


def _with_suggestions(game_slug, problems):
    """Unknown names with the closest cards' names ("did you mean"), for the first MAX_EXPLAINED of them."""
    unknown = [p for p in problems if p.get("code") == UNKNOWN_CARD and p.get("cards") and p.get("line")]
    unknown = [p for p in unknown if not looks_like_code(game_slug, p["cards"][0])][:MAX_EXPLAINED]
    if unknown:
        game = Game.objects.get(slug=game_slug)
        for problem in unknown:
            problem["suggestions"] = [name for _code, name in similar_cards(game=game, name=problem["cards"][0])]
    return problems


def _with_cards(game_slug, problems):
    """Each problem with the cards it names found by code (one query), shown with their previews; a written name
    no card has (an unknown card) stays text."""
    refs = {str(ref) for p in problems for ref in p.get("cards") or ()}
    cards = {card.code: card for card in Card.objects.filter(game__slug=game_slug, code__in=refs)} if refs else {}
    return [
        {**p, "card_refs": card_refs(p.get("cards"), cards) if p.get("code") != UNKNOWN_CARD else []} for p in problems
    ]


def _with_section(game, problem):
    """The problem with its title and its section's label in the page's language ("Unknown card", "Main Deck"),
    not its code and key ("UNKNOWN_CARD", "main")."""
    problem = {**problem, "title": translate_word(PROBLEM_TITLES.get(problem.get("code"), GENERIC_PROBLEM_TITLE))}
    section = problem.get("section")
    if not section:
        return problem
    labels = section_labels(game)
    return {**problem, "section_label": translate_word(labels[section]) if section in labels else section}


def _read_as(decklist_format):
    """How the decklist was read, as a person names it: "YDK", "text list" (the parser's key otherwise)."""
    names = {"ydk": "YDK", "ydke": "ydke", "text": _("text list")}
    names.update((g.text_format, _(g.text_format_label)) for g in registry.all_games() if g.text_format_label)
    return names.get(decklist_format, decklist_format)


def _section_labels(game, sections):
    """[(label in the page's language, count)] in the game's order."""
    labels = section_labels(game)
    return [(translate_word(labels[s]) if s in labels else s, n) for s, n in sections.items()]


def _content_length(request):
    try:
        return int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return 0


@login_required
def bulk_page(request):
    require(may_bulk_validate(request.user), _("Log in to run a bulk validation."))
    if _content_length(request) > MAX_ZIP_BYTES + 1024 * 1024:
        # Refuse before Django reads the upload to disk.
        context = {"form": BulkForm(initial={"game": _first_game()}), "formats": _formats()}
        context["error"] = _("The upload is larger than %(mb)s MB.") % {"mb": MAX_ZIP_BYTES // (1024 * 1024)}
        return render(request, "decks/validate_bulk.html", context, status=413)
    form = BulkForm(request.POST or None, request.FILES or None, initial={"game": _first_game()})
    error = None
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            upload = data.get("file")
            decklists = decklists_from_zip(upload) if upload else decklists_from_paste(data["pasted"])
            job = validation_job_create(
                game=data["game"],
                format=data["format"] or None,
                date=data["date"],
                decklists=decklists,
                owner=request.user,
            )
        except (BulkInputError, ValidationInputError, TooMany) as exc:
            error = str(exc)
        else:
            if request.htmx:
                return HttpResponseClientRedirect(job.get_absolute_url())
            return redirect(job)
    context = {
        "form": form,
        "error": error,
        "formats": _formats(),
        "max_decklists": MAX_DECKLISTS,
        "max_zip_mb": MAX_ZIP_BYTES // (1024 * 1024),
        "past_jobs": past_jobs(owner=request.user),
    }
    return render(request, "decks/validate_bulk.html", context, status=400 if error or form.errors else 200)
