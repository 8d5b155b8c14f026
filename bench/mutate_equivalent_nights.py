"""The equivalent mutants of the club night's services (nights, night_results, board, confirm), each with the
reason (bench/mutate_equivalent.py)."""

from mutate_equivalent import Equivalent

NIGHTS: tuple[Equivalent, ...] = (
    Equivalent(
        "leagues.services.confirm",
        "_confirm",
        r'Night\.objects\.filter\(pk=(None|table\.round\.night_id)\)\.update\(version=F\("version"\) \+ [12]\)$',
        "The night's version is read only in the board's ETag, with the sum of its games' versions: the "
        "confirmation touches the game (its version moves on), so the ETag moves on without the night's, "
        "and by one or by two alike.",
    ),
    Equivalent(
        "leagues.services.board",
        "board",
        r'^sides = Prefetch\("league_game__game__sides", (queryset=None)?\)$',
        "Side's Meta ordering is its order round the table: the default queryset reads the sides in the order "
        "the one given asks for, in as many queries.",
    ),
    Equivalent(
        "leagues.services.board",
        "board",
        r"^tables = shown\.tables\.select_related\(None\)\.prefetch_related\(sides\)$",
        "The prefetch of league_game__game__sides reads the league games and games too, a query each for every "
        "table at once: the same objects, two queries more however many tables play.",
    ),
    Equivalent(
        "leagues.services.board",
        "board",
        r'names\.get\((p|player), (None|"XX\?XX")?\)',
        'The "?" is never shown: every player the draw seats or sits out is present at the night (the draw is '
        "made of the players present; a presence is never deleted, only marked left, and a player with one "
        "cannot be deleted), so `names` has them all.",
    ),
    Equivalent(
        "leagues.services.board",
        "board",
        r"for \(name, players\), total, leads in zip\(found, totals, leading, (strict=(None|True))?\)$",
        "The three lists have one entry a side (the table's drawn sides, or the game's sides and its standing's "
        "totals, one a side): as long, so strict never has anything to refuse or cut.",
    ),
    Equivalent(
        "leagues.services.board",
        "board",
        r"^lowest = league_rules\(night\.league, (None)?\)\.lowest_wins$",
        "Who wins, lowest or highest, is the family's (a class constant of its rules, never a house rule: "
        "rules/core/house.py STRUCTURE): the league's rules at its usual seating say the same as at the night's.",
    ),
    Equivalent(
        "leagues.services.board",
        "night_version",
        r"^sql, order = _night_version_query\(None\)$",
        "The vendor is only the key of the query's cache: the query is built on the connection itself, and a "
        "process has one database.",
    ),
    Equivalent(
        "leagues.services.nights",
        "start_round",
        r"^game = record_game\(night\.league, specs, owner=author, \)$",
        "record_game's first_dealer is 0 by default, the value start_round gives it.",
    ),
    Equivalent(
        "leagues.services.nights",
        "start_round",
        r'^raise NightRefused\("XX XX"\.join\(refused\.problems\)\) from None$',
        "record_game refuses a night's table for one reason at most, a closed season: the night's seating fits "
        "the league's house rules (the night could not be drawn otherwise, and they never change), and its "
        "players are distinct players of the league, each named. One problem is joined with no separator.",
    ),
    Equivalent(
        "leagues.services.nights",
        "start_round",
        r"^(table|stored)\.save\(update_fields=None\)$",
        "The round and its tables were read a moment before in the same transaction, under the night's lock, "
        "which every change to a night's rounds takes (a confirmation writes only a finished game's table, and "
        "this round's games are new): saving every field writes back the values just read, and the one changed.",
    ),
    Equivalent(
        "leagues.services.nights",
        "_locked",
        r"^return Night\.objects\.select_for_update\(\)\.select_related\(None\)\.get\(pk=night\.pk\)$",
        "Without it the night's league is read in a query of its own when it is first needed: the same league.",
    ),
    Equivalent(
        "leagues.services.nights",
        "_moved",
        r'^Night\.objects\.filter\(pk=night\.pk\)\.update\(version=F\("version"\) \+ 2\)$',
        "The night's version is read only in its board's ETag, where it only has to move on: by one or by two alike.",
    ),
    Equivalent(
        "leagues.services.nights",
        "may_run",
        r'night\.organisers\.filter\(pk=getattr\(user, "pk", (\) or 0|None\) or 1)\)\.exists\(\)$',
        "may_record is False for a visitor not logged in, so the organisers are asked only about an account, "
        "which has a pk: neither getattr's default nor the `or` is ever taken.",
    ),
    Equivalent(
        "leagues.services.nights",
        "_plan_from",
        r'\.order_by\("number"\)\.prefetch_related\(None\)$',
        "Without the prefetch each round played reads its tables in a query of its own (a night has at most 20 "
        "rounds): the same tables, in the same order (NightTable's Meta ordering), so the same redraw.",
    ),
    Equivalent(
        "leagues.services.nights",
        "swap",
        r"night\.night_rounds\.filter\(number=number\)\.prefetch_related\(None\)\.first\(\)$",
        "Without the prefetch the round's tables are read twice (for the swap, then to save it), in the same "
        "order (NightTable's Meta ordering) and under the night's lock: the same tables, one query more.",
    ),
    Equivalent(
        "leagues.services.nights",
        "swap",
        r"zip\(stored\.tables\.all\(\), changed\.tables, (strict=(None|False))?\):$",
        "Round.swapped keeps every table of the round (it only exchanges two players): the two lists zipped are "
        "always as long, so strict never has anything to refuse.",
    ),
    Equivalent(
        "leagues.services.nights",
        "arrive",
        r"^presence\.save\(update_fields=None\)$",
        "The presence was read a moment before in the same transaction, under the night's lock, which every "
        "change to a night's presence takes: saving every field writes back the values just read, and the two "
        "changed.",
    ),
    Equivalent(
        "leagues.services.nights",
        "swap",
        r"^(stored|table)\.save\(update_fields=None\)$",
        "The round and its tables were read a moment before in the same transaction, under the night's lock, "
        "which every change to a round not started takes (a confirmation writes only a started round's table): "
        "saving every field writes back the values just read, and the one changed.",
    ),
    Equivalent(
        "leagues.services.nights",
        "set_night_rules",
        r'Night\.objects\.filter\(league=(None|league)\)\.update\(version=F\("version"\) \+ [12]\)$',
        "The night's version is read only in its board's ETag, with the sum of its games' versions; the board "
        "shows the night rules only as a finished game waiting for its confirmation, a game that set_night_rules "
        "touches (its version, so the sum, moves on): by one or two, or not at all, the night's own adds nothing.",
    ),
    Equivalent(
        "leagues.services.nights",
        "_end",
        r"^running = playing\.tables\.filter\(league_game__game__finished=False, \)$",
        "Only _end stops a table, once, as it ends the table's round, and a round ends once (start_round and "
        "end_round end only rounds not ended): a table of a round being ended is never stopped already.",
    ),
    Equivalent(
        "leagues.services.nights",
        "_end",
        r"^for table in running\.select_related\(None\):$",
        "Without it each table still running reads its league game in a query of its own when the round ends: "
        "the same game, one query more a table.",
    ),
    Equivalent(
        "leagues.services.nights",
        "_end",
        r"^(playing|table)\.save\(update_fields=None\)$",
        "The round and its tables were read a moment before in the same transaction, under the night's lock "
        "(start_round, end_round); a confirmation, the one write to a table without it, takes only a finished "
        "game's, and these games were running: saving every field writes back the values just read, and the "
        "time.",
    ),
    Equivalent(
        "leagues.services.night_results",
        "night_results",
        r"^lowest = league_rules\(night\.league, (None)?\)\.lowest_wins$",
        "Who wins, lowest or highest, is the family's (a class constant of its rules, never a house rule: "
        "rules/core/house.py STRUCTURE): the league's rules at its usual seating say the same as at the night's.",
    ),
    Equivalent(
        "leagues.services.night_results",
        "night_results",
        r'^\.order_by\(("side", "position"|"sequence", "position"|"sequence", "side", )\)$',
        "The order only sets in which order the games are added up (sums, the same in any order; each game's "
        "results are grouped by its league game whatever the order) and that of each line's `results`, which "
        "no page, file or caller reads.",
    ),
    Equivalent(
        "leagues.services.night_results",
        "night_results",
        r"^best = \(min\(others\) if lowest else max\(others\)\) if \(others\) or True else result\.points$",
        "A night's game has at least two sides (leagues.draw.shapes.Format refuses fewer) and a result for each "
        "seat, so every result has results of other sides: `others` is never empty.",
    ),
    Equivalent(
        "leagues.services.night_results",
        "night_results",
        r"^best = \(min\(others\) if \(lowest\) and False else max\(others\)\) if others else result\.points$",
        "Where the lowest total wins, the points difference is neither shown (the page and the file show the "
        "points in its place) nor ranked by (the tie-break is the points): only it changes.",
    ),
    Equivalent(
        "leagues.services.night_results",
        "ranked",
        r"^break  # shown unranked: no shared rank, no tie-break$",
        "The order puts every line without games last (its sort key starts with `not line.games`): after the "
        "first such line, every line left has no games either, so stopping there skips the same lines.",
    ),
)
