"""Profile one kind of request in-process (pyinstrument), on bench_load.py's database and data.

    .venv/bin/python bench/profile_requests.py KIND [--calls 200]

KIND: editor, cards, validate, rulings (issue 19, logged in), or one row of issue 34's table, anonymous as a
client of the API is: trivial (`GET /api/`), card-search, cards-page, rulings-search, ask, validate-21 (those
read bench_make_run.py's data: the real cards of three games and the seeds); `all`: the CPU time of each of
those rows, interleaved, with its ratio to the trivial one's (no profile).

Prints the mean wall and CPU time per request through Django's test client (middleware, view,
template, everything but the socket), then the profile of the calls. Issue 19: where a lone
request's time goes, before and after a change.
"""

import json
import os
import sys
import time

import bench_load  # sets the environment (database, DEBUG off) before Django starts
from _common import setup_database


def anonymous(client, decklist21):
    """Issue 34's rows, as bench_make_run.py sends them."""
    import bench_make_run

    calls = {"trivial": lambda: client.get("/api/")}
    names = ("card-search", "cards-page", "rulings-search", "ask", "validate-21")
    for name, (_label, method, path, body, headers) in zip(names, bench_make_run.rows(decklist21), strict=True):
        extra = {f"HTTP_{k.upper().replace('-', '_')}": v for k, v in headers.items() if k != "Content-Type"}
        if method == "GET":
            calls[name] = lambda path=path, extra=extra: client.get(path, **extra)
        else:
            calls[name] = lambda path=path, body=body: client.post(path, body, content_type="application/json")
    return calls


def requests(client, deck, codes, decklist):
    from decks import builder

    state = builder.dumps({"main": dict.fromkeys(codes[:13], 3), "extra": {}, "side": {}})
    return {
        "editor": lambda: client.post(
            f"/decks/{deck.pk}/edit/change/", {"state": state, "op": f"add|{codes[13]}"}, HTTP_HX_REQUEST="true"
        ),
        "cards": lambda: client.get("/api/cards/", {"game": "yugioh", "q": "t:fusion atk>=2000"}),
        "validate": lambda: client.post(
            "/api/decks/validate/",
            json.dumps({"game": "yugioh", "decklist": decklist}),
            content_type="application/json",
        ),
        "rulings": lambda: client.get("/api/rulings/", {"q": "attaque", "lang": "fr"}),
    }


def interleaved_cpu(calls, rounds):
    """`all`: the CPU time of every row of issue 34's table, their requests interleaved, and its ratio to the
    trivial request's (the figure the shared machine distorts least)."""
    for call in calls.values():
        for _ in range(10):
            response = call()
            assert response.status_code == 200, (response.status_code, response.content[:300])
    cpu = dict.fromkeys(calls, 0.0)
    for _ in range(rounds):
        for kind, call in calls.items():
            start = time.process_time()
            call()
            cpu[kind] += time.process_time() - start
    print(f"load {os.getloadavg()[0]:.2f}; {rounds} of each, interleaved")
    for kind in calls:
        print(f"{kind:15} {cpu[kind] / rounds * 1000:6.2f} ms CPU ({cpu[kind] / cpu['trivial']:.1f}x)")


def main():
    from pyinstrument import Profiler

    kind = sys.argv[1]
    calls = int(sys.argv[sys.argv.index("--calls") + 1]) if "--calls" in sys.argv else 200
    setup_database()
    from django.test import Client

    if kind == "all":
        import bench_make_run

        return interleaved_cpu(anonymous(Client(), bench_make_run.fill()), calls)

    user, deck, codes, decklist = bench_load.fill()
    logged_in = requests(Client(), deck, codes, decklist)
    if kind in logged_in:
        client = Client()
        client.force_login(user)
        call = requests(client, deck, codes, decklist)[kind]
    else:
        import bench_make_run

        call = anonymous(Client(), bench_make_run.fill())[kind]
    for _ in range(20):
        response = call()
        assert response.status_code == 200, (response.status_code, response.content[:300])
    start, cpu = time.perf_counter(), time.process_time()
    for _ in range(calls):
        call()
    wall, cpu = (time.perf_counter() - start) / calls * 1000, (time.process_time() - cpu) / calls * 1000
    print(f"{kind}: {wall:.2f} ms a request, {cpu:.2f} ms CPU (mean of {calls}); load {os.getloadavg()[0]:.2f}")
    profiler = Profiler(interval=0.0002)
    profiler.start()
    for _ in range(calls):
        call()
    profiler.stop()
    print(profiler.output_text(unicode=True, color=False, show_all=False))


if __name__ == "__main__":
    main()
