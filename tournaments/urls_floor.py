"""The floor's addresses (tournaments.views_floor, tournaments.api_floor), added to tournaments.urls."""

from django.urls import path

from . import api_floor, views_floor

E = "tournaments/<int:event_id>/"
A = "api/tournaments/<int:event_id>/"

urlpatterns = [
    path(E + "clock/", views_floor.clock_partial, name="event-clock"),
    path(E + "manage/clock/<slug:action>/", views_floor.clock_action, name="event-clock-action"),
    path(E + "edit/", views_floor.event_edit, name="event-edit"),
    path(E + "matches/<int:match_id>/extra-time/", views_floor.extra_time, name="event-extra-time"),
    path(E + "matches/<int:match_id>/call/", views_floor.judge_call, name="event-judge-call"),
    path(E + "judge-calls/", views_floor.judge_calls_page, name="event-judge-calls"),
    path(E + "judge-calls/queue/", views_floor.judge_calls_queue, name="event-judge-calls-queue"),
    path(E + "judge-calls/<int:call_id>/take/", views_floor.judge_call_take, name="event-judge-call-take"),
    path(E + "judge-calls/<int:call_id>/close/", views_floor.judge_call_close, name="event-judge-call-close"),
    path(
        E + "rounds/<int:round_number>/pairings/<slug:order>/", views_floor.pairings_print, name="event-pairings-print"
    ),
    path(A + "clock/", api_floor.clock, name="api-event-clock"),
    path(A + "matches/<int:match_id>/extra-time/", api_floor.extra_time, name="api-event-extra-time"),
    path(A + "matches/<int:match_id>/calls/", api_floor.call_create, name="api-event-call"),
    path(A + "calls/", api_floor.call_queue, name="api-event-calls"),
    path(A + "calls/<int:call_id>/take/", api_floor.call_take, name="api-event-call-take"),
    path(A + "calls/<int:call_id>/close/", api_floor.call_close, name="api-event-call-close"),
]
