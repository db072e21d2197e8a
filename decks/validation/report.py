"""The bulk validation results as an organiser reads them: a summary, each deck's verdict and problems,
numbered as the CSV report numbers them, and the organiser's earlier jobs."""

from django.db.models import Count, Q

from games.i18n import translate_word
from games.rules import section_labels
from games.selectors import format_labels
from jobs.models import Job

from .bulk import KIND

PAST_JOBS = 20


def job_report(job, items, *, user):
    """The job page's report of finished items [{"index", "name", "result"}] (results already localised)."""
    rows = [_row(item) for item in items]
    return {
        "past_jobs": past_jobs(owner=user, exclude=job) if user.is_authenticated else [],
        "template": "decks/_bulk_report.html",
        "format": _format_label(job.params),
        "rows": rows,
        "total": len(rows),
        "legal": sum(row["status"] == "legal" for row in rows),
        "errors": sum(row["status"] == "error" for row in rows),
    }


def _row(item):
    result = item["result"] or {}
    status = "error" if result.get("error") else ("legal" if result.get("legal") else "illegal")
    labels = section_labels(result["game"]) if result.get("game") else {}
    cards = [(translate_word(labels.get(s, s)), n) for s, n in (result.get("sections") or {}).items()]
    return {
        "number": item["index"] + 1,  # jobs.services.job_csv_rows numbers from 1 too
        "name": item["name"],
        "status": status,
        "error": result.get("error", ""),
        "cards": cards,
        "problems": [p["message"] for p in result.get("problems", [])],
    }


def _format_label(params):
    slug = params.get("format", "")
    return format_labels(game_slug=params.get("game", ""), slugs=[slug]).get(slug, slug)


def past_jobs(*, owner, exclude=None):
    """The owner's bulk validations, newest first, each with its count of legal decks and its format's label."""
    jobs = Job.objects.filter(owner=owner, kind=KIND).exclude(pk=getattr(exclude, "pk", None))
    jobs = jobs.annotate(legal=Count("items", filter=Q(items__result__legal=True))).order_by("-created_at")
    jobs = list(jobs[:PAST_JOBS])
    labels = {}
    for job in jobs:
        game = job.params.get("game", "")
        if game not in labels:
            slugs = {j.params.get("format", "") for j in jobs if j.params.get("game") == game}
            labels[game] = format_labels(game_slug=game, slugs=slugs)
        job.format_label = labels[game].get(job.params.get("format", ""), job.params.get("format", ""))
    return jobs
