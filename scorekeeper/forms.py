"""Forms of the score pad, built from the rules of the game they serve."""

from collections.abc import Mapping, Sequence

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rules import adjust
from rules.cards import points_step
from rules.game import Problem, Rules, Seating, Tallied, Variant, rule_options
from rules.tally import Kind, TallyField

from .house_forms import AdjustmentRows
from .play import MAX_NAME, SideSpec, starting_total_problem


def default_side_names(seating: Seating) -> list[str]:
    if seating.partnerships and seating.sides == 2:
        return [gettext("We"), gettext("They")]
    if seating.partnerships:
        return [gettext("Team %(number)d") % {"number": n} for n in range(1, seating.sides + 1)]
    return [gettext("Player %(number)d") % {"number": n} for n in range(1, seating.sides + 1)]


def seating_key(seating: Seating) -> str:
    """How the start form names a seating: "2x2" is two sides of two players."""
    return f"{seating.sides}x{seating.players_per_side}"


def seated_rules(variant: Variant, key: str) -> Rules:
    """The variant's rules for a seating key; its default seating for anything else."""
    sides, _x, per_side = key.partition("x")
    if sides.isdigit() and per_side.isdigit():
        return variant.rules_for(int(sides), int(per_side)) or variant.default
    return variant.default


class SidesForm(forms.Form):
    """Names of the sides and players (and starting totals) for one seating."""

    def __init__(self, *args, seating: Seating, rules: Rules, **kwargs):
        super().__init__(*args, **kwargs)
        self.seating, self.rules = seating, rules
        defaults = default_side_names(seating)
        step = points_step(rules.cards)
        for i in range(seating.sides):
            if seating.partnerships:
                self.fields[f"side{i}_name"] = forms.CharField(
                    label=_("Side name"),
                    max_length=MAX_NAME,
                    required=False,
                    widget=forms.TextInput(attrs={"placeholder": defaults[i], "autocomplete": "off"}),
                )
            for j in range(seating.players_per_side):
                label = _("Player %(number)d") % {"number": j + 1} if seating.partnerships else defaults[i]
                self.fields[f"side{i}_player{j}"] = forms.CharField(
                    label=label,
                    max_length=MAX_NAME,
                    required=False,
                    widget=forms.TextInput(
                        attrs={"placeholder": "" if seating.partnerships else defaults[i], "autocomplete": "off"}
                    ),
                )
            self.fields[f"side{i}_start"] = forms.IntegerField(
                label=_("Total carried over from paper"),
                required=False,
                # No inputmode=numeric: a paper total can be negative, and that
                # keypad has no minus sign on some phones.
                widget=forms.NumberInput(attrs={"step": step, "placeholder": "0"}),
            )

    def side_groups(self) -> list[dict]:
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

    def clean(self):
        cleaned = super().clean()
        for i in range(self.seating.sides):
            start = cleaned.get(f"side{i}_start")
            problem = starting_total_problem(self.rules, start) if start is not None else None
            if problem:
                self.add_error(f"side{i}_start", problem)
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

    notes = forms.CharField(label=_("Notes"), required=False, widget=forms.Textarea(attrs={"rows": 3}))


class NewGameForm(GameForm):
    """Start a game: also the switches its rules offer (fixed once the game has begun)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.options = rule_options(self.rules)
        for option in self.options:
            self.fields[f"option_{option.key}"] = forms.BooleanField(
                label=option.label, help_text=option.help, required=False
            )

    def option_fields(self) -> list:
        return [self[f"option_{option.key}"] for option in self.options]

    def switches(self) -> dict[str, bool]:
        return {option.key: self.cleaned_data[f"option_{option.key}"] for option in self.options}


def _form_field(field: TallyField, rules: Rules) -> forms.Field:
    if field.kind is Kind.FLAG:
        form_field = forms.BooleanField(label=field.label, help_text=field.help, required=False)
    else:
        step = points_step(rules.cards) if field.kind is Kind.POINTS else 1
        attrs = {"inputmode": "numeric", "min": 0, "step": step, "placeholder": "0"}
        form_field = forms.IntegerField(
            label=field.label, help_text=field.help, required=False, widget=forms.NumberInput(attrs)
        )
    form_field.rule_anchor = field.rule_anchor  # the template links it to the rule page's section
    return form_field


class TallyForm(forms.Form):
    """One side's tally: whole numbers and flags; the engine judges the rest."""

    def __init__(self, data=None, *, rules: Rules, initial: Mapping | None = None, **kwargs):
        super().__init__(data, initial=initial, **kwargs)
        self.tally_fields = rules.fields()
        for field in self.tally_fields:
            self.fields[field.key] = _form_field(field, rules)
        self.adjustments = AdjustmentRows(self, rules, data, (initial or {}).get(adjust.ADJUSTMENTS))

    def clean(self):
        cleaned = super().clean()
        self.adjusted = self.adjustments.cleaned()
        return cleaned

    def tally(self) -> dict:
        tally = {
            field.key: field.default if self.cleaned_data.get(field.key) is None else self.cleaned_data[field.key]
            for field in self.tally_fields
        }
        if self.adjusted:
            tally[adjust.ADJUSTMENTS] = self.adjusted
        return tally

    def fields_of(self, kind: Kind) -> list:
        return [self[field.key] for field in self.tally_fields if field.kind is kind]


class DealForm:
    """A deal: one TallyForm per side, then the engine's checks across them."""

    def __init__(
        self,
        rules: Rules,
        sides: Sequence,
        data: Mapping | None = None,
        initial: Sequence | None = None,
        earlier: Sequence[Sequence[Tallied]] | None = None,
    ):
        """`earlier`: the deals before this one, when the checks that need them should run here too."""
        self.rules, self.sides, self.earlier = rules, list(sides), earlier
        self.parts = [
            TallyForm(data, rules=rules, prefix=f"s{i}", initial=initial[i] if initial else None)
            for i in range(len(self.sides))
        ]
        self.deal_errors: list[str] = []

    @property
    def is_bound(self) -> bool:
        return self.parts[0].is_bound

    def initial_tallies(self) -> list[dict]:
        return [adjust.complete(self.rules, part.initial or {}) for part in self.parts]

    def is_valid(self) -> bool:
        if not all(part.is_valid() for part in self.parts):
            return False
        if self.earlier is None:
            self.add_problems(adjust.check(self.rules, self.tallies()))
        else:
            starts = [side.starting_total for side in self.sides]
            self.add_problems(adjust.check_in_game(self.rules, starts, self.earlier, self.tallies()))
        return not self.deal_errors and not any(part.errors for part in self.parts)

    def tallies(self) -> list[dict]:
        return [part.tally() for part in self.parts]

    def add_problems(self, problems: Sequence[Problem]) -> None:
        for problem in problems:
            if problem.side is None:
                self.deal_errors.append(problem.message)
            else:
                part = self.parts[problem.side]
                part.add_error(problem.field if problem.field in part.fields else None, problem.message)

    def problems(self) -> list[tuple[str, str]]:
        """Every message, with the name of the side it belongs to, for the preview."""
        found = [("", message) for message in self.deal_errors]
        for side, part in zip(self.sides, self.parts):
            for messages in part.errors.values():
                found.extend((side.name, message) for message in messages)
        return found

    def side_parts(self) -> list[tuple]:
        return list(zip(self.sides, self.parts))
