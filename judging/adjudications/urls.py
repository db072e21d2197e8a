from django.urls import include, path

from . import api, record_builder, views

api_urls = [
    path("", api.adjudication_collection, name="adjudication-list-api"),
    path("bulk/", api.adjudication_bulk, name="adjudication-bulk-api"),
    path("<uuid:adjudication_id>/", api.adjudication_detail, name="adjudication-detail-api"),
]
# The record builder's helpers (record_builder.py), per game.
builder = [
    path("deal/", record_builder.builder_deal, name="adjudication-builder-deal"),
    path("check/", record_builder.record_check, name="adjudication-record-check"),
    path("example/", record_builder.builder_example, name="adjudication-builder-example"),
]
pages = [
    path("", views.adjudication_index, name="adjudication-index"),
    path("<uuid:adjudication_id>/", views.adjudication_page, name="adjudication-page"),
    path("<slug:game>/", include(builder)),
]
urlpatterns = [path("api/adjudications/", include(api_urls)), path("adjudications/", include(pages))]
