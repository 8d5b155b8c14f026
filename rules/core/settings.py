"""The kinds of editable setting a rules object can have, for house rules.

A `Setting` reads one number (or a group of numbers) off a rules dataclass,
writes it back as arguments for `dataclasses.replace`, checks a value in its
JSON form, lays it out as inputs (`Part`s) for the panel, and describes a
change for the score sheet. Each family lists its settings in its rules
class's `house_settings`; `rules.core.house` applies them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from django.utils.translation import gettext, pgettext, pgettext_lazy

from .words import Text, grouped

MAX_TARGET = 1_000_000
MAX_BONUS = 100_000
MAX_CARD_POINTS = 1_000
MAX_MELDS_TO_GO_OUT = 10  # canastas or books to go out, or buy-ins: a rule counted in a few


def grouped_or_none(value: int | None) -> str:
    """A number for a message; "none" for a rule the preset does not play (Bicycle's wild books)."""
    return gettext("none") if value is None else grouped(value)


# What a rule's number counts, for where the language writes a unit after a number standing alone:
# 「5,000点」「カナスタ2つ」「2組」「4枚」「1回」, and the English number alone.
POINTS: Text = pgettext_lazy("a number of points standing alone", "%(points)s")
MELDS: Text = pgettext_lazy("a number of canastas or books standing alone", "%(count)s")
# None, or ten and more of them: Japanese counts with つ only from one to nine (「カナスタ9つ」, 「0個」「10個」).
MANY_MELDS: Text = pgettext_lazy("ten or more canastas or books standing alone", "%(count)s")
DECKS: Text = pgettext_lazy("a number of decks standing alone", "%(count)s")
CARDS: Text = pgettext_lazy("a number of cards standing alone", "%(count)s")
TIMES: Text = pgettext_lazy("a number of times standing alone", "%(count)s")


def amount(value: int | None, unit: Text | None = POINTS) -> str:
    """A number of a rule standing alone, with its unit (None: a sign, −1 to 1, as it is); "none" for a
    rule the preset does not play."""
    if value is not None and value < 0 and unit is None:
        return f"\u2212{grouped(-value)}"  # a sign, written with the minus sign as the sheet writes it (−1)
    if value is None or unit is None:
        return grouped_or_none(value)
    if unit is MELDS and not 0 < value < 10:
        unit = MANY_MELDS
    return str(unit) % {"points": grouped(value), "count": grouped(value)}


def is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def range_message(name: str, low: int, high: int) -> str:
    return gettext("“%(key)s” must be a whole number from %(low)s to %(high)s.") % {
        "key": name,
        "low": grouped_or_none(low),
        "high": grouped_or_none(high),
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
    unit: Text | None = POINTS  # what the number counts (`amount`); None for a sign


@dataclass(frozen=True)
class Setting:
    """An editable whole number of a rules object (the base of every setting)."""

    key: str
    label: Text
    low: int = 0
    high: int = MAX_BONUS
    attr: str = ""  # the dataclass field, when it is not named like the key
    when_set: bool = False  # on the panel only for a preset that has it (a rule most games do not play)
    shown_with: str = ""  # or only for a preset that has this other rule (a special hand of a game with them)
    help: Text = ""  # a line the panel shows under the setting's title
    unit: Text | None = POINTS  # what the number counts: points, or canastas to go out, decks ... (`amount`)

    @property
    def field(self) -> str:
        return self.attr or self.key

    def shown(self, preset: Any) -> bool:
        """Whether the house-rules panel offers it for this preset (JSON may set it either way)."""
        if self.shown_with:
            return bool(getattr(preset, self.shown_with))
        return not self.when_set or bool(self.read(preset))

    def read(self, rules: Any) -> Any:
        return getattr(rules, self.field)

    def write(self, rules: Any, value: Any) -> dict[str, Any]:
        return {self.field: value}

    def problems(self, rules: Any, value: Any) -> list[str]:
        if not is_int(value) or not self.low <= value <= self.high:
            return [range_message(self.key, self.low, self.high)]
        return []

    def difference(self, preset: Any, value: Any) -> Any:
        """What an override stores: the value, or None when it is the preset's."""
        return None if value == preset else value

    def parts(self, rules: Any) -> list[Part]:
        return [Part(self.key, str(self.label), self.read(rules), self.low, self.high, unit=self.unit)]

    def gather(self, preset: Any, values: Mapping[str, Any]) -> Any:
        """The value from the panel's inputs; an empty input means the preset's value."""
        value = values.get(self.key)
        return self.read(preset) if value is None else value

    def describe(self, preset: Any, value: Any) -> list[str]:
        """Lines for the score sheet: "Going out 200 (usual 100)"."""
        return [usual_line(self.label, amount(value, self.unit), amount(self.read(preset), self.unit))]


def usual_line(label: Text, value: str, usual: str) -> str:
    """A line for the score sheet: "Going out 200 (usual 100)"."""
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
        return [usual_line(self.label, words[value], words[self.read(preset)])]


@dataclass(frozen=True)
class Schedule(Setting):
    """A tuple of whole numbers of fixed length, such as the red-three scores (by count)."""

    item_label: Text = ""  # with %(count)d; "Red threes ×%(count)d" when empty
    first: int = 0  # what %(count)d says for the first item (1 for "Deal 1")

    def read(self, rules: Any) -> list[int]:
        return list(getattr(rules, self.field))

    def write(self, rules: Any, value: Any) -> dict[str, Any]:
        return {self.field: tuple(value)}

    def problems(self, rules: Any, value: Any) -> list[str]:
        length = len(self.read(rules))
        if not isinstance(value, list) or len(value) != length:
            return [
                gettext("“%(key)s” must be a list of %(count)d whole numbers.") % {"key": self.key, "count": length}
            ]
        return [
            range_message(f"{self.key}[{index}]", self.low, self.high)
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
            usual_line(self._item(index), amount(item), amount(usual[index]))
            for index, item in enumerate(value)
            if item != usual[index]
        ]


@dataclass(frozen=True)
class GrowingSchedule(Schedule):
    """A schedule of 1 to `most` whole numbers, its length a rule too: Hand and Foot's meld minimums,
    one per deal, so their number is the length of the game. The panel shows `extra` empty inputs
    more to add items; emptied inputs drop out."""

    most: int = 20
    extra: int = 2

    def problems(self, rules: Any, value: Any) -> list[str]:
        if not isinstance(value, list) or not 1 <= len(value) <= self.most:
            return [
                gettext("“%(key)s” must be a list of 1 to %(most)d whole numbers.")
                % {"key": self.key, "most": self.most}
            ]
        return [
            range_message(f"{self.key}[{index}]", self.low, self.high)
            for index, item in enumerate(value)
            if not is_int(item) or not self.low <= item <= self.high
        ]

    def parts(self, rules: Any) -> list[Part]:
        items = self.read(rules)
        shown = items + [None] * min(self.extra, self.most - len(items))
        return [
            Part(f"{self.key}__{index}", self._item(index), item, self.low, self.high)
            for index, item in enumerate(shown)
        ]

    def gather(self, preset: Any, values: Mapping[str, Any]) -> Any:
        found = [values.get(f"{self.key}__{index}") for index in range(self.most + 1)]
        if all(item is None for item in found):
            return self.read(preset)
        return [item for item in found if item is not None]

    def describe(self, preset: Any, value: Any) -> list[str]:
        usual = self.read(preset)
        if len(value) == len(usual):
            return super().describe(preset, value)
        listed = pgettext("separator in a list of words", ", ")
        return [usual_line(self.label, listed.join(map(amount, value)), listed.join(map(amount, usual)))]


@dataclass(frozen=True)
class Keyed(Setting):
    """One number of each kind in a tuple of kinds: canasta bonuses, card points.

    The kinds are dataclasses with a `key`, a `label` and the number (`item_attr`).
    """

    item_attr: str = "points"

    def _kinds(self, rules: Any) -> tuple[Any, ...]:
        return tuple(getattr(rules, self.field))

    def read(self, rules: Any) -> dict[str, int]:
        return {kind.key: getattr(kind, self.item_attr) for kind in self._kinds(rules)}

    def write(self, rules: Any, value: Any) -> dict[str, Any]:
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
                found.append(range_message(f"{self.key}.{key}", self.low, self.high))
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
        """A line for each kind in `value`: what `difference` kept, only the kinds that changed."""
        usual = self.read(preset)
        labels = {kind.key: str(kind.label) for kind in self._kinds(preset)}
        return [usual_line(labels[key], amount(item), amount(usual[key])) for key, item in value.items()]
