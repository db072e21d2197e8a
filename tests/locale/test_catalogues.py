"""The translation catalogues are complete: every marked string of the sources is in each language's
catalogue, translated (no fuzzy, no empty entry), with the same placeholders, and compiled."""

import re
import shutil
import subprocess
import sys

import polib
import pytest
from django.conf import settings

from tests.conftest import ROOT

LANGUAGES = [code for code, _ in settings.LANGUAGES if code != settings.LANGUAGE_CODE]
SOURCES = ("accounts", "config", "decks", "games", "jobs", "judging", "templates", "tournaments", "manage.py")
PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|\{\w+\}")


def catalogue(language):
    path = ROOT / "locale" / language / "LC_MESSAGES" / "django.po"
    if not path.exists():
        pytest.fail(f"no catalogue for {language}: run `make messages` and translate it")
    return polib.pofile(str(path))


@pytest.fixture(scope="module")
def extracted(tmp_path_factory):
    """The msgids `make messages` would extract from the sources now, in a copy of the tree."""
    tree = tmp_path_factory.mktemp("tree")
    for name in SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, tree / name, ignore=shutil.ignore_patterns("__pycache__", "*.mo"))
        else:
            shutil.copy(source, tree / name)
    (tree / "locale").mkdir()
    command = [sys.executable, "manage.py", "makemessages", "-l", "fr", "--no-obsolete", "--add-location=file"]
    subprocess.run(command, cwd=tree, check=True, capture_output=True, env=_env(tree))
    return {(e.msgctxt, e.msgid) for e in polib.pofile(str(tree / "locale" / "fr" / "LC_MESSAGES" / "django.po"))}


def _env(tree):
    import os

    return {**os.environ, "ARBITER_VAR_DIR": str(tree / "var"), "DATABASE_URL": f"sqlite:///{tree}/db.sqlite3"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_marked_string_is_in_the_catalogue(language, extracted):
    present = {(e.msgctxt, e.msgid) for e in catalogue(language) if not e.obsolete}
    missing = sorted(msgid for _, msgid in extracted - present)
    assert missing == [], f"{len(missing)} strings missing from {language}: run `make messages` and translate them"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_is_translated_and_none_is_fuzzy(language):
    po = catalogue(language)
    fuzzy = [e.msgid for e in po if "fuzzy" in e.flags and not e.obsolete]
    untranslated = [e.msgid for e in po.untranslated_entries()]
    assert (fuzzy, untranslated) == ([], [])


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_the_placeholders(language):
    wrong = []
    for entry in catalogue(language).translated_entries():
        wanted = set(PLACEHOLDER.findall(entry.msgid))
        if entry.msgid_plural:
            wanted |= set(PLACEHOLDER.findall(entry.msgid_plural))
            found = [set(PLACEHOLDER.findall(text)) for text in entry.msgstr_plural.values()]
            # A singular form may say "one" instead of showing {n}; it must not invent fields.
            if any(not got <= wanted for got in found) or not any(got == wanted for got in found):
                wrong.append(entry.msgid)
        elif set(PLACEHOLDER.findall(entry.msgstr)) != wanted:
            wrong.append(entry.msgid)
    assert wrong == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_compiled_catalogue_matches_the_translations(language):
    mo_path = ROOT / "locale" / language / "LC_MESSAGES" / "django.mo"
    assert mo_path.exists(), f"run `make messages` to compile {language}"
    compiled = {(e.msgctxt, e.msgid): (e.msgstr, e.msgstr_plural) for e in polib.mofile(str(mo_path))}
    source = {(e.msgctxt, e.msgid): (e.msgstr, e.msgstr_plural) for e in catalogue(language).translated_entries()}
    stale = sorted(msgid for key, value in source.items() if compiled.get(key) != value for msgid in [key[1]])
    assert stale == [], f"{language}.mo is older than its .po: run `make messages`"
