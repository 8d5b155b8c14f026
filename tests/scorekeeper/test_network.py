"""The address other phones on the same Wi-Fi open: shown only when it would work."""

import socket

import pytest
from django.test import override_settings

from scorekeeper import network


class FakeSocket:
    def __init__(self, address: str):
        self.address = address

    def __call__(self, *args):
        return self

    def __enter__(self):
        return self

    def __exit__(self, *args):
        return False

    def connect(self, target):
        pass

    def getsockname(self):
        return (self.address, 40000)


@pytest.fixture
def lan(monkeypatch):
    """The computer's address on the network, as the system would report it."""

    def use(address: str) -> None:
        network.lan_address.cache_clear()
        monkeypatch.setattr(socket, "socket", FakeSocket(address))

    yield use
    network.lan_address.cache_clear()


@pytest.mark.parametrize("address", ["127.0.0.1", "169.254.3.4", "8.8.8.8"])
def test_a_loopback_link_local_or_public_address_is_not_shown(lan, address):
    lan(address)
    assert network.lan_address() is None


def test_no_network_no_address(lan, monkeypatch):
    network.lan_address.cache_clear()

    def unreachable(*args):
        raise OSError("Network is unreachable")

    monkeypatch.setattr(socket, "socket", unreachable)
    assert network.lan_address() is None


@override_settings(ALLOWED_HOSTS=["localhost", "192.168.1.20"])
def test_listening_on_every_interface_with_the_address_allowed_gives_the_link(lan, monkeypatch):
    lan("192.168.1.20")
    monkeypatch.setenv("HOST", "0.0.0.0")
    monkeypatch.setenv("PORT", "8080")
    assert network.lan_url("/g/abc/") == "http://192.168.1.20:8080/g/abc/"


@override_settings(ALLOWED_HOSTS=["localhost", "192.168.1.20"])
def test_listening_on_this_computer_only_shows_nothing(lan, monkeypatch):
    lan("192.168.1.20")
    monkeypatch.delenv("HOST", raising=False)
    assert network.lan_url("/g/abc/") is None
    monkeypatch.setenv("HOST", "127.0.0.1")
    assert network.lan_url("/g/abc/") is None


@override_settings(ALLOWED_HOSTS=["localhost", "127.0.0.1"])
def test_an_address_allowed_hosts_would_refuse_is_not_shown(lan, monkeypatch):
    lan("192.168.1.20")  # a container's own address, say: other phones would get a 400
    monkeypatch.setenv("HOST", "0.0.0.0")
    assert network.lan_url("/g/abc/") is None


@pytest.mark.django_db
@override_settings(ALLOWED_HOSTS=["testserver", "192.168.1.20"])
def test_the_sheet_shows_the_address_of_this_game(client, make_game, lan, monkeypatch):
    lan("192.168.1.20")
    monkeypatch.setenv("HOST", "0.0.0.0")
    monkeypatch.delenv("PORT", raising=False)
    game = make_game()
    body = client.get(f"/ja/g/{game.slug}/").content.decode()
    assert f"http://192.168.1.20:8000/ja/g/{game.slug}/" in body
