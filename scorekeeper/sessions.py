"""The session engine (settings.SESSION_ENGINE): a cookie the browser can neither read nor change.

Players have no accounts: a browser's session holds its list of recent games,
its saved house rules and the undo of a deleted deal. It travels in a cookie,
so reading a score sheet costs no session query and nothing piles up on the
server. Django signs that cookie; here it is also encrypted (AES-GCM, under a
key derived from SECRET_KEY), because its game links are the games' keys.

A signed-in session (staff) also names a login kept on the server
(services/logins.py): once that is closed by logging out, or has expired, the
session is signed in no more, so a copied cookie opens nothing. While the
database is away that cannot be asked: the request is then not signed in, and
the cookie is left as it was, so the pages that need no database (the rule
book, the glossary) still open, and the login is back with the database.
"""

import json
import os
import zlib
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from django.conf import settings
from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY
from django.contrib.sessions.backends import signed_cookies
from django.core.signing import BadSignature, b64_decode
from django.db import DatabaseError
from django.utils.crypto import salted_hmac

from .services.logins import login_alive

LOGIN_KEY = "_meld_login"  # the session's login on the server, while signed in
AUTH_KEYS = (SESSION_KEY, BACKEND_SESSION_KEY, HASH_SESSION_KEY, LOGIN_KEY)
VERSION = b"\x01"  # the first byte of an encrypted session; plain JSON starts with "{"
NONCE_BYTES = 12


def _key(secret: str | bytes) -> bytes:
    return salted_hmac("scorekeeper.sessions", "session encryption", secret=secret, algorithm="sha256").digest()


class EncryptedJSONSerializer:
    """JSON, compressed and encrypted; Django's signing wraps the result in base64 and signs it."""

    def dumps(self, obj: Any) -> bytes:
        data = zlib.compress(json.dumps(obj, separators=(",", ":")).encode())
        nonce = os.urandom(NONCE_BYTES)
        return VERSION + nonce + AESGCM(_key(settings.SECRET_KEY)).encrypt(nonce, data, VERSION)

    def loads(self, data: bytes) -> Any:
        if data[:1] == b"{":
            # A session from before encryption: signed by this server, so it is kept, and written encrypted next time.
            return json.loads(data)
        if data[:1] != VERSION:
            raise BadSignature("unknown session format")
        nonce, sealed = data[1 : 1 + NONCE_BYTES], data[1 + NONCE_BYTES :]
        for secret in [settings.SECRET_KEY, *settings.SECRET_KEY_FALLBACKS]:
            try:
                return json.loads(zlib.decompress(AESGCM(_key(secret)).decrypt(nonce, sealed, VERSION)))
            except InvalidTag:
                continue
        raise BadSignature("session not encrypted with this server's key")


class SessionStore(signed_cookies.SessionStore):
    def __init__(self, session_key: str | None = None):
        super().__init__(session_key)
        self.serializer = EncryptedJSONSerializer

    def load(self) -> dict[str, Any]:
        data: dict[str, Any] = super().load()
        if data and self._plain():
            self.modified = True  # written again, encrypted, at the end of this request
        if SESSION_KEY not in data:
            return data
        signed_out = {key: value for key, value in data.items() if key not in AUTH_KEYS}
        try:
            alive = login_alive(data.get(LOGIN_KEY), data[SESSION_KEY])
        except DatabaseError:  # the database is away: not signed in for this request, the cookie unchanged
            return signed_out
        if not alive:
            # Logged out (on this or another copy of the cookie), or expired: keep the rest, not the login.
            self.modified = True
            return signed_out
        return data

    def _plain(self) -> bool:
        """Whether the cookie holds a session from before encryption (its JSON signed, maybe compressed)."""
        payload = (self.session_key or "").split(":", 1)[0]
        try:
            data = b64_decode(payload.removeprefix(".").encode())
            return (zlib.decompress(data) if payload.startswith(".") else data)[:1] == b"{"
        except (ValueError, zlib.error):
            return False
