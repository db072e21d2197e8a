"""The demo set of Dragon Ball Super (games.demo loads it): cards written for this project, not real ones."""

# code, name, type, color, cost, power, combo, character, trait, keywords, any_number
DBS_CARDS = [
    ("DEMO-001", "Hero of the Tournament, Goku", "Leader", "Red", None, 10000, None, "Son Goku", "Saiyan", [], False),
    ("DEMO-002", "Prince of Pride, Vegeta", "Leader", "Blue", None, 10000, None, "Vegeta", "Saiyan", [], False),
    ("DEMO-010", "Training Partner Krillin", "Battle", "Red", 1, 10000, 5000, "Krillin", "Earthling", [], False),
    ("DEMO-011", "Determined Goku", "Battle", "Red", 2, 15000, 5000, "Son Goku", "Saiyan", [], False),
    ("DEMO-012", "Swift Strike Goku", "Battle", "Red", 3, 20000, 10000, "Son Goku", "Saiyan", [], False),
    ("DEMO-013", "Young Gohan, Hidden Power", "Battle", "Red", 2, 15000, 10000, "Son Gohan", "Saiyan", [], False),
    ("DEMO-014", "Piccolo, Stern Mentor", "Battle", "Red", 4, 25000, 10000, "Piccolo", "Namekian", [], False),
    ("DEMO-015", "Yamcha, Wolf Fang", "Battle", "Red", 1, 10000, 5000, "Yamcha", "Earthling", [], False),
    ("DEMO-016", "Tien, Triclops Warrior", "Battle", "Red", 2, 15000, 5000, "Tien Shinhan", "Earthling", [], False),
    ("DEMO-017", "Chiaotzu, Psychic Aid", "Battle", "Red", 1, 5000, 5000, "Chiaotzu", "Earthling", [], False),
    ("DEMO-018", "Bulma's Capsule Corps", "Extra", "Red", 1, None, None, "Bulma", "Earthling", [], False),
    ("DEMO-019", "Kamehameha Barrage", "Extra", "Red", 2, None, None, "Son Goku", "Saiyan", [], False),
    (
        "DEMO-020",
        "Spirit Bomb, Ultimate Hope",
        "Battle",
        "Red",
        7,
        35000,
        10000,
        "Son Goku",
        "Saiyan",
        ["Ultimate"],
        False,
    ),
    ("DEMO-021", "Combined Spirit", "Battle", "Red", 0, 5000, 10000, "Son Goku", "Saiyan", ["Super Combo"], False),
    ("DEMO-022", "Saibaman Swarm", "Battle", "Red", 1, 5000, 5000, "Saibaman", "Alien", [], True),
    ("DEMO-031", "Dragon Ball (One Star)", "Battle", "Red", 1, 5000, 5000, "", "Dragon Ball", ["Dragon Ball"], False),
    ("DEMO-032", "Dragon Ball (Two Star)", "Battle", "Red", 1, 5000, 5000, "", "Dragon Ball", ["Dragon Ball"], False),
    ("DEMO-033", "Dragon Ball (Three Star)", "Battle", "Red", 1, 5000, 5000, "", "Dragon Ball", ["Dragon Ball"], False),
    ("DEMO-040", "Vegeta, Elite Warrior", "Battle", "Blue", 2, 15000, 5000, "Vegeta", "Saiyan", [], False),
    ("DEMO-041", "Nappa, Brute Force", "Battle", "Blue", 3, 20000, 5000, "Nappa", "Saiyan", [], False),
    ("DEMO-042", "Galick Gun Charge", "Extra", "Blue", 2, None, None, "Vegeta", "Saiyan", [], False),
]
# A special printing of Determined Goku: copy limits count it as DEMO-011.
ALTERNATES = [("DEMO-011_SPR", "DEMO-011", {"base_code": "DEMO-011"})]  # (code, reprinted code, attrs)


def cards():
    for code, name, kind, color, cost, power, combo, character, trait, keywords, any_number in DBS_CARDS:
        attrs = {
            "base_code": code, "color": color, "cost": cost, "power": power, "combo": combo,
            "character": character, "trait": trait, "era": "Demo Saga", "keywords": keywords,
            "any_number_of_copies": any_number, "set": code.split("-")[0],
        }  # fmt: skip
        if kind == "Leader":
            attrs["leader_back_name"] = f"{name} (awakened)"
        text = "[Any number of copies of this card may be in your deck.]" if any_number else ""
        text += " ".join(f"[{k}]" for k in keywords)
        yield {"code": code, "name": name, "type": kind, "text": text, "attrs": attrs}
