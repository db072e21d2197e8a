"""Generated lower-case columns for the card search's attribute filters (t:, a:, r:, c:, k:), with indexes.

Before, each of those filters parsed `attrs` of every card of the game (a full scan, 80-110 ms at
20,000 cards). The columns are computed by the database, so every writer keeps them right. On
PostgreSQL one multicolumn trigram GIN index serves `LIKE '%value%'` on the four substring columns;
a: compares whole values through a (game, search_attribute) btree. (game, search_name) serves the
deck lists that resolve cards by name.
"""

import django.db.models.fields.json
import django.db.models.functions.comparison
import django.db.models.functions.text
from django.db import migrations, models

TRIGRAM_INDEX = (
    "CREATE INDEX IF NOT EXISTS card_search_attrs_trgm ON games_card USING gin "
    "(search_type gin_trgm_ops, search_race gin_trgm_ops, search_color gin_trgm_ops, search_keywords gin_trgm_ops)"
)


def create_trigram_index(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(TRIGRAM_INDEX)


def drop_trigram_index(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("DROP INDEX IF EXISTS card_search_attrs_trgm")


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0005_card_attr_number_indexes"),
    ]

    operations = [
        migrations.AddField(
            model_name="card",
            name="search_attribute",
            field=models.GeneratedField(
                db_persist=True,
                expression=django.db.models.functions.text.Lower(
                    django.db.models.functions.comparison.Coalesce(
                        django.db.models.fields.json.KeyTextTransform("attribute", "attrs"),
                        models.Value(""),
                        output_field=models.TextField(),
                    )
                ),
                output_field=models.TextField(),
            ),
        ),
        migrations.AddField(
            model_name="card",
            name="search_color",
            field=models.GeneratedField(
                db_persist=True,
                expression=django.db.models.functions.text.Lower(
                    django.db.models.functions.text.Concat(
                        django.db.models.functions.comparison.Coalesce(
                            django.db.models.fields.json.KeyTextTransform("color", "attrs"),
                            models.Value(""),
                            output_field=models.TextField(),
                        ),
                        models.Value("\x1f"),
                        django.db.models.functions.comparison.Coalesce(
                            django.db.models.fields.json.KeyTextTransform("style", "attrs"),
                            models.Value(""),
                            output_field=models.TextField(),
                        ),
                        output_field=models.TextField(),
                    )
                ),
                output_field=models.TextField(),
            ),
        ),
        migrations.AddField(
            model_name="card",
            name="search_keywords",
            field=models.GeneratedField(
                db_persist=True,
                expression=django.db.models.functions.text.Lower(
                    django.db.models.functions.comparison.Coalesce(
                        django.db.models.fields.json.KeyTextTransform("keywords", "attrs"),
                        models.Value(""),
                        output_field=models.TextField(),
                    )
                ),
                output_field=models.TextField(),
            ),
        ),
        migrations.AddField(
            model_name="card",
            name="search_race",
            field=models.GeneratedField(
                db_persist=True,
                expression=django.db.models.functions.text.Lower(
                    django.db.models.functions.text.Concat(
                        django.db.models.functions.comparison.Coalesce(
                            django.db.models.fields.json.KeyTextTransform("race", "attrs"),
                            models.Value(""),
                            output_field=models.TextField(),
                        ),
                        models.Value("\x1f"),
                        django.db.models.functions.comparison.Coalesce(
                            django.db.models.fields.json.KeyTextTransform("trait", "attrs"),
                            models.Value(""),
                            output_field=models.TextField(),
                        ),
                        output_field=models.TextField(),
                    )
                ),
                output_field=models.TextField(),
            ),
        ),
        migrations.AddField(
            model_name="card",
            name="search_type",
            field=models.GeneratedField(
                db_persist=True,
                expression=django.db.models.functions.text.Lower(
                    django.db.models.functions.text.Concat(
                        django.db.models.functions.comparison.Coalesce(
                            "type", models.Value(""), output_field=models.TextField()
                        ),
                        models.Value("\x1f"),
                        django.db.models.functions.comparison.Coalesce(
                            django.db.models.fields.json.KeyTextTransform("types", "attrs"),
                            models.Value(""),
                            output_field=models.TextField(),
                        ),
                        output_field=models.TextField(),
                    )
                ),
                output_field=models.TextField(),
            ),
        ),
        migrations.AddIndex(
            model_name="card",
            index=models.Index(fields=["game", "search_name"], name="card_game_search_name"),
        ),
        migrations.AddIndex(
            model_name="card",
            index=models.Index(fields=["game", "search_attribute"], name="card_game_search_attribute"),
        ),
        migrations.RunPython(create_trigram_index, drop_trigram_index),
    ]
