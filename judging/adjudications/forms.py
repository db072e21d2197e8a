import json

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from . import registry, services

RECORD_HELP = {
    "tractor": gettext_lazy(
        'Tractor: a hand record as JSON: {"levels", "dealer", "hands", "kitty", "bids", "buried", "tricks"}. '
        "It may stop mid-hand; the verdict covers what was played."
    ),
    "yugioh": gettext_lazy(
        'Yu-Gi-Oh!: a duel record as JSON: {"first", "cards", "decks", "turns"}, each turn\'s events in order '
        "(phases, summons, activations, passes). Passcodes must be in the card database. It may stop anywhere."
    ),
    "esferas": gettext_lazy(
        'Esferas: a game record as JSON: {"energy", "first", "decks", "turns"}, each deck in its shuffled order '
        "and each turn's actions. Card codes must be in the card database. It may stop anywhere."
    ),
    "dbz": gettext_lazy(
        'Dragon Ball Z: a game record as JSON: {"players", "first", "turns"}, each player\'s Main Personality '
        "levels and Life Deck size, each turn's six steps (draw, non-combat cards, power up, combat, discard, "
        "rejuvenate). Card codes must be in the card database. It may stop anywhere."
    ),
    "dbs": gettext_lazy(
        'Dragon Ball Super: a game record as JSON, either a whole game {"setup", "turns"} (both decks in order, '
        'the redraw) or the disputed turns from a known board {"state", "turns"}; each turn\'s charge and actions '
        "(plays paid with named energy, attacks with combos, blockers, counters, declared effects). Card numbers "
        "must be in the card database."
    ),
}


def game_choices():
    from games.models import Game

    names = dict(Game.objects.filter(slug__in=registry.games_with_engines()).values_list("slug", "name"))
    return [(slug, names.get(slug, slug)) for slug in registry.games_with_engines()]


class AdjudicationForm(forms.Form):
    game = forms.ChoiceField(label=gettext_lazy("Game"), choices=game_choices)
    record = forms.CharField(
        label=gettext_lazy("Record (JSON)"),
        required=False,
        widget=forms.Textarea(attrs={"rows": 10, "spellcheck": "false", "autocomplete": "off"}),
    )
    record_file = forms.FileField(label=gettext_lazy("…or upload a .json file"), required=False)
    # Each game's variant options (VARIANT_FIELDS); a game without any is judged under the rules as written.
    kitty_multiplier = forms.ChoiceField(
        label=gettext_lazy("Kitty bonus"),
        choices=[
            ("times", gettext_lazy("Kitty points × twice the number of cards led (the rules)")),
            ("power", gettext_lazy("Kitty points × 2 to the number of cards led")),
        ],
        initial="times",
        required=False,
        widget=forms.RadioSelect,
    )
    follow_tractor = forms.BooleanField(
        label=gettext_lazy("A player holding a tractor must follow a tractor lead with one"), required=False
    )
    yugioh_first_turn_draw = forms.BooleanField(
        label=gettext_lazy("The player who goes first draws on turn 1 (unticked: current rules, no draw)"),
        required=False,
        initial=True,
    )
    esferas_instant_sphere = forms.BooleanField(
        label=gettext_lazy("An instant needs the sphere it shows, like an attack"), required=False
    )
    esferas_extra_discards = forms.BooleanField(
        label=gettext_lazy("A player may discard more than the rules ask at the end of a turn"), required=False
    )
    dbs_first_turn_attack = forms.BooleanField(
        label=gettext_lazy(
            "The first player may attack on the first turn (rule manual 1.074; unticked: the FAQ, no attack)"
        ),
        required=False,
    )
    dbs_charge_draw = forms.TypedChoiceField(
        label=gettext_lazy("Cards drawn in the Charge Phase"),
        choices=[(2, gettext_lazy("2 (the default)")), (1, gettext_lazy("1 (rule manual 1.074 6-2-3 as printed)"))],
        coerce=int,
        empty_value="",
        initial=2,
        required=False,
        widget=forms.RadioSelect,
    )

    dbz_defender_draws = forms.BooleanField(
        label=gettext_lazy("The defender draws 3 cards when a combat starts (the Thai rules)"),
        required=False,
        initial=True,
    )
    dbz_defender_discard = forms.ChoiceField(
        label=gettext_lazy("The attacked defender in step 5"),
        choices=[
            ("down_to_one", gettext_lazy("discards down to 1 card (the Thai rules)")),
            ("one", gettext_lazy("discards 1 card")),
        ],
        initial="down_to_one",
        required=False,
        widget=forms.RadioSelect,
    )
    dbz_pat = forms.CharField(
        label=gettext_lazy("Physical Attack Table (JSON; empty: the default bands)"),
        required=False,
        widget=forms.TextInput(attrs={"spellcheck": "false", "autocomplete": "off", "dir": "ltr",
                                      "placeholder": '{"bands": [0, 100, 600, 1000, 3000, 10000, 15500, 25000]}'}),
    )  # fmt: skip

    def clean_dbz_pat(self):
        text = (self.cleaned_data.get("dbz_pat") or "").strip()
        if not text:
            return ""
        try:
            return json.loads(text)
        except (json.JSONDecodeError, RecursionError):
            raise forms.ValidationError(_("The Physical Attack Table is not valid JSON.")) from None

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
        """The chosen game's variant from its own fields ({} for a game without options)."""
        fields = VARIANT_FIELDS.get(self.cleaned_data["game"], {})
        return {key: self.cleaned_data[name] for key, name in fields.items() if self.cleaned_data[name] != ""}

    def variant_groups(self):
        """[(game, its name, [bound fields])] of the games that have variant options, for the template."""
        names = dict(self.fields["game"].choices)
        return [
            (game, names[game], [self[name] for name in fields.values()])
            for game, fields in VARIANT_FIELDS.items()
            if game in names
        ]

    def record_help(self):
        """[(game, what its record holds)] for the games offered."""
        return [(game, RECORD_HELP[game]) for game, _name in self.fields["game"].choices if game in RECORD_HELP]


# {game: {variant key: form field}}
VARIANT_FIELDS = {
    "tractor": {"kitty_multiplier": "kitty_multiplier", "follow_tractor": "follow_tractor"},
    "yugioh": {"first_turn_draw": "yugioh_first_turn_draw"},
    "esferas": {"instant_sphere": "esferas_instant_sphere", "extra_discards": "esferas_extra_discards"},
    "dbz": {"defender_draws": "dbz_defender_draws", "defender_discard": "dbz_defender_discard", "pat": "dbz_pat"},
    "dbs": {"first_turn_attack": "dbs_first_turn_attack", "charge_draw": "dbs_charge_draw"},
}
