"""The registration sheet PDF draws Thai and Arabic names: every glyph present, Arabic joined and right to left.

The PDF is read back with a few lines of parsing (its ToUnicode maps and text operators), so the test needs no
PDF library: each text object becomes a run of glyphs in drawing order, left to right, with the characters
each glyph stands for.
"""

import re
import zlib
from dataclasses import dataclass

import pytest

from decks import services
from games.models import Game
from tests.support.cards import yugioh_card

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]

THAI = "สมชาย ใจดี"
ARABIC = "ياسمين العلي"
ARABIC_DECK = "تنين العيون الزرقاء"


@dataclass
class Glyph:
    font: str
    code: int
    text: str


@dataclass
class Run:
    x: float
    glyphs: list

    @property
    def text(self):
        return "".join(glyph.text for glyph in self.glyphs)

    @property
    def text_right_to_left(self):
        """The characters read from the rightmost glyph to the leftmost, as an Arabic reader reads them."""
        return "".join(glyph.text for glyph in reversed(self.glyphs))

    @property
    def fonts(self):
        return {glyph.font for glyph in self.glyphs}


OBJECT = re.compile(rb"(\d+) 0 obj(.*?)endobj", re.S)
STREAM = re.compile(rb"stream\r?\n(.*?)\r?\nendstream", re.S)
TEXT_OPERATOR = re.compile(
    rb"(?P<begin>\bBT\b)|(?P<save>\bq\b)|(?P<restore>\bQ\b)|(?P<x>-?[\d.]+) -?[\d.]+ Td|/(?P<font>F\d+) [\d.]+ Tf"
    rb"|\((?P<string>(?:\\.|[^\\)])*)\) ?Tj",
    re.S,
)
ESCAPE = re.compile(rb"\\([0-7]{1,3}|.)", re.S)
ESCAPES = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"b": b"\b", b"f": b"\f"}


def pdf_objects(body):
    objects = {}
    for number, content in OBJECT.findall(body):
        # A stream is read by its /Length: compressed bytes may end in a byte that reads like a line end.
        stream = re.search(rb"stream\r?\n", content)
        data = b""
        if stream:
            length = int(re.search(rb"/Length (\d+)", content[: stream.start()]).group(1))
            data = content[stream.end() : stream.end() + length]
            if b"/FlateDecode" in content[: stream.start()]:
                data = zlib.decompress(data)
        objects[int(number)] = (content, data)
    return objects


def to_unicode(cmap):
    """{glyph code: characters} from a ToUnicode CMap's bfchar and bfrange entries."""
    mapping = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.S):
        for code, chars in re.findall(rb"<(\w+)>\s*<(\w+)>", block):
            mapping[int(code, 16)] = bytes.fromhex(chars.decode()).decode("utf-16-be")
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.S):
        for low, high, first in re.findall(rb"<(\w+)>\s*<(\w+)>\s*<(\w+)>", block):
            for offset in range(int(high, 16) - int(low, 16) + 1):
                mapping[int(low, 16) + offset] = chr(int(first, 16) + offset)
    return mapping


def fonts(objects):
    """{resource name: (base font name, ToUnicode map)} for the Type0 fonts the pages use."""
    result = {}
    for content, _ in objects.values():
        for name, ref in re.findall(rb"/(F\d+) (\d+) 0 R", content):
            font = objects[int(ref)][0]
            base = re.search(rb"/BaseFont /\w+\+(\S+)", font).group(1).decode()
            cmap = objects[int(re.search(rb"/ToUnicode (\d+) 0 R", font).group(1))][1]
            result[name.decode()] = (base, to_unicode(cmap))
    return result


def unescape(string):
    def one(match):
        escaped = match.group(1)
        if escaped[:1].isdigit():
            return bytes([int(escaped, 8)])
        return ESCAPES.get(escaped, escaped)

    return ESCAPE.sub(one, string)


def text_runs(body):
    """Each text object of the PDF as a Run of glyphs in drawing order."""
    objects = pdf_objects(body)
    by_name = fonts(objects)
    pages = [int(ref) for content, _ in objects.values() for ref in re.findall(rb"/Contents (\d+) 0 R", content)]
    runs, font, saved = [], None, []
    for page in pages:
        for token in TEXT_OPERATOR.finditer(objects[page][1]):
            if token["begin"]:
                runs.append(Run(x=0.0, glyphs=[]))
            elif token["save"]:
                saved.append(font)
            elif token["restore"]:
                font = saved.pop()
            elif token["x"]:
                runs[-1].x = float(token["x"])
            elif token["font"]:
                font = token["font"].decode()
            elif token["string"] is not None:
                raw = unescape(token["string"])
                base, mapping = by_name[font]
                for i in range(0, len(raw), 2):
                    code = int.from_bytes(raw[i : i + 2], "big")
                    runs[-1].glyphs.append(Glyph(base, code, mapping.get(code, "\ufffd")))
    return [run for run in runs if run.glyphs]


@pytest.fixture
def scripts_deck(owner):
    for code, name in (("91000", "Blue-Eyes White Dragon"), ("91001", "มังกรขาว"), ("91002", "تنين أبيض")):
        yugioh_card(code, name)
    sections = {"main": {"91000": 3, "91001": 2, "91002": 1}}
    game = Game.objects.get(slug="yugioh")
    return services.deck_create(owner=owner, game=game, name=ARABIC_DECK, sections=sections)


def sheet(client, deck, prefix="", **fields):
    response = client.get(f"{prefix}/decks/{deck.pk}/print.pdf", fields)
    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    return text_runs(response.content)


def run_reading(runs, text):
    return next(run for run in runs if text in (run.text, run.text_right_to_left))


def test_a_thai_name_is_drawn_whole_in_a_thai_font(owner_client, scripts_deck):
    runs = sheet(owner_client, scripts_deck, player=THAI)
    player = next(run for run in runs if run.text == THAI)
    assert "NotoSansThai" in player.fonts
    assert any(run.text == "มังกรขาว" for run in runs)


def test_an_arabic_name_is_drawn_right_to_left_in_its_joined_forms(owner_client, scripts_deck):
    runs = sheet(owner_client, scripts_deck, player=ARABIC)
    player = next(run for run in runs if run.text_right_to_left == ARABIC)
    assert player.fonts == {"NotoSansArabic", "NotoSans"}  # the space between the words is Latin
    yeh_forms = {glyph.code for glyph in player.glyphs if glyph.text == "ي"}
    assert len(yeh_forms) == 3  # initial, medial and final yeh: the letters were joined, not drawn apart


def test_the_arabic_deck_name_and_card_names_read_right_to_left(owner_client, scripts_deck):
    runs = sheet(owner_client, scripts_deck)
    assert any(run.text_right_to_left == ARABIC_DECK for run in runs)
    assert any(run.text_right_to_left == "تنين أبيض" for run in runs)
    assert any(run.text == "Blue-Eyes White Dragon" for run in runs)


def test_a_name_mixing_scripts_draws_each_in_its_own_font(owner_client, scripts_deck):
    runs = sheet(owner_client, scripts_deck, player=f"Zoë {THAI} {ARABIC}")
    mixed = next(run for run in runs if run.text.startswith("Zoë"))
    assert mixed.fonts == {"NotoSans", "NotoSansThai", "NotoSansArabic"}
    assert THAI in mixed.text
    assert ARABIC in mixed.text_right_to_left


def test_every_glyph_drawn_stands_for_its_characters(owner_client, scripts_deck):
    runs = sheet(owner_client, scripts_deck, player=f"Zoë {THAI} {ARABIC}", event="Regionals 2026")
    glyphs = [glyph for run in runs for glyph in run.glyphs]
    assert glyphs
    assert all(glyph.code != 0 and glyph.text != "\ufffd" for glyph in glyphs)


@pytest.mark.parametrize(("prefix", "label_after_value"), [("", False), ("/ar", True)])
def test_an_arabic_page_prints_a_mirrored_sheet(owner_client, scripts_deck, prefix, label_after_value):
    runs = sheet(owner_client, scripts_deck, prefix=prefix, player="Zoë")
    value = run_reading(runs, "Zoë")
    label = runs[runs.index(value) - 1]
    assert (label.x > value.x) is label_after_value
