"""Game.revision: a token that changes whenever any card, format or format list changes, so a web or
worker process can keep card indexes and format rules in memory and know with one small query whether
they are still current (games.catalogue).

Database triggers change it, so every way of writing cards is covered: save, bulk_create, COPY (the
rulings and card importers use it), bulk_update, update, delete, and a rolled-back test never leaves a
token behind that a later change could repeat (tokens are random, not counters). Every game's token
changes together: writes are imports and edits, rare next to reads, and one statement keeps them cheap.
"""

from django.db import migrations, models

TABLES = ("games_card", "games_format", "games_formatcard")

PG_FUNCTION = """
CREATE OR REPLACE FUNCTION games_bump_revision() RETURNS trigger AS $$
BEGIN
  UPDATE games_game SET revision = md5(random()::text || clock_timestamp()::text);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
"""


def pg_triggers(table):
    return (
        f"CREATE TRIGGER {table}_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON {table} "
        "FOR EACH STATEMENT EXECUTE FUNCTION games_bump_revision();"
    )


def sqlite_triggers(table):
    return [
        f"CREATE TRIGGER {table}_revision_{event.lower()} AFTER {event} ON {table} BEGIN "  # noqa: S608 (constants)
        "UPDATE games_game SET revision = lower(hex(randomblob(8))); END;"
        for event in ("INSERT", "UPDATE", "DELETE")
    ]


def create(apps, schema_editor):
    with schema_editor.connection.cursor() as cursor:
        if schema_editor.connection.vendor == "postgresql":
            cursor.execute(PG_FUNCTION)
            for table in TABLES:
                cursor.execute(pg_triggers(table))
        else:
            for table in TABLES:
                for sql in sqlite_triggers(table):
                    cursor.execute(sql)


def drop(apps, schema_editor):
    with schema_editor.connection.cursor() as cursor:
        postgres = schema_editor.connection.vendor == "postgresql"
        for table in TABLES:
            if postgres:
                cursor.execute(f"DROP TRIGGER IF EXISTS {table}_revision ON {table};")
            else:
                for event in ("insert", "update", "delete"):
                    cursor.execute(f"DROP TRIGGER IF EXISTS {table}_revision_{event};")
        if postgres:
            cursor.execute("DROP FUNCTION IF EXISTS games_bump_revision();")


class Migration(migrations.Migration):
    dependencies = [("games", "0009_esferas_printed_points")]

    operations = [
        migrations.AddField(
            model_name="game",
            name="revision",
            field=models.CharField(
                max_length=32, blank=True, default="", help_text="Changes whenever its cards or formats change."
            ),
        ),
        migrations.RunPython(create, drop),
    ]
