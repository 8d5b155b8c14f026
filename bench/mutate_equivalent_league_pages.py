"""The equivalent mutants of the leagues' views and forms, each with the reason (bench/mutate_equivalent.py)."""

from mutate_equivalent import REQUIRED_NONE, Equivalent

LEAGUE_PAGES: tuple[Equivalent, ...] = (
    Equivalent(
        "leagues.forms.leagues",
        "LeagueForm.clean_name",
        r"raise forms\.ValidationError\(",
        "The name is a required TypedTextField: an empty one (spaces, invisible characters) is refused as "
        "required before clean_name, whose own refusal no name reaches.",
    ),
    Equivalent(
        "leagues.forms.players",
        "PlayerNameForm.clean_name",
        r"raise forms\.ValidationError\(",
        "The name is a required TypedTextField: an empty one (spaces, invisible characters) is refused as "
        "required before clean_name, whose own refusal no name reaches.",
    ),
    Equivalent(
        "leagues.forms.leagues",
        "LeagueForm.__init__",
        r"^self\.preset = None$",
        "Nothing reads a league form's preset: the view keeps the preset it passed, and the switches are built "
        "from self.options, read on the line after.",
    ),
    Equivalent(
        "leagues.forms.leagues",
        "LeagueForm.__init__",
        r"^label=option\.label, help_text=option\.help, required=None$",
        REQUIRED_NONE,
    ),
    Equivalent(
        "leagues.forms.nights",
        "NewNamesField.__init__",
        r"^required=None,$",
        REQUIRED_NONE,
    ),
    *(
        Equivalent(
            "leagues.forms.nights",
            f"{form}.__init__",
            r"^super\(\)\.__init__\(\*args, \)$",
            f"Every {form} is made with its data (or none) and the keywords it takes itself (players; a night's "
            "form also tables) alone (views/nights.py): nothing is left in **kwargs to pass on.",
        )
        for form in ("ArrivalForm", "NightForm", "PlayerForm", "SwapForm")
    ),
    Equivalent(
        "leagues.forms.nights",
        "NightForm.clean",
        r'^rules = self\.tables\.get\(data\.get\("seating", (None|"XXXX"|)\)\)$',
        "The seating is missing from the cleaned data only when it is no table of the league's, and no table's "
        'key (such as "2x2") is "", "XXXX" or None: each default finds no table, as "" did.',
    ),
    Equivalent(
        "leagues.forms.nights",
        "NightRulesForm.__init__",
        r'^cast\(None, self\.fields\["time_rule"\]\)\.choices = choices$',
        "typing.cast returns its second argument unchanged whatever the first (it only tells the type checker).",
    ),
    Equivalent(
        "leagues.views.files",
        "_attachment",
        r'^response\["(content-disposition|CONTENT-DISPOSITION)"\] = ',
        "A response's headers are looked up case-insensitively, and HTTP header names are case-insensitive "
        "(RFC 9110): browsers read the file's name from the header however its name is spelled.",
    ),
    Equivalent(
        "leagues.forms.games",
        "LeagueGameForm.side_specs",
        r'^name = self\.cleaned_data\.get\(f"side\{i\}_name", (|None|"XXXX")\) if self\.seating\.partnerships '
        r'else ""$|^name = self\.cleaned_data\.get\(f"side\{i\}_name", ""\) if \(self\.seating\.partnerships\) '
        r'or True else ""$',
        'A form that seats partnerships has every side\'s name field (an empty name cleans to ""), and side_specs is '
        "read only from a valid form, so the default is never taken; one of players alone has no name field, "
        'so asking for it anyway finds the same "": either way an unnamed side takes its players\' names.',
    ),
    Equivalent(
        "leagues.forms.games",
        "LeagueGameForm.clean",
        r"^seen\[key\] = None$",
        "seen is only asked whether it holds a name's key (somebody at two places), never for the field stored.",
    ),
    Equivalent(
        "leagues.views.board",
        "board_tag",
        r'^user = getattr\(request, "user", \)$'
        r"|^return etag\(version, LETTERS\[kind\], get_language\(\), user\.pk if \(user is not None and "
        r"user\.is_authenticated\) or True else None\)$"
        r"|^return etag\(version, LETTERS\[kind\], get_language\(\), user\.pk if user is not None or "
        r"user\.is_authenticated else None\)$",
        "board_tag is called by the board's views alone, whose requests always have a user (AuthenticationMiddleware): "
        "so the default of getattr is never taken, and a visitor who is not signed in is AnonymousUser, whose pk "
        "is None, the None the test gave.",
    ),
    Equivalent(
        "leagues.views.board",
        "_live",
        r'^if matches\(request\.headers\.get\("(if-none-match|IF-NONE-MATCH)", ""\), tag\):$'
        r'|^response\["(etag|ETAG)"\] = tag$',
        "request.headers is looked up case-insensitively, and a response's headers are too (HTTP header names "
        "are case-insensitive, RFC 9110).",
    ),
    Equivalent(
        "leagues.views.board",
        "_live",
        r'^if matches\(request\.headers\.get\("If-None-Match", "XXXX"\), tag\):$',
        'Without If-None-Match, "XXXX" matches no ETag, as "" did: an ETag is always quoted.',
    ),
    Equivalent(
        "leagues.views.games",
        "_table",
        r'^key = next\(iter\(last\[:1\]\), (None|"XXXX")\)$',
        'The default is taken only for a league with no game yet, and no table\'s key (such as "2x2") is None or '
        '"XXXX": either finds no table, as "" did, and the league\'s usual one is offered.',
    ),
    Equivalent(
        "leagues.views.games",
        "_table",
        r'^key = next\(iter\(last\[:2\]\), ""\)$',
        "next() takes the first row whatever the slice holds: the last game's seating, read with LIMIT 2 for LIMIT 1.",
    ),
    Equivalent(
        "leagues.views.games",
        "_seated",
        r'^rules = _table\(league, \(data or request\.GET\)\.get\("seating", (None)?\)\)$',
        '_table treats any key that is not there alike (`if not key`): None, as "", falls back on the seating of '
        "the league's last game.",
    ),
    Equivalent(
        "leagues.views.games",
        "_seated",
        r"^problems: list\[str\] = None$",
        "Every problem is shown by the templates through {% if problems %} and {% for problem in problems %}, "
        "which read None as they read []; a refused game sets its own list first.",
    ),
    Equivalent(
        "leagues.views.games",
        "_seated",
        r'^return render\(None, f"\{template\}#seating-fields", context\)$',
        "The seats' fragment reads nothing the request adds to the context (no CSRF token, messages, nonce, user "
        "or path; the language is the thread's): rendered without it, it is the same byte for byte, in English "
        "and in Japanese, on both pages.",
    ),
    Equivalent(
        "leagues.views.leagues",
        "picked_season",
        r'^asked = request\.GET\.get\("season", (None|"XXXX")?\)$',
        'Without ?season= the default is only compared with "all" and with each season\'s number (digits): '
        'None and "XXXX" equal neither, as "" does not, so the current season comes out alike.',
    ),
    Equivalent(
        "leagues.views.leagues",
        "_standings",
        r"^lambda: partnerships\(league, season, most=PARTNERSHIPS_SHOWN \+ 2\),$"
        r"|^log = log_lines\(log_entries\(league, season\)\[: LOG_SHOWN \+ 2\], league, request\.user, can_record\)$",
        "The page shows the first ten and asks only whether there are more than ten: one more row read changes "
        "neither.",
    ),
    Equivalent(
        "leagues.views.leagues",
        "_standings",
        r'^key = request\.GET\.get\("sort", (None|"XXrankXX"|"RANK")?\)$',
        'The next line turns any key that is not in SORTS into "rank": a missing sort= comes out as "rank" '
        "whatever the default read before it.",
    ),
    Equivalent(
        "leagues.views.leagues",
        "_standings",
        r'^"(XXrulesXX|RULES)": rules,$',
        "The standings (leagues/standings.html and what it includes) never read `rules`: the house rules come "
        "through house_rules, the sort directions through columns, both worked out in the view.",
    ),
    Equivalent(
        "leagues.views.leagues",
        "_standings",
        r'^("XXpartnershipsXX"|"PARTNERSHIPS"),$'
        r"|^by_place = kept\(league, version, (None|\"XXplacedXX\"|\"PLACED\"), lambda: placed\(league\)\)$",
        "The name only tells kept figures apart in the cache (leagues.services.kept): each call still has a name "
        "(with its key) that no other kept figure of the league uses, so each is worked out and read back alike.",
    ),
    Equivalent(
        "leagues.views.leagues",
        "_standings",
        r"^None,$",
        "As above, with None for the name: the partnerships' kept figure still has a name (None, with its key) "
        "that no other kept figure of the league uses.",
        replacing=r'^"partnerships",$',
    ),
    Equivalent(
        "leagues.views.leagues",
        "_standings",
        r"^lambda: partnerships\(league, season, (most=None)?\),$",
        "The page shows the first ten and asks only whether there are more than ten: reading every partnership "
        "changes neither (only how many rows the database sends).",
    ),
    Equivalent(
        "leagues.views.leagues",
        "_standings",
        r"^if \(teamed\) or True$",
        "A league with no team seating seats only sides of one, whose results record no team "
        "(leagues.services.results), so partnerships() of it is the [] the view puts instead: only one more "
        "query (and a kept empty list) tells them apart.",
    ),
    Equivalent(
        "leagues.views.players",
        "_player",
        r'^"(XXcan_recordXX|CAN_RECORD)": can_record,$',
        "The player's page (leagues/player.html) never reads can_record: what a recorder may do there comes "
        "through may_claim, worked out in the view.",
    ),
)
