"""The address other phones on the same Wi-Fi open, when `make serve` listens on every interface.

Shown on the score sheet only when it would work: gunicorn listens on all interfaces (HOST, read
from the same environment as gunicorn.conf.py), the computer has a private LAN address, and
ALLOWED_HOSTS lets that address in. Behind a proxy (a host name) or in a container (its own
address, not allowed) it shows nothing.
"""

import ipaddress
import os
import socket
from functools import cache

from django.conf import settings
from django.http.request import validate_host

ALL_INTERFACES = {"0.0.0.0", "::", "[::]"}


@cache
def lan_address() -> str | None:
    """This computer's address on its local network, or None (no network, or only 127.0.0.1).

    Connecting a UDP socket sends nothing: it only asks the system which address its route to
    another network would leave from."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never a real host
            address = str(probe.getsockname()[0])
    except OSError:
        return None
    ip = ipaddress.ip_address(address)
    return address if ip.is_private and not ip.is_loopback and not ip.is_link_local else None


def lan_url(path: str) -> str | None:
    """http://<LAN address>:<PORT><path> for another phone, or None when it would not work."""
    if os.environ.get("HOST", "").strip() not in ALL_INTERFACES:
        return None
    address = lan_address()
    if address is None or not validate_host(address, settings.ALLOWED_HOSTS):
        return None
    return f"http://{address}:{os.environ.get('PORT') or '8000'}{path}"
