"""`{{ name|bdi }}`: a name isolated inside running text; `{{ text|game_names }}`: a translated text whose
games' names are isolated (games.bidi). Both matter on Arabic pages, where Latin names are embedded."""

from django import template

from games.bidi import isolate, isolate_game_names

register = template.Library()


@register.filter
def bdi(value):
    return isolate(value) if value not in (None, "") else ""


@register.filter
def game_names(text):
    return isolate_game_names(text)
