"""Right-to-left and Thai pages from the same stylesheets: logical properties only, web fonts where needed.

The lint (scripts/check_css_logical.py) runs here on the real stylesheets, so `make test` fails on a
margin-left. The web fonts are checked against the @font-face rules that promise them, the charts and
the page layout in a real Chromium.
"""

import re
import unicodedata
from pathlib import Path

import pytest
from django.conf import settings
from django.utils import translation
from fontTools.ttLib import TTFont

from decks import services, stats
from games.models import Game
from scripts.check_css_logical import check_css, check_paths, main, stylesheets
from tests.support.cards import yugioh_card

STATIC = Path(settings.BASE_DIR) / "static"

BAD_SAMPLE = """\
/* margin-left: 0 in a comment is fine, and so is an apostrophe's */
.a { margin-left: auto; padding-right: 1rem; }
.b:hover { border-left: 4px solid red; left: 0; }
.c {
  text-align: right !important;
  float: left;
  margin: 0 1rem 0 2rem;
  border-top-right-radius: 4px;
}
.d::after { content: "right: 0; /*"; }
/* it's */ .e { padding-left: 0; content: 'x'; }
"""


def test_the_stylesheets_use_logical_properties_only():
    assert list(stylesheets([STATIC / "css"])), "no stylesheet found: the lint would check nothing"
    findings = check_paths([STATIC / "css"])
    assert findings == [], "\n".join(map(str, findings))


def test_each_physical_declaration_is_reported_with_its_line_and_the_logical_one():
    reported = [(f.line, f.declaration, f.advice) for f in check_css(BAD_SAMPLE)]
    assert reported == [
        (2, "margin-left: auto", "use margin-inline-start"),
        (2, "padding-right: 1rem", "use padding-inline-end"),
        (3, "border-left: 4px solid red", "use border-inline-start"),
        (3, "left: 0", "use inset-inline-start"),
        (5, "text-align: right !important", "use text-align: end"),
        (6, "float: left", "use float: inline-start"),
        (7, "margin: 0 1rem 0 2rem", "right and left differ: use margin-block and margin-inline-start/-end"),
        (8, "border-top-right-radius: 4px", "use border-start-end-radius"),
        (11, "padding-left: 0", "use padding-inline-start"),
    ]


def test_symmetric_and_logical_declarations_pass():
    css = """
    .a { margin: 0 auto; padding: .5rem .8rem; inset: 0 1rem 0 1rem; text-align: center; }
    .b { margin-inline-start: auto; inset-inline-end: 0; float: inline-start; border-inline-start: 1px solid; }
    @media (min-width: 40rem) { .left-column:hover { clear: both; } }
    """
    assert check_css(css) == []


def test_vendored_stylesheets_are_left_alone(tmp_path):
    (tmp_path / "vendor").mkdir()
    for name in ("vendor/lib.css", "lib.min.css", "site.css"):
        (tmp_path / name).write_text(".x { margin-left: 1px; }")
    assert [Path(f.path).name for f in check_paths([tmp_path])] == ["site.css"]


def test_the_command_fails_on_a_physical_declaration(tmp_path, capsys):
    bad, good = tmp_path / "bad.css", tmp_path / "good.css"
    bad.write_text(".x {\n  right: 0;\n}\n")
    good.write_text(".x { inset-inline-end: 0; }\n")
    assert main([str(good)]) == 0
    assert main([str(bad)]) == 1
    assert f"{bad}:2: right: 0: use inset-inline-end" in capsys.readouterr().out


# Web fonts: what each @font-face rule promises, its file keeps.

FONT_FACE = re.compile(r"@font-face\s*\{(.*?)\}", re.S)


def font_faces():
    faces = []
    for body in FONT_FACE.findall((STATIC / "css" / "arbiter.css").read_text()):
        family = re.search(r'font-family:\s*"([^"]+)"', body).group(1)
        url = re.search(r'url\("\.\./([^"]+)"\)', body).group(1)
        ranges = re.search(r"unicode-range:\s*([^;}]+)", body).group(1)
        faces.append((family, STATIC / url, set(code_points(ranges))))
    return faces


def code_points(unicode_range):
    for part in unicode_range.split(","):
        first, _, last = part.strip().removeprefix("U+").partition("-")
        yield from range(int(first, 16), int(last or first, 16) + 1)


def is_text(code_point):
    """Letters, marks and digits: what a font must draw for a script (controls and unassigned points aside)."""
    return unicodedata.category(chr(code_point))[0] in "LMN"


def test_each_web_font_draws_the_characters_its_font_face_claims():
    faces = font_faces()
    assert {family for family, _, _ in faces} == {"Noto Sans Thai", "Noto Sans Arabic", "Language names"}
    for family, path, claimed in faces:
        drawn = set(TTFont(path).getBestCmap())
        missing = sorted(hex(c) for c in claimed if is_text(c) and c not in drawn)
        assert missing == [], f"{family} ({path.name}) lacks {missing}"


def test_latin_text_never_calls_for_a_web_font():
    latin = set(range(0x0000, 0x0300)) | set(range(0x1E00, 0x1F00)) | set(range(0x2010, 0x2070))
    for family, _, claimed in font_faces():
        assert not claimed & latin, f"{family} would be downloaded for Latin text"


def test_the_language_switcher_draws_each_language_name_with_the_small_font():
    claimed = set().union(*(points for family, _, points in font_faces() if family == "Language names"))
    for code, _ in settings.LANGUAGES:
        name = translation.get_language_info(code)["name_local"]
        outside = [c for c in name if ord(c) > 0x2FF and ord(c) not in claimed]
        assert outside == [], f"{code}: {name} needs the whole script's font for {outside}"


# Charts: drawn from the right on a right-to-left page.

ROWS = [("Monster", 20), ("Spell", 10)]


def bars(svg):
    """(label x, bar x, bar width, count x) per row of a chart."""
    row = re.compile(
        r'<text x="([\d.-]+)"[^>]*text-anchor="end">[^<]*</text><rect x="([\d.-]+)" y="[\d.]+" '
        r'width="(\d+)"[^>]*></rect><text x="([\d.-]+)"'
    )
    return [tuple(float(v) for v in match) for match in row.findall(svg)]


def test_a_left_to_right_chart_puts_labels_left_and_bars_growing_right():
    svg = stats.bar_chart("Card types", ROWS)
    assert 'direction="ltr"' in svg
    for label_x, bar_x, width, count_x in bars(svg):
        assert label_x < bar_x < bar_x + width < count_x


def test_a_right_to_left_chart_is_the_mirror_image():
    ltr, rtl = bars(stats.bar_chart("Card types", ROWS)), bars(stats.bar_chart("Card types", ROWS, rtl=True))
    assert 'direction="rtl"' in stats.bar_chart("Card types", ROWS, rtl=True)
    for (label, bar, width, count), (label_r, bar_r, width_r, count_r) in zip(ltr, rtl, strict=True):
        assert (label_r, bar_r + width_r, count_r) == (
            stats.CHART_WIDTH - label,
            stats.CHART_WIDTH - bar,
            stats.CHART_WIDTH - count,
        )
        assert width_r == width


def test_deck_charts_follow_the_active_language_direction():
    sections = {"main": {"c": 2}}
    cards = {"c": type("Card", (), {"type": "Normal Spell", "attrs": {"kind": "spell"}})()}
    with translation.override("ar"):
        assert 'direction="rtl"' in stats.deck_charts("yugioh", sections, cards)[0]["svg"]
    with translation.override("th"):
        assert 'direction="ltr"' in stats.deck_charts("yugioh", sections, cards)[0]["svg"]


# In Chromium: fonts fetched only for their script, Arabic pages mirrored.

FONT_STATUS = """() => document.fonts.ready.then(() => Object.fromEntries(
    [...document.fonts].filter(f => f.family.startsWith('"Noto') || f.family.startsWith('Noto'))
      .map(f => [f.family.replaceAll('"', '') + ' ' + f.weight, f.status])))"""


@pytest.fixture
def scripts_public_deck(owner):
    yugioh_card("93000", "Blue-Eyes White Dragon")
    yugioh_card("93001", "มังกรขาว", level=8)
    yugioh_card("93002", "تنين أبيض", kind="spell")
    sections = {"main": {"93000": 3, "93001": 2, "93002": 1}}
    game = Game.objects.get(slug="yugioh")
    return services.deck_create(owner=owner, game=game, name="มังกร تنين", sections=sections, is_public=True)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_an_english_page_fetches_no_thai_or_arabic_font(page):
    fetched = []
    page.on("request", lambda request: fetched.append(request.url) if "/fonts/noto" in request.url else None)
    page.goto("/cards/")
    assert set(page.evaluate(FONT_STATUS).values()) == {"unloaded"}
    assert fetched == []


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_thai_and_arabic_text_loads_their_fonts(page, scripts_public_deck):
    page.goto(f"/decks/{scripts_public_deck.pk}/")
    status = page.evaluate(FONT_STATUS)
    assert status["Noto Sans Thai 400"] == status["Noto Sans Arabic 400"] == "loaded"


def box(page, selector):
    return page.locator(selector).first.bounding_box()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("prefix", "rtl"), [("", False), ("/ar", True)])
def test_an_arabic_page_and_its_charts_are_mirrored(page, scripts_public_deck, prefix, rtl):
    page.goto(f"{prefix}/decks/{scripts_public_deck.pk}/")
    assert (box(page, ".brand")["x"] > box(page, ".account")["x"]) is rtl
    label, bar, count = (box(page, f"svg.chart {part}") for part in ("text", "rect", "text:nth-of-type(2)"))
    if rtl:
        assert label["x"] >= bar["x"] + bar["width"] and count["x"] + count["width"] <= bar["x"]
    else:
        assert label["x"] + label["width"] <= bar["x"] and count["x"] >= bar["x"] + bar["width"]
