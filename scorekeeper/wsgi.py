import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "scorekeeper.settings")
django_application = get_wsgi_application()

from .bodies import DrainedBodies  # noqa: E402  (reads the settings, which the line above set up)

# A body a page refused unread is read and dropped once it has answered, so the connection stays usable
# (scorekeeper/bodies.py).
application = DrainedBodies(django_application)
