"""The equivalent mutants of leagues/ (services, views, forms), accounts/, and the score pad's views and
forms, each with the reason (bench/mutate_equivalent.py)."""

from mutate_equivalent import Equivalent

LEAGUES: tuple[Equivalent, ...] = (
    Equivalent(
        "leagues.services.standings",
        "partnerships",
        r'Result\.objects\.filter\(league=league, position=1\)\.exclude\(team=""\)',
        "A partnership's results are counted once a side, from one of its seats: a side with a team has at "
        "least two players (a player alone has none), so seat 1 is there exactly when seat 0 is, with the "
        "same team, season and outcome.",
    ),
    Equivalent(
        "accounts.models",
        "Attempt.__str__",
        r".",
        "An attempt is shown on no page, form or admin (accounts has no admin): its text shows only in a shell.",
    ),
)
