"""The house-rule settings only the canastas have: the initial-meld table and when threes count."""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext, ngettext, pgettext

from rules.core.settings import (
    MAX_TARGET,
    GrowingSchedule,
    Part,
    Schedule,
    Setting,
    amount,
    grouped_or_none,
    is_int,
    range_message,
    usual_line,
)
from rules.core.words import dot

from .numbers import BY_MELD, MeldStep

MAX_MELD_STEPS = 12


@dataclass(frozen=True)
class MeldTable(Setting):
    """The initial-meld table: steps [from_total, points], the first from null (any total below)."""

    bound: int = MAX_TARGET

    def read(self, rules: Any) -> list[list[Any]]:
        """[from_total, points], and the canasta a step asks for as a third item when it asks one."""
        return [
            [step.from_total, step.points, *([step.canasta] if step.canasta else [])]
            for step in getattr(rules, self.field)
        ]

    def write(self, rules: Any, value: Any) -> dict[str, Any]:
        return {self.field: tuple(MeldStep(*item) for item in value)}

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
                found.append(range_message(f"{self.key}[{index}][0]", -self.bound, self.bound))
            if not is_int(points) or not self.low <= points <= self.high:
                found.append(range_message(f"{self.key}[{index}][1]", self.low, self.high))
        bounds = [step[0] for step in value[1:]]
        if not found and bounds != sorted(set(bounds)):
            # Named by its label, as the house-rules form shows it (never the game file's key, meld_table).
            found.append(gettext("The steps of “%(label)s” must rise from one to the next.") % {"label": self.label})
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
        return [usual_line(self.label, _table(value), _table(self.read(preset)))]


def _table(steps: list[list[Any]]) -> str:
    """ "15 below 0 · 60 from 0 · 90 from 1,500": each step's points from its total on (the first up to
    the second's), so that 「0点未満15点・0点以上60点」 never reads as a range."""
    if len(steps) == 1:
        return amount(steps[0][1])
    below = {"points": grouped_or_none(steps[0][1]), "total": grouped_or_none(steps[1][0])}
    words = [gettext("%(points)s below %(total)s") % below]
    words += [
        gettext("%(points)s from %(total)s") % {"points": grouped_or_none(points), "total": grouped_or_none(from_total)}
        for from_total, points, *_canasta in steps[1:]
    ]
    return dot().join(words)


@dataclass(frozen=True)
class ThreeSigns(Schedule):
    """When threes count for a side (1), against it (-1) or not at all (0): by meld, or by canastas made."""

    low: int = -1
    high: int = 1

    def _case(self, rules: Any, index: int) -> str:
        if rules.threes_signed_by == BY_MELD:
            melded = gettext("Threes, side that melded") if index else gettext("Threes, side that melded nothing")
            return melded
        if not index:  # Japanese counts no 「0つ」
            return gettext("Threes with no canasta")
        return ngettext("Threes with %(count)d canasta", "Threes with %(count)d canastas", index) % {"count": index}

    def parts(self, rules: Any) -> list[Part]:
        return [
            Part(f"{self.key}__{index}", self._case(rules, index), item, self.low, self.high, unit=None)
            for index, item in enumerate(self.read(rules))
        ]

    def describe(self, preset: Any, value: Any) -> list[str]:
        usual = self.read(preset)
        return [
            usual_line(self._case(preset, index), grouped_or_none(item), grouped_or_none(usual[index]))
            for index, item in enumerate(value)
            if item != usual[index]
        ]


@dataclass(frozen=True)
class Target(Setting):
    """The target: a tournament game has none (`tournament_hands` sets it aside), which is no change of
    the target to store or to describe."""

    def difference(self, preset: Any, value: Any) -> Any:
        return None if value is None else super().difference(preset, value)


@dataclass(frozen=True)
class TournamentHands(GrowingSchedule):
    """The tournament game: one initial meld per hand, their number the length of the game; an empty
    list (every preset's) plays to the target with the meld table by score."""

    def problems(self, rules: Any, value: Any) -> list[str]:
        return [] if value == [] else super().problems(rules, value)

    def describe(self, preset: Any, value: Any) -> list[str]:
        if not value:
            return [gettext("Played to the target (not a tournament game)")]
        melds = pgettext("separator in a list of numbers", ", ").join(amount(points) for points in value)
        return [
            ngettext(
                "Tournament game: %(count)d hand, initial meld %(melds)s",
                "Tournament game: %(count)d hands, initial meld %(melds)s",
                len(value),
            )
            % {"count": len(value), "melds": melds}
        ]
