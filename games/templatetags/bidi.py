"""`{{ name|bdi }}`: a name isolated inside running text; `{{ text|game_names }}`: a translated text whose
games' names are isolated (games.bidi). Both matter on Arabic pages, where Latin names are embedded.
`{% list_comma %}` and `{% question_mark %}`: the page language's punctuation between the items of a list a
template builds ("، " in Arabic) and after a question it builds ("؟")."""

from django import template
from django.utils.translation import pgettext

from games.bidi import isolate, isolate_game_names

register = template.Library()


@register.filter
def bdi(value):
    return isolate(value) if value not in (None, "") else ""


@register.filter
def game_names(text):
    return isolate_game_names(text)


@register.simple_tag
def list_comma():
    return pgettext("between the items of a list", ", ")


@register.simple_tag
def question_mark():
    return pgettext("after a question", "?")
