"""The API's rate limits (DRF throttling), per user and per address, on every write (POST, PUT, PATCH,
DELETE) and every search (a GET with a `q`: cards, rulings, questions). Reads of one thing are not limited.
The rates are settings read from the environment (README "Configuration"); a refusal is a 429 whose
Retry-After says when to try again (config.api adds a translated message).

They count in the default cache: Redis when one is configured (CACHE_URL, or the broker's Redis), so the limits
hold across every web process; the embedded default counts per process (config/settings.py).

On Redis a limit is counted in one round trip (a script: SLIDING_LOG) instead of DRF's read then write through
the cache, each of which built a new Redis client and (un)pickled the whole history, whose cost grew with it:
0.08-0.12 ms of CPU a request instead of 0.2-0.6 (docs/benchmarks/speed.md). The history is the same (the times
of the requests counted in the last period, newest first) and so are the decisions and the waits."""

import logging
import weakref

from django.core.cache import caches
from django.core.cache.backends.redis import RedisCache
from redis.exceptions import RedisError
from rest_framework.settings import api_settings
from rest_framework.throttling import SimpleRateThrottle

log = logging.getLogger(__name__)

# DRF's SimpleRateThrottle.allow_request on a Redis list, atomically (two concurrent requests can no longer both
# read the same history and count once): drop the times older than the period from the end, refuse when the
# limit is reached (returning the history, for the wait), else push this request's time and renew the expiry.
SLIDING_LOG = """
local key, now, period, limit = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local oldest = redis.call('LINDEX', key, -1)
while oldest and tonumber(oldest) <= now - period do
  redis.call('RPOP', key)
  oldest = redis.call('LINDEX', key, -1)
end
if redis.call('LLEN', key) >= limit then
  return redis.call('LRANGE', key, 0, -1)
end
redis.call('LPUSH', key, ARGV[1])
redis.call('EXPIRE', key, ARGV[2])
return false
"""
# A client and its registered script per cache client (Django keeps one cache per thread, each its own pool).
_scripts = weakref.WeakKeyDictionary()


def _sliding_log(backend):
    """(client, script) on the Redis server the cache writes to, made once per cache client."""
    cache_client = backend._cache
    kept = _scripts.get(cache_client)
    if kept is None:
        client = cache_client.get_client(write=True)
        kept = _scripts[cache_client] = (client, client.register_script(SLIDING_LOG))
    return kept


WRITES = frozenset({"POST", "PUT", "PATCH", "DELETE"})


def is_write(request):
    return request.method in WRITES


def is_search(request):
    return request.method == "GET" and "q" in request.query_params


class _Throttle(SimpleRateThrottle):
    kind = ""  # "write" or "search"
    per = ""  # "user" or "address"

    def __init__(self):
        self.scope = f"{self.kind}_{self.per}"
        super().__init__()

    def get_rate(self):
        # Read when the throttle is made, not when DRF's module was imported: a changed setting applies.
        return api_settings.DEFAULT_THROTTLE_RATES[self.scope]

    def allow_request(self, request, view):
        try:
            backend = caches["default"]
            if isinstance(backend, RedisCache):
                return self._allow_on_redis(backend, request, view)
            return super().allow_request(request, view)
        except (RedisError, OSError) as exc:
            # The cache is down: a rate limit is not worth a 500 or a hang, so the request goes through.
            log.warning("rate limit %s not counted, the cache is unavailable: %s", self.scope, exc)
            return True

    def _allow_on_redis(self, backend, request, view):
        """SimpleRateThrottle.allow_request in one round trip: same history, same decision, same wait()."""
        if self.rate is None:
            return True
        self.key = self.get_cache_key(request, view)
        if self.key is None:
            return True
        self.now = self.timer()
        client, script = _sliding_log(backend)
        # Its own key: a list, where DRF's pickled history (an older process's) would be another type.
        key = backend.make_and_validate_key(f"{self.key}:log")
        refused = script(keys=[key], args=[repr(self.now), self.duration, self.num_requests], client=client)
        if refused is None:
            self.history = [self.now]  # what wait() reads; only a refusal calls it
            return True
        self.history = [float(t) for t in refused]
        return self.throttle_failure()

    def applies(self, request):
        return is_write(request) if self.kind == "write" else is_search(request)

    def get_cache_key(self, request, view):
        if not self.applies(request):
            return None
        if self.per == "user":
            if not request.user.is_authenticated:
                return None  # an anonymous client is limited by its address alone
            ident = request.user.pk
        else:
            ident = self.get_ident(request)
        return self.cache_format % {"scope": self.scope, "ident": ident}


class UserWriteThrottle(_Throttle):
    kind, per = "write", "user"


class AddressWriteThrottle(_Throttle):
    kind, per = "write", "address"


class UserSearchThrottle(_Throttle):
    kind, per = "search", "user"


class AddressSearchThrottle(_Throttle):
    kind, per = "search", "address"
