"""A player's name, as the league's owner puts it right."""

from django import forms
from django.utils.translation import gettext_lazy as _

from scorekeeper.models import MAX_NAME, MAX_NAME_KEY
from typedtext.fields import TypedTextField


class PlayerNameForm(forms.Form):
    name = TypedTextField(
        label=_("Name"),
        max_length=MAX_NAME,
        folded_max_length=MAX_NAME_KEY,
        widget=forms.TextInput(attrs={"autocomplete": "off"}),
    )

    def clean_name(self) -> str:
        name: str = self.cleaned_data["name"]
        if not name:
            raise forms.ValidationError(_("Give the player a name."))
        return name
