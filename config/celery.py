import os

from celery import Celery

from .health_worker import HeartbeatStep

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("arbiter")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

# Each worker reports a heartbeat that /healthz reads (config/health_worker.py).
app.steps["consumer"].add(HeartbeatStep)
