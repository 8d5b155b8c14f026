"""Hostile input on every form and query parameter of Meld, against gunicorn on PostgreSQL with DEBUG off.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/meld_probe .venv/bin/python bench/probe.py

It migrates DATABASE_URL's database (PostgreSQL, where a column's length and a NUL are enforced),
makes an account, a league with a finished game and a game of the score pad, and starts gunicorn
with gunicorn.conf.py (2 workers, DEBUG off) on 127.0.0.1 (MELD_BENCH_PORT, 8142). Then, signed in
as the league's owner (a phone with cookies and the CSRF token), it posts to every form (the start
page, a deal, the game's details and house rules, the import, a new league, a league game, a
player's name, a league's import, sign up, log in, the password change and reset) its own fields,
read off the form's page, each in turn set to every hostile value (the fuzz tests' list, names that
grow when folded, look-alikes, control characters; ten of them for a field that is no text box;
every field at 120,000 characters once, or as many as keep the body under the 2 MB the proxy of
docs/production.md lets through), and asks every page that reads a query parameter with each
value. The club night's forms too (opening one, a late arrival, someone leaving, a swap, the
organisers, a table's confirmation), each field with every value; an organiser's 20,000 names, timed,
with whether anything was stored; and on one keep-alive connection, a body each page refuses unread
followed by a GET, which must be answered (issue 42). It prints the answers by status and every 5xx or
dropped request with what caused it, and exits non-zero on any, or when the run goes over --limit
seconds.
"""

import argparse
import datetime
import http.client
import http.cookiejar
import os
import re
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import Counter

from standalone import gunicorn, setup  # bench/ is the script's own folder, first on the path

setup("probe")

from django.contrib.auth.models import User  # noqa: E402
from django.core.management import call_command  # noqa: E402

from leagues.models import Night, Player  # noqa: E402
from leagues.services.games import record_game  # noqa: E402
from leagues.services.leagues import create_league, join  # noqa: E402
from leagues.services.nights import open_night, start_round  # noqa: E402
from rules.catalog import DEFAULT_VARIANT  # noqa: E402
from scorekeeper.models import Game  # noqa: E402
from scorekeeper.services.deals import add_deal  # noqa: E402
from scorekeeper.services.games import SideSpec, create_game  # noqa: E402

HOST = "127.0.0.1"
PORT = int(os.environ.get("MELD_BENCH_PORT", "8142"))
BASE = f"http://{HOST}:{PORT}"
PASSWORD = "a long pass phrase"
# What attackers and fat fingers send (as tests/scorekeeper/test_fuzz.py), and names that grow when
# folded, look like another, or hold what no name has.
HOSTILE = ["", " ", "0", "-1", "+5", "1_000", "１０００", "٣", "²", "5.0", "1e9", "9" * 20, str(2**63), "9" * 5000]
HOSTILE += ["NaN", "on", "null", "[]", '{"a": 1}', "\x00", "a\x00b", "<script>alert(1)</script>", "' OR 1=1 --"]
HOSTILE += ["%(number)d %s", "../../etc/passwd", "💥" * 40, "ｘ" * 61, "n" * 2001, "2x²", "99x99"]
HOSTILE += ["³", "①", "½", "１２３", "+1"]  # issue 42: what str.isdigit() takes and int() refuses, and more
NAMES = ["ß" * 60, "ﬃ" * 60, "İ" * 60, "ﷺ" * 14, "\u0410nn", "Ａnn", "Ann\u200b", "Ann\x07", "\x1b[31m", "\u202eAnn"]
HUGE = 120_000  # characters in every field at once, once per form (under the 2 MB a proxy lets through)
MOST_BODY = 1_900_000  # bytes: the proxy of docs/production.md refuses more (client_max_body_size 2m)
VALUES = [value for value in HOSTILE if len(value) < 10_000] + NAMES  # for a field a person types text into
SHORT = ["", "-1", "１０００", "9" * 20, "NaN", "\x00", "a\x00b", "Ann\x07", "ß" * 60, "<script>"]  # for the others
QUERIES = ["with", "season", "sort", "dir", "page", "variant", "seating", "saved", "next", "name"]


class Phone:
    """A browser: its cookies, the CSRF token from them, and every answer counted."""

    def __init__(self) -> None:
        self.cookies = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.cookies), NoRedirect())
        self.answers: Counter[int] = Counter()
        self.crashes: list[str] = []

    def send(self, path: str, data: dict[str, str] | None = None, what: str = "") -> tuple[int, str]:
        body = None
        if data is not None:
            token = next((cookie.value for cookie in self.cookies if cookie.name == "csrftoken"), "")
            body = urllib.parse.urlencode({**data, "csrfmiddlewaretoken": token}).encode()
        request = urllib.request.Request(BASE + path, data=body, headers={"Referer": BASE + path})
        try:
            with self.opener.open(request, timeout=30) as response:
                status, text = response.status, response.read().decode(errors="replace")
        except urllib.error.HTTPError as error:
            status, text = error.code, error.read().decode(errors="replace")
        except OSError as error:
            status, text = 0, str(error)
        self.answers[status] += 1
        if status >= 500 or status == 0:
            self.crashes.append(f"{status} {'POST' if data is not None else 'GET'} {path} {what}")
        return status, text


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


def fields(html: str) -> dict[str, bool]:
    """The form's fields by name, each with whether a person types text into it (a text box)."""
    found: dict[str, bool] = {}
    for tag, name in re.findall(r"<(input|select|textarea)([^>]*)>", html):
        named = re.search(r'\bname="([^"]+)"', name)
        if not named or named.group(1) == "csrfmiddlewaretoken":
            continue
        kind = re.search(r'\btype="([^"]+)"', name)
        typed = tag == "textarea" or (
            tag == "input" and (kind is None or kind.group(1) in {"text", "email", "password"})
        )
        found[named.group(1)] = found.get(named.group(1), False) or typed
    return found


def probe_form(phone: Phone, page: str, target: str | None = None, extra: dict[str, str] | None = None) -> None:
    """Every field of the form on `page`, in turn, with every hostile value (the other fields empty)."""
    status, html = phone.send(page)
    if status != 200:
        phone.crashes.append(f"{status} GET {page}: the form's page itself")
        return
    names = fields(html)
    for name, typed in names.items():
        for value in VALUES if typed else SHORT:
            phone.send(target or page, {**(extra or {}), name: value}, f"{name}={value[:20]!r}")
    size = min(HUGE, MOST_BODY // max(len(names), 1))
    phone.send(target or page, {**(extra or {}), **dict.fromkeys(names, "n" * size)}, f"every field {size:,} long")


def probe_queries(phone: Phone, page: str) -> None:
    for key in QUERIES:
        for value in VALUES:
            phone.send(f"{page}?{urllib.parse.urlencode({key: value})}", what=f"{key}={value[:20]!r}")


def probe_posts(phone: Phone, target: str, fields: list[str], base: dict[str, str] | None = None) -> None:
    """Every one of `fields` posted to `target`, in turn, with every hostile value (the others as in `base`)."""
    for name in fields:
        for value in VALUES:
            phone.send(target, {**(base or {}), name: value}, f"{name}={value[:20]!r}")


def many_names(phone: Phone, league_slug: str) -> str:
    """An organiser's 20,000 names for a new night: how long the answer took, and whether anything was stored."""
    before = (Player.objects.count(), Night.objects.count())
    names = "\n".join(f"Guest {n}" for n in range(20_000))
    data = {"date": "2026-11-28", "seating": "2x2", "rounds": "4", "new_players": names}
    started = time.monotonic()
    status, _text = phone.send(f"/l/{league_slug}/nights/new/", data, "20,000 names")
    took = time.monotonic() - started
    stored = (Player.objects.count(), Night.objects.count()) != before
    return f"20,000 names: {status} in {took:.2f} s, {'SOMETHING STORED' if stored else 'nothing stored'}"


def keep_alive(paths: list[str]) -> tuple[int, int]:
    """On one connection each: a 1.9 MB body the page refuses unread (no CSRF cookie, no POST taken, not
    signed in), then a GET of the rule book. How many pairs were sent, and how many GETs got no answer."""
    dropped = 0
    for path in paths:
        connection = http.client.HTTPConnection(HOST, PORT, timeout=30)
        try:
            body = b"a=" + b"n" * (MOST_BODY - 2)
            connection.request("POST", path, body, {"Content-Type": "application/x-www-form-urlencoded"})
            first = connection.getresponse()
            first.read()
            if first.getheader("Connection", "").lower() == "close":
                continue  # said so: a client opens a new connection
            time.sleep(0.1)
            connection.request("GET", "/rules/")
            second = connection.getresponse()
            second.read()
            dropped += second.status != 200
        except (OSError, http.client.HTTPException):
            dropped += 1
        finally:
            connection.close()
    return len(paths), dropped


def serve() -> subprocess.Popen[bytes]:
    environ = {**os.environ, "DJANGO_SETTINGS_MODULE": "tests.settings", "HOST": HOST, "PORT": str(PORT)}
    environ |= {"WORKERS": "2", "ACCESS_LOG": "/dev/null", "DB_STATEMENT_TIMEOUT": "3500", "DB_READ_TIMEOUT": "4000"}
    environ.pop("DEBUG", None)
    return gunicorn(environ, BASE)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=float, default=900, help="stop with an error after this many seconds")
    args = parser.parse_args()
    if not os.environ.get("DATABASE_URL", "").startswith("postgres"):
        raise SystemExit("DATABASE_URL must name a PostgreSQL database")
    started = time.monotonic()
    call_command("migrate", verbosity=0)
    suffix = str(int(time.time()))
    owner = User.objects.create_user(f"olive{suffix}", f"olive{suffix}@example.com", PASSWORD)
    member = User.objects.create_user(f"mae{suffix}", f"mae{suffix}@example.com", PASSWORD)
    league = create_league("Probe club", DEFAULT_VARIANT, None, owner=owner)
    join(league, member)
    played = record_game(league, [SideSpec("A", ["Ann", "Ben"], 4800), SideSpec("B", ["Cy", "Di"], 2700)])
    add_deal(played, [{"melded_points": 300}, {"melded_points": 300}])  # 5,100 to 3,000: finished
    ann = Player.objects.get(league=league, name="Ann")
    night = open_night(league, datetime.date(2026, 11, 27), [], [f"N{n}" for n in range(8)], 3, "2x2", seed=7)
    league.confirm = True
    league.save(update_fields=["confirm"])
    start_round(night)
    at_table = Game.objects.filter(league_game__night_table__round__night=night).order_by("pk").first()
    assert at_table is not None
    while not at_table.finished:
        add_deal(at_table, [{"melded_points": 1000}, {"melded_points": 100}])
        at_table.refresh_from_db()
    present = Player.objects.filter(presence__night=night).order_by("pk")
    first, second = (str(player.pk) for player in present[:2])
    game = create_game(DEFAULT_VARIANT, [SideSpec("We", ["A", "B"]), SideSpec("They", ["C", "D"])])
    add_deal(game, [{"melded_points": 100}, {}])
    server = serve()
    phone = Phone()
    try:
        phone.send("/accounts/login/")
        phone.send("/accounts/login/", {"username": owner.username, "password": PASSWORD})
        g, lg = game.slug, league.slug
        forms = [
            (f"/new/?variant={DEFAULT_VARIANT}&seating=2x2", "/new/", {"variant": DEFAULT_VARIANT, "seating": "2x2"}),
            (f"/g/{g}/deal/", None, None),
            (f"/g/{g}/deal/1/", None, None),
            (f"/g/{g}/details/", None, None),
            ("/import/", None, None),
            ("/leagues/new/", None, None),
            (f"/l/{lg}/new/", None, {"seating": "2x2"}),
            (f"/l/{lg}/p/{ann.slug}/edit/", None, None),
            (f"/l/{lg}/import/", None, None),
            ("/accounts/password/", None, None),
            ("/accounts/reset/", None, None),
        ]
        for page, target, extra in forms:
            probe_form(phone, page, target, extra)
            print(f"  {page}: {sum(phone.answers.values()):,} so far", flush=True)
        night_page = f"/l/{lg}/n/{night.slug}/"
        probe_form(phone, f"/l/{lg}/nights/new/")
        probe_posts(phone, night_page + "arrive/", ["players", "new_players"])
        probe_posts(phone, night_page + "leave/", ["player"])
        probe_posts(phone, night_page + "swap/", ["round", "first", "second"], {"round": "2", "first": first})
        probe_posts(phone, night_page + "organisers/", ["organisers"])
        probe_posts(Phone(), f"{night_page}confirm/{at_table.slug}/", ["side", "next"])  # a table's phone
        print(f"  the club night: {sum(phone.answers.values()):,} so far", flush=True)
        names = many_names(phone, lg)
        pairs, dropped = keep_alive(["/rules/", "/new/", "/leagues/new/", f"/l/{lg}/new/", "/accounts/login/"] * 4)
        if dropped:
            phone.crashes.append(f"{dropped} of {pairs} keep-alive requests after a refused body got no answer")
        for page in ["/", "/new/", f"/g/{g}/", f"/g/{g}/deals/", f"/l/{lg}/", f"/l/{lg}/games/", f"/l/{lg}/new/"]:
            probe_queries(phone, page)
        for page in [f"/l/{lg}/standings.csv", f"/l/{lg}/p/{ann.slug}/", f"/l/{lg}/p/{ann.slug}/versus/"]:
            probe_queries(phone, page)
        stranger = Phone()  # the forms of someone signed out
        for page in ["/accounts/signup/", "/accounts/login/", "/accounts/reset/"]:
            probe_form(stranger, page)
    finally:
        server.terminate()
        server.wait(10)
    answers = phone.answers + stranger.answers
    crashes = phone.crashes + stranger.crashes
    total = sum(answers.values())
    print(f"Meld on PostgreSQL, gunicorn 2 workers, DEBUG off at {BASE}: {total:,} hostile requests")
    print(
        "  answers: " + ", ".join(f"{count:,} × {status or 'no answer'}" for status, count in sorted(answers.items()))
    )
    print(f"  {names}")
    print(f"  keep-alive: {pairs} requests after a body refused unread, {dropped} dropped")
    for crash in crashes[:40]:
        print("  CRASH:", crash)
    print(f"  {len(crashes)} answers of 5xx or none" if crashes else "  no 5xx, no dropped connection")
    over = time.monotonic() - started > args.limit
    if over:
        print(f"FAILED: the run took over {args.limit:.0f} s")
    return 1 if crashes or over else 0


if __name__ == "__main__":
    sys.exit(main())
