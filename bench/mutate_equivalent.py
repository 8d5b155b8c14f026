"""Mutants that cannot change what any caller sees (equivalent mutants), each with the reason.

bench/mutate.py counts them apart, never silently: a listed mutant that a test kills after all is
counted as killed and named (its pattern is too wide), and a full run fails when an entry matches no
mutant any more.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Equivalent:
    """Mutants of `function` (a glob over "Class.method" or "function") in `module` whose changed
    line matches `pattern` (a regular expression) cannot change what any caller sees."""

    module: str
    function: str
    pattern: str
    reason: str


EQUIVALENT: tuple[Equivalent, ...] = (
    Equivalent(
        "scorekeeper.services.conflicts",
        "_changes",
        r"sorted\(rows, \)",
        "Sorting the (version, row) pairs by the whole pair is sorting by the version: every write moves "
        "the game's version on, so no two rows share one and the rows are never compared.",
    ),
    Equivalent(
        "scorekeeper.services.errors",
        "*.__init__",
        r'super\(\)\.__init__\((None\)|"XX)',
        "An exception's own text shows only in a traceback: the views show each error's fields (its "
        "problems, the deal saved meanwhile) in words, and never str() of it.",
    ),
    Equivalent(
        "scorekeeper.services.games",
        "_rescore_all",
        r"zip\(deals, rescored, (strict=(False|None))?\)",
        "`rescored` is `deals` scored again one by one: the two lists always have one length.",
    ),
    Equivalent(
        "rules.families.kalooki.scoring",
        "chips_owed",
        r"tally\.get\((JOKERS_LEFT|CARDS_LEFT), (None|1|)\)",
        "The defaults of the counts of cards left are never read: chips_of scores chips only with chips on, "
        "and every deal of such a game was checked with chips on (switching chips on later is refused while "
        "any deal has a player holding cards without a count), so its entries hold both counts.",
    ),
    Equivalent(
        "rules.core.house",
        "HouseRulesError.__init__",
        r'super\(\)\.__init__\((None\)|"XX)',
        "The exception's own text shows only in a traceback: every caller (the house-rules form, the "
        "saved-rules picker, the game-file import) shows its `problems`, one message per key.",
    ),
    Equivalent(
        "rules.families.kalooki.rules",
        "_kalooki",
        r"raise TypeError\(",
        "The words of the TypeError a programming slip raises (another family's standing): it is a "
        "TypeError whatever they say, and no user ever reads them.",
    ),
    Equivalent(
        "rules.families.kalooki.state",
        "*",
        r"zip\([^()]*, (strict=(False|None))?\)",
        "Every zip with strict=True here pairs per-side sequences of one game (its tallies, totals, notes, "
        "chips, knock-outs and buy-ins, one item per player): their lengths always agree, so strict never raises.",
    ),
    Equivalent(
        "rules.families.kalooki.state",
        "advance",
        r"rules\.over\(totals, (?!before\.paper \+ played\))",
        "Kalooki's over() reads only the totals (the game ends when one reaches the target, never after a "
        "number of deals), so the number of deals handed to it is never read.",
    ),
    Equivalent(
        "rules.families.kalooki.state",
        "*",
        r"highest = max\(.*default=(None|1)\)",
        "The default is the highest total when no player is still in, and then the game is over: no one buys "
        "in after the end (_bought_in), so `highest` is never read.",
    ),
    Equivalent(
        "rules.families.kalooki.state",
        "advance",
        r"return replace\(before, played=played, totals=totals, \)",
        "After the end `chips` is before.chips (a deal after the end wins or pays nothing), which replace() "
        "keeps when it is left out.",
    ),
    Equivalent(
        "rules.families.kalooki.state",
        "row",
        r"rules\.requirement\((?!0, number\))",
        "Kalooki's requirement is the initial meld, for every player in every deal: it reads neither the "
        "total nor the deal's number.",
    ),
    Equivalent(
        "rules.families.kalooki.checks",
        "_check_chips",
        r"hands\.pack\(rules\.cards, rules\.decks, jokers=None\)",
        "pack() keeps a joker only if `jokers or kind.key != JOKERS`: None leaves the jokers out as False does.",
    ),
    Equivalent(
        "rules.families.kalooki.checks",
        "_check_chips",
        r"not bounds\[0\] (<=? penalty <|< penalty <=) bounds\[1\]",
        "The bounds are the least and the most sum the cards make, so a penalty equal to either is one they "
        "make: possible_with() accepted it before, and the ends are never compared.",
    ),
    Equivalent(
        "rules.families.canasta.book",
        "national_facts",
        r'"black_threes": \[.* for count in range\(len\(black\)\)\]',
        "A row for 0 black threes is never shown: the quick reference shows the black threes only beside "
        "the red threes of the same count, which start at 1, and the prose only asks whether there are any.",
    ),
)
