from django.urls import path

from . import views

urlpatterns = [
    path("accounts/signup/", views.signup, name="signup"),
    path("accounts/profile/", views.profile, name="profile"),
    path("accounts/judge-requests/", views.judge_requests, name="judge-requests"),
    path("accounts/judge-requests/<int:request_id>/grant/", views.judge_request_grant, name="judge-request-grant"),
    path("accounts/judge-requests/<int:request_id>/refuse/", views.judge_request_refuse, name="judge-request-refuse"),
]
