from django.urls import include, path
from rest_framework.routers import SimpleRouter

from . import api, views, views_editor, views_export

router = SimpleRouter()
router.register("api/decks", api.DeckViewSet, basename="api-deck")

urlpatterns = [
    path("decks/", views.deck_list, name="deck-list"),
    path("decks/new/", views.deck_new, name="deck-new"),
    # A new deck is a draft, kept in the page, until its first save creates the row (views_editor).
    path("decks/new/<slug:game>/edit/", views_editor.editor, name="deck-draft"),
    path("decks/new/<slug:game>/edit/change/", views_editor.change, name="deck-draft-change"),
    path("decks/new/<slug:game>/edit/search/", views_editor.search, name="deck-draft-search"),
    path("decks/new/<slug:game>/edit/import/", views_editor.import_decklist, name="deck-draft-import"),
    path("decks/new/<slug:game>/edit/hand/", views_editor.test_hand, name="deck-draft-hand"),
    path("decks/new/<slug:game>/save/", views_editor.save, name="deck-draft-save"),
    path("decks/<int:deck_id>/", views.deck_detail, name="deck-detail"),
    path("decks/<int:deck_id>/clone/", views.deck_clone, name="deck-clone"),
    path("decks/<int:deck_id>/delete/", views.deck_delete, name="deck-delete"),
    path("decks/<int:deck_id>/history/", views.deck_history, name="deck-history"),
    path("decks/<int:deck_id>/history/<int:number>/restore/", views.deck_restore, name="deck-restore"),
    path("decks/<int:deck_id>/edit/", views_editor.editor, name="deck-edit"),
    path("decks/<int:deck_id>/edit/change/", views_editor.change, name="deck-change"),
    path("decks/<int:deck_id>/edit/search/", views_editor.search, name="deck-search"),
    path("decks/<int:deck_id>/edit/import/", views_editor.import_decklist, name="deck-import"),
    path("decks/<int:deck_id>/edit/hand/", views_editor.test_hand, name="deck-hand"),
    path("decks/<int:deck_id>/save/", views_editor.save, name="deck-save"),
    path("decks/<int:deck_id>/export/<str:fmt>/", views_export.export, name="deck-export"),
    path("decks/<int:deck_id>/print/", views_export.print_sheet, name="deck-print"),
    path("decks/<int:deck_id>/print.pdf", views_export.print_pdf, name="deck-print-pdf"),
    path("", include(router.urls)),
]
