"""`{% card_ref game code label %}`: a card's name where a page has its code but no Card row (a published list,
a deck check sheet, a verdict): the same games/_card_ref.html as everywhere, a link to the card whose hover,
focus or tap shows its text (static/js/card_preview.js). A code the card database lacks (`found` false) is its
label alone."""

from django import template
from django.template.loader import render_to_string
from django.urls import NoReverseMatch, reverse
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()


class _Ref:
    """What games/_card_ref.html reads of a card."""

    def __init__(self, game, code, name, is_demo):
        self.name, self.is_demo = name, is_demo
        self.get_absolute_url = reverse("card-detail", args=[game, code])


@register.simple_tag
def card_ref(game, code, label, found=True, demo=False):
    if not (found and code):
        return format_html("<bdi>{}</bdi>", label)
    try:
        card = _Ref(game, code, label, demo)
    except NoReverseMatch:  # a code no card URL takes
        return format_html("<bdi>{}</bdi>", label)
    # stripped: the template file's last newline would put a space before the text that follows ("(combo X)")
    return mark_safe(render_to_string("games/_card_ref.html", {"card": card, "label": label}).strip())
