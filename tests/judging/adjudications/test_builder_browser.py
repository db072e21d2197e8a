"""The Tractor record builder in a real Chromium at 375 px: a judge deals from a seed, bids, buries and plays a
trick by clicking, submits, and checks each seat's hand on the verdict; the example loads a complete hand and
the live check names the field a hand edit broke."""

import json
from collections import Counter

import pytest
from django.db import connections

from games.rules.tractor.cards import TRUMP, trump_of
from games.rules.tractor.deal import deal
from games.rules.tractor.engine import adjudicate
from judging.adjudications import examples
from tests.conftest import ROOT

from .test_browser import ADJUDICATION_PAGE, fits_the_screen, new_user_logs_in
from .waiting import wait_for_status

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def watch_csp(page):
    """Every Content-Security-Policy complaint the page logs (the builder runs under the strict policy)."""
    complaints = []
    page.on("console", lambda message: "Content Security Policy" in message.text and complaints.append(message.text))
    return complaints


def open_form(page, username, game, other):
    """Log in and choose `game`: its turn-by-turn form shows, the `other` form (a selector) does not."""
    from playwright.sync_api import expect

    new_user_logs_in(page, username)
    page.get_by_label("Game").select_option(game)
    form = page.locator(f"#{game}-builder")
    expect(form).to_be_visible()
    expect(page.locator(other)).to_be_hidden()
    return form


def record_in_the_box(page):
    return json.loads(page.get_by_label("Record (JSON)").input_value())


def trump_counts(record, verdict):
    trump = trump_of(verdict["trump"]["suit"], verdict["trump"]["rank"])
    return [sum(1 for card in hand if trump.suit_of(card) == TRUMP) for hand in record["hands"]]


def test_a_judge_builds_a_short_record_by_clicking_and_reads_the_hands_on_the_verdict(phone, celery_worker):
    from playwright.sync_api import expect

    page = phone
    csp = watch_csp(page)
    new_user_logs_in(page, "builder1")
    page.get_by_label("Game").select_option("tractor")
    builder = page.locator("#record-builder")
    expect(builder).to_be_visible()
    status = builder.locator("#builder-status")

    page.get_by_label("Seed for a random deal").fill("e2e table 1")
    page.get_by_role("button", name="Deal at random").click()
    expect(builder.locator("#builder-hint")).to_contain_text("Dealt from seed e2e table 1")
    dealt = deal("e2e table 1")
    assert record_in_the_box(page)["hands"] == dealt["hands"]
    assert record_in_the_box(page)["kitty"] == dealt["kitty"]
    expect(status).to_contain_text("The record is well-formed so far.")

    # Nobody bids: four passes close the bidding, seat 0 deals, the kitty's first suit is trump.
    for _ in range(4):
        page.get_by_role("button", name="Pass", exact=True).click()
    expect(builder.locator("#builder-bid-turn")).to_have_text("The bidding is over.")
    expect(builder.locator("#builder-bury-turn")).to_contain_text("seat 0")

    # The bury: eight clicks on the dealer's cards, one with the keyboard.
    bury = builder.locator("#builder-bury-hand .builder-card")
    for _ in range(7):
        bury.first.click()
    bury.first.focus()
    page.keyboard.press("Enter")
    expect(builder.locator("#builder-bury-turn")).to_contain_text("8/8")
    # the buried card left its row; the keyboard focus stays in the row, on the card now in its place
    assert page.evaluate("document.activeElement.parentElement.id") == "builder-bury-hand"

    # Trick 1: seat 0 leads its first card; each seat in turn presses a card of the led suit when it has one.
    trump = trump_of(**adjudicate(record_in_the_box(page))["trump"])
    for seat in range(4):
        expect(builder.locator("#builder-play-turn")).to_have_text(f"Trick 1: seat {seat} to play.")
        button = builder.locator("#builder-play-hand .builder-card").first
        if seat:
            led = trump.suit_of(record_in_the_box(page)["tricks"][0][0]["cards"][0])
            suited = [card for card in dealt["hands"][seat] if trump.suit_of(card) == led]
            if suited:
                button = builder.locator(f'#builder-play-hand [data-card="{suited[0]}"]').first
        button.click()
        expect(button).to_have_attribute("aria-pressed", "true")
        page.get_by_role("button", name="Play the pressed cards").click()
    expect(builder.locator("#builder-trick-list li")).to_have_count(1)

    record = record_in_the_box(page)
    assert record["bids"] == [{"seat": seat, "pass": True} for seat in range(4)]
    assert len(record["buried"]) == 8
    assert not Counter(record["buried"]) - Counter(dealt["hands"][0] + dealt["kitty"])
    assert [play["seat"] for play in record["tricks"][0]] == [0, 1, 2, 3]
    assert all(len(play["cards"]) == 1 for play in record["tricks"][0])
    verdict = adjudicate(record)
    assert verdict["legal"]
    expect(builder.locator("#builder-play-turn")).to_have_text(
        f"Trick 2: seat {verdict['tricks'][0]['winner']} to play."
    )  # the winner, as the server's replay found it
    assert fits_the_screen(page)

    page.get_by_role("button", name="Adjudicate").click()
    page.wait_for_url(ADJUDICATION_PAGE)
    expect(page.get_by_role("status")).to_contain_text("Done: no illegal play found.")
    expect(page.get_by_role("heading", name="Hands as dealt")).to_be_visible()
    for seat, trumps in enumerate(trump_counts(record, verdict)):
        hand = page.locator(f"#hand-{seat}")
        expect(hand.get_by_role("heading")).to_contain_text(f"Seat {seat}")
        expect(hand.get_by_role("heading")).to_contain_text("25 cards")
        expect(hand.get_by_role("heading")).to_contain_text(f"{trumps} trump card")
        assert hand.locator(".card").count() == 25
    expect(page.locator("#hand-0").get_by_role("heading")).to_contain_text("dealer")
    assert fits_the_screen(page)
    assert csp == []


def test_the_example_is_a_complete_hand_and_the_live_check_names_a_broken_field(phone, celery_worker):
    from playwright.sync_api import expect

    page = phone
    new_user_logs_in(page, "builder2")
    page.get_by_label("Game").select_option("tractor")
    page.get_by_role("button", name="Load an example (a complete hand)").click()
    status = page.locator("#builder-status")
    expect(status).to_contain_text("Replay so far: no illegal action.")
    record = json.loads(examples.complete_example("tractor"))
    assert record_in_the_box(page) == record
    expect(page.locator("#builder-trick-list li")).to_have_count(len(record["tricks"]))

    box = page.get_by_label("Record (JSON)")
    assert box.input_value().count('["KD", "5C", "8D"') == 1  # seat 0's hand, laid out as the examples are
    box.fill(box.input_value().replace('["KD", "5C", "8D"', '["11H", "5C", "8D"', 1))
    expect(status).to_contain_text('Not yet well-formed: hands[0][0]: unknown card "11H"')
    page.get_by_role("button", name="Load an example (a complete hand)").click()
    expect(status).to_contain_text("Replay so far: no illegal action.")

    page.get_by_role("button", name="Adjudicate").click()
    page.wait_for_url(ADJUDICATION_PAGE)
    verdict = adjudicate(record)
    expect(page.get_by_role("status")).to_contain_text("Done: no illegal play found.")
    expect(page.locator(".verdict-summary")).to_contain_text("Levels after")
    for seat, trumps in enumerate(trump_counts(record, verdict)):
        expect(page.locator(f"#hand-{seat}").get_by_role("heading")).to_contain_text(f"{trumps} trump card")


def test_the_other_games_record_box_names_its_first_shape_error_as_the_judge_types(phone):
    from playwright.sync_api import expect

    page = phone
    new_user_logs_in(page, "builder3")
    page.get_by_label("Game").select_option("esferas")
    expect(page.locator("#record-builder")).to_be_hidden()
    line = page.locator("#record-check")
    page.get_by_label("Record (JSON)").fill('{"energy": 500}')
    expect(line).to_have_text("Not yet well-formed: first: missing")
    page.get_by_label("Record (JSON)").fill('{"energy": 500, "first": 0, "decks": [[], []]}')
    expect(line).to_have_text("The record is well-formed so far.")
    page.get_by_label("Game").select_option("dbz")
    expect(line).to_contain_text("Not yet well-formed: ")
    page.get_by_label("Game").select_option("tractor")
    expect(line).to_be_hidden()  # the Tractor builder shows its own
    expect(page.locator("#record-builder")).to_be_visible()


def test_a_judge_records_two_esferas_turns_with_the_form_and_reads_the_verdict(phone, celery_worker):
    from playwright.sync_api import expect

    from judging.adjudications import registry, services

    from .cards import example_record, store_esferas_demo

    store_esferas_demo()
    decks = example_record("esferas")["decks"]
    page = phone
    csp = watch_csp(page)
    form = open_form(page, "builder4", "esferas", "#record-builder")
    for player in (0, 1):
        form.locator(f"#esferas-deck-{player}").fill("\n".join(decks[player]))
        form.locator(f"#esferas-deck-{player}").blur()
    expect(form.locator("#esferas-deck-count-1")).to_have_text("Player 1: 40 cards")

    def act(kind, card, pay=None, by="sphere", **parts):
        form.get_by_label("Action").select_option(kind)
        form.get_by_label("Card (code)").fill(card)
        if pay:
            form.locator("#esferas-card-pay-by").select_option(by)
            form.locator("#esferas-card-pay").fill(pay)
        for part, (code, paying) in parts.items():
            form.locator(f"#esferas-{part}").fill(code)
            form.locator(f"#esferas-{part}-pay").fill(paying)
        form.get_by_role("button", name="Add the action").click()

    form.get_by_role("button", name="Start the next turn").click()
    expect(form.locator("#esferas-turn-now")).to_have_text("Turn 1: player 0.")
    act("character", "ESF-060")
    act("permanent", "ESF-050", "ESF-004")
    act("attack", "ESF-010", "ESF-003", modifier=("ESF-030", "ESF-005"), defence=("ESF-020", "ESF-002"))
    form.get_by_role("button", name="Start the next turn").click()
    expect(form.locator("#esferas-turn-now")).to_have_text("Turn 2: player 1.")
    act("character", "ESF-061")
    act("attack", "ESF-011", "ESF-001")
    expect(form.locator("#esferas-turns li")).to_have_count(2)

    record = record_in_the_box(page)
    assert record == {
        "energy": 500,
        "first": 0,
        "decks": decks,
        "turns": [
            {"player": 0, "discard": [], "actions": [
                {"do": "character", "card": "ESF-060"},
                {"do": "permanent", "card": "ESF-050", "sphere": "ESF-004"},
                {"do": "attack", "card": "ESF-010", "sphere": "ESF-003", "modifier": "ESF-030",
                 "modifier_sphere": "ESF-005", "defence": {"card": "ESF-020", "sphere": "ESF-002"}},
            ]},
            {"player": 1, "discard": [], "actions": [
                {"do": "character", "card": "ESF-061"},
                {"do": "attack", "card": "ESF-011", "sphere": "ESF-001", "defence": None},
            ]},
        ],
    }  # fmt: skip
    expect(page.locator("#record-check")).to_have_text("The record is well-formed so far.")
    assert fits_the_screen(page)

    page.get_by_role("button", name="Adjudicate").click()
    page.wait_for_url(ADJUDICATION_PAGE)
    cards = services.cards_for(game="esferas", records=[record])
    verdict = registry.replay("esferas", record, {}, cards=cards)
    done = "Done: no illegal play found." if verdict["legal"] else f"({verdict['violation']['rule']})"
    expect(page.get_by_role("status")).to_contain_text(done)
    expect(page.locator("#turn-1")).to_contain_text("attack 80 − defence 40 = 40 damage")
    assert csp == []


def test_without_script_the_builders_stay_hidden_and_the_record_box_still_works(browser, live_server, celery_worker):
    from playwright.sync_api import expect

    context = browser.new_context(
        base_url=live_server.url, viewport={"width": 375, "height": 800}, java_script_enabled=False
    )
    context.set_default_timeout(30_000)
    page = context.new_page()
    new_user_logs_in(page, "builder5")
    expect(page.locator("#record-builder")).to_be_hidden()
    expect(page.locator("#esferas-builder")).to_be_hidden()
    expect(page.locator("#dbz-builder")).to_be_hidden()
    expect(page.locator("#yugioh-builder")).to_be_hidden()
    expect(page.locator("#dbs-builder")).to_be_hidden()
    page.get_by_label("Game").select_option("tractor")
    page.get_by_label("Record (JSON)").fill(examples.complete_example("tractor"))
    page.get_by_role("button", name="Adjudicate").click()
    page.wait_for_url(ADJUDICATION_PAGE)
    # no script, no polling: the page shows the verdict once the worker is done and it is opened again
    wait_for_status(page.url.rstrip("/").rsplit("/", 1)[1], "done")
    page.reload()
    expect(page.get_by_role("heading", name="Hands as dealt")).to_be_visible()
    context.close()
    connections.close_all()  # inside Playwright's loop, where the test's ORM calls made their connection


@pytest.mark.parametrize("language", ["ar", "th"])
def test_the_builders_read_in_the_language_and_fit_a_phone(phone, language):
    from playwright.sync_api import expect

    from tests.e2e.test_languages import english_left

    page = phone
    new_user_logs_in(page, f"builder-{language}")
    page.goto(f"/{language}/adjudications/")
    page.locator("#id_game").select_option("tractor")
    page.locator("#builder-example").click()
    expect(page.locator("#builder-trick-list li")).to_have_count(
        len(json.loads(examples.complete_example("tractor"))["tricks"])
    )
    expect(page.locator("#record-builder")).to_have_attribute("data-shape", "ok")
    assert english_left(language, page.locator("#record-builder").inner_text()) == []
    assert fits_the_screen(page)
    page.locator("#id_game").select_option("esferas")
    expect(page.locator("#esferas-builder")).to_be_visible()
    assert english_left(language, page.locator("#esferas-builder").inner_text()) == []
    assert fits_the_screen(page)
    for game in ("dbz", "yugioh", "dbs"):
        page.locator("#id_game").select_option(game)
        expect(page.locator(f"#{game}-builder")).to_be_visible()
        assert english_left(language, page.locator(f"#{game}-builder").inner_text()) == []
        assert fits_the_screen(page)


def test_a_judge_records_two_dbz_turns_with_the_form_and_reads_the_verdict(phone, celery_worker):
    from playwright.sync_api import expect

    from judging.adjudications import registry, services

    from .test_dbz import store_saiyan_saga

    store_saiyan_saga()
    page = phone
    csp = watch_csp(page)
    form = open_form(page, "builder6", "dbz", "#esferas-builder")
    form.locator("#dbz-mp-0").fill("SAIYAN-158 SAIYAN-159 SAIYAN-160")
    form.locator("#dbz-mp-1").fill("SAIYAN-173 SAIYAN-174 SAIYAN-175")
    form.locator("#dbz-mp-1").blur()
    expect(form.locator("#dbz-mp-0")).to_have_value("SAIYAN-158 SAIYAN-159 SAIYAN-160")
    step = form.get_by_label("Step", exact=True)
    add = form.get_by_role("button", name="Add to the turn")

    def attack(card, source="card", defence=None, anger=0, life=None):
        step.select_option("attack")
        form.get_by_label("Attack with").select_option(source)
        form.get_by_label("Card (code)").fill(card)
        if anger:
            form.get_by_label("Effect: anger of player 0 (+/−)").fill(str(anger))
        if life is not None:
            form.get_by_label("Damage in Life cards (empty: none said)").fill(str(life))
        if defence:
            form.get_by_label("The defender’s defence card (code; empty: no defence)").fill(defence)
        add.click()

    def passes():
        step.select_option("pass")
        add.click()
        add.click()

    def ends(discards="", defender=""):
        step.select_option("discard")
        form.get_by_label("The turn player’s discards (codes)").fill(discards)
        form.get_by_label("The attacked defender’s discards (codes)").fill(defender)
        add.click()
        expect(step).to_have_value("rejuvenate")  # the form moves down the turn's steps
        add.click()

    form.get_by_role("button", name="Start the next turn").click()
    expect(form.locator("#dbz-turn-now")).to_have_text("Turn 1: player 0.")
    form.get_by_label("Cards drawn (codes; in combat, the defender’s)").fill("SAIYAN-006 SAIYAN-074 SAIYAN-022")
    add.click()
    expect(step).to_have_value("non_combat")
    form.get_by_label("Card (code)").fill("SAIYAN-022")
    form.get_by_label("Effect: power stages of player 0 (+/−)").fill("5")
    add.click()
    step.select_option("power_up")
    form.get_by_label("Power stages the Main Personality gained (empty: as the rule says)").fill("0")
    add.click()
    expect(step).to_have_value("combat")
    form.get_by_label("Cards drawn (codes; in combat, the defender’s)").fill("SAIYAN-054 SAIYAN-047 SAIYAN-001")
    add.click()
    attack("SAIYAN-006", defence="SAIYAN-054", anger=1)
    attack("SAIYAN-001")  # a punch: with an attack card in hand, no final physical attack (issue 31)
    attack("SAIYAN-074", anger=1)
    attack("SAIYAN-999")  # a slip, undone
    form.get_by_role("button", name="Undo the last entry").click()
    passes()
    ends()
    expect(form.locator("#dbz-turns li").first).to_have_text(
        "Turn 1, player 0: draw · non-combat (plays: 1) · power up · combat (attack entries: 5) · discard · rejuvenate"
    )

    form.get_by_role("button", name="Start the next turn").click()
    expect(form.locator("#dbz-turn-now")).to_have_text("Turn 2: player 1.")
    form.get_by_label("Cards drawn (codes; in combat, the defender’s)").fill("SAIYAN-065 SAIYAN-015 SAIYAN-090")
    add.click()
    form.get_by_label("Card (code)").fill("SAIYAN-015")
    add.click()
    step.select_option("power_up")
    add.click()
    form.get_by_label("Cards drawn (codes; in combat, the defender’s)").fill("SAIYAN-056 SAIYAN-010 SAIYAN-001")
    add.click()
    attack("SAIYAN-065", defence="SAIYAN-056", life=6)
    attack("SAIYAN-010", anger=1)
    passes()
    # the keyboard alone: the discard typed, the button pressed with Enter
    step.select_option("discard")
    form.get_by_label("The turn player’s discards (codes)").fill("SAIYAN-090")
    add.focus()
    page.keyboard.press("Enter")
    form.get_by_label("The top card of the discard pile went to the bottom of the Life Deck").focus()
    page.keyboard.press("Space")
    page.keyboard.press("Space")  # ticked and unticked: the turn had a combat, so no rejuvenation
    add.focus()
    page.keyboard.press("Enter")
    expect(form.locator("#dbz-turns li")).to_have_count(2)

    def mp(*levels):
        return {"personality": list(levels), "highest_level": 3, "style": None, "life_deck": 55}

    record = record_in_the_box(page)
    assert record == {
        "players": [mp("SAIYAN-158", "SAIYAN-159", "SAIYAN-160"), mp("SAIYAN-173", "SAIYAN-174", "SAIYAN-175")],
        "first": 0,
        "turns": [
            {"player": 0, "steps": [
                {"step": "draw", "cards": ["SAIYAN-006", "SAIYAN-074", "SAIYAN-022"]},
                {"step": "non_combat", "plays": [{"card": "SAIYAN-022", "effect": {"power": [5, 0]}}]},
                {"step": "power_up", "mp": 0},
                {"step": "combat", "defender_draw": ["SAIYAN-054", "SAIYAN-047", "SAIYAN-001"], "attacks": [
                    {"card": "SAIYAN-006", "effect": {"anger": [1, 0]},
                     "defence": {"card": "SAIYAN-054", "stops": True}},
                    {"card": "SAIYAN-001"},
                    {"card": "SAIYAN-074", "effect": {"anger": [1, 0]}},
                    {"pass": True},
                    {"pass": True},
                ]},
                {"step": "discard", "cards": [], "defender": []},
                {"step": "rejuvenate", "done": False},
            ]},
            {"player": 1, "steps": [
                {"step": "draw", "cards": ["SAIYAN-065", "SAIYAN-015", "SAIYAN-090"]},
                {"step": "non_combat", "plays": [{"card": "SAIYAN-015"}]},
                {"step": "power_up"},
                {"step": "combat", "defender_draw": ["SAIYAN-056", "SAIYAN-010", "SAIYAN-001"], "attacks": [
                    {"card": "SAIYAN-065", "damage": {"life": 6}, "defence": {"card": "SAIYAN-056", "stops": True}},
                    {"card": "SAIYAN-010", "effect": {"anger": [1, 0]}},
                    {"pass": True},
                    {"pass": True},
                ]},
                {"step": "discard", "cards": ["SAIYAN-090"], "defender": []},
                {"step": "rejuvenate", "done": False},
            ]},
        ],
    }  # fmt: skip
    expect(page.locator("#record-check")).to_have_text("The record is well-formed so far.")
    assert fits_the_screen(page)

    page.get_by_role("button", name="Adjudicate").click()
    page.wait_for_url(ADJUDICATION_PAGE)
    cards = services.cards_for(game="dbz", records=[record])
    verdict = registry.replay("dbz", record, {}, cards=cards)
    assert verdict["legal"]  # the record the form wrote is the game as played, not only well-formed
    expect(page.get_by_role("status")).to_contain_text("Done: no illegal play found.")
    life = verdict["turns"][1]["state_after"][1]["life"]
    expect(page.locator(".dbz-states")).to_contain_text(str(life))
    assert fits_the_screen(page)
    assert csp == []


def test_a_judge_records_the_yugioh_example_with_the_form_and_reads_the_chains(phone, celery_worker):
    from playwright.sync_api import expect

    from .cards import example_record, store_yugioh

    documented = example_record("yugioh")
    store_yugioh(documented)
    page = phone
    csp = watch_csp(page)
    form = open_form(page, "builder7", "yugioh", "#dbz-builder")
    for player in (0, 1):
        form.get_by_label(f"Cards in the Deck of player {player} at the start (empty: not counted)").fill("30")
        form.get_by_label(f"Cards in the Deck of player {player} at the start (empty: not counted)").blur()
    for card_id, card in documented["cards"].items():
        form.get_by_label("The card’s id in the record").fill(card_id)
        form.get_by_label("Passcode").fill(card["code"])
        form.get_by_label("Owner").select_option(str(card["owner"]))
        form.get_by_label("Where it is at the start").select_option(card["zone"])
        form.get_by_role("button", name="Add the card").click()
    expect(form.locator("#yugioh-cards li")).to_have_count(6)
    expect(form.locator("#yugioh-cards li").last).to_have_text(
        "solemn: passcode 41420027, owner player 1, Spell & Trap Card Zone"
    )

    action = form.get_by_label("Action")
    add = form.get_by_role("button", name="Add the action")
    both_pass = form.get_by_role("button", name="Both players pass (who acts first)")

    def phase(name, passes=True):
        action.select_option("phase")
        form.get_by_label("Phase", exact=True).select_option(name)
        add.click()
        if name == "draw":
            expect(action).to_have_value("draw")  # a Draw Phase starts with the turn player's draw
            add.click()
        if passes:
            both_pass.click()

    def act(kind, card, effect=None, **fields):
        action.select_option(kind)
        form.get_by_label("Card (its id; for a draw, optional)").fill(card)
        if effect:
            form.get_by_label("Effect", exact=True).select_option(effect)
        for label, value in fields.items():
            form.get_by_label(label).fill(value)
        add.click()

    def up_to_main_phase_1(turn, player):
        form.get_by_role("button", name="Start the next turn").click()
        expect(form.locator("#yugioh-turn-now")).to_have_text(f"Turn {turn}: player {player}.")
        phase("draw")
        phase("standby")
        phase("main1", passes=False)

    up_to_main_phase_1(1, 0)
    act("normal_summon", "sangan")
    act("attack", "sangan")  # a slip, undone
    form.get_by_role("button", name="Undo the last action").click()
    act("set_spell_trap", "mirror")
    both_pass.click()
    phase("end")
    expect(form.locator("#yugioh-events li").nth(8)).to_have_text("player 0: Normal Summons sangan")

    up_to_main_phase_1(2, 1)
    act("normal_summon", "vorse")
    destroys = "On resolving, destroys (ids)"
    act("activate", "raigeki", **{destroys: "sangan"})
    expect(form.get_by_label("Who acts (the form guesses who has priority)")).to_have_value("0")  # the answer
    act("activate", "mirror", **{destroys: "vorse"})
    act("activate", "solemn", **{"On resolving, negates the activation of link (number)": "2"})
    both_pass.click()  # the chain resolves
    act("activate", "sangan", "trigger", **{"On resolving, adds to the hand (ids)": "witch"})
    both_pass.click()
    both_pass.click()
    phase("end")
    expect(form.locator("#yugioh-turns li")).to_have_text(
        ["Turn 1, player 0: events: 15", "Turn 2, player 1: events: 22"]
    )

    assert record_in_the_box(page) == documented  # the documented example, event for event
    expect(page.locator("#record-check")).to_have_text("The record is well-formed so far.")
    assert fits_the_screen(page)

    page.get_by_role("button", name="Adjudicate").click()
    page.wait_for_url(ADJUDICATION_PAGE)
    expect(page.get_by_role("status")).to_contain_text("Done: no illegal play found.")
    expect(page.locator("#chain-1-link-2")).to_contain_text("negated")
    expect(page.locator("#chain-2").get_by_role("heading")).to_contain_text("turn 2, Main Phase 1")
    assert csp == []


def test_a_judge_records_the_dbs_example_s_turns_with_the_form_on_its_board(phone, celery_worker):
    from playwright.sync_api import expect

    from .cards import store_dbs

    store_dbs()
    page = phone
    csp = watch_csp(page)
    form = open_form(page, "builder8", "dbs", "#yugioh-builder")
    # the documented board, loaded as the example; the form reads it, and a card with an id is left to the box
    page.get_by_role("button", name="Load the example record").click()
    expect(form.locator("#dbs-leader-1")).to_have_value("P-026")
    expect(form.locator("#dbs-hand-0")).to_have_value("P-003 P-002 ?")
    expect(form.locator("#dbs-battle-1")).to_be_disabled()
    for _ in range(2):
        form.get_by_role("button", name="Undo the last turn").click()
    expect(form.locator("#dbs-turns li")).to_have_count(0)

    action = form.get_by_label("Action")
    add = form.get_by_role("button", name="Add to the turn")

    def record(kind, card, pay=""):
        action.select_option(kind)
        form.get_by_label("The cards drawn (card numbers)" if kind == "draw" else "Card (code)").fill(card)
        if pay:
            form.get_by_label("Energy rested to pay (card numbers)").fill(pay)
        add.click()

    def attack(attacker, target):
        action.select_option("attack")
        form.get_by_label("Attacker (leader, an id or a card number)").fill(attacker)
        form.get_by_label("The card attacked (leader, an id or a card number)").fill(target)
        add.click()

    def combo(side, card, source):
        action.select_option(side)
        form.get_by_label("Card (code)").fill(card)
        form.get_by_label("The combo card comes from").select_option(source)
        add.click()

    form.get_by_role("button", name="Start the next turn").click()
    expect(form.locator("#dbs-turn-now")).to_have_text("Turn 5: player 0.")
    record("draw", "P-004")
    record("charge", "P-004")
    record("play", "P-003", "P-002 P-002 P-003")
    attack("leader", "leader")
    combo("offence", "P-002", "hand")
    combo("defence", "P-001", "hand")
    attack("P-003", "trunks")
    combo("offence", "P-002", "hand")  # a slip, undone
    form.get_by_role("button", name="Undo the last entry").click()
    form.get_by_role("button", name="Start the next turn").click()
    expect(form.locator("#dbs-turn-now")).to_have_text("Turn 6: player 1.")
    record("charge", "P-004")
    record("play", "P-004", "P-004 P-004")
    attack("leader", "P-003")
    combo("offence", "P-004", "battle")
    expect(form.locator("#dbs-turns li").first).to_have_text(
        "Turn 5, player 0: draws P-004 · charges P-004 · plays P-003 · leader attacks leader · P-003 attacks trunks"
    )

    documented = examples.example("dbs")
    assert record_in_the_box(page) == json.loads(documented)
    # laid out as the doc's example is, line for line
    doc = (ROOT / "docs" / "dbs-records.md").read_text().split("\n## Example\n", 1)[1]
    assert page.get_by_label("Record (JSON)").input_value() == doc.split("```json\n", 1)[1].split("\n```", 1)[0] + "\n"
    expect(page.locator("#record-check")).to_have_text("The record is well-formed so far.")
    assert fits_the_screen(page)

    page.get_by_role("button", name="Adjudicate").click()
    page.wait_for_url(ADJUDICATION_PAGE)
    expect(page.get_by_role("status")).to_contain_text("Done: no illegal play found.")
    assert csp == []


def test_the_yugioh_form_writes_a_condition_once_per_turn_a_negated_summon_and_a_flip_face_up(phone):
    """Issue 31's fields in the turn-by-turn form: `when`, `once_per_turn`, `negate_summon` and `face_up`."""
    from playwright.sync_api import expect

    page = phone
    csp = watch_csp(page)
    form = open_form(page, "builder-ygo31", "yugioh", "#dbz-builder")
    for card_id, code, owner, zone in (("v0", "14898066", "0", "monster"), ("solemn", "41420027", "1", "spell_trap")):
        form.get_by_label("The card’s id in the record").fill(card_id)
        form.get_by_label("Passcode").fill(code)
        form.get_by_label("Owner").select_option(owner)
        form.get_by_label("Where it is at the start").select_option(zone)
        form.get_by_role("button", name="Add the card").click()
    form.get_by_role("button", name="Start the next turn").click()
    form.get_by_label("Action", exact=True).select_option("activate")
    form.get_by_label("Card (its id; for a draw, optional)").fill("solemn")
    form.get_by_label("Activated in answer to (its card's condition)").select_option("summon")
    form.get_by_label("Its card's effect is activated once per turn").check()
    form.get_by_label("On resolving, negates the Summon of (a monster's id)").fill("v0")
    form.get_by_label("On resolving, turns face-up (ids of face-down monsters)").fill("v0")
    form.get_by_role("button", name="Add the action").click()
    expect(form.locator("#yugioh-events li")).to_have_count(1)
    (event,) = record_in_the_box(page)["turns"][0]["events"]  # the shape check: test_record_builder.py
    assert event == {
        "player": 0,
        "do": "activate",
        "card": "solemn",
        "when": "summon",
        "once_per_turn": True,
        "outcome": {"negate_summon": "v0", "face_up": ["v0"]},
    }
    assert not form.get_by_label("Its card's effect is activated once per turn").is_checked()  # cleared for the next
    assert fits_the_screen(page)
    page.screenshot(path=str(ROOT / "var" / "ygo-builder-31.png"), full_page=True)
    assert csp == []
