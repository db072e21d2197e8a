from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class GamesConfig(AppConfig):
    name = "games"
    verbose_name = _("Games and cards")

    def ready(self):
        from django.conf import settings
        from django.core.exceptions import ImproperlyConfigured
        from django.utils.translation import gettext, ngettext

        from config.card_images import unknown_games

        from .i18n import translate_word
        from .models import GAME_SLUGS
        from .rules.messages import set_translation

        # The pure rules' errors (decklists, deck state, validation input) then read in the request's language.
        set_translation(template=gettext, word=translate_word, plural=ngettext)
        if unknown := unknown_games(settings.CARD_IMAGES, GAME_SLUGS):
            raise ImproperlyConfigured(f"{', '.join(unknown)}: no such game (games are {', '.join(GAME_SLUGS)})")
