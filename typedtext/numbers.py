"""Every whole number a request carries, read one way: a form's field, a hidden field, a ticked box's id, a
query parameter, a path.

Python's `int()` takes far more than anyone types on a phone's number pad: "1_000", full-width "１２３",
Arabic-Indic "٣", and `str.isdigit()` is true of "²", "①" and "³" as well, which `int()` then refuses
(issue 42's 500 at a table's confirmation). `parse` takes a number written in the ASCII digits 0 to 9
and nothing else (a sign only where one is allowed), of at most `MOST_DIGITS` digits, and says what is
wrong with anything else in the request's language.
"""

from django.utils.translation import gettext as _

# The most digits of any number a request may carry: a database's big integer has 19, and no number of
# a game, a league or an id comes near 18.
MOST_DIGITS = 18
_DIGITS = frozenset("0123456789")


class NotANumber(ValueError):
    """What was sent is not a whole number this parser takes; `code` says why (the message, in words)."""

    def __init__(self, message: str, code: str):
        super().__init__(message)
        self.code = code


def parse(value: object, *, signed: bool = False, most_digits: int = MOST_DIGITS) -> int:
    """The whole number `value` writes: ASCII digits only, a leading "+" or "-" only when `signed`, at most
    `most_digits` digits. NotANumber otherwise ("5.0", "1e9", "1_000", "１２３", "²", " 3", ""), its message
    and `code` saying which: "invalid", "digits" (digits other than 0 to 9), "signed", "too_long"."""
    if not isinstance(value, str):
        raise NotANumber(_("Enter a whole number."), "invalid")
    sign = value[:1] in ("+", "-")
    digits = value[1:] if sign else value
    if sign and not signed:
        raise NotANumber(_("Enter a whole number of 0 or more, without a sign."), "signed")
    if not digits or not _DIGITS.issuperset(digits):
        if any(character.isnumeric() and character not in _DIGITS for character in digits[: MOST_DIGITS + 1]):
            # Full-width digits come from a Japanese keyboard; "²" and "①" from a symbol picker.
            raise NotANumber(_("Type the number in the digits 0 to 9."), "digits")
        raise NotANumber(_("Enter a whole number."), "invalid")
    if len(digits) > most_digits:
        raise NotANumber(_("That number is too big."), "too_long")
    return int(value)


def whole_number(value: object, *, signed: bool = False) -> int | None:
    """`parse`, or None for anything it refuses: for a value whose refusal needs no words (a hidden field,
    a query parameter, where None means "not given")."""
    try:
        return parse(value, signed=signed)
    except NotANumber:
        return None
