from django.urls import path

from . import api_validation, views_validation

urlpatterns = [
    path("api/decks/validate/", api_validation.validate_api, name="api-deck-validate"),
    path("api/decks/validate/bulk/", api_validation.validate_bulk_api, name="api-deck-validate-bulk"),
    path("decks/validate/", views_validation.validate_page, name="deck-validate"),
    path("decks/validate/bulk/", views_validation.bulk_page, name="deck-validate-bulk"),
    path("decks/validate/formats/", views_validation.format_options, name="deck-validate-formats"),
]
