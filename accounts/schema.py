"""The API schema's word for the login lockout's Basic auth: the same HTTP Basic scheme as DRF's (drf-spectacular
only knows DRF's own class, and warns about a subclass). Imported when the app is ready."""

from drf_spectacular.authentication import BasicScheme


class LockoutBasicScheme(BasicScheme):
    target_class = "accounts.lockout.LockoutBasicAuthentication"
