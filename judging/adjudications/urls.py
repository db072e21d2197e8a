from django.urls import include, path

from config.routes import mirrored

from . import api, record_builder, views

# An adjudication's addresses, each a page below adjudications/ and the same in JSON below api/adjudications/.
pages, api_urls = mirrored(
    (
        ("", views.adjudication_index, "adjudication-index", api.adjudication_collection, "adjudication-list-api"),
        (
            "<uuid:adjudication_id>/",
            views.adjudication_page,
            "adjudication-page",
            api.adjudication_detail,
            "adjudication-detail-api",
        ),
    )
)
api_urls.append(path("bulk/", api.adjudication_bulk, name="adjudication-bulk-api"))
# The record builder's helpers (record_builder.py), per game.
builder = [
    path("deal/", record_builder.builder_deal, name="adjudication-builder-deal"),
    path("check/", record_builder.record_check, name="adjudication-record-check"),
    path("example/", record_builder.builder_example, name="adjudication-builder-example"),
]
pages.append(path("<slug:game>/", include(builder)))
urlpatterns = [path("api/adjudications/", include(api_urls)), path("adjudications/", include(pages))]
