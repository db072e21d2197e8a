from django import forms
from django.conf import settings

from games.models import Game

from .models import LANGUAGE_CHOICES, Ruling
from .search import query

IMPORT_MAX_BYTES = 2 * 1024 * 1024  # the largest real document is 70 KB; a 2 MB text is not a rules file


class SearchForm(forms.Form):
    q = forms.CharField(label="Search rulings and rules", required=False, max_length=query.MAX_QUERY_LENGTH)
    game = forms.ChoiceField(label="Game", required=False)
    lang = forms.ChoiceField(label="Language", required=False, choices=[("", "All languages"), *LANGUAGE_CHOICES])
    kind = forms.ChoiceField(
        label="Kind", required=False, choices=[("", "Rulings and rules"), ("ruling", "Rulings"), ("rules", "Rules")]
    )
    status = forms.ChoiceField(label="Status", required=False, choices=[("", "Any status"), *Ruling.STATUS_CHOICES])
    card = forms.CharField(label="Card code", required=False, max_length=64)
    keyword = forms.CharField(label="Keyword", required=False, max_length=100)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["game"].choices = [("", "All games"), *Game.objects.values_list("slug", "name")]


class RulingForm(forms.Form):
    section = forms.CharField(label="Section", required=False, max_length=300)
    question = forms.CharField(label="Question", widget=forms.Textarea, max_length=5000)
    answer = forms.CharField(label="Answer", widget=forms.Textarea, max_length=10000)
    note = forms.CharField(label="Why this change (kept in the history)", required=False, max_length=300)


class NewRulingForm(RulingForm):
    game = forms.ModelChoiceField(label="Game", queryset=Game.objects.all(), to_field_name="slug")
    language = forms.ChoiceField(label="Language", choices=LANGUAGE_CHOICES)
    supersedes = forms.IntegerField(label="Supersedes ruling number (optional)", required=False, min_value=1)


class ImportForm(forms.Form):
    kind = forms.ChoiceField(label="Kind of document", choices=[("faq", "FAQ (Q/R rulings)"), ("rules", "Rules text")])
    game = forms.ModelChoiceField(label="Game", queryset=Game.objects.all(), to_field_name="slug")
    language = forms.ChoiceField(label="Language", choices=LANGUAGE_CHOICES)
    title = forms.CharField(label="Title", required=False, max_length=300)
    version = forms.CharField(label="Version or date", required=False, max_length=50)
    file = forms.FileField(label="Text file (UTF-8)")

    def clean_file(self):
        upload = self.cleaned_data["file"]
        limit = min(IMPORT_MAX_BYTES, settings.UPLOAD_MAX_BYTES)
        if upload.size > limit:
            raise forms.ValidationError(f"The file is {upload.size} bytes; the limit is {limit} bytes.")
        raw = upload.read()
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = raw[: exc.start].count(b"\n") + 1
            raise forms.ValidationError(f"line {line}: the file is not UTF-8 text.") from None
        if "\x00" in text:
            raise forms.ValidationError("The file is binary, not text.")
        self.cleaned_data["text"] = text
        return upload
