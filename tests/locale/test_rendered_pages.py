"""No page shows a developer's string (issue 32): every page a player reaches, with data on it, rendered in each
language, holds no Python literal, no problem code, no stats key, no "None", and on the Arabic and Thai pages no
English sentence that the catalogue translates."""

import re

import polib
import pytest
from django.conf import settings
from django.test import Client

from tests.support.site_pages import BAD_DECKLIST, site_with_data

pytestmark = [pytest.mark.django_db]

LANGUAGES = ["", "/fr", "/es", "/ar", "/th"]
# What a reader must never meet: a Python dict or list of dicts, a problem code, a stats key, a Python None.
RAW = {
    "a Python dict": re.compile(r"\{'"),
    "a Python list of dicts": re.compile(r"\[\{'"),
    "a code": re.compile(r"\b[A-Z]{2,}(?:_[A-Z]+)+\b"),
    "a stats key": re.compile(r"\b(?:kind|race) (?:monster|spell|trap|[A-Z][a-z]+)\b"),
    "None": re.compile(r"\bNone\b"),
}
HIDDEN = re.compile(r"<(script|style|textarea|template)\b.*?</\1>", re.S | re.I)
TAG = re.compile(r"<[^>]+>")
# Words once left in English inside a right-to-left or Thai translation.
LEFT_IN_ENGLISH = re.compile(r"\bworkers?\b")


def shown_text(html):
    """What a reader sees of a page: its text, without markup, attributes, scripts or the record boxes' JSON."""
    return re.sub(r"\s+", " ", TAG.sub(" ", HIDDEN.sub(" ", html)))


def translated_sentences(language):
    """English sentences (four words or more) the catalogue of `language` translates into something else."""
    path = settings.BASE_DIR / "locale" / language / "LC_MESSAGES" / "django.po"
    found = set()
    for entry in polib.pofile(str(path)):
        text = entry.msgid
        if entry.msgstr and entry.msgstr != text and len(text.split()) >= 4 and "%(" not in text and "{" not in text:
            found.add(text)
    return found


@pytest.fixture(scope="module")
def english_of():
    return {language: translated_sentences(language) for language in ("ar", "th")}


@pytest.fixture
def site(db):
    return site_with_data()


def pages_of(client, site, language):
    for path in site.pages:
        response = client.get(language + path)
        assert response.status_code == 200, language + path
        yield language + path, response.content.decode()
    game = site.deck.game
    validated = client.post(f"{language}/decks/validate/", {"game": game.slug, "decklist": BAD_DECKLIST})
    assert validated.status_code == 200
    yield f"{language}/decks/validate/ (a decklist with problems)", validated.content.decode()


def faults_of(where, text, language, english_of):
    for what, pattern in RAW.items():
        if match := pattern.search(text):
            yield f"{where} shows {what}: …{text[max(match.start() - 80, 0) : match.end() + 40]}…"
    if language in ("/ar", "/th") and LEFT_IN_ENGLISH.search(text):
        yield f"{where} leaves a word in English"
    for sentence in english_of.get(language.strip("/"), ()):
        if sentence in text:
            yield f"{where} shows English that its catalogue translates: {sentence!r}"


def test_no_page_shows_a_raw_code_key_or_python_literal_in_any_language(site, english_of):
    """Each language in turn over one site (its data built once); every fault of every page is listed."""
    client = Client()
    client.force_login(site.user)
    faults, seen = [], 0
    for language in LANGUAGES:
        for where, html in pages_of(client, site, language):
            faults.extend(faults_of(where, shown_text(html), language, english_of))
            seen += 1
    assert faults == []
    assert seen == (len(site.pages) + 1) * len(LANGUAGES)


def test_a_name_in_a_flash_message_is_isolated_so_an_arabic_page_keeps_its_punctuation(site):
    client = Client()
    client.force_login(site.user)
    site.deck.name = "Yu-Gi-Oh! (Goat) deck"
    site.deck.save(update_fields=["name"])
    page = client.post(f"/ar/decks/{site.deck.pk}/clone/", follow=True).content.decode()
    assert "\u2068Yu-Gi-Oh! (Goat) deck\u2069" in page  # first strong isolate … pop directional isolate


def test_a_variant_table_reads_as_the_default_or_as_the_json_the_judge_typed_never_as_a_python_dict(site):
    from judging.adjudications import services

    client = Client()
    client.force_login(site.user)
    custom = client.get(site.verdicts["dbz"].get_absolute_url()).content.decode()
    assert '<code dir="ltr" class="wrap">{&quot;' in custom and "&quot;bands&quot;: [0, 1000, 5000]" in custom
    record = site.verdicts["dbz"].record
    default, _ = services.adjudication_create(game="dbz", record=record, requested_by=site.user)
    page = client.get(f"/es{default.get_absolute_url()}").content.decode()
    facts = page.split('class="facts"', 1)[1].split("</dl>", 1)[0]
    assert "por defecto" in facts and "bands" not in facts
