from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AdjudicationsConfig(AppConfig):
    name = "judging.adjudications"
    label = "adjudications"
    verbose_name = _("Adjudications")
