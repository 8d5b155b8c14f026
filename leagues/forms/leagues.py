"""Starting a league: its name and game (the house rules come from the score pad's panel)."""

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from rules.catalog import variant_groups
from rules.core.rules import Rules
from scorekeeper.models import MAX_NAME
from typedtext.fields import TypedTextField


class LeagueForm(forms.Form):
    """A league's name and the game it plays, with that game's switches (fixed for the league)."""

    name = TypedTextField(
        label=_("League name"), max_length=MAX_NAME, widget=forms.TextInput(attrs={"autocomplete": "off"})
    )

    def __init__(self, *args: Any, preset: Rules, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.preset = preset
        self.options = preset.options()
        for option in self.options:
            self.fields[f"option_{option.key}"] = forms.BooleanField(
                label=option.label, help_text=option.help, required=False
            )

    def clean_name(self) -> str:
        name: str = self.cleaned_data["name"]
        if not name:
            raise forms.ValidationError(_("Give the league a name."))
        return name

    def option_fields(self) -> list[forms.BoundField]:
        return [self[f"option_{option.key}"] for option in self.options]

    def switches(self) -> dict[str, bool]:
        """The switches turned on (the preset's are off)."""
        return {option.key: True for option in self.options if self.cleaned_data[f"option_{option.key}"]}


def grouped_variants() -> list[tuple[str, list[tuple[str, str]]]]:
    return [
        (str(group), [(variant.slug, str(variant.name)) for variant in members]) for group, members in variant_groups()
    ]
