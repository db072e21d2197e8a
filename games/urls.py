from django.urls import path

from . import api, api_cards, views, views_cards

urlpatterns = [
    path("", views.home, name="home"),
    path("api/", api.api_root, name="api-root"),
    path("api/games/", api.game_list, name="api-games"),
    path("api/cards/", api_cards.CardList.as_view(), name="api-cards"),
    path("api/cards/<slug:game>/<str:code>/", api_cards.card_detail, name="api-card-detail"),
    path("cards/", views_cards.cards_page, name="cards"),
    path("cards/import/", views_cards.card_import, name="card-import"),
    path("cards/import/remove-demo/", views.demo_cards_remove, name="demo-remove"),
    path("cards/<slug:game>/<str:code>/", views_cards.card_detail, name="card-detail"),
    path("cards/<slug:game>/<str:code>/image", views_cards.card_image, name="card-image"),
    path("cards/<slug:game>/<str:code>/preview/", views_cards.card_preview, name="card-preview"),
]
