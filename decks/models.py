"""Decks: an owner's named list of cards by section, with every saved version kept as a revision."""

from django.conf import settings
from django.db import models
from django.urls import reverse

from config.text import display_text
from games.models import Format, Game


class DeckQuerySet(models.QuerySet):
    def visible_to(self, user):
        """Decks a user may open: their own and every public one."""
        if user.is_authenticated:
            return self.filter(models.Q(owner=user) | models.Q(is_public=True))
        return self.filter(is_public=True)


class Deck(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="decks")
    game = models.ForeignKey(Game, on_delete=models.PROTECT, related_name="decks")
    format = models.ForeignKey(Format, null=True, blank=True, on_delete=models.SET_NULL, related_name="decks")
    name = models.CharField(max_length=120)
    notes = models.TextField(blank=True, max_length=5000)
    # Dragon Ball Z decks declare a Mastery style; the validator reads it.
    style = models.CharField(max_length=30, blank=True)
    is_public = models.BooleanField(default=False)
    # The number of the latest revision: a save must name it, so a stale tab cannot overwrite a newer save.
    revision = models.PositiveIntegerField(default=0)
    # Legality as of the last save, so list pages need not re-validate every deck.
    legal = models.BooleanField(null=True)
    problem_count = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = DeckQuerySet.as_manager()

    class Meta:
        ordering = ["-updated_at", "-id"]
        indexes = [
            models.Index(fields=["owner", "-updated_at"]),
            models.Index(fields=["is_public", "game"]),
        ]

    def __str__(self):
        return self.name

    def save(self, *args, **kwargs):
        self.name = display_text(self.name)  # every way a deck is named (editor, API, import) comes through here
        super().save(*args, **kwargs)

    def get_absolute_url(self):
        return reverse("deck-detail", args=[self.pk])

    def sections(self):
        """{section: {code: count}} in the order the cards were stored."""
        result = {}
        for card in self.cards.all():
            result.setdefault(card.section, {})[card.code] = card.count
        return result


class DeckCard(models.Model):
    """How many copies of one card (by code) a deck holds in one section."""

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="cards")
    section = models.CharField(max_length=20)
    code = models.CharField(max_length=64)
    count = models.PositiveSmallIntegerField()
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["deck", "position", "id"]
        constraints = [
            models.UniqueConstraint(fields=["deck", "section", "code"], name="deckcard_unique_entry"),
            models.CheckConstraint(condition=models.Q(count__gte=1), name="deckcard_count_positive"),
        ]

    def __str__(self):
        return f"{self.count}x {self.code} ({self.section})"


class DeckRevision(models.Model):
    """The deck as one save left it. Revisions are never edited."""

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="revisions")
    number = models.PositiveIntegerField()
    name = models.CharField(max_length=120)
    format_slug = models.CharField(max_length=100, blank=True)
    style = models.CharField(max_length=30, blank=True)
    # {section: {code: count}}, the same shape as Deck.sections().
    sections = models.JSONField(default=dict)
    legal = models.BooleanField(null=True)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["deck", "-number"]
        constraints = [models.UniqueConstraint(fields=["deck", "number"], name="deckrevision_unique_number")]

    def __str__(self):
        return f"{self.deck_id} r{self.number}"

    def card_total(self):
        return sum(sum(cards.values()) for cards in self.sections.values())
