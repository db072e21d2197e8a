"""The forms of the validation pages: where to validate (game, format, date), one decklist, many."""

from django import forms

from games.models import Game
from games.rules import construction_games

from ..decklists import MAX_CHARS
from .bulk import MAX_DECKLISTS


def _game_choices():
    return [(g.slug, g.name) for g in Game.objects.filter(slug__in=construction_games())]


class WhereForm(forms.Form):
    game = forms.ChoiceField()
    format = forms.CharField(required=False, max_length=100)
    date = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["game"].choices = _game_choices()


class ValidateForm(WhereForm):
    decklist = forms.CharField(max_length=MAX_CHARS, strip=False, widget=forms.Textarea(attrs={"rows": 14}))


class BulkForm(WhereForm):
    file = forms.FileField(required=False, help_text=f"A zip of up to {MAX_DECKLISTS:,} decklist files")
    pasted = forms.CharField(required=False, max_length=MAX_CHARS * 20, strip=False, widget=forms.Textarea())

    def clean(self):
        data = super().clean()
        if not data.get("file") and not (data.get("pasted") or "").strip():
            raise forms.ValidationError("Upload a zip of decklists, or paste decklists.")
        return data
