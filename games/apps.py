from django.apps import AppConfig
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from config.card_images import unknown_games

from .i18n import translate_word
from .rules import registry
from .rules.messages import set_translation


class GamesConfig(AppConfig):
    name = "games"
    verbose_name = _("Games and cards")

    def ready(self):
        # The pure rules' errors (decklists, deck state, validation input) then read in the request's language.
        set_translation(template=gettext, word=translate_word, plural=ngettext)
        games = registry.slugs()
        if unknown := unknown_games(settings.CARD_IMAGES, games):
            raise ImproperlyConfigured(f"{', '.join(unknown)}: no such game (games are {', '.join(games)})")
