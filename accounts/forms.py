from django import forms
from django.contrib.auth.forms import UserCreationForm
from django.utils.translation import gettext_lazy as _


class SignupForm(UserCreationForm):
    class Meta(UserCreationForm.Meta):
        fields = ("username",)


class JudgeRequestForm(forms.Form):
    note = forms.CharField(
        label=_("Why you ask (optional)"),
        help_text=_("Your judging experience, a certification, the events you judge."),
        max_length=1000,
        required=False,
        widget=forms.Textarea(attrs={"rows": 3}),
    )
