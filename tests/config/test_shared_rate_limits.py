"""The API's rate limits count in a cache every web process shares when Redis is configured (issue 35, 7b):
two gunicorn processes, one count. And a cache that is down lets requests through rather than failing them."""

import pytest
import requests

from tests.support.redis import PrivateRedis, free_port
from tests.support.server import GunicornServer

pytestmark = pytest.mark.django_db(transaction=True)


def search(server):
    return requests.get(f"{server.url}/api/cards/?q=dragon", timeout=30).status_code


def test_two_web_processes_share_one_count():
    redis = PrivateRedis().start()
    env = {"CACHE_URL": redis.url, "API_SEARCH_RATE_ADDRESS": "3/min", "API_SEARCH_RATE_USER": "3/min"}
    first, second = GunicornServer(extra_env=env, name="rate-a"), GunicornServer(extra_env=env, name="rate-b")
    try:
        first.start()
        second.start()
        assert [search(first), search(first), search(second)] == [200, 200, 200]
        # Three searches from this address so far, two of them elsewhere: the second process counts them too.
        assert search(second) == 429
        assert search(first) == 429
    finally:
        first.stop()
        second.stop()
        redis.stop()


def test_with_the_cache_down_the_limits_let_requests_through(settings, client):
    dead = f"redis://127.0.0.1:{free_port()}/0"
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": dead,
                                   "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1}}}  # fmt: skip
    assert client.get("/api/cards/?q=dragon").status_code == 200
