"""Adjudications: create one (shape checked at once), then claim, replay and finish it in a worker.

A worker claims the row as every unit of background work is claimed (jobs.claims): one conditional
UPDATE that must change exactly one row, and the verdict written with another that only matches the
claim it holds. So a task delivered twice, or redelivered after its worker died, replays the record
again at worst but never writes two verdicts.
"""

import json
import logging
from datetime import timedelta

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from games.models import Card, Format, Game
from games.rules.limits import format_options
from jobs import claims
from jobs.services import send_on_commit

from . import registry
from .models import Adjudication

log = logging.getLogger(__name__)

Status = Adjudication.Status

MAX_ATTEMPTS = claims.MAX_ATTEMPTS
# A task is killed after TASK_TIME_LIMIT seconds, so a claim older than CLAIM_TIMEOUT belongs to
# a worker that is gone: its lease (taken when it started, never renewed) lapsed, and its row may be
# claimed again by any delivery.
TASK_TIME_LIMIT = 120
CLAIM_TIMEOUT = timedelta(seconds=TASK_TIME_LIMIT + 60)
WORK = claims.Claimable(model=Adjudication, lease=CLAIM_TIMEOUT, lease_field="started_at", related=("game",))
SOURCE = "adjudications"  # its name in jobs.registry (job_kinds.py): the sweep's, and how a row is sent
RECORD_MAX_BYTES = 256 * 1024  # a complete Tractor hand is about 5 KB
RECORD_MAX_DEPTH = 20  # a Tractor record is 4 deep (tricks, trick, play, cards)
IDEMPOTENCY_KEY_MAX = 255
CODES_PER_QUERY = 5000  # a record names at most a few hundred; a bulk batch's union stays one query


class IdempotencyConflict(Exception):
    """The Idempotency-Key was already used by this user for a different request."""


def records_checked(*, game, records, variant, field=lambda index: "record", shape=True):
    """(game row, variant as JSON) when the game has an engine, the variant is known and every record
    may be stored: a JSON object nested at most RECORD_MAX_DEPTH levels.

    With shape=True (one record, answered at once) each record must also be well-formed and at most
    RECORD_MAX_BYTES. A bulk request passes shape=False: its body limit bounds the size, and the
    engine reports a malformed record as that item's error when it replays it, in the workers.
    Otherwise registry.InvalidRequest naming the field, `field(index)` for a record's errors.
    """
    engine, variant_object = registry.engine_and_variant(game, with_format_options(game, variant))
    for index, record in enumerate(records):
        try:
            _check_storable(record)
            if shape:
                _check_size(record)
                registry.check_record(engine, record)
        except registry.InvalidRequest as exc:
            raise registry.InvalidRequest(field(index), exc.messages) from None
    game_row = Game.objects.filter(slug=game).first()
    if game_row is None:
        raise registry.InvalidRequest("game", [_('unknown game "%(game)s"') % {"game": game}])
    if shape and engine.reads_cards:
        cards = cards_for(game=game, records=records)
        for index, record in enumerate(records):
            try:
                registry.check_cards(engine, record, cards)
            except registry.InvalidRequest as exc:
                raise registry.InvalidRequest(field(index), exc.messages) from None
    return game_row, engine.variant_dict(variant_object)


def with_format_options(game, variant):
    """The variant with the table options the game's default format sets (games.rules.limits.format_options,
    docs/formats.md): a value the request gives overrides the format's."""
    if not format_options(game) or (variant is not None and not isinstance(variant, dict)):
        return variant  # nothing a format sets, or a bad variant, refused as it is
    _format, settings = format_settings(game)
    return {**settings, **(variant or {})} if settings else variant


def format_settings(game):
    """(the default format, {option: value}) of the variant options `game`'s default format sets in its
    limits (games.rules.limits.format_options); (None, {}) when it sets none."""
    options = format_options(game)
    if not options:
        return None, {}
    row = Format.objects.filter(game__slug=game, is_default=True).select_related("game").first()
    limits = row.limits if row is not None and isinstance(row.limits, dict) else {}
    settings = {key: limits[key] for key in options if key in limits}
    return (row, settings) if settings else (None, {})


def cards_for(*, game, records):
    """{code: registry.card_facts} of every card the records name that `game`'s Card table holds, in one
    query (the registry's card-facts contract); {} for a game whose engine reads no card facts."""
    engine = registry.engine_for(game)
    codes = sorted({code for record in records for code in registry.card_codes(engine, record)})
    cards = {}
    for start in range(0, len(codes), CODES_PER_QUERY):
        rows = Card.objects.filter(game__slug=game, code__in=codes[start : start + CODES_PER_QUERY])
        for code, name, type_, text, attrs in rows.values_list("code", "name", "type", "text", "attrs"):
            cards[code] = registry.card_facts(name=name, type=type_, text=text, attrs=attrs)
    return cards


def _check_storable(record):
    if not isinstance(record, dict):
        raise registry.InvalidRequest("record", [registry.not_an_object(record)])
    if _deeper_than(record, RECORD_MAX_DEPTH):
        raise registry.InvalidRequest(
            "record", [_("is nested deeper than %(depth)d levels") % {"depth": RECORD_MAX_DEPTH}]
        )


def _check_size(record):
    size = len(json.dumps(record, separators=(",", ":")))
    if size > RECORD_MAX_BYTES:
        limit = {"size": size, "limit": RECORD_MAX_BYTES}
        raise registry.InvalidRequest("record", [_("is %(size)d bytes; the limit is %(limit)d") % limit])


def _deeper_than(value, limit):
    """Without recursion: a hostile record must not exhaust the stack of whoever reads it later."""
    containers = (dict, list)
    stack = [(value, 1)] if isinstance(value, containers) else []
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return True
        children = item.values() if isinstance(item, dict) else item
        stack.extend((child, depth + 1) for child in children if isinstance(child, containers))
    return False


def adjudication_create(*, game, record, requested_by, variant=None, idempotency_key=None):
    """(adjudication, created): a new queued adjudication, or the one this key already made."""
    if idempotency_key is not None:
        existing = _by_key(requested_by, idempotency_key)
        if existing is not None:
            return _replayed(existing, game=game, record=record, variant=variant), False
    game_row, variant_json = records_checked(game=game, records=[record], variant=variant)
    try:
        with transaction.atomic():
            adjudication = Adjudication.objects.create(
                game=game_row,
                record=record,
                variant=variant_json,
                requested_by=requested_by,
                idempotency_key=idempotency_key,
            )
            send_on_commit(SOURCE, adjudication.pk)
    except IntegrityError:
        # Two requests raced with the same key: the first one's row is the answer.
        existing = _by_key(requested_by, idempotency_key)
        if existing is None:
            raise
        return _replayed(existing, game=game, record=record, variant=variant), False
    return adjudication, True


def _by_key(user, key):
    return Adjudication.objects.filter(requested_by=user, idempotency_key=key).select_related("game").first()


def _replayed(existing, *, game, record, variant):
    if existing.game.slug != game or existing.record != record:
        raise IdempotencyConflict(_("this Idempotency-Key was already used for a different record"))
    return existing


def adjudication_requeue(*, queryset):
    """Send again the ones no worker holds: queued (their message may have been lost, e.g. the
    broker was down when they were created) or running under a lapsed claim. Returns their ids."""
    ids = list(queryset.filter(WORK.unheld(timezone.now())).values_list("pk", flat=True))
    for adjudication_id in ids:
        send_on_commit(SOURCE, adjudication_id)
    return ids


def adjudication_claim(*, adjudication_id, token):
    """Take the row for this delivery (token = task id); None when it is not ours to run (jobs.claims.claim:
    queued, running under this same task id, or under a lapsed claim; failed once the attempts ran out)."""
    return claims.claim(WORK, adjudication_id, token).row


def adjudication_finish(*, adjudication, verdict):
    written = claims.finish(WORK, adjudication, verdict=verdict)
    if written:
        log.info("adjudication %s: verdict written on attempt %d", adjudication.pk, adjudication.attempts)
    return written


def adjudication_fail(*, adjudication, reason):
    return claims.fail(WORK, adjudication, reason)


def adjudication_release(*, adjudication, reason):
    """Give the row back after a crash, so the retry may claim it; the reason stays visible."""
    return claims.release(WORK, adjudication, reason)


def adjudication_run(*, adjudication_id, token):
    """Claim, replay and finish one adjudication. Returns the final status, or None when not claimed.

    A bad record or variant fails at once (retrying cannot help); an unexpected error releases the
    row and is raised again for the task to retry, until the attempts run out.
    """
    adjudication = adjudication_claim(adjudication_id=adjudication_id, token=token)
    if adjudication is None:
        return None
    try:
        game, record = adjudication.game.slug, adjudication.record
        cards = cards_for(game=game, records=[record])
        verdict = registry.replay(game, record, adjudication.variant, cards=cards)
    except registry.InvalidRequest as exc:
        adjudication_fail(adjudication=adjudication, reason=str(exc))
        return Status.FAILED
    except Exception as exc:
        reason = f"attempt {adjudication.attempts}: {type(exc).__name__}: {exc}"
        log.exception("adjudication %s crashed on attempt %d", adjudication.pk, adjudication.attempts)
        if adjudication.attempts >= MAX_ATTEMPTS:
            adjudication_fail(adjudication=adjudication, reason=f"gave up after {MAX_ATTEMPTS} attempts; {reason}")
            return Status.FAILED
        adjudication_release(adjudication=adjudication, reason=reason)
        raise
    adjudication_finish(adjudication=adjudication, verdict=verdict)
    return Status.DONE
