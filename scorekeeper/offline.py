"""What a phone keeps of Meld's pages with no signal, as the server says it (docs/offline.md)."""

from django.contrib.auth import SESSION_KEY
from django.http import HttpRequest
from django.utils.crypto import salted_hmac


def account_mark(request: HttpRequest) -> str:
    """The mark of the account a page is for ("" when not signed in): a keyed hash of its id, so the
    service worker can tell one account's pages from another's without learning who it is. Read
    from the session alone (no query)."""
    session = getattr(request, "session", None)
    user = session.get(SESSION_KEY) if session is not None else None
    return salted_hmac("meld.offline.account", str(user), algorithm="sha256").hexdigest()[:20] if user else ""
