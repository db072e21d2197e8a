"""t:, r: and k: columns without spaces, hyphens and underscores, so a plain LIKE finds words however typed.

Since 632866e t:, r: and k: match "Quick-Play" for `quickplay` through a regular expression that skips
those characters between any two letters; it gives the trigram index next to no trigrams, and the
database rechecked most cards (20,000 yugioh cards: t:fusion 14 -> 25 ms an API request). Leaving the
characters out of the generated columns lets the query do the same with `LIKE '%quickplay%'`.
U+001F between values (and a types list's JSON quotes and commas) stay, so values never join.

A generated column cannot be altered: each is removed and added again, and the multicolumn trigram
index of migration 0006, which PostgreSQL drops with any of its columns, is created again. The
expressions are copied here as they stand, so that a later change of games/models.py does not change
this migration.
"""

from django.db import migrations, models
from django.db.models.fields.json import KeyTextTransform
from django.db.models.functions import Coalesce, Concat, Lower, Replace

SEARCH_SEPARATOR = "\x1f"
WORD_SEPARATORS = (" ", "-", "_")
JOINED_COLUMNS = {
    "search_type": ("type", ("attrs", "types")),
    "search_race": (("attrs", "race"), ("attrs", "trait")),
    "search_keywords": (("attrs", "keywords"),),
}
TRIGRAM_INDEX = (
    "CREATE INDEX IF NOT EXISTS card_search_attrs_trgm ON games_card USING gin "
    "(search_type gin_trgm_ops, search_race gin_trgm_ops, search_color gin_trgm_ops, search_keywords gin_trgm_ops)"
)


def joined_words_column(*sources):
    parts = []
    for source in sources:
        if isinstance(source, tuple):
            source = KeyTextTransform(source[1], source[0])
        parts.append(Coalesce(source, models.Value(""), output_field=models.TextField()))
        parts.append(models.Value(SEARCH_SEPARATOR))
    parts.pop()
    expression = Lower(Concat(*parts, output_field=models.TextField()) if len(parts) > 1 else parts[0])
    for separator in WORD_SEPARATORS:
        expression = Replace(expression, models.Value(separator), models.Value(""), output_field=models.TextField())
    return models.GeneratedField(expression=expression, output_field=models.TextField(), db_persist=True)


def create_trigram_index(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(TRIGRAM_INDEX)


def drop_trigram_index(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("DROP INDEX IF EXISTS card_search_attrs_trgm")


class Migration(migrations.Migration):
    dependencies = [("games", "0007_card_is_demo")]

    operations = [
        migrations.RunPython(drop_trigram_index, create_trigram_index),
        *(migrations.RemoveField(model_name="card", name=name) for name in JOINED_COLUMNS),
        *(
            migrations.AddField(model_name="card", name=name, field=joined_words_column(*sources))
            for name, sources in JOINED_COLUMNS.items()
        ),
        migrations.RunPython(create_trigram_index, drop_trigram_index),
    ]
