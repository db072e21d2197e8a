"""Formats for the validation tests (their cards: `ygo_pool` and tests/support/cards.py)."""

from games.models import Format, FormatCard, Game


def make_format(game, slug, valid_from, listed=None, whitelist=False, limits=None):
    fmt = Format.objects.create(
        game=Game.objects.get(slug=game),
        slug=slug,
        name=slug.replace("-", " ").title(),
        valid_from=valid_from,
        is_whitelist=whitelist,
        limits=limits if limits is not None else Format.objects.get(game__slug=game, is_default=True).limits,
    )
    FormatCard.objects.bulk_create(FormatCard(format=fmt, code=c, limit=n) for c, n in (listed or {}).items())
    return fmt
