"""The form field of every text a person types (typedtext/__init__.py says what it keeps out)."""

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from . import clean_line, clean_text, folded, problem
from .numbers import NotANumber, parse, whole_number


def no_control_character(value: object) -> None:
    """A validator for a field of Django's own (a user name, an email address): `problem`'s refusal."""
    if isinstance(value, str) and (found := problem(value)):
        raise forms.ValidationError(found, code="control_character")


class TypedTextField(forms.CharField):
    """A CharField whose value is checked (`problem`: no control character) and normalised
    (`clean_line`, or `clean_text` with `multiline`) before its length is measured: `max_length`
    is then the most the database column receives. A name that is matched by its folded form (a
    league's player) also says how long that may be: `folded_max_length`, the column of the key
    ("ß" folds to "ss", "ﬃ" to "ffi", so a name of `max_length` letters can fold to more)."""

    default_error_messages = {
        "folded_too_long": _(
            "This name is too long once its letters are written out in full (at most %(most)d letters)."
        ),
    }

    def __init__(self, *, multiline: bool = False, folded_max_length: int | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        self.multiline, self.folded_max_length = multiline, folded_max_length

    def to_python(self, value: Any) -> str | None:
        text = super().to_python(value)
        if not text:
            return text
        if found := problem(text):
            raise forms.ValidationError(found, code="control_character")
        return clean_text(text) if self.multiline else clean_line(text)

    def validate(self, value: Any) -> None:
        super().validate(value)
        if value and self.folded_max_length is not None and len(folded(value)) > self.folded_max_length:
            raise forms.ValidationError(
                self.error_messages["folded_too_long"],
                code="folded_too_long",
                params={"most": self.folded_max_length},
            )


# The most digits a person types into a number field: no number of a game has more (targets stop at a
# million, adjustments at 100,000), nor of a league or a club night.
MOST_TYPED_DIGITS = 9


class WholeNumberField(forms.IntegerField):
    """A whole number typed in the ASCII digits 0 to 9 (typedtext.numbers.parse), with a sign only where
    the field takes a number below 0 (no `min_value`, or a negative one)."""

    default_error_messages = {
        "invalid": _("Enter a whole number."),
        "digits": _("Type the number in the digits 0 to 9."),
        "signed": _("Enter a whole number of 0 or more, without a sign."),
        "too_long": _("That number is too big."),
    }

    def to_python(self, value: Any) -> int | None:
        if value in self.empty_values:
            return None
        if isinstance(value, int) and not isinstance(value, bool):  # an initial value, a form filled in code
            return value
        signed = not isinstance(self.min_value, int) or self.min_value < 0
        try:
            return parse(
                value.strip() if isinstance(value, str) else value, signed=signed, most_digits=MOST_TYPED_DIGITS
            )
        except NotANumber as refused:
            raise forms.ValidationError(self.error_messages[refused.code], code=refused.code) from None


def _row_number(value: Any, field: forms.ModelChoiceField) -> int:  # type: ignore[type-arg]
    """The id of a row a form offers (a ticked box, an option), read by `parse`; the field's own refusal."""
    number = value if isinstance(value, int) and not isinstance(value, bool) else whole_number(value)
    if number is None:
        shown = str(value)[:20]  # a hostile value of a megabyte is not repeated in full
        raise forms.ValidationError(field.error_messages["invalid_choice"], "invalid_choice", {"value": shown})
    return number


class RowChoiceField(forms.ModelChoiceField):  # type: ignore[type-arg]
    """Django's choice of a row by its id, the id read by `parse` (Django's int() takes "１２" for 12)."""

    def to_python(self, value: Any) -> Any:
        if value in self.empty_values or isinstance(value, self.queryset.model):  # type: ignore[union-attr]
            return super().to_python(value)
        return super().to_python(_row_number(value, self))


class RowsChoiceField(forms.ModelMultipleChoiceField):  # type: ignore[type-arg]
    """Django's choice of rows by their ids (ticked boxes), at most `most` of them, the ids read by `parse`
    and looked up in one query (Django asks once for each id sent)."""

    default_error_messages = {"too_many": _("Tick at most %(count)d.")}

    def __init__(self, *args: Any, most: int, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.most = most

    def _check_values(self, value: Any) -> Any:
        if len(value) > self.most:
            raise forms.ValidationError(self.error_messages["too_many"] % {"count": self.most}, code="too_many")
        numbers = {_row_number(item, self) for item in value}
        found = self.queryset.filter(pk__in=numbers)  # type: ignore[union-attr]
        if missing := numbers - set(found.values_list("pk", flat=True)):
            message = self.error_messages["invalid_choice"]
            raise forms.ValidationError(message, "invalid_choice", {"value": min(missing)})
        return found
