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


@pytest.mark.django_db
def test_the_answers_schemathesis_found_undocumented_are_documented(client):
    # Issue 35 (9): the 409 of a stale deck revision, the 400 of an unknown `superseded_by`, the 400 of a NUL.
    paths = client.get("/api/schema/?format=json").json()["paths"]
    deck = paths["/api/decks/{id}/"]
    assert "revision" in deck["patch"]["responses"]["409"]["description"]
    assert "revision" in deck["put"]["responses"]["409"]["description"]
    assert "superseded_by" in paths["/api/rulings/{id}/"]["patch"]["responses"]["400"]["description"]
    for path, operations in paths.items():
        for method, operation in operations.items():
            assert "400" in operation["responses"], f"{method.upper()} {path}"


@pytest.mark.django_db
def test_request_bodies_say_which_text_fields_refuse_blank(client):
    # Issue 35 (schemathesis): `PATCH /api/tournaments/{id}/` with `"name": ""` matched the schema and got a 400.
    # Request bodies have components of their own, so the responses do not claim a minimum length.
    schema = client.get("/api/schema/?format=json").json()
    body = schema["paths"]["/api/tournaments/{event_id}/"]["patch"]["requestBody"]["content"]["application/json"]
    edit = schema["components"]["schemas"][body["schema"]["$ref"].rsplit("/", 1)[1]]
    assert edit["properties"]["name"]["minLength"] == 1
    assert "minLength" not in edit["properties"]["location"]  # may be blank
    assert "minLength" not in schema["components"]["schemas"]["Event"]["properties"]["name"]
    names = schema["components"]["schemas"]
    assert "DeckValidateRequest" in names and not any(name.endswith("RequestRequest") for name in names)
