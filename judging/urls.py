from django.urls import include, path

from config.routes import mirrored

from . import api, ask_views, views

# The rulings' reading addresses, each a page below rulings/ and the same in JSON below api/rulings/.
pages, api_urls = mirrored(
    (
        ("", views.search, "rulings-search", api.ruling_search, "api-rulings"),
        ("ask/", ask_views.ask_page, "rulings-ask", ask_views.ask_api, "api-rulings-ask"),
        ("<int:pk>/", views.ruling_detail, "rulings-detail", api.ruling_detail, "api-ruling-detail"),
        ("sections/<int:pk>/", views.section_detail, "rulings-section", api.section_detail, "api-rulings-section"),
    )
)
# The judges' editing and the documents: pages only.
pages += [
    path("new/", views.ruling_new, name="rulings-new"),
    path("import/", views.document_upload, name="rulings-import"),
    path("<int:pk>/edit/", views.ruling_edit, name="rulings-edit"),
    path("documents/<int:pk>/", views.document_detail, name="rulings-document"),
]
urlpatterns = [path("rulings/", include(pages)), path("api/rulings/", include(api_urls))]
