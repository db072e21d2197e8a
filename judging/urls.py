from django.urls import path

from . import api, ask_views, views

urlpatterns = [
    path("rulings/", views.search, name="rulings-search"),
    path("rulings/ask/", ask_views.ask_page, name="rulings-ask"),
    path("rulings/new/", views.ruling_new, name="rulings-new"),
    path("rulings/import/", views.document_upload, name="rulings-import"),
    path("rulings/<int:pk>/", views.ruling_detail, name="rulings-detail"),
    path("rulings/<int:pk>/edit/", views.ruling_edit, name="rulings-edit"),
    path("rulings/sections/<int:pk>/", views.section_detail, name="rulings-section"),
    path("rulings/documents/<int:pk>/", views.document_detail, name="rulings-document"),
    path("api/rulings/", api.ruling_search, name="api-rulings"),
    path("api/rulings/ask/", ask_views.ask_api, name="api-rulings-ask"),
    path("api/rulings/<int:pk>/", api.ruling_detail, name="api-ruling-detail"),
    path("api/rulings/sections/<int:pk>/", api.section_detail, name="api-rulings-section"),
]
