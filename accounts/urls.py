from django.urls import include, path

from . import views

judge_requests = [
    path("", views.judge_requests, name="judge-requests"),
    path("<int:request_id>/grant/", views.judge_request_grant, name="judge-request-grant"),
    path("<int:request_id>/refuse/", views.judge_request_refuse, name="judge-request-refuse"),
]
urlpatterns = [
    path(
        "accounts/",
        include(
            [
                path("signup/", views.signup, name="signup"),
                path("profile/", views.profile, name="profile"),
                path("judge-requests/", include(judge_requests)),
            ]
        ),
    ),
]
