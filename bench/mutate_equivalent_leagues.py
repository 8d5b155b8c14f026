"""The equivalent mutants of the leagues' services (the club night's aside: mutate_equivalent_nights.py; the result
store and the standings: mutate_equivalent_standings.py) and of accounts/, each with the reason
(bench/mutate_equivalent.py)."""

from mutate_equivalent import ONE_PLAYER_A_NAME, Equivalent

LEAGUES: tuple[Equivalent, ...] = (
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
        "leagues.services.leagues",
        "league_rules",
        r'^key = seating or \(variant\.default\.seating\.key if (\(variant\) or True else ""|variant else "XXXX")\)$',
        "Only a league whose game has left the catalogue takes the other branch, and then league_rules fails "
        "whatever seating it names (seated_rules finds no such game; an AttributeError instead of its "
        "ValueError), as league_preset does for it: no caller catches either.",
    ),
    Equivalent(
        "leagues.services.games",
        "record_game",
        r"^first_dealer: int = 1,$",
        "Every caller names the first dealer but record_result, whose game is finished on paper the moment it is "
        "made: no deal is dealt in it.",
    ),
    Equivalent(
        "leagues.services.games",
        "record_game",
        r"^Seat\(league_game=league_game, side=side, position=position, player=player, \)$",
        "refresh(game), at the end of record_game in the same transaction, finds every seat's name changed "
        "from the empty one and seats the same players again (players_named finds each, just made), with "
        "their names: the seats end as they would have.",
    ),
    Equivalent(
        "leagues.services.games",
        "record_game",
        r"in zip\(spots, players, (strict=(None|False))?\)$",
        ONE_PLAYER_A_NAME,
    ),
    Equivalent(
        "leagues.services.players",
        "players_named",
        r"^for name, key in zip\(names, keys, (strict=(None|False))?\):$",
        "keys is made from names, one key a name: the two are always as long as each other.",
    ),
    Equivalent(
        "leagues.services.players",
        "players_named",
        r"^known = \{player\.key: player for player in Player\.objects\.filter\(league=league, \)\}$",
        "Without key__in the league's every player is read, not only those named: the dict is looked up by "
        "the names' keys, so it finds the same players.",
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
    # The leagues' files, records, chart, rivals, log and kept standings (issue 28).
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
