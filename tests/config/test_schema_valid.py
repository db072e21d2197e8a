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


@pytest.mark.django_db
def test_the_adjudications_list_is_documented_as_the_page_it_answers(client):
    schema = client.get("/api/schema/?format=json").json()
    ok = schema["paths"]["/api/adjudications/"]["get"]["responses"]["200"]["content"]["application/json"]["schema"]
    page = schema["components"]["schemas"][ok["$ref"].rsplit("/", 1)[1]]
    assert set(page["properties"]) == {"count", "next", "previous", "results"}
    assert page["properties"]["results"]["type"] == "array"
