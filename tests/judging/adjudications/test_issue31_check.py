"""Issue 31, checked apart from the helpers' unit tests: for each finding, a record the seed (or the DBS rule
manual) says is legal and one it says is illegal, submitted through the API and adjudicated by the session's
real worker. Each verdict is the one the pure engine gives in this process, and each violation names the
rule the seed sentence states and cites that sentence (Yu-Gi-Oh!, DBZ) or the FAQ entry and manual rule (DBS).

A case is (name, build, expected): `build()` gives (record, {code: facts} to store in the Card table, or None
to import the real card file), `expected` is None for a legal record, or (rule, text the source contains)."""

import pytest

from games.models import Card, Game
from games.rules.yugioh.sources import SOURCES
from judging.adjudications import registry, services
from tests.conftest import api_as
from tests.games.rules.dbs import helpers as dbs
from tests.games.rules.dbs.test_keywords import FACTS as DBS_FACTS
from tests.games.rules.dbz import helpers as dbz
from tests.games.rules.dbz import test_combat as dbz_c
from tests.games.rules.dbz import test_seed_sentences as dbz_s
from tests.games.rules.yugioh import helpers as ygo
from tests.games.rules.yugioh import test_fidelity as ygo_f

from .cards import store_yugioh
from .waiting import wait_for_status


def seed_quote(rule):
    """The seed sentence a Yu-Gi-Oh! rule cites, in the seed's own words."""
    return rule, SOURCES[rule][1]["quote"]


# Yu-Gi-Oh! (seeds/yugioh-priority-chains.ar.txt). The records are the issue's sentences, one each way.

M, A, P, D = ygo.make, ygo.act, ygo.passes, ygo.do
OPEN = ygo.opening(0)


def ygo_counter_on_the_last_link():
    return M(ygo_f.COUNTERS, [*OPEN, A(0, "pot"), ygo.pass_(1), A(0, "solemn", negate_activation=1), *P(1)])


def ygo_counter_below_the_last_link():
    mst = A(1, "mst", targets=["book"], destroy=["book"])
    return M(
        {**ygo_f.COUNTERS, "book": (ygo.MST, 0, "spell_trap")},
        [*OPEN, A(0, "pot"), mst, A(0, "solemn", negate_activation=1)],
    )


def ygo_flip(summon, *after):
    return M(ygo_f.FLIPS, [*OPEN, *summon, A(0, summon[0]["card"], "flip", targets=["v1"], destroy=["v1"]), *after])


def ygo_flip_summon_skipping_the_flip():
    return M(ygo_f.FLIPS, [*OPEN, D("flip_summon", 0, "set_bug"), ygo.pass_(0)])


def ygo_taiyou(flipped, late=False):
    cards = {**ygo_f.FLIPS, "taiyou": (ygo_f.TAIYOU, 0)}
    outcome = {"face_up": ["set_bug"]} if flipped else {}
    events = [*OPEN, A(0, "taiyou", targets=["set_bug"], **outcome), *P(1), *(P(0) if late else [])]
    return M(cards, [*events, A(0, "set_bug", "flip", targets=["v1"], destroy=["v1"]), *P(1)])


def ygo_sangan(first, second):
    return ygo_f.torrent(A(first, f"sangan{first}", "trigger", to_hand=[f"witch{first}"]),
                         A(second, f"sangan{second}", "trigger", to_hand=[f"witch{second}"]))  # fmt: skip


def ygo_sangan_on_the_field():
    return M(
        {"s": (ygo.SANGAN, 0, "monster"), "w": (ygo.WITCH, 0, "deck")}, [*OPEN, A(0, "s", "trigger", to_hand=["w"])]
    )


def ygo_summon_negated(late):
    summon = [D("normal_summon", 0, "v0"), *(P(0) if late else []), ygo.pass_(0)]
    return M(ygo_f.SUMMONS, [*OPEN, *summon, A(1, "solemn", negate_summon="v0"), *([] if late else P(0))])


def ygo_horn():
    negated = [D("normal_summon", 0, "v0"), ygo.pass_(0), A(1, "horn", negate_summon="v0"), ygo.leave(1, "w1")]
    return M(ygo_f.SUMMONS, [*OPEN, *negated, *P(0)])


def ygo_tied(moved):
    after = [A(1, "raigeki", destroy=["s"]), *P(0), *([ygo.leave(0, "r")] if moved else [])]
    return ygo_f.revived(ygo.PREMATURE, *after, A(0, "s", "trigger", to_hand=["w"]))


def ygo_axe_destroyed():
    cards = {"axe": (ygo_f.AXE, 0), "v": (ygo.VORSE, 0, "monster"), "mst": (ygo.MST, 1)}
    turn1 = [*OPEN, A(0, "axe", targets=["v"]), *P(1), *ygo.closing(0)]
    turn2 = [*ygo.opening(1), A(1, "mst", targets=["axe"], destroy=["axe"]), *P(0), *ygo.closing(1)]
    return M(cards, *ygo_f.turns(turn2, first=turn1))


def ygo_mirror(attacked):
    cards = {"v1": (ygo.VORSE, 1, "monster"), "mirror": (ygo.MIRROR, 0, "spell_trap")}
    battle = [*ygo.passes(1), ygo.phase("battle"), ygo.attack(1, "v1")] if attacked else []
    turn2 = [*ygo.opening(1), *battle, ygo.pass_(1), A(0, "mirror", when="attack", destroy=["v1"]), *P(1)]
    return M(cards, *ygo_f.turns(turn2))


def ygo_jammer(answer):
    cards = {"pot": (ygo.POT, 0), "armor": (ygo.SAKURETSU, 1, "spell_trap"), "jammer": (ygo.JAMMER, 1, "spell_trap")}
    if answer == "spell":
        return M(cards, [*OPEN, A(0, "pot"), A(1, "jammer", when="spell", negate_activation=1), *P(0)])
    cards["jammer"] = (ygo.JAMMER, 0, "spell_trap")
    return M(cards, [*OPEN, A(0, "pot"), A(1, "armor"), A(0, "jammer", when="spell", negate_activation=2)])


def ygo_once(times):
    once = A(0, "breaker", "ignition", once_per_turn=True)
    events = [*OPEN, once, *P(1)] + ([once] if times == 2 else ygo.closing(0))
    return M({"v": (ygo.VORSE, 0, "monster"), "breaker": (ygo.BREAKER, 0, "monster")}, events)


YUGIOH = [
    ("counter trap on the last link", ygo_counter_on_the_last_link, None),
    ("counter trap below the last link", ygo_counter_below_the_last_link, seed_quote("counter-trap")),
    (
        "counter trap opening a chain",
        lambda: M(ygo_f.COUNTERS, [*OPEN, A(0, "solemn"), *P(1)]),
        seed_quote("counter-trap"),
    ),
    ("flip summon then its flip effect", lambda: ygo_flip([D("flip_summon", 0, "set_bug")], *P(1)), None),
    ("set this turn, flip effect, no flip", lambda: ygo_flip([D("set_monster", 0, "bug")]), seed_quote("flip-effect")),
    (
        "normal summoned face-up, flip effect",
        lambda: ygo_flip([D("normal_summon", 0, "bug")]),
        seed_quote("flip-effect"),
    ),
    ("mandatory flip effect skipped", ygo_flip_summon_skipping_the_flip, seed_quote("flip-effect")),
    ("flipped face-up by Book of Taiyou", lambda: ygo_taiyou(True), None),
    ("Book of Taiyou flipping nothing", lambda: ygo_taiyou(False), seed_quote("flip-effect")),
    ("flip effect after both passed again", lambda: ygo_taiyou(True, late=True), seed_quote("flip-effect")),
    ("simultaneous triggers, turn player first", lambda: ygo_sangan(0, 1), None),
    ("simultaneous triggers, opponent first", lambda: ygo_sangan(1, 0), seed_quote("trigger-order")),
    ("Sangan on the field triggering", ygo_sangan_on_the_field, seed_quote("trigger-event")),
    ("Solemn Judgment on a Normal Summon", lambda: ygo_summon_negated(False), None),
    ("Horn of Heaven on a Normal Summon", ygo_horn, None),
    ("Solemn Judgment after the Summon was made", lambda: ygo_summon_negated(True), seed_quote("summon-negation")),
    ("self-cost resolves though negated", lambda: ygo_f.self_cost(ygo.leave(0, "exiled")), None),
    ("revived monster leaves with its card", lambda: ygo_tied(True), None),
    ("revived monster leaves alone", lambda: ygo_tied(False), seed_quote("tied-cards")),
    ("Equip Spell destroyed, its monster stays", ygo_axe_destroyed, None),
    ("Mirror Force on an attack", lambda: ygo_mirror(True), None),
    ("Mirror Force with no attack", lambda: ygo_mirror(False), seed_quote("activation-condition")),
    ("Magic Jammer on a Spell", lambda: ygo_jammer("spell"), None),
    ("Magic Jammer on a Trap", lambda: ygo_jammer("trap"), seed_quote("activation-condition")),
    ("once per turn, once", lambda: ygo_once(1), None),
    ("once per turn, twice", lambda: ygo_once(2), seed_quote("activation-condition")),
]


# Dragon Ball Z (seeds/dbz-ccg-rules.th.txt): the builders of its seed-sentence tests, the seed's cards stored.

DBZ_SEED = "dbz-ccg-rules.th.txt"
PASS, FILLER, PUNCH = dbz.PASS, dbz.FILLER, dbz_c.PUNCH


def dbz_own_mp_ally(mp):
    players = None if mp == "own" else [dbz.player(dbz.RADITZ), dbz.player(dbz.VEGETA)]
    card = dbz.GOKU[0] if mp == "own" else dbz.VEGETA[0]
    return dbz.record([dbz.turn(0, dbz.draw(card, FILLER, FILLER), dbz.plays({"card": card}))], players=players)


def dbz_final(left):
    hand = (dbz_c.POWER_UP_CARD,) * 3 if left == "power" else (dbz_c.POWER_UP_CARD, dbz_c.POWER_UP_CARD, FILLER)
    power = {"power": True, "kind": "energy", "damage": {"life": 3}, "cost": 1}
    if left == "power":
        return dbz_c.fight({"final": dbz_c.POWER_UP_CARD}, hand=hand)
    if left == "nothing":
        return dbz_c.fight(power, PASS, {"final": dbz_c.POWER_UP_CARD}, hand=(dbz_c.POWER_UP_CARD,) * 3)
    return dbz_c.fight(PASS, {"final": dbz_c.POWER_UP_CARD, "no_power": True}, defender=hand)


def dbz_life_cards(named):
    return dbz_c.fight({"card": dbz_c.ENERGY, "life_cards": named})


def dbz_earth_7(attacks_after):
    ended = dbz.combat({"play": dbz_s.EARTH_DB_7, "effect": dbz_s.ENDS}, *([{"card": FILLER}] if attacks_after else []))
    steps = [
        dbz.draw(dbz_s.EARTH_DB_7, FILLER, FILLER),
        dbz.power_up(),
        ended,
        dbz.discard(FILLER),
        dbz.rejuvenate(True),
    ]
    return dbz.record([dbz.turn(0, *steps)])


def dbz_drill(colour):
    other = {"other": "RED-DRILL", "same": "BLUE-DRILL-2"}[colour]
    plays = dbz.plays({"card": "BLUE-DRILL"}, {"shuffle_back": other})
    return dbz.record([dbz.turn(0, dbz.draw("BLUE-DRILL", other, FILLER), plays)])


def dbz_opponent_power_up(card):
    vegeta = dbz.player(dbz.VEGETA, start={"hand": ["SAIYAN-031"]})
    during = {"card": card, "effect": {"power": [-1, 0]}}
    steps = [dbz.draw(), dbz.power_up(mp=1, opponent_plays=[during])]
    return dbz.record([dbz.turn(0, *steps)], players=[dbz.player(dbz.GOKU), vegeta])


def dbz_ally_combat(then_by):
    """Krillin takes the combat over from Goku at 1 stage; then `then_by` ("K" or the MP) attacks."""
    then = {"by": then_by, "card": FILLER} if then_by else {"card": FILLER}
    return dbz_s.ally_combat(PASS, {"by": "K", "card": PUNCH}, PASS, then)


DBZ = [
    ("ally keeps the combat", lambda: dbz_ally_combat("K"), None),
    ("MP attacks in the ally's combat", lambda: dbz_ally_combat(None), ("ally", DBZ_SEED)),
    ("own MP as an ally", lambda: dbz_own_mp_ally("own"), None),
    ("another player's MP as an ally", lambda: dbz_own_mp_ally("other"), ("ally", DBZ_SEED)),
    ("final attack with nothing left", lambda: dbz_final("nothing"), None),
    ("final attack with a card power left", lambda: dbz_final("power"), ("final-attack", DBZ_SEED)),
    ("final attack with an attack card held", lambda: dbz_final("card"), ("final-attack", DBZ_SEED)),
    ("named Life cards", lambda: dbz_life_cards([FILLER, "SAIYAN-002", FILLER, dbz_c.KNEE]), None),
    (
        "a Dragon Ball among the Life cards",
        lambda: dbz_life_cards([FILLER, dbz_s.EARTH_DB_1, FILLER, FILLER]),
        ("dragon-ball", DBZ_SEED),
    ),
    ("Earth Dragon Ball 7 ends the combat", lambda: dbz_earth_7(False), None),
    ("an attack after Earth Dragon Ball 7", lambda: dbz_earth_7(True), ("combat-order", "")),
    ("a card in the opponent's power up", lambda: dbz_opponent_power_up("SAIYAN-031"), None),
    ("a card not held in the opponent's power up", lambda: dbz_opponent_power_up(dbz_c.POWER_UP_CARD), ("in-hand", "")),
    ("a drill of another colour shown back", lambda: dbz_drill("other"), None),
    ("a drill of the same colour shown back", lambda: dbz_drill("same"), ("drill", DBZ_SEED)),
]


# Dragon Ball Super (seeds/dbs-cardgame-faq.fr.txt, data/dbs/rule-manual-1.074.en.txt).

G, P0 = dbs.GOKU, dbs.player
MANUAL = "rule manual 1.074 "


def faq(section, questions, rules):
    return f"FAQ «{section}» {questions}; {MANUAL}{rules}"


def dbs_fight(me=None, them=None, *actions):
    return dbs.state(me or P0(), them or P0(G), turns=[dbs.turn(*actions)])


def dbs_token(**combo):
    made = {"do": "effect", "effect": {"token": [{"id": "t", "power": 5000, **combo}]}}
    return dbs_fight(None, None, made, dbs.attack(offence=[{"combo": "t", "from": "battle"}])), {}


def dbs_counter(code, *, names=None, attack=False):
    them = P0(G, hand=[code], energy=[dbs.TRUNKS])
    counter = {"card": code, "pay": [dbs.TRUNKS], "effect": {"negate": True}}
    if attack:
        return dbs_fight(None, them, dbs.attack(counter=counter)), DBS_FACTS
    skill = {"do": "skill", "card": dbs.SSJ3, "rest": True, "counter": counter, **({"names": names} if names else {})}
    return dbs_fight(P0(battle=[dbs.SSJ3]), them, skill), DBS_FACTS


def dbs_counter_from_the_drop():
    counter = {"card": "COUNTER-ATK", "pay": [dbs.TRUNKS], "effect": {"negate": True}}
    them = P0(G, drop=["COUNTER-ATK"], energy=[dbs.TRUNKS])
    return dbs_fight(None, them, dbs.attack(counter=counter)), DBS_FACTS


def dbs_evolve(where):
    held = {"hand": {"hand": ["EVOLVE"]}, "drop": {"drop": ["EVOLVE"]}}[where]
    me = P0(battle=[dbs.SSJ3], deck=[dbs.TRUNKS] * 5, **held)
    return dbs_fight(me, None, {"do": "evolve", "card": "EVOLVE", "onto": dbs.SSJ3}), DBS_FACTS


def dbs_fusion(hand):
    fusion = {"do": "union", "kind": "fusion", "card": "FUSION", "cards": [dbs.SSJ3, dbs.SSJ3]}
    battle = [] if len(hand) == 3 else [dbs.SSJ3]
    return dbs_fight(P0(hand=hand, battle=battle, deck=[dbs.TRUNKS] * 5), None, fusion), DBS_FACTS


def dbs_skill_of(owner):
    skill = {"do": "skill", "card": "1:trunks" if owner else "trunks", "rest": True, "effect": {"draw": [1, 0]}}
    unit = [{"code": dbs.TRUNKS, "id": "trunks"}]
    return dbs_fight(P0(battle=unit if not owner else []), P0(G, battle=unit if owner else []), skill), DBS_FACTS


def dbs_colour(specified):
    record = dbs_fight(
        P0(hand=[dbs.TRUNKS], energy=[dbs.VADOS, dbs.VADOS]), None, dbs.play(dbs.TRUNKS, dbs.VADOS, dbs.VADOS)
    )
    facts = dbs.real_facts()[dbs.TRUNKS]
    return record, {dbs.TRUNKS: {**facts, "specified_cost": specified}} if specified else None


def dbs_dual_attack_after_the_loss():
    return dbs_fight(P0(battle=["DUAL"], deck=10), P0(G, life=1), dbs.attack("DUAL", after={"draw": [2, 0]})), DBS_FACTS


def dbs_real(keyword):
    """A keyword the real card file does not carry: unchecked, not refused."""
    if keyword == "awaken":
        return dbs.state(P0(dbs.VEGETA, life=4), turns=[dbs.turn({"do": "awaken"})]), None
    return dbs_fight(None, P0(G, battle=[dbs.TRUNKS]), dbs.attack(blocker=dbs.TRUNKS)), None


def dbs_out_of_order():
    return dbs.state(turns=[dbs.turn(player=1)], turn=7), None


def dbs_charge_draws(n):
    return dbs.state(turns=[dbs.turn(draw=[dbs.SSJ3, dbs.VADOS][:n])]), None


DBS = [
    ("token with combo cost and power", lambda: dbs_token(combo_power=5000, combo_cost=0), None),
    ("token with a combo power only", lambda: dbs_token(combo_power=5000), ("combo", faq("[Jeton]", "Q6", "3-7-3-1"))),
    ("counter from the hand", lambda: dbs_counter("COUNTER-ATK", attack=True), None),
    ("counter from the drop area", dbs_counter_from_the_drop, ("counter", faq("[Contre]", "Q1", "10-10-2"))),
    ("evolve from the hand", lambda: dbs_evolve("hand"), None),
    (
        "evolve from the drop area",
        lambda: dbs_evolve("drop"),
        ("evolve", faq("[Évolution (Évolution-EX)]", "Q1", "10-5-2")),
    ),
    ("union-fusion from the hand", lambda: dbs_fusion(["FUSION", dbs.SSJ3, dbs.SSJ3]), None),
    (
        "union-fusion with a card in play",
        lambda: dbs_fusion(["FUSION", dbs.SSJ3]),
        ("union", faq("[Union-Fusion]", "Q2, Q7", "10-13-3-4")),
    ),
    ("skill of a card in one's battle area", lambda: dbs_skill_of(0), None),
    ("skill of the opponent's card", lambda: dbs_skill_of(1), ("skill", faq("Capacités", "Q1", "8-5-2"))),
    ("awaken on the real card file", lambda: dbs_real("awaken"), None),
    ("blocker on the real card file", lambda: dbs_real("blocker"), None),
    ("blue card paid with red, no colour data", lambda: dbs_colour(None), None),
    ("blue card paid with red, colour data", lambda: dbs_colour("1 Blue"), ("cost", MANUAL + "2-11-1-1")),
    ("counter play on a skill naming play", lambda: dbs_counter("COUNTER-PLAY", names="play"), None),
    (
        "counter play on a skill naming nothing",
        lambda: dbs_counter("COUNTER-PLAY"),
        ("counter", faq("[Contre]", "Q7, Q8", "10-10-3-1, 10-10-3-2")),
    ),
    (
        "counter play on an attack",
        lambda: dbs_counter("COUNTER-PLAY", attack=True),
        ("counter", faq("[Contre]", "Q7, Q9", "10-10-3")),
    ),
    ("counter attack on a skill naming attacks", lambda: dbs_counter("COUNTER-ATK", names="attack"), None),
    (
        "counter attack on a skill naming nothing",
        lambda: dbs_counter("COUNTER-ATK"),
        ("counter", faq("Combo", "Q7", "10-10-3-2")),
    ),
    ("nothing after the last Life card", dbs_dual_attack_after_the_loss, None),
    ("the charge phase draws 1", lambda: dbs_charge_draws(1), None),
    ("the charge phase drawing 2", lambda: dbs_charge_draws(2), ("phases", faq("Phase de Recharge", "Q3", "6-2-3"))),
    ("a turn out of order mid-game", dbs_out_of_order, ("phases", "")),
]


# The pipeline.


def store(game, facts, codes):
    """Card rows for `codes`, from `facts` ({code: {"name", "type", "text", **attrs}}), as the importer writes."""
    row = Game.objects.get(slug=game)
    rows = []
    for code in codes:
        name, kind, text, *_ = (facts[code].get(key, "") for key in ("name", "type", "text"))
        attrs = {k: v for k, v in facts[code].items() if k not in ("name", "type", "text")}
        rows.append(Card(game=row, code=code, name=name, type=kind, text=text, attrs=attrs))
    Card.objects.bulk_create(rows, ignore_conflicts=True)


def through_the_worker(user, game, record):
    response = api_as(user).post("/api/adjudications/", {"game": game, "record": record}, format="json")
    assert response.status_code == 202, response.json()
    done = wait_for_status(response.json()["id"], "done", "failed")
    assert (done.status, done.error) == ("done", "")
    shown = api_as(user).get(response.json()["url"]).json()["verdict"]
    cards = services.cards_for(game=game, records=[record])
    # the record as stored (PostgreSQL's jsonb orders an object's keys its own way, and a zone lists the cards
    # that start in it in the record's order)
    assert done.verdict == registry.replay(game, done.record, done.variant, cards=cards)
    return done, shown


def judged_as_the_seed_says(verdict, expected):
    if expected is None:
        assert (verdict["legal"], verdict["violation"]) == (True, None)
        return
    rule, cited = expected
    assert verdict["legal"] is False
    assert verdict["violation"]["rule"] == rule, verdict["violation"]
    if cited:
        assert cited in verdict["violation"]["source"]


def ids(cases):
    return [name for name, _, _ in cases]


def adjudicated_as_the_seed_says(user, game, record, expected, pure):
    """Through the API and the worker: the seed's verdict, shown the same by the API, the pure engine's."""
    done, shown = through_the_worker(user, game, record)
    judged_as_the_seed_says(done.verdict, expected)
    judged_as_the_seed_says(shown, expected)
    assert done.verdict["violation"] == pure["violation"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("name", "build", "expected"), YUGIOH, ids=ids(YUGIOH))
def test_yugioh_issue_31_through_the_api_and_a_worker(celery_worker, requester, name, build, expected):
    record = build()
    store_yugioh(record)
    adjudicated_as_the_seed_says(requester, "yugioh", record, expected, ygo.judge(record))


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("name", "build", "expected"), DBZ, ids=ids(DBZ))
def test_dbz_issue_31_through_the_api_and_a_worker(celery_worker, requester, name, build, expected):
    record = build()
    store("dbz", dbz.cards(), registry.card_codes(registry.engine_for("dbz"), record))
    adjudicated_as_the_seed_says(requester, "dbz", record, expected, dbz.judge(record))


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("name", "build", "expected"), DBS, ids=ids(DBS))
def test_dbs_issue_31_through_the_api_and_a_worker(celery_worker, requester, name, build, expected):
    record, facts = build()
    table = {**dbs.real_facts(), **(facts or {})}
    store("dbs", table, registry.card_codes(registry.engine_for("dbs"), record))
    adjudicated_as_the_seed_says(requester, "dbs", record, expected, dbs.judge(record, facts=table))
