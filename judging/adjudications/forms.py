import json

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from . import registry, services

RECORD_HELP = gettext_lazy(
    'A hand record as JSON: {"levels", "dealer", "hands", "kitty", "bids", "buried", "tricks"}. '
    "It may stop mid-hand; the verdict covers what was played."
)


def game_choices():
    from games.models import Game

    names = dict(Game.objects.filter(slug__in=registry.games_with_engines()).values_list("slug", "name"))
    return [(slug, names.get(slug, slug)) for slug in registry.games_with_engines()]


class AdjudicationForm(forms.Form):
    game = forms.ChoiceField(label=gettext_lazy("Game"), choices=game_choices)
    record = forms.CharField(
        label=gettext_lazy("Record (JSON)"),
        required=False,
        help_text=RECORD_HELP,
        widget=forms.Textarea(attrs={"rows": 10, "spellcheck": "false", "autocomplete": "off"}),
    )
    record_file = forms.FileField(label=gettext_lazy("…or upload a .json file"), required=False)
    kitty_multiplier = forms.ChoiceField(
        label=gettext_lazy("Kitty bonus"),
        choices=[
            ("times", gettext_lazy("Kitty points × twice the number of cards led (the rules)")),
            ("power", gettext_lazy("Kitty points × 2 to the number of cards led")),
        ],
        initial="times",
        widget=forms.RadioSelect,
    )
    follow_tractor = forms.BooleanField(
        label=gettext_lazy("A player holding a tractor must follow a tractor lead with one"), required=False
    )

    def clean_record_file(self):
        upload = self.cleaned_data.get("record_file")
        if upload and upload.size > services.RECORD_MAX_BYTES:
            sizes = {"size": upload.size, "limit": services.RECORD_MAX_BYTES}
            raise forms.ValidationError(_("The file is %(size)d bytes; the limit is %(limit)d.") % sizes)
        return upload

    def clean(self):
        data = super().clean()
        text, upload = (data.get("record") or "").strip(), data.get("record_file")
        if upload:
            try:
                text = upload.read().decode("utf-8-sig")
            except UnicodeDecodeError:
                self.add_error("record_file", _("The file is not UTF-8 text."))
                return data
        elif not text:
            if "record_file" not in self.errors:
                self.add_error("record", _("Paste a record or upload a file."))
            return data
        data["parsed_record"] = self._parsed(text, "record_file" if upload else "record")
        return data

    def _parsed(self, text, field):
        if len(text.encode()) > services.RECORD_MAX_BYTES:
            self.add_error(
                field, _("The record is larger than %(limit)d bytes.") % {"limit": services.RECORD_MAX_BYTES}
            )
            return None
        try:
            record = json.loads(text)
        except json.JSONDecodeError as exc:
            where = {"line": exc.lineno, "column": exc.colno, "error": exc.msg}
            self.add_error(field, _("Not valid JSON: line %(line)d, column %(column)d: %(error)s.") % where)
            return None
        except RecursionError:
            self.add_error(field, _("Not valid JSON: nested too deeply."))
            return None
        if not isinstance(record, dict):
            self.add_error(field, _("The record must be a JSON object ({...})."))
            return None
        return record

    def variant(self):
        return {
            "kitty_multiplier": self.cleaned_data["kitty_multiplier"],
            "follow_tractor": self.cleaned_data["follow_tractor"],
        }
