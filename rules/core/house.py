"""House rules: every editable number of a rules object, by a documented key.

A game's house rules are a dict of overrides in JSON form, holding only what
differs from its preset: `{"going_out_bonus": 200, "canasta_bonuses":
{"natural_canastas": 600}}`. `apply` turns the preset into the game's rules
with `dataclasses.replace` (so the dataclass's own `__post_init__` checks the
result, as it checks the presets); `diff` gives back only what differs;
`validate` refuses unknown keys and values out of range, with messages that
name the key.

A family lists its editable settings once, in its rules class's
`house_settings`; a family that lists none gets a generic list from its
dataclass's own fields (whole numbers, flags, tuples of whole numbers, tuples
of kinds with points), so a new family has house rules without a line here.
"""

from collections.abc import Collection, Mapping
from dataclasses import fields, is_dataclass, replace
from typing import Any

from django.utils.translation import gettext

from .rules import Rules
from .scores import Problem
from .settings import MAX_BONUS, MAX_TARGET, Flag, Keyed, Schedule, Setting, is_int

# Fields that say what the game is, never a house rule.
STRUCTURE = {"variant", "seating", "decks", "lowest_wins"}


def _generic(rules: Rules) -> tuple[Setting, ...]:
    """Settings read off a rules dataclass's own fields, for families that register none."""
    found: list[Setting] = []
    for field in fields(rules):
        value = getattr(rules, field.name)
        label = field.name.replace("_", " ").capitalize()
        if field.name in STRUCTURE:
            continue
        if isinstance(value, bool):
            found.append(Flag(field.name, label))
        elif is_int(value):
            low = 1 if field.name == "target" else 0
            found.append(Setting(field.name, label, low, MAX_TARGET))
        elif isinstance(value, tuple) and value and all(is_int(item) for item in value):
            found.append(Schedule(field.name, label, -MAX_BONUS))
        elif isinstance(value, tuple) and value and all(is_dataclass(item) and hasattr(item, "key") for item in value):
            attr = next(
                (name for name in ("points", "bonus") if all(is_int(getattr(item, name, None)) for item in value)),
                None,
            )
            if attr:
                found.append(Keyed(field.name, label, -MAX_BONUS, item_attr=attr))
    return tuple(found)


def settings_for(rules: Rules) -> tuple[Setting, ...]:
    """The editable settings of a rules object, in the order of the panel."""
    listed = type(rules).house_settings
    return listed if listed is not None else _generic(rules)


class HouseRulesError(ValueError):
    """Overrides that cannot apply; `problems` names each key."""

    def __init__(self, problems: list[Problem]):
        super().__init__("; ".join(problem.message for problem in problems))
        self.problems = problems


def validate(rules: Rules, overrides: object) -> list[Problem]:
    """Every problem with overrides for these (preset) rules: unknown keys, values out of range."""
    if not isinstance(overrides, Mapping):
        return [Problem(gettext("House rules must be an object of rules and their values."))]
    settings = {setting.key: setting for setting in settings_for(rules)}
    problems = []
    for key, value in overrides.items():
        setting = settings.get(key)
        if setting is None:
            problems.append(Problem(gettext("Unknown house rule “%(key)s”.") % {"key": key}, field=key))
            continue
        problems.extend(Problem(message, field=key) for message in setting.problems(rules, value))
    return problems


def apply(rules: Rules, overrides: Mapping[str, Any]) -> Rules:
    """The rules with the overrides in place, checked by the rules' own `__post_init__`."""
    problems = validate(rules, overrides)
    if problems:
        raise HouseRulesError(problems)
    if not overrides:
        return rules
    settings = {setting.key: setting for setting in settings_for(rules)}
    changes: dict[str, Any] = {}
    for key, value in overrides.items():
        changes.update(settings[key].write(rules, value))
    try:
        return replace(rules, **changes)
    except ValueError as error:
        message = gettext("These house rules do not fit together: %(reason)s.") % {"reason": error}
        raise HouseRulesError([Problem(message)]) from None


def diff(preset: Rules, rules: Rules) -> dict[str, Any]:
    """Only the values of `rules` that differ from `preset`, by key, in JSON form."""
    found = {}
    for setting in settings_for(preset):
        changed = setting.difference(setting.read(preset), setting.read(rules))
        if changed is not None:
            found[setting.key] = changed
    return found


def differences(preset: Rules, rules: Rules, skip: Collection[str] = ()) -> list[str]:
    """What the score sheet says about the house rules: one short line per changed number."""
    changed = diff(preset, rules)
    lines: list[str] = []
    for setting in settings_for(preset):
        if setting.key in changed and setting.key not in skip:
            lines.extend(setting.describe(preset, changed[setting.key]))
    return lines
