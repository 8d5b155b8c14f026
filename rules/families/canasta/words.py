"""What the canastas call their deals and their initial meld (`rules.core.family.Words`): a deal is a
deal (ディール), the initial meld イニシャルメルド (seed 000's words)."""

from django.utils.translation import pgettext_lazy

from rules.core.family import Words

WORDS = Words(
    initial_meld=pgettext_lazy("canasta", "Initial meld"),
    next_initial_meld=pgettext_lazy("canasta", "Next initial meld"),
    foreign=("ミニマムメルド",),  # Hand and Foot's word
)
