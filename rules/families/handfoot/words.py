"""What Hand and Foot calls its deals and its initial meld (`rules.core.family.Words`): seed 003
writes a deal as a round (ラウンド) and the initial meld as the minimum meld (ミニマムメルド), so every
phrase about a deal is a message of its own, in the context "hand and foot" (English keeps "deal", as
the English rule page does)."""

from django.utils.translation import npgettext_lazy, pgettext_lazy

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
    delete_deal=pgettext_lazy("hand and foot", "Delete deal %(number)s"),
    delete_deal_asked=pgettext_lazy("hand and foot", "Delete deal %(number)s?"),
    deal_history=pgettext_lazy("hand and foot", "History of deal %(number)s"),
    deals_range=pgettext_lazy("hand and foot", "Deals %(first)s–%(last)s"),
    earlier_deals=pgettext_lazy("hand and foot", "Earlier deals, 1 to %(last)s"),
    deals_played=npgettext_lazy("hand and foot", "%(deals)s deal", "%(deals)s deals", "count"),
    deals_so_far=npgettext_lazy("hand and foot", "%(deals)s deal so far", "%(deals)s deals so far", "count"),
    cards_each=npgettext_lazy(
        "hand and foot", "a %(cards)s-card hand and foot each", "a %(cards)s-card hand and foot each", "count"
    ),
    saved=pgettext_lazy("hand and foot", "Deal %(number)s saved."),
    deleted=pgettext_lazy("hand and foot", "Deal %(number)s deleted."),
    was_deleted=pgettext_lazy("hand and foot", "Deal %(number)s was deleted."),
    put_back=pgettext_lazy("hand and foot", "Deal %(number)s is back."),
    ended_with=pgettext_lazy("hand and foot", "The game ended with deal %(number)s."),
    ended_with_open=pgettext_lazy(
        "hand and foot", "The game ended with deal %(number)s. You can still correct any deal."
    ),
    ended_before=pgettext_lazy(
        "hand and foot",
        "The game ended with deal %(number)s; the deals after it are kept but do not count toward the result.",
    ),
    paper_deals=pgettext_lazy("hand and foot", "Deals already played on paper"),
    paper_deals_help=pgettext_lazy(
        "hand and foot", "Meld goes on from the next deal: its initial meld and the deals left follow."
    ),
    initial_meld=pgettext_lazy("hand and foot", "Initial meld"),
    next_initial_meld=pgettext_lazy("hand and foot", "Next initial meld"),
    own=(
        # A conflict between two phones (scorekeeper/services/conflicts.py)
        pgettext_lazy("hand and foot", "This is now deal %(number)d: check them and save again."),
        pgettext_lazy("hand and foot", "Someone just entered deal %(number)d."),
        pgettext_lazy(
            "hand and foot", "Nothing was saved: your entries are kept below, beside deal %(number)d as it was saved."
        ),
        pgettext_lazy(
            "hand and foot",
            "If it is the same deal, correct deal %(number)d with your entries, or go back to the score sheet to keep "
            "it as saved; if yours is another deal, save it as deal %(next)d.",
        ),
        pgettext_lazy("hand and foot", "No, it is another deal: save it as deal %(next)d"),
        pgettext_lazy("hand and foot", "Deal %(number)d as saved"),
        pgettext_lazy(
            "hand and foot", "Deal %(number)d was corrected by %(who)s (%(when)s) while you were correcting it."
        ),
        pgettext_lazy("hand and foot", "Deal %(number)d was corrected while you were correcting it."),
        pgettext_lazy("hand and foot", "Deal %(number)d was deleted while you were correcting it."),
        pgettext_lazy(
            "hand and foot", "Deal %(number)d was deleted by %(who)s (%(when)s) while you were correcting it."
        ),
        pgettext_lazy("hand and foot", "Deal %(number)d was corrected meanwhile: here it is now. Delete it still?"),
        pgettext_lazy(
            "hand and foot", "Deal %(number)d was corrected by %(who)s (%(when)s): here it is now. Delete it still?"
        ),
        pgettext_lazy("hand and foot", "Deal %(number)d had already been saved with the same entries by %(who)s."),
        # A change of the game, as a history says it (scorekeeper/services/history.py, views/deals.py)
        pgettext_lazy("hand and foot", "Deal %(number)d was entered by %(who)s (%(when)s)."),
        pgettext_lazy("hand and foot", "Deal %(number)d was corrected by %(who)s (%(when)s)."),
        pgettext_lazy("hand and foot", "Deal %(number)d was deleted by %(who)s (%(when)s)."),
        pgettext_lazy("hand and foot", "Deal %(number)d was put back by %(who)s (%(when)s)."),
        pgettext_lazy(
            "hand and foot",
            "Deal %(number)d saved. It was deal %(was)d when you opened it: a deal before it was deleted or put back "
            "meanwhile.",
        ),
        # The league's log (leagues/services/log.py), a club night's rule for time (leagues/models/leagues.py)
        pgettext_lazy("hand and foot", "<b>%(who)s</b> entered deal %(number)s"),
        pgettext_lazy("hand and foot", "<b>%(who)s</b> corrected deal %(number)s"),
        pgettext_lazy("hand and foot", "<b>%(who)s</b> deleted deal %(number)s"),
        pgettext_lazy("hand and foot", "<b>%(who)s</b> put back deal %(number)s"),
        pgettext_lazy("hand and foot", "finish the deal in play; the game then counts as it stands"),
        pgettext_lazy("hand and foot", "finish the deal in play; the game then counts as a draw"),
        pgettext_lazy("hand and foot", "Time is up: finish the deal in play"),
        # A game file's deal that is not one, and where a deal's unknown key is (scorekeeper/services/exchange.py)
        pgettext_lazy("hand and foot", "Deal %(number)d must be an object with a list of “tallies”."),
        pgettext_lazy("hand and foot", "deal %(number)d"),
    ),
    # The other families' deal (ディール), and the canastas' and Kalooki's initial meld.
    foreign=("ディール", "イニシャルメルド", "最初のメルドの条件"),
)
