"""The session cookie (scorekeeper/sessions.py): signed and encrypted, so a game's link cannot be read off it."""

import base64
import json
import zlib

import pytest
from django.conf import settings
from django.core import signing
from django.test import override_settings
from django.urls import reverse

from scorekeeper.sessions import EncryptedJSONSerializer, SessionStore
from scorekeeper.views.helpers import RECENT_GAMES

pytestmark = pytest.mark.django_db

SALT = "django.contrib.sessions.backends.signed_cookies"


def session_cookie(client) -> str:
    return client.cookies[settings.SESSION_COOKIE_NAME].value


def every_reading(cookie: str) -> str:
    """Everything one can read off a cookie without the server's key: its parts as text, base64-decoded, unzipped."""
    readings = [cookie]
    for part in cookie.split(":"):
        padded = part.lstrip(".") + "=" * (-len(part.lstrip(".")) % 4)
        try:
            raw = base64.urlsafe_b64decode(padded)
        except ValueError:
            continue
        readings.append(raw.decode("latin-1"))
        for start in range(len(raw)):
            try:
                readings.append(zlib.decompress(raw[start:]).decode("latin-1"))
            except zlib.error:
                continue
    return "\n".join(readings)


def test_the_recent_games_in_the_cookie_cannot_be_read(client, make_game):
    games = [make_game() for _ in range(3)]
    for game in games:
        assert client.get(game.get_absolute_url()).status_code == 200
    cookie = session_cookie(client)
    readable = every_reading(cookie)
    for game in games:
        assert game.slug not in readable
    # The server reads it back: the home page lists them.
    home = client.get(reverse("home")).content.decode()
    assert all(game.slug in home for game in games)


def test_a_changed_cookie_is_an_empty_session_not_an_error(client, make_game):
    game = make_game()
    client.get(game.get_absolute_url())
    cookie = session_cookie(client)
    client.cookies[settings.SESSION_COOKIE_NAME] = cookie[:-3] + ("AAA" if not cookie.endswith("AAA") else "BBB")
    response = client.get(reverse("home"))
    assert response.status_code == 200
    assert game.slug not in response.content.decode()


def test_a_cookie_from_before_encryption_is_still_read_and_then_written_encrypted(client, make_game):
    game = make_game()
    old = signing.dumps({"recent_games": [game.slug]}, compress=True, salt=SALT, serializer=signing.JSONSerializer)
    client.cookies[settings.SESSION_COOKIE_NAME] = old
    assert game.slug in client.get(reverse("home")).content.decode()
    client.get(game.get_absolute_url())  # writes the session again
    assert game.slug not in every_reading(session_cookie(client))


def test_a_cookie_made_with_another_key_is_not_read():
    sealed = EncryptedJSONSerializer().dumps({"recent_games": ["abc"]})
    with override_settings(SECRET_KEY="another key entirely, fifty characters or more of it"):
        with pytest.raises(signing.BadSignature):
            EncryptedJSONSerializer().loads(sealed)


def test_an_old_key_still_opens_the_cookie_after_the_key_is_changed():
    sealed = EncryptedJSONSerializer().dumps({"recent_games": ["abc"]})
    with override_settings(
        SECRET_KEY="the new key, long enough to be a real one, really", SECRET_KEY_FALLBACKS=[settings.SECRET_KEY]
    ):
        assert EncryptedJSONSerializer().loads(sealed) == {"recent_games": ["abc"]}


def test_a_full_session_still_fits_in_a_cookie():
    """Twenty recent games, twenty saved house rules and the undo of a deal of six sides with adjustments."""
    store = SessionStore()
    store["recent_games"] = ["x" * 16] * RECENT_GAMES
    store["saved_house_rules"] = ["y" * 16] * 20
    tally = {"natural_canastas": 3, "mixed_canastas": 2, "red_threes": 4, "went_out": True, "melded_points": 1180}
    tally["adjustments"] = [{"points": -100000, "reason": "r" * 60}] * 10
    store["undo_delete"] = {"game": "z" * 16, "number": 12, "tallies": [tally] * 6}
    store.save()
    assert len(store.session_key) < 4000


def test_what_is_stored_comes_back_as_it_was():
    data = {"recent_games": ["a", "b"], "n": 3, "nested": {"x": [1, None, True]}, "text": "日本語"}
    serializer = EncryptedJSONSerializer()
    sealed = serializer.dumps(data)
    assert json.dumps(data).encode() not in sealed
    assert serializer.loads(sealed) == data
