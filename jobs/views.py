import csv

from django.http import Http404, StreamingHttpResponse
from django.shortcuts import get_object_or_404, render
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from . import services
from .models import Job


def _visible_job(request, job_id):
    job = get_object_or_404(Job, pk=job_id)
    if not services.job_visible_to(job, request.user):
        raise Http404("No such job")
    return job


def job_payload(job, request):
    data = {
        "id": str(job.id),
        "kind": job.kind,
        "status": job.status,
        "progress": {"done": job.done, "total": job.total},
        "error": job.error or None,
        "url": request.build_absolute_uri(f"/api/jobs/{job.id}/"),
        "report_csv": request.build_absolute_uri(f"/api/jobs/{job.id}/report.csv"),
        "created_at": job.created_at,
        "finished_at": job.finished_at,
    }
    if job.finished:
        data["results"] = services.job_results(job)
    return data


@api_view(["GET"])
@permission_classes([AllowAny])
def job_detail_api(request, job_id):
    return Response(job_payload(_visible_job(request, job_id), request))


class _Echo:
    def write(self, value):
        return value


def job_report_csv(request, job_id):
    job = _visible_job(request, job_id)
    writer = csv.writer(_Echo())
    rows = (writer.writerow(row) for row in services.job_csv_rows(job))
    response = StreamingHttpResponse(rows, content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{job.kind}-{job.id}.csv"'
    return response


def job_page(request, job_id):
    job = _visible_job(request, job_id)
    template = "jobs/_progress.html" if request.htmx else "jobs/job_detail.html"
    handler = services.load_handler(job.handler)
    rows = []
    if job.finished:
        rows = [
            (item["index"], item["name"], handler.csv_row(item["name"], item["result"]) if item["result"] else [])
            for item in services.job_results(job)
        ]
    return render(request, template, {"job": job, "columns": handler.CSV_COLUMNS, "rows": rows})
