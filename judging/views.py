"""Pages: search as you type, a ruling, a rules section, a document, judges' editing and import."""

from dataclasses import astuple
from functools import wraps

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.safestring import mark_safe
from django.utils.translation import get_language, get_language_info, pgettext
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from config.results_cache import ResultsCache
from config.roles import may_edit_rulings, require
from games.i18n import localise_message

from . import revision, selectors, services
from .forms import AskForm, ImportForm, NewRulingForm, RulingForm, SearchForm
from .importers.faq import FaqFormatError
from .models import Document, RulesSection, Ruling


def judge_required(view):
    """Anonymous visitors go to the login page; signed-in non-judges get 403."""

    @login_required
    @wraps(view)
    def wrapper(request, *args, **kwargs):
        require(may_edit_rulings(request.user), _("Only judges can change rulings."))
        return view(request, *args, **kwargs)

    return wrapper


def _fields(data, *names):
    """The named fields of a form's cleaned data, as the keyword arguments of the service they go to."""
    return {name: data[name] for name in names}


def _results(form):
    if not form.is_valid():
        return None, "; ".join(e for errors in form.errors.values() for e in errors)
    data = form.cleaned_data
    if not (data["q"].strip() or data["card"] or data["keyword"]):
        return None, ""
    params = selectors.SearchParams(**{k: data[k] for k in ("q", "game", "lang", "kind", "status", "card", "keyword")})
    params.first = (get_language() or "").split("-")[0]  # search follows the interface: its language's results first
    try:
        return revision.kept(PAGE_SEARCHES, astuple(params), lambda: _found(params)), ""
    except selectors.SearchError as exc:
        return None, str(exc)


PAGE_SEARCHES = ResultsCache("Rulings page")


def _found(params):
    result = selectors.ruling_search(params=params)
    hits = []
    for hit in result.hits:
        item = selectors.hit_as_dict(hit, result.words)
        item["snippet"] = mark_safe(item["snippet"])
        hits.append(item)
    found = {"hits": hits, "corrected": result.corrected, "has_more": result.has_more}
    if not hits:  # say what there is to search, so the reader knows whether another game or language would help
        found["coverage"] = [
            (game, [get_language_info(lang)["name_translated"] for lang in langs])
            for game, langs in selectors.coverage()
        ]
    return found


def search(request):
    form = SearchForm(request.GET or None)
    results, error = _results(form) if request.GET else (None, "")
    context = {"form": form, "results": results, "error": error, "is_judge": may_edit_rulings(request.user)}
    context["ask_form"] = AskForm(auto_id="ask_%s")  # the question mode's box (judging/ask_views.py)
    template = "judging/_results.html" if request.htmx else "judging/search.html"
    return render(request, template, context)


def ruling_detail(request, pk):
    try:
        ruling = selectors.ruling_detail(pk=pk)
    except Ruling.DoesNotExist:
        what = pgettext("not found: there is no …", "ruling %(number)s") % {"number": pk}
        return render(request, "judging/not_found.html", {"what": what}, status=404)
    return render(request, "judging/ruling_detail.html", {"ruling": ruling, "is_judge": may_edit_rulings(request.user)})


def section_detail(request, pk):
    section = get_object_or_404(RulesSection.objects.select_related("document", "game"), pk=pk)
    around = RulesSection.objects.filter(document=section.document, order__in=[section.order - 1, section.order + 1])
    neighbours = {s.order: s for s in around.only("pk", "order", "heading")}
    return render(
        request,
        "judging/section_detail.html",
        {
            "section": section,
            "previous": neighbours.get(section.order - 1),
            "next": neighbours.get(section.order + 1),
        },
    )


def document_detail(request, pk):
    document = get_object_or_404(Document.objects.select_related("game"), pk=pk)
    sections = document.sections.only("pk", "heading", "order", "path")
    rulings = document.rulings.only("pk", "number", "section", "question", "status", "is_new")
    return render(
        request, "judging/document_detail.html", {"document": document, "sections": sections, "rulings": rulings}
    )


@judge_required
@require_http_methods(["GET", "POST"])
def ruling_edit(request, pk):
    ruling = get_object_or_404(Ruling, pk=pk)
    initial = {"section": ruling.section, "question": ruling.question, "answer": ruling.answer}
    form = RulingForm(request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        services.ruling_update(
            ruling=ruling,
            user=request.user,
            **_fields(data, "question", "answer", "section", "note"),
        )
        messages.success(request, _("Ruling saved; the previous text is in its history."))
        return redirect(ruling)
    return render(request, "judging/ruling_form.html", {"form": form, "ruling": ruling})


@judge_required
@require_http_methods(["GET", "POST"])
def ruling_new(request):
    initial = {"supersedes": request.GET.get("supersedes")}
    old = None
    if initial["supersedes"] and str(initial["supersedes"]).isdigit():
        old = Ruling.objects.filter(pk=initial["supersedes"]).first()
        if old:
            initial.update(game=old.game.slug, language=old.language, section=old.section)
    form = NewRulingForm(request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        old = Ruling.objects.filter(pk=data["supersedes"]).first() if data["supersedes"] else None
        if data["supersedes"] and old is None:
            form.add_error("supersedes", _("There is no ruling %(number)s.") % {"number": data["supersedes"]})
        elif old and old.game_id != data["game"].pk:
            form.add_error("supersedes", _("A ruling can only supersede a ruling of the same game."))
        else:
            ruling = services.ruling_create(
                **_fields(data, "game", "language", "question", "answer", "section"), user=request.user
            )
            if old:
                services.ruling_supersede(old=old, new=ruling, user=request.user, note=data["note"])
            messages.success(request, _("Ruling added."))
            return redirect(ruling)
    return render(request, "judging/ruling_form.html", {"form": form, "ruling": None, "old": old})


@judge_required
@require_http_methods(["GET", "POST"])
def document_upload(request):
    form = ImportForm(request.POST or None, request.FILES or None)
    report = None
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            report = services.document_import(
                **_fields(data, "kind", "game", "language", "text", "title", "version"),
                source=data["file"].name[:300],
            )
        except (FaqFormatError, ValueError) as exc:
            form.add_error("file", localise_message(exc))
    status = 400 if request.method == "POST" and not form.is_valid() else 200
    return render(request, "judging/upload.html", {"form": form, "report": report}, status=status)
