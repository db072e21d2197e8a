from django.shortcuts import get_object_or_404

from config.roles import may_review_all_adjudications, not_found_or_login

from .models import Adjudication


def user_reviews_all(user):
    """Judges and organisers review every adjudication; anyone else sees only their own."""
    return may_review_all_adjudications(user)


def adjudication_list_visible(*, user):
    if not user.is_authenticated:
        return Adjudication.objects.none()
    queryset = Adjudication.objects.select_related("game", "requested_by")
    return queryset if user_reviews_all(user) else queryset.filter(requested_by=user)


def adjudication_get_visible(*, user, adjudication_id):
    """The adjudication, or 404 for anyone who may not see it (not 403: its existence stays private)."""
    if not user.is_authenticated and Adjudication.objects.filter(pk=adjudication_id).exists():
        raise not_found_or_login(user, "No such adjudication")
    return get_object_or_404(adjudication_list_visible(user=user), pk=adjudication_id)
