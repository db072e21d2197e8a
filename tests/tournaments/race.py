"""Races through a real server: several players' HTTP sessions in threads, let go at once by a barrier."""

import functools
import threading
from concurrent.futures import ThreadPoolExecutor

import requests

from tests.conftest import PASSWORD


def session(user):
    """A requests session signed in as `user` (HTTP basic auth, as an API client would use)."""
    s = requests.Session()
    s.auth = (user.get_username(), PASSWORD)
    return s


def race(*calls):
    """Run the calls in threads released together; their return values (responses) in order."""
    barrier = threading.Barrier(len(calls))

    def run(call):
        barrier.wait()
        return call()

    with ThreadPoolExecutor(len(calls)) as pool:
        futures = [pool.submit(run, call) for call in calls]
        return [f.result(timeout=60) for f in futures]


def race_posts(*posts):
    """POST each (user, url, body) at once, each from its user's session; the responses in order."""
    return race(*[functools.partial(_post, user, url, body) for user, url, body in posts])


def _post(user, url, body):
    return session(user).post(url, json=body)
