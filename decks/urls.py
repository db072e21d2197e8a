from django.urls import include, path
from rest_framework.routers import SimpleRouter

from . import api, views, views_editor, views_export

router = SimpleRouter()
router.register("api/decks", api.DeckViewSet, basename="api-deck")


def editor_urls(editor_name, prefix):
    """The editor's page (named `editor_name`) and its requests (`<prefix>-change`, ...): the same for a new
    deck, a draft kept in the page until its first save creates the row, and for a saved deck."""
    return [
        path("edit/", views_editor.editor, name=editor_name),
        path("edit/change/", views_editor.change, name=f"{prefix}-change"),
        path("edit/search/", views_editor.search, name=f"{prefix}-search"),
        path("edit/import/", views_editor.import_decklist, name=f"{prefix}-import"),
        path("edit/hand/", views_editor.test_hand, name=f"{prefix}-hand"),
        path("save/", views_editor.save, name=f"{prefix}-save"),
    ]


history = [
    path("", views.deck_history, name="deck-history"),
    path("<int:number>/restore/", views.deck_restore, name="deck-restore"),
]
deck = [
    path("", views.deck_detail, name="deck-detail"),
    path("clone/", views.deck_clone, name="deck-clone"),
    path("delete/", views.deck_delete, name="deck-delete"),
    path("history/", include(history)),
    *editor_urls("deck-edit", "deck"),
    path("export/<str:fmt>/", views_export.export, name="deck-export"),
    path("print/", views_export.print_sheet, name="deck-print"),
    path("print.pdf", views_export.print_pdf, name="deck-print-pdf"),
]
urlpatterns = [
    path("decks/", views.deck_list, name="deck-list"),
    path("decks/new/", views.deck_new, name="deck-new"),
    path("decks/new/<slug:game>/", include(editor_urls("deck-draft", "deck-draft"))),
    path("decks/<int:deck_id>/", include(deck)),
    path("", include(router.urls)),
]
