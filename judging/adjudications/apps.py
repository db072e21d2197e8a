from django.apps import AppConfig


class AdjudicationsConfig(AppConfig):
    name = "judging.adjudications"
    label = "adjudications"
    verbose_name = "Adjudications"
