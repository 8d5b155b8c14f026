"""What a side's initial meld needs in a deal: points, and in some games a meld of some kind too."""

from dataclasses import dataclass, field

from django.utils.translation import gettext, pgettext

from .words import grouped


@dataclass(frozen=True)
class Requirement:
    """`meld` is empty, or the key of a kind of meld the initial meld must hold besides its points
    (Brazilian Canasta's "canasta" or "natural"); its words come from the family, in `meld_words`.
    `rule_anchor` is the section of the game's rule page that explains it (the score pad links there).

    A family without an initial meld has no requirement at all: its rules say None.
    """

    points: int
    meld: str = ""
    meld_words: str = field(default="", compare=False)
    rule_anchor: str = field(default="", compare=False)  # the rule page's section on it; "" for none

    def __str__(self) -> str:
        if not self.meld:  # points standing alone, with their unit where the language writes one: 「50点」
            return pgettext("a number of points standing alone", "%(points)s") % {"points": grouped(self.points)}
        if not self.points:
            return self.meld_words
        return gettext("%(points)s and %(meld)s") % {"points": grouped(self.points), "meld": self.meld_words}

    def export(self) -> int | dict[str, int | str]:
        """How the JSON format writes it: a number, or an object when a meld of some kind is needed."""
        if not self.meld:
            return self.points
        return {"points": self.points, "meld": self.meld}
