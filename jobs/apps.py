from django.apps import AppConfig
from django.utils.module_loading import autodiscover_modules
from django.utils.translation import gettext_lazy as _


class JobsConfig(AppConfig):
    name = "jobs"
    verbose_name = _("Background jobs")

    def ready(self):
        # Each app's job_kinds module (this one's too) registers its handlers and claimable work with
        # jobs.registry: jobs names no app.
        autodiscover_modules("job_kinds")
