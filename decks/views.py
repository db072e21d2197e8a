"""Deck pages around the editor: deck lists, new deck, the read-only view, clone, history."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import urlencode
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from config.i18n import isolated, without_language_prefix
from config.roles import require
from games.selectors import format_labels

from . import builder, selectors, services
from .forms import NewDeckForm
from .presenters import editor_context, section_label

PUBLIC_PER_GAME = 20


def deck_list(request):
    """My decks, then public decks grouped by game; each with the legality of its last save."""
    game = request.GET.get("game") or None
    public = selectors.deck_list_public(game=game)
    games = selectors.game_buildable()
    by_game = []
    for g in games:
        if game and g.slug != game:
            continue
        decks = list(public.filter(game=g)[: PUBLIC_PER_GAME * (5 if game else 1)])
        by_game.append((g, decks))
    mine = selectors.deck_list_for_owner(user=request.user) if request.user.is_authenticated else None
    context = {"mine": mine, "public_by_game": by_game, "games": games, "game": game, "new_form": NewDeckForm()}
    return render(request, "decks/list.html", context)


@login_required
def deck_new(request):
    """Open the editor on a draft of the chosen game: nothing is stored until its first save."""
    form = NewDeckForm(request.POST or None)
    if request.method == "POST":
        if form.is_valid():
            try:
                services.deck_limit_check(owner=request.user)
            except services.DeckLimit as exc:
                messages.error(request, str(exc))
                return redirect("deck-list")
            url = reverse("deck-draft", args=[form.cleaned_data["game"].slug])
            name = form.cleaned_data["name"]
            return redirect(f"{url}?{urlencode({'name': name})}" if name else url)
        return render(request, "decks/new.html", {"form": form}, status=400)
    return render(request, "decks/new.html", {"form": form})


def deck_detail(request, deck_id):
    """The read-only view: what a share link opens. Others' private decks are 404."""
    deck = selectors.deck_get_visible(user=request.user, deck_id=deck_id)
    context = editor_context(deck, sections=deck.sections(), format=deck.format, style=deck.style)
    context["is_owner"] = selectors.deck_is_owner(deck=deck, user=request.user)
    context["share_url"] = request.build_absolute_uri(without_language_prefix(deck.get_absolute_url()))
    return render(request, "decks/detail.html", context)


@require_POST
@login_required
def deck_clone(request, deck_id):
    deck = selectors.deck_get_visible(user=request.user, deck_id=deck_id)
    try:
        copy = services.deck_clone(deck=deck, owner=request.user)
    except services.DeckLimit as exc:
        messages.error(request, str(exc))
        return redirect("deck-detail", deck.pk)
    messages.success(request, _("Cloned “%(name)s”: this copy is yours and private.") % {"name": isolated(deck.name)})
    return redirect("deck-edit", copy.pk)


@require_POST
@login_required
def deck_delete(request, deck_id):
    deck = selectors.deck_get_visible(user=request.user, deck_id=deck_id)
    require(selectors.deck_is_owner(deck=deck, user=request.user), _("Only the owner can delete this deck."))
    services.deck_delete(deck_id=deck.pk, user=request.user)
    messages.success(request, _("Deleted “%(name)s”.") % {"name": isolated(deck.name)})
    return redirect("deck-list")


def deck_history(request, deck_id):
    """Every saved revision, and what changed between two of them (?a=&b=)."""
    deck = selectors.deck_get_visible(user=request.user, deck_id=deck_id)
    revisions = list(selectors.deck_revisions(deck=deck))
    numbers = {r.number: r for r in revisions}
    compare = None
    try:
        a, b = int(request.GET.get("a", "")), int(request.GET.get("b", ""))
    except ValueError:
        a = b = None
    if a in numbers and b in numbers:
        old, new = numbers[min(a, b)], numbers[max(a, b)]
        changes = builder.diff(old.sections, new.sections)
        cards = selectors.cards_by_code(game=deck.game, codes=[c for _, c, _, _ in changes])
        rows = [
            {
                "section": section_label(deck.game.slug, s),
                "name": cards[c].name if c in cards else c,
                "code": c,
                "before": x,
                "after": y,
            }
            for s, c, x, y in changes
        ]
        labels = format_labels(game_slug=deck.game.slug, slugs=[old.format_slug, new.format_slug])
        formats = [labels.get(r.format_slug, r.format_slug) for r in (old, new)]
        compare = {"old": old, "new": new, "rows": rows, "formats": formats}
    elif request.GET.get("a") or request.GET.get("b"):
        messages.error(request, _("Choose two revisions of this deck to compare."))
    default_b = revisions[0].number if revisions else None
    default_a = revisions[1].number if len(revisions) > 1 else default_b
    context = {"deck": deck, "revisions": revisions, "compare": compare, "a": a or default_a, "b": b or default_b}
    context["is_owner"] = selectors.deck_is_owner(deck=deck, user=request.user)
    return render(request, "decks/history.html", context)


@require_POST
@login_required
def deck_restore(request, deck_id, number):
    deck = selectors.deck_get_visible(user=request.user, deck_id=deck_id)
    require(selectors.deck_is_owner(deck=deck, user=request.user), _("Only the owner can restore a revision."))
    if not deck.revisions.filter(number=number).exists():
        raise Http404(_("No such revision"))
    deck = services.deck_restore(deck_id=deck.pk, user=request.user, number=number)
    restored = {"number": number, "revision": deck.revision}
    messages.success(request, _("Revision %(number)s restored as revision %(revision)s.") % restored)
    return redirect("deck-edit", deck.pk)
