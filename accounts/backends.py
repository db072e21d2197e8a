"""How a logged-in request finds its user."""

from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend


class UserBackend(ModelBackend):
    """Django's ModelBackend, whose user comes with its profile in the same query: every page reads the
    profile's language (config.i18n), so a logged-in request makes one query for both instead of two."""

    def get_user(self, user_id):
        model = get_user_model()
        try:
            user = model._default_manager.select_related("profile").get(pk=user_id)
        except model.DoesNotExist:
            return None
        return user if self.user_can_authenticate(user) else None
