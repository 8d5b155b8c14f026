"""Settings for Meld, read from the environment (see README: Configuration)."""

import os
from pathlib import Path
from typing import Any

import dj_database_url
from django.utils.csp import CSP
from django.utils.translation import gettext_lazy as _

from . import env

BASE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = Path(os.environ.get("MELD_DATA_DIR", BASE_DIR / "var"))

DEBUG = env.flag("DEBUG")
# Japanese pages marked where a line may break, between phrases (rules/book/phrases.py); off only to
# measure what it costs (bench/phrases.py).
PHRASE_BREAKS = env.flag("PHRASE_BREAKS", default=True)
SECRET_KEY = env.secret_key(DATA_DIR / "secret_key")
# Old keys still accepted after SECRET_KEY is changed, until the cookies signed with them expire.
SECRET_KEY_FALLBACKS = env.words("SECRET_KEY_FALLBACKS", "")
ALLOWED_HOSTS = env.words("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]")
CSRF_TRUSTED_ORIGINS = env.words("CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "django_htmx",
    "django_tasks_db",
    "rules",
    "scorekeeper",
    "accounts",
    "leagues",
]

MIDDLEWARE = [
    "scorekeeper.middleware.HealthCheckMiddleware",  # first: a load balancer's check passes no other step
    "scorekeeper.middleware.PollMiddleware",  # a live page's poll of something unchanged: 304 from one query
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Pages go out compressed, Brotli where the browser takes it, else gzip (static files are
    # whitenoise's, compressed at collectstatic). Above everything that reads or writes a page's
    # body. BREACH: every page carries a CSRF token, which Django masks afresh on each response,
    # and both encodings are padded with random bytes (docs/production.md, Compression).
    "scorekeeper.compression.CompressionMiddleware",
    # Japanese text marked where a line may break, between phrases (rules/book/phrases.py): before
    # the page is compressed.
    "scorekeeper.middleware.PhrasesMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "scorekeeper.middleware.PagesMiddleware",
]

ROOT_URLCONF = "scorekeeper.urls"
WSGI_APPLICATION = "scorekeeper.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.template.context_processors.csp",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# Each worker keeps its own copies: of pages rendered once (rules/book/rendered.py) and of a
# sheet's deal rows ({% cache %}). Every key names the state it shows, so no worker needs another's.
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "meld-default"},
    "pages": {
        "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
        "LOCATION": "meld-pages",
        "OPTIONS": {"MAX_ENTRIES": 500},  # at most about 20 MB a worker: a deal form is some 40 KB
    },
}

# Work done outside a request (a league's ratings replayed after a correction: leagues/services/results.py) is
# queued in the database and run by `manage.py ratings_worker`, which `make serve` starts beside
# gunicorn (docs/production.md, The worker).
TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}

DATABASES: dict[str, dict[str, Any]] = {
    "default": dict(
        dj_database_url.config(
            default=f"sqlite:///{DATA_DIR / 'meld.sqlite3'}",
            conn_max_age=int(os.environ.get("CONN_MAX_AGE", "60")),
            conn_health_checks=True,
        )
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Gunicorn runs several workers: take the write lock when a transaction
    # starts and wait for it, rather than failing with "database is locked".
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    }
elif DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # A database that is down or hangs must not hang the workers: give up connecting
    # after DB_CONNECT_TIMEOUT seconds (then not again for a moment: scorekeeper/postgresql)
    # and on any statement after DB_STATEMENT_TIMEOUT milliseconds (0: none, e.g. behind
    # a pooler that takes no options); the page then answers 503
    # (scorekeeper/views/errors.py). docs/production.md.
    # An open connection whose database stops answering (a stuck server, a silent network) is cut
    # after DB_READ_TIMEOUT milliseconds (scorekeeper/postgresql/watchdog.py, and the kernel's
    # tcp_user_timeout and keepalives for a network that drops packets): 503 within 5 seconds.
    DATABASES["default"]["ENGINE"] = "scorekeeper.postgresql"
    options = DATABASES["default"].setdefault("OPTIONS", {})
    options.setdefault("connect_timeout", env.number("DB_CONNECT_TIMEOUT", 3))
    if statement_timeout := env.number("DB_STATEMENT_TIMEOUT", 3_500):
        options["options"] = f"{options.get('options', '')} -c statement_timeout={statement_timeout}".strip()
    if read_timeout := env.number("DB_READ_TIMEOUT", 4_000):
        DATABASES["default"]["READ_TIMEOUT"] = read_timeout / 1000
        options.setdefault("tcp_user_timeout", read_timeout)
    options.update({"keepalives": 1, "keepalives_idle": 10, "keepalives_interval": 2, "keepalives_count": 3})
    # Query sets read in chunks (.iterator()) fetch from the client's copy, so every read of the
    # socket is one of the bounded ones (and a pooler in transaction mode works: docs/production.md).
    DATABASES["default"]["DISABLE_SERVER_SIDE_CURSORS"] = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("ja", _("Japanese"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
USE_I18N = True
# English pages live at /, Japanese ones under /ja/ (scorekeeper/urls.py); the
# path alone picks the language. Scores are grouped "1,500" in both languages.
USE_THOUSAND_SEPARATOR = True
USE_TZ = True
TIME_ZONE = os.environ.get("TIME_ZONE", "UTC")

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "scorekeeper.staticstorage.ManifestStorageWithoutComments"},
}

# Accounts (Django's auth), for leagues: a game is still kept without one.
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": f"django.contrib.auth.password_validation.{name}"}
    for name in (
        "UserAttributeSimilarityValidator",
        "MinimumLengthValidator",
        "CommonPasswordValidator",
        "NumericPasswordValidator",
    )
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "leagues"
LOGOUT_REDIRECT_URL = "home"
# Password-reset mail: printed on the console unless EMAIL_HOST names an SMTP server.
if email_host := os.environ.get("EMAIL_HOST"):
    smtp = {
        "host": email_host,
        "port": int(os.environ.get("EMAIL_PORT", "587")),
        "username": os.environ.get("EMAIL_HOST_USER", ""),
        "password": os.environ.get("EMAIL_HOST_PASSWORD", ""),
        "use_tls": env.flag("EMAIL_USE_TLS", True),
    }
    MAILERS = {"default": {"BACKEND": "django.core.mail.backends.smtp.EmailBackend", "OPTIONS": smtp}}
else:
    MAILERS = {"default": {"BACKEND": "django.core.mail.backends.console.EmailBackend"}}
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "meld@localhost")

# A game file is small; refuse anything that could not be one.
DATA_UPLOAD_MAX_MEMORY_SIZE = 2 * 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = 2 * 1024 * 1024

SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF, CSP.NONCE],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "manifest-src": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
    "base-uri": [CSP.NONE],
}
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"

# Behind HTTPS (HTTPS=1): secure cookies, HSTS and the proxy's scheme header.
if env.flag("HTTPS"):
    SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = True
    SECURE_SSL_REDIRECT = env.flag("SECURE_SSL_REDIRECT", True)
    SECURE_HSTS_SECONDS = env.number("SECURE_HSTS_SECONDS", 365 * 24 * 3600)  # a year
    # Off unless asked: they bind every subdomain of the name to HTTPS, and the browsers' preload list
    # for good (docs/production.md says why `check --deploy` warns of them).
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env.flag("SECURE_HSTS_INCLUDE_SUBDOMAINS")
    SECURE_HSTS_PRELOAD = env.flag("SECURE_HSTS_PRELOAD")
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

# Sessions and messages live in cookies: reading a score sheet costs no session
# query, and the "undo" of a deleted deal travels with the browser. The session
# cookie is signed and encrypted (it lists the games' links), and a signed-in
# session also names a login kept on the server, which logging out ends.
SESSION_ENGINE = "scorekeeper.sessions"
MESSAGE_STORAGE = "django.contrib.messages.storage.cookie.CookieStorage"

# Signing in (the admin): wrong passwords lock an account or an address for a
# while (scorekeeper/services/logins.py). Behind reverse proxies, PROXIES says
# how many add to X-Forwarded-For, to find the client's own address.
AUTHENTICATION_BACKENDS = ["scorekeeper.logins.ThrottledBackend"]
PROXIES = env.number("PROXIES", 0)

# Error pages of ours: no inline style, nothing that needs the database.
CSRF_FAILURE_VIEW = "scorekeeper.views.errors.csrf_failure"

# Uploads: no more of a file is kept than a game file can be (scorekeeper/forms/uploads.py).
FILE_UPLOAD_HANDLERS = [
    "scorekeeper.forms.uploads.LimitedUploadHandler",
    "django.core.files.uploadhandler.MemoryFileUploadHandler",
    "django.core.files.uploadhandler.TemporaryFileUploadHandler",
]

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}
