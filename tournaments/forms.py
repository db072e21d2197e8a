from django import forms
from django.utils.translation import gettext_lazy as _

from decks.decklists import MAX_CHARS
from games.models import Format, Game

from . import penalties
from .models import CUT_SIZES, EVENT_SETTINGS, ROUND_MINUTES_MAX, Event, EventStaff
from .standings import TIEBREAKERS

DATETIME = forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M")
CHAINS = [
    ("points,omw,oomw", _("Points, OMW%, OOMW% (Konami)")),
    ("points,omw,gw,ogw", _("Points, OMW%, GW%, OGW% (Magic)")),
    ("points,omw,gw,ogw,oomw", _("Points, OMW%, GW%, OGW%, OOMW%")),
]


class EventForm(forms.ModelForm):
    chain = forms.ChoiceField(label=_("Tie-breakers"), choices=CHAINS)

    class Meta:
        model = Event
        fields = list(EVENT_SETTINGS)
        labels = {
            "game": _("Game"),
            "format": _("Format"),
            "name": _("Name"),
            "date": _("Date"),
            "location": _("Location"),
            "capacity": _("Capacity"),
            "rounds": _("Swiss rounds"),
            "best_of": _("Best of"),
            "points_win": _("Points for a win"),
            "points_draw": _("Points for a draw"),
            "points_loss": _("Points for a loss"),
            "top_cut": _("Top cut"),
            "registration_opens": _("Registration opens"),
            "registration_closes": _("Registration closes"),
            "decklist_deadline": _("Decklist deadline"),
            "decklists_public": _("Decklists public after the event"),
            "late_entries": _("Late entries (a loss for each missed round)"),
            "auto_drop_illegal": _("Drop players without a legal list at round 1"),
            "description": _("Description"),
            "round_minutes": _("Round length (minutes)"),
            "check_in_required": _("Players must check in: those who have not by round 1 are dropped"),
        }
        help_texts = {"rounds": _("Empty: the usual number for the field."), "top_cut": _("0: no top cut.")}
        widgets = {
            "date": forms.DateInput(attrs={"type": "date"}),
            "registration_opens": DATETIME,
            "registration_closes": DATETIME,
            "decklist_deadline": DATETIME,
        }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["format"].queryset = Format.objects.select_related("game")
        self.fields["format"].required = False
        self.fields["format"].label_from_instance = lambda fmt: f"{fmt.game.name}: {fmt.label}"
        self.fields["game"].queryset = Game.objects.all()
        self.fields["top_cut"].choices = [(n, str(n)) for n in CUT_SIZES]
        self.fields["round_minutes"].required = False  # empty: the usual length
        self.fields["round_minutes"].widget.attrs.update(min=1, max=ROUND_MINUTES_MAX)

    def clean_round_minutes(self):
        minutes = self.cleaned_data.get("round_minutes")
        if minutes is None:
            return Event._meta.get_field("round_minutes").default
        if not 1 <= minutes <= ROUND_MINUTES_MAX:
            raise forms.ValidationError(_("A round lasts 1 to %(n)d minutes.") % {"n": ROUND_MINUTES_MAX})
        return minutes

    def clean_chain(self):
        chain = self.cleaned_data["chain"].split(",")
        if any(name not in TIEBREAKERS for name in chain):
            raise forms.ValidationError(_("Unknown tie-breaker."))
        return chain

    def clean(self):
        data = super().clean()
        game, fmt = data.get("game"), data.get("format")
        if game and fmt and fmt.game_id != game.pk:
            self.add_error("format", _("The format is not one of this game's."))
        return data


class RegistrationForm(forms.Form):
    name = forms.CharField(label=_("Player name"), max_length=100)
    partner_name = forms.CharField(label=_("Partner (Tractor)"), max_length=100, required=False)


class StaffNameForm(forms.Form):
    username = forms.CharField(label=_("Username"), max_length=150)


class StaffForm(StaffNameForm):
    role = forms.ChoiceField(label=_("Role"), choices=EventStaff.Role.choices, initial=EventStaff.Role.JUDGE)
    head = forms.BooleanField(label=_("Head judge"), required=False)


class DecklistForm(forms.Form):
    decklist = forms.CharField(label=_("Decklist"), max_length=MAX_CHARS, strip=False, widget=forms.Textarea)


class ResultForm(forms.Form):
    outcome = forms.ChoiceField(
        label=_("Result"),
        choices=[
            ("a", _("First player wins")),
            ("b", _("Second player wins")),
            ("draw", _("Draw")),
            ("double_loss", _("Double loss")),
        ],
    )
    a_games = forms.IntegerField(label=_("Games won by the first player"), min_value=0, max_value=2, required=False)
    b_games = forms.IntegerField(label=_("Games won by the second player"), min_value=0, max_value=2, required=False)
    draws = forms.IntegerField(label=_("Drawn games"), min_value=0, max_value=3, required=False)
    no_show = forms.BooleanField(label=_("No-show"), required=False)


class PenaltyForm(forms.Form):
    registration = forms.TypedChoiceField(label=_("Player"), coerce=int)
    infraction = forms.ChoiceField(label=_("Infraction"))
    penalty = forms.ChoiceField(
        label=_("Penalty"), choices=[(p, _(penalties.PENALTY_NAMES[p])) for p in penalties.PENALTIES]
    )
    reason = forms.CharField(label=_("Reason for an upgrade or downgrade"), required=False, max_length=2000)
    description = forms.CharField(label=_("Description"), required=False, max_length=4000, widget=forms.Textarea)
    recompute = forms.BooleanField(
        label=_("If this changes the result of an earlier round, re-compute the standings from that round on"),
        required=False,
    )

    def __init__(self, *args, event, players, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["registration"].choices = [(r.pk, r.shown_name) for r in players]
        self.fields["infraction"].choices = [
            (i.code, f"{_(i.name)} ({_(penalties.PENALTY_NAMES[i.default_penalty])})")
            for i in penalties.CATALOGUES.get(event.game.slug, ())
        ]


class DeckCheckForm(forms.Form):
    count = forms.IntegerField(label=_("Random players"), min_value=0, max_value=500, required=False)
    names = forms.CharField(label=_("Or these players (one name a line)"), required=False, widget=forms.Textarea)


class DeckCheckRecordForm(forms.Form):
    verdict = forms.ChoiceField(
        label=_("Verdict"), choices=[("match", _("Matches the list")), ("mismatch", _("Does not match"))]
    )
    notes = forms.CharField(label=_("Notes"), required=False, max_length=4000, widget=forms.Textarea)
