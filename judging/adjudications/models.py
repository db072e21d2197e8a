import uuid

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone

from jobs.models import Status


class Adjudication(models.Model):
    """A recorded game submitted for a worker to replay under the rules of its game.

    The worker claims the row (status running, attempts + 1, claim_token = its task id) with one
    conditional UPDATE, and writes the verdict with another that only succeeds for the claim it
    holds, so a redelivered task can never write a second verdict.
    """

    Status = Status

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    game = models.ForeignKey("games.Game", on_delete=models.PROTECT, related_name="adjudications")
    record = models.JSONField()
    variant = models.JSONField(default=dict, blank=True)
    requested_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="adjudications")
    idempotency_key = models.CharField(max_length=255, null=True, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    verdict = models.JSONField(null=True, blank=True)
    error = models.TextField(blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    claim_token = models.CharField(max_length=64, blank=True, help_text="Task id of the current claim.")
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    # When its task was last sent: a queued row whose message was lost is sent again by the sweep (jobs.sweep).
    sent_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(
                fields=["requested_by", "idempotency_key"],
                condition=models.Q(idempotency_key__isnull=False),
                name="adjudication_unique_idempotency_key",
            ),
            models.CheckConstraint(
                condition=models.Q(status__in=Status.values),
                name="adjudication_valid_status",
            ),
        ]
        indexes = [models.Index(fields=["requested_by", "-created_at"], name="adjudication_by_requester")]

    def __str__(self):
        return f"{self.game_id} adjudication {self.id} ({self.status})"

    def get_absolute_url(self):
        return reverse("adjudication-page", args=[self.id])

    @property
    def finished(self):
        return self.status in Status.finished_values()
