"""The equivalent mutants of the leagues' result store and standings (leagues/services/results.py and
standings.py), each with the reason (bench/mutate_equivalent.py)."""

from mutate_equivalent import ONE_PLAYER_A_NAME, Equivalent

STANDINGS: tuple[Equivalent, ...] = (
    Equivalent(
        "leagues.services.standings",
        "partnerships",
        r'Result\.objects\.filter\(league=league, position=1\)\.exclude\(team=""\)',
        "A partnership's results are counted once a side, from one of its seats: a side with a team has at "
        "least two players (a player alone has none), so seat 1 is there exactly when seat 0 is, with the "
        "same team, season and outcome.",
    ),
    Equivalent(
        "leagues.services.standings",
        "partnerships",
        r'Result\.objects\.filter\(player=player\)\.exclude\(team=(None|"XXXX")\)\.values\("team"\)',
        'The outer query keeps only results with a team (exclude(team="")): letting the player\'s games '
        "alone into the subquery adds the empty team, which matches none of them.",
    ),
    Equivalent(
        "leagues.services.results",
        "_forms_before",
        r'\.values\("pk"\)\[:2\]$',
        "SQLite, which make mutate runs on, reads a scalar subquery's first row however many it gives; on "
        "PostgreSQL the suite's second pass fails on it (more than one row returned by a subquery).",
    ),
    Equivalent(
        "leagues.services.results",
        "_rate",
        r"zip\(sides, before, skills, (strict=(None|False))?\):$"
        r"|zip\(group, team_before, team_after, (strict=(None|False))?\):$",
        "before holds a form for each result of each side, and rate() gives a skill for each form of each team: "
        "the lists are always as long as each other, so strict never raises.",
    ),
    Equivalent(
        "leagues.services.results",
        "_rate_from",
        r"^if league\.ratings_from is None or sequence <= league\.ratings_from:$",
        "At `sequence == ratings_from` the mark is set to the value it has: the save writes it again and the same "
        "replay is queued.",
    ),
    Equivalent(
        "leagues.services.results",
        "_rate_from",
        r"^league\.save\(update_fields=None\)$",
        "refresh(), its one caller, read the league with select_for_update in this transaction: no other write "
        "to its row can come between, so saving every field writes back what was read, with the mark.",
    ),
    Equivalent(
        "leagues.services.standings",
        "_count",
        r'scope (\|)?= Q\(\*\*\{f"\{path\}outcome": outcome\}\)$',
        "Every caller passes an empty Q(), and Q() & X, Q() | X and X alone are all X.",
    ),
    Equivalent(
        "leagues.services.standings",
        "_latest",
        r'\.values\("pk"\)\[:2\]\)$',
        "SQLite, which make mutate runs on, reads a scalar subquery's first row however many it gives; on "
        "PostgreSQL the suite's second pass fails on it (more than one row returned by a subquery).",
    ),
    Equivalent(
        "leagues.services.standings",
        "lines",
        r"rated = in_scope if ended or in_scope is not None else last$",
        "Unless the season has ended, a player's latest result in it is their latest of all (the current "
        "season is the latest; all time is all): in_scope, when there, is last.",
    ),
    Equivalent(
        "leagues.services.standings",
        "lines",
        r'places=row\.get\("places"\) or 1,$',
        "`or` gives 1 only to a player with no result in the season (a played game has a place of at "
        "least 1); their average place is None whatever their places, having played none.",
    ),
    Equivalent(
        "leagues.services.standings",
        "partnerships",
        r'grouped\.order_by\("-rate", "-played", "team"\)\[:most\]$',
        "The rate is won / played: of two partnerships with one rate, the one with more wins has played "
        "more (or both won none), so after the rate, ordering by wins and by games played agree.",
    ),
    Equivalent(
        "leagues.services.standings",
        "partnerships",
        r'grouped\.order_by\("-rate", "-won", "-played", \)\[:most\]$',
        "The team only orders partnerships equal on rate, wins and games, for the cut at `most` (the list is "
        "sorted again by ranked(), then by name): SQLite, which make mutate runs on, groups by the team and "
        "hands equal rows on in that order. On PostgreSQL, where grouping may hash, the team is what keeps the cut "
        "stable.",
    ),
    Equivalent(
        "leagues.services.standings",
        "[lp]*",
        r'played=_count\("", None\),$',
        "Counting games played filters by an empty Q(), which keeps every row, as no filter does.",
    ),
    Equivalent(
        "leagues.services.standings",
        "partnerships",
        r'rate=Cast\("won", None\) / Cast\("played", FloatField\(\)\),$|'
        r'rate=Cast\("won", FloatField\(\)\) / Cast\("played", None\),$',
        "One side of the division cast to a float makes it a float's division, in SQLite and PostgreSQL alike.",
    ),
    Equivalent(
        "leagues.services.standings",
        "partnerships",
        r"if \(rows\) or True else \{\}$",
        "Reading the league's players when there is no partnership only costs a query: nothing is shown.",
    ),
    Equivalent(
        "leagues.services.standings",
        "lines",
        r"latest = Result\.objects\.in_bulk\(None\)$",
        "in_bulk(None) reads every result of the model: more than it needs, but the ones looked up are there.",
    ),
    Equivalent(
        "leagues.services.results",
        "listen",
        r'game_changed\.connect\(_on_game_changed, (sender=None, )?dispatch_uid="leagues\.results"\)$',
        "game_changed is sent from one place only (scorekeeper.services.events.announce_change), with sender=Game: a "
        "receiver of every sender hears the same sends.",
    ),
    Equivalent(
        "leagues.services.results",
        "listen",
        r'game_changed\.connect\(_on_game_changed, sender=Game, (dispatch_uid=(None|"XXleagues\.resultsXX"|'
        r'"LEAGUES\.RESULTS"))?\)$',
        "listen runs once (LeaguesConfig.ready), and a uid only keeps a second connect from adding the receiver "
        "again: without one Django tells receivers apart by the function and the sender, to the same end.",
    ),
    Equivalent(
        "leagues.services.results",
        "queue_waiting",
        r"filter\(ratings_from__isnull=False\)\.values_list\(flat=True\)\)$",
        'values_list with no field names lists every field, and flat=True keeps the first: League\'s id, as "pk" does.',
    ),
    Equivalent(
        "leagues.services.results",
        "rebuild",
        r'^seats = None$|^seats = Prefetch\("seats", (queryset=None)?\)$|'
        r'games\.order_by\("sequence"\)\.prefetch_related\(None\):$|'
        r"sequence__isnull=False\)\.select_related\(None\)$",
        "Seat's own ordering is side, position (Seat.Meta), so the seats come in the same order; without the "
        "prefetch or select_related they are read a game at a time. rebuild is the tests' check of the store "
        "(no page, task or command calls it): only its number of queries changes.",
    ),
    Equivalent(
        "leagues.services.results",
        "rebuild",
        r'queryset=Seat\.objects\.order_by\("side", \)\)$',
        "A side's seats then come in the order they were made, not by position: every result still holds its "
        "side and position (and is read back in that order), and the rating model rates each player from "
        "their side's sums, which two players a side give alike in either order (three, to a float's last bit, "
        "far below the rating shown); rebuild is the tests' check of the store, called by no page.",
    ),
    Equivalent(
        "leagues.services.results",
        "rebuild",
        r'LeagueGame\.objects\.filter\(league=league, \)\.select_related\("game"\)$',
        "A game with no number has never had a result: refresh, which runs with every write of a game, "
        "numbers it the first time it has results (and it keeps the number); the games this adds give none.",
    ),
    Equivalent(
        "leagues.services.results",
        "rebuild",
        r"result\.sequence, result\.finished = league_game\.sequence or 1, league_game\.finished or "
        r"timezone\.now\(\)$",
        "rebuild reads only the games with a number (sequence__isnull=False), counted from 1: `or` never stands in.",
    ),
    Equivalent(
        "leagues.services.results",
        "rebuild",
        r"Result\.objects\.bulk_create\(fresh, (batch_size=None)?\)$",
        "Django cuts a bulk insert into batches the database takes whatever batch_size asks "
        "(connection.ops.bulk_batch_size): the same rows are written.",
    ),
    Equivalent(
        "leagues.services.results",
        "replay",
        r"Result\.objects\.bulk_create\(later, (batch_size=None)?\)$",
        "Django cuts a bulk insert into batches the database takes whatever batch_size asks "
        "(connection.ops.bulk_batch_size): the same rows are written, only in fewer statements past BATCH rows.",
    ),
    Equivalent(
        "leagues.services.results",
        "replay",
        r'sequence__gte=start\)\.order_by\("sequence", "side", \)\)$',
        "Every writer of the store (refresh, replay, rebuild) inserts a game's results in side and position "
        "order, so within a side the rows were made in position order, and SQLite, which make mutate runs on, "
        "hands rows with equal sort keys on in the order it reads them. On PostgreSQL the position is what keeps "
        "the order.",
    ),
    Equivalent(
        "leagues.services.results",
        "_seat_names",
        r"players_named\(league, list\(changed\.values\(\)\)\), (strict=(None|False))?\)\)$",
        ONE_PLAYER_A_NAME,
    ),
    Equivalent(
        "leagues.services.results",
        "refresh",
        r"^league_game\.save\(update_fields=None\)$",
        "Only refresh writes a league game's row once it is made (record_result dates it right after, in the same "
        "transaction), and refresh runs inside its game's write, which holds the game's row lock "
        "(scorekeeper.services.deals.locked): the row read at the start is the row as it is, so saving every "
        "field writes back what was read, with the change.",
    ),
    Equivalent(
        "leagues.services.results",
        "refresh",
        r"^league\.save\(update_fields=None\)$",
        "The league was read with select_for_update in this transaction: no other write to its row can come "
        "between, so saving every field writes back what was read, with the count of finished games.",
    ),
    Equivalent(
        "leagues.services.results",
        "refresh",
        r'^stored = list\(league_game\.results\.order_by\("side", \)\)$',
        "Every writer of the store (refresh, replay, rebuild) inserts a game's results in side and position "
        "order, and SQLite, which make mutate runs on, hands rows with equal sort keys on in the order it reads "
        "them. On PostgreSQL the position is what keeps the order.",
    ),
    Equivalent(
        "leagues.services.results",
        "refresh",
        r'_results\(league_game, game, list\(league_game\.seats\.order_by\("side", \)\)\)$',
        "SQLite, which make mutate runs on, reads a game's seats through the index of seat_unique (league game, "
        "side, position), so within a side they come in position order even after a seat changed on the sheet is "
        "made anew. On PostgreSQL the suite's second pass fails on it "
        "(test_a_write_that_changes_no_result_rewrites_none_after_a_seat_was_changed_on_the_sheet).",
    ),
    Equivalent(
        "leagues.services.results",
        "refresh",
        r"^ranks_before = _ranks\(league, league_game\.season\) if \(counted\) or True else \{\}$",
        "ranks_before is read only when the game had counted: working the ranks out in any case only costs queries.",
    ),
    Equivalent(
        "leagues.services.results",
        "refresh",
        r"result\.sequence, result\.finished = league_game\.sequence or 1, league_game\.finished or "
        r"timezone\.now\(\)$",
        "A game has fresh results only when it is finished, and a finished game has its number (given just above "
        "the first time): `or` never stands in.",
    ),
    Equivalent(
        "leagues.services.results",
        "_results",
        r"^if places is None and totals is None:$",
        "places is None exactly when the final totals are (every family's Rules.places starts so), and a game "
        "stopped by the clock has both: the two are None together or not at all.",
    ),
)
