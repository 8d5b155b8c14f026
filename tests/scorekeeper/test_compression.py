"""Pages compressed on their way out: Brotli where the browser takes it, gzip otherwise (scorekeeper/compression.py)."""

import gzip

import brotli
import pytest

pytestmark = pytest.mark.django_db

PAGE_WITH_A_FORM = "/new/"  # a whole page with a CSRF token


def test_a_page_goes_out_as_brotli_when_the_browser_takes_it(client):
    response = client.get(PAGE_WITH_A_FORM, HTTP_ACCEPT_ENCODING="gzip, deflate, br, zstd")
    assert response["Content-Encoding"] == "br"
    assert "Accept-Encoding" in response["Vary"]
    page = brotli.decompress(response.content).decode()
    assert page.lower().startswith("<!doctype html>")
    assert "Start the game" in page
    assert int(response["Content-Length"]) == len(response.content)


def test_brotli_is_smaller_than_gzip_for_the_same_page(client):
    as_brotli = client.get(PAGE_WITH_A_FORM, HTTP_ACCEPT_ENCODING="br").content
    as_gzip = client.get(PAGE_WITH_A_FORM, HTTP_ACCEPT_ENCODING="gzip").content
    assert len(as_brotli) < len(as_gzip)


def test_a_page_sent_as_brotli_ends_with_padding_of_random_length_against_breach(client):
    pages = [brotli.decompress(client.get("/", HTTP_ACCEPT_ENCODING="br").content).decode() for _ in range(6)]
    tails = [page[page.rindex("</html>") + len("</html>") :].strip() for page in pages]
    assert all(tail.startswith("<!--") and tail.endswith("-->") and len(tail) > len("<!---->") for tail in tails)
    assert len({len(tail) for tail in tails}) > 1  # all six of one length: 1 in 10^10


def test_a_browser_without_brotli_gets_gzip(client):
    response = client.get(PAGE_WITH_A_FORM, HTTP_ACCEPT_ENCODING="gzip, deflate")
    assert response["Content-Encoding"] == "gzip"
    assert "Start the game" in gzip.decompress(response.content).decode()


def test_a_fragment_and_a_file_are_not_pages_and_go_out_gzipped(client, game):
    for url in (f"/g/{game.slug}/game.json", f"/g/{game.slug}/live/"):
        response = client.get(url, HTTP_ACCEPT_ENCODING="br, gzip", HTTP_HX_REQUEST="true")
        assert response.get("Content-Encoding") in ("gzip", None), url  # None: too short to be worth it
        assert response.get("Content-Encoding") != "br"
