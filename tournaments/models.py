"""Tournaments: events, their staff and players, decklists, rounds and matches, standings snapshots,
deck checks, penalties and the append-only audit log. The algorithms are pure modules beside these
(pairing, standings, penalties); services.py is where several of these models meet."""

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from config.roles import EVENT_JUDGE, EVENT_SCOREKEEPER
from games.rules import registry

from .standings import OUTCOMES

USER = settings.AUTH_USER_MODEL
CUT_SIZES = (0, 4, 8, 16, 32)
# What the organiser sets when creating an event, the same on the page's form and in the API.
EVENT_SETTINGS = (
    "game",
    "format",
    "name",
    "date",
    "location",
    "capacity",
    "rounds",
    "best_of",
    "points_win",
    "points_draw",
    "points_loss",
    "top_cut",
    "registration_opens",
    "registration_closes",
    "decklist_deadline",
    "decklists_public",
    "late_entries",
    "auto_drop_illegal",
    "description",
    "round_minutes",
    "check_in_required",
)
# What the organiser may change once the event exists (the edit page and PATCH), each change audited.
EVENT_EDITABLE = (
    "name",
    "description",
    "location",
    "capacity",
    "rounds",
    "round_minutes",
    "decklist_deadline",
    "decklists_public",
    "late_entries",
    "check_in_required",
)
ROUND_MINUTES_MAX = 240


class Event(models.Model):
    class Stage(models.TextChoices):
        REGISTRATION = "registration", _("Registration")
        SWISS = "swiss", _("Swiss rounds")
        CUT = "cut", _("Top cut")
        FINISHED = "finished", _("Finished")

    game = models.ForeignKey("games.Game", on_delete=models.PROTECT, related_name="events")
    format = models.ForeignKey("games.Format", on_delete=models.PROTECT, null=True, blank=True, related_name="events")
    name = models.CharField(max_length=200)
    date = models.DateField()
    location = models.CharField(max_length=200, blank=True)
    capacity = models.PositiveIntegerField(null=True, blank=True)
    rounds = models.PositiveSmallIntegerField(null=True, blank=True, help_text=_("Empty: the usual count."))
    best_of = models.PositiveSmallIntegerField(choices=[(1, "1"), (3, "3")], default=1)
    points_win = models.PositiveSmallIntegerField(default=3)
    points_draw = models.PositiveSmallIntegerField(default=1)
    points_loss = models.PositiveSmallIntegerField(default=0)
    tiebreakers = models.JSONField(default=list, blank=True)
    top_cut = models.PositiveSmallIntegerField(choices=[(n, str(n)) for n in CUT_SIZES], default=0)
    registration_opens = models.DateTimeField(null=True, blank=True)
    registration_closes = models.DateTimeField(null=True, blank=True)
    decklist_deadline = models.DateTimeField(null=True, blank=True)
    decklists_public = models.BooleanField(default=False)
    late_entries = models.BooleanField(default=False)
    auto_drop_illegal = models.BooleanField(default=False)
    description = models.TextField(blank=True, max_length=4000)
    # the length of a round's clock when it starts; a round keeps the length it started with
    round_minutes = models.PositiveSmallIntegerField(default=50)
    # players who have not checked in when round 1 is paired are dropped (and the waiting list promoted)
    check_in_required = models.BooleanField(default=False)
    organiser = models.ForeignKey(USER, on_delete=models.PROTECT, related_name="organised_events")
    stage = models.CharField(max_length=20, choices=Stage.choices, default=Stage.REGISTRATION)
    seed = models.CharField(max_length=40, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-date", "-id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(best_of__in=(1, 3)), name="event_best_of_1_or_3"),
            models.CheckConstraint(condition=models.Q(top_cut__in=CUT_SIZES), name="event_top_cut_size"),
            models.CheckConstraint(
                condition=models.Q(round_minutes__gte=1, round_minutes__lte=ROUND_MINUTES_MAX),
                name="event_round_minutes_range",
            ),
        ]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("event-page", args=[self.pk])

    @property
    def has_decklists(self):
        return registry.get(self.game.slug).has_decks

    @property
    def is_pairs(self):
        return registry.get(self.game.slug).pairs

    @property
    def points(self):
        return (self.points_win, self.points_draw, self.points_loss)

    def chain(self):
        return tuple(self.tiebreakers or ("points", "omw", "oomw"))

    def decklists_locked(self, now=None):
        return self.decklist_deadline is not None and (now or timezone.now()) >= self.decklist_deadline

    def registration_open(self, now=None):
        now = now or timezone.now()
        if self.registration_opens and now < self.registration_opens:
            return False
        if self.registration_closes and now >= self.registration_closes:
            return False
        return self.stage == self.Stage.REGISTRATION or (self.late_entries and self.stage == self.Stage.SWISS)


class EventStaff(models.Model):
    """A user the organiser named to help run one event: a judge (one may be the head judge) or a
    scorekeeper. Their powers hold for this event only (config.roles says which)."""

    class Role(models.TextChoices):
        JUDGE = EVENT_JUDGE, _("Judge")
        SCOREKEEPER = EVENT_SCOREKEEPER, _("Scorekeeper")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="staff")
    user = models.ForeignKey(USER, on_delete=models.CASCADE, related_name="staffed_events")
    role = models.CharField(max_length=12, choices=Role.choices, default=Role.JUDGE)
    is_head = models.BooleanField(default=False)

    class Meta:
        verbose_name_plural = "event staff"
        constraints = [
            models.UniqueConstraint(fields=["event", "user"], name="event_judge_once"),
            models.UniqueConstraint(fields=["event"], condition=models.Q(is_head=True), name="event_one_head_judge"),
            models.CheckConstraint(
                condition=models.Q(is_head=False) | models.Q(role=EVENT_JUDGE), name="event_head_is_a_judge"
            ),
        ]

    def __str__(self):
        return f"{self.user} ({self.role}) at {self.event}"


class Registration(models.Model):
    class Status(models.TextChoices):
        ACTIVE = "active", _("Registered")
        WAITING = "waiting", _("Waiting list")
        DROPPED = "dropped", _("Dropped")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="registrations")
    user = models.ForeignKey(USER, on_delete=models.SET_NULL, null=True, blank=True, related_name="registrations")
    name = models.CharField(max_length=100)
    partner_name = models.CharField(max_length=100, blank=True, help_text=_("Tractor: the fixed partner."))
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.ACTIVE)
    checked_in = models.BooleanField(default=False)
    drop_requested = models.BooleanField(default=False)
    dropped_after = models.PositiveSmallIntegerField(null=True, blank=True)
    late_losses = models.PositiveSmallIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["event", "user"], condition=models.Q(user__isnull=False), name="registration_once_per_user"
            ),
        ]

    def __str__(self):
        return f"{self.name} & {self.partner_name}" if self.partner_name else self.name

    @property
    def shown_name(self):
        return str(self)


class Decklist(models.Model):
    registration = models.OneToOneField(Registration, on_delete=models.CASCADE, related_name="decklist")
    text = models.TextField()
    legal = models.BooleanField(default=False)
    verdict = models.JSONField(default=dict)
    unlocked = models.BooleanField(default=False, help_text=_("The organiser reopened it after the deadline."))
    submitted_at = models.DateTimeField(default=timezone.now)

    def __str__(self):
        return f"decklist of {self.registration}"


class Round(models.Model):
    class Kind(models.TextChoices):
        SWISS = "swiss", _("Swiss")
        CUT = "cut", _("Top cut")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="rounds_played")
    number = models.PositiveSmallIntegerField()
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.SWISS)
    created_at = models.DateTimeField(auto_now_add=True)
    # The round's clock (tournaments.clock): its length, fixed when it starts; the seconds it ran before its
    # last pause; since when it runs (None: paused, or not started while clock_minutes is None too).
    clock_minutes = models.PositiveSmallIntegerField(null=True, blank=True)
    clock_elapsed = models.FloatField(default=0)
    clock_running_since = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["event", "number"]
        constraints = [models.UniqueConstraint(fields=["event", "number"], name="round_number_once")]

    def __str__(self):
        return f"{self.event} round {self.number}"


class Match(models.Model):
    OUTCOMES = OUTCOMES

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="matches")
    table = models.PositiveIntegerField(default=0)
    a = models.ForeignKey(Registration, on_delete=models.PROTECT, related_name="matches_as_a")
    b = models.ForeignKey(Registration, on_delete=models.PROTECT, null=True, blank=True, related_name="matches_as_b")
    notes = models.JSONField(default=list, blank=True)
    outcome = models.CharField(max_length=12, blank=True, choices=[(o, o) for o in OUTCOMES])
    a_games = models.PositiveSmallIntegerField(default=0)
    b_games = models.PositiveSmallIntegerField(default=0)
    draws = models.PositiveSmallIntegerField(default=0)
    no_show = models.BooleanField(default=False)
    reported = models.JSONField(null=True, blank=True, help_text=_("A player's report awaiting the other's."))
    reported_by = models.ForeignKey(Registration, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    # the opponent's report when it differs from the first one: both are kept until a judge settles them
    disputed = models.JSONField(null=True, blank=True, help_text=_("The opponent's different report."))
    disputed_by = models.ForeignKey(Registration, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    adjudications = models.ManyToManyField("adjudications.Adjudication", blank=True, related_name="matches")

    class Meta:
        ordering = ["round", "table", "id"]
        verbose_name_plural = "matches"

    def __str__(self):
        return f"{self.round} table {self.table}"

    @property
    def is_bye(self):
        return self.b_id is None

    @property
    def finished(self):
        return bool(self.outcome)

    @property
    def in_conflict(self):
        """The players reported different results and no judge has settled them yet."""
        return self.disputed is not None and not self.outcome

    def players(self):
        return [r for r in (self.a, self.b) if r is not None]


class ExtraTime(models.Model):
    """Minutes a judge added to one table's clock (a deck check, a long ruling), with the reason."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="extra_times")
    minutes = models.PositiveSmallIntegerField()
    reason = models.CharField(max_length=200)
    judge = models.ForeignKey(USER, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]
        verbose_name_plural = "extra time"

    def __str__(self):
        return f"+{self.minutes} min at {self.match}"


class JudgeCall(models.Model):
    """A player's call for a judge at their table: open, taken by one judge (a conditional update, so two
    judges cannot both take it), closed with its outcome."""

    class Status(models.TextChoices):
        OPEN = "open", _("Waiting for a judge")
        TAKEN = "taken", _("A judge is coming")
        CLOSED = "closed", _("Closed")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="judge_calls")
    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="judge_calls")
    table = models.PositiveIntegerField()
    caller = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="judge_calls")
    note = models.CharField(max_length=300, blank=True)
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.OPEN)
    taken_by = models.ForeignKey(USER, on_delete=models.PROTECT, null=True, blank=True, related_name="+")
    taken_at = models.DateTimeField(null=True, blank=True)
    outcome = models.CharField(max_length=500, blank=True)
    closed_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self):
        return f"judge call at table {self.table} of {self.event}"


class StandingsSnapshot(models.Model):
    round = models.OneToOneField(Round, on_delete=models.CASCADE, related_name="snapshot")
    rows = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return f"standings after {self.round}"


class DeckCheck(models.Model):
    class Verdict(models.TextChoices):
        PENDING = "pending", _("Pending")
        MATCH = "match", _("Matches the list")
        MISMATCH = "mismatch", _("Does not match")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="deck_checks")
    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="deck_checks")
    round = models.ForeignKey(Round, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    judge = models.ForeignKey(USER, on_delete=models.PROTECT, related_name="+")
    verdict = models.CharField(max_length=10, choices=Verdict.choices, default=Verdict.PENDING)
    notes = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return f"deck check of {self.registration}"


class Penalty(models.Model):
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="penalties")
    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="penalties")
    round = models.ForeignKey(Round, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    match = models.ForeignKey(Match, on_delete=models.SET_NULL, null=True, blank=True, related_name="penalties")
    judge = models.ForeignKey(USER, on_delete=models.PROTECT, related_name="+")
    infraction = models.CharField(max_length=20)
    category = models.CharField(max_length=60)
    default_penalty = models.CharField(max_length=20)
    penalty = models.CharField(max_length=20)
    deviation_reason = models.TextField(blank=True)
    approved_by = models.ForeignKey(USER, on_delete=models.PROTECT, null=True, blank=True, related_name="+")
    description = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]
        verbose_name_plural = "penalties"

    def __str__(self):
        return f"{self.penalty} for {self.registration} ({self.infraction})"


class AuditQuerySet(models.QuerySet):
    def update(self, **kwargs):
        raise PermissionError("the audit log is append-only")

    def delete(self):
        raise PermissionError("the audit log is append-only")


class AuditEntry(models.Model):
    """Who changed what, when, before and after. Rows are written once: save() of an existing row,
    delete() and queryset updates refuse, and the admin offers neither change nor delete."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="audit")
    actor = models.ForeignKey(USER, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    at = models.DateTimeField(default=timezone.now)
    kind = models.CharField(max_length=20)  # pairing, result, decklist, penalty, registration, deck_check
    action = models.CharField(max_length=40)
    object_id = models.PositiveBigIntegerField(null=True, blank=True)
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)

    objects = AuditQuerySet.as_manager()

    class Meta:
        ordering = ["at", "id"]
        verbose_name_plural = "audit entries"

    def __str__(self):
        return f"{self.kind}.{self.action} by {self.actor} at {self.at:%Y-%m-%d %H:%M:%S}"

    def save(self, *args, **kwargs):
        if self.pk is not None:
            raise PermissionError("the audit log is append-only")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise PermissionError("the audit log is append-only")
