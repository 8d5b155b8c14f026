"""Recording a league game (or a result from its final totals): the score pad's sides form, where every seat is
one of the league's players."""

from datetime import date
from typing import Any

from django import forms
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from scorekeeper.forms.games import GameForm
from scorekeeper.services.dealer import place_labels
from scorekeeper.services.games import SideSpec
from scorekeeper.services.rematch import team_name
from typedtext.confusables import skeleton

from ..models import League
from ..services.players import did_you_mean, lookalikes, name_key

PLAYER_LIST = "league-players"  # the id of the <datalist> of the league's players


def team_label(index: int) -> str:
    """A league's unnamed team as the list of first dealers calls it: 「チーム1」."""
    return gettext("Team %(number)d") % {"number": index + 1}


class LeagueGameForm(GameForm):
    """Sides and players of a league game: every player named (the league's names are offered as one
    types; a new name makes a new player), nobody twice; a side's name defaults to its players'."""

    def __init__(self, *args: Any, league: League, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.league = league
        self.add_dealer_field()
        for name, field in self.fields.items():
            if "_player" in name:
                field.required = True
                field.error_messages["required"] = _("Name the player.")
                field.widget.attrs.update({"list": PLAYER_LIST, "autocapitalize": "words"})
            elif name.endswith("_name"):
                field.widget.attrs["placeholder"] = _("The players' names")
                field.widget.attrs["data-unnamed-side"] = team_label(int(name.removeprefix("side").split("_")[0]))

    def add_dealer_field(self) -> None:
        """Who deals first, an unnamed team's places named by its number (「チーム1・プレイヤー1」), never by the
        name field's placeholder, which every team shares (the review's NC6)."""
        super().add_dealer_field()
        if self.seating.partnerships:
            teams = [team_label(side) for side in range(self.seating.sides)]
            field = self.fields["first_dealer"]
            field.choices = list(enumerate(place_labels(self.seating, teams)))  # type: ignore[attr-defined]

    def side_groups(self) -> list[dict[str, Any]]:
        """The sides as the score pad groups them, partnerships titled by number ("We" and "They" are a
        score pad's own two sides, not a league's)."""
        groups = super().side_groups()
        if self.seating.partnerships:
            for number, group in enumerate(groups, start=1):
                group["title"] = gettext("Team %(number)d") % {"number": number}
        return groups

    def clean(self) -> dict[str, Any]:
        """Nobody at two places; no new name that looks like a player's ("Did you mean Ann?"), nor two
        new names that look alike."""
        cleaned = super().clean()
        named = {name: cleaned[name] for name in self.fields if "_player" in name and cleaned.get(name)}
        alike = lookalikes(self.league, named.values())
        seen: dict[str, str] = {}
        looks: dict[str, str] = {}
        for field, typed in named.items():
            key, look = name_key(typed), skeleton(typed)
            if key in seen:
                self.add_error(field, _("%(name)s is at another place already.") % {"name": typed})
            elif typed in alike:
                self.add_error(field, did_you_mean(typed, alike[typed].name))
            elif look in looks and looks[look] != typed:
                self.add_error(field, did_you_mean(typed, looks[look]))
            seen[key] = field
            looks.setdefault(look, typed)
        return cleaned

    def side_specs(self) -> list[SideSpec]:
        specs = []
        for i in range(self.seating.sides):
            players = [self.cleaned_data[f"side{i}_player{j}"] for j in range(self.seating.players_per_side)]
            name = self.cleaned_data.get(f"side{i}_name", "") if self.seating.partnerships else ""
            specs.append(SideSpec(name or team_name(players), players, self.cleaned_data[f"side{i}_start"] or 0))
        return specs


class LeagueResultForm(LeagueGameForm):
    """A game played on paper, recorded from its final totals: the seats, each side's final total, and the
    day it was played (today unless said)."""

    played = forms.DateField(
        label=_("Played on"),
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
        help_text=_("The ratings follow the order results are recorded in."),
    )

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, final=True, **kwargs)
        del self.fields["first_dealer"]
        today = timezone.localdate()
        self.fields["played"].initial = today
        self.fields["played"].widget.attrs["max"] = today.isoformat()

    def clean_played(self) -> date:
        played: date = self.cleaned_data["played"]
        if played > timezone.localdate():
            raise forms.ValidationError(_("A result is recorded once the game has been played."))
        return played
