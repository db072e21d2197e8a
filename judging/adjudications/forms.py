import json

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.i18n import localise_message
from games.models import Game
from games.rules import registry as games

from . import registry, services


def game_choices():
    names = dict(Game.objects.filter(slug__in=registry.games_with_engines()).values_list("slug", "name"))
    return [(slug, names.get(slug, slug)) for slug in registry.games_with_engines()]


def variant_fields():
    """{game: its variant options (games.rules.variants.VariantField)} of every game with an engine."""
    return {slug: games.get(slug).adjudication().VARIANT_FIELDS for slug in registry.games_with_engines()}


def form_field(option):
    """The form field offering one variant option, its words translated where the page shows them."""
    label = gettext_lazy(option.label)
    choices = [(value, gettext_lazy(text)) for value, text in option.choices]
    if option.kind == "bool":
        return forms.BooleanField(label=label, required=False, initial=option.initial)
    if option.kind == "json":
        attrs = {"spellcheck": "false", "autocomplete": "off", "dir": "ltr", "placeholder": option.placeholder}
        return forms.CharField(label=label, required=False, widget=forms.TextInput(attrs=attrs))
    if option.kind == "number":
        return forms.TypedChoiceField(label=label, choices=choices, coerce=int, empty_value="", initial=option.initial,
                                      required=False, widget=forms.RadioSelect)  # fmt: skip
    return forms.ChoiceField(label=label, choices=choices, initial=option.initial, required=False,
                             widget=forms.RadioSelect)  # fmt: skip


class AdjudicationForm(forms.Form):
    game = forms.ChoiceField(label=gettext_lazy("Game"), choices=game_choices)
    record = forms.CharField(
        label=gettext_lazy("Record (JSON)"),
        required=False,
        widget=forms.Textarea(attrs={"rows": 10, "spellcheck": "false", "autocomplete": "off"}),
    )
    record_file = forms.FileField(label=gettext_lazy("…or upload a .json file"), required=False)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # Each game's variant options; a game without any is judged under the rules as written.
        for options in variant_fields().values():
            for option in options:
                self.fields[option.name] = form_field(option)

    def _clean_json(self, option):
        """A variant option given as JSON text: its value ("" when empty), or the field's error."""
        text = (self.cleaned_data.get(option.name) or "").strip()
        if not text:
            return ""
        try:
            return json.loads(text)
        except (json.JSONDecodeError, RecursionError):
            self.add_error(option.name, _(option.invalid))
            return ""

    def clean_record_file(self):
        upload = self.cleaned_data.get("record_file")
        if upload and upload.size > services.RECORD_MAX_BYTES:
            sizes = {"size": upload.size, "limit": services.RECORD_MAX_BYTES}
            raise forms.ValidationError(_("The file is %(size)d bytes; the limit is %(limit)d.") % sizes)
        return upload

    def clean(self):
        data = super().clean()
        for options in variant_fields().values():
            for option in options:
                if option.kind == "json" and option.name in data:
                    data[option.name] = self._clean_json(option)
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
        """The chosen game's variant from its own fields ({} for a game without options)."""
        options = variant_fields().get(self.cleaned_data["game"], ())
        data = self.cleaned_data
        return {option.key: data[option.name] for option in options if data.get(option.name, "") != ""}

    def submit(self, user):
        """The adjudication a valid form asks for, queued for `user`; None when the form is not valid or the
        pipeline refuses it, its reasons then added to the form's errors in the reader's language."""
        if not self.is_valid() or self.cleaned_data.get("parsed_record") is None:
            return None
        try:
            adjudication, _created = services.adjudication_create(
                game=self.cleaned_data["game"],
                record=self.cleaned_data["parsed_record"],
                variant=self.variant(),
                requested_by=user,
            )
        except registry.InvalidRequest as exc:
            field = exc.field if exc.field in self.fields else None
            if field == "record" and self.cleaned_data.get("record_file"):
                field = "record_file"
            for message in exc.messages:
                self.add_error(field, localise_message(message))
            return None
        return adjudication

    def variant_groups(self):
        """[(game, its name, [bound fields])] of the games that have variant options, for the template."""
        names = dict(self.fields["game"].choices)
        return [
            (game, names[game], [self[option.name] for option in options], format_set(game, options))
            for game, options in variant_fields().items()
            if game in names and options
        ]

    def record_help(self):
        """[(game, what its record holds)] for the games offered."""
        return [
            (game, gettext_lazy(games.get(game).adjudication().RECORD_HELP))
            for game, _name in self.fields["game"].choices
        ]


def format_set(game, options):
    """(the default format, [labels of the options it sets]) for the variant's fieldset: what an adjudication
    plays with when the form leaves the option empty (services.with_format_options); None when it sets none."""
    fmt, settings = services.format_settings(game)
    if not settings:
        return None
    return fmt, [gettext_lazy(option.label) for option in options if option.key in settings]
