"""Starting a game and changing its details: the sides, their players, paper totals, notes, switches."""

from typing import Any

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rules.catalog import words_of
from rules.core.cards import points_step
from rules.core.rules import Rules, Variant
from rules.core.seating import Seating
from typedtext.fields import TypedTextField, WholeNumberField
from typedtext.numbers import parse

from ..models import MAX_NAME, MAX_NAME_KEY, MAX_NOTES
from ..services.dealer import place_label, place_labels
from ..services.games import SideSpec, final_totals_problem, paper_deals_problem, starting_total_problem


class PlaceSelect(forms.Select):
    """The choice of first dealer: each place names the fields of its player (and side), so that
    static/js/start.js renames it as the names are typed (`data-unnamed`: the label without a name, "{side}"
    standing for the side's)."""

    def __init__(self, seating: Seating) -> None:
        super().__init__()
        self.seating = seating

    def create_option(self, name: str, value: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
        option = super().create_option(name, value, *args, **kwargs)
        if value is not None and value != "":
            side, player = self.seating.seat(int(value))
            option["attrs"]["data-player"] = f"side{side}_player{player}"
            option["attrs"]["data-unnamed"] = place_label(self.seating, "{side}", player)
            if self.seating.partnerships:
                option["attrs"]["data-side"] = f"side{side}_name"
        return option


def default_side_names(seating: Seating) -> list[str]:
    if seating.partnerships and seating.sides == 2:
        return [gettext("We"), gettext("They")]
    if seating.partnerships:
        return [gettext("Team %(number)d") % {"number": n} for n in range(1, seating.sides + 1)]
    return [gettext("Player %(number)d") % {"number": n} for n in range(1, seating.sides + 1)]


def rules_for_seating(variant: Variant, key: str) -> Rules:
    """The variant's rules for a seating key ("2x2", `Seating.key`); its default seating for anything else."""
    return variant.seated(key) or variant.default


class SidesForm(forms.Form):
    """Names of the sides and players (and starting totals) for one seating.

    `final`: the totals are a game's final totals, played to its end on paper (a result recorded
    from them): each side's is needed, and together they must end the game.
    """

    def __init__(
        self, *args: Any, seating: Seating, rules: Rules, entered: int = 0, final: bool = False, **kwargs: Any
    ):
        """`entered` is how many deals the game has here already (game details)."""
        super().__init__(*args, **kwargs)
        self.seating, self.rules, self.entered, self.final = seating, rules, entered, final
        defaults = default_side_names(seating)
        step = points_step(rules.cards)
        for i in range(seating.sides):
            if seating.partnerships:
                self.fields[f"side{i}_name"] = TypedTextField(
                    label=_("Side name"),
                    max_length=MAX_NAME,
                    required=False,
                    widget=forms.TextInput(attrs={"placeholder": defaults[i], "autocomplete": "off"}),
                )
            for j in range(seating.players_per_side):
                label = _("Player %(number)d") % {"number": j + 1} if seating.partnerships else defaults[i]
                self.fields[f"side{i}_player{j}"] = TypedTextField(
                    label=label,
                    max_length=MAX_NAME,
                    folded_max_length=MAX_NAME_KEY,
                    required=False,
                    widget=forms.TextInput(
                        attrs={"placeholder": "" if seating.partnerships else defaults[i], "autocomplete": "off"}
                    ),
                )
            self.fields[f"side{i}_start"] = WholeNumberField(
                label=_("Final total") if final else _("Total carried over from paper"),
                required=final,  # a result is recorded from every side's final total
                # No inputmode=numeric: a paper total can be negative, and that
                # keypad has no minus sign on some phones.
                widget=forms.NumberInput(attrs={"step": step, "placeholder": "" if final else "0"}),
            )
            if final:
                self.fields[f"side{i}_start"].error_messages["required"] = _("Enter the final total.")

        if rules.deals is not None and not final:  # a game of a set number of deals: how many were played on paper
            self.fields["paper_deals"] = WholeNumberField(
                label=words_of(rules).paper_deals,
                required=False,
                min_value=0,
                help_text=words_of(rules).paper_deals_help,
                widget=forms.NumberInput(attrs={"inputmode": "numeric", "placeholder": "0"}),  # min="0": min_value
            )

    def paper_field(self) -> forms.BoundField | None:
        """The field for the deals played on paper, in a game of a set number of deals."""
        return self["paper_deals"] if "paper_deals" in self.fields else None

    def paper_deals(self) -> int:
        return self.cleaned_data.get("paper_deals") or 0

    def side_groups(self) -> list[dict[str, Any]]:
        """The bound fields of each side, for the template."""
        defaults = default_side_names(self.seating)
        return [
            {
                "title": defaults[i],
                "name": self[f"side{i}_name"] if self.seating.partnerships else None,
                "players": [self[f"side{i}_player{j}"] for j in range(self.seating.players_per_side)],
                "start": self[f"side{i}_start"],
            }
            for i in range(self.seating.sides)
        ]

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        if self.final:
            totals = [cleaned.get(f"side{i}_start") for i in range(self.seating.sides)]
            given = [total for total in totals if total is not None]
            if len(given) == len(totals) and (problem := final_totals_problem(self.rules, given)):
                self.add_error(None, problem)
            return cleaned
        for i in range(self.seating.sides):
            start = cleaned.get(f"side{i}_start")
            problem = starting_total_problem(self.rules, start) if start is not None else None
            if problem:
                self.add_error(f"side{i}_start", problem)
        paper = cleaned.get("paper_deals")
        if paper and (problem := paper_deals_problem(self.rules, paper, self.entered)):
            self.add_error("paper_deals", problem)
        return cleaned

    def side_specs(self) -> list[SideSpec]:
        defaults = default_side_names(self.seating)
        specs = []
        for i in range(self.seating.sides):
            players = [self.cleaned_data[f"side{i}_player{j}"].strip() for j in range(self.seating.players_per_side)]
            if self.seating.partnerships:
                name = self.cleaned_data[f"side{i}_name"].strip() or defaults[i]
            else:
                players = [players[0] or defaults[i]]
                name = players[0]
            specs.append(SideSpec(name, players, self.cleaned_data[f"side{i}_start"] or 0))
        return specs


class GameForm(SidesForm):
    """Start a game, or change one: sides, players, notes (the target is a house rule).

    `rules` are the game's rules with its house rules: paper totals are checked
    against their target.
    """

    notes = TypedTextField(
        label=_("Notes"), max_length=MAX_NOTES, required=False, multiline=True, widget=forms.Textarea(attrs={"rows": 3})
    )

    def add_dealer_field(self) -> None:
        """Who deals the first deal: any place round the table, the first player by default."""
        labels = place_labels(self.seating, default_side_names(self.seating))
        self.fields["first_dealer"] = forms.TypedChoiceField(
            label=_("Deals first"),
            choices=list(enumerate(labels)),
            widget=PlaceSelect(self.seating),
            coerce=parse,  # a place offered ("0", "1" ...): the one number parser, as everywhere
            initial=0,
            required=False,
            empty_value=None,
            help_text=_("Then the deal passes to the left; in teams, partners sit apart.")
            if self.seating.partnerships
            else _("Then the deal passes to the left."),  # nobody has a partner
        )


class NewGameForm(GameForm):
    """Start a game: also the switches its rules offer (fixed once the game has begun)."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.options = self.rules.options()
        self.add_dealer_field()
        for option in self.options:
            self.fields[f"option_{option.key}"] = forms.BooleanField(
                label=option.label, help_text=option.help, required=False
            )

    def option_fields(self) -> list[forms.BoundField]:
        return [self[f"option_{option.key}"] for option in self.options]

    def switches(self) -> dict[str, bool]:
        return {option.key: self.cleaned_data[f"option_{option.key}"] for option in self.options}
