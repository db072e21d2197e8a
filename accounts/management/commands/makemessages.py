"""`makemessages` that also finds the pure rules' messages: N_("template") and count(n, "one", "other")."""

from django.core.management.commands import makemessages


class Command(makemessages.Command):
    xgettext_options = [*makemessages.Command.xgettext_options, "--keyword=N_", "--keyword=count:2,3"]
