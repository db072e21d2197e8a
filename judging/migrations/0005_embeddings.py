"""Embedding columns on rulings and sections, and the revision counter of the passage matrix.

On SQLite, adding a NOT NULL column rebuilds the table, and the rebuild drops the triggers that keep
the FTS5 index in step (migration 0002): they are created again, the same, at the end.
"""

from django.db import migrations, models

TABLES = ("judging_ruling", "judging_rulessection")


def sqlite_fts_triggers(apps, schema_editor):
    if schema_editor.connection.vendor != "sqlite":
        return
    run = schema_editor.execute
    for table in TABLES:
        fts = f"{table}_fts"
        insert = (
            f"INSERT INTO {fts}(rowid, a, b, c, language) "  # noqa: S608 - our own table names
            "VALUES (new.id, new.index_a, new.index_b, new.index_c, new.language);"
        )
        delete = f"DELETE FROM {fts} WHERE rowid = old.id;"  # noqa: S608 - our own table names
        for suffix, event, body in (
            ("ai", "INSERT", insert),
            ("ad", "DELETE", delete),
            ("au", "UPDATE", delete + " " + insert),
        ):
            run(f"DROP TRIGGER IF EXISTS {fts}_{suffix}")
            run(f"CREATE TRIGGER {fts}_{suffix} AFTER {event} ON {table} BEGIN {body} END")


class Migration(migrations.Migration):
    dependencies = [
        ("judging", "0004_ruling_language_vector_gin"),
    ]

    operations = [
        migrations.CreateModel(
            name="EmbeddingRevision",
            fields=[
                ("name", models.CharField(max_length=20, primary_key=True, serialize=False)),
                ("revision", models.PositiveBigIntegerField(default=0)),
            ],
        ),
        migrations.AddField(
            model_name="rulessection",
            name="embedding",
            field=models.BinaryField(null=True),
        ),
        migrations.AddField(
            model_name="rulessection",
            name="embedding_hash",
            field=models.CharField(blank=True, db_default="", editable=False, max_length=40),
        ),
        migrations.AddField(
            model_name="ruling",
            name="embedding",
            field=models.BinaryField(null=True),
        ),
        migrations.AddField(
            model_name="ruling",
            name="embedding_hash",
            field=models.CharField(blank=True, db_default="", editable=False, max_length=40),
        ),
        migrations.RunPython(sqlite_fts_triggers, sqlite_fts_triggers),
    ]
