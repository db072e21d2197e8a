"""The bulk validation job's handler (jobs.registry): batches validated by decks.validation.bulk, results
shown with their problems in the reader's language, and the page's report (decks.validation.report)."""

from games.formats import format_labels
from games.i18n import localise_problem, public_problem

from .bulk import CSV_COLUMNS, TITLE, csv_row, process_batch
from .report import job_report as report

__all__ = ["CSV_COLUMNS", "TITLE", "csv_row", "process_batch", "report", "shown"]


def shown(results, *, public=False, html=False):
    """Each result with its problems in the reader's language: `public` (the API) without the template
    fields; `html` (the job's page) with the names isolated and the format named by its label."""
    labels = _format_labels(results) if html else {}
    return [_shown(result, public=public, html=html, labels=labels) for result in results]


def _shown(result, *, public, html, labels):
    if not isinstance(result, dict) or not result.get("problems"):
        return result
    if public:
        problems = [public_problem(p) for p in result["problems"]]
    else:
        label = labels.get(result.get("format"))
        problems = [localise_problem(p, html=html, format_label=label) for p in result["problems"]]
    return {**result, "problems": problems}


def _format_labels(results):
    """{slug: label} of the formats the results were checked in (one game per job)."""
    results = [r for r in results if isinstance(r, dict) and r.get("game") and r.get("format")]
    if not results:
        return {}
    return format_labels(game_slug=results[0]["game"], slugs={r["format"] for r in results})
