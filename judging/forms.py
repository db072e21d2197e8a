from django import forms
from django.conf import settings
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.models import Game

from .models import LANGUAGE_CHOICES, Ruling
from .search import query

IMPORT_MAX_BYTES = 2 * 1024 * 1024  # the largest real document is 70 KB; a 2 MB text is not a rules file


class SearchForm(forms.Form):
    q = forms.CharField(
        label=gettext_lazy("Search rulings and rules"), required=False, max_length=query.MAX_QUERY_LENGTH
    )
    game = forms.ChoiceField(label=gettext_lazy("Game"), required=False)
    lang = forms.ChoiceField(
        label=gettext_lazy("Language"),
        required=False,
        choices=[("", gettext_lazy("All languages")), *LANGUAGE_CHOICES],
    )
    kind = forms.ChoiceField(
        label=gettext_lazy("Kind"),
        required=False,
        choices=[
            ("", gettext_lazy("Rulings and rules")),
            ("ruling", gettext_lazy("Rulings")),
            ("rules", gettext_lazy("Rules")),
        ],
    )
    status = forms.ChoiceField(
        label=gettext_lazy("Status"), required=False, choices=[("", gettext_lazy("Any status")), *Ruling.STATUS_CHOICES]
    )
    card = forms.CharField(label=gettext_lazy("Card code"), required=False, max_length=64)
    keyword = forms.CharField(label=gettext_lazy("Keyword"), required=False, max_length=100)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["game"].choices = [("", _("All games")), *Game.objects.values_list("slug", "name")]


class AskForm(forms.Form):
    """The Rulings page's question mode (judging/ask_views.py)."""

    ask = forms.CharField(label=gettext_lazy("Ask a question"), required=False, max_length=300)
    game = forms.ChoiceField(label=gettext_lazy("Game"), required=False)
    lang = forms.ChoiceField(
        label=gettext_lazy("Answers in"),
        required=False,
        choices=[("", gettext_lazy("Every language")), *LANGUAGE_CHOICES],
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["game"].choices = [("", _("All games")), *Game.objects.values_list("slug", "name")]


class RulingForm(forms.Form):
    section = forms.CharField(label=gettext_lazy("Section"), required=False, max_length=300)
    question = forms.CharField(label=gettext_lazy("Question"), widget=forms.Textarea, max_length=5000)
    answer = forms.CharField(label=gettext_lazy("Answer"), widget=forms.Textarea, max_length=10000)
    note = forms.CharField(label=gettext_lazy("Why this change (kept in the history)"), required=False, max_length=300)


class NewRulingForm(RulingForm):
    game = forms.ModelChoiceField(label=gettext_lazy("Game"), queryset=Game.objects.all(), to_field_name="slug")
    language = forms.ChoiceField(label=gettext_lazy("Language"), choices=LANGUAGE_CHOICES)
    supersedes = forms.IntegerField(
        label=gettext_lazy("Supersedes ruling number (optional)"), required=False, min_value=1
    )


class ImportForm(forms.Form):
    kind = forms.ChoiceField(
        label=gettext_lazy("Kind of document"),
        choices=[("faq", gettext_lazy("FAQ (Q/R rulings)")), ("rules", gettext_lazy("Rules text"))],
    )
    game = forms.ModelChoiceField(label=gettext_lazy("Game"), queryset=Game.objects.all(), to_field_name="slug")
    language = forms.ChoiceField(label=gettext_lazy("Language"), choices=LANGUAGE_CHOICES)
    title = forms.CharField(label=gettext_lazy("Title"), required=False, max_length=300)
    version = forms.CharField(label=gettext_lazy("Version or date"), required=False, max_length=50)
    file = forms.FileField(label=gettext_lazy("Text file (UTF-8)"))

    def clean_file(self):
        upload = self.cleaned_data["file"]
        limit = min(IMPORT_MAX_BYTES, settings.UPLOAD_MAX_BYTES)
        if upload.size > limit:
            sizes = {"size": upload.size, "limit": limit}
            raise forms.ValidationError(_("The file is %(size)d bytes; the limit is %(limit)d bytes.") % sizes)
        raw = upload.read()
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = raw[: exc.start].count(b"\n") + 1
            raise forms.ValidationError(_("line %(line)d: the file is not UTF-8 text.") % {"line": line}) from None
        if "\x00" in text:
            raise forms.ValidationError(_("The file is binary, not text."))
        self.cleaned_data["text"] = text
        return upload
