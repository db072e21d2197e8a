from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.shortcuts import redirect, render

from games.i18n import localise_message

from . import examples, presenters, record_builder, registry, selectors, services
from .forms import AdjudicationForm

PAGE_SIZE = 25


@login_required
def adjudication_index(request):
    """My adjudications (all of them for judges and organisers), and the form to submit one."""
    form = AdjudicationForm(request.POST or None, request.FILES or None)
    if request.method == "GET" and request.GET.get("example"):
        form = _example_form(request.GET.get("game"))
    status = 200
    if request.method == "POST":
        if form.is_valid() and form.cleaned_data.get("parsed_record") is not None:
            try:
                adjudication, _ = services.adjudication_create(
                    game=form.cleaned_data["game"],
                    record=form.cleaned_data["parsed_record"],
                    variant=form.variant(),
                    requested_by=request.user,
                )
            except registry.InvalidRequest as exc:
                field = exc.field if exc.field in form.fields else None
                if field == "record" and form.cleaned_data.get("record_file"):
                    field = "record_file"
                for message in exc.messages:
                    form.add_error(field, localise_message(message))
            else:
                return redirect(adjudication)
        status = 400
    page = Paginator(selectors.adjudication_list_visible(user=request.user), PAGE_SIZE).get_page(
        request.GET.get("page")
    )
    context = {
        "form": form,
        "page": page,
        "reviews_all": selectors.user_reviews_all(request.user),
        "variant_groups": form.variant_groups(),
        "record_help": form.record_help(),
        "tractor_builder": record_builder.tractor_builder_context() if _offers(form, "tractor") else None,
        "esferas_builder": _offers(form, "esferas"),
        "esferas_payments": record_builder.ESFERAS_PAYMENTS,
        "dbz_builder": _offers(form, "dbz"),
        "dbz_styles": record_builder.DBZ_STYLES,
        "yugioh_builder": _offers(form, "yugioh"),
        "builder_players": record_builder.BUILDER_PLAYERS,
        "dbs_builder": _offers(form, "dbs"),
        "dbs_board": record_builder.DBS_BOARD,
        "dbs_actions": record_builder.DBS_ACTIONS,
        "dbs_attack": record_builder.DBS_ATTACK,
        "dbs_combo_from": record_builder.DBS_COMBO_FROM,
        "yugioh_id_lists": record_builder.YUGIOH_ID_LISTS,
        "yugioh_zones": record_builder.YUGIOH_ZONES,
        "yugioh_phases": record_builder.YUGIOH_PHASES,
        "yugioh_actions": record_builder.YUGIOH_ACTIONS,
        "yugioh_effects": record_builder.YUGIOH_EFFECTS,
        "yugioh_negations": record_builder.YUGIOH_NEGATIONS,
        "yugioh_destinations": record_builder.YUGIOH_DESTINATIONS,
    }
    return render(request, "adjudications/index.html", context, status=status)


def _offers(form, game):
    return game in dict(form.fields["game"].choices)


def _example_form(game):
    """An unbound form holding `game`'s example record (the first game's when `game` has none)."""
    game = game if examples.example(game) else next(iter(examples.examples()), None)
    return AdjudicationForm(initial={"game": game, "record": examples.example(game) if game else ""})


@login_required
def adjudication_page(request, adjudication_id):
    adjudication = selectors.adjudication_get_visible(user=request.user, adjudication_id=adjudication_id)
    context = {
        "adjudication": adjudication,
        "status_text": presenters.status_text(adjudication),
        "variant_rows": presenters.variant_rows(adjudication),
        **presenters.verdict_context(adjudication),
    }
    template = "adjudications/_result.html" if request.htmx else "adjudications/detail.html"
    return render(request, template, context)
