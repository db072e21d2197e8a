"""The jobs-app handler of a card or banlist import: one item whose result is the import summary.

An import is a whole-job kind (jobs.registry): one unit, run by `run` with a progress callback, not in
batches; the rest tells the job page and its CSV report how to show the summary.
"""

import logging

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from jobs.runner import JobFailed

from ..messages import N_, Message
from ..services import import_job_run
from . import ImportFileError

log = logging.getLogger(__name__)

CSV_COLUMNS = ["game", "cards", "created", "updated", "formats", "warnings"]
TITLE = gettext_lazy("Card import")
# The job page's headers for CSV_COLUMNS, in their order (the CSV keeps the keys).
COLUMN_LABELS = dict(
    zip(
        CSV_COLUMNS,
        [
            gettext_lazy("Game"),
            gettext_lazy("Cards"),
            gettext_lazy("Created"),
            gettext_lazy("Updated"),
            gettext_lazy("Formats"),
            gettext_lazy("Warnings"),
        ],
        strict=True,
    )
)


def run(params, progress):
    """(file name, summary, count) of the import; its error, or any crash, fails the job at once, with the
    reason: the upload is gone once tried, so a retry could not help."""
    try:
        return import_job_run(params, progress)
    except ImportFileError as exc:
        raise JobFailed(Message(N_("{file}: {error}"), file=params["filename"], error=exc.text)) from exc
    except Exception as exc:
        log.exception("import of %s failed", params["filename"])
        reason = Message(N_("{file}: the import failed ({error})"), file=params["filename"], error=type(exc).__name__)
        raise JobFailed(reason) from exc


def csv_row(name, result):
    formats = "; ".join(_format_summary(f) for f in result.get("formats", []))
    return [
        result.get("game", ""),
        result.get("cards", ""),
        result.get("created", ""),
        result.get("updated", ""),
        formats,
        len(result.get("warnings", [])),
    ]


def _format_summary(f):
    """One imported list, in the reader's language: its name and how many cards each limit holds."""
    counts = {"name": f["name"], "forbidden": f["forbidden"], "limited": f["limited"], "semi": f["semi_limited"]}
    if f["unknown_count"]:
        text = _(
            "%(name)s: %(forbidden)s forbidden, %(limited)s limited, %(semi)s semi-limited, "
            "%(unknown)s not in the database"
        )
        return text % {**counts, "unknown": f["unknown_count"]}
    return _("%(name)s: %(forbidden)s forbidden, %(limited)s limited, %(semi)s semi-limited") % counts
