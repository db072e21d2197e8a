from django.apps import AppConfig
from django.utils.module_loading import autodiscover_modules
from django.utils.translation import gettext_lazy as _


class JobsConfig(AppConfig):
    name = "jobs"
    verbose_name = _("Background jobs")

    def ready(self):
        from . import registry, services  # they import models: loaded once the app registry is ready

        registry.register_source("jobs", services.batch_source())
        # Each app's job_kinds module registers its handlers and claimable work (jobs.registry): jobs
        # names no app.
        autodiscover_modules("job_kinds")
