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
)
