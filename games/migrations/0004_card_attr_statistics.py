"""Planner statistics on the numeric attrs that the card search compares (PostgreSQL 14+).

Without them PostgreSQL guesses that `attrs->'atk' >= 2500` keeps 0.5% of the cards, sorts every
match instead of reading the (game, name) index in order, and a page of results costs a full scan.
"""

from django.db import migrations

KEYS = ("atk", "def", "level", "cost", "power", "combo", "pur")


def create(apps, schema_editor):
    connection = schema_editor.connection
    if connection.vendor != "postgresql" or connection.pg_version < 140000:
        return
    expressions = ", ".join(f"(attrs -> '{key}')" for key in KEYS)
    schema_editor.execute(f"CREATE STATISTICS IF NOT EXISTS card_attr_numbers ON {expressions} FROM games_card")


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("DROP STATISTICS IF EXISTS card_attr_numbers")


class Migration(migrations.Migration):
    dependencies = [("games", "0003_card_search_columns")]

    operations = [migrations.RunPython(create, drop)]
