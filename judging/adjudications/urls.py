from django.urls import path

from . import api, record_builder, views

urlpatterns = [
    path("api/adjudications/", api.adjudication_collection, name="adjudication-list-api"),
    path("api/adjudications/bulk/", api.adjudication_bulk, name="adjudication-bulk-api"),
    path("api/adjudications/<uuid:adjudication_id>/", api.adjudication_detail, name="adjudication-detail-api"),
    path("adjudications/", views.adjudication_index, name="adjudication-index"),
    path("adjudications/<uuid:adjudication_id>/", views.adjudication_page, name="adjudication-page"),
    # the record builder's helpers (record_builder.py)
    path("adjudications/<slug:game>/deal/", record_builder.builder_deal, name="adjudication-builder-deal"),
    path("adjudications/<slug:game>/check/", record_builder.record_check, name="adjudication-record-check"),
    path("adjudications/<slug:game>/example/", record_builder.builder_example, name="adjudication-builder-example"),
]
