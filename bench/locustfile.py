"""The players of bench/load.py: phones entering, correcting and deleting deals in shared games.

Run by bench/load.py (which starts the server, seeds the games and checks the
ledger); MELD_LOAD_GAMES names the games (slugs, comma-separated) and
MELD_LOAD_LEDGER the file each phone appends what it was told to, one JSON
line per write:

    {"game": slug, "op": "new", "key": [a, b], "outcome": "told" | "refused" | "unknown"}
    {"game": slug, "op": "correct", "key": [a, b], "old": [c, d], "outcome": ...}
    {"game": slug, "op": "delete", "key": [a, b], "outcome": ...}

A deal is known by its entries: each write types melded points no other write
in its game types (`key`). "told" is what the phone read on the score sheet it
landed on (the "saved" or "deleted" message); "refused" a form shown again (a
conflict: nothing saved, the entries kept); "unknown" an answer cut short (a
worker killed) or an error: the write may or may not have happened.
"""

import itertools
import json
import os
import random
import re
from typing import Any

from locust import HttpUser, between, task
from locust.clients import ResponseContextManager

GAMES = [slug for slug in os.environ.get("MELD_LOAD_GAMES", "").split(",") if slug]
LEDGER = os.environ.get("MELD_LOAD_LEDGER", "ledger.jsonl")
HIDDEN = re.compile(r'<input type="hidden" name="([a-z_]+)" value="([^"]*)"')
TYPED = re.compile(r'name="s(\d)-melded_points"[^>]*value="(-?\d+)"|value="(-?\d+)"[^>]*name="s(\d)-melded_points"')
FLASH = re.compile(r'<p class="flash-(\w+)">([^<]*)</p>')
NEXT = re.compile(r'name="deal_number" value="(\d+)"')
SHOWN = 30  # the sheet's latest deals: the ones a player taps to correct
PHONES = itertools.count()


def hidden(html: str) -> dict[str, str]:
    return dict(HIDDEN.findall(html))


def typed(html: str) -> tuple[int, int] | None:
    """The melded points the form holds for each side (the deal's key)."""
    found: dict[int, int] = {}
    for side, value, value_first, side_last in TYPED.findall(html):
        found[int(side or side_last)] = int(value or value_first)
    return (found[0], found[1]) if 0 in found and 1 in found else None


class Phone(HttpUser):
    """One player's phone in one of the shared games (five phones a game)."""

    wait_time = between(0.5, 2)

    def on_start(self) -> None:
        number = next(PHONES)
        self.game = GAMES[number % len(GAMES)]
        self.slot = number // len(GAMES)  # this phone's own melded points for side 2: no other phone types them
        self.typed = 0

    def fresh_key(self) -> tuple[int, int] | None:
        """Entries no other write in this game has typed: side 1 counts this phone's writes, side 2 is the phone."""
        self.typed += 1
        if self.typed >= 100:
            return None
        return (5 * self.typed, 5 * self.slot)

    def record(self, **fields: Any) -> None:
        with open(LEDGER, "a") as ledger:
            ledger.write(json.dumps({"game": self.game, **fields}) + "\n")

    def landed(self, response: ResponseContextManager, told: str) -> str:
        """What a write's answer told: a redirect to the sheet with the message `told`, a form
        shown again, or nothing sure."""
        if response.status_code == 200:
            response.success()
            return "refused"
        if response.status_code != 302:
            response.failure(f"status {response.status_code}")
            return "unknown"
        response.success()
        with self.client.get(f"/g/{self.game}/", name="/g/[game]/ (after a write)", catch_response=True) as sheet:
            if sheet.status_code != 200:
                sheet.failure(f"status {sheet.status_code}")
                return "unknown"
            messages = FLASH.findall(sheet.text)
        return "told" if any(kind == "success" and told in text for kind, text in messages) else "refused"

    def form(self, path: str, name: str) -> str | None:
        with self.client.get(path, name=name, catch_response=True) as response:
            if response.status_code == 404:  # deleted meanwhile
                response.success()
                return None
            if response.status_code != 200:
                response.failure(f"status {response.status_code}")
                return None
            return str(response.text)

    def deals(self) -> int | None:
        html = self.form(f"/g/{self.game}/deal/", "/g/[game]/deal/")
        found = NEXT.search(html or "")
        return None if found is None else int(found.group(1)) - 1

    @task(3)
    def look(self) -> None:
        self.client.get(f"/g/{self.game}/", name="/g/[game]/")

    @task(6)
    def enter(self) -> None:
        page = self.form(f"/g/{self.game}/deal/", "/g/[game]/deal/")
        key = self.fresh_key()
        if page is None or key is None:
            return
        data = hidden(page) | {"s0-melded_points": str(key[0]), "s1-melded_points": str(key[1])}
        outcome = "unknown"
        try:
            with self.client.post(
                f"/g/{self.game}/deal/", data, name="POST /g/[game]/deal/", allow_redirects=False, catch_response=True
            ) as response:
                outcome = self.landed(response, "saved.")
        finally:
            self.record(op="new", key=key, outcome=outcome)

    def stored(self) -> tuple[int, tuple[int, int], str] | None:
        """A deal among the latest, with its key and its correction form."""
        played = self.deals()
        if not played:
            return None
        number = random.randint(max(1, played - SHOWN + 1), played)
        page = self.form(f"/g/{self.game}/deal/{number}/", "/g/[game]/deal/[n]/")
        key = typed(page or "")
        return None if page is None or key is None else (number, key, page)

    @task(2)
    def correct(self) -> None:
        found, key = self.stored(), self.fresh_key()
        if found is None or key is None:
            return
        number, old, page = found
        data = hidden(page) | {"s0-melded_points": str(key[0]), "s1-melded_points": str(key[1])}
        outcome = "unknown"
        try:
            path = f"/g/{self.game}/deal/{number}/"
            with self.client.post(
                path, data, name="POST /g/[game]/deal/[n]/", allow_redirects=False, catch_response=True
            ) as response:
                outcome = self.landed(response, "saved.")
        finally:
            self.record(op="correct", key=key, old=old, outcome=outcome)

    @task(1)
    def delete(self) -> None:
        found = self.stored()
        if found is None:
            return
        number, key, page = found
        confirm = self.form(f"/g/{self.game}/deal/{number}/delete/", "/g/[game]/deal/[n]/delete/")
        opened = [hidden(html).get(name) for html in (page, confirm or "") for name in ("deal", "deal_version")]
        if confirm is None or opened[:2] != opened[2:]:
            return  # another deal took its number, or it was corrected meanwhile: this player looks again
        outcome = "unknown"
        try:
            path = f"/g/{self.game}/deal/{number}/delete/"
            with self.client.post(
                path,
                hidden(confirm),
                name="POST /g/[game]/deal/[n]/delete/",
                allow_redirects=False,
                catch_response=True,
            ) as response:
                outcome = self.landed(response, "deleted.")
        finally:
            self.record(op="delete", key=key, outcome=outcome)
