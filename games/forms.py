from django import forms
from django.conf import settings
from django.template.defaultfilters import filesizeformat
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from .models import Card, Game
from .rules import registry

# What each file kind of the importers (a descriptor's card_file, banlist_file) is: (allowed suffixes, its name).
FILE_KINDS = {
    "cdb": ((".cdb",), gettext_lazy("a ygopro/EDOPro card database (.cdb)")),
    "csv": ((".csv",), gettext_lazy("a CSV file")),
    "lflist": ((".conf", ".txt"), gettext_lazy("an lflist.conf file")),
    "limit_csv": ((".csv",), gettext_lazy("a code,limit[,name] CSV file")),
}


def expected_file(kind, game):
    """(suffixes, name) of the file the import of `kind` ("cards", "banlist") of game slug `game` reads, or None."""
    descriptor = registry.find(game)
    if descriptor is None:
        return None
    return FILE_KINDS.get(descriptor.card_file if kind == "cards" else descriptor.banlist_file)


class CardImportForm(forms.Form):
    game = forms.ChoiceField(label=gettext_lazy("Game"))
    kind = forms.ChoiceField(
        choices=[("cards", gettext_lazy("Card database")), ("banlist", gettext_lazy("Banlist (formats)"))],
        label=gettext_lazy("What the file holds"),
    )
    file = forms.FileField(label=gettext_lazy("File"))
    name = forms.CharField(
        label=gettext_lazy("Name"),
        required=False,
        max_length=200,
        help_text=gettext_lazy("DBS banlists: the format's name (default: the file name)."),
    )
    valid_from = forms.DateField(
        required=False,
        label=gettext_lazy("Valid from"),
        widget=forms.DateInput(attrs={"type": "date"}),
        help_text=gettext_lazy("When the list's name carries no date."),
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        imported = [g.slug for g in registry.all_games() if g.card_file]
        self.fields["game"].choices = [(g.slug, g.name) for g in Game.objects.filter(slug__in=imported)]

    def demo_games(self):
        """[(game, demo cards, real cards)]: the page offers to remove a game's demo cards beside the upload."""
        return Card.objects.demo_summary()

    def clean_file(self):
        upload = self.cleaned_data["file"]
        if upload.size > settings.UPLOAD_MAX_BYTES:
            raise forms.ValidationError(
                _("The file is larger than %(size)s.") % {"size": filesizeformat(settings.UPLOAD_MAX_BYTES)}
            )
        return upload

    def clean(self):
        data = super().clean()
        game, kind, upload = data.get("game"), data.get("kind"), data.get("file")
        if not (game and kind and upload):
            return data
        expected = expected_file(kind, game)
        if expected is None:
            self.add_error("kind", _("There is no %(kind)s import for this game.") % {"kind": kind})
        elif not upload.name.lower().endswith(expected[0]):
            self.add_error(
                "file", _("Expected %(expected)s, got %(name)s.") % {"expected": expected[1], "name": repr(upload.name)}
            )
        return data


class DemoRemoveForm(forms.Form):
    game = forms.ModelChoiceField(
        queryset=Game.objects.all(),
        to_field_name="slug",
        error_messages={"invalid_choice": gettext_lazy("Unknown game %(value)r.")},
    )
