from django.urls import path

from . import api, views

urlpatterns = [
    path("api/decks/validate/", api.validate_api, name="api-deck-validate"),
    path("api/decks/validate/bulk/", api.validate_bulk_api, name="api-deck-validate-bulk"),
    path("decks/validate/", views.validate_page, name="deck-validate"),
    path("decks/validate/bulk/", views.bulk_page, name="deck-validate-bulk"),
    path("decks/validate/formats/", views.format_options, name="deck-validate-formats"),
]
