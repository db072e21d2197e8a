import os
import subprocess
import sys

import pytest

from tests.conftest import ROOT, database_url


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("DEBUG", "maybe", "DEBUG='maybe' is not a boolean"),
        ("PORT", "eighty", "PORT='eighty' is not an integer"),
        ("DATABASE_URL", "mysql://x@y/z", "DATABASE_URL must be sqlite:// or postgres://"),
        ("CELERY_BROKER_URL", "sqs://queue", "CELERY_BROKER_URL must be"),
    ],
)
def test_bad_configuration_fails_loudly(tmp_path, name, value, message):
    env = {**os.environ, "ARBITER_VAR_DIR": str(tmp_path), name: value}
    proc = subprocess.run(
        [sys.executable, "manage.py", "check"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode != 0
    assert message in proc.stderr


def test_a_secret_key_is_generated_once_and_kept(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "SECRET_KEY"} | {"ARBITER_VAR_DIR": str(tmp_path)}
    code = "from django.conf import settings; print(settings.SECRET_KEY)"

    def secret_key():
        args = [sys.executable, "manage.py", "shell", "-c", code]
        return subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True).stdout

    first = secret_key()
    assert len(first.strip()) > 40
    assert secret_key() == first
    assert (tmp_path / "secret_key").exists()


def test_production_security_settings_come_from_the_environment(tmp_path):
    secure = {"SECURE_SSL_REDIRECT": "true", "SESSION_COOKIE_SECURE": "1", "CSRF_COOKIE_SECURE": "yes"}
    env = {k: v for k, v in os.environ.items() if k != "DEBUG"}
    env |= {"ARBITER_VAR_DIR": str(tmp_path), "SECURE_HSTS_SECONDS": "31536000", **secure}
    code = (
        "from django.conf import settings as s; print(s.SECURE_SSL_REDIRECT, s.SESSION_COOKIE_SECURE,"
        " s.CSRF_COOKIE_SECURE, s.SECURE_HSTS_SECONDS, s.DEBUG)"
    )
    command = [sys.executable, "manage.py", "shell", "-v", "0", "-c", code]
    proc = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert proc.stdout.split() == ["True", "True", "True", "31536000", "False"]


def test_make_run_starts_with_debug_off_unless_asked():
    script = (ROOT / "scripts" / "run.sh").read_text()
    assert 'DEBUG="${DEBUG:-false}"' in script


@pytest.mark.postgres
@pytest.mark.parametrize(("value", "shown"), [("local", "local"), ("sometimes", None)])
def test_db_synchronous_commit_sets_the_connections_commit_or_fails_naming_itself(db, tmp_path, value, shown):
    env = {**os.environ, "ARBITER_VAR_DIR": str(tmp_path), "DATABASE_URL": database_url()}
    env["DB_SYNCHRONOUS_COMMIT"] = value
    code = "from django.db import connection\nwith connection.cursor() as c:\n"
    code += "    c.execute('SHOW synchronous_commit')\n    print(c.fetchone()[0])"
    proc = subprocess.run(
        [sys.executable, "manage.py", "shell", "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    if shown is None:
        assert proc.returncode != 0
        assert "DB_SYNCHRONOUS_COMMIT='sometimes' is not one of on, off" in proc.stderr
    else:
        assert proc.stdout.strip().splitlines()[-1] == shown, proc.stderr
