"""The floor's forms: editing an event, extra time for a table, a judge call and its outcome."""

from django import forms
from django.utils.translation import gettext_lazy as _

from .forms import DATETIME, EventForm
from .models import EVENT_EDITABLE, ROUND_MINUTES_MAX, Event
from .services.judge_calls import NOTE_MAX, OUTCOME_MAX
from .services.round_clock import EXTRA_MINUTES_MAX


class EventEditForm(forms.ModelForm):
    round_minutes = forms.IntegerField(
        label=EventForm.Meta.labels["round_minutes"], min_value=1, max_value=ROUND_MINUTES_MAX
    )

    class Meta:
        model = Event
        fields = list(EVENT_EDITABLE)
        labels = EventForm.Meta.labels
        help_texts = {
            "rounds": _("Empty: the usual number for the field."),
            "capacity": _("Empty: no limit. Raising it lets the waiting list in, in order."),
        }
        widgets = {"decklist_deadline": DATETIME, "description": forms.Textarea(attrs={"rows": 4})}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["decklist_deadline"].input_formats = ["%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M"]


class ExtraTimeForm(forms.Form):
    minutes = forms.IntegerField(label=_("Extra minutes"), min_value=1, max_value=EXTRA_MINUTES_MAX)
    reason = forms.CharField(label=_("Reason"), max_length=200)


class JudgeCallForm(forms.Form):
    table = forms.IntegerField(label=_("Table"), min_value=0, max_value=100_000)
    note = forms.CharField(label=_("What happened (optional)"), max_length=NOTE_MAX, required=False)


class JudgeCallCloseForm(forms.Form):
    outcome = forms.CharField(label=_("Outcome"), max_length=OUTCOME_MAX, widget=forms.Textarea(attrs={"rows": 2}))
