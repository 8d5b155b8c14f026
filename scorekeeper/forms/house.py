"""The house-rules panel: every editable number of the preset, from the family's settings (rules.core.house)."""

from typing import Any

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rules.core import house
from rules.core.rules import Rules
from rules.core.settings import Part, amount
from rules.core.words import Text
from typedtext.fields import TypedTextField, WholeNumberField

from ..models import MAX_NAME, HouseRules


def _usual(value: int | bool | None, unit: Text | None) -> str:
    if isinstance(value, bool):
        return gettext("usual: yes") if value else gettext("usual: no")
    return "" if value is None else gettext("usual: %(value)s") % {"value": amount(value, unit)}


class HouseRulesForm(forms.Form):
    """Every editable number of the preset, prefilled; an empty input means the preset's value.

    Once `is_valid()` is true, `rules` are the game's rules and `overrides` only what
    differs from the preset (an invalid form has neither: nothing may read them).
    """

    rules: Rules
    overrides: dict[str, Any]

    save_as = TypedTextField(
        label=_("Save these house rules as…"),
        max_length=MAX_NAME,
        required=False,
        help_text=_("A name to pick them again for the next game, on this phone."),
        widget=forms.TextInput(attrs={"autocomplete": "off"}),
    )

    def __init__(self, *args: Any, preset: Rules, current: Rules | None = None, saving: bool = True, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.preset = preset
        current = current or preset
        # A game's switches (Kalooki's chips ...) are house rules too, but the start
        # page offers them apart and they stay as they are once the game has begun.
        switches = {option.key for option in preset.options()}
        self.settings = tuple(
            setting for setting in house.settings_for(preset) if setting.key not in switches and setting.shown(preset)
        )
        self.kept = {key: getattr(current, key) for key in switches if getattr(current, key) != getattr(preset, key)}
        self.groups = []
        usual = {part.name: part.value for setting in self.settings for part in setting.parts(preset)}
        self.placing: dict[str, Part] = {}
        for setting in self.settings:
            names = []
            for part in setting.parts(current):
                self.fields[part.name] = self._field(part, usual.get(part.name))
                self.placing[part.name] = part
                names.append(part.name)
            self.groups.append((setting, names))
        if not saving:
            del self.fields["save_as"]
        self.changed_count = len(house.diff(preset, current))

    @staticmethod
    def _field(part: Part, usual: int | bool | None) -> forms.Field:
        help_text = _usual(usual, part.unit)
        if part.flag:
            choices = [("", gettext("Usual")), ("yes", gettext("Yes")), ("no", gettext("No"))]
            initial = "yes" if part.value else "no"
            return forms.TypedChoiceField(
                label=part.label,
                choices=choices,
                coerce=lambda value: value == "yes",
                empty_value=None,
                required=False,
                initial=initial,
                help_text=help_text,
            )
        attrs = {"placeholder": "" if usual is None else str(usual)}
        if part.short:
            attrs["aria-label"] = part.label
        if part.low >= 0:
            attrs["inputmode"] = "numeric"
        return WholeNumberField(
            label=part.short or part.label,
            required=False,
            min_value=part.low,
            max_value=part.high,
            initial=part.value,
            help_text=help_text,
            widget=forms.NumberInput(attrs),
        )

    def panel(self) -> list[dict[str, Any]]:
        """The settings for the template: a title and the bound inputs of each."""
        return [
            {
                "title": setting.label,
                "help": setting.help,
                "fields": [self[name] for name in names],
                "single": len(names) == 1,
                "table": self._table(names),
            }
            for setting, names in self.groups
        ]

    def _table(self, names: list[str]) -> dict[str, Any] | None:
        """Parts laid out in rows and columns (a meld table's steps), or None."""
        parts = [self.placing[name] for name in names]
        if not all(part.row for part in parts):
            return None
        rows: dict[str, dict[str, forms.BoundField]] = {}
        for part in parts:
            rows.setdefault(part.row, {})[part.column] = self[part.name]
        columns = max((list(cells) for cells in rows.values()), key=len)
        return {"columns": columns, "rows": [(row, [cells.get(c) for c in columns]) for row, cells in rows.items()]}

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        if self.errors:
            return cleaned
        values = {name: cleaned.get(name) for _setting, names in self.groups for name in names}
        full = {setting.key: setting.gather(self.preset, values) for setting in self.settings} | self.kept
        problems = house.validate(self.preset, full)
        if not problems:
            try:
                self.rules = house.apply(self.preset, full)
            except house.HouseRulesError as error:
                problems = error.problems
        first = {setting.key: names[0] for setting, names in self.groups}
        for problem in problems:
            self.add_error(first.get(problem.field) if problem.field else None, problem.message)
        if not problems:
            self.overrides = house.diff(self.preset, self.rules)
        return cleaned


def saved_choices(saved: list[HouseRules]) -> list[tuple[str, str]]:
    return [("", gettext("The preset's rules"))] + [(rules.slug, rules.name) for rules in saved]
