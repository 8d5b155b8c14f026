"""What the rule pages of the canastas show: their sections and every number, read from the presets.

`canasta_facts` is what Classic Canasta's page reads; `three_deck_facts`
adds what Samba and the three-deck canastas change (sequence canastas, wild
canastas, threes counted by the canastas made, black threes in hand, short
sequences, which canastas going out needs, meld steps that ask for a
canasta); `national_facts` adds what Cuban, Italian, Uruguayan, British and
Modern American change (wild canastas, threes by canastas, black threes,
Acaba, penalties and special hands). Each fact is read from one table's
numbers, so a preset without a rule gets an empty fact and its rows stay off
the page.
"""

from typing import Any

from rules.core.cards import points_step
from rules.core.family import BookEntry, Section, table_facts
from rules.core.rules import Variant

from .numbers import (
    BY_CANASTAS,
    CANASTA_LEAGUE_GARBAGE_HAND,
    FIVE_NATURAL,
    PARLETT_FIVE_CANASTAS,
    REQUIRED_CANASTAS,
    SAMBA_BICYCLE_TOP_MELD,
    SEQUENCE_KINDS,
    SHORT_SEQUENCE_MOST_CARDS,
    TEN_CANASTAS,
    CanastaKind,
    CanastaNumbers,
)
from .presets import (
    BOLIVIA,
    BRAZILIAN,
    BRITISH,
    CHILEAN,
    CHILEAN_FOUR_DECKS,
    CLASSIC_CANASTA,
    CUBAN,
    ITALIAN,
    ITALIAN_PARLETT,
    MODERN_AMERICAN,
    SAMBA,
    URUGUAYAN,
)
from .tally import SPECIAL_HANDS, counted_lines, points_of, special_hands

Facts = dict[str, Any]

# The sections of a canasta's rule page, in order.
CANASTA_SECTIONS: tuple[Section, ...] = (
    Section("players", "Players and cards", "人数とカード"),
    Section("deal", "The deal", "カードの配り方"),
    Section("turn", "A turn", "ターンの流れ"),
    Section("melds", "Melds and canastas", "メルドとカナスタ"),
    Section("threes", "Wild cards and threes", "ワイルドカードと3"),
    Section("discard-pile", "Freezing and taking the discard pile", "捨て札の山の凍結と取り方"),
    Section("going-out", "Going out", "上がり"),
    Section("scoring", "Scoring", "得点計算"),
    Section("end", "The end of the game", "ゲームの終わり"),
    Section("variations", "Common variations", "よくあるバリエーション"),
)


def _meld_steps(rules: CanastaNumbers) -> list[Facts]:
    """The initial-meld table as ranges of totals: low (None: below zero) to high (None: and up),
    with the canasta a step asks for, in words."""
    step = points_step(rules.cards)
    table = rules.meld_table
    rows = []
    for i, meld in enumerate(table):
        following = table[i + 1].from_total if i + 1 < len(table) else None
        rows.append(
            {
                "low": meld.from_total,
                "high": following - step if following is not None else None,
                "next": following,
                "points": meld.points,
                "canasta": meld.canasta,
                "canasta_words": REQUIRED_CANASTAS.get(meld.canasta),  # read only for a step that asks one
            }
        )
    return rows


def canasta_facts(rules: CanastaNumbers) -> Facts:
    """Every number Classic Canasta's rule page shows, from one table of rules."""
    facts = table_facts(rules)
    scores = rules.red_three_scores
    steps = _meld_steps(rules)
    return {
        **facts,
        "canastas": {kind.key: kind for kind in rules.canastas},
        "canasta_list": rules.canastas,
        "jokers_per_deck": facts["cards"]["jokers"].per_deck,
        "red_threes": [{"count": count, "points": scores[count]} for count in range(1, len(scores))],
        "red_three_each": scores[1],
        "red_three_all": scores[-1],
        "max_red_threes": rules.max_red_threes,
        # The red threes score the same for each, up to this many (then a jump).
        "red_three_even_up_to": max(n for n in range(1, len(scores)) if scores[n] == n * scores[1]),
        "concealed_total": rules.going_out_bonus + rules.concealed_bonus,
        "meld_steps": steps,
        # Never more wild cards than natural ones: at most this many in a canasta.
        "wilds_in_canasta": rules.canasta_size // 2,
    }


def _kinds(rules: CanastaNumbers, keys: tuple[str, ...]) -> list[CanastaKind]:
    return [kind for kind in rules.canastas if kind.key in keys]


def _wild_kinds(rules: CanastaNumbers) -> list[CanastaKind]:
    return [kind for kind in rules.canastas if kind.wild_cards >= rules.canasta_size]


def _threes(rules: CanastaNumbers) -> Facts:
    """How the red threes are signed: by a meld (Classic) or by the canastas made.

    By canastas, the pages say it in one sentence when the threes count for a side from some number
    of canastas on and the same way (against it, or not at all) below it, as every preset has them;
    house rules of any other shape are listed count by count (`three_sign_rows`), as the national
    pages list theirs."""
    signs = rules.three_signs
    plus_from = next((count for count, sign in enumerate(signs) if sign == 1), len(signs))
    one_sentence = len(set(signs[:plus_from])) == 1 and set(signs[plus_from:]) == {1}  # some below, all from
    return {
        "threes_by_canastas": rules.threes_signed_by == BY_CANASTAS,
        # A side with at least this many canastas scores its threes for it (by canastas).
        "threes_plus_from": plus_from,
        # Below that: -1 they count against the side, 0 they do not count.
        "threes_below_sign": signs[0],
        "three_sign_rows": [] if one_sentence else three_signs(rules),
    }


def three_deck_facts(rules: CanastaNumbers) -> Facts:
    """Every number a page of Samba or a three-deck canasta shows, from one table of rules."""
    sequences = _kinds(rules, SEQUENCE_KINDS)
    wild = _wild_kinds(rules)
    return {
        **canasta_facts(rules),
        **_threes(rules),
        "meld_asks_canasta": any(step.canasta for step in rules.meld_table),
        "sequence_kind": sequences[0] if sequences else None,
        "wild_kinds": wild,
        "wild_kind": wild[0] if wild else None,
        "max_wild_cards": rules.max_wild_cards,
        "black_three_in_hand": rules.black_three_in_hand_points,
        "short_sequence": rules.short_sequence_points,
        "short_sequence_cards": SHORT_SEQUENCE_MOST_CARDS,
        # Going out: how many canastas, which kinds count (empty: every kind), and
        # the kinds one of which must be among them (empty: any).
        "going_out_counts": _kinds(rules, rules.going_out_counts),
        "going_out_needs": _kinds(rules, rules.going_out_needs_one_of),
        "samba_bicycle_top_meld": SAMBA_BICYCLE_TOP_MELD,
        # The decks Chilean Canasta is played with, one preset each.
        "chilean_decks": sorted(variant.default.decks for variant in (CHILEAN, CHILEAN_FOUR_DECKS)),
    }


# The set bonuses a source gives only as an option, with its numbers, by key (Parlett's Italian).
OPTIONAL_SET_BONUSES = {bonus.key: bonus for bonus in (FIVE_NATURAL, PARLETT_FIVE_CANASTAS)}

# Presets whose page mentions another preset's number (Italian's two targets).
RELATED: dict[str, Variant] = {ITALIAN.slug: ITALIAN_PARLETT, ITALIAN_PARLETT.slug: ITALIAN}


def three_signs(rules: CanastaNumbers) -> list[Facts]:
    """How the threes count, as ranges of canastas made: {"low", "high" (None: and more), "sign"}.

    Only for threes signed by canastas (BY_CANASTAS); by meld it is Classic Canasta's rule.
    """
    if rules.threes_signed_by != BY_CANASTAS:
        return []
    rows: list[Facts] = []
    for count, sign in enumerate(rules.three_signs):
        if rows and rows[-1]["sign"] == sign:
            rows[-1]["high"] = count
        else:
            rows.append({"low": count, "high": count, "sign": sign})
    rows[-1]["high"] = None
    return rows


def _canasta_kinds(rules: CanastaNumbers) -> Facts:
    wild = _wild_kinds(rules)
    counted = set(rules.going_out_counts) or {kind.key for kind in rules.canastas}
    return {
        "wild_canastas": wild,
        # Going out: the kinds that do not count toward the canastas needed, when not every kind does.
        "going_out_excludes": [kind for kind in rules.canastas if kind.key not in counted],
        "going_out_excludes_wild_only": {kind.key for kind in rules.canastas if kind.key not in counted}
        == {kind.key for kind in wild},
    }


def _set_bonuses(rules: CanastaNumbers) -> Facts:
    """Italian Canasta's bonuses for sets of canastas, and the wild canastas that need going out."""
    played = [bonus for bonus in rules.set_bonuses if bonus.bonus]
    return {
        "set_bonuses": played,
        # Set bonuses the preset offers only as an option (0), with the source's numbers (Parlett's).
        "optional_set_bonuses": [OPTIONAL_SET_BONUSES[bonus.key] for bonus in rules.set_bonuses if not bonus.bonus],
        "wild_bonus_going_out_only": rules.wild_bonus_going_out_only,
        "ten_canastas": TEN_CANASTAS.canastas,  # the set Parlett has no bonus for (the Japanese writes 「10個」)
    }


def national_facts(rules: CanastaNumbers) -> Facts:
    """Every number a national canasta's page shows: Classic Canasta's facts and the rules it adds."""
    black = rules.black_three_scores
    related = RELATED.get(rules.variant)
    return {
        **canasta_facts(rules),
        **_canasta_kinds(rules),
        "three_signs": three_signs(rules),
        "black_threes": [{"count": count, "points": black[count]} for count in range(1, len(black))],
        "black_threes_in_play": rules.max_red_threes,  # as many as red ones
        "black_threes_captured": rules.black_threes_captured_bonus,
        "black_three_captured_each": rules.black_three_captured_points,
        "acaba": rules.acaba_points,
        "penalties": [
            {"label": line.label, "points": points_of(rules, line.points)}
            for line in counted_lines(rules)
            if points_of(rules, line.points) < 0
        ],
        "melded_minus": rules.melded_minus_without_canasta,
        "special_hands": [
            {"label": hand.label, "points": points_of(rules, hand.points)} for hand in special_hands(rules)
        ],
        # Special hands a game with special hands may add as a house rule (no number of their own).
        "other_special_hands": [
            hand.label for hand in SPECIAL_HANDS if special_hands(rules) and hand not in special_hands(rules)
        ],
        "league_garbage_hand": CANASTA_LEAGUE_GARBAGE_HAND,
        **_set_bonuses(rules),
        "pile_always_frozen": rules.pile_always_frozen,
        "related": related.default if related else None,
        "related_variant": related,
    }


# The notes of the three-deck prose: the Samba top step printed by Bicycle, and the
# Chilean game, which has no numbers of its own in the published sources.
BICYCLE_NOTE = "note-bicycle"
CHILEAN_NOTE = "note-chilean"
THREE_DECK_PROSE = "three-deck-canastas"


def _three_deck(variant: Variant, *notes: str) -> BookEntry:
    quick = "rules/quick/three-deck-canasta.html"
    return BookEntry(variant, CANASTA_SECTIONS, three_deck_facts, quick, THREE_DECK_PROSE, notes)


def _national(variant: Variant, prose: str = "") -> BookEntry:
    quick = "rules/quick/national-canasta.html"
    return BookEntry(variant, CANASTA_SECTIONS, national_facts, quick, prose or variant.slug)


BOOK: tuple[BookEntry, ...] = (
    BookEntry(CLASSIC_CANASTA, CANASTA_SECTIONS, canasta_facts, "rules/quick/canasta.html", CLASSIC_CANASTA.slug),
    _three_deck(SAMBA, BICYCLE_NOTE),
    _three_deck(BOLIVIA),
    _three_deck(BRAZILIAN),
    _three_deck(CHILEAN, CHILEAN_NOTE),
    _three_deck(CHILEAN_FOUR_DECKS, CHILEAN_NOTE),
    _national(MODERN_AMERICAN),
    _national(BRITISH),
    _national(URUGUAYAN),
    _national(CUBAN),
    _national(ITALIAN),
    _national(ITALIAN_PARLETT, prose=ITALIAN.slug),  # only its target differs
)
