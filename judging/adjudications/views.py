from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.shortcuts import redirect, render
from django.utils.http import urlencode

from . import examples, presenters, record_builder, selectors
from .forms import AdjudicationForm

PAGE_SIZE = 25


@login_required
def adjudication_index(request):
    """My adjudications (all of them for judges and organisers), and the form to submit one."""
    if request.method == "POST" and request.POST.get("example"):
        # "Load the example record" posts the form (a GET would write the CSRF token and every field into the
        # address); the page it leads to names only the game.
        query = urlencode({"game": request.POST.get("game", ""), "example": 1})
        return redirect(f"{request.path}?{query}")
    form = AdjudicationForm(request.POST or None, request.FILES or None)
    if request.method == "GET" and request.GET.get("example"):
        form = _example_form(request.GET.get("game"))
    status = 200
    if request.method == "POST":
        adjudication = form.submit(request.user)
        if adjudication is not None:
            return redirect(adjudication)
        status = 400
    page = Paginator(selectors.adjudication_list_visible(user=request.user), PAGE_SIZE).get_page(
        request.GET.get("page")
    )
    offered = dict(form.fields["game"].choices)
    context = {
        "form": form,
        "page": page,
        "reviews_all": selectors.user_reviews_all(request.user),
        "variant_groups": form.variant_groups(),
        "record_help": form.record_help(),
        "builders": record_builder.builders(offered),
        "builder_players": record_builder.BUILDER_PLAYERS,
    }
    return render(request, "adjudications/index.html", context, status=status)


def _example_form(game):
    """An unbound form holding `game`'s example record (the first game's when `game` has none): its complete
    record where it has one, which adjudicates to the end without a note that the game stopped early."""
    game = game if examples.example(game) else next(iter(examples.examples()), None)
    return AdjudicationForm(initial={"game": game, "record": examples.example_to_load(game) if game else ""})


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
