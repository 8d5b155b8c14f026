"""The service worker at /sw.js and the offline page it shows."""

import json
import re

import pytest
from django.conf import settings
from django.test import override_settings
from django.urls import reverse
from django.utils import translation

from scorekeeper.middleware import HEALTH_PATH
from scorekeeper.views import offline

STATIC = settings.BASE_DIR / "static"


def worker_config(body: str) -> dict:
    return json.loads(re.search(r"const CONFIG = (\{.*\});", body).group(1))


def test_the_worker_is_served_from_the_root_as_javascript_for_every_page(client):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert response["Service-Worker-Allowed"] == "/"
    assert "no-cache" in response["Cache-Control"]


def test_the_worker_keeps_the_shell_and_the_rule_book_in_both_languages(client):
    config = worker_config(client.get("/sw.js").content.decode())
    assert "/static/css/meld.css" in config["shell"]
    assert "/static/js/deal.js" in config["shell"] and "/static/css/book.css" in config["shell"]
    assert {"/rules/classic-canasta/", "/ja/rules/classic-canasta/", "/rules/", "/ja/rules/"} <= set(config["pages"])
    assert config["offline"] == {"en": "/offline/", "ja": "/ja/offline/"}


def test_the_shell_holds_every_stylesheet_and_script_of_ours(client):
    shell = set(worker_config(client.get("/sw.js").content.decode())["shell"])
    ours = [path.relative_to(STATIC).as_posix() for path in [*STATIC.glob("css/*.css"), *STATIC.glob("js/*.js")]]
    assert len(ours) > 2
    assert [name for name in ours if f"/static/{name}" not in shell] == []


def test_a_release_that_changes_a_shell_file_gets_a_new_cache_name(monkeypatch):
    before = offline._version(offline.worker_config())
    monkeypatch.setattr(offline, "SHELL", (*offline.SHELL[:-1], "django_htmx/htmx-2.js"))
    assert offline._version(offline.worker_config()) != before


@override_settings(DEBUG=True)
def test_the_cache_is_named_from_the_version(client):
    body = client.get("/sw.js").content.decode()
    assert re.search(r'const CACHE = "meld-[0-9a-f]{12}";', body)


@pytest.mark.parametrize(("path", "heading"), [("/offline/", "No signal"), ("/ja/offline/", "電波がありません")])
def test_the_offline_page_is_translated(client, path, heading):
    response = client.get(path)
    assert response.status_code == 200
    assert f"<h1>{heading}</h1>" in response.content.decode()


def test_every_page_loads_the_offline_script_with_its_texts(client):
    body = client.get("/ja/").content.decode()
    assert 'src="/static/js/meld.js" data-worker="/sw.js" data-no-signal="' in body
    assert "deal.js" not in body and "data-stale-text" not in body


def test_the_deal_form_loads_its_script_with_the_no_signal_texts(client, game):
    body = client.get(f"/ja/g/{game.slug}/deal/").content.decode()
    assert '<script src="/static/js/deal.js" defer></script>' in body
    assert 'data-stale-text="更新されていません' in body and 'data-unsent-text="' in body


def test_the_worker_finds_the_static_files_under_their_url(client):
    assert worker_config(client.get("/sw.js").content.decode())["static"] == "/static/"


def test_the_worker_never_keeps_the_admin_the_account_pages_the_language_switch_or_the_health_check(client):
    never = worker_config(client.get("/sw.js").content.decode())["never"]
    with translation.override("ja"):
        japanese_login = reverse("login")
    private = [reverse("admin:index"), reverse("login"), japanese_login, reverse("set_language"), HEALTH_PATH]
    assert [url for url in private if not any(url.startswith(prefix) for prefix in never)] == []
    assert not any(url.startswith(prefix) for prefix in never for url in ["/", "/rules/", "/ja/rules/", "/offline/"])


def test_logging_out_in_either_language_drops_the_accounts_kept_pages(client):
    config = worker_config(client.get("/sw.js").content.decode())
    assert config["logout"] == ["/accounts/logout/", "/ja/accounts/logout/"]


def test_a_page_of_no_language_prefix_gets_the_english_offline_page(client):
    config = worker_config(client.get("/sw.js").content.decode())
    assert config["offline"][config["language"]] == "/offline/"


@override_settings(DEBUG=True)
def test_a_release_that_changes_the_workers_lists_gets_a_new_cache_name(client, monkeypatch):
    def cache_name() -> str:
        return re.search(r'const CACHE = "(meld-[0-9a-f]{12})";', client.get("/sw.js").content.decode()).group(1)

    before = cache_name()
    lists = offline.worker_config()
    monkeypatch.setattr(offline, "worker_config", lambda: {**lists, "pages": [*lists["pages"], "/rules/new-game/"]})
    assert cache_name() != before
