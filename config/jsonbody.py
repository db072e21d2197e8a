"""The one JSON reader for request bodies: a depth limit (a body nested 50,000 deep is a 400, not a
RecursionError) and no NUL byte in any string (PostgreSQL cannot store one), each error naming the path
of the value at fault ("records.3.meta: ..."), so the caller can say which field to fix.
"""

import json

from django.conf import settings
from django.utils.translation import gettext as _
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

MAX_DEPTH = 64  # the deepest record of any game is under 10 levels


class JSONBodyError(ValueError):
    def __init__(self, message, path=""):
        super().__init__(message)
        self.path = path  # of the value at fault, "" for the body itself


def loads(text, max_depth=MAX_DEPTH):
    """`json.loads` of text or bytes, then checked: JSONBodyError with a readable reason otherwise."""
    try:
        value = json.loads(text)
    except RecursionError:
        raise JSONBodyError(_("the JSON body is nested too deep")) from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise JSONBodyError(_("not valid JSON: %(reason)s") % {"reason": exc}) from None
    check(value, max_depth)
    return value


def check(value, max_depth=MAX_DEPTH):
    """Walk `value` without recursion: too deep, or a NUL in a key or a string, is a JSONBodyError."""
    stack = [(value, "", 1)]
    while stack:
        item, path, depth = stack.pop()
        if isinstance(item, str):
            if "\x00" in item:
                message = _("%(path)s: text may not contain a NUL byte") % {"path": path or _("the body")}
                raise JSONBodyError(message, path)
            continue
        if not isinstance(item, dict | list):
            continue
        if depth > max_depth:
            limit = {"path": path or _("the body"), "limit": max_depth}
            raise JSONBodyError(_("%(path)s: nested more than %(limit)d levels deep") % limit, path)
        pairs = item.items() if isinstance(item, dict) else enumerate(item)
        for key, child in pairs:
            if isinstance(key, str) and "\x00" in key:
                where = {"path": path or _("the body")}
                raise JSONBodyError(_("%(path)s: a key may not contain a NUL byte") % where, path)
            stack.append((child, f"{path}.{key}" if path else str(key), depth + 1))


JSON_TYPES = ("application/json", "")  # "": a client that names no type (curl --data-binary without -H)


def unsupported_type(request):
    """For a page's view that reads a JSON body from `request.body`: the message of a 415 when the body is
    another type, else None. Multipart bodies above all: the CSRF check has read them into request.POST, after
    which Django refuses to give the raw body ("cannot access body after reading from request's data
    stream")."""
    if request.content_type in JSON_TYPES:
        return None
    return _("the body must be JSON (Content-Type: application/json), not %(type)s") % {"type": request.content_type}


class CheckedJSONParser(JSONParser):
    """DRF's JSON parser with the checks above; every API endpoint parses through it."""

    def parse(self, stream, media_type=None, parser_context=None):
        encoding = (parser_context or {}).get("encoding", settings.DEFAULT_CHARSET)
        raw = stream.read() if stream is not None else b""
        try:
            return loads(raw.decode(encoding))
        except UnicodeDecodeError as exc:
            raise ParseError(_("not valid JSON: %(reason)s") % {"reason": exc}) from None
        except JSONBodyError as exc:
            raise ParseError(str(exc)) from None
