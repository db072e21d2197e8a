from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class GamesConfig(AppConfig):
    name = "games"
    verbose_name = _("Games and cards")

    def ready(self):
        from django.utils.translation import gettext, ngettext

        from .i18n import translate_word
        from .rules.messages import set_translation

        # The pure rules' errors (decklists, deck state, validation input) then read in the request's language.
        set_translation(template=gettext, word=translate_word, plural=ngettext)
