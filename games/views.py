from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST

from config.i18n import isolated
from config.roles import require

from .demo import demo_remove
from .forms import DemoRemoveForm
from .models import Game
from .services import user_can_import


def home(request):
    return render(request, "home.html", {"games": Game.objects.all()})


@require_POST
@login_required
def demo_cards_remove(request):
    """The import page's button: delete one game's demo cards, so they stop mixing with its real cards."""
    require(user_can_import(request.user), _("Only judges and organisers remove demo cards."))
    form = DemoRemoveForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest(" ".join(form.errors["game"]), content_type="text/plain")
    game = form.cleaned_data["game"]
    removed = demo_remove(game)
    if removed:
        text = ngettext(
            "Removed %(count)d demo card of %(game)s.", "Removed %(count)d demo cards of %(game)s.", removed
        )
        messages.success(request, text % {"count": removed, "game": game.name})
    else:
        messages.info(request, _("%(game)s has no demo cards.") % {"game": isolated(game.name)})
    return redirect("card-import")
