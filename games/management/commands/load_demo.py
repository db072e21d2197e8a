from django.core.management.base import BaseCommand
from django.db import transaction

from games.demo import DEMO_ALTERNATES, DEMO_SETS
from games.models import Card, Game


def load_demo():
    """Upsert the demo cards by (game, code): running it again changes nothing."""
    counts = {}
    with transaction.atomic():
        for slug, cards in DEMO_SETS.items():
            game = Game.objects.get(slug=slug)
            for card in cards():
                Card.objects.update_or_create(
                    game=game, code=card["code"], defaults={k: v for k, v in card.items() if k != "code"}
                )
            counts[slug] = Card.objects.filter(game=game).count()
        for slug, alternate_code, base_code in DEMO_ALTERNATES:
            base = Card.objects.get(game__slug=slug, code=base_code)
            attrs = dict(base.attrs)
            if slug == "dbs":
                attrs["base_code"] = base_code
            Card.objects.update_or_create(
                game=base.game,
                code=alternate_code,
                defaults={
                    "name": base.name,
                    "type": base.type,
                    "text": base.text,
                    "attrs": attrs,
                    "alternate_of": base,
                },
            )
    return {slug: Card.objects.filter(game__slug=slug).count() for slug in DEMO_SETS}


class Command(BaseCommand):
    help = "Load the demo card set of each collectible game (idempotent)."

    def handle(self, *args, **options):
        counts = load_demo()
        summary = ", ".join(f"{slug} {count}" for slug, count in counts.items())
        self.stdout.write(f"Demo cards in the database: {summary}")
