"""Sessions logged in before accounts.backends.UserBackend name Django's ModelBackend, which is no longer in
AUTHENTICATION_BACKENDS, so Django would log their users out. Every live session naming it is moved over."""

from django.contrib.sessions.backends.db import SessionStore
from django.db import migrations
from django.utils import timezone

OLD = "django.contrib.auth.backends.ModelBackend"
NEW = "accounts.backends.UserBackend"
BACKEND_KEY = "_auth_user_backend"  # django.contrib.auth.BACKEND_SESSION_KEY, fixed by Django's sessions


def rename_backend(old, new):
    def run(apps, schema_editor):
        session_model = apps.get_model("sessions", "Session")
        store = SessionStore()  # it signs with SECRET_KEY: its codec, not the historical model, reads the blobs
        for session in session_model.objects.filter(expire_date__gt=timezone.now()).iterator():
            data = store.decode(session.session_data)  # a blob it cannot read decodes to {} and is left alone
            if data.get(BACKEND_KEY) == old:
                data[BACKEND_KEY] = new
                session.session_data = store.encode(data)
                session.save(update_fields=["session_data"])

    return run


class Migration(migrations.Migration):
    dependencies = [("accounts", "0001_profile"), ("sessions", "0001_initial")]

    operations = [migrations.RunPython(rename_backend(OLD, NEW), rename_backend(NEW, OLD))]
