"""The audit entry keeps its actor's name, so that deleting the user (which clears the link) loses no one."""

from django.conf import settings
from django.db import migrations, models
from django.db.models import OuterRef, Subquery


def fill_names(apps, schema_editor):
    # The historical model's manager is Django's plain one: the append-only guard is on the real model only.
    entry, user = apps.get_model("tournaments", "AuditEntry"), apps.get_model(settings.AUTH_USER_MODEL)
    name = user.objects.filter(pk=OuterRef("actor_id")).values("username")[:1]
    entry.objects.filter(actor__isnull=False).update(actor_name=Subquery(name))


class Migration(migrations.Migration):
    dependencies = [
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
        ("tournaments", "0005_penalty_carried_to_next_match"),
    ]

    operations = [
        migrations.AddField(
            model_name="auditentry",
            name="actor_name",
            field=models.CharField(blank=True, max_length=150),
        ),
        migrations.RunPython(fill_names, migrations.RunPython.noop),
    ]
