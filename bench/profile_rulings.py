"""Where the time of one rulings search goes (issue 20), by hand on the benchmark's database:

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/arbiter_rulings .venv/bin/python bench/profile_rulings.py \
        [--word veut] [--lang fr] [--before REV] [--api] [--runs 200]

After warm-up calls, the mean time of a call, then a pyinstrument profile of `--runs` calls of the
search service (ruling_search and the result dicts, or with --api a whole GET /api/rulings/), then
each SQL statement one call runs with its EXPLAIN (ANALYZE, BUFFERS). With --before REV the
service is that commit's (loaded from git beside the current code, see _before.py).
"""

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DB_CONN_MAX_AGE", "60")
os.environ.setdefault("RESULTS_KEPT", "0")  # the search itself, run each time: no answer kept (config.results_cache)

import django

django.setup()

import _before  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from pyinstrument import Profiler  # noqa: E402

from judging import selectors  # noqa: E402


def option(name, default):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


def main():
    word, lang, runs = option("--word", "veut"), option("--lang", "fr"), int(option("--runs", "200"))
    if "--before" in sys.argv and "--api" in sys.argv:
        sys.exit("--api times the current code's API only: --before is for the service")
    module = _before.load(option("--before", "")) if "--before" in sys.argv else selectors
    client = Client()

    def call():
        if "--api" in sys.argv:
            return client.get("/api/rulings/", {"q": word, **({"lang": lang} if lang else {})}).json()
        result = module.ruling_search(params=module.SearchParams(q=word, lang=lang))
        return [module.hit_as_dict(h, result.words) for h in result.hits]

    for _ in range(20):
        call()
    start = time.perf_counter()
    for _ in range(runs):
        call()
    print(f"{word!r} lang={lang!r}: {(time.perf_counter() - start) / runs * 1000:.2f} ms a call (mean of {runs})")
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    profiler = Profiler(interval=0.0002)
    with profiler:
        for _ in range(runs):
            call()
    print(profiler.output_text(unicode=True, color=False))

    statements = []

    def capture(execute, sql, params, many, context):
        statements.append((sql, params))
        return execute(sql, params, many, context)

    with connection.execute_wrapper(capture):
        call()
    print(f"{len(statements)} SQL statement(s) per call")
    with connection.cursor() as cursor:
        for sql, params in statements:
            print(f"\n---- {sql[:300]}{'…' if len(sql) > 300 else ''}\n     {params}")
            cursor.execute(f"EXPLAIN (ANALYZE, BUFFERS) {sql}", params)
            print("\n".join(row[0] for row in cursor.fetchall()))


if __name__ == "__main__":
    main()
