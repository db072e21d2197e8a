from django.urls import include, path

from config.routes import mirrored

from . import api, views

# Validation, one list or a batch: a page below decks/validate/ and the same in JSON below api/decks/validate/.
pages, api_urls = mirrored(
    (
        ("", views.validate_page, "deck-validate", api.validate_api, "api-deck-validate"),
        ("bulk/", views.bulk_page, "deck-validate-bulk", api.validate_bulk_api, "api-deck-validate-bulk"),
    )
)
pages.append(path("formats/", views.format_options, name="deck-validate-formats"))
urlpatterns = [path("api/decks/validate/", include(api_urls)), path("decks/validate/", include(pages))]
