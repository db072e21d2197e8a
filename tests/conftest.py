"""Shared fixtures: real services only. The worker is a real `celery worker` process.

Tests that need the worker must be transactional (`@pytest.mark.django_db(transaction=True)`)
so that the worker, on its own connection, sees their rows.
"""

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from django.conf import settings
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings

# Fixtures every area shares beyond the users below: the one browser and its tabs.
pytest_plugins = ["tests.support.browser"]

ROOT = Path(__file__).resolve().parent.parent
# The real card data and seed documents live beside the checkout; scripts/test.sh finds them for a clone
# made elsewhere and passes them on in ARBITER_SHARED.
SHARED = Path(os.environ.get("ARBITER_SHARED") or ROOT.parent / "shared")
DATA = SHARED / "data"
SEEDS = SHARED / "seeds"

# Property tests assert behaviour, never time: hypothesis's default 200 ms deadline per example failed
# them on a loaded 2-core machine (an Esferas construction property, 2026-12-03) with nothing wrong.
hypothesis_settings.register_profile("arbiter", deadline=None, suppress_health_check=[HealthCheck.too_slow])
hypothesis_settings.load_profile("arbiter")


def is_postgres():
    return settings.DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql"


# -- what each pass runs ---------------------------------------------------------------------------
# `smoke` means: exercises what behaves differently on the embedded default (SQLite, the filesystem
# broker, storage under ARBITER_VAR_DIR, the web stack on top of them). A smoke-marked test that requests
# none of the service fixtures below touches none of it, so a smoke run (`-m smoke`) leaves it out: the
# PostgreSQL pass ran it already. Whole modules can thus be marked `smoke`: only their tests that use a
# service run twice. A test that reaches the embedded default some other way says so with
# `@pytest.mark.smoke(embedded=True)` (e.g. a subprocess started on the default settings).
SERVICE_FIXTURES = frozenset({"db", "transactional_db", "django_db_setup", "live_server", "celery_worker"})
PURE_LEFT_OUT = pytest.StashKey[int]()


def uses_services(item):
    smoke = item.get_closest_marker("smoke")
    if smoke is not None and smoke.kwargs.get("embedded"):
        return True
    return item.get_closest_marker("django_db") is not None or bool(SERVICE_FIXTURES & set(item.fixturenames))


def selects_smoke(config):
    """True for `-m smoke` or `-m "smoke and not browser"`, false for `-m "not smoke"` and no -m."""
    expr = config.getoption("markexpr", "") or ""
    return "smoke" in expr and "not smoke" not in expr


def pytest_addoption(parser):
    parser.addoption(
        "--pure",
        action="store_true",
        help="run only the tests that need no database, broker, live server, worker or browser (make test-rules)",
    )


def is_pure(item):
    return not uses_services(item) and item.get_closest_marker("browser") is None


def leave_out(config, items, left_out):
    config.hook.pytest_deselected(items=left_out)
    left_out = set(left_out)
    items[:] = [item for item in items if item not in left_out]


@pytest.hookimpl(trylast=True)  # after `-m` has deselected what it does not match
def pytest_collection_modifyitems(config, items):
    if config.getoption("pure"):
        leave_out(config, items, [item for item in items if not is_pure(item)])
    if not is_postgres():
        skip = pytest.mark.skip(reason="needs PostgreSQL")
        for item in items:
            if "postgres" in item.keywords:
                item.add_marker(skip)
    if selects_smoke(config):
        pure = [item for item in items if item.get_closest_marker("smoke") and not uses_services(item)]
        if pure:
            leave_out(config, items, pure)
            config.stash[PURE_LEFT_OUT] = len(pure)


def pytest_terminal_summary(terminalreporter, config):
    if PURE_LEFT_OUT in config.stash:
        terminalreporter.write_line(
            f"smoke: {config.stash[PURE_LEFT_OUT]} smoke-marked tests left out: they use no database, broker, "
            "live server or worker (tests/conftest.py, uses_services)"
        )


@pytest.fixture(scope="session", autouse=True)
def _fast_password_hashing():
    """Django's PBKDF2 takes a quarter of a second per password on this machine, and the suite makes a user
    (or logs one in) in most of its tests: hash with MD5 here, as Django's docs advise for tests. PBKDF2
    stays second so that a password stored the production way still checks."""
    from django.test import override_settings

    hashers = ["django.contrib.auth.hashers.MD5PasswordHasher", "django.contrib.auth.hashers.PBKDF2PasswordHasher"]
    with override_settings(PASSWORD_HASHERS=hashers):
        yield


@pytest.fixture(autouse=True)
def _core_data(request):
    """Transactional tests flush the tables, migrations' rows included; put them back when gone."""
    if "django_db" not in request.keywords and not {"db", "transactional_db"} & set(request.fixturenames):
        return
    request.getfixturevalue("transactional_db" if _wants_transaction(request) else "db")
    restore_core_data()


def restore_core_data():
    """The migrations' rows (games, default formats, groups), when a flush took them."""
    from django.contrib.auth.models import Group

    from games.core_data import ensure_core_data
    from games.models import Card, Format, Game

    if not Game.objects.exists():
        ensure_core_data(Game=Game, Format=Format, Card=Card, Group=Group)


def _wants_transaction(request):
    marker = request.node.get_closest_marker("django_db")
    return bool(marker and (marker.kwargs.get("transaction") or (marker.args and marker.args[0])))


def database_url():
    db = settings.DATABASES["default"]
    if db["ENGINE"] == "django.db.backends.sqlite3":
        return f"sqlite:///{db['NAME']}"
    port = db.get("PORT") or 5432
    user = db.get("USER") or "postgres"
    password = f":{db['PASSWORD']}" if db.get("PASSWORD") else ""
    return f"postgres://{user}{password}@{db.get('HOST') or '127.0.0.1'}:{port}/{db['NAME']}"


class WorkerProcess:
    """A `celery worker` subprocess on the test database and a queue of its own."""

    def __init__(self, queue, concurrency=2, extra_env=None, beat=False, app="config"):
        self.queue = queue
        self.app = app  # the Celery app module (`-A`): a test's own may register a made-up game first
        self.concurrency = concurrency
        self.extra_env = extra_env or {}
        self.beat = beat
        self.proc = None
        self.name = f"test-{uuid.uuid4().hex[:8]}@%h"
        self.log = Path(settings.VAR_DIR) / f"worker-{self.queue}.log"

    def start(self, timeout=40, wait=True):
        env = {
            **os.environ,
            "DATABASE_URL": database_url(),
            "CELERY_TASK_DEFAULT_QUEUE": self.queue,
            "ARBITER_VAR_DIR": str(settings.VAR_DIR),
        }
        if "CELERY_BROKER_URL" in os.environ:
            env["CELERY_BROKER_URL"] = os.environ["CELERY_BROKER_URL"]
        env.update(self.extra_env)
        cmd = [
            sys.executable, "-m", "celery", "-A", self.app, "worker", "--pool", "prefork",
            "-c", str(self.concurrency), "-Q", self.queue, "-n", self.name,
            "--without-mingle", "--without-gossip", "-l", "INFO",
            "-I", "tests.support.worker_hooks",  # what the crash tests ask of a worker; never the product's
        ]  # fmt: skip
        if self.beat:
            cmd += ["-B", "-s", str(Path(settings.VAR_DIR) / f"beat-{self.queue}")]
        self.proc = subprocess.Popen(
            cmd, cwd=ROOT, env=env, stdout=self.log.open("w"), stderr=subprocess.STDOUT, start_new_session=True
        )
        if wait:
            self.wait_ready(timeout)
        return self

    def wait_ready(self, timeout):
        from config.celery import app

        deadline = time.monotonic() + timeout
        hostname = self.name.replace("%h", os.uname().nodename)
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"worker exited early:\n{self.log.read_text()[-3000:]}")
            if app.control.ping(destination=[hostname], timeout=0.5):
                return
        raise RuntimeError(f"worker did not answer within {timeout}s:\n{self.log.read_text()[-3000:]}")

    def stop(self):
        stop_process(self.proc)


def stop_process(proc):
    """Terminate a process started in a session of its own, and kill its group if it lingers."""
    if proc and proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)
            proc.wait()


@pytest.fixture(scope="session")
def celery_queue():
    """One queue per test session, so concurrent runs on one broker never take each other's tasks."""
    from config.celery import app

    queue = f"arbiter-test-{uuid.uuid4().hex[:10]}"
    app.conf.task_default_queue = queue
    return queue


@pytest.fixture(scope="session")
def celery_worker(django_db_setup, django_db_blocker, celery_queue):
    worker = WorkerProcess(celery_queue).start()
    yield worker
    worker.stop()


@pytest.fixture(autouse=True)
def _fresh_rate_limits():
    """The API's rate limits count in the cache, which lives as long as the test process: each test starts
    from none, as a client would a minute later (tests/config/test_throttling.py tests the limits)."""
    from django.core.cache import cache

    clear_cache(cache)


def clear_cache(cache):
    """Empty Arbiter's cache. With Redis, only the cache's own keys: it shares the broker's database, whose
    queues a FLUSHDB (Django's RedisCache.clear) would empty too."""
    if not hasattr(cache, "_cache") or not hasattr(cache._cache, "get_client"):
        cache.clear()
        return
    client = cache._cache.get_client(write=True)
    keys = list(client.scan_iter(match=f"{cache.key_prefix}:*", count=1000))
    if keys:
        client.delete(*keys)


@pytest.fixture(autouse=True)
def _no_embedding_job_without_a_worker(request, monkeypatch):
    """An import sends the embedding job once committed; in a test that has no worker of its own, the
    session's worker, started by an earlier test, would take it and write embeddings while this test's
    database is being truncated (a deadlock seen in CI, 2026-12-03). Tests that ask for the worker keep it."""
    if "celery_worker" not in request.fixturenames:
        from judging import embedding_jobs

        monkeypatch.setattr(embedding_jobs, "embed_later", lambda: None)


# -- named users, shared by every area (healthchecks style) -------------------------------------

PASSWORD = "pw-for-tests-12345"


def run_command(*args):
    """What a management command printed."""
    from io import StringIO

    from django.core.management import call_command

    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def make_user(username, *, group=None, staff=False):
    from django.contrib.auth.models import Group, User

    user = User.objects.create_user(username, password=PASSWORD, is_staff=staff)
    if group:
        user.groups.add(Group.objects.get_or_create(name=group)[0])
    return user


def client_for(user):
    from django.test import Client

    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def owner(db):
    """Owns the decks, adjudications and jobs a test makes."""
    return make_user("alice")


@pytest.fixture
def other_user(db):
    """A second ordinary user, for what two players share or race for."""
    return make_user("bob")


@pytest.fixture
def outsider(db):
    """An ordinary user who owns nothing of the test's: must get 403s and 404s."""
    return make_user("mallory")


@pytest.fixture
def judge(db):
    return make_user("judge", group="judge")


@pytest.fixture
def organiser(db):
    return make_user("organiser", group="organiser")


@pytest.fixture
def staff(db):
    return make_user("staffer", staff=True)


@pytest.fixture
def owner_client(client, owner):
    client.force_login(owner)
    return client


@pytest.fixture
def outsider_client(outsider):
    """A browser of its own, so a test can act as the owner and the outsider side by side."""
    return client_for(outsider)


@pytest.fixture
def judge_client(judge):
    return client_for(judge)


@pytest.fixture
def organiser_client(organiser):
    return client_for(organiser)


@pytest.fixture(scope="session")
def data_dir():
    if not DATA.is_dir():
        pytest.fail(f"shared data not found at {DATA}")
    return DATA


@pytest.fixture(scope="session")
def seeds_dir():
    if not SEEDS.is_dir():
        pytest.fail(f"shared seeds not found at {SEEDS}")
    return SEEDS


def api_as(user):
    """An API client logged in as `user` (anonymous for None)."""
    from rest_framework.test import APIClient

    client = APIClient()
    if user is not None:
        client.force_login(user)
    return client


# -- cards, shared by every area (tests/support/cards.py writes them) ------------------------------


@pytest.fixture
def yugioh(db):
    from games.models import Game

    return Game.objects.get(slug="yugioh")


@pytest.fixture
def ygo_cards(db):
    """The small Yu-Gi-Oh! pool: 14 monsters, 4 spells, 2 traps and a Fusion (tests/support/cards.py)."""
    from tests.support.cards import yugioh_pool

    return yugioh_pool()


@pytest.fixture
def ygo_pool(db):
    """The validation tests' Yu-Gi-Oh! pool: 40 plain monsters, Pot of Greed and more (tests/support/cards.py)."""
    from tests.support.cards import validation_pool

    return validation_pool()


@pytest.fixture
def fish(db):
    """7 Colored Fish: a Normal Monster whose name begins with a number, as a count would."""
    from tests.support.cards import add_card

    return add_card(
        "yugioh", "23771716", "7 Colored Fish", "Normal Monster", kind="monster", types=["monster", "normal"]
    )


@pytest.fixture
def dbs_cards(db, data_dir):
    """The real DBS card file, imported as `manage.py import_cards` does."""
    from games.importers import import_cards

    import_cards(game="dbs", path=data_dir / "dbs" / "cards.csv")


@pytest.fixture
def goat_cards(db, data_dir):
    """The real Goat-era Yu-Gi-Oh! cards, imported as `manage.py import_cards` does."""
    from games.importers import import_cards

    import_cards(game="yugioh", path=data_dir / "yugioh" / "goat-cards.en.cdb")


@pytest.fixture
def saiyan_saga(db, data_dir):
    """The real DBZ Saiyan Saga cards, imported as `manage.py import_cards` does."""
    from games.importers import import_cards

    import_cards(game="dbz", path=data_dir / "dbz" / "saiyan-saga.csv")


@pytest.fixture
def own_queue():
    """A queue no other worker of this session reads; tasks sent during the test go to it."""
    from config.celery import app

    previous = app.conf.task_default_queue
    app.conf.task_default_queue = f"arbiter-own-{uuid.uuid4().hex[:8]}"
    yield app.conf.task_default_queue
    app.conf.task_default_queue = previous
