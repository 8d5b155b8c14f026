"""Race tests of the two data-loss cases of issue 10 (and two more), over HTTP against a real server.

    .venv/bin/python bench/races.py                      # SQLite, a throwaway file
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/meld_a1 .venv/bin/python bench/races.py
    .venv/bin/python bench/races.py --rounds 100 --case correction-vs-delete

It migrates the database, starts gunicorn (2 workers) on 127.0.0.1 only
(port MELD_BENCH_PORT, 8101 by default), and plays each case for `--rounds`
rounds in a new game each: two phones (two cookie jars) open their forms,
then post at the same moment (two threads released by a barrier). A round is
wrong when a phone is told something untrue ("saved" when it was not, "deleted"
when it was not), typed entries are neither saved nor sent back in the form,
a deal is doubled, lost or written over another, the numbering has a gap, or
a stored score differs from a fresh rescore. Undo must bring a deleted deal
back when nothing else changed.

Cases:
  correction-vs-delete  deals 105 / 110 / 115; A corrects deal 2 while B deletes it (issue 10, first case)
  deal-vs-delete        4 deals; B saves deal 5 while A deletes deal 2 (issue 10, second case)
  two-new-deals         A and B save deal 1 at once, with different entries (issue 13)
  two-corrections       A and B correct deal 1 at once, with different entries (issue 13)

It prints "N of ROUNDS wrong" per case with how the races fell, and exits
non-zero when any round is wrong. Bounded: every request times out after 20 s
and the whole run after --limit seconds; the server is stopped at the end.
"""

import argparse
import http.cookiejar
import os
import re
import shutil
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from standalone import ROOT, setup  # bench/ is the script's own folder, first on the path

THROWAWAY = setup("races")

from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402

from rules.catalog import DEFAULT_VARIANT  # noqa: E402
from rules.core.deal import scored  # noqa: E402
from scorekeeper.models import Deal, Game  # noqa: E402
from scorekeeper.services.deals import append_deals  # noqa: E402
from scorekeeper.services.games import SideSpec, create_game  # noqa: E402
from scorekeeper.services.rules import game_rules  # noqa: E402
from scorekeeper.services.sheet import starting_totals, stored_deals  # noqa: E402

HOST = "127.0.0.1"
PORT = int(os.environ.get("MELD_BENCH_PORT", "8101"))
BASE = f"http://{HOST}:{PORT}"
TIMEOUT = 20
HIDDEN = re.compile(r'<input type="hidden" name="([a-z_]+)" value="([^"]*)"')


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None  # a redirect is an answer to look at, not to follow


@dataclass
class Answer:
    status: int
    html: str
    location: str = ""


class Phone:
    """A browser: its own cookies (session, CSRF), no redirects followed."""

    def __init__(self) -> None:
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar), NoRedirect)

    def get(self, path: str) -> Answer:
        return self._open(urllib.request.Request(BASE + path))

    def post(self, path: str, fields: dict[str, str]) -> Answer:
        data = urllib.parse.urlencode(fields).encode()
        return self._open(urllib.request.Request(BASE + path, data=data, method="POST"))

    def _open(self, request: urllib.request.Request) -> Answer:
        try:
            with self.opener.open(request, timeout=TIMEOUT) as response:
                return Answer(response.status, response.read().decode())
        except urllib.error.HTTPError as error:
            return Answer(error.code, error.read().decode(), error.headers.get("Location", ""))


def hidden(html: str) -> dict[str, str]:
    """The hidden fields of a page's forms (the CSRF token and the state the form was opened on)."""
    return dict(HIDDEN.findall(html))


def at_once(*actions: Callable[[], Answer]) -> list[Answer]:
    """Post from two phones at the same moment."""
    barrier = threading.Barrier(len(actions))
    answers: list[Answer | None] = [None] * len(actions)

    def run(index: int, action: Callable[[], Answer]) -> None:
        barrier.wait(timeout=TIMEOUT)
        answers[index] = action()

    threads = [threading.Thread(target=run, args=pair) for pair in enumerate(actions)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=2 * TIMEOUT)
    return [answer if answer is not None else Answer(0, "no answer") for answer in answers]


def new_game(*melded: int) -> Game:
    game = create_game(DEFAULT_VARIANT, [SideSpec("We", ["", ""]), SideSpec("They", ["", ""])], target=10**6)
    if melded:
        append_deals(game, [[{"melded_points": points}, {}] for points in melded])
    return game


def melded(game: Game) -> list[int]:
    return [entries[0]["melded_points"] for entries in game.deals.order_by("number").values_list("entries", flat=True)]


def sound(game: Game) -> bool:
    """Numbering without a gap, and every stored score and the standing equal to a fresh rescore."""
    game.refresh_from_db()
    numbers = list(game.deals.order_by("number").values_list("number", flat=True))
    rules = game_rules(game)
    deals = stored_deals(game)
    fresh = [[tallied.score for tallied in scored(rules, [tallied.entries for tallied in deal])] for deal in deals]
    stored = [[tallied.score for tallied in deal] for deal in deals]
    standing = rules.standing(starting_totals(game), deals)
    return (
        numbers == list(range(1, len(numbers) + 1))
        and rules.standing_type.from_json(game.standing or {}) == standing
        and fresh == stored
    )


def deal_fields(melded_points: int, hand_points: int = 0) -> dict[str, str]:
    return {"s0-melded_points": str(melded_points), "s1-hand_points": str(hand_points)}


def kept(answer: Answer, melded_points: int) -> bool:
    """The form came back with what was typed and says why (a conflict box)."""
    typed = f'name="s0-melded_points" value="{melded_points}"' in answer.html
    return answer.status == 200 and typed and "conflict-box" in answer.html


# The cases: each plays one round and returns (wrong, how the race fell).


def correction_vs_delete() -> tuple[bool, str]:
    game = new_game(105, 110, 115)
    a, b = Phone(), Phone()
    correction = f"/g/{game.slug}/deal/2/"
    form_a = hidden(a.get(correction).html)
    confirm_b = hidden(b.get(f"/g/{game.slug}/deal/2/delete/").html)
    answer_a, answer_b = at_once(
        lambda: a.post(correction, form_a | deal_fields(150)),
        lambda: b.post(f"/g/{game.slug}/deal/2/delete/", confirm_b),
    )
    now = melded(game)
    if answer_b.status == 302:  # B was told "deleted": the deal is gone, A was told and nothing overwritten
        if not (kept(answer_a, 150) and now == [105, 115] and sound(game)):
            return True, "delete first"
        b.post(f"/g/{game.slug}/undo/", hidden(b.get(f"/g/{game.slug}/").html))
        return melded(game) != [105, 110, 115] or not sound(game), "delete first"
    # B was not told "deleted": A's correction came first, and B is shown the corrected deal again.
    told_b = answer_b.status == 200 and "Delete it still?" in answer_b.html
    return not (answer_a.status == 302 and told_b and now == [105, 150, 115] and sound(game)), "correction first"


def deal_vs_delete() -> tuple[bool, str]:
    game = new_game(105, 110, 115, 120)
    a, b = Phone(), Phone()
    form_b = hidden(b.get(f"/g/{game.slug}/deal/").html)
    confirm_a = hidden(a.get(f"/g/{game.slug}/deal/2/delete/").html)
    answer_b, answer_a = at_once(
        lambda: b.post(f"/g/{game.slug}/deal/", form_b | deal_fields(300)),
        lambda: a.post(f"/g/{game.slug}/deal/2/delete/", confirm_a),
    )
    if answer_a.status != 302:
        return True, "delete refused"
    if answer_b.status == 302:  # saved as deal 5, then deal 2 went
        return not (melded(game) == [105, 115, 120, 300] and sound(game)), "saved before the delete"
    if not (kept(answer_b, 300) and melded(game) == [105, 115, 120]):
        return True, "told after the delete"
    again = b.post(f"/g/{game.slug}/deal/", hidden(answer_b.html) | deal_fields(300))  # B saves what it kept
    return not (again.status == 302 and melded(game) == [105, 115, 120, 300] and sound(game)), "told, saved again"


def two_new_deals() -> tuple[bool, str]:
    game = new_game()
    a, b = Phone(), Phone()
    form_a, form_b = hidden(a.get(f"/g/{game.slug}/deal/").html), hidden(b.get(f"/g/{game.slug}/deal/").html)
    answers = at_once(
        lambda: a.post(f"/g/{game.slug}/deal/", form_a | deal_fields(50)),
        lambda: b.post(f"/g/{game.slug}/deal/", form_b | deal_fields(90)),
    )
    saved = [answer for answer in answers if answer.status == 302]
    told = [answer for answer in answers if "Someone just entered deal 1." in answer.html]
    if len(saved) != 1 or len(told) != 1 or len(melded(game)) != 1:
        return True, "both or neither"
    loser = 90 if answers[0].status == 302 else 50
    if not kept(told[0], loser):
        return True, "entries lost"
    again = (b if loser == 90 else a).post(f"/g/{game.slug}/deal/", hidden(told[0].html) | deal_fields(loser))
    return not (again.status == 302 and sorted(melded(game)) == [50, 90] and sound(game)), "one saved, one told"


def two_corrections() -> tuple[bool, str]:
    game = new_game(100)
    a, b = Phone(), Phone()
    path = f"/g/{game.slug}/deal/1/"
    form_a, form_b = hidden(a.get(path).html), hidden(b.get(path).html)
    answers = at_once(lambda: a.post(path, form_a | deal_fields(150)), lambda: b.post(path, form_b | deal_fields(200)))
    saved = [answer for answer in answers if answer.status == 302]
    told = [answer for answer in answers if answer.status == 200 and "while you were correcting it" in answer.html]
    winner = 150 if answers[0].status == 302 else 200
    ok = len(saved) == 1 and len(told) == 1 and melded(game) == [winner] and kept(told[0], 350 - winner)
    return not (ok and Deal.objects.get(game=game).version == 2 and sound(game)), "one saved, one refused"


CASES = {
    "correction-vs-delete": ("correction vs delete of the same deal", correction_vs_delete),
    "deal-vs-delete": ("new deal vs delete of an earlier deal", deal_vs_delete),
    "two-new-deals": ("two phones saving the same new deal", two_new_deals),
    "two-corrections": ("two phones correcting the same deal", two_corrections),
}


def serve() -> subprocess.Popen[bytes]:
    """gunicorn on 127.0.0.1 only, with this run's database, ready to answer."""
    command = [sys.executable, "-m", "gunicorn", "scorekeeper.wsgi", "--bind", f"{HOST}:{PORT}", "--workers", "2"]
    server = subprocess.Popen(
        command, cwd=ROOT, env=os.environ.copy(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    for _wait in range(100):
        try:
            urllib.request.urlopen(f"{BASE}/rules/", timeout=1).close()
            return server
        except OSError:
            time.sleep(0.1)
    server.terminate()
    raise SystemExit(f"the server did not start on {BASE}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--case", choices=sorted(CASES), action="append", help="the cases to play (default: all)")
    parser.add_argument("--limit", type=float, default=600, help="stop after this many seconds")
    args = parser.parse_args()
    call_command("migrate", verbosity=0)
    database = f"{connection.vendor} {connection.settings_dict['NAME']}"
    server = serve()
    failed = False
    deadline = time.monotonic() + args.limit
    try:
        print(f"Meld races on {database}, gunicorn with 2 workers at {BASE}, {args.rounds} rounds each")
        for key in args.case or list(CASES):
            title, play = CASES[key]
            wrong, falls, played = 0, Counter[str](), 0
            for _round in range(args.rounds):
                if time.monotonic() > deadline:
                    break
                bad, fell = play()
                wrong += bad
                falls[fell] += 1
                played += 1
            failed |= wrong > 0 or played < args.rounds
            how = ", ".join(f"{fell} {count}" for fell, count in falls.most_common())
            print(f"  {title:<40} {wrong} of {played} wrong   ({how})")
    finally:
        server.terminate()
        server.wait(timeout=30)
        if THROWAWAY:
            shutil.rmtree(THROWAWAY, ignore_errors=True)
    if failed:
        print("a race went wrong (or the time limit cut a case short)")
        sys.exit(1)


if __name__ == "__main__":
    main()
