import unicodedata

from django.core.exceptions import ValidationError
from django.db import models
from django.db.models.fields.json import KeyTextTransform
from django.db.models.functions import Coalesce, Concat, Lower, Replace
from django.urls import reverse

from .formats import format_label
from .rules import registry
from .rules.limits import limits_problems

GAME_SLUGS = registry.slugs()  # the built-in games (games.rules.registry)


class Game(models.Model):
    slug = models.SlugField(max_length=20, unique=True)
    name = models.CharField(max_length=100)
    order = models.PositiveSmallIntegerField(default=0)
    # Set by database triggers on every change to cards, formats and lists (migration 0010, games.catalogue).
    revision = models.CharField(
        max_length=32, blank=True, default="", help_text="Changes whenever its cards or formats change."
    )

    class Meta:
        ordering = ["order", "slug"]

    def __str__(self):
        return self.name


class FormatQuerySet(models.QuerySet):
    def valid_on(self, day):
        """Formats already in force on `day`, newest first (a format without a date is oldest)."""
        return self.filter(models.Q(valid_from__lte=day) | models.Q(valid_from__isnull=True)).order_by(
            models.F("valid_from").desc(nulls_last=True), "-id"
        )


class Format(models.Model):
    """A named, dated ruleset of a game: its construction limits and its card list."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="formats")
    slug = models.SlugField(max_length=100)
    name = models.CharField(max_length=200)
    valid_from = models.DateField(null=True, blank=True)
    # Limits that vary between rule versions, read by games.rules.<game>.construction, e.g.
    # {"main": [40, 60], "extra": [0, 15], "side": [0, 15], "copies": 3}. See docs/formats.md.
    limits = models.JSONField(default=dict, blank=True)
    # A whitelist format is a closed pool: only the cards listed in `card_limits` are legal.
    is_whitelist = models.BooleanField(default=False)
    is_default = models.BooleanField(default=False, help_text="The game's standard rules, no list.")
    source = models.CharField(max_length=300, blank=True)

    objects = FormatQuerySet.as_manager()

    class Meta:
        ordering = ["game", "-valid_from", "name"]
        constraints = [models.UniqueConstraint(fields=["game", "slug"], name="format_unique_slug")]

    def __str__(self):
        return f"{self.game.slug}: {self.name}"

    @property
    def label(self):
        """The name a person reads, in the active language ("Goat, April 2005"); see games.formats."""
        return format_label(
            game_slug=self.game.slug,
            name=self.name,
            valid_from=self.valid_from,
            is_default=self.is_default,
            is_whitelist=self.is_whitelist,
        )

    @property
    def real_lists(self):
        """Built from real lists (a banlist file imported: its `source`), not the rules' standard format: its
        pool holds no demo card, whatever its list says (games.rules.common.demo_card_problems)."""
        return bool(self.source) and not self.is_default

    def clean(self):
        # The construction rules trust these limits: a malformed one is refused here, not met mid-validation.
        super().clean()
        if self.game_id is None:
            return
        problems = limits_problems(self.game.slug, self.limits)
        if problems:
            raise ValidationError({"limits": [ValidationError(p.message, code=p.code) for p in problems]})


class FormatCard(models.Model):
    """A card's limit in a format, keyed by code so a card imported later is covered too."""

    format = models.ForeignKey(Format, on_delete=models.CASCADE, related_name="card_limits")
    code = models.CharField(max_length=64)
    limit = models.PositiveSmallIntegerField()
    name = models.CharField(max_length=255, blank=True, help_text="The name the list gave, if any.")

    class Meta:
        ordering = ["format", "limit", "code"]
        constraints = [models.UniqueConstraint(fields=["format", "code"], name="formatcard_unique_code")]

    def __str__(self):
        return f"{self.code}: {self.limit}"


def fold(text):
    """Case- and accent-free form of a text, so "Pokémon" and "POKEMON" compare equal (search columns)."""
    if not text:
        return ""
    if text.isascii():  # the common case, and 20x faster than decomposing
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


# Separates the values folded into one search column. The query parser refuses control characters,
# so no search value can contain it, and a substring match never spans two values.
SEARCH_SEPARATOR = "\x1f"


def lowered_values(*sources):
    """lower(a || SEP || b ...), each part '' when its attrs key is missing: a generated column's expression.

    A source is a Card column name or ("attrs", key); list values read as their JSON text.
    """
    parts = []
    for source in sources:
        if isinstance(source, tuple):
            source = KeyTextTransform(source[1], source[0])
        parts.append(Coalesce(source, models.Value(""), output_field=models.TextField()))
        parts.append(models.Value(SEARCH_SEPARATOR))
    parts.pop()
    return Lower(Concat(*parts, output_field=models.TextField()) if len(parts) > 1 else parts[0])


# Left out of the t:, r: and k: columns, so that "Quick-Play", "quick play" and "quickplay" read alike and
# a plain LIKE, which the trigram index serves, matches them all. SEARCH_SEPARATOR is not one of them.
WORD_SEPARATORS = (" ", "-", "_")


def joined_words(expression):
    for separator in WORD_SEPARATORS:
        expression = Replace(expression, models.Value(separator), models.Value(""), output_field=models.TextField())
    return expression


# The Card column or attrs keys each generated search column holds, in order.
SEARCH_SOURCES = {
    "search_type": ("type", ("attrs", "types")),
    "search_attribute": (("attrs", "attribute"),),
    "search_race": (("attrs", "race"), ("attrs", "trait")),
    "search_color": (("attrs", "color"), ("attrs", "style")),
    "search_keywords": (("attrs", "keywords"),),
}
JOINED_WORD_COLUMNS = ("search_type", "search_race", "search_keywords")


def generated_search_column(name):
    # Computed by the database on every write (save, bulk_create, update, bulk_update, upserts alike).
    expression = lowered_values(*SEARCH_SOURCES[name])
    if name in JOINED_WORD_COLUMNS:
        expression = joined_words(expression)
    return models.GeneratedField(expression=expression, output_field=models.TextField(), db_persist=True)


class CardQuerySet(models.QuerySet):
    def bulk_create(self, objs, *args, **kwargs):
        # bulk_create skips save(): fill the folded search columns here too.
        objs = list(objs)
        for card in objs:
            card.fill_search_fields()
        update_fields = kwargs.get("update_fields")
        if kwargs.get("update_conflicts") and update_fields and "name" in update_fields:
            # An upsert that rewrites a card rewrites whether it is a demo card: a real card imported
            # over a demo code is real, and must not go when the demo cards are removed.
            kwargs["update_fields"] = list(dict.fromkeys([*update_fields, "is_demo"]))
        return super().bulk_create(objs, *args, **kwargs)

    def demo(self):
        return self.filter(is_demo=True)

    def real(self):
        return self.filter(is_demo=False)

    def demo_summary(self):
        """[(game, demo cards, real cards)] for each game that holds demo cards, in game order."""
        rows = (
            self.order_by()
            .values("game")
            .annotate(demo=models.Count("id", filter=models.Q(is_demo=True)), real=models.Count("id"))
            .filter(demo__gt=0)
        )
        counts = {row["game"]: (row["demo"], row["real"] - row["demo"]) for row in rows}
        return [(game, *counts[game.pk]) for game in Game.objects.filter(pk__in=counts)]

    def demo_among(self, *, game, codes):
        """The demo cards of `game` whose code is in `codes`, by code.

        `codes` may be a queryset of codes (a deck's `cards.values("code")`): then one query tells
        whether a deck holds demo cards, and which.
        """
        return self.filter(game=game, code__in=codes, is_demo=True).order_by("code")


class Card(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="cards")
    code = models.CharField(max_length=64, help_text="Passcode or card number, unique in the game.")
    name = models.CharField(max_length=255)
    type = models.CharField(max_length=100, blank=True)
    text = models.TextField(blank=True)
    # Game-specific typed attributes; the keys per game are documented in docs/cards.md.
    attrs = models.JSONField(default=dict, blank=True)
    alternate_of = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="alternates",
        help_text="The card this is an alternate printing of.",
    )
    # Demo cards are loaded only into a game without real cards, and removed per game (remove_demo).
    is_demo = models.BooleanField(
        default=False, help_text="An invented card of the demo set (games/demo.py), not a real one."
    )
    # Folded (lower case, no accents) copies of name and text, kept by save() and bulk_create();
    # the card search matches against them, through trigram indexes on PostgreSQL.
    search_name = models.CharField(max_length=255, blank=True, default="", editable=False)
    search_text = models.TextField(blank=True, default="", editable=False)
    # Lower-case copies of the text attributes the search filters on (t:, a:, r:, c:, k:), so that a
    # filter reads one short indexed column instead of parsing attrs for every card (SEARCH_SOURCES);
    # type, race and keywords without their spaces, hyphens and underscores (JOINED_WORD_COLUMNS).
    search_type = generated_search_column("search_type")
    search_attribute = generated_search_column("search_attribute")
    search_race = generated_search_column("search_race")
    search_color = generated_search_column("search_color")
    search_keywords = generated_search_column("search_keywords")

    objects = CardQuerySet.as_manager()

    class Meta:
        ordering = ["game", "name", "code"]
        constraints = [models.UniqueConstraint(fields=["game", "code"], name="card_unique_code")]
        indexes = [
            models.Index(fields=["game", "name"]),
            # Deck lists resolve names through search_name; a: compares whole attributes.
            models.Index(fields=["game", "search_name"], name="card_game_search_name"),
            models.Index(fields=["game", "search_attribute"], name="card_game_search_attribute"),
        ]

    def __str__(self):
        return f"{self.name} ({self.code})"

    def save(self, *args, **kwargs):
        self.fill_search_fields()
        update_fields = kwargs.get("update_fields")
        if update_fields is not None and {"name", "text"} & set(update_fields):
            kwargs["update_fields"] = {*update_fields, "search_name", "search_text"}
        super().save(*args, **kwargs)

    def get_absolute_url(self):
        return reverse("card-detail", args=[self.game.slug, self.code])

    def fill_search_fields(self):
        self.search_name = fold(self.name)
        self.search_text = fold(self.text)
