"""Rulings and rules documents, indexed for full-text search in their own language.

The search columns (`index_*`, `search_vector`) are filled by the database: on PostgreSQL a trigger
builds `search_vector` with the language's configuration, on SQLite triggers keep an FTS5 table in
step (migration 0002). The code only fills `index_*` (the text to index; Thai segmented into words).
"""

import functools

from django.conf import settings
from django.contrib.postgres.search import SearchVectorField
from django.db import models
from django.urls import reverse
from django.utils.translation import get_language, get_language_info
from django.utils.translation import gettext_lazy as _

from games.models import Card, Game

from .search import languages

LANGUAGE_CHOICES = [(code, languages.LANGUAGE_NAMES[code]) for code in languages.LANGUAGES]


def _language_check(name):
    return models.CheckConstraint(condition=models.Q(language__in=languages.LANGUAGES), name=name)


@functools.lru_cache(maxsize=1024)  # a page of results names the same few documents over and over
def _made_name(kind, game, language, active):
    made = {
        Document.FAQ: _("%(game)s FAQ rulings, in %(language)s"),
        Document.RULES: _("%(game)s rules, in %(language)s"),
    }[kind]
    return str(made % {"game": game, "language": get_language_info(language)["name_translated"]})


# The source of the demo rulings shipped with Arbiter (judging/demo.py): a real import takes them out.
DEMO_SOURCE_PREFIX = "arbiter-demo:"


class Searchable(models.Model):
    """What the full-text index and the question search read of a ruling or a rules section."""

    # Ruling: A question, B answer, C section heading and keywords; section: A heading, B body, C its path.
    index_a = models.TextField(blank=True, editable=False)
    index_b = models.TextField(blank=True, editable=False)
    index_c = models.TextField(blank=True, editable=False)
    search_vector = SearchVectorField(null=True, editable=False)
    # Sentence embeddings (judging/embeddings.py): float16 rows, one per passage, and the hash of the
    # passages embedded; filled by the embedding job, so empty until it has run.
    embedding = models.BinaryField(null=True, editable=False)
    embedding_hash = models.CharField(max_length=40, blank=True, editable=False, db_default="")

    class Meta:
        abstract = True


class Document(models.Model):
    """A source document: an FAQ of rulings or a rules text, in one language."""

    FAQ, RULES = "faq", "rules"
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="documents")
    kind = models.CharField(max_length=10, choices=[(FAQ, _("FAQ rulings")), (RULES, _("Rules"))])
    title = models.CharField(max_length=300, blank=True, help_text="As the importer gave it; empty for none.")
    language = models.CharField(max_length=2, choices=LANGUAGE_CHOICES)
    source = models.CharField(max_length=300, help_text="File name or address it was imported from.")
    version = models.CharField(max_length=50, blank=True, help_text="Version or date as the document gives it.")
    imported_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["game", "kind", "title"]
        constraints = [
            models.UniqueConstraint(fields=["game", "kind", "language", "source"], name="document_unique_source"),
            _language_check("document_language_known"),
        ]

    def __str__(self):
        return f"{self.name} ({self.language})"

    def get_absolute_url(self):
        return reverse("rulings-document", args=[self.pk])

    @property
    def name(self):
        return self.name_for(self.game)

    def name_for(self, game):
        """What a reader sees: the title given at import, else one made from the game, the kind and
        the language ("Dragon Ball Super Card Game FAQ rulings, in French"), never the file name.
        `game` is this document's, passed where the caller already holds it (search results)."""
        if self.title and self.title != self.source:
            return self.title
        return _made_name(self.kind, game.name, self.language, get_language())


class Keyword(models.Model):
    """A game keyword a ruling concerns ([Barrière]); `slug` is its folded form for lookups."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="keywords")
    name = models.CharField(max_length=100)
    slug = models.CharField(max_length=100)

    class Meta:
        ordering = ["game", "name"]
        constraints = [models.UniqueConstraint(fields=["game", "slug"], name="keyword_unique_slug")]

    def __str__(self):
        return self.name


class Ruling(Searchable):
    CURRENT, SUPERSEDED = "current", "superseded"
    STATUS_CHOICES = [(CURRENT, _("Current")), (SUPERSEDED, _("Superseded"))]

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="rulings")
    document = models.ForeignKey(Document, null=True, blank=True, on_delete=models.CASCADE, related_name="rulings")
    language = models.CharField(max_length=2, choices=LANGUAGE_CHOICES)
    key = models.CharField(max_length=300, blank=True, help_text="Identity inside its document, for re-imports.")
    section = models.CharField(max_length=300, blank=True, help_text="Heading path, e.g. 'Mots-clefs › [Barrière]'.")
    number = models.PositiveSmallIntegerField(null=True, blank=True, help_text="Number within its section.")
    question = models.TextField()
    answer = models.TextField()
    date = models.DateField(null=True, blank=True)
    status = models.CharField(max_length=12, choices=STATUS_CHOICES, default=CURRENT)
    superseded_by = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="supersedes"
    )
    is_new = models.BooleanField(default=False, help_text="Marked new in its edition (NOUVEAU).")
    characters = models.JSONField(default=list, blank=True)
    origins = models.JSONField(default=list, blank=True)
    keywords = models.ManyToManyField(Keyword, blank=True, related_name="rulings")
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["document", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["document", "key"], condition=~models.Q(key=""), name="ruling_unique_key_in_document"
            ),
            _language_check("ruling_language_known"),
            models.CheckConstraint(condition=models.Q(status__in=["current", "superseded"]), name="ruling_status"),
        ]
        # No language here: with it the planner ANDs a bitmap of every row of the language with the
        # GIN hits, which costs more than filtering the few GIN hits (measured on 100,000 rulings).
        indexes = [models.Index(fields=["game", "status"])]

    def __str__(self):
        return f"{self.label}: {self.question[:60]}"

    def get_absolute_url(self):
        return reverse("rulings-detail", args=[self.pk])

    @property
    def label(self):
        return f"Q{self.number}" if self.number else f"#{self.pk}"

    def fill_index(self, keyword_names=()):
        lang = self.language
        self.index_a = languages.index_text(self.question, lang)
        self.index_b = languages.index_text(self.answer, lang)
        self.index_c = languages.index_text(" ".join([self.section, *keyword_names]), lang)


class CardCitation(models.Model):
    """A card a ruling cites, by code; linked to the card when the game has it, kept as text otherwise."""

    ruling = models.ForeignKey(Ruling, on_delete=models.CASCADE, related_name="citations")
    code = models.CharField(max_length=64)
    name = models.CharField(max_length=255, blank=True)
    card = models.ForeignKey(Card, null=True, blank=True, on_delete=models.SET_NULL, related_name="citations")

    class Meta:
        ordering = ["ruling", "code"]
        constraints = [models.UniqueConstraint(fields=["ruling", "code"], name="citation_unique_code")]
        indexes = [models.Index(fields=["code"])]

    def __str__(self):
        return f"{self.code} {self.name}"


class RulingRevision(models.Model):
    """The text a ruling had before an edit, with who changed it and when."""

    ruling = models.ForeignKey(Ruling, on_delete=models.CASCADE, related_name="revisions")
    section = models.CharField(max_length=300, blank=True)
    question = models.TextField()
    answer = models.TextField()
    status = models.CharField(max_length=12)
    edited_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    edited_at = models.DateTimeField(auto_now_add=True)
    note = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["ruling", "-edited_at", "-id"]

    def __str__(self):
        return f"{self.ruling_id} @ {self.edited_at:%Y-%m-%d %H:%M}"


class RulesSection(Searchable):
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="sections")
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="rules_sections")
    language = models.CharField(max_length=2, choices=LANGUAGE_CHOICES)
    key = models.CharField(max_length=400, help_text="Heading path and occurrence, for re-imports.")
    path = models.JSONField(default=list, help_text="Heading path, outermost first.")
    heading = models.CharField(max_length=600)
    body = models.TextField()
    order = models.PositiveIntegerField()

    class Meta:
        ordering = ["document", "order"]
        constraints = [
            models.UniqueConstraint(fields=["document", "key"], name="section_unique_key_in_document"),
            _language_check("section_language_known"),
        ]
        indexes = [models.Index(fields=["game", "language"])]

    def __str__(self):
        return self.heading

    def get_absolute_url(self):
        return reverse("rulings-section", args=[self.pk])

    def fill_index(self):
        self.index_a = languages.index_text(self.path[-1] if self.path else "", self.language)
        self.index_b = languages.index_text(self.body, self.language)
        self.index_c = languages.index_text(" ".join(self.path[:-1]), self.language)


class Term(models.Model):
    """A folded word of the corpus in one language: the vocabulary typo tolerance corrects against."""

    language = models.CharField(max_length=2, choices=LANGUAGE_CHOICES)
    word = models.CharField(max_length=100)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["language", "word"], name="term_unique_word")]

    def __str__(self):
        return f"{self.language}:{self.word}"


class EmbeddingRevision(models.Model):
    """A counter the embedding job raises whenever it writes vectors: each process compares it with the
    revision of the matrix it holds (judging/semantic.py), one indexed row to read per question."""

    name = models.CharField(max_length=20, primary_key=True)
    revision = models.PositiveBigIntegerField(default=0)

    def __str__(self):
        return f"{self.name}@{self.revision}"
