"""Importing the real documents into the database, and importing them again."""

import pytest
from django.core.management import CommandError, call_command

from judging.models import CardCitation, Document, Keyword, RulesSection, Ruling, RulingRevision, Term

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def test_the_faq_imports_into_rulings_with_sections_keywords_and_cards(import_doc, broly):
    report = import_doc("faq")
    assert report.created == Ruling.objects.count() == 197
    barrier = Ruling.objects.filter(section="Mots-clefs › [Barrière]").order_by("number")
    assert [r.number for r in barrier] == [1, 2, 3, 4, 5, 6]
    assert Keyword.objects.get(game__slug="dbs", slug="barriere").rulings.count() >= 6
    assert Ruling.objects.filter(is_new=True).count() == 1


def test_a_cited_card_is_linked_when_it_exists_and_kept_as_text_when_not(import_doc, broly):
    import_doc("faq")
    linked = CardCitation.objects.filter(code="BT1-057")
    assert linked.count() == 4 and all(c.card_id == broly.pk for c in linked)
    text_only = CardCitation.objects.get(code="BT1-107", ruling__number=5)
    assert text_only.card is None and text_only.name == "Soif de sang glaciale"


def test_rules_documents_import_as_sections_in_order(import_doc):
    report = import_doc("manual")
    sections = RulesSection.objects.filter(document=report.document)
    assert report.created == sections.count() >= 80
    assert list(sections.values_list("order", flat=True)) == list(range(1, sections.count() + 1))
    assert sections.get(heading__endswith="1-2. Victory Condition").path[0] == "General Rules"


def test_thai_is_stored_segmented_for_the_index(import_doc):
    import_doc("tractor")
    section = RulesSection.objects.filter(heading__endswith="2. การตั้งค่า").get()
    assert {"ไพ่", "ชุด", "โจ๊ก"} <= set(section.index_b.split())
    assert "ไพ่ครบสองชุด" in section.body, "the text shown stays as written"
    assert Term.objects.filter(language="th", word="ไพ่").exists()


def test_importing_the_same_faq_again_changes_nothing(import_doc):
    first = import_doc("faq")
    ids = set(Ruling.objects.values_list("pk", flat=True))
    again = import_doc("faq")
    assert again.document.pk == first.document.pk
    assert (again.created, again.updated, again.removed, again.unchanged) == (0, 0, 0, 197)
    assert set(Ruling.objects.values_list("pk", flat=True)) == ids
    assert Document.objects.count() == 1


def test_a_new_edition_updates_in_place_keeping_the_old_text(import_doc, read_doc):
    import_doc("faq")
    ruling = Ruling.objects.get(key="Construction du deck#0/Q2")
    lines = read_doc("faq").replace("R2.Une seule.", "R2.Une seule, toujours.").splitlines()
    assert lines[0].startswith("Q1.") and lines[16] == "Construction du deck"
    edited = [*lines[2:16], "Q9.Une question ajoutée ?", "R9.Oui.", *lines[16:]]  # drops Q1, adds Q9
    report = import_doc("faq", text="\n".join(edited))
    ruling.refresh_from_db()
    assert ruling.answer == "Une seule, toujours."
    assert RulingRevision.objects.get(ruling=ruling).answer == "Une seule."
    assert (report.updated, report.created, report.removed) == (1, 1, 1)
    assert not Ruling.objects.filter(key="#0/Q1").exists()
    assert Ruling.objects.get(key="#0/Q9").question == "Une question ajoutée ?"


def test_a_new_rules_version_updates_sections_in_place(import_doc, read_doc):
    import_doc("esferas")
    section = RulesSection.objects.get(heading="REGLA DE ORO")
    report = import_doc("esferas", text=read_doc("esferas").replace("siempre es válido", "siempre vale"))
    assert report.updated == 1 and report.created == 0
    assert RulesSection.objects.get(pk=section.pk).body.endswith("siempre vale lo que dice la carta.")


def test_the_commands_import_and_report(seeds_dir, data_dir, capsys):
    call_command("import_rulings", "dbs", "fr", str(seeds_dir / "dbs-cardgame-faq.fr.txt"), "--title", "FAQ DBS")
    call_command("import_rules", "dbs", "en", str(data_dir / "dbs/rule-manual-1.074.en.txt"), "--doc-version", "1.074")
    out = capsys.readouterr().out
    assert "FAQ DBS: 197 created" in out
    assert Document.objects.get(language="en").version == "1.074"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["pokemon", "fr", "x.txt"], "unknown game 'pokemon'"),
        (["dbs", "de", "x.txt"], "unknown language 'de'"),
        (["dbs", "fr", "/nonexistent.txt"], "no such file"),
    ],
)
def test_the_command_refuses_bad_arguments_clearly(args, message):
    with pytest.raises(CommandError, match=message):
        call_command("import_rulings", *args)


def test_the_command_names_the_faulty_line(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("Section\nQ1.Question ?\nR1.Réponse.\nR2.Orpheline.\n", encoding="utf-8")
    with pytest.raises(CommandError, match="line 4: R2 has no question"):
        call_command("import_rulings", "dbs", "fr", str(bad))
    assert not Ruling.objects.exists(), "nothing is imported from a faulty file"


def test_the_command_refuses_a_file_that_is_not_utf8(tmp_path):
    bad = tmp_path / "latin1.txt"
    bad.write_bytes("Q1.Première ?\nR1.Oui.\nQ2.Déjà ?\n".encode("latin-1"))
    with pytest.raises(CommandError, match="line 1: not UTF-8"):
        call_command("import_rulings", "dbs", "fr", str(bad))


def test_a_section_repeated_word_for_word_is_imported_once_with_a_warning(import_doc):
    report = import_doc("yugioh")
    bodies = list(RulesSection.objects.filter(document=report.document).values_list("heading", "body"))
    assert len(bodies) == len(set(bodies)) == report.created == 15
    assert len(report.warnings) == 9
    assert report.warnings[0].startswith("line ") and "repeats the one at line" in report.warnings[0]


def test_a_document_imported_without_a_title_is_named_from_its_game_kind_and_language(import_doc):
    document = import_doc("manual").document
    assert document.title == ""
    assert document.name == f"{document.game.name} rules, in English"


def test_a_title_given_at_import_is_kept(seeds_dir):
    call_command("import_rulings", "dbs", "fr", str(seeds_dir / "dbs-cardgame-faq.fr.txt"), "--title", "FAQ DBS")
    assert Document.objects.get().name == "FAQ DBS"
