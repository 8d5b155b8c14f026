"""A player's name, as the league's owner puts it right."""

from django import forms
from django.utils.translation import gettext_lazy as _

from scorekeeper.models import MAX_NAME


class PlayerNameForm(forms.Form):
    name = forms.CharField(label=_("Name"), max_length=MAX_NAME, widget=forms.TextInput(attrs={"autocomplete": "off"}))

    def clean_name(self) -> str:
        name = " ".join(self.cleaned_data["name"].split())
        if not name:
            raise forms.ValidationError(_("Give the player a name."))
        return name
