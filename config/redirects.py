"""The one reading of a `next` parameter: where a form sends the user back after its action. Only a path on
this site is followed (Django's url_has_allowed_host_and_scheme, and a leading "/"): an address elsewhere is
an open redirect and a bare word ("x") is no page, so either falls back to the page's own default."""

from django.utils.http import url_has_allowed_host_and_scheme


def safe_next(request, default, field="next"):
    """`field` of the request's POST (else its query string) when it is a path on this site, else `default`."""
    target = request.POST.get(field) or request.GET.get(field) or ""
    if is_safe(request, target):
        return target
    return default


def is_safe(request, target):
    if not target.startswith("/") or target.startswith("//") or "\\" in target:
        return False
    hosts = {request.get_host()}
    return url_has_allowed_host_and_scheme(target, allowed_hosts=hosts, require_https=request.is_secure())
