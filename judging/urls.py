from django.urls import include, path

from . import api, ask_views, views

pages = [
    path("", views.search, name="rulings-search"),
    path("ask/", ask_views.ask_page, name="rulings-ask"),
    path("new/", views.ruling_new, name="rulings-new"),
    path("import/", views.document_upload, name="rulings-import"),
    path(
        "<int:pk>/",
        include(
            [
                path("", views.ruling_detail, name="rulings-detail"),
                path("edit/", views.ruling_edit, name="rulings-edit"),
            ]
        ),
    ),
    path("sections/<int:pk>/", views.section_detail, name="rulings-section"),
    path("documents/<int:pk>/", views.document_detail, name="rulings-document"),
]
api_urls = [
    path("", api.ruling_search, name="api-rulings"),
    path("ask/", ask_views.ask_api, name="api-rulings-ask"),
    path("<int:pk>/", api.ruling_detail, name="api-ruling-detail"),
    path("sections/<int:pk>/", api.section_detail, name="api-rulings-section"),
]
urlpatterns = [path("rulings/", include(pages)), path("api/rulings/", include(api_urls))]
