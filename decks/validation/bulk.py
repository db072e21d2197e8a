"""Bulk deck validation: thousands of decklists checked in Celery batches through the jobs app.

`validation_job_create` checks the request and stores one job item per decklist; the jobs app runs
`process_batch` on workers (decks.validation.job_handler puts it together with the CSV row and the page's
report as the job's handler).
A worker loads the game's cards and the format once per job and reuses them for every batch it
runs, so a batch costs a parse and the pure rules per decklist, not a query.
"""

import io
import logging
import uuid
import zipfile
from collections import OrderedDict
from dataclasses import dataclass

from django.conf import settings
from django.utils.translation import gettext_lazy as _

from config.domain import TooMany
from config.text import display_text
from games.models import Game
from games.rules.common import FormatRules
from jobs.models import Job
from jobs.services import job_create

from ..decklists import MAX_CHARS
from .service import CardIndex, ValidationInputError, format_rules, resolve_format, validate_decklist

log = logging.getLogger(__name__)

HANDLER = "decks.validation.bulk"
KIND = "deck-validation"
MAX_DECKLISTS = 10_000
MAX_ZIP_BYTES = 20 * 1024 * 1024
MAX_UNZIPPED_BYTES = 60 * 1024 * 1024
MAX_NAME = 255


class BulkInputError(ValueError):
    """The bulk request cannot become a job; the message names the decklist or the limit."""


def validation_job_create(*, game, decklists, owner, format=None, date=None):
    """A job validating `decklists` [(name, text)] in `game`'s format (resolved now, so every batch agrees)."""
    _refuse_past_the_cap(owner)
    if not decklists:
        raise BulkInputError("there are no decklists to validate")
    if len(decklists) > MAX_DECKLISTS:
        raise BulkInputError(f"{len(decklists):,} decklists; a job takes at most {MAX_DECKLISTS:,}")
    fmt = resolve_format(game, format, date)
    items = []
    for name, text in decklists:
        name = display_text(name)
        if "\x00" in text:  # a binary file in a zip, or pasted bytes: nothing a decklist holds
            items.append((name, {"error": "this file holds binary data (a NUL byte), not a decklist"}))
        elif len(text) > MAX_CHARS:
            items.append((name, {"error": f"the decklist is longer than {MAX_CHARS:,} characters"}))
        else:
            items.append((name, {"decklist": text}))
    params = {"game": fmt.game.slug, "format": fmt.slug, "snapshot": uuid.uuid4().hex}
    return job_create(kind=KIND, handler=HANDLER, items=items, owner=owner, params=params)


def _refuse_past_the_cap(owner):
    """Bulk validation is open to anyone signed in: one user may have only so many jobs under way at once."""
    cap = settings.BULK_JOBS_PER_USER
    under_way = Job.objects.filter(owner=owner, kind=KIND).exclude(status__in=Job.Status.finished_values())
    if owner is not None and owner.is_authenticated and under_way.count() >= cap:
        message = _("You have %(n)d bulk validations under way: wait for one to finish, then start another.")
        raise TooMany(message % {"n": cap})


def decklists_from_json(data):
    """[(name, text)] from the JSON body's `decklists`: [{"name", "decklist"}]."""
    if not isinstance(data, list):
        raise BulkInputError("decklists must be a list of {name, decklist} objects")
    if len(data) > MAX_DECKLISTS:
        raise BulkInputError(f"{len(data):,} decklists; a job takes at most {MAX_DECKLISTS:,}")
    out = []
    for i, item in enumerate(data):
        if not isinstance(item, dict) or not isinstance(item.get("decklist"), str):
            raise BulkInputError(f"decklists[{i}] must be an object with a decklist string")
        if len(item["decklist"]) > MAX_CHARS:
            raise BulkInputError(f"decklists[{i}] is longer than {MAX_CHARS:,} characters")
        name = item.get("name")
        out.append((str(name)[:MAX_NAME] if name not in (None, "") else f"decklist {i + 1}", item["decklist"]))
    return out


def decklists_from_zip(upload):
    """[(file name, text)] from a zip of decklist files; folders, hidden and macOS resource files skipped."""
    if upload.size > MAX_ZIP_BYTES:
        raise BulkInputError(f"the zip is {upload.size:,} bytes; at most {MAX_ZIP_BYTES:,}")
    try:
        archive = zipfile.ZipFile(upload)
        members = [m for m in archive.infolist() if _is_decklist_file(m)]
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise BulkInputError(f"the upload is not a readable zip file ({exc})") from None
    if len(members) > MAX_DECKLISTS:
        raise BulkInputError(f"the zip holds {len(members):,} files; a job takes at most {MAX_DECKLISTS:,}")
    out, total = [], 0
    with archive:
        for member in members:
            data = _read_member(archive, member)
            total += len(data)
            if total > MAX_UNZIPPED_BYTES:
                raise BulkInputError(f"the zip unpacks to more than {MAX_UNZIPPED_BYTES:,} bytes")
            out.append((member.filename[-MAX_NAME:], data))
    if not out:
        raise BulkInputError("the zip holds no decklist files")
    return [(name, _decode(data)) for name, data in out]


def _is_decklist_file(member):
    name = member.filename.rsplit("/", 1)[-1]
    return not member.is_dir() and not member.filename.startswith("__MACOSX/") and not name.startswith(".")


def _read_member(archive, member):
    try:
        with archive.open(member) as handle:
            return handle.read(MAX_CHARS * 4 + 1)  # bounded read: a header may lie about the size
    except (zipfile.BadZipFile, RuntimeError, OSError, NotImplementedError, ValueError) as exc:
        raise BulkInputError(f"{member.filename[:100]}: cannot be read from the zip ({exc})") from None


def _decode(data):
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def decklists_from_paste(text):
    """Several decklists pasted one after another, each starting with a line `=== name`."""
    decks, name, lines = [], None, []
    for line in io.StringIO(text):
        if line.startswith("==="):
            if lines and any(part.strip() for part in lines):
                decks.append((name or f"decklist {len(decks) + 1}", "".join(lines)))
            name, lines = line.strip("= \r\n")[:MAX_NAME] or None, []
        else:
            lines.append(line)
    if any(part.strip() for part in lines):
        decks.append((name or f"decklist {len(decks) + 1}", "".join(lines)))
    return decks


# -- the job handler --------------------------------------------------------------------------


@dataclass(frozen=True)
class Context:
    game: Game
    index: CardIndex
    rules: FormatRules


_CONTEXTS = OrderedDict()
CONTEXTS_KEPT = 2


def context_for(params):
    """The game, its cards and the format of a job, loaded once per job per worker process."""
    key = (params["game"], params["format"], params.get("snapshot"))
    if key not in _CONTEXTS:
        fmt = resolve_format(params["game"], params["format"])
        _CONTEXTS[key] = Context(fmt.game, CardIndex.whole_game(fmt.game.slug), format_rules(fmt))
        while len(_CONTEXTS) > CONTEXTS_KEPT:
            _CONTEXTS.popitem(last=False)
    return _CONTEXTS[key]


def process_batch(inputs, params):
    context = context_for(params)
    return [_validate_one(item, context) for item in inputs]


def _validate_one(item, context):
    if "error" in item:
        return {"legal": False, "error": item["error"]}
    try:
        return validate_decklist(game=context.game, text=item["decklist"], index=context.index, rules=context.rules)
    except ValidationInputError as exc:
        return {"legal": False, "error": str(exc)}
    except Exception:  # one odd decklist must not fail a job of thousands
        log.exception("bulk validation failed on one decklist")
        return {"legal": False, "error": "this decklist could not be validated (internal error, logged)"}


CSV_COLUMNS = ["legal", "format", "format_name", "cards", "problem_count", "problems"]
TITLE = _("Bulk deck validation")
MAX_CSV_CELL = 4000


def csv_row(name, result):
    if result.get("error"):
        return ["error", "", "", "", "", result["error"]]
    cards = " ".join(f"{section}={n}" for section, n in result.get("sections", {}).items())
    problems = "; ".join(p["message"] for p in result.get("problems", []))
    return [
        "yes" if result.get("legal") else "no",
        result.get("format", ""),
        result.get("format_name", ""),
        cards,
        len(result.get("problems", [])),
        problems[:MAX_CSV_CELL],
    ]
