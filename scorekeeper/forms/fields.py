"""Form fields every form of the score pad shares."""

import re
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

# No number of a game has more digits (targets stop at a million, adjustments at 100,000).
MOST_DIGITS = 9
_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]+")


class WholeNumberField(forms.IntegerField):
    """A whole number typed in ASCII digits, with an optional sign.

    Python's int(), which Django's IntegerField calls, also takes "1_000",
    full-width and other Unicode digits, "5.0" and numbers of thousands of
    digits; a score pad takes none of them.
    """

    default_error_messages = {
        "invalid": _("Enter a whole number."),
        "too_long": _("That number is too big."),
    }

    def to_python(self, value: Any) -> int | None:
        if value in self.empty_values:
            return None
        if isinstance(value, str):
            text = value.strip()
            if not _WHOLE_NUMBER.fullmatch(text):
                raise forms.ValidationError(self.error_messages["invalid"], code="invalid")
            if len(text.lstrip("+-")) > MOST_DIGITS:
                raise forms.ValidationError(self.error_messages["too_long"], code="too_long")
            return int(text)
        return super().to_python(value)
