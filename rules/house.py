"""House rules: every editable number of a rules object, by a documented key.

A game's house rules are a dict of overrides in JSON form, holding only what
differs from its preset: `{"going_out_bonus": 200, "canasta_bonuses":
{"natural_canastas": 600}}`. `apply` turns the preset into the game's rules
with `dataclasses.replace` (so the dataclass's own `__post_init__` checks the
result, as it checks the presets); `diff` gives back only what differs;
`validate` refuses unknown keys and values out of range, with messages that
name the key.

Each rules dataclass registers its editable settings once (`register`); a
dataclass that registers none gets a generic list from its own fields (whole
numbers, flags, tuples of whole numbers, tuples of kinds with points), so a
new game family has house rules without a line here. To make a new field of
a registered dataclass editable, add one setting to its list.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import fields, is_dataclass, replace
from typing import Any

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from .game import Problem
from .handfoot import HandAndFootRules
from .kalooki import OPTIONS as KALOOKI_OPTIONS
from .kalooki import KalookiRules
from .settings import (
    MAX_BONUS,
    MAX_CANASTAS_TO_GO_OUT,
    MAX_CARD_POINTS,
    MAX_MELD_STEPS,
    MAX_TARGET,
    Flag,
    Keyed,
    MeldTable,
    Part,
    Schedule,
    Setting,
    ThreeSigns,
    is_int,
)
from .variants import CanastaRules

__all__ = [
    "MAX_MELD_STEPS",
    "MAX_TARGET",
    "REGISTRY",
    "HouseRulesError",
    "Part",
    "apply",
    "diff",
    "differences",
    "register",
    "settings_for",
    "validate",
]

REGISTRY: dict[type, tuple[Setting, ...]] = {}


def register(cls: type, *settings: Setting) -> None:
    REGISTRY[cls] = settings


register(
    CanastaRules,
    Setting("target", _("Target"), 1, MAX_TARGET),
    Keyed("canasta_bonuses", _("Canasta bonuses"), attr="canastas", item_attr="bonus"),
    Setting("going_out_bonus", _("Going out")),
    Setting("concealed_bonus", _("Concealed hand")),
    Setting("canastas_to_go_out", _("Canastas to go out"), 0, MAX_CANASTAS_TO_GO_OUT),
    Schedule("red_three_scores", _("Red threes")),
    MeldTable("meld_table", _("Initial meld")),
    Keyed("card_points", _("Card points"), 1, MAX_CARD_POINTS, attr="cards", item_attr="points"),
    ThreeSigns("three_signs", _("When threes count: 1 for the side, −1 against it, 0 not at all")),
    Schedule("black_three_scores", _("Black threes"), -MAX_BONUS, MAX_BONUS, when_set=True),
    Setting("black_three_in_hand_points", _("Each black three left in hand"), -MAX_BONUS, MAX_BONUS, when_set=True),
    Setting("black_threes_captured_bonus", _("Every black three captured"), -MAX_BONUS, MAX_BONUS, when_set=True),
    Setting("short_sequence_points", _("Each short sequence"), -MAX_BONUS, MAX_BONUS, when_set=True),
    Flag("melded_minus_without_canasta", _("Melded cards count minus with no canasta"), when_set=True),
    Setting(
        "unfinished_aces_or_sevens_points",
        _("Each unfinished meld of aces or sevens"),
        -MAX_BONUS,
        MAX_BONUS,
        when_set=True,
    ),
    Setting("unfinished_wild_meld_points", _("Each unfinished wild meld"), -MAX_BONUS, MAX_BONUS, when_set=True),
    Setting(
        "aces_or_sevens_in_hand_points", _("Three aces or sevens in one hand"), -MAX_BONUS, MAX_BONUS, when_set=True
    ),
    Setting("pairs_hand_points", _("Pairs hand"), when_set=True),
    Setting("straight_hand_points", _("Straight hand"), when_set=True),
    Setting("garbage_hand_points", _("Garbage hand"), when_set=True),
    Setting("acaba_points", _("Acaba"), when_set=True),
)

register(
    HandAndFootRules,
    Schedule("meld_minimums", _("Initial meld by deal"), item_label=_("Deal %(count)d"), first=1),
    Setting("clean_book", _("Clean book")),
    Setting("dirty_book", _("Dirty book")),
    Setting("wild_book", _("Wild book"), when_set=True),
    Setting("clean_books_to_go_out", _("Clean books to go out"), 0, MAX_CANASTAS_TO_GO_OUT),
    Setting("dirty_books_to_go_out", _("Dirty books to go out"), 0, MAX_CANASTAS_TO_GO_OUT),
    Setting("wild_books_to_go_out", _("Wild books to go out"), 0, MAX_CANASTAS_TO_GO_OUT, when_set=True),
    Setting("red_three_bonus", _("Each red three laid down")),
    Setting("red_three_penalty", _("Each red three left in hand or foot (against)")),
    Setting("going_out_bonus", _("Going out")),
    Keyed("card_points", _("Card points"), 1, MAX_CARD_POINTS, attr="cards", item_attr="points"),
)

register(
    KalookiRules,
    Setting("target", _("Target"), 1, MAX_TARGET),
    Setting("initial_meld", _("Initial meld"), 0, MAX_CARD_POINTS),
    Setting("ace_points", _("Ace"), 1, MAX_CARD_POINTS),
    Setting("joker_points", _("Joker"), 1, MAX_CARD_POINTS),
    Setting("buy_ins", _("Buy-ins"), 0, MAX_CANASTAS_TO_GO_OUT, when_set=True),
    *(Flag(option.key, option.label) for option in KALOOKI_OPTIONS),
)

# Fields that say what the game is, never a house rule.
STRUCTURE = {"variant", "seating", "decks", "lowest_wins"}


def _generic(rules: Any) -> tuple[Setting, ...]:
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
            found.append(Schedule(field.name, label, -MAX_BONUS, MAX_BONUS))
        elif isinstance(value, tuple) and value and all(is_dataclass(item) and hasattr(item, "key") for item in value):
            attr = next(
                (name for name in ("points", "bonus") if all(is_int(getattr(item, name, None)) for item in value)),
                None,
            )
            if attr:
                found.append(Keyed(field.name, label, -MAX_BONUS, MAX_BONUS, item_attr=attr))
    return tuple(found)


def settings_for(rules: Any) -> tuple[Setting, ...]:
    """The editable settings of a rules object, in the order of the panel."""
    registered = REGISTRY.get(type(rules))
    return registered if registered is not None else _generic(rules)


class HouseRulesError(ValueError):
    """Overrides that cannot apply; `problems` names each key."""

    def __init__(self, problems: list[Problem]):
        super().__init__("; ".join(problem.message for problem in problems))
        self.problems = problems


def validate(rules: Any, overrides: object) -> list[Problem]:
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


def apply(rules: Any, overrides: Mapping) -> Any:
    """The rules with the overrides in place, checked by the rules' own `__post_init__`."""
    problems = validate(rules, overrides)
    if problems:
        raise HouseRulesError(problems)
    if not overrides:
        return rules
    settings = {setting.key: setting for setting in settings_for(rules)}
    changes: dict = {}
    for key, value in overrides.items():
        changes.update(settings[key].write(rules, value))
    try:
        return replace(rules, **changes)
    except ValueError as error:
        message = gettext("These house rules do not fit together: %(reason)s.") % {"reason": error}
        raise HouseRulesError([Problem(message)]) from None


def diff(preset: Any, rules: Any) -> dict:
    """Only the values of `rules` that differ from `preset`, by key, in JSON form."""
    found = {}
    for setting in settings_for(preset):
        changed = setting.difference(setting.read(preset), setting.read(rules))
        if changed is not None:
            found[setting.key] = changed
    return found


def differences(preset: Any, rules: Any, skip: Collection[str] = ()) -> list[str]:
    """What the score sheet says about the house rules: one short line per changed number."""
    changed = diff(preset, rules)
    lines: list[str] = []
    for setting in settings_for(preset):
        if setting.key in changed and setting.key not in skip:
            lines.extend(setting.describe(preset, changed[setting.key]))
    return lines
