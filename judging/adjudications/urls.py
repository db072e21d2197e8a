from django.urls import path

from . import api, views

urlpatterns = [
    path("api/adjudications/", api.adjudication_collection, name="adjudication-list-api"),
    path("api/adjudications/bulk/", api.adjudication_bulk, name="adjudication-bulk-api"),
    path("api/adjudications/<uuid:adjudication_id>/", api.adjudication_detail, name="adjudication-detail-api"),
    path("adjudications/", views.adjudication_index, name="adjudication-index"),
    path("adjudications/<uuid:adjudication_id>/", views.adjudication_page, name="adjudication-page"),
]
