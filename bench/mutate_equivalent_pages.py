"""The equivalent mutants of the score pad's views and forms, each with the reason (bench/mutate_equivalent.py)."""

from mutate_equivalent import REQUIRED_NONE, Equivalent

PAGES: tuple[Equivalent, ...] = (
    Equivalent(
        "scorekeeper.views.errors",
        "database_unavailable",
        r'^response\["(retry-after|RETRY-AFTER)"\] = str\(RETRY_AFTER\)$',
        "A response's headers are a case-insensitive mapping, and HTTP field names are case-insensitive (RFC 9110 "
        "5.1; HTTP/2 sends them all in lower case): every client reads the same Retry-After.",
    ),
    Equivalent(
        "scorekeeper.views.errors",
        "server_error",
        r"^return database_unavailable\(None\)$",
        "database_unavailable takes the request only to be a view's shape; it never reads it.",
    ),
    Equivalent(
        "scorekeeper.views.offline",
        "_version",
        r"json\.dumps\(config, (sort_keys=(None|False))?\)\.encode\(\)",
        "worker_config builds its dict the same way in every process and release (the same keys in the same "
        "order, from the settings and the URLconf), so its JSON unsorted is as stable as sorted and changes "
        "exactly when a list does: the hash only names the cache.",
    ),
    Equivalent(
        "scorekeeper.views.offline",
        "worker_config",
        r'"static": settings\.STATIC_URL if \(settings\.STATIC_URL\.startswith\("/"\)\) or True else',
        "Django's settings hand STATIC_URL back starting with / unless it is an absolute URL (a relative one gets "
        "the script prefix); a static file on another origin is never kept (kept() checks the origin), so "
        "neither that URL nor it after a / is ever the prefix of a path the worker serves.",
    ),
    Equivalent(
        "scorekeeper.forms.uploads",
        "LimitedUploadHandler.file_complete",
        r'^return OversizedUpload\(self\.file_name or "XXXX", ',
        "Django's multipart parser hands a handler only a file with a name (a part whose name sanitizes to "
        "nothing is skipped before new_file), so `or` never gives its right side.",
    ),
    Equivalent(
        "scorekeeper.forms.uploads",
        "LimitedUploadHandler.new_file",
        r"^super\(\)\.new_file\(\*args, \)$",
        "Django's multipart parser calls new_file with positional arguments alone: kwargs is always empty.",
    ),
    Equivalent(
        "scorekeeper.forms.uploads",
        "OversizedUpload.__init__",
        r"^super\(\)\.__init__\(BytesIO\(None\), name, content_type, size, charset\)$",
        'BytesIO(None) is an empty buffer, as BytesIO(b"") is.',
    ),
    Equivalent(
        "scorekeeper.views.live",
        "_live",
        r'^if matches\(request\.headers\.get\("(if-none-match|IF-NONE-MATCH)", ""\), tag\):$',
        "request.headers is a case-insensitive mapping: every spelling reads the same If-None-Match.",
    ),
    Equivalent(
        "scorekeeper.views.live",
        "_live",
        r'^if matches\(request\.headers\.get\("If-None-Match", "XXXX"\), tag\):$',
        "Without the header, parse_etags finds no ETag in XXXX (an ETag is quoted), as in an empty string: no match.",
    ),
    Equivalent(
        "scorekeeper.views.live",
        "_live",
        r'^response\["(etag|ETAG)"\] = context\["etag"\]$',
        "A response's headers are a case-insensitive mapping, and HTTP field names are case-insensitive (RFC 9110 "
        "5.1; HTTP/2 sends them all in lower case): every client reads the same ETag.",
    ),
    Equivalent(
        "scorekeeper.views.games",
        "_picked",
        r'^slug = \(request\.POST or request\.GET\)\.get\("saved", (None|"XXXX")?\)$',
        "With no `saved` asked for, the slug only looks for saved rules of that slug: None and XXXX are no saved "
        "rules' slug (16 random characters), as the empty string is not, so nothing is picked either way.",
    ),
    Equivalent(
        "scorekeeper.views.games",
        "_variant",
        r'get_variant\(request\.POST\.get\("variant"\) or request\.GET\.get\("variant", (None|"XXXX")?\)\) or VARIANTS',
        "With no variant asked for, get_variant finds no variant called None or XXXX, as it finds none called "
        "the empty string: the default variant either way.",
    ),
    Equivalent(
        "scorekeeper.views.helpers",
        "posted_number",
        r'^return whole_number\(data\.get\(key, (None|"XXXX")?\)\)$',
        "whole_number gives None for anything but a string of ASCII digits: for None and XXXX as for the empty string.",
    ),
    Equivalent(
        "scorekeeper.views.helpers",
        "saved_house_rules",
        r"^found = \{rules\.slug: rules for rules in HouseRules\.objects\.filter\(variant=variant\)\}$",
        "The list is made from this browser's slugs alone (`if slug in found`), so reading every saved rules of "
        "the variant gives the same list in the same one query; only the rows read differ, which no page shows.",
    ),
    Equivalent(
        "scorekeeper.views.helpers",
        "wants_fragment",
        r'^htmx: HtmxDetails \| None = getattr\(request, "htmx", \)$',
        "django-htmx's HtmxMiddleware (settings.MIDDLEWARE) gives every request a view gets its `htmx`: the "
        "default is never needed.",
    ),
    Equivalent(
        "scorekeeper.views.helpers",
        "get_seated_game",
        r"^return sides\[1\]\.game, sides$",
        "Every game has two sides or more (create_game makes its seating from its sides, and every variant's "
        "seatings seat two sides or more), and select_related gives each side a copy of the game read by the "
        "same query: sides[1].game holds what sides[0].game holds, and no caller reads a side's game.",
    ),
    Equivalent(
        "scorekeeper.views.helpers",
        "author_of",
        r"^request\.session\[BROWSER_KEY\] = browser = secrets\.token_urlsafe\(13\)$",
        "13 random bytes make an id of 18 characters instead of 16: still unguessable, still within the 24 "
        "of the columns that keep it (Game.owner_browser, Authored.browser), and no page shows it; only "
        "its length would differ (the id that does not fit is killed by "
        "test_the_id_a_browser_is_given_fits_where_its_games_keep_it).",
    ),
    Equivalent(
        "scorekeeper.views.deals",
        "_deal_context",
        r'^"went_out_anchor": next\(\(f\.rule_anchor for f in slot\.rules\.fields\(\) if f\.key == WENT_OUT\), '
        r'(None|"XXXX")?\),$',
        "Every family's tally has a went_out field (rules/families/*/tally.py: Canasta, Burraco, Hand and Foot, "
        "Kalooki): next() always finds it, and its default is never given.",
    ),
    Equivalent(
        "scorekeeper.views.deals",
        "_deal_context",
        r'^"help_part": next\(\(part for part in parts if not part\["out"\]\), \),$',
        "A side sits a deal out only in British Kalookie, while knocked out, and that game ends when one player "
        "is left in (kalooki/state.py), after which every place has its fields again: a deal form always has a "
        "part that plays, so next() always finds one and its default is never given.",
    ),
    Equivalent(
        "scorekeeper.forms.deals",
        "DealForm.problems",
        r"^for side, part in zip\(sides, self\.parts, (strict=(None|False))?\):$",
        "The form has a part for each side of the game's seating, and a game has a side for each: the two lists "
        "are always as long, so zip's strict check never fires.",
    ),
    Equivalent(
        "scorekeeper.forms.deals",
        "DealForm.side_parts",
        r"^for side, part, requirement, place in zip\(sides, self\.parts, requirements, self\.places, "
        r"(strict=(None|False))?\)$",
        "The form has a part and a place for each side of the game's seating, and the game a side and a "
        "requirement for each: the four lists are always as long, so zip's strict check never fires.",
    ),
    Equivalent(
        "scorekeeper.forms.deals",
        "_form_field",
        r"^form_field = FlagField\(label=field\.label, help_text=field\.help, required=None\)$",
        REQUIRED_NONE,
    ),
    Equivalent(
        "scorekeeper.forms.deals",
        "_form_field",
        r"^label=field\.label, help_text=field\.help, required=None, widget=forms\.NumberInput\(attrs\)$",
        REQUIRED_NONE,
    ),
    Equivalent(
        "scorekeeper.forms.deals",
        "_adjustment_fields",
        r"^(found\[f\"adj\{k\}_reason\"\] = forms\.ChoiceField\(choices=choices, required=None\)"
        r"|found\[f\"adj\{k\}_text\"\] = TypedTextField\(max_length=adjustments\.MOST_REASON, required=None\)"
        r"|required=None, min_value=-adjustments\.MOST_POINTS, max_value=adjustments\.MOST_POINTS)$",
        REQUIRED_NONE,
    ),
    Equivalent(
        "scorekeeper.forms.deals",
        "tally_form",
        r"^key = f\"tally_form_\{rows\}_\{'XX\.XX'\.join\(field\.key for field in tally_fields\)\}\"$",
        "The key only keeps apart the classes of different line counts and field sets in the rules' cache; "
        "field keys are identifiers with no dot, so any separator with a dot keeps them apart as well.",
    ),
    Equivalent(
        "scorekeeper.forms.deals",
        "tally_form",
        r'^form_class = cast\((None, type\("TallyForm"|type\[TallyForm\], type\("(XXTallyFormXX|tallyform|TALLYFORM)")'
        r", \(TallyForm,\), attrs\)\)$",
        "cast() does nothing when the code runs (it is for mypy alone), and the built class's __name__ is shown "
        "nowhere: no page, message or file names a form's class.",
    ),
    Equivalent(
        "scorekeeper.forms.deals",
        "TallyForm._clean_fields",
        r"^value = field\.widget\.value_from_datadict\(data, None, self\.add_prefix\(name\)\)$",
        "No widget of a tally form reads the uploaded files: NumberInput, TextInput (Widget.value_from_datadict), "
        "CheckboxInput and Select read the posted data alone.",
    ),
    Equivalent(
        "scorekeeper.forms.house",
        "HouseRulesForm.clean",
        r"^self\.add_error\(first\.get\(problem\.field\) if \(problem\.field\) or True else None, problem\.message\)$",
        "A problem without a field asks first.get(None), which is None (no setting is keyed None): the same "
        "message for the whole panel.",
    ),
    Equivalent(
        "scorekeeper.forms.logins",
        "StaffLoginForm.get_invalid_login_error",
        r'^username = self\.cleaned_data\.get\("username"\) or "XXXX"$',
        "Django's AuthenticationForm.clean asks for this error only after authenticating a username it cleaned, "
        "which is required and so never empty: `or` never gives its right side.",
    ),
    Equivalent(
        "scorekeeper.forms.games",
        "GameForm.add_dealer_field",
        r"^required=None,$",
        REQUIRED_NONE,
    ),
    Equivalent(
        "scorekeeper.forms.games",
        "SidesForm.__init__",
        # `required=final,` carries a comment: its own mutant to None (which a test kills) is a line apart.
        r"^required=None,$",
        REQUIRED_NONE,
    ),
    Equivalent(
        "scorekeeper.forms.games",
        "SidesForm.__init__",
        r"\bentered: int = 1, final: bool = False\b",
        "`entered` is read only by paper_deals_problem, as `entered > rules.deals` and `max(entered, 1)`: a game of "
        "a set number of deals has at least one (Hand and Foot refuses an empty list of meld minimums), so "
        "no deal entered and one read alike.",
    ),
    Equivalent(
        "scorekeeper.forms.house",
        "HouseRulesForm._field",
        r"^required=None,$",
        REQUIRED_NONE,
    ),
    Equivalent(
        "scorekeeper.forms.games",
        "NewGameForm.__init__",
        r"^label=option\.label, help_text=option\.help, required=None$",
        REQUIRED_NONE,
    ),
    Equivalent(
        "scorekeeper.forms.games",
        "PlaceSelect.create_option",
        r'^if value is not None (and value != "XXXX"|or value != ""):$',
        "The choices are the places round the table, numbered from 0: no value is None or empty, so every "
        "option gets its data attributes under either test.",
    ),
    Equivalent(
        "scorekeeper.forms.games",
        "PlaceSelect.create_option",
        r"^option = super\(\)\.create_option\((None, value, \*args, \*\*kwargs|name, value, \*args, )\)$",
        "A Select's <option> shows neither its name nor attributes inherited from the widget (only radio and "
        "checkbox inputs use them: option_inherits_attrs is False), and its index with or without a subindex "
        "goes only into such an id: the options render the same.",
    ),
    Equivalent(
        "scorekeeper.forms.house",
        "HouseRulesForm.__init__",
        r"^super\(\)\.__init__\(\*args, \)$",
        "Every caller passes the data positionally and only preset, current and saving by name, which the "
        "signature takes: kwargs is always empty.",
    ),
)
