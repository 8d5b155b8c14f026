"""Settings from the environment: the secret key, flags and lists."""

import os
import re
import subprocess
import sys

from scorekeeper import env
from tests import ROOT


def test_a_secret_key_is_made_once_and_kept(tmp_path, monkeypatch):
    monkeypatch.delenv("SECRET_KEY", raising=False)
    path = tmp_path / "var" / "secret_key"
    first = env.secret_key(path)
    assert len(first) >= 50
    assert env.secret_key(path) == first
    assert oct(path.stat().st_mode & 0o777) == "0o600"


def test_the_environment_secret_key_wins(tmp_path, monkeypatch):
    monkeypatch.setenv("SECRET_KEY", "from-the-environment")
    assert env.secret_key(tmp_path / "secret_key") == "from-the-environment"
    assert not (tmp_path / "secret_key").exists()


def test_flags_and_word_lists(monkeypatch):
    monkeypatch.setenv("SOME_FLAG", "1")
    monkeypatch.setenv("SOME_LIST", "a.example, b.example,")
    assert env.flag("SOME_FLAG")
    assert not env.flag("UNSET_FLAG")
    assert env.flag("UNSET_FLAG", True)
    assert env.words("SOME_LIST", "") == ["a.example", "b.example"]


def settings_in_a_fresh_process(tmp_path, **environ) -> str:
    code = (
        "from django.conf import settings as s;"
        "print(s.DEBUG, s.ALLOWED_HOSTS, s.DATABASES['default']['ENGINE'], s.SECRET_KEY != '')"
    )
    base = {k: v for k, v in os.environ.items() if k not in {"DEBUG", "DATABASE_URL", "ALLOWED_HOSTS", "SECRET_KEY"}}
    result = subprocess.run(
        [sys.executable, "-c", f"import django; django.setup(); {code}"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**base, "DJANGO_SETTINGS_MODULE": "scorekeeper.settings", "MELD_DATA_DIR": str(tmp_path), **environ},
        check=True,
    )
    return result.stdout.strip()


def test_safe_defaults_debug_off_localhost_and_sqlite(tmp_path):
    out = settings_in_a_fresh_process(tmp_path)
    assert out == "False ['localhost', '127.0.0.1', '[::1]'] django.db.backends.sqlite3 True"
    assert (tmp_path / "secret_key").exists()


def test_the_environment_turns_on_debug_hosts_and_postgresql(tmp_path):
    out = settings_in_a_fresh_process(
        tmp_path, DEBUG="1", ALLOWED_HOSTS="meld.example", DATABASE_URL="postgres://u@db.example/meld"
    )
    assert out == "True ['meld.example'] scorekeeper.postgresql True"


def settings_values(tmp_path, expression: str, **environ) -> str:
    base = {
        k: v
        for k, v in os.environ.items()
        if k not in {"DEBUG", "DATABASE_URL", "HTTPS", "SECRET_KEY"} and not k.startswith("DB_")
    }
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            f"import django; django.setup(); from django.conf import settings as s; print({expression})",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**base, "DJANGO_SETTINGS_MODULE": "scorekeeper.settings", "MELD_DATA_DIR": str(tmp_path), **environ},
        check=True,
    )
    return result.stdout.strip()


def test_https_turns_on_a_year_of_hsts_and_secure_cookies(tmp_path):
    expression = "s.SECURE_HSTS_SECONDS, s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE, s.SECURE_SSL_REDIRECT"
    assert settings_values(tmp_path, expression, HTTPS="1") == "31536000 True True True"
    assert settings_values(tmp_path, "s.SECURE_HSTS_SECONDS") == "0"


def test_postgresql_gives_up_connecting_and_on_slow_statements(tmp_path):
    url = "postgres://u@db.example/meld?sslmode=require"
    options = settings_values(tmp_path, "s.DATABASES['default']['OPTIONS']", DATABASE_URL=url)
    assert options == (
        "{'sslmode': 'require', 'connect_timeout': 3, 'options': '-c statement_timeout=3500', "
        "'tcp_user_timeout': 4000, 'keepalives': 1, 'keepalives_idle': 10, 'keepalives_interval': 2, "
        "'keepalives_count': 3}"
    )
    assert settings_values(tmp_path, "s.DATABASES['default']['READ_TIMEOUT']", DATABASE_URL=url) == "4.0"
    changed = settings_values(
        tmp_path,
        "s.DATABASES['default']['OPTIONS']",
        DATABASE_URL=url,
        DB_CONNECT_TIMEOUT="7",
        DB_STATEMENT_TIMEOUT="0",
        DB_READ_TIMEOUT="0",
    )
    assert changed == (
        "{'sslmode': 'require', 'connect_timeout': 7, 'keepalives': 1, 'keepalives_idle': 10, "
        "'keepalives_interval': 2, 'keepalives_count': 3}"
    )


# The environment of docs/production.md ("The environment"), as a deployment sets it.
PRODUCTION = {
    "DATABASE_URL": "postgres://meld:secret@db.internal:5432/meld",
    "SECRET_KEY": "a secret key of fifty characters or more, as random as they come",
    "ALLOWED_HOSTS": "meld.example",
    "CSRF_TRUSTED_ORIGINS": "https://meld.example",
    "HTTPS": "1",
    "PROXIES": "1",
    "EMAIL_HOST": "smtp.internal",
    "EMAIL_HOST_USER": "meld",
    "EMAIL_HOST_PASSWORD": "secret",
    "DEFAULT_FROM_EMAIL": "meld@meld.example",
}


def check_deploy(tmp_path, **environ) -> subprocess.CompletedProcess[str]:
    # Not the test run's own: the browser tests set DJANGO_ALLOW_ASYNC_UNSAFE, which no deployment has.
    left_out = {"DEBUG", "DJANGO_ALLOW_ASYNC_UNSAFE", *PRODUCTION}
    base = {key: value for key, value in os.environ.items() if key not in left_out and not key.startswith("DB_")}
    return subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**base, "DJANGO_SETTINGS_MODULE": "scorekeeper.settings", "MELD_DATA_DIR": str(tmp_path), **environ},
    )


def test_the_documented_production_settings_pass_check_deploy(tmp_path):
    # Issue 25: the console mail backend failed it (mail.E001) unless EMAIL_HOST was set.
    result = check_deploy(tmp_path, **PRODUCTION)
    assert result.returncode == 0, result.stderr
    # Only the two HSTS warnings docs/production.md explains (they bind every subdomain and the preload list).
    assert sorted(set(re.findall(r"\(([a-z]+\.[EW]\d+)\)", result.stderr))) == ["security.W005", "security.W021"]
    for variable in PRODUCTION:
        assert f"`{variable}`" in (ROOT / "docs" / "production.md").read_text()


def test_with_the_two_hsts_flags_check_deploy_finds_nothing(tmp_path):
    result = check_deploy(tmp_path, **PRODUCTION, SECURE_HSTS_INCLUDE_SUBDOMAINS="1", SECURE_HSTS_PRELOAD="1")
    assert result.returncode == 0 and "no issues" in result.stdout, result.stderr


def test_without_a_mail_server_check_deploy_says_the_reset_mail_would_not_go(tmp_path):
    result = check_deploy(tmp_path, **{key: value for key, value in PRODUCTION.items() if key != "EMAIL_HOST"})
    assert result.returncode != 0 and "mail.E001" in result.stderr
