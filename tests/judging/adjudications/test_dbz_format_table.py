"""Issue 31: the Physical Attack Table is DBZ format data. The game's default format sets `pat` in its limits
(checked when the format is saved); an adjudication plays with it, and a variant's `pat` overrides it."""

import json
import re

import pytest
from django.core.exceptions import ValidationError

from games.models import Format, Game
from judging.adjudications import examples, services

from .test_dbz import store_saiyan_saga

pytestmark = pytest.mark.django_db
FORMAT_TABLE = {"bands": [0, 1000, 5000], "rule": "difference"}


def default_format(limits):
    game = Game.objects.get(slug="dbz")
    Format.objects.filter(game=game, is_default=True).exclude(slug="score-standard").update(is_default=False)
    row, _ = Format.objects.update_or_create(
        game=game, slug="score-standard", defaults={"name": "Score standard", "is_default": True, "limits": limits}
    )
    return row


def adjudicated(user, variant=None):
    store_saiyan_saga()
    record = json.loads(examples.example("dbz"))
    adjudication, _ = services.adjudication_create(game="dbz", record=record, requested_by=user, variant=variant)
    services.adjudication_run(adjudication_id=adjudication.pk, token="t")
    adjudication.refresh_from_db()
    return adjudication


def test_an_adjudication_plays_with_its_games_default_format_table(requester):
    default_format({"pat": FORMAT_TABLE})
    adjudication = adjudicated(requester)
    assert adjudication.variant["pat"]["bands"] == [0, 1000, 5000]
    assert adjudication.verdict["variant"]["pat"]["bands"] == [0, 1000, 5000]
    punch = adjudication.verdict["turns"][0]["attacks"][0]
    # Goku 1,400 and Vegeta 2,800 are both in the band from 1,000: 1 + 1 - 1 = 1 stage
    assert (punch["pat"]["attacker_band"], punch["pat"]["attacker_band_from"]) == (1, 1000)


def test_a_variants_table_overrides_the_formats(requester):
    default_format({"pat": FORMAT_TABLE})
    own = {"bands": [0, 2000], "rule": "difference"}
    adjudication = adjudicated(requester, variant={"pat": own})
    assert adjudication.verdict["variant"]["pat"]["bands"] == [0, 2000]


def test_without_a_format_table_the_default_table_holds(requester):
    default_format({})
    assert adjudicated(requester).verdict["variant"]["pat"]["bands"][:4] == [0, 100, 600, 1000]


def test_a_bad_table_is_refused_when_the_format_is_saved():
    row = default_format({})
    row.limits = {"pat": {"bands": [0, 0]}}
    with pytest.raises(ValidationError, match="pat"):
        row.full_clean()


def test_the_submit_page_says_which_table_the_default_format_sets(requester):
    """The rules' page of adjudications (the variant's fieldset) names the format and the option it sets."""
    from django.test import Client

    client = Client()
    client.force_login(requester)
    default_format({})
    assert "format-set" not in client.get("/adjudications/").content.decode()
    default_format({"pat": FORMAT_TABLE})
    for prefix, words in (("", "The default format, "), ("/fr", "Le format par défaut, ")):
        html = client.get(f"{prefix}/adjudications/").content.decode()
        fieldset = html.split('class="form-row variant-options" data-game="dbz"', 1)[1].split("</fieldset>", 1)[0]
        note = re.sub(r"</?bdi>", "", fieldset.split('class="muted format-set">', 1)[1].split("</p>", 1)[0])
        assert words in note and "Score standard" in note, note


def test_the_command_reads_the_default_formats_table_and_the_variant_overrides_it(tmp_path, capsys):
    from django.core.management import call_command

    store_saiyan_saga()
    default_format({"pat": FORMAT_TABLE})
    path = tmp_path / "game.json"
    path.write_text(examples.example("dbz"))
    call_command("adjudicate", "dbz", str(path))
    assert json.loads(capsys.readouterr().out)["variant"]["pat"]["bands"] == [0, 1000, 5000]
    call_command("adjudicate", "dbz", str(path), "--variant", json.dumps({"pat": {"bands": [0, 2000]}}))
    assert json.loads(capsys.readouterr().out)["variant"]["pat"]["bands"] == [0, 2000]
