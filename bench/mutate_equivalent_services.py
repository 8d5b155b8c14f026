"""The equivalent mutants of the score pad's services, each with the reason (bench/mutate_equivalent.py)."""

from mutate_equivalent import Equivalent

SERVICES: tuple[Equivalent, ...] = (
    Equivalent(
        "scorekeeper.services.conflicts",
        "_changes",
        r"sorted\(rows, (key=None)?\)",
        "Sorting the (version, row) pairs by the whole pair is sorting by the version: every write moves "
        "the game's version on, so no two rows share one and the rows are never compared.",
    ),
    Equivalent(
        "scorekeeper.services.errors",
        "[!D]*.__init__",
        r'super\(\)\.__init__\((None\)|"XX|"[^a-z"]+"\))',
        "An exception's own text shows only in a traceback: the views show each error's fields (its "
        "problems, the deal saved meanwhile) in words, and never str() of it.",
    ),
    Equivalent(
        "scorekeeper.services.errors",
        "Deal[!G]*.__init__",
        r'super\(\)\.__init__\((None\)|"XX|"[^a-z"]+"\))',
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
        "scorekeeper.services.conflicts",
        "_beside",
        r"_typed_scores\(rules, typed\), (strict=(False|None))?\)\)",
        "The game's sides, the stored deal's scores and the typed tallies come one per side (every stored "
        "deal has a score per side, the form a tally per side): the three always have one length.",
    ),
    Equivalent(
        "scorekeeper.services.deals",
        "*_since",
        r'\.order_by\(("pk"|"version", )\)\)\)$',
        "A deal's changes are made one per write, each at the game's version then, which only grows and "
        "which no two writes share: ordered by version they are ordered by pk, and no two tie.",
    ),
    Equivalent(
        "scorekeeper.services.deals",
        "*",
        r"select_related\(None\)",
        "select_related only saves a query: a change's user is read the same way, a query later, when "
        "the refusal names who made it.",
    ),
    Equivalent(
        "scorekeeper.services.deals",
        "*_deal",
        r'number__lt=1\)\.update\(number=-F\("number"\) [-+] 1\)$',
        "The numbers being moved are negative between the two steps, and every other deal's number is at "
        "least 1 (no deal is numbered 0): below 0 and below 1 pick the same deals.",
    ),
    Equivalent(
        "scorekeeper.services.later",
        "refold",
        r"rules\.start\(starts, \)$",
        "The deals on paper (Hand and Foot's only) count only towards when the game ends and the deal's "
        "initial meld; no check of a deal reads them (Hand and Foot checks no deal against the ones before "
        "it), and this standing is read only by the checks.",
    ),
    Equivalent(
        "scorekeeper.services.later",
        "refold",
        r"if number >= changed:$",
        "The changed deal itself was just checked from the same standing (change_deal's checked_deal), so "
        "checking it again finds nothing.",
    ),
    Equivalent(
        "scorekeeper.services.deals",
        "_judge",
        r"opened\.version >= game\.version",
        "add_deal asks _judge only when the form's version is not the game's, so >= and > agree there.",
    ),
    Equivalent(
        "scorekeeper.services.games",
        "starting_total_problem",
        r"rules\.start\(\[total\] \+ \[1\] \* \(rules\.seating\.sides - 1\)\)",
        "Whether a game that starts at this total is over turns on that total alone in every family: one "
        "total reaches a canasta or Kalooki target, and in British Kalookie the others, at 0 or at 1, are in.",
    ),
    Equivalent(
        "scorekeeper.services.games",
        "update_game",
        r"zip\(stored, sides, (strict=(False|None))?\)",
        "The game-details form (the only caller) has one name, players and total per stored side, so the "
        "two lists are always as long as each other and strict never raises.",
    ),
    Equivalent(
        "scorekeeper.services.games",
        "update_game",
        r"game\.save\(update_fields=None\)",
        "The game's row is read inside the same transaction, locked (select_for_update on PostgreSQL, an "
        "IMMEDIATE transaction on SQLite), and only these three fields of it change before the save: "
        "writing every field writes the others as they are.",
    ),
    Equivalent(
        "scorekeeper.services.logins",
        "throttled_message",
        r"WINDOW\.seconds / 60\}$",
        "%d writes the 15.0 of a true division as 15, as it writes the 15 of a floor division: the window "
        "is a whole number of minutes.",
    ),
    Equivalent(
        "scorekeeper.services.logins",
        "open_login",
        r"secrets\.token_urlsafe\((None|33)\)",
        "None is secrets' own default of 32 bytes; 33 makes a key as unguessable, still unique and still "
        "inside its column of 64 characters (44 of them).",
    ),
    Equivalent(
        "scorekeeper.services.games",
        "*rescor*",
        r"standing\(starts, deals, \)\.totals$",
        "Deals on paper (Hand and Foot's only: a game file or a form gives them to no other family) count "
        "only towards when the game ends; no score, no total and no check of a deal depends on them (Hand "
        "and Foot checks no deal against the ones before it), and rescoring reads only scores, totals and "
        "problems.",
    ),
    Equivalent(
        "scorekeeper.services.running",
        "restand",
        r'(\.only\("entries", "scores", "standing"\):$|batch_size=(None|501)\)$|\["standing"\], \)$)',
        "only() always loads the primary key, named or not; the batch size changes how many statements "
        "write the standings, not what they write (SQLite and PostgreSQL take any game's deals in one).",
    ),
    Equivalent(
        "scorekeeper.services.sheet",
        "standing_before",
        r"if number < 1:$",
        "Before deal 1 the game stands at its start either way: no deal 0 is stored, so the standing is "
        "worked out from no deals, which is the start.",
    ),
    Equivalent(
        "scorekeeper.services.sheet",
        "standing_before",
        r"(stored = None$|filter\(game=None, |number=None\)|_stored_standing\(game, number, None, rules\))",
        "The standing stored on the deal before is the one worked out again from the deals before it "
        "(tests/scorekeeper/services/test_running.py checks that every write keeps the two equal): "
        "without it the same standing is worked out, only more slowly.",
    ),
    Equivalent(
        "scorekeeper.services.slots",
        "correction_slot",
        r"if \(number >= 1\) or True else None$",
        "No deal is numbered below 1: the query finds none, as the guard says without asking.",
    ),
    Equivalent(
        "scorekeeper.services.history",
        "deal_history",
        r"select_related\(None\)",
        "select_related only saves a query: each change's user is read the same way, a query later, when "
        "the history names who made it.",
    ),
    Equivalent(
        "scorekeeper.services.history",
        "when",
        r"timezone\.now\(\) - moment <= JUST_NOW:$",
        "when() reads the clock itself, microseconds after any caller could, so no moment is ever exactly "
        "JUST_NOW old there: < and <= agree for every moment a caller can give.",
    ),
    Equivalent(
        "scorekeeper.services.history",
        "deal_history",
        r'\.order_by\(("pk"|"version", )\):$',
        "A deal's changes are made one per write, each at the game's version then, which only grows and "
        "which no two writes share: ordered by version they are ordered by pk, and no two tie.",
    ),
    Equivalent(
        "scorekeeper.services.history",
        "differences",
        r"zip\(sides, before, after, (strict=(False|None))?\)",
        "A game's sides and the two sets of entries compared (a stored deal's, a correction's or the form's) "
        "come one per side: the three always have one length.",
    ),
    Equivalent(
        "scorekeeper.services.exchange",
        "GameFileError.__init__",
        r'super\(\)\.__init__\("XX\\nXX"',
        "The error's own text shows only in a traceback: the import pages and the leagues show its "
        "`problems`, one line each, and never str() of it.",
    ),
    Equivalent(
        "scorekeeper.services.exchange",
        "_Reader.sides",
        r'(^\s*side_players = (None|\["XXXX"\])$|else "XXXX"\)$|side\.get\("players", (None)?\)$)',
        "Stand-ins after a refusal of a side: read() raises GameFileError before anything reads the names "
        "or players of a refused side; and missing players (None) are refused in the same words as an "
        "empty list.",
    ),
    Equivalent(
        "scorekeeper.services.exchange",
        "_Reader.dealer",
        r"^\s*return 1$",
        "The first dealer after its refusal: the file is refused, and nothing reads the stand-in.",
    ),
    Equivalent(
        "scorekeeper.services.exchange",
        "export_json",
        r"ensure_ascii=None",
        "json.dumps reads ensure_ascii for its truth only: None writes the file as False does.",
    ),
    Equivalent(
        "scorekeeper.services.rematch",
        "rematch",
        r"zip\(names, players, (strict=(False|None))?\)",
        "The names and the players are read from one list of the game's sides (or the names made one per "
        "side of players): the two always have one length.",
    ),
    Equivalent(
        "scorekeeper.services.rematch",
        "rotated",
        r"seats\[:1\] \+ seats\[2:\] \+ seats\[1:3\]",
        "The seats are read by position * count + side, so only the first count * size of them: the slice "
        "[1:3] adds one seat after those, never read.",
    ),
    Equivalent(
        "scorekeeper.services.exchange",
        "export_game",
        r"(strict=(False|None)|rules\.deal_figures\(\[tallied\.entries for tallied in deal\]\), \)|"
        r"zip\(sheet\.deals, sheet\.state\.rows, \)|sheet\.deals, \)$)",
        "The zips are of one-per-side lists (a deal's tallies, its row's cells, its figures) and of the "
        "sheet's deals and their rows, one per deal. The standing is read only for Kalooki's chips, and only "
        "Hand and Foot has deals on paper.",
    ),
    Equivalent(
        "scorekeeper.services.logins",
        "record_failure",
        r"address=address\[:45\], \)",
        "`at` defaults to timezone.now(): the row is stored microseconds after `now`, a moment that only "
        "the 15-minute window reads.",
    ),
    Equivalent(
        "scorekeeper.services.sheet",
        "recent_sheets",
        r'\.order_by\("order"\):$',
        "The sides are gathered into one list per game: ordered by place alone, each game's list still "
        "holds its sides in their places.",
    ),
    Equivalent(
        "scorekeeper.services.logins",
        "close_login",
        r"if isinstance\(key, str\) or key:",
        "The key is the session's login key, which only the server writes (the cookie is encrypted and "
        "signed): open_login's 43 random characters, or None when the session has no login, and for "
        "both `and` and `or` decide alike.",
    ),
    Equivalent(
        "scorekeeper.services.logins",
        "login_alive",
        r"if not isinstance\(key, str\) and not key:",
        "The key is the session's login key, which only the server writes (the cookie is encrypted and "
        "signed): open_login's 43 random characters, or None; None returns False either way, and an "
        "empty key would find no login.",
    ),
)
