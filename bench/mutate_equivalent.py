"""Mutants that cannot change what any caller sees (equivalent mutants), each with the reason.

bench/mutate.py counts them apart, never silently: a listed mutant that a test kills after all is
counted as killed and named (its pattern is too wide), and a full run fails when an entry matches no
mutant any more. The entries themselves are in mutate_equivalent_rules.py (rules/),
mutate_equivalent_services.py (scorekeeper/services/), mutate_equivalent_pages.py (the score pad's views and
forms), mutate_equivalent_leagues.py (the leagues' services and accounts/), mutate_equivalent_standings.py (the
leagues' result store and standings), mutate_equivalent_nights.py (the club night's services) and
mutate_equivalent_league_pages.py (the leagues' views and forms).
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Equivalent:
    """Mutants of `function` (a glob over "Class.method" or "function") in `module` whose changed
    line matches `pattern` (a regular expression) cannot change what any caller sees. `replacing`, when
    given, also asks the line the mutant replaced to match it: for a changed line (`None,`) that killed
    mutants of the same function share."""

    module: str
    function: str
    pattern: str
    reason: str
    replacing: str = ""


# The reason shared by every form field's `required=None` mutant (Django reads `required` only for its truth).
REQUIRED_NONE = (
    "A field's `required` is only read for its truth (its validation, the input's required attribute): None is "
    "as false as False, the value it replaces."
)


# The reason shared by the zips of names and the players players_named gives for them.
ONE_PLAYER_A_NAME = (
    "players_named gives one player for each name it is handed, in order: the two are always as long as "
    "each other, so strict never raises."
)
