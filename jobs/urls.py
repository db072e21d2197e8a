from django.urls import path

from . import views

urlpatterns = [
    path("api/jobs/<uuid:job_id>/", views.job_detail_api, name="job-detail-api"),
    path("api/jobs/<uuid:job_id>/report.csv", views.job_report_csv, name="job-report-csv"),
    path("jobs/<uuid:job_id>/", views.job_page, name="job-page"),
]
