"""The published OpenAPI document is valid OpenAPI 3.0 and generates without a warning (a warning is a view
the schema cannot describe, or two operations sharing an id)."""

import io

import pytest
from django.core.management import call_command


@pytest.mark.django_db
def test_the_api_schema_validates_without_warnings():
    out = io.StringIO()
    call_command("spectacular", "--validate", "--fail-on-warn", stdout=out)
    assert "/api/tournaments/{event_id}/finish/" in out.getvalue()
