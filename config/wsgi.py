import os

from django.core.wsgi import get_wsgi_application

from config import longlived

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_wsgi_application()
longlived.keep_for_good()  # what the process loaded to start lives as long as it does (config/longlived.py)
