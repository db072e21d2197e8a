"""What the benchmark scripts share: a PostgreSQL database ready to use, and a bulk request timed to the end."""

import os
import time
from pathlib import Path

import django

# The real card data and seed documents: beside the checkout, or where ARBITER_SHARED says (as for the tests).
SHARED = Path(os.environ.get("ARBITER_SHARED") or Path(__file__).resolve().parents[2] / "shared")


def setup_database():
    """Create the DATABASE_URL database when missing, set Django up and migrate it."""
    import psycopg

    url = os.environ["DATABASE_URL"]
    name = url.rsplit("/", 1)[1]
    with psycopg.connect(url.rsplit("/", 1)[0] + "/postgres", autocommit=True) as conn:
        if not conn.execute("select 1 from pg_database where datname = %s", [name]).fetchone():
            conn.execute(f'create database "{name}"')
    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def post_bulk_and_wait(url, body, user, *, job_key):
    """POST a bulk request as `user`, then poll its job until finished: (job, seconds to 202, seconds in all)."""
    from django.test import Client

    from jobs.models import Job

    client = Client()
    client.force_login(user)
    start = time.perf_counter()
    response = client.post(url, body, content_type="application/json")
    accepted = time.perf_counter() - start
    if response.status_code != 202:
        raise SystemExit(f"bulk API answered {response.status_code}: {response.content[:500]!r}")
    job_id = response.json()[job_key]
    while True:
        job = Job.objects.get(pk=job_id)
        if job.finished:
            break
        time.sleep(0.05)
    return job, accepted, time.perf_counter() - start
