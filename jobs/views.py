import csv

from django.http import Http404, StreamingHttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
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

from . import services
from .models import Job
from .registry import localised


def _visible_job(job_id, user, refuse):
    job = get_object_or_404(Job, pk=job_id)
    if not services.job_visible_to(job, user):
        raise refuse()
    return job


def _api_job(request, job_id):
    """For the API: a job you may not see is a 404, logged in or not."""
    return _visible_job(job_id, request.user, lambda: Http404(_("No such job")))


def _page_job(request, job_id):
    """For the page: a 404, or the login page for a visitor who may see it once logged in."""
    return _visible_job(job_id, request.user, lambda: not_found_or_login(request.user, _("No such job")))


def job_error(job):
    """The job's error in the reader's language when it was stored with its template, else as stored."""
    return localised(job.error_message, job.error)


def job_payload(job, request):
    data = {
        "id": str(job.id),
        "kind": job.kind,
        "status": job.status,
        "progress": {"done": job.done, "total": job.total},
        "error": job_error(job) or None,
        "url": request.build_absolute_uri(reverse("job-detail-api", args=[job.id])),
        "report_csv": request.build_absolute_uri(reverse("job-report-csv", args=[job.id])),
        "created_at": job.created_at,
        "finished_at": job.finished_at,
    }
    if job.finished:
        items = services.job_results(job)
        shown = services.shown_results(job, [item["result"] for item in items], public=True)
        data["results"] = [{**item, "result": result} for item, result in zip(items, shown, strict=True)]
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
    return Response(job_payload(_api_job(request, job_id), request))


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
        job = _api_job(request, job_id)
        response = StreamingHttpResponse(_csv_lines(job, get_language()), content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="{job.kind}-{job.id}.csv"'
        return response


job_report_csv = JobReportCSV.as_view()


def _csv_lines(job, language):
    """The report's lines, written as the response streams, after the request's language was let go."""
    writer = csv.writer(_Echo())
    with override(language):
        for row in services.job_csv_rows(job):
            yield writer.writerow(safe_row(row))


def job_page(request, job_id):
    job = _page_job(request, job_id)
    template = "jobs/_progress.html" if request.htmx else "jobs/job_detail.html"
    handler = services.load_handler(job.handler)
    items = []
    if job.finished:
        items = services.job_results(job)
        shown = services.shown_results(job, [item["result"] for item in items], html=True)
        items = [{**item, "result": result} for item, result in zip(items, shown, strict=True)]
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
