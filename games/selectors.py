"""Reads for the card pages and API: a card with its printings, and its status in each format."""

import functools

from django.db import connection
from django.db.models import Q
from django.http import Http404
from django.shortcuts import get_object_or_404
from django.utils.text import capfirst
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from .messages import N_, Message
from .models import Card, Format, FormatCard, Game
from .rules import registry
from .rules.codes import CodeError


def all_games():
    """Every Game in the model's order, as list(Game.objects.all()) reads them, from a statement compiled once:
    the ORM's building and compiling were three quarters of the 0.25 ms of CPU that list took on each Cards page."""
    sql, params, names, converters = _all_games_statement(connection.alias)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        records = cursor.fetchall()
    games = []
    for record in records:
        values = list(record)
        for i, converter in converters:
            values[i] = converter(values[i], None, connection)
        games.append(Game.from_db(connection.alias, names, values))
    return games


@functools.cache
def _all_games_statement(alias):
    query = Game.objects.all().query
    sql, params = query.sql_with_params()
    fields = Game._meta.concrete_fields
    converters = [
        (i, converter)
        for i, field in enumerate(fields)
        for converter in connection.ops.get_db_converters(field.get_col(Game._meta.db_table))
        + field.get_db_converters(connection)
    ]
    return sql, params, [field.attname for field in fields], converters


def card_stats(card):
    return stats_of(card.game.slug, card.attrs)


def stats_of(game_slug, attrs):
    """The attrs that matter at a glance (the descriptor's card_stats, docs/cards.md) that the card has, in
    the order a player reads them."""
    descriptor = registry.find(game_slug)
    keys = descriptor.card_stats if descriptor else ()
    return {key: attrs[key] for key in keys if key in attrs}


# The page's name of each stat of card_stats, a label as it starts a line (capitalised); a key missing here shows
# with its underscores as spaces. ("race" is the importers' key for what a Yu-Gi-Oh! player calls the monster's
# Type, a word the page's Type column already uses for the card's type line.)
STAT_LABELS = {
    "kind": _("kind"),
    "attribute": _("attribute"),
    "race": _("monster type"),
    "level": _("level"),
    "scale": _("scale"),
    "atk": _("ATK"),
    "def": _("DEF"),
    "color": _("color"),
    "cost": _("cost"),
    "power": _("power"),
    "combo": _("combo"),
    "character": _("character"),
    "trait": _("trait"),
    "keywords": _("keywords"),
    "style": _("style"),
    "personality": _("personality"),
    "pur": _("PUR"),
    "alignment": _("alignment"),
    "power_stages": _("power stages"),
    "rarity": _("rarity"),
    "sphere": _("sphere"),
    "attack": _("attack"),
    "defence": _("defence"),
    "modifier": _("modifier"),
    "rank": _("rank"),
    "suit": _("suit"),
    "points": _("points"),
}
STAT_LABELS = {key: capfirst(label) for key, label in STAT_LABELS.items()}


# A Yu-Gi-Oh! card's kind as the importers store it (a key: "monster"), in words.
KIND_LABELS = {
    "monster": pgettext_lazy("card kind", "monster"),
    "spell": pgettext_lazy("card kind", "spell"),
    "trap": pgettext_lazy("card kind", "trap"),
}


def card_stats_display(card):
    """[(label, text)] of card_stats for pages: lists joined, empty values left out."""
    rows = []
    for key, value in card_stats(card).items():
        if value is None or value == "" or value == []:
            continue
        text = ", ".join(str(v) for v in value) if isinstance(value, list) else ("?" if value is None else str(value))
        if key == "kind":
            if text in card.type.lower():
                continue  # the type line already says it ("Normal Spell"): a stat would only repeat it
            text = KIND_LABELS.get(text, text)
        rows.append((STAT_LABELS.get(key, key.replace("_", " ")), text))
    return rows


def card_get(*, game, code):
    """The card `code` of game slug `game`, or 404. The code is written as the game writes it (a passcode
    without leading zeros); a code in another script's digits, like an unknown game, is a 404."""
    try:
        code = registry.get(game).normal_code(code)
    except (registry.UnknownGame, CodeError):
        raise Http404 from None
    return get_object_or_404(Card.objects.select_related("game", "alternate_of"), game__slug=game, code=code)


def card_printings(card):
    """Every other printing of the same card: its original, the original's alternates, its own."""
    original_id = card.alternate_of_id or card.pk
    return (
        Card.objects.filter(Q(pk=original_id) | Q(alternate_of_id=original_id))
        .exclude(pk=card.pk)
        .select_related("game")
        .order_by("code")
    )


def printings_collapsed(cards, *, everything=False):
    """`cards` less the alternate printings whose original is among them: one row per card, as players count.

    An alternate whose original does not match (a search by its passcode) stays, so nothing found is hidden.
    `everything`: `cards` are all of a game's, so every original is among them (no subquery needed)."""
    if everything:
        return cards.filter(alternate_of__isnull=True)
    return cards.exclude(alternate_of__in=cards.values("pk"))


def with_printings(cards):
    """[(card, [its other printings by code])] for a page of cards, in one query."""
    cards = list(cards)
    groups = {card.alternate_of_id or card.pk for card in cards}
    members = {}
    for other in (
        Card.objects.filter(Q(pk__in=groups) | Q(alternate_of__in=groups))
        .select_related("game")
        .only("code", "alternate_of_id", "game__slug")
        .order_by("code")
    ):
        members.setdefault(other.alternate_of_id or other.pk, []).append(other)
    return [(card, [p for p in members.get(card.alternate_of_id or card.pk, []) if p.pk != card.pk]) for card in cards]


def format_status(*, limit, is_whitelist, copies, demo_outside=False):
    """(label, tone) of a card whose list entry is `limit` (None: not listed) in a format; `demo_outside`: a
    demo card in a format built from real lists, whose pool it is not in whatever the list says.

    The label is English (the API's status) and keeps its template for the page (games.messages)."""
    if demo_outside:
        return Message(N_("not in pool: demo card")), "bad"
    if limit is None:
        return (Message(N_("not in pool")), "bad") if is_whitelist else (Message(N_("allowed")), "ok")
    if limit == 0:
        return Message(N_("forbidden")), "bad"
    if copies is not None and limit >= copies:
        return Message(N_("allowed")), "ok"
    return Message(N_("limited {limit}"), limit=limit), "warn"


def card_format_statuses(card, printings=()):
    """[(format, label, tone)] for every format of the card's game, newest first.

    A list names one printing of a card (EDOPro's whitelist lists its own ids); any printing's entry
    counts, the card's own first.
    """
    codes = [card.code, *(p.code for p in printings)]
    entries = {}
    for entry in FormatCard.objects.filter(format__game=card.game_id, code__in=codes).values(
        "format_id", "code", "limit"
    ):
        entries.setdefault(entry["format_id"], {})[entry["code"]] = entry["limit"]
    rows = []
    formats = Format.objects.filter(game=card.game_id).select_related("game")
    for fmt in formats.order_by("-is_default", "-valid_from", "name"):
        listed = entries.get(fmt.pk, {})
        limit = next((listed[c] for c in codes if c in listed), None)
        label, tone = format_status(
            limit=limit,
            is_whitelist=fmt.is_whitelist,
            copies=fmt.limits.get("copies"),
            demo_outside=card.is_demo and fmt.real_lists,
        )
        rows.append((fmt, label, tone))
    return rows


def format_labels(*, game_slug, slugs):
    """{slug: label} of the game's formats among `slugs`, for results that kept only the slug (jobs, revisions)."""
    formats = Format.objects.filter(game__slug=game_slug, slug__in=set(slugs)).select_related("game")
    return {fmt.slug: fmt.label for fmt in formats}
