"""The equivalent mutants of the leagues' services (the club night's aside: mutate_equivalent_nights.py) and of
accounts/, each with the reason (bench/mutate_equivalent.py)."""

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
        "accounts.forms",
        "LoginForm.get_invalid_login_error",
        r'getattr\(self\.request, "login_refused", None\)|code=(None|"XXrefusedXX"|"REFUSED")\)$|'
        r"ValidationError\(reason, \)$",
        "No reason and a reason of None take the same way (neither is a non-empty string); and the error's "
        "code is read by nothing: the login page shows its message.",
    ),
    Equivalent(
        "accounts.forms",
        "SignupForm.__init__",
        r"super\(\)\.__init__\(\*args, \)(  #.*)?$",
        "accounts.views.signup hands the form its data alone, positionally: there are no keywords to drop.",
    ),
    Equivalent(
        "accounts.forms",
        "LimitedPasswordResetForm.__init__",
        r"super\(\)\.__init__\(\*\*kwargs\)$",
        "Django's PasswordResetView hands the form everything as keywords (get_form_kwargs): there are no "
        "positional arguments to drop.",
    ),
    Equivalent(
        "leagues.services.seasons",
        "_set_closed",
        r"season\.save\(update_fields=None\)$",
        "The season was read a moment before under its lock (select_for_update): saving every field writes "
        "back the values just read, and the new `closed`.",
    ),
    Equivalent(
        "accounts.forms",
        "LimitedPasswordChangeForm.clean_old_password",
        r'password_change_locked_message\(\), (code=(None|"XXlockedXX"|"LOCKED"))?\)( from None)?$',
        "The error's code is read by nothing: the page shows its message.",
    ),
    Equivalent(
        "accounts.limits",
        "_note",
        r"Attempt\.objects\.create\(kind=kind, key=key, \)$",
        "Without `at`, the model's default (timezone.now) stamps the attempt microseconds after `now`: no "
        "window of minutes or hours tells the two apart.",
    ),
    Equivalent(
        "leagues.services.leagues",
        "league_preset",
        r"^return seated_rules\(league\.variant, variant\.default\.seating\.key "
        r'if (\(variant\) or True else ""|variant else "XXXX")\)$',
        "Only a league whose game has left the catalogue takes the other branch, and then league_preset fails "
        "whatever seating it names (seated_rules finds no such game; an AttributeError instead of its "
        "ValueError), as league_rules does for it: no caller catches either.",
    ),
    Equivalent(
        "leagues.services.players",
        "claim",
        r"^if player\.user_id is not None and player_of\(player\.league, user\) is not None:$|"
        r"^if player\.user_id is not None or player_of\(None, user\) is not None:$",
        "An account already another player's in the league gets no further than the update: the database's "
        "player_account_unique refuses it (IntegrityError, caught: False, nothing changed); a player linked "
        "already is not updated (user__isnull=True): 0 rows, False.",
    ),
    Equivalent(
        "leagues.services.players",
        "rename_player",
        r"^if Player\.objects\.filter\(league=(None, key=player\.key|league, key=None)\)"
        r"\.exclude\(pk=player\.pk\)\.exists\(\):$",
        "Without the check the name another player has goes on to the save, which the database's "
        "player_name_unique (league, key) refuses: the IntegrityError raises the same PlayerNameTaken, and "
        "the transaction leaves nothing changed.",
    ),
    Equivalent(
        "leagues.services.games",
        "GameRefused.__init__",
        r'^super\(\)\.__init__\((None|"XX\\nXX"\.join\(problems\))\)$',
        "Every caller reads the refusal's `problems` (the pages, import_league_game, start_round), never its message.",
    ),
    Equivalent(
        "leagues.services.games",
        "house_rules_equal",
        r"^preset = variant\.seated\(seating\) if \(variant\) or True else None$|^raise ValueError\(None\)$",
        "Its one caller, import_league_game, calls it only for a file of the league's own game (a game of the "
        "catalogue, so the league's variant is found) and catches the ValueError whatever its message.",
    ),
    Equivalent(
        "leagues.services.games",
        "league_rematch",
        r'^seats = list\(league_game\.seats\.select_related\(None\)\.order_by\("side", "position"\)\)$|'
        r'^seats = list\(league_game\.seats\.select_related\("player"\)\.order_by\("side", \)\)$',
        "Without select_related each seat reads its player in a query of its own (at most 8 seats). Without "
        '"position": SQLite, which make mutate runs on, reads the seats through the (league game, side, '
        "position) unique index, in position order; on PostgreSQL the suite's second pass fails on it "
        "(test_a_league_rematch_seats_the_same_partners_as_the_game_named_them_last).",
    ),
    Equivalent(
        "accounts.limits",
        "password_change_locked_message",
        r"CHANGE_WINDOW\.seconds / 60\}$",
        "%d formats 15.0 as 15: the window is a whole number of minutes.",
    ),
    # The leagues' files, records, results, chart, rivals, log and kept standings (issue 28).
    Equivalent(
        "leagues.services.exchange",
        "export_league",
        r"\(game\.sequence is None, game\.sequence or 1, game\.game\.created\)\)$",
        "A finished game's number counts from 1 (League.finishes goes up before it is given), so `or` stands in "
        "only for the games still being played, which have none: 0 or 1, they all share it, after every "
        "finished game, in the order they were begun.",
    ),
    Equivalent(
        "leagues.services.exchange",
        "export_league",
        r"LeagueGame\.objects\.filter\(league=league\)\.select_related\(None\)$",
        "Each game is then read on its own while the order is worked out: one query more a game, in the "
        "export_league command only (no page, no budget; export_game reads each game's sides and deals with "
        "queries of its own), and the same document.",
    ),
    Equivalent(
        "leagues.services.exchange",
        "export_league_json",
        r"ensure_ascii=None, indent=2\)",
        "json.dumps reads ensure_ascii for its truth only: None writes the file as False does.",
    ),
    Equivalent(
        "leagues.services.exchange",
        "games_csv",
        r"localdate\(finished\) if \(finished\) or True else None",
        "games_csv is handed finished games only (the games file reads records.finished_games, games with a "
        "number), and a league game's finishing time is set with its number (results.refresh) and only ever "
        "moved to another day (games.record_result): never None there.",
    ),
    Equivalent(
        "leagues.services.records",
        "head_to_head",
        r"met = found\[0\] if found else Rival\(None, 0, 0, 0, 0, 0, 0, 0, 0\)$",
        "Of the stand-in for two players who never met, head_to_head reads the counts only: the second "
        "player is the one it was given.",
    ),
    Equivalent(
        "leagues.services.rivals",
        "rivals",
        r'my_place=Subquery\(mine\.values\("place"\)\[:2\]\)$',
        "`mine` is the player's result in one game, and a player has one result a game (the result_unique "
        "constraint on league_game and player): LIMIT 2 reads the one row LIMIT 1 reads. (my_side keeps [:1] "
        "for Django: an exact lookup against a subquery must be limited to one row.)",
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
        "leagues.services.chart",
        "_step",
        r"raw = max\(span, 2\.0\) / 4$",
        "Any span under 2 gives a step of 0.5 either way: a quarter of 1 to 2 (0.25 to 0.5) rounds up to 5 "
        "tenths, as 0.5 itself does.",
    ),
    Equivalent(
        "leagues.services.chart",
        "_day",
        r"if \(point\.finished\) or True else None$",
        "rating_chart reads the days of points after a game only (history[1] and history[-1]), and "
        "rating_history gives each its result's finishing time (Result.finished, never null): only the start "
        "has none.",
    ),
    Equivalent(
        "leagues.services.log",
        "_side_moves",
        r'players = " & "\.join\(\(now or was or \{\}\)\.get\("players", (None)?\)\)$',
        "Every index is of a side before or after the change (the longer of the two lists), so `now or was` "
        "is one of the side's results, which always holds its players (_sides): the default is never read.",
    ),
    Equivalent(
        "leagues.services.log",
        "log_result_change",
        r"ids = \{result\.player_id for result in \[\*stored, \*fresh\]\} (\| set\(before\) & set\(after\)|"
        r"& set\(before\) \| set\(after\))$",
        "A player is ranked before and not after (or after and not before) only by a result of this game, "
        "stored (ranked before) or fresh (ranked after): the results' players and those ranked both before "
        "and after, or those ranked after and the results' players ranked before, are every name the line needs.",
    ),
    Equivalent(
        "leagues.services.log",
        "log_result_change",
        r"key=lambda pk: \(after\.get\(pk\) or before\.get\(pk\) or 1, names\[pk\]\)\)$",
        "Every player sorted is ranked before or after (the union of the two), from 1: `or` never reaches the "
        "last default.",
    ),
    Equivalent(
        "leagues.services.kept",
        "_name",
        r"json\.dumps\(league\.rules, (sort_keys=(None|False))?\), version, what, key\)$",
        "The name only has to differ when the rules do: unsorted, one set of house rules written in another "
        "key order names another entry, and the figures are worked out once more, never served stale.",
    ),
    Equivalent(
        "leagues.services.kept",
        "_name",
        r'return "(XXleague:XX|LEAGUE:)" \+ hashlib\.sha256\(repr\(named\)\.encode\(\)\)\.hexdigest\(\)$',
        "Any fixed prefix before the digest names the same entries apart.",
    ),
    Equivalent(
        "leagues.services.kept",
        "kept",
        r"cache\.set\(name, made, (None)?\)$|return cast\(None, found\)$",
        "A key names every change, so a figure kept longer or shorter (for ever, or the cache's default) is "
        "never stale: the limit only frees memory (SECONDS); and cast() returns its value whatever the type.",
    ),
    Equivalent(
        "leagues.services.kept",
        "[ps][lt]*_key",
        r'return \("(XXplayerXX|PLAYER|XXstandingsXX|STANDINGS)", _row\(league\)',
        "render_once names a kept page by its template too (page_key): the word only has to differ from the "
        "other page's, as any of these do.",
    ),
    Equivalent(
        "leagues.services.records",
        "games_in_play",
        r'prefetch_related\(Prefetch\("game__sides", (queryset=None)?\)\)\)$',
        "Side's own ordering is its order on the sheet (Side.Meta): the prefetch reads the sides in that order "
        "without being asked, in the same one query.",
    ),
    Equivalent(
        "leagues.services.kept",
        "_name",
        r"json\.dumps\(None, sort_keys=True\), version, what, key\)$",
        "What is kept (the standings' lines, the partnerships, whether places are shown) reads the rules for "
        "one thing only, whether the lowest total wins: a constant of the game's family (Rules.lowest_wins, "
        "which no house rule changes), and the variant is in the name.",
    ),
    Equivalent(
        "leagues.services.records",
        "games_in_play",
        r"zip\(\(side\.name for side in sides\), totals, (strict=(None|True))?\)\), played\)\)$",
        "strict=None is False; and a game's standing holds one total for each of its sides (the starting "
        "totals when it has none), so strict=True finds the two as long as each other.",
    ),
    Equivalent(
        "leagues.services.kept",
        "standings_key",
        r'shown = tuple\(league\.nights\.values_list\("pk", \)\[:nights\]\)$',
        "A night's date is set when it is opened and never changed (no service, form or admin page edits it): "
        "its id names it, date and all.",
    ),
    Equivalent(
        "leagues.services.kept",
        "standings_key",
        r'playing = LeagueGame\.objects\.filter\((league=league, |playing=True)\)\.order_by\("game_id"\)$',
        "Keying the page by every game of the league (or every league's games being played) only adds to the key: the "
        'page is rendered again more often (a finished game\'s "last change" ages), never served stale.',
    ),
)
