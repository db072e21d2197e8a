import uuid

from django.conf import settings
from django.db import models
from django.urls import reverse


class Status(models.TextChoices):
    """The life of any background work, a job or an adjudication: queued, running, then done or failed."""

    QUEUED = "queued"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"

    @classmethod
    def finished_values(cls):
        return (cls.DONE, cls.FAILED)


class Job(models.Model):
    """A bulk operation run by workers in batches; every item's result is kept in JobItem."""

    Status = Status

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    kind = models.CharField(max_length=50)
    # Dotted path of the module that processes items: it defines process_batch(inputs, params),
    # CSV_COLUMNS and csv_row(name, result). Set by code, never by a user.
    handler = models.CharField(max_length=200)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    params = models.JSONField(default=dict, blank=True)
    total = models.PositiveIntegerField(default=0)
    done = models.PositiveIntegerField(default=0)
    error = models.TextField(blank=True)
    # The error as a template and its values ({"template", "params"}, games.messages.Message), when it
    # has them: a worker writes it in English, and each page shows it in its reader's language.
    error_message = models.JSONField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"{self.kind} {self.id} ({self.status} {self.done}/{self.total})"

    def get_absolute_url(self):
        return reverse("job-page", args=[self.id])

    @property
    def finished(self):
        return self.status in Status.finished_values()

    @property
    def percent(self):
        return 100 if not self.total else round(100 * self.done / self.total)


class JobBatch(models.Model):
    """Items start..stop-1 of a job: the unit a worker claims (jobs.claims), holding a lease it renews while
    it runs. A whole-job kind (a card import) has one batch, 0..1."""

    job = models.ForeignKey(Job, on_delete=models.CASCADE, related_name="batches")
    start = models.PositiveIntegerField()
    stop = models.PositiveIntegerField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    attempts = models.PositiveSmallIntegerField(default=0)
    claim_token = models.CharField(max_length=64, blank=True, help_text="Task id of the current claim.")
    error = models.TextField(blank=True)
    # When its message was last sent: a queued batch whose message was lost is sent again by the sweep.
    sent_at = models.DateTimeField(null=True, blank=True)
    lease_renewed_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["job", "start"]
        constraints = [models.UniqueConstraint(fields=["job", "start"], name="jobbatch_unique_start")]
        indexes = [
            models.Index(
                fields=["status"], condition=models.Q(status__in=["queued", "running"]), name="jobbatch_unfinished"
            )
        ]

    def __str__(self):
        return f"{self.job_id}[{self.start}:{self.stop}] ({self.status})"


class JobItem(models.Model):
    job = models.ForeignKey(Job, on_delete=models.CASCADE, related_name="items")
    index = models.PositiveIntegerField()
    name = models.CharField(max_length=255, blank=True)
    input = models.JSONField(default=dict)
    result = models.JSONField(null=True, blank=True)

    class Meta:
        ordering = ["job", "index"]
        constraints = [models.UniqueConstraint(fields=["job", "index"], name="jobitem_unique_index")]
        indexes = [
            models.Index(fields=["job", "index"], condition=models.Q(result__isnull=True), name="jobitem_pending")
        ]

    def __str__(self):
        return f"{self.job_id}#{self.index}"
