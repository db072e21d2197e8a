from django.apps import AppConfig
from django.db.backends.signals import connection_created

from .db_health import install


class ArbiterConfig(AppConfig):
    """Project-wide wiring that belongs to no one app."""

    name = "config"

    def ready(self):
        connection_created.connect(install, dispatch_uid="config.db_health")
