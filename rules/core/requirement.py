"""What a side's initial meld needs in a deal: points, and in some games a canasta too."""

from dataclasses import dataclass, field

from django.utils.translation import gettext

from .words import grouped


@dataclass(frozen=True)
class Requirement:
    """`canasta` is empty, or the key of a canasta kind ("canasta" for any); its
    words come from the family, in `canasta_words`. `rule_anchor` is the
    section of the game's rule page that explains it (the score pad links there).
    """

    points: int
    canasta: str = ""
    canasta_words: str = field(default="", compare=False)
    rule_anchor: str = field(default="", compare=False)  # the rule page's section on it; "" for none

    def __str__(self) -> str:
        if not self.canasta:
            return grouped(self.points)
        if not self.points:
            return self.canasta_words
        return gettext("%(points)s and %(canasta)s") % {"points": grouped(self.points), "canasta": self.canasta_words}

    def export(self) -> int | dict[str, int | str]:
        """How the JSON format writes it: a number, or an object when a canasta is needed."""
        if not self.canasta:
            return self.points
        return {"points": self.points, "canasta": self.canasta}
