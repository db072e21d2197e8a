"""Bulk validation's handler moved from decks.bulk to decks.validation.bulk: jobs stored before
the move name the old path, which their remaining batches and CSV reports still load."""

from django.db import migrations

MOVED = {"decks.bulk": "decks.validation.bulk"}


def forwards(apps, schema_editor):
    Job = apps.get_model("jobs", "Job")
    for old, new in MOVED.items():
        Job.objects.filter(handler=old).update(handler=new)


def backwards(apps, schema_editor):
    Job = apps.get_model("jobs", "Job")
    for old, new in MOVED.items():
        Job.objects.filter(handler=new).update(handler=old)


class Migration(migrations.Migration):
    dependencies = [("jobs", "0001_initial")]
    operations = [migrations.RunPython(forwards, backwards)]
