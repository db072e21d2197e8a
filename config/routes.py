"""Routes an app serves both as pages and as API (the API answering the pages' own addresses below its
api/ prefix), written once as one table."""

from django.urls import path


def mirrored(rows):
    """Rows of (address, page view, its name, API view, its name) -> (page routes, API routes), each list
    for the include() below its prefix; the app adds the routes only one side has."""
    pages = [path(address, page, name=page_name) for address, page, page_name, _, _ in rows]
    api = [path(address, view, name=api_name) for address, _, _, view, api_name in rows]
    return pages, api
