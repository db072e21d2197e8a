"""The five games, the judge and organiser groups, each game's default format, and Tractor's faces."""

from django.db import migrations

from games.core_data import ensure_core_data


def forwards(apps, schema_editor):
    ensure_core_data(
        Game=apps.get_model("games", "Game"),
        Format=apps.get_model("games", "Format"),
        Card=apps.get_model("games", "Card"),
        Group=apps.get_model("auth", "Group"),
    )


def create_extensions(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
        schema_editor.execute("CREATE EXTENSION IF NOT EXISTS unaccent")


class Migration(migrations.Migration):
    dependencies = [("games", "0001_initial"), ("auth", "0012_alter_user_first_name_max_length")]

    operations = [
        migrations.RunPython(create_extensions, migrations.RunPython.noop),
        migrations.RunPython(forwards, migrations.RunPython.noop),
    ]
