from django.urls import path

from . import api, views

# Card pages and the cards API are added here by the card database work.
urlpatterns = [
    path("", views.home, name="home"),
    path("api/", api.api_root, name="api-root"),
    path("api/games/", api.game_list, name="api-games"),
]
