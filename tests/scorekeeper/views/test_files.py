"""The import page's limits: a file over 1 MB is refused by its size, without being kept or parsed
(scorekeeper/forms/uploads.py, forms/files.py), and pasted JSON likewise."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from scorekeeper.forms import uploads
from scorekeeper.models import Game
from scorekeeper.services.exchange import MAX_FILE_BYTES
from tests.scorekeeper.services.test_exchange import EXAMPLE

pytestmark = pytest.mark.django_db


def upload(client, content: bytes):
    return client.post(reverse("import_game"), {"file": SimpleUploadedFile("game.json", content)})


def test_a_file_up_to_the_limit_is_imported(client):
    text = json.dumps(EXAMPLE).encode()
    padded = text[:-1] + b" " * (MAX_FILE_BYTES - len(text)) + b"}"
    assert len(padded) == MAX_FILE_BYTES
    assert upload(client, padded).status_code == 302
    assert Game.objects.count() == 1


@pytest.mark.parametrize("size", [MAX_FILE_BYTES + 1, 20 * MAX_FILE_BYTES])
def test_a_bigger_file_is_refused_by_its_size_and_nothing_is_kept(client, monkeypatch, size):
    kept = []
    real = uploads.LimitedUploadHandler.receive_data_chunk

    def passed_on(self, raw_data, start):
        chunk = real(self, raw_data, start)
        kept.append(len(chunk or b""))
        return chunk

    monkeypatch.setattr(uploads.LimitedUploadHandler, "receive_data_chunk", passed_on)
    response = upload(client, b" " * size)
    assert response.status_code == 200
    html = response.content.decode()
    assert "Nothing was imported" in html and "A game file is at most 1.0\xa0MB" in html
    assert sum(kept) <= MAX_FILE_BYTES  # the rest was read past, never stored
    assert not Game.objects.exists()


def test_pasted_json_over_the_limit_is_refused_with_a_message(client):
    response = client.post(reverse("import_game"), {"text": '{"notes": "' + "n" * MAX_FILE_BYTES + '"}'})
    assert response.status_code == 200
    assert "A game file is at most 1.0\xa0MB" in response.content.decode()
    assert not Game.objects.exists()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 100_000, "The file nests lists and objects deeper than a game file does."),
        ('{"notes": ' + "1" * 5000 + "}", "The file holds a number far too long to be a score."),
    ],
)
def test_hostile_json_gets_a_message_never_a_500(client, text, message):
    response = client.post(reverse("import_game"), {"text": text})
    assert response.status_code == 200
    assert message in response.content.decode()
