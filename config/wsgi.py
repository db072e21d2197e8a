import gc
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_wsgi_application()
# What the process loaded to start (Django, the apps, their modules: 140,000 objects) lives as long as it does: kept
# out of the garbage collector's sight, a full collection walks what requests make, not all of that each time.
gc.freeze()
