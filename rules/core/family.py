"""A game family as it registers itself: everything the rest of Meld knows about it.

A family is one package under `rules/families/` with a `FAMILY`, and one line
in `rules.catalog.FAMILIES`. The start page, the deal form, the score sheet,
the house-rule editor, the rule book, the glossary, game files, the leagues
and the site's descriptions read the family through this registration only:
its presets (each with its rules for every seating, card table and tally
fields included), its rule-book entries, its words and its name.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from django.utils.translation import gettext, ngettext_lazy, override
from django.utils.translation import gettext_lazy as _

from .cards import cards_in_decks
from .rules import Rules, Variant
from .words import Text


@dataclass(frozen=True)
class Section:
    """One section of a rule page: its anchor and its heading in each language.

    Headings are written here in both languages, like the glossary, because
    they belong to the bilingual prose: the two pages must match side by side.
    The anchors are what the score pad links to (TallyField.rule_anchor,
    Requirement.rule_anchor).
    """

    id: str
    en: str
    ja: str

    def title(self, language: str) -> str:
        return self.ja if language == "ja" else self.en


@dataclass(frozen=True)
class BookEntry:
    """How a preset's rule page reads its numbers.

    `facts` gives every number the page shows from one table of rules (the
    same object that scores the game); `quick_reference` is the template of
    the tables shown first; `prose` names the pair of prose templates
    (templates/rules/prose/<language>/<prose>.html, one partial per section),
    shared by presets whose words are the same; `notes` names partials of the
    prose that only this preset's page shows.
    """

    variant: Variant
    sections: tuple[Section, ...]
    facts: Callable[[Any], dict[str, Any]]
    quick_reference: str
    prose: str
    notes: tuple[str, ...] = ()


def table_facts(rules: Rules) -> dict[str, Any]:
    """What every rule page reads of one table, whatever its family: the rules themselves, the seating,
    the card table by key and in order (the quick reference's card points), and the cards in play."""
    return {
        "rules": rules,
        "seating": rules.seating,
        "cards": {kind.key: kind for kind in rules.cards},
        "card_list": rules.cards,
        "cards_in_play": cards_in_decks(rules.cards, rules.decks),
    }


@dataclass(frozen=True)
class Term:
    """A word of the game in English and Japanese, with what it means, for the glossary (`/glossary/`)."""

    key: str
    en: str
    ja: str
    en_explanation: str
    ja_explanation: str

    def term(self, language: str) -> str:
        return self.ja if language == "ja" else self.en

    def explanation(self, language: str) -> str:
        return self.ja_explanation if language == "ja" else self.en_explanation


@dataclass(frozen=True)
class Words:
    """What a family calls its deals and its initial meld, wherever the score pad says them.

    Each is a message of the catalogue, so it has both languages; a family
    whose players say a word otherwise gives its own message with a context
    (`pgettext_lazy("hand and foot", "Deal")`: Hand and Foot's deals are
    rounds, ラウンド, in Japanese). The phrases take `%(number)s` (a deal's
    number) and `%(name)s` (who deals) as the templates' `{% say %}` puts them in.

    `initial_meld` and `next_initial_meld` are None for a family that has no
    initial meld: its rules' `requirement` is then None too, and the sheet and
    the deal form show nothing beside a total but its notes (Kalooki's chips).

    `own` holds the rest of the score pad's and the league's sentences that
    name a deal (a conflict between two phones, a history line, the league's
    log, a club night's rule for time), each the family's own message in its
    context: the code marks the plain message with `gettext_noop` and says it
    with `say`, which gives the family's own of the same msgid where there is
    one (Hand and Foot's 「第3ラウンドが修正されました」).

    For the Japanese wording checks (tests/i18n): `foreign` lists other
    families' words its Japanese pages must never show, and `latin` the words
    in Latin letters they may (a game's own name as its players spell it).
    """

    deal: Text = _("Deal")  # one deal, as the score sheet's column names it
    deal_number: Text = _("Deal %(number)s")
    correct_deal: Text = _("Correct deal %(number)s")
    dealt_by: Text = _("<b>%(name)s</b> dealt deal %(number)s")
    deals_next: Text = _("<b>%(name)s</b> deals deal %(number)s")
    enter_deal: Text = _("Enter deal %(number)s")
    after_deal: Text = _("After deal %(number)s")
    this_deal: Text = _("This deal")
    save_deal: Text = _("Save deal")
    tap_a_deal: Text = _("Tap a deal to correct or delete it.")
    delete_deal: Text = _("Delete deal %(number)s")
    delete_deal_asked: Text = _("Delete deal %(number)s?")
    deal_history: Text = _("History of deal %(number)s")
    deals_range: Text = _("Deals %(first)s–%(last)s")
    earlier_deals: Text = _("Earlier deals, 1 to %(last)s")
    # A plural message: `count` picks its form, `deals` is the number as the page writes it.
    deals_played: Text = ngettext_lazy("%(deals)s deal", "%(deals)s deals", "count")
    deals_so_far: Text = ngettext_lazy("%(deals)s deal so far", "%(deals)s deals so far", "count")
    cards_each: Text = ngettext_lazy("%(cards)s card each", "%(cards)s cards each", "count")  # a seating's deal
    saved: Text = _("Deal %(number)s saved.")
    deleted: Text = _("Deal %(number)s deleted.")
    was_deleted: Text = _("Deal %(number)s was deleted.")  # beside Undo on the sheet
    put_back: Text = _("Deal %(number)s is back.")
    ended_with: Text = _("The game ended with deal %(number)s.")
    ended_with_open: Text = _("The game ended with deal %(number)s. You can still correct any deal.")
    ended_before: Text = _(
        "The game ended with deal %(number)s; the deals after it are kept but do not count toward the result."
    )
    paper_deals: Text = _("Deals already played on paper")
    paper_deals_help: Text = _("Meld goes on from the next deal: its initial meld and the deals left follow.")
    initial_meld: Text | None = None  # beside each side on the deal form
    next_initial_meld: Text | None = None  # under each total on the sheet
    own: tuple[Text, ...] = ()
    foreign: tuple[str, ...] = ()
    latin: tuple[str, ...] = ()

    @cached_property
    def _own(self) -> Mapping[str, Text]:
        """The family's own messages by their msgid (the text with no language active)."""
        with override(None):
            return {str(message): message for message in self.own}

    def say(self, message: str) -> str:
        """A message (its msgid, marked with `gettext_noop`) in the family's words: its own, or the plain one."""
        own = self._own.get(message)
        return gettext(message) if own is None else str(own)


@dataclass(frozen=True)
class Family:
    """A family's registration: `key` names its package, `name` is how the site's descriptions
    list it ("Canasta, Hand and Foot and Kalooki"), `terms` its own words for the glossary."""

    key: str
    name: Text
    presets: tuple[Variant, ...]  # in the order of the start page
    book: tuple[BookEntry, ...]  # in the order of the rule book's index
    words: Words = field(default_factory=Words)
    terms: tuple[Term, ...] = ()
