"""Partial expression indexes on the numeric attrs the card search compares (PostgreSQL).

`atk>=2500` compiles to `attrs ? 'atk' AND (attrs -> 'atk') >= '2500' AND (attrs -> 'atk') <= bound`:
a range on the indexed expression, so a count reads the matching cards instead of every card.
"""

from django.db import migrations

KEYS = ("atk", "def", "level", "cost", "power", "combo", "pur")


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for key in KEYS:
        schema_editor.execute(
            f"CREATE INDEX IF NOT EXISTS card_attr_{key} ON games_card "
            f"(game_id, (attrs -> '{key}')) WHERE attrs ? '{key}'"
        )


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for key in KEYS:
            schema_editor.execute(f"DROP INDEX IF EXISTS card_attr_{key}")


class Migration(migrations.Migration):
    dependencies = [("games", "0004_card_attr_statistics")]

    operations = [migrations.RunPython(create, drop)]
