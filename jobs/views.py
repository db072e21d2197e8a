import csv

from django.http import StreamingHttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils.translation import get_language, override
from django.utils.translation import gettext as _
from drf_spectacular.utils import extend_schema
from rest_framework.decorators import api_view, permission_classes
from rest_framework.negotiation import BaseContentNegotiation
from rest_framework.permissions import AllowAny
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from config.csvsafe import safe_row
from config.roles import not_found_or_login
from games.formats import format_labels
from games.i18n import localise_message, localise_problem, localise_violation, public_problem

from . import services
from .models import Job


def _visible_job(request, job_id):
    job = get_object_or_404(Job, pk=job_id)
    if not services.job_visible_to(job, request.user):
        raise not_found_or_login(request.user, _("No such job"))
    return job


def job_error(job):
    """The job's error in the reader's language when it was stored with its template, else as stored."""
    return localise_message(job.error_message) if job.error_message else job.error


def shown_result(result, *, public=False, html=False, labels=None):
    """A stored item result with the rules' messages in the reader's language: a deck's problems, an
    adjudication's violation. `public` (the API) also leaves out the template fields; `html` (the job's
    page) isolates the names in them, and names the format by its label from `labels` {slug: label}."""
    if not isinstance(result, dict):
        return result
    shown = result
    if result.get("problems"):
        if public:
            problems = [public_problem(p) for p in result["problems"]]
        else:
            label = (labels or {}).get(result.get("format"))
            problems = [localise_problem(p, html=html, format_label=label) for p in result["problems"]]
        shown = {**shown, "problems": problems}
    verdict = result.get("verdict")
    if isinstance(verdict, dict) and isinstance(verdict.get("violation"), dict):
        violation = localise_violation(verdict["violation"], public=public, html=html)
        shown = {**shown, "verdict": {**verdict, "violation": violation}}
    return shown


def _format_labels(results):
    """{slug: label} of the formats the results were checked in (one game per job)."""
    results = [r for r in results if isinstance(r, dict) and r.get("game") and r.get("format")]
    if not results:
        return {}
    return format_labels(game_slug=results[0]["game"], slugs={r["format"] for r in results})


def job_payload(job, request):
    data = {
        "id": str(job.id),
        "kind": job.kind,
        "status": job.status,
        "progress": {"done": job.done, "total": job.total},
        "error": job_error(job) or None,
        "url": request.build_absolute_uri(f"/api/jobs/{job.id}/"),
        "report_csv": request.build_absolute_uri(f"/api/jobs/{job.id}/report.csv"),
        "created_at": job.created_at,
        "finished_at": job.finished_at,
    }
    if job.finished:
        data["results"] = [
            {**item, "result": shown_result(item["result"], public=True)} for item in services.job_results(job)
        ]
    return data


JOB_SCHEMA = {
    "type": "object",
    "required": ["id", "kind", "status", "progress", "error", "url", "report_csv", "created_at", "finished_at"],
    "properties": {
        "id": {"type": "string", "format": "uuid"},
        "kind": {"type": "string"},
        "status": {"type": "string", "enum": list(Job.Status.values)},
        "progress": {
            "type": "object",
            "properties": {"done": {"type": "integer"}, "total": {"type": "integer"}},
            "required": ["done", "total"],
        },
        "error": {"type": "string", "nullable": True},
        "url": {"type": "string", "format": "uri"},
        "report_csv": {"type": "string", "format": "uri"},
        "created_at": {"type": "string", "format": "date-time"},
        "finished_at": {"type": "string", "format": "date-time", "nullable": True},
        "results": {"type": "array", "items": {"type": "object", "additionalProperties": True}},
    },
}


@extend_schema(responses={200: JOB_SCHEMA}, summary="A background job: progress, then its results once finished")
@api_view(["GET"])
@permission_classes([AllowAny])
def job_detail_api(request, job_id):
    return Response(job_payload(_visible_job(request, job_id), request))


class _Echo:
    def write(self, value):
        return value


class ReportNegotiation(BaseContentNegotiation):
    """The report is CSV whatever the client accepts (it is streamed, not rendered); an error (a 404) is JSON."""

    def select_parser(self, request, parsers):
        return parsers[0] if parsers else None

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type


class JobReportCSV(APIView):
    """A DRF view so the link the API returns works with the API's authentication (Basic included)."""

    permission_classes = [AllowAny]
    renderer_classes = [JSONRenderer]
    content_negotiation_class = ReportNegotiation

    @extend_schema(responses={(200, "text/csv"): {"type": "string"}}, summary="A finished job's results as CSV")
    def get(self, request, job_id):
        job = _visible_job(request, job_id)
        response = StreamingHttpResponse(_csv_lines(job, get_language()), content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="{job.kind}-{job.id}.csv"'
        return response


job_report_csv = JobReportCSV.as_view()


def _csv_lines(job, language):
    """The report's lines, written as the response streams, after the request's language was let go."""
    writer = csv.writer(_Echo())
    with override(language):
        for row in services.job_csv_rows(job, shown=shown_result):
            yield writer.writerow(safe_row(row))


def job_page(request, job_id):
    job = _visible_job(request, job_id)
    template = "jobs/_progress.html" if request.htmx else "jobs/job_detail.html"
    handler = services.load_handler(job.handler)
    items = []
    if job.finished:
        items = list(services.job_results(job))
        labels = _format_labels([item["result"] for item in items])
        items = [{**item, "result": shown_result(item["result"], html=True, labels=labels)} for item in items]
    job.error = job_error(job)  # shown, never saved
    labels = getattr(handler, "COLUMN_LABELS", {})  # the CSV keeps the keys; the page shows their labels
    context = {
        "job": job,
        "title": getattr(handler, "TITLE", ""),
        "columns": [labels.get(c, c) for c in handler.CSV_COLUMNS],
    }
    if hasattr(handler, "report"):  # a handler may show its results as a report of its own
        context["report"] = handler.report(job, items, user=request.user)
    else:
        rows = [(i["index"], i["name"], handler.csv_row(i["name"], i["result"]) if i["result"] else []) for i in items]
        context["rows"] = rows
    return render(request, template, context)
