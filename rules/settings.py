"""The kinds of editable setting a rules object can have, for house rules.

A `Setting` reads one number (or a group of numbers) off a rules dataclass,
writes it back as arguments for `dataclasses.replace`, checks a value in its
JSON form, lays it out as inputs (`Part`s) for the panel, and describes a
change for the score sheet. `rules.house` lists which settings each rules
dataclass has.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from django.utils.formats import number_format
from django.utils.translation import gettext

MAX_TARGET = 1_000_000
MAX_BONUS = 100_000
MAX_CARD_POINTS = 1_000
MAX_CANASTAS_TO_GO_OUT = 10
MAX_MELD_STEPS = 12


def _grouped(value: int | None) -> str:
    return "" if value is None else number_format(value, force_grouping=True)


def is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _range_message(name: str, low: int, high: int) -> str:
    return gettext("“%(key)s” must be a whole number from %(low)s to %(high)s.") % {
        "key": name,
        "low": _grouped(low),
        "high": _grouped(high),
    }


@dataclass(frozen=True)
class Part:
    """One input of the house-rules panel: a form name, a label, and a value."""

    name: str
    label: str
    value: int | bool | None
    low: int = 0
    high: int = MAX_BONUS
    flag: bool = False
    row: str = ""  # parts of one row of a table (a meld step) share it
    column: str = ""  # and this heads their column
    short: str = ""  # what the panel shows under the setting's title, when shorter than the label


@dataclass(frozen=True)
class Setting:
    """An editable whole number of a rules object (the base of every setting)."""

    key: str
    label: str
    low: int = 0
    high: int = MAX_BONUS
    attr: str = ""  # the dataclass field, when it is not named like the key
    when_set: bool = False  # on the panel only for a preset that has it (a rule most games do not play)

    @property
    def field(self) -> str:
        return self.attr or self.key

    def shown(self, preset: Any) -> bool:
        """Whether the house-rules panel offers it for this preset (JSON may set it either way)."""
        return not self.when_set or bool(self.read(preset))

    def read(self, rules: Any) -> Any:
        return getattr(rules, self.field)

    def write(self, rules: Any, value: Any) -> dict:
        return {self.field: value}

    def problems(self, rules: Any, value: Any) -> list[str]:
        if not is_int(value) or not self.low <= value <= self.high:
            return [_range_message(self.key, self.low, self.high)]
        return []

    def difference(self, preset: Any, value: Any) -> Any:
        """What an override stores: the value, or None when it is the preset's."""
        return None if value == preset else value

    def parts(self, rules: Any) -> list[Part]:
        return [Part(self.key, str(self.label), self.read(rules), self.low, self.high)]

    def gather(self, preset: Any, values: Mapping[str, Any]) -> Any:
        """The value from the panel's inputs; an empty input means the preset's value."""
        value = values.get(self.key)
        return self.read(preset) if value is None else value

    def describe(self, preset: Any, value: Any) -> list[str]:
        """Lines for the score sheet: "Going out 200 (usual 100)"."""
        return [_usual(self.label, _grouped(value), _grouped(self.read(preset)))]


def _usual(label: str, value: str, usual: str) -> str:
    return gettext("%(rule)s %(value)s (usual %(usual)s)") % {"rule": label, "value": value, "usual": usual}


@dataclass(frozen=True)
class Flag(Setting):
    """A yes-or-no rule."""

    def problems(self, rules: Any, value: Any) -> list[str]:
        if not isinstance(value, bool):
            return [gettext("“%(key)s” must be true or false.") % {"key": self.key}]
        return []

    def parts(self, rules: Any) -> list[Part]:
        return [Part(self.key, str(self.label), self.read(rules), flag=True)]

    def describe(self, preset: Any, value: Any) -> list[str]:
        words = {True: gettext("yes"), False: gettext("no")}
        return [_usual(self.label, words[value], words[self.read(preset)])]


@dataclass(frozen=True)
class Schedule(Setting):
    """A tuple of whole numbers of fixed length, such as the red-three scores (by count)."""

    item_label: str = ""  # with %(count)d; "Red threes ×%(count)d" when empty
    first: int = 0  # what %(count)d says for the first item (1 for "Deal 1")

    def read(self, rules: Any) -> list[int]:
        return list(getattr(rules, self.field))

    def write(self, rules: Any, value: Any) -> dict:
        return {self.field: tuple(value)}

    def problems(self, rules: Any, value: Any) -> list[str]:
        length = len(self.read(rules))
        if not isinstance(value, list) or len(value) != length:
            return [
                gettext("“%(key)s” must be a list of %(count)d whole numbers.") % {"key": self.key, "count": length}
            ]
        return [
            _range_message(f"{self.key}[{index}]", self.low, self.high)
            for index, item in enumerate(value)
            if not is_int(item) or not self.low <= item <= self.high
        ]

    def _item(self, index: int) -> str:
        return (str(self.item_label) or f"{self.label} ×%(count)d") % {"count": index + self.first}

    def parts(self, rules: Any) -> list[Part]:
        short = "" if self.item_label else "×%d"
        return [
            Part(
                f"{self.key}__{index}",
                self._item(index),
                item,
                self.low,
                self.high,
                short=short and short % (index + self.first),
            )
            for index, item in enumerate(self.read(rules))
        ]

    def gather(self, preset: Any, values: Mapping[str, Any]) -> Any:
        usual = self.read(preset)
        found = [values.get(f"{self.key}__{index}") for index in range(len(usual))]
        return [item if item is not None else usual[index] for index, item in enumerate(found)]

    def describe(self, preset: Any, value: Any) -> list[str]:
        usual = self.read(preset)
        return [
            _usual(self._item(index), _grouped(item), _grouped(usual[index]))
            for index, item in enumerate(value)
            if item != usual[index]
        ]


@dataclass(frozen=True)
class Keyed(Setting):
    """One number of each kind in a tuple of kinds: canasta bonuses, card points.

    The kinds are dataclasses with a `key`, a `label` and the number (`item_attr`).
    """

    item_attr: str = "points"

    def _kinds(self, rules: Any) -> tuple:
        return getattr(rules, self.field)

    def read(self, rules: Any) -> dict[str, int]:
        return {kind.key: getattr(kind, self.item_attr) for kind in self._kinds(rules)}

    def write(self, rules: Any, value: Any) -> dict:
        kinds = tuple(
            replace(kind, **{self.item_attr: value.get(kind.key, getattr(kind, self.item_attr))})
            for kind in self._kinds(rules)
        )
        return {self.field: kinds}

    def problems(self, rules: Any, value: Any) -> list[str]:
        if not isinstance(value, Mapping):
            return [gettext("“%(key)s” must be an object of whole numbers.") % {"key": self.key}]
        known = self.read(rules)
        found = []
        for key, item in value.items():
            if key not in known:
                found.append(gettext("Unknown house rule “%(key)s”.") % {"key": f"{self.key}.{key}"})
            elif not is_int(item) or not self.low <= item <= self.high:
                found.append(_range_message(f"{self.key}.{key}", self.low, self.high))
        return found

    def difference(self, preset: Any, value: Any) -> Any:
        changed = {key: item for key, item in value.items() if preset.get(key) != item}
        return changed or None

    def parts(self, rules: Any) -> list[Part]:
        return [
            Part(f"{self.key}__{kind.key}", str(kind.label), getattr(kind, self.item_attr), self.low, self.high)
            for kind in self._kinds(rules)
        ]

    def gather(self, preset: Any, values: Mapping[str, Any]) -> Any:
        usual = self.read(preset)
        return {key: item if (item := values.get(f"{self.key}__{key}")) is not None else usual[key] for key in usual}

    def describe(self, preset: Any, value: Any) -> list[str]:
        usual = self.read(preset)
        labels = {kind.key: str(kind.label) for kind in self._kinds(preset)}
        return [
            _usual(labels[key], _grouped(item), _grouped(usual[key]))
            for key, item in value.items()
            if key in usual and item != usual[key]
        ]


@dataclass(frozen=True)
class MeldTable(Setting):
    """The initial-meld table: steps [from_total, points], the first from null (any total below)."""

    bound: int = MAX_TARGET

    def read(self, rules: Any) -> list[list]:
        """[from_total, points], and the canasta a step asks for as a third item when it asks one."""
        return [
            [step.from_total, step.points, *([step.canasta] if getattr(step, "canasta", "") else [])]
            for step in getattr(rules, self.field)
        ]

    def write(self, rules: Any, value: Any) -> dict:
        step = type(getattr(rules, self.field)[0])
        return {self.field: tuple(step(*item) for item in value)}

    def problems(self, rules: Any, value: Any) -> list[str]:
        shape = gettext(
            "“%(key)s” must be a list of 1 to %(most)d steps [from total, points], the first [null, points]."
        ) % {"key": self.key, "most": MAX_MELD_STEPS}
        if not isinstance(value, list) or not 1 <= len(value) <= MAX_MELD_STEPS:
            return [shape]
        if not all(isinstance(step, list) and len(step) in (2, 3) for step in value) or value[0][0] is not None:
            return [shape]
        if not all(isinstance(step[2], str) for step in value if len(step) == 3):
            return [shape]
        found = []
        for index, (from_total, points, *_canasta) in enumerate(value):
            if index and (not is_int(from_total) or not -self.bound <= from_total <= self.bound):
                found.append(_range_message(f"{self.key}[{index}][0]", -self.bound, self.bound))
            if not is_int(points) or not self.low <= points <= self.high:
                found.append(_range_message(f"{self.key}[{index}][1]", self.low, self.high))
        bounds = [step[0] for step in value[1:]]
        if not found and bounds != sorted(set(bounds)):
            found.append(gettext("The steps of “%(key)s” must rise from one to the next.") % {"key": self.key})
        return found

    def parts(self, rules: Any) -> list[Part]:
        """Each step's lower bound and points, and one empty step more to add one."""
        steps = self.read(rules) + [[None, None]]
        found = []
        since, needs = gettext("From a total of"), gettext("Points")
        for index, (from_total, points, *_canasta) in enumerate(steps):
            row = gettext("Step %(number)d") % {"number": index + 1}
            if index:
                label = gettext("Step %(number)d: from a total of") % {"number": index + 1}
                name = f"{self.key}__{index}__from"
                found.append(Part(name, label, from_total, -self.bound, self.bound, row=row, column=since))
            label = gettext("Step %(number)d: points") % {"number": index + 1}
            name = f"{self.key}__{index}__points"
            found.append(Part(name, label, points, self.low, self.high, row=row, column=needs))
        return found

    def gather(self, preset: Any, values: Mapping[str, Any]) -> Any:
        names = [name for name in values if name.startswith(f"{self.key}__")]
        if all(values[name] is None for name in names):
            return self.read(preset)
        # The panel edits totals and points; a step's canasta (Brazilian) stays with its total.
        canastas = {step[0]: step[2:] for step in self.read(preset)}
        steps = []
        for index in range(MAX_MELD_STEPS + 1):
            from_total = None if index == 0 else values.get(f"{self.key}__{index}__from")
            points = values.get(f"{self.key}__{index}__points")
            if points is None and from_total is None:
                continue
            steps.append([from_total, points, *canastas.get(from_total, [])])
        return steps

    def describe(self, preset: Any, value: Any) -> list[str]:
        return [_usual(self.label, _table(value), _table(self.read(preset)))]


def _table(steps: list[list]) -> str:
    words = [_grouped(steps[0][1])]
    words += [
        gettext("%(points)s from %(total)s") % {"points": _grouped(points), "total": _grouped(from_total)}
        for from_total, points, *_canasta in steps[1:]
    ]
    return " · ".join(words)


@dataclass(frozen=True)
class ThreeSigns(Schedule):
    """When threes count for a side (1), against it (-1) or not at all (0): by meld, or by canastas made."""

    low: int = -1
    high: int = 1

    def _case(self, rules: Any, index: int) -> str:
        if getattr(rules, "threes_signed_by", "") == "meld":
            melded = gettext("Threes, side that melded") if index else gettext("Threes, side that melded nothing")
            return melded
        return gettext("Threes with %(count)d canastas") % {"count": index}

    def parts(self, rules: Any) -> list[Part]:
        return [
            Part(f"{self.key}__{index}", self._case(rules, index), item, self.low, self.high)
            for index, item in enumerate(self.read(rules))
        ]

    def describe(self, preset: Any, value: Any) -> list[str]:
        usual = self.read(preset)
        return [
            _usual(self._case(preset, index), _grouped(item), _grouped(usual[index]))
            for index, item in enumerate(value)
            if item != usual[index]
        ]
