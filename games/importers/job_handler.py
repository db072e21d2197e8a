"""The jobs-app handler of a card or banlist import: one item whose result is the import summary.

Imports run as one Celery task (games.tasks.import_file), not in batches; this module only tells
the job page and its CSV report how to show the summary.
"""

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

# The task that runs such a job: the sweep (jobs.sweep) sends it again when its message was lost.
TASK = "games.tasks.import_file"
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


def process_batch(inputs, params):
    raise RuntimeError("card imports run as games.tasks.import_file, not in batches")


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
