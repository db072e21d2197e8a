"""The API's rate limits (DRF throttling), per user and per address, on every write (POST, PUT, PATCH,
DELETE) and every search (a GET with a `q`: cards, rulings, questions). Reads of one thing are not limited.
The rates are settings read from the environment (README "Configuration"); a refusal is a 429 whose
Retry-After says when to try again (config.api adds a translated message).

They count in the default cache: Redis when one is configured (CACHE_URL, or the broker's Redis), so the limits
hold across every web process; the embedded default counts per process (config/settings.py)."""

import logging

from redis.exceptions import RedisError
from rest_framework.settings import api_settings
from rest_framework.throttling import SimpleRateThrottle

log = logging.getLogger(__name__)

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
            return super().allow_request(request, view)
        except (RedisError, OSError) as exc:
            # The cache is down: a rate limit is not worth a 500 or a hang, so the request goes through.
            log.warning("rate limit %s not counted, the cache is unavailable: %s", self.scope, exc)
            return True

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
