"""Settings of the throwaway server that scripts/schemathesis.sh probes: the production settings, with
passwords hashed by MD5. Schemathesis sends wrong Basic-auth credentials on purpose on every operation,
and each costs Django's PBKDF2 a quarter of a second of CPU here, which made the run a quarter of an hour.
Never used outside that script (its database is dropped and made again for each run)."""

from .settings import *  # noqa: F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
