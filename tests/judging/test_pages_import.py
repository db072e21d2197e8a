"""A judge imports a rulings or rules file from the page: in a module of its own, since the other Rulings page
tests share one import of the six real documents per module (tests/judging/conftest.py)."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from judging.forms import IMPORT_MAX_BYTES
from judging.models import RulesSection, Ruling

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def upload(client, name, content, **fields):
    data = {"kind": "faq", "game": "dbs", "language": "fr", **fields, "file": SimpleUploadedFile(name, content)}
    return client.post("/rulings/import/", data)


def test_a_judge_imports_an_faq_file(client, judge, seeds_dir):
    client.force_login(judge)
    response = upload(client, "faq.txt", (seeds_dir / "dbs-cardgame-faq.fr.txt").read_bytes(), title="FAQ")
    assert response.status_code == 200
    assert "197 new" in response.content.decode()
    assert Ruling.objects.count() == 197


def test_a_judge_imports_a_rules_file(client, judge, seeds_dir):
    client.force_login(judge)
    content = (seeds_dir / "dragonball-esferas-rules.es.txt").read_bytes()
    response = upload(client, "esferas.txt", content, kind="rules", game="esferas", language="es")
    assert response.status_code == 200 and RulesSection.objects.filter(game__slug="esferas").count() >= 7


def test_a_faulty_file_is_refused_naming_the_line(client, judge):
    client.force_login(judge)
    response = upload(client, "bad.txt", "Section\nQ1.Question ?\nR2.Réponse.\n".encode())
    assert response.status_code == 400
    assert "line 3: R2 answers Q1" in response.content.decode()
    assert not Ruling.objects.exists()


def test_a_file_over_the_size_limit_is_refused(client, judge):
    client.force_login(judge)
    response = upload(client, "big.txt", b"Q1.x ?\nR1.y.\n" * (IMPORT_MAX_BYTES // 10))
    assert response.status_code == 400 and "the limit is" in response.content.decode()


def test_a_file_that_is_not_utf8_is_refused_naming_the_line(client, judge):
    client.force_login(judge)
    response = upload(client, "latin1.txt", "Section\nQ1.Déjà ?\nR1.Oui.\n".encode("latin-1"))
    assert response.status_code == 400 and "line 2: the file is not UTF-8" in response.content.decode()


def test_an_import_names_the_repeated_sections_it_kept_once(client, judge, seeds_dir):
    client.force_login(judge)
    content = (seeds_dir / "yugioh-priority-chains.ar.txt").read_bytes()
    response = upload(client, "yugioh.txt", content, kind="rules", game="yugioh", language="ar")
    page = response.content.decode()
    assert response.status_code == 200 and page.count("word for word; kept once") == 9
    assert "yugioh.txt" not in page, "the document is shown by its name, not its file"
