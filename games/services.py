"""Card imports started from the upload page: small files at once, large ones as a job (games.importers.job_handler)."""

import datetime
import uuid
from pathlib import Path

from django.conf import settings

from config.roles import may_import_cards
from jobs.services import job_create_single

from .importers import import_banlist, import_cards

INLINE_MAX_BYTES = 256 * 1024  # larger uploads run on a worker, with a progress bar
IMPORT_HANDLER = "games.importers.job_handler"  # the name it is registered under (games.job_kinds)


def user_can_import(user):
    return may_import_cards(user)


def upload_dir():
    path = Path(settings.VAR_DIR) / "uploads"
    path.mkdir(parents=True, exist_ok=True)
    return path


def upload_save(uploaded):
    """Store an uploaded file under a name of our choosing (never the user's) and return its path."""
    suffix = Path(uploaded.name).suffix.lower()[:8]
    path = upload_dir() / f"{uuid.uuid4().hex}{suffix}"
    with path.open("wb") as out:
        for chunk in uploaded.chunks():
            out.write(chunk)
    return path


def import_run(*, kind, game, path, name=None, valid_from=None, progress=None):
    if kind == "banlist":
        return import_banlist(game=game, path=path, name=name, valid_from=valid_from)
    return import_cards(game=game, path=path, progress=progress)


def import_job_run(params, progress):
    """Run the import a job's `params` describe (card_import_start stored them); the upload is removed after.

    Returns (file name, summary, count); raises ImportFileError or whatever the import raised.
    """
    path = Path(params["path"])
    valid_from = datetime.date.fromisoformat(params["valid_from"]) if params.get("valid_from") else None
    try:
        summary = import_run(
            kind=params["kind"],
            game=params["game"],
            path=path,
            name=params.get("name"),
            valid_from=valid_from,
            progress=progress,
        )
    finally:
        path.unlink(missing_ok=True)
    summary["file"] = params["filename"]
    return params["filename"], summary, summary.get("cards") or len(summary.get("formats", [])) or 1


def card_import_start(*, user, kind, game, uploaded, name=None, valid_from=None):
    """Import an uploaded file. Returns (summary, None) when done at once, (None, job) when queued.

    Raises ImportFileError for a bad small file (nothing written); a large file's error ends its job.
    """
    path = upload_save(uploaded)
    if uploaded.size <= INLINE_MAX_BYTES:
        try:
            summary = import_run(
                kind=kind, game=game, path=path, name=name or Path(uploaded.name).stem, valid_from=valid_from
            )
        finally:
            path.unlink(missing_ok=True)
        summary["file"] = uploaded.name
        return summary, None
    job = job_create_single(
        kind=f"{kind} import",
        handler=IMPORT_HANDLER,
        owner=user,
        params={
            "kind": kind,
            "game": game,
            "path": str(path),
            "filename": uploaded.name[:200],
            "name": name or Path(uploaded.name).stem,
            "valid_from": valid_from.isoformat() if valid_from else None,
        },
    )
    return None, job
