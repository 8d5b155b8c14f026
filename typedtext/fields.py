"""The form field of every text a person types (typedtext/__init__.py says what it keeps out)."""

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from . import clean_line, clean_text, folded, problem


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
