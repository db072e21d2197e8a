"""The OpenAPI schema names the lockout's Basic authentication as HTTP Basic (drf-spectacular only knows DRF's own
class, not a subclass), so every operation documents `basicAuth` and the schema generates without a warning."""

from drf_spectacular.extensions import OpenApiAuthenticationExtension


class LockoutBasicScheme(OpenApiAuthenticationExtension):
    target_class = "accounts.lockout.LockoutBasicAuthentication"
    name = "basicAuth"

    def get_security_definition(self, auto_schema):
        return {"type": "http", "scheme": "basic"}
