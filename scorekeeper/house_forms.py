"""The house-rules panel and the adjustment lines of a tally, as forms.

Both are built from `rules/`: the panel's inputs from the settings of
`rules.house`, the adjustment reasons from the family's rules.
"""

from collections.abc import Mapping

from django import forms
from django.utils.formats import number_format
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rules import adjust, house
from rules.game import Rules, rule_options

from .models import HouseRules

MAX_NAME = 60


def _usual(value) -> str:
    if isinstance(value, bool):
        return gettext("usual: yes") if value else gettext("usual: no")
    return "" if value is None else gettext("usual: %(value)s") % {"value": number_format(value, force_grouping=True)}


class HouseRulesForm(forms.Form):
    """Every editable number of the preset, prefilled; an empty input means the preset's value.

    After `is_valid()`, `rules` are the game's rules and `overrides` only what
    differs from the preset.
    """

    save_as = forms.CharField(
        label=_("Save these house rules as…"),
        max_length=MAX_NAME,
        required=False,
        help_text=_("A name to pick them again for the next game, on this phone."),
        widget=forms.TextInput(attrs={"autocomplete": "off"}),
    )

    def __init__(self, *args, preset: Rules, current: Rules | None = None, saving: bool = True, **kwargs):
        super().__init__(*args, **kwargs)
        self.preset = preset
        current = current or preset
        # A game's switches (Kalooki's chips ...) are house rules too, but the start
        # page offers them apart and they stay as they are once the game has begun.
        switches = {option.key for option in rule_options(preset)}
        self.settings = tuple(
            setting for setting in house.settings_for(preset) if setting.key not in switches and setting.shown(preset)
        )
        self.kept = {key: getattr(current, key) for key in switches if getattr(current, key) != getattr(preset, key)}
        self.groups = []
        usual = {part.name: part.value for setting in self.settings for part in setting.parts(preset)}
        self.placing: dict[str, house.Part] = {}
        for setting in self.settings:
            names = []
            for part in setting.parts(current):
                self.fields[part.name] = self._field(part, usual.get(part.name))
                self.placing[part.name] = part
                names.append(part.name)
            self.groups.append((setting, names))
        if not saving:
            del self.fields["save_as"]
        self.rules, self.overrides = preset, {}
        self.changed_count = len(house.diff(preset, current))

    @staticmethod
    def _field(part: house.Part, usual) -> forms.Field:
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
                help_text=_usual(usual),
            )
        attrs = {"placeholder": "" if usual is None else str(usual)}
        if part.short:
            attrs["aria-label"] = part.label
        if part.low >= 0:
            attrs["inputmode"] = "numeric"
        return forms.IntegerField(
            label=part.short or part.label,
            required=False,
            min_value=part.low,
            max_value=part.high,
            initial=part.value,
            help_text=_usual(usual),
            widget=forms.NumberInput(attrs),
        )

    def panel(self) -> list[dict]:
        """The settings for the template: a title and the bound inputs of each."""
        return [
            {
                "title": setting.label,
                "fields": [self[name] for name in names],
                "single": len(names) == 1,
                "table": self._table(names),
            }
            for setting, names in self.groups
        ]

    def _table(self, names: list[str]) -> dict | None:
        """Parts laid out in rows and columns (a meld table's steps), or None."""
        parts = [self.placing[name] for name in names]
        if not all(part.row for part in parts):
            return None
        rows: dict[str, dict] = {}
        for part in parts:
            rows.setdefault(part.row, {})[part.column] = self[part.name]
        columns = list(max(rows.values(), key=len))
        return {"columns": columns, "rows": [(row, [cells.get(c) for c in columns]) for row, cells in rows.items()]}

    def clean(self):
        cleaned = super().clean()
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
            self.add_error(first.get(problem.field), problem.message)
        if not problems:
            self.overrides = house.diff(self.preset, self.rules)
        return cleaned


def saved_choices(saved: list[HouseRules]) -> list[tuple[str, str]]:
    return [("", gettext("The preset's rules"))] + [(rules.slug, rules.name) for rules in saved]


class AdjustmentRows:
    """The adjustment lines of one side's tally: a common reason or free text, and points.

    A fixed number of rows works without JavaScript; an empty row is skipped.
    """

    ROWS = 3

    def __init__(self, form: forms.Form, rules: Rules, data: Mapping | None, initial: list | None):
        self.form = form
        self.reasons = adjust.reasons(rules)
        self.points = {reason.key: reason.points for reason in self.reasons}
        initial = initial or []
        count = max(self.ROWS, len(initial) + 1)
        if data is not None:
            posted = [k for k in range(adjust.MOST_ADJUSTMENTS + 3) if f"{form.add_prefix(f'adj{k}_points')}" in data]
            count = max(count, max(posted, default=-1) + 1)
        choices = [("", gettext("Reason…"))] + [(reason.key, reason.label) for reason in self.reasons]
        self.count = count
        for k in range(count):
            item = initial[k] if k < len(initial) else {}
            common = item.get("reason") in self.points
            form.fields[f"adj{k}_reason"] = forms.ChoiceField(
                label=_("Reason"), choices=choices, required=False, initial=item.get("reason") if common else ""
            )
            form.fields[f"adj{k}_text"] = forms.CharField(
                label=_("Or in your words"),
                max_length=adjust.MOST_REASON,
                required=False,
                initial="" if common else item.get("reason", ""),
                widget=forms.TextInput(attrs={"autocomplete": "off", "placeholder": gettext("Other reason")}),
            )
            form.fields[f"adj{k}_points"] = forms.IntegerField(
                label=_("Points"),
                required=False,
                min_value=-adjust.MOST_POINTS,
                max_value=adjust.MOST_POINTS,
                initial=item.get("points"),
                widget=forms.NumberInput(attrs={"placeholder": "0"}),
            )

    def rows(self) -> list[dict]:
        return [
            {
                "reason": self.form[f"adj{k}_reason"],
                "text": self.form[f"adj{k}_text"],
                "points": self.form[f"adj{k}_points"],
            }
            for k in range(self.count)
        ]

    def cleaned(self) -> list[dict]:
        """The adjustments typed, as a tally stores them; a row without a reason or points is an error."""
        found = []
        data = self.form.cleaned_data
        for k in range(self.count):
            key, text, points = (
                data.get(f"adj{k}_reason"),
                (data.get(f"adj{k}_text") or "").strip(),
                data.get(f"adj{k}_points"),
            )
            if not key and not text and points is None:
                continue
            reason = text or key
            if not reason:
                self.form.add_error(f"adj{k}_reason", gettext("An adjustment needs a reason."))
                continue
            if points is None:
                points = self.points.get(reason)
            if points is None:
                self.form.add_error(f"adj{k}_points", gettext("Enter the points of this adjustment."))
                continue
            found.append({"points": points, "reason": reason})
        return found

    def data_points(self) -> dict[str, int]:
        return self.points
