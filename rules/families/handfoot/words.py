"""What Hand and Foot calls its deals and its initial meld (`rules.core.family.Words`): seed 003
writes a deal as a round (ラウンド) and the initial meld as the minimum meld (ミニマムメルド), so every
phrase about a deal is a message of its own, in the context "hand and foot"."""

from django.utils.translation import pgettext_lazy

from rules.core.family import Words

WORDS = Words(
    deal=pgettext_lazy("hand and foot", "Deal"),
    deal_number=pgettext_lazy("hand and foot", "Deal %(number)s"),
    correct_deal=pgettext_lazy("hand and foot", "Correct deal %(number)s"),
    dealt_by=pgettext_lazy("hand and foot", "<b>%(name)s</b> dealt deal %(number)s"),
    deals_next=pgettext_lazy("hand and foot", "<b>%(name)s</b> deals deal %(number)s"),
    enter_deal=pgettext_lazy("hand and foot", "Enter deal %(number)s"),
    after_deal=pgettext_lazy("hand and foot", "After deal %(number)s"),
    this_deal=pgettext_lazy("hand and foot", "This deal"),
    save_deal=pgettext_lazy("hand and foot", "Save deal"),
    tap_a_deal=pgettext_lazy("hand and foot", "Tap a deal to correct or delete it."),
    initial_meld=pgettext_lazy("hand and foot", "Initial meld"),
    next_initial_meld=pgettext_lazy("hand and foot", "Next initial meld"),
    foreign=("イニシャルメルド", "最初のメルドの条件"),  # the canastas' and Kalooki's words
)
