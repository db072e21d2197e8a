"""The OpenAPI schema says what the API does (drf-spectacular postprocessing hook).

Every operation can answer with the errors the site gives any request before or around its view: 400
(a NUL byte, JSON nested too deep, a field the view refuses), 401/403 (authentication, permissions), 404,
405, 406, 413 (a body over the limit, from Content-Length), 415 (a body of another media type) and 429
(login throttling). Listing them here, once, keeps each view's own schema about its own answers.
"""

ERROR_SCHEMA = {
    "type": "object",
    "description": "What went wrong: `error` or `detail` says it, field errors are keyed by field.",
    "additionalProperties": True,
}
ERRORS = {
    "400": "The request is malformed or a field is refused; the body names the field.",
    "401": "Authentication is required or failed.",
    "403": "Not allowed for this user.",
    "404": "No such object, or not visible to this user.",
    "405": "The method is not allowed here.",
    "406": "No representation in the media types the request accepts.",
    "413": "The body is larger than this endpoint accepts.",
    "415": "The body's media type is not accepted.",
    "429": "Too many at once: failed logins from this address for this user name, or the user's bulk jobs under way.",
}
WITH_BODY = {"post", "put", "patch"}
# An event refuses a write its state does not allow yet or any more (registered twice, lists locked,
# results missing, a second result, nothing paired yet): 409, on every write of the tournaments API.
CONFLICT = ("/api/tournaments/", "Not now: the event's state refuses it; `error` says why.")
# drf-spectacular makes every field of a PATCH body optional; these stay required there too.
REQUIRED_ON_PATCH = {"PatchedDeckUpdateRequest": ["revision"]}
# Bodies that need one field of a set: a deck to validate is a decklist or sections of codes.
ONE_OF_FIELDS = {"DeckValidateRequest": ["decklist", "leader", "main", "extra", "side", "personality"]}


def add_error_responses(result, generator, request, public):
    components = result.setdefault("components", {}).setdefault("schemas", {})
    components["Error"] = ERROR_SCHEMA
    for name, required in REQUIRED_ON_PATCH.items():
        if name in components:
            components[name]["required"] = sorted({*components[name].get("required", []), *required})
    for name, fields in ONE_OF_FIELDS.items():
        if name in components:
            components[name]["anyOf"] = [{"required": [field]} for field in fields]
    ref = {"$ref": "#/components/schemas/Error"}
    for path, operations in result.get("paths", {}).items():
        for method, operation in operations.items():
            responses = operation.setdefault("responses", {})
            if path.startswith(CONFLICT[0]) and method in WITH_BODY:
                responses.setdefault(
                    "409", {"description": CONFLICT[1], "content": {"application/json": {"schema": ref}}}
                )
            for status, description in ERRORS.items():
                if status == "415" and method not in WITH_BODY:
                    continue
                responses.setdefault(
                    status, {"description": description, "content": {"application/json": {"schema": ref}}}
                )
    return result


REF = "#/components/schemas/"


def name_request_components(result, generator, request, public):
    """COMPONENT_SPLIT_REQUEST gives each request body a component of its own, named after its serializer plus
    "Request": a serializer already called SomethingRequest would become SomethingRequestRequest. Those lose
    the doubled suffix (when the shorter name is free), and every reference follows."""
    components = result.get("components", {}).get("schemas", {})
    renames = {
        name: name.removesuffix("Request")
        for name in components
        if name.endswith("RequestRequest") and name.removesuffix("Request") not in components
    }
    for old, new in renames.items():
        components[new] = components.pop(old)

    def follow(node):
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith(REF) and ref[len(REF) :] in renames:
                node["$ref"] = REF + renames[ref[len(REF) :]]
            for value in node.values():
                follow(value)
        elif isinstance(node, list):
            for value in node:
                follow(value)

    follow(result)
    return result
