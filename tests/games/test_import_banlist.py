"""Importing banlists: ygopro lflist.conf files (every list a format) and DBS code,limit CSVs."""

import datetime

import pytest

from games.formats import date_in_name
from games.importers import ImportFileError, import_banlist, import_cards
from games.models import Format, FormatCard

from .helpers import write

pytestmark = [pytest.mark.django_db, pytest.mark.smoke]


def limits(slug, game="yugioh"):
    return dict(FormatCard.objects.filter(format__game__slug=game, format__slug=slug).values_list("code", "limit"))


def test_every_list_of_the_goat_file_becomes_a_dated_format(data_dir):
    summary = import_banlist(game="yugioh", path=data_dir / "yugioh" / "goat-2005-04.lflist.conf")
    assert [f["name"] for f in summary["formats"]] == ["2005.4.1", "2005.4.1 W/O Exarion"]
    fmt = Format.objects.get(game__slug="yugioh", slug="2005-4-1")
    assert fmt.valid_from == datetime.date(2005, 4, 1)
    assert not fmt.is_whitelist
    assert fmt.limits == {"main": [40, 60], "extra": [0, 15], "side": [0, 15], "copies": 3}
    first = summary["formats"][0]
    assert (first["forbidden"], first["limited"], first["semi_limited"]) == (17, 41, 15)


def test_leading_zeros_are_tolerated(data_dir):
    import_banlist(game="yugioh", path=data_dir / "yugioh" / "goat-2005-04.lflist.conf")
    listed = limits("2005-4-1")
    assert listed["3078576"] == 0  # written 03078576: Yata-Garasu
    assert not any(code.startswith("0") for code in listed)


def test_codes_not_in_the_database_are_kept_and_reported(data_dir):
    import_cards(game="yugioh", path=data_dir / "yugioh" / "goat-cards.en.cdb")
    summary = import_banlist(game="yugioh", path=data_dir / "yugioh" / "tcg.lflist.conf")
    tcg = summary["formats"][0]
    assert tcg["unknown_count"] > 100
    assert len(tcg["unknown_codes"]) == 50
    assert sum(tcg[k] for k in ("forbidden", "limited", "semi_limited")) == len(limits(tcg["format"]))


def test_the_whitelist_file_marks_a_closed_pool_with_its_comments_stripped(data_dir):
    summary = import_banlist(game="yugioh", path=data_dir / "yugioh" / "goat-whitelist.lflist.conf")
    fmt = Format.objects.get(game__slug="yugioh", name="2005.4 GOAT")
    assert fmt.is_whitelist
    assert summary["formats"][0]["unlimited"] == 1627
    entry = FormatCard.objects.get(format=fmt, code="511000819")
    assert (entry.limit, entry.name) == (0, "Chaos Emperor Dragon - Envoy of the End")


def test_a_card_listed_twice_keeps_the_stricter_limit_with_a_warning(tmp_path):
    path = write(tmp_path, "x.lflist.conf", "!Test 2020.1\n123 2\n123 1 --again\n")
    summary = import_banlist(game="yugioh", path=path)
    assert limits("test-2020-1") == {"123": 1}
    assert summary["warnings"] == ["line 3: 123 is listed twice in 'Test 2020.1'; keeping the stricter limit"]


def test_reimporting_replaces_the_list_of_the_format(tmp_path):
    import_banlist(game="yugioh", path=write(tmp_path, "a.conf", "!My list\n1 0\n2 1\n"))
    import_banlist(game="yugioh", path=write(tmp_path, "b.conf", "!My list\n2 2\n3 0\n"))
    assert limits("my-list") == {"2": 2, "3": 0}
    assert Format.objects.filter(game__slug="yugioh", slug="my-list").count() == 1


def test_a_dbs_banlist_by_card_number(data_dir):
    summary = import_banlist(game="dbs", path=data_dir / "dbs" / "banlist-2020-05.csv")
    fmt = summary["formats"][0]
    assert (fmt["name"], fmt["valid_from"], fmt["forbidden"], fmt["limited"]) == (
        "banlist-2020-05",
        "2020-05-01",
        11,
        2,
    )
    assert limits("banlist-2020-05", game="dbs")["BT1-107"] == 1
    entry = FormatCard.objects.get(format__slug="banlist-2020-05", code="BT4-073")
    assert entry.name == "Bardock, the Progenitor"


def test_a_dbs_banlist_can_be_named_and_dated(data_dir):
    import_banlist(
        game="dbs",
        path=data_dir / "dbs" / "banlist-2020-05.csv",
        name="May 2020",
        valid_from=datetime.date(2020, 5, 22),
    )
    fmt = Format.objects.get(game__slug="dbs", slug="may-2020")
    assert fmt.valid_from == datetime.date(2020, 5, 22)


@pytest.mark.parametrize(
    ("name", "date"),
    [
        ("2005.4.1", datetime.date(2005, 4, 1)),
        ("2026.07 OCG", datetime.date(2026, 7, 1)),
        ("banlist-2020-05", datetime.date(2020, 5, 1)),
        ("2005.13 broken", None),
        ("Goat", None),
        ("12005.4", None),
    ],
)
def test_a_list_name_carries_its_date(name, date):
    assert date_in_name(name) == date


BAD_LFLISTS = [
    ("12345 0\n", "line 1: a card entry before any '!NAME' line"),
    ("!A\n12345\n", "line 2: expected 'PASSCODE LIMIT'"),
    ("!A\n12ab5 0\n", "line 2: '12ab5' is not a passcode"),
    ("!A\n12345 7\n", "line 2: limit '7' of 12345 is not 0, 1, 2 or 3"),
    ("!A\n1 0\n!A\n", "line 3: list 'A' appears twice"),
    ("!\n", "line 1: a list needs a name"),
    ("#only comments\n", "no list found"),
    ("!A\n$blacklist\n", "line 2: unknown directive '$blacklist'"),
    ("$whitelist\n", "line 1: $whitelist before any '!NAME' line"),
]


@pytest.mark.parametrize(("content", "message"), BAD_LFLISTS)
def test_a_bad_lflist_names_the_line(tmp_path, content, message):
    with pytest.raises(ImportFileError) as caught:
        import_banlist(game="yugioh", path=write(tmp_path, "bad.conf", content))
    assert message in str(caught.value)


def test_a_bad_line_after_good_lists_writes_nothing(tmp_path):
    content = "!Good 2020.1\n1 0\n2 1\n!Second\n3 0\n4 x\n"
    with pytest.raises(ImportFileError, match="line 6: limit 'x' of 4"):
        import_banlist(game="yugioh", path=write(tmp_path, "bad.conf", content))
    assert not Format.objects.filter(game__slug="yugioh", is_default=False).exists()
    assert not FormatCard.objects.exists()


def test_a_bad_dbs_banlist_names_the_line(tmp_path):
    with pytest.raises(ImportFileError, match="line 3: limit '5' of BT1-002"):
        import_banlist(game="dbs", path=write(tmp_path, "b.csv", "code,limit\nBT1-001,0\nBT1-002,5\n"))
    assert not Format.objects.filter(game__slug="dbs", is_default=False).exists()


def test_a_list_cannot_replace_the_default_format(tmp_path):
    with pytest.raises(ImportFileError, match="would replace the default format"):
        import_banlist(game="yugioh", path=write(tmp_path, "a.conf", "!Advanced\n1 0\n"))
    assert Format.objects.get(game__slug="yugioh", slug="advanced").is_default


def test_games_without_banlists_say_so(tmp_path):
    with pytest.raises(ImportFileError, match="no banlist format"):
        import_banlist(game="dbz", path=write(tmp_path, "a.csv", "code,limit\n"))
