"""What a person types, checked once for every form and every file: text no database refuses afterwards.

Every text field of every form is a `TypedTextField` (typedtext/fields.py), and every text of a game
file passes `problem` (scorekeeper/services/exchange.py), so what is stored:

- holds no control character: no NUL (PostgreSQL cannot store one), nothing of Unicode's category
  Cc but tab, line feed and carriage return, no half of a UTF-16 surrogate pair (no page encodes it);
- is in Unicode's composed form (NFC), so "é" typed as one character or as "e" and an accent is
  stored alike;
- on one line (a name, a reason): runs of white space made one space, white space and invisible
  characters (`invisible`) trimmed from both ends;
- is measured after all that, so the length a form allows is the length the column receives.

`folded` is the form of a name that names match on (a league's players, leagues/services/players.py):
compatibility characters spelled out (NFKC: full-width "Ａ" is "A", "ﬃ" is "ffi"), invisible
characters dropped, case folded. `typedtext.confusables.skeleton` goes one step further, for names
that merely look alike ("Аnn" with a Cyrillic А).

Pure Python and Django's translation: the score pad, the leagues and the accounts all import it,
and it imports none of them.
"""

import unicodedata

from django.utils.translation import gettext as _

# Characters that take no room on screen: Unicode's format characters (category Cf: zero-width space
# and joiners, soft hyphen, bidirectional marks, the byte order mark) and the other default-ignorable
# code points that are not Cf (the combining grapheme joiner, variation selectors, Hangul fillers,
# Mongolian variation selectors, Khmer's inherent vowels), and the blank braille pattern.
_IGNORABLE = (
    (0x034F, 0x034F),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x2800, 0x2800),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFFA0, 0xFFA0),
    (0xE0100, 0xE01EF),
)
_ALLOWED_CONTROLS = frozenset("\t\n\r")


def invisible(character: str) -> bool:
    """Whether a character takes no room on screen (`_IGNORABLE` and every format character)."""
    if unicodedata.category(character) == "Cf":
        return True
    point = ord(character)
    return any(low <= point <= high for low, high in _IGNORABLE)


def forbidden(character: str) -> bool:
    """A character no stored text holds: a control character (but tab and the line ends) or a surrogate."""
    category = unicodedata.category(character)
    return (category == "Cc" and character not in _ALLOWED_CONTROLS) or category == "Cs"


def problem(text: str) -> str | None:
    """Why a typed text cannot be kept, in the request's language; None when it can."""
    for character in text:
        if forbidden(character):
            if unicodedata.category(character) == "Cs":
                return _("This text holds half of a character (a lone surrogate): type it again.")
            return _("This text holds an invisible control character (%(code)s): remove it.") % {
                "code": f"U+{ord(character):04X}"
            }
    return None


def _trimmed(text: str) -> str:
    start, end = 0, len(text)
    while start < end and (text[start].isspace() or invisible(text[start])):
        start += 1
    while end > start and (text[end - 1].isspace() or invisible(text[end - 1])):
        end -= 1
    return text[start:end]


def clean_line(text: str) -> str:
    """One line of typed text as it is stored: composed (NFC), white space made single spaces,
    nothing blank or invisible at either end. Check it with `problem` first."""
    return _trimmed(" ".join(unicodedata.normalize("NFC", text).split()))


def clean_text(text: str) -> str:
    """Text of several lines (notes) as it is stored: composed (NFC), blank ends trimmed."""
    return unicodedata.normalize("NFC", text).strip()


def spelled_out(text: str) -> str:
    """Compatibility characters spelled out (NFKC: "Ａ" is "A", "ﬃ" is "ffi"), invisible characters
    dropped, white space made single spaces."""
    spelled = unicodedata.normalize("NFKC", text)
    return " ".join("".join(character for character in spelled if not invisible(character)).split())


def folded(text: str) -> str:
    """What two names are compared by: `spelled_out`, case folded (NFKC again, as casefolding can
    undo it: Unicode's NFKC_Casefold)."""
    return unicodedata.normalize("NFKC", spelled_out(text).casefold())
