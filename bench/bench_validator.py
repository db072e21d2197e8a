"""The Yu-Gi-Oh! validator on preloaded cards: decks per second on one core, against a Counter baseline.

Run by hand: .venv/bin/python bench/bench_validator.py [--decks 20000] [--repeat 5]
No database: the card records are built in memory, the way a bulk worker holds them.

The pool is the real Goat card database (../shared/data/yugioh/goat-cards.en.cdb, read with sqlite3)
with its alternate printings, and the format is the real April 2005 list. Decks are random but
shaped like tournament ones: 40-60 Main Deck cards in 1-3 copies, 0-15 Extra, 0-15 Side, legal
under the list except one in ten, which carries one planted problem.
The baseline only counts each deck's codes with collections.Counter, the least any validator does.
Times are CPU time of this process (time.process_time), best and median of interleaved rounds.
"""

import argparse
import random
import sqlite3
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from _common import SHARED  # noqa: E402

from games.rules import make_record  # noqa: E402
from games.rules.common import FormatRules, list_by_key  # noqa: E402
from games.rules.yugioh.construction import DEFAULT_LIMITS, validate  # noqa: E402

DATA = SHARED / "data" / "yugioh"
TYPE_WORDS = {0x1: "monster", 0x2: "spell", 0x4: "trap", 0x40: "fusion", 0x2000: "synchro", 0x4000: "token"}
TYPE_WORDS |= {0x800000: "xyz", 0x4000000: "link", 0x20: "effect", 0x10: "normal", 0x80: "ritual"}


def load_pool():
    db = sqlite3.connect(DATA / "goat-cards.en.cdb")
    rows = db.execute("select d.id, d.alias, d.type, t.name from datas d join texts t on t.id = d.id").fetchall()
    records = {}
    for code, alias, bits, name in rows:
        types = [word for bit, word in TYPE_WORDS.items() if bits & bit]
        type_name = "Token" if "token" in types else " ".join(w.capitalize() for w in types[::-1])
        records[str(code)] = make_record(
            "yugioh",
            code=str(code),
            name=name,
            type=type_name,
            attrs={"types": types},
            alias=str(alias) if alias else None,
        )
    return records


def load_format(records):
    listed = {}
    for line in (DATA / "goat-2005-04.lflist.conf").read_text().splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0].isdigit() and parts[1].isdigit():
            listed[str(int(parts[0]))] = int(parts[1])
    alias_of = {code: r.alias for code, r in records.items() if r.alias}
    return FormatRules("goat", "Goat (April 2005)", DEFAULT_LIMITS, list_by_key(listed, alias_of), False)


def make_decks(records, fmt, n, seed=4, illegal_share=0.1):
    """Tournament-like decks: legal under the format, except `illegal_share` with one planted problem."""
    rng = random.Random(seed)
    main_pool = [r for r in records.values() if r.zone == "main"]
    extra_pool = [r for r in records.values() if r.zone == "extra"]
    listed = fmt.card_limits

    def section(pool, size, counts):
        cards = []
        while len(cards) < size:
            record = rng.choice(pool)
            room = min(3, listed.get(record.key, 3)) - counts[record.key]
            take = min(rng.choice((1, 2, 3, 3)), room, size - len(cards))
            if take > 0:
                cards += [record] * take
                counts[record.key] += take
        return cards

    decks = []
    for i in range(n):
        counts = Counter()
        deck = {
            "main": section(main_pool, rng.randint(40, 60), counts),
            "extra": section(extra_pool, rng.randint(0, 15), counts),
            "side": section(main_pool, rng.randint(0, 15), counts),
        }
        if rng.random() < illegal_share:
            plant = i % 3
            if plant == 0:
                deck["side"] = [deck["main"][0]] * 4  # too many copies across sections
            elif plant == 1:
                deck["main"][0] = rng.choice(extra_pool)  # an Extra Deck monster in the Main Deck
            else:
                deck["main"] = deck["main"][:39]  # one card short
        decks.append(deck)
    return decks


def timed(fn):
    """CPU seconds of this process: a busy machine deschedules us without inflating the figure."""
    start = time.process_time()
    fn()
    return time.process_time() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--decks", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    records = load_pool()
    fmt = load_format(records)
    decks = make_decks(records, fmt, args.decks)
    code_lists = [[r.code for s in d.values() for r in s] for d in decks]
    cards = sum(len(c) for c in code_lists)

    def run_validator():
        for deck in decks:
            validate(deck, fmt)

    def run_baseline():
        for codes in code_lists:
            Counter(codes)

    illegal = sum(1 for d in decks if validate(d, fmt))
    # Interleave the two so that a busy machine slows both alike; report the best and median rounds.
    rounds = [(timed(run_validator), timed(run_baseline)) for _ in range(args.repeat)]
    v_best = min(v for v, _ in rounds)
    b_best = min(b for _, b in rounds)
    ratios = sorted(v / b for v, b in rounds)
    n = len(decks)
    print(f"pool: {len(records)} Goat cards, list of {len(fmt.card_limits)} entries")
    print(f"decks: {n:,} ({cards / n:.1f} cards each), {illegal:,} illegal")
    print(
        f"validator: {n / v_best:,.0f} decks/s best round, {n / statistics.median(v for v, _ in rounds):,.0f} median "
        f"({v_best / n * 1e6:.1f} us/deck)"
    )
    print(f"baseline (Counter of codes): {n / b_best:,.0f} decks/s best round ({b_best / n * 1e6:.1f} us/deck)")
    print(
        f"ratio validator/baseline: {v_best / b_best:.2f}x best rounds, {statistics.median(ratios):.2f}x median "
        f"round (target <= 4x)"
    )
    print(f"target >= 20,000 decks/s on one core: {'met' if n / v_best >= 20_000 else 'NOT met'}")


if __name__ == "__main__":
    main()
