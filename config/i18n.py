"""Which language a request is answered in, and the optional language prefix of page URLs.

Pages: a `/fr/...` prefix names the language (a link that always opens in French); an unprefixed
URL opens in the visitor's choice: their profile's language when logged in, else the cookie the
header's switcher set, else the browser's Accept-Language, else English. So every old link keeps
working and nobody is redirected. The API is never prefixed and answers in Accept-Language.
"""

from django.conf import settings
from django.urls import LocalePrefixPattern, URLResolver
from django.utils import translation
from django.utils.cache import patch_vary_headers

PREFIXED = tuple(code for code, _ in settings.LANGUAGES if code != settings.LANGUAGE_CODE)
API_PREFIX = "/api/"


class OptionalLanguagePrefix(LocalePrefixPattern):
    """Matches a path with any language's prefix or with none (the resolver is shared by every
    language); reverse() still prefixes the active language, English unprefixed."""

    def __init__(self):
        super().__init__(prefix_default_language=False)

    def match(self, path):
        code, _, rest = path.partition("/")
        if code in PREFIXED and _:
            return rest, (), {}
        return path, (), {}


def optional_language_prefix(*urls):
    return [URLResolver(OptionalLanguagePrefix(), list(urls))]


def isolated(name):
    """A name inside a plain-text message (a flash message, no HTML to hold a <bdi>) between Unicode isolates
    (FSI ... PDI), so that "Yu-Gi-Oh!" keeps its "!" on an Arabic page."""
    return f"\u2068{name}\u2069"


def without_language_prefix(path):
    """The page's address without a language prefix ("/ar/decks/1/" -> "/decks/1/"): what a share link carries,
    so that it opens in the recipient's language, not the sharer's."""
    code = language_from_path(path)
    return path[len(code) + 1 :] if code else path


def language_from_path(path):
    code = path.lstrip("/").split("/", 1)[0]
    return code if code in PREFIXED else None


def supported(code):
    """The supported language for a code such as 'fr-CA', or None."""
    if not code:
        return None
    try:
        return translation.get_supported_language_variant(code)
    except LookupError:
        return None


def preferred_language(request):
    """A logged-in user's profile, then the switcher's cookie, then Accept-Language."""
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        chosen = supported(getattr(getattr(user, "profile", None), "language", ""))
        if chosen:
            return chosen
    chosen = supported(request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME))
    if chosen:
        return chosen
    return accept_language(request)


def accept_language(request):
    return translation.get_language_from_request(request, check_path=False) if _has_accept(request) else None


def _has_accept(request):
    return bool(request.META.get("HTTP_ACCEPT_LANGUAGE"))


class LanguageMiddleware:
    """Activates the request's language (after AuthenticationMiddleware, which it reads)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        language = self.language_of(request)
        translation.activate(language)
        request.LANGUAGE_CODE = language
        response = self.get_response(request)
        patch_vary_headers(response, ("Accept-Language", "Cookie"))
        response.headers.setdefault("Content-Language", language)
        translation.deactivate()
        return response

    def language_of(self, request):
        path = request.path_info
        if path.startswith(API_PREFIX):
            return accept_language(request) or settings.LANGUAGE_CODE
        return language_from_path(path) or preferred_language(request) or settings.LANGUAGE_CODE


NEXT_MAX = 500  # a query string longer than this is not carried through the language switcher


def nav_section(request):
    """Context processor: the site section a page belongs to, its path's first segment after any
    language prefix ("/fr/decks/3/" -> "decks"), for the header's aria-current; and where the
    language switcher returns to (this page, its query string too when it is short)."""
    parts = request.path_info.strip("/").split("/")
    if parts and parts[0] in PREFIXED:
        parts = parts[1:]
    full = request.get_full_path()
    return {"nav_section": parts[0] if parts else "", "language_next": full if len(full) <= NEXT_MAX else request.path}
