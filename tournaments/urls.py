from django.urls import path

from . import api, views

E = "tournaments/<int:event_id>/"
A = "api/tournaments/<int:event_id>/"

urlpatterns = [
    path("tournaments/", views.event_list, name="event-list"),
    path("tournaments/new/", views.event_new, name="event-new"),
    path(E, views.event_page, name="event-page"),
    path(E + "pairings/", views.pairings_partial, name="event-pairings"),
    path(E + "standings/", views.standings_partial, name="event-standings"),
    path(E + "rounds/<int:round_number>/sheet/", views.pairings_sheet, name="event-sheet"),
    path(E + "me/", views.me, name="event-me"),
    path(E + "register/", views.register, name="event-register"),
    path(E + "decklist/", views.decklist_submit, name="event-decklist"),
    path(E + "decklists/", views.decklists_page, name="event-decklists"),
    path(E + "players/<int:registration_id>/<slug:action>/", views.registration_action, name="event-registration"),
    path(E + "manage/", views.manage, name="event-manage"),
    path(E + "manage/<slug:action>/", views.manage_action, name="event-action"),
    path(E + "deck-checks/<int:check_id>/", views.deck_check, name="event-deck-check"),
    path(E + "matches/<int:match_id>/", views.match_page, name="event-match"),
    path(E + "matches/<int:match_id>/adjudicate/", views.match_adjudicate, name="event-match-adjudicate"),
    path(
        E + "matches/<int:match_id>/deck-check/<int:registration_id>/",
        views.match_deck_check,
        name="event-match-deck-check",
    ),
    path(E + "penalties/", views.penalty_list, name="event-penalties"),
    path(E + "penalties/new/", views.penalty_new, name="event-penalty-new"),
    path(E + "penalties/<int:penalty_id>/approve/", views.penalty_approve, name="event-penalty-approve"),
    path(E + "audit/", views.audit_log, name="event-audit"),
    path(E + "export/<slug:what>.csv", views.export, name="event-export"),
    path("api/tournaments/", api.event_collection, name="api-events"),
    path(A, api.event_detail, name="api-event"),
    path(A + "registrations/", api.registration_collection, name="api-event-registrations"),
    path(A + "registrations/<int:registration_id>/drop/", api.registration_drop, name="api-event-drop"),
    path(A + "decklist/", api.decklist, name="api-event-decklist"),
    path(A + "decklists/", api.decklist_list, name="api-event-decklists"),
    path(A + "rounds/", api.round_collection, name="api-event-rounds"),
    path(A + "matches/<int:match_id>/result/", api.match_result, name="api-event-result"),
    path(A + "standings/", api.standings_view, name="api-event-standings"),
    path(A + "penalties/", api.penalty_collection, name="api-event-penalties"),
    path(A + "deck-checks/", api.deck_check_collection, name="api-event-deck-checks"),
    path(A + "top-cut/", api.top_cut_view, name="api-event-top-cut"),
    path(A + "audit/", api.audit_list, name="api-event-audit"),
]
