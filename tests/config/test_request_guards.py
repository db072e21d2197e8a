"""Requests refused at the door: a NUL byte anywhere a user can type is a 400 naming the field, a body
over the limit is a 413 read from Content-Length, JSON nested too deep is a 400 on every endpoint."""

import base64
import json

import pytest

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]

DEEP = "[" * 50_000 + "]" * 50_000


@pytest.mark.parametrize("path", ["/cards/?game=a%00b", "/rulings/?q=a%00b", "/api/cards/?game=a%00b"])
def test_a_nul_byte_in_a_query_parameter_is_a_400_naming_it(client, path):
    response = client.get(path)
    assert response.status_code == 400
    name = path.split("?")[1].split("=")[0]
    assert f"{name}: text may not contain a NUL byte" in response.content.decode()


def test_a_nul_byte_in_the_address_is_a_400_not_a_debug_page(client):
    response = client.get("/cards/yugioh/8698%008864/")
    assert response.status_code == 400
    assert "Traceback" not in response.content.decode()


def test_a_nul_byte_in_a_basic_auth_user_name_is_a_400(client):
    token = base64.b64encode(b"ali\x00ce:secret").decode()
    response = client.get("/api/decks/", HTTP_AUTHORIZATION=f"Basic {token}")
    assert response.status_code == 400
    assert response.json() == {"error": "Authorization: text may not contain a NUL byte"}


def test_a_nul_byte_in_a_form_field_is_a_400_naming_it(owner_client):
    body = "game=yugioh&decklist=Pot+of%00Greed"
    response = owner_client.post("/decks/validate/", body, content_type="application/x-www-form-urlencoded")
    assert response.status_code == 400
    assert "decklist: text may not contain a NUL byte" in response.content.decode()


def test_a_nul_byte_in_a_multipart_form_field_is_the_form_s_error(owner_client):
    response = owner_client.post("/decks/validate/", {"game": "yugioh", "decklist": "Pot of\x00Greed"})
    assert response.status_code == 400
    assert "Null characters are not allowed" in response.content.decode()


def test_a_nul_byte_in_a_json_string_is_a_400_naming_its_path(owner_client):
    body = {"game": "tractor", "record": {"meta": {"event": "club\x00night"}}}
    response = owner_client.post("/api/adjudications/", json.dumps(body), content_type="application/json")
    assert response.status_code == 400
    assert "record.meta.event: text may not contain a NUL byte" in response.content.decode()


def test_a_nul_byte_in_a_json_key_is_a_400(owner_client):
    body = '{"game": "yugioh", "sections": {"ma\\u0000in": ["89631139"]}}'
    response = owner_client.post("/api/decks/validate/", body, content_type="application/json")
    assert response.status_code == 400
    assert "a key may not contain a NUL byte" in response.content.decode()


@pytest.mark.parametrize(
    "path",
    [
        "/api/decks/validate/",
        "/api/adjudications/",
        "/api/decks/",
        "/api/decks/validate/bulk/",
        "/api/adjudications/bulk/",
    ],
)
def test_json_nested_50000_deep_is_a_400_on_every_endpoint(judge_client, path):
    response = judge_client.post(path, DEEP, content_type="application/json")
    assert response.status_code == 400
    assert "nested too deep" in response.content.decode()


def test_json_nested_past_the_limit_but_within_the_stack_is_a_400_naming_the_depth(owner_client):
    body = '{"game": "yugioh", "sections": ' + "[" * 100 + "]" * 100 + "}"
    response = owner_client.post("/api/decks/validate/", body, content_type="application/json")
    assert response.status_code == 400
    assert "nested more than 64 levels deep" in response.content.decode()


def test_an_upload_over_the_limit_is_refused_from_its_content_length(owner_client, settings):
    settings.UPLOAD_MAX_BYTES = 1024
    response = owner_client.post(
        "/cards/import/", b"x" * 10, content_type="multipart/form-data; boundary=zz", CONTENT_LENGTH=126 * 1024 * 1024
    )
    assert response.status_code == 413
    assert "132,120,576 bytes; at most 1,024" in response.content.decode()


def test_a_json_body_over_the_limit_is_a_413_in_json(owner_client, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 2048
    response = owner_client.post(
        "/api/adjudications/bulk/", json.dumps({"x": "y" * 4096}), content_type="application/json"
    )
    assert response.status_code == 413
    assert "at most 2,048 are accepted" in response.json()["error"]


def test_bulk_adjudication_accepts_the_32_mb_its_docs_promise(settings):
    from judging.adjudications.api import BULK_MAX_BYTES

    assert settings.DATA_UPLOAD_MAX_MEMORY_SIZE >= BULK_MAX_BYTES


def test_pages_answer_with_a_strict_content_security_policy(client):
    policy = client.get("/").headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy
    assert "'unsafe-inline'" not in policy.split("style-src-attr")[0]
    assert "frame-ancestors 'none'" in policy


def test_no_template_holds_an_inline_script_or_handler():
    import re

    from tests.conftest import ROOT

    inline = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>|\son[a-z]+=\"|javascript:", re.I)
    offenders = [
        str(path.relative_to(ROOT)) for path in (ROOT / "templates").rglob("*.html") if inline.search(path.read_text())
    ]
    assert offenders == []
