"""Every URL pattern, found by walking the URL resolver (so patterns other branches add are fuzzed too), is
filled with hostile values (digits from other scripts, a NUL byte, 256 characters) in its path, its query
string and its body (urlencoded and multipart), anonymously and logged in: no answer is a 500.

Kept fast: the test client, a few values a pattern, the admin and the API docs' static pages left out."""

import re

import pytest
from django.conf import settings
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from django.utils.crypto import get_random_string

from tests.conftest import make_user

pytestmark = pytest.mark.django_db

# Superscript two, circled one, Arabic-Indic five, Thai three: isdigit() says yes to each, int() to few.
OTHER_DIGITS = "²①٥๓"
VALUES = [OTHER_DIGITS, "a\x00b", "v" * 256]
# Query and form fields any view might read; a view ignores the ones it does not know.
FIELDS = ["q", "page", "round", "next", "game", "format", "name", "code", "decklist", "record", "supersedes", "seed"]
SKIPPED_PREFIXES = ("admin/", "api/docs/", "static/", "favicon.ico")
INT_SAMPLES = ["1", "²", "99999999999999999999", "0"]
STR_SAMPLES = ["yugioh", OTHER_DIGITS, "v" * 256, "a\x00b"]


def walk(resolver=None, prefix=""):
    """(route, converters) of every URL pattern, its routes joined through includes."""
    resolver = resolver or get_resolver()
    for entry in resolver.url_patterns:
        route = prefix + route_of(entry)
        if isinstance(entry, URLResolver):
            yield from walk(entry, route)
        elif isinstance(entry, URLPattern):
            yield route


def route_of(entry):
    pattern = entry.pattern
    text = getattr(pattern, "_route", None)
    if text is None:  # a regex pattern, or the optional language prefix: fuzz without it
        text = str(pattern) if not hasattr(pattern, "language_prefix") else ""
        text = "" if text.startswith("^") and text in ("^", "^$") else text
    return text


PARAM = re.compile(r"<(?:(\w+):)?(\w+)>")


def filled(route, sample):
    """The route with every parameter set to `sample` of its kind (ints get ints, others the hostile text)."""

    def value(match):
        kind = match.group(1) or "str"
        if kind == "int":
            return sample["int"]
        return sample["str"]

    return "/" + PARAM.sub(value, route).lstrip("^").rstrip("$")


def addresses():
    seen = []
    for route in walk():
        if route.startswith(SKIPPED_PREFIXES) or "(?P" in route:
            continue
        for i in range(len(STR_SAMPLES)):
            url = filled(route, {"int": INT_SAMPLES[i], "str": STR_SAMPLES[i]})
            if url not in seen:
                seen.append(url)
    return seen


def server_error(client, method, url, **kwargs):
    """ "METHOD url (body type): 500" when the answer is a server error, else None."""
    response = getattr(client, method)(url, **kwargs)
    if response.status_code < 500:
        return None
    kind = kwargs.get("content_type") or ("multipart" if method == "post" else "query")
    return f"{method.upper()} {url[:80]} ({kind}): {response.status_code}"


@pytest.fixture(scope="module")
def urls():
    found = addresses()
    assert len(found) > 100  # the walk found the site, not an empty resolver
    return found


@pytest.fixture
def clients(db, settings):
    # Thousands of requests from one address in seconds: the rate limits would answer 429 and hide the rest.
    rates = settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": dict.fromkeys(rates, "100000/min")}
    settings.LOGIN_ADDRESS_FAILURE_LIMIT = 100_000
    return {"anonymous": (browser(), None), "logged in": (browser(), make_user("fuzzer"))}


def browser():
    """A client that passes the CSRF check as a browser does, so that the check runs (and reads a POST body
    before the view, as on a real server) and the views behind it run too."""
    client = Client(raise_request_exception=False, enforce_csrf_checks=True)
    token = get_random_string(32)
    client.cookies[settings.CSRF_COOKIE_NAME] = token
    client.defaults["HTTP_X_CSRFTOKEN"] = token
    return client


@pytest.mark.parametrize("who", ["anonymous", "logged in"])
def test_no_pattern_answers_500_to_hostile_values(urls, clients, who):
    client, user = clients[who]
    failures = []
    for n, url in enumerate(urls):
        if user is not None:  # again for each address: the logout and password pages end the session
            client.force_login(user)
        value = VALUES[n % len(VALUES)]
        fields = dict.fromkeys(FIELDS, value)
        body = "&".join(f"{field}={value}" for field in FIELDS)
        failures += [
            server_error(client, "get", url, data=fields),
            server_error(client, "post", url, data=fields),  # multipart
            server_error(client, "post", url, data=body, content_type="application/x-www-form-urlencoded"),
        ]
    assert [failure for failure in failures if failure] == []
