"""Esferas cards say their numbers as printed (docs/cards.md): a combat card `points` "defence/attack" with
both numbers, a modifier `points` "+D+A". Combat cards written before (an `attack` or a `defence` number
alone) get both numbers, the missing one 0, and their `points`. A demo modifier's bare number was its
attack bonus; a real card's bare modifier number says neither, so it stays, for the engine to refuse by name
until the file is imported again with its printed "+D+A"."""

from django.db import migrations

COMBAT = {"Attack", "Defence"}


def forwards(apps, schema_editor):
    Card = apps.get_model("games", "Card")
    changed = []
    for card in Card.objects.filter(game__slug="esferas"):
        attrs = dict(card.attrs or {})
        if card.type in COMBAT and "points" not in attrs and ("attack" in attrs or "defence" in attrs):
            defence, attack = attrs.get("defence") or 0, attrs.get("attack") or 0
            attrs.update(points=f"{defence}/{attack}", defence=defence, attack=attack)
        elif card.type == "Modifier" and card.is_demo and isinstance(attrs.get("modifier"), int):
            attrs["points"] = f"+0{attrs.pop('modifier'):+d}"
        else:
            continue
        card.attrs = attrs
        changed.append(card)
    Card.objects.bulk_update(changed, ["attrs"], batch_size=500)


class Migration(migrations.Migration):
    dependencies = [("games", "0008_card_search_joined_words")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
