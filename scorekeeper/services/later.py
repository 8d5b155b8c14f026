"""The deals after a changed one checked again: a correction or a delete must leave every later deal possible
(a buy-in by a player who is no longer out, in British Kalookie). Their own entries are not judged again:
they held when they were stored; only the checks that depend on the deals before them are."""

from collections.abc import Sequence

from django.utils.translation import gettext as _

from rules.core.deal import check_later
from rules.core.rules import Rules
from rules.core.scores import Problem
from rules.core.state import Standing, Tallied

from .errors import DealRejected


def refold(
    rules: Rules, starts: Sequence[int], deals: Sequence[Sequence[Tallied]], changed: int, paper: int
) -> Standing:
    """The standing after every deal, checking again each one after deal `changed` (1-based) with the checks
    that depend on the deals before it: a change must leave every later deal possible (a buy-in, in British
    Kalookie). A later deal's own entries are not judged again: they held when it was stored."""
    standing = rules.start(starts, paper)
    for number, deal in enumerate(deals, start=1):
        if number > changed:
            problems = check_later(rules, [dict(tallied.entries) for tallied in deal], standing)
            if problems:
                message = _("That would make deal %(number)d impossible: %(problem)s") % {
                    "number": number,
                    "problem": problems[0].message,
                }
                raise DealRejected([Problem(message)])
        standing = rules.advance(standing, deal)
    return standing


def recheck_without(
    rules: Rules, starts: Sequence[int], deals: Sequence[Sequence[Tallied]], number: int, paper: int
) -> None:
    """The deals after deal `number` checked again as if it were gone (a delete): DealRejected naming the
    first later deal that no longer holds, by the number the sheet shows it under now (a buy-in by a
    player who is no longer out, in British Kalookie)."""
    standing = rules.start(starts, paper)
    for later, deal in enumerate(deals, start=1):
        if later == number:
            continue
        if later > number and (problems := check_later(rules, [dict(tallied.entries) for tallied in deal], standing)):
            message = _("Deleting deal %(deleted)d would make deal %(number)d impossible: %(problem)s") % {
                "deleted": number,
                "number": later,
                "problem": problems[0].message,
            }
            raise DealRejected([Problem(message)])
        standing = rules.advance(standing, deal)
