"""What a person typed, told apart from our own text on the page it is shown on.

The server marks where a line of Japanese may break (rules/book/phrases.py), but never inside what a
person typed: a name (「由美」), a league's name, a note. So a typed text read from the database is a
`Typed` string, and a template writes it (`{{ player.name }}`, `|join`, `{% blocktranslate with %}`,
through `__html__`) escaped between two private-use characters, `OPEN` and `CLOSE`. The phrase marking
leaves what lies between them unmarked, and every page loses the two characters before it is sent
(scorekeeper.middleware.PhrasesMiddleware): no reader, no copy, no search ever sees them.

A Typed string is a str in everything else: compared, stored, sent as JSON or CSV as it is; whatever
is made from it (`name + "…"`, `.upper()`) is a plain str again, marked like our own text.
"""

from django.utils.html import escape

# Private use: a typed text that holds one loses it when shown (`__html__`), so it never opens or closes.
OPEN = "\ue000"
CLOSE = "\ue001"
MARKS = (OPEN, CLOSE)


class Typed(str):
    """A text a person typed, as it was stored."""

    __slots__ = ()

    def __html__(self) -> str:
        return f"{OPEN}{escape(unmarked(self))}{CLOSE}"


def unmarked(text: str) -> str:
    """`text` without the two characters that enclose a typed text."""
    if OPEN in text or CLOSE in text:
        return text.replace(OPEN, "").replace(CLOSE, "")
    return text


def typed(value: object) -> object:
    """`value` as a Typed string when it is a str (None and the rest as they are)."""
    return Typed(value) if isinstance(value, str) and not isinstance(value, Typed) else value
