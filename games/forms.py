from django import forms
from django.conf import settings
from django.template.defaultfilters import filesizeformat

from .models import Card, Game

# Which file a game's import expects, per kind: (allowed suffixes, what to call it).
EXPECTED = {
    ("cards", "yugioh"): ((".cdb",), "a ygopro/EDOPro card database (.cdb)"),
    ("cards", "dbs"): ((".csv",), "a CSV file"),
    ("cards", "dbz"): ((".csv",), "a CSV file"),
    ("cards", "esferas"): ((".csv",), "a CSV file"),
    ("banlist", "yugioh"): ((".conf", ".txt"), "an lflist.conf file"),
    ("banlist", "dbs"): ((".csv",), "a code,limit[,name] CSV file"),
}


class CardImportForm(forms.Form):
    game = forms.ChoiceField()
    kind = forms.ChoiceField(
        choices=[("cards", "Card database"), ("banlist", "Banlist (formats)")], label="What the file holds"
    )
    file = forms.FileField()
    name = forms.CharField(
        required=False, max_length=200, help_text="DBS banlists: the format's name (default: the file name)."
    )
    valid_from = forms.DateField(
        required=False,
        label="Valid from",
        widget=forms.DateInput(attrs={"type": "date"}),
        help_text="When the list's name carries no date.",
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["game"].choices = [(g.slug, g.name) for g in Game.objects.exclude(slug="tractor")]

    def demo_games(self):
        """[(game, demo cards, real cards)]: the page offers to remove a game's demo cards beside the upload."""
        return Card.objects.demo_summary()

    def clean_file(self):
        upload = self.cleaned_data["file"]
        if upload.size > settings.UPLOAD_MAX_BYTES:
            raise forms.ValidationError(f"The file is larger than {filesizeformat(settings.UPLOAD_MAX_BYTES)}.")
        return upload

    def clean(self):
        data = super().clean()
        game, kind, upload = data.get("game"), data.get("kind"), data.get("file")
        if not (game and kind and upload):
            return data
        expected = EXPECTED.get((kind, game))
        if expected is None:
            self.add_error("kind", f"There is no {kind} import for this game.")
        elif not upload.name.lower().endswith(expected[0]):
            self.add_error("file", f"Expected {expected[1]}, got {upload.name!r}.")
        return data


class DemoRemoveForm(forms.Form):
    game = forms.ModelChoiceField(
        queryset=Game.objects.all(), to_field_name="slug", error_messages={"invalid_choice": "Unknown game %(value)r."}
    )
