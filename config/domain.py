"""The refusals every service raises, in the domain's words: bad input, not allowed, not there, not now,
too much at once. They carry a translated message (and the field at fault) and no HTTP status: the pages'
middleware (config.middleware) and the API's exception handler (config.api) map them, through the one
table in config.errors."""


class DomainError(Exception):
    """A request the domain cannot take; `field` names the input at fault, when one is."""

    def __init__(self, message="", field=None):
        super().__init__(message)
        self.field = field


class Invalid(DomainError):
    """The input is wrong: a field missing, out of range, not one of the choices."""


class Forbidden(DomainError):
    """The user may see the thing but may not do this to it."""


class NotFound(DomainError):
    """The thing is not there, or not there for this user: private things are not found, never forbidden."""


class LoginNeeded(NotFound):
    """Something private opened while logged out: the visitor may be its owner, so a page sends them to log
    in and come back; the API, like for anyone else who may not see it, answers 404."""


class Conflict(DomainError):
    """The request is well formed and allowed, but the state of things refuses it now (a round still open,
    a list locked, a player already registered)."""


class TooMany(DomainError):
    """The user has too much under way already (a per-user limit); they may try again later."""
