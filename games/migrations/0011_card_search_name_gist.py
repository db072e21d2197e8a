"""A GiST trigram index on Card.search_name (PostgreSQL): an import's "did you mean" asks for the names
nearest a misspelt one (ORDER BY search_name <-> 'text' LIMIT n), which only a GiST index serves in
distance order; the GIN index of migration 0003 scans every row sharing a trigram (docs/benchmarks/builder.md)."""

from django.db import migrations


def create_index(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(
            "CREATE INDEX IF NOT EXISTS card_search_name_gist ON games_card USING gist (search_name gist_trgm_ops)"
        )


def drop_index(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("DROP INDEX IF EXISTS card_search_name_gist")


class Migration(migrations.Migration):
    dependencies = [("games", "0010_game_revision")]

    operations = [migrations.RunPython(create_index, drop_index)]
