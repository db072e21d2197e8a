from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AccountsConfig(AppConfig):
    name = "accounts"
    verbose_name = _("Accounts")

    def ready(self):
        # local import: the extension names accounts.lockout, whose models need the app registry ready
        from . import schema  # noqa: F401
