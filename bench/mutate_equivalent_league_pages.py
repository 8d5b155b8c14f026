"""The equivalent mutants of the leagues' views and forms, each with the reason (bench/mutate_equivalent.py)."""

from mutate_equivalent import Equivalent

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
        "A field's required is only ever read as true or false (its validation, the required attribute), and "
        "None reads as False, the value it replaces.",
    ),
    Equivalent(
        "leagues.forms.nights",
        "NewNamesField.__init__",
        r"^required=None,$",
        "A field's required is only ever read as true or false (its validation, the required attribute), and "
        "None reads as False, the value it replaces.",
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
)
