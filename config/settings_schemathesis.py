"""Settings of the throwaway server that scripts/schemathesis.sh probes: the production settings, with
passwords hashed by MD5. Schemathesis sends wrong Basic-auth credentials on purpose on every operation,
and each costs Django's PBKDF2 a quarter of a second of CPU here, which made the run a quarter of an hour.
Never used outside that script (its database is dropped and made again for each run)."""

from .settings import *  # noqa: F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# Its wrong credentials come from one address under many user names, and it sends thousands of requests a
# minute: the per-address login limit and the API's rate limits would answer 429 to the probe itself
# (both are tested on their own: tests/accounts/test_login_throttling.py, tests/config/test_throttling.py).
LOGIN_ADDRESS_FAILURE_LIMIT = 1_000_000
REST_FRAMEWORK = {
    **REST_FRAMEWORK,  # noqa: F405
    "DEFAULT_THROTTLE_RATES": dict.fromkeys(REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"], "100000/min"),  # noqa: F405
}
