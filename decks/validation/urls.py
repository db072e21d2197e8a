from django.urls import include, path

from . import api, views

urlpatterns = [
    path(
        "api/decks/validate/",
        include(
            [
                path("", api.validate_api, name="api-deck-validate"),
                path("bulk/", api.validate_bulk_api, name="api-deck-validate-bulk"),
            ]
        ),
    ),
    path(
        "decks/validate/",
        include(
            [
                path("", views.validate_page, name="deck-validate"),
                path("bulk/", views.bulk_page, name="deck-validate-bulk"),
                path("formats/", views.format_options, name="deck-validate-formats"),
            ]
        ),
    ),
]
