"""The jobs-app handler of a card or banlist import: one item whose result is the import summary.

Imports run as one Celery task (games.tasks.import_file), not in batches; this module only tells
the job page and its CSV report how to show the summary.
"""

CSV_COLUMNS = ["game", "cards", "created", "updated", "formats", "warnings"]


def process_batch(inputs, params):
    raise RuntimeError("card imports run as games.tasks.import_file, not in batches")


def csv_row(name, result):
    formats = "; ".join(
        f"{f['name']}: {f['forbidden']} forbidden, {f['limited']} limited, {f['semi_limited']} semi-limited"
        f"{', ' + str(f['unknown_count']) + ' not in the database' if f['unknown_count'] else ''}"
        for f in result.get("formats", [])
    )
    return [
        result.get("game", ""),
        result.get("cards", ""),
        result.get("created", ""),
        result.get("updated", ""),
        formats,
        len(result.get("warnings", [])),
    ]
