from django.conf import settings
from django.db import models


class Profile(models.Model):
    """What a user chose for themselves: the interface language follows them to any device."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile")
    language = models.CharField(max_length=8, blank=True, choices=settings.LANGUAGES)

    def __str__(self):
        return f"{self.user} ({self.language or 'browser language'})"
