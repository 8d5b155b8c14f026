"""The pages render under the production static storage: whitenoise's manifest, filled by
`collectstatic`. A template naming a static file the manifest lacks fails here, not on a server."""

import re

import pytest
from django.conf import settings
from django.core.management import call_command
from django.templatetags.static import static
from django.test import override_settings

from scorekeeper.settings import STORAGES as PRODUCTION_STORAGES

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def collected(tmp_path_factory):
    root = tmp_path_factory.mktemp("staticfiles")
    with override_settings(STORAGES=PRODUCTION_STORAGES, STATIC_ROOT=root):
        call_command("collectstatic", "--noinput", verbosity=0)
    return root


def test_the_tests_run_without_the_manifest_and_production_with_it():
    assert "Manifest" in PRODUCTION_STORAGES["staticfiles"]["BACKEND"]
    assert "Manifest" not in settings.STORAGES["staticfiles"]["BACKEND"]


def test_every_kind_of_page_renders_with_hashed_static_names(client, game, collected):
    pages = ["/", "/new/", f"/g/{game.slug}/", f"/g/{game.slug}/deal/", "/rules/", "/rules/samba/"]
    pages += ["/ja/rules/hand-and-foot/", "/glossary/", "/accounts/login/", "/leagues/new/", "/no-such-page/"]
    with override_settings(STORAGES=PRODUCTION_STORAGES, STATIC_ROOT=collected, DEBUG=False):
        for page in pages:
            response = client.get(page, follow=True)
            assert response.status_code in (200, 404), page
            names = re.findall(r"/static/([\w/.-]+\.(?:css|js|svg|webmanifest))", response.text)
            assert names, page
            # css/meld.css becomes css/meld.<hash>.css
            assert all(re.search(r"\.[0-9a-f]{12}\.\w+$", name) for name in names), (page, names)
            for name in names:
                assert (collected / name).is_file(), name


def test_a_file_missing_from_the_manifest_fails_the_page(collected):
    with override_settings(STORAGES=PRODUCTION_STORAGES, STATIC_ROOT=collected):
        with pytest.raises(ValueError, match="Missing staticfiles manifest entry"):
            static("css/no-such-file.css")
