"""Entering a deal: one tally form per side, with its fields from the family's rules and its adjustment lines.

The forms only read numbers and flags; the rules engine judges the deal,
once, in the service that saves it (or in the live preview), and its
problems come back next to their fields through `DealForm.add_problems`.
"""

from collections.abc import Mapping, Sequence
from typing import Any, cast

from django import forms
from django.core.exceptions import NON_FIELD_ERRORS, ValidationError
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rules.core import adjustments
from rules.core.adjustments import Reason
from rules.core.cards import points_step
from rules.core.deal import complete_tally
from rules.core.requirement import Requirement
from rules.core.rules import Place, Rules
from rules.core.scores import Problem
from rules.core.state import Standing
from rules.core.tally import WENT_OUT, Kind, TallyField
from typedtext.fields import TypedTextField, WholeNumberField
from typedtext.numbers import whole_number

from ..models import Side
from ..services.deals import Opened


class RuleLinked:
    """A tally's form field that knows the rule page's section explaining it (the template links there)."""

    rule_anchor = ""


class FlagField(RuleLinked, forms.BooleanField):
    pass


class NumberField(RuleLinked, WholeNumberField):
    pass


def _form_field(field: TallyField, rules: Rules) -> forms.Field:
    form_field: FlagField | NumberField
    if field.kind is Kind.FLAG:
        form_field = FlagField(label=field.label, help_text=field.help, required=False)
    else:
        step = points_step(rules.cards) if field.kind is Kind.POINTS else 1
        # enterkeyhint: the phone's Enter key says "next"; deal.js moves on to the next field.
        attrs = {"inputmode": "numeric", "enterkeyhint": "next", "min": 0, "step": step, "placeholder": "0"}
        form_field = NumberField(
            label=field.label, help_text=field.help, required=False, widget=forms.NumberInput(attrs)
        )
    form_field.rule_anchor = field.rule_anchor
    return form_field


class SharedFields(dict[str, forms.Field]):
    """The fields of a form class built once per rules object. Django copies a form's fields for
    each form so that one form may change its own; these forms never change theirs, so every form
    shares them, and a deal is read without building its fields again."""

    def __deepcopy__(self, memo: dict[int, Any]) -> dict[str, forms.Field]:
        return dict(self)


# Adjustment lines a side's form always offers; correcting a deal offers one more than it has.
ADJUSTMENT_ROWS = 3


def _adjustment_fields(rules: Rules, rows: int) -> dict[str, forms.Field]:
    """Each adjustment line: a common reason or free text, and its points."""
    choices = [("", _("Reason…")), *((reason.key, reason.label) for reason in rules.adjustment_reasons)]
    found: dict[str, forms.Field] = {}
    # The page writes each line's inputs itself (their labels, placeholders and keypad), so the fields
    # carry only what they check and what the page reads: the choices, the longest reason, the bounds.
    for k in range(rows):
        found[f"adj{k}_reason"] = forms.ChoiceField(choices=choices, required=False)
        found[f"adj{k}_text"] = TypedTextField(max_length=adjustments.MOST_REASON, required=False)
        found[f"adj{k}_points"] = WholeNumberField(
            required=False, min_value=-adjustments.MOST_POINTS, max_value=adjustments.MOST_POINTS
        )
    return found


class TallyForm(forms.Form):
    """One side's tally: whole numbers and flags, and its adjustment lines; the engine judges the rest.

    Its fields come from the family's rules (`tally_form` builds the class once per rules object);
    an empty adjustment line is skipped, so a fixed number of them works without JavaScript.
    """

    tally_fields: tuple[TallyField, ...] = ()
    reasons: tuple[Reason, ...] = ()
    rows = 0

    def _clean_fields(self) -> None:
        """Django's field cleaning without a BoundField per field: saving a deal reads some thirty
        fields, and a page that shows the form again builds its BoundFields when it renders them.
        These forms have no disabled or file fields and no clean_<field> methods."""
        data, files = self.data, self.files
        for name, field in self.fields.items():
            value = field.widget.value_from_datadict(data, files, self.add_prefix(name))
            try:
                self.cleaned_data[name] = field.clean(value)
            except ValidationError as error:
                self.add_error(name, error)

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        self.adjusted = self._adjustments(cleaned)
        return cleaned

    def _adjustments(self, data: Mapping[str, Any]) -> list[dict[str, Any]]:
        """The adjustments typed, as a tally stores them; a line without a reason or points is an error."""
        usual = {reason.key: reason.points for reason in self.reasons}
        found = []
        for k in range(self.rows):
            key, text, points = (
                data.get(f"adj{k}_reason"),
                (data.get(f"adj{k}_text") or "").strip(),
                data.get(f"adj{k}_points"),
            )
            if not key and not text and points is None:
                continue
            if any(self.has_error(f"adj{k}_{part}") for part in ("reason", "text", "points")):
                continue  # its field said what is wrong with what was typed; the line is not judged as empty
            reason = text or key
            if not reason:
                self.add_error(f"adj{k}_reason", gettext("An adjustment needs a reason."))
                continue
            if points is None:
                points = usual.get(reason)
            if points is None:
                self.add_error(f"adj{k}_points", gettext("Enter the points of this adjustment."))
                continue
            found.append({"points": points, "reason": reason})
        return found

    def tally(self) -> dict[str, Any]:
        tally: dict[str, Any] = {
            field.key: field.default if self.cleaned_data.get(field.key) is None else self.cleaned_data[field.key]
            for field in self.tally_fields
        }
        if self.adjusted:
            tally[adjustments.ADJUSTMENTS] = self.adjusted
        return tally

    def fields_of(self, kind: Kind) -> list[forms.BoundField]:
        return [self[field.key] for field in self.tally_fields if field.kind is kind]

    def adjustment_rows(self) -> list[dict[str, forms.BoundField]]:
        return [{part: self[f"adj{k}_{part}"] for part in ("reason", "text", "points")} for k in range(self.rows)]

    def has_adjustments(self) -> bool:
        """Whether the adjustment lines are worth showing open: some were typed, or stored (a stored line's
        points fill its field; every stored line has points). The page opens them for an error too."""
        return any(self[f"adj{k}_points"].value() not in (None, "") for k in range(self.rows))


def tally_form(
    rules: Rules,
    prefix: str,
    data: Mapping[str, Any] | None = None,
    initial: Mapping[str, Any] | None = None,
    place: Place | None = None,
) -> TallyForm:
    """A side's tally form, its class built once per rules object, set of fields and number of adjustment lines.

    `place` says what the side enters in this deal (every field by default); a side that sits the
    deal out (a knocked-out player) gets no field and no adjustment line.
    """
    tally_fields = rules.fields() if place is None else place.fields
    stored = list((initial or {}).get(adjustments.ADJUSTMENTS) or [])
    rows = max(ADJUSTMENT_ROWS, len(stored) + 1) if tally_fields else 0
    if data is not None and tally_fields:
        lines = [k + 1 for k in range(adjustments.MOST_ADJUSTMENTS + 3) if f"{prefix}-adj{k}_points" in data]
        rows = max([rows, *lines])  # a line for each points field sent, up to a few past the most
    key = f"tally_form_{rows}_{'.'.join(field.key for field in tally_fields)}"
    if key not in rules.cache:
        fields = {field.key: _form_field(field, rules) for field in tally_fields} | _adjustment_fields(rules, rows)
        attrs = {"tally_fields": tally_fields, "reasons": rules.adjustment_reasons, "rows": rows, **fields}
        form_class = cast(type[TallyForm], type("TallyForm", (TallyForm,), attrs))
        form_class.base_fields = SharedFields(form_class.base_fields)
        rules.cache[key] = form_class
    values = dict(initial or {})
    common = {reason.key for reason in rules.adjustment_reasons}
    for k, item in enumerate(stored):
        reason = item["reason"]  # every stored adjustment has one (the engine refuses it without)
        values |= {
            f"adj{k}_reason": reason if reason in common else "",
            f"adj{k}_text": "" if reason in common else reason,
        }
        values[f"adj{k}_points"] = item.get("points")
    form: TallyForm = rules.cache[key](data, initial=values, prefix=prefix)
    return form


WENT_OUT_CHOICE = "went_out"  # the deal form's one question "who went out?": the index of that side


def _one_out(rules: Rules, data: Mapping[str, Any] | None) -> Mapping[str, Any] | None:
    """Where the form asks once who went out, each side's "went out" flag from that answer; posts
    that tick each side's flag (a game file, an older page) are read as they are."""
    if data is None or not rules.one_goes_out or WENT_OUT_CHOICE not in data:
        return data
    chosen = data.get(WENT_OUT_CHOICE)
    flags = {f"s{side}-{WENT_OUT}": True for side in range(rules.seating.sides) if str(side) == chosen}
    kept = {key: data.get(key) for key in data if not key.endswith(f"-{WENT_OUT}")}
    return kept | flags


class DealForm:
    """A deal: one TallyForm per side. The engine's problems are added after it judged the deal."""

    def __init__(
        self,
        rules: Rules,
        data: Mapping[str, Any] | None = None,
        initial: Sequence[Mapping[str, Any]] | None = None,
        before: Standing | None = None,
    ):
        """`before` is the game's standing before the deal: it says what each side enters (a
        player knocked out enters nothing)."""
        self.rules = rules
        data = _one_out(rules, data)
        self.places = [rules.place(before, side) for side in range(rules.seating.sides)]
        self.parts = [
            tally_form(rules, f"s{i}", data, initial[i] if initial else None, place)
            for i, place in enumerate(self.places)
        ]
        self.deal_errors: list[str] = []

    @property
    def is_bound(self) -> bool:
        return self.parts[0].is_bound

    def initial_tallies(self) -> list[dict[str, Any]]:
        return [complete_tally(self.rules, part.initial or {}) for part in self.parts]

    def is_valid(self) -> bool:
        """Whether every field holds a number or a flag (and no problem was added since)."""
        parts_valid = all([part.is_valid() for part in self.parts])  # every part, for every message
        return parts_valid and not self.deal_errors

    def tallies(self) -> list[dict[str, Any]]:
        return [part.tally() for part in self.parts]

    def add_problems(self, problems: Sequence[Problem]) -> None:
        for problem in problems:
            if problem.side is None:
                self.deal_errors.append(problem.message)
            else:
                part = self.parts[problem.side]
                part.add_error(problem.field if problem.field in part.fields else None, problem.message)

    def problems(self, sides: Sequence[Side]) -> list[tuple[str, str]]:
        """Every message, with the name of the side it belongs to, for the preview."""
        found = [("", message) for message in self.deal_errors]
        for side, part in zip(sides, self.parts, strict=True):
            for messages in part.errors.values():
                found.extend((side.name, str(message)) for message in messages)
        return found

    def marked(self) -> int:
        """How many entries the form marks with a problem (a field, or a side as a whole)."""
        return sum(
            len(part.errors) - (NON_FIELD_ERRORS in part.errors) + len(part.non_field_errors()) for part in self.parts
        )

    def side_parts(self, sides: Sequence[Side], requirements: Sequence[Requirement | None]) -> list[dict[str, Any]]:
        """Each side's fields grouped as the form shows them, with its initial meld in this deal."""
        return [
            {
                "side": side,
                "requirement": requirement,
                "counts": part.fields_of(Kind.COUNT),
                "flags": part.fields_of(Kind.FLAG),
                "points": part.fields_of(Kind.POINTS),
                "adjustments": part.adjustment_rows(),
                "adjusted": part.has_adjustments(),
                "adjustment_errors": part.non_field_errors(),
                "note": place.note,  # shown under the side's name (a knocked-out player)
                "note_anchor": place.rule_anchor,
                "out": place.sitting_out,  # no field to fill: the template shows the note alone
                "went_out": WENT_OUT in part.fields and bool(part[WENT_OUT].value()),
            }
            for side, part, requirement, place in zip(sides, self.parts, requirements, self.places, strict=True)
        ]


def opened_from(data: Mapping[str, Any], correcting: bool = False) -> Opened | None:
    """The state of the game a posted deal form was opened on (its hidden fields `deal_number` and
    `version`, and for a correction `deal` and `deal_version`). None when one is missing or not a
    number: the form is then refused, never saved without the guard against a second save."""
    number, version = whole_number(data.get("deal_number")), whole_number(data.get("version"))
    deal = deal_version = None
    if correcting:
        deal, deal_version = whole_number(data.get("deal")), whole_number(data.get("deal_version"))
        if not deal or not deal_version:
            return None
    if not number or version is None:
        return None
    return Opened(number, version, deal, deal_version)


def correction_after_race(data: Mapping[str, Any]) -> Opened | None:
    """The deal a new deal's form corrects instead, when its primary action after a lost race was pressed (the
    button `correct`, and the hidden `correct_number`, `correct_deal`, `correct_deal_version` of the deal the
    other phone saved, with the game's `version`); None for any other save, or one missing a number."""
    if data.get("correct") != "1":
        return None
    number, version = whole_number(data.get("correct_number")), whole_number(data.get("version"))
    deal, deal_version = whole_number(data.get("correct_deal")), whole_number(data.get("correct_deal_version"))
    if not number or version is None or not deal or not deal_version:
        return None
    return Opened(number, version, deal, deal_version)
