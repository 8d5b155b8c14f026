"""What Kalooki calls its deals and its initial meld (`rules.core.family.Words`): a deal is a deal
(ディール), the initial meld the first meld (最初のメルド, seed 004)."""

from django.utils.translation import pgettext_lazy

from rules.core.family import Words

WORDS = Words(
    initial_meld=pgettext_lazy("kalooki", "Initial meld"),
    next_initial_meld=pgettext_lazy("kalooki", "Next initial meld"),
    foreign=("イニシャルメルド", "ミニマムメルド"),  # the canastas' and Hand and Foot's words
    latin=("Kalookie", "Caloochie"),  # how pagat.com and the older books spell the game
)
