from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from .selectors import game_buildable

DECKLIST_MAX_CHARS = 20_000
DECKLIST_MAX_BYTES = 100 * 1024


class NewDeckForm(forms.Form):
    game = forms.ModelChoiceField(queryset=None, to_field_name="slug", empty_label=None, label=gettext_lazy("Game"))
    name = forms.CharField(max_length=120, required=False, label=gettext_lazy("Deck name"))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["game"].queryset = game_buildable()


class DecklistImportForm(forms.Form):
    """A pasted decklist or an uploaded file (YDK, ydke link, text list). When both come, `given` says which
    the player gave last (the editor's script sets it: a paste after choosing a file imports the paste); without
    it, the file."""

    decklist = forms.CharField(
        required=False, max_length=DECKLIST_MAX_CHARS, widget=forms.Textarea, label=gettext_lazy("Decklist")
    )
    file = forms.FileField(required=False, label=gettext_lazy("Decklist file"))
    given = forms.ChoiceField(choices=[("", ""), ("file", "file"), ("text", "text")], required=False)

    def clean_file(self):
        upload = self.cleaned_data.get("file")
        if upload is None:
            return None
        if upload.size > DECKLIST_MAX_BYTES:
            raise forms.ValidationError(_("the file is larger than %(size)d KB") % {"size": DECKLIST_MAX_BYTES // 1024})
        try:
            return upload.read().decode("utf-8-sig")
        except UnicodeDecodeError:
            raise forms.ValidationError(_("the file is not UTF-8 text")) from None

    def clean(self):
        data = super().clean()
        if not data.get("file") and not (data.get("decklist") or "").strip():
            raise forms.ValidationError(_("paste a decklist or choose a file to import"))
        return data

    def decklist_text(self):
        pasted, uploaded = (self.cleaned_data.get("decklist") or "").strip(), self.cleaned_data.get("file")
        if self.cleaned_data.get("given") == "text" and pasted:
            return self.cleaned_data["decklist"]
        return uploaded or self.cleaned_data.get("decklist") or ""
