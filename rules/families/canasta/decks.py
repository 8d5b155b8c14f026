"""A canasta's kinds as the decks see them, for the checks that the decks can make them (`rules.core.melds`)."""

from rules.core.melds import MeldDecks, MeldKind, meld_decks

from .numbers import CanastaKind, CanastaNumbers


def meld_kind(rules: CanastaNumbers, kind: CanastaKind) -> MeldKind:
    """What one canasta of a kind takes at the least: a natural one all its cards of one rank, a mixed one
    all but the most wild cards a meld may hold and one wild card, a wild one all wild cards."""
    size = rules.canasta_size
    if kind.sequence:
        return MeldKind(kind.key, size, 0, size, sequence=True)
    if kind.wild_cards >= size:
        return MeldKind(kind.key, 0, size, size, wild_of=kind.wild_of)
    if kind.wild_cards:
        return MeldKind(kind.key, size - rules.max_wild_cards, kind.wild_cards, size, rank=kind.rank)
    return MeldKind(kind.key, size, 0, size, rank=kind.rank)


def meld_kinds(rules: CanastaNumbers) -> tuple[MeldKind, ...]:
    return tuple(meld_kind(rules, kind) for kind in rules.canastas)


def decks_of(rules: CanastaNumbers) -> MeldDecks:
    return meld_decks(rules.cards, rules.decks, rules.one_meld_per_rank)
