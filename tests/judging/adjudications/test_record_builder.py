"""The record builder's endpoints: the live shape check (first error naming its field, 400, never 500),
the seeded deal and the complete example."""

import json
import re

import pytest
from django.test import Client

from games.rules.tractor.deal import deal
from games.rules.tractor.engine import adjudicate
from judging.adjudications import examples, presenters_dbz, registry

from .conftest import legal_record, with_card_not_in_hand

pytestmark = pytest.mark.django_db


def check(client, record, game="tractor"):
    body = record if isinstance(record, (str, bytes)) else json.dumps(record)
    return client.post(f"/adjudications/{game}/check/", body, content_type="application/json")


def assert_well_formed(client, game, record):
    """`record` passes `game`'s engine's shape check, and the live check the forms call says so."""
    assert registry.engine_for(game).check_shape(record) == []
    response = check(client, record, game=game)
    assert response.status_code == 200, response.json()


@pytest.fixture
def client(owner):
    client = Client()
    client.force_login(owner)
    return client


def test_a_well_formed_record_is_200_with_who_plays_next(client):
    record = legal_record(7)
    record["tricks"] = [*record["tricks"][:2], record["tricks"][2][:2]]
    response = check(client, record)
    assert response.status_code == 200
    body = response.json()
    assert body["field"] is None and body["errors"] == []
    assert body["violation"] is None
    assert body["next"]["play"] == (record["tricks"][2][0]["seat"] + 2) % 4
    assert body["next"]["bid"] is None


def test_after_a_finished_trick_the_winner_leads(client):
    record = legal_record(7)
    record["tricks"] = record["tricks"][:3]
    body = check(client, record).json()
    assert body["next"]["play"] == adjudicate(record)["tricks"][2]["winner"] == legal_record(7)["tricks"][3][0]["seat"]


def test_while_the_bidding_is_open_the_next_bidder_is_named(client):
    record = {"levels": ["2", "2"], "dealer": 2, **deal("x"), "bids": [{"seat": 2, "pass": True}]}
    body = check(client, record).json()
    assert body["next"] == {"bid": 3, "dealer": 2, "play": 2}


def test_an_illegal_play_is_a_hint_not_a_refusal(client):
    response = check(client, with_card_not_in_hand(legal_record(3)))
    assert response.status_code == 200
    assert response.json()["violation"]["rule"] == "not-in-hand"


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        (lambda r: r["tricks"][0][1]["cards"].__setitem__(0, "11H"), "tricks[0][1].cards[0]", 'unknown card "11H"'),
        (lambda r: r.pop("kitty"), "kitty", "missing"),
        (lambda r: r.__setitem__("dealer", 4), "dealer", "unknown seat 4"),
        (lambda r: r["bids"].append({"seat": 1}), f"bids[{len(legal_record(5)['bids'])}]", '"cards" or "pass"'),
        (lambda r: r.__setitem__("extra", 1), "extra", "unknown field"),
    ],
)
def test_a_shape_error_is_400_naming_its_field_first(client, change, field, words):
    record = legal_record(5)
    change(record)
    response = check(client, record)
    assert response.status_code == 400
    body = response.json()
    assert body["field"] == field
    assert words in body["message"]
    assert body["errors"][0] == {"path": field, "message": body["message"]}


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ("{", "Not valid JSON: line 1"),
        ("[1, 2]", "must be a JSON object"),
        ("[" * 100_000, "Not valid JSON"),
        ('{"levels": ' + "9" * 5000 + "}", "Not valid JSON"),
        (b"\xff\xfe{}", "not UTF-8"),
        ("", "Not valid JSON"),
    ],
)
def test_a_body_that_is_not_a_record_is_400_naming_the_record(client, body, words):
    response = check(client, body)
    assert response.status_code == 400
    assert response.json()["field"] == "record"
    assert words in response.json()["message"]


def test_a_huge_record_is_refused_before_parsing(client):
    response = check(client, json.dumps({"meta": {"note": "x" * 300_000}}))
    assert response.status_code in (400, 413)


def test_a_shape_error_is_in_the_reader_s_language(client):
    record = legal_record(5)
    record["dealer"] = 9
    response = client.post(
        "/adjudications/tractor/check/", json.dumps(record), content_type="application/json", HTTP_ACCEPT_LANGUAGE="fr"
    )
    assert response.status_code == 400
    assert response.json()["field"] == "dealer"
    assert "unknown seat" not in response.json()["message"]


def test_other_engines_get_the_shape_check_too(client):
    response = check(client, {"turns": 3}, game="esferas")
    assert response.status_code == 400
    assert response.json()["field"]


def test_an_unknown_game_is_404_naming_the_game(client):
    response = check(client, {}, game="chess")
    assert response.status_code == 404
    assert response.json()["field"] == "game"


def test_the_endpoints_need_a_login_and_answer_in_json():
    for response in (
        check(Client(), {}),
        Client().get("/adjudications/tractor/deal/?seed=1"),
        Client().get("/adjudications/tractor/example/"),
    ):
        assert response.status_code == 401
        assert response.json()["message"]


def test_the_check_is_post_only(client):
    assert client.get("/adjudications/tractor/check/").status_code == 405


def test_the_deal_is_the_seeded_deal(client):
    response = client.get("/adjudications/tractor/deal/", {"seed": "table 7"})
    assert response.status_code == 200
    assert response.json() == {"seed": "table 7", **deal("table 7")}


@pytest.mark.parametrize(("seed", "words"), [("", "Give a seed"), ("   ", "Give a seed"), ("x" * 101, "longer than")])
def test_a_bad_seed_is_400_naming_the_seed(client, seed, words):
    response = client.get("/adjudications/tractor/deal/", {"seed": seed})
    assert response.status_code == 400
    assert response.json()["field"] == "seed"
    assert words in response.json()["message"]


def test_the_builder_s_example_is_a_complete_legal_hand(client):
    response = client.get("/adjudications/tractor/example/")
    assert response.status_code == 200
    record = response.json()
    assert record == json.loads(examples.complete_example("tractor"))
    verdict = adjudicate(record)
    assert verdict["legal"] and verdict["complete"] and verdict["outcome"] is not None


def test_a_game_without_a_complete_example_gives_its_documented_one(client):
    response = client.get("/adjudications/esferas/example/")
    assert response.status_code == 200
    assert response.json() == json.loads(examples.example("esferas"))
    assert client.get("/adjudications/chess/example/").status_code == 404


def test_the_verdict_page_shows_each_seat_s_hand_with_its_trump_count(client, owner):
    from games.rules.tractor.cards import TRUMP, trump_of
    from judging.adjudications import services
    from judging.adjudications.models import Adjudication

    record = json.loads(examples.complete_example("tractor"))
    adjudication, _ = services.adjudication_create(game="tractor", record=record, requested_by=owner)
    services.adjudication_run(adjudication_id=adjudication.pk, token="t")
    verdict = Adjudication.objects.get(pk=adjudication.pk).verdict
    trump = trump_of(verdict["trump"]["suit"], verdict["trump"]["rank"])
    page = client.get(adjudication.get_absolute_url()).content.decode()
    assert "Hands as dealt" in page
    for seat, hand in enumerate(record["hands"]):
        trumps = sum(1 for card in hand if trump.suit_of(card) == TRUMP)
        section = page.split(f'id="hand-{seat}"', 1)[1].split("</li>", 1)[0]
        assert f"{trumps} trump card" in section
        assert len(re.findall(r'class="card( red)?"', section)) == 25
    assert 'id="hand-3"' in page and "dealer" in page.split('id="hand-3"', 1)[1].split("</h3>", 1)[0]


def test_in_arabic_a_tractor_hand_counts_playing_cards_not_collectible_cards(client, owner):
    """Arabic has two words where English has "card": a playing card (ورقة) and a collectible card (بطاقة)."""
    from judging.adjudications import services

    record = json.loads(examples.complete_example("tractor"))
    adjudication, _ = services.adjudication_create(game="tractor", record=record, requested_by=owner)
    services.adjudication_run(adjudication_id=adjudication.pk, token="t")
    page = client.get("/ar" + adjudication.get_absolute_url()).content.decode()
    meta = page.split('id="hand-0"', 1)[1].split("</h3>", 1)[0]
    assert "25 ورقة" in meta and "بطاق" not in meta


def test_a_hand_is_sorted_as_held_trump_first():
    from judging.adjudications.presenters_tractor import hand_views, sorted_cards

    trump = {"suit": "H", "rank": "2"}
    cards = ["3S", "AH", "2C", "BJ", "2H", "KS", "SJ", "4H"]
    assert sorted_cards(cards, trump) == ["BJ", "SJ", "2H", "2C", "AH", "4H", "KS", "3S"]
    assert sorted_cards(["3S", "SJ", "AD", "KS"], None) == ["SJ", "KS", "3S", "AD"]
    views = hand_views({"trump": trump, "dealer": 1}, {"hands": [cards, ["3S"], [], []]})
    assert [v["trumps"] for v in views] == [6, 0, 0, 0]
    assert [v["dealer"] for v in views] == [False, True, False, False]
    assert hand_views({"trump": None}, {"hands": [cards, [], [], []]})[0]["trumps"] is None


def test_the_submit_page_carries_the_builder_hidden_until_its_script_runs(client):
    page = client.get("/adjudications/").content.decode()
    assert '<details class="record-builder" id="record-builder" open hidden' in page
    assert 'id="record-builder-text" type="application/json"' in page
    assert "js/record_builder.js" in page
    assert 'data-check-url="/adjudications/tractor/check/"' in page


@pytest.mark.parametrize("game", ["esferas", "dbz", "yugioh", "dbs"])
def test_the_submit_page_carries_each_turn_form_hidden_until_its_script_runs(client, game):
    page = client.get("/adjudications/").content.decode()
    assert f'<details class="record-builder" id="{game}-builder" open hidden' in page
    assert f"js/{game}_builder.js" in page


def test_the_dbz_form_offers_the_engine_s_styles(client):
    from games.rules.dbz.construction import STYLES

    page = client.get("/adjudications/").content.decode()
    # the style choices are the engine's words, so a style picked in the form passes its check
    assert [style for style, _ in presenters_dbz.BUILDER_WORDS["styles"]] == list(STYLES)
    for style in STYLES:
        assert f'<option value="{style}">' in page


def dbz_form_record(steps, style=None):
    """A record as static/js/dbz_builder.js writes it: setup from the game fields, one turn of steps."""
    player = {"personality": ["SAIYAN-158", "SAIYAN-159"], "highest_level": 2, "style": style, "life_deck": 55}
    return {"players": [player, dict(player, personality=["SAIYAN-173"], highest_level=1)], "first": 0,
            "turns": [{"player": 0, "steps": steps}]}  # fmt: skip


# each entry the form's fields can make: a play from hand or the table, an ally covering a lower level, the four
# ways to attack, a defence from a card power, damage in stages and Life cards, a pass; an empty new turn
DBZ_FORM_STEPS = [
    [],
    [{"step": "draw", "cards": ["SAIYAN-006", "SAIYAN-074"]}],
    [{"step": "non_combat", "plays": [{"card": "SAIYAN-022", "effect": {"power": [5, 0], "anger": [0, -1]}},
                                      {"card": "SAIYAN-160", "id": "K2", "covers": "K"},
                                      {"use": "SAIYAN-015", "effect": {}}]},
     {"step": "power_up"}, {"step": "power_up", "mp": 2}],
    [{"step": "combat", "defender_draw": [], "attacks": [
        {"card": "SAIYAN-006", "kind": "energy", "cost": 3, "damage": {"stages": 2, "life": 1},
         "defence": {"power": True, "stops": False, "prevents": 1}},
        {"by": "K2", "table": "SAIYAN-047", "kind": "physical", "defence": {"table": "SAIYAN-056", "stops": True}},
        {"power": True, "kind": "energy", "effect": {"anger": [1, 0]}},
        {"final": "SAIYAN-001"}, {"pass": True}]},
     {"step": "discard", "cards": ["SAIYAN-090"], "defender": []}, {"step": "rejuvenate", "done": True}],
]  # fmt: skip


@pytest.mark.parametrize("steps", DBZ_FORM_STEPS)
@pytest.mark.parametrize("style", [None, "Saiyan"])
def test_what_the_dbz_form_writes_passes_the_shape_check(client, steps, style):
    assert_well_formed(client, "dbz", dbz_form_record(steps, style))


def test_an_emptied_dbz_setup_field_is_a_shape_error_naming_it(client):
    record = dbz_form_record([])
    record["players"][1]["highest_level"] = None  # the form writes null when the judge empties the field
    response = check(client, record, game="dbz")
    assert response.status_code == 400
    assert response.json()["field"] == "players[1].highest_level"


def test_the_yugioh_form_offers_the_engine_s_every_choice(client):
    from games.rules.yugioh import record as yugioh

    page = client.get("/adjudications/").content.decode()
    # the form offers every action, effect, phase and zone the engine knows, by the engine's words
    choices = {
        "yugioh-do": {"phase", *yugioh.ACTIONS},
        "yugioh-effect": {"", *yugioh.EFFECTS},
        "yugioh-phase": set(yugioh.PHASES),
        "yugioh-zone": set(yugioh.ZONES),
        "yugioh-to": set(yugioh.DESTINATIONS),
        "yugioh-when": {"", *yugioh.WHEN},
    }
    for select, words in choices.items():
        options = re.search(f'<select id="{select}">(.*?)</select>', page, re.S).group(1)
        assert set(re.findall(r'<option value="([^"]*)">', options)) == words, select


def yugioh_form_record(events, decks=None):
    """A record as static/js/yugioh_builder.js writes it: the cards added, one turn of events, Deck sizes if given."""
    cards = {
        "sangan": {"code": "26202165", "owner": 0, "zone": "hand"},
        "witch": {"code": "78010363", "owner": 0, "zone": "deck"},
        "vorse": {"code": "14898066", "owner": 1, "zone": "monster"},
        "solemn": {"code": "41420027", "owner": 1, "zone": "spell_trap"},
        "field": {"code": "12580477", "owner": 1, "zone": "field_zone"},
        "fusion": {"code": "14898066", "owner": 0, "zone": "extra"},
        "gone": {"code": "14898066", "owner": 0, "zone": "graveyard"},
        "out": {"code": "14898066", "owner": 1, "zone": "banished"},
    }
    record = {"first": 1, "cards": cards, "turns": [{"player": 1, "events": events}]}
    return dict(record, decks=decks) if decks else record  # fmt: skip


# each event the form's fields can make: every phase, a draw named or not, passes, every summon and Set, a position
# change, attacks on a monster and direct, activations with an effect, targets, every outcome list and negation,
# a card leaving for each place; an empty new turn
YUGIOH_FORM_EVENTS = [
    [],
    [{"phase": phase} for phase in ("draw", "standby", "main1", "battle", "main2", "end")],
    [{"player": 1, "do": "draw"}, {"player": 1, "do": "draw", "card": "witch"}, {"player": 1, "do": "pass"},
     {"player": 0, "do": "pass"}],
    [{"player": 0, "do": do, "card": "sangan"}
     for do in ("normal_summon", "set_monster", "flip_summon", "special_summon", "set_spell_trap", "change_position")],
    [{"player": 1, "do": "attack", "card": "vorse", "target": "sangan"},
     {"player": 1, "do": "attack", "card": "vorse", "target": None}],
    [{"player": 1, "do": "activate", "card": "field"},
     {"player": 0, "do": "activate", "card": "sangan", "effect": "trigger", "targets": ["vorse", "out"],
      "outcome": {"destroy": ["vorse"], "banish": ["gone"], "to_hand": ["witch"], "to_deck": ["out"]}},
     {"player": 1, "do": "activate", "card": "solemn", "outcome": {"negate_activation": 2, "negate_effect": 1}},
     {"player": 1, "do": "activate", "card": "solemn", "when": "summon", "outcome": {"negate_summon": "sangan"}},
     {"player": 0, "do": "activate", "card": "sangan", "effect": "ignition", "once_per_turn": True,
      "outcome": {"face_up": ["vorse"]}},
     *({"player": 0, "do": "activate", "card": "sangan", "effect": effect}
       for effect in ("ignition", "quick", "flip", "continuous"))],
    [{"player": 1, "do": "leave", "card": "vorse", "to": to} for to in ("graveyard", "banished", "hand", "deck")],
]  # fmt: skip


@pytest.mark.parametrize("events", YUGIOH_FORM_EVENTS)
@pytest.mark.parametrize("decks", [None, [30, 0]])
def test_what_the_yugioh_form_writes_passes_the_shape_check(client, events, decks):
    assert_well_formed(client, "yugioh", yugioh_form_record(events, decks))


def test_a_yugioh_card_the_form_never_added_is_a_shape_error_naming_the_event(client):
    record = yugioh_form_record([{"player": 1, "do": "normal_summon", "card": "typo"}])
    response = check(client, record, game="yugioh")
    assert response.status_code == 400
    assert response.json()["field"] == "turns[0].events[0].card"


def test_the_dbs_form_s_fields_are_the_engine_s_words(client):
    from games.rules.dbs import record as dbs
    from games.rules.dbs.adjudication import BUILDER

    page = client.get("/adjudications/").content.decode()
    # a combo's source and each board field are the engine's words
    assert [source for source, _ in BUILDER["combo_from"]] == list(dbs.COMBO_FROM)
    assert {key for key, _, _ in BUILDER["board"]} <= set(dbs.PLAYER_STATE.fields)
    for key, _, _ in BUILDER["board"]:
        assert f'id="dbs-{key}-0"' in page and f'id="dbs-{key}-1"' in page


def dbs_form_record(turns, hand=("P-003", "?")):
    """A record as static/js/dbs_builder.js writes it: a known board from the players' fields, then turns."""
    player = {"leader": "P-025", "life": 8, "hand": list(hand), "deck": 36, "energy": ["P-002"], "battle": ["P-004"]}
    players = [dict(player, drop=[]), dict(player, leader="P-026", drop=[])]
    return {"state": {"first": 1, "turn": 3, "players": players}, "turns": turns}


# each entry the form's fields can make: a turn's draw and charge, a play paid and named, attacks with a blocker and
# the Life cards taken, combos on both sides from hand and from the Battle Area; an empty new turn
DBS_FORM_TURNS = [
    [],
    [{"player": 1, "actions": []}],
    [{"player": 1, "draw": ["P-004", "P-003"], "charge": "P-004", "actions": [
        {"do": "play", "card": "P-003", "pay": ["P-002"], "id": "goku"}, {"do": "play", "card": "P-001"}]}],
    [{"player": 1, "actions": [
        {"do": "attack", "attacker": "leader", "target": "leader", "blocker": "P-004", "life": ["P-003"],
         "offence": [{"combo": "P-002", "from": "hand", "pay": ["P-002"]}, {"combo": "P-004", "from": "battle"}],
         "defence": [{"combo": "P-001", "from": "hand"}]},
        {"do": "attack", "attacker": "P-004", "target": "1:P-004"}]},
     {"player": 0, "charge": "P-004", "actions": []}],
]  # fmt: skip


@pytest.mark.parametrize("turns", DBS_FORM_TURNS)
@pytest.mark.parametrize("hand", [(), ("P-003", "?")])
def test_what_the_dbs_form_writes_passes_the_shape_check(client, turns, hand):
    assert_well_formed(client, "dbs", dbs_form_record(turns, hand))


@pytest.mark.parametrize("game", ["tractor", "yugioh", "dbs", "dbz", "esferas"])
def test_every_form_s_check_refuses_a_nul_and_deep_nesting_naming_the_field(client, game):
    record = json.loads(examples.example(game))
    record["meta"] = {"note": "a\x00b"}
    response = check(client, record, game=game)
    assert response.status_code == 400 and response.json()["field"].startswith("meta")
    deep = json.dumps({**record, "meta": {}})[:-1] + ', "x": ' + "[" * 50_000 + "]" * 50_000 + "}"
    response = check(client, deep, game=game)
    assert response.status_code == 400 and response.json()["field"] == "record"


@pytest.mark.parametrize("game", registry.games_with_engines())
def test_a_multipart_body_is_a_415_naming_the_type_for_every_game(client, game):
    response = client.post(f"/adjudications/{game}/check/", {"record": json.dumps(legal_record(7))})
    assert response.status_code == 415
    assert response.json()["field"] == "record"
    assert "multipart/form-data" in response.json()["message"]


def test_a_urlencoded_body_is_a_415_too(client):
    body = "record=%7B%7D"
    response = client.post("/adjudications/tractor/check/", body, content_type="application/x-www-form-urlencoded")
    assert response.status_code == 415 and "application/json" in response.json()["message"]
