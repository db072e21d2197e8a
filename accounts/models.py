from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class Profile(models.Model):
    """What a user chose for themselves: the interface language follows them to any device."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile")
    language = models.CharField(max_length=8, blank=True, choices=settings.LANGUAGES)

    def __str__(self):
        return f"{self.user} ({self.language or 'browser language'})"


class JudgeRequest(models.Model):
    """A user asks for the site-wide judge role; a staff member grants or refuses it from a page. The rows
    stay as the record of who asked, who decided and when."""

    class Status(models.TextChoices):
        PENDING = "pending", _("Waiting for a decision")
        GRANTED = "granted", _("Granted")
        REFUSED = "refused", _("Refused")

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="judge_requests")
    note = models.TextField(blank=True, max_length=1000, help_text=_("Why: experience, certification, events."))
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    created_at = models.DateTimeField(auto_now_add=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    decided_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["user"], condition=models.Q(status="pending"), name="judge_request_one_pending"
            ),
        ]

    def __str__(self):
        return f"{self.user} asks to judge ({self.status})"
