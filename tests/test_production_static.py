"""The pages render under the production static storage: whitenoise's manifest, filled by
`collectstatic`. A template naming a static file the manifest lacks fails here, not on a server."""

import re

import pytest
from django.conf import settings
from django.templatetags.static import static
from django.test import override_settings

from scorekeeper.settings import STORAGES as PRODUCTION_STORAGES
from scorekeeper.views import offline

pytestmark = pytest.mark.django_db


def test_the_tests_run_without_the_manifest_and_production_with_it():
    assert "Manifest" in PRODUCTION_STORAGES["staticfiles"]["BACKEND"]
    assert "Manifest" not in settings.STORAGES["staticfiles"]["BACKEND"]


def test_every_kind_of_page_renders_with_hashed_static_names(client, game, collected_static):
    pages = ["/", "/new/", f"/g/{game.slug}/", f"/g/{game.slug}/deal/", "/rules/", "/rules/samba/"]
    pages += ["/ja/rules/hand-and-foot/", "/glossary/", "/accounts/login/", "/leagues/new/", "/no-such-page/"]
    with override_settings(STORAGES=PRODUCTION_STORAGES, STATIC_ROOT=collected_static, DEBUG=False):
        for page in pages:
            response = client.get(page, follow=True)
            assert response.status_code in (200, 404), page
            names = re.findall(r"/static/([\w/.-]+\.(?:css|js|svg|webmanifest))", response.text)
            assert names, page
            # css/meld.css becomes css/meld.<hash>.css
            assert all(re.search(r"\.[0-9a-f]{12}\.\w+$", name) for name in names), (page, names)
            for name in names:
                assert (collected_static / name).is_file(), name


def test_a_file_missing_from_the_manifest_fails_the_page(collected_static):
    with override_settings(STORAGES=PRODUCTION_STORAGES, STATIC_ROOT=collected_static):
        with pytest.raises(ValueError, match="Missing staticfiles manifest entry"):
            static("css/no-such-file.css")


def test_the_service_worker_and_the_manifest_name_hashed_static_files(client, collected_static):
    """What the worker keeps (its shell) and the manifest's icon are the addresses the pages use."""
    offline._released_worker_source.cache_clear()  # kept once per process: this test's storage
    with override_settings(STORAGES=PRODUCTION_STORAGES, STATIC_ROOT=collected_static, DEBUG=False):
        worker = client.get("/sw.js").text
        manifest = client.get("/manifest.webmanifest").json()
    offline._released_worker_source.cache_clear()
    shell = re.findall(r"/static/([\w/.-]+)", worker)
    assert "css/meld.css" not in shell and any(name.startswith("css/meld.") for name in shell)
    hashed = [name for name in shell if re.search(r"\.[0-9a-f]{12}\.\w+$", name)]
    assert hashed == shell and all((collected_static / name).is_file() for name in shell), shell
    icon = manifest["icons"][0]["src"].removeprefix("/static/")
    assert re.search(r"^icon\.[0-9a-f]{12}\.svg$", icon) and (collected_static / icon).is_file()
