"""Folded search columns on Card, filled for existing rows, with trigram GIN indexes on PostgreSQL."""

import unicodedata

from django.db import migrations, models


def fold(text):
    decomposed = unicodedata.normalize("NFKD", text or "")
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


def fill(apps, schema_editor):
    Card = apps.get_model("games", "Card")
    cards = list(Card.objects.only("id", "name", "text"))
    for card in cards:
        card.search_name, card.search_text = fold(card.name), fold(card.text)
    Card.objects.bulk_update(cards, ["search_name", "search_text"], batch_size=1000)


# gin_trgm_ops serves LIKE '%word%' and the trigram similarity operators (%, <%) from one index.
INDEXES = [
    "CREATE INDEX IF NOT EXISTS card_search_name_trgm ON games_card USING gin (search_name gin_trgm_ops)",
    "CREATE INDEX IF NOT EXISTS card_search_text_trgm ON games_card USING gin (search_text gin_trgm_ops)",
]


def create_indexes(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for sql in INDEXES:
            schema_editor.execute(sql)


def drop_indexes(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("DROP INDEX IF EXISTS card_search_name_trgm")
        schema_editor.execute("DROP INDEX IF EXISTS card_search_text_trgm")


class Migration(migrations.Migration):
    dependencies = [("games", "0002_core_data")]

    operations = [
        migrations.AddField(
            model_name="card",
            name="search_name",
            field=models.CharField(blank=True, default="", editable=False, max_length=255),
        ),
        migrations.AddField(
            model_name="card",
            name="search_text",
            field=models.TextField(blank=True, default="", editable=False),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop),
        migrations.RunPython(create_indexes, drop_indexes),
    ]
