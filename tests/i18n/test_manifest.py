"""The web app manifest speaks the page's language: installed from a Japanese page, the app opens in Japanese."""

import json
import re

import pytest
from django.utils.translation import override

from rules.catalog import FAMILIES

pytestmark = pytest.mark.django_db


def linked_manifest(client, page: str) -> str:
    html = client.get(page).content.decode()
    return re.search(r'<link rel="manifest" href="([^"]+)"', html).group(1)


def test_each_language_links_its_own_manifest(client):
    assert linked_manifest(client, "/") == "/manifest.webmanifest"
    assert linked_manifest(client, "/ja/") == "/ja/manifest.webmanifest"
    assert linked_manifest(client, "/ja/rules/") == "/ja/manifest.webmanifest"


def test_the_japanese_manifest_opens_the_japanese_app(client):
    response = client.get("/ja/manifest.webmanifest")
    assert response["Content-Type"] == "application/manifest+json"
    manifest = json.loads(response.content)
    assert manifest["start_url"] == "/ja/" and manifest["scope"] == "/ja/" and manifest["lang"] == "ja"
    assert manifest["short_name"] == "Meld"
    assert re.search(r"[\u3040-\u30ff]", manifest["name"])
    with override("ja"):
        names = [str(family.name) for family in FAMILIES]
    assert "カナスタ" in names and all(name in manifest["description"] for name in names), manifest["description"]
    assert manifest["icons"][0]["src"].endswith("icon.svg")


def test_the_english_manifest_opens_at_the_root(client):
    manifest = json.loads(client.get("/manifest.webmanifest").content)
    assert manifest["start_url"] == "/" and manifest["lang"] == "en"
    assert manifest["description"].startswith("Score pad for Canasta, Hand and Foot")
    assert manifest["description"].endswith(", with their rules.")
    assert all(str(family.name) in manifest["description"] for family in FAMILIES)
