"""Whether the password-reset page tells who has an account by how long it takes (issue 42).

    .venv/bin/python bench/reset_timing.py                 (a throwaway SQLite database)
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/meld_reset .venv/bin/python bench/reset_timing.py

It makes an account (ann@example.com), then posts the reset page through Django's full stack, taking turns
between that registered address and an unregistered one, and prints the median time of each and their
ratio: as Meld answers now (the mail queued for the worker, accounts/mail.py, with the database queue of
production), and as before, with the mail sent inside the request (the task run at once). Each registered
request of the "before" run really sends a mail (the limits of accounts/limits.py are cleared in between,
outside the time taken). The mail goes to Django's in-memory outbox, which is faster than any SMTP server:
the "before" gap was wider in production. Exits non-zero when the two paths now differ by more than
BUDGET (1.25×) in either direction.
"""

import argparse
import statistics
import sys
import time

from standalone import setup  # bench/ is the script's own folder, first on the path

throwaway = setup("reset")

from django.contrib.auth.models import User  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client, override_settings  # noqa: E402

from accounts.models import Attempt  # noqa: E402

BUDGET = 1.25
QUEUED = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
AT_ONCE = {"default": {"BACKEND": "django.tasks.backends.immediate.ImmediateBackend"}}
IN_MEMORY = {"default": {"BACKEND": "django.core.mail.backends.locmem.EmailBackend"}}
REGISTERED, UNREGISTERED = "ann@example.com", "nobody@example.com"


def timed(client: Client, email: str) -> float:
    started = time.perf_counter()
    response = client.post("/accounts/reset/", {"email": email})
    took = time.perf_counter() - started
    assert response.status_code == 302, response.status_code
    return took


def medians(rounds: int) -> tuple[float, float]:
    client = Client(HTTP_HOST="localhost")
    times: dict[str, list[float]] = {REGISTERED: [], UNREGISTERED: []}
    for turn in range(rounds + 10):
        for email in (REGISTERED, UNREGISTERED) if turn % 2 else (UNREGISTERED, REGISTERED):
            Attempt.objects.all().delete()  # every registered request of the run sends its mail
            took = timed(client, email)
            if turn >= 10:  # the first ten turns warm the caches up
                times[email].append(took)
    return statistics.median(times[REGISTERED]), statistics.median(times[UNREGISTERED])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200, help="requests of each address in each run")
    args = parser.parse_args()
    call_command("migrate", verbosity=0)
    User.objects.filter(email=REGISTERED).delete()
    User.objects.create_user(f"ann{int(time.time())}", REGISTERED, "a long pass phrase")
    with override_settings(MAILERS=IN_MEMORY):
        with override_settings(TASKS=AT_ONCE):
            before = medians(args.rounds)
        with override_settings(TASKS=QUEUED):
            now = medians(args.rounds)
    print(f"The reset page, {args.rounds} requests of each address, median ms (registered / unregistered):")
    for label, (registered, unregistered) in (("mail sent in the request (before)", before), ("mail queued", now)):
        ratio = registered / unregistered
        print(f"  {label:34} {registered * 1000:6.1f} / {unregistered * 1000:6.1f}   ratio {ratio:.2f}")
    ratio = now[0] / now[1]
    if not 1 / BUDGET <= ratio <= BUDGET:
        print(f"FAILED: the two paths differ by {ratio:.2f}x (budget {BUDGET}x)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
