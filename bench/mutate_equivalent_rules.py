"""The equivalent mutants of rules/, each with the reason (bench/mutate_equivalent.py)."""

from mutate_equivalent import Equivalent

RULES: tuple[Equivalent, ...] = (
    Equivalent(
        "rules.core.words",
        "grouped",
        r"number_format\(value, (force_grouping=(None|False))?\)$",
        "settings.USE_THOUSAND_SEPARATOR is on, so number_format groups the thousands without being forced.",
    ),
    Equivalent(
        "rules.book.rendered",
        "page_key",
        r'(user\.pk if \(user is not None\) or True else None|getattr\(request, "user", \)|'
        r'return "(XXpage:XX|PAGE:)" \+)',
        "AuthenticationMiddleware (always in MIDDLEWARE) puts a user on every request, so it is there and "
        "never None; the prefix only keeps the pages' keys apart in a cache that holds nothing else.",
    ),
    Equivalent(
        "rules.book.rendered",
        "render_once",
        r"(page_key\(request, None, key\)|cache\.set\(name, text, (None)?\)|"
        r'text\.replace\(NONCE, ("" if \(nonce is None\) and False|"XXXX" if nonce is None) else str\(nonce\)\)$)',
        "An address renders one template, and the address is in the key; how long a copy is kept changes "
        "memory, not a page (every key names the state it shows); the CSP middleware is always installed, "
        "so every request has a nonce.",
    ),
    Equivalent(
        "rules.core.settings",
        "Schedule.parts",
        r"short % \(index - self\.first\),$",
        "The schedules with short labels (red and black threes, ×0, ×1 ...) count from 0: index - 0 is index + 0.",
    ),
    Equivalent(
        "rules.core.settings",
        "GrowingSchedule.parts",
        r"item, self\.low, \)$",
        "The one growing schedule (Hand and Foot's meld minimums) has the default range, whose top is "
        "Part's own default: leaving it out gives the same input.",
    ),
    Equivalent(
        "rules.core.settings",
        "GrowingSchedule.gather",
        r"range\(self\.most \+ 2\)\]$",
        "The panel shows at most `most` inputs; an input posted past them (forged) makes a list longer "
        "than `most`, which problems() refuses, one index further or not.",
    ),
    Equivalent(
        "rules.families.canasta.settings",
        "MeldTable.gather",
        r"range\(MAX_MELD_STEPS \+ 2\):$",
        "The panel shows at most MAX_MELD_STEPS rows; a row posted past them (forged) makes a table longer "
        "than that, which the setting's problems() refuses, one index further or not.",
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
        "rules.families.kalooki.state",
        "*",
        r"zip\((?:[^(),]+, ){2,}(strict=(False|None))?\)",
        "Every zip with strict=True here pairs per-side sequences of one game (its tallies, totals, notes, "
        "chips, knock-outs and buy-ins, one item per player): their lengths always agree, so strict never raises.",
    ),
    Equivalent(
        "rules.families.kalooki.state",
        "*",
        r"rules\.over\(totals, (?!before\.paper \+ played\)|paper\))[^)]+\)",
        "Kalooki's over() reads only the totals (the game ends when one reaches the target, never after a "
        "number of deals), so the number of deals handed to it (at the start and after a deal) is never read.",
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
        "row",
        r"rules\.requirement\((?!0, number\))[^(),]+, [^(),]+\)",
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
    Equivalent(
        "rules.core.deal",
        "score_deal",
        r"zip\(scored, parts, (strict=(False|None))?\)",
        "`scored` is the family's score of `parts`, one score per part: the two are always as long as each "
        "other, so strict never raises.",
    ),
    Equivalent(
        "rules.core.deal",
        "scored",
        r"zip\(entries, score_deal\(rules, entries\), (strict=(False|None))?\)",
        "score_deal gives one score per side of `entries`: the two are always as long as each other.",
    ),
    Equivalent(
        "rules.core.state",
        "added",
        r"zip\(totals, scores, (strict=(False|None))?\)",
        "Its callers add a checked deal to a standing of the same game: one score per player or side, as "
        "many as the totals (check_deal refuses any other number of tallies), so strict never raises.",
    ),
)
