"""Decks that break every construction rule of every game, one message template each at least: what the
extraction test renders, so a message built any other way than from a marked template shows up."""

from games.rules import make_record

from .cards import dbs, dbz, esferas, fillers, fmt, ygo


def _yugioh():
    from games.rules.yugioh.construction import DEFAULT_LIMITS, validate

    standard = fmt(DEFAULT_LIMITS)
    bare_token = make_record("yugioh", code="T0", name="Typeless token", attrs={"types": ["token"]})
    misplaced = {
        "main": [*fillers(40), ygo("T1", kind="token"), bare_token, ygo("F1", kind="fusion")],
        "extra": [ygo("E1")],
        "side": [ygo("T2", kind="token"), ygo("F2", kind="fusion")],
    }
    pot, raigeki, pen, shard = ygo("P1", "Pot"), ygo("R1", "Raigeki"), ygo("S2", "Pen"), ygo("A3", "Shard")
    listed = {"main": [*fillers(36), pot, raigeki, raigeki, pen, pen, pen, shard]}
    card_list = fmt(DEFAULT_LIMITS, {"P1": 0, "R1": 1, "S2": 2}, name="TCG")
    whitelist = fmt(DEFAULT_LIMITS, {card.code: 3 for card in fillers(39)}, whitelist=True, name="Goat")
    alternate = [ygo("B1", "Blue-Eyes"), ygo("B2", "Blue-Eyes", alias="B1")] * 2
    return [
        validate({"main": fillers(39), "extra": fillers(16, 2000, "fusion"), "side": fillers(16, 3000)}, standard),
        validate({"main": fillers(61), "sidedeck": fillers(1)}, fmt({"main": [40, None]})),
        validate({"main": fillers(30)}, fmt({"main": [40, 40]})),
        validate(misplaced, standard),
        validate({"main": [*fillers(36), *alternate]}, standard),
        validate({"main": [*fillers(38), ygo("C1")] + [ygo("C1")] * 1}, fmt({**DEFAULT_LIMITS, "copies": 1})),
        validate(listed, card_list),
        validate({"main": fillers(40)}, whitelist),
    ]


def _dbs():
    from games.rules.dbs.construction import DEFAULT_LIMITS, validate

    standard = fmt(DEFAULT_LIMITS)
    champa = dbs("BT1-001", "Champa", "Leader")
    fifty = [dbs(f"BT9-{i:03d}") for i in range(50)]
    keywords = [
        *[dbs(f"U-{i}", keywords=["Ultimate"]) for i in range(2)],
        *[dbs(f"S-{i}", keywords=["Super Combo"]) for i in range(5)],
        *[dbs(f"D-{i}", keywords=["[Dragon Ball]"]) for i in range(8)],
    ]
    copies = [
        *[dbs("C-1", "Kamehameha")] * 5,
        *[dbs("C-2", "Own one", deck_limit=1)] * 2,
        *[dbs("C-3", "Own three", deck_limit=3)] * 4,
        *[dbs("C-4", "Special", base="C-1")],
        *[dbs("C-5", "Any", any_number=True)] * 9,
    ]
    return [
        validate({"leader": [], "main": fifty[:49], "side": fifty[:16]}, standard),
        validate({"leader": [champa, champa], "main": fifty, "side": []}, fmt({"main": [50, 60]})),
        validate({"leader": [dbs("B-1", "Goku", "Battle")], "main": fifty}, standard),
        validate({"leader": [dbs("B-2", "Typeless", "")], "main": fifty, "extra": fifty[:1]}, standard),
        validate(
            {"leader": [champa], "main": [*fifty[:47], champa, dbs("T-1", "Token", "Token"), dbs("N-1", kind="")]},
            standard,
        ),
        validate({"leader": [champa], "main": fifty, "side": [champa, dbs("T-2", kind="Unison")]}, standard),
        validate({"leader": [champa], "main": [*fifty[:35], *keywords]}, standard),
        validate({"leader": [champa], "main": [*fifty[:29], *copies]}, standard),
        validate(
            {"leader": [champa], "main": [*fifty[:49], fifty[0]]},
            fmt(DEFAULT_LIMITS, {"BT1-001": 0, "BT9-000": 1}, name="B"),
        ),
    ]


def _personality(name, level, alignment="Hero", code=None):
    return dbz(code or f"P-{name}-{level}", name, "Personality", personality=name, level=level, alignment=alignment)


def _dbz():
    from games.rules.dbz.construction import DEFAULT_LIMITS, validate

    standard = fmt(DEFAULT_LIMITS)
    goku = [_personality("Goku", level) for level in (1, 2, 3)]
    vegeta = [_personality("Vegeta", level, "Rogue") for level in (1, 2, 3)]
    life = [dbz(f"L-{i:03d}", style="Freestyle") for i in range(50)]
    balls = [dbz("DB-1", "Earth Dragon Ball 1", "Dragon Ball", set="Saiyan")] * 2 + [
        dbz("DB-2", "Earth Dragon Ball 2", "Dragon Ball", set="Frieza")
    ]
    copies = [dbz("C-1", "Punch")] * 4 + [dbz("C-2", "Move", deck_limit=1)] * 2
    off_style = [dbz(f"O-{i:03d}", style="Red") for i in range(12)]

    def deck(mp, main=life):
        return {"personality": list(mp), "main": list(main)}

    return [
        validate(deck([], life[:49]), standard),
        validate({**deck([dbz("X-1", "Punch")]), "side": life[:1]}, standard),
        validate(deck([goku[0], vegeta[1]]), standard),
        validate(deck([*goku[:2], dbz("P-Goku-x", "Goku", "Personality", personality="Goku")]), standard),
        validate(deck([goku[0], goku[2]]), standard),
        validate(deck([*goku, _personality("Goku", 2, code="P-Goku-2b")]), standard),
        validate(deck([goku[0], goku[2], _personality("Goku", 3, code="P-Goku-3b")]), standard),
        validate(deck(goku[:1]), standard),
        validate(deck(goku), fmt({**DEFAULT_LIMITS, "min_top_level": 5}, name="Advanced")),
        validate(deck(goku, [*life[:48], goku[1], _personality("GOKU", 2, code="P-Goku-2c")]), standard),
        validate(deck(goku, [*life[:44], *copies]), standard),
        validate(deck(goku, [*life[:48], vegeta[0], _personality("Krillin", 1, "Villain")]), standard),
        validate(deck(vegeta, [*life[:49], goku[0]]), standard),
        validate(deck(goku, [*life[:47], *balls]), standard),
        validate(deck(goku), standard, style="Purple"),
        validate(deck(_personality("Tien", 1) for _ in (1,)), standard, style="Saiyan"),
        validate(deck(goku, [*life[:47], *off_style[:3]]), standard, style="Blue"),
        validate(deck(goku, [*life[:38], *off_style]), standard, style="Orange"),
        validate(deck(goku), fmt(DEFAULT_LIMITS, {"L-000": 0}, name="Banned")),
    ]


def _esferas():
    from games.rules.esferas.construction import DEFAULT_LIMITS, validate

    standard = fmt(DEFAULT_LIMITS)
    forty = [esferas(f"E-{i:03d}") for i in range(40)]
    repeats = [esferas("R-1", "Kame"), esferas("R-2", "KAME"), esferas("R-3", "Kame")]
    spheres = [esferas("S-1", "Esfera 1", "Esfera del Dragón")] * 3
    return [
        validate({"main": forty[:39], "side": forty[:1]}, standard),
        validate({"main": [*forty, *repeats, *spheres]}, standard),
        validate({"main": [*forty, *repeats[:2]]}, fmt({**DEFAULT_LIMITS, "copies": 2})),
        validate({"main": [*forty, *repeats]}, fmt({**DEFAULT_LIMITS, "copies": 2})),
        validate({"main": forty}, fmt(DEFAULT_LIMITS, {"E-000": 0, "E-001": 2}, name="List")),
        validate({"main": forty}, fmt(DEFAULT_LIMITS, {c.code: 1 for c in forty[1:]}, whitelist=True, name="Pool")),
    ]


SCENARIOS = {"yugioh": _yugioh, "dbs": _dbs, "dbz": _dbz, "esferas": _esferas}


def problems(game):
    """Every problem of every scenario of `game`, in order."""
    return [problem for found in SCENARIOS[game]() for problem in found]
