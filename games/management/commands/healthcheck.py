import json

from django.core.management.base import BaseCommand, CommandError

from config.health import health


class Command(BaseCommand):
    help = "Print the health of the database, the broker and the workers as JSON; exit 1 when unhealthy."

    def handle(self, *args, **options):
        report, healthy = health()
        self.stdout.write(json.dumps(report))
        if not healthy:
            raise CommandError("unhealthy")
