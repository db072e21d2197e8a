"""One settings module, read from the environment. See README "Configuration"."""

import secrets
from datetime import timedelta
from pathlib import Path

import dj_database_url

from .card_images import card_image_sources, image_origins
from .env import ConfigError, env_bool, env_int, env_list, env_rate, env_str

BASE_DIR = Path(__file__).resolve().parent.parent
# Everything the running app writes (SQLite file, filesystem broker, secret key) lives here.
VAR_DIR = Path(env_str("ARBITER_VAR_DIR", str(BASE_DIR / "var"))).resolve()
VAR_DIR.mkdir(parents=True, exist_ok=True)


def _secret_key():
    key = env_str("SECRET_KEY")
    if key:
        return key
    # Development convenience: generate once and keep it, so sessions survive restarts.
    path = VAR_DIR / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_urlsafe(50))
        path.chmod(0o600)
    return path.read_text().strip()


SECRET_KEY = _secret_key()
DEBUG = env_bool("DEBUG", False)
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

# Production behind TLS (README "Production"): each off by default so `make run` works over plain HTTP.
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", False)
SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", False)
CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", False)
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0, minimum=0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", False)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)
if env_bool("SECURE_PROXY_SSL_HEADER", False):  # the proxy sets X-Forwarded-Proto; only behind one that does
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
PORT = env_int("PORT", 8000, minimum=1, maximum=65535)

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "rest_framework",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_htmx",
    "axes",
    "config.apps.ArbiterConfig",
    "accounts",
    "games",
    "decks",
    "judging",
    "judging.adjudications",
    "jobs",
    "tournaments",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "config.i18n.LanguageMiddleware",
    "config.guards.RequestGuardMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "csp.middleware.CSPMiddleware",
    "config.middleware.DomainErrorMiddleware",
    # Last, as django-axes asks: it turns a locked-out login into the lockout page (429).
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "django.template.context_processors.i18n",
                "config.i18n.nav_section",
                "config.roles.site_roles",
            ],
        },
    },
]


def _database(url):
    # Persistent connections: each web thread and worker process keeps its connection for DB_CONN_MAX_AGE seconds
    # instead of opening one per request (several ms on PostgreSQL), and checks it once per request before reusing
    # it (CONN_HEALTH_CHECKS), so a database restart costs no failed request; on PostgreSQL a connection whose socket
    # is quiet skips the check's round trip (config/db_health.py).
    config = dj_database_url.parse(
        url,
        conn_max_age=env_int("DB_CONN_MAX_AGE", 60, minimum=0),
        conn_health_checks=env_bool("DB_CONN_HEALTH_CHECKS", True),
    )
    engine = config["ENGINE"]
    if engine == "django.db.backends.sqlite3":
        # WAL and IMMEDIATE transactions let the web server and the worker share one file.
        config["OPTIONS"] = {
            "timeout": 20,
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
            "transaction_mode": "IMMEDIATE",
        }
        config["TEST"] = {"NAME": str(VAR_DIR / "test.sqlite3")}
    elif engine != "django.db.backends.postgresql":
        raise ConfigError(f"DATABASE_URL must be sqlite:// or postgres://, not {engine}")
    else:
        options = config.setdefault("OPTIONS", {})
        options["connect_timeout"] = 5
        # `off`: a commit does not wait for its WAL to reach the disk (a crash of the server may lose the last
        # transactions, never leaves them half done). The test run sets it (scripts/test.sh), where most of a
        # transactional test's time was commits and flushes waiting for the disk.
        synchronous = env_str("DB_SYNCHRONOUS_COMMIT")
        if synchronous:
            if synchronous not in SYNCHRONOUS_COMMIT:
                raise ConfigError(
                    f"DB_SYNCHRONOUS_COMMIT={synchronous!r} is not one of {', '.join(SYNCHRONOUS_COMMIT)}"
                )
            options["options"] = f"-c synchronous_commit={synchronous}"
    return config


SYNCHRONOUS_COMMIT = ("on", "off", "local", "remote_write", "remote_apply")


try:
    DATABASES = {"default": _database(env_str("DATABASE_URL", f"sqlite:///{VAR_DIR / 'arbiter.sqlite3'}"))}
except ValueError as exc:
    raise ConfigError(f"DATABASE_URL is not a database URL: {exc}") from None
DATABASE_IS_POSTGRES = DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql"
# The rulings search (judging/search/postgres.py) and the card search's first page (config/prepared.py) prepare
# their statements on each connection; off for a connection pooler that cannot keep prepared statements
# (PgBouncer in transaction mode before 1.21).
DB_PREPARED_STATEMENTS = env_bool("DB_PREPARED_STATEMENTS", True)
RULINGS_PREPARED_STATEMENTS = env_bool("RULINGS_PREPARED_STATEMENTS", DB_PREPARED_STATEMENTS)

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
# Login throttling (django-axes): after LOGIN_FAILURE_LIMIT wrong passwords for one user name from one
# address, that pair is locked out for LOGIN_COOLOFF_MINUTES, the right password included; the form and
# HTTP Basic auth of the API go through the same backends, so both are throttled.
AUTHENTICATION_BACKENDS = ["axes.backends.AxesStandaloneBackend", "accounts.backends.UserBackend"]
# Beyond that pair, LOGIN_ADDRESS_FAILURE_LIMIT failures from one address, whatever the user names, lock the
# address out (accounts/lockout.py); a user name too long for axes' column is recorded as its hash. A lockout
# is a 429 with Retry-After.
AXES_FAILURE_LIMIT = env_int("LOGIN_FAILURE_LIMIT", 10, minimum=1)
LOGIN_ADDRESS_FAILURE_LIMIT = env_int("LOGIN_ADDRESS_FAILURE_LIMIT", 30, minimum=1)
AXES_COOLOFF_TIME = timedelta(minutes=env_int("LOGIN_COOLOFF_MINUTES", 15, minimum=1))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_HANDLER = "accounts.lockout.LockoutHandler"
AXES_USERNAME_CALLABLE = "accounts.lockout.client_username"
AXES_LOCKOUT_CALLABLE = "accounts.lockout.lockout_response"
AXES_LOCKOUT_TEMPLATE = "guards/locked_out.html"
AXES_VERBOSE = False

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

LANGUAGE_CODE = "en"
# The seeds' languages (docs: locale/). Names are shown in their own language in the switcher.
LANGUAGES = [("en", "English"), ("fr", "Français"), ("es", "Español"), ("ar", "العربية"), ("th", "ไทย")]
LOCALE_PATHS = [BASE_DIR / "locale"]
LANGUAGE_COOKIE_NAME = "arbiter_language"
LANGUAGE_COOKIE_AGE = 365 * 24 * 3600
LANGUAGE_COOKIE_SAMESITE = "Lax"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = VAR_DIR / "staticfiles"
STATIC_ROOT.mkdir(exist_ok=True)
MEDIA_ROOT = VAR_DIR / "media"

# Uploads: card databases are a few MB; anything larger is refused before it reaches a view.
# Bulk validation is open to anyone signed in: this many of one user's jobs may be under way at once (429 past it).
BULK_JOBS_PER_USER = env_int("BULK_JOBS_PER_USER", 3, minimum=1)
# Records (bulk adjudication) and decklists (bulk validation) one user may have queued at once, over all their
# bulk jobs: a request that would pass it is a 429 naming the quota (jobs.services.job_create).
BULK_ITEMS_PER_USER = env_int("BULK_ITEMS_PER_USER", 10_000, minimum=1)
# Answers to searches asked again, kept per process while cards and rulings are unchanged (config/results_cache.py).
RESULTS_KEPT = env_int("RESULTS_KEPT", 256, minimum=0)
UPLOAD_MAX_BYTES = env_int("UPLOAD_MAX_BYTES", 50 * 1024 * 1024, minimum=1024)
# The largest body a view reads into memory: the bulk adjudication API promises 32 MB (5,000 records);
# each endpoint refuses more than its own, smaller limit (config.api.refuse_oversized).
DATA_UPLOAD_MAX_MEMORY_SIZE = env_int("DATA_UPLOAD_MAX_MEMORY_SIZE", 33 * 1024 * 1024, minimum=1024)
FILE_UPLOAD_MAX_MEMORY_SIZE = 5 * 1024 * 1024

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
        "accounts.lockout.LockoutBasicAuthentication",
    ],
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    # JSON bodies only, unless an endpoint says otherwise (the bulk validation's zip upload).
    "DEFAULT_PARSER_CLASSES": ["config.jsonbody.CheckedJSONParser"],
    "EXCEPTION_HANDLER": "config.api.exception_handler",
    # Rate limits per user and per address on every write and search of the API (config/throttles.py).
    "DEFAULT_THROTTLE_CLASSES": [
        "config.throttles.UserWriteThrottle",
        "config.throttles.AddressWriteThrottle",
        "config.throttles.UserSearchThrottle",
        "config.throttles.AddressSearchThrottle",
    ],
    "DEFAULT_THROTTLE_RATES": {
        "write_user": env_rate("API_WRITE_RATE_USER", "120/min"),
        "write_address": env_rate("API_WRITE_RATE_ADDRESS", "600/min"),
        "search_user": env_rate("API_SEARCH_RATE_USER", "300/min"),
        "search_address": env_rate("API_SEARCH_RATE_ADDRESS", "900/min"),
    },
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Arbiter API",
    "DESCRIPTION": "Card databases, deck validation, rulings and adjudications for five card games.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    # Request bodies get components of their own, so a text field that refuses "" says so there (minLength 1)
    # without the responses claiming it; generated clients and schemathesis then do not send it.
    "COMPONENT_SPLIT_REQUEST": True,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "config.schema.name_request_components",
        "config.schema.add_error_responses",
    ],
}

# Mail (password reset). By default messages are written to the web server's log (the console backend), and
# the reset page says so; set EMAIL_BACKEND to django.core.mail.backends.smtp.EmailBackend and EMAIL_HOST to send.
EMAIL_BACKEND = env_str("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
EMAIL_HOST = env_str("EMAIL_HOST", "localhost")
EMAIL_PORT = env_int("EMAIL_PORT", 25, minimum=1, maximum=65535)
EMAIL_HOST_USER = env_str("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = env_str("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", False)
EMAIL_USE_SSL = env_bool("EMAIL_USE_SSL", False)
EMAIL_TIMEOUT = env_int("EMAIL_TIMEOUT", 10, minimum=1, maximum=300)  # a mail server that is down fails the send
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "arbiter@localhost")

# Celery. The default broker needs no server: kombu's filesystem transport under var/.
_BROKER_DIR = VAR_DIR / "broker"
CELERY_BROKER_URL = env_str("CELERY_BROKER_URL", "filesystem://")
if CELERY_BROKER_URL.split("://")[0] not in ("filesystem", "redis", "rediss", "amqp", "amqps"):
    raise ConfigError(f"CELERY_BROKER_URL must be filesystem://, redis:// or amqp://, not {CELERY_BROKER_URL!r}")
CELERY_BROKER_IS_FILESYSTEM = CELERY_BROKER_URL.startswith("filesystem://")
# Seconds a request may wait to reach the broker when it sends a task; past it the task waits for the sweep.
BROKER_TIMEOUT_SECONDS = env_int("BROKER_TIMEOUT_SECONDS", 1, minimum=1, maximum=30)
CELERY_BROKER_CONNECTION_TIMEOUT = BROKER_TIMEOUT_SECONDS
# No publish retry loop inside a request: a failed send leaves the row queued for the sweep (jobs.publish).
CELERY_TASK_PUBLISH_RETRY = False
if CELERY_BROKER_IS_FILESYSTEM:
    for sub in ("queue", "processed", "control"):
        (_BROKER_DIR / sub).mkdir(parents=True, exist_ok=True)
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": str(_BROKER_DIR / "queue"),
        "data_folder_out": str(_BROKER_DIR / "queue"),
        "processed_folder": str(_BROKER_DIR / "processed"),
        "control_folder": str(_BROKER_DIR / "control"),
        "store_processed": False,
        # The worker polls the folder; a short interval keeps pings and tasks snappy.
        "polling_interval": 0.1,
    }
else:
    # With Redis, an unacknowledged task returns to the queue after this many seconds.
    _VISIBILITY_TIMEOUT = env_int("CELERY_VISIBILITY_TIMEOUT", 3600, minimum=1)
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "visibility_timeout": _VISIBILITY_TIMEOUT,
        # kombu looks for such tasks at start-up, then only every tenth call of a 10 s timer: a worker that
        # found the shared restore lock held at start-up (another worker restoring) left a dead worker's task
        # waiting 100 s more. Look every call, every 10 s (or sooner under a short timeout); the scan is one
        # ZRANGE on the unacknowledged index.
        "unacked_restore_throttle": 1,
        "unacked_restore_interval": min(10, _VISIBILITY_TIMEOUT),
        # A web request that sends a task must not wait for a broker that is down (issue 35, item 5): one
        # connection attempt bounded by BROKER_TIMEOUT_SECONDS, no reconnection loop (kombu's default retries
        # until broker_connection_timeout). The row stays queued and the sweep sends it (jobs.publish).
        "max_retries": 1,
        "interval_start": 0,
        "interval_step": 0.1,
        "interval_max": 0.1,
    }
if CELERY_BROKER_URL.startswith("redis"):
    CELERY_BROKER_TRANSPORT_OPTIONS["socket_connect_timeout"] = BROKER_TIMEOUT_SECONDS
    # Above the worker's BRPOP wait (one second), so a blocking read of a live broker never times out.
    CELERY_BROKER_TRANSPORT_OPTIONS["socket_timeout"] = BROKER_TIMEOUT_SECONDS + 2
    # The Redis result backend reconnects 20 times a second apart by default (the 19 s the probe measured);
    # Arbiter reads no task result (results that matter are rows), so it gives up at once.
    CELERY_RESULT_BACKEND_TRANSPORT_OPTIONS = {"retry_policy": {"max_retries": 1, "interval_start": 0,
                                                                "interval_step": 0.1, "interval_max": 0.1}}  # fmt: skip
    CELERY_REDIS_SOCKET_CONNECT_TIMEOUT = BROKER_TIMEOUT_SECONDS
    CELERY_REDIS_SOCKET_TIMEOUT = BROKER_TIMEOUT_SECONDS + 2
# The cache holds the API's rate-limit counts (config/throttles.py). Shared by every web process when it is
# Redis: CACHE_URL, or the broker's Redis when the broker is Redis (keys under their own prefix). The embedded
# default (filesystem broker) counts in each process's memory: with several web workers each counts apart.
CACHE_URL = env_str("CACHE_URL", CELERY_BROKER_URL if CELERY_BROKER_URL.startswith("redis") else "locmem://")
if CACHE_URL.startswith(("redis://", "rediss://")):
    CACHES = {
        "default": {
            "BACKEND": "config.cache.RedisCache",  # its client made once (config/cache.py)
            "LOCATION": CACHE_URL,
            "KEY_PREFIX": "arbiter-cache",
            # A cache that is down must not hold a request: the throttles let it through (config/throttles.py).
            "OPTIONS": {"socket_connect_timeout": BROKER_TIMEOUT_SECONDS, "socket_timeout": BROKER_TIMEOUT_SECONDS},
        }
    }
elif CACHE_URL == "locmem://":
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
else:
    raise ConfigError(f"CACHE_URL must be redis://host:6379/1 or locmem://, not {CACHE_URL!r}")
_default_backend = f"file://{VAR_DIR / 'celery-results'}" if CELERY_BROKER_IS_FILESYSTEM else CELERY_BROKER_URL
if CELERY_BROKER_URL.startswith("amqp"):
    _default_backend = "rpc://"
CELERY_RESULT_BACKEND = env_str("CELERY_RESULT_BACKEND", _default_backend)
if CELERY_RESULT_BACKEND.startswith("file://"):
    Path(CELERY_RESULT_BACKEND[len("file://") :]).mkdir(parents=True, exist_ok=True)
CELERY_RESULT_EXPIRES = 3600
CELERY_TASK_DEFAULT_QUEUE = env_str("CELERY_TASK_DEFAULT_QUEUE", "arbiter")
# Late acknowledgement: a task whose worker dies is redelivered instead of lost.
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_TASK_ALWAYS_EAGER = False
# A worker child is replaced after a task that left it above this many KiB resident (a large import), so
# its memory goes back to the system; and after this many tasks in any case.
CELERY_WORKER_MAX_MEMORY_PER_CHILD = env_int("WORKER_MAX_MEMORY_KIB", 180_000, minimum=10_000)
CELERY_WORKER_MAX_TASKS_PER_CHILD = env_int("WORKER_MAX_TASKS_PER_CHILD", 1000, minimum=1)
# Celery beat (`make run` embeds it in its worker; run one `celery -A config beat` in production) sweeps
# for work whose message or worker was lost (jobs.sweep): queued longer than SWEEP_QUEUED_AFTER_SECONDS,
# or running under a lease its worker stopped renewing. A job's batch holds a lease of JOBS_LEASE_SECONDS,
# renewed every third of it while it runs, so a batch whose worker died is sent again within
# JOBS_LEASE_SECONDS + SWEEP_EVERY_SECONDS however long its job is.
SWEEP_EVERY_SECONDS = env_int("SWEEP_EVERY_SECONDS", 60, minimum=1)
SWEEP_QUEUED_AFTER_SECONDS = env_int("SWEEP_QUEUED_AFTER_SECONDS", 120, minimum=0)
JOBS_LEASE_SECONDS = env_int("JOBS_LEASE_SECONDS", 60, minimum=3)
CELERY_BEAT_SCHEDULE = {"sweep": {"task": "jobs.tasks.sweep", "schedule": float(SWEEP_EVERY_SECONDS)}}
CELERY_BEAT_SCHEDULE_FILENAME = str(VAR_DIR / "celerybeat-schedule")
# Each worker reports a heartbeat every WORKER_HEARTBEAT_SECONDS; /healthz says the worker is down when the newest
# is older than WORKER_HEARTBEAT_TIMEOUT_SECONDS (config/health_worker.py). The filesystem broker keeps them here.
WORKER_HEARTBEAT_SECONDS = env_int("WORKER_HEARTBEAT_SECONDS", 5, minimum=1)
WORKER_HEARTBEAT_TIMEOUT_SECONDS = env_int(
    "WORKER_HEARTBEAT_TIMEOUT_SECONDS", 4 * WORKER_HEARTBEAT_SECONDS, minimum=WORKER_HEARTBEAT_SECONDS + 1
)
WORKER_HEARTBEAT_DIR = _BROKER_DIR / "heartbeats"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    "loggers": {"django.db.backends": {"level": "INFO"}},
}

# Card pictures per game: a local folder (served by games.views_images) or a URL template with {code}.
CARD_IMAGES = card_image_sources()

# Content-Security-Policy (django-csp): the pages load nothing from elsewhere and run no inline script
# (htmx and the site's JS are static files), so scripts, styles, fonts and frames are limited to this site.
# Inline SVG charts may set style attributes, hence style-src-attr. The hosts of the card image URL templates
# are allowed images; CSP_EXTRA_IMG_SRC adds others.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "style-src-attr": ["'unsafe-inline'"],
        "img-src": list(
            dict.fromkeys(["'self'", "data:", *image_origins(CARD_IMAGES), *env_list("CSP_EXTRA_IMG_SRC", [])])
        ),
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
}
