"""An event's judges become its staff: judges and scorekeepers, each row with its role (issue 29, 30)."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0001_tournaments"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.RenameModel(old_name="EventJudge", new_name="EventStaff"),
        migrations.AlterModelOptions(name="eventstaff", options={"verbose_name_plural": "event staff"}),
        migrations.AlterField(
            model_name="eventstaff",
            name="event",
            field=models.ForeignKey(
                on_delete=django.db.models.deletion.CASCADE, related_name="staff", to="tournaments.event"
            ),
        ),
        migrations.AlterField(
            model_name="eventstaff",
            name="user",
            field=models.ForeignKey(
                on_delete=django.db.models.deletion.CASCADE, related_name="staffed_events", to=settings.AUTH_USER_MODEL
            ),
        ),
        migrations.AddField(
            model_name="eventstaff",
            name="role",
            field=models.CharField(
                choices=[("judge", "Judge"), ("scorekeeper", "Scorekeeper")], default="judge", max_length=12
            ),
        ),
        migrations.AddConstraint(
            model_name="eventstaff",
            constraint=models.CheckConstraint(
                condition=models.Q(("is_head", False), ("role", "judge"), _connector="OR"),
                name="event_head_is_a_judge",
            ),
        ),
    ]
