"""Import card files and banlists into the database: parse fully first, then write in one transaction.

A bad file raises ImportFileError before anything is written; a re-import updates cards in place
(bulk upserts keyed by game and code), so decks and rulings that point at a card keep their link.
"""

from pathlib import Path

from django.db import transaction
from django.utils.text import slugify

from games.messages import N_
from games.models import Card, Format, FormatCard, Game
from games.rules import registry

from .csv_cards import read_csv
from .errors import ImportFileError
from .lflist import date_in_name, read_lflist, read_limit_csv
from .ygopro import read_cdb

STORED_FIELDS = ["id", "name", "type", "text", "attrs", "alternate_of_id"]
UPSERT_FIELDS = ["name", "type", "text", "attrs", "search_name", "search_text", "alternate_of"]
BATCH = 1000
# The attrs key that names, by code, the card a printing is an alternate of (docs/cards.md).
MAX_LISTED = 50  # codes listed by name in a summary; the counts are always complete


def resolve_game(game):
    if isinstance(game, Game):
        return game
    try:
        return Game.objects.get(slug=game)
    except Game.DoesNotExist:
        raise ImportFileError(N_("unknown game {game}"), game=repr(game)) from None


def parse_cards(game, path, progress=None):
    """The card file of `game` (a Game or its slug) read into records, without touching the database."""
    slug = getattr(game, "slug", game)
    descriptor = _descriptor(slug)
    if descriptor.no_import_reason:
        raise ImportFileError(descriptor.no_import_reason)
    if descriptor.card_file == "cdb":
        return read_cdb(path, progress)
    return read_csv(slug, Path(path).read_bytes(), progress)


def _descriptor(slug):
    try:
        return registry.get(slug)
    except registry.UnknownGame:
        raise ImportFileError(N_("unknown game {game}"), game=repr(slug)) from None


def import_cards(*, game, path, progress=None):
    """Import a card file (ygopro .cdb for yugioh, the game's CSV schema otherwise) -> summary dict.

    Only new and changed cards are written: re-importing the same file rewrites nothing.
    """
    game = resolve_game(game)
    report = progress or (lambda done, total: None)
    # Progress runs over two halves: reading the file, then writing the cards.
    parsed = parse_cards(game, path, lambda done, total: report(done, 2 * total))
    rows = len(parsed.records)
    with transaction.atomic():
        stored = {row[0]: row[1:] for row in Card.objects.filter(game=game).values_list("code", *STORED_FIELDS)}
        ids = {code: row[0] for code, row in stored.items()}
        changed, created = [], 0
        for record in parsed.records:
            card = Card(
                game=game,
                code=record.code,
                name=record.name[:255],
                type=record.type[:100],
                text=record.text,
                attrs=record.attrs,
                alternate_of_id=ids.get(record.alternate_of),
            )
            old = stored.get(record.code)
            if old is None:
                created += 1
            elif old[1:] == (card.name, card.type, card.text, card.attrs, card.alternate_of_id):
                continue
            changed.append(card)
        for start in range(0, len(changed), BATCH):
            Card.objects.bulk_create(
                changed[start : start + BATCH],
                update_conflicts=True,
                unique_fields=["game", "code"],
                update_fields=UPSERT_FIELDS,
            )
            written = min(start + BATCH, len(changed))
            report(rows + written * rows // len(changed), 2 * rows)
        linked, unresolved = link_alternates(game)
    total = len(parsed.records)
    return {
        "game": game.slug,
        "file": Path(path).name,
        "cards": total,
        "created": created,
        "updated": len(changed) - created,
        "unchanged": total - len(changed),
        "alternates_linked": linked,
        "unresolved_alternates": unresolved[:MAX_LISTED],
        "unresolved_count": len(unresolved),
        "warnings": parsed.warnings,
    }


def link_alternates(game):
    """Point every unlinked alternate printing of `game` at its original, where that card now exists.

    Covers aliases to cards later in the same file and to cards imported by an earlier or later file
    (EDOPro's goat-entries.cdb aliases the passcodes of goat-cards.en.cdb). Returns (linked, unresolved).
    """
    key = _descriptor(game.slug).alternate_key
    if key is None:
        return 0, []
    unlinked = Card.objects.filter(game=game, alternate_of__isnull=True, attrs__has_key=key)
    pending = [c for c in unlinked.only("id", "code", "attrs") if c.attrs.get(key) and c.attrs[key] != c.code]
    if not pending:
        return 0, []
    ids = dict(Card.objects.filter(game=game, code__in={c.attrs[key] for c in pending}).values_list("code", "id"))
    linked = [c for c in pending if c.attrs[key] in ids]
    for card in linked:
        card.alternate_of_id = ids[card.attrs[key]]
    Card.objects.bulk_update(linked, ["alternate_of"], batch_size=BATCH)
    unresolved = sorted(c.code for c in pending if c.attrs[key] not in ids)
    return len(linked), unresolved


def format_slug(name):
    return slugify(name.replace(".", "-").replace("/", "-").replace("_", "-"))[:100] or "list"


def import_banlist(*, game, path, name=None, valid_from=None):
    """Import a banlist (lflist.conf for yugioh, code,limit[,name] CSV for dbs): one Format per list."""
    game = resolve_game(game)
    data = Path(path).read_bytes()
    banlist_file = _descriptor(game.slug).banlist_file
    if banlist_file == "lflist":
        parsed = read_lflist(data)
    elif banlist_file == "limit_csv":
        parsed = read_limit_csv(data, name or Path(path).stem)
    else:
        with_lists = " and ".join(g.slug for g in registry.all_games() if g.banlist_file)
        raise ImportFileError(
            N_("there is no banlist format for {game}; lists exist for {games}"), game=game.name, games=with_lists
        )
    known = set(Card.objects.filter(game=game).values_list("code", flat=True))
    with transaction.atomic():
        formats = [write_format(game, banlist, Path(path).name, valid_from, known) for banlist in parsed.lists]
    return {"game": game.slug, "file": Path(path).name, "formats": formats, "warnings": parsed.warnings}


def write_format(game, banlist, source, valid_from, known):
    slug = format_slug(banlist.name)
    existing = Format.objects.filter(game=game, slug=slug).first()
    if existing and existing.is_default:
        raise ImportFileError(
            N_("list {name} would replace the default format {format}"),
            banlist.line,
            name=repr(banlist.name),
            format=repr(existing.name),
        )
    default = Format.objects.filter(game=game, is_default=True).first()
    fmt, _ = Format.objects.update_or_create(
        game=game,
        slug=slug,
        defaults={
            "name": banlist.name,
            "valid_from": valid_from or date_in_name(banlist.name),
            "is_whitelist": banlist.is_whitelist,
            "source": source[:300],
        },
        create_defaults={
            "name": banlist.name,
            "valid_from": valid_from or date_in_name(banlist.name),
            "is_whitelist": banlist.is_whitelist,
            "source": source[:300],
            "limits": dict(default.limits) if default else {},
        },
    )
    # The list replaces the format's previous list; cards not yet imported are kept by code.
    FormatCard.objects.filter(format=fmt).delete()
    FormatCard.objects.bulk_create(
        [
            FormatCard(format=fmt, code=code, limit=limit, name=banlist.names.get(code, ""))
            for code, limit in banlist.limits.items()
        ],
        batch_size=BATCH,
    )
    unknown = sorted(code for code in banlist.limits if code not in known)
    counts = [sum(1 for v in banlist.limits.values() if v == n) for n in range(4)]
    return {
        "format": fmt.slug,
        "name": fmt.name,
        "valid_from": fmt.valid_from.isoformat() if fmt.valid_from else None,
        "whitelist": fmt.is_whitelist,
        "forbidden": counts[0],
        "limited": counts[1],
        "semi_limited": counts[2],
        "unlimited": counts[3],
        "unknown_codes": unknown[:MAX_LISTED],
        "unknown_count": len(unknown),
    }
